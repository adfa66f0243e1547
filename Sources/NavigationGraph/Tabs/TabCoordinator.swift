import Foundation
import Observation

/// A tab bar with one navigation stack per tab, as iOS apps are built.
///
/// Each tab has its own ``NavigationCoordinator``, with the app's redirector and router, so its
/// stack and modals are its own. Opening a destination or a URL selects the tab the destination
/// belongs to and builds the stack there, in one update. Choosing the selected tab again pops it
/// to its root, the iOS convention (``reselection``). Platform-neutral: the SwiftUI tab container
/// only binds ``visibleTabs``, ``selection`` and each tab's coordinator to views.
///
/// **The tabs on show.** ``visibleTabs`` is the tab bar, in order: every tab by default, or the
/// tabs a user chose, set at any time and saved with the rest. A destination whose tab is hidden
/// opens in the selected tab; hiding the selected tab selects the first visible tab that has a
/// stack. A tab bar always shows at least one tab with a stack: a list with none, an empty one
/// included, is not taken (the last valid list stays, and the mistake is reported through
/// ``NavigationCoordinator/issueHandler``); a tab listed twice is shown once, where it is first
/// listed.
///
/// **Split views.** A tab whose ``TabContract/layout`` is a split view has a
/// ``SplitViewCoordinator`` (``splitView(for:)``) over its root: a destination or a URL opened in
/// it fills the columns, and its saved state is the split view's. Choosing the selected tab again
/// pops the detail column's stack.
///
/// **Action tabs.** Choosing an action tab (``TabContract/isAction``) calls `onAction` with the
/// tab and leaves the selection as it was; an action tab never becomes ``selectedTab``. An action
/// destination (``NavigationPresentation/action``), opened by a link or by code, goes to
/// ``actionHandler`` the same way.
@MainActor
public final class TabCoordinator<Tab: TabContract> {
    /// The tab on show: a visible tab with a stack.
    public private(set) var selectedTab: Tab {
        get {
            observation.access(self, keyPath: \.selectedTab)
            return _selectedTab
        }
        set { observation.change(self, \.selectedTab, from: _selectedTab, to: newValue) { _selectedTab = newValue } }
    }
    private var _selectedTab: Tab {
        didSet {
            if selectedTab != oldValue, let events {
                events.receive(NavigationEvent(.tabSelected, detail: "\(selectedTab)"))
                coordinator(for: selectedTab).reportShown(to: events, force: true)
            }
        }
    }
    private var shownTabs: [Tab] {
        get {
            observation.access(self, keyPath: \.shownTabs)
            return _shownTabs
        }
        set { observation.change(self, \.shownTabs, from: _shownTabs, to: newValue) { _shownTabs = newValue } }
    }
    private var _shownTabs: [Tab]
    /// What choosing the selected tab again in the tab bar (``selection``) does: the platform's
    /// convention by default (``TabReselection/platformDefault``). ``select(_:)`` called by the
    /// app always pops.
    public var reselection: TabReselection = .platformDefault
    private var coordinators: [Tab: NavigationCoordinator] = [:]
    /// What every tab's coordinator is given: the action handler, the events observer and the
    /// look-up.
    private var shared = SharedNavigationSettings()
    private var splitViews: [Tab: SplitViewCoordinator] = [:]
    private let redirector: (any NavigationRedirectContract)?
    private let router: (any DeepLinkRouterContract)?
    private let onAction: ((Tab) -> Void)?
    /// Tells observers of the tracked properties when they change.
    private let observation = ObservationRegistrar()

    /// What opening an action destination does (`"presentation": "action"`), in every tab: it is
    /// called with the destination, and neither the selection nor any stack changes. Each tab's
    /// coordinator, and the coordinators of its modals, use it; see
    /// ``NavigationCoordinator/actionHandler``.
    public var actionHandler: (@MainActor (AnyNavigation) -> Void)? {
        get { shared.actionHandler }
        set {
            shared.actionHandler = newValue
            shareSettingsWithTabs()
        }
    }

