import Foundation

// Matching a URL against the trie, and building a destination's URL from its plan.

extension RouteTrie {
    /// A route whose path fits a URL, with the values the URL binds: the path's, by the route's
    /// placeholders, then the query's, in the URL's order.
    struct Candidate {
        var route: Int
        var values: [(name: String, text: String)]
    }

    /// Offers each route that fits a URL, split into its parts, to `accept`, best first (SPEC 3.2
    /// and 3.4), until it takes one.
    ///
    /// Under the URL's `scheme://host`, then each wildcard host of its suffixes, the longest
    /// first, then under its scheme's placeholder host (``DeepLinkLocation/keys(scheme:host:)``),
    /// the walk goes down the best branch at each segment (the literal child, each child of a
    /// segment with literal text in turn, the placeholder child, the routes whose catch-all takes
    /// the rest) and comes back to try the next only when a branch leads to no route or `accept`
    /// refuses its routes. The trie is a tree: each node is entered at most once per URL.
    ///
    /// - Returns: `nil` when `accept` took a route; otherwise why no route fits, or
    ///   ``DeepLinkResolutionFailure/noRoute(path:)`` when routes fit and all were refused.
    /// - Parameter keys: The keys the URL's location may be filed under, when the caller has
    ///   them (``DeepLinkLocation/keys(scheme:host:wildcards:)``).
    func match(_ parts: URLParts, keys: [String]? = nil, accept: (Candidate) -> Bool) -> DeepLinkResolutionFailure? {
        let keys = keys ?? DeepLinkLocation.keys(scheme: parts.scheme, host: parts.host)
        let found = keys.compactMap { key in roots[key].map { (root: $0, key: key) } }
        // The host, in lower case, is a value of the routes of a feature with a placeholder
        // host, whichever of its locations matched: made when such a route fits, once.
        var loweredHost: String?
        func lowercasedHost() -> String {
            if let loweredHost { return loweredHost }
            let made = String(decoding: (parts.host ?? "").utf8.map(PercentEncoding.lowercased), as: UTF8.self)
            loweredHost = made
            return made
        }
        guard !found.isEmpty else { return .unknownLocation(scheme: String(parts.scheme), host: String(parts.host ?? "")) }
        // The path's segments, then a fragment path's when routes have one: a walk past the
        // path's end into a node's fragment child goes on over them.
        var fragmentPath = hasFragmentRoutes ? parts.fragmentPath : nil
        var raw = parts.rawSegments
        var segments: [String] = []
        segments.reserveCapacity(raw.count)
        for segment in raw {
            guard let decoded = PercentEncoding.decode(segment) else { return .malformedPercentEncoding }
            segments.append(decoded)
        }
        // A fragment path that does not decode fits no fragment route; the others ignore it.
        let fragmentSegments = fragmentPath?.segments.map(PercentEncoding.decode) ?? []
        if fragmentSegments.contains(nil) { fragmentPath = nil }
        if let fragmentPath {
            raw += fragmentPath.segments
            segments += fragmentSegments.compactMap { $0 }
        }
        // A URL an exclusion of its location takes opens nothing.
        if exclusion(refusing: parts) != nil { return .noRoute(path: String(parts.path)) }
        let walk = Walk(
            segments: segments, pathCount: raw.count - (fragmentPath?.segments.count ?? 0), fragmentIsPath: fragmentPath != nil,
            hasFragment: hasFragmentRoutes && parts.fragment != nil)
        let query = parts.queryItems
        let fragmentQuery = URLParts.items(of: fragmentPath.map(\.query) ?? parts.fragment)
        var unreadable = false
        // A URL with a fragment is offered to the routes with a fragment part first, then to
        // the others.
        // Two passes only for a URL with a fragment (no array of passes made per URL).
        for pass in 0..<(walk.hasFragment ? 2 : 1) {
            let fragmentPass = walk.hasFragment && pass == 0
            for (root, key) in found {
                // Under `{blog}.wordpress.com`, filed as `https://*.wordpress.com`, the labels
                // before the suffix (a matchable host, so ASCII); looked for only under a root
                // whose routes name them.
                let label = labelParameters[root].flatMap { parameters in
                    key.firstRange(of: "://*.").map { (parameters, String(lowercasedHost().dropLast(key[$0.upperBound...].count + 1))) }
                }
                let taken = self.walk(walk, from: root, fragmentPass: fragmentPass) { route, end, catchAllStart in
                    // A catch-all's value is the rest of the path (or of the fragment path)
                    // decoded at once: each segment decoded and joined with `/`.
                    let rest = catchAllStart.flatMap { start in
                        PercentEncoding.decode(raw[start].base[raw[start].startIndex..<raw[end - 1].endIndex])
                    }
                    var host: (parameter: String?, value: String) = (hostParameters[route], "")
                    if host.parameter != nil { host.value = lowercasedHost() }
                    if let (parameters, labels) = label, let parameter = parameters[route] { host = (parameter, labels) }
                    guard
                        let values = values(
                            of: route, walk, end: end, catchAllStart: catchAllStart, rest: rest, host: host, query, fragmentQuery)
                    else {
                        unreadable = true
                        return false
                    }
                    return accept(Candidate(route: route, values: values))
                }
                if taken { return nil }
            }
        }
        return unreadable ? .malformedPercentEncoding : .noRoute(path: String(parts.path))
    }

