/// A named condition of the app, such as `signedIn`, that destinations may require.
///
/// Graphs name conditions in a destination's `"requires"`; the app graph declares which
/// destination satisfies each (a sign-in screen), and the app says whether each holds through
/// ``NavigationGuards``.
public struct NavigationCondition: RawRepresentable, Hashable, Sendable, Comparable, ExpressibleByStringLiteral,
    CustomStringConvertible
{
    /// The condition's name, as the graphs write it.
    public var rawValue: String

    /// Creates a condition from its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Creates a condition from its name.
    public init(_ name: String) {
        self.rawValue = name
    }

    /// Creates a condition from a name literal.
    public init(stringLiteral name: String) {
        self.rawValue = name
    }

    public var description: String { rawValue }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        lhs.rawValue < rhs.rawValue
    }
}

/// Says which destination satisfies each condition of an app: the generated `AppNavigationGuard`.
public protocol NavigationGuardContract: Sendable {
    /// Every condition the app declares.
    var conditions: [NavigationCondition] { get }

    /// The destination that satisfies an unmet condition, such as the sign-in screen; `nil` for a
    /// condition the app does not declare.
    func destination(for condition: NavigationCondition) -> (any NavigationContract)?
}

/// What a coordinator needs to guard navigation: which destination satisfies each condition, and
/// whether each holds now.
///
/// ```swift
/// coordinator.guards = NavigationGuards(AppNavigationGuard()) { condition in
///     condition == .signedIn ? session.isSignedIn : true
/// }
/// ```
/// When the app's state changes so that a condition may now hold, it calls
/// ``NavigationCoordinator/conditionsDidChange()``, which resumes the navigation that waited.
@MainActor
public struct NavigationGuards {
    /// Which destination satisfies each condition.
    public let contract: any NavigationGuardContract
    /// Whether a condition holds now.
    public let isSatisfied: @MainActor (NavigationCondition) -> Bool

    /// Creates guards from the app's conditions and what each means now.
    public init(
        _ contract: any NavigationGuardContract,
        isSatisfied: @escaping @MainActor (NavigationCondition) -> Bool
    ) {
        self.contract = contract
        self.isSatisfied = isSatisfied
    }

    /// The first condition, in name order, that one of the destinations requires and that does
    /// not hold now.
    func firstUnmet(in destinations: [any NavigationContract]) -> NavigationCondition? {
        var required: Set<NavigationCondition> = []
        for destination in destinations {
            if let incoming = destination as? any IncomingNavigationContract {
                required.formUnion(incoming.navigationRequirements)
            }
        }
        return required.sorted().first { !isSatisfied($0) }
    }
}