    /// Looks up what destinations that need it open (`"lookup": true`), in every tab; what the
    /// look-up gives opens in the tab it belongs to. See ``NavigationCoordinator/lookup``.
    public var lookup: (any NavigationLookupContract)? {
        get { shared.lookup }
        set {
            shared.lookup = newValue
            shareSettingsWithTabs()
        }
    }
    /// How long a look-up may take before it ends as not found; see
    /// ``NavigationCoordinator/lookupTimeout``.
    public var lookupTimeout: Duration {
        get { shared.lookupTimeout }
        set {
            shared.lookupTimeout = newValue
            shareSettingsWithTabs()
        }
    }
    /// The clock that measures ``lookupTimeout``; see ``NavigationCoordinator/lookupClock``.
    public var lookupClock: any Clock<Duration> {
        get { shared.lookupClock }
        set {
            shared.lookupClock = newValue
            shareSettingsWithTabs()
        }
    }
    /// The destination whose look-up the tabs wait for, opened through ``open(_:)`` or
    /// ``open(url:)``; `nil` when they wait for none. Selecting a tab or opening anything else
    /// cancels it.
    public private(set) var lookingUp: AnyNavigation? {
        get {
            observation.access(self, keyPath: \.lookingUp)
            return _lookingUp
        }
        set { observation.change(self, \.lookingUp, from: _lookingUp, to: newValue) { _lookingUp = newValue } }
    }
    private var _lookingUp: AnyNavigation?
    private let lookupSlot = LookupSlot()
    /// While a look-up's answer opens, it is not looked up again.
    private var isOpeningLookedUp = false

    /// Who hears the navigation events of every tab (``NavigationEvent``), and which tab is
    /// selected; see ``NavigationCoordinator/events``.
    public var events: NavigationEventObserver? {
        get { shared.events }
        set {
            shared.events = newValue
            shareSettingsWithTabs()
        }
    }

    /// Where destinations that open in a window of their own open, from every tab; see
    /// ``NavigationCoordinator/windows``. Opening one leaves the selection and every stack as
    /// they are.
    public var windows: WindowCoordinator? {
        didSet {
            shareSettingsWithTabs()
        }
    }

    /// Whether links open now. While it is `false` (the app restores the tabs' saved state, or
    /// checks sign-in), ``open(url:)`` keeps the link it is given in ``waitingLink``, a newer link
    /// replacing an older one, and opens it once it becomes `true`, over whatever was restored
    /// meanwhile. `true` by default.
    public var isReady: Bool {
        get {
            observation.access(self, keyPath: \.isReady)
            return _isReady
        }
        set { observation.change(self, \.isReady, from: _isReady, to: newValue) { _isReady = newValue } }
    }
    private var _isReady: Bool = true {
        didSet {
            if isReady && !oldValue, let url = waitingLink {
                waitingLink = nil
                open(url: url)
            }
        }
    }
    /// The link handed over while the tabs were not ready, which opens once they are.
    public private(set) var waitingLink: URL? {
        get {
            observation.access(self, keyPath: \.waitingLink)
            return _waitingLink
        }
        set { observation.change(self, \.waitingLink, from: _waitingLink, to: newValue) { _waitingLink = newValue } }
    }
    private var _waitingLink: URL?

