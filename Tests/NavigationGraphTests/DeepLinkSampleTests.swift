import Foundation
@_spi(Generated) import NavigationGraph
import Testing

/// Samples as navgraph writes them: lines of text made into destinations, and checked against
/// the case name and values they declare.
struct DeepLinkSampleTests {
    @Test func linesBecomeDestinationsMadeFromTheirValues() {
        let samples = DeepLinkSample<Pairs>.samples(
            """
            pair t://t/p?a=1&b=2 a=1 b=2
            text t://t/t?s=a%20b%2Fc s=a%20b%2Fc
            pair t://t/p
            """
        )
        #expect(samples.map(\.url) == ["t://t/p?a=1&b=2", "t://t/t?s=a%20b%2Fc"])
        #expect(samples.map(\.destination) == [.pair(a: 1, b: 2), .text(s: "a b/c")])
    }

    @Test func aLineWhoseDestinationCannotBeMadeIsLeftOutAndItsRouteReported() {
        let samples = DeepLinkSample<Pairs>.samples(
            """
            pair t://t/p?a=1&b=x a=1 b=x
            nothing t://t/p?a=1&b=2 a=1 b=2
            """
        )
        #expect(samples.isEmpty)
        #expect(Pairs.router.roundTripFailures(samples).contains("route '/p?a={a}&b={b}' of pair has no sample URL that opens it"))
    }

    @Test func aDestinationMadeWronglyFromItsValuesIsReported() {
        // The router makes `swapped` the same wrong way from the URL, so only the declared
        // values tell.
        let samples = DeepLinkSample<Pairs>.samples(
            """
            pair t://t/p?a=1&b=2 a=1 b=2
            swapped t://t/s?a=1&b=2 a=1 b=2
            text t://t/t?s=x s=x
            """
        )
        let failures = Pairs.router.roundTripFailures(samples)
        #expect(failures.first == "sample t://t/s?a=1&b=2 declares a = [\"1\"], but its destination swapped(a: 2, b: 1) has [\"2\"]")
        #expect(failures.filter { $0.contains("declares") }.count == 1)
    }
}

/// `roundTripFailures()`, which generated handlers had before `DeepLinkRoundTrip`, still
/// compiles (deprecated) and still reports what goes wrong. Deprecated itself, so that calling
/// the deprecated method warns nowhere.
struct DeprecatedRoundTripTests {
    @available(*, deprecated, message: "calls deprecated API on purpose")
    @Test func roundTripFailuresStillReportsWhatGoesWrong() {
        #expect(PairsHandler.roundTripFailures() == Pairs.router.roundTripFailures(PairsHandler.samples))
        #expect(PairsHandler.roundTripFailures().contains { $0.contains("declares") })
        #expect(PairsHandler.roundTripFailures().contains("route '/t?s={s}' of text has no sample URL that opens it"))
    }
}

/// A type of its own that conforms to `DeepLinkSampling` gets `destination(for:)`, `url(for:)`
/// and `resolve(_:)` through its router, as generated handlers do.
struct DeepLinkSamplingDefaultsTests {
    @Test func aHandlerResolvesAndBuildsThroughItsRouter() {
        let handler = RouterOnlyHandler()
        #expect(handler.destination(for: URL(string: "t://t/p?a=1&b=2")!) == .pair(a: 1, b: 2))
        #expect(handler.destination(for: URL(string: "t://t/elsewhere")!) == nil)
        #expect(handler.resolve(URL(string: "t://t/t?s=x")!) as? Pairs == .text(s: "x"))
        #expect(handler.url(for: .pair(a: 1, b: 2)) == URL(string: "t://t/p?a=1&b=2"))
    }
}

/// A handler that declares only its router and samples.
private struct RouterOnlyHandler: DeepLinkSampling, DeepLinkHandlerContract {
    static var router: DeepLinkRouter<Pairs> { Pairs.router }
    static var samples: [DeepLinkSample<Pairs>] { [] }
    var scheme: String { "t" }
    var host: String { "t" }
}

/// A handler of `Pairs` whose samples leave a route out and meet the swapped case.
private struct PairsHandler: DeepLinkSampling {
    static var router: DeepLinkRouter<Pairs> { Pairs.router }
    static var samples: [DeepLinkSample<Pairs>] {
        DeepLinkSample<Pairs>.samples(
            """
            pair t://t/p?a=1&b=2 a=1 b=2
            swapped t://t/s?a=1&b=2 a=1 b=2
            """
        )
    }

    func destination(for url: URL) -> Pairs? { Pairs.router.resolve(url) }
}

/// Two cases with the same parameters, `swapped` made from them the wrong way round, as a
/// generator bug would; its `navigationCase` says what it is.
private enum Pairs: IncomingNavigationContract, NavigationCaseCodable {
    case pair(a: Int, b: Int)
    case swapped(a: Int, b: Int)
    case text(s: String)

    static let navigationCaseNames = ["pair", "swapped", "text"]

    static let router = DeepLinkRouter<Pairs>(
        locations: [DeepLinkLocation(scheme: "t", host: "t")],
        routes: """
            pair /p?a={a}&b={b}
            swapped /s?a={a}&b={b}
            text /t?s={s}
            """
    )

    init?(navigationCaseIndex index: Int, values: borrowing DeepLinkMatch) throws {
        switch index {
        case 0: self = try .pair(a: values.int(0, "a"), b: values.int(1, "b"))
        case 1: self = try .swapped(a: values.int(1, "b"), b: values.int(0, "a"))
        case 2: self = try .text(s: values.string(0, "s"))
        default: return nil
        }
    }

    var navigationCase: NavigationCase? {
        switch self {
        case .pair(let a, let b): NavigationCase("pair", .int("a", a), .int("b", b))
        case .swapped(let a, let b): NavigationCase("swapped", .int("a", a), .int("b", b))
        case .text(let s): NavigationCase("text", .string("s", s))
        }
    }
}
