// platform: iOS
// expect: main actor-isolated
// The check must reject a main-actor violation: windows open on the main actor only, where
// SwiftUI's openWindow runs.
import NavigationGraph
import SwiftUI

nonisolated func openDocument(_ windows: WindowCoordinator, _ destination: any NavigationContract) {
    windows.open(destination)
}
