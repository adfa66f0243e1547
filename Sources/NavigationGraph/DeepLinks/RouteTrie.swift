import Foundation

/// Two routes that match the same URLs.
public struct DeepLinkRouteConflict: Hashable, Sendable {
    /// Where the routes meet.
    public var location: DeepLinkLocation
    /// The index, in ``DeepLinkRouter/routes``, of the route that was there first and wins.
    public var first: Int
    /// The index, in ``DeepLinkRouter/routes``, of the route that can never match there.
    public var second: Int
}

/// The routes of a router as a trie of path segments under each location, with everything that
/// matching and building need worked out once. Not generic, so that matching a URL needs no
/// generic metadata whatever the router's destination type.
///
/// Matching is a depth-first walk that tries, at each segment, the literal child, then the
/// placeholder child, then a catch-all that ends there: the order of precedence. A route whose
/// values the caller refuses (a value that does not convert, a scalar query key given twice)
/// sends the walk on to the next route that fits, so a URL whose path fits a pattern always
/// opens one. The trie is a tree, so the walk enters each node at most once: a URL costs at most
/// one visit per trie node that its segments lead to, never more than the number of routes under
/// its location times the number of its segments, and usually one node per segment.
struct RouteTrie: Sendable {
    /// A route as the trie sees it.
    struct Route: Sendable {
        var name: String
        var pattern: DeepLinkPattern?
    }

    struct Node: Sendable {
        var literals: [String: Int] = [:]
        var parameter: Int?
        /// The route that ends here.
        var route: Int?
        /// The route whose catch-all takes the rest of the path from here.
        var catchAll: Int?
    }

    /// What matching a route needs besides its trie path.
    struct Shape: Sendable {
        /// The path's placeholders in order, a catch-all last.
        var pathParameters: [String]
        var query: [DeepLinkPattern.QueryItem]
    }

    /// How to build a destination's canonical URL.
    struct BuildPlan: Sendable {
        enum Piece: Sendable {
            /// Literal text, such as `/detail`.
            case literal(String)
            /// A placeholder.
            case parameter(String)
            /// A catch-all: the value's `/`-separated parts, each a segment.
            case catchAll(String)
        }

        var route: Int
        /// `scheme://host` and the path prefix.
        var start: String
        var path: [Piece]
        var query: [DeepLinkPattern.QueryItem]
        /// The node the route ends at, and whether it ends there as a catch-all.
        var endNode: Int
        var endsInCatchAll: Bool
    }

    /// Why matching found no route, before any route's values were tried.
    typealias Failure = DeepLinkResolutionFailure

    private var shapes: [Shape?]
    private var nodes: [Node] = []
    private var roots: [String: Int] = [:]
    private var plans: [String: BuildPlan] = [:]
    private(set) var conflicts: [DeepLinkRouteConflict] = []
    private(set) var invalidLocations: [DeepLinkLocation] = []

    /// Builds the trie of groups of routes, each group with its locations; route indices run
    /// across groups in order.
    init(groups: [(locations: [DeepLinkLocation], routes: [Route])]) {
        shapes = groups.flatMap(\.routes).map { route in
            route.pattern.map { Shape(pathParameters: $0.pathParameters, query: $0.query) }
        }
        var claimedNames: Set<String> = []
        var offset = 0
        for group in groups {
            for (position, location) in group.locations.enumerated() {
                insert(group.routes, startingAt: offset, under: location, canonical: position == 0, claimed: claimedNames)
            }
            // A name is canonical in the first group that has it; later groups cannot take it.
            claimedNames.formUnion(group.routes.map(\.name))
            offset += group.routes.count
        }
        // A canonical route that lost its place to a conflicting route cannot be built.
        plans = plans.filter { _, plan in
            (plan.endsInCatchAll ? nodes[plan.endNode].catchAll : nodes[plan.endNode].route) == plan.route
        }
    }

    // MARK: - Matching

    /// Matches a URL in one pass over its UTF-8 bytes: the location by one dictionary lookup, the
    /// path by a walk of the trie, then each fitting route's query keys. Offers each route that
    /// fits, best first, to `accept` until it takes one.
    ///
    /// - Returns: `nil` when `accept` took a route; otherwise why no route fits, or
    ///   ``DeepLinkResolutionFailure/noRoute(path:)`` when routes fit and `accept` refused them all.
    func match(_ bytes: UnsafeBufferPointer<UInt8>, accept: (Int, DeepLinkMatch) -> Bool) -> Failure? {
        guard let parts = URLParts(bytes) else {
            return .malformedURL
        }
        guard let root = roots[DeepLinkLocation.key(scheme: bytes[parts.scheme], host: bytes[parts.host])] else {
            return .unknownLocation(
                scheme: String(decoding: bytes[parts.scheme], as: UTF8.self),
                host: String(decoding: bytes[parts.host], as: UTF8.self))
        }
        var start = parts.path.lowerBound
        var end = parts.path.upperBound
        if start < end, bytes[start] == UInt8(ascii: "/") { start += 1 }
        if end > start, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
        // Each segment's decoded text and where it starts; an empty path has none.
        var segments: [String] = []
        var starts: [Int] = []
        if start < end {
            var segmentStart = start
            while true {
                var segmentEnd = segmentStart
                while segmentEnd < end, bytes[segmentEnd] != UInt8(ascii: "/") { segmentEnd += 1 }
                guard let text = PercentEncoding.decode(UnsafeBufferPointer(rebasing: bytes[segmentStart..<segmentEnd])) else {
                    return .malformedPercentEncoding
                }
                segments.append(text)
                starts.append(segmentStart)
                if segmentEnd >= end { break }
                segmentStart = segmentEnd + 1
            }
        }
        var walk = Walk(trie: self, bytes: bytes, segments: segments, starts: starts, end: end, query: parts.query)
        if walk.visit(root, depth: 0, accept) {
            return nil
        }
        return walk.firstFailure ?? .noRoute(path: String(decoding: bytes[parts.path], as: UTF8.self))
    }

