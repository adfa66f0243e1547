import Foundation
import NavigationGraph

/// A federated social client's deep links, compiled from this folder's graphs through the
/// plugin: links to the home server and to any other server of the network open the same
/// screens, with the server as a value.
public enum FederatedLinks {
    /// The destination a link opens, from whichever server it came.
    public static func open(_ url: URL) -> SocialIncomingNavigation? {
        SocialDeepLinkHandler().destination(for: url)
    }

    /// The link to share for a destination: on the home server when it lives there, on its own
    /// server otherwise.
    public static func link(to destination: SocialIncomingNavigation) -> URL? {
        SocialDeepLinkHandler().url(for: destination)
    }
}
