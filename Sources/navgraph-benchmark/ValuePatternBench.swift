import Foundation
@_spi(Generated) import NavigationGraph

/// Section 9: what a value pattern costs a URL, through a router as a generated handler makes it and a
/// destination that reads its values as generated code does.
enum ValuePatternBench {
    /// A profile's destinations: a status by its digits, or a tab by its name.
    enum Profile: NavigationCaseCodable, Equatable {
        case status(user: String, id: String)
        case tab(user: String, tab: String)

        static let navigationCaseNames = ["status", "tab"]
        private static let digits = DeepLinkValuePattern("[0-9]+")

        init?(navigationCaseIndex index: Int, values: borrowing DeepLinkMatch) throws(DeepLinkMatch.Mismatch) {
            switch index {
            case 0: self = .status(user: try values.string(0, "user"), id: try values.matching(values.string(1, "id"), Self.digits, "id"))
            case 1: self = .tab(user: try values.string(0, "user"), tab: try values.string(1, "tab"))
            default: return nil
            }
        }

        var navigationCase: NavigationCase? { nil }
    }

    /// The same destinations, generated from a graph without the pattern.
    enum PlainProfile: NavigationCaseCodable, Equatable {
        case status(user: String, id: String)
        case tab(user: String, tab: String)

        static let navigationCaseNames = ["status", "tab"]

        init?(navigationCaseIndex index: Int, values: borrowing DeepLinkMatch) throws(DeepLinkMatch.Mismatch) {
            switch index {
            case 0: self = .status(user: try values.string(0, "user"), id: try values.string(1, "id"))
            case 1: self = .tab(user: try values.string(0, "user"), tab: try values.string(1, "tab"))
            default: return nil
            }
        }

        var navigationCase: NavigationCase? { nil }
    }

    /// A router of the two routes, the status's with or without its pattern (without it, only
    /// the status route is there: the same walk with no regex), as a generated handler lists them.
    static func router<Destination: NavigationCaseCodable>(patterned: Bool, _ type: Destination.Type) -> DeepLinkRouter<Destination> {
        DeepLinkRouter<Destination>(
            locations: [DeepLinkLocation(scheme: "social", host: "example.com")],
            routes: patterned ? "status /users/{user}/{id} where id=[0-9]+\ntab /users/{user}/{tab}" : "status /users/{user}/{id}")
    }

    /// What a placeholder host and literal text around a placeholder cost a URL, through a
    /// router over the same trie walk: each against the route that a URL of the same length
    /// reaches without them.
    static func hostsAndSegments(runs: Int) -> String {
        func router(_ locations: [DeepLinkLocation], _ patterns: [String]) -> DeepLinkRouter<Int> {
            DeepLinkRouter(
                locations: locations, routes: patterns.enumerated().map { index, pattern in DeepLinkRoute("r\(index)", pattern) { _ in index } })
        }
        let literalHost = [DeepLinkLocation(scheme: "https", host: "home.example")]
        let anyHost = literalHost + [DeepLinkLocation(scheme: "https", host: "{server}")]
        let plain = router(literalHost, ["/users/{user}"])
        let hosts = router(anyHost, ["/users/{user}"])
        // 32 segments with text at one node, none of which `/alice` fits, before the bare
        // placeholder: the most a URL can make the walk try at one position.
        let texts = (0..<16).flatMap { ["p\($0){a\($0)}", "{b\($0)}.s\($0)"] }
        let affixed = router(literalHost, ["/@{user}"] + texts + ["/{user}"])
        let bare = router(literalHost, ["/{user}"])
        let cases: [(String, DeepLinkRouter<Int>, String)] = [
            ("a literal host, /users/alice (the baseline)", plain, "https://home.example/users/alice"),
            ("the same router, a placeholder host beside it", hosts, "https://home.example/users/alice"),
            ("a URL from another host, under the placeholder", hosts, "https://mastodon.social/users/alice"),
            ("a bare placeholder, /alice", bare, "https://home.example/alice"),
            ("literal text, /@alice", affixed, "https://home.example/@alice"),
            ("/alice past 32 segments with text that do not fit", affixed, "https://home.example/alice"),
        ]
        guard cases.allSatisfy({ $0.1.resolve($0.2) != nil }) else { return "hosts and segments: the routes do not resolve as built\n" }
        let repetitions = 5_000
        var baseline: Double?
        var table = Table(header: ["URL", "per URL", "against the baseline"])
        for (name, router, url) in cases {
            let time = Measure.median(runs: runs) { for _ in 0..<repetitions { SyntheticRouter.consume(router.resolve(url)) } } / Double(repetitions)
            let base = baseline ?? time
            baseline = base
            table.rows.append([name, String(format: "%.0f ns", time * 1e9), Measure.ratio(time, base)])
        }
        return table.text
    }

    static func run(runs: Int) -> String {
        let plain = router(patterned: false, PlainProfile.self)
        let patterned = router(patterned: true, Profile.self)
        let status = URL(string: "social://example.com/users/alice/109876543210")!
        let tab = URL(string: "social://example.com/users/alice/media")!
        guard plain.resolve(status) == .status(user: "alice", id: "109876543210"),
            patterned.resolve(status) == .status(user: "alice", id: "109876543210"),
            patterned.resolve(tab) == .tab(user: "alice", tab: "media")
        else { return "value patterns: the routes do not resolve as built\n" }
        let repetitions = 5_000
        func perURL<Destination: NavigationCaseCodable>(_ router: DeepLinkRouter<Destination>, _ url: URL, _ type: Destination.Type) -> Double {
            Measure.median(runs: runs) {
                for _ in 0..<repetitions { SyntheticRouter.consume(router.resolve(url)) }
            } / Double(repetitions)
        }
        let base = perURL(plain, status, PlainProfile.self)
        let matched = perURL(patterned, status, Profile.self)
        let refused = perURL(patterned, tab, Profile.self)
        let pattern = DeepLinkValuePattern("[0-9]+")
        let id = "109876543210"
        let match =
            Measure.median(runs: runs) { for _ in 0..<repetitions { SyntheticRouter.consume(pattern.matches(id)) } } / Double(repetitions)
        let compile =
            Measure.median(runs: runs) {
                for _ in 0..<100 { SyntheticRouter.consume(DeepLinkValuePattern("97[89][0-9]{10}").matches("9780306406157")) }
            } / 100
        var table = Table(header: ["URL", "per URL", "against no pattern"])
        table.rows.append(["/users/alice/109876543210, no pattern", String(format: "%.0f ns", base * 1e9), "1.00x"])
        table.rows.append(["the same, id matches [0-9]+", String(format: "%.0f ns", matched * 1e9), Measure.ratio(matched, base)])
        table.rows.append(["/users/alice/media, refused, then the tab route", String(format: "%.0f ns", refused * 1e9), Measure.ratio(refused, base)])
        table.rows.append(["[0-9]+ matching 109876543210 alone", String(format: "%.0f ns", match * 1e9), Measure.ratio(match, base)])
        return table.text + "\ncompiling 97[89][0-9]{10} and its first match (once per feature, at its first patterned URL): "
            + String(format: "%.1f µs", compile * 1e6) + "\n"
    }
}
