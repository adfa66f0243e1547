import Foundation

@testable import _NavigationGraphRoutes

// The oracle of the deep-link engine: a matcher written to be obviously right, and cases of
// locations, routes and a URL to compare the engine with it on. The tests run it over seeded
// cases (ReferenceMatcherTests); the router fuzz target (Fuzz/RouterFuzz.swift, which
// Scripts/fuzz.sh compiles with this file) over cases the fuzzer's bytes choose.

/// A matcher written to be obviously right, with no index: every route is tried against the
/// URL on its own, and the routes that fit are ordered as SPEC 3.2 and 3.4 say. At the first
/// path position where two routes differ, a literal segment comes first, then a segment with
/// literal text (more text first, then the longer prefix, then by the text's bytes), then a
/// placeholder, then a catch-all; routes of the same shape, the one with more required query
/// keys first, then more value patterns, then the earlier; a later route of the same shape and
/// the same keys and patterns never matches. Routes under the URL's literal host come before
/// those under a wildcard host (`*.example.com`, the longest suffix first), and those before the
/// ones under its scheme's placeholder host; a URI without a host reaches only the locations
/// without one.
struct ReferenceMatcher {
    struct Route {
        var pattern: DeepLinkPattern
        var required: Set<String>
        var valuePatterns: [String: String]
    }

    var locations: [DeepLinkLocation]
    var routes: [Route]

    /// Every route that fits the URL, best first, with the values it binds; `nil` when the
    /// URL is not of the form a location can match or a value does not decode.
    func candidates(_ url: String) -> [(route: Int, values: [String])]? {
        guard let parts = URLParts(url) else { return nil }
        var segments: [String] = []
        for raw in parts.rawSegments {
            guard let segment = PercentEncoding.decode(raw) else { return nil }
            segments.append(segment)
        }
        let scheme = parts.scheme.lowercased()
        let host = parts.host?.lowercased()
        // Each location that takes the URL's host, with its tier: 0 the literal host (or none),
        // then 1000 less the suffix's length for a wildcard host, then 1000 for a placeholder
        // host; and the value a wildcard's first label gives its parameter.
        var tiers: [Int: [(location: DeepLinkLocation, label: String?)]] = [:]
        for location in locations where location.scheme.lowercased() == scheme {
            guard let host else {
                if location.host.isEmpty { tiers[0, default: []].append((location, nil)) }
                continue
            }
            let matchable = DeepLinkLocation.isMatchableHost(host.utf8)
            if location.host.hasPrefix("*.") || (location.host.hasPrefix("{") && location.host.contains("}.")) {
                let suffix = "." + location.host.split(separator: ".", maxSplits: 1)[1].lowercased()
                guard matchable, host.hasSuffix(suffix), host.count > suffix.count else { continue }
                let label = location.host.hasPrefix("{") ? "\(location.hostParameter!)=" + host.dropLast(suffix.count) : nil
                tiers[1000 - suffix.count, default: []].append((location, label))
            } else if location.host.hasPrefix("{") {
                if matchable { tiers[1000, default: []].append((location, nil)) }
            } else if !location.host.isEmpty, location.host.lowercased() == host {
                tiers[0, default: []].append((location, nil))
            }
        }
        // A URL that an exclusion of a location taking it fits opens nothing.
        for (location, _) in tiers.values.joined() {
            let prefix = location.pathPrefix.split(separator: "/").map(String.init)
            guard segments.starts(with: prefix) else { continue }
            for text in location.exclude {
                guard let pattern = try? DeepLinkPattern(parsing: text) else { continue }
                let exclusion = Route(pattern: pattern, required: Set(pattern.query.map(\.key)), valuePatterns: [:])
                guard let (_, values) = fit(exclusion, Array(segments.dropFirst(prefix.count)), parts) else { continue }
                if pattern.query.allSatisfy({ item in values.contains { $0.hasPrefix(item.parameter + "=") } }) { return [] }
            }
        }
        var fitting: [(rank: [Rank], route: Int, values: [String])] = []
        // A URL with a fragment: the routes with a fragment part, every tier, then the others.
        for fragmentPass in parts.fragment == nil ? [false] : [true, false] {
            for tier in tiers.keys.sorted() {
                var here: [(rank: [Rank], route: Int, values: [String])] = []
                for (location, label) in tiers[tier] ?? [] {
                    let prefix = location.pathPrefix.split(separator: "/").map(String.init)
                    guard segments.starts(with: prefix) else { continue }
                    let rest = Array(segments.dropFirst(prefix.count))
                    for (index, route) in routes.enumerated()
                    where (route.pattern.fragment != nil) == fragmentPass && !conflicts(index) && !here.contains(where: { $0.route == index }) {
                        guard let (rank, values) = fit(route, rest, parts) else { continue }
                        here.append((rank, index, (label.map { [$0] } ?? []) + values))
                    }
                }
                here.sort { Self.precedes($0.rank, $0.route, $1.rank, $1.route, routes) }
                fitting += here
            }
        }
        return fitting.map { ($0.route, $0.values) }
    }

