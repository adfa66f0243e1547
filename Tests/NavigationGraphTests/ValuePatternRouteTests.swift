import Foundation
@_spi(Generated) import NavigationGraph
import Testing

/// Value patterns (SPEC 1.2, 3.4): a route fits only when each value of a parameter with a
/// pattern matches it, whole, after percent-decoding, in the spirit of ASP.NET Core's route
/// constraints (`{id:regex(^\d+$)}`) and Rails' `constraints: { id: /\d+/ }`, which Rails also
/// anchors at both ends. Among routes of one path shape and the same required keys, the one
/// with more patterns is tried first; routes that differ only in their patterns coexist.
struct ValuePatternRouteTests {
    /// A router whose destinations name the route that matched and the values it bound.
    private func router(_ routes: [(pattern: String, valuePatterns: [String: String])], required: [Set<String>] = []) -> DeepLinkRouter<
        String
    > {
        DeepLinkRouter(
            locations: [DeepLinkLocation(scheme: "app", host: "x")],
            routes: routes.enumerated().map { index, route in
                DeepLinkRoute(
                    route.pattern, pattern: try? DeepLinkPattern(parsing: route.pattern),
                    requiredQueryKeys: index < required.count ? required[index] : [], valuePatterns: route.valuePatterns
                ) { match in
                    // A required key must be there, as generated code reads it.
                    for key in (index < required.count ? required[index] : []).sorted() {
                        _ = try match.value(key, as: String.self)
                    }
                    return ([route.pattern] + match.values.map { "\($0.name)=\($0.text)" }).joined(separator: " ")
                }
            })
    }

    /// The federated client's profile URLs: a status id is digits, anything else is a tab.
    private let profile: [(pattern: String, valuePatterns: [String: String])] = [
        ("/users/{user}/{tab}", [:]),
        ("/users/{user}/{id}", ["id": "[0-9]+"]),
    ]

    @Test func theRouteWithMorePatternsIsTriedFirstWhateverTheOrder() {
        for routes in [profile, profile.reversed()] {
            let router = router(routes)
            #expect(router.conflicts.isEmpty)
            #expect(router.resolve("app://x/users/alice/109") == "/users/{user}/{id} user=alice id=109")
            #expect(router.resolve("app://x/users/alice/media") == "/users/{user}/{tab} user=alice tab=media")
            #expect(router.resolve("app://x/users/alice/12a") == "/users/{user}/{tab} user=alice tab=12a", "the whole value")
            #expect(router.resolve("app://x/users/alice/a12") == "/users/{user}/{tab} user=alice tab=a12", "from its start")
            #expect(router.resolve("app://x/users/alice/%31%30") == "/users/{user}/{id} user=alice id=10", "decoded first")
        }
    }

