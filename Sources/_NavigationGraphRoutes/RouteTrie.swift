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

/// The routes of a router as a trie of path segments under each location: a node's children
/// are dictionaries keyed by their segment's text, so a URL costs one look-up per segment. Put
/// together, it finds which routes conflict, which locations are invalid, and how to build each
/// destination's canonical URL; matching walks it (`RouteTrie+Matching.swift`).
///
/// A trie of dictionaries, rather than a list of routes tried in turn, keeps a deep link's cost
/// independent of how many routes an app has, and rather than an encoded table, it is what the
/// routes say, made on the first URL that needs it.
struct RouteTrie: Sendable {
    /// A route as the trie sees it.
    struct Route: Sendable {
        var name: String
        var pattern: DeepLinkPattern?
        /// The query keys a URL must have for the route to fit: those bound to a parameter that
        /// is neither optional, nor defaulted, nor an array. Routes of one path shape that differ
        /// in them do not conflict, and the one with more is tried first.
        var requiredQueryKeys: Set<String> = []
        /// The value patterns of the parameters the route binds, by parameter name: routes of one
        /// path shape and the same required keys that differ in them coexist, and the one with
        /// more is tried first.
        var valuePatterns: [String: String] = [:]
        /// The types of the placeholders that only values of their type fit, by parameter name.
        var types: [String: String] = [:]
        /// The positions, among its group's locations, of the locations a route of its own
        /// lives under (SPEC 3.6); `nil` for a route under the group's other locations, those
        /// no route names.
        var locations: [Int]? = nil

        /// What tells this route apart from another of the same path shape: its required keys,
        /// then the pattern at each placeholder of its path, in order, and at each query key,
        /// then the type at each. Placeholders compare by position, not by name.
        var distinction: Distinction {
            Distinction(
                requiredQueryKeys: requiredQueryKeys, patterns: Self.byPosition(valuePatterns, pattern), types: Self.byPosition(types, pattern))
        }

        /// The values of a table by parameter name at each placeholder of the path, then at each
        /// query key in key order, then for a parameter the pattern does not bind (the host's);
        /// empty when there is none.
        private static func byPosition(_ table: [String: String], _ pattern: DeepLinkPattern?) -> [String?] {
            guard let pattern, !table.isEmpty else { return [] }
            var values: [String?] = []
            for case let name? in pattern.path.map(\.parameter) {
                values.append(table[name])
            }
            for item in pattern.query.sorted(by: { $0.key < $1.key }) {
                values.append(table[item.parameter].map { item.key + "=" + $0 })
            }
            if case .path(let pieces, _)? = pattern.fragment {
                for case let name? in pieces.map(\.parameter) { values.append(table[name]) }
            }
            for item in (pattern.fragment?.query ?? []).sorted(by: { $0.key < $1.key }) {
                values.append(table[item.parameter].map { "#" + item.key + "=" + $0 })
            }
            let bound = Set(pattern.parameters)
            for (name, value) in table.sorted(by: { $0.key < $1.key }) where !bound.contains(name) {
                values.append("{host}=" + value)
            }
            return values.allSatisfy({ $0 == nil }) ? [] : values
        }
    }

    /// What tells routes of one path shape apart, and which of them is tried first.
    struct Distinction: Hashable, Sendable {
        var requiredQueryKeys: Set<String>
        var patterns: [String?]
        var types: [String?] = []

        /// Whether a route with this distinction is tried before one with `other`: more
        /// required keys first, then more value patterns, then more typed placeholders.
        func precedes(_ other: Distinction) -> Bool {
            if requiredQueryKeys.count != other.requiredQueryKeys.count {
                return requiredQueryKeys.count > other.requiredQueryKeys.count
            }
            let (count, otherCount) = (patterns.count { $0 != nil }, other.patterns.count { $0 != nil })
            if count != otherCount { return count > otherCount }
            return types.count { $0 != nil } > other.types.count { $0 != nil }
        }
    }

    /// The literal text around a placeholder in one segment, as a node's child is keyed by it.
    struct Affix: Hashable, Sendable {
        var prefix: String
        var suffix: String

        /// Whether a segment with this text is tried before one with `other`: more bytes of
        /// text first, then the longer prefix, then by the text's bytes.
        func precedes(_ other: Affix) -> Bool {
            let (count, otherCount) = (prefix.utf8.count + suffix.utf8.count, other.prefix.utf8.count + other.suffix.utf8.count)
            if count != otherCount { return count > otherCount }
            if prefix.utf8.count != other.prefix.utf8.count { return prefix.utf8.count > other.prefix.utf8.count }
            if prefix != other.prefix { return prefix.utf8.lexicographicallyPrecedes(other.prefix.utf8) }
            return suffix.utf8.lexicographicallyPrecedes(other.suffix.utf8)
        }

    }

