import Foundation
import _NavigationGraphCompiler
import _NavigationGraphRoutes

/// Deep links are public API: compares the routes of two versions of the graphs (or the graphs
/// and a committed `routes --format json` baseline) and reports, as errors, every URL that used to
/// open something and no longer does, now opens something else, or now needs a value it did not;
/// and, as notes, the routes that are new.
struct RouteDiff {
    /// One route as both versions see it.
    struct Record {
        var url: String
        var destination: String
        var parameters: [(name: String, type: String, required: Bool)]
        var location: SourceLocation
        /// What the destination was called before it was renamed, such as `Character.profile`.
        var formerDestinations: [String] = []
        /// `scheme://host` in lower case: the URLs compare them case-insensitively. A placeholder
        /// host is `{}`, a wildcard subdomain `*.suffix` (the same for `{blog}.suffix`), and a
        /// location without a host `scheme:`.
        var origin: String
        /// Whether this record is an exclusion (`"exclude"`), not a route.
        var isExclusion = false
        /// The whole path, the location's prefix included, and the query; `nil` for a baseline
        /// URL that is not a pattern.
        var pattern: DeepLinkPattern?
        /// The value patterns of the parameters that have one, by name.
        var valuePatterns: [String: String] = [:]

        /// The query keys a URL must have for the route to fit, sorted: those bound to a
        /// parameter that is required and not an array (no key gives `[]`).
        @_optimize(none) var requiredKeys: [String] {
            guard let pattern, !pattern.query.isEmpty else { return [] }
            return pattern.query.filter { item in
                parameter(item.parameter).map { $0.required && !$0.type.hasPrefix("[") } ?? false
            }.map(\.key).sorted()
        }

        /// A route of the graphs, from the model.
        @_optimize(none) init(
            url: String, destination: String, parameters: [(name: String, type: String, required: Bool)],
            location: SourceLocation, formerDestinations: [String], at place: DeepLinkLocationSpec, pattern: DeepLinkPattern?,
            valuePatterns: [String: String] = [:]
        ) {
            self.valuePatterns = valuePatterns
            self.url = url
            self.destination = destination
            self.parameters = parameters
            self.parameterIndex = Self.index(parameters)
            self.location = location
            self.formerDestinations = formerDestinations
            origin = Self.origin(scheme: place.scheme, host: place.host)
            let prefix = (try? DeepLinkPattern(parsing: place.pathPrefix.isEmpty ? "/" : place.pathPrefix))?.path ?? []
            self.pattern = pattern.map { DeepLinkPattern(path: prefix + $0.path, query: $0.query, fragment: $0.fragment) }
        }

        /// An origin as the diff compares them (``origin``): the key the router files the
        /// location under.
        @_optimize(none) static func origin(scheme: String, host: String) -> String {
            DeepLinkLocation(scheme: scheme, host: host).key
        }

        /// A route of a baseline, from its URL pattern (`https://example.com/items/{id}`).
        @_optimize(none)
        init(url: String, destination: String, parameters: [(name: String, type: String, required: Bool)], location: SourceLocation) {
            self.url = url
            self.destination = destination
            self.parameters = parameters
            self.parameterIndex = Self.index(parameters)
            self.location = location
            guard let colon = url.firstIndex(of: ":") else {
                origin = url
                return
            }
            let scheme = String(url[..<colon])
            var rest = url[url.index(after: colon)...]
            var host = ""
            if rest.hasPrefix("//") {
                rest = rest.dropFirst(2)
                let slash = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
                host = String(rest[..<slash])
                rest = rest[slash...]
            }
            origin = Self.origin(scheme: scheme, host: host)
            pattern = try? DeepLinkPattern(parsing: rest.hasPrefix("/") ? String(rest) : "/" + rest)
        }

        /// The origin and the path with placeholders blanked: two routes with the same shape
        /// match the same URLs.
        @_optimize(none) var shape: String {
            guard let pattern else { return url }
            return origin + "/" + Self.shape(of: pattern.path) + fragmentShape
        }

