import Foundation
import Observation

/// An app's tab: what the generated `AppTab` is. Each tab shows its own stack over its root
/// destination, and knows which tab a destination opens in.
public protocol NavigationTab: Hashable, Sendable, CaseIterable, Codable, RawRepresentable where RawValue == String {
    /// The destination at the bottom of the tab's stack.
    var root: any NavigationContract { get }
    /// The tab's title in the tab bar.
    var title: String { get }
    /// The name of the SF Symbol of the tab bar item, if any.
    var systemImage: String? { get }
    /// The tab a destination opens in: its feature's tab, or `nil` for a destination of a feature
    /// in no tab, which opens in the selected tab.
    static func tab(for destination: any NavigationContract) -> Self?
}

/// A tab bar with one navigation stack per tab, as iOS apps are built.
///
/// Each tab has its own ``NavigationCoordinator``, with the app's redirector and router, so its
/// stack and modals are its own. Opening a destination or a URL selects the tab the destination
/// belongs to and builds the stack there, in one update. Selecting the selected tab again pops it
/// to its root, the iOS convention. Platform-neutral: the SwiftUI tab container only binds
/// ``selectedTab`` and each tab's coordinator to views.
@Observable
@MainActor
public final class TabCoordinator<Tab: NavigationTab> {
    /// The tab on show.
    public private(set) var selectedTab: Tab
    @ObservationIgnored private let coordinators: [Tab: NavigationCoordinator]
    @ObservationIgnored private let router: (any DeepLinkRouterContract)?

    /// Creates the tabs, each with an empty stack over its root.
    ///
    /// - Parameters:
    ///   - selectedTab: The tab shown first; the first tab by default.
    ///   - redirector: The app's redirector, usually the generated `AppNavigationRedirect`.
    ///   - router: The app's deep-link router, usually the generated `AppDeepLinkRouter`.
    public init(
        selectedTab: Tab? = nil, redirector: (any NavigationRedirectContract)?, router: (any DeepLinkRouterContract)? = nil
    ) {
        self.selectedTab = selectedTab ?? Tab.allCases.first!
        self.router = router
        var coordinators: [Tab: NavigationCoordinator] = [:]
        for tab in Tab.allCases {
            coordinators[tab] =
                router.map { NavigationCoordinator(redirector: redirector, router: $0) }
                ?? NavigationCoordinator(redirector: redirector)
        }
        self.coordinators = coordinators
    }

    /// The coordinator of a tab's stack.
    public func coordinator(for tab: Tab) -> NavigationCoordinator {
        coordinators[tab]!
    }

    /// The coordinator of the selected tab.
    public var selectedCoordinator: NavigationCoordinator {
        coordinator(for: selectedTab)
    }

    /// The tab on show, for a tab bar's selection binding (`$tabs.selection`): setting it is
    /// ``select(_:)``, so choosing the selected tab again pops it to its root.
    public var selection: Tab {
        get { selectedTab }
        set { select(newValue) }
    }

    /// Shows a tab; selecting the selected tab again pops its stack to its root.
    public func select(_ tab: Tab) {
        if tab == selectedTab {
            coordinator(for: tab).popToRoot()
        } else {
            selectedTab = tab
        }
    }

    /// The tab a destination opens in: its feature's, else the selected tab. An outgoing
    /// destination opens in the tab of the destination it redirects to.
    public func tab(for destination: any NavigationContract) -> Tab {
        Tab.tab(for: selectedCoordinator.redirected(destination)) ?? selectedTab
    }

    /// Opens a destination the way it declares, in the tab it belongs to, selecting that tab.
    public func open(_ destination: any NavigationContract) {
        let resolved = selectedCoordinator.redirected(destination)
        let tab = Tab.tab(for: resolved) ?? selectedTab
        selectedTab = tab
        if AnyNavigation(resolved) == AnyNavigation(tab.root) {
            // The tab's root is already at the bottom of its stack: show it.
            coordinator(for: tab).popToRoot()
        } else {
            coordinator(for: tab).open(resolved)
        }
    }

