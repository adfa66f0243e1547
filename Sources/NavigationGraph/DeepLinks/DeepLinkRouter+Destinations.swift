// What a router does with the destinations of NavigationGraph's contracts: merging the routers of
// several features into one, and the app's router over every feature. Kept out of the deep-link
// engine (`Sources/_NavigationGraphRoutes`), which the compiler links without the contracts.

extension DeepLinkRouter where Destination == any NavigationContract {
    /// Creates the router of an app over every feature's routes: the features are listed when
    /// the first URL is resolved, and a feature's routes are parsed only when a URL under one of
    /// its locations needs them.
    ///
    /// - Parameter features: Every feature with deep links, in the order their routes are tried.
    @_spi(Generated)
    public init(features: @escaping @Sendable () -> [any DeepLinkSampling.Type]) {
        self.init(groups: { features().flatMap { Self.erasedRouter(of: $0).groups } })
    }

    private static func erasedRouter<Handler: DeepLinkSampling>(of handler: Handler.Type) -> DeepLinkRouter<any NavigationContract> {
        Handler.router.erased()
    }
}

extension DeepLinkRouter where Destination: NavigationContract {
    /// The same routes, making type-erased destinations, for merging the routers of several
    /// features into one. Routes not yet parsed are parsed when the merged router needs them.
    public func erased() -> DeepLinkRouter<any NavigationContract> {
        DeepLinkRouter<any NavigationContract>(groups: groups.map { $0.erased() })
    }
}

extension DeepLinkRouter.Group where Destination: NavigationContract {
    func erased() -> DeepLinkRouter<any NavigationContract>.Group {
        let routes = self.routes
        return .init(locations: locations, routes: memoized { routes().map { $0.erased() } })
    }
}

extension DeepLinkRoute where Destination: NavigationContract {
    func erased() -> DeepLinkRoute<any NavigationContract> {
        let make = self.make
        return DeepLinkRoute<any NavigationContract>(
            name: name, pattern: pattern, requiredQueryKeys: requiredQueryKeys, valuePatterns: valuePatterns,
            typedPlaceholders: typedPlaceholders, locationPositions: locationPositions, linkParameter: linkParameter
        ) { match in try make(match) }
    }
}
