@_spi(Generated) import _NavigationGraphRoutes

/// The route table of one or more features, encoded at build time by the runtime's own encoder
/// and written as the string literal a generated `DeepLinkRouteTable` is made from: the router
/// of the built app parses nothing at launch.
enum RouteTableLiteral {
    /// The table's bytes. Each route's case index is its destination's position among the
    /// feature's incoming destinations, the order of `navigationCaseNames`; its parameters are
    /// the destination's, in the order the generated readers pass their positions.
    ///
    /// With `buildPlans`, for a feature's own table, it also holds how to build each
    /// destination's URL, for its handler's `url(for:)`; the app's table over every feature only
    /// resolves.
    @_optimize(none) static func bytes(_ features: [FeatureGraph], buildPlans: Bool) -> [UInt8] {
        // Each feature's routes on every core: the app's table waits for all of them, and the
        // build waits for the app's table.
        DeepLinkRouteTable.encode(
            features: concurrentMap(count: features.count) { index in
                let feature = features[index]
                let locations = feature.locations.map {
                    DeepLinkLocation(scheme: $0.value.scheme, host: $0.value.host, pathPrefix: $0.value.pathPrefix)
                }
                var routes:
                    [(
                        name: String, pattern: DeepLinkPattern?, caseIndex: Int, parameters: [String], requiredQueryKeys: Set<String>,
                        valuePatterns: [String: String], valuesRoundTrip: Bool
                    )] = []
                // By index: every route of every feature passes here, in the debug build the
                // plugin runs, where a `for` loop's every step is a generic iterator's call.
                var caseIndex = 0
                while caseIndex < feature.incoming.count {
                    defer { caseIndex += 1 }
                    let destination = feature.incoming[caseIndex]
                    guard !destination.deepLinks.isEmpty else { continue }
                    let parameters = destination.parameters.map(\.name.value)
                    for deepLink in destination.deepLinks {
                        let required = deepLink.requiredQueryKeys
                        let patterns = deepLink.valuePatterns
                        // Only plans read it: the app's table over every feature has none.
                        let roundTrips = buildPlans && patterns.isEmpty && destination.valuesRoundTrip(deepLink.pattern)
                        routes.append((destination.name.value, deepLink.pattern, caseIndex, parameters, required, patterns, roundTrips))
                    }
                }
                return (locations, routes)
            },
            buildPlans: buildPlans)
    }

    /// Writes `@_spi(Generated) public static let routeTable = NavigationGraph.DeepLinkRouteTable("""…""")`
    /// for one feature's handler, in compact form: the handler's `DeepLinkSampling` witness,
    /// which `destination(for:)` and `url(for:)` read.
    @_optimize(none) static func write(_ writer: inout SwiftWriter, feature: FeatureGraph) {
        write(&writer, lines: lines([feature], app: false), access: "@_spi(Generated) public")
    }

    /// The lines of the table's literal, between its quotes: work that can be done on another
    /// core while other code is written.
    ///
    /// A feature's table holds build plans and is written compact: its binary carries about 60%
    /// of the bytes, and a feature's table is small enough that decoding each number from its
    /// digits takes microseconds. An app's table over every feature only resolves, and is
    /// written compact too while it is small enough, and in the table's own form past that
    /// (`DeepLinkRouteTable.appLiteral(_:)`).
    @_optimize(none) static func lines(_ features: [FeatureGraph], app: Bool) -> [String] {
        let bytes = bytes(features, buildPlans: !app)
        return TextEscaping.multilineLiteralLines(
            app ? DeepLinkRouteTable.appLiteral(bytes) : DeepLinkRouteTable.compacted(bytes), width: 100)
    }

    /// Writes the table's declaration around lines that ``lines(_:app:)`` made.
    @_optimize(none) static func write(_ writer: inout SwiftWriter, lines: [String], access: String = "private") {
        writer.line("\(access) static let routeTable = NavigationGraph.DeepLinkRouteTable(")
        writer.indented { writer in
            writer.line("\"\"\"")
            // Written by `TextEscaping.multilineLiteralLines`, which escapes every character
            // that is not printable ASCII.
            writer.escapedLines(lines)
            writer.line("\"\"\"")
        }
        writer.line(")")
    }
}
