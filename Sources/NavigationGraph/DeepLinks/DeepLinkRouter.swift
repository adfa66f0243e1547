import Foundation

/// A table of deep-link routes, matched by a walk of a trie: the cost of resolving a URL
/// depends on the URL's length, not on how many routes there are.
///
/// At each path position a literal segment beats a placeholder, and a placeholder beats a
/// catch-all, so `/posts/new` and `/posts/{id}` coexist. When the best branch leads to no route,
/// or to a route whose values do not convert, matching backtracks to the next branch that fits:
/// with `/users/me` and `/users/{id}/posts`, `/users/me/posts` opens the second. Each trie node
/// is visited at most once per URL, so the worst case is bounded by the number of routes under
/// the URL's location times its number of segments; a URL that fits its first branch costs one
/// step per segment. A generated `{Feature}DeepLinkHandler` keeps one router for its
/// feature; the generated `AppDeepLinkRouter` merges them into one.
public struct DeepLinkRouter<Destination: Sendable>: Sendable {
    /// The routes of one feature and the locations they live under.
    struct Group: Sendable {
        var locations: [DeepLinkLocation]
        var routes: [DeepLinkRoute<Destination>]
    }

    /// Two routes that match the same URLs.
    public typealias Conflict = DeepLinkRouteConflict

    private let groups: [Group]
    /// Every route, in the order they were given.
    public let routes: [DeepLinkRoute<Destination>]
    private let trie: RouteTrie
    private let table: RouteTable

    /// Routes that match the same URLs as an earlier route; the compiler reports them as errors.
    public var conflicts: [Conflict] { trie.conflicts }

    /// Locations whose scheme, host or path prefix is not valid; their routes are left out.
    public var invalidLocations: [DeepLinkLocation] { trie.invalidLocations }

    /// The conflicts a router over these features would have, found without building its
    /// table: what the compiler checks in every build.
    @_spi(Generated)
    public static func conflicts(features: [(locations: [DeepLinkLocation], routes: [DeepLinkRoute<Destination>])]) -> [Conflict] {
        trie(features.map { Group(locations: $0.locations, routes: $0.routes) }).conflicts
    }

    /// The trie of the groups' routes, which finds their conflicts as it is built.
    private static func trie(_ groups: [Group]) -> RouteTrie {
        RouteTrie(
            groups: groups.map { group in
                (
                    group.locations,
                    group.routes.map {
                        RouteTrie.Route(
                            name: $0.name, pattern: $0.pattern, requiredQueryKeys: $0.requiredQueryKeys, valuePatterns: $0.valuePatterns)
                    }
                )
            })
    }

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

    /// Creates one router over several features' routes, each with its own locations: what
    /// ``init(merging:)`` makes from the features' routers, without building each feature's
    /// table first.
    public init(features: [(locations: [DeepLinkLocation], routes: [DeepLinkRoute<Destination>])]) {
        self.init(groups: features.map { Group(locations: $0.locations, routes: $0.routes) })
    }

