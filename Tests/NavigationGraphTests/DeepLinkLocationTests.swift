import Foundation
@_spi(Generated) import NavigationGraph
import Testing

/// Many locations in one table, their first path segments, and what a failure names: every
/// location's routes share one table of slots, so a probe for one location's segment passes over
/// other locations' nodes with the same key.
struct DeepLinkLocationTests {
    /// A router over several locations whose destinations say which location and pattern matched.
    private func router(_ locations: [(scheme: String, host: String, pathPrefix: String)], _ patterns: [String]) -> DeepLinkRouter<String> {
        DeepLinkRouter(
            features: locations.map { location in
                let name = "\(location.scheme)://\(location.host)\(location.pathPrefix)"
                return (
                    locations: [DeepLinkLocation(scheme: location.scheme, host: location.host, pathPrefix: location.pathPrefix)],
                    routes: patterns.map { pattern in
                        DeepLinkRoute("\(name)\(pattern)", pattern) { match in
                            (["\(name) \(pattern)"] + match.values.map { "\($0.name)=\($0.text)" }).joined(separator: " ")
                        }
                    }
                )
            })
    }

    @Test func locationsWithTheSameFirstSegmentEachOpenTheirOwn() {
        let routes = router([("app", "one", ""), ("app", "two", ""), ("other", "one", "")], ["/settings", "/{id}"])
        #expect(routes.resolve("app://one/settings") == "app://one /settings")
        #expect(routes.resolve("app://two/settings") == "app://two /settings")
        #expect(routes.resolve("other://one/settings") == "other://one /settings")
        #expect(routes.resolve("app://three/settings") == nil)
    }

    @Test func aFirstSegmentIsFoundOnlyUnderItsOwnLocationAmongMany() {
        // Many locations' `settings` nodes share the table's slots, so probes pass over the
        // others': a node is only found under its own root.
        let hosts = (0..<64).map { "host\($0)" }
        let routes = router(hosts.map { ("app", $0, "") }, ["/settings"])
        for host in hosts {
            #expect(routes.resolve("app://\(host)/settings") == "app://\(host) /settings")
        }
        for unknown in 0..<512 {
            #expect(routes.resolve("app://other\(unknown)/settings") == nil)
        }
    }

    @Test func theLocationIsFoundInAnyCaseAndTheSegmentOnlyInItsOwn() {
        let routes = router([("app", "one", "")], ["/settings", "/{id}"])
        #expect(routes.resolve("APP://One/settings") == "app://one /settings")
        #expect(routes.resolve("app://one/Settings") == "app://one /{id} id=Settings")
    }

    @Test func anEscapedFirstSegmentIsDecodedBeforeItIsLookedUp() {
        let routes = router([("app", "one", "")], ["/settings", "/{id}"])
        #expect(routes.resolve("app://one/%73ettings") == "app://one /settings")
        #expect(routes.resolve("app://one/set%20tings") == "app://one /{id} id=set tings")
    }

    @Test func aFirstSegmentWithNoLiteralGoesOnToThePlaceholderAndTheCatchAll() {
        let routes = router([("app", "one", "")], ["/settings/{tab}", "/{id}/edit", "/{*path}"])
        #expect(routes.resolve("app://one/settings/privacy") == "app://one /settings/{tab} tab=privacy")
        // The literal leads nowhere: back to the root's placeholder, then its catch-all.
        #expect(routes.resolve("app://one/settings/privacy/edit") == "app://one /{*path} path=settings/privacy/edit")
        #expect(routes.resolve("app://one/settings/edit") == "app://one /settings/{tab} tab=edit")
        #expect(routes.resolve("app://one/7/edit") == "app://one /{id}/edit id=7")
        #expect(routes.resolve("app://one/7") == "app://one /{*path} path=7")
    }

    @Test func aLocationsPathPrefixIsItsFirstSegment() {
        let routes = router([("https", "example.com", "/app"), ("https", "example.com", "/web")], ["/settings", "/"])
        #expect(routes.resolve("https://example.com/app/settings") == "https://example.com/app /settings")
        #expect(routes.resolve("https://example.com/web/settings") == "https://example.com/web /settings")
        #expect(routes.resolve("https://example.com/web") == "https://example.com/web /")
        #expect(routes.resolve("https://example.com/settings") == nil)
    }

    @Test func aFailureNamesTheLocationOrThePathThatFailed() {
        let routes = router([("app", "one", "")], ["/settings"])
        #expect(routes.resolution(of: "app://two/settings").failure == .unknownLocation(scheme: "app", host: "two"))
        #expect(routes.resolution(of: "app://two/%zz").failure == .unknownLocation(scheme: "app", host: "two"))
        #expect(routes.resolution(of: "app://one/%zz").failure == .malformedPercentEncoding)
        #expect(routes.resolution(of: "app://one/other/path").failure == .noRoute(path: "/other/path"))
        // A URI without a host finds only locations without one.
        #expect(routes.resolution(of: "app:one").failure == .unknownLocation(scheme: "app", host: ""))
        #expect(routes.resolution(of: "one/two").failure == .malformedURL)
    }
}
