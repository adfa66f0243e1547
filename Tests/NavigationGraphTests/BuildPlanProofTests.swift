import Foundation
import Testing

@_spi(Generated) @testable import NavigationGraph

/// Which build plans a route table marks proven: a URL built by such a plan is returned by a
/// generated `url(for:)` without being resolved again, so a plan marked proven that another
/// route could take would hand out a URL that opens another screen. navgraph proves the values
/// (`valuesRoundTrip`); the trie proves that no other route is tried first.
struct BuildPlanProofTests {
    /// Whether the first plan of each destination, by name, needs its URL resolved again, in a
    /// table of one feature whose every route's values round-trip.
    private func needsCheck(_ lines: [(name: String, pattern: String)], location: DeepLinkLocation? = nil) throws -> [String: Bool] {
        let names = Array(Set(lines.map(\.name))).sorted()
        let routes = try lines.map { line in
            (
                name: line.name, pattern: try DeepLinkPattern(parsing: line.pattern) as DeepLinkPattern?,
                caseIndex: names.firstIndex(of: line.name)!, parameters: try DeepLinkPattern(parsing: line.pattern).parameters,
                requiredQueryKeys: Set<String>(), valuePatterns: [String: String](), valuesRoundTrip: true
            )
        }
        let location = location ?? DeepLinkLocation(scheme: "app", host: "shop")
        let table = RouteTable(bytes: DeepLinkRouteTable.encode(features: [([location], routes)], buildPlans: true))
        var result: [String: Bool] = [:]
        for (index, name) in names.enumerated() {
            let built = table.url(key: index, plan: 0, Values { _ in .text("x") })
            result[name] = built?.needsCheck
        }
        return result
    }

    @Test func aRouteNothingElseCanTakeIsProven() throws {
        #expect(try needsCheck([("item", "/items/{id}"), ("list", "/items")]) == ["item": false, "list": false])
        #expect(try needsCheck([("search", "/search?q={query}")]) == ["search": false])
    }

    @Test func aPlaceholderWithALiteralSiblingIsResolvedAgain() throws {
        // `/items/new` takes the value `new` before `/items/{id}` is tried.
        #expect(try needsCheck([("item", "/items/{id}"), ("new", "/items/new")]) == ["item": true, "new": false])
    }

    @Test func aPlaceholderWithTextBesideItIsResolvedAgain() throws {
        // `/@{user}` is tried before `/{name}`, and takes `@x`; `/{id}.json` before `/{id}`.
        #expect(try needsCheck([("user", "/@{user}"), ("page", "/{name}")]) == ["user": false, "page": true])
        #expect(try needsCheck([("source", "/{id}.json"), ("at", "/@{user}")]) == ["source": true, "at": true])
    }

    @Test func aCatchAllIsResolvedAgain() throws {
        #expect(try needsCheck([("file", "/files/{*path}")]) == ["file": true])
    }

    @Test func aPlaceholderHostIsResolvedAgain() throws {
        let location = DeepLinkLocation(scheme: "https", host: "{server}")
        let table = RouteTable(
            bytes: DeepLinkRouteTable.encode(
                features: [
                    (
                        [DeepLinkLocation(scheme: "app", host: "social"), location],
                        [
                            (
                                name: "user", pattern: try DeepLinkPattern(parsing: "/users/{user}") as DeepLinkPattern?, caseIndex: 0,
                                parameters: ["server", "user"], requiredQueryKeys: Set<String>(), valuePatterns: [String: String](),
                                valuesRoundTrip: true
                            )
                        ]
                    )
                ], buildPlans: true))
        #expect(table.planCount(key: 0) == 2)
        #expect(table.url(key: 0, plan: 0, Values { _ in .text("alice") })?.needsCheck == false)
        let placeholder = table.url(key: 0, plan: 1, Values { position in .text(position == 1 ? "mastodon.social" : "alice") })
        #expect(placeholder?.url.absoluteString == "https://mastodon.social/users/alice")
        #expect(placeholder?.needsCheck == true)
    }

    @Test func valuesNavgraphCannotVouchForAreResolvedAgain() throws {
        let routes = [
            (
                name: "item", pattern: try DeepLinkPattern(parsing: "/items/{id}") as DeepLinkPattern?, caseIndex: 0, parameters: ["id"],
                requiredQueryKeys: Set<String>(), valuePatterns: [String: String](), valuesRoundTrip: false
            )
        ]
        let table = RouteTable(
            bytes: DeepLinkRouteTable.encode(features: [([DeepLinkLocation(scheme: "app", host: "shop")], routes)], buildPlans: true))
        #expect(table.url(key: 0, plan: 0, Values { _ in .text("7") })?.needsCheck == true)
    }

