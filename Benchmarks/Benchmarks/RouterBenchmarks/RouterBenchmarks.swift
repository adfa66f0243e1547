import Benchmark
import Foundation
@_spi(Generated) import NavigationGraph
import RoutingKit
import SyntheticApp

// What resolving a deep link costs through the router navgraph generates for an app, at 10,
// 100 and 1,000 features, against one bare `URLComponents` parse of the same URLs and against
// vapor/routing-kit as a server routes a URL (split host and path, then walk its trie), with
// allocations per resolve, construction and memory. Every URL of every route of every feature,
// plus one per feature that matches nothing.
//
// The table is the one navgraph writes into generated code, encoded here in process by the same
// encoder, so that 1,000 features need no generated module; generated code carries it as a
// `StaticString` and walks it with the same code.

let sizes = [10, 100, 1_000]

/// One app of each size, built once before any benchmark runs. `@unchecked`: routing-kit's
/// router is a class, only read once built, and the benchmarks run one at a time.
struct Fixture: @unchecked Sendable {
    let app: SyntheticApp
    let urls: [URL]
    let router: DeepLinkRouter<any NavigationContract>
    let featureRouter: DeepLinkRouter<BenchDestination>
    let routingKit: TrieRouter<Int>

    /// One round of a paired comparison.
    var round: [URL] { SyntheticApp.round(of: urls) }

    init(features: Int) {
        app = SyntheticApp(features: features)
        urls = app.urls
        router = app.router()
        featureRouter = app.featureRouter(3)
        for url in urls { _ = router.resolve(url) }
        routingKit = app.routingKitRouter()
    }
}

/// Where a benchmark is in its URLs, kept from one sample to the next so that every URL is
/// measured, not only the first thousand.
final class Cursor: @unchecked Sendable {
    private var index = 0
    private let count: Int

    init(count: Int) { self.count = count }

    @inline(__always)
    func next() -> Int {
        let current = index
        index = index + 1 == count ? 0 : index + 1
        return current
    }
}

extension SyntheticApp {
    /// The same routes in a routing-kit trie: the host, then the path's segments. routing-kit
    /// routes paths only, so the query is left for the caller.
    func routingKitRouter() -> TrieRouter<Int> {
        let router = TrieRouter(Int.self)
        for feature in 0..<features {
            for index in 0..<16 {
                router.register(feature * 16 + index, at: [.constant("f\(feature)"), .constant("d\(index)")])
            }
        }
        return router
    }
}

/// Routes a URL as a server does with routing-kit: host, then path split into segments.
@inline(__always)
func routeWithRoutingKit(_ router: TrieRouter<Int>, _ url: URL) -> Int? {
    guard let host = url.host else { return nil }
    var parameters = Parameters()
    return router.route(path: [host] + url.path.split(separator: "/").map(String.init), parameters: &parameters)
}

/// How each timed round of a paired ratio starts.
enum Pairing {
    /// After an untimed round of the same code over the same URLs: each side as it runs when it is
    /// called again and again, as the `Resolve` benchmarks measure each alone.
    case warm
    /// Right after the other side's timed round, on the caches that round left.
    case backToBack
    /// From memory: after `evictCaches(keeping:)`, as a one-off deep link in an app starts.
    case cold

    /// The time of one round of `body` over `urls`, started this way. Inlined, so that each
    /// benchmark's `timed` is specialized for its closure.
    @inline(__always)
    func time(_ urls: [URL], _ body: (URL) -> Void) -> Duration {
        switch self {
        case .warm: _ = timed(urls, body)
        case .backToBack: break
        case .cold: evictCaches(keeping: urls)
        }
        return timed(urls, body)
    }
}