    /// A URL's decoded segments as a walk reads them: the path's, then its fragment path's.
    struct Walk {
        var segments: [String]
        /// How many of the segments are the path's.
        var pathCount: Int
        /// Whether the URL's fragment is a path (`#/…`), whose segments follow the path's.
        var fragmentIsPath: Bool
        /// Whether the URL has a fragment and some route a fragment part.
        var hasFragment: Bool
        /// The last empty segment of the path, and of the fragment path; `-1` for none.
        private let lastEmptyInPath: Int
        private let lastEmptyInFragment: Int

        init(segments: [String], pathCount: Int, fragmentIsPath: Bool, hasFragment: Bool) {
            self.segments = segments
            self.pathCount = pathCount
            self.fragmentIsPath = fragmentIsPath
            self.hasFragment = hasFragment
            lastEmptyInPath = segments[..<pathCount].lastIndex(where: \.isEmpty) ?? -1
            lastEmptyInFragment = segments[pathCount...].lastIndex(where: \.isEmpty) ?? -1
        }

        /// Where a catch-all that starts at `position` ends, when it can take the segments
        /// from there: one or more, none empty, so those after the last empty one.
        func catchAll(at position: Int, inFragment: Bool) -> Int? {
            let end = inFragment ? segments.count : pathCount
            let lastEmpty = inFragment ? lastEmptyInFragment : lastEmptyInPath
            guard end > position, position > lastEmpty else { return nil }
            return end
        }
    }

    /// The pattern of the exclusion that takes a URL, if one does: its path fits, and the URL
    /// has every query key it names.
    func exclusion(refusing parts: URLParts) -> String? {
        guard let exclusions = exclusions.first else { return nil }
        var refusing: String?
        _ = exclusions.match(parts) { candidate in
            guard let pattern = exclusions.patterns[candidate.route],
                pattern.query.allSatisfy({ item in candidate.values.contains { $0.name == item.parameter } })
            else { return false }
            refusing = pattern.description
            return true
        }
        return refusing
    }

    /// Walks from `root` over decoded segments, offering each route that fits, with where its
    /// path ends (or its catch-all starts), until `offer` takes one. In the fragment pass only
    /// the routes with a fragment part are offered, in the other only those without.
    private func walk(
        _ walk: Walk, from root: Int, fragmentPass: Bool, offer: (_ route: Int, _ end: Int, _ catchAllStart: Int?) -> Bool
    ) -> Bool {
        let segments = walk.segments
        // Places to come back to: a node, the segment it is at, whether it is in a fragment
        // path, and the branch to try there next: 0 the literal child, 1... each affixed child,
        // then the placeholder child, then the catch-all. A child is pushed above its parent's
        // next branch, so it is tried first.
        var stack: [(node: Int, position: Int, inFragment: Bool, branch: Int)] = [(root, 0, false, 0)]
        while let (node, position, inFragment, branch) = stack.popLast() {
            let end = inFragment ? segments.count : walk.pathCount
            if position == end {
                if inFragment || !fragmentPass {
                    for route in routes(at: node, catchAll: false) where offer(route, position, nil) { return true }
                } else {
                    // The end of the path, in the fragment pass: routes of fragment pairs, then
                    // on into the fragment path (pushed last, so tried first).
                    if let pairs = nodes[node].pairs {
                        stack.append((pairs, position, true, -1))
                    }
                    if walk.fragmentIsPath, let fragment = nodes[node].fragment {
                        stack.append((fragment, position, true, 0))
                    }
                }
                continue
            }
            if branch == -1 {
                // A fragment-pairs node: its routes end with the path.
                for route in routes(at: node, catchAll: false) where offer(route, walk.pathCount, nil) { return true }
                continue
            }
            let segment = segments[position]
            let affixed = sortedAffixed[node] ?? []
            if branch == 0 {
                stack.append((node, position, inFragment, 1))
                if let child = nodes[node].literals[segment] { stack.append((child, position + 1, inFragment, 0)) }
            } else if branch <= affixed.count {
                stack.append((node, position, inFragment, branch + 1))
                let (affix, child) = affixed[branch - 1]
                if Self.value(of: segment, between: affix) != nil { stack.append((child, position + 1, inFragment, 0)) }
            } else if branch == affixed.count + 1 {
                stack.append((node, position, inFragment, branch + 1))
                if !segment.isEmpty, let child = nodes[node].parameter { stack.append((child, position + 1, inFragment, 0)) }
            } else if inFragment || !fragmentPass, let catchAllEnd = walk.catchAll(at: position, inFragment: inFragment) {
                for route in routes(at: node, catchAll: true) where offer(route, catchAllEnd, position) { return true }
            }
        }
        return false
    }

