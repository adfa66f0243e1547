// What a router does with the destinations of NavigationGraph's contracts: merging the routers of
// several features into one, and the app's router over every feature. Kept out of the deep-link
// engine (`Sources/_NavigationGraphRoutes`), which the compiler links without the contracts.

extension DeepLinkRouter where Destination == any NavigationContract {
    /// Creates the router of an app over every feature's routes, as the app's generated router
    /// lists them: each feature's handler behind a closure, and the locations of each feature,
    /// a line each in the same order. A URL reads the lines, not the features' own `locations`,
    /// and touches only the features under its location, whose routes it parses then.
    ///
    /// A line lists a feature's locations as their descriptions (`challenge://character
    /// https://example.com/characters`, `matrix:` for URIs without a host), each followed by the
    /// patterns it excludes, which start with `/` (`https://blog.example.com /wp-admin/{*rest}`):
    /// neither a location nor a pattern holds a space.
    ///
    /// - Parameters:
    ///   - features: Every feature with deep links, in the order their routes are tried.
    ///   - lines: The locations of each feature, a line each.
    @_spi(Generated)
    public init(features: @escaping @Sendable () -> [() -> any DeepLinkSampling.Type], locations lines: String) {
        // Listing the features touches no feature's router, whose generic types cost each feature
        // thousands of instructions, nor its handler's `locations` or conformance, whose code and
        // witness table lie in the feature's module: at 100 features, those took 138 of the
        // first link's 247 page faults. Generated code that calls `init(features:)` instead, as
        // code committed before this initializer does, works as before.
        self.init(groups: { zip(features(), Self.locations(lines: lines)).map(Self.group) })
    }

    /// One feature's group under its locations, whose routes are made and erased when a URL
    /// under them first needs them.
    private static func group(of handler: @escaping () -> any DeepLinkSampling.Type, under locations: [DeepLinkLocation]) -> Group {
        // A generated feature's closure captures nothing and gives a metatype, which is not
        // Sendable only because a conformance may be isolated to an actor; the list already
        // hands these to any thread, and a generated handler's `locations` and `router` are
        // `static let`s, made once on any thread.
        nonisolated(unsafe) let handler = handler
        return Group(locations: locations) { erasedRoutes(of: handler()) }
    }

    /// The locations of each feature, from its line of the app's generated router. Read as
    /// bytes, by offset, a word at a time: every separator is ASCII. Splitting characters cost
    /// 17,000 instructions a line; splitting the text into an array of lines and each line into
    /// an array of words 1,700 a feature; stepping through the string's UTF-8 view, whose every
    /// index is a call, 2,000 a feature.
    private static func locations(lines: String) -> [[DeepLinkLocation]] {
        let bytes = Array(lines.utf8)
        var features: [[DeepLinkLocation]] = []
        var locations: [DeepLinkLocation] = []
        var start = 0
        for end in 0...bytes.count {
            let endsLine = end == bytes.count || bytes[end] == UInt8(ascii: "\n")
            guard endsLine || bytes[end] == UInt8(ascii: " ") else { continue }
            add(bytes[start..<end], to: &locations)
            // An empty line is a feature of no location, so that each line stays with its feature.
            if endsLine {
                features.append(locations)
                locations = []
            }
            start = end + 1
        }
        return features
    }

    /// Adds a word of a feature's line: a location, or a pattern its last location excludes.
    private static func add(_ word: ArraySlice<UInt8>, to locations: inout [DeepLinkLocation]) {
        if word.first == UInt8(ascii: "/"), !locations.isEmpty {
            locations[locations.count - 1].exclude.append(String(decoding: word, as: UTF8.self))
            return
        }
        guard let colon = word.firstIndex(of: UInt8(ascii: ":")) else { return }
        var rest = word[(colon + 1)...]
        var host = ""
        if rest.starts(with: "//".utf8) {
            rest = rest.dropFirst(2)
            let slash = rest.firstIndex(of: UInt8(ascii: "/")) ?? rest.endIndex
            host = String(decoding: rest[..<slash], as: UTF8.self)
            rest = rest[slash...]
        }
        let scheme = String(decoding: word[..<colon], as: UTF8.self)
        locations.append(DeepLinkLocation(scheme: scheme, host: host, pathPrefix: String(decoding: rest, as: UTF8.self)))
    }

    /// Creates the router of an app over every feature's routes, reading where each feature
    /// lives from its handler's `locations` when the first URL is resolved.
    ///
    /// - Parameter features: Every feature with deep links, in the order their routes are tried.
    @_spi(Generated)
    public init(features: @escaping @Sendable () -> [any DeepLinkSampling.Type]) {
        self.init(groups: { features().map { handler in Self.group(of: { handler }, under: handler.locations) } })
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
