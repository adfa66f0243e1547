import Foundation

// What a table does with the destinations of NavigationGraph's contracts: building a
// destination's URL, and the destination a URL opens. Kept out of `DeepLinkRouteTable.swift` so
// that the compiler's copy of the deep-link engine (`Sources/_NavigationGraphRoutes`) compiles
// without the contracts.

extension DeepLinkRouteTable {
    /// Builds the canonical URL of a destination from the table's build plans, or `nil` when it
    /// has no deep link or a value cannot be written in one.
    ///
    /// The URL is built under the canonical location, then under each placeholder host, and is
    /// the first that opens the same destination: `nil` exactly where resolving the built URL
    /// would not give it back (an empty path segment, a value that a literal route at the same
    /// place would capture, a value its pattern refuses, an empty array whose parameter has
    /// another default). A URL that navgraph proved at build time to open its destination is
    /// not resolved again; the others are, through this table.
    public func url<Destination: NavigationCaseVisitable>(for destination: Destination) -> URL? {
        var arguments = PositionalArguments()
        let key = destination.visitNavigationCase(&arguments)
        guard arguments.isRepresentable else { return nil }
        // The rest is not generic: unspecialized generic code made the metadata of its local
        // types at every call, a tenth of the time.
        return table.firstURL(key: key, arguments, trustingProofs: true) { url in
            self.destination(for: url, as: Destination.self) == destination
        }
    }

    /// The destination a URL opens among one feature's routes, or `nil`: the best route whose
    /// values make a destination.
    public func destination<Destination: NavigationCaseCodable>(for url: URL, as type: Destination.Type = Destination.self) -> Destination? {
        resolve(url) { record, values in
            try Destination(navigationCaseIndex: table.caseIndex(record: record), values: values)
        }
    }

    /// The destination a URL opens among every feature's routes, or `nil`.
    public func destination<Dispatch: DeepLinkDispatch>(for url: URL, through dispatch: Dispatch.Type) -> (any NavigationContract)? {
        resolve(url) { record, values in
            try Dispatch.destination(feature: table.feature(record: record), caseIndex: table.caseIndex(record: record), values: values)
        }
    }

    /// Offers the routes that fit a URL, best first, to `make` until it makes a destination.
    ///
    /// The walk stops at the first route that fits; only when its values do not make a
    /// destination does it walk once more, offering every later route in the same walk, so that
    /// a URL that many routes fit and refuse costs routes × segments, not routes² × segments.
    /// Each match reads the URL's bytes in place, within this call.
    @inline(__always)
    private func resolve<Destination>(
        _ url: URL, _ make: (_ record: Int, _ values: borrowing DeepLinkMatch) throws -> Destination?
    ) -> Destination? {
        var text = url.absoluteString
        return text.withUTF8 { bytes in
            guard let candidate = table.candidate(bytes, skipping: 0) else { return nil }
            // Most URLs fit one route, whose destination is returned as `make` wrote it. Bound to
            // a name and tested first, it was copied once more, and that copy's 16-byte loads
            // waited for the narrower stores that had just written the destination.
            guard candidate.hasMore else {
                return try? make(candidate.record, DeepLinkMatch(DeepLinkMatch.URLValues(bytes: bytes, table: table, candidate: candidate)))
            }
            if let destination = try? make(candidate.record, DeepLinkMatch(DeepLinkMatch.URLValues(bytes: bytes, table: table, candidate: candidate)))
            {
                return destination
            }
            // One walk for all the rest.
            var found: Destination?
            table.matchAfterFirst(bytes) { next in
                found = try? make(next.record, DeepLinkMatch(DeepLinkMatch.URLValues(bytes: bytes, table: table, candidate: next)))
                return found != nil
            }
            return found
        }
    }
}

/// Makes the destination of a route of an app's merged table: the generated `AppDeepLinkRouter`
/// switches over the features to the right enum, with no closure in between.
@_spi(Generated)
public protocol DeepLinkDispatch {
    /// The destination at `caseIndex` of the enum of the feature at `feature`, made from `values`;
    /// `nil` or a thrown mismatch when the values do not make it.
    static func destination(feature: Int, caseIndex: Int, values: borrowing DeepLinkMatch) throws -> (any NavigationContract)?
}