    @Test func anEmptyQueryValueIsResolvedAgain() throws {
        let table = RouteTable(
            bytes: DeepLinkRouteTable.encode(
                features: [
                    (
                        [DeepLinkLocation(scheme: "app", host: "shop")],
                        [
                            (
                                name: "search", pattern: try DeepLinkPattern(parsing: "/search?q={query}") as DeepLinkPattern?, caseIndex: 0,
                                parameters: ["query"], requiredQueryKeys: Set<String>(), valuePatterns: [String: String](),
                                valuesRoundTrip: true
                            )
                        ]
                    )
                ], buildPlans: true))
        #expect(table.url(key: 0, plan: 0, Values { _ in .text("") })?.needsCheck == true)
        #expect(table.url(key: 0, plan: 0, Values { _ in .text("shoes") })?.url.absoluteString == "app://shop/search?q=shoes")
    }

    /// A URL is built on the stack up to ``RouteTable/urlStackCapacity`` bytes and in an array
    /// past it: every length around that edge, crossed in the path, in an affixed segment, in a
    /// catch-all and in the query, gives the URL that a reference encoder writes.
    @Test func urlsOfEveryLengthAroundTheStackAreBuiltAlike() throws {
        let pattern = try DeepLinkPattern(parsing: "/p-{id}-s/{*rest}?q={query}")
        let routes = [
            (
                name: "page", pattern: pattern as DeepLinkPattern?, caseIndex: 0, parameters: pattern.parameters,
                requiredQueryKeys: Set<String>(), valuePatterns: [String: String](), valuesRoundTrip: true
            )
        ]
        let table = RouteTable(
            bytes: DeepLinkRouteTable.encode(features: [([DeepLinkLocation(scheme: "app", host: "shop")], routes)], buildPlans: true))
        func encoded(_ text: String) -> String {
            text.utf8.map { byte in
                let unreserved =
                    "-._~".utf8.contains(byte) || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte)
                    || (0x61...0x7A).contains(byte)
                return unreserved ? String(UnicodeScalar(byte)) : String(format: "%%%02X", byte)
            }.joined()
        }
        // The part that crosses the edge is `long`: the affixed id, the catch-all, the query.
        func values(_ long: Int, filler: Int) -> [Int: String] {
            [
                1: long == 0 ? "é" + String(repeating: "i", count: filler) : "7",
                2: long == 1 ? "a/é" + String(repeating: "b", count: filler) : "a/b c",
                3: long == 2 ? "& =" + String(repeating: "q", count: filler) : "x",
            ]
        }
        func expected(_ values: [Int: String]) -> String {
            "app://shop/p-\(encoded(values[1]!))-s/" + values[2]!.split(separator: "/").map { encoded(String($0)) }.joined(separator: "/")
                + "?q=\(encoded(values[3]!))"
        }
        let edge = RouteTable.urlStackCapacity
        for long in 0..<3 {
            for length in (edge - 3)...(edge + 3) {
                let texts = values(long, filler: length - expected(values(long, filler: 0)).utf8.count)
                let url = expected(texts)
                #expect(url.utf8.count == length)
                #expect(table.url(key: 0, plan: 0, Values { texts[$0].map { .text($0) } })?.url.absoluteString == url)
            }
        }
    }

    @Test func aTableWithoutPlansBuildsNothing() throws {
        let bytes = DeepLinkRouteTable.encode(features: [
            (
                [DeepLinkLocation(scheme: "app", host: "shop")],
                [(name: "list", pattern: try DeepLinkPattern(parsing: "/items"), caseIndex: 0, parameters: [])]
            )
        ])
        let table = RouteTable(bytes: bytes)
        #expect(table.plansOffset == 0)
        #expect(table.planCount(key: 0) == 0)
        #expect(table.url(key: 0, plan: 0, Values { _ in nil }) == nil)
    }
}

/// A plan's values by position, from a closure.
private struct Values: PlanArguments {
    let value: (_ position: Int) -> DeepLinkArgument.Content?

    init(_ value: @escaping (_ position: Int) -> DeepLinkArgument.Content?) {
        self.value = value
    }

    func content(at position: Int, named name: UnsafeBufferPointer<UInt8>) -> DeepLinkArgument.Content? {
        value(position)
    }
}
