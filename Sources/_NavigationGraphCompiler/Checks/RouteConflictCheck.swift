import Foundation
import NavigationGraph

/// No two deep-link patterns, in one feature or across features that share a scheme and host,
/// match the same URLs: placeholders compare by position, and a literal beats a placeholder.
///
/// The routes go into the runtime's own trie, so the compiler and the generated code agree on
/// what overlaps, and the check stays linear in the number of routes.
struct RouteConflictCheck {
    /// - Returns: The route table, which the commands that list or resolve routes reuse.
    static func run(_ graphs: GraphSet, into diagnostics: inout DiagnosticCollector) -> RouteTable {
        let table = RouteTable(graphs)
        for conflict in table.router.conflicts {
            let first = table.entries[conflict.first]
            let second = table.entries[conflict.second]
            diagnostics.error(
                "deep link '\(second.spec.text)' of \(second.feature).\(second.destination) matches the same URLs under \(conflict.location) as '\(first.spec.text)' of \(first.feature).\(first.destination)",
                at: second.spec.location,
                notes: [.init(message: "'\(first.spec.text)' is declared here", location: first.spec.location)])
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
struct RouteTable {
    struct Entry: Sendable {
        var feature: String
        var destination: String
        var spec: DeepLinkSpec
        var parameters: [Parameter]
        var presentation: String
        /// Names the destination had before (`"formerNames"`).
        var formerNames: [String] = []
        /// The feature's locations; the first is canonical.
        var locations: [Located<DeepLinkLocationSpec>]

        /// The full URL pattern under each of the feature's locations, such as
        /// `challenge://character/detail?id={identifier}`; made when asked, since only the
        /// commands that print routes need it.
        var urls: [String] { locations.map { $0.value.url(for: spec.text) } }
    }

    var entries: [Entry] = []
    var router: DeepLinkRouter<Int>

    init(_ graphs: GraphSet) {
        var groups: [(locations: [DeepLinkLocation], routes: [DeepLinkRoute<Int>])] = []
        var entries: [Entry] = []
        let features = graphs.features.sorted { ($0.file, $0.location) < ($1.file, $1.location) }
        for feature in features {
            var routes: [DeepLinkRoute<Int>] = []
            for destination in feature.incoming {
                for spec in destination.deepLinks {
                    let index = entries.count
                    let parameters = destination.parameters
                    entries.append(Entry(
                        feature: feature.name.value, destination: destination.name.value, spec: spec,
                        parameters: parameters, presentation: destination.presentation?.value.rawValue ?? "push",
                        formerNames: destination.formerNames.map(\.value),
                        locations: feature.locations))
                    routes.append(DeepLinkRoute(destination.name.value, pattern: spec.pattern) { match in
                        try Self.validate(match, parameters)
                        return index
                    })
                }
            }
            let locations = feature.locations.map {
                DeepLinkLocation(scheme: $0.value.scheme, host: $0.value.host, pathPrefix: $0.value.pathPrefix)
            }
            groups.append((locations, routes))
        }
        self.entries = entries
        // One table over every feature, built once; conflicts within a feature show in it too.
        self.router = DeepLinkRouter(features: groups)
    }

    /// Converts every bound value as generated code does, so a value that would not open the
    /// destination in the app does not here either.
    static func validate(_ match: DeepLinkMatch, _ parameters: [Parameter]) throws {
        for parameter in parameters {
            switch parameter.type.value.builtIn {
            case .int: try check(Int.self, match, parameter)
            case .double: try check(Double.self, match, parameter)
            case .bool: try check(Bool.self, match, parameter)
            case .string: try check(String.self, match, parameter)
            case .uuid: try check(UUID.self, match, parameter)
            case nil: continue
            }
        }
    }

    private static func check<Value: DeepLinkValue>(_ type: Value.Type, _ match: DeepLinkMatch, _ parameter: Parameter) throws {
        if parameter.isOmittable {
            _ = try match.value(parameter.name.value, as: Value?.self)
        } else {
            _ = try match.value(parameter.name.value, as: Value.self)
        }
    }
}
