#if canImport(UIKit) && !os(watchOS)
    import NavigationGraph
    import Observation
    import UIKit

    /// Makes the view controller of a destination, given the navigator its screen navigates with:
    /// what a UIKit app gives for each destination, as a SwiftUI app gives a view.
    public typealias NavigationViewControllerFactory = @MainActor (AnyNavigation, any NavigatorContract) -> UIViewController

    /// A navigation controller that follows a ``NavigationCoordinator`` both ways: the coordinator's
    /// pushes and pops animate its view controllers, its sheets and full-screen covers are
    /// presented over it (each in a navigation controller of its own, for nested modals), and the
    /// user's interactive pop and the swipe that dismisses a sheet change the coordinator.
    ///
    /// It only binds: what to show, and what to do when the two sides disagree (a pop while a push
    /// animates, a swipe the user cancels halfway), is decided by a `NavigationControllerSync`,
    /// where it is tested on every platform.
    ///
    /// ```swift
    /// let stack = NavigationStackController(
    ///     coordinator: coordinator, root: CharacterListViewController(navigator: coordinator)
    /// ) { destination, navigator in
    ///     AppViewControllers().content(for: destination.wrapped, navigator: navigator)
    /// }
    /// ```
    ///
    /// It is its own `delegate`; view controllers pushed on it without the coordinator are shown
    /// but not followed.
    @MainActor
    public final class NavigationStackController: UINavigationController, UINavigationControllerDelegate,
        UIAdaptivePresentationControllerDelegate
    {
        /// The coordinator it follows.
        public let coordinator: NavigationCoordinator
        private let sync: NavigationControllerSync
        private let makeViewController: NavigationViewControllerFactory
        /// The destination each view controller above the root shows.
        private var destinations: [ObjectIdentifier: AnyNavigation] = [:]

        /// Creates a navigation controller over a root view controller.
        /// - Parameters:
        ///   - coordinator: The navigation state it follows, and changes when the user pops or
        ///     swipes a sheet away.
        ///   - root: The view controller at the bottom of the stack.
        ///   - makeViewController: Makes the view controller of each pushed or presented
        ///     destination, given the navigator its screen uses.
        public init(
            coordinator: NavigationCoordinator, root: UIViewController, makeViewController: @escaping NavigationViewControllerFactory
        ) {
            self.coordinator = coordinator
            self.sync = NavigationControllerSync(coordinator: coordinator)
            self.makeViewController = makeViewController
            super.init(nibName: nil, bundle: nil)
            viewControllers = [root]
            delegate = self
            follow()
        }

        /// Creates a navigation controller whose destinations' view controllers a resolver makes:
        /// the generated `AppNavigationResolver`, with `UIViewController` as its content.
        public convenience init<Resolver: NavigationDestinationResolver>(
            coordinator: NavigationCoordinator, root: UIViewController, resolver: Resolver
        ) where Resolver.Content == UIViewController {
            self.init(coordinator: coordinator, root: root) { destination, navigator in
                resolver.content(for: destination.wrapped, navigator: navigator)
            }
        }

        /// Not available: a navigation controller of this kind is made in code.
        public required init?(coder aDecoder: NSCoder) {
            nil
        }

        // MARK: - Following the coordinator

        /// Applies the coordinator's state, then watches it for the next change.
        private func follow() {
            withObservationTracking {
                _ = coordinator.path
                _ = coordinator.displayedModal
                _ = coordinator.asksBeforeDismissing
            } onChange: { [weak self] in
                Task { @MainActor in self?.follow() }
            }
            // A modal whose screen asks before it is left is not swept away: the attempt asks.
            isModalInPresentation = coordinator.asksBeforeDismissing
            apply(sync.stackUpdate())
            // UIKit presents only from a view in a window: a modal of restored state waits for
            // viewDidAppear.
            if viewIfLoaded?.window != nil {
                apply(sync.modalUpdate())
            }
        }

        public override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            apply(sync.modalUpdate())
        }

        private func apply(_ update: NavigationControllerSync.StackUpdate?) {
            guard let update else {
                return
            }
            let kept = Array(viewControllers.prefix(1 + update.kept))
            let made = update.entries.dropFirst(update.kept).map { destination -> UIViewController in
                let controller = makeViewController(destination, coordinator)
                destinations[ObjectIdentifier(controller)] = destination
                return controller
            }
            setViewControllers(kept + made, animated: update.animated)
            let shown = Set(viewControllers.map(ObjectIdentifier.init))
            destinations = destinations.filter { shown.contains($0.key) }
        }

        /// The destinations the view controllers above the root show, bottom first.
        private var shownDestinations: [AnyNavigation] {
            viewControllers.dropFirst().compactMap { destinations[ObjectIdentifier($0)] }
        }

        // MARK: - UINavigationControllerDelegate

        public func navigationController(
            _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
        ) {
            sync.stackTransitionDidBegin()
            // Called when the transition completes or, for an interactive pop, is cancelled.
            transitionCoordinator?.animate(alongsideTransition: nil) { [weak self] _ in
                self?.transitionDidEnd()
            }
        }

        public func navigationController(
            _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
        ) {
            transitionDidEnd()
        }

        private func transitionDidEnd() {
            guard sync.isStackTransitioning else {
                return
            }
            apply(sync.stackTransitionDidEnd(showing: shownDestinations))
        }

        // MARK: - Modals

        private func apply(_ update: NavigationControllerSync.ModalUpdate?) {
            switch update {
            case .present(let modal)?:
                let controller = makeModalController(for: modal)
                present(controller, animated: true) { [weak self] in
                    guard let self else { return }
                    apply(sync.presentationDidEnd())
                }
            case .dismiss?:
                guard presentedViewController != nil else {
                    apply(sync.dismissalDidEnd())
                    return
                }
                dismiss(animated: true) { [weak self] in
                    guard let self else { return }
                    apply(sync.dismissalDidEnd())
                }
            case nil:
                break
            }
        }

        /// A modal's own navigation controller, over its destination, following the modal's
        /// coordinator: its `dismiss()` with nothing presented closes this presentation.
        private func makeModalController(for modal: ModalNavigation) -> NavigationStackController {
            let modalCoordinator = coordinator.coordinator(for: modal)
            let root = makeViewController(modal.navigation, modalCoordinator)
            let controller = NavigationStackController(coordinator: modalCoordinator, root: root, makeViewController: makeViewController)
            ModalStyling.apply(modal, to: controller)
            controller.presentationController?.delegate = self
            return controller
        }

        // MARK: - UIAdaptivePresentationControllerDelegate

        public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
            sync.userDidBeginDismissing()
            presentationController.presentedViewController.transitionCoordinator?.animate(alongsideTransition: nil) {
                [weak self] context in
                guard let self, context.isCancelled else { return }
                apply(sync.userDidCancelDismissing())
            }
        }

        public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
            apply(sync.userDidDismiss())
        }

        /// The user swiped a sheet whose screen asks before it is left: ask, as its own
        /// dismissal does.
        public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
            (presentationController.presentedViewController as? NavigationStackController)?.coordinator.dismiss()
        }
    }

    /// How a modal's view controller is presented: a sheet at its detents, opening at its first,
    /// or a full-screen cover. tvOS has no sheets: a sheet is presented over a blurred screen.
    @MainActor
    enum ModalStyling {
        static func apply(_ modal: ModalNavigation, to controller: UIViewController) {
            switch modal.style {
            case .fullScreenCover:
                controller.modalPresentationStyle = .fullScreen
            case .sheet:
                #if os(tvOS)
                    controller.modalPresentationStyle = .blurOverFullScreen
                #else
                    controller.modalPresentationStyle = .pageSheet
                    if let sheet = controller.sheetPresentationController {
                        sheet.detents = modal.orderedDetents.map(detent)
                        sheet.selectedDetentIdentifier = modal.initialDetent.map(identifier)
                    }
                #endif
            }
        }

        #if !os(tvOS)
            static func identifier(_ detent: SheetDetent) -> UISheetPresentationController.Detent.Identifier {
                switch detent {
                case .medium: .medium
                case .large: .large
                case .fraction(let fraction): .init("NavigationGraph.fraction.\(fraction)")
                case .height(let height): .init("NavigationGraph.height.\(height)")
                }
            }

            static func detent(_ detent: SheetDetent) -> UISheetPresentationController.Detent {
                switch detent {
                case .medium:
                    return .medium()
                case .large:
                    return .large()
                case .fraction(let fraction):
                    return .custom(identifier: identifier(detent)) { context in context.maximumDetentValue * CGFloat(fraction) }
                case .height(let height):
                    return .custom(identifier: identifier(detent)) { _ in CGFloat(height) }
                }
            }
        #endif
    }
#endif
