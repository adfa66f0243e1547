#if canImport(UIKit) && !os(watchOS)
    import NavigationGraph
    import Observation
    import UIKit

    /// A tab bar controller that follows a ``TabCoordinator``: one ``NavigationStackController``
    /// per visible tab, over the tab's root, in the coordinator's order, with the coordinator's
    /// selection.
    ///
    /// Choosing a tab bar item goes through the coordinator's `selection`, which decides: another
    /// tab is selected, the selected tab chosen again pops to its root (the `reselection`), an
    /// action tab runs its action and is never selected. The tab bar then shows what the
    /// coordinator selected. Tabs shown as split views are shown as their detail column's stack.
    @MainActor
    public final class TabBarController<Tab: TabContract>: UITabBarController {
        /// The tabs it follows.
        public let tabs: TabCoordinator<Tab>
        private let makeViewController: NavigationViewControllerFactory
        private var stacks: [Tab: UIViewController] = [:]
        private var shownTabs: [Tab] = []
        /// Chooses through the coordinator: a generic class's members are not seen by Objective-C,
        /// so the delegate is an object of its own.
        private let chooser = TabChooser()

        /// Creates the tab bar of a tab coordinator.
        /// - Parameters:
        ///   - tabs: The tabs' state, usually `TabCoordinator<AppTab>` with the generated
        ///     redirector and router.
        ///   - makeViewController: Makes the view controller of each tab's root and of every
        ///     destination pushed or presented in a tab, given the navigator its screen uses.
        public init(tabs: TabCoordinator<Tab>, makeViewController: @escaping NavigationViewControllerFactory) {
            self.tabs = tabs
            self.makeViewController = makeViewController
            super.init(nibName: nil, bundle: nil)
            chooser.choose = { [weak self] controller in self?.choose(controller) }
            delegate = chooser
            follow()
        }

        /// Creates the tab bar with a resolver that makes view controllers: the generated
        /// `AppNavigationResolver`, with `UIViewController` as its content.
        public convenience init<Resolver: NavigationDestinationResolver>(tabs: TabCoordinator<Tab>, resolver: Resolver)
        where Resolver.Content == UIViewController {
            self.init(tabs: tabs) { destination, navigator in
                resolver.content(for: destination.wrapped, navigator: navigator)
            }
        }

        /// Not available: a tab bar controller of this kind is made in code.
        public required init?(coder: NSCoder) {
            nil
        }

        private func follow() {
            withObservationTracking {
                _ = tabs.visibleTabs
                _ = tabs.selectedTab
            } onChange: { [weak self] in
                Task { @MainActor in self?.follow() }
            }
            if tabs.visibleTabs != shownTabs {
                shownTabs = tabs.visibleTabs
                setViewControllers(shownTabs.map(stack), animated: false)
            }
            if let index = shownTabs.firstIndex(of: tabs.selectedTab), selectedIndex != index {
                selectedIndex = index
            }
        }

        /// A tab's stack, made once: its navigation controller over its root, or, for an action
        /// tab, which is never shown, a bare view controller that carries its item.
        private func stack(of tab: Tab) -> UIViewController {
            if let existing = stacks[tab] {
                return existing
            }
            let controller: UIViewController
            if let root = tab.rootDestination, !tab.isAction {
                let coordinator = tabs.coordinator(for: tab)
                controller = NavigationStackController(
                    coordinator: coordinator, root: makeViewController(AnyNavigation(root), coordinator),
                    makeViewController: makeViewController)
            } else {
                controller = UIViewController()
            }
            controller.tabBarItem = UITabBarItem(title: tab.localizedTitle, image: tab.systemImage.flatMap { UIImage(systemName: $0) }, tag: 0)
            stacks[tab] = controller
            return controller
        }

        private func choose(_ controller: UIViewController) {
            guard let tab = stacks.first(where: { $0.value === controller })?.key else {
                return
            }
            tabs.selection = tab
        }
    }

    /// The tab bar's delegate: every choice goes to the coordinator, and the tab bar follows it.
    @MainActor
    final class TabChooser: NSObject, UITabBarControllerDelegate {
        var choose: ((UIViewController) -> Void)?

        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            choose?(viewController)
            return false
        }
    }
#endif
