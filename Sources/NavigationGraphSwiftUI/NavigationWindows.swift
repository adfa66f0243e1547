#if canImport(SwiftUI)
    import Foundation
    import NavigationGraph
    import SwiftUI

    extension View {
        /// Lets a ``WindowCoordinator`` open and close windows from this view's scene: it binds
        /// the coordinator's ``WindowCoordinator/supportsMultipleWindows``,
        /// ``WindowCoordinator/openWindowAction`` and ``WindowCoordinator/closeWindowAction`` to
        /// SwiftUI's `supportsMultipleWindows`, `openWindow(value:)` and `dismissWindow(value:)`.
        ///
        /// Apply it to the app's main content, beside a ``NavigationWindowGroup`` in the app's
        /// scenes. On tvOS and watchOS, which show one window, it changes nothing: window
        /// destinations are presented as sheets there.
        public func navigationWindows(_ windows: WindowCoordinator) -> some View {
            #if os(iOS) || os(macOS) || os(visionOS)
                WindowActionsView(content: self, windows: windows)
            #else
                self
            #endif
        }
    }

    #if os(iOS) || os(macOS) || os(visionOS)
        /// The windows of an app's window destinations (`"presentation": "window"`): one line in
        /// the app's scenes, beside its main `WindowGroup`.
        ///
        /// ```swift
        /// NavigationWindowGroup(windows: windows, resolver: AppNavigationResolver())
        /// ```
        ///
        /// It is a `WindowGroup(for: NavigationWindow.self)`: the system opens one window per
        /// destination, brings an open one forward instead of opening a second, and restores the
        /// windows at launch. Each window shows its destination over a stack and modals of its own
        /// (``WindowCoordinator/coordinator(for:)``), saved with its scene.
        public struct NavigationWindowGroup<Resolver: NavigationDestinationResolver>: Scene where Resolver.Content: View {
            private let windows: WindowCoordinator
            private let resolver: Resolver

            /// Creates the window group.
            /// - Parameters:
            ///   - windows: The app's windows, the ones its coordinators open destinations in.
            ///   - resolver: Makes the view of every destination.
            public init(windows: WindowCoordinator, resolver: Resolver) {
                self.windows = windows
                self.resolver = resolver
            }

            public var body: some Scene {
                WindowGroup(for: NavigationWindow.self) { window in
                    NavigationWindowView(window: window.wrappedValue, windows: windows, resolver: resolver)
                }
            }
        }

        /// One window: its destination over its coordinator's stack and modals, which it saves
        /// in its scene's storage and restores when the system brings the window back.
        struct NavigationWindowView<Resolver: NavigationDestinationResolver>: View where Resolver.Content: View {
            let window: NavigationWindow?
            let windows: WindowCoordinator
            let resolver: Resolver
            /// The window's stack and modals, saved with its scene.
            @SceneStorage("NavigationGraph.window") private var saved: Data?

            var body: some View {
                if let window, let destination = windows.destination(of: window) {
                    let coordinator = windows.coordinator(for: window)
                    NavigationContainerView(coordinator: coordinator, resolver: resolver) {
                        resolver.content(for: destination.wrapped, navigator: coordinator)
                    }
                    .navigationWindows(windows)
                    .onAppear { windows.windowDidAppear(window, restoring: saved) }
                    .onDisappear { windows.windowDidClose(window) }
                    .onChange(of: coordinator.path) { save(window) }
                    .onChange(of: coordinator.sheetNavigation) { save(window) }
                    .onChange(of: coordinator.fullScreenCoverNavigation) { save(window) }
                }
            }

            private func save(_ window: NavigationWindow) {
                saved = try? windows.restorationData(for: window).data
            }
        }

        /// Content whose scene's window actions a ``WindowCoordinator`` uses.
        struct WindowActionsView<Content: View>: View {
            let content: Content
            let windows: WindowCoordinator
            @Environment(\.openWindow) private var openWindow
            @Environment(\.dismissWindow) private var dismissWindow
            @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows

            var body: some View {
                content
                    .onAppear { bind() }
                    .onChange(of: supportsMultipleWindows) { bind() }
            }

            private func bind() {
                let open = openWindow
                let dismiss = dismissWindow
                windows.supportsMultipleWindows = supportsMultipleWindows
                windows.openWindowAction = { open(value: $0) }
                windows.closeWindowAction = { dismiss(value: $0) }
            }
        }
    #endif
#endif
