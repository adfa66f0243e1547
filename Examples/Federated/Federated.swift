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

/// The client's screens, named, and its look-up: a profile named on this server as
/// `user@server` (`Social.remoteProfile`) opens once the directory has found the account.
///
/// An app with views has the same shape with `Content = AnyView`; the generated protocol makes a
/// feature, or a look-up, left unwired a compile error.
public struct FederatedScreens: AppNavigationResolver {
    public typealias Content = String

    /// Searches the network for an account (`alice@other.example`): its server and user, or `nil`.
    private let directory: @MainActor (String) async -> (server: String, user: String)?

    /// Creates the screens with the app's search for accounts.
    public init(directory: @escaping @MainActor (String) async -> (server: String, user: String)?) {
        self.directory = directory
    }

    public func lookUp(social destination: SocialIncomingNavigation) async -> (any NavigationContract)? {
        guard case .remoteProfile(_, let account) = destination else {
            return destination
        }
        guard let found = await directory(account) else {
            return nil
        }
        return SocialIncomingNavigation.profile(server: found.server, user: found.user)
    }

    public func resolve(auth destination: AuthIncomingNavigation, navigator: any NavigatorContract) -> String {
        "Auth \(destination)"
    }

    public func resolve(blogs destination: BlogsIncomingNavigation, navigator: any NavigatorContract) -> String {
        "Blogs \(destination)"
    }

    public func resolve(chat destination: ChatIncomingNavigation, navigator: any NavigatorContract) -> String {
        "Chat \(destination)"
    }

    public func resolve(social destination: SocialIncomingNavigation, navigator: any NavigatorContract) -> String {
        "Social \(destination)"
    }

    public func resolve(_ destination: UnknownNavigation, navigator: any NavigatorContract) -> String {
        "Not found"
    }
}
