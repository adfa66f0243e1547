#if canImport(SwiftUI)
    import NavigationGraph
    import SwiftUI

    extension SheetDetent {
        /// SwiftUI's detent for this detent.
        public var presentationDetent: PresentationDetent {
            switch self {
            case .medium: .medium
            case .large: .large
            case .fraction(let fraction): .fraction(CGFloat(fraction))
            case .height(let height): .height(CGFloat(height))
            }
        }
    }

    /// A `NavigationStack` bound to a coordinator's path, with its sheet and full-screen cover.
    ///
    /// Pushed and presented destinations are made by the app's resolver (the generated
    /// `AppNavigationResolver`); each modal gets a ``ModalContainerView`` with its own coordinator.
    public struct NavigationContainerView<Resolver: NavigationDestinationResolver, Root: View>: View
    where Resolver.Content: View {
        @Bindable private var coordinator: NavigationCoordinator
        private let resolver: Resolver
        private let root: Root

        /// Creates a container.
        /// - Parameters:
        ///   - coordinator: The navigation state the stack and modals bind to.
        ///   - resolver: Makes the view of every destination.
        ///   - root: The view at the bottom of the stack.
        public init(coordinator: NavigationCoordinator, resolver: Resolver, @ViewBuilder root: () -> Root) {
            self.coordinator = coordinator
            self.resolver = resolver
            self.root = root()
        }

        public var body: some View {
            NavigationStack(path: $coordinator.path) {
                root.navigationDestination(for: AnyNavigation.self) { navigation in
                    resolver.content(for: navigation.wrapped, navigator: coordinator)
                }
            }
            .sheet(item: $coordinator.sheetNavigation) { modal in
                ModalContainerView(modal: modal, parent: coordinator, resolver: resolver) {
                    coordinator.sheetNavigation = nil
                }
                .presentationDetents(Set(modal.detents.map(\.presentationDetent)))
            }
            #if os(macOS)
                .sheet(item: $coordinator.fullScreenCoverNavigation) { modal in
                    ModalContainerView(modal: modal, parent: coordinator, resolver: resolver) {
                        coordinator.fullScreenCoverNavigation = nil
                    }
                }
            #else
                .fullScreenCover(item: $coordinator.fullScreenCoverNavigation) { modal in
                    ModalContainerView(modal: modal, parent: coordinator, resolver: resolver) {
                        coordinator.fullScreenCoverNavigation = nil
                    }
                }
            #endif
        }
    }

    /// A presented destination with a navigation stack and modals of its own.
    ///
    /// Its coordinator's ``NavigationCoordinator/dismiss()``, with nothing presented over it, calls
    /// `onDismiss`, which clears the presenter's modal: the dismiss chain of nested modals.
    public struct ModalContainerView<Resolver: NavigationDestinationResolver>: View where Resolver.Content: View {
        private let modal: ModalNavigation
        private let resolver: Resolver
        @State private var coordinator: NavigationCoordinator

        /// Creates a modal container.
        /// - Parameters:
        ///   - modal: The presented destination.
        ///   - parent: The presenting coordinator, whose redirector the modal shares.
        ///   - resolver: Makes the view of every destination.
        ///   - onDismiss: Closes this modal; called when the modal dismisses itself.
        public init(
            modal: ModalNavigation, parent: NavigationCoordinator, resolver: Resolver, onDismiss: @escaping () -> Void
        ) {
            self.modal = modal
            self.resolver = resolver
            _coordinator = State(initialValue: parent.makeModalCoordinator(onDismiss: onDismiss))
        }

        public var body: some View {
            NavigationContainerView(coordinator: coordinator, resolver: resolver) {
                resolver.content(for: modal.navigation.wrapped, navigator: coordinator)
            }
        }
    }

    /// The root of an app's navigation: a ``NavigationContainerView`` that opens deep links, each with
    /// the whole stack its graph declares (`NavigationCoordinator.open(url:)`).
    public struct RootContainerView<Resolver: NavigationDestinationResolver, Root: View>: View where Resolver.Content: View {
        @State private var coordinator: NavigationCoordinator
        private let resolver: Resolver
        private let root: Root

        /// Creates the root container.
        /// - Parameters:
        ///   - coordinator: The root navigation state, usually made with the generated
        ///     `AppNavigationRedirect` and `AppDeepLinkRouter`.
        ///   - resolver: Makes the view of every destination.
        ///   - root: The first screen.
        public init(coordinator: NavigationCoordinator, resolver: Resolver, @ViewBuilder root: () -> Root) {
            _coordinator = State(initialValue: coordinator)
            self.resolver = resolver
            self.root = root()
        }

        public var body: some View {
            NavigationContainerView(coordinator: coordinator, resolver: resolver) {
                root
            }
            .onOpenURL { url in
                coordinator.open(url: url)
            }
        }
    }
#endif