        /// The fragment part with placeholders blanked, and its keys sorted: `#/@{}`, `#?a&b`.
        @_optimize(none) var fragmentShape: String {
            switch pattern?.fragment {
            case nil: return ""
            case .path(let segments, let query)?:
                let keys = query.map(\.key).sorted()
                return "#/" + Self.shape(of: segments) + (keys.isEmpty ? "" : "?" + keys.joined(separator: "&"))
            case .pairs(let query)?:
                return "#?" + query.map(\.key).sorted().joined(separator: "&")
            }
        }

        @_optimize(none) private static func shape(of segments: [DeepLinkPattern.Segment]) -> String {
            segments.map { segment in
                switch segment {
                case .literal(let text): return text
                case .parameter: return "{}"
                case .catchAll: return "{*}"
                case .affixed(let prefix, _, let suffix): return prefix + "{}" + suffix
                }
            }.joined(separator: "/")
        }

        /// The keyed shape under the placeholder host of the same scheme, which takes the URLs of
        /// every literal host: where a route that moved from its host to `{server}` is found.
        @_optimize(none) var keyedShapeUnderAnyHost: String {
            guard let separator = origin.range(of: "://") else { return keyedShape }
            return origin[..<separator.upperBound] + "{}" + keyedShape.dropFirst(origin.count)
        }

        /// The shape, the required query keys and the value patterns of the path's placeholders:
        /// routes of one shape that differ in them are different routes (query-keyed routes,
        /// value patterns).
        @_optimize(none) var keyedShape: String {
            let keys = requiredKeys
            let keyed = keys.isEmpty ? shape : shape + "?" + keys.joined(separator: "&")
            let patterns = pathPlaceholders.map { valuePatterns[$0] ?? "" }
            let withPatterns = patterns.allSatisfy(\.isEmpty) ? keyed : keyed + "\u{0}" + patterns.joined(separator: "\u{0}")
            // A typed placeholder (`Int`, an enum) takes only values of its type, so routes of one
            // shape may differ by it (SPEC 1.3): `/stats/{period}` beside `/stats/{site}`.
            let types = pathPlaceholders.map { placeholderType($0) }
            return types.allSatisfy(\.isEmpty) ? withPatterns : withPatterns + "\u{1}" + types.joined(separator: "\u{1}")
        }

        /// The type a placeholder's values must have, without `?`; empty for `String`, which
        /// takes any value.
        @_optimize(none) func placeholderType(_ name: String) -> String {
            let type = parameter(name)?.type.replacingOccurrences(of: "?", with: "") ?? ""
            return type == "String" ? "" : type
        }

        /// The number of the route's placeholders (path and query) whose parameter has a pattern.
        @_optimize(none) var patternCount: Int {
            guard let pattern, !valuePatterns.isEmpty else { return 0 }
            return pattern.parameters.count { valuePatterns[$0] != nil }
        }

        /// Whether a URL of this route's shape would try `other` first: it requires more keys,
        /// or as many and has more patterns.
        @_optimize(none) func isTriedAfter(_ other: Record) -> Bool {
            (requiredKeys.count, patternCount) > (other.requiredKeys.count, other.patternCount)
        }

        /// Whether every URL of `old` is also a URL of this route, segment by segment: a
        /// placeholder takes a literal, text around a placeholder or a placeholder; text around a
        /// placeholder takes a literal with that text and more, or a placeholder with more text
        /// around it; a catch-all takes the rest.
        @_optimize(none) func covers(_ old: Record) -> Bool {
            guard origin == old.origin, fragmentShape == old.fragmentShape, let path = pattern?.path, let oldPath = old.pattern?.path
            else { return false }
            for (index, segment) in path.enumerated() {
                switch segment {
                case .catchAll:
                    return oldPath.count > index
                case .parameter:
                    guard index < oldPath.count else { return false }
                    if case .catchAll = oldPath[index] { return false }
                case .literal:
                    guard index < oldPath.count, oldPath[index] == segment else { return false }
                case .affixed(let prefix, _, let suffix):
                    guard index < oldPath.count else { return false }
                    switch oldPath[index] {
                    case .literal(let text):
                        guard text.utf8.count > prefix.utf8.count + suffix.utf8.count, text.hasPrefix(prefix), text.hasSuffix(suffix) else {
                            return false
                        }
                    case .affixed(let oldPrefix, _, let oldSuffix):
                        guard oldPrefix.hasPrefix(prefix), oldSuffix.hasSuffix(suffix) else { return false }
                    case .parameter, .catchAll:
                        return false
                    }
                }
            }
            return path.count == oldPath.count
        }

