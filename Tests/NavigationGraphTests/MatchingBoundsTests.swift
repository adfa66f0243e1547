import Foundation
@_spi(Generated) import NavigationGraph
import Testing

/// Matching costs routes × segments at worst, as the docs promise, even when every route that
/// fits a URL refuses its values: each bound runs a hostile input under a generous limit, so that
/// a regression to a square fails rather than slowing CI.
struct MatchingBoundsTests {
    /// Routes `/{p1}/{*rest}`, `/{p1}/{p2}/{*rest}`, … up to `count` placeholders: every one fits
    /// a long URL, the one with the most placeholders first, and the destination refuses all but
    /// the last, as values that do not convert make a route give way.
    private static func refusingRouter(count: Int) -> DeepLinkRouter<Refuser> {
        let lines = (1...count).map { placeholders in
            "r\(placeholders) /" + (1...placeholders).map { "{p\($0)}" }.joined(separator: "/") + "/{*rest}"
        }
        return DeepLinkRouter<Refuser>(locations: [DeepLinkLocation(scheme: "app", host: "x")], routes: lines.joined(separator: "\n"))
    }

    @Test func aURLThatEveryRouteFitsAndRefusesCostsOneWalk() throws {
        let routes = 256
        let segments = 40_000
        let router = Self.refusingRouter(count: routes)
        let url = try #require(URL(string: "app://x/" + Array(repeating: "a", count: segments).joined(separator: "/")))
        let clock = ContinuousClock()
        var found: Refuser?
        let elapsed = clock.measure {
            found = router.resolve(url)
        }
        // The one route that takes its values is the last offered: one placeholder, the rest.
        #expect(found?.index == 0)
        #expect(found?.rest.count == 2 * (segments - 1) - 1)
        // One walk takes about 0.25 s in a debug build; walking again for each refusal took
        // over 10 s.
        #expect(elapsed < .seconds(3), "matching took \(elapsed)")
    }
}

/// Takes only the route of case 0; refuses every other route that fits.
private struct Refuser: NavigationCaseCodable {
    static let navigationCaseNames = (1...256).map { "r\($0)" }

    let index: Int
    let rest: String

    init?(navigationCaseIndex index: Int, values: borrowing DeepLinkMatch) throws {
        guard index == 0 else { return nil }
        self.index = index
        rest = try values.string(0, "rest")
    }

    var navigationCase: NavigationCase? { nil }
}
