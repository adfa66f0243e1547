import Foundation
import Testing

@_spi(Generated) @testable import NavigationGraph

/// A generated handler's `router` and the app's are made over the tables navgraph compiled:
/// they resolve and build through the table, parse their routes' lines only when `routes` is
/// read, and an app's router makes its features' routers only when asked for what its own table
/// does not hold.
struct CompiledRouterTests {
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

    /// The table navgraph would compile from `lines`.
    private static let table: DeepLinkRouteTable = {
        let routes: [(String, String, Int, [String], Set<String>, [String: String])] = [
            ("list", "/posts", 0, [], [], [:]),
            ("list", "/", 0, [], [], [:]),
            ("post", "/posts/{id}", 1, ["id"], [], ["id": "[0-9]+"]),
            ("comment", "/posts/{post}/comments?comment={id}", 2, ["post", "id"], ["comment"], [:]),
            ("user", "/@{name}", 3, ["name"], [], [:]),
        ]
        return DeepLinkRouteTable(
            bytes: DeepLinkRouteTable.encode(
                features: [
                    (
                        locations,
                        routes.map { ($0.0, try? DeepLinkPattern(parsing: $0.1), $0.2, $0.3, $0.4, $0.5, false) }
                    )
                ],
                buildPlans: true))
    }()

    fileprivate static let router = DeepLinkRouter<Posts>(compiled: table, locations: locations, routes: lines)

    private static let urls = [
        "t://blog/posts", "t://blog/", "t://blog/posts/7", "t://blog/posts/seven", "t://blog/posts/7/comments?comment=3",
        "t://blog/posts/7/comments", "t://blog/@ann", "t://blog/@", "https://blog.example.com/b/posts/7",
        "https://blog.example.com/posts/7", "t://other/posts", "t://blog/nothing", "not a url",
    ]

    @Test func resolvesAndBuildsThroughTheTableWithoutItsLines() throws {
        let router = DeepLinkRouter<Posts>(compiled: Self.table, locations: Self.locations, routes: "")
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
        // Only the routes come from the lines.
        #expect(router.routes.isEmpty)
        #expect(router.scheme == "t" && router.host == "blog" && router.locations == Self.locations)
    }

    @Test func agreesWithTheRouterMadeFromItsPatterns() {
        let compiled = Self.router
        let parsed = DeepLinkRouter<Posts>(locations: Self.locations, routes: Self.lines)
        let merged = DeepLinkRouter(merging: [compiled])
        for url in Self.urls {
            #expect(Self.summary(compiled.resolution(of: url)) == Self.summary(parsed.resolution(of: url)), "\(url)")
            #expect(Self.summary(merged.resolution(of: url)) == Self.summary(parsed.resolution(of: url)), "\(url)")
            #expect(
                compiled.erased().resolve(url).map(AnyNavigation.init) == parsed.resolve(url).map(AnyNavigation.init), "\(url)")
        }
        for destination in [Posts.list, .post(id: 7), .comment(post: 1, id: 2), .user(name: "a b")] {
            #expect(compiled.url(for: destination) == parsed.url(for: destination))
        }
        #expect(compiled.url(for: .user(name: "")) == nil)
        // A URL longer than the bytes built on the stack.
        for length in [40, 41, 42, 43, 200] {
            let long = Posts.user(name: String(repeating: "é", count: length) + "/?&")
            let url = compiled.url(for: long)
            #expect(url.map { compiled.resolve($0) } == long, "\(length)")
            #expect(url == parsed.url(for: long))
        }
        #expect(compiled.routes.map(Self.describe) == parsed.routes.map(Self.describe))
        #expect(compiled.routes.map(\.valuePatterns) == [[:], [:], ["id": "[0-9]+"], [:], [:]])
        #expect(compiled.routes.map(\.requiredQueryKeys) == [[], [], [], ["comment"], []])
        #expect(compiled.locations == parsed.locations)
        #expect(compiled.conflicts.isEmpty && compiled.invalidLocations.isEmpty)
    }

    @Test func anAppRouterMakesItsFeaturesOnlyWhenAskedAndOnce() {
        let asked = Counter()
        let app = Self.app(counting: asked)
        #expect(app.resolve("t://blog/posts/7").map(AnyNavigation.init) == AnyNavigation(Posts.post(id: 7)))
        #expect(app.resolve("t://blog/posts/seven") == nil)
        guard case .matched(_, let route, _) = app.resolution(of: "t://blog/posts/7/comments?comment=3") else {
            Issue.record("the comment URL opens nothing")
            return
        }
        #expect(route == 3)
        #expect(asked.count == 0)
        #expect(app.url(for: "post", [DeepLinkArgument("id", 7)])?.absoluteString == "t://blog/posts/7")
        #expect(app.locations == Self.locations)
        #expect(app.routes.map(\.name) == ["list", "list", "post", "comment", "user"])
        #expect(app.scheme == "t")
        #expect(app.routes.count == 5)
        // The features' routers are made once, however often they are asked for.
        #expect(asked.count == 1)
        #expect(app.url(for: "nothing") == nil)
    }

    @Test func routesReadFromManyThreadsAtOnceAreMadeOnce() {
        let asked = Counter()
        let app = Self.app(counting: asked)
        let counts = Locked<[Int]>([])
        DispatchQueue.concurrentPerform(iterations: 16) { _ in
            let count = app.routes.count + app.locations.count
            counts.withLock { $0.append(count) }
        }
        #expect(counts.withLock { $0 } == Array(repeating: 7, count: 16))
        #expect(asked.count == 1)
    }

    /// An app's router over `table` with one feature, whose router it asks for through a
    /// closure that counts its calls.
    private static func app(counting asked: Counter) -> DeepLinkRouter<any NavigationContract> {
        DeepLinkRouter<any NavigationContract>(
            compiled: table, through: Dispatch.self,
            features: {
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
            // What generated code does with a value pattern: the table only orders the routes.
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
    static var router: DeepLinkRouter<Posts> { CompiledRouterTests.router }
    static var samples: [DeepLinkSample<Posts>] { [] }
    func destination(for url: URL) -> Posts? { Self.router.resolve(url) }
}

private enum Dispatch: DeepLinkDispatch {
    static func destination(feature: Int, caseIndex: Int, values: borrowing DeepLinkMatch) throws -> (any NavigationContract)? {
        try Posts(navigationCaseIndex: caseIndex, values: values)
    }
}

/// How often a closure was called, from any thread.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var calls = 0

    var count: Int { lock.withLock { calls } }

    func add() { lock.withLock { calls += 1 } }
}
