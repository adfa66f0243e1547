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
struct RouteTrie: Sendable {
    /// A route as the trie sees it.
    struct Route: Sendable {
        var name: String
        var pattern: DeepLinkPattern?
    }

    struct Node: Sendable {
        var literals: [String: Int] = [:]
        var parameter: Int?
        var route: Int?
    }

    /// What matching a route needs besides its trie path.
    struct Shape: Sendable {
        var pathParameters: [String]
        var query: [DeepLinkPattern.QueryItem]
    }

    /// How to build a destination's canonical URL.
    struct BuildPlan: Sendable {
        enum Piece: Sendable {
            /// Literal text, such as `/detail`.
            case literal(String)
            /// A placeholder at a trie node, whose literal children a value must not equal.
            case parameter(String, node: Int)
        }

        var route: Int
        /// `scheme://host` and the path prefix.
        var start: String
        var path: [Piece]
        var query: [DeepLinkPattern.QueryItem]
        var endNode: Int
    }

    /// What matching a URL gives: a route and its values, or why there is none.
    enum Match {
        case route(Int, DeepLinkMatch)
        case failure(DeepLinkResolutionFailure)
    }

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
            route.pattern.map { pattern in
                Shape(
                    pathParameters: pattern.path.compactMap { segment in
                        if case .parameter(let name) = segment { return name }
                        return nil
                    },
                    query: pattern.query)
            }
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
        plans = plans.filter { nodes[$0.value.endNode].route == $0.value.route }
    }

    // MARK: - Matching

    /// Matches a URL in one pass over its UTF-8 bytes: the location by one dictionary lookup, the
    /// path by one trie step per segment, then the matched route's query keys.
    func match(_ bytes: UnsafeBufferPointer<UInt8>) -> Match {
        guard let parts = URLParts(bytes) else {
            return .failure(.malformedURL)
        }
        guard let root = roots[DeepLinkLocation.key(scheme: bytes[parts.scheme], host: bytes[parts.host])] else {
            return .failure(.unknownLocation(
                scheme: String(decoding: bytes[parts.scheme], as: UTF8.self),
                host: String(decoding: bytes[parts.host], as: UTF8.self)))
        }
        var node = root
        var pathValues: [String] = []
        var start = parts.path.lowerBound
        var end = parts.path.upperBound
        if start < end, bytes[start] == UInt8(ascii: "/") { start += 1 }
        if end > start, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
        var segmentStart = start
        while segmentStart < end || (segmentStart == end && segmentStart > start) {
            var segmentEnd = segmentStart
            while segmentEnd < end, bytes[segmentEnd] != UInt8(ascii: "/") { segmentEnd += 1 }
            guard let text = PercentEncoding.decode(UnsafeBufferPointer(rebasing: bytes[segmentStart..<segmentEnd])) else {
                return .failure(.malformedPercentEncoding)
            }
            if let next = nodes[node].literals[text] {
                node = next
            } else if !text.isEmpty, let next = nodes[node].parameter {
                pathValues.append(text)
                node = next
            } else {
                return .failure(.noRoute(path: String(decoding: bytes[parts.path], as: UTF8.self)))
            }
            if segmentEnd == end { break }
            segmentStart = segmentEnd + 1
        }
        guard let index = nodes[node].route, let shape = shapes[index] else {
            return .failure(.noRoute(path: String(decoding: bytes[parts.path], as: UTF8.self)))
        }
        var values: [(name: String, text: String)] = []
        values.reserveCapacity(shape.pathParameters.count + shape.query.count)
        for (name, text) in zip(shape.pathParameters, pathValues) {
            values.append((name, text))
        }
        if !shape.query.isEmpty, let query = parts.query {
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
                    return .failure(.malformedPercentEncoding)
                }
                guard let parameter = shape.query.first(where: { $0.key == key })?.parameter else {
                    continue
                }
                guard !values.contains(where: { $0.name == parameter }) else {
                    return .failure(.repeatedQueryKey(key))
                }
                let valueStart = equals.map { $0 + 1 } ?? itemEnd
                guard let value = PercentEncoding.decode(UnsafeBufferPointer(rebasing: bytes[valueStart..<itemEnd])) else {
                    return .failure(.malformedPercentEncoding)
                }
                values.append((parameter, value))
            }
        }
        return .route(index, DeepLinkMatch(values: values))
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
            case .parameter(let parameter, let node):
                guard case .text(let text)? = arguments.first(where: { $0.name == parameter })?.content,
                    !text.isEmpty, nodes[node].literals[text] == nil
                else {
                    return nil
                }
                bytes.append(UInt8(ascii: "/"))
                PercentEncoding.encode(text, asPathSegment: true, into: &bytes)
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
            for segment in pattern.path {
                switch segment {
                case .literal(let literal):
                    node = child(of: node, literal: literal)
                    path.append(.literal("/" + literal))
                case .parameter(let name):
                    path.append(.parameter(name, node: node))
                    if let next = nodes[node].parameter {
                        node = next
                    } else {
                        let next = newNode()
                        nodes[node].parameter = next
                        node = next
                    }
                }
            }
            if pattern.path.isEmpty && prefix.isEmpty {
                path.append(.literal("/"))
            }
            if canonical, plans[route.name] == nil, !claimed.contains(route.name) {
                plans[route.name] = BuildPlan(route: index, start: start, path: path, query: pattern.query, endNode: node)
            }
            if let existing = nodes[node].route {
                if existing != index {
                    conflicts.append(DeepLinkRouteConflict(location: location, first: existing, second: index))
                }
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