func percent(_ part: Duration, _ whole: Duration) -> Int {
    Int((part / whole * 100).rounded())
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds, maxDuration: .seconds(2), maxIterations: 100_000)
    let fixtures = Dictionary(uniqueKeysWithValues: sizes.map { ($0, Fixture(features: $0)) })
    let perResolve = Benchmark.Configuration(scalingFactor: .kilo)

    for size in sizes {
        let fixture = fixtures[size]!
        let urls = fixture.urls

        // Per URL: the scaled iterations walk the URLs in turn, and every figure is per URL.
        Benchmark("Resolve/\(size) features, URLComponents parse (floor)", configuration: perResolve) { benchmark in
            let cursor = Cursor(count: urls.count)
            for _ in benchmark.scaledIterations {
                blackHole(URLComponents(url: urls[cursor.next()], resolvingAgainstBaseURL: false))
            }
        }
        Benchmark("Resolve/\(size) features, app router", configuration: perResolve) { benchmark in
            let cursor = Cursor(count: urls.count)
            for _ in benchmark.scaledIterations {
                blackHole(fixture.router.resolve(urls[cursor.next()]))
            }
        }
        Benchmark("Resolve/\(size) features, routing-kit split and route", configuration: perResolve) { benchmark in
            let cursor = Cursor(count: urls.count)
            for _ in benchmark.scaledIterations {
                blackHole(routeWithRoutingKit(fixture.routingKit, urls[cursor.next()]))
            }
        }

        // Paired: each sample times one round of URLs through each of two, so that the machine's
        // drift weighs on both alike; `Pairing` says how each round starts. Against a parse, back
        // to back: the parse's round leaves the table where it was (warm, the ratio is the same).
        // Against routing-kit, warm: back to back, routing-kit's round takes the table's lines
        // from the cache before every round of the app router, and not the other way round.
        let round = fixture.round
        for (pairing, suffix) in [(Pairing.backToBack, ""), (.cold, ", cold")] {
            Benchmark(
                "Ratio/\(size) features\(suffix)", configuration: .init(metrics: [.custom("app router / URLComponents (%)")], maxIterations: 200)
            ) { benchmark in
                let floor = pairing.time(round) { blackHole(URLComponents(url: $0, resolvingAgainstBaseURL: false)) }
                let ours = pairing.time(round) { blackHole(fixture.router.resolve($0)) }
                benchmark.measurement(.custom("app router / URLComponents (%)"), percent(ours, floor))
            }
        }
        for (pairing, suffix) in [(Pairing.warm, ""), (.backToBack, ", back to back"), (.cold, ", cold")] {
            Benchmark(
                "Ratio/\(size) features, routing-kit\(suffix)",
                configuration: .init(metrics: [.custom("routing-kit / app router (%)")], maxIterations: 200)
            ) { benchmark in
                let ours = pairing.time(round) { blackHole(fixture.router.resolve($0)) }
                let theirs = pairing.time(round) { blackHole(routeWithRoutingKit(fixture.routingKit, $0)) }
                benchmark.measurement(.custom("routing-kit / app router (%)"), percent(theirs, ours))
            }
        }

        // Construction: the generated router's first deep link, which parses the routes of the
        // features under its location and makes their trie.
        Benchmark(
            "Construction/\(size) features, first deep link",
            configuration: .init(metrics: [.wallClock, .mallocBytesCount], maxIterations: 1_000)
        ) { benchmark in
            blackHole(fixture.app.router().resolve(fixture.urls[0]))
        }
        Benchmark(
            "Construction/\(size) features, routing-kit",
            configuration: .init(metrics: [.wallClock, .mallocBytesCount], maxIterations: 1_000)
        ) { benchmark in
            blackHole(fixture.app.routingKitRouter())
        }
    }

    // Flat: a round over 1,000 features against a round over 10, back to back.
    let small = fixtures[10]!
    let large = fixtures[1_000]!
    Benchmark("Ratio/1000 features against 10", configuration: .init(metrics: [.custom("1000 / 10 features (%)")], maxIterations: 200)) {
        benchmark in
        let few = timed(small.urls) { blackHole(small.router.resolve($0)) }
        let many = timed(large.round) { blackHole(large.router.resolve($0)) }
        let perFew = few / small.urls.count
        let perMany = many / large.round.count
        benchmark.measurement(.custom("1000 / 10 features (%)"), percent(perMany, perFew))
    }

    // Allocations of one resolve, by kind of URL, through the typed resolve of one feature (a
    // generated handler's `destination(for:)`) and through the app router.
    let allocations: [(String, String)] = [
        ("no parameters", "bench://f3/d0"),
        ("Int and Bool parameters", "bench://f3/d3?id=42&flag=true"),
        ("UUID parameter", "bench://f3/d4?uuid=E621E1F8-C36C-495A-93FC-0C247A3E6E5F"),
        ("short String parameter", "bench://f3/d2?q=short"),
        ("long String parameter", "bench://f3/d2?q=a%20query%20longer%20than%20fifteen%20bytes"),
        ("URL that matches nothing", "bench://f3/missing?id=42"),
    ]
    let allocationConfiguration = Benchmark.Configuration(metrics: [.mallocCountTotal], maxIterations: 1_000)
    for (kind, text) in allocations {
        let url = URL(string: text)!
        Benchmark("Allocations/\(kind), typed destination(for:)", configuration: allocationConfiguration) { benchmark in
            blackHole(small.featureRouter.resolve(url))
        }
        Benchmark("Allocations/\(kind), app router", configuration: allocationConfiguration) { benchmark in
            blackHole(small.router.resolve(url))
        }
    }
}
