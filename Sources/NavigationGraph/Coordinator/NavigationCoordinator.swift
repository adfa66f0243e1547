import Foundation
import Observation

/// The navigation state of one stack: the pushed destinations and the modals on top of it.
///
/// SwiftUI binds a `NavigationStack` to ``path`` and sheets and full-screen covers to
/// ``sheetNavigation`` and ``fullScreenCoverNavigation``; screens change them through
/// ``NavigatorContract``. Outgoing destinations go through the app's redirector first.
@MainActor
public final class NavigationCoordinator: @MainActor NavigatorContract {
    /// The pushed destinations, bottom first.
    public var path: [AnyNavigation] {
        get {
            observation.access(self, keyPath: \.path)
            return _path
        }
        set { observation.change(self, \.path, from: _path, to: newValue) { _path = newValue } }
    }
    private var _path: [AnyNavigation] = [] {
        // Not `oldValue`: naming it would copy the whole path on every push, events or not.
        didSet {
            if let events = family.events {
                reportPathChange(to: events)
            }
            stateDidChange()
        }
    }
    /// The sheet presented over the stack, if any.
    public var sheetNavigation: ModalNavigation? {
        get {
            observation.access(self, keyPath: \.sheetNavigation)
            return _sheetNavigation
        }
        set { observation.change(self, \.sheetNavigation, from: _sheetNavigation, to: newValue) { _sheetNavigation = newValue } }
    }
    private var _sheetNavigation: ModalNavigation? {
        didSet {
            updateModalDisplay()
            if let events = family.events {
                reportModalChange(from: oldValue, to: sheetNavigation, events)
            }
            stateDidChange()
        }
    }
    /// The full-screen cover presented over the stack, if any.
    public var fullScreenCoverNavigation: ModalNavigation? {
        get {
            observation.access(self, keyPath: \.fullScreenCoverNavigation)
            return _fullScreenCoverNavigation
        }
        set {
            observation.change(self, \.fullScreenCoverNavigation, from: _fullScreenCoverNavigation, to: newValue) {
                _fullScreenCoverNavigation = newValue
            }
        }
    }
    private var _fullScreenCoverNavigation: ModalNavigation? {
        didSet {
            updateModalDisplay()
            if let events = family.events {
                reportModalChange(from: oldValue, to: fullScreenCoverNavigation, events)
            }
            stateDidChange()
        }
    }
    /// Which modal a SwiftUI container shows now; see ``displayedModal``.
    var modalDisplay: ModalDisplay {
        get {
            observation.access(self, keyPath: \.modalDisplay)
            return _modalDisplay
        }
        set { observation.change(self, \.modalDisplay, from: _modalDisplay, to: newValue) { _modalDisplay = newValue } }
    }
    private var _modalDisplay: ModalDisplay = ModalDisplay()
    /// The coordinators of the modals presented over this one; see ``coordinator(for:)``.
    var modalCoordinators: [UUID: NavigationCoordinator] = [:]
    /// The destination this coordinator's presentation shows, for a modal's coordinator made by
    /// ``coordinator(for:)``: what ``finish(with:)`` finishes when its stack is empty.
    var presentedDestination: AnyNavigation?
    /// The navigation that waits for a condition, while the destination that satisfies the
    /// condition (sign-in) is shown; see ``guards``.
    public internal(set) var pendingNavigation: PendingNavigation? {
        get {
            observation.access(self, keyPath: \.pendingNavigation)
            return _pendingNavigation
        }
        set { observation.change(self, \.pendingNavigation, from: _pendingNavigation, to: newValue) { _pendingNavigation = newValue } }
    }
    private var _pendingNavigation: PendingNavigation?

    /// Which conditions guard destinations, and whether each holds; `nil` lets everything
    /// through. A coordinator and the coordinators of its modals
    /// (``makeModalCoordinator(onDismiss:)``) share them: setting them on one sets them on all.
    public var guards: NavigationGuards? {
        get { family.guards }
        set { family.guards = newValue }
    }

    /// What opening an action destination does (`"presentation": "action"`, a widget's "close
    /// private tabs"): it is called with the destination, redirected and admitted by its guards,
    /// and no stack or modal changes. A coordinator and the coordinators of its modals share it,
    /// as they share ``guards``. Without one, opening an action does nothing and is reported
    /// through ``issueHandler``.
    public var actionHandler: (@MainActor (AnyNavigation) -> Void)? {
        get { family.actionHandler }
        set { family.actionHandler = newValue }
    }

    /// Where destinations that open in a window of their own (``NavigationPresentation/window``)
    /// open: the app's ``WindowCoordinator``. Without one, or where the platform shows one window,
    /// they are presented as sheets. A coordinator and the coordinators of its modals share it, as
    /// they share ``guards``, and the coordinator it is given to keeps it alive. (A window's own
    /// coordinator, made by the ``WindowCoordinator``, does not, so the two do not keep each other.)
    public var windows: WindowCoordinator? {
        get { family.windows }
        set {
            family.windows = newValue
            keptWindows = newValue
        }
    }
    private var keptWindows: WindowCoordinator?

