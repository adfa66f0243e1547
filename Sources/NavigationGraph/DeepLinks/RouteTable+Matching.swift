/// What the table's walk offers each route that fits, best first, until it takes one.
protocol RouteAcceptor {
    mutating func accept(_ candidate: RouteTable.Candidate) -> Bool
}

extension RouteTable {
    /// A route whose path fits a URL, and where in the URL its values are; the values themselves
    /// are read, and converted, only when a destination asks for them.
    struct Candidate {
        /// The route's index.
        var route: Int
        /// The offset of the route's record, found once for every value read from the match.
        var record: Int
        /// How many path segments the location's path prefix takes before the route's pattern.
        var prefix: Int
        /// The path's bytes without its leading and trailing `/`.
        var path: Range<Int>
        var query: Range<Int>?
        /// Whether the URL's path or query holds a `%`: when neither does, every value is read
        /// in place, with no look for escapes.
        var isEscaped: Bool
        /// Whether the walk has other routes that may fit.
        var hasMore: Bool
    }

    /// Why matching found no route, before any route's values were tried.
    typealias Failure = DeepLinkResolutionFailure

    /// Why a walk found no route, without the strings a ``Failure`` names: a walk whose caller
    /// only wants a candidate makes and destroys no string, and ``failure(_:_:)`` makes them for
    /// a caller that asks why.
    enum Miss {
        case malformedURL
        case unknownLocation
        case malformedPercentEncoding
        /// No route fits, or every route that fits was refused.
        case noRoute
    }

    /// The failure a walk's miss stands for, naming the URL's location or path.
    func failure(_ miss: Miss, _ bytes: UnsafeBufferPointer<UInt8>) -> Failure {
        // The walk split the same bytes: only a malformed URL has no parts.
        guard let parts = URLParts(bytes) else { return .malformedURL }
        switch miss {
        case .malformedURL: return .malformedURL
        case .malformedPercentEncoding: return .malformedPercentEncoding
        case .unknownLocation:
            return .unknownLocation(
                scheme: String(decoding: bytes[parts.scheme], as: UTF8.self), host: String(decoding: bytes[parts.host], as: UTF8.self))
        case .noRoute:
            return .noRoute(path: String(decoding: bytes[parts.path], as: UTF8.self))
        }
    }

    /// A place the walk may come back to: a node, the segment it is at, and which kind of branch
    /// to try there next.
    private struct Choice {
        var node: Int
        var position: Int
        var next: Branch
    }

    /// The kinds of branch at a trie node, in the order they are tried: the literal child, each
    /// child of a segment with literal text around a placeholder in turn, the placeholder child,
    /// the catch-all.
    private struct Branch: Comparable {
        var rawValue: Int

        static let literal = Branch(rawValue: 0)
        /// The affixed child at `index` of the node's, and those after it.
        static func affixed(_ index: Int) -> Branch { Branch(rawValue: 1 + index) }
        static let parameter = Branch(rawValue: 1 << 24)
        static let catchAll = Branch(rawValue: 1 << 25)

        static func < (lhs: Branch, rhs: Branch) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// Matches a URL over its UTF-8 bytes: the location by one hash lookup, the path by a walk of
    /// the trie that goes down the best branch first (literal, then placeholder, then catch-all)
    /// and comes back to the last place with another branch only when a branch leads nowhere or
    /// its route is refused. Offers each route that fits to `acceptor` until it takes one.
    ///
    /// The trie is a tree, so the walk enters each node at most once: a URL costs at most one
    /// visit per trie node its segments lead to, and one step per segment when its first branch
    /// fits. Nothing is allocated: segments with escapes are decoded into one buffer on the
    /// stack, and the places to come back to are kept on the stack too.
    ///
    /// - Returns: `nil` when the acceptor took a route; otherwise why no route fits, or
    ///   ``Miss/noRoute`` when routes fit and all were refused.
    func walk<Acceptor: RouteAcceptor>(_ bytes: UnsafeBufferPointer<UInt8>, _ acceptor: inout Acceptor) -> Miss? {
        guard let parts = URLParts(bytes) else {
            return .malformedURL
        }
        return walk(bytes, parts, rootHash: Self.rootHash(UnsafeBufferPointer(rebasing: bytes[parts.location])), &acceptor)
    }

