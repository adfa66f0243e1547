import Foundation
import Testing

@_spi(Generated) @testable import NavigationGraph
@_spi(Generated) @testable import _NavigationGraphRoutes

/// A generated handler's `router` and the app's are made over route lines: they parse a
/// feature's lines only when a URL under one of its locations needs them, or when `routes` is
/// read, and an app's router lists its features once.
struct RouteLinesRouterTests {
    private static let locations = [
        DeepLinkLocation(scheme: "t", host: "blog"),
        DeepLinkLocation(scheme: "https", host: "blog.example.com", pathPrefix: "/b"),
    ]

    /// The routes as a generated handler lists them.
    private static let lines = """
        list /posts
        list /
        post /posts/{id} where id=[0-9]+
        comment /posts/{post}/comments?comment={id} requires comment
        user /@{name}
        """

    fileprivate static let router = DeepLinkRouter<Posts>(locations: locations, routes: lines)

    private static let urls = [
        "t://blog/posts", "t://blog/", "t://blog/posts/7", "t://blog/posts/seven", "t://blog/posts/7/comments?comment=3",
        "t://blog/posts/7/comments", "t://blog/@ann", "t://blog/@", "https://blog.example.com/b/posts/7",
        "https://blog.example.com/posts/7", "t://other/posts", "t://blog/nothing", "not a url",
    ]