    /// Whether an earlier route has the same shape, required keys and value patterns: a route
    /// that conflicts with it never matches, whatever the URL.
    private func conflicts(_ index: Int) -> Bool {
        routes[..<index].contains { Self.shape($0.pattern) == Self.shape(routes[index].pattern) && Self.sameDistinction($0, routes[index]) }
    }

    /// The steps of a pattern's path.
    static func shape(_ pattern: DeepLinkPattern) -> [Rank] {
        switch pattern.fragment {
        case nil: steps(pattern.path)
        case .path(let pieces, _)?: steps(pattern.path) + [.fragmentPath] + steps(pieces)
        case .pairs?: steps(pattern.path) + [.fragmentPairs]
        }
    }

    private static func steps(_ pieces: [DeepLinkPattern.Segment]) -> [Rank] {
        pieces.map { piece in
            switch piece {
            case .literal(let text): .literal(text)
            case .parameter: .placeholder
            case .affixed(let prefix, _, let suffix): .affixed(prefix: prefix, suffix: suffix)
            case .catchAll: .catchAll
            }
        }
    }

    /// What a route's step at one position is, in the order steps are tried.
    enum Rank: Equatable {
        case literal(String)
        case affixed(prefix: String, suffix: String)
        case placeholder
        case catchAll
        /// Where a fragment path starts, tried before fragment pairs at the path's end.
        case fragmentPath
        case fragmentPairs
    }

    /// Whether a route, or an exclusion, fits the segments after the location's prefix, and the
    /// values it binds, as `name=text`.
    private func fit(_ route: Route, _ segments: [String], _ parts: URLParts) -> ([Rank], [String])? {
        guard let (ranks, pathValues) = Self.fit(route.pattern.path, segments),
            let query = Self.values(route.pattern.query, parts.queryItems)
        else { return nil }
        let values = pathValues + query
        switch route.pattern.fragment {
        case nil:
            return (ranks, values)
        case .path(let pieces, let items)?:
            guard let fragment = parts.fragmentPath else { return nil }
            var decoded: [String] = []
            for raw in fragment.segments {
                guard let segment = PercentEncoding.decode(raw) else { return nil }
                decoded.append(segment)
            }
            guard let (steps, found) = Self.fit(pieces, decoded), let pairs = Self.values(items, URLParts.items(of: fragment.query)) else {
                return nil
            }
            return (ranks + [.fragmentPath] + steps, values + found + pairs)
        case .pairs(let items)?:
            guard let pairs = Self.values(items, URLParts.items(of: parts.fragment)) else { return nil }
            return (ranks + [.fragmentPairs], values + pairs)
        }
    }

    /// Whether path pieces fit segments, and the values they bind.
    private static func fit(_ pieces: [DeepLinkPattern.Segment], _ segments: [String]) -> ([Rank], [String])? {
        var ranks: [Rank] = []
        var values: [String] = []
        var position = 0
        for piece in pieces {
            switch piece {
            case .literal(let text):
                guard position < segments.count, segments[position] == text else { return nil }
                ranks.append(.literal(text))
            case .parameter(let name):
                guard position < segments.count, !segments[position].isEmpty else { return nil }
                ranks.append(.placeholder)
                values.append("\(name)=\(segments[position])")
            case .affixed(let prefix, let name, let suffix):
                guard position < segments.count else { return nil }
                let bytes = Array(segments[position].utf8)
                guard bytes.count > prefix.utf8.count + suffix.utf8.count, bytes.starts(with: prefix.utf8),
                    bytes.reversed().starts(with: suffix.utf8.reversed())
                else { return nil }
                ranks.append(.affixed(prefix: prefix, suffix: suffix))
                values.append("\(name)=" + String(decoding: bytes.dropFirst(prefix.utf8.count).dropLast(suffix.utf8.count), as: UTF8.self))
            case .catchAll(let name):
                let rest = segments[min(position, segments.count)...]
                guard !rest.isEmpty, !rest.contains(where: \.isEmpty) else { return nil }
                ranks.append(.catchAll)
                values.append("\(name)=" + rest.joined(separator: "/"))
                position = segments.count - 1
            }
            position += 1
        }
        guard position == segments.count else { return nil }
        return (ranks, values)
    }

