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
        // Each feature is one group under its `locations`, its routes made and erased when a URL
        // under one of them first needs them: listing the features touches no feature's router,
        // whose generic types cost each feature thousands of instructions at launch.
        self.init(groups: {
            features().map { handler in
                // A metatype is not Sendable, since a conformance may be isolated to an actor;
                // `features` already hands these to any thread, and a generated handler's
                // `locations` and `router` are `static let`s, made once on any thread.
                nonisolated(unsafe) let handler = handler
                return Group(locations: handler.locations) { Self.erasedRoutes(of: handler) }
            }
        })
    }

    private static func erasedRoutes<Handler: DeepLinkSampling>(of handler: Handler.Type) -> [DeepLinkRoute<any NavigationContract>] {
        let groups = Handler.router.groups
        guard groups.count != 1 else { return groups[0].routes().map { $0.erased() } }
        // A router that merges routers: each route keeps to its own group's locations.
        let locations = Handler.locations
        return groups.flatMap { group in
            let routes = group.routes()
            let named = Set(routes.flatMap { $0.locationPositions ?? [] })
            func positions(_ indices: some Sequence<Int>) -> [Int] {
                indices.compactMap { locations.firstIndex(of: group.locations[$0]) }
            }
            let others = positions(group.locations.indices.filter { !named.contains($0) })
            return routes.map { $0.erased(locationPositions: $0.locationPositions.map(positions) ?? others) }
        }
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
    func erased(locationPositions: [Int]?? = nil) -> DeepLinkRoute<any NavigationContract> {
        let make = self.make
        return DeepLinkRoute<any NavigationContract>(
            name: name, pattern: pattern, requiredQueryKeys: requiredQueryKeys, valuePatterns: valuePatterns,
            typedPlaceholders: typedPlaceholders, locationPositions: locationPositions ?? self.locationPositions, linkParameter: linkParameter
        ) { match in try make(match) }
    }
}
