import Foundation

/// The deep-link routes of one feature or of a whole app, matched by a walk of a trie of path
/// segments: the cost of resolving a URL depends on the URL's length, not on how many routes
/// there are.
///
/// At each path position a literal segment beats a segment with literal text around its
/// placeholder, which beats a placeholder, which beats a catch-all, so `/posts/new` and
/// `/posts/{id}` coexist. When the best branch leads to no route, or to a route whose values do
/// not convert, matching backtracks to the next branch that fits: with `/users/me` and
/// `/users/{id}/posts`, `/users/me/posts` opens the second.
///
/// Nothing is matched until a URL needs it: the trie of a location is made from the routes
/// under it on the first URL of that scheme and host, and a generated handler's routes, which
/// it lists as text, are parsed then. The first deep link of a large app parses only the routes
/// of the features under its location.
public struct DeepLinkRouter<Destination: Sendable>: Sendable {
    /// The routes of one feature and the locations they live under; the routes are made when
    /// first asked for.
    package struct Group: Sendable {
        package var locations: [DeepLinkLocation]
        package var routes: @Sendable () -> [DeepLinkRoute<Destination>]

        package init(locations: [DeepLinkLocation], routes: @escaping @Sendable () -> [DeepLinkRoute<Destination>]) {
            self.locations = locations
            self.routes = routes
        }
    }

    /// Two routes that match the same URLs.
    public typealias Conflict = DeepLinkRouteConflict

    let store: Store

    /// The groups, and the tries made from them so far.
    final class Store: Sendable {
        let groups: @Sendable () -> [Group]
        /// The trie of every route under every location, with how to build each destination's
        /// URL: made when a URL is first built or the conflicts are first asked for.
        let whole: @Sendable () -> RouteTrie
        let matchers: RouteMatchers

        init(groups: @escaping @Sendable () -> [Group]) {
            let groups = memoized {
                let given = groups()
                // Each group's routes are made once, whoever asks first, behind one lock for every
                // group: a lock of its own cost each feature 2,200 instructions at the first link.
                let made = Locked([[DeepLinkRoute<Destination>]?](repeating: nil, count: given.count))
                // A loop over a range of `Int`: `given.indices.map` would look up conformances of
                // `Range<Int>` through every loaded library, as generic code.
                var groups: [Group] = []
                for index in 0..<given.count {
                    groups.append(
                        Group(locations: given[index].locations) {
                            made.withLock { made in
                                if made[index] == nil { made[index] = given[index].routes() }
                                return made[index] ?? []
                            }
                        })
                }
                return groups
            }
            self.groups = groups
            // Closures, not key paths: generic code projects a key path through the runtime, 600
            // instructions a feature at the first link.
            whole = memoized { RouteTrie(groups: groups().map { group in (group.locations, group.routes().map { $0.trieRoute }) }) }
            matchers = RouteMatchers(
                locations: memoized { groups().map { $0.locations } },
                routes: { groups()[$0].routes().map { ($0.trieRoute, $0) } })
        }
    }

    /// Every route, in the order they were given. A generated handler parses its routes from
    /// its lines when this is first read.
    public var routes: [DeepLinkRoute<Destination>] {
        store.groups().flatMap { $0.routes() }
    }

    /// Each feature's locations and routes.
    package var groups: [Group] { store.groups() }

    /// Routes that match the same URLs as an earlier route; the compiler reports them as errors,
    /// so a router navgraph generated has none.
    public var conflicts: [Conflict] {
        store.whole().conflicts
    }

    /// Locations whose scheme, host or path prefix is not valid; their routes are left out. The
    /// compiler reports them as errors, so a router navgraph generated has none.
    public var invalidLocations: [DeepLinkLocation] {
        store.whole().invalidLocations
    }

    /// The conflicts a router over these features would have, found without working out how
    /// to build any URL: what the compiler checks in every build.
    @_spi(Generated)
    public static func conflicts(features: [(locations: [DeepLinkLocation], routes: [DeepLinkRoute<Destination>])]) -> [Conflict] {
        RouteTrie(groups: features.map { ($0.locations, $0.routes.map(\.trieRoute)) }, buildsPlans: false).conflicts
    }

    /// Creates the router of one feature.
    ///
    /// - Parameters:
    ///   - locations: Where the feature's URLs live; the first is canonical: ``url(for:_:)``
    ///     builds URLs with it.
    ///   - routes: The routes, in order; a destination's first route is its canonical one.
    public init(locations: [DeepLinkLocation], routes: [DeepLinkRoute<Destination>]) {
        self.init(groups: [Group(locations: locations, routes: { routes })])
    }

