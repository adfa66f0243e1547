import Foundation
import Observation

/// The navigation state of one stack: the pushed destinations and the modals on top of it.
///
/// SwiftUI binds a `NavigationStack` to ``path`` and sheets and full-screen covers to
/// ``sheetNavigation`` and ``fullScreenCoverNavigation``; screens change them through
/// ``NavigatorContract``. Outgoing destinations go through the app's redirector first.
@Observable
@MainActor
public final class NavigationCoordinator: @MainActor NavigatorContract {
    /// The pushed destinations, bottom first.
    public var path: [AnyNavigation] = []
    /// The sheet presented over the stack, if any.
    public var sheetNavigation: ModalNavigation?
    /// The full-screen cover presented over the stack, if any.
    public var fullScreenCoverNavigation: ModalNavigation?

    @ObservationIgnored private let redirector: (any NavigationRedirectContract)?
    @ObservationIgnored private let router: (any DeepLinkRouterContract)?
    @ObservationIgnored private let onDismiss: (() -> Void)?

    /// Creates a coordinator with an empty stack.
    ///
    /// - Parameters:
    ///   - redirector: Turns outgoing destinations into incoming ones, usually the generated
    ///     `AppNavigationRedirect`; without it every outgoing destination is not found.
    ///   - onDismiss: Called by ``dismiss()`` when nothing is presented, so that a modal's own
    ///     coordinator can ask its presenter to close it.
    public init(
        redirector: (any NavigationRedirectContract)? = nil,
        onDismiss: (() -> Void)? = nil
    ) {
        self.redirector = redirector
        self.router = nil
        self.onDismiss = onDismiss
    }

    /// Creates a coordinator that also opens deep links with ``handle(url:)``.
    ///
    /// - Parameters:
    ///   - redirector: Turns outgoing destinations into incoming ones.
    ///   - router: Resolves URLs to destinations, usually the generated `AppDeepLinkRouter`.
    ///   - onDismiss: Called by ``dismiss()`` when nothing is presented.
    public init(
        redirector: (any NavigationRedirectContract)?,
        router: any DeepLinkRouterContract,
        onDismiss: (() -> Void)? = nil
    ) {
        self.redirector = redirector
        self.router = router
        self.onDismiss = onDismiss
    }

    // MARK: - NavigatorContract

    /// Pushes a destination; an outgoing destination is redirected first, and one that cannot be
    /// redirected becomes ``UnknownNavigation/notFound``.
    public func navigate(to destination: any NavigationContract) {
        path.append(AnyNavigation(redirected(destination)))
    }

    /// Presents a destination as a sheet or a full-screen cover; an outgoing destination is
    /// redirected first.
    public func present(_ destination: any NavigationContract, style: ModalPresentationStyle) {
        let modal = ModalNavigation(navigation: redirected(destination), style: style)
        switch style {
        case .sheet:
            sheetNavigation = modal
        case .fullScreenCover:
            fullScreenCoverNavigation = modal
        }
    }

    /// Closes the full-screen cover, else the sheet, else asks the presenter through `onDismiss`.
    public func dismiss() {
        if fullScreenCoverNavigation != nil {
            fullScreenCoverNavigation = nil
        } else if sheetNavigation != nil {
            sheetNavigation = nil
        } else {
            onDismiss?()
        }
    }

    /// Pops the top destination; does nothing on an empty stack.
    public func goBack() {
        guard !path.isEmpty else {
            return
        }
        path.removeLast()
    }

    /// Pops every destination.
    public func popToRoot() {
        guard !path.isEmpty else {
            return
        }
        path.removeAll()
    }

    /// Shows a destination the way it declares, after redirecting it: pushed, or presented as a
    /// sheet with its detents or as a full-screen cover.
    public func open(_ destination: any NavigationContract) {
        let resolved = redirected(destination)
        let presentation = (resolved as? any IncomingNavigationContract)?.navigationPresentation ?? .push
        if let style = presentation.modalStyle {
            present(resolved, style: style)
        } else {
            navigate(to: resolved)
        }
    }

    // MARK: - Beyond the navigator

    /// Pops back to the top-most occurrence of a destination.
    ///
    /// - Returns: `true` when the destination is on the stack; otherwise the stack is unchanged.
    @discardableResult
    public func pop(to destination: any NavigationContract) -> Bool {
        let target = AnyNavigation(destination)
        guard let index = path.lastIndex(of: target) else {
            return false
        }
        path.removeSubrange((index + 1)...)
        return true
    }

    /// Replaces the whole stack in one update; outgoing destinations are redirected.
    public func setPath(_ destinations: [any NavigationContract]) {
        path = destinations.map { AnyNavigation(redirected($0)) }
    }

    /// Opens the destination of a deep link: closes what is presented, then shows the destination
    /// the way it declares.
    ///
    /// - Returns: `true` when the router resolves the URL; otherwise nothing changes.
    @discardableResult
    public func handle(url: URL) -> Bool {
        guard let destination = router?.resolve(url) else {
            return false
        }
        fullScreenCoverNavigation = nil
        sheetNavigation = nil
        open(destination)
        return true
    }

    /// Creates the coordinator of a modal presented by this one: it redirects and opens deep
    /// links the same way, and its ``dismiss()`` with nothing presented calls `onDismiss`,
    /// which usually clears this coordinator's modal.
    public func makeModalCoordinator(onDismiss: @escaping () -> Void) -> NavigationCoordinator {
        if let router {
            return NavigationCoordinator(redirector: redirector, router: router, onDismiss: onDismiss)
        }
        return NavigationCoordinator(redirector: redirector, onDismiss: onDismiss)
    }

    // MARK: - Private

    private func redirected(_ destination: any NavigationContract) -> any NavigationContract {
        let unwrapped = AnyNavigation(destination).wrapped
        guard unwrapped is any OutgoingNavigationContract else {
            return unwrapped
        }
        return redirector?.redirect(unwrapped) ?? UnknownNavigation.notFound
    }
}

/// Resolves any deep-link URL of an app to a destination.
///
/// The generated `AppDeepLinkRouter` conforms to this protocol.
public protocol DeepLinkRouterContract: Sendable {
    /// Returns the destination a URL opens, or `nil` when no feature has a route for it.
    func resolve(_ url: URL) -> (any NavigationContract)?
}
