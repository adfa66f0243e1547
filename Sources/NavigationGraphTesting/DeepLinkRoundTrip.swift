import Foundation
import NavigationGraph

/// Checks that every deep-link route round-trips, in any build configuration: each sample URL
/// (one per route under every location, generated from the graphs) opens its destination, that
/// destination's canonical URL opens it again (the URL the handler builds from its compiled
/// table is the one its routes build), each destination has the case and values its sample
/// names, and every route has a sample.
///
/// ```swift
/// @Test func everyRouteRoundTrips() {
///     #expect(DeepLinkRoundTrip.failures(of: AppDeepLinkRouter.self) == [])
/// }
/// ```
public enum DeepLinkRoundTrip {
    /// What goes wrong for one feature's routes, through its own handler.
    ///
    /// - Returns: One sentence per problem; empty when every route round-trips.
    public static func failures<Handler: DeepLinkSampling>(of handler: Handler.Type) -> [String] {
        let samples = Handler.samples
        return Handler.router.roundTripFailures(samples) + compiledFailures(of: Handler.self, samples, through: nil)
    }

    /// What goes wrong for every feature of an app, through each feature's handler and through
    /// the app's router, which must send every sample to the feature it belongs to.
    ///
    /// - Returns: One sentence per problem; empty when every route round-trips.
    public static func failures<App: AppDeepLinkSampling>(of app: App.Type) -> [String] {
        App.features.flatMap { feature in failures(of: feature, through: App()) }
    }

    private static func failures<Handler: DeepLinkSampling, App: AppDeepLinkSampling>(
        of handler: Handler.Type, through app: App
    ) -> [String] {
        let samples = Handler.samples
        return Handler.router.roundTripFailures(samples, through: App.router) + compiledFailures(of: Handler.self, samples, through: app)
    }

    /// What goes wrong through the tables navgraph compiled: each sample URL, and each sample's
    /// canonical URL, must open the sample's destination through the handler's
    /// `destination(for:)` and, when given, the app router's `resolve(_:)`, as it does through
    /// the routes those tables were compiled from.
    private static func compiledFailures<Handler: DeepLinkSampling>(
        of handler: Handler.Type, _ samples: [DeepLinkSample<Handler.SampledDestination>], through app: (any AppDeepLinkSampling)?
    ) -> [String] {
        let compiled = Handler()
        var failures: [String] = []
        func check(_ url: URL, _ destination: Handler.SampledDestination, what: String) {
            let opened = compiled.destination(for: url)
            if opened != destination {
                failures.append(
                    "the compiled table of \(Handler.self) opens \(opened.map { "\($0)" } ?? "nothing") for \(what) \(url), not \(destination)")
            }
            if let app {
                let fromApp = app.resolve(url).map(AnyNavigation.init)
                if fromApp != AnyNavigation(destination) {
                    failures.append(
                        "the compiled table of \(type(of: app)) opens \(fromApp.map { "\($0.wrapped)" } ?? "nothing") for \(what) \(url), not \(destination)"
                    )
                }
            }
        }
        for sample in samples {
            guard let url = URL(string: sample.url) else {
                failures.append("sample \(sample.url) is not a URL")
                continue
            }
            check(url, sample.destination, what: "sample")
            // The handler builds from its table's plans, and returns a URL it proved without
            // resolving it: it must be the URL the routes build, which was resolved.
            let built = compiled.url(for: sample.destination)
            let fromRoutes = Handler.router.url(for: sample.destination)
            if built != fromRoutes {
                failures.append(
                    "the compiled table of \(Handler.self) builds \(built.map { "\($0)" } ?? "nothing") for \(sample.destination), the routes \(fromRoutes.map { "\($0)" } ?? "nothing")"
                )
            }
            if let built {
                check(built, sample.destination, what: "built URL")
            }
        }
        return failures
    }
}