    /// Creates one router over the routes of several routers, such as every feature of an app.
    /// A generated handler's routes are parsed only when a URL under its locations needs them.
    public init(merging routers: [DeepLinkRouter<Destination>]) {
        self.init(groups: routers.flatMap(\.groups))
    }

    /// Creates one router over several features' routes, each with its own locations.
    public init(features: [(locations: [DeepLinkLocation], routes: [DeepLinkRoute<Destination>])]) {
        self.init(groups: features.map { feature in Group(locations: feature.locations, routes: { feature.routes }) })
    }

    package init(groups: [Group]) {
        store = Store(groups: { groups })
    }

    /// A router over groups that are made when first needed.
    package init(groups: @escaping @Sendable () -> [Group]) {
        store = Store(groups: groups)
    }

    /// The scheme of the canonical location, or an empty string without locations.
    public var scheme: String { canonicalLocation?.scheme ?? "" }

    /// The host of the canonical location, or an empty string without locations.
    public var host: String { canonicalLocation?.host ?? "" }

    private var canonicalLocation: DeepLinkLocation? {
        store.groups().lazy.compactMap(\.locations.first).first
    }

    /// Every location of every route, in order, without repeats.
    public var locations: [DeepLinkLocation] {
        var seen: Set<DeepLinkLocation> = []
        return store.groups().flatMap(\.locations).filter { seen.insert($0).inserted }
    }

    // MARK: - Resolving

    /// Returns the destination a URL opens, or `nil` when no route matches it or one of its
    /// values does not convert. Never traps, whatever the URL.
    public func resolve(_ url: URL) -> Destination? {
        resolve(url.absoluteString)
    }

    /// Returns the destination a URL string opens, or `nil`.
    public func resolve(_ url: String) -> Destination? {
        var destination: Destination?
        _ = match(url) { route, values in
            destination = try? route.make(DeepLinkMatch(urlValues: values))
            return destination != nil
        }
        return destination
    }

    /// Offers each route that fits a URL, best first, with the values the URL binds, to
    /// `accept` until it takes one; the route's index among ``routes`` is computed only when
    /// `accept` asks for it.
    private func match(
        _ url: String, accept: (_ route: DeepLinkRoute<Destination>, _ values: [(name: String, text: String)]) -> Bool,
        index: ((Int) -> Void)? = nil
    ) -> DeepLinkResolutionFailure? {
        guard let parts = URLParts(url) else { return .malformedURL }
        guard let matcher = store.matchers.matcher(for: parts) else {
            return .unknownLocation(scheme: String(parts.scheme), host: String(parts.host ?? ""))
        }
        return matcher.trie.match(parts, keys: matcher.keys) { candidate in
            // The route as the matcher keeps it: no lock or memo of the router's on the way.
            guard let route = matcher.made[candidate.route] as? DeepLinkRoute<Destination> else { return false }
            let origin = matcher.origins[candidate.route]
            index?(store.groups()[..<origin.group].reduce(origin.route) { $0 + $1.routes().count })
            // A parameter of `"source": "link"` receives the URL as it was given.
            guard let link = route.linkParameter else { return accept(route, candidate.values) }
            return accept(route, candidate.values + [(link, url)])
        }
    }

    /// The exclusion of a location (``DeepLinkLocation/exclude``) that refuses a URL, if one
    /// does: a URL it takes opens nothing, and `resolution(of:)` tells ``DeepLinkResolutionFailure/noRoute(path:)``.
    package func exclusion(refusing url: String) -> String? {
        guard let parts = URLParts(url), let matcher = store.matchers.matcher(for: parts) else { return nil }
        return matcher.trie.exclusion(refusing: parts)
    }

