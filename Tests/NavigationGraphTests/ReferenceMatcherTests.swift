import Foundation
import Testing

@_spi(Generated) @testable import _NavigationGraphRoutes

/// The engine against the reference matcher over random routes and URLs: every route offered,
/// in the same order, with the same values. `ORACLE_CASES` sets how many (20,000 by default;
/// the closing note of issue 61 records 1,000,000). The router fuzz target compares the two on
/// cases the fuzzer chooses.
struct ReferenceMatcherTests {
    @Test func theEngineOffersWhatTheReferenceOffersInTheSameOrder() throws {
        let cases = ProcessInfo.processInfo.environment["ORACLE_CASES"].flatMap(Int.init) ?? 20_000
        var random = SplitMix(seed: 61)
        var differences: [String] = []
        for _ in 0..<cases {
            if let difference = OracleCase(&random).difference() { differences.append(difference) }
        }
        #expect(differences.isEmpty, "\(differences.count) of \(cases): \(differences.prefix(3))")
    }

    /// A router gives a URL's matcher the routes of only the features whose path prefix starts
    /// with the URL's first segment (or that have none): features sharing a host under their
    /// own prefixes, with exclusions, placeholder and wildcard hosts and another scheme beside
    /// them, open what the trie of all of them opens, fail for the same reason, and each URL
    /// parses only the features it can reach.
    @Test func aRouterOverPathPrefixesResolvesAsTheTrieOfEveryFeature() throws {
        let choices: [DeepLinkLocation] = [
            DeepLinkLocation(scheme: "app", host: "x"), DeepLinkLocation(scheme: "app", host: "x", pathPrefix: "/a"),
            DeepLinkLocation(scheme: "app", host: "x", pathPrefix: "/b"), DeepLinkLocation(scheme: "app", host: "x", pathPrefix: "/a/b"),
            DeepLinkLocation(scheme: "app", host: "x", pathPrefix: "/%C3%A9"), DeepLinkLocation(scheme: "app", host: "{server}", pathPrefix: "/b"),
            DeepLinkLocation(scheme: "app", host: "*.example.com", pathPrefix: "/a"), DeepLinkLocation(scheme: "app", host: "", pathPrefix: "/a"),
            DeepLinkLocation(scheme: "app", host: "x", pathPrefix: "/v", exclude: ["/v/{y}?q={q}"]),
            DeepLinkLocation(scheme: "app", host: "x", exclude: ["/a/{*rest}"]), DeepLinkLocation(scheme: "other", host: "x", pathPrefix: "/a"),
        ]
        var random = SplitMix(seed: 62)
        var (differences, reachedOthers) = (0, 0)
        for _ in 0..<2_000 {
            let features = (0..<random.below(4) + 2).map { _ in
                (
                    locations: [choices[random.below(choices.count)]],
                    routes: (0..<random.below(4) + 1).compactMap { _ in OracleCase.route(&random)?.pattern }.enumerated().map { index, pattern in
                        DeepLinkRoute<String>("r\(index)", pattern.description) { _ in "r\(index)" }
                    }
                )
            }
            // A router to resolve with, counting what it parses (`resolution(of:)` parses the
            // features before the one that matched, to number the route).
            let parsed = Locked<Set<Int>>([])
            let counting = DeepLinkRouter<String>(
                groups: features.enumerated().map { index, feature in
                    .init(locations: feature.locations) {
                        parsed.withLock { _ = $0.insert(index) }
                        return feature.routes
                    }
                })
            let router = DeepLinkRouter<String>(features: features)
            let trie = RouteTrie(groups: features.map { ($0.locations, $0.routes.map(\.trieRoute)) }, buildsPlans: false)
            let url = OracleCase.url(&random)
            var expected: (route: Int, values: [String])?
            let failure = URLParts(url).map { parts in
                trie.match(parts) { candidate in
                    expected = (candidate.route, candidate.values.map { "\($0.name)=\($0.text)" })
                    return true
                }
            }
            switch router.resolution(of: url) {
            case .matched(_, let route, let values):
                if expected?.route != route || expected?.values != values.map({ "\($0.name)=\($0.text)" }) { differences += 1 }
            case .unmatched(let reason):
                if expected != nil || (failure.flatMap { $0 } ?? .malformedURL) != reason { differences += 1 }
            }
            // The features parsed for this URL are those whose location could take it.
            _ = counting.resolve(url)
            let first = URLParts(url)?.rawSegments.first.flatMap(PercentEncoding.decode)
            for index in parsed.withLock({ $0 }) {
                let text = features[index].locations[0].pathPrefix
                let prefix = text.isEmpty ? nil : try DeepLinkPattern.literalPath(text).first
                if prefix != nil && prefix != first { reachedOthers += 1 }
            }
        }
        #expect(differences == 0, "\(differences) of 2,000 URLs resolve otherwise than the trie of every feature")
        #expect(reachedOthers == 0, "\(reachedOthers) features under another path prefix were parsed")
    }

    /// A path prefix of unreserved characters is read without the pattern parser, as a URL's
    /// first link reads every feature's: random prefixes, and prefixes at the most segments a
    /// pattern has and one more, read as the parser reads them, the same segments or the same
    /// refusal.
    @Test func aPathPrefixReadsAsThePatternParserReadsIt() {
        func parsed(_ prefix: String) -> [String]? {
            (try? DeepLinkPattern(parsing: prefix)).flatMap { pattern in
                let literals = pattern.path.compactMap { if case .literal(let text) = $0 { text } else { nil } }
                return pattern.query.isEmpty && literals.count == pattern.path.count ? literals : nil
            }
        }
        let pieces = ["/", "/", "a", "B7", ".", "-_~", "%2F", "%C3%A9", "%", "{id}", "{*rest}", "?q={q}", "é", "//"]
        var random = SplitMix(seed: 63)
        let longest = DeepLinkPattern.maximumSegmentCount
        let drawn = (0..<5_000).map { _ in (0..<random.below(6) + 1).map { _ in pieces[random.below(pieces.count)] }.joined() }
        let prefixes = [String(repeating: "/a", count: longest), String(repeating: "/a", count: longest + 1)] + drawn
        let differences = prefixes.filter { (try? DeepLinkPattern.literalPath($0)) != parsed($0) }
        let count = differences.count
        #expect(count == 0, "\(count) of \(prefixes.count) prefixes read otherwise, such as \(differences.first?.prefix(40) ?? "")")
    }
}

/// A small deterministic random number generator, so that a difference is found again.
struct SplitMix: OracleChoices {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
