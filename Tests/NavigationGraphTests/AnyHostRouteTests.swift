import Foundation
@_spi(Generated) import NavigationGraph
import Testing

/// Placeholder hosts (SPEC 1.2, 3.4): `https://{server}` matches a URL from any host name, after
/// the literal hosts of its scheme, and gives the host, in lower case, to a parameter of that
/// name: a federated client's links arrive from any server of the network. Ported in spirit from
/// Android's intent-filter tests of wildcard hosts (`*.example.com`), where any host is the
/// whole host here.
struct AnyHostRouteTests {
    private let locations = [
        DeepLinkLocation(scheme: "https", host: "home.example"), DeepLinkLocation(scheme: "https", host: "{server}"),
    ]

    private func router(_ patterns: [String], locations: [DeepLinkLocation]? = nil) -> DeepLinkRouter<String> {
        .naming(patterns, locations: locations ?? self.locations)
    }

    @Test func anyHostNameMatchesAndGivesItsHostInLowerCase() {
        let router = router(["/users/{user}"])
        #expect(router.conflicts.isEmpty && router.invalidLocations.isEmpty)
        #expect(router.resolve("https://Mastodon.Social/users/alice") == "/users/{user} server=mastodon.social user=alice")
        #expect(router.resolve("https://a-b.c1.example/users/alice") == "/users/{user} server=a-b.c1.example user=alice")
        #expect(router.resolve("https://localhost/users/alice") == "/users/{user} server=localhost user=alice")
        #expect(router.resolve("https://home.example/users/alice") == "/users/{user} server=home.example user=alice", "the literal host")
        #expect(router.resolve("http://mastodon.social/users/alice") == nil, "under its scheme only")
    }

    /// What a placeholder host never matches: as Android refuses a host with a port or user
    /// information in a filter's match, and anything that is not a host name.
    @Test(arguments: [
        "https://192.168.0.1/users/a", "https://[::1]/users/a", "https://-a.example/users/a", "https://a-.example/users/a",
        "https://a..example/users/a", "https://example./users/a", "https://ex%61mple.com/users/a", "https://a_b.example/users/a",
        "https://user@example.com/users/a", "https://example.com:8443/users/a", "https:///users/a",
        "https://" + String(repeating: "a", count: 64) + ".example/users/a",
        "https://" + Array(repeating: String(repeating: "a", count: 60), count: 5).joined(separator: ".") + "/users/a",
    ])
    func whatIsNotAHostNameMatchesNothing(url: String) {
        #expect(router(["/users/{user}"]).resolve(url) == nil)
    }

    @Test func numbersAreHostNamesUnlessTheyAreADottedQuad() {
        let router = router(["/users/{user}"])
        #expect(router.resolve("https://1.2.3/users/a") == "/users/{user} server=1.2.3 user=a")
        #expect(router.resolve("https://1.2.3.4.5/users/a") == "/users/{user} server=1.2.3.4.5 user=a")
        #expect(router.resolve("https://1.2.3.example/users/a") == "/users/{user} server=1.2.3.example user=a")
    }

    /// A literal host is tried first; when nothing fits under it, matching goes on under the
    /// placeholder, as a literal segment gives way to a placeholder.
    @Test func theLiteralHostIsTriedFirstAndMatchingGoesOn() {
        let router = DeepLinkRouter<String>(features: [
            (
                [DeepLinkLocation(scheme: "https", host: "home.example")],
                [DeepLinkRoute("home", "/about") { _ in "home about" }, DeepLinkRoute("home", "/users/{user}") { _ in "home user" }]
            ),
            ([DeepLinkLocation(scheme: "https", host: "{server}")], [DeepLinkRoute("any", "/users/{user}/media") { _ in "any media" }]),
        ])
        #expect(router.conflicts.isEmpty)
        #expect(router.resolve("https://home.example/users/a") == "home user")
        #expect(router.resolve("https://home.example/users/a/media") == "any media", "nothing fits under the literal host")
        #expect(router.resolve("https://other.example/about") == nil)
    }

    /// Building uses the first location whose URL resolves back: the canonical literal host for
    /// its own host, the placeholder for any other.
    @Test func buildingUsesTheFirstLocationThatGivesTheValuesBack() throws {
        // Only the placeholder host: the literal one, canonical, builds any values.
        let router = router(["/users/{user}"], locations: [DeepLinkLocation(scheme: "https", host: "{server}")])
        #expect(
            router.url(for: "/users/{user}", [DeepLinkArgument("user", "a"), DeepLinkArgument("server", "Mastodon.Social")])
                == URL(string: "https://mastodon.social/users/a"))
        #expect(router.url(for: "/users/{user}", [DeepLinkArgument("user", "a"), DeepLinkArgument("server", "192.168.0.1")]) == nil)
        #expect(router.url(for: "/users/{user}", [DeepLinkArgument("user", "a"), DeepLinkArgument("server", "a/b")]) == nil)
        #expect(router.url(for: "/users/{user}", [DeepLinkArgument("user", "a")]) == nil, "no host")
        let both = self.router(["/users/{user}"])
        #expect(both.url(for: "/users/{user}", [DeepLinkArgument("user", "a")]) == URL(string: "https://home.example/users/a"))
    }

    /// Through route lines as a generated handler lists them: the host is a value of a
    /// destination that declares it, whichever location matched.
    @Test func routeLinesGiveTheHost() {
        let router = DeepLinkRouter<Federated>(locations: locations, routes: "profile /users/{user}\nabout /about")
        func open(_ url: String) -> Federated? { router.resolve(url) }
        #expect(open("https://Mastodon.Social/users/alice") == .profile(server: "mastodon.social", user: "alice"))
        #expect(open("https://mastodon.social/users/al%69ce") == .profile(server: "mastodon.social", user: "alice"), "through the walk")
        #expect(open("https://home.example/users/alice") == .profile(server: "home.example", user: "alice"))
        #expect(open("https://fosstodon.org/about") == .about)
        #expect(open("https://fosstodon.org/users/") == nil)
        #expect(open("https://10.0.0.1/about") == nil)
    }
}

/// A destination of the route lines.
private enum Federated: NavigationCaseCodable, Equatable {
    case profile(server: String, user: String)
    case about

    static let navigationCaseNames = ["profile", "about"]

    init?(navigationCaseIndex index: Int, values: borrowing DeepLinkMatch) throws {
        switch index {
        case 0: self = .profile(server: try values.string(0, "server"), user: try values.string(1, "user"))
        case 1: self = .about
        default: return nil
        }
    }

    var navigationCase: NavigationCase? { nil }
}