    /// Resolves a URL string and tells why it does not match when it does not: the reason the
    /// best route that fits its path refused its values, or why no route fits.
    public func resolution(of url: String) -> DeepLinkResolution<Destination> {
        var result: (destination: Destination, route: Int, values: [(name: String, text: String)])?
        var firstRefusal: DeepLinkResolutionFailure?
        var index = 0
        let failure = match(
            url,
            accept: { route, values in
                do {
                    result = (try route.make(DeepLinkMatch(urlValues: values)), index, values)
                    return true
                } catch let mismatch as DeepLinkMatch.Mismatch {
                    if firstRefusal == nil { firstRefusal = .mismatch(route: index, mismatch) }
                } catch {
                    if firstRefusal == nil { firstRefusal = .mismatch(route: index, .invalid(parameter: "", text: "\(error)")) }
                }
                return false
            }, index: { index = $0 })
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
    /// under its canonical location, then under each placeholder host of its feature.
    package func url(for name: String, _ arguments: [DeepLinkArgument], accepting accepts: (URL) -> Bool) -> URL? {
        let trie = store.whole()
        for plan in trie.plans(for: name) {
            if let url = trie.url(plan, { name in arguments.first { $0.name == name }?.content }), accepts(url) {
                return url
            }
        }
        return nil
    }
}

/// The trie of each location's routes that a URL has needed, made from the routes of the
/// groups under it: not generic over the destination, so that finding one is a lock and a look-up
/// in a dictionary, whatever the router's type.
final class RouteMatchers: Sendable {
    /// The routes under one location and its scheme's placeholder host, and where each of the
    /// trie's routes comes from.
    final class Matcher: Sendable {
        let trie: RouteTrie
        let origins: [(group: Int, route: Int)]
        /// The keys of the locations it is over, in the order a URL tries them.
        let keys: [String]
        /// The trie's routes as the router made them (each a `DeepLinkRoute` of its destination).
        let made: [any Sendable]

        init(trie: RouteTrie, origins: [(group: Int, route: Int)], keys: [String], made: [any Sendable]) {
            (self.trie, self.origins, self.keys, self.made) = (trie, origins, keys, made)
        }
    }

    /// Each group's locations, known without making a route.
    let locations: @Sendable () -> [[DeepLinkLocation]]
    /// The routes of the group at an index, each as the trie files it and as the router made it.
    let routes: @Sendable (Int) -> [(filed: RouteTrie.Route, made: any Sendable)]
    /// The key of every location, whether one is a wildcard host's, and the key and the first
    /// segment of the path prefix (empty for none) of each location, location after location
    /// across the groups, and every such segment. Types the first link has made already: a new
    /// generic type costs it the Swift runtime's making of the type from its mangled name.
    let keys: @Sendable () -> (keys: Set<String>, wildcards: Bool, locationKeys: [String], prefixes: [String], firsts: Set<String>)
    private let made = Locked<[String: Matcher]>([:])

    init(
        locations: @escaping @Sendable () -> [[DeepLinkLocation]], routes: @escaping @Sendable (Int) -> [(filed: RouteTrie.Route, made: any Sendable)]
    ) {
        self.locations = locations
        self.routes = routes
        keys = memoized {
            // Locations one after the other under the same scheme and host, as the features of an
            // app that share one web host are, share one key: a long host's is an allocation.
            var (scheme, host, key): (String?, String, String) = (nil, "", "")
            let locationKeys = locations().joined().map { location in
                if location.scheme != scheme || location.host != host { (scheme, host, key) = (location.scheme, location.host, location.key) }
                return key
            }
            let keys = Set(locationKeys)
            // A valid scheme has no `*`, so a key with one is `scheme://*.suffix`. Searching for
            // `://*.` went through Foundation: 5,600 instructions a key at the first link.
            let prefixes = locations().joined().map { $0.pathPrefix.isEmpty ? "" : (try? DeepLinkPattern.literalPath($0.pathPrefix))?.first ?? "" }
            return (keys, keys.contains { $0.utf8.contains(UInt8(ascii: "*")) }, locationKeys, prefixes, Set(prefixes.filter { !$0.isEmpty }))
        }
    }