    /// Creates a tab bar of the given tabs, each with an empty stack over its root.
    ///
    /// - Parameters:
    ///   - visibleTabs: The tabs on show, in order; see ``visibleTabs``.
    ///   - selectedTab: The tab shown first. When it is hidden or an action tab, the first visible
    ///     tab with a stack is shown instead. When no visible tab has a stack, the selected tab is
    ///     shown too, or, for an action tab, the first tab of the type with a stack.
    ///   - redirector: The app's redirector, usually the generated `AppNavigationRedirect`.
    ///   - router: The app's deep-link router, usually the generated `AppDeepLinkRouter`.
    ///   - onAction: What choosing an action tab does, given the tab.
    public init(
        visibleTabs: [Tab], selectedTab: Tab, redirector: (any NavigationRedirectContract)?,
        router: (any DeepLinkRouterContract)? = nil, onAction: ((Tab) -> Void)? = nil
    ) {
        self.redirector = redirector
        self.router = router
        self.onAction = onAction
        var shown = Self.withoutDuplicates(visibleTabs)
        if !shown.contains(where: { !$0.isAction }) {
            // A tab with a stack, never an action tab (which is never selected, SPEC 5.2): the
            // selected tab when it has one, else the type's first that does.
            let stacked = selectedTab.isAction ? Self.firstTabWithAStack() ?? selectedTab : selectedTab
            NavigationCoordinator.report(
                "visibleTabs \(visibleTabs.isEmpty ? "is empty" : "has no tab with a stack"); the tab '\(stacked)' is shown")
            if !shown.contains(stacked) { shown.insert(stacked, at: 0) }
        }
        _shownTabs = shown
        _selectedTab =
            shown.contains(selectedTab) && !selectedTab.isAction ? selectedTab : shown.first { !$0.isAction } ?? selectedTab
    }

    /// The tabs on show, in order: the tab bar.
    ///
    /// Set it to the tabs a user chose. A tab listed twice is shown once, where it is first
    /// listed; a list with no tab that has a stack (an empty list, or only action tabs) is not
    /// taken, and the mistake is reported. When the selected tab is hidden, the first visible tab
    /// with a stack is selected; a hidden tab keeps its stack for when it is shown again.
    public var visibleTabs: [Tab] {
        get { shownTabs }
        set {
            let outcome = takeVisibleTabs(newValue)
            if outcome.listedTwice {
                NavigationCoordinator.report("visibleTabs lists a tab twice; each tab is shown once, where it is first listed")
            }
            if !outcome.taken {
                NavigationCoordinator.report(
                    "visibleTabs \(newValue.isEmpty ? "cannot be empty" : "needs a tab with a stack, not only action tabs"); the tabs on show were kept"
                )
            }
        }
    }

    /// Shows tabs by the rules of ``visibleTabs``, for its setter and for restoring: each tab
    /// once, and only a list with a tab that has a stack, selecting the first such tab when the
    /// selected one is hidden.
    ///
    /// - Returns: Whether the list was taken, and whether it listed a tab twice.
    func takeVisibleTabs(_ tabs: [Tab]) -> (taken: Bool, listedTwice: Bool) {
        let shown = Self.withoutDuplicates(tabs)
        let listedTwice = shown.count < tabs.count
        guard let first = shown.first(where: { !$0.isAction }) else {
            return (false, listedTwice)
        }
        shownTabs = shown
        if !shown.contains(selectedTab) {
            selectedTab = first
        }
        return (true, listedTwice)
    }

    /// The coordinator of a tab's stack, made the first time it is asked for. An action tab's is
    /// never shown.
    public func coordinator(for tab: Tab) -> NavigationCoordinator {
        if let coordinator = coordinators[tab] {
            return coordinator
        }
        let coordinator =
            router.map { NavigationCoordinator(redirector: redirector, router: $0) }
            ?? NavigationCoordinator(redirector: redirector)
        shareSettings(with: coordinator)
        coordinator.rootDestination = tab.rootDestination.map(AnyNavigation.init)
        coordinator.lastShown = coordinator.rootDestination
        coordinators[tab] = coordinator
        if case .splitView(let columns) = tab.layout {
            splitViews[tab] = SplitViewCoordinator(columns: columns, root: tab.rootDestination, detail: coordinator)
        }
        return coordinator
    }

    /// Gives a tab's coordinator what every tab shares: the action handler, the windows, the
    /// events observer and the look-up with its timeout and clock.
    private func shareSettings(with coordinator: NavigationCoordinator) {
        shared.give(to: coordinator)
        coordinator.windows = windows
    }

    /// ``shareSettings(with:)`` for every tab made so far, when a shared setting changes.
    private func shareSettingsWithTabs() {
        for coordinator in coordinators.values { shareSettings(with: coordinator) }
    }

