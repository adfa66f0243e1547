import Foundation
import NavigationGraph

/// The deep-link routes of a set of graphs, for people (`routes`) and for `resolve`, matched by
/// the runtime's own router with the generated code's strict conversions.
struct RouteListing {
    struct Route {
        var url: String
        var entry: RouteTable.Entry
    }

    let table: RouteTable
    let router: DeepLinkRouter<Int>

    init(_ graphs: GraphSet) {
        table = RouteTable(graphs)
        var routers: [DeepLinkRouter<Int>] = []
        var index = 0
        for feature in graphs.features.sorted(by: { ($0.file, $0.location) < ($1.file, $1.location) }) {
            var routes: [DeepLinkRoute<Int>] = []
            for destination in feature.incoming {
                for spec in destination.deepLinks {
                    let routeIndex = index
                    let parameters = destination.parameters
                    routes.append(DeepLinkRoute(destination.name.value, spec.text) { match in
                        try Self.validate(match, parameters)
                        return routeIndex
                    })
                    index += 1
                }
            }
            let locations = feature.locations.map {
                DeepLinkLocation(scheme: $0.value.scheme, host: $0.value.host, pathPrefix: $0.value.pathPrefix)
            }
            routers.append(DeepLinkRouter(locations: locations, routes: routes))
        }
        router = DeepLinkRouter(merging: routers)
    }

    /// Every route under every location of its feature, in file order.
    func routes(in graphs: GraphSet) -> [Route] {
        var result: [Route] = []
        var index = 0
        for feature in graphs.features.sorted(by: { ($0.file, $0.location) < ($1.file, $1.location) }) {
            for destination in feature.incoming {
                for spec in destination.deepLinks {
                    for location in feature.locations {
                        let prefix = "\(location.value.scheme)://\(location.value.host)\(location.value.pathPrefix)"
                        let path = spec.text == "/" && !location.value.pathPrefix.isEmpty ? "" : spec.text
                        result.append(Route(url: prefix + path, entry: table.entries[index]))
                    }
                    index += 1
                }
            }
        }
        return result
    }

    /// Converts every bound value as generated code does, so a value that would not open the
    /// destination in the app does not here either.
    static func validate(_ match: DeepLinkMatch, _ parameters: [Parameter]) throws(DeepLinkMatch.Mismatch) {
        for parameter in parameters {
            guard let builtIn = parameter.type.value.builtIn else { continue }
            switch builtIn {
            case .int: try check(Int.self, match, parameter)
            case .double: try check(Double.self, match, parameter)
            case .bool: try check(Bool.self, match, parameter)
            case .string: try check(String.self, match, parameter)
            case .uuid: try check(UUID.self, match, parameter)
            }
        }
    }

    private static func check<Value: DeepLinkValue>(
        _ type: Value.Type, _ match: DeepLinkMatch, _ parameter: Parameter
    ) throws(DeepLinkMatch.Mismatch) {
        let name = parameter.name.value
        if parameter.isOmittable {
            _ = try match.value(name, as: Value?.self)
        } else {
            _ = try match.value(name, as: Value.self)
        }
    }
}
