import Foundation

// Matching a URL against the trie, and building a destination's URL from its plan.

extension RouteTrie {
    /// A route whose path fits a URL, with the values the URL binds: the path's, by the route's
    /// placeholders, then the query's, in the URL's order.
    struct Candidate {
        var route: Int
        var values: [(name: String, text: String)]
    }

    /// Offers each route that fits a URL to `accept`, best first (SPEC 3.2 and 3.4), until it
    /// takes one.
    ///
    /// Under the URL's `scheme://host`, then each wildcard host of its suffixes, the longest
    /// first, then under its scheme's placeholder host (``DeepLinkLocation/keys(scheme:host:)``),
    /// the walk goes
    /// down the best branch at each segment (the literal child, each child of a segment with
    /// literal text in turn, the placeholder child, the routes whose catch-all takes the rest)
    /// and comes back to try the next only when a branch leads to no route or `accept` refuses
    /// its routes. The trie is a tree: each node is entered at most once per URL.
    ///
    /// - Returns: `nil` when `accept` took a route; otherwise why no route fits, or
    ///   ``DeepLinkResolutionFailure/noRoute(path:)`` when routes fit and all were refused.
    func match(_ url: String, accept: (Candidate) -> Bool) -> DeepLinkResolutionFailure? {
        guard let parts = URLParts(url) else { return .malformedURL }
        return match(parts, accept: accept)
    }

