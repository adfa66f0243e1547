import Foundation
import Observation

/// The navigation state of a split view: a sidebar, with three columns a content column, and a
/// detail column with a stack and modals of its own (`"layout": { "splitView": { "columns": 2 } }`).
///
/// A destination's parent chain fills the columns: the chain's first destination is the
/// sidebar's selection, with three columns the next one is the content column's selection, and
/// the rest is the detail column's stack (``detail``). Each column after the sidebar shows the
/// destination selected in the column before it, so a mail app's chain
/// `[mailbox(inbox), message(42)]` selects the inbox in the sidebar, shows the inbox's messages in
/// the content column with message 42 selected, and shows message 42 in the detail column. The
/// sidebar itself shows ``rootDestination`` (a tab's root), or a view the app gives.
///
/// Every decision lives here, where it is tested on every platform; the SwiftUI container only
/// binds `NavigationSplitView` to it:
///
/// - **Opening.** ``open(_:)`` and ``open(url:)`` select and build every column in one update,
///   through the redirector and the guards, as ``NavigationCoordinator/openStack(_:)`` builds one
///   stack. A selection that does not change is not set again, so a deep link to an item already
///   selected in the sidebar keeps the sidebar as it is (its list does not move) and rebuilds
///   only the columns after it. A sheet or a full-screen cover opens over the detail column; one
///   with no parents opens over the columns as they are.
/// - **Choosing in a column.** Setting ``sidebarSelection`` (the sidebar list's selection) to
///   another destination clears the content column and the detail stack; choosing the selected
///   item again keeps them. ``contentSelection`` does the same for the detail stack.
/// - **Compact widths.** Where the split view collapses into one stack (an iPhone, a narrow
///   window), the container shows ``collapsedPath``: the selections, then the detail stack, in
///   that order. Popping it clears the selections it pops, so expanding back shows what is left,
///   and nothing is lost either way: the columns and the collapsed stack are two views of one
///   state.
/// - **Screens.** As a ``NavigatorContract``, ``navigate(to:)`` fills the next empty selection
///   (a mailbox's screen in the content column "pushes" a message by selecting it) and pushes on
///   the detail stack once every selection is made; ``goBack()`` pops the detail stack, then
///   clears the last selection.
@MainActor
public final class SplitViewCoordinator: @MainActor NavigatorContract {
    /// The split view's columns.
    public let columns: SplitViewColumns
    /// The detail column's stack and modals. Screens shown in the detail column navigate with it;
    /// a whole stack it opens (``NavigationCoordinator/openStack(_:)``, a deep link) is spread
    /// over the columns.
    public let detail: NavigationCoordinator
    /// The destination the sidebar shows, left out of every chain: a tab's root. `nil` for an
    /// app whose sidebar is a view of its own.
    public let rootDestination: AnyNavigation?
    /// Whether the split view is collapsed into one stack (a compact width), as the container
    /// reports it: the container then shows ``collapsedPath``. It changes nothing else.
    public var isCollapsed: Bool {
        get {
            observation.access(self, keyPath: \.isCollapsed)
            return _isCollapsed
        }
        set { observation.change(self, \.isCollapsed, from: _isCollapsed, to: newValue) { _isCollapsed = newValue } }
    }
    private var _isCollapsed: Bool = false
    private var sidebar: AnyNavigation? {
        get {
            observation.access(self, keyPath: \.sidebar)
            return _sidebar
        }
        set { observation.change(self, \.sidebar, from: _sidebar, to: newValue) { _sidebar = newValue } }
    }
    private var _sidebar: AnyNavigation?
    private var content: AnyNavigation? {
        get {
            observation.access(self, keyPath: \.content)
            return _content
        }
        set { observation.change(self, \.content, from: _content, to: newValue) { _content = newValue } }
    }
    private var _content: AnyNavigation?
    /// Tells observers of the tracked properties when they change.
    private let observation = ObservationRegistrar()

    /// Creates a split view with nothing selected.
    ///
    /// - Parameters:
    ///   - columns: Two or three columns, as the app graph's `layout` says (the generated
    ///     `AppTab.layout`, or `AppNavigationLayout.layout` for an app without tabs).
    ///   - root: The destination the sidebar shows, left out of every chain; `nil` when the app
    ///     gives the sidebar's view.
    ///   - redirector: The app's redirector, usually the generated `AppNavigationRedirect`.
    ///   - router: The app's deep-link router, usually the generated `AppDeepLinkRouter`.
    public convenience init(
        columns: SplitViewColumns, root: (any NavigationContract)? = nil, redirector: (any NavigationRedirectContract)?,
        router: (any DeepLinkRouterContract)? = nil
    ) {
        let detail =
            router.map { NavigationCoordinator(redirector: redirector, router: $0) }
            ?? NavigationCoordinator(redirector: redirector)
        self.init(columns: columns, root: root, detail: detail)
    }

