import Foundation
@_spi(Generated) import _NavigationGraphRoutes

/// No two deep-link patterns, in one feature or across features that share a scheme and host,
/// match the same URLs: placeholders compare by position, and a literal beats a placeholder.
///
/// The routes go into the runtime's own trie, so the compiler and the generated code agree on
/// what overlaps, and the check stays linear in the number of routes.
struct RouteConflictCheck {
    /// - Returns: The route table, which the commands that list or resolve routes reuse.
    @_optimize(none) static func run(_ graphs: GraphSet, into diagnostics: inout DiagnosticCollector) -> RouteTable {
        let table = RouteTable(graphs)
        defer {
            TypedPlaceholderCheck.run(graphs, table, into: &diagnostics)
            ExclusionCheck.run(graphs, table, into: &diagnostics)
        }
        for conflict in table.conflicts {
            let first = table.entries[conflict.first]
            let second = table.entries[conflict.second]
            diagnostics.error(
                "deep link '\(second.spec.written)' of \(second.feature).\(second.destination) matches the same URLs under \(conflict.location) as '\(first.spec.written)' of \(first.feature).\(first.destination); routes of one path differ only by the query keys they require, by the value patterns of their placeholders, or by their placeholders' types",
                at: second.spec.location,
                notes: [.init(message: "'\(first.spec.written)' is declared here", location: first.spec.location)])
        }
        return table
    }
}

/// Every deep-link route of a set of graphs, in one runtime router whose destinations are the
/// routes' indices.
///
/// The routes convert their values as generated code does, so the table resolves a URL exactly
/// as the app would (`navgraph resolve`); conflicts are found when the trie is built, before any
/// value is converted.
package struct RouteTable {
    package struct Entry: Sendable {
        package var feature: String
        package var destination: String
        package var spec: DeepLinkSpec
        package var parameters: [Parameter]
        package var presentation: String
        /// Names the destination had before (`"formerNames"`).
        package var formerNames: [String] = []
        /// The feature's locations; the first is canonical.
        package var locations: [Located<DeepLinkLocationSpec>]

        /// The full URL pattern under each of the feature's locations, such as
        /// `challenge://character/detail?id={identifier}`; made when asked, since only the
        /// commands that print routes need it.
        @_optimize(none) package var urls: [String] { locations.map { $0.value.url(for: spec.text) } }
    }

    package var entries: [Entry] = []
    /// Routes that match the same URLs as an earlier route.
    let conflicts: [DeepLinkRouter<Int>.Conflict]
    /// Every feature's locations and routes.
    private let features: [(locations: [DeepLinkLocation], routes: [DeepLinkRoute<Int>])]

    /// Builds one router over every feature, as the app's: only when asked (`navgraph resolve`),
    /// since the check in every build needs only the conflicts, which come from the trie alone.
    @_optimize(none) package func makeRouter() -> DeepLinkRouter<Int> { DeepLinkRouter(features: features) }

    /// The router without its locations' exclusions, when `excluding` is false.
    @_optimize(none) func makeRouter(excluding: Bool) -> DeepLinkRouter<Int> {
        guard !excluding else { return makeRouter() }
        return DeepLinkRouter(
            features: features.map { feature in
                (
                    feature.locations.map { location in
                        var bare = location
                        bare.exclude = []
                        return bare
                    }, feature.routes
                )
            })
    }

    @_optimize(none) init(_ graphs: GraphSet) {
        var groups: [(locations: [DeepLinkLocation], routes: [DeepLinkRoute<Int>])] = []
        var entries: [Entry] = []
        let features = graphs.features.sorted { ($0.file, $0.location) < ($1.file, $1.location) }
        for feature in features {
            var routes: [DeepLinkRoute<Int>] = []
            // A pattern of its own location names its place among all of the feature's, as the
            // generated handler lists them: the feature's first, then each pattern's own.
            var ownStart = feature.locations.count
            for destination in feature.incoming {
                for spec in destination.deepLinks {
                    let positions = spec.ownLocations.map { Array(ownStart..<(ownStart + $0.count)) }
                    ownStart += spec.ownLocations?.count ?? 0
                    let index = entries.count
                    let parameters = destination.parameters
                    entries.append(
                        Entry(
                            feature: feature.name.value, destination: destination.name.value, spec: spec,
                            parameters: parameters, presentation: destination.presentation?.value.rawValue ?? "push",
                            formerNames: destination.formerNames.map(\.value),
                            locations: feature.locations(of: spec)))
                    let enums = feature.enums
                    // As generated code checks them: the value patterns, then the conversions.
                    let valuePatterns = spec.valuePatterns.sorted { $0.key < $1.key }.map { ($0.key, DeepLinkValuePattern($0.value)) }
                    routes.append(
                        DeepLinkRoute(
                            name: destination.name.value, pattern: spec.pattern, requiredQueryKeys: spec.requiredQueryKeys,
                            valuePatterns: spec.valuePatterns, typedPlaceholders: spec.typedPlaceholders, locationPositions: positions,
                            linkParameter: destination.linkParameter?.name.value
                        ) { match in
                            for (parameter, valuePattern) in valuePatterns {
                                for text in match.texts(parameter) where !valuePattern.matches(text) {
                                    throw DeepLinkMatch.Mismatch.invalid(parameter: parameter, text: text)
                                }
                            }
                            try Self.validate(match, parameters, enums: enums)
                            return index
                        })
                }
            }
            groups.append((feature.allLocations.map(\.value.runtime), routes))
        }
        self.entries = entries
        self.features = groups
        // One trie over every feature; conflicts within a feature show in it too.
        conflicts = DeepLinkRouter.conflicts(features: groups)
    }

    /// Converts every bound value as generated code does, so a value that would not open the
    /// destination in the app does not here either.
    @_optimize(none)
    static func validate(_ match: borrowing DeepLinkMatch, _ parameters: [Parameter], enums: [EnumSpec]) throws(DeepLinkMatch.Mismatch) {
        for parameter in parameters {
            let type = parameter.type.value
            guard let element = type.element else { continue }
            let name = parameter.name.value
            let texts = match.texts(name)
            if texts.isEmpty {
                if !type.isArray && !parameter.isOmittable { throw .missing(parameter: name) }
                continue
            }
            if !type.isArray && texts.count > 1 { throw .repeated(parameter: name) }
            for text in texts where !converts(text, to: element, enums: enums) {
                throw .invalid(parameter: name, text: text)
            }
        }
    }

    @_optimize(none) static func converts(_ text: String, to element: ParameterType.Element, enums: [EnumSpec]) -> Bool {
        switch element {
        case .builtIn(.int): return Int.deepLinkValue(from: text) != nil
        case .builtIn(.double): return Double.deepLinkValue(from: text) != nil
        case .builtIn(.bool): return Bool.deepLinkValue(from: text) != nil
        case .builtIn(.string): return true
        case .builtIn(.uuid): return UUID.deepLinkValue(from: text) != nil
        case .enumeration(_, let name):
            return enums.named(name)?.caseName(rawValue: text) != nil
        case .link: return URL.deepLinkValue(from: text) != nil
        }
    }
}
