// What a router does with the destinations of NavigationGraph's contracts: merging the routers of
// several features into one, and the app's router over the table navgraph compiled. Kept out of
// `DeepLinkRouter.swift` so that the compiler's copy of the deep-link engine
// (`Sources/_NavigationGraphRoutes`) compiles without the contracts.

extension DeepLinkRouter where Destination == any NavigationContract {
    /// Creates the router of an app over the table navgraph compiled from every feature's
    /// routes: it parses nothing and decodes no feature's table until asked for routes,
    /// locations or a URL by name, which the app's table does not hold.
    ///
    /// - Parameters:
    ///   - table: The app's table.
    ///   - dispatch: The generated dispatch that makes a feature's destination.
    ///   - features: Every feature with deep links, in the order of the table's routes.
    @_spi(Generated)
    public init<Dispatch: DeepLinkDispatch & SendableMetatype>(
        compiled table: DeepLinkRouteTable, through dispatch: Dispatch.Type, features: @escaping @Sendable () -> [any DeepLinkSampling.Type]
    ) {
        self.init(
            compiled: table.table,
            features: memoized { features().map { Self.erasedRouter(of: $0) } },
            make: { table, record, values in
                guard
                    let destination = try Dispatch.destination(
                        feature: table.feature(record: record), caseIndex: table.caseIndex(record: record), values: values)
                else {
                    throw DeepLinkMatch.Mismatch.missing(parameter: "")
                }
                return destination
            })
    }

    private static func erasedRouter<Handler: DeepLinkSampling>(of handler: Handler.Type) -> DeepLinkRouter<any NavigationContract> {
        Handler.router.erased()
    }
}

extension DeepLinkRouter where Destination: NavigationContract {
    /// The same routes, making type-erased destinations, for merging the routers of several
    /// features into one.
    public func erased() -> DeepLinkRouter<any NavigationContract> {
        switch source {
        case .parsed(let groups, _, _):
            return DeepLinkRouter<any NavigationContract>(groups: groups.map { $0.erased() })
        case .feature(let feature):
            let make = feature.make
            let routes = feature.routes
            return DeepLinkRouter<any NavigationContract>(
                compiled: table,
                feature: .init(
                    locations: feature.locations, routes: memoized { routes().map { $0.erased() } },
                    planKey: feature.planKey,
                    make: { table, record, values in try make(table, record, values) }))
        case .app(let features, let make):
            return DeepLinkRouter<any NavigationContract>(
                compiled: table, features: { features().map { $0.erased() } },
                make: { table, record, values in try make(table, record, values) })
        }
    }
}

extension DeepLinkRouter.Group where Destination: NavigationContract {
    func erased() -> DeepLinkRouter<any NavigationContract>.Group {
        .init(locations: locations, routes: routes.map { $0.erased() })
    }
}

extension DeepLinkRoute where Destination: NavigationContract {
    func erased() -> DeepLinkRoute<any NavigationContract> {
        let make = self.make
        return DeepLinkRoute<any NavigationContract>(
            name: name, pattern: pattern, requiredQueryKeys: requiredQueryKeys, valuePatterns: valuePatterns
        ) { match in try make(match) }
    }
}
