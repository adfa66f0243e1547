/// A destination that navigation can move to.
///
/// Every destination is a value: hashable, so that it can sit in a navigation path, and sendable,
/// so that it can cross isolation domains.
public protocol NavigationContract: Hashable, Sendable {}

/// A destination that a feature handles itself.
///
/// Generated `{Feature}IncomingNavigation` enums conform to this protocol.
public protocol IncomingNavigationContract: NavigationContract {
    /// How the destination is shown when it is opened with ``NavigationCoordinator/open(_:)``
    /// or by a deep link. Defaults to ``NavigationPresentation/push``.
    var navigationPresentation: NavigationPresentation { get }

    /// The destination under this one when a deep link opens the whole stack, such as the list
    /// under a detail; an outgoing destination is redirected. Defaults to `nil`: the destination
    /// opens on its own.
    ///
    /// ``NavigationCoordinator/openStack(_:)`` follows parents to the root.
    var navigationParent: (any NavigationContract)? { get }

    /// The app conditions that must hold before the destination opens, such as `signedIn`.
    /// Defaults to none.
    var navigationRequirements: Set<NavigationCondition> { get }

    /// Whether the app must look something up before it knows what to show (`"lookup": true`),
    /// such as the account behind `/@alice@other.example`: opening the destination asks the
    /// coordinator's ``NavigationCoordinator/lookup`` for the destination to open instead.
    /// Defaults to `false`.
    var navigationNeedsLookup: Bool { get }
}

extension IncomingNavigationContract {
    /// Pushes the destination, unless the destination says otherwise.
    public var navigationPresentation: NavigationPresentation { .push }

    /// No parent: the destination opens on its own.
    public var navigationParent: (any NavigationContract)? { nil }

    /// No requirements.
    public var navigationRequirements: Set<NavigationCondition> { [] }

    /// Nothing to look up.
    public var navigationNeedsLookup: Bool { false }
}

/// A destination in another feature that a feature wants to reach.
///
/// Generated `{Feature}OutgoingNavigation` enums conform to this protocol. The app's
/// ``NavigationRedirectContract`` turns each of them into an incoming destination.
public protocol OutgoingNavigationContract: NavigationContract {}
