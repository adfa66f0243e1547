/// How an app, or one of its tabs, shows its destinations: one stack, or a split view whose
/// columns the destinations' parent chains fill (`"layout"` in the app graph).
@frozen public enum NavigationLayout: Hashable, Sendable {
    /// One navigation stack over a root: what a tab is unless its graph says otherwise.
    case stack
    /// A split view: a sidebar, an optional content column and a detail column with a stack of
    /// its own (`"layout": { "splitView": { "columns": 2 } }`); see ``SplitViewCoordinator``.
    case splitView(columns: SplitViewColumns)
}

/// The columns of a split view.
@frozen public enum SplitViewColumns: Int, Hashable, Sendable, CaseIterable, Codable {
    /// A sidebar and a detail column: the sidebar's selection is shown in the detail column.
    case two = 2
    /// A sidebar, a content column and a detail column, as a mail app: the sidebar's selection
    /// is shown in the content column, whose selection is shown in the detail column.
    case three = 3

    /// How many of a destination's parent chain are selections in a column rather than entries
    /// of the detail stack: one for two columns, two for three.
    public var selectionCount: Int { rawValue - 1 }
}

/// How the tab bar is shown (`"tabStyle"` in the app graph).
@frozen public enum NavigationTabStyle: String, Hashable, Sendable, CaseIterable, Codable {
    /// A tab bar, the platform's default.
    case tabBar
    /// A tab bar that becomes a sidebar where the platform offers one (iPadOS, macOS, visionOS:
    /// SwiftUI's `sidebarAdaptable` style), and stays a tab bar elsewhere.
    case sidebarAdaptable
}