    /// Offers each route that fits a URL already split into its parts, as ``match(_:accept:)``.
    func match(_ parts: URLParts, accept: (Candidate) -> Bool) -> DeepLinkResolutionFailure? {
        let keys = DeepLinkLocation.keys(scheme: parts.scheme, host: parts.host)
        let found = keys.compactMap { key in roots[key].map { (root: $0, key: key) } }
        // The host, in lower case, is a value of the routes of a feature with a placeholder
        // host, whichever of its locations matched.
        let host = String(decoding: (parts.host ?? "").utf8.map(PercentEncoding.lowercased), as: UTF8.self)
        guard !found.isEmpty else { return .unknownLocation(scheme: String(parts.scheme), host: String(parts.host ?? "")) }
        let raw = parts.rawSegments
        var segments: [String] = []
        segments.reserveCapacity(raw.count)
        for segment in raw {
            guard let decoded = PercentEncoding.decode(segment) else { return .malformedPercentEncoding }
            segments.append(decoded)
        }
        // A URL an exclusion of its location takes opens nothing.
        if exclusion(refusing: parts) != nil { return .noRoute(path: String(parts.path)) }
        // A catch-all takes one or more segments, none empty: those after the last empty one.
        let lastEmpty = segments.lastIndex(where: \.isEmpty) ?? -1
        let query = parts.queryItems
        var unreadable = false
        for (root, key) in found {
            // Under `{blog}.wordpress.com`, filed as `https://*.wordpress.com`, the labels before
            // the suffix (a matchable host, so ASCII).
            let suffix = key.range(of: "://*.").map { key[$0.upperBound...] }
            let label = labelParameters[root].flatMap { parameters in suffix.map { (parameters, String(host.dropLast($0.count + 1))) } }
            let taken = walk(from: root, segments, lastEmpty: lastEmpty) { route, end, catchAllStart in
                // A catch-all's value is the rest of the path decoded at once: each segment
                // decoded and joined with `/`.
                let rest = catchAllStart.flatMap { PercentEncoding.decode(parts.path[raw[$0].startIndex..<raw[raw.count - 1].endIndex]) }
                var host = (parameter: hostParameters[route], value: host)
                if let (parameters, labels) = label, let parameter = parameters[route] { host = (parameter, labels) }
                guard let values = values(of: route, segments, end: end, catchAllStart: catchAllStart, rest: rest, host: host, query) else {
                    unreadable = true
                    return false
                }
                return accept(Candidate(route: route, values: values))
            }
            if taken { return nil }
        }
        return unreadable ? .malformedPercentEncoding : .noRoute(path: String(parts.path))
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
    /// path ends (or its catch-all starts), until `offer` takes one.
    private func walk(from root: Int, _ segments: [String], lastEmpty: Int, offer: (_ route: Int, _ end: Int, _ catchAllStart: Int?) -> Bool) -> Bool
    {
        // Places to come back to: a node, the segment it is at, and the branch to try there
        // next: 0 the literal child, 1... each affixed child, then the placeholder child, then
        // the catch-all. A child is pushed above its parent's next branch, so it is tried first.
        var stack: [(node: Int, position: Int, branch: Int)] = [(root, 0, 0)]
        while let (node, position, branch) = stack.popLast() {
            if position == segments.count {
                for route in routes(at: node, catchAll: false) where offer(route, position, nil) { return true }
                continue
            }
            let segment = segments[position]
            let affixed = sortedAffixed[node] ?? []
            if branch == 0 {
                stack.append((node, position, 1))
                if let child = nodes[node].literals[segment] { stack.append((child, position + 1, 0)) }
            } else if branch <= affixed.count {
                stack.append((node, position, branch + 1))
                let (affix, child) = affixed[branch - 1]
                if Self.value(of: segment, between: affix) != nil { stack.append((child, position + 1, 0)) }
            } else if branch == affixed.count + 1 {
                stack.append((node, position, branch + 1))
                if !segment.isEmpty, let child = nodes[node].parameter { stack.append((child, position + 1, 0)) }
            } else if position > lastEmpty {
                for route in routes(at: node, catchAll: true) where offer(route, segments.count, position) { return true }
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
        of route: Int, _ segments: [String], end: Int, catchAllStart: Int?, rest: String?, host: (parameter: String?, value: String),
        _ query: [(key: Substring, value: Substring)]
    ) -> [(name: String, text: String)]? {
        guard let pattern = patterns[route] else { return nil }
        var values: [(name: String, text: String)] = []
        if let parameter = host.parameter { values.append((parameter, host.value)) }
        // The segments the location's path prefix takes come before the pattern's.
        let placeholderSegments = pattern.path.count - (catchAllStart == nil ? 0 : 1)
        let start = (catchAllStart ?? end) - placeholderSegments
        for (offset, piece) in pattern.path.enumerated() {
            switch piece {
            case .literal: break
            case .parameter(let name): values.append((name, segments[start + offset]))
            case .affixed(let prefix, let name, let suffix):
                values.append((name, Self.value(of: segments[start + offset], between: Affix(prefix: prefix, suffix: suffix)) ?? ""))
            case .catchAll(let name): values.append((name, rest ?? ""))
            }
        }
        guard !pattern.query.isEmpty else { return values }
        for (rawKey, rawValue) in query {
            guard let key = PercentEncoding.decode(rawKey) else { return nil }
            for item in pattern.query where item.key == key {
                guard let text = PercentEncoding.decode(rawValue) else { return nil }
                values.append((item.parameter, text))
            }
        }
        return values
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
        for piece in plan.path {
            switch piece {
            case .literal(let text):
                bytes.append(contentsOf: text.utf8)
            case .parameter(let name):
                guard case .text(let text)? = content(name), !text.isEmpty else { return nil }
                bytes.append(UInt8(ascii: "/"))
                PercentEncoding.encode(text, asPathSegment: true, into: &bytes)
            case .affixed(let prefix, let name, let suffix):
                guard case .text(let text)? = content(name), !text.isEmpty else { return nil }
                bytes.append(UInt8(ascii: "/"))
                bytes.append(contentsOf: DeepLinkPattern.written(prefix).utf8)
                PercentEncoding.encode(segment: text, between: prefix, and: suffix, into: &bytes)
                bytes.append(contentsOf: DeepLinkPattern.written(suffix).utf8)
            case .catchAll(let name):
                // One or more non-empty segments, which resolving joins back with `/`.
                guard case .text(let text)? = content(name) else { return nil }
                for part in text.split(separator: "/", omittingEmptySubsequences: false) {
                    guard !part.isEmpty else { return nil }
                    bytes.append(UInt8(ascii: "/"))
                    PercentEncoding.encode(String(part), asPathSegment: true, into: &bytes)
                }
            }
        }
        // `matrix:u/alice`: a URI without a host writes its path without the leading `/`.
        if plan.isHostless, pathStart < bytes.count, bytes[pathStart] == UInt8(ascii: "/") { bytes.remove(at: pathStart) }
        var separator = UInt8(ascii: "?")
        for item in plan.query {
            let texts: [String]
            switch content(item.parameter) {
            case .text(let text): texts = [text]
            case .texts(let elements): texts = elements
            case .absent: texts = []
            case .unrepresentable, nil: return nil
            }
            for text in texts {
                bytes.append(separator)
                PercentEncoding.encode(item.key, asPathSegment: false, into: &bytes)
                bytes.append(UInt8(ascii: "="))
                PercentEncoding.encode(text, asPathSegment: false, into: &bytes)
                separator = UInt8(ascii: "&")
            }
        }
        return URL(string: String(decoding: bytes, as: UTF8.self))
    }
}