    /// The values query items give a pattern's keys, or `nil` when one does not decode.
    private static func values(_ query: [DeepLinkPattern.QueryItem], _ items: [(key: Substring, value: Substring)]) -> [String]? {
        let keys = Dictionary(query.map { ($0.key, $0.parameter) }, uniquingKeysWith: { first, _ in first })
        guard !keys.isEmpty else { return [] }
        var values: [String] = []
        for (rawKey, rawValue) in items {
            guard let key = PercentEncoding.decode(rawKey) else { return nil }
            guard let parameter = keys[key] else { continue }
            guard let value = PercentEncoding.decode(rawValue) else { return nil }
            values.append("\(parameter)=\(value)")
        }
        return values
    }

    /// SPEC order: the first position where the steps differ decides; then the distinction;
    /// then the order of declaration.
    private static func precedes(_ first: [Rank], _ firstRoute: Int, _ second: [Rank], _ secondRoute: Int, _ routes: [Route]) -> Bool {
        for (a, b) in zip(first, second) where a != b {
            return order(a) < order(b) || (order(a) == order(b) && affixPrecedes(a, b))
        }
        let (one, other) = (routes[firstRoute], routes[secondRoute])
        if one.required.count != other.required.count { return one.required.count > other.required.count }
        if one.valuePatterns.count != other.valuePatterns.count { return one.valuePatterns.count > other.valuePatterns.count }
        return firstRoute < secondRoute
    }

    private static func order(_ rank: Rank) -> Int {
        switch rank {
        case .literal, .fragmentPath: 0
        case .affixed, .fragmentPairs: 1
        case .placeholder: 2
        case .catchAll: 3
        }
    }

    private static func affixPrecedes(_ a: Rank, _ b: Rank) -> Bool {
        guard case .affixed(let p1, let s1) = a, case .affixed(let p2, let s2) = b else { return false }
        let (c1, c2) = (p1.utf8.count + s1.utf8.count, p2.utf8.count + s2.utf8.count)
        if c1 != c2 { return c1 > c2 }
        if p1.utf8.count != p2.utf8.count { return p1.utf8.count > p2.utf8.count }
        if p1 != p2 { return p1.utf8.lexicographicallyPrecedes(p2.utf8) }
        return s1.utf8.lexicographicallyPrecedes(s2.utf8)
    }

    private static func sameDistinction(_ one: Route, _ other: Route) -> Bool {
        one.required == other.required && one.valuePatterns.values.sorted() == other.valuePatterns.values.sorted()
    }
}

/// Where an oracle case's choices come from: a seeded generator in the tests, the fuzzer's
/// bytes in the router fuzz target.
protocol OracleChoices {
    /// A number in `0..<bound`.
    mutating func below(_ bound: Int) -> Int
}

/// Locations, routes and a URL, chosen among pieces that reach every rule of SPEC 3.2 and 3.4:
/// literal text around placeholders, catch-alls, required query keys, fragments, URIs without a
/// host, path prefixes, placeholder and wildcard hosts, exclusions, malformed escapes.
struct OracleCase {
    var locations: [DeepLinkLocation]
    var routes: [ReferenceMatcher.Route]
    var url: String

    init(_ choices: inout some OracleChoices) {
        locations = Self.locations(&choices)
        routes = (0..<choices.below(6) + 1).compactMap { _ in Self.route(&choices) }
        url = Self.url(&choices)
    }

    /// How the engine and the reference differ on the case, or `nil` when the engine offers
    /// every route the reference finds, in the same order, with the same values.
    func difference() -> String? {
        let trie = RouteTrie(
            groups: [
                (
                    locations,
                    routes.enumerated().map {
                        RouteTrie.Route(name: "r\($0.offset)", pattern: $0.element.pattern, requiredQueryKeys: $0.element.required)
                    }
                )
            ], buildsPlans: false)
        var offered: [(route: Int, values: [String])] = []
        if let parts = URLParts(url) {
            _ = trie.match(parts) { candidate in
                let host = locations.contains { $0.hostParameter != nil }
                offered.append((candidate.route, candidate.values.filter { !(host && $0.name == "server") }.map { "\($0.name)=\($0.text)" }))
                return false
            }
        }
        let expected = ReferenceMatcher(locations: locations, routes: routes).candidates(url) ?? []
        guard offered.map(\.route) != expected.map(\.route) || offered.map(\.values) != expected.map(\.values) else { return nil }
        return "\(url) over \(routes.map { "\($0.pattern)" }): engine \(offered), reference \(expected)"
    }