    @Test func resolvesAndBuildsFromItsLines() throws {
        let router = Self.router
        #expect(router.resolve("t://blog/posts/7") == .post(id: 7))
        #expect(router.resolve("t://blog/posts/7/comments?comment=3") == .comment(post: 7, id: 3))
        #expect(router.url(for: .post(id: 7))?.absoluteString == "t://blog/posts/7")
        #expect(
            router.url(for: "comment", [DeepLinkArgument("post", 7), DeepLinkArgument("id", 3)])?.absoluteString
                == "t://blog/posts/7/comments?comment=3")
        guard case .matched(_, let route, let values) = router.resolution(of: "t://blog/@ann") else {
            Issue.record("t://blog/@ann opens nothing")
            return
        }
        #expect(route == 4)
        #expect(values.map(\.name) == ["name"] && values.map(\.text) == ["ann"])
        #expect(router.scheme == "t" && router.host == "blog" && router.locations == Self.locations)
    }

    @Test func agreesWithTheRouterMadeFromItsPatterns() {
        let lines = Self.router
        let parsed = DeepLinkRouter<Posts>(
            locations: Self.locations,
            routes: [
                ("list", "/posts"), ("list", "/"), ("post", "/posts/{id}"), ("comment", "/posts/{post}/comments?comment={id}"),
                ("user", "/@{name}"),
            ])
        let merged = DeepLinkRouter(merging: [lines])
        for url in Self.urls {
            #expect(Self.summary(lines.resolution(of: url)) == Self.summary(parsed.resolution(of: url)), "\(url)")
            #expect(Self.summary(merged.resolution(of: url)) == Self.summary(parsed.resolution(of: url)), "\(url)")
            #expect(lines.erased().resolve(url).map(AnyNavigation.init) == parsed.resolve(url).map(AnyNavigation.init), "\(url)")
        }
        for destination in [Posts.list, .post(id: 7), .comment(post: 1, id: 2), .user(name: "a b")] {
            #expect(lines.url(for: destination) == parsed.url(for: destination))
        }
        #expect(lines.url(for: .user(name: "")) == nil)
        for length in [40, 200, 5_000] {
            let long = Posts.user(name: String(repeating: "é", count: length) + "/?&")
            let url = lines.url(for: long)
            #expect(url.map { lines.resolve($0) } == long, "\(length)")
        }
        #expect(lines.routes.map(Self.describe) == parsed.routes.map(Self.describe))
        #expect(lines.routes.map(\.valuePatterns) == [[:], [:], ["id": "[0-9]+"], [:], [:]])
        #expect(lines.routes.map(\.requiredQueryKeys) == [[], [], [], ["comment"], []])
        #expect(lines.conflicts.isEmpty && lines.invalidLocations.isEmpty)
    }

    /// The first deep link parses the routes of the features under its location, and no other.
    @Test func aURLParsesOnlyTheRoutesUnderItsLocation() {
        let parsed = Locked<[String]>([])
        func group(_ host: String) -> DeepLinkRouter<Posts>.Group {
            .init(locations: [DeepLinkLocation(scheme: "t", host: host)]) {
                parsed.withLock { $0.append(host) }
                return [DeepLinkRoute("list", "/posts") { _ in .list }]
            }
        }
        let router = DeepLinkRouter<Posts>(groups: [group("a"), group("b"), group("c")])
        #expect(router.resolve("t://b/posts") == .list)
        #expect(router.resolve("t://b/posts") == .list)
        #expect(router.resolve("t://nowhere/posts") == nil)
        #expect(parsed.withLock { $0 } == ["b"])
    }

    @Test func anAppRouterListsItsFeaturesOnce() {
        let asked = Counter()
        let app = Self.app(counting: asked)
        #expect(app.resolve("t://blog/posts/7").map(AnyNavigation.init) == AnyNavigation(Posts.post(id: 7)))
        #expect(app.resolve("t://blog/posts/seven") == nil)
        guard case .matched(_, let route, _) = app.resolution(of: "t://blog/posts/7/comments?comment=3") else {
            Issue.record("the comment URL opens nothing")
            return
        }
        #expect(route == 3)
        #expect(app.url(for: "post", [DeepLinkArgument("id", 7)])?.absoluteString == "t://blog/posts/7")
        #expect(app.locations == Self.locations)
        #expect(app.routes.map(\.name) == ["list", "list", "post", "comment", "user"])
        #expect(app.scheme == "t")
        #expect(asked.count == 1)
        #expect(app.url(for: "nothing") == nil)
    }

    @Test func routesReadFromManyThreadsAtOnceAreMadeOnce() {
        let asked = Counter()
        let app = Self.app(counting: asked)
        let counts = Locked<[Int]>([])
        DispatchQueue.concurrentPerform(iterations: 16) { index in
            let count = app.routes.count + app.locations.count + (app.resolve("t://blog/posts/\(index)") == nil ? 100 : 0)
            counts.withLock { $0.append(count) }
        }
        #expect(counts.withLock { $0 } == Array(repeating: 7, count: 16))
        #expect(asked.count == 1)
    }

    /// An app's router learns where each feature lives from its handler's `locations`: a URL
    /// makes the router of only the features under its location.
    @Test func anAppRouterMakesOnlyTheRoutersOfTheFeaturesUnderAURL() {
        let app = DeepLinkRouter<any NavigationContract>(features: { [PostsHandler.self, CountedHandler.self] })
        #expect(app.resolve("t://blog/posts/7").map(AnyNavigation.init) == AnyNavigation(Posts.post(id: 7)))
        #expect(app.resolve("t://nowhere/posts") == nil)
        #expect(app.locations.count == 4)
        #expect(CountedHandler.asked.count == 0)
        #expect(app.resolve("t://elsewhere/posts").map(AnyNavigation.init) == AnyNavigation(Posts.list))
        #expect(app.resolve("t://counted/posts/7") == nil)
        #expect(CountedHandler.asked.count == 1)
    }

    /// The app's generated router lists each feature's locations in its own lines: a URL reads
    /// those, not each feature's own `locations`, whose code lies in every feature's module.
    @Test func anAppRouterOverLocationLinesReadsNoFeaturesLocations() {
        let app = DeepLinkRouter<any NavigationContract>(
            features: { [{ PostsHandler.self }, { LocatedHandler.self }] },
            locations: """
                t://blog t://elsewhere
                t://located /posts/secret
                """)
        #expect(app.resolve("t://blog/posts/7").map(AnyNavigation.init) == AnyNavigation(Posts.post(id: 7)))
        #expect(
            app.locations == [
                DeepLinkLocation(scheme: "t", host: "blog"), DeepLinkLocation(scheme: "t", host: "elsewhere"),
                DeepLinkLocation(scheme: "t", host: "located", exclude: ["/posts/secret"]),
            ])
        #expect(LocatedHandler.locationsRead.count == 0)
        #expect(app.resolve("t://located/posts").map(AnyNavigation.init) == AnyNavigation(Posts.list))
        #expect(app.resolve("t://elsewhere/posts").map(AnyNavigation.init) == AnyNavigation(Posts.list), "the lines say where a feature lives")
    }

    /// A location line reads back every part of a location: scheme, host, path prefix, the
    /// patterns it excludes, and no host for URIs without one.
    @Test func locationLinesReadBackEveryPartOfALocation() {
        let locations = [
            DeepLinkLocation(scheme: "https", host: "shop.example.com", pathPrefix: "/catalog/new", exclude: ["/admin/{*rest}", "/x?k={k}"]),
            DeepLinkLocation(scheme: "matrix", host: ""),
            DeepLinkLocation(scheme: "web+app", host: "", pathPrefix: "/u"),
            DeepLinkLocation(scheme: "https", host: "{blog}.wordpress.com"),
            DeepLinkLocation(scheme: "https", host: "*.example.org", exclude: ["/wp-admin"]),
        ]
        let line = locations.map { ([$0.description] + $0.exclude).joined(separator: " ") }.joined(separator: " ")
        let app = DeepLinkRouter<any NavigationContract>(features: { [{ PostsHandler.self }] }, locations: line)
        #expect(app.locations == locations, "\(line)")
        // A feature of no location keeps the next feature on its own line.
        let second = DeepLinkRouter<any NavigationContract>(
            features: { [{ LocatedHandler.self }, { PostsHandler.self }] }, locations: "\nt://blog")
        #expect(second.resolve("t://blog/posts/7").map(AnyNavigation.init) == AnyNavigation(Posts.post(id: 7)))
    }

    /// A handler whose router merges routers of different locations keeps each route under its
    /// own router's locations in the app's router, as in the handler's own.
    @Test func anAppRouterKeepsAMergedRoutersRoutesToTheirLocations() {
        let app = DeepLinkRouter<any NavigationContract>(features: { [MergedHandler.self] })
        for url in ["t://one/posts", "t://one/@ann", "t://two/posts", "t://two/@ann", "t://one/posts/7", "t://two/posts/7"] {
            #expect(app.resolve(url).map(AnyNavigation.init) == MergedHandler.router.resolve(url).map(AnyNavigation.init), "\(url)")
        }
        #expect(app.resolve("t://one/posts").map(AnyNavigation.init) == AnyNavigation(Posts.list))
        #expect(app.resolve("t://two/posts") == nil)
        #expect(app.resolve("t://two/@ann").map(AnyNavigation.init) == AnyNavigation(Posts.user(name: "ann")))
        #expect(app.resolve("t://one/@ann") == nil)
        #expect(app.locations == MergedHandler.locations)
    }

    /// An app's router with one feature, which it asks for through a closure that counts its
    /// calls.
    private static func app(counting asked: Counter) -> DeepLinkRouter<any NavigationContract> {
        DeepLinkRouter<any NavigationContract>(features: {
            asked.add()
            return [PostsHandler.self]
        })
    }

    private static func describe(_ route: DeepLinkRoute<Posts>) -> String {
        "\(route.name) \(route.pattern.map { "\($0)" } ?? "-")"
    }

    private static func summary<Destination>(_ resolution: DeepLinkResolution<Destination>) -> String {
        switch resolution {
        case .matched(let destination, let route, let values):
            return "route \(route): \(destination) \(values.map { "\($0.name)=\($0.text)" })"
        case .unmatched(let failure):
            return "nothing: \(failure)"
        }
    }
}