    /// The split view of a tab whose ``TabContract/layout`` is a split view, made with the tab's
    /// coordinator as its detail column (``SplitViewCoordinator/detail``), so
    /// ``coordinator(for:)`` is that column's; `nil` for a tab shown as one stack. Opening a
    /// destination or a URL in such a tab fills its columns.
    public func splitView(for tab: Tab) -> SplitViewCoordinator? {
        _ = coordinator(for: tab)
        return splitViews[tab]
    }

    /// The coordinator of the selected tab.
    public var selectedCoordinator: NavigationCoordinator {
        coordinator(for: selectedTab)
    }

    /// The tabs that have a stack to save or inspect: the visible tabs with a stack, in order,
    /// then hidden tabs whose stack was made.
    public var tabsWithStacks: [Tab] {
        let shown = shownTabs.filter { !$0.isAction }
        let visible = Set(shown)
        let hidden = coordinators.keys.filter { !visible.contains($0) && !$0.isAction }
        return shown + hidden.sorted { TabKey.key(of: $0) < TabKey.key(of: $1) }
    }

    /// The tab on show, for a tab bar's selection binding (`$tabs.selection`): choosing another
    /// tab is ``select(_:)``; choosing the selected tab again does what ``reselection`` says.
    public var selection: Tab {
        get { selectedTab }
        set {
            if newValue == selectedTab && reselection == .keepsStack {
                return
            }
            select(newValue)
        }
    }

    /// Chooses a tab, as its tab bar item does: shows a tab, pops the selected tab to its root
    /// when it is chosen again, or runs an action tab's action, leaving the selection as it was.
    /// A tab that is not visible is not chosen, and the mistake is reported.
    public func select(_ tab: Tab) {
        cancelLookup()
        guard shownTabs.contains(tab) else {
            NavigationCoordinator.report("select(\(tab)): the tab is not in visibleTabs; the selection is unchanged")
            return
        }
        if tab.isAction {
            onAction?(tab)
        } else if tab == selectedTab {
            coordinator(for: tab).popToRoot()
        } else {
            selectedTab = tab
        }
    }

    /// The tab a destination opens in: its tab when that tab is visible, else the selected tab.
    /// An outgoing destination opens in the tab of the destination it redirects to.
    public func tab(for destination: any NavigationContract) -> Tab {
        openingTab(for: selectedCoordinator.redirected(destination))
    }

    private func openingTab(for resolved: any NavigationContract) -> Tab {
        guard let tab = Tab.tab(for: resolved), !tab.isAction, shownTabs.contains(tab) else {
            return selectedTab
        }
        return tab
    }

    /// Opens a destination the way it declares, in the tab it belongs to, selecting that tab.
    /// Opening a tab's root shows that tab at its root.
    public func open(_ destination: any NavigationContract) {
        cancelLookup()
        let resolved = selectedCoordinator.redirected(destination)
        if selectedCoordinator.performedAction(resolved)
            || startsLookup(of: resolved, wholeStack: false)
            || selectedCoordinator.openedInWindow(resolved)
        {
            return
        }
        let tab = openingTab(for: resolved)
        selectedTab = tab
        if let split = splitView(for: tab) {
            split.open(resolved)
        } else if let root = tab.rootDestination, AnyNavigation(resolved) == AnyNavigation(root) {
            // The tab's root is already at the bottom of its stack: show it.
            coordinator(for: tab).popToRoot()
        } else {
            coordinator(for: tab).open(resolved)
        }
    }

    /// Opens a deep link with the whole stack its graph declares, in the tab its destination
    /// belongs to, selecting that tab in the same update. Before the tabs are ready
    /// (``isReady``), the link waits and opens once they are.
    ///
    /// - Returns: `true` when the router resolves the URL; otherwise nothing changes.
    @discardableResult
    public func open(url: URL) -> Bool {
        guard let destination = router?.resolve(url) else {
            if let events { NavigationCoordinator.reportLink(url, opened: nil, to: events) }
            return false
        }
        guard isReady else {
            waitingLink = url
            return true
        }
        if let events { NavigationCoordinator.reportLink(url, opened: destination, to: events) }
        cancelLookup()
        openWholeStack(destination)
        return true
    }

