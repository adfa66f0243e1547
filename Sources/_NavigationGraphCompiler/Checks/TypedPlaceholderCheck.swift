@_spi(Generated) import _NavigationGraphRoutes

/// Routes of one shape that differ only in the types of their placeholders coexist, a typed one
/// tried first (SPEC 3.6), unless some URL fits both: two typed placeholders at one position
/// whose types share a value (`Int` beside `Double`, two enums with a raw value in common, an
/// enum whose raw value is a valid value of the other type). The same type at every position is
/// a conflict the router's trie finds; this check finds the rest, and names such a value.
struct TypedPlaceholderCheck {
    /// A typed route as the check compares it.
    private struct Typed {
        var entry: Int
        /// The element of each placeholder, by position (the path's, then the query's by key);
        /// `nil` for a `String`.
        var elements: [ParameterType.Element?]
        var enums: [EnumSpec]
    }

    @_optimize(none) static func run(_ graphs: GraphSet, _ table: RouteTable, into diagnostics: inout DiagnosticCollector) {
        var groups: [String: [Typed]] = [:]
        let enumsByFeature = Dictionary(graphs.features.map { ($0.name.value, $0.enums) }, uniquingKeysWith: { first, _ in first })
        for (index, entry) in table.entries.enumerated() where !entry.spec.typedPlaceholders.isEmpty {
            guard let pattern = entry.spec.pattern else { continue }
            var names = pattern.path.compactMap(\.parameter) + pattern.query.sorted { $0.key < $1.key }.map(\.parameter)
            if case .path(let pieces, _)? = pattern.fragment { names += pieces.compactMap(\.parameter) }
            names += (pattern.fragment?.query ?? []).sorted { $0.key < $1.key }.map(\.parameter)
            let byName = Dictionary(entry.parameters.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
            let elements = names.map { name -> ParameterType.Element? in
                entry.spec.typedPlaceholders[name] == nil ? nil : byName[name]?.type.value.element
            }
            let typed = Typed(entry: index, elements: elements, enums: enumsByFeature[entry.feature] ?? [])
            for location in Set(entry.locations.map(\.value.runtime.key)) {
                groups[location + " " + signature(entry.spec), default: []].append(typed)
            }
        }
        var reported: Set<Int> = []
        for key in groups.keys.sorted() {
            let routes = groups[key] ?? []
            for (position, second) in routes.enumerated() where !reported.contains(second.entry) {
                for first in routes[..<position] where first.elements != second.elements {
                    guard let value = sharedValue(first, second) else { continue }
                    let (one, other) = (table.entries[first.entry], table.entries[second.entry])
                    reported.insert(second.entry)
                    diagnostics.error(
                        "deep link '\(other.spec.written)' of \(other.feature).\(other.destination) matches URLs that '\(one.spec.written)' of \(one.feature).\(one.destination) matches too: \(value); give one placeholder a type that shares no value with the other's, or a value pattern",
                        at: other.spec.location, notes: [.init(message: "'\(one.spec.written)' is declared here", location: one.spec.location)])
                    break
                }
            }
        }
    }

    /// What routes of one shape share: literal segments and text, placeholders by position, the
    /// query keys, the required keys and the value patterns.
    @_optimize(none) private static func signature(_ spec: DeepLinkSpec) -> String {
        guard let pattern = spec.pattern else { return "" }
        let path = pattern.path.map { segment -> String in
            switch segment {
            case .literal(let text): "=" + text
            case .parameter: "{}"
            case .catchAll: "{*}"
            case .affixed(let prefix, _, let suffix): "~" + prefix + "{}" + suffix
            }
        }
        let byParameter = Dictionary(pattern.query.map { ($0.parameter, $0.key) }, uniquingKeysWith: { first, _ in first })
        let patterns = spec.valuePatterns.sorted { $0.key < $1.key }.map { (byParameter[$0.key] ?? $0.key) + "=" + $0.value }
        let fragment = pattern.fragment.map { DeepLinkPattern(path: [], query: [], fragment: $0).description } ?? ""
        return [
            path.joined(separator: "/"), pattern.query.map(\.key).sorted().joined(separator: "&"), fragment,
            spec.requiredQueryKeys.sorted().joined(separator: "&"), patterns.joined(separator: " "),
        ].joined(separator: "\u{0}")
    }

    /// A value some URL gives both routes at every position where their types differ, said for
    /// a person (`'1' is both an Int and a Double`); `nil` when a position tells them apart: a
    /// typed placeholder beside a `String` one, or two types that share no value.
    @_optimize(none) private static func sharedValue(_ first: Typed, _ second: Typed) -> String? {
        var said: [String] = []
        for (one, other) in zip(first.elements, second.elements) where one != other {
            guard let one, let other else { return nil }
            let candidates =
                ["1", "0", "true", "false", "00000000-0000-0000-0000-000000000000"] + rawValues(one, first.enums) + rawValues(other, second.enums)
            guard
                let value = candidates.first(where: {
                    RouteTable.converts($0, to: one, enums: first.enums) && RouteTable.converts($0, to: other, enums: second.enums)
                })
            else { return nil }
            said.append("'\(VisibleText.escaped(value))' is both \(article(one)) and \(article(other))")
        }
        return said.isEmpty ? nil : said.joined(separator: ", ")
    }

    @_optimize(none) private static func rawValues(_ element: ParameterType.Element, _ enums: [EnumSpec]) -> [String] {
        guard case .enumeration(_, let name) = element else { return [] }
        return enums.named(name)?.cases.map(\.rawValue.value) ?? []
    }

    @_optimize(none) private static func article(_ element: ParameterType.Element) -> String {
        let name = element.description
        return (name != "UUID" && ["A", "E", "I", "O", "U"].contains(name.prefix(1)) ? "an " : "a ") + name
    }
}