    /// Whether links open now. While it is `false` (the app restores saved state, or checks
    /// sign-in), ``open(url:)`` and ``handle(url:)`` keep the link they are given in
    /// ``waitingLink``, a newer link replacing an older one, and open it the way they were asked to
    /// once it becomes `true`, over whatever was restored meanwhile. `true` by default.
    public var isReady: Bool {
        get {
            observation.access(self, keyPath: \.isReady)
            return _isReady
        }
        set { observation.change(self, \.isReady, from: _isReady, to: newValue) { _isReady = newValue } }
    }
    private var _isReady: Bool = true {
        didSet {
            if isReady && !oldValue {
                openWaitingLink()
            }
        }
    }
    /// The link handed over while the coordinator was not ready, which opens once it is.
    public private(set) var waitingLink: URL? {
        get {
            observation.access(self, keyPath: \.waitingLink)
            return _waitingLink
        }
        set { observation.change(self, \.waitingLink, from: _waitingLink, to: newValue) { _waitingLink = newValue } }
    }
    private var _waitingLink: URL?
    /// Whether ``waitingLink`` opens with its whole stack (``open(url:)``) or on top
    /// (``handle(url:)``).
    private var waitingLinkOpensStack = true

    /// Who hears this coordinator's navigation events (``NavigationEvent``): pushes, pops,
    /// modals, the destination on show, links, redirects and guards. A coordinator and the
    /// coordinators of its modals share it, as they share ``guards``; `nil` by default, and then
    /// nothing is described or reported.
    public var events: NavigationEventObserver? {
        get { family.events }
        set {
            family.events = newValue
            for member in family.members {
                member.reportedPath = member.path
            }
        }
    }
    /// The path as events last reported it, while there is an observer.
    var reportedPath: [AnyNavigation] = []
    /// The destination at the bottom of this stack, where it is known: a tab's root, a modal's or
    /// a window's destination. What ``NavigationEvent/Kind/shown`` reports when the stack is empty.
    var rootDestination: AnyNavigation?
    /// The destination last reported on show.
    var lastShown: AnyNavigation?
    /// The destination whose look-up this coordinator waits for (``lookup``), for a screen to
    /// show progress; `nil` when it waits for none.
    public internal(set) var lookingUp: AnyNavigation? {
        get {
            observation.access(self, keyPath: \.lookingUp)
            return _lookingUp
        }
        set { observation.change(self, \.lookingUp, from: _lookingUp, to: newValue) { _lookingUp = newValue } }
    }
    private var _lookingUp: AnyNavigation?
    /// Runs this coordinator's look-up, made the first time one is needed.
    var lookupSlot: LookupSlot?
    /// Whether a screen of this coordinator is asking whether it may be left
    /// (``confirmBeforeLeaving(_:ask:)``): the navigation waits for its answer.
    public internal(set) var isAskingToLeave: Bool {
        get {
            observation.access(self, keyPath: \.isAskingToLeave)
            return _isAskingToLeave
        }
        set { observation.change(self, \.isAskingToLeave, from: _isAskingToLeave, to: newValue) { _isAskingToLeave = newValue } }
    }
    private var _isAskingToLeave: Bool = false
    /// Changes when a screen starts or stops asking before it is left, so that
    /// ``asksBeforeDismissing`` is observed.
    var confirmationsVersion: Int {
        get {
            observation.access(self, keyPath: \.confirmationsVersion)
            return _confirmationsVersion
        }
        set { observation.change(self, \.confirmationsVersion, from: _confirmationsVersion, to: newValue) { _confirmationsVersion = newValue } }
    }
    private var _confirmationsVersion: Int = 0