    /// The value of a segment with literal text around its placeholder: the text between, of
    /// one byte or more, or `nil` when the segment does not have the text.
    static func value(of segment: String, between affix: Affix) -> String? {
        let bytes = segment.utf8
        let (prefix, suffix) = (affix.prefix.utf8, affix.suffix.utf8)
        guard bytes.count > prefix.count + suffix.count, bytes.starts(with: prefix), bytes.reversed().starts(with: suffix.reversed()) else {
            return nil
        }
        return String(decoding: bytes.dropFirst(prefix.count).dropLast(suffix.count), as: UTF8.self)
    }

    /// The values a URL binds to a route that fits its path, or `nil` when a query key, or a
    /// value of a key the route binds, does not decode.
    private func values(
        of route: Int, _ walk: Walk, end: Int, catchAllStart: Int?, rest: String?, host: (parameter: String?, value: String),
        _ query: [(key: Substring, value: Substring)], _ fragmentQuery: [(key: Substring, value: Substring)]
    ) -> [(name: String, text: String)]? {
        guard let pattern = patterns[route] else { return nil }
        var values: [(name: String, text: String)] = []
        if let parameter = host.parameter { values.append((parameter, host.value)) }
        // The path's pieces end where the path does when the route has a fragment part; the
        // segments the location's path prefix takes come before them.
        let pathEnd = pattern.fragment == nil ? end : walk.pathCount
        Self.append(pattern.path, ending: pathEnd, catchAllStart: pattern.fragment == nil ? catchAllStart : nil, rest, walk, to: &values)
        guard Self.append(pattern.query, from: query, to: &values) else { return nil }
        if let fragment = pattern.fragment {
            if case .path(let pieces, _) = fragment {
                Self.append(pieces, ending: end, catchAllStart: catchAllStart, rest, walk, to: &values)
            }
            guard Self.append(fragment.query, from: fragmentQuery, to: &values) else { return nil }
        }
        return values
    }

    /// The values of a path's pieces that end at the segment `end` (or whose catch-all starts
    /// at `catchAllStart`), in order.
    private static func append(
        _ pieces: [DeepLinkPattern.Segment], ending end: Int, catchAllStart: Int?, _ rest: String?, _ walk: Walk,
        to values: inout [(name: String, text: String)]
    ) {
        let start = (catchAllStart ?? end) - pieces.count + (catchAllStart == nil ? 0 : 1)
        for (offset, piece) in pieces.enumerated() {
            switch piece {
            case .literal: break
            case .parameter(let name): values.append((name, walk.segments[start + offset]))
            case .affixed(let prefix, let name, let suffix):
                values.append((name, value(of: walk.segments[start + offset], between: Affix(prefix: prefix, suffix: suffix)) ?? ""))
            case .catchAll(let name): values.append((name, rest ?? ""))
            }
        }
    }

    /// The values a query's items give the pattern's keys, in the URL's order; `false` when a
    /// key, or a value of a key the pattern binds, does not decode.
    private static func append(
        _ items: [DeepLinkPattern.QueryItem], from query: [(key: Substring, value: Substring)], to values: inout [(name: String, text: String)]
    ) -> Bool {
        guard !items.isEmpty else { return true }
        for (rawKey, rawValue) in query {
            guard let key = PercentEncoding.decode(rawKey) else { return false }
            for item in items where item.key == key {
                guard let text = PercentEncoding.decode(rawValue) else { return false }
                values.append((item.parameter, text))
            }
        }
        return true
    }

    // MARK: - Building