    /// Opens a destination with the whole stack its graph declares, in the tab it belongs to.
    private func openWholeStack(_ destination: any NavigationContract) {
        let resolved = selectedCoordinator.redirected(destination)
        if selectedCoordinator.performedAction(resolved)
            || startsLookup(of: resolved, wholeStack: true)
            || selectedCoordinator.openedInWindow(resolved)
        {
            return
        }
        let tab = openingTab(for: destination)
        selectedTab = tab
        let stack = coordinator(for: tab)
        stack.openStack(destination)
        // The tab's root is its stack's bottom view, not an entry of its path.
        if let root = tab.rootDestination, stack.path.first == AnyNavigation(root) {
            stack.path.removeFirst()
        }
    }

    // MARK: - Look-ups

    /// Cancels the look-up the tabs wait for, if any: its answer is dropped.
    public func cancelLookup() {
        lookupSlot.cancel()
    }

    /// Whether `resolved` needs a look-up, which starts now; what it gives opens in the tab it
    /// belongs to, with its whole stack for a link (`wholeStack`). See
    /// ``NavigationCoordinator/lookup``.
    private func startsLookup(of resolved: any NavigationContract, wholeStack: Bool) -> Bool {
        guard !isOpeningLookedUp, let request = LookupSlot.request(resolved, lookup: lookup) else {
            return false
        }
        lookupSlot.lookUp(
            request.destination, lookup: request.lookup, clock: lookupClock, timeout: lookupTimeout,
            events: { [weak self] in self?.events }, waiting: { [weak self] in self?.lookingUp = $0 },
            reopen: { [weak self] found in
                guard let self else { return }
                isOpeningLookedUp = true
                if wholeStack { openWholeStack(found) } else { open(found) }
                isOpeningLookedUp = false
            })
        return true
    }

    // MARK: - Saved state, in TabCoordinator+Restoration.swift

    /// Selects a restored tab when it is visible and has a stack.
    func restoreSelection(_ tab: Tab) -> Bool {
        guard shownTabs.contains(tab), !tab.isAction else {
            return false
        }
        selectedTab = tab
        return true
    }

    /// The first case with a stack of a tab type that lists its cases, as the generated `AppTab`
    /// does; `nil` for one made at run time.
    private static func firstTabWithAStack() -> Tab? {
        func first<Cases: CaseIterable>(of type: Cases.Type) -> Tab? {
            type.allCases.lazy.compactMap { $0 as? Tab }.first { !$0.isAction }
        }
        guard let iterable = Tab.self as? any CaseIterable.Type else { return nil }
        return first(of: iterable)
    }

    private static func withoutDuplicates(_ tabs: [Tab]) -> [Tab] {
        var seen: Set<Tab> = []
        return tabs.filter { seen.insert($0).inserted }
    }
}

extension TabCoordinator where Tab: CaseIterable {
    /// Creates every tab of the type, in its order, each with an empty stack over its root: the
    /// generated `AppTab`'s tab bar.
    ///
    /// - Parameters:
    ///   - selectedTab: The tab shown first; the first tab with a stack by default.
    ///   - redirector: The app's redirector, usually the generated `AppNavigationRedirect`.
    ///   - router: The app's deep-link router, usually the generated `AppDeepLinkRouter`.
    ///   - onAction: What choosing an action tab does, given the tab.
    public convenience init(
        selectedTab: Tab? = nil, redirector: (any NavigationRedirectContract)?, router: (any DeepLinkRouterContract)? = nil,
        onAction: ((Tab) -> Void)? = nil
    ) {
        let all = Array(Tab.allCases)
        guard let first = selectedTab ?? all.first(where: { !$0.isAction }) ?? all.first else {
            preconditionFailure("TabCoordinator<\(Tab.self)>: the tab type has no cases, so there is no tab to show")
        }
        self.init(visibleTabs: all, selectedTab: first, redirector: redirector, router: router, onAction: onAction)
    }
}

extension TabCoordinator: nonisolated Observable {}
