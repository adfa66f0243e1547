import Foundation

/// A tab of an app's tab bar, for ``TabCoordinator``: the generated `AppTab`, or the app's own
/// type, including tabs with values made at run time (`case list(id: String)`).
///
/// A tab either shows its own stack over ``rootDestination``, or is an action tab
/// (``isAction``): choosing it runs the app's action (a compose button) and never makes it the
/// selected tab. A tab is `Codable` so that the tabs a user chose, and each tab's stack, can be
/// saved and restored.
///
/// ```swift
/// enum FeedTab: TabContract {
///     case home, compose
///     case list(id: String)
///
///     var rootDestination: (any NavigationContract)? {
///         switch self {
///         case .home: TimelineIncomingNavigation.home
///         case .compose: nil
///         case .list(let id): ListsIncomingNavigation.list(id: id)
///         }
///     }
///     var title: String { ... }
///     var systemImage: String? { ... }
///     var isAction: Bool { self == .compose }
/// }
/// ```
public protocol TabContract: Hashable, Sendable, Codable {
    /// The destination at the bottom of the tab's stack; `nil` for an action tab, which has no
    /// stack.
    var rootDestination: (any NavigationContract)? { get }
    /// The tab's title, as written: the key ``localizedTitle`` looks up.
    var title: String { get }
    /// The title the tab bar shows. By default, ``title`` translated by the `Localizable` table
    /// of the app's main bundle (a string catalog's `Localizable.xcstrings`), or ``title`` itself
    /// when the table has no translation.
    var localizedTitle: String { get }
    /// The name of the SF Symbol of the tab bar item, if any.
    var systemImage: String? { get }
    /// Whether choosing the tab runs an action instead of showing a stack. `false` by default.
    var isAction: Bool { get }
    /// The tab a destination opens in, or `nil` for a destination that opens in the selected
    /// tab. `nil` for every destination by default.
    static func tab(for destination: any NavigationContract) -> Self?
    /// How the tab shows its destinations: one stack (the default), or a split view whose
    /// columns their parent chains fill (``TabCoordinator/splitView(for:)``).
    var layout: NavigationLayout { get }
    /// How the tab bar is shown: a tab bar (the default), or a sidebar where the platform offers
    /// one.
    static var tabStyle: NavigationTabStyle { get }
}

extension TabContract {
    public var localizedTitle: String {
        Bundle.main.localizedString(forKey: title, value: title, table: nil)
    }

    public var isAction: Bool { false }

    public static func tab(for destination: any NavigationContract) -> Self? { nil }

    public var layout: NavigationLayout { .stack }

    public static var tabStyle: NavigationTabStyle { .tabBar }
}

/// A tab bar known when the app is built, where every tab shows a stack over its root: what the
/// generated `AppTab` is when its graph declares no action tab. A tab bar with action tabs
/// conforms to ``TabContract`` and `CaseIterable` instead.
public protocol NavigationTab: TabContract, CaseIterable, RawRepresentable where RawValue == String {
    /// The destination at the bottom of the tab's stack.
    var root: any NavigationContract { get }
}

extension NavigationTab {
    public var rootDestination: (any NavigationContract)? { root }
}

/// What choosing the selected tab again in the tab bar does.
///
/// On iOS, iPadOS, macOS, watchOS and visionOS, tapping the selected tab pops its stack to its
/// root, the platforms' convention. On tvOS the tab bar follows focus: moving focus across the tab
/// bar selects tabs as it passes, and can set the selection to the tab already selected, so a
/// re-selection there keeps the stack (the Menu button goes back, as tvOS users expect).
@frozen public enum TabReselection: Sendable, Hashable {
    /// Choosing the selected tab again pops it to its root.
    case popsToRoot
    /// Choosing the selected tab again changes nothing.
    case keepsStack

    /// The convention of the platform the app runs on: ``keepsStack`` on tvOS, ``popsToRoot``
    /// everywhere else.
    public static var platformDefault: TabReselection {
        #if os(tvOS)
            .keepsStack
        #else
            .popsToRoot
        #endif
    }
}
