import Testing

@testable import NavigationGraph

struct DeepLinkPatternTests {
    @Test func parsesPathAndQueryInOrder() throws {
        let pattern = try DeepLinkPattern(parsing: "/a/{b}/c?d={e}&f={g}")
        #expect(pattern.path == [.literal("a"), .parameter("b"), .literal("c")])
        #expect(pattern.query.map(\.key) == ["d", "f"])
        #expect(pattern.parameters == ["b", "e", "g"])
        #expect(pattern.description == "/a/{b}/c?d={e}&f={g}")
        #expect(try DeepLinkPattern(parsing: "/").path.isEmpty)
    }

    @Test(arguments: [
        ("a", 0, "a deep-link pattern must start with '/'"),
        ("/a/", 2, "a deep-link pattern must not end with '/'"),
        ("/a//b", 2, "a deep-link pattern must not have an empty segment ('//')"),
        (
            "/a{b}-{c}", 6,
            "a path segment holds one placeholder at most: 'a{b}-{c}' has another; split it into segments, or make the text around one placeholder literal"
        ),
        ("/a b", 2, "' ' is not allowed in a literal path segment; use letters, digits and '-._~!$'()*,;=:@'"),
        ("/{1a}", 1, "'{1a}' is not a placeholder: a parameter name is a Swift identifier"),
        ("/{a}/{a}", 5, "parameter 'a' is bound twice in the pattern"),
        ("/a?", 2, "a deep-link pattern must not end with '?'"),
        ("/a?b", 3, "a query item must be 'key={parameter}', not 'b'"),
        ("/a?b=c", 5, "the value of query key 'b' must be a placeholder such as '{b}'"),
        ("/a?b={c}&b={d}", 9, "query key 'b' appears twice"),
    ])
    func reportsProblemsAtTheirOffset(_ text: String, _ offset: Int, _ message: String) {
        #expect(throws: DeepLinkPattern.SyntaxError(message: message, offset: offset)) {
            try DeepLinkPattern(parsing: text)
        }
    }
}
