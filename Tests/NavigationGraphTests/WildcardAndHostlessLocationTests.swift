import Foundation
@_spi(Generated) import NavigationGraph
import Testing

/// Wildcard subdomains and URIs without a host (SPEC 1.3, 3.6): `*.wordpress.com` matches the
/// hosts of one or more labels before the suffix, `{blog}.wordpress.com` gives those labels to
/// `blog`; a literal host is tried first, then the longest suffix, then a placeholder host. A
/// location without a host routes `matrix:u/alice` and `matrix:/share`, and nothing with a host.
struct WildcardAndHostlessLocationTests {
    /// One feature whose destinations say where they matched, with the host's value if any.
    private func router(_ locations: [DeepLinkLocation], _ patterns: [String], parameter: String = "blog") -> DeepLinkRouter<String> {
        DeepLinkRouter(
            locations: locations,
            routes: patterns.map { pattern in
                DeepLinkRoute(pattern, pattern) { match in
                    ([pattern] + match.values.map { "\($0.name)=\($0.text)" }).joined(separator: " ")
                }
            })
    }

    @Test func aWildcardMatchesSubdomainsNotTheSuffixItself() {
        let routes = router([DeepLinkLocation(scheme: "https", host: "*.wordpress.com")], ["/stats"])
        #expect(routes.resolve("https://alice.wordpress.com/stats") == "/stats")
        #expect(routes.resolve("https://a.b.WordPress.com/stats") == "/stats")
        #expect(routes.resolve("https://wordpress.com/stats") == nil)
        #expect(routes.resolve("https://xwordpress.com/stats") == nil)
        #expect(routes.resolve("https://-a.wordpress.com/stats") == nil)
        #expect(routes.url(for: "/stats") == nil, "no value says the label")
    }

    @Test func aPlaceholderLabelGivesTheLabelsBeforeTheSuffix() {
        let routes = router(
            [DeepLinkLocation(scheme: "https", host: "wordpress.com"), DeepLinkLocation(scheme: "https", host: "{blog}.wordpress.com")],
            ["/stats"])
        #expect(routes.resolve("https://Alice.wordpress.com/stats") == "/stats blog=alice")
        #expect(routes.resolve("https://a.b.wordpress.com/stats") == "/stats blog=a.b")
        // Under the literal host the label is not given.
        #expect(routes.resolve("https://wordpress.com/stats") == "/stats")
        #expect(routes.url(for: "/stats", [DeepLinkArgument("blog", "Alice.B")])?.absoluteString == "https://wordpress.com/stats")
        let labelled = router([DeepLinkLocation(scheme: "https", host: "{blog}.wordpress.com")], ["/stats"])
        #expect(labelled.url(for: "/stats", [DeepLinkArgument("blog", "Alice.B")])?.absoluteString == "https://alice.b.wordpress.com/stats")
        #expect(labelled.url(for: "/stats", [DeepLinkArgument("blog", "not a host")]) == nil)
    }

    @Test func aLiteralHostThenTheLongestSuffixThenAPlaceholderHost() {
        let features: [(locations: [DeepLinkLocation], routes: [DeepLinkRoute<String>])] = [
            ("b.example.com", "/{x}"), ("*.example.com", "/{x}"), ("*.b.example.com", "/{x}"), ("{server}", "/{x}"),
        ].map { host, pattern in
            ([DeepLinkLocation(scheme: "https", host: host)], [DeepLinkRoute(host, pattern) { _ in host }])
        }
        let routes = DeepLinkRouter(features: features)
        #expect(routes.resolve("https://b.example.com/1") == "b.example.com")
        #expect(routes.resolve("https://a.b.example.com/1") == "*.b.example.com")
        #expect(routes.resolve("https://c.example.com/1") == "*.example.com")
        #expect(routes.resolve("https://example.com/1") == "{server}")
        // `*.x.y` and `{blog}.x.y` are one host: their routes of one shape conflict.
        let same = DeepLinkRouter(features: [
            ([DeepLinkLocation(scheme: "https", host: "*.example.com")], [DeepLinkRoute("a", "/{x}") { _ in "a" }]),
            ([DeepLinkLocation(scheme: "https", host: "{blog}.example.com")], [DeepLinkRoute("b", "/{y}") { _ in "b" }]),
        ])
        #expect(same.conflicts.count == 1)
    }

