// platform: visionOS
// expect: main actor-isolated
// The check must reject a main-actor violation: the split view's state changes on the main
// actor only, as SwiftUI's views read it.
import NavigationGraph
import SwiftUI

nonisolated func collapse(_ split: SplitViewCoordinator) {
    split.isCollapsed = true
}