    /// A split view over an existing coordinator, which becomes its detail column: a tab's.
    init(columns: SplitViewColumns, root: (any NavigationContract)?, detail: NavigationCoordinator) {
        self.columns = columns
        self.rootDestination = root.map(AnyNavigation.init)
        self.detail = detail
        detail.stackPlacement = { [weak self] plan in
            self?.place(plan)
        }
    }

    // MARK: - Selections

    /// The sidebar's selection, for the sidebar list's selection binding: see the type's
    /// "Choosing in a column".
    public var sidebarSelection: AnyNavigation? {
        get { sidebar }
        set { choose(newValue, inColumn: 0) }
    }

    /// The content column's selection, for its list's selection binding; always `nil` with two
    /// columns, and `nil` until the sidebar has a selection.
    public var contentSelection: AnyNavigation? {
        get { content }
        set { choose(newValue, inColumn: 1) }
    }

    /// The selections made, sidebar first.
    public var selections: [AnyNavigation] {
        [sidebar, content].compactMap { $0 }
    }

    /// The destination a column after the sidebar shows: the selection of the column before it.
    /// Column 1 is the content column with three columns, the detail column's root with two.
    public func destination(shownInColumn column: Int) -> AnyNavigation? {
        column >= 1 && column <= selections.count ? selections[column - 1] : nil
    }

    /// The destination at the bottom of the detail column's stack: the content column's selection
    /// with three columns, the sidebar's with two; `nil` (an empty detail column) until it is
    /// made.
    public var detailRoot: AnyNavigation? {
        destination(shownInColumn: columns.selectionCount)
    }

    /// One stack of the same destinations in the same order, for a compact width: the
    /// selections, then the detail stack. Setting it (the collapsed stack's pops) sets the
    /// selections and the detail stack it lists.
    public var collapsedPath: [AnyNavigation] {
        get { selections + detail.path }
        set {
            let count = min(columns.selectionCount, newValue.count)
            setColumns(Array(newValue.prefix(count)), detailPath: Array(newValue.dropFirst(count)))
        }
    }

    private func choose(_ selection: AnyNavigation?, inColumn column: Int) {
        guard column < columns.selectionCount else {
            NavigationCoordinator.report("contentSelection: a split view of two columns has no content column; nothing changed")
            return
        }
        guard column <= selections.count else {
            NavigationCoordinator.report("contentSelection: nothing is selected in the sidebar yet; nothing changed")
            return
        }
        // Choosing the selected item again keeps the columns after it.
        guard selection != (column == 0 ? sidebar : content) else {
            return
        }
        guard let selection else {
            // Through the screens that ask before they are left, as every change of the columns.
            detail.apply(NavigationStackPlan(path: selections.prefix(column).map(\.wrapped)))
            return
        }
        let resolved = detail.redirected(selection.wrapped)
        if detail.performedAction(resolved) {
            return
        }
        // Through the guards, as every opening: the selections before it, then it.
        detail.apply(NavigationStackPlan(path: selections.prefix(column).map(\.wrapped) + [resolved]))
    }

    /// Spreads a stack admitted by the guards over the columns, once the screens it leaves that
    /// ask before they are left agree: those of the columns it replaces and the detail
    /// coordinator's modals.
    private func place(_ plan: NavigationStackPlan) {
        var chain = plan.path
        if let rootDestination, chain.first == rootDestination {
            chain.removeFirst()
        }
        // A modal with no parents opens over the columns as they are.
        let keepsColumns = plan.path.isEmpty && plan.modal != nil
        let shown = collapsedPath
        let leaving = keepsColumns ? [] : Array(shown[shown.sharedBottom(with: chain)...])
        guard detail.mayLeave(leaving + detail.modalDestinations, retry: .stack(plan)) else {
            return
        }
        detail.fullScreenCoverNavigation = nil
        detail.sheetNavigation = nil
        if !keepsColumns {
            collapsedPath = chain
        }
        if let modal = plan.modal {
            detail.show(modal.navigation.wrapped, style: modal.style)
        }
    }

    /// Sets the selections and the detail stack. Observation tells no one of a value set to what
    /// it was, so a selection that does not change is not seen to change: its list keeps its
    /// place and its column is not rebuilt.
    private func setColumns(_ selections: [AnyNavigation], detailPath: [AnyNavigation]) {
        sidebar = selections.first
        content = selections.count > 1 ? selections[1] : nil
        detail.path = detailPath
    }