    /// The URL a plan builds from a destination's values, found by name, or `nil` when the plan
    /// cannot hold them: an empty path segment, a catch-all with an empty segment, a host that
    /// a placeholder host would not match, a missing or unrepresentable value.
    func url(_ plan: BuildPlan, _ content: (String) -> DeepLinkArgument.Content?) -> URL? {
        var bytes = Array(plan.start.utf8)
        if let parameter = plan.hostParameter {
            // The host in lower case, as resolving gives it back.
            guard case .text(let host)? = content(parameter), DeepLinkLocation.isMatchableHost(host.utf8) else { return nil }
            bytes.append(contentsOf: host.utf8.map(PercentEncoding.lowercased))
            bytes.append(contentsOf: plan.hostSuffix.utf8)
            bytes.append(contentsOf: plan.pathPrefix.utf8)
        }
        // Where the path starts, its prefix included.
        let pathStart = plan.isHostless ? plan.start.utf8.count - plan.pathPrefix.utf8.count : bytes.count
        guard Self.write(plan.path, content, into: &bytes) else { return nil }
        // `matrix:u/alice`: a URI without a host writes its path without the leading `/`.
        if plan.isHostless, pathStart < bytes.count, bytes[pathStart] == UInt8(ascii: "/") { bytes.remove(at: pathStart) }
        guard Self.write(plan.query, content, after: UInt8(ascii: "?"), into: &bytes) else { return nil }
        if let fragment = plan.fragment {
            // `#/` and the fragment path, `/` in a value as `%2F`, then its `?` pairs.
            bytes.append(UInt8(ascii: "#"))
            guard Self.write(fragment, content, into: &bytes) else { return nil }
            if fragment.isEmpty { bytes.append(UInt8(ascii: "/")) }
            guard Self.write(plan.fragmentQuery, content, after: UInt8(ascii: "?"), into: &bytes) else { return nil }
        } else if !plan.fragmentQuery.isEmpty {
            guard Self.write(plan.fragmentQuery, content, after: UInt8(ascii: "#"), into: &bytes) else { return nil }
        }
        return URL(string: String(decoding: bytes, as: UTF8.self))
    }

    /// Writes path pieces with their values; `false` when a value cannot be written.
    private static func write(_ pieces: [BuildPlan.Piece], _ content: (String) -> DeepLinkArgument.Content?, into bytes: inout [UInt8]) -> Bool {
        for piece in pieces {
            switch piece {
            case .literal(let text):
                bytes.append(contentsOf: text.utf8)
            case .parameter(let name):
                guard case .text(let text)? = content(name), !text.isEmpty else { return false }
                bytes.append(UInt8(ascii: "/"))
                PercentEncoding.encode(text, asPathSegment: true, into: &bytes)
            case .affixed(let prefix, let name, let suffix):
                guard case .text(let text)? = content(name), !text.isEmpty else { return false }
                bytes.append(UInt8(ascii: "/"))
                bytes.append(contentsOf: DeepLinkPattern.written(prefix).utf8)
                PercentEncoding.encode(segment: text, between: prefix, and: suffix, into: &bytes)
                bytes.append(contentsOf: DeepLinkPattern.written(suffix).utf8)
            case .catchAll(let name):
                // One or more non-empty segments, which resolving joins back with `/`.
                guard case .text(let text)? = content(name) else { return false }
                for part in text.split(separator: "/", omittingEmptySubsequences: false) {
                    guard !part.isEmpty else { return false }
                    bytes.append(UInt8(ascii: "/"))
                    PercentEncoding.encode(String(part), asPathSegment: true, into: &bytes)
                }
            }
        }
        return true
    }

    /// Writes query items with their values, the first after `first` and the others after `&`;
    /// `false` when a value cannot be written.
    private static func write(
        _ items: [DeepLinkPattern.QueryItem], _ content: (String) -> DeepLinkArgument.Content?, after first: UInt8, into bytes: inout [UInt8]
    ) -> Bool {
        var separator = first
        for item in items {
            let texts: [String]
            switch content(item.parameter) {
            case .text(let text): texts = [text]
            case .texts(let elements): texts = elements
            case .absent: texts = []
            case .unrepresentable, nil: return false
            }
            for text in texts {
                bytes.append(separator)
                PercentEncoding.encode(item.key, asPathSegment: false, into: &bytes)
                bytes.append(UInt8(ascii: "="))
                PercentEncoding.encode(text, asPathSegment: false, into: &bytes)
                separator = UInt8(ascii: "&")
            }
        }
        return true
    }
}
