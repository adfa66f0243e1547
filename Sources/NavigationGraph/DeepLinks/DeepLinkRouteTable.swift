import Foundation

/// A route table that navgraph compiled at build time, carried in the app's binary as a string
/// literal: a generated router parses no pattern, decodes the table once when first used (its
/// numbers to native integers, one pass over its bytes), and allocates nothing to match.
///
/// Generated code's, behind `@_spi(Generated)`. A feature's handler resolves with
/// ``destination(for:as:)``, which makes the destination through its enum's
/// `init(navigationCaseIndex:values:)`; the app's router with ``destination(for:through:)``,
/// which hands the feature and the destination's index to the generated dispatch.
@_spi(Generated)
public struct DeepLinkRouteTable: Sendable {
    let table: RouteTable

    /// A table decoded from the bytes navgraph wrote, once per literal: it lives as long as the
    /// process, as the literal does, so matching retains nothing. Bytes of another format make
    /// a table that matches nothing.
    public init(_ encoded: StaticString) {
        if encoded.hasPointerRepresentation {
            table = RouteTable(literal: UnsafeBufferPointer(start: encoded.utf8Start, count: encoded.utf8CodeUnitCount))
        } else {
            table = RouteTable(bytes: [])
        }
    }

    /// A table decoded from bytes that ``encode(features:)`` made at run time, freed with the
    /// last copy of it: for tools and benchmarks, which match with the same code over the same
    /// bytes as generated code does (a match retains neither table).
    public init(bytes: [UInt8]) {
        table = RouteTable(bytes: bytes)
    }

    /// The table's size in bytes: what an app's binary carries for it.
    public var byteCount: Int { table.count }

    /// A table of no routes, which matches nothing.
    static let empty = DeepLinkRouteTable(bytes: [])

    /// Encodes the routes of features, each with its locations, as the bytes of a table: what
    /// navgraph writes into generated code.
    ///
    /// - Parameter features: Each feature's locations and routes; a route's `caseIndex` is the
    ///   index of its destination in the enum's `navigationCaseNames`, and its `parameters` are
    ///   the destination's parameter names in declaration order, the positions generated code
    ///   reads values at (`values.int(0, "id")`).
    public static func encode(
        features: [(locations: [DeepLinkLocation], routes: [(name: String, pattern: DeepLinkPattern?, caseIndex: Int, parameters: [String])])]
    ) -> [UInt8] {
        encode(
            features: features.map { feature in
                (feature.locations, feature.routes.map { ($0.name, $0.pattern, $0.caseIndex, $0.parameters, []) })
            })
    }

    /// Encodes the routes of features as ``encode(features:)`` does, with the query keys each
    /// route requires (``DeepLinkRoute/requiredQueryKeys``): routes of one path shape that
    /// differ in them are all kept, the one with more tried first.
    public static func encode(
        features: [(
            locations: [DeepLinkLocation],
            routes: [(name: String, pattern: DeepLinkPattern?, caseIndex: Int, parameters: [String], requiredQueryKeys: Set<String>)]
        )]
    ) -> [UInt8] {
        encode(
            features: features.map { feature in
                (feature.locations, feature.routes.map { ($0.name, $0.pattern, $0.caseIndex, $0.parameters, $0.requiredQueryKeys, [:]) })
            })
    }

    /// Encodes the routes of features as ``encode(features:)`` does, with the query keys each
    /// route requires (``DeepLinkRoute/requiredQueryKeys``) and the value patterns of its
    /// parameters (``DeepLinkRoute/valuePatterns``): routes of one path shape that differ in
    /// either are all kept, the one with more required keys, then more patterns, tried first.
    /// The table holds their order, not the patterns: generated code checks the values.
    public static func encode(
        features: [(
            locations: [DeepLinkLocation],
            routes: [(
                name: String, pattern: DeepLinkPattern?, caseIndex: Int, parameters: [String], requiredQueryKeys: Set<String>,
                valuePatterns: [String: String]
            )]
        )]
    ) -> [UInt8] {
        encode(
            features: features.map { feature in
                (
                    feature.locations,
                    feature.routes.map { ($0.name, $0.pattern, $0.caseIndex, $0.parameters, $0.requiredQueryKeys, $0.valuePatterns, false) }
                )
            },
            buildPlans: false)
    }

    /// Encodes the routes of features as ``encode(features:)`` does, and, with `buildPlans`, how
    /// to build each destination's URL, for ``url(for:)``: only for one feature's table, whose
    /// case indexes tell its destinations apart.
    ///
    /// - Parameter features: As above, and for each route whether its values read back as the
    ///   values they were written from (`valuesRoundTrip`): navgraph's proof, from the
    ///   parameters' types, that the values of a URL the route's plan builds make the same
    ///   destination. Where the trie proves too that no other route takes that URL first,
    ///   ``url(for:)`` returns it without resolving it again.
    public static func encode(
        features: [(
            locations: [DeepLinkLocation],
            routes: [(
                name: String, pattern: DeepLinkPattern?, caseIndex: Int, parameters: [String], requiredQueryKeys: Set<String>,
                valuePatterns: [String: String], valuesRoundTrip: Bool
            )]
        )],
        buildPlans: Bool
    ) -> [UInt8] {
        let trie = RouteTrie(
            groups: features.map { feature in
                (
                    feature.locations,
                    feature.routes.map {
                        RouteTrie.Route(
                            name: $0.name, pattern: $0.pattern, requiredQueryKeys: $0.requiredQueryKeys, valuePatterns: $0.valuePatterns)
                    }
                )
            }, buildsPlans: buildPlans)
        var routes: [RouteTable.EncodedRoute] = []
        for (index, feature) in features.enumerated() {
            // The URL's host is a value of the routes whose destination has the parameter of
            // its feature's placeholder host, and whose pattern does not bind it.
            let hostParameter = feature.locations.lazy.compactMap(\.hostParameter).first
            for route in feature.routes {
                let takesHost = hostParameter.map { route.parameters.contains($0) && route.pattern?.parameters.contains($0) != true } ?? false
                routes.append(
                    RouteTable.EncodedRoute(
                        caseIndex: route.caseIndex, feature: index, pattern: route.pattern, parameters: route.parameters,
                        hostParameter: takesHost ? hostParameter : nil, valuesRoundTrip: route.valuesRoundTrip))
            }
        }
        return RouteTable.encode(trie, routes: routes, buildPlans: buildPlans)
    }

    /// The bytes of a table that ``encode(features:)`` made, written in about half as many for
    /// the literal generated code carries: every number in as few bytes as it needs. A table
    /// made from them matches exactly as one made from the bytes given.
    public static func compacted(_ bytes: [UInt8]) -> [UInt8] {
        RouteTable.compacted(bytes)
    }

    /// The largest table, in its own form, that an app's literal carries compact: about 200
    /// features of 16 deep links, whose compact form the first deep link decodes in a quarter of
    /// a millisecond or less, for about 60% of the bytes in the binary. A larger table keeps its
    /// own form, which decodes several numbers at once: at 1,000 features in 0.11 to 0.17 ms,
    /// against 0.95 to 1.43 ms compact (`Benchmarks/HISTORY.md`).
    public static let largestCompactAppTable = 512 * 1024

    /// The bytes of an app's table over every feature as navgraph writes them into the literal:
    /// compact up to ``largestCompactAppTable``, in the table's own form past it.
    public static func appLiteral(_ bytes: [UInt8]) -> [UInt8] {
        bytes.count <= largestCompactAppTable ? compacted(bytes) : bytes
    }
}