    /// One depth-first walk of the trie for one URL.
    private struct Walk {
        let trie: RouteTrie
        let bytes: UnsafeBufferPointer<UInt8>
        let segments: [String]
        let starts: [Int]
        let end: Int
        let query: Range<Int>?
        /// The placeholders' values on the way down.
        var pathValues: [String] = []
        /// Why the best route that fit the path did not match its query, if one did not.
        var firstFailure: Failure?

        /// Tries the routes under `node`, best first. - Returns: Whether one was accepted.
        mutating func visit(_ node: Int, depth: Int, _ accept: (Int, DeepLinkMatch) -> Bool) -> Bool {
            let here = trie.nodes[node]
            if depth == segments.count {
                guard let route = here.route else { return false }
                return offer(route, rest: nil, accept)
            }
            let text = segments[depth]
            if let next = here.literals[text], visit(next, depth: depth + 1, accept) {
                return true
            }
            if !text.isEmpty, let next = here.parameter {
                pathValues.append(text)
                let accepted = visit(next, depth: depth + 1, accept)
                pathValues.removeLast()
                if accepted { return true }
            }
            if let route = here.catchAll, !segments[depth...].contains(where: \.isEmpty) {
                let rest = UnsafeBufferPointer(rebasing: bytes[starts[depth]..<end])
                // Decoding the rest at once is decoding each segment and joining with `/`.
                if let text = PercentEncoding.decode(rest) {
                    return offer(route, rest: text, accept)
                }
            }
            return false
        }

        private mutating func offer(_ route: Int, rest: String?, _ accept: (Int, DeepLinkMatch) -> Bool) -> Bool {
            guard let shape = trie.shapes[route] else {
                return false
            }
            var values: [(name: String, text: String)] = []
            values.reserveCapacity(shape.pathParameters.count + shape.query.count)
            for (name, text) in zip(shape.pathParameters, pathValues) {
                values.append((name, text))
            }
            if let rest, let name = shape.pathParameters.last {
                values.append((name, rest))
            }
            if !shape.query.isEmpty, let query {
                if let failure = Self.queryValues(bytes, query, shape.query, into: &values) {
                    if firstFailure == nil { firstFailure = failure }
                    return false
                }
            }
            return accept(route, DeepLinkMatch(values: values))
        }

        /// Appends the values of the query keys a route binds, each key as often as it is given.
        private static func queryValues(
            _ bytes: UnsafeBufferPointer<UInt8>, _ query: Range<Int>, _ items: [DeepLinkPattern.QueryItem],
            into values: inout [(name: String, text: String)]
        ) -> Failure? {
            var itemStart = query.lowerBound
            while itemStart < query.upperBound {
                var itemEnd = itemStart
                var equals: Int?
                while itemEnd < query.upperBound, bytes[itemEnd] != UInt8(ascii: "&") {
                    if equals == nil, bytes[itemEnd] == UInt8(ascii: "=") { equals = itemEnd }
                    itemEnd += 1
                }
                defer { itemStart = itemEnd + 1 }
                guard itemEnd > itemStart else { continue }
                let keyEnd = equals ?? itemEnd
                guard let key = PercentEncoding.decode(UnsafeBufferPointer(rebasing: bytes[itemStart..<keyEnd])) else {
                    return .malformedPercentEncoding
                }
                guard let parameter = items.first(where: { $0.key == key })?.parameter else {
                    continue
                }
                let valueStart = equals.map { $0 + 1 } ?? itemEnd
                guard let value = PercentEncoding.decode(UnsafeBufferPointer(rebasing: bytes[valueStart..<itemEnd])) else {
                    return .malformedPercentEncoding
                }
                values.append((parameter, value))
            }
            return nil
        }
    }

    // MARK: - Building

