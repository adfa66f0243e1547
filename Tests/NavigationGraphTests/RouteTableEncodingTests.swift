import Testing

@testable import NavigationGraph

/// The route table's number format and hashes, below the routes that use them: a table of a
/// thousand features is megabytes, so its offsets use every digit.
struct RouteTableEncodingTests {
    @Test func everyNumberATableCanHoldReadsBackAsWritten() {
        let values = [0, 31, 32, 95, 96, 127, 128, 16_383, 16_384, 2_097_151, 2_097_152, 123_456_789, (1 << 28) - 1] + (0..<28).map { 1 << $0 }
        var writer = RouteTable.Writer()
        writer.bytes(RouteTable.magic)
        // A header whose text starts after the values: all of them are numbers.
        for _ in 0..<5 { writer.number(0) }
        writer.number(RouteTable.headerSize + 4 * values.count)
        // No exact paths.
        for _ in 0..<2 { writer.number(0) }
        for value in values { writer.number(value) }
        // Every byte is ASCII: the table is written into generated code as a string literal.
        #expect(writer.output.allSatisfy { $0 < 0x80 })
        let table = RouteTable(bytes: writer.output)
        #expect(table.count == writer.output.count)
        for (index, value) in values.enumerated() {
            #expect(table.number(RouteTable.headerSize + 4 * index) == value)
        }
    }

    @Test(arguments: [48, 24_000, 2_460_000, (1 << 28) - 4])
    func aSlotHoldsItsOffsetAndTheTopBitsOfItsKeysHash(textOffset: Int) {
        let layout = RouteTable.SlotLayout(textOffset: textOffset)
        let tagBits = 28 - layout.offsetBits
        // A table of a thousand features keeps 6 bits of each hash; the largest a table can be,
        // none, and its slots work as plain offsets.
        #expect(tagBits == [48: 22, 24_000: 13, 2_460_000: 6, (1 << 28) - 4: 0][textOffset])
        for offset in [RouteTable.headerSize, textOffset / 2, textOffset - 4] {
            for hash: UInt32 in [0, 1, 0x8000_0000, 0xFFFF_FFFF, 0x9E37_79B9] {
                let stored = layout.stored(offset, hash: hash)
                // A number of the table, never 0, which marks an empty slot.
                #expect(stored > 0 && stored < 1 << 28)
                #expect(layout.offset(of: stored) == offset)
                #expect(layout.tag(of: stored) == layout.tag(hash))
                #expect(layout.tag(hash) == Int(hash >> (32 - tagBits)))
            }
        }
        // Keys whose hashes differ in their top bits are told apart without reading their nodes.
        #expect((layout.tag(0xFFFF_FFFF) != layout.tag(0x0000_FFFF)) == (tagBits > 0))
    }

    @Test func aLocationsKeyHashesAlikeInAnyCaseAndApartFromItsNeighbours() {
        func hash(_ key: String) -> UInt32 {
            Array(key.utf8).withUnsafeBufferPointer { RouteTable.rootHash($0) }
        }
        // Shorter than one 8-byte word, exactly one, and longer, with capitals in each part.
        for key in ["a://b", "ab://cde", "https://example.com", "shop://shop"] {
            #expect(hash(key.uppercased()) == hash(key))
            #expect(hash(key) != hash(key + "x"))
        }
        // Hosts that differ only in their last byte still spread over a small table's slots.
        let slots = Set((0..<64).map { Int(hash("bench://f\($0)")) & 127 })
        #expect(slots.count > 40)
    }

