import Foundation

/// Resolves the deep-link URLs of one feature into its destinations.
///
/// Generated `{Feature}DeepLinkHandler` types conform to this protocol.
public protocol DeepLinkHandlerContract: Sendable {
    /// The URL scheme of the feature's canonical deep links, such as `challenge`.
    var scheme: String { get }
    /// The URL host of the feature's canonical deep links, such as `character`.
    var host: String { get }
    /// Returns the destination a URL opens, or `nil` when the URL is not one of this feature's.
    func resolve(_ url: URL) -> (any NavigationContract)?
}