    /// The matcher for a URL's location: over the locations filed under the keys it may be
    /// filed under (its `scheme://host`, wildcard hosts of its suffixes, its scheme's placeholder
    /// host); `nil` when none is a location's. Only keys of the routes' locations are kept, so a
    /// URL of any host adds nothing.
    ///
    /// A route under a path prefix is reached only through the prefix's first segment, so the
    /// matcher has the routes of only the locations whose prefix starts with the URL's first
    /// segment, or that have none: the first link of an app whose features share one web host,
    /// each under its own prefix, parses one feature's routes, not every feature's. Every
    /// location under the URL's keys is filed, so a URL that no route takes fails as before.
    func matcher(for parts: URLParts) -> Matcher? {
        let (keys, wildcards, locationKeys, prefixes, firsts) = keys()
        // The URL's first segment when a prefix starts with it; empty, as a location without a
        // prefix has, otherwise.
        let segment = firsts.isEmpty ? nil : parts.rawSegments.first.flatMap(PercentEncoding.decode)
        let section = segment.flatMap { firsts.contains($0) ? $0 : nil } ?? ""
        // A URL whose own location was the only one it had is matched again at once, as nearly
        // every link is: no keys of wildcard or placeholder hosts made, nothing hashed twice.
        let exact = parts.host.map { DeepLinkLocation.key(scheme: parts.scheme.utf8, host: $0.utf8) } ?? parts.scheme.lowercased() + ":"
        if let matcher = made.withLock({ $0[exact + " /" + section] }) { return matcher }
        let found = DeepLinkLocation.keys(scheme: parts.scheme, host: parts.host, wildcards: wildcards).filter(keys.contains)
        guard let first = found.first else { return nil }
        // Not `joined(separator:)`: not inlined, its first call looks up `[String]`'s conformances.
        let key = found.dropFirst().reduce(first) { $0 + " " + $1 } + " /" + section
        if let matcher = made.withLock({ $0[key] }) { return matcher }
        var selected: [(locations: [DeepLinkLocation], routes: [RouteTrie.Route])] = []
        var (origins, madeRoutes): ([(group: Int, route: Int)], [any Sendable]) = ([], [])
        var (position, filed) = (0, Set<String>())
        for (index, groupLocations) in locations().enumerated() {
            // Where its locations under the URL's keys are, by the keys the memo made: `key` makes
            // its string anew each time, and three a feature cost the first link 7,500 instructions.
            let under = (position..<position + groupLocations.count).filter { found.contains(locationKeys[$0]) }
            defer { position += groupLocations.count }
            guard !under.isEmpty else { continue }
            guard under.contains(where: { prefixes[$0].isEmpty || prefixes[$0] == section }) else {
                // None of its routes can take the URL: its locations alone, once a key and
                // without the prefix and exclusions a parse would cost, tell that the URL's
                // location is the app's.
                let bare = under.filter { filed.insert(locationKeys[$0]).inserted }.map { groupLocations[$0 - position] }
                selected.append((bare.map { DeepLinkLocation(scheme: $0.scheme, host: $0.host) }, []))
                continue
            }
            let routes = routes(index)
            selected.append((groupLocations, routes.map { $0.filed }))
            origins += routes.indices.map { (index, $0) }
            madeRoutes += routes.map { $0.made }
        }
        let trie = RouteTrie(groups: selected, buildsPlans: false, keys: Set(found))
        let matcher = Matcher(trie: trie, origins: origins, keys: found, made: madeRoutes)
        made.withLock { $0[key] = matcher }
        return matcher
    }
}

extension DeepLinkRoute {
    /// The route as the trie files it.
    var trieRoute: RouteTrie.Route {
        RouteTrie.Route(
            name: name, pattern: pattern, requiredQueryKeys: requiredQueryKeys, valuePatterns: valuePatterns, types: typedPlaceholders,
            locations: locationPositions)
    }
}

/// What resolving a URL gives: a destination, or why there is none.
@frozen public enum DeepLinkResolution<Destination: Sendable>: Sendable {
    /// A route matched; `route` is its index in ``DeepLinkRouter/routes``, and `values` are the
    /// values the URL bound, as ``DeepLinkMatch/values`` gives them.
    case matched(Destination, route: Int, values: [(name: String, text: String)])
    /// No destination.
    case unmatched(DeepLinkResolutionFailure)
}

/// Why a URL opens nothing.
@frozen public enum DeepLinkResolutionFailure: Hashable, Sendable, CustomStringConvertible {
    /// The URL has no scheme, or has user information or a port.
    case malformedURL
    /// No route lives under the URL's scheme and host (an empty host for a URI without one).
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
            return "the URL is not of the form scheme://host/path or scheme:path (or has a user or a port)"
        case .unknownLocation(let scheme, let host):
            return "no route lives under \(VisibleText.escaped(scheme)):" + (host.isEmpty ? " without a host" : "//\(VisibleText.escaped(host))")
        case .malformedPercentEncoding:
            return "the URL has a malformed percent-escape or text that is not UTF-8"
        case .noRoute(let path):
            return "no route has the path '\(path.isEmpty ? "/" : VisibleText.escaped(path))'"
        case .mismatch(_, let mismatch):
            return "the path matches, but \(mismatch)"
        }
    }
}

/// A closure that calls `make` the first time it is called, and only then, and gives what it made
/// every time: what a compiled router does with work that only ``DeepLinkRouter/routes`` and its
/// like need, so that a screen that reads them on every update parses once.
package func memoized<Value>(_ make: @escaping @Sendable () -> Value) -> @Sendable () -> Value {
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