    private init(groups: [Group]) {
        self.groups = groups
        routes = groups.flatMap(\.routes)
        trie = Self.trie(groups)
        var encoded: [RouteTable.EncodedRoute] = []
        for (feature, group) in groups.enumerated() {
            // The URL's host is a value of every route of a feature with a placeholder host.
            let hostParameter = group.locations.lazy.compactMap(\.hostParameter).first
            for route in group.routes {
                encoded.append(
                    RouteTable.EncodedRoute(
                        caseIndex: encoded.count, feature: feature, pattern: route.pattern,
                        hostParameter: route.pattern?.parameters.contains(hostParameter ?? "") == true ? nil : hostParameter))
            }
        }
        // Case indexes are route indexes here, one per route: each destination's plans are
        // keyed by the index of the route they build from.
        table = RouteTable(bytes: RouteTable.encode(trie, routes: encoded, buildPlans: true))
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

    // MARK: - Resolving

    /// Returns the destination a URL opens, or `nil` when no route matches it or one of its
    /// values does not convert. Never traps, whatever the URL.
    public func resolve(_ url: URL) -> Destination? {
        resolve(url.absoluteString)
    }

    /// Returns the destination a URL string opens, or `nil`.
    public func resolve(_ url: String) -> Destination? {
        var text = url
        // The walk hands back its first route, and whether it has others; the destination is
        // made here, in this generic code, not in a closure the walk calls for every route.
        return text.withUTF8 { bytes in
            guard let first = table.firstMatch(bytes) else {
                return nil
            }
            if first.hasMore {
                return resolve(first, orAfter: bytes)
            }
            return try? routes[first.route].make(DeepLinkMatch(.init(bytes: bytes, table: table, candidate: first)))
        }
    }

    /// Makes the first route's destination, and only when it refuses walks again, making each
    /// later route's destination until one is made: for a URL whose best route may refuse its
    /// values while others fit. Apart from `resolve`, which then needs no local of the generic
    /// type, whose metadata would cost more than the walk.
    private func resolve(_ first: RouteTable.Candidate, orAfter bytes: UnsafeBufferPointer<UInt8>) -> Destination? {
        if let destination = try? routes[first.route].make(DeepLinkMatch(.init(bytes: bytes, table: table, candidate: first))) {
            return destination
        }
        var destination: Destination?
        table.matchAfterFirst(bytes) { candidate in
            destination = try? routes[candidate.route].make(DeepLinkMatch(.init(bytes: bytes, table: table, candidate: candidate)))
            return destination != nil
        }
        return destination
    }

    /// Resolves a URL string and tells why it does not match when it does not: the reason the
    /// best route that fits its path refused its values, or why no route fits.
    public func resolution(of url: String) -> DeepLinkResolution<Destination> {
        var text = url
        var result: (destination: Destination, route: Int, values: [(name: String, text: String)])?
        var firstRefusal: DeepLinkResolutionFailure?
        let failure = text.withUTF8 { bytes in
            table.match(bytes) { candidate in
                let index = candidate.route
                let match = DeepLinkMatch(.init(bytes: bytes, table: table, candidate: candidate))
                do {
                    result = (try routes[index].make(match), index, match.values)
                    return true
                } catch let mismatch as DeepLinkMatch.Mismatch {
                    if firstRefusal == nil { firstRefusal = .mismatch(route: index, mismatch) }
                } catch {
                    if firstRefusal == nil { firstRefusal = .mismatch(route: index, .invalid(parameter: "", text: "\(error)")) }
                }
                return false
            }
        }
        if let result {
            return .matched(result.destination, route: result.route, values: result.values)
        }
        return .unmatched(firstRefusal ?? failure ?? .malformedURL)
    }

    // MARK: - Building

    /// Builds the canonical URL of a destination from its values, without checking that the URL
    /// resolves back to it: the typed ``url(for:)`` of a generated destination does that. When
    /// the canonical location cannot hold the values, the URL is built under the first
    /// placeholder host (`https://{server}`) that can, with the value of its parameter as host.
    ///
    /// - Parameters:
    ///   - name: The destination's name, as given to its routes.
    ///   - arguments: The destination's parameter values.
    /// - Returns: The URL, or `nil` when the destination has no route, a value cannot be
    ///   written (an empty path segment, a catch-all with an empty segment, a non-finite number)
    ///   or a required value is missing.
    public func url(for name: String, _ arguments: [DeepLinkArgument] = []) -> URL? {
        url(for: name, arguments) { _ in true }
    }

    /// The first URL a plan of the destination with this name builds that `accepts` takes,
    /// under its canonical location, then under each placeholder host of its feature: with the
    /// same code and the same plans as a generated handler's table, values going by name.
    func url(for name: String, _ arguments: [DeepLinkArgument], accepting accepts: (URL) -> Bool) -> URL? {
        guard let key = trie.planRoute(for: name) else { return nil }
        return table.firstURL(
            key: key, { _, parameter in arguments.first { $0.name.utf8.elementsEqual(parameter) }?.content },
            accepting: accepts)
    }
}

/// What resolving a URL gives: a destination, or why there is none.
public enum DeepLinkResolution<Destination: Sendable>: Sendable {
    /// A route matched; `route` is its index in ``DeepLinkRouter/routes``, and `values` are the
    /// values the URL bound, as ``DeepLinkMatch/values`` gives them.
    case matched(Destination, route: Int, values: [(name: String, text: String)])
    /// No destination.
    case unmatched(DeepLinkResolutionFailure)
}

/// Why a URL opens nothing.
public enum DeepLinkResolutionFailure: Hashable, Sendable, CustomStringConvertible {
    /// The URL has no `scheme://host`, or has user information or a port.
    case malformedURL
    /// No route lives under the URL's scheme and host.
    case unknownLocation(scheme: String, host: String)
    /// A path segment or query item has a malformed percent-escape or is not UTF-8.
    case malformedPercentEncoding
    /// No route has the URL's path.
    case noRoute(path: String)
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
        case .mismatch(_, .missing(let parameter)):
            return "the path matches, but required parameter '\(parameter)' is missing"
        case .mismatch(_, .invalid(let parameter, let text)):
            return "the path matches, but '\(text)' is not a valid value of parameter '\(parameter)'"
        case .mismatch(_, .repeated(let parameter)):
            return "the path matches, but parameter '\(parameter)', which takes one value, is given more than once"
        }
    }
}

extension DeepLinkRouter where Destination == any NavigationContract {
    fileprivate init(erasing groups: [DeepLinkRouter<any NavigationContract>.Group]) {
        self.init(groups: groups)
    }
}

extension DeepLinkRouter where Destination: NavigationContract {
    /// The same routes, making type-erased destinations, for merging the routers of several
    /// features into one.
    public func erased() -> DeepLinkRouter<any NavigationContract> {
        DeepLinkRouter<any NavigationContract>(
            erasing: groups.map { group in
                .init(
                    locations: group.locations,
                    routes: group.routes.map { route in
                        let make = route.make
                        return DeepLinkRoute<any NavigationContract>(
                            name: route.name, pattern: route.pattern, requiredQueryKeys: route.requiredQueryKeys,
                            valuePatterns: route.valuePatterns
                        ) { match in try make(match) }
                    })
            })
    }
}