    struct Node: Sendable {
        var literals: [String: Int] = [:]
        /// The children of segments with literal text around a placeholder, by their text.
        var affixed: [Affix: Int] = [:]
        var parameter: Int?
        /// The route that ends here and is tried first.
        var route: Int?
        /// The route whose catch-all takes the rest of the path from here, tried first.
        var catchAll: Int?
        /// Where the fragment paths of routes whose path ends here start (SPEC 3.6).
        var fragment: Int?
        /// Where the routes with fragment pairs whose path ends here end.
        var pairs: Int?
    }

    /// The routes tried at a node after its first, by node, for the few nodes that routes of one
    /// shape differing in their required query keys end at: more required keys first, then in
    /// the routes' order. Kept apart from the nodes, which every step of every build copies.
    private(set) var laterRoutes: [Int: [Int]] = [:]
    private(set) var laterCatchAlls: [Int: [Int]] = [:]

    /// Every route that ends at a node, or whose catch-all starts there, in the order tried.
    func routes(at node: Int, catchAll: Bool) -> [Int] {
        guard let first = catchAll ? nodes[node].catchAll : nodes[node].route else { return [] }
        guard let later = (catchAll ? laterCatchAlls : laterRoutes)[node] else { return [first] }
        return [first] + later
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
            /// A placeholder with literal text around it in its segment.
            case affixed(prefix: String, parameter: String, suffix: String)
        }

