import Foundation
@_spi(Generated) import NavigationGraph
import Testing

/// Segments with literal text around a placeholder (SPEC 1.2, 3.4): `/@{user}`, `/{id}.json`,
/// `/v{major}`, in the spirit of ASP.NET Core's complex segments (`/{name}.{ext}`, one
/// placeholder a segment here) and Rails' `/:id.json`. The decoded segment must start and end
/// with the text and keep at least one character between, which the placeholder takes. At one
/// position: a literal, then segments with text (more bytes of text first, then the longer
/// prefix, then by the text's bytes), then a bare placeholder, then a catch-all; matching
/// backtracks over all of them.
struct AffixedSegmentTests {
    private func router(_ patterns: [String]) -> DeepLinkRouter<String> { .naming(patterns) }

    @Test func patternsParseTextAroundOnePlaceholder() throws {
        #expect(
            try DeepLinkPattern(parsing: "/@{user}/{id}.json").path == [
                .affixed(prefix: "@", parameter: "user", suffix: ""), .affixed(prefix: "", parameter: "id", suffix: ".json"),
            ])
        #expect(try DeepLinkPattern(parsing: "/v{major}-beta").description == "/v{major}-beta")
        for (pattern, message) in [
            ("/{a}-{b}", "a path segment holds one placeholder at most"), ("/x{*rest}", "a catch-all takes no literal text"),
            ("/x{a", "'{' opens a placeholder that no '}' closes"), ("/x}a", "'}' closes no placeholder"),
            ("/{a}{b}", "a path segment holds one placeholder at most"), ("/a b{c}", "' ' is not allowed"),
        ] {
            #expect(throws: DeepLinkPattern.SyntaxError.self, "\(pattern)") { try DeepLinkPattern(parsing: pattern) }
            do {
                _ = try DeepLinkPattern(parsing: pattern)
            } catch {
                #expect(error.message.contains(message), "\(pattern): \(error.message)")
            }
        }
    }

    @Test func theTextMatchesTheDecodedSegmentAroundOneByteOrMore() {
        let router = router(["/@{user}", "/{id}.json", "/v{major}/{rest}"])
        #expect(router.conflicts.isEmpty)
        #expect(router.resolve("app://x/@alice") == "/@{user} user=alice")
        #expect(router.resolve("app://x/%40bob") == "/@{user} user=bob", "decoded first")
        #expect(router.resolve("app://x/@b%20b") == "/@{user} user=b b")
        #expect(router.resolve("app://x/@") == nil, "one character at least")
        #expect(router.resolve("app://x/42.json") == "/{id}.json id=42")
        #expect(router.resolve("app://x/.json") == nil)
        #expect(router.resolve("app://x/a.json.json") == "/{id}.json id=a.json")
        #expect(router.resolve("app://x/v2/x") == "/v{major}/{rest} major=2 rest=x")
        #expect(router.resolve("app://x/V2/x") == nil, "the text is case-sensitive, as the path is")
    }

    /// A literal first, then text (the most bytes of it first), then a bare placeholder, then a
    /// catch-all, whatever the order the routes are given in.
    @Test func atOnePositionTheMostSpecificSegmentIsTriedFirst() {
        let patterns = ["/{any}", "/{name}.gz", "/{name}.tar.gz", "/@me", "/@{user}", "/{*rest}", "/ab{x}", "/{x}cd"]
        for routes in [patterns, patterns.reversed()] {
            let router = router(routes)
            #expect(router.conflicts.isEmpty)
            #expect(router.resolve("app://x/@me") == "/@me")
            #expect(router.resolve("app://x/@bob") == "/@{user} user=bob")
            #expect(router.resolve("app://x/a.tar.gz") == "/{name}.tar.gz name=a")
            #expect(router.resolve("app://x/a.gz") == "/{name}.gz name=a")
            #expect(router.resolve("app://x/abxcd") == "/ab{x} x=xcd", "as many bytes: the longer prefix")
            #expect(router.resolve("app://x/plain") == "/{any} any=plain")
            #expect(router.resolve("app://x/a/b") == "/{*rest} rest=a/b")
        }
    }

    /// Matching backtracks from a segment with text that leads nowhere to the next branch.
    @Test func matchingBacktracksFromTextThatLeadsNowhere() {
        let router = router(["/@{user}/posts", "/{x}/media", "/{y}.json/raw", "/{z}/raw"])
        #expect(router.resolve("app://x/@bob/posts") == "/@{user}/posts user=bob")
        #expect(router.resolve("app://x/@bob/media") == "/{x}/media x=@bob")
        #expect(router.resolve("app://x/a.json/raw") == "/{y}.json/raw y=a")
        #expect(router.resolve("app://x/a.txt/raw") == "/{z}/raw z=a.txt")
    }

    /// Routes with the same text at the same place are one shape: they conflict, whatever
    /// their parameters' names; other text is another shape.
    @Test func theSameTextIsTheSameShape() {
        let router = router(["/@{user}", "/@{name}", "/@{user}/x", "/~{user}"])
        #expect(router.conflicts.map { [$0.first, $0.second] } == [[0, 1]])
    }

    /// Building writes the text around the encoded value; a value whose URL would open another
    /// route builds nothing through the typed router, which resolves what it built.
    @Test func buildingWritesTheTextAroundTheValue() {
        let router = router(["/@{user}", "/{id}.json", "/{dots}."])
        #expect(router.url(for: "/@{user}", [DeepLinkArgument("user", "a b/c")]) == URL(string: "app://x/@a%20b%2Fc"))
        #expect(router.resolve("app://x/@a%20b%2Fc") == "/@{user} user=a b/c")
        #expect(router.url(for: "/@{user}", [DeepLinkArgument("user", "")]) == nil)
        #expect(router.url(for: "/{id}.json", [DeepLinkArgument("id", ".")])?.absoluteString == "app://x/..json")
        #expect(router.url(for: "/{dots}.", [DeepLinkArgument("dots", ".")])?.absoluteString == "app://x/%2E.", "not a dot segment")
        #expect(router.resolve("app://x/%2E.") == "/{dots}. dots=.")
        #expect(router.url(for: "/{id}.json", [DeepLinkArgument("id", 7)]) == URL(string: "app://x/7.json"))
    }

    /// Hostile URLs: a segment of a megabyte, a host of a megabyte, a hundred thousand
    /// segments. Each resolves to a destination or `nil`, and in time linear in its length (a
    /// square would take minutes here).
    @Test func hostileURLsResolveOrNotInLinearTime() {
        let router = DeepLinkRouter<String>(features: [
            (
                [DeepLinkLocation(scheme: "app", host: "x"), DeepLinkLocation(scheme: "app", host: "{server}")],
                ["/@{user}", "/{id}.json", "/@{user}/{*rest}", "/v{a}", "/{b}v"].map { pattern in
                    DeepLinkRoute(pattern, pattern) { match in pattern + " " + String(match.text("user")?.count ?? 0) }
                }
            )
        ])
        let long = String(repeating: "a", count: 1 << 20)
        #expect(router.resolve("app://x/@" + long) == "/@{user} \(1 << 20)")
        #expect(router.resolve("app://" + long + ".example/@bob") == nil, "a label longer than 63 bytes")
        #expect(router.resolve("app://" + Array(repeating: "a", count: 1 << 17).joined(separator: ".") + "/@bob") == nil)
        #expect(router.resolve("app://x/@a" + String(repeating: "/@a", count: 100_000)) == "/@{user}/{*rest} 1")
        #expect(router.resolve("app://x/" + String(repeating: "%40", count: 1 << 16)) == "/@{user} \((1 << 16) - 1)")
    }

    /// A pattern made in code past the limits parsing keeps (more literal text, more segments)
    /// matches as it is written, and never traps: the trie holds what the pattern says, with no
    /// record of fixed size. The walk keeps its places on a heap stack, not the call stack.
    @Test func aPatternMadeInCodePastTheLimitsMatchesAsWritten() {
        let long = String(repeating: "x", count: DeepLinkPattern.maximumAffixLength + 1)
        let deep = DeepLinkPattern(path: Array(repeating: .literal("a"), count: DeepLinkPattern.maximumSegmentCount + 1) + [.parameter("p")])
        let router = DeepLinkRouter<String>(
            locations: [DeepLinkLocation(scheme: "app", host: "x")],
            routes: [
                DeepLinkRoute("text", pattern: DeepLinkPattern(path: [.affixed(prefix: long, parameter: "p", suffix: "")])) { _ in "text" },
                DeepLinkRoute("deep", pattern: deep) { _ in "deep" },
                DeepLinkRoute("fine", pattern: DeepLinkPattern(path: [.affixed(prefix: "@", parameter: "p", suffix: "")])) { _ in "fine" },
            ])
        #expect(router.resolve("app://x/" + long + "y") == "text")
        #expect(
            router.resolve("app://x/" + Array(repeating: "a", count: DeepLinkPattern.maximumSegmentCount + 1).joined(separator: "/") + "/y") == "deep"
        )
        #expect(router.resolve("app://x/@y") == "fine")
    }

    /// A node with later routes (query-keyed ones here) and no text of its own, in a table that
    /// has text elsewhere: the walk reads its block's count of segments with text, which must be
    /// there (the fuzzer found a read past the table when it was not).
    @Test func aNodeWithLaterRoutesAndNoTextIsWalkedPast() {
        var patterns = (0..<40).map { "/@{u}/{id}/s\($0)/{x}" }
        patterns += ["/@{u}/{id}?k={k}", "/@{u}/{id}", "/{a}.json"]
        let router = DeepLinkRouter<String>(
            locations: [DeepLinkLocation(scheme: "app", host: "x")],
            routes: patterns.map { pattern in
                DeepLinkRoute(pattern, pattern: try? DeepLinkPattern(parsing: pattern), requiredQueryKeys: pattern.contains("?") ? ["k"] : []) {
                    match in
                    if pattern.contains("?") { _ = try match.value("k", as: String.self) }
                    return pattern
                }
            })
        #expect(router.conflicts.isEmpty)
        for index in 0..<40 {
            #expect(router.resolve("app://x/@b/1/s\(index)/y") == "/@{u}/{id}/s\(index)/{x}")
        }
        #expect(router.resolve("app://x/@b/1/nothing/y") == nil)
        #expect(router.resolve("app://x/@b/1?k=2") == "/@{u}/{id}?k={k}")
        #expect(router.resolve("app://x/@b/1") == "/@{u}/{id}")
    }

    /// Through route lines as a generated handler lists them: the value without its text.
    @Test func routeLinesReadTheValueWithoutItsText() {
        let router = DeepLinkRouter<Social>(
            locations: [DeepLinkLocation(scheme: "app", host: "x")], routes: "status /@{user}/{id}.json\nprofile /@{user}")
        func open(_ url: String) -> Social? { router.resolve(url) }
        #expect(open("app://x/@alice/109.json") == .status(user: "alice", id: 109))
        #expect(open("app://x/%40alice/1%30.json") == .status(user: "alice", id: 10), "decoded, then the text left out")
        #expect(open("app://x/@alice") == .profile(user: "alice"))
        #expect(open("app://x/@alice/x.json") == nil, "not an Int")
        #expect(open("app://x/alice") == nil)
    }
}

/// A destination of the route lines.
private enum Social: NavigationCaseCodable, Equatable {
    case status(user: String, id: Int)
    case profile(user: String)

    static let navigationCaseNames = ["status", "profile"]

    init?(navigationCaseIndex index: Int, values: borrowing DeepLinkMatch) throws {
        switch index {
        case 0: self = .status(user: try values.string(0, "user"), id: try values.int(1, "id"))
        case 1: self = .profile(user: try values.string(0, "user"))
        default: return nil
        }
    }

    var navigationCase: NavigationCase? { nil }
}
