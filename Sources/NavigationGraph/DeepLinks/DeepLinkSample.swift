import Foundation

/// A URL of one route and the destination it must open: what the compiler emits for every deep
/// link so that tests can check that routes round-trip.
public struct DeepLinkSample<Destination: Sendable>: Sendable {
    /// The URL, as text.
    public var url: String
    /// The destination the URL opens.
    public var destination: Destination

    /// Creates a sample.
    public init(_ url: String, _ destination: Destination) {
        self.url = url
        self.destination = destination
    }
}

/// A feature's deep-link routes with a sample URL of every route under every location: what a
/// generated `{Feature}DeepLinkHandler` is, and what `DeepLinkRoundTrip` in
/// `NavigationGraphTesting` checks.
public protocol DeepLinkSampling {
    /// The feature's incoming destinations.
    associatedtype SampledDestination: NavigationCaseCodable
    /// The feature's routes.
    static var router: DeepLinkRouter<SampledDestination> { get }
    /// A URL of every route under every location, each with the destination it must open.
    static var samples: [DeepLinkSample<SampledDestination>] { get }
    /// Creates the handler.
    init()
    /// The destination a URL opens through the table navgraph compiled from the same routes.
    func destination(for url: URL) -> SampledDestination?
}

/// An app's deep-link router over its features' routes, with the features: what the generated
/// `AppDeepLinkRouter` is.
public protocol AppDeepLinkSampling {
    /// The one route table of every feature.
    static var router: DeepLinkRouter<any NavigationContract> { get }
    /// Every feature with deep links, in the order of the router's routes.
    static var features: [any DeepLinkSampling.Type] { get }
    /// Creates the router.
    init()
    /// The destination a URL opens through the table navgraph compiled from every feature's
    /// routes.
    func resolve(_ url: URL) -> (any NavigationContract)?
}

extension DeepLinkRouter where Destination: NavigationCaseCodable {
    /// The indices of the routes that a sample URL opens, for telling which have none.
    func sampledRoutes(_ samples: [DeepLinkSample<Destination>]) -> Set<Int> {
        var covered: Set<Int> = []
        for sample in samples {
            if case .matched(_, let route, _) = resolution(of: sample.url) { covered.insert(route) }
        }
        return covered
    }

    /// What goes wrong with samples: each URL must resolve to its destination, and the
    /// destination's canonical URL must resolve back to it, through this router and, when given,
    /// through the app's router of every feature.
    ///
    /// - Returns: One sentence per problem; empty when every sample round-trips.
    public func roundTripFailures(
        _ samples: [DeepLinkSample<Destination>], through app: DeepLinkRouter<any NavigationContract>? = nil
    ) -> [String] {
        var failures: [String] = []
        func check(_ url: String, opens destination: Destination, what: String) {
            let resolved = resolve(url)
            if resolved != destination {
                failures.append("\(what) \(url) opens \(resolved.map { "\($0)" } ?? "nothing"), not \(destination)")
            }
            if let app {
                let fromApp = app.resolve(url).map(AnyNavigation.init)
                if fromApp != AnyNavigation(destination) {
                    failures.append("the app's router opens \(fromApp.map { "\($0.wrapped)" } ?? "nothing") for \(what) \(url), not \(destination)")
                }
            }
        }
        for sample in samples {
            check(sample.url, opens: sample.destination, what: "sample")
            guard let built = url(for: sample.destination) else {
                failures.append("no URL can be built for \(sample.destination), the destination of \(sample.url)")
                continue
            }
            check(built.absoluteString, opens: sample.destination, what: "built URL")
        }
        let covered = sampledRoutes(samples)
        for (index, route) in routes.enumerated() where !covered.contains(index) && route.pattern != nil {
            failures.append("route '\(route.pattern!)' of \(route.name) has no sample URL that opens it")
        }
        return failures
    }
}
