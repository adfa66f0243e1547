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
/// step per segment.
///
/// A router made from patterns parses them and builds its table when made. A generated
/// `{Feature}DeepLinkHandler`'s `router`, and the generated `AppDeepLinkRouter`'s over every
/// feature, are made over the tables navgraph compiled at build time instead: they parse a
/// pattern only when ``routes`` is read.
public struct DeepLinkRouter<Destination: Sendable>: Sendable {
    /// The routes of one feature and the locations they live under.
    struct Group: Sendable {
        var locations: [DeepLinkLocation]
        var routes: [DeepLinkRoute<Destination>]
    }

    /// Two routes that match the same URLs.
    public typealias Conflict = DeepLinkRouteConflict

    /// Where the routes come from: patterns parsed at run time, or a table navgraph compiled.
    let source: Source
    let table: RouteTable

    enum Source: Sendable {
        /// Routes given with their patterns: the table is encoded from their trie, which also
        /// found their conflicts, and each route's closure makes its destination.
        case parsed(groups: [Group], routes: [DeepLinkRoute<Destination>], trie: RouteTrie)
        /// One feature's routes as navgraph compiled them into its handler's table.
        case feature(CompiledFeature)
        /// An app's routes, compiled into one table over every feature's: each feature's own
        /// router is made only when asked for what the app's table does not hold.
        case app(features: @Sendable () -> [DeepLinkRouter<Destination>], make: Make)
    }

    /// Makes the destination of the route whose record is at `record` in `table`, or throws why
    /// the values do not make it.
    typealias Make = @Sendable (_ table: RouteTable, _ record: Int, _ values: borrowing DeepLinkMatch) throws -> Destination

    /// A feature's compiled routes: its table resolves and builds, and its routes are parsed from
    /// their lines only when ``routes`` is first read.
    struct CompiledFeature: Sendable {
        var locations: [DeepLinkLocation]
        /// The routes, parsed from the lines the handler lists them in.
        var routes: @Sendable () -> [DeepLinkRoute<Destination>]
        /// The key of the build plans of the destination with a name: its case index.
        var planKey: @Sendable (String) -> Int?
        var make: Make
    }

    /// Every route, in the order they were given. A router navgraph compiled parses its patterns
    /// from the handler's lines when this is first read: resolving and building URLs do not.
    public var routes: [DeepLinkRoute<Destination>] {
        switch source {
        case .parsed(_, let routes, _): routes
        case .feature(let feature): feature.routes()
        case .app(let features, _): features().flatMap(\.routes)
        }
    }

    /// Each feature's locations and routes.
    var groups: [Group] {
        switch source {
        case .parsed(let groups, _, _): groups
        case .feature(let feature): [Group(locations: feature.locations, routes: feature.routes())]
        case .app(let features, _): features().flatMap(\.groups)
        }
    }

    /// Each feature's locations, without parsing a route.
    private var locationLists: [[DeepLinkLocation]] {
        switch source {
        case .parsed(let groups, _, _): groups.map(\.locations)
        case .feature(let feature): [feature.locations]
        case .app(let features, _): features().flatMap(\.locationLists)
        }
    }

    /// Routes that match the same URLs as an earlier route; the compiler reports them as errors,
    /// so a router navgraph compiled has none.
    public var conflicts: [Conflict] {
        guard case .parsed(_, _, let trie) = source else { return [] }
        return trie.conflicts
    }

    /// Locations whose scheme, host or path prefix is not valid; their routes are left out. The
    /// compiler reports them as errors, so a router navgraph compiled has none.
    public var invalidLocations: [DeepLinkLocation] {
        guard case .parsed(_, _, let trie) = source else { return [] }
        return trie.invalidLocations
    }

    /// The conflicts a router over these features would have, found without building its
    /// table: what the compiler checks in every build.
    @_spi(Generated)
    public static func conflicts(features: [(locations: [DeepLinkLocation], routes: [DeepLinkRoute<Destination>])]) -> [Conflict] {
        trie(features.map { Group(locations: $0.locations, routes: $0.routes) }, buildsPlans: false).conflicts
    }

