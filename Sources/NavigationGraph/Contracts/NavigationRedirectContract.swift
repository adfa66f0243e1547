/// Connects the features of an app: turns a feature's outgoing destination into the incoming
/// destination of the feature that handles it.
///
/// The generated `AppNavigationRedirect` conforms to this protocol.
public protocol NavigationRedirectContract: Sendable {
    /// Returns the incoming destination for an outgoing one, or `nil` when the navigation is not
    /// an outgoing destination this redirector knows.
    func redirect(_ navigation: any NavigationContract) -> (any NavigationContract)?
}