    /// The path's bytes between its leading and trailing `/`.
    @inline(__always)
    private static func trimmedPath(_ bytes: UnsafeBufferPointer<UInt8>, _ parts: URLParts) -> Range<Int> {
        var start = parts.path.lowerBound
        var end = parts.path.upperBound
        if start < end, bytes[start] == UInt8(ascii: "/") { start += 1 }
        if end > start, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
        return start..<end
    }

    /// The walk over a URL already split into its parts, whose location's hash is known: under
    /// its literal host, then, when nothing there was taken, under its scheme's placeholder host.
    private func walk<Acceptor: RouteAcceptor>(
        _ bytes: UnsafeBufferPointer<UInt8>, _ parts: URLParts, rootHash: UInt32, _ acceptor: inout Acceptor
    ) -> Miss? {
        var miss = Miss.unknownLocation
        let placeholderHosts = hasPlaceholderHosts
        if let root = root(UnsafeBufferPointer(rebasing: bytes[parts.location]), hash: rootHash) {
            guard let found = walk(bytes, parts, from: root, mayGoOn: placeholderHosts, &acceptor) else { return nil }
            miss = found
        }
        guard placeholderHosts, let root = placeholderHostRoot(bytes, parts) else { return miss }
        guard let found = walk(bytes, parts, from: root, mayGoOn: false, &acceptor) else { return nil }
        return miss == .unknownLocation ? found : miss
    }

    /// The root of the placeholder host under a URL's scheme, when its host is one a placeholder
    /// matches.
    func placeholderHostRoot(_ bytes: UnsafeBufferPointer<UInt8>, _ parts: URLParts) -> Int? {
        guard DeepLinkLocation.isMatchableHost(UnsafeBufferPointer(rebasing: bytes[parts.host])) else { return nil }
        let suffix = "://" + DeepLinkLocation.placeholderHostKey
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: parts.scheme.count + suffix.utf8.count) { key in
            var index = 0
            for byte in bytes[parts.scheme] {
                key[index] = byte
                index += 1
            }
            for byte in suffix.utf8 {
                key[index] = byte
                index += 1
            }
            let key = UnsafeBufferPointer(key)
            return root(key, hash: Self.rootHash(key))
        }
    }