    @Test func aURIWithoutAHostIsItsTextAfterTheScheme() {
        let routes = router([DeepLinkLocation(scheme: "matrix", host: "")], ["/u/{user}?action={action}", "/share", "/"])
        #expect(routes.resolve("matrix:u/alice:example.org?action=chat") == "/u/{user}?action={action} user=alice:example.org action=chat")
        #expect(routes.resolve("MATRIX:/share") == "/share")
        #expect(routes.resolve("matrix:share#top") == "/share")
        #expect(routes.resolve("matrix:") == "/")
        #expect(routes.resolve("matrix://share") == nil, "a location without a host matches no URL with one")
        #expect(
            routes.url(for: "/u/{user}?action={action}", [DeepLinkArgument("user", "a/b"), DeepLinkArgument("action", "chat")])?.absoluteString
                == "matrix:u/a%2Fb?action=chat")
        #expect(routes.url(for: "/")?.absoluteString == "matrix:")
        let prefixed = router([DeepLinkLocation(scheme: "app", host: "", pathPrefix: "/in")], ["/share"])
        #expect(prefixed.url(for: "/share")?.absoluteString == "app:in/share")
        #expect(prefixed.resolve("app:in/share") == "/share")
        // And a location with a host matches none without one.
        #expect(router([DeepLinkLocation(scheme: "matrix", host: "share")], ["/"]).resolve("matrix:share") == nil)
    }

    @Test func invalidWildcardsAreLeftOut() {
        let routes = router(
            [
                DeepLinkLocation(scheme: "https", host: "*.com"), DeepLinkLocation(scheme: "https", host: "a.*.example.com"),
                DeepLinkLocation(scheme: "https", host: "{a.b}.example.com"), DeepLinkLocation(scheme: "https", host: "*.example.com"),
            ], ["/"])
        #expect(routes.invalidLocations.map(\.host) == ["*.com", "a.*.example.com", "{a.b}.example.com"])
        #expect(routes.resolve("https://a.example.com/") == "/")
    }
}

/// Exclusions (SPEC 1.3, 3.6): `"exclude": ["/wp-admin/{*rest}"]` on a location refuses the
/// URLs its patterns take under that scheme and host, whichever feature's route would open them.
struct ExclusionTests {
    @Test func anExcludedURLOpensNothingWhicheverFeatureWouldOpenIt() {
        let site = DeepLinkLocation(scheme: "https", host: "wordpress.com", exclude: ["/wp-admin/{*rest}", "/get/{x}?help={h}"])
        let routes = DeepLinkRouter(features: [
            ([site], [DeepLinkRoute("page", "/{*path}") { match in "page " + (match.text("path") ?? "") }]),
            // Another feature on the same host, which declares no exclusion.
            (
                [DeepLinkLocation(scheme: "https", host: "wordpress.com", pathPrefix: "/wp-admin")],
                [DeepLinkRoute("admin", "/users") { _ in "admin" }]
            ),
        ])
        #expect(routes.resolve("https://wordpress.com/wp-admin/users") == nil)
        #expect(routes.resolve("https://wordpress.com/wp-admin") == "page wp-admin", "the catch-all takes one segment or more")
        #expect(routes.resolve("https://wordpress.com/get/app") == "page get/app", "a query key of an exclusion must be present")
        #expect(routes.resolve("https://wordpress.com/get/app?help=1") == nil)
        #expect(routes.resolution(of: "https://wordpress.com/wp-admin/a").failure == .noRoute(path: "/wp-admin/a"))
        #expect(routes.exclusion(refusing: "https://wordpress.com/get/app?help=1") == "/get/{x}?help={h}")
        #expect(routes.exclusion(refusing: "https://wordpress.com/get/app") == nil)
        // Building by name does not resolve back; the typed `url(for:)` of a handler does, and
        // gives `nil` for such a URL.
        #expect(routes.url(for: "page", [DeepLinkArgument("path", "wp-admin/x")])?.absoluteString == "https://wordpress.com/wp-admin/x")
    }
}