    /// Patterns are case-sensitive unless they say otherwise, as Rails' and .NET's are.
    @Test func aPatternIsCaseSensitiveUnlessItSaysSo() {
        let router = router([("/codes/{code}", ["code": #"[A-Z]\d{5}"#]), ("/tags/{tag}", ["tag": "(?i)[a-z]+"])])
        #expect(router.resolve("app://x/codes/A12345") == "/codes/{code} code=A12345")
        #expect(router.resolve("app://x/codes/a12345") == nil)
        #expect(router.resolve("app://x/tags/SwiftUI") == "/tags/{tag} tag=SwiftUI")
    }

    /// A route with more required keys comes before one with more patterns; a catch-all and a
    /// query value are checked whole too; an array is checked element by element.
    @Test func requiredKeysComeBeforePatternsAndEveryValueIsChecked() {
        let router = router(
            [
                ("/s/{a}/{b}", ["a": "[0-9]+", "b": "[0-9]+"]),
                ("/s/{a}/{b}?k={k}", [:]),
                ("/files/{*path}", ["path": #"[a-z/]+\.json"#]),
                ("/files/{*path}", [:]),
                ("/search?tag={tags}", ["tags": "[a-z]+"]),
            ], required: [[], ["k"]])
        #expect(router.conflicts.isEmpty)
        #expect(router.resolve("app://x/s/1/2?k=v") == "/s/{a}/{b}?k={k} a=1 b=2 k=v")
        #expect(router.resolve("app://x/s/1/2") == "/s/{a}/{b} a=1 b=2")
        #expect(router.resolve("app://x/files/a/b.json") == "/files/{*path} path=a/b.json")
        #expect(router.resolve("app://x/files/a/b.txt") == "/files/{*path} path=a/b.txt")
        #expect(router.resolve("app://x/search?tag=a&tag=b") == "/search?tag={tags} tags=a tags=b")
        #expect(router.resolve("app://x/search?tag=a&tag=B") == nil)
    }

    /// Routes of one shape conflict when they have the same patterns at the same placeholders,
    /// whatever the parameters' names; another pattern, or one at another place, is another route.
    @Test func routesConflictOnlyWithTheSamePatternsAtTheSamePlaces() {
        let router = router([
            ("/a/{x}/{y}", ["x": "[0-9]+"]), ("/a/{p}/{q}", ["p": "[0-9]+"]), ("/a/{x}/{y}", ["y": "[0-9]+"]),
            ("/a/{x}/{y}", ["x": "[a-z]+"]), ("/a/{x}/{y}", [:]), ("/a/{m}/{n}", [:]),
        ])
        #expect(router.conflicts.map { [$0.first, $0.second] } == [[0, 1], [4, 5]])
    }

    /// A pattern on the parameter a placeholder host gives the host to counts as one of the
    /// route's: `/about` of a server whose name ends in `.social` comes before any other's.
    @Test func aPatternOnTheHostCountsAsTheRoutes() {
        let router = DeepLinkRouter<String>(
            locations: [DeepLinkLocation(scheme: "https", host: "{server}")],
            routes: [
                DeepLinkRoute("about", pattern: try? DeepLinkPattern(parsing: "/about")) { _ in "about" },
                DeepLinkRoute("socialAbout", pattern: try? DeepLinkPattern(parsing: "/about"), valuePatterns: ["server": #".*\.social"#]) {
                    match in "social " + (match.text("server") ?? "")
                },
            ])
        #expect(router.conflicts.isEmpty)
        #expect(router.resolve("https://Mastodon.Social/about") == "social mastodon.social")
        #expect(router.resolve("https://example.com/about") == "about")
    }

    /// A pattern that does not compile fits nothing and never traps; a value the pattern
    /// refuses builds no URL through the typed router, which resolves what it built.
    @Test func aPatternThatDoesNotCompileFitsNothing() {
        let router = router([("/a/{x}", ["x": "[0-9"]), ("/b/{x}", ["x": "[0-9]+"])])
        #expect(router.resolve("app://x/a/1") == nil)
        #expect(router.resolve("app://x/b/1") == "/b/{x} x=1")
        #expect(DeepLinkValuePattern("(").matches("(") == false)
        #expect(DeepLinkValuePattern("a.c").matches("abc") && !DeepLinkValuePattern("a.c").matches("abcd"))
    }

    /// The lines generated handlers list their routes in carry patterns after `where`, with
    /// `%`, spaces and line breaks encoded, and give the same order.
    @Test func routerLinesCarryPatterns() {
        let router = DeepLinkRouter<Profile>(
            locations: [DeepLinkLocation(scheme: "app", host: "x")],
            routes: """
                tab /users/{user}/{tab}
                status /users/{user}/{id} where id=[0-9]+
                spaced /spaced/{s} where s=a%20b%25c%0A
                """)
        #expect(router.routes.map(\.valuePatterns) == [[:], ["id": "[0-9]+"], ["s": "a b%c\n"]])
        #expect(router.resolve("app://x/users/alice/109") == .status)
        #expect(router.resolve("app://x/users/alice/media") == .tab)
    }

    /// A required key named as one of the lines' own words reads back as itself (issue 66: a
    /// key `where` or `requires` was lost, so a generated handler's `routes` had no key), and a
    /// pattern after a space that starts with a combining mark is a word of its own.
    @Test func routerLinesKeepKeysNamedAsTheirWords() {
        let router = DeepLinkRouter<Profile>(
            locations: [DeepLinkLocation(scheme: "app", host: "x")],
            routes: """
                tab /w?where={x}&requires={y} requires %72equires %77here
                status /w
                spaced \u{301}/a
                """)
        let keys: [Set<String>] = [["where", "requires"], [], []]
        #expect(router.routes.map(\.requiredQueryKeys) == keys)
        #expect(router.routes.map(\.name) == ["tab", "status", "spaced"])
        #expect(router.routes[2].pattern == nil, "a pattern of its own word, which does not parse")
    }
}

/// A destination of router lines: it checks its own pattern, as generated code does.
private enum Profile: NavigationCaseCodable, Equatable {
    case tab
    case status
    case spaced

    static let navigationCaseNames = ["tab", "status", "spaced"]
    private static let digits = DeepLinkValuePattern("[0-9]+")

    init?(navigationCaseIndex index: Int, values: borrowing DeepLinkMatch) throws {
        switch index {
        case 0: self = .tab
        case 1:
            _ = try values.matching(values.string(1, "id"), Self.digits, "id")
            self = .status
        case 2: self = .spaced
        default: return nil
        }
    }

    var navigationCase: NavigationCase? { nil }
}