    /// The walk from one location's root. `mayGoOn`: routes under another root may follow, so
    /// every route offered has more after it.
    private func walk<Acceptor: RouteAcceptor>(
        _ bytes: UnsafeBufferPointer<UInt8>, _ parts: URLParts, from root: Int, mayGoOn: Bool, _ acceptor: inout Acceptor
    ) -> Miss? {
        let trimmed = Self.trimmedPath(bytes, parts)
        let start = trimmed.lowerBound
        let end = trimmed.upperBound

        return withUnsafeTemporaryAllocation(of: Choice.self, capacity: maxDepth + 1) { choices in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) { scratch in
                var choiceCount = 0
                var node = root
                // The start of the next segment; past `end` once every segment is consumed (at
                // once for the empty path).
                var position = start < end ? start : end + 1
                var branch = Branch.literal
                var firstFailure: Miss?
                let affixedSegments = hasAffixedSegments

                walking: while true {
                    // The record of a route that fits here, and whether it is a catch-all.
                    var candidate: Int?
                    var isCatchAll = false
                    if position > end {
                        // Every segment is consumed: the route that ends here, if any.
                        if branch == .literal { candidate = routeEnding(at: node) }
                    } else {
                        var segmentEnd = position
                        while segmentEnd < end, bytes[segmentEnd] != UInt8(ascii: "/") { segmentEnd += 1 }
                        let raw = UnsafeBufferPointer(rebasing: bytes[position..<segmentEnd])
                        // A path with no `%` is read in place: most are.
                        guard let segment = parts.pathIsEscaped ? PercentEncoding.decoded(raw, into: scratch) : raw else {
                            return .malformedPercentEncoding
                        }
                        let here = node
                        // The children of segments with literal text, in a table that has some.
                        let affixes = affixedSegments ? affixedChildren(of: here) : (start: 0, count: 0)
                        if branch == .literal, let next = literalChild(of: here, segment) {
                            if affixes.count > 0 || parameterChild(of: here) != nil || catchAllRoute(at: here) != nil {
                                choices[choiceCount] = Choice(node: here, position: position, next: affixes.count > 0 ? .affixed(0) : .parameter)
                                choiceCount += 1
                            }
                            node = next
                            position = segmentEnd + 1
                            continue
                        }
                        if branch < .parameter, affixes.count > 0 {
                            var index = branch == .literal ? 0 : branch.rawValue - 1
                            while index < affixes.count {
                                if let next = affixedChild(at: affixes.start + 20 * index, fitting: segment) {
                                    if index + 1 < affixes.count || parameterChild(of: here) != nil || catchAllRoute(at: here) != nil {
                                        choices[choiceCount] = Choice(node: here, position: position, next: .affixed(index + 1))
                                        choiceCount += 1
                                    }
                                    node = next
                                    position = segmentEnd + 1
                                    branch = .literal
                                    continue walking
                                }
                                index += 1
                            }
                        }
                        if branch <= .parameter, !segment.isEmpty, let next = parameterChild(of: here) {
                            if catchAllRoute(at: here) != nil {
                                choices[choiceCount] = Choice(node: here, position: position, next: .catchAll)
                                choiceCount += 1
                            }
                            node = next
                            position = segmentEnd + 1
                            branch = .literal
                            continue
                        }
                        if let record = catchAllRoute(at: here), Self.hasNoEmptySegment(bytes, position, end),
                            // Decoding the rest at once is decoding each segment and joining with `/`.
                            !parts.pathIsEscaped
                                || PercentEncoding.decoded(UnsafeBufferPointer(rebasing: bytes[position..<end]), into: scratch) != nil
                        {
                            candidate = record
                            isCatchAll = true
                        }
                    }
                    if let first = candidate {
                        // The routes of this shape, most required query keys first: a later one
                        // is read only when the one before is refused.
                        let later = alternatives(at: node, catchAll: isCatchAll)
                        var record = first
                        var index = 0
                        while true {
                            if let query = parts.query, parts.queryIsEscaped, !isReadable(bytes, query, record: record, scratch: scratch) {
                                if firstFailure == nil { firstFailure = .malformedPercentEncoding }
                            } else {
                                let offered = Candidate(
                                    route: routeIndex(record: record), record: record, prefix: depth(of: node) - patternSegments(record: record),
                                    path: start..<end,
                                    query: parts.query,
                                    isEscaped: parts.isEscaped,
                                    hasMore: mayGoOn || choiceCount > 0 || index < later.count)
                                if acceptor.accept(offered) { return nil }
                            }
                            guard index < later.count else { break }
                            record = number(later.start + 4 * index)
                            index += 1
                        }
                    }
                    // A dead end: back to the last place with another branch.
                    guard choiceCount > 0 else { break }
                    choiceCount -= 1
                    node = choices[choiceCount].node
                    position = choices[choiceCount].position
                    branch = choices[choiceCount].next
                }
                return firstFailure ?? .noRoute
            }
        }
    }

    /// Whether the segments from `position` to `end` are one or more, none empty.
    private static func hasNoEmptySegment(_ bytes: UnsafeBufferPointer<UInt8>, _ position: Int, _ end: Int) -> Bool {
        guard position < end else { return false }
        var previousWasSlash = true
        for index in position..<end {
            let isSlash = bytes[index] == UInt8(ascii: "/")
            if isSlash && previousWasSlash { return false }
            previousWasSlash = isSlash
        }
        return !previousWasSlash
    }

    /// Whether every query key decodes, and every value of a key the route binds: a route is
    /// not offered a query it could not read. Only an escape can fail to decode: the walk asks
    /// only about a query that holds one.
    private func isReadable(
        _ bytes: UnsafeBufferPointer<UInt8>, _ query: Range<Int>, record: Int, scratch: UnsafeMutableBufferPointer<UInt8>
    ) -> Bool {
        let keys = queryKeys(record: record)
        guard keys.count > 0 else { return true }
        var readable = true
        Self.forEachQueryItem(bytes, query) { key, value in
            guard let decodedKey = PercentEncoding.decoded(key, into: scratch) else {
                readable = false
                return false
            }
            if keys.contains(decodedKey), PercentEncoding.decoded(value, into: scratch) == nil {
                readable = false
                return false
            }
            return true
        }
        return readable
    }

    /// Calls `body` with each non-empty query item's raw key and value, in order, until it
    /// returns `false`.
    @inline(__always)
    static func forEachQueryItem(
        _ bytes: UnsafeBufferPointer<UInt8>, _ query: Range<Int>,
        _ body: (_ key: UnsafeBufferPointer<UInt8>, _ value: UnsafeBufferPointer<UInt8>) -> Bool
    ) {
        forEachQueryRange(bytes, query) { key, value in
            body(UnsafeBufferPointer(rebasing: bytes[key]), UnsafeBufferPointer(rebasing: bytes[value]))
        }
    }

    /// Calls `body` with where each non-empty query item's raw key and value are, in order,
    /// until it returns `false`.
    @inline(__always)
    static func forEachQueryRange(
        _ bytes: UnsafeBufferPointer<UInt8>, _ query: Range<Int>, _ body: (_ key: Range<Int>, _ value: Range<Int>) -> Bool
    ) {
        var itemStart = query.lowerBound
        while itemStart < query.upperBound {
            var itemEnd = itemStart
            var keyEnd = query.upperBound
            while itemEnd < query.upperBound {
                let byte = bytes[itemEnd]
                if byte == UInt8(ascii: "&") { break }
                if byte == UInt8(ascii: "="), keyEnd == query.upperBound { keyEnd = itemEnd }
                itemEnd += 1
            }
            if itemEnd > itemStart {
                let valueStart = keyEnd < itemEnd ? keyEnd + 1 : itemEnd
                if !body(itemStart..<min(keyEnd, itemEnd), valueStart..<itemEnd) {
                    return
                }
            }
            itemStart = itemEnd + 1
        }
    }

    // MARK: - Route records

    /// The number of the pattern's path segments before any catch-all.
    @inline(__always)
    func patternSegments(record: Int) -> Int { number(record + 8) }

    func endsInCatchAll(record: Int) -> Bool { number(record + 12) != 0 }

    /// The number of a route's path placeholders, a catch-all included.
    @inline(__always)
    func placeholderCount(record: Int) -> Int { number(record + 16) }

    /// The number of parameters of a route's destination that its record gives positions for.
    @inline(__always)
    func parameterCount(record: Int) -> Int { number(record + 24) }

    /// A route's index among the table's routes.
    @inline(__always)
    func routeIndex(record: Int) -> Int { number(record + 28) }

    /// The position in the path and the name of a route's placeholder (``hostPosition`` for the
    /// host's), and the bytes of literal text before and after it in its segment.
    @inline(__always)
    func placeholder(record: Int, _ index: Int) -> (position: Int, name: UnsafeBufferPointer<UInt8>, prefix: Int, suffix: Int) {
        let entry = record + 4 * Self.recordFields + 12 * index
        let place = number(entry)
        let name = text(number(entry + 4), number(entry + 8))
        guard place != Self.hostPosition else { return (place, name, 0, 0) }
        return (place & 0xFFF, name, place >> 12 & 0xFF, place >> 20 & 0xFF)
    }

    /// A route's query keys, for checking that a query is readable.
    func queryKeys(record: Int) -> QueryKeys {
        QueryKeys(table: self, start: record + 4 * Self.recordFields + 12 * placeholderCount(record: record), count: number(record + 20))
    }

    /// Where a route binds the destination's parameter at `position` of its declaration order:
    /// `nil` when the record does not say (a router made at run time, or a position out of
    /// range), otherwise ``ParameterSource``. Each field of the record is decoded once.
    @inline(__always)
    func parameterSource(record: Int, position: Int) -> ParameterSource? {
        guard position >= 0, position < parameterCount(record: record) else { return nil }
        let placeholders = placeholderCount(record: record)
        let keyCount = number(record + 20)
        // The query keys follow the placeholders, and the positions follow the query keys.
        let keys = record + 4 * Self.recordFields + 12 * placeholders
        let value = number(keys + 16 * keyCount + 4 * position)
        if value == 0 { return .nowhere }
        if value <= placeholders { return .placeholder(value - 1) }
        let key = keys + 16 * (value - 1 - placeholders)
        return .queryKey(text(number(key), number(key + 4)))
    }

    /// Where a route binds one of its destination's parameters.
    enum ParameterSource {
        /// The route does not bind it: its value is absent.
        case nowhere
        /// The path placeholder at this index among the route's placeholders.
        case placeholder(Int)
        /// The query key it is bound to, as the table holds it.
        case queryKey(UnsafeBufferPointer<UInt8>)
    }

    /// The query keys of a route, read in place.
    struct QueryKeys {
        let table: RouteTable
        let start: Int
        let count: Int

        func key(_ index: Int) -> UnsafeBufferPointer<UInt8> {
            table.text(table.number(start + 16 * index), table.number(start + 16 * index + 4))
        }

        func name(_ index: Int) -> UnsafeBufferPointer<UInt8> {
            table.text(table.number(start + 16 * index + 8), table.number(start + 16 * index + 12))
        }

        func contains(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
            (0..<count).contains { RouteTable.equal(self.key($0), key) }
        }
    }
}