    // MARK: - Opening

    /// Opens a destination with its whole parent chain, selecting and building every column in
    /// one update; an action is handed to the detail coordinator's
    /// ``NavigationCoordinator/actionHandler``.
    public func open(_ destination: any NavigationContract) {
        detail.openStack(destination)
    }

    /// Opens a deep link as ``open(_:)`` opens its destination.
    ///
    /// - Returns: `true` when the router resolves the URL; otherwise nothing changes.
    @discardableResult
    public func open(url: URL) -> Bool {
        detail.open(url: url)
    }

    // MARK: - NavigatorContract

    /// Fills the next empty selection with the destination, or, once every selection is made,
    /// pushes it on the detail stack.
    public func navigate(to destination: any NavigationContract) {
        guard selections.count < columns.selectionCount else {
            detail.navigate(to: destination)
            return
        }
        choose(AnyNavigation(destination), inColumn: selections.count)
    }

    /// Presents a destination over the detail column.
    public func present(_ destination: any NavigationContract, style: ModalPresentationStyle) {
        detail.present(destination, style: style)
    }

    /// Closes the detail column's top modal.
    public func dismiss() {
        detail.dismiss()
    }

    /// Pops the detail stack; when it is empty, clears the last selection, as the back button of
    /// the collapsed stack does.
    public func goBack() {
        if !collapsedPath.isEmpty {
            collapsedPath.removeLast()
        }
    }

    /// Clears the selections and the detail stack: the sidebar alone, as the collapsed stack at
    /// its root.
    public func popToRoot() {
        setColumns([], detailPath: [])
    }

    /// Opens a destination for a result, on the detail column; see
    /// ``NavigationCoordinator/result(of:)``.
    public func result<Value: Sendable>(of request: NavigationRequest<Value>) async -> Value? {
        await detail.result(of: request)
    }

    /// Opens a destination for a result, on the detail column; see
    /// ``NavigationCoordinator/request(_:onResult:)``.
    public func request<Value: Sendable>(_ request: NavigationRequest<Value>, onResult: @escaping @MainActor (Value?) -> Void) {
        detail.request(request, onResult: onResult)
    }

    /// Gives a result to the request that opened a destination, on the detail column.
    public func finish<Value: Sendable>(_ request: NavigationRequest<Value>, with value: Value) {
        detail.finish(request, with: value)
    }

    /// Gives a result to the request that opened the detail column's top destination.
    @discardableResult
    public func finish<Value: Sendable>(with value: Value) -> Bool {
        detail.finish(with: value)
    }

    /// Asks before a destination of the detail column is left; see
    /// ``NavigationCoordinator/confirmBeforeLeaving(_:ask:)``.
    public func confirmBeforeLeaving(_ destination: any NavigationContract, ask: @escaping @MainActor () async -> Bool) {
        detail.confirmBeforeLeaving(destination, ask: ask)
    }

    /// Stops asking; see ``NavigationCoordinator/stopConfirmingBeforeLeaving(_:)``.
    public func stopConfirmingBeforeLeaving(_ destination: any NavigationContract) {
        detail.stopConfirmingBeforeLeaving(destination)
    }

    // MARK: - Saved state

    /// Saves the selections, the detail stack and its modals as JSON data, in the form of a
    /// ``NavigationCoordinator``'s saved state whose path is ``collapsedPath``; what cannot be
    /// saved is reported as ``NavigationCoordinator/restorationData(using:)`` reports it.
    public func restorationData(
        using registry: NavigationRestorationRegistry
    ) throws -> (data: Data, report: NavigationRestorationReport) {
        let flat = NavigationCoordinator()
        flat.path = collapsedPath
        flat.sheetNavigation = detail.sheetNavigation
        flat.fullScreenCoverNavigation = detail.fullScreenCoverNavigation
        return try flat.restorationData(using: registry)
    }

    /// Restores the selections, the detail stack and its modals from data made by
    /// ``restorationData(using:)`` (or by a ``NavigationCoordinator``'s, whose path it spreads
    /// over the columns). Data that is not saved state changes nothing and is reported.
    @discardableResult
    public func restore(from data: Data, using registry: NavigationRestorationRegistry) -> NavigationRestorationReport {
        let flat = NavigationCoordinator()
        let report = flat.restore(from: data, using: registry)
        guard !report.issues.contains(where: { $0.place == "state" }) else {
            return report
        }
        collapsedPath = flat.path
        detail.fullScreenCoverNavigation = flat.fullScreenCoverNavigation
        detail.sheetNavigation = flat.sheetNavigation
        return report
    }
}

extension SplitViewCoordinator: nonisolated Observable {}