    /// The trie of the groups' routes, which finds their conflicts as it is built.
    private static func trie(_ groups: [Group], buildsPlans: Bool = true) -> RouteTrie {
        RouteTrie(
            groups: groups.map { group in
                (
                    group.locations,
                    group.routes.map {
                        RouteTrie.Route(
                            name: $0.name, pattern: $0.pattern, requiredQueryKeys: $0.requiredQueryKeys, valuePatterns: $0.valuePatterns)
                    }
                )
            }, buildsPlans: buildsPlans)
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
    /// The routes of routers navgraph compiled are parsed, and the merged router's table is
    /// encoded from their patterns.
    public init(merging routers: [DeepLinkRouter<Destination>]) {
        self.init(groups: routers.flatMap(\.groups))
    }

    /// Creates one router over several features' routes, each with its own locations: what
    /// ``init(merging:)`` makes from the features' routers, without building each feature's
    /// table first.
    public init(features: [(locations: [DeepLinkLocation], routes: [DeepLinkRoute<Destination>])]) {
        self.init(groups: features.map { Group(locations: $0.locations, routes: $0.routes) })
    }

    init(groups: [Group]) {
        let routes = groups.flatMap(\.routes)
        let trie = Self.trie(groups)
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
        source = .parsed(groups: groups, routes: routes, trie: trie)
        table = RouteTable(bytes: RouteTable.encode(trie, routes: encoded, buildPlans: true))
    }

    /// A router over a table navgraph compiled.
    init(compiled table: RouteTable, feature: CompiledFeature) {
        source = .feature(feature)
        self.table = table
    }

    /// A router over an app's table navgraph compiled, whose features' routers are made when
    /// asked for.
    init(compiled table: RouteTable, features: @escaping @Sendable () -> [DeepLinkRouter<Destination>], make: @escaping Make) {
        source = .app(features: features, make: make)
        self.table = table
    }

    /// The scheme of the canonical location, or an empty string without locations.
    public var scheme: String { canonicalLocation?.scheme ?? "" }

    /// The host of the canonical location, or an empty string without locations.
    public var host: String { canonicalLocation?.host ?? "" }

    private var canonicalLocation: DeepLinkLocation? {
        switch source {
        case .parsed(let groups, _, _): groups.first?.locations.first
        case .feature(let feature): feature.locations.first
        case .app(let features, _): features().first?.canonicalLocation
        }
    }

    /// Every location of every route, in order, without repeats.
    public var locations: [DeepLinkLocation] {
        var seen: Set<DeepLinkLocation> = []
        return locationLists.joined().filter { seen.insert($0).inserted }
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
            return try? make(first, DeepLinkMatch(.init(bytes: bytes, table: table, candidate: first)))
        }
    }

    /// Makes the destination of a route that fits a URL, or throws why its values do not make it.
    private func make(_ candidate: RouteTable.Candidate, _ match: borrowing DeepLinkMatch) throws -> Destination {
        switch source {
        case .parsed(_, let routes, _): try routes[candidate.route].make(match)
        case .feature(let feature): try feature.make(table, candidate.record, match)
        case .app(_, let make): try make(table, candidate.record, match)
        }
    }

    /// Makes the first route's destination, and only when it refuses walks again, making each
    /// later route's destination until one is made: for a URL whose best route may refuse its
    /// values while others fit. Apart from `resolve`, which then needs no local of the generic
    /// type, whose metadata would cost more than the walk.
    private func resolve(_ first: RouteTable.Candidate, orAfter bytes: UnsafeBufferPointer<UInt8>) -> Destination? {
        if let destination = try? make(first, DeepLinkMatch(.init(bytes: bytes, table: table, candidate: first))) {
            return destination
        }
        var destination: Destination?
        table.matchAfterFirst(bytes) { candidate in
            destination = try? make(candidate, DeepLinkMatch(.init(bytes: bytes, table: table, candidate: candidate)))
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
                    result = (try make(candidate, match), index, match.values)
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
        guard let (table, key) = plans(for: name) else { return nil }
        return table.firstURL(key: key, NamedArguments(arguments: arguments), trustingProofs: false, accepting: accepts)
    }

    /// A destination's values by their parameters' names, as a router's plans read them.
    private struct NamedArguments: PlanArguments {
        let arguments: [DeepLinkArgument]

        func content(at position: Int, named name: UnsafeBufferPointer<UInt8>) -> DeepLinkArgument.Content? {
            arguments.first { $0.name.utf8.elementsEqual(name) }?.content
        }
    }

    /// The table holding the build plans of the destination with this name, and their key: in
    /// an app's compiled router, those of the first feature with a route of that name.
    private func plans(for name: String) -> (RouteTable, key: Int)? {
        switch source {
        case .parsed(_, _, let trie):
            return trie.planRoute(for: name).map { (table, $0) }
        case .feature(let feature):
            guard let key = feature.planKey(name), table.planCount(key: key) > 0 else { return nil }
            return (table, key)
        case .app(let features, _):
            return features().lazy.compactMap { $0.plans(for: name) }.first
        }
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
            return "no route lives under \(VisibleText.escaped(scheme))://\(VisibleText.escaped(host))"
        case .malformedPercentEncoding:
            return "the URL has a malformed percent-escape or text that is not UTF-8"
        case .noRoute(let path):
            return "no route has the path '\(path.isEmpty ? "/" : VisibleText.escaped(path))'"
        case .mismatch(_, .missing(let parameter)):
            return "the path matches, but required parameter '\(parameter)' is missing"
        case .mismatch(_, .invalid(let parameter, let text)):
            return "the path matches, but '\(VisibleText.escaped(text))' is not a valid value of parameter '\(parameter)'"
        case .mismatch(_, .repeated(let parameter)):
            return "the path matches, but parameter '\(parameter)', which takes one value, is given more than once"
        }
    }
}

/// A closure that calls `make` the first time it is called, and only then, and gives what it made
/// every time: what a compiled router does with work that only ``DeepLinkRouter/routes`` and its
/// like need, so that a screen that reads them on every update parses once.
func memoized<Value>(_ make: @escaping @Sendable () -> Value) -> @Sendable () -> Value {
    let made = Locked<Value?>(nil)
    return {
        made.withLock { made in
            if let made { return made }
            let value = make()
            made = value
            return value
        }
    }
}