    private static func locations(_ random: inout some OracleChoices) -> [DeepLinkLocation] {
        switch random.below(9) {
        case 8: [DeepLinkLocation(scheme: "app", host: "x", exclude: ["/a/{*rest}", "/{y}?q={q}", "/v{z}/{y}"])]
        case 0: [DeepLinkLocation(scheme: "app", host: "x")]
        case 1: [DeepLinkLocation(scheme: "app", host: "x", pathPrefix: "/a")]
        case 2: [DeepLinkLocation(scheme: "app", host: "x"), DeepLinkLocation(scheme: "app", host: "{server}")]
        case 3: [DeepLinkLocation(scheme: "app", host: "{server}")]
        case 4: [DeepLinkLocation(scheme: "app", host: "x"), DeepLinkLocation(scheme: "app", host: "*.example.com")]
        case 5:
            [DeepLinkLocation(scheme: "app", host: "{blog}.example.com"), DeepLinkLocation(scheme: "app", host: "*.b.example.com", pathPrefix: "/a")]
        case 6:
            [
                DeepLinkLocation(scheme: "app", host: "b.example.com"), DeepLinkLocation(scheme: "app", host: "{blog}.example.com"),
                DeepLinkLocation(scheme: "app", host: "{server}"),
            ]
        default: [DeepLinkLocation(scheme: "app", host: ""), DeepLinkLocation(scheme: "app", host: "x", pathPrefix: "/a")]
        }
    }

    private static let pieces = ["a", "b", "a", "{x}", "{y}", "v{z}", "{z}.json", "v{z}.json", "é"]

    static func route(_ random: inout some OracleChoices) -> ReferenceMatcher.Route? {
        var path = (0..<random.below(4)).map { _ in pieces[random.below(pieces.count)] }
        if random.below(4) == 0 { path.append("{*rest}") }
        // A name once per pattern: rename repeats.
        var seen: Set<String> = []
        path = path.enumerated().map { index, piece in
            guard let open = piece.firstIndex(of: "{") else { return piece }
            let name = piece[piece.index(after: open)..<piece.firstIndex(of: "}")!]
            return seen.insert(String(name)).inserted ? piece : piece.replacingOccurrences(of: "{\(name)}", with: "{\(name)\(index)}")
        }
        var text = "/" + path.joined(separator: "/")
        let query = random.below(3)
        if query > 0 { text += "?q={q}" }
        // A fragment part, a third of the time (a path with one has no catch-all).
        if random.below(3) == 0, !text.contains("{*") {
            text += ["#/a", "#/{f}", "#/b/{*fr}", "#k={g}", "#/%23{h}", "#/", "#/{f}?v={w}"][random.below(7)]
        }
        guard let pattern = try? DeepLinkPattern(parsing: text) else { return nil }
        return ReferenceMatcher.Route(pattern: pattern, required: query == 2 ? ["q"] : [], valuePatterns: [:])
    }

    private static let segments = ["a", "b", "va", "a.json", "va.json", "v", "", "%61", "%C3%A9", "e%CC%81", "%zz", "x", ".json"]

    static func url(_ random: inout some OracleChoices) -> String {
        let host = ["x", "X", "y.example", "10.0.0.1", "a.b.example.com", "B.Example.COM", "example.com", "-a.example.com", ""][
            random.below(9)]
        var path = (0..<random.below(5)).map { _ in segments[random.below(segments.count)] }.joined(separator: "/")
        if random.below(3) == 0 { path += "/" }
        let query = ["", "?q=1", "?q=%zz", "?q=1&q=2", "?%71=x", "?r=1"][random.below(6)]
        path += ["", "", "", "#/a", "#/b/c", "#k=1", "#/%23x", "#top", "#/", "#/x?v=2", "#/%zz"][random.below(11)]
        // A URI without a host: `app:a/b` or `app:/a/b`.
        if host.isEmpty { return "app:" + (random.below(2) == 0 ? "/" : "") + path + query }
        return "app://\(host)/\(path)\(query)"
    }
}
