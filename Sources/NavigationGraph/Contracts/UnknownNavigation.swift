/// The destination shown when a navigation cannot be resolved, such as an outgoing destination
/// that the app does not redirect.
@frozen public enum UnknownNavigation: IncomingNavigationContract, RestorableNavigation {
    /// Nothing handles the requested destination.
    case notFound

    /// The name of this type in saved navigation state.
    public static let restorationIdentifier = "NavigationGraph.unknown"
}