    /// Builds the canonical URL of the destination with this name, writing its bytes once.
    func url(for name: String, _ arguments: [DeepLinkArgument]) -> URL? {
        guard let plan = plans[name] else {
            return nil
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(plan.start.utf8.count + 24 * (plan.path.count + plan.query.count))
        bytes.append(contentsOf: plan.start.utf8)
        for piece in plan.path {
            switch piece {
            case .literal(let text):
                bytes.append(contentsOf: text.utf8)
            case .parameter(let parameter):
                // A value a literal route at the same place would take still builds: matching
                // may backtrack to this route. Whether it does is for the typed `url(for:)`,
                // which resolves what it built.
                guard case .text(let text)? = arguments.first(where: { $0.name == parameter })?.content, !text.isEmpty else {
                    return nil
                }
                bytes.append(UInt8(ascii: "/"))
                PercentEncoding.encode(text, asPathSegment: true, into: &bytes)
            case .catchAll(let parameter):
                // One or more non-empty segments: what resolving joins back with `/`.
                guard case .text(let text)? = arguments.first(where: { $0.name == parameter })?.content else {
                    return nil
                }
                for part in text.split(separator: "/", omittingEmptySubsequences: false) {
                    guard !part.isEmpty else { return nil }
                    bytes.append(UInt8(ascii: "/"))
                    PercentEncoding.encode(String(part), asPathSegment: true, into: &bytes)
                }
            }
        }
        var separator = UInt8(ascii: "?")
        for item in plan.query {
            switch arguments.first(where: { $0.name == item.parameter })?.content {
            case .text(let text):
                bytes.append(separator)
                bytes.append(contentsOf: item.key.utf8)
                bytes.append(UInt8(ascii: "="))
                PercentEncoding.encode(text, asPathSegment: false, into: &bytes)
                separator = UInt8(ascii: "&")
            case .texts(let texts):
                for text in texts {
                    bytes.append(separator)
                    bytes.append(contentsOf: item.key.utf8)
                    bytes.append(UInt8(ascii: "="))
                    PercentEncoding.encode(text, asPathSegment: false, into: &bytes)
                    separator = UInt8(ascii: "&")
                }
            case .absent:
                continue
            case .unrepresentable, nil:
                return nil
            }
        }
        return URL(string: String(decoding: bytes, as: UTF8.self))
    }

    // MARK: - Building the trie

    private mutating func insert(
        _ groupRoutes: [Route], startingAt offset: Int, under location: DeepLinkLocation, canonical: Bool, claimed: Set<String>
    ) {
        let prefix: [String]
        if location.pathPrefix.isEmpty {
            prefix = []
        } else if let literals = try? DeepLinkPattern.literalPath(location.pathPrefix) {
            prefix = literals
        } else {
            invalidLocations.append(location)
            return
        }
        guard Self.isValid(location) else {
            invalidLocations.append(location)
            return
        }
        let root: Int
        if let existing = roots[location.key] {
            root = existing
        } else {
            root = newNode()
            roots[location.key] = root
        }
        var prefixNode = root
        for literal in prefix {
            prefixNode = child(of: prefixNode, literal: literal)
        }
        let start = location.scheme + "://" + location.host + prefix.map { "/" + $0 }.joined()
        for (position, route) in groupRoutes.enumerated() {
            let index = offset + position
            guard let pattern = route.pattern else { continue }
            var node = prefixNode
            var path: [BuildPlan.Piece] = []
            var endsInCatchAll = false
            for segment in pattern.path {
                switch segment {
                case .literal(let literal):
                    node = child(of: node, literal: literal)
                    path.append(.literal("/" + literal))
                case .parameter(let name):
                    path.append(.parameter(name))
                    if let next = nodes[node].parameter {
                        node = next
                    } else {
                        let next = newNode()
                        nodes[node].parameter = next
                        node = next
                    }
                case .catchAll(let name):
                    path.append(.catchAll(name))
                    endsInCatchAll = true
                }
            }
            if pattern.path.isEmpty && prefix.isEmpty {
                path.append(.literal("/"))
            }
            if canonical, plans[route.name] == nil, !claimed.contains(route.name) {
                plans[route.name] = BuildPlan(
                    route: index, start: start, path: path, query: pattern.query, endNode: node, endsInCatchAll: endsInCatchAll)
            }
            let existing = endsInCatchAll ? nodes[node].catchAll : nodes[node].route
            if let existing {
                if existing != index {
                    conflicts.append(DeepLinkRouteConflict(location: location, first: existing, second: index))
                }
            } else if endsInCatchAll {
                nodes[node].catchAll = index
            } else {
                nodes[node].route = index
            }
        }
    }

    private mutating func newNode() -> Int {
        nodes.append(Node())
        return nodes.count - 1
    }

    private mutating func child(of node: Int, literal: String) -> Int {
        if let next = nodes[node].literals[literal] {
            return next
        }
        let next = newNode()
        nodes[node].literals[literal] = next
        return next
    }

    private static func isValid(_ location: DeepLinkLocation) -> Bool {
        DeepLinkLocation.isValidScheme(location.scheme) && DeepLinkLocation.isValidHost(location.host)
    }
}