    /// Opens a deep link with the whole stack its graph declares, in the tab its destination
    /// belongs to, selecting that tab in the same update.
    ///
    /// - Returns: `true` when the router resolves the URL; otherwise nothing changes.
    @discardableResult
    public func open(url: URL) -> Bool {
        guard let destination = router?.resolve(url) else {
            return false
        }
        let tab = Tab.tab(for: destination) ?? selectedTab
        selectedTab = tab
        let stack = coordinator(for: tab)
        stack.openStack(destination)
        // The tab's root is its stack's bottom view, not an entry of its path.
        if stack.path.first == AnyNavigation(tab.root) {
            stack.path.removeFirst()
        }
        return true
    }

    // MARK: - Saved state

    /// Saves the selected tab and every tab's stack and modals as JSON data, versioned with the
    /// coordinators' schema: `{"selectedTab": "home", "tabs": {"home": {...}, ...}}`.
    public func restorationData(
        using registry: NavigationRestorationRegistry
    ) throws -> (data: Data, report: NavigationRestorationReport) {
        var report = NavigationRestorationReport()
        var tabs: [String: Any] = [:]
        for tab in Tab.allCases {
            let saved = try coordinator(for: tab).restorationData(using: registry)
            tabs[tab.rawValue] = try JSONSerialization.jsonObject(with: saved.data)
            report.issues += saved.report.issues.map { .init(place: "\(tab.rawValue).\($0.place)", reason: $0.reason) }
        }
        let state: [String: Any] = ["selectedTab": selectedTab.rawValue, "tabs": tabs]
        return (try JSONSerialization.data(withJSONObject: state, options: [.sortedKeys]), report)
    }

    /// Restores the selected tab and every tab's stack and modals; what does not restore is
    /// reported, as ``NavigationCoordinator/restore(from:using:)`` reports it, by tab.
    ///
    /// Data from anywhere is safe to pass: state that is corrupted or was tampered with restores
    /// what it can and reports the rest, and never traps. A tab's state that is not an object is
    /// reported at that tab and leaves the tab as it was; saved state of a tab the app no longer
    /// has is reported by its name and dropped.
    @discardableResult
    public func restore(from data: Data, using registry: NavigationRestorationRegistry) -> NavigationRestorationReport {
        guard let state = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
            let tabs = state["tabs"] as? [String: Any]
        else {
            return NavigationRestorationReport(issues: [.init(place: "state", reason: "not saved tab state")])
        }
        var report = NavigationRestorationReport()
        var known: Set<String> = []
        for tab in Tab.allCases {
            known.insert(tab.rawValue)
            guard let saved = tabs[tab.rawValue] else { continue }
            // Only an object is a coordinator's saved state; anything else (a number, null, a
            // string) is reported rather than handed to JSONSerialization, which traps on a
            // top-level value that is not an array or an object.
            guard let object = saved as? [String: Any], JSONSerialization.isValidJSONObject(object),
                let tabData = try? JSONSerialization.data(withJSONObject: object)
            else {
                report.issues.append(.init(place: tab.rawValue, reason: "not saved navigation state"))
                continue
            }
            let restored = coordinator(for: tab).restore(from: tabData, using: registry)
            report.issues += restored.issues.map { .init(place: "\(tab.rawValue).\($0.place)", reason: $0.reason) }
        }
        for name in tabs.keys.sorted() where !known.contains(name) {
            report.issues.append(.init(place: name, reason: "no tab '\(name)'; its saved state was dropped"))
        }
        if let name = state["selectedTab"] as? String {
            if let tab = Tab(rawValue: name) {
                selectedTab = tab
            } else {
                report.issues.append(.init(place: "selectedTab", reason: "no tab '\(name)'"))
            }
        }
        return report
    }
}
