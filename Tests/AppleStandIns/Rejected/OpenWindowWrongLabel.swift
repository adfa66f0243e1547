// platform: macOS
// expect: incorrect argument label
// The check must reject a wrong signature: a window is opened with its value, `openWindow(value:)`,
// not `openWindow(with:)`.
import NavigationGraph
import SwiftUI

@MainActor
func open(_ window: NavigationWindow, with action: OpenWindowAction) {
    action(with: window)
}