        var route: Int
        /// `scheme://host` and the path prefix; `scheme://` alone for a placeholder host, which
        /// the value of `hostParameter`, `hostSuffix` and `pathPrefix` complete; `scheme:` and
        /// the path prefix for a location without a host.
        var start: String
        var hostParameter: String?
        /// `.wordpress.com` after the value of the label of `{blog}.wordpress.com`.
        var hostSuffix: String = ""
        /// Whether the URL has no host: its path is written without its leading `/`.
        var isHostless = false
        var pathPrefix: String = ""
        var path: [Piece]
        var query: [DeepLinkPattern.QueryItem]
        /// A fragment path's pieces (`#/`, then each), or `nil`: with `fragmentQuery`, its `?`
        /// pairs; without a path, `fragmentQuery` alone is fragment pairs.
        var fragment: [Piece]? = nil
        var fragmentQuery: [DeepLinkPattern.QueryItem] = []
        /// The node the route ends at, and whether it ends there as a catch-all.
        var endNode: Int
        var endsInCatchAll: Bool
    }

    private(set) var nodes: [Node] = []
    /// The root of each location's routes, by its key (``DeepLinkLocation/key``).
    private(set) var roots: [String: Int] = [:]
    /// Each route's pattern, by index; `nil` for one that does not parse.
    private(set) var patterns: [DeepLinkPattern?] = []
    /// The parameter a URL's host binds for each route of a feature with a placeholder host
    /// whose pattern does not bind it, by index.
    private(set) var hostParameters: [String?] = []
    /// The children of segments with literal text of the nodes that have some, in the order
    /// they are tried.
    private(set) var sortedAffixed: [Int: [(affix: Affix, child: Int)]] = [:]
    /// The parameter a wildcard host's first label binds (`{blog}.wordpress.com`), by root and
    /// then by route: only the routes of features with that location under that root.
    private(set) var labelParameters: [Int: [Int: String]] = [:]
    /// Whether some route has a fragment part: only then does a URL's fragment cost anything.
    private(set) var hasFragmentRoutes = false
    /// How to build each destination's URL, by name: under its canonical location, then under
    /// each of its placeholder hosts, tried in turn by a typed router until one resolves back.
    private var plans: [String: [BuildPlan]] = [:]
    /// Every plan of each name while the trie is built, with its route and location position.
    private var planCandidates: [String: [(route: Int, position: Int, plan: BuildPlan)]] = [:]
    private(set) var conflicts: [DeepLinkRouteConflict] = []
    /// What tells each route apart from others of its shape, by index. An array, as `patterns`
    /// is: a dictionary keyed by `Int` costs a fresh process's first link a search of every
    /// loaded library for `Int`'s `Hashable` conformance.
    private var distinctions: [Distinction] = []
    private(set) var invalidLocations: [DeepLinkLocation] = []
    /// The exclusions of the locations, as routes of a trie of their own (none, or one): a URL
    /// that one of them takes opens nothing. Each is named by its pattern.
    private(set) var exclusions: [RouteTrie] = []

    /// Builds the trie of groups of routes, each group with its locations; route indices run
    /// across groups in order.
    ///
    /// - Parameter buildsPlans: Whether to work out how to build each destination's URL
    ///   (``plans(for:)``): a table that only resolves, such as an app's
    ///   over every feature, and the compiler's check of conflicts need none.
    ///
    /// - Parameter keys: The keys (``DeepLinkLocation/key``) of the only locations to file
    ///   routes under, for a matcher of some locations; every location's by default.
    init(groups: [(locations: [DeepLinkLocation], routes: [Route])], buildsPlans: Bool = true, keys: Set<String>? = nil) {
        var claimedNames: Set<String> = []
        var offset = 0
        for group in groups {
            let hostParameter = group.locations.wholeHostParameter
            // The positions of the locations that routes of their own name.
            var named: Set<Int> = []
            for route in group.routes {
                patterns.append(route.pattern)
                distinctions.append(route.distinction)
                hostParameters.append(route.pattern?.parameters.contains(hostParameter ?? "") == true ? nil : hostParameter)
                named.formUnion(route.locations ?? [])
            }
            for (position, location) in group.locations.enumerated() where keys?.contains(location.key) ?? true {
                insert(
                    group.routes, startingAt: offset, under: location, at: position, named: named.contains(position), claimed: claimedNames,
                    buildsPlans: buildsPlans)
            }
            // A name is canonical in the first group that has it; later groups cannot take it.
            if buildsPlans { claimedNames.formUnion(group.routes.map(\.name)) }
            offset += group.routes.count
        }
        // The canonical plan of each name: its first route's, under that route's first location
        // that can build; then every placeholder host's, location by location.
        for (name, candidates) in planCandidates {
            let ordered = candidates.sorted { ($0.route, $0.position) < ($1.route, $1.position) }
            guard let canonical = ordered.first else { continue }
            let placeholders = candidates.filter { $0.plan.hostParameter != nil && ($0.route, $0.position) != (canonical.route, canonical.position) }
            plans[name] = [canonical.plan] + placeholders.sorted { ($0.position, $0.route) < ($1.position, $1.route) }.map(\.plan)
        }
        let excluding = groups.flatMap(\.locations).filter { !$0.exclude.isEmpty }
        if !excluding.isEmpty {
            let excluded = excluding.map { location in
                var bare = location
                bare.exclude = []
                return (
                    [bare],
                    location.exclude.map { text in
                        let pattern = try? DeepLinkPattern(parsing: text)
                        return Route(name: text, pattern: pattern, requiredQueryKeys: Set(pattern?.query.map(\.key) ?? []))
                    }
                )
            }
            exclusions = [RouteTrie(groups: excluded, buildsPlans: false)]
        }
        for (node, content) in nodes.enumerated() where !content.affixed.isEmpty {
            sortedAffixed[node] = content.affixed.map { ($0.key, $0.value) }.sorted { $0.affix.precedes($1.affix) }
        }
        // A route that lost its place to a conflicting route cannot be built.
        plans = plans.compactMapValues { plans in
            let kept = plans.filter { routes(at: $0.endNode, catchAll: $0.endsInCatchAll).contains($0.route) }
            return kept.isEmpty ? nil : kept
        }
    }

    /// How to build the URL of the destination with this name, in the order tried.
    func plans(for name: String) -> [BuildPlan] { plans[name] ?? [] }

    // MARK: - Building the trie

    private mutating func insert(
        _ groupRoutes: [Route], startingAt offset: Int, under location: DeepLinkLocation, at locationPosition: Int, named: Bool,
        claimed: Set<String>, buildsPlans: Bool
    ) {
        guard location.isValid, let prefix = location.pathPrefix.isEmpty ? [] : try? DeepLinkPattern.literalPath(location.pathPrefix) else {
            invalidLocations.append(location)
            return
        }
        let root = roots[location.key] ?? newNode()
        roots[location.key] = root
        var prefixNode = root
        for literal in prefix {
            prefixNode = child(of: prefixNode, literal: literal)
        }
        let hostParameter = location.hostParameter
        // Not `joined()`: the standard library's is not inlined, and its first call looks up
        // `[String]`'s `Collection` conformance through every loaded library.
        let pathPrefix = prefix.reduce(into: "") { $0 += "/" + DeepLinkPattern.written($1) }
        let start = location.scheme + (location.host.isEmpty ? ":" : "://") + (hostParameter == nil ? location.host + pathPrefix : "")
        // A URL under `*.wordpress.com` cannot be built: no value says the label.
        let buildable = buildsPlans && !location.host.hasPrefix("*.")
        // Loops by index: navgraph inserts every route of a large app in the debug build it runs
        // as, where a `for` loop's every step is a generic iterator's call.
        var position = 0
        while position < groupRoutes.count {
            defer { position += 1 }
            let route = groupRoutes[position]
            let index = offset + position
            // A route of its own locations lives only there; the others under the rest.
            guard route.locations?.contains(locationPosition) ?? !named else { continue }
            guard let pattern = route.pattern else { continue }
            var (node, path, endsInCatchAll) = descend(pattern.path, from: prefixNode, buildsPlans: buildsPlans)
            if pattern.path.isEmpty && prefix.isEmpty {
                path.append(.literal("/"))
            }
            // A fragment part goes on from the path's end: a fragment path under the node's
            // fragment child, fragment pairs at its pairs child.
            var fragment: [BuildPlan.Piece]?
            switch pattern.fragment {
            case nil:
                break
            case .path(let pieces, _)?:
                let start = nodes[node].fragment ?? newNode()
                nodes[node].fragment = start
                (node, fragment, endsInCatchAll) = descend(pieces, from: start, buildsPlans: buildsPlans)
                hasFragmentRoutes = true
            case .pairs?:
                let pairs = nodes[node].pairs ?? newNode()
                nodes[node].pairs = pairs
                node = pairs
                hasFragmentRoutes = true
            }
            if let parameter = hostParameter, location.hostSuffix != nil, pattern.parameters.contains(parameter) == false {
                labelParameters[root, default: [:]][index] = parameter
            }
            // Every way to build the name's URL, of the first group that has it; the plans are
            // chosen from them once every route is in.
            if buildable, !claimed.contains(route.name) {
                planCandidates[route.name, default: []].append(
                    (
                        index, locationPosition,
                        BuildPlan(
                            route: index, start: start, hostParameter: hostParameter, hostSuffix: location.hostSuffix.map { "." + $0 } ?? "",
                            isHostless: location.host.isEmpty, pathPrefix: pathPrefix, path: path, query: pattern.query, fragment: fragment,
                            fragmentQuery: pattern.fragment?.query ?? [], endNode: node, endsInCatchAll: endsInCatchAll)
                    ))
            }
            let distinction = distinctions[index]
            guard (endsInCatchAll ? nodes[node].catchAll : nodes[node].route) != nil else {
                if endsInCatchAll {
                    nodes[node].catchAll = index
                } else {
                    nodes[node].route = index
                }
                continue
            }
            var existing = routes(at: node, catchAll: endsInCatchAll)
            guard !existing.contains(index) else { continue }
            // Routes of one shape conflict unless they differ in the query keys they require or in
            // their value patterns.
            if let same = existing.first(where: { distinctions[$0] == distinction }) {
                conflicts.append(DeepLinkRouteConflict(location: location, first: same, second: index))
                continue
            }
            // More required keys first, then more value patterns; among as many, the earlier route.
            let position = existing.firstIndex { distinction.precedes(distinctions[$0]) } ?? existing.count
            existing.insert(index, at: position)
            if endsInCatchAll {
                nodes[node].catchAll = existing[0]
                laterCatchAlls[node] = Array(existing.dropFirst())
            } else {
                nodes[node].route = existing[0]
                laterRoutes[node] = Array(existing.dropFirst())
            }
        }
    }

    /// The node that path pieces lead to from `start`, made as needed, how to build them, and
    /// whether they end in a catch-all.
    private mutating func descend(
        _ pieces: [DeepLinkPattern.Segment], from start: Int, buildsPlans: Bool
    ) -> (node: Int, path: [BuildPlan.Piece], endsInCatchAll: Bool) {
        var node = start
        var path: [BuildPlan.Piece] = []
        var endsInCatchAll = false
        var index = 0
        while index < pieces.count {
            let segment = pieces[index]
            index += 1
            switch segment {
            case .literal(let literal):
                node = child(of: node, literal: literal)
                if buildsPlans { path.append(.literal("/" + DeepLinkPattern.written(literal))) }
            case .parameter(let name):
                if buildsPlans { path.append(.parameter(name)) }
                let next = nodes[node].parameter ?? newNode()
                nodes[node].parameter = next
                node = next
            case .catchAll(let name):
                if buildsPlans { path.append(.catchAll(name)) }
                endsInCatchAll = true
            case .affixed(let prefix, let name, let suffix):
                if buildsPlans { path.append(.affixed(prefix: prefix, parameter: name, suffix: suffix)) }
                let affix = Affix(prefix: prefix, suffix: suffix)
                let next = nodes[node].affixed[affix] ?? newNode()
                nodes[node].affixed[affix] = next
                node = next
            }
        }
        return (node, path, endsInCatchAll)
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

}

extension [DeepLinkLocation] {
    /// The parameter the first placeholder host among these locations gives the whole host to,
    /// whichever of them a URL matched: not a wildcard host's, whose label goes to its parameter
    /// only under it.
    var wholeHostParameter: String? {
        lazy.filter { $0.hostSuffix == nil }.compactMap(\.hostParameter).first
    }
}