        /// How a URL that fits several routes picks one (SPEC 3.2, 3.4): position by position, a
        /// literal before text around a placeholder (more text first) before a placeholder
        /// before a catch-all; the larger key wins.
        @_optimize(none) var precedence: [Int] {
            (pattern?.path ?? []).map { segment in
                switch segment {
                case .literal: Int.max
                case .affixed(let prefix, _, let suffix): 1 + prefix.utf8.count + suffix.utf8.count
                case .parameter: 0
                case .catchAll: -1
                }
            }
        }

        /// The placeholders of the path and of a fragment path, in order.
        @_optimize(none) var pathPlaceholders: [String] {
            guard let pattern else { return [] }
            guard case .path(let segments, _)? = pattern.fragment else { return pattern.pathParameters }
            return pattern.pathParameters + segments.compactMap(\.parameter)
        }

        @_optimize(none) var queryKeys: [(key: String, parameter: String)] {
            pattern?.query.map { ($0.key, $0.parameter) } ?? []
        }

        /// A parameter by name, found in a table: a route of thousands of query keys is compared
        /// in linear time.
        @_optimize(none) func parameter(_ name: String) -> (name: String, type: String, required: Bool)? {
            parameterIndex[name].map { parameters[$0] }
        }

        private var parameterIndex: [String: Int] = [:]

        @_optimize(none) private static func index(_ parameters: [(name: String, type: String, required: Bool)]) -> [String: Int] {
            var index: [String: Int] = [:]
            for (position, parameter) in parameters.enumerated() where index[parameter.name] == nil {
                index[parameter.name] = position
            }
            return index
        }
    }

    var breaking: [Diagnostic] = []
    var added: [Record] = []

    @_optimize(none) static func records(_ table: RouteTable) -> [Record] {
        routeRecords(table) + exclusionRecords(table)
    }

    /// Every location's exclusions, each once, as records of no destination.
    @_optimize(none) static func exclusionRecords(_ table: RouteTable) -> [Record] {
        var seen: Set<String> = []
        var records: [Record] = []
        for entry in table.entries {
            for place in entry.locations {
                for exclusion in place.value.exclude {
                    let url = place.value.url(for: exclusion.value)
                    guard seen.insert(url).inserted else { continue }
                    var record = Record(
                        url: url, destination: "", parameters: [], location: exclusion.location, formerDestinations: [], at: place.value,
                        pattern: try? DeepLinkPattern(parsing: exclusion.value))
                    record.isExclusion = true
                    records.append(record)
                }
            }
        }
        return records.sorted { $0.url < $1.url }
    }

    @_optimize(none) private static func routeRecords(_ table: RouteTable) -> [Record] {
        table.entries.flatMap { entry in
            entry.locations.map { place in
                Record(
                    url: place.value.url(for: entry.spec.text), destination: "\(entry.feature).\(entry.destination)",
                    parameters: entry.parameters.map { ($0.name.value, $0.type.value.spelling, !$0.isOmittable) },
                    location: entry.spec.location, formerDestinations: entry.formerNames.map { "\(entry.feature).\($0)" },
                    at: place.value, pattern: entry.spec.pattern,
                    valuePatterns: Dictionary(
                        entry.parameters.compactMap { parameter in parameter.pattern.map { (parameter.name.value, $0.value) } },
                        uniquingKeysWith: { first, _ in first }))
            }
        }
    }

