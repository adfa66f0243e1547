import Foundation
import Testing

@_spi(Generated) @testable import NavigationGraph
@_spi(Generated) @testable import _NavigationGraphRoutes

struct DeepLinkPatternTests {
    @Test func parsesPathAndQueryInOrder() throws {
        let pattern = try DeepLinkPattern(parsing: "/a/{b}/c?d={e}&f={g}")
        #expect(pattern.path == [.literal("a"), .parameter("b"), .literal("c")])
        #expect(pattern.query.map(\.key) == ["d", "f"])
        #expect(pattern.parameters == ["b", "e", "g"])
        #expect(pattern.description == "/a/{b}/c?d={e}&f={g}")
        #expect(try DeepLinkPattern(parsing: "/").path.isEmpty)
    }

    /// Segments that are one placeholder or literal text are read from their bytes; the others
    /// (literal text around a placeholder, a catch-all) the general way.
    @Test func readsEveryKindOfSegment() throws {
        let pattern = try DeepLinkPattern(parsing: "/cafe/{id}/@{user}.json/{_b2}/{*rest}?q={q}&r-1={r}")
        #expect(
            pattern.path == [
                .literal("cafe"), .parameter("id"), .affixed(prefix: "@", parameter: "user", suffix: ".json"), .parameter("_b2"),
                .catchAll("rest"),
            ])
        #expect(pattern.query == [DeepLinkPattern.QueryItem(key: "q", parameter: "q"), DeepLinkPattern.QueryItem(key: "r-1", parameter: "r")])
    }

    @Test(arguments: [
        ("a", 0, "a deep-link pattern must start with '/'"),
        ("/a/", 2, "a deep-link pattern must not end with '/'"),
        ("/a//b", 2, "a deep-link pattern must not have an empty segment ('//')"),
        (
            "/a{b}-{c}", 6,
            "a path segment holds one placeholder at most: 'a{b}-{c}' has another; split it into segments, or make the text around one placeholder literal"
        ),
        (
            "/a b", 2,
            "' ' is not allowed in a literal path segment; use letters, digits and '-._~!$'()*,;=:@', and write any other character percent-encoded, such as '%23' for '#'"
        ),
        ("/{1a}", 1, "'{1a}' is not a placeholder: a parameter name is a Swift identifier"),
        ("/a/{}", 3, "'{}' is not a placeholder: a parameter name is a Swift identifier"),
        ("/a/{b-c}", 3, "'{b-c}' is not a placeholder: a parameter name is a Swift identifier"),
        ("/{a}/{a}", 5, "parameter 'a' is bound twice in the pattern"),
        ("/a?", 2, "a deep-link pattern must not end with '?'"),
        ("/a?b", 3, "a query item must be 'key={parameter}', not 'b'"),
        ("/a?b=c", 5, "the value of query key 'b' must be a placeholder such as '{b}'"),
        ("/a?b={c}&b={d}", 9, "query key 'b' appears twice"),
        ("/a?b c={d}", 3, "query key 'b c' must be one or more letters, digits, '-', '.', '_' or '~'"),
        ("/a?={d}", 3, "query key '' must be one or more letters, digits, '-', '.', '_' or '~'"),
        ("/a?b={*c}", 5, "a catch-all '{*c}' belongs at the end of the path, not in the query"),
        // Offsets count characters, not bytes, in a pattern with text beyond ASCII.
        (
            "/é", 1,
            "'é' is not allowed in a literal path segment; use letters, digits and '-._~!$'()*,;=:@', and write any other character percent-encoded, such as '%23' for '#'"
        ),
        ("/{é}/a", 1, "'{é}' is not a placeholder: a parameter name is a Swift identifier"),
        (
            "/{a}/é/{b}", 5,
            "'é' is not allowed in a literal path segment; use letters, digits and '-._~!$'()*,;=:@', and write any other character percent-encoded, such as '%23' for '#'"
        ),
        ("/a?b={é}&c={d}", 5, "'{é}' is not a placeholder: a parameter name is a Swift identifier"),
        ("/a?b={c}&é={d}", 9, "query key 'é' must be one or more letters, digits, '-', '.', '_' or '~'"),
        // An escape in literal text is two hex digits of UTF-8 (SPEC 1.3, 3.6).
        ("/a/%2", 3, "'%' starts an escape of two hex digits, such as '%23' for '#'"),
        ("/x%zz{a}", 2, "'%' starts an escape of two hex digits, such as '%23' for '#'"),
        ("/%FF", 1, "the escapes of '%FF' are not UTF-8 text"),
    ])
    func reportsProblemsAtTheirOffset(_ text: String, _ offset: Int, _ message: String) {
        #expect(throws: DeepLinkPattern.SyntaxError(message: message, offset: offset)) {
            try DeepLinkPattern(parsing: text)
        }
    }

    /// Literal text may hold any character, percent-encoded, and compares decoded: `/%23{alias}`
    /// is `#` before a placeholder, written back as the graph writes it.
    @Test func literalTextHoldsAnyCharacterEscaped() throws {
        let pattern = try DeepLinkPattern(parsing: "/r%C3%A9sum%C3%A9/%23{alias}/a%20b")
        #expect(pattern.path == [.literal("résumé"), .affixed(prefix: "#", parameter: "alias", suffix: ""), .literal("a b")])
        #expect(pattern.description == "/r%C3%A9sum%C3%A9/%23{alias}/a%20b")
        #expect(try DeepLinkPattern(parsing: "/@{user}").description == "/@{user}")
        let router = DeepLinkRouter<String>(
            locations: [DeepLinkLocation(scheme: "app", host: "x")],
            routes: [DeepLinkRoute("room", "/%23{alias}") { "room " + ($0.text("alias") ?? "") }])
        #expect(router.resolve("app://x/%23room:example.org") == "room room:example.org")
        #expect(router.resolve("app://x/#room") == nil, "a raw # starts the fragment")
        #expect(router.url(for: "room", [DeepLinkArgument("alias", "a")])?.absoluteString == "app://x/%23a")
    }
}