/// Fragments (SPEC 1.3, 3.6): a pattern's fragment path (`/#/@{user}`) or fragment pairs
/// (`/pair#channel={c}`) match the text after a URL's first `#`; a URL with a fragment is offered
/// to the routes with a fragment part first, then to the others.
struct FragmentTests {
    private let router = DeepLinkRouter<String>(
        locations: [DeepLinkLocation(scheme: "https", host: "matrix.to")],
        routes: [
            DeepLinkRoute("user", "/#/@{user}") { "user " + ($0.text("user") ?? "") },
            DeepLinkRoute("event", "/#/!{room}/{event}?via={via}") { "event \($0.text("room") ?? "") \($0.text("event") ?? "") \($0.texts("via"))" },
            DeepLinkRoute("alias", "/#/%23{alias}") { "alias " + ($0.text("alias") ?? "") },
            DeepLinkRoute("rest", "/#/{*rest}") { "rest " + ($0.text("rest") ?? "") },
            // Both keys required, as generated code makes them.
            DeepLinkRoute("pair", "/pair#channel={channel}&key={key}") { match in
                guard let channel = match.text("channel"), let key = match.text("key") else { throw DeepLinkMatch.Mismatch.missing(parameter: "key") }
                return "pair \(channel) \(key)"
            },
            DeepLinkRoute("home", "/{*path}") { "home " + ($0.text("path") ?? "") },
        ])

    @Test func aFragmentPathMatchesAsAPath() {
        #expect(router.resolve("https://matrix.to/#/@alice:example.org") == "user alice:example.org")
        #expect(router.resolve("https://matrix.to/#/!abc:server/$event?via=s1&via=s2") == #"event abc:server $event ["s1", "s2"]"#)
        #expect(router.resolve("https://matrix.to/#/%23room:example.org") == "alias room:example.org")
        #expect(router.resolve("https://matrix.to/#/x/y") == "rest x/y")
        #expect(router.resolve("https://matrix.to/pair#key=k&channel=c") == "pair c k")
    }

    @Test func aURLWithAFragmentFallsBackToRoutesWithout() {
        // No fragment route takes `#top`: the route without one does, ignoring it.
        #expect(router.resolve("https://matrix.to/a/b#top") == "home a/b")
        #expect(router.resolve("https://matrix.to/pair") == "home pair")
        #expect(router.resolve("https://matrix.to/pair#other=1") == "home pair")
        // `/#/…` routes live at the root's path end: a fragment on another path is not theirs.
        #expect(router.resolve("https://matrix.to/x#/@alice") == "home x")
    }

    @Test func buildingWritesTheFragment() {
        #expect(router.url(for: "user", [DeepLinkArgument("user", "a/b c")])?.absoluteString == "https://matrix.to/#/@a%2Fb%20c")
        #expect(
            router.url(for: "pair", [DeepLinkArgument("channel", "c"), DeepLinkArgument("key", "k&")])?.absoluteString
                == "https://matrix.to/pair#channel=c&key=k%26")
        #expect(router.url(for: "rest", [DeepLinkArgument("rest", "x/y")])?.absoluteString == "https://matrix.to/#/x/y")
    }

    @Test func aPatternHasOneFragmentPart() {
        #expect(throws: DeepLinkPattern.SyntaxError.self) { try DeepLinkPattern(parsing: "/a#") }
        #expect(throws: DeepLinkPattern.SyntaxError.self) { try DeepLinkPattern(parsing: "/a#/b#c") }
        #expect(throws: DeepLinkPattern.SyntaxError.self) { try DeepLinkPattern(parsing: "/{*rest}#/b") }
        #expect(throws: DeepLinkPattern.SyntaxError.self) { try DeepLinkPattern(parsing: "/{a}#/{a}") }
        #expect((try? DeepLinkPattern(parsing: "/#/!{room}/{event}?via={via}"))?.description == "/#/!{room}/{event}?via={via}")
        #expect((try? DeepLinkPattern(parsing: "/pair#channel={c}"))?.parameters == ["c"])
    }
}
