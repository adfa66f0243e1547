import Federated
import Foundation
import NavigationGraph
import NavigationGraphTesting
import Testing

/// The federated client's graph, compiled through the plugin: links from the home server and
/// from any server of the network, through the feature's handler, the app's router and the
/// string-level router alike.
struct FederatedExampleTests {
    private let handler = SocialDeepLinkHandler()

    private func open(_ url: String) -> SocialIncomingNavigation? {
        handler.destination(for: URL(string: url)!)
    }

    @Test func aLinkFromAnyServerOpensWithItsServer() {
        #expect(open("https://Mastodon.Social/@alice") == .profile(server: "mastodon.social", user: "alice"))
        #expect(open("https://home.example/users/alice") == .profile(server: "home.example", user: "alice"))
        #expect(open("federated://social/users/alice") == .profile(server: "social", user: "alice"))
        #expect(open("https://fosstodon.org/tags/swift") == .tag(server: "fosstodon.org", tag: "swift"))
        #expect(open("https://home.example/") == .home)
        #expect(open("http://www.home.example/@alice") == .profile(server: "www.home.example", user: "alice"), "a location list")
        #expect(open("http://mastodon.social/@alice") == nil, "the placeholder host is https only")
        #expect(open("https://fosstodon.org/") == .home, "any server's front page opens the home timeline")
        #expect(open("https://192.168.0.1/users/alice") == nil)
        #expect(open("https://mastodon.social:8443/users/alice") == nil)
        #expect(
            AppDeepLinkRouter().resolve(URL(string: "https://hachyderm.io/@bob")!) as? SocialIncomingNavigation
                == .profile(server: "hachyderm.io", user: "bob"))
        #expect(SocialDeepLinkHandler.router.resolve("https://hachyderm.io/@bob") == .profile(server: "hachyderm.io", user: "bob"))
    }

    /// `@` glued to the user name, a post's id in digits, a profile's tabs by name, a reply by
    /// its key, a post's data by `.json`: each falls through to the next route of the same path
    /// when its value does not fit.
    @Test func literalTextValuePatternsAndRequiredKeysChooseTheScreen() {
        let server = "mastodon.social"
        #expect(open("https://mastodon.social/@alice/109") == .status(server: server, user: "alice", id: "109"))
        #expect(open("https://mastodon.social/users/alice/statuses/109") == .status(server: server, user: "alice", id: "109"))
        #expect(open("https://mastodon.social/@alice/109.json") == .statusSource(server: server, user: "alice", id: "109"))
        #expect(open("https://mastodon.social/@alice/media") == .profileTab(server: server, user: "alice", tab: "media"))
        #expect(open("https://mastodon.social/@alice/109?reply=110") == .reply(server: server, user: "alice", id: "109", reply: "110"))
        #expect(open("https://mastodon.social/@alice/109?reply=x") == .status(server: server, user: "alice", id: "109"))
        #expect(open("https://mastodon.social/%40alice") == .profile(server: server, user: "alice"), "decoded first")
        #expect(open("https://mastodon.social/@alice/likes") == nil, "not a tab")
        #expect(open("https://mastodon.social/@alice/x.json") == nil, "not an id")
        #expect(open("https://mastodon.social/@al-ice") == nil, "not a user name")
        #expect(open("https://mastodon.social/alice") == nil, "no @")
        #expect(open("https://mastodon.social/@alice?ref=feed") == .profile(server: server, user: "alice", referrer: "feed"))
    }

    /// A link is built under the canonical location (the app's scheme, whose host is `social`)
    /// when it gives the values back, and otherwise on the destination's own server; a value the
    /// URL cannot give back builds nothing.
    @Test func linksAreBuiltOnTheServerTheyBelongTo() {
        #expect(handler.url(for: .profile(server: "home.example", user: "alice")) == URL(string: "https://home.example/@alice"))
        #expect(handler.url(for: .profile(server: "Mastodon.Social", user: "alice")) == nil, "it would come back in lower case")
        #expect(handler.url(for: .profile(server: "mastodon.social", user: "alice")) == URL(string: "https://mastodon.social/@alice"))
        #expect(
            handler.url(for: .statusSource(server: "mastodon.social", user: "alice", id: "109"))
                == URL(string: "https://mastodon.social/@alice/109.json"))
        #expect(handler.url(for: .status(server: "mastodon.social", user: "alice", id: "abc")) == nil)
        #expect(handler.url(for: .tag(server: "10.0.0.1", tag: "swift")) == nil)
        #expect(handler.url(for: .profile(server: "social", user: "alice")) == URL(string: "federated://social/@alice"))
    }

    /// Blogs on subdomains of their own (`{blog}.blogs.example`) and pages on any subdomain
    /// (`*.pages.example`), through the generated handler and the app's router.
    @Test func aBlogsSubdomainNamesTheBlog() {
        let blogs = BlogsDeepLinkHandler()
        #expect(blogs.destination(for: URL(string: "https://Alice.blogs.example/stats?days=30")!) == .stats(blog: "alice", days: 30))
        #expect(blogs.destination(for: URL(string: "https://a.b.blogs.example/")!) == .front(blog: "a.b"))
        #expect(blogs.destination(for: URL(string: "https://blogs.example/")!) == .front(blog: nil))
        #expect(blogs.destination(for: URL(string: "https://blogs.example/stats")!) == nil, "only a blog's subdomain names it")
        #expect(blogs.destination(for: URL(string: "https://x.pages.example/")!) == .front(blog: nil))
        #expect(blogs.destination(for: URL(string: "https://pages.example/")!) == nil, "a wildcard is not its suffix")
        #expect(blogs.url(for: .stats(blog: "alice", days: 30)) == URL(string: "https://alice.blogs.example/stats?days=30"))
        #expect(blogs.url(for: .front(blog: nil)) == URL(string: "https://blogs.example/"))
        #expect(blogs.url(for: .front(blog: "alice")) == URL(string: "https://alice.blogs.example/"))
        #expect(blogs.url(for: .stats(blog: "Alice", days: 7)) == nil, "it would come back in lower case")
        #expect(
            AppDeepLinkRouter().resolve(URL(string: "https://alice.blogs.example/stats")!) as? BlogsIncomingNavigation
                == .stats(blog: "alice", days: 7))
    }

    /// The app's router lists every feature's locations as its handler does, each with its
    /// exclusions: wildcard, placeholder and host-less locations read back from its lines.
    @Test func theAppRouterListsEachFeaturesLocationsAsItsHandlerDoes() {
        #expect(AppDeepLinkRouter.router.groups.map(\.locations) == AppDeepLinkRouter.features.map { $0.locations })
    }

    /// The home server's web pages that the app does not show open nothing there, and open on
    /// other servers as ever.
    @Test func anExcludedPathOpensNothingOnItsHost() {
        #expect(open("https://home.example/@alice/following") == nil)
        #expect(open("http://www.home.example/tags/private-notes") == nil)
        // Through the app's router too, which lists the same exclusions in its location lines.
        #expect(AppDeepLinkRouter().resolve(URL(string: "https://home.example/@alice/following")!) == nil)
        #expect(AppDeepLinkRouter().resolve(URL(string: "http://www.home.example/tags/private-notes")!) == nil)
        #expect(
            AppDeepLinkRouter().resolve(URL(string: "https://home.example/tags/notes")!) as? SocialIncomingNavigation
                == .tag(server: "home.example", tag: "notes"))
        #expect(open("https://home.example/tags/notes") == .tag(server: "home.example", tag: "notes"))
        #expect(open("https://home.example/@alice/media") == .profileTab(server: "home.example", user: "alice", tab: "media"))
        #expect(open("https://mastodon.social/@alice/following") == .profileTab(server: "mastodon.social", user: "alice", tab: "following"))
        // The only URL that would give it back is one the home server excludes.
        #expect(handler.url(for: .profileTab(server: "home.example", user: "alice", tab: "following")) == nil)
        #expect(
            handler.url(for: .profileTab(server: "mastodon.social", user: "alice", tab: "following"))
                == URL(string: "https://mastodon.social/@alice/following"))
    }

    /// Routes of one shape told apart by their placeholders' types: an enum's raw value, then an
    /// `Int`, then any text.
    @Test func typedPlaceholdersChooseTheRoute() {
        let blogs = BlogsDeepLinkHandler()
        #expect(blogs.destination(for: URL(string: "https://blogs.example/insights/week")!) == .insights(period: .week))
        #expect(blogs.destination(for: URL(string: "https://blogs.example/insights/42")!) == .postInsights(post: 42))
        #expect(blogs.destination(for: URL(string: "https://blogs.example/insights/alice")!) == .siteInsights(site: "alice"))
        #expect(blogs.url(for: .siteInsights(site: "week")) == nil, "it would open the period")
        #expect(blogs.url(for: .siteInsights(site: "weekly")) == URL(string: "https://blogs.example/insights/weekly"))
    }

    /// A feature whose patterns each have a location of their own, and no location of its own:
    /// the sign-in callback lives on the identity provider's host and on a custom scheme.
    @Test func aPatternWithItsOwnLocationLivesOnlyThere() {
        let auth = AuthDeepLinkHandler()
        #expect(auth.scheme == "https" && auth.host == "auth.home.example", "the first pattern's location")
        let web = URL(string: "https://auth.home.example/oauth/ios/callback?code=c0de&state=s")!
        let custom = URL(string: "federated-auth://signin/callback?state=s&code=c0de")!
        #expect(auth.destination(for: web) == .callback(code: "c0de", state: "s", link: web))
        #expect(auth.destination(for: custom) == .callback(code: "c0de", state: "s", link: custom))
        #expect(auth.destination(for: URL(string: "federated-auth://signin/oauth/ios/callback?code=c0de&state=s")!) == nil)
        #expect(auth.destination(for: URL(string: "https://auth.home.example/callback?code=c0de&state=s")!) == nil)
        #expect(auth.url(for: .signedOut) == URL(string: "https://auth.home.example/oauth/ios/signed-out"))
        #expect(
            AppDeepLinkRouter().resolve(URL(string: "federated-auth://signin/callback?code=a&state=b")!) as? AuthIncomingNavigation
                == .callback(code: "a", state: "b", link: URL(string: "federated-auth://signin/callback?code=a&state=b")!))
    }

    /// A sign-in callback reads the whole link that opened it (`"source": "link"`): the URL as
    /// given, keys the pattern does not name included; built, it is that link when the link
    /// opens the same destination again, and `nil` otherwise.
    @Test func aParameterReceivesTheLinkThatOpenedIt() throws {
        let auth = AuthDeepLinkHandler()
        let link = URL(string: "https://auth.home.example/oauth/ios/callback?code=c0de&state=s&session_state=x%20y")!
        let callback = try #require(auth.destination(for: link))
        #expect(callback == .callback(code: "c0de", state: "s", link: link))
        guard case .callback(_, _, let received) = callback else { return }
        #expect(URLComponents(url: received, resolvingAgainstBaseURL: false)?.queryItems?.last?.value == "x y")
        #expect(auth.url(for: callback) == link, "the link itself, not the canonical URL")
        // A link that opens another destination, or the same one with other values, builds nothing.
        #expect(auth.url(for: .callback(code: "other", state: "s", link: link)) == nil)
        #expect(auth.url(for: .callback(code: "c0de", state: "s", link: URL(string: "https://auth.home.example/oauth/ios/signed-out")!)) == nil)
        // Saved and restored with the rest of the destination, as text.
        let saved = try JSONEncoder().encode(callback)
        #expect(try JSONDecoder().decode(AuthIncomingNavigation.self, from: saved) == callback)
        #expect(String(decoding: saved, as: UTF8.self).contains("session_state"))
        #expect(DeepLinkRoundTrip.failures(of: AuthDeepLinkHandler.self) == [])
    }

    /// Permalinks that keep the route in the fragment: fragment paths (an alias's `#` escaped)
    /// and fragment pairs, opened and built.
    @Test func aFragmentRouteOpensAndIsBuilt() {
        let chat = ChatDeepLinkHandler()
        #expect(chat.destination(for: URL(string: "https://matrix.to/#/@alice:example.org")!) == .user(user: "alice:example.org", action: nil))
        #expect(chat.destination(for: URL(string: "https://matrix.to/#/%23room:example.org")!) == .room(alias: "room:example.org"))
        #expect(
            chat.destination(for: URL(string: "https://matrix.to/#/!abc:example.org/$event?via=a.org&via=b.org")!)
                == .event(room: "abc:example.org", event: "$event", via: ["a.org", "b.org"]))
        #expect(chat.destination(for: URL(string: "https://matrix.to/pair#channel_key=k&channel_id=c")!) == .pair(channel: "c", key: "k"))
        #expect(chat.destination(for: URL(string: "https://matrix.to/pair#channel_id=c")!) == nil, "a required fragment key is missing")
        #expect(chat.destination(for: URL(string: "https://matrix.to/")!) == nil)
        #expect(chat.url(for: .room(alias: "room:example.org")) == URL(string: "https://matrix.to/#/%23room%3Aexample.org"))
        #expect(chat.url(for: .pair(channel: "c", key: "k/&")) == URL(string: "https://matrix.to/pair#channel_id=c&channel_key=k%2F%26"))
        #expect(chat.url(for: .event(room: "r", event: "e", via: [])) == URL(string: "https://matrix.to/#/!r/e"))
    }

    /// A chat client's URIs without a host: `matrix:u/alice:example.org?action=chat`.
    @Test func aURIWithoutAHostOpensAndIsBuilt() {
        let chat = ChatDeepLinkHandler()
        #expect(chat.destination(for: URL(string: "matrix:u/alice:example.org?action=chat")!) == .user(user: "alice:example.org", action: "chat"))
        #expect(chat.destination(for: URL(string: "matrix:/share")!) == .share)
        #expect(chat.destination(for: URL(string: "matrix://share")!) == nil)
        // `:` is escaped in a path segment, as everywhere.
        #expect(chat.url(for: .user(user: "alice:example.org", action: nil)) == URL(string: "matrix:u/alice%3Aexample.org"))
        #expect(chat.url(for: .share) == URL(string: "matrix:share"))
        #expect(AppDeepLinkRouter().resolve(URL(string: "matrix:share")!) as? ChatIncomingNavigation == .share)
    }

    /// A widget's "mark all read": opened like any destination, it shows nothing and goes to
    /// the app's action handler, leaving the stack as it was.
    @MainActor
    @Test func anActionDestinationActsAndShowsNothing() {
        #expect(ChatIncomingNavigation.markAllRead.navigationPresentation == .action)
        let coordinator = NavigationCoordinator(redirector: nil, router: AppDeepLinkRouter())
        var performed: [AnyNavigation] = []
        coordinator.actionHandler = { performed.append($0) }
        coordinator.navigate(to: ChatIncomingNavigation.share)

        #expect(coordinator.open(url: URL(string: "matrix:mark-all-read")!))
        #expect(coordinator.handle(url: URL(string: "matrix:/mark-all-read")!))
        #expect(performed == [AnyNavigation(ChatIncomingNavigation.markAllRead), AnyNavigation(ChatIncomingNavigation.markAllRead)])
        #expect(coordinator.path == [AnyNavigation(ChatIncomingNavigation.share)])
        #expect(ChatDeepLinkHandler().url(for: .markAllRead) == URL(string: "matrix:mark-all-read"))
    }

    @Test func everySampleRoundTrips() {
        #expect(DeepLinkRoundTrip.failures(of: AuthDeepLinkHandler.self) == [])
        #expect(DeepLinkRoundTrip.failures(of: BlogsDeepLinkHandler.self) == [])
        #expect(DeepLinkRoundTrip.failures(of: ChatDeepLinkHandler.self) == [])
        #expect(DeepLinkRoundTrip.failures(of: SocialDeepLinkHandler.self) == [])
        #expect(DeepLinkRoundTrip.failures(of: AppDeepLinkRouter.self) == [])
        #expect(SocialDeepLinkHandler.samples.contains { $0.url.hasPrefix("https://social.example/@") })
    }

    @Test @MainActor func aProfileNamedOnThisServerOpensOnceTheDirectoryHasFoundIt() async {
        let coordinator = NavigationCoordinator(redirector: AppNavigationRedirect(), router: AppDeepLinkRouter())
        let recorder = NavigationEventRecorder()
        coordinator.events = recorder.observer
        coordinator.lookup = FederatedScreens { account in
            account == "alice@other.example" ? (server: "other.example", user: "alice") : nil
        }
        #expect(open("https://home.example/@alice@other.example") == .remoteProfile(server: "home.example", account: "alice@other.example"))
        #expect(open("https://home.example/@alice") == .profile(server: "home.example", user: "alice"), "a local profile needs no look-up")

        #expect(coordinator.open(url: URL(string: "https://home.example/@alice@other.example")!))
        #expect(coordinator.lookingUp != nil)
        #expect(await eventually { coordinator.lookingUp == nil })
        #expect(coordinator.path == [AnyNavigation(SocialIncomingNavigation.profile(server: "other.example", user: "alice"))])

        coordinator.open(url: URL(string: "https://home.example/@nobody@nowhere.example")!)
        #expect(await eventually { coordinator.path == [AnyNavigation(UnknownNavigation.notFound)] })
        #expect(
            recorder.events(of: .lookupEnded).map(\.description) == [
                "lookupEnded Social.remoteProfile(server, account) (found)",
                "lookupEnded Social.remoteProfile(server, account) (notFound)",
            ])
    }
}