    /// Tells observers of the tracked properties when they change.
    private let observation = ObservationRegistrar()
    let redirector: (any NavigationRedirectContract)?
    let router: (any DeepLinkRouterContract)?
    private let onDismiss: (() -> Void)?
    /// What this coordinator shares with the coordinators of its modals: guards, and the
    /// destinations opened for a result.
    let family: CoordinatorFamily
    /// Where the destination that satisfies the pending navigation's condition is shown.
    var guardFlow: GuardFlow?
    /// Where a whole stack goes once its guards admit it, for the detail column of a split view:
    /// the ``SplitViewCoordinator`` spreads it over its columns; `nil` puts it on this stack.
    var stackPlacement: (@MainActor (NavigationStackPlan) -> Void)?

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
        self.family = CoordinatorFamily()
        family.join(self)
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
        self.family = CoordinatorFamily()
        family.join(self)
    }

    /// A modal's coordinator: it shares its presenter's redirector, router, guards and results.
    private init(presenter: NavigationCoordinator, onDismiss: @escaping () -> Void) {
        self.redirector = presenter.redirector
        self.router = presenter.router
        self.onDismiss = onDismiss
        self.family = presenter.family
        family.join(self)
    }

    // MARK: - NavigatorContract

    /// Pushes a destination; an outgoing destination is redirected first, and one that cannot be
    /// redirected becomes ``UnknownNavigation/notFound``.
    ///
    /// When the destination requires a condition that does not hold, the destination that
    /// satisfies it is shown instead, and the push waits in ``pendingNavigation``.
    public func navigate(to destination: any NavigationContract) {
        let resolved = redirected(destination)
        // One cast for what an action or a look-up needs: the path of every push.
        if let incoming = resolved as? any IncomingNavigationContract {
            if incoming.navigationPresentation == .action, performedAction(resolved) {
                return
            }
            if incoming.navigationNeedsLookup, startsLookup(of: resolved, reopen: .navigate) {
                return
            }
        }
        guard admits([resolved], for: .navigate(AnyNavigation(resolved))) else {
            return
        }
        path.append(AnyNavigation(resolved))
    }

    /// Presents a destination as a sheet or a full-screen cover; an outgoing destination is
    /// redirected first, and a guarded one waits as ``navigate(to:)`` describes.
    public func present(_ destination: any NavigationContract, style: ModalPresentationStyle) {
        let resolved = redirected(destination)
        if performedAction(resolved) {
            return
        }
        guard admits([resolved], for: .present(AnyNavigation(resolved), style)) else {
            return
        }
        show(resolved, style: style)
    }

    /// Sets the sheet or the cover, without guards.
    func show(_ destination: any NavigationContract, style: ModalPresentationStyle) {
        let modal = ModalNavigation(navigation: destination, style: style)
        switch style {
        case .sheet:
            sheetNavigation = modal
        case .fullScreenCover:
            fullScreenCoverNavigation = modal
        }
    }

    /// Closes the full-screen cover, else the sheet, else asks the presenter through `onDismiss`.
    public func dismiss() {
        if let cover = fullScreenCoverNavigation {
            guard mayLeave(destinations(shownBy: cover), retry: .dismiss) else { return }
            fullScreenCoverNavigation = nil
        } else if let sheet = sheetNavigation {
            guard mayLeave(destinations(shownBy: sheet), retry: .dismiss) else { return }
            sheetNavigation = nil
        } else if let onDismiss {
            guard mayLeave(presentationDestinations, retry: .dismiss) else { return }
            onDismiss()
        }
    }

    /// Pops the top destination; does nothing on an empty stack.
    public func goBack() {
        guard let top = path.last, mayLeave([top], retry: .goBack) else {
            return
        }
        path.removeLast()
    }

    /// Pops every destination.
    public func popToRoot() {
        guard !path.isEmpty, mayLeave(path, retry: .popToRoot) else {
            return
        }
        path.removeAll()
    }

    /// Shows a destination the way it declares, after redirecting it: pushed, presented as a
    /// sheet with its detents or as a full-screen cover, or, for an action, handed to
    /// ``actionHandler``.
    public func open(_ destination: any NavigationContract) {
        let resolved = redirected(destination)
        if performedAction(resolved) || startsLookup(of: resolved, reopen: .open) || openedInWindow(resolved) {
            return
        }
        let presentation = (resolved as? any IncomingNavigationContract)?.navigationPresentation ?? .push
        // Looked up already, when it needs it.
        withoutLookups {
            if let style = presentation.modalStyle {
                present(resolved, style: style)
            } else {
                navigate(to: resolved)
            }
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
        if mayLeave(Array(path[(index + 1)...]), retry: .pop(target)) {
            path.removeSubrange((index + 1)...)
        }
        return true
    }

    /// Replaces the whole stack in one update; outgoing destinations are redirected, and a
    /// guarded one makes the whole change wait. An action, which shows no screen, is left out,
    /// and the mistake is reported through ``issueHandler``.
    public func setPath(_ destinations: [any NavigationContract]) {
        var resolved = destinations.map { AnyNavigation(redirected($0)) }
        if let action = resolved.first(where: Self.isAction) {
            Self.report("setPath: \(action.wrapped) is an action, which shows no screen, so it was left out of the stack")
            resolved.removeAll(where: Self.isAction)
        }
        guard admits(resolved.map(\.wrapped), for: .setPath(resolved)) else {
            return
        }
        guard mayLeave(Array(path[path.sharedBottom(with: resolved)...]), retry: .setPath(resolved)) else {
            return
        }
        path = resolved
    }

    /// Opens the destination of a deep link on top of the current stack: closes what is
    /// presented, then shows the destination the way it declares.
    ///
    /// ``open(url:)`` opens the destination with the whole stack it declares instead.
    /// - Returns: `true` when the router resolves the URL; otherwise nothing changes.
    @discardableResult
    public func handle(url: URL) -> Bool {
        guard let destination = router?.resolve(url) else {
            reportLink(url, opened: nil)
            return false
        }
        guard isReady else {
            keepWaiting(url, opensStack: false)
            return true
        }
        reportLink(url, opened: destination)
        openOnTop(redirected(destination))
        return true
    }

    /// Keeps a link until the coordinator is ready, in place of any older one.
    func keepWaiting(_ url: URL, opensStack: Bool) {
        waitingLink = url
        waitingLinkOpensStack = opensStack
    }

    private func openWaitingLink() {
        guard let url = waitingLink else {
            return
        }
        waitingLink = nil
        if waitingLinkOpensStack {
            open(url: url)
        } else {
            handle(url: url)
        }
    }

    /// ``handle(url:)`` once the URL is resolved and redirected.
    func openOnTop(_ destination: any NavigationContract) {
        if performedAction(destination) || startsLookup(of: destination, reopen: .openOnTop) || openedInWindow(destination) {
            return
        }
        guard admits([destination], for: .handle(AnyNavigation(destination))) else {
            return
        }
        guard mayLeave(modalDestinations, retry: .handle(AnyNavigation(destination))) else {
            return
        }
        fullScreenCoverNavigation = nil
        sheetNavigation = nil
        withoutLookups { open(destination) }
    }

    /// Creates the coordinator of a modal presented by this one: it redirects, guards and opens
    /// deep links the same way, and its ``dismiss()`` with nothing presented calls `onDismiss`,
    /// which usually clears this coordinator's modal.
    public func makeModalCoordinator(onDismiss: @escaping () -> Void) -> NavigationCoordinator {
        NavigationCoordinator(presenter: self, onDismiss: onDismiss)
    }

    // MARK: - Internal

    /// Keeps guards and results in step with what is shown, whoever changed it (a screen, or
    /// SwiftUI when the user swipes a sheet away); a newer navigation cancels a look-up.
    private func stateDidChange() {
        lookupSlot?.cancel()
        dropAbandonedGuardFlow()
        family.sweepResults(owner: self)
    }

    /// Whether a redirected destination is an action (``NavigationPresentation/action``). When it
    /// is, hands it to ``actionHandler`` once its guards admit it, and changes no stack or modal.
    func performedAction(_ resolved: any NavigationContract) -> Bool {
        guard Self.isAction(resolved) else {
            return false
        }
        // A guarded action waits as a push does; `navigate(to:)` performs it once it may.
        guard admits([resolved], for: .navigate(AnyNavigation(resolved))) else {
            return true
        }
        if let actionHandler {
            actionHandler(AnyNavigation(resolved))
        } else {
            Self.report("\(AnyNavigation(resolved).wrapped) is an action, and no actionHandler is set: nothing happened")
        }
        return true
    }

    /// Whether a redirected destination opened in a window of its own: it declares
    /// ``NavigationPresentation/window``, ``windows`` can open windows, and the destination can
    /// be a window's saved value. When it does, it waits for its guards as a deep link does, and
    /// this coordinator's stack and modals stay as they are; when it does not, the caller presents
    /// it as a sheet.
    func openedInWindow(_ resolved: any NavigationContract) -> Bool {
        guard let windows, windows.canOpenWindows, Self.isWindow(resolved) else {
            return false
        }
        guard admits([resolved], for: .handle(AnyNavigation(resolved))) else {
            return true
        }
        return windows.open(resolved)
    }

    static func isWindow(_ destination: any NavigationContract) -> Bool {
        (AnyNavigation(destination).wrapped as? any IncomingNavigationContract)?.navigationPresentation == .window
    }

    static func isAction(_ destination: any NavigationContract) -> Bool {
        (AnyNavigation(destination).wrapped as? any IncomingNavigationContract)?.navigationPresentation == .action
    }

    func redirected(_ destination: any NavigationContract) -> any NavigationContract {
        let unwrapped = AnyNavigation(destination).wrapped
        guard unwrapped is any OutgoingNavigationContract else {
            return unwrapped
        }
        let target = redirector?.redirect(unwrapped) ?? UnknownNavigation.notFound
        if let events = family.events {
            events.report(.redirected, target, detail: DestinationDescription(unwrapped, includesValues: false).name)
        }
        return target
    }
}

/// Resolves any deep-link URL of an app to a destination.
///
/// The generated `AppDeepLinkRouter` conforms to this protocol.
public protocol DeepLinkRouterContract: Sendable {
    /// Returns the destination a URL opens, or `nil` when no feature has a route for it.
    func resolve(_ url: URL) -> (any NavigationContract)?
}

extension NavigationCoordinator: nonisolated Observable {}
