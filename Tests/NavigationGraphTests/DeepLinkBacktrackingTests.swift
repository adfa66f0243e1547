import Foundation
@_spi(Generated) import NavigationGraph
import Testing

/// Precedence, backtracking and catch-all tails (the 1.1 matching rules), in the spirit of the
/// router suites of vapor/routing-kit and androidx navigation: which route wins where several
/// fit, and what a catch-all binds.
struct DeepLinkBacktrackingTests {
    private func router(_ patterns: [String]) -> DeepLinkRouter<String> { .naming(patterns) }

    @Test func aLiteralThatLeadsNowhereGivesWayToAPlaceholder() {
        let routes = router(["/a/b/{param}/d", "/a/b/c"])
        #expect(routes.resolve("app://x/a/b/c/d") == "/a/b/{param}/d param=c")
        #expect(routes.resolve("app://x/a/b/c") == "/a/b/c")
        #expect(routes.resolve("app://x/a/b/e/d") == "/a/b/{param}/d param=e")
    }

    @Test func theSpecsUsersExample() {
        let routes = router(["/users/me", "/users/{id}/posts"])
        #expect(routes.resolve("app://x/users/me") == "/users/me")
        #expect(routes.resolve("app://x/users/me/posts") == "/users/{id}/posts id=me")
        #expect(routes.resolve("app://x/users/7/posts") == "/users/{id}/posts id=7")
        #expect(routes.resolve("app://x/users/7") == nil)
    }

    @Test func theMoreSpecificRouteWinsWhereBothFit() {
        let routes = router(["/a/b/{param}/d", "/a/b/c/d"])
        #expect(routes.resolve("app://x/a/b/c/d") == "/a/b/c/d")
    }

    @Test func literalBeatsPlaceholderBeatsCatchAll() {
        let routes = router(["/v1/test", "/v1/{*rest}", "/v1/{name}"])
        #expect(routes.resolve("app://x/v1/test") == "/v1/test")
        #expect(routes.resolve("app://x/v1/foo") == "/v1/{name} name=foo")
        #expect(routes.resolve("app://x/v1/test/foo") == "/v1/{*rest} rest=test/foo")
        #expect(routes.resolve("app://x/v1") == nil)
    }

    @Test func nestedCatchAllsTakeTheLongestLiteralPrefix() {
        let routes = router(["/{*all}", "/a/{*rest}", "/a/b/{*rest}", "/a/b"])
        #expect(routes.resolve("app://x/a") == "/{*all} all=a")
        #expect(routes.resolve("app://x/a/b") == "/a/b")
        #expect(routes.resolve("app://x/a/b/c") == "/a/b/{*rest} rest=c")
        #expect(routes.resolve("app://x/a/c") == "/a/{*rest} rest=c")
        #expect(routes.resolve("app://x/b/c/d/e") == "/{*all} all=b/c/d/e")
        #expect(routes.resolve("app://x/") == nil, "a catch-all takes one or more segments")
    }

    @Test func aCatchAllAfterAPlaceholder() {
        let routes = router(["/users/{user}/{*rest}", "/users/{*rest}"])
        #expect(routes.resolve("app://x/users") == nil)
        #expect(routes.resolve("app://x/users/ann") == "/users/{*rest} rest=ann")
        #expect(routes.resolve("app://x/users/ann/posts/2") == "/users/{user}/{*rest} user=ann rest=posts/2")
    }

    @Test func aCatchAllDecodesEachSegmentAndJoinsThemWithSlashes() {
        let routes = router(["/files/{*path}"])
        #expect(routes.resolve("app://x/files/a%20b/caf%C3%A9") == "/files/{*path} path=a b/café")
        #expect(routes.resolve("app://x/files/a%2Fb/c") == "/files/{*path} path=a/b/c")
        #expect(routes.resolve("app://x/files/a/b/") == "/files/{*path} path=a/b", "one trailing slash is ignored")
        #expect(routes.resolve("app://x/files/a//b") == nil, "an empty segment never matches")
        #expect(routes.resolve("app://x/files/a/%ZZ") == nil)
        #expect(routes.resolve("app://x/files/a/b?q=1#top") == "/files/{*path} path=a/b")
    }

    @Test func aCatchAllAtTheRootIsAWebFallback() {
        let routes = router(["/items/{id}", "/{*path}"])
        #expect(routes.resolve("app://x/items/1") == "/items/{id} id=1")
        #expect(routes.resolve("app://x/items/1/reviews") == "/{*path} path=items/1/reviews")
        #expect(routes.resolve("app://x/about") == "/{*path} path=about")
        #expect(routes.resolve("app://x") == nil)
    }

    @Test func aRouteWhoseValueDoesNotConvertGivesWayToTheNextThatFits() {
        let routes = DeepLinkRouter<String>(
            locations: [DeepLinkLocation(scheme: "app", host: "x")],
            routes: [
                DeepLinkRoute("item", "/items/{id}") { "item \(try $0.value("id", as: Int.self))" },
                DeepLinkRoute("web", "/{*path}") { "web \(try $0.value("path", as: String.self))" },
            ])
        #expect(routes.resolve("app://x/items/12") == "item 12")
        #expect(routes.resolve("app://x/items/twelve") == "web items/twelve")
        guard case .matched(_, let route, _) = routes.resolution(of: "app://x/items/twelve") else {
            Issue.record("expected a match")
            return
        }
        #expect(route == 1)
    }

    @Test func whyNothingOpensNamesTheBestRouteThatFit() {
        let routes = DeepLinkRouter<String>(
            locations: [DeepLinkLocation(scheme: "app", host: "x")],
            routes: [
                DeepLinkRoute("search", "/search?q={query}") { try $0.value("query", as: String.self) },
                DeepLinkRoute("item", "/items/{id}") { "\(try $0.value("id", as: Int.self))" },
            ])
        #expect(routes.resolution(of: "app://x/search?q=a&q=b").failure == .mismatch(route: 0, .repeated(parameter: "query")))
        #expect(routes.resolution(of: "app://x/items/x").failure == .mismatch(route: 1, .invalid(parameter: "id", text: "x")))
        #expect(routes.resolution(of: "app://x/nothing").failure == .noRoute(path: "/nothing"))
    }

    @Test func sameShapeCatchAllsConflictButACatchAllAndAPlaceholderDoNot() {
        let routes = router(["/a/{*rest}", "/a/{*other}", "/a/{one}", "/{*all}"])
        #expect(routes.conflicts.map { [$0.first, $0.second] } == [[0, 1]])
    }

    @Test func theWalkNeverVisitsANodeTwiceSoManyDeadEndsStayCheap() {
        // Every segment offers a literal branch that dies one level down and a placeholder
        // branch: a naive search could try 2^n paths, the trie walk tries at most one per node.
        func placeholders(_ count: Int, _ name: String) -> [String] { (0..<count).map { "{\(name)\($0)}" } }
        var patterns = (0..<24).map { depth in "/" + (placeholders(depth, "p") + ["x", "dead"]).joined(separator: "/") }
        patterns.append("/" + (placeholders(24, "q") + ["end"]).joined(separator: "/"))
        let routes = router(patterns)
        let url = "app://x/" + Array(repeating: "x", count: 24).joined(separator: "/") + "/end"
        #expect(routes.resolve(url)?.hasSuffix("q23=x") == true)
    }
}
