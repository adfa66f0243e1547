import Foundation

/// A table of deep-link routes, matched in one walk of a trie: the cost of resolving a URL
/// depends on the URL's length, not on how many routes there are.
///
/// At each path position a literal segment beats a placeholder, so `/posts/new` and
/// `/posts/{id}` coexist. A generated `{Feature}DeepLinkHandler` keeps one router for its
/// feature; the generated `AppDeepLinkRouter` merges them into one.
public struct DeepLinkRouter<Destination: Sendable>: Sendable {
    /// The routes of one feature and the locations they live under.
    struct Group: Sendable {
        var locations: [DeepLinkLocation]
        var routes: [DeepLinkRoute<Destination>]
    }

    struct Node: Sendable {
        var literals: [String: Int] = [:]
        var parameter: Int?
        var route: Int?
    }

    /// Two routes that match the same URLs.
    public struct Conflict: Hashable, Sendable {
        /// Where the routes meet.
        public var location: DeepLinkLocation
        /// The index, in ``DeepLinkRouter/routes``, of the route that was there first and wins.
        public var first: Int
        /// The index, in ``DeepLinkRouter/routes``, of the route that can never match there.
        public var second: Int
    }

    private let groups: [Group]
    /// Every route, in the order they were given.
    public let routes: [DeepLinkRoute<Destination>]
    private let groupOfRoute: [Int]
    private var nodes: [Node] = []
    private var roots: [String: Int] = [:]
    private var prefixes: [DeepLinkLocation: [String]] = [:]
    private var canonicalRoutes: [String: Int] = [:]
    /// Routes that match the same URLs as an earlier route; the compiler reports them as errors.
    public private(set) var conflicts: [Conflict] = []
    /// Locations whose scheme, host or path prefix is not valid; their routes are left out.
    public private(set) var invalidLocations: [DeepLinkLocation] = []

    /// Creates the router of one feature.
    ///
    /// - Parameters:
    ///   - locations: Where the feature's URLs live; the first is canonical: ``url(for:_:)``
    ///     builds URLs with it.
    ///   - routes: The routes, in order; a destination's first route is its canonical one.
    public init(locations: [DeepLinkLocation], routes: [DeepLinkRoute<Destination>]) {
        self.init(groups: [Group(locations: locations, routes: routes)])
    }

    /// Creates one router over the routes of several routers, such as every feature of an app.
    public init(merging routers: [DeepLinkRouter<Destination>]) {
        self.init(groups: routers.flatMap(\.groups))
    }

    private init(groups: [Group]) {
        self.groups = groups
        routes = groups.flatMap(\.routes)
        groupOfRoute = groups.indices.flatMap { index in
            Array(repeating: index, count: groups[index].routes.count)
        }
        var offset = 0
        for group in groups {
            for location in group.locations {
                insert(group.routes, startingAt: offset, under: location)
            }
            offset += group.routes.count
        }
    }

    /// The scheme of the canonical location, or an empty string without locations.
    public var scheme: String { groups.first?.locations.first?.scheme ?? "" }

    /// The host of the canonical location, or an empty string without locations.
    public var host: String { groups.first?.locations.first?.host ?? "" }

    /// Every location of every route, in order, without repeats.
    public var locations: [DeepLinkLocation] {
        var seen: Set<DeepLinkLocation> = []
        return groups.flatMap(\.locations).filter { seen.insert($0).inserted }
    }

    /// The same routes, making a different destination.
    public func map<Other: Sendable>(
        _ transform: @escaping @Sendable (Destination) -> Other
    ) -> DeepLinkRouter<Other> {
        DeepLinkRouter<Other>(groups: groups.map { group in
            .init(locations: group.locations, routes: group.routes.map { $0.map(transform) })
        })
    }

    // MARK: - Resolving

    /// Returns the destination a URL opens, or `nil` when no route matches it or one of its
    /// values does not convert. Never traps, whatever the URL.
    public func resolve(_ url: URL) -> Destination? {
        resolve(url.absoluteString)
    }

    /// Returns the destination a URL string opens, or `nil`.
    public func resolve(_ url: String) -> Destination? {
        if case .matched(let destination, _, _) = resolution(of: url) {
            return destination
        }
        return nil
    }

