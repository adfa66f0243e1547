import Foundation

/// Everything a destination opens with: the pushed path under it and, for a sheet or a
/// full-screen cover, the modal on top.
///
/// Made by following ``IncomingNavigationContract/navigationParent`` to the root, so a deep link
/// to a character's episodes opens the character list, the character and then the episodes.
public struct NavigationStackPlan: Hashable, Sendable {
    /// A destination presented over the path.
    public struct Modal: Hashable, Sendable {
        /// The presented destination.
        public var navigation: AnyNavigation
        /// How it is presented.
        public var style: ModalPresentationStyle

        /// Creates a modal of a plan.
        public init(_ navigation: any NavigationContract, style: ModalPresentationStyle) {
            self.navigation = AnyNavigation(navigation)
            self.style = style
        }
    }

    /// The pushed destinations, bottom first.
    public var path: [AnyNavigation]
    /// The sheet or full-screen cover on top of the path, if the destination is one.
    public var modal: Modal?

    /// Creates a plan.
    public init(path: [any NavigationContract], modal: Modal? = nil) {
        self.path = path.map(AnyNavigation.init)
        self.modal = modal
    }

    /// Every destination of the plan, bottom first.
    public var destinations: [AnyNavigation] {
        path + [modal?.navigation].compactMap { $0 }
    }

    /// The plan of a destination: its parents, each redirected, bottom first, then the
    /// destination.
    ///
    /// The destination itself is presented when it declares a sheet or a full-screen cover;
    /// every parent is pushed (the compiler refuses a modal parent). A parent that repeats a
    /// destination already in the chain ends it, so a hand-written cycle cannot hang.
    static func make(
        for destination: any NavigationContract,
        redirect: (any NavigationContract) -> any NavigationContract
    ) -> NavigationStackPlan {
        let top = redirect(destination)
        var chain = [AnyNavigation(top)]
        var seen: Set<AnyNavigation> = [AnyNavigation(top)]
        var current = top
        while let parent = (current as? any IncomingNavigationContract)?.navigationParent {
            let resolved = redirect(parent)
            guard seen.insert(AnyNavigation(resolved)).inserted else {
                break
            }
            chain.append(AnyNavigation(resolved))
            current = resolved
        }
        chain.reverse()
        let style = (top as? any IncomingNavigationContract)?.navigationPresentation.modalStyle
        if let style {
            return NavigationStackPlan(path: chain.dropLast().map(\.wrapped), modal: Modal(top, style: style))
        }
        return NavigationStackPlan(path: chain.map(\.wrapped))
    }
}

extension NavigationCoordinator {
    /// The whole stack a destination opens with: its declared parents, redirected, then the
    /// destination, pushed or presented as it declares.
    public func stackPlan(for destination: any NavigationContract) -> NavigationStackPlan {
        NavigationStackPlan.make(for: destination) { redirected($0) }
    }

    /// Opens a destination with the whole stack under it, in one update: closes the modals in
    /// the way, sets the path to the destination's parents (and the destination when it is
    /// pushed), then presents it when it is a sheet or a full-screen cover.
    ///
    /// A guarded destination, or a guarded parent, makes the whole change wait, as
    /// ``navigate(to:)`` describes.
    ///
    /// An action (``NavigationPresentation/action``) opens no stack: it is handed to
    /// ``actionHandler`` and nothing else changes. A window (``NavigationPresentation/window``)
    /// opens in a window of its own where ``windows`` can open one, and this stack stays as it is.
    public func openStack(_ destination: any NavigationContract) {
        let resolved = redirected(destination)
        if performedAction(resolved) || startsLookup(of: resolved, reopen: .openStack) {
            return
        }
        apply(stackPlan(for: destination))
    }

    /// Applies a plan in one update; see ``openStack(_:)``.
    public func apply(_ plan: NavigationStackPlan) {
        guard admits(plan.destinations.map(\.wrapped), for: .stack(plan)) else {
            return
        }
        // A window opens apart from this stack, which stays as it is.
        if let modal = plan.modal, Self.isWindow(modal.navigation.wrapped), windows?.open(modal.navigation.wrapped) == true {
            return
        }
        if let stackPlacement {
            stackPlacement(plan)
            return
        }
        guard mayLeave(Array(path[path.sharedBottom(with: plan.path)...]) + modalDestinations, retry: .stack(plan)) else {
            return
        }
        fullScreenCoverNavigation = nil
        sheetNavigation = nil
        path = plan.path
        if let modal = plan.modal {
            show(modal.navigation.wrapped, style: modal.style)
        }
    }

    /// Opens the destination of a deep link with the whole stack it declares; see
    /// ``openStack(_:)``.
    ///
    /// Before the coordinator is ready (``isReady``), the link waits and opens once it is.
    ///
    /// - Returns: `true` when the router resolves the URL (even when a guard or ``isReady`` makes
    ///   the opening wait); otherwise nothing changes.
    @discardableResult
    public func open(url: URL) -> Bool {
        guard let destination = router?.resolve(url) else {
            reportLink(url, opened: nil)
            return false
        }
        guard isReady else {
            keepWaiting(url, opensStack: true)
            return true
        }
        reportLink(url, opened: destination)
        openStack(destination)
        return true
    }
}