    /// An empty key hashes alike whether its bytes have an address or not (an empty array may
    /// give none): the root's exact path, which is empty, must take the same slot when the
    /// encoder writes it and when a URL looks it up.
    @Test func anEmptyKeyHashesAlikeWithOrWithoutAnAddress() {
        let none = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        let bytes: [UInt8] = Array("x".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            let empty = UnsafeBufferPointer(rebasing: buffer[0..<0])
            #expect(RouteTable.rootHash(none) == RouteTable.rootHash(empty))
            for endsInPlaceholder in [false, true] {
                #expect(
                    RouteTable.exactHash(root: 7, none, endsInPlaceholder: endsInPlaceholder)
                        == RouteTable.exactHash(root: 7, empty, endsInPlaceholder: endsInPlaceholder))
            }
        }
    }

    /// A key's last 1 to 7 bytes are read with loads that may overlap, or with the one word that
    /// ends with the key, rather than one at a time: at every length, and whatever bytes lie
    /// around the key in its buffer, both hashes are what the loop over those bytes gave, so
    /// that a table that an earlier navgraph wrote is still found; and every byte counts.
    @Test func aKeyHashesAtEveryLengthAsALoopOverItsBytesDid() {
        /// The hash as it was computed before: whole words, then the last bytes one at a time.
        func reference(_ key: [UInt8], seed: UInt64, setting bits: UInt64) -> UInt32 {
            var hash = seed
            var index = 0
            while index + 8 <= key.count {
                let word = (0..<8).reduce(UInt64(0)) { $0 | UInt64(key[index + $1]) << (8 * UInt64($1)) }
                hash = (hash ^ (word | bits)) &* 0x0000_0100_0000_01B3
                index += 8
            }
            var tail: UInt64 = 0
            for (shift, byte) in key[index...].enumerated() {
                tail |= UInt64(byte | UInt8(truncatingIfNeeded: bits)) << (8 * UInt64(shift))
            }
            hash = (hash ^ tail) &* 0x0000_0100_0000_01B3
            return UInt32(truncatingIfNeeded: ((hash ^ (hash >> 29)) &* 0xBF58_476D_1CE4_E5B9) >> 32)
        }
        for length in 0...24 {
            // Letters, digits, punctuation and bytes past ASCII, different at every position.
            let key = (0..<length).map { UInt8(truncatingIfNeeded: 0x2D &+ $0 &* 37) }
            let root = reference(key, seed: 0xCBF2_9CE4_8422_2325 ^ UInt64(length), setting: 0x2020_2020_2020_2020)
            let exact = reference(key, seed: (0x8422_2325_CBF2_9CE4 ^ UInt64(7) << 16) ^ UInt64(length), setting: 0)
            for around in [0, 1, 7, 9] {
                let buffer = [UInt8](repeating: 0xFF, count: around) + key + [UInt8](repeating: 0xEE, count: around)
                buffer.withUnsafeBufferPointer { buffer in
                    let slice = UnsafeBufferPointer(rebasing: buffer[around..<(around + length)])
                    #expect(RouteTable.rootHash(slice) == root, "location key of \(length) bytes")
                    #expect(RouteTable.exactHash(root: 7, slice) == exact, "path of \(length) bytes")
                }
            }
            for position in key.indices {
                var changed = key
                changed[position] ^= 0x04
                changed.withUnsafeBufferPointer { changed in
                    #expect(RouteTable.exactHash(root: 7, changed) != exact, "byte \(position) of \(length)")
                }
            }
        }
    }

    /// A node holds a short key in place, as numbers, and decoding drops each byte's top bit:
    /// `ñ` (C3 B1) decodes as `C1` (43 31) does, so a segment past ASCII must never match such
    /// a key; nor must a key longer than a node holds be missed.
    @Test func keysHeldInPlaceMatchOnlyTheirOwnBytes() {
        let router = DeepLinkRouter<String>(
            locations: [DeepLinkLocation(scheme: "app", host: "x"), DeepLinkLocation(scheme: "app", host: "a-host-longer-than-sixteen")],
            routes: ["/C1", "/a-segment-longer-than-sixteen-bytes", "/{other}"].map { pattern in
                DeepLinkRoute(pattern, pattern) { _ in pattern }
            })
        #expect(router.resolve("app://x/C1") == "/C1")
        #expect(router.resolve("app://x/%C3%B1") == "/{other}")
        #expect(router.resolve("app://x/C2") == "/{other}")
        #expect(router.resolve("app://x/a-segment-longer-than-sixteen-bytes") == "/a-segment-longer-than-sixteen-bytes")
        #expect(router.resolve("app://x/a-segment-longer-than-sixteen-bytez") == "/{other}")
        #expect(router.resolve("APP://A-HOST-LONGER-THAN-SIXTEEN/C1") == "/C1")
        #expect(router.resolve("app://a-host-longer-than-sixteeN/C1") == "/C1")
        #expect(router.resolve("app://X/C1") == "/C1")
    }

    /// The same below the hash, which keeps such a segment from reaching the key in practice.
    @Test func aByteBeyondASCIINeverEqualsAKeyHeldInPlace() throws {
        let trie = RouteTrie(groups: [
            ([DeepLinkLocation(scheme: "app", host: "x")], [RouteTrie.Route(name: "c", pattern: try DeepLinkPattern(parsing: "/C1"))])
        ])
        let table = RouteTable(
            bytes: RouteTable.encode(trie, routes: [RouteTable.EncodedRoute(caseIndex: 0, feature: 0, pattern: try DeepLinkPattern(parsing: "/C1"))]))
        let root = try #require(Array("app://x".utf8).withUnsafeBufferPointer { table.root($0) })
        let node = try #require(Array("C1".utf8).withUnsafeBufferPointer { table.literalChild(of: root, $0) })
        #expect([UInt8]([0x43, 0x31]).withUnsafeBufferPointer { table.inlineKey(of: node, equals: $0, lowercasing: false) })
        #expect(![UInt8]([0xC3, 0xB1]).withUnsafeBufferPointer { table.inlineKey(of: node, equals: $0, lowercasing: false) })
    }

    /// A route's record follows the first node it ends at, so that a match that ends there
    /// reads it from the next line of the table; under a second location the same route's node
    /// points back at that record.
    @Test func aRoutesRecordFollowsTheFirstNodeItEndsAt() throws {
        let patterns = ["/a", "/a/b", "/{id}", "/c/{id}/d"]
        let parsed = try patterns.map { try DeepLinkPattern(parsing: $0) }
        let locations = [DeepLinkLocation(scheme: "app", host: "x"), DeepLinkLocation(scheme: "app", host: "y")]
        let trie = RouteTrie(groups: [(locations, zip(patterns, parsed).map { RouteTrie.Route(name: $0, pattern: $1) })])
        let table = RouteTable(
            bytes: RouteTable.encode(trie, routes: parsed.enumerated().map { RouteTable.EncodedRoute(caseIndex: $0, feature: 0, pattern: $1) }))
        func end(_ host: String, _ segments: [String]) throws -> Int {
            var node = try #require(Array("app://\(host)".utf8).withUnsafeBufferPointer { table.root($0) })
            for segment in segments {
                let literal = Array(segment.utf8).withUnsafeBufferPointer { table.literalChild(of: node, $0) }
                node = try #require(literal ?? table.parameterChild(of: node))
            }
            return node
        }
        for (route, segments) in [["a"], ["a", "b"], ["42"], ["c", "42", "d"]].enumerated() {
            let first = try end("x", segments)
            #expect(table.routeEnding(at: first) == first + 4 * RouteTable.nodeFields, "\(patterns[route])")
            #expect(table.routeEnding(at: try end("y", segments)) == table.record(route))
            #expect(table.routeIndex(record: table.record(route)) == route)
        }
    }

    /// A URL whose whole path is a route's literal path, or a route's literal path and one
    /// segment that its placeholder takes, is found by one hash or two, with no walk: the route
    /// it finds, and everything resolving reads from it, must be the first the walk offers,
    /// whatever the other routes around it (placeholders, catch-alls, literal siblings, a
    /// location's path prefix, a host in capitals, escapes, slashes).
    @Test func anExactPathFindsTheRouteTheWalkOffersFirst() throws {
        let patterns = [
            "/", "/a", "/a/b", "/a/{x}", "/{x}/b", "/c/{*rest}", "/c/d", "/e/f/g", "/q?id={id}", "/{x}", "/h/{x}/i", "/h/j/i",
            "/m/{x}", "/m/{*rest}", "/s/t/u", "/s/{x}",
        ]
        let parsed = try patterns.map { try DeepLinkPattern(parsing: $0) }
        let locations = [DeepLinkLocation(scheme: "app", host: "x"), DeepLinkLocation(scheme: "https", host: "example.com", pathPrefix: "/p")]
        let trie = RouteTrie(groups: [(locations, zip(patterns, parsed).map { RouteTrie.Route(name: $0, pattern: $1) })])
        let table = RouteTable(
            bytes: RouteTable.encode(trie, routes: parsed.enumerated().map { RouteTable.EncodedRoute(caseIndex: $0, feature: 0, pattern: $1) }))
        #expect(table.exactSlotCount > 0)
        let paths = [
            "", "/", "/a", "/a/", "/a/b", "/a/b/", "/a/c", "/z/b", "/c", "/c/d", "/c/d/e", "/e/f/g", "/e/f", "/q?id=1", "/q?id=%31", "/q",
            "/A", "/a//b", "//a", "/%61", "/h/j/i", "/h/k/i", "/%C3%B1", "/a?x=1#f", "/e/f/g/h",
            "/zz", "/a/c/", "/a/c?id=1", "/m/v", "/s/t", "/s/t/u", "//c", "/c/zz", "/a//c",
        ]
        var hits = 0
        for start in ["app://x", "APP://X", "https://example.com/p", "https://Example.com/p", "https://example.com", "app://y"] {
            for path in paths {
                let url = Array((start + path).utf8)
                try url.withUnsafeBufferPointer { bytes in
                    let parts = try #require(URLParts(bytes))
                    let rootHash = RouteTable.rootHash(UnsafeBufferPointer(rebasing: bytes[parts.location]))
                    guard let exact = table.exactCandidate(bytes, parts, rootHash: rootHash) else { return }
                    hits += 1
                    var first: RouteTable.Candidate?
                    _ = table.match(bytes) { candidate in
                        first = candidate
                        return true
                    }
                    let walked = try #require(first, "\(start + path)")
                    #expect(exact.route == walked.route, "\(start + path)")
                    #expect(exact.record == walked.record, "\(start + path)")
                    #expect(exact.prefix == walked.prefix, "\(start + path)")
                    #expect(exact.path == walked.path, "\(start + path)")
                    #expect(exact.query == walked.query, "\(start + path)")
                    #expect(exact.isEscaped == walked.isEscaped, "\(start + path)")
                    #expect(exact.hasMore == walked.hasMore, "\(start + path)")
                }
            }
        }
        // Under each location in either case, the hash finds every URL above with no escape in
        // its path that is a literal route's (14, trailing slashes, a query, an escaped query and
        // a fragment included), or whose last segment is a placeholder's after a literal way (8:
        // `/a/c`, `/c`, `/A`, `/zz`, `/a/c/`, `/a/c?id=1`, `/m/v`, whose parent keeps a catch-all
        // to come back to, and `/s/t`, whose literal sibling leads to no route).
        #expect(hits == 88)
    }

    /// A URL found by its placeholder's path leaves the walk as much to come back to as the walk
    /// would have: its parent's catch-all, and nothing when there is none.
    @Test func aPlaceholdersPathKeepsItsParentsCatchAllToComeBackTo() throws {
        for (patterns, hasMore) in [(["/m/{x}", "/m/{*rest}"], true), (["/m/{x}", "/m"], false)] {
            let parsed = try patterns.map { try DeepLinkPattern(parsing: $0) }
            let trie = RouteTrie(groups: [
                ([DeepLinkLocation(scheme: "app", host: "x")], zip(patterns, parsed).map { RouteTrie.Route(name: $0, pattern: $1) })
            ])
            let table = RouteTable(
                bytes: RouteTable.encode(trie, routes: parsed.enumerated().map { RouteTable.EncodedRoute(caseIndex: $0, feature: 0, pattern: $1) }))
            try Array("app://x/m/v".utf8).withUnsafeBufferPointer { bytes in
                let parts = try #require(URLParts(bytes))
                let rootHash = RouteTable.rootHash(UnsafeBufferPointer(rebasing: bytes[parts.location]))
                let exact = try #require(table.exactCandidate(bytes, parts, rootHash: rootHash), "\(patterns)")
                #expect(exact.route == 0)
                #expect(exact.hasMore == hasMore, "\(patterns)")
                // The walk offers the catch-all next, when there is one.
                #expect(table.candidate(bytes, skipping: 1)?.route == (hasMore ? 1 : nil))
            }
        }
    }

    /// An exact path whose route could not read the URL's query (an escape that does not decode,
    /// in a key the route binds) is not taken: the walk goes on to the next route, as it would
    /// have without exact paths.
    @Test func anExactPathWhoseQueryCannotBeReadLeavesTheURLToTheNextRoute() throws {
        let patterns = ["/q?id={id}", "/{x}"]
        let parsed = try patterns.map { try DeepLinkPattern(parsing: $0) }
        let trie = RouteTrie(groups: [
            ([DeepLinkLocation(scheme: "app", host: "x")], zip(patterns, parsed).map { RouteTrie.Route(name: $0, pattern: $1) })
        ])
        let table = RouteTable(
            bytes: RouteTable.encode(trie, routes: parsed.enumerated().map { RouteTable.EncodedRoute(caseIndex: $0, feature: 0, pattern: $1) }))
        func first(_ url: String) -> Int? {
            Array(url.utf8).withUnsafeBufferPointer { table.firstMatch($0)?.route }
        }
        #expect(first("app://x/q?id=%ZZ") == 1)
        #expect(first("app://x/q?id=%31") == 0)
        // A key the route does not bind is not read.
        #expect(first("app://x/q?other=%ZZ") == 0)
    }

    /// Generated code makes its table in a `static let`; however often one literal's table is
    /// made, it is decoded once and kept, and every copy reads the same bytes.
    @Test func aLiteralsTableIsDecodedOnceAndKept() throws {
        let pattern = try DeepLinkPattern(parsing: "/a")
        let trie = RouteTrie(groups: [([DeepLinkLocation(scheme: "app", host: "x")], [RouteTrie.Route(name: "a", pattern: pattern)])])
        let bytes = RouteTable.encode(trie, routes: [RouteTable.EncodedRoute(caseIndex: 0, feature: 0, pattern: pattern)])
        // Bytes that stay where they are, as a literal's do.
        let literal = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
        _ = literal.initialize(from: bytes)
        let first = RouteTable(literal: UnsafeBufferPointer(literal))
        let second = RouteTable(literal: UnsafeBufferPointer(literal))
        #expect(first.base == second.base)
        #expect(first.count == bytes.count)
        #expect(first.base != UnsafePointer(literal.baseAddress!))
        let root = Array("app://x".utf8).withUnsafeBufferPointer { second.root($0) }
        #expect(root != nil)
    }
}