private enum Posts: IncomingNavigationContract, NavigationCaseCodable {
    case list
    case post(id: Int)
    case comment(post: Int, id: Int)
    case user(name: String)

    static let navigationCaseNames = ["list", "post", "comment", "user"]

    init?(navigationCaseIndex index: Int, values: borrowing DeepLinkMatch) throws {
        switch index {
        case 0: self = .list
        case 1:
            // What generated code does with a value pattern: the router only orders the routes.
            guard values.texts("id").allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else {
                throw DeepLinkMatch.Mismatch.invalid(parameter: "id", text: values.texts("id").first ?? "")
            }
            self = try .post(id: values.int(0, "id"))
        case 2: self = try .comment(post: values.int(0, "post"), id: values.int(1, "id"))
        case 3: self = try .user(name: values.string(0, "name"))
        default: return nil
        }
    }

    var navigationCase: NavigationCase? {
        switch self {
        case .list: NavigationCase("list")
        case .post(let id): NavigationCase("post", .int("id", id))
        case .comment(let post, let id): NavigationCase("comment", .int("post", post), .int("id", id))
        case .user(let name): NavigationCase("user", .string("name", name))
        }
    }
}

private struct PostsHandler: DeepLinkSampling {
    static var router: DeepLinkRouter<Posts> { RouteLinesRouterTests.router }
    static var samples: [DeepLinkSample<Posts>] { [] }
    func destination(for url: URL) -> Posts? { Self.router.resolve(url) }
}

/// A handler whose router counts how often it is asked for.
private struct CountedHandler: DeepLinkSampling {
    static let asked = Counter()
    static let locations = [DeepLinkLocation(scheme: "t", host: "counted"), DeepLinkLocation(scheme: "t", host: "elsewhere")]
    static var router: DeepLinkRouter<Posts> {
        asked.add()
        return DeepLinkRouter(locations: locations, routes: [("list", "/posts")])
    }
    static var samples: [DeepLinkSample<Posts>] { [] }
}

/// A handler that counts how often its `locations` are read.
private struct LocatedHandler: DeepLinkSampling {
    static let locationsRead = Counter()
    static var locations: [DeepLinkLocation] {
        locationsRead.add()
        return [DeepLinkLocation(scheme: "t", host: "located"), DeepLinkLocation(scheme: "t", host: "elsewhere")]
    }
    static let router = DeepLinkRouter<Posts>(
        locations: [DeepLinkLocation(scheme: "t", host: "located"), DeepLinkLocation(scheme: "t", host: "elsewhere")], routes: "list /posts")
    static var samples: [DeepLinkSample<Posts>] { [] }
}

/// A handler whose router merges two routers under different hosts.
private struct MergedHandler: DeepLinkSampling {
    static let router = DeepLinkRouter<Posts>(merging: [
        DeepLinkRouter(locations: [DeepLinkLocation(scheme: "t", host: "one")], routes: "list /posts"),
        DeepLinkRouter(locations: [DeepLinkLocation(scheme: "t", host: "two")], routes: "user /@{name}"),
    ])
    static var samples: [DeepLinkSample<Posts>] { [] }
}

/// How often a closure was called, from any thread.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var calls = 0

    var count: Int { lock.withLock { calls } }

    func add() { lock.withLock { calls += 1 } }
}