// MARK: - Acceptors

extension RouteTable {
    /// The first route that fits a URL, and whether others may: the common case of resolving,
    /// with no closure between the walk and its result.
    func firstMatch(_ bytes: UnsafeBufferPointer<UInt8>) -> Candidate? {
        candidate(bytes, skipping: 0)
    }

    /// The route that fits a URL after `skipping` others that fit better: what resolving asks
    /// for again when a route refuses its values.
    func candidate(_ bytes: UnsafeBufferPointer<UInt8>, skipping: Int) -> Candidate? {
        guard let parts = URLParts(bytes) else { return nil }
        // Hashed once, for the exact path and, when it has no route, for the walk.
        let rootHash = Self.rootHash(UnsafeBufferPointer(rebasing: bytes[parts.location]))
        if skipping == 0, let exact = exactCandidate(bytes, parts, rootHash: rootHash) {
            return exact
        }
        var acceptor = Skipping(remaining: skipping)
        _ = walk(bytes, parts, rootHash: rootHash, &acceptor)
        return acceptor.found
    }

    /// The route whose whole path is the URL's, by literal steps alone, or by literal steps and
    /// a placeholder for the last segment, found with one hash or two and no walk: the first
    /// route the walk would offer, since it tries literal steps first. `nil` when the table
    /// holds no such path, when the path has an escape (which the walk decodes), or when the
    /// route could not read the query (the walk then tries the next).
    @inline(__always)
    func exactCandidate(_ bytes: UnsafeBufferPointer<UInt8>, _ parts: URLParts, rootHash: UInt32) -> Candidate? {
        guard exactSlotCount > 0, !parts.pathIsEscaped else { return nil }
        let path = Self.trimmedPath(bytes, parts)
        let location = UnsafeBufferPointer(rebasing: bytes[parts.location])
        var found = exactEntry(location: location, rootHash: rootHash, path: UnsafeBufferPointer(rebasing: bytes[path]))
        if found == nil {
            // The path but its last segment, which a placeholder takes: not empty, as the walk
            // gives a placeholder no empty segment; nor may the segment before it be (`//x`).
            var last = path.upperBound
            while last > path.lowerBound, bytes[last - 1] != UInt8(ascii: "/") { last -= 1 }
            guard last < path.upperBound, last != path.lowerBound + 1 else { return nil }
            let parent = path.lowerBound..<max(path.lowerBound, last - 1)
            found = exactEntry(location: location, rootHash: rootHash, path: UnsafeBufferPointer(rebasing: bytes[parent]), endsInPlaceholder: true)
        }
        guard let entry = found else { return nil }
        let record = exactRecord(entry)
        if parts.queryIsEscaped, let query = parts.query {
            let readable = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: query.count) { scratch in
                isReadable(bytes, query, record: record, scratch: scratch)
            }
            guard readable else { return nil }
        }
        return Candidate(
            route: routeIndex(record: record), record: record, prefix: exactDepth(entry) - patternSegments(record: record), path: path,
            query: parts.query, isEscaped: parts.isEscaped, hasMore: exactHasMore(entry) || hasPlaceholderHosts)
    }

    /// Offers each route that fits to a closure until it takes one.
    func match(_ bytes: UnsafeBufferPointer<UInt8>, accept: (Candidate) -> Bool) -> Failure? {
        withoutActuallyEscaping(accept) { accept in
            var acceptor = ClosureAcceptor(body: accept)
            return walk(bytes, &acceptor).map { failure($0, bytes) }
        }
    }

    /// Offers each route that fits after the first to a closure until it takes one: what
    /// resolving asks for once the first route, found without this walk, refused its values.
    /// The walk offers the refused route first, and it is passed over.
    func matchAfterFirst(_ bytes: UnsafeBufferPointer<UInt8>, accept: (Candidate) -> Bool) {
        var offered = 0
        _ = match(bytes) { candidate in
            offered += 1
            return offered > 1 && accept(candidate)
        }
    }

    /// Takes the route offered after a number of others.
    private struct Skipping: RouteAcceptor {
        var remaining: Int
        var found: Candidate?

        mutating func accept(_ candidate: Candidate) -> Bool {
            guard remaining == 0 else {
                remaining -= 1
                return false
            }
            found = candidate
            return true
        }
    }

    /// Asks a closure.
    private struct ClosureAcceptor: RouteAcceptor {
        let body: (Candidate) -> Bool

        mutating func accept(_ candidate: Candidate) -> Bool {
            body(candidate)
        }
    }
}
