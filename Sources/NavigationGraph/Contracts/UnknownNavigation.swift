/// The destination shown when a navigation cannot be resolved, such as an outgoing destination
/// that the app does not redirect.
public enum UnknownNavigation: IncomingNavigationContract, Codable {
    /// Nothing handles the requested destination.
    case notFound
}
