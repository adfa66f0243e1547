// platform: tvOS
// expect: is unavailable
// The check must reject an API that a platform does not have: tvOS shows one window, so it has no
// openWindow, and NavigationWindowGroup is not compiled there.
import NavigationGraph
import SwiftUI

struct OpenDocument: View {
    @Environment(\.openWindow) private var openWindow
    let window: NavigationWindow

    var body: some View {
        EmptyView().onAppear { openWindow(value: window) }
    }
}
