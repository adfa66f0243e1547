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

    /// A `NavigationStack` bound to a coordinator's path, with its modals.
    ///
    /// It only binds state to views. What it shows is decided by the coordinator, where it is
    /// tested on every platform: the modal on show is ``NavigationCoordinator/displayedModal``, one
    /// at a time, and each modal's coordinator is ``NavigationCoordinator/coordinator(for:)``.
    /// Pushed and presented destinations are made by the app's resolver (the generated
    /// `AppNavigationResolver`); every view in the stack finds the coordinator in its environment.
    public struct NavigationContainerView<Resolver: NavigationDestinationResolver, Root: View>: View
    where Resolver.Content: View {
        @Bindable private var coordinator: NavigationCoordinator
        private let path: Binding<[AnyNavigation]>?
        private let navigator: any NavigatorContract
        private let resolver: Resolver
        private let root: Root

        /// Creates a container.
        /// - Parameters:
        ///   - coordinator: The navigation state the stack and modals bind to.
        ///   - resolver: Makes the view of every destination.
        ///   - root: The view at the bottom of the stack.
        public init(coordinator: NavigationCoordinator, resolver: Resolver, @ViewBuilder root: () -> Root) {
            self.coordinator = coordinator
            self.path = nil
            self.navigator = coordinator
            self.resolver = resolver
            self.root = root()
        }

        /// A stack bound to another path than the coordinator's, with the coordinator's modals:
        /// a collapsed split view's.
        init(
            coordinator: NavigationCoordinator, path: Binding<[AnyNavigation]>, navigator: any NavigatorContract, resolver: Resolver,
            @ViewBuilder root: () -> Root
        ) {
            self.coordinator = coordinator
            self.path = path
            self.navigator = navigator
            self.resolver = resolver
            self.root = root()
        }

        public var body: some View {
            NavigationStack(path: path ?? $coordinator.path) {
                root.navigationDestination(for: AnyNavigation.self) { navigation in
                    resolver.content(for: navigation.wrapped, navigator: navigator)
                }
            }
            .environment(coordinator)
            .sheet(
                item: $coordinator.displayedSheet, onDismiss: { coordinator.displayedModalDidDisappear() },
                content: { modal in modalContent(modal) }
            )
            #if os(macOS)
                .sheet(
                    item: $coordinator.displayedFullScreenCover, onDismiss: { coordinator.displayedModalDidDisappear() },
                    content: { modal in modalContent(modal) })
            #else
                .fullScreenCover(
                    item: $coordinator.displayedFullScreenCover, onDismiss: { coordinator.displayedModalDidDisappear() },
                    content: { modal in modalContent(modal) })
            #endif
        }

        /// A presented modal's container, which tells the coordinator when it is on screen: only
        /// then does replacing it wait for SwiftUI to take it off.
        private func modalContent(_ modal: ModalNavigation) -> some View {
            ModalContainerView(modal: modal, presenter: coordinator, resolver: resolver)
                .onAppear { coordinator.displayedModalDidAppear(modal) }
        }
    }

    /// A presented destination with a navigation stack and modals of its own.
    ///
    /// Its coordinator is the presenter's ``NavigationCoordinator/coordinator(for:)``: the same
    /// one however often SwiftUI makes this view, and its ``NavigationCoordinator/dismiss()`` with
    /// nothing presented over it closes this presentation (the dismiss chain of nested modals).
    public struct ModalContainerView<Resolver: NavigationDestinationResolver>: View where Resolver.Content: View {
        private let modal: ModalNavigation
        private let coordinator: NavigationCoordinator
        private let resolver: Resolver
        /// The detent a sheet rests at; it opens at ``ModalNavigation/initialDetent``. A value,
        /// so SwiftUI keeps the first init's and ignores the rest.
        @State private var detent: PresentationDetent

        /// Creates a modal container.
        /// - Parameters:
        ///   - modal: The presented destination.
        ///   - presenter: The presenting coordinator, which keeps the modal's coordinator.
        ///   - resolver: Makes the view of every destination.
        public init(modal: ModalNavigation, presenter: NavigationCoordinator, resolver: Resolver) {
            self.modal = modal
            self.coordinator = presenter.coordinator(for: modal)
            self.resolver = resolver
            _detent = State(initialValue: (modal.initialDetent ?? .large).presentationDetent)
        }

        public var body: some View {
            NavigationContainerView(coordinator: coordinator, resolver: resolver) {
                resolver.content(for: modal.navigation.wrapped, navigator: coordinator)
            }
            .presentationDetents(Set((modal.detents.isEmpty ? [.large] : modal.detents).map(\.presentationDetent)), selection: $detent)
            // A screen that asks before it is left is not swept away: its dismiss() asks.
            .interactiveDismissDisabled(coordinator.asksBeforeDismissing)
        }
    }

    /// The root of an app's navigation: a ``NavigationContainerView`` that opens deep links, each
    /// with the whole stack its graph declares (`NavigationCoordinator.open(url:)`).
    ///
    /// The app owns the coordinator (keep it in the `App`, or in a `@State` of your own); the root
    /// view gets it as its navigator.
    public struct RootContainerView<Resolver: NavigationDestinationResolver, Root: View>: View where Resolver.Content: View {
        private let coordinator: NavigationCoordinator
        private let resolver: Resolver
        private let root: Root

        /// Creates the root container.
        /// - Parameters:
        ///   - coordinator: The root navigation state, usually made with the generated
        ///     `AppNavigationRedirect` and `AppDeepLinkRouter`.
        ///   - resolver: Makes the view of every destination.
        ///   - root: The first screen, given the navigator it navigates with.
        public init(
            coordinator: NavigationCoordinator, resolver: Resolver, @ViewBuilder root: (any NavigatorContract) -> Root
        ) {
            self.coordinator = coordinator
            self.resolver = resolver
            self.root = root(coordinator)
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
    /// A `NavigationSplitView` bound to a ``SplitViewCoordinator``, or, in a compact width, one
    /// `NavigationStack` of the same destinations.
    ///
    /// It only binds; every decision is the coordinator's, tested on every platform. The sidebar
    /// column shows the view the app gives (a list whose selection is the coordinator's
    /// `sidebarSelection`: the coordinator is in the environment); with three columns the content
    /// column shows the sidebar's selection; the detail column is a ``NavigationContainerView``
    /// of the coordinator's `detail` over its `detailRoot`. In a compact horizontal size class
    /// (never on macOS) it is one stack over the sidebar, bound to `collapsedPath`, with the
    /// detail column's modals, and it tells the coordinator through `isCollapsed`.
    public struct SplitContainerView<Resolver: NavigationDestinationResolver, Sidebar: View>: View where Resolver.Content: View {
        @Bindable private var split: SplitViewCoordinator
        private let resolver: Resolver
        private let sidebar: Sidebar
        #if !os(macOS)
            @Environment(\.horizontalSizeClass) private var horizontalSizeClass
        #endif

        /// Creates a split container.
        /// - Parameters:
        ///   - split: The columns' state, made with the app's layout (`AppNavigationLayout`) or a
        ///     tab's (`TabCoordinator.splitView(for:)`).
        ///   - resolver: Makes the view of every destination.
        ///   - sidebar: The sidebar's view.
        public init(split: SplitViewCoordinator, resolver: Resolver, @ViewBuilder sidebar: () -> Sidebar) {
            self.split = split
            self.resolver = resolver
            self.sidebar = sidebar()
        }

        private var isCompact: Bool {
            #if os(macOS)
                false
            #else
                horizontalSizeClass == .compact
            #endif
        }

        public var body: some View {
            columns
                .environment(split)
                .onChange(of: isCompact, initial: true) {
                    split.isCollapsed = isCompact
                }
        }

        @ViewBuilder private var columns: some View {
            if isCompact {
                NavigationContainerView(coordinator: split.detail, path: $split.collapsedPath, navigator: split, resolver: resolver) {
                    sidebar
                }
            } else if split.columns == .three {
                NavigationSplitView {
                    sidebar
                } content: {
                    if let selection = split.destination(shownInColumn: 1) {
                        resolver.content(for: selection.wrapped, navigator: split)
                    }
                } detail: {
                    detail
                }
            } else {
                NavigationSplitView {
                    sidebar
                } detail: {
                    detail
                }
            }
        }

        /// The detail column: its stack and modals over the destination the column before it
        /// selected; empty until a selection is made.
        @ViewBuilder private var detail: some View {
            if let root = split.detailRoot {
                NavigationContainerView(coordinator: split.detail, resolver: resolver) {
                    resolver.content(for: root.wrapped, navigator: split.detail)
                }
            }
        }
    }

    /// A tab bar with one ``NavigationContainerView`` per tab, bound to a `TabCoordinator`.
    ///
    /// It only binds; every decision is the coordinator's, tested on every platform. The tabs on
    /// show are the coordinator's `visibleTabs`, in their order; choosing a tab sets its
    /// `selection`, which shows the tab, runs an action tab's action (the selection stays), or
    /// does what `reselection` says for the selected tab (pops to its root, except on tvOS,
    /// whose tab bar follows focus). Each tab's stack is the coordinator's for that tab, over the
    /// tab's root destination; a deep link opens in the tab it belongs to. Titles are each tab's
    /// `localizedTitle`.
    ///
    /// Where the platform has it (iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2) the tabs are
    /// SwiftUI's `Tab`; before, views with `tabItem(_:)` and `tag(_:)`.
    public struct TabContainerView<Tab: TabContract, Resolver: NavigationDestinationResolver>: View
    where Resolver.Content: View {
        @Bindable private var tabs: TabCoordinator<Tab>
        private let resolver: Resolver

        /// Creates a tab container.
        /// - Parameters:
        ///   - tabs: The tabs' state, usually `TabCoordinator<AppTab>` with the generated
        ///     redirector and router.
        ///   - resolver: Makes the view of every destination.
        public init(tabs: TabCoordinator<Tab>, resolver: Resolver) {
            self.tabs = tabs
            self.resolver = resolver
        }

        public var body: some View {
            styledTabView.onOpenURL { url in
                tabs.open(url: url)
            }
        }

        /// The tab view, as a sidebar where the tab type's `tabStyle` asks for one and the
        /// platform has it (iOS 18, macOS 15, tvOS 18, visionOS 2; never on watchOS).
        @ViewBuilder private var styledTabView: some View {
            #if os(watchOS)
                tabView
            #else
                if #available(iOS 18.0, macOS 15.0, tvOS 18.0, visionOS 2.0, *), Tab.tabStyle == .sidebarAdaptable {
                    tabView.tabViewStyle(.sidebarAdaptable)
                } else {
                    tabView
                }
            #endif
        }

        @ViewBuilder private var tabView: some View {
            if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
                TabView(selection: $tabs.selection) {
                    ForEach(tabs.visibleTabs, id: \.self) { tab in
                        // `SwiftUI.` in full: `Tab` alone is this view's tab type.
                        SwiftUI.Tab(value: tab) {
                            stack(of: tab)
                        } label: {
                            label(of: tab)
                        }
                    }
                }
            } else {
                TabView(selection: $tabs.selection) {
                    ForEach(tabs.visibleTabs, id: \.self) { tab in
                        stack(of: tab)
                            .tabItem { label(of: tab) }
                            .tag(tab)
                    }
                }
            }
        }

        /// The tab's stack over its root, or its split view with its root in the sidebar; nothing
        /// for an action tab, which is never on show.
        @ViewBuilder private func stack(of tab: Tab) -> some View {
            if let split = tabs.splitView(for: tab), let root = tab.rootDestination {
                SplitContainerView(split: split, resolver: resolver) {
                    resolver.content(for: root, navigator: split)
                }
            } else if let root = tab.rootDestination {
                NavigationContainerView(coordinator: tabs.coordinator(for: tab), resolver: resolver) {
                    resolver.content(for: root, navigator: tabs.coordinator(for: tab))
                }
            }
        }

        private func label(of tab: Tab) -> some View {
            Label(tab.localizedTitle, systemImage: tab.systemImage ?? "circle")
        }
    }
#endif