    /// Resolves a URL string and tells why it does not match when it does not.
    public func resolution(of url: String) -> DeepLinkResolution<Destination> {
        guard let parts = URLParts(url) else {
            return .unmatched(.malformedURL)
        }
        guard let root = roots[DeepLinkLocation.key(scheme: parts.scheme, host: parts.host)] else {
            return .unmatched(.unknownLocation(
                scheme: String(Substring(parts.scheme)), host: String(Substring(parts.host))))
        }
        var node = root
        var pathValues: [String] = []
        var path = parts.path
        if path.first == UInt8(ascii: "/") { path = path.dropFirst() }
        if path.last == UInt8(ascii: "/") { path = path.dropLast() }
        if !path.isEmpty {
            for raw in path.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
                guard let text = PercentEncoding.decode(Substring(raw).utf8) else {
                    return .unmatched(.malformedPercentEncoding)
                }
                if let next = nodes[node].literals[text] {
                    node = next
                } else if !text.isEmpty, let next = nodes[node].parameter {
                    pathValues.append(text)
                    node = next
                } else {
                    return .unmatched(.noRoute(path: String(Substring(parts.path))))
                }
            }
        }
        guard let index = nodes[node].route, let pattern = routes[index].pattern else {
            return .unmatched(.noRoute(path: String(Substring(parts.path))))
        }
        let route = routes[index]
        var values: [(name: String, text: String)] = []
        values.reserveCapacity(pathValues.count + pattern.query.count)
        var valueIndex = 0
        for case .parameter(let name) in pattern.path {
            values.append((name, pathValues[valueIndex]))
            valueIndex += 1
        }
        if !pattern.query.isEmpty, let query = parts.query {
            for item in query.split(separator: UInt8(ascii: "&")) {
                let equals = item.firstIndex(of: UInt8(ascii: "=")) ?? item.endIndex
                guard let key = PercentEncoding.decode(Substring(item[item.startIndex..<equals]).utf8) else {
                    return .unmatched(.malformedPercentEncoding)
                }
                guard let parameter = pattern.query.first(where: { $0.key == key })?.parameter else {
                    continue
                }
                guard !values.contains(where: { $0.name == parameter }) else {
                    return .unmatched(.repeatedQueryKey(key))
                }
                let valueStart = equals == item.endIndex ? equals : item.index(after: equals)
                guard let value = PercentEncoding.decode(Substring(item[valueStart..<item.endIndex]).utf8) else {
                    return .unmatched(.malformedPercentEncoding)
                }
                values.append((parameter, value))
            }
        }
        let match = DeepLinkMatch(values: values)
        do {
            return .matched(try route.make(match), route: index, match: match)
        } catch let mismatch as DeepLinkMatch.Mismatch {
            return .unmatched(.mismatch(route: index, mismatch))
        } catch {
            return .unmatched(.mismatch(route: index, .invalid(parameter: "", text: "\(error)")))
        }
    }

    // MARK: - Building

    /// Builds the canonical URL of a destination.
    ///
    /// - Parameters:
    ///   - name: The destination's name, as given to its routes.
    ///   - arguments: The destination's parameter values.
    /// - Returns: The URL, or `nil` when the destination has no route, a value cannot be
    ///   represented (an empty path segment, a value a literal route at the same place would
    ///   capture, a non-finite number) or a required value is missing.
    public func url(for name: String, _ arguments: [DeepLinkArgument] = []) -> URL? {
        guard let index = canonicalRoutes[name], let pattern = routes[index].pattern,
            let location = groups[groupOfRoute[index]].locations.first,
            let prefix = prefixes[location], var node = roots[location.key]
        else {
            return nil
        }
        var url = location.scheme + "://" + location.host
        for literal in prefix {
            guard let next = nodes[node].literals[literal] else { return nil }
            url += "/" + literal
            node = next
        }
        for segment in pattern.path {
            switch segment {
            case .literal(let literal):
                guard let next = nodes[node].literals[literal] else { return nil }
                url += "/" + literal
                node = next
            case .parameter(let parameter):
                guard case .text(let text)? = arguments.first(where: { $0.name == parameter })?.content,
                    !text.isEmpty, nodes[node].literals[text] == nil, let next = nodes[node].parameter
                else {
                    return nil
                }
                url += "/" + PercentEncoding.encode(text, asPathSegment: true)
                node = next
            }
        }
        guard nodes[node].route == index else {
            return nil
        }
        if pattern.path.isEmpty && prefix.isEmpty {
            url += "/"
        }
        var separator = "?"
        for item in pattern.query {
            switch arguments.first(where: { $0.name == item.parameter })?.content {
            case .text(let text):
                url += separator + item.key + "=" + PercentEncoding.encode(text, asPathSegment: false)
                separator = "&"
            case .absent:
                continue
            case .unrepresentable, nil:
                return nil
            }
        }
        return URL(string: url)
    }

    // MARK: - Building the trie

    private mutating func insert(_ groupRoutes: [DeepLinkRoute<Destination>], startingAt offset: Int, under location: DeepLinkLocation) {
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
        prefixes[location] = prefix
        let root: Int
        if let existing = roots[location.key] {
            root = existing
        } else {
            root = newNode()
            roots[location.key] = root
        }
        for (position, route) in groupRoutes.enumerated() {
            let index = offset + position
            if canonicalRoutes[route.name] == nil {
                canonicalRoutes[route.name] = index
            }
            guard let pattern = route.pattern else { continue }
            var node = root
            for literal in prefix {
                node = child(of: node, literal: literal)
            }
            for segment in pattern.path {
                switch segment {
                case .literal(let literal):
                    node = child(of: node, literal: literal)
                case .parameter:
                    if let next = nodes[node].parameter {
                        node = next
                    } else {
                        let next = newNode()
                        nodes[node].parameter = next
                        node = next
                    }
                }
            }
            if let existing = nodes[node].route {
                if existing != index {
                    conflicts.append(Conflict(location: location, first: existing, second: index))
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
        let scheme = location.scheme.utf8
        guard let first = scheme.first, (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(PercentEncoding.lowercased(first)),
            scheme.allSatisfy({ PercentEncoding.isUnreserved($0) && $0 != UInt8(ascii: "_") && $0 != UInt8(ascii: "~") || $0 == UInt8(ascii: "+") })
        else {
            return false
        }
        return !location.host.isEmpty && location.host.utf8.allSatisfy {
            PercentEncoding.isUnreserved($0) && $0 != UInt8(ascii: "~")
        }
    }
}

/// What resolving a URL gives: a destination, or why there is none.
public enum DeepLinkResolution<Destination: Sendable>: Sendable {
    /// A route matched; `route` is its index in ``DeepLinkRouter/routes``.
    case matched(Destination, route: Int, match: DeepLinkMatch)
    /// No destination.
    case unmatched(DeepLinkResolutionFailure)
}

/// Why a URL opens nothing.
public enum DeepLinkResolutionFailure: Hashable, Sendable, CustomStringConvertible {
    /// The URL is too long, has no `scheme://host`, or has user information or a port.
    case malformedURL
    /// No route lives under the URL's scheme and host.
    case unknownLocation(scheme: String, host: String)
    /// A path segment or query item has a malformed percent-escape or is not UTF-8.
    case malformedPercentEncoding
    /// No route has the URL's path.
    case noRoute(path: String)
    /// A query key that a route binds appears more than once.
    case repeatedQueryKey(String)
    /// The route at this index matched the path, but a value is missing or does not convert.
    case mismatch(route: Int, DeepLinkMatch.Mismatch)

    public var description: String {
        switch self {
        case .malformedURL:
            return "the URL is not of the form scheme://host/path (or is too long, or has a user or a port)"
        case .unknownLocation(let scheme, let host):
            return "no route lives under \(scheme)://\(host)"
        case .malformedPercentEncoding:
            return "the URL has a malformed percent-escape or text that is not UTF-8"
        case .noRoute(let path):
            return "no route has the path '\(path.isEmpty ? "/" : path)'"
        case .repeatedQueryKey(let key):
            return "query key '\(key)' is given more than once"
        case .mismatch(_, .missing(let parameter)):
            return "the path matches, but required parameter '\(parameter)' is missing"
        case .mismatch(_, .invalid(let parameter, let text)):
            return "the path matches, but '\(text)' is not a valid value of parameter '\(parameter)'"
        }
    }
}

extension DeepLinkRouter where Destination: NavigationContract {
    /// The same routes, making type-erased destinations, for merging the routers of several
    /// features into one.
    public func erased() -> DeepLinkRouter<any NavigationContract> {
        map { $0 }
    }
}
