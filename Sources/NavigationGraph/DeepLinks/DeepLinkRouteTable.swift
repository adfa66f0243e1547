import Foundation

/// A route table that navgraph compiled at build time, carried in the app's binary as a string
/// literal: resolving a URL walks it in place, so a generated router builds nothing at launch
/// and allocates nothing to match.
///
/// Generated code's, behind `@_spi(Generated)`. A feature's handler resolves with
/// ``destination(for:as:)``, which makes the destination through its enum's
/// `init(navigationCaseIndex:values:)`; the app's router with ``destination(for:through:)``,
/// which hands the feature and the destination's index to the generated dispatch.
@_spi(Generated)
public struct DeepLinkRouteTable: Sendable {
    @usableFromInline let table: RouteTable

    /// A table from the bytes navgraph wrote. Bytes of another format make a table that matches
    /// nothing.
    public init(_ encoded: StaticString) {
        if encoded.hasPointerRepresentation {
            table = RouteTable(static: UnsafeBufferPointer(start: encoded.utf8Start, count: encoded.utf8CodeUnitCount))
        } else {
            table = RouteTable(static: UnsafeBufferPointer(start: nil, count: 0))
        }
    }

    /// A table over bytes that ``encode(features:)`` made at run time, copied: for tools and
    /// benchmarks, which match with the same code over the same bytes as generated code does.
    public init(bytes: [UInt8]) {
        table = RouteTable(bytes: bytes)
    }

    /// The table's size in bytes: what an app's binary carries for it.
    public var byteCount: Int { table.count }

    /// Encodes the routes of features, each with its locations, as the bytes of a table: what
    /// navgraph writes into generated code.
    ///
    /// - Parameter features: Each feature's locations and routes; a route's `caseIndex` is the
    ///   index of its destination in the enum's `navigationCaseNames`.
    public static func encode(
        features: [(locations: [DeepLinkLocation], routes: [(name: String, pattern: DeepLinkPattern?, caseIndex: Int)])]
    ) -> [UInt8] {
        let trie = RouteTrie(
            groups: features.map { feature in
                (feature.locations, feature.routes.map { RouteTrie.Route(name: $0.name, pattern: $0.pattern) })
            })
        var routes: [RouteTable.EncodedRoute] = []
        for (index, feature) in features.enumerated() {
            for route in feature.routes {
                routes.append(RouteTable.EncodedRoute(caseIndex: route.caseIndex, feature: index, pattern: route.pattern))
            }
        }
        return RouteTable.encode(trie, routes: routes)
    }

    /// A route that fits a URL: its destination's index and feature, the values to make the
    /// destination from, and whether another route may fit if this one is refused.
    @usableFromInline
    struct Found {
        @usableFromInline let caseIndex: Int
        @usableFromInline let feature: Int
        @usableFromInline let values: DeepLinkMatch
        @usableFromInline let hasMore: Bool
    }

    /// The route that fits a URL after `skipping` better ones that were refused.
    @usableFromInline
    func found(in url: URL, skipping: Int) -> Found? {
        var text = url.absoluteString
        // Values are read from this string's bytes later: make it native UTF-8 once.
        text.makeContiguousUTF8()
        let native = text
        guard let candidate = text.withUTF8({ table.candidate($0, skipping: skipping) }) else {
            return nil
        }
        return Found(
            caseIndex: table.caseIndex(candidate.route), feature: table.feature(candidate.route),
            values: DeepLinkMatch(DeepLinkMatch.URLValues(url: native, table: table, candidate: candidate)), hasMore: candidate.hasMore)
    }

    /// The destination a URL opens among one feature's routes, or `nil`: the best route whose
    /// values make a destination.
    @inlinable
    public func destination<Destination: NavigationCaseCodable>(for url: URL, as type: Destination.Type = Destination.self) -> Destination? {
        var skipping = 0
        while let found = found(in: url, skipping: skipping) {
            if let destination = try? Destination(navigationCaseIndex: found.caseIndex, values: found.values) {
                return destination
            }
            guard found.hasMore else { return nil }
            skipping += 1
        }
        return nil
    }

    /// The destination a URL opens among every feature's routes, or `nil`.
    @inlinable
    public func destination<Dispatch: DeepLinkDispatch>(for url: URL, through dispatch: Dispatch.Type) -> (any NavigationContract)? {
        var skipping = 0
        while let found = found(in: url, skipping: skipping) {
            if let destination = try? Dispatch.destination(feature: found.feature, caseIndex: found.caseIndex, values: found.values) {
                return destination
            }
            guard found.hasMore else { return nil }
            skipping += 1
        }
        return nil
    }
}

/// Makes the destination of a route of an app's merged table: the generated `AppDeepLinkRouter`
/// switches over the features to the right enum, with no closure in between.
@_spi(Generated)
public protocol DeepLinkDispatch {
    /// The destination at `caseIndex` of the enum of the feature at `feature`, made from `values`;
    /// `nil` or a thrown mismatch when the values do not make it.
    static func destination(feature: Int, caseIndex: Int, values: DeepLinkMatch) throws -> (any NavigationContract)?
}
