import Foundation
@_spi(Generated) import _NavigationGraphRoutes

/// A URL of one route and the destination it must open: what the compiler emits for every deep
/// link so that tests can check that routes round-trip.
public struct DeepLinkSample<Destination: Sendable>: Sendable {
    /// The URL, as text.
    public var url: String
    /// The destination the URL opens.
    public var destination: Destination
    /// The case name and parameter values the destination was made from, when it was made from
    /// text: checked against the destination's own ``NavigationCase``, so that a destination
    /// made wrongly from its values cannot pass for the right one.
    var declared: Declared?

    /// A destination as text: its case name and the values of the parameters a URL names.
    struct Declared: Sendable {
        var caseName: String
        var values: [(name: String, text: String)]
    }

    /// Creates a sample.
    public init(_ url: String, _ destination: Destination) {
        self.url = url
        self.destination = destination
    }
}

extension DeepLinkSample where Destination: NavigationCaseCodable {
    /// The samples navgraph writes for a feature, one per line: the destination's case name, the
    /// URL, then `name=value` for each parameter the URL names, the value percent-encoded, once
    /// per element of an array. Each destination is made from its values with
    /// ``NavigationCaseCodable/init(navigationCaseIndex:values:)``.
    ///
    /// Samples are data rather than Swift expressions because a build compiles them: as code,
    /// they cost more to compile than a feature's deep-link handling itself.
    ///
    /// A line whose destination cannot be made is left out, so its route has no sample and
    /// `DeepLinkRoundTrip` reports it.
    @_spi(Generated)
    public static func samples(_ lines: String) -> [Self] {
        var samples: [Self] = []
        for line in lines.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count >= 2, let index = Destination.navigationCaseNames.firstIndex(of: String(fields[0])) else { continue }
            var values: [(name: String, text: String)] = []
            for field in fields.dropFirst(2) {
                guard let equals = field.firstIndex(of: "=") else { continue }
                let encoded = String(field[field.index(after: equals)...])
                // Decoded by the rules a URL's values are, not Foundation's.
                guard let text = PercentEncoding.decode(Substring(encoded)) else { continue }
                values.append((String(field[..<equals]), text))
            }
            guard let made = try? Destination(navigationCaseIndex: index, values: DeepLinkMatch(values: values)) else { continue }
            var sample = Self(String(fields[1]), made)
            sample.declared = Declared(caseName: String(fields[0]), values: values)
            samples.append(sample)
        }
        return samples
    }

    /// What differs between the destination and the case name and values it was made from.
    func declaredMismatch() -> String? {
        guard let declared else { return nil }
        guard let actual = destination.navigationCase else {
            return "\(destination), the destination of sample \(url), has no case description"
        }
        guard actual.name == declared.caseName else {
            return "sample \(url) declares case \(declared.caseName), but its destination is \(actual.name)"
        }
        for name in Set(declared.values.map(\.name)).sorted() {
            let texts = declared.values.compactMap { $0.name == name ? $0.text : nil }
            let argument = actual.arguments.first { $0.name == name }
            let given: [String]
            switch argument?.content {
            case .text(let text)?: given = [text]
            case .texts(let elements)?: given = elements
            case .absent?, .unrepresentable?, nil: given = []
            }
            if given != texts {
                return "sample \(url) declares \(name) = \(texts), but its destination \(destination) has \(given)"
            }
        }
        return nil
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
    /// Where ``router``'s routes live, in its order. An app's router reads this rather than
    /// ``router`` to learn which features a URL may belong to, so the first deep link of a
    /// process makes the router of only the features under its location. Defaults to
    /// `router.locations`; a generated handler stores them beside its router.
    static var locations: [DeepLinkLocation] { get }
    /// A URL of every route under every location, each with the destination it must open.
    static var samples: [DeepLinkSample<SampledDestination>] { get }
    /// Creates the handler.
    init()
    /// The destination a URL opens. Defaults to the destination ``router`` resolves.
    func destination(for url: URL) -> SampledDestination?
    /// The canonical URL of a destination; `nil` when it cannot be built. Defaults to the URL
    /// ``router`` builds.
    func url(for destination: SampledDestination) -> URL?
}

extension DeepLinkSampling {
    /// The locations of ``router``.
    public static var locations: [DeepLinkLocation] { router.locations }

    /// Returns the typed destination a URL opens, or `nil` when the URL is not one of this
    /// feature's: through ``router``.
    ///
    /// A generated handler has this from here rather than a copy of its own, as it has
    /// `url(for:)` and `resolve(_:)`: in an optimized build each copy was a function
    /// and its protocol witness in every feature.
    public func destination(for url: URL) -> SampledDestination? {
        Self.router.resolve(url)
    }

    /// The URL the routes build: for a type that builds no URL of its own.
    public func url(for destination: SampledDestination) -> URL? {
        Self.router.url(for: destination)
    }
}

extension DeepLinkHandlerContract where Self: DeepLinkSampling {
    /// Returns the destination a URL opens, or `nil` when the URL is not one of this feature's:
    /// ``DeepLinkSampling/destination(for:)``, untyped.
    public func resolve(_ url: URL) -> (any NavigationContract)? {
        destination(for: url)
    }
}

/// An app's deep-link router over its features' routes, with the features: what the generated
/// `AppDeepLinkRouter` is.
public protocol AppDeepLinkSampling {
    /// The router over every feature's routes.
    static var router: DeepLinkRouter<any NavigationContract> { get }
    /// Every feature with deep links, in the order of the router's routes.
    static var features: [any DeepLinkSampling.Type] { get }
    /// Creates the router.
    init()
    /// The destination a URL opens through ``router``.
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
            if let mismatch = sample.declaredMismatch() {
                failures.append(mismatch)
            }
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

// MARK: - Deprecated

extension DeepLinkSampling {
    /// What goes wrong when each sample URL of the feature is resolved, and each sample's
    /// destination is built and resolved again; empty when every route round-trips.
    ///
    /// Generated handlers had this method until samples became data; it checks the feature's
    /// routes only. `DeepLinkRoundTrip.failures(of:)` in NavigationGraphTesting also checks the
    /// handler's own `destination(for:)` and `url(for:)`.
    @available(
        *, deprecated,
        message: "use DeepLinkRoundTrip.failures(of:) from NavigationGraphTesting, which also checks the handler's own resolve and url(for:)"
    )
    public static func roundTripFailures() -> [String] {
        router.roundTripFailures(samples)
    }
}

extension AppDeepLinkSampling {
    /// What goes wrong for every feature's samples, through the feature's routes and the app's
    /// router; empty when every route round-trips.
    ///
    /// The generated `AppDeepLinkRouter` had this method until samples became data.
    /// `DeepLinkRoundTrip.failures(of:)` in NavigationGraphTesting also checks each handler's own
    /// `resolve` and `url(for:)`.
    @available(
        *, deprecated,
        message: "use DeepLinkRoundTrip.failures(of:) from NavigationGraphTesting, which also checks each handler's own resolve and url(for:)"
    )
    public static func roundTripFailures() -> [String] {
        features.flatMap { feature in sampleFailures(of: feature) }
    }

    private static func sampleFailures<Handler: DeepLinkSampling>(of handler: Handler.Type) -> [String] {
        Handler.router.roundTripFailures(Handler.samples, through: router)
    }
}
