import NavigationGraph

/// Checks that every deep-link route round-trips, in any build configuration: each sample URL
/// (one per route under every location, generated from the graphs) opens its destination, that
/// destination's canonical URL opens it again, and every route has a sample.
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
        Handler.router.roundTripFailures(Handler.samples)
    }

    /// What goes wrong for every feature of an app, through each feature's handler and through
    /// the app's router, which must send every sample to the feature it belongs to.
    ///
    /// - Returns: One sentence per problem; empty when every route round-trips.
    public static func failures<App: AppDeepLinkSampling>(of app: App.Type) -> [String] {
        App.features.flatMap { feature in failures(of: feature, through: App.router) }
    }

    private static func failures<Handler: DeepLinkSampling>(
        of handler: Handler.Type, through app: DeepLinkRouter<any NavigationContract>
    ) -> [String] {
        Handler.router.roundTripFailures(Handler.samples, through: app)
    }
}
