import Foundation
@_spi(Generated) import NavigationGraph
import Testing

/// Routes of one path shape that differ in the query keys they require (SPEC 1.2, 3.4): a
/// crowdfunding app's `/projects/{p}/comments?comment={id}` opens the comment thread and
/// `/projects/{p}/comments` the list, as Rails' and ASP.NET Core's constraints let a route fit
/// only when its parameters do. The route with more required keys is tried first; one whose key
/// is absent, or whose value does not convert, does not fit, and matching goes on.
struct QueryKeyedRouteTests {
    /// A router whose destinations name the route that matched and the values it bound.
    private func router(_ routes: [(pattern: String, required: Set<String>)]) -> DeepLinkRouter<String> {
        DeepLinkRouter(
            locations: [DeepLinkLocation(scheme: "app", host: "x")],
            routes: routes.map { route in
                DeepLinkRoute(route.pattern, pattern: try? DeepLinkPattern(parsing: route.pattern), requiredQueryKeys: route.required) {
                    match in
                    for key in route.required.sorted() {
                        // A required value must convert: an Int here.
                        _ = try match.value(key, as: Int.self)
                    }
                    return ([route.pattern] + match.values.map { "\($0.name)=\($0.text)" }).joined(separator: " ")
                }
            })
    }

    private let comments: [(pattern: String, required: Set<String>)] = [
        ("/projects/{p}/comments", []),
        ("/projects/{p}/comments?comment={comment}", ["comment"]),
        ("/projects/{p}/comments?comment={comment}&reply={reply}", ["comment", "reply"]),
    ]

    @Test func theRouteWithMoreRequiredKeysIsTriedFirstWhateverTheOrder() {
        for routes in [comments, comments.reversed()] {
            let router = router(routes)
            #expect(router.conflicts.isEmpty)
            #expect(
                router.resolve("app://x/projects/a/comments?comment=7&reply=8")
                    == "/projects/{p}/comments?comment={comment}&reply={reply} p=a comment=7 reply=8")
            #expect(router.resolve("app://x/projects/a/comments?comment=7") == "/projects/{p}/comments?comment={comment} p=a comment=7")
            #expect(router.resolve("app://x/projects/a/comments?reply=8") == "/projects/{p}/comments p=a")
            #expect(router.resolve("app://x/projects/a/comments") == "/projects/{p}/comments p=a")
        }
    }

    @Test func aRequiredValueThatDoesNotConvertGoesOnToTheNextRoute() {
        let router = router(comments)
        #expect(router.resolve("app://x/projects/a/comments?comment=seven") == "/projects/{p}/comments p=a")
        #expect(router.resolve("app://x/projects/a/comments?comment=7&reply=x") == "/projects/{p}/comments?comment={comment} p=a comment=7")
    }

    /// The walk (an escaped path), the exact path (a plain one) and a catch-all take the same
    /// routes in the same order.
    @Test func escapedPathsAndCatchAllsTakeTheSameOrder() {
        let router = router(comments + [("/files/{*path}", []), ("/files/{*path}?rev={rev}", ["rev"])])
        #expect(router.resolve("app://x/projects/a%20b/comments?comment=7") == "/projects/{p}/comments?comment={comment} p=a b comment=7")
        #expect(router.resolve("app://x/projects/a%20b/comments") == "/projects/{p}/comments p=a b")
        #expect(router.resolve("app://x/files/a/b?rev=3") == "/files/{*path}?rev={rev} path=a/b rev=3")
        #expect(router.resolve("app://x/files/a/b") == "/files/{*path} path=a/b")
    }

    @Test func routesOfOneShapeConflictOnlyWhenTheyRequireTheSameKeys() {
        let router = router([
            ("/a/{x}?k={k}", ["k"]), ("/a/{y}?k={other}", ["k"]), ("/a/{z}", []), ("/a/{w}?opt={opt}", []),
        ])
        #expect(router.conflicts.map { [$0.first, $0.second] } == [[0, 1], [2, 3]])
    }

    /// Building a route that requires fewer keys gives a URL that the routes before it refuse:
    /// it resolves back to its own destination.
    @Test func eachRouteOfAShapeBuildsAURLThatOpensIt() throws {
        let router = router(comments)
        let list = try #require(router.url(for: "/projects/{p}/comments", [DeepLinkArgument("p", "a")]))
        #expect(router.resolve(list.absoluteString) == "/projects/{p}/comments p=a")
        let thread = try #require(
            router.url(for: "/projects/{p}/comments?comment={comment}", [DeepLinkArgument("p", "a"), DeepLinkArgument("comment", 7)]))
        #expect(thread.absoluteString == "app://x/projects/a/comments?comment=7")
    }

    /// The same routes as a generated handler lists them, read by generated destinations.
    @Test func routeLinesTryTheSameOrder() {
        let lines = comments.enumerated().map { index, route in
            "\(Thread.navigationCaseNames[index]) \(route.pattern)"
                + (route.required.isEmpty ? "" : " requires " + route.required.sorted().joined(separator: " "))
        }
        let router = DeepLinkRouter<Thread>(locations: [DeepLinkLocation(scheme: "app", host: "x")], routes: lines.joined(separator: "\n"))
        func open(_ url: String) -> Thread? { router.resolve(url) }
        #expect(open("app://x/projects/a/comments?comment=7") == .comment(7))
        #expect(open("app://x/projects/a%20b/comments?comment=7") == .comment(7), "through the walk")
        #expect(open("app://x/projects/a/comments?comment=1&reply=2") == .reply(1, 2))
        #expect(open("app://x/projects/a/comments?comment=x") == .list)
        #expect(open("app://x/projects/a/comments") == .list)
    }
}

/// A destination of the encoded table: the list, a comment, or a reply to one.
private enum Thread: NavigationCaseCodable, Equatable {
    case list
    case comment(Int)
    case reply(Int, Int)

    static let navigationCaseNames = ["list", "comment", "reply"]

    init?(navigationCaseIndex index: Int, values: borrowing DeepLinkMatch) throws {
        switch index {
        case 0: self = .list
        case 1: self = .comment(try values.int(1, "comment"))
        case 2: self = .reply(try values.int(1, "comment"), try values.int(2, "reply"))
        default: return nil
        }
    }

    var navigationCase: NavigationCase? { nil }
}
