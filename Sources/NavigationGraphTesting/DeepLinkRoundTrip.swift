import Foundation
import NavigationGraph

/// Checks that every deep-link route round-trips, in any build configuration: each sample URL
/// (one per route under every location, generated from the graphs) opens its destination, that
/// destination's canonical URL opens it again (the URL the handler builds is the one its routes
/// build), each destination has the case and values its sample
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
        let routes = patternRouter(of: Handler.self)
        return routes.roundTripFailures(samples) + handlerFailures(of: Handler.self, samples, routes: routes, through: nil)
    }

    /// What goes wrong for every feature of an app, through each feature's handler and through
    /// the app's router, which must send every sample to the feature it belongs to.
    ///
    /// - Returns: One sentence per problem; empty when every route round-trips.
    public static func failures<App: AppDeepLinkSampling>(of app: App.Type) -> [String] {
        let appRoutes = DeepLinkRouter(merging: [App.router])
        return App.features.flatMap { feature in failures(of: feature, through: App(), routes: appRoutes) }
    }

    private static func failures<Handler: DeepLinkSampling, App: AppDeepLinkSampling>(
        of handler: Handler.Type, through app: App, routes appRoutes: DeepLinkRouter<any NavigationContract>
    ) -> [String] {
        let samples = Handler.samples
        let routes = patternRouter(of: Handler.self)
        return routes.roundTripFailures(samples, through: appRoutes)
            + handlerFailures(of: Handler.self, samples, routes: routes, through: app, appRoutes: appRoutes)
    }

    /// The oracle the handler is checked against: a router of its own over the handler's routes,
    /// which makes its own tries. A handler may answer `destination(for:)` and `url(for:)`
    /// itself, so it is not one.
    private static func patternRouter<Handler: DeepLinkSampling>(of handler: Handler.Type) -> DeepLinkRouter<Handler.SampledDestination> {
        DeepLinkRouter(merging: [Handler.router])
    }

    /// What goes wrong through the handler itself: each sample URL, and each sample's canonical
    /// URL, must open the sample's destination through the handler's `destination(for:)` and,
    /// when given, the app router's `resolve(_:)`, as it does through `routes`.
    private static func handlerFailures<Handler: DeepLinkSampling>(
        of handler: Handler.Type, _ samples: [DeepLinkSample<Handler.SampledDestination>],
        routes: DeepLinkRouter<Handler.SampledDestination>, through app: (any AppDeepLinkSampling)?,
        appRoutes: DeepLinkRouter<any NavigationContract>? = nil
    ) -> [String] {
        let handler = Handler()
        var failures: [String] = []
        func check(_ url: URL, _ destination: Handler.SampledDestination, what: String) {
            let opened = handler.destination(for: url)
            if opened != destination {
                failures.append(
                    "\(Handler.self).destination(for:) opens \(opened.map { "\($0)" } ?? "nothing") for \(what) \(url), not \(destination)")
            }
            if let app {
                let fromApp = app.resolve(url).map(AnyNavigation.init)
                if fromApp != AnyNavigation(destination) {
                    failures.append(
                        "\(type(of: app)).resolve(_:) opens \(fromApp.map { "\($0.wrapped)" } ?? "nothing") for \(what) \(url), not \(destination)"
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
            // The handler's `router` must tell the same route and values as the routes, which
            // `DeepLinkResolution` reports.
            if let difference = Self.difference(Handler.router.resolution(of: sample.url), routes.resolution(of: sample.url)) {
                failures.append("\(Handler.self).router resolves \(sample.url) to \(difference)")
            }
            if let app, let appRoutes,
                let difference = Self.difference(type(of: app).router.resolution(of: sample.url), appRoutes.resolution(of: sample.url))
            {
                failures.append("\(type(of: app)).router resolves \(sample.url) to \(difference)")
            }
            // The handler's URL must be the URL the routes build, which was resolved.
            let built = handler.url(for: sample.destination)
            let fromRoutes = routes.url(for: sample.destination)
            let builtByRouter = Handler.router.url(for: sample.destination)
            if builtByRouter != fromRoutes {
                failures.append(
                    "\(Handler.self).router builds \(builtByRouter.map { "\($0)" } ?? "nothing") for \(sample.destination), its routes \(fromRoutes.map { "\($0)" } ?? "nothing")"
                )
            }
            if built != fromRoutes {
                failures.append(
                    "\(Handler.self).url(for:) builds \(built.map { "\($0)" } ?? "nothing") for \(sample.destination), the routes \(fromRoutes.map { "\($0)" } ?? "nothing")"
                )
            }
            if let built {
                check(built, sample.destination, what: "built URL")
            }
        }
        return failures
    }

    /// How the handler's router's resolution differs from that of its routes, or `nil`: both
    /// must tell the same route's index and destination, or the same reason for nothing, and
    /// every value the router lists must be one the routes list.
    private static func difference<Destination>(
        _ compiled: DeepLinkResolution<Destination>, _ patterns: DeepLinkResolution<Destination>
    ) -> String? {
        switch (compiled, patterns) {
        case (.matched(let destination, let route, let values), .matched(let expected, let expectedRoute, let expectedValues)):
            let listed = values.allSatisfy { value in expectedValues.contains { $0 == value } }
            if route == expectedRoute && "\(destination)" == "\(expected)" && listed {
                return nil
            }
        case (.unmatched(let failure), .unmatched(let expected)) where failure == expected:
            return nil
        default:
            break
        }
        return "\(summary(compiled)), its routes to \(summary(patterns))"
    }

    private static func summary<Destination>(_ resolution: DeepLinkResolution<Destination>) -> String {
        switch resolution {
        case .matched(let destination, let route, let values):
            return "route \(route), \(destination) (\(values.map { "\($0.name)=\($0.text)" }.joined(separator: ", ")))"
        case .unmatched(let failure):
            return "nothing (\(failure))"
        }
    }
}
