import Foundation

/// What the trie's walk offers each route that fits, best first, until it takes one.
private protocol RouteAcceptor {
    mutating func accept(_ route: Int, _ match: DeepLinkMatch, hasMore: Bool) -> Bool
}

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

    /// A place the walk may come back to: a node, the segment it is at, how many values were
    /// bound on the way, and which kind of branch to try there next.
    private struct Choice {
        var node: Int
        var position: Int
        var valueCount: Int
        var next: Branch
    }

    /// Matches a URL over its UTF-8 bytes: the location by one dictionary lookup, the path by a
    /// walk of the trie that goes down the best branch first and comes back to the last place
    /// with another branch only when it leads nowhere, then each fitting route's query keys.
    /// Offers each route that fits, best first, to `accept` until it takes one; `accept` also
    /// learns whether the walk could offer another.
    ///
    /// A URL that fits its first branch is matched in one pass, decoding each segment once, with
    /// no allocation but the values it binds.
    ///
    /// - Returns: `nil` when `accept` took a route; otherwise why no route fits, or
    ///   ``DeepLinkResolutionFailure/noRoute(path:)`` when routes fit and `accept` refused them all.
    func match(
        _ bytes: UnsafeBufferPointer<UInt8>, accept: (_ route: Int, _ match: DeepLinkMatch, _ hasMore: Bool) -> Bool
    ) -> Failure? {
        withoutActuallyEscaping(accept) { accept in
            var acceptor = ClosureAcceptor(body: accept)
            return match(bytes, &acceptor)
        }
    }

    /// The first route that fits a URL, and whether others may: the common case of resolving,
    /// with no closure between the walk and its result.
    func firstMatch(_ bytes: UnsafeBufferPointer<UInt8>) -> Candidate? {
        var acceptor = FirstRoute()
        _ = match(bytes, &acceptor)
        return acceptor.found
    }

    /// Takes the first route offered.
    private struct FirstRoute: RouteAcceptor {
        var found: Candidate?

        mutating func accept(_ route: Int, _ match: DeepLinkMatch, hasMore: Bool) -> Bool {
            found = Candidate(route: route, match: match, hasMore: hasMore)
            return true
        }
    }

    /// A route that fits a URL, with its values. A nominal type rather than a tuple, whose
    /// metadata generic code would have to build at run time on every resolve.
    struct Candidate {
        var route: Int
        var match: DeepLinkMatch
        /// Whether the walk has other routes that fit.
        var hasMore: Bool
    }

    /// Asks a closure.
    private struct ClosureAcceptor: RouteAcceptor {
        let body: (Int, DeepLinkMatch, Bool) -> Bool

        mutating func accept(_ route: Int, _ match: DeepLinkMatch, hasMore: Bool) -> Bool {
            body(route, match, hasMore)
        }
    }

    /// The walk itself, specialized for each kind of acceptor.
    private func match<Acceptor: RouteAcceptor>(_ bytes: UnsafeBufferPointer<UInt8>, _ acceptor: inout Acceptor) -> Failure? {
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

        var choices: [Choice] = []
        var node = root
        // The start of the next segment; past `end` once every segment is consumed (at once
        // for the empty path).
        var position = start < end ? start : end + 1
        var pathValues: [String] = []
        var branch = Branch.literal
        var firstFailure: Failure?

        while true {
            var candidate: (route: Int, rest: String?)?
            if position > end {
                // Every segment is consumed: the route that ends here, if any.
                if branch == .literal, let route = nodes[node].route {
                    candidate = (route, nil)
                }
            } else {
                var segmentEnd = position
                while segmentEnd < end, bytes[segmentEnd] != UInt8(ascii: "/") { segmentEnd += 1 }
                guard let text = PercentEncoding.decode(UnsafeBufferPointer(rebasing: bytes[position..<segmentEnd])) else {
                    return .malformedPercentEncoding
                }
                let here = node
                if branch == .literal, let next = nodes[here].literals[text] {
                    if nodes[here].parameter != nil || nodes[here].catchAll != nil {
                        choices.append(Choice(node: here, position: position, valueCount: pathValues.count, next: .parameter))
                    }
                    node = next
                    position = segmentEnd + 1
                    continue
                }
                if branch <= .parameter, !text.isEmpty, let next = nodes[here].parameter {
                    if nodes[here].catchAll != nil {
                        choices.append(Choice(node: here, position: position, valueCount: pathValues.count, next: .catchAll))
                    }
                    pathValues.append(text)
                    node = next
                    position = segmentEnd + 1
                    branch = .literal
                    continue
                }
                if let route = nodes[here].catchAll, Self.hasNoEmptySegment(bytes, position, end),
                    // Decoding the rest at once is decoding each segment and joining with `/`.
                    let rest = PercentEncoding.decode(UnsafeBufferPointer(rebasing: bytes[position..<end]))
                {
                    candidate = (route, rest)
                }
            }
            if let candidate, let shape = shapes[candidate.route] {
                var values: [(name: String, text: String)] = []
                values.reserveCapacity(shape.pathParameters.count + shape.query.count)
                for (name, text) in zip(shape.pathParameters, pathValues) {
                    values.append((name, text))
                }
                if let rest = candidate.rest, let name = shape.pathParameters.last {
                    values.append((name, rest))
                }
                if !shape.query.isEmpty, let query = parts.query,
                    let failure = Self.queryValues(bytes, query, shape.query, into: &values)
                {
                    if firstFailure == nil { firstFailure = failure }
                } else if acceptor.accept(candidate.route, DeepLinkMatch(values: values), hasMore: !choices.isEmpty) {
                    return nil
                }
            }
            // A dead end: back to the last place with another branch.
            guard let choice = choices.popLast() else { break }
            node = choice.node
            position = choice.position
            pathValues.removeLast(pathValues.count - choice.valueCount)
            branch = choice.next
        }
        return firstFailure ?? .noRoute(path: String(decoding: bytes[parts.path], as: UTF8.self))
    }

    /// The kinds of branch at a trie node, in the order they are tried.
    private enum Branch: Int, Comparable {
        case literal
        case parameter
        case catchAll

        static func < (lhs: Branch, rhs: Branch) -> Bool { lhs.rawValue < rhs.rawValue }
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

    /// Appends the values of the query keys a route binds, each key as often as it is given.
    @inline(__always)
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
