import Foundation
import Testing

@_spi(Generated) @testable import NavigationGraph

/// The compact form of a route table (`NGR6`), which generated code carries: every number in as
/// few bytes as it needs. It decodes to the same table, number for number, and bytes that are
/// not a whole compact table decode to one that matches nothing, never a trap.
struct CompactTableTests {
    /// Tables of every kind of route: literal and placeholder hosts, path prefixes, literal text
    /// around a placeholder, catch-alls, query-keyed routes and value patterns; with and without
    /// build plans.
    static func tables() -> [[UInt8]] {
        typealias Route = (
            name: String, pattern: DeepLinkPattern?, caseIndex: Int, parameters: [String], requiredQueryKeys: Set<String>,
            valuePatterns: [String: String], valuesRoundTrip: Bool
        )
        func route(_ name: String, _ pattern: String, _ caseIndex: Int, required: Set<String> = [], patterns: [String: String] = [:])
            -> Route
        {
            let parsed = try? DeepLinkPattern(parsing: pattern)
            return (name, parsed, caseIndex, parsed?.parameters ?? [], required, patterns, patterns.isEmpty)
        }
        let blog: [Route] = [
            route("list", "/posts", 0), route("list", "/", 0), route("post", "/posts/{id}", 1, patterns: ["id": "[0-9]+"]),
            route("comment", "/posts/{post}/comments?comment={id}", 2, required: ["comment"]),
            route("comments", "/posts/{post}/comments", 3), route("user", "/@{name}", 4), route("file", "/files/{path...}", 5),
            route("json", "/{slug}.json", 6),
        ]
        let social: [Route] = [route("profile", "/@{user}", 0), route("home", "/", 1), route("media", "/users/{user}/media", 2)]
        let blogLocations = [
            DeepLinkLocation(scheme: "t", host: "blog"), DeepLinkLocation(scheme: "https", host: "blog.example.com", pathPrefix: "/b"),
        ]
        let socialLocations = [DeepLinkLocation(scheme: "https", host: "home.example"), DeepLinkLocation(scheme: "https", host: "{server}")]
        return [
            DeepLinkRouteTable.encode(features: [(blogLocations, blog)], buildPlans: true),
            DeepLinkRouteTable.encode(features: [(socialLocations, social)], buildPlans: true),
            DeepLinkRouteTable.encode(features: [(blogLocations, blog), (socialLocations, social)], buildPlans: false),
        ]
    }

    /// An app's literal is compact while the table is small, and keeps the table's own form past
    /// `largestCompactAppTable`, which the first deep link decodes faster.
    @Test func anAppsTableIsCompactUpToItsLimit() {
        let small = Self.tables()[2]
        #expect(DeepLinkRouteTable.appLiteral(small) == RouteTable.compacted(small))
        let route = (name: "d", pattern: try? DeepLinkPattern(parsing: "/d/{id}"), caseIndex: 0, parameters: ["id"])
        var features = [(locations: [DeepLinkLocation], routes: [(name: String, pattern: DeepLinkPattern?, caseIndex: Int, parameters: [String])])]()
        var large: [UInt8] = []
        while large.count <= DeepLinkRouteTable.largestCompactAppTable {
            features += (features.count..<(features.count * 2 + 1)).map { ([DeepLinkLocation(scheme: "t", host: "f\($0)")], [route]) }
            large = DeepLinkRouteTable.encode(features: features)
        }
        // Compared as a whole, not element by element: a failure would describe two arrays of
        // half a megabyte each.
        let literal = DeepLinkRouteTable.appLiteral(large)
        #expect(literal.prefix(4).elementsEqual(Array("NGR5".utf8)))
        #expect(literal.count == large.count && literal.elementsEqual(large))
    }

    @Test(arguments: 0..<3)
    func decodesToTheSameTable(_ index: Int) {
        let bytes = Self.tables()[index]
        let compact = RouteTable.compacted(bytes)
        #expect(compact.prefix(4).elementsEqual(Array("NGR6".utf8)))
        #expect(compact.allSatisfy { $0 < 0x80 })
        #expect(compact.count * 10 < bytes.count * 6, "\(compact.count) of \(bytes.count) bytes")
        let table = RouteTable(bytes: bytes)
        let fromCompact = RouteTable(bytes: compact)
        // The numbers, then the text: the same bytes in the same places.
        let textOffset = table.number(4 + 4 * 5)
        #expect(fromCompact.number(4 + 4 * 5) == textOffset)
        #expect(
            Array(UnsafeBufferPointer(start: fromCompact.base, count: bytes.count))
                == Array(UnsafeBufferPointer(start: table.base, count: bytes.count)))
        #expect(fromCompact.count == compact.count && fromCompact.routeCount == table.routeCount)
        #expect(DeepLinkRouteTable.compacted(compact) == compact)
    }

    @Test func everyTruncationAndEveryChangedByteDecodesWithoutATrap() {
        let compact = RouteTable.compacted(Self.tables()[0])
        let textStart = Int(RouteTable.decode(compact[4..<8].withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }))
        // Cut short anywhere before its text, a table matches nothing.
        for length in 0..<textStart {
            let table = RouteTable(bytes: Array(compact.prefix(length)))
            #expect(table.count == 0 && table.routeCount == 0, "cut at \(length)")
        }
        // A byte that is no digit, or that makes the numbers end elsewhere than the text starts.
        for position in 8..<textStart {
            for byte: UInt8 in [0x00, 0x1F, 0x20, 0x5F, 0x60, 0x7F, 0xFF] {
                var changed = compact
                changed[position] = byte
                let table = RouteTable(bytes: changed)
                if byte < 0x20 || byte >= 0x80 {
                    #expect(table.count == 0, "byte \(byte) at \(position)")
                }
            }
        }
        // A header that claims more numbers than the bytes could hold.
        var claim = compact
        var number = RouteTable.Writer()
        number.number(1 << 27)
        claim.replaceSubrange(4..<8, with: number.output)
        #expect(RouteTable(bytes: claim).count == 0)
    }
}