    /// Reads a `navgraph routes --format json` baseline.
    @_optimize(none) static func records(baseline data: Data, file: String) throws -> [Record] {
        guard let routes = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
            throw UsageError(message: "\(file) is not a routes baseline (navgraph routes --format json)")
        }
        return try routes.map { route in
            if let url = route["url"] as? String, route["exclude"] as? Bool == true {
                var record = Record(url: url, destination: "", parameters: [], location: SourceLocation(file: file, line: 1, column: 1))
                record.isExclusion = true
                return record
            }
            guard let url = route["url"] as? String, let feature = route["feature"] as? String,
                let destination = route["destination"] as? String, let parameters = route["parameters"] as? [[String: Any]]
            else {
                throw UsageError(message: "\(file) is not a routes baseline (navgraph routes --format json)")
            }
            var record = Record(
                url: url, destination: "\(feature).\(destination)",
                parameters: parameters.map {
                    (
                        $0["name"] as? String ?? "", $0["type"] as? String ?? "",
                        $0["required"] as? Bool ?? !(($0["type"] as? String ?? "").hasSuffix("?"))
                    )
                },
                location: SourceLocation(file: file, line: 1, column: 1))
            for parameter in parameters {
                if let name = parameter["name"] as? String, let pattern = parameter["pattern"] as? String {
                    record.valuePatterns[name] = pattern
                }
            }
            return record
        }
    }

    @_optimize(none) init(old: [Record], new: [Record]) {
        let oldExclusions = Set(old.filter(\.isExclusion).map(\.url))
        let newExclusions = new.filter { $0.isExclusion && !oldExclusions.contains($0.url) }
        let old = old.filter { !$0.isExclusion }
        let new = new.filter { !$0.isExclusion }
        var newByShape: [String: Record] = [:]
        for record in new where newByShape[record.keyedShape] == nil {
            newByShape[record.keyedShape] = record
        }
        // Of each shape, the route that requires the fewest query keys: the one a URL without
        // keys opens.
        var newByPlainShape: [String: Record] = [:]
        for record in new where newByPlainShape[record.shape].map({ $0.isTriedAfter(record) }) ?? true {
            newByPlainShape[record.shape] = record
        }
        var oldShapes: Set<String> = []
        var oldByPlainShape: [String: Record] = [:]
        for record in old {
            oldShapes.insert(record.keyedShape)
            if oldByPlainShape[record.shape].map({ $0.isTriedAfter(record) }) ?? true {
                oldByPlainShape[record.shape] = record
            }
            // The route of the same shape and required keys, else of the same shape, else a
            // catch-all that takes the old URLs.
            guard
                let now = newByShape[record.keyedShape] ?? newByPlainShape[record.shape] ?? newByShape[record.keyedShapeUnderAnyHost]
                    ?? new.first(where: { $0.covers(record) })
            else {
                breaking.append(
                    Diagnostic(
                        .error, "deep link '\(record.url)' (\(record.destination)) no longer opens anything", at: record.location))
                continue
            }
            // A destination renamed with `"formerNames"` is still the one old URLs opened.
            if now.destination != record.destination && !now.formerDestinations.contains(record.destination) {
                breaking.append(
                    Diagnostic(
                        .error, "deep link '\(record.url)' used to open \(record.destination) and now opens \(now.destination)",
                        at: now.location))
                continue
            }
            // An exclusion that is new refuses the old URLs it covers (SPEC 1.3).
            if let exclusion = newExclusions.first(where: { $0.covers(record) }) {
                breaking.append(
                    Diagnostic(
                        .error,
                        "deep link '\(record.url)' (\(record.destination)) no longer opens anything: the new exclusion '\(exclusion.url)' refuses its URLs",
                        at: exclusion.location))
                continue
            }
            for exclusion in newExclusions where record.covers(exclusion) {
                breaking.append(
                    Diagnostic(
                        .error, "deep link '\(exclusion.url)' used to open \(record.destination) and is now excluded",
                        at: exclusion.location))
            }
            for (position, (old, new)) in zip(record.pathPlaceholders, now.pathPlaceholders).enumerated() {
                let oldType = record.parameter(old)?.type.replacingOccurrences(of: "?", with: "")
                let newType = now.parameter(new)?.type.replacingOccurrences(of: "?", with: "")
                if oldType != newType {
                    breaking.append(
                        Diagnostic(
                            .error,
                            "deep link '\(record.url)': path segment \(position + 1) was \(oldType ?? "?") and is now \(newType ?? "?"); old URLs may no longer convert",
                            at: now.location))
                }
            }
            // A pattern that is new or other than before may refuse a value old URLs carry.
            let oldKeys = Dictionary(record.queryKeys.map { ($0.key, $0.parameter) }, uniquingKeysWith: { first, _ in first })
            for (position, (old, new)) in zip(record.pathPlaceholders, now.pathPlaceholders).enumerated() {
                if let pattern = now.valuePatterns[new], record.valuePatterns[old] != pattern {
                    breaking.append(
                        Diagnostic(
                            .error,
                            "deep link '\(record.url)': path segment \(position + 1) must now match the pattern '\(TextEscaping.visible(pattern))'; old URLs whose value does not may no longer open \(record.destination)",
                            at: now.location))
                }
            }
            for (key, parameter) in now.queryKeys {
                guard let pattern = now.valuePatterns[parameter], let oldParameter = oldKeys[key], record.valuePatterns[oldParameter] != pattern
                else { continue }
                breaking.append(
                    Diagnostic(
                        .error,
                        "deep link '\(record.url)': query key '\(key)' must now match the pattern '\(TextEscaping.visible(pattern))'; old URLs whose value does not may no longer open \(record.destination)",
                        at: now.location))
            }
            for (key, parameter) in now.queryKeys where now.parameter(parameter)?.required == true {
                if let oldParameter = oldKeys[key], record.parameter(oldParameter)?.required == true { continue }
                breaking.append(
                    Diagnostic(
                        .error, "deep link '\(record.url)' now needs query key '\(key)', which old URLs may not have",
                        at: now.location))
            }
            for (key, parameter) in now.queryKeys {
                guard let oldParameter = oldKeys[key] else { continue }
                let oldType = record.parameter(oldParameter)?.type.replacingOccurrences(of: "?", with: "")
                let newType = now.parameter(parameter)?.type.replacingOccurrences(of: "?", with: "")
                if oldType != newType {
                    breaking.append(
                        Diagnostic(
                            .error,
                            "deep link '\(record.url)': query key '\(key)' was \(oldType ?? "?") and is now \(newType ?? "?"); old URLs may no longer convert",
                            at: now.location))
                }
            }
        }
        added = new.filter { !oldShapes.contains($0.keyedShape) }
        // A new query-keyed route takes the old URLs of its shape that carry its keys; a new route
        // with value patterns, those whose values match them.
        for record in added where record.requiredKeys.isEmpty && record.patternCount > 0 {
            guard let before = oldByPlainShape[record.shape], before.requiredKeys.isEmpty, before.destination != record.destination,
                !record.formerDestinations.contains(before.destination)
            else { continue }
            let patterns = record.pathPlaceholders.compactMap { record.valuePatterns[$0] }.map { "'\(TextEscaping.visible($0))'" }
            breaking.append(
                Diagnostic(
                    .error,
                    "deep link '\(before.url)' with values that match \(patterns.joined(separator: " and ")) used to open \(before.destination) and now opens \(record.destination)",
                    at: record.location))
        }
        // A new route of another shape takes the old URLs of a route that covers it: literal text
        // and literals are tried before placeholders, so `/@{u}/media` or `/@{u}/{id}.json` added
        // beside `/@{u}/{x}` takes URLs that opened `{x}`'s destination.
        let oldByOrigin = Dictionary(grouping: old, by: \.origin)
        for record in added where oldByPlainShape[record.shape] == nil {
            let covering = (oldByOrigin[record.origin] ?? []).filter { $0.shape != record.shape && $0.covers(record) }
            guard let before = covering.max(by: { $0.precedence.lexicographicallyPrecedes($1.precedence) }),
                before.destination != record.destination, !record.formerDestinations.contains(before.destination)
            else { continue }
            breaking.append(
                Diagnostic(
                    .error,
                    "deep link '\(before.url)' for URLs of '\(record.url)' used to open \(before.destination) and now opens \(record.destination)",
                    at: record.location))
        }
        for record in added where !record.requiredKeys.isEmpty {
            guard let before = oldByPlainShape[record.shape], !before.requiredKeys.contains(where: { !record.requiredKeys.contains($0) }),
                before.destination != record.destination, !record.formerDestinations.contains(before.destination)
            else { continue }
            breaking.append(
                Diagnostic(
                    .error,
                    "deep link '\(before.url)' with query key \(record.requiredKeys.map { "'\($0)'" }.joined(separator: " and ")) used to open \(before.destination) and now opens \(record.destination)",
                    at: record.location))
        }
    }
}
