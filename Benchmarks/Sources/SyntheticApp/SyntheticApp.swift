import Foundation
@_spi(Generated) import NavigationGraph

/// An app of `features` features, each with the same 16 deep-linked destinations under
/// `bench://f{n}`: the same shape as the synthetic apps of `navgraph-benchmark`. It needs
/// nothing but NavigationGraph, so that `Scripts/router-compare.sh` can build it against
/// another revision.
public struct SyntheticApp: Sendable {
    public let features: Int
    /// Whether the routes that take an `id` or a `slug` take it as a path segment
    /// (`/d1/{id}`), so that resolving walks the table's trie instead of finding the whole path
    /// at once: 8 routes of 16.
    public let placeholders: Bool

    public init(features: Int, placeholders: Bool = false) {
        self.features = features
        self.placeholders = placeholders
    }

    /// The path and query of each destination's route; the first path segment is its name.
    public var patterns: [String] {
        (0..<16).map { index in
            switch index % 8 {
            case 1: placeholders ? "/d\(index)/{id}" : "/d\(index)?id={id}"
            case 2: "/d\(index)?q={query}"
            case 3: placeholders ? "/d\(index)/{id}?flag={flag}" : "/d\(index)?id={id}&flag={flag}"
            case 4: "/d\(index)?uuid={uuid}"
            case 5: "/d\(index)?value={value}"
            case 6: placeholders ? "/d\(index)/{id}?page={page}" : "/d\(index)?id={id}&page={page}"
            case 7: placeholders ? "/d\(index)/{slug}" : "/d\(index)?slug={slug}"
            default: "/d\(index)"
            }
        }
    }

    /// A URL of every route of every feature and one per feature that matches nothing, feature
    /// by feature, so that any run of 17 URLs has one of each kind.
    public var urls: [URL] {
        let queries =
            placeholders
            ? [
                "", "/42", "?q=Sample%20text%2F%C3%BC", "/42?flag=true", "?uuid=E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "?value=0.5",
                "/42?page=3", "/a-slug",
            ]
            : [
                "", "?id=42", "?q=Sample%20text%2F%C3%BC", "?id=42&flag=true", "?uuid=E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
                "?value=0.5", "?id=42&page=3", "?slug=a-slug",
            ]
        var urls: [URL] = []
        for feature in 0..<features {
            for route in 0..<17 {
                let text =
                    route == 16 ? "bench://f\(feature)/missing?id=42" : "bench://f\(feature)/d\(route)" + queries[route % 8]
                urls.append(URL(string: text)!)
            }
        }
        return urls
    }

    /// At most about 1,700 of `urls`, spread evenly over every feature: one round of a paired
    /// comparison, as both the `Ratio` benchmarks and `RouterPairs` time it.
    public static func round(of urls: [URL]) -> [URL] {
        stride(from: 0, to: urls.count, by: max(1, urls.count / 1_700)).map { urls[$0] }
    }

    /// The routes of each feature as a generated handler lists them, one line per route.
    public var routeLines: String {
        patterns.enumerated().map { "d\($0.offset) \($0.element)" }.joined(separator: "\n")
    }

    /// The router of one feature, as a generated handler makes it.
    public func featureRouter(_ feature: Int) -> DeepLinkRouter<BenchDestination> {
        DeepLinkRouter<BenchDestination>(locations: [DeepLinkLocation(scheme: "bench", host: "f\(feature)")], routes: routeLines)
    }

    /// The app's router over every feature's, as the generated `AppDeepLinkRouter` makes it: a
    /// feature's routes are parsed when a URL under its location first needs them.
    public func router() -> DeepLinkRouter<any NavigationContract> {
        DeepLinkRouter(merging: (0..<features).map { featureRouter($0).erased() })
    }
}

/// The time of one pass of `body` over `urls`: a round of the paired comparisons. Inlinable, so
/// that each caller's copy is specialized for its closure, as a function of its own module was.
@inlinable @inline(never)
public func timed(_ urls: [URL], _ body: (URL) -> Void) -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    for url in urls { body(url) }
    return clock.now - start
}

/// What ``evictCaches(keeping:)`` writes over: 64 MiB, more than the second-level caches and the
/// third that this machine's cores share. Made at first use.
nonisolated(unsafe) private var evictor: UnsafeMutableRawBufferPointer = {
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 64 << 20, alignment: 64)
    buffer.initializeMemory(as: UInt8.self, repeating: 0)
    return buffer
}()
/// What reading the URLs adds up, so that the reads are not optimized away.
nonisolated(unsafe) private var evictorSink = 0

/// Evicts every line from the caches (one write to each line of a buffer larger than them), then
/// reads each URL of `round`, which an app has just made when it resolves one: a round timed
/// after it starts as a one-off deep link does after other work. For the cold rounds of
/// `RouterPairs --cold` and of the `Ratio` benchmarks.
@inline(never)
public func evictCaches(keeping round: [URL]) {
    for offset in stride(from: 0, to: evictor.count, by: 64) {
        evictor[offset] &+= 1
    }
    for url in round { evictorSink &+= url.absoluteString.utf8.count }
}

/// A feature's incoming destinations, written as navgraph writes a generated enum: cases with
/// typed parameters, made from a route's values by case index.
public enum BenchDestination: NavigationCaseCodable, NavigationContract {
    case d0
    case d1(id: Int)
    case d2(query: String)
    case d3(id: Int, flag: Bool?)
    case d4(uuid: UUID)
    case d5(value: Double)
    case d6(id: Int, page: Int = 1)
    case d7(slug: String?)
    case d8
    case d9(id: Int)
    case d10(query: String)
    case d11(id: Int, flag: Bool?)
    case d12(uuid: UUID)
    case d13(value: Double)
    case d14(id: Int, page: Int = 1)
    case d15(slug: String?)

    public static let navigationCaseNames = (0..<16).map { "d\($0)" }

    public init?(navigationCaseIndex index: Int, values: borrowing DeepLinkMatch) throws(DeepLinkMatch.Mismatch) {
        switch index {
        case 0: self = .d0
        case 1: self = try .d1(id: values.int(0, "id"))
        case 2: self = try .d2(query: values.string(0, "query"))
        case 3: self = try .d3(id: values.int(0, "id"), flag: values.optionalBool(1, "flag"))
        case 4: self = try .d4(uuid: values.uuid(0, "uuid"))
        case 5: self = try .d5(value: values.double(0, "value"))
        case 6: self = try .d6(id: values.int(0, "id"), page: values.int(1, "page", default: 1))
        case 7: self = try .d7(slug: values.optionalString(0, "slug"))
        case 8: self = .d8
        case 9: self = try .d9(id: values.int(0, "id"))
        case 10: self = try .d10(query: values.string(0, "query"))
        case 11: self = try .d11(id: values.int(0, "id"), flag: values.optionalBool(1, "flag"))
        case 12: self = try .d12(uuid: values.uuid(0, "uuid"))
        case 13: self = try .d13(value: values.double(0, "value"))
        case 14: self = try .d14(id: values.int(0, "id"), page: values.int(1, "page", default: 1))
        case 15: self = try .d15(slug: values.optionalString(0, "slug"))
        default: return nil
        }
    }

    /// Not needed to resolve; the benchmarks build no URLs.
    public var navigationCase: NavigationCase? { nil }
}
