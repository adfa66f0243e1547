import Foundation
import NavigationGraph

/// What a coordinator shows, as plain values that tests compare with `==`.
public struct NavigationSnapshot: Hashable, Sendable, CustomStringConvertible {
    /// The pushed destinations, bottom first.
    public var path: [AnyNavigation]
    /// The destination and style of the sheet, if any.
    public var sheet: AnyNavigation?
    /// The destination of the full-screen cover, if any.
    public var fullScreenCover: AnyNavigation?
    /// The detents of the sheet, empty without one.
    public var sheetDetents: Set<SheetDetent>

    /// Creates the expected state of a coordinator.
    ///
    /// - Parameter sheetDetents: The sheet's detents; by default `[.large]`, the detents of a
    ///   sheet whose graph lists none and of `.sheet()` in code.
    public init(
        path: [any NavigationContract] = [], sheet: (any NavigationContract)? = nil,
        sheetDetents: Set<SheetDetent>? = nil, fullScreenCover: (any NavigationContract)? = nil
    ) {
        self.path = path.map { AnyNavigation($0) }
        self.sheet = sheet.map { AnyNavigation($0) }
        self.sheetDetents = sheet == nil ? [] : sheetDetents ?? SheetDetent.defaultDetents
        self.fullScreenCover = fullScreenCover.map { AnyNavigation($0) }
    }

    /// The state as a test failure shows it, each destination with its feature:
    /// `path: [Character.list, Character.detail(identifier: 42)]`.
    public var description: String {
        var lines = ["path: [" + path.map(Self.name).joined(separator: ", ") + "]"]
        if let sheet { lines.append("sheet: \(Self.name(sheet)) \(sheetDetents.map { "\($0)" }.sorted())") }
        if let fullScreenCover { lines.append("fullScreenCover: \(Self.name(fullScreenCover))") }
        return lines.joined(separator: "\n")
    }

    /// A destination with the feature it belongs to: `Character.detail(identifier: 42)` for a
    /// case of `CharacterIncomingNavigation`, `CharacterOutgoing.episodes(...)` for an outgoing
    /// one, `Type.case` for any other type.
    static func name(_ destination: AnyNavigation) -> String {
        var type = String(describing: Swift.type(of: destination.wrapped))
        if type.hasSuffix("IncomingNavigation") {
            type.removeLast("IncomingNavigation".count)
        } else if type.hasSuffix("OutgoingNavigation") {
            type.removeLast("Navigation".count)
        }
        return "\(type).\(destination.wrapped)"
    }
}

extension NavigationCoordinator {
    /// The coordinator's state as a comparable value.
    public var snapshot: NavigationSnapshot {
        NavigationSnapshot(
            path: path.map(\.wrapped), sheet: sheetNavigation?.navigation.wrapped,
            sheetDetents: sheetNavigation?.detents ?? [], fullScreenCover: fullScreenCoverNavigation?.navigation.wrapped)
    }
}

/// What a tab bar shows, as plain values that tests compare with `==`: the selected tab and
/// every tab's stack and modals.
public struct TabSnapshot<Tab: TabContract>: Hashable, Sendable, CustomStringConvertible {
    /// The tab on show.
    public var selectedTab: Tab
    /// Each tab's state; a tab left out is empty, and an empty tab is left out.
    public var tabs: [Tab: NavigationSnapshot]

    /// Creates the expected state of a tab bar.
    public init(selectedTab: Tab, tabs: [Tab: NavigationSnapshot] = [:]) {
        self.selectedTab = selectedTab
        self.tabs = tabs.filter { $0.value != NavigationSnapshot() }
    }

    public var description: String {
        var lines = ["selected: \(selectedTab)"]
        for (tab, state) in tabs.map({ ("\($0.key)", $0.value) }).sorted(by: { $0.0 < $1.0 }) {
            lines.append("\(tab): " + state.description.replacingOccurrences(of: "\n", with: "; "))
        }
        return lines.joined(separator: "\n")
    }
}

extension TabCoordinator {
    /// The tab bar's state as a comparable value: the selected tab and the stack of every tab
    /// that has one, hidden tabs included.
    public var snapshot: TabSnapshot<Tab> {
        var tabs: [Tab: NavigationSnapshot] = [:]
        for tab in tabsWithStacks {
            tabs[tab] = coordinator(for: tab).snapshot
        }
        return TabSnapshot(selectedTab: selectedTab, tabs: tabs)
    }
}
