import Foundation
@_spi(Generated) import NavigationGraph

/// The app router of a synthetic app, built through the runtime's public API exactly as the
/// generated `{Feature}DeepLinkHandler.router` and `AppDeepLinkRouter` build theirs.
enum SyntheticRouter {
    /// A destination that keeps its case name and values, standing in for a generated enum.
    struct Destination: NavigationCaseCodable {
        var name: String
        var values: [String]

        static let navigationCaseNames = (0..<16).map { "d\($0)" }

        init?(navigationCaseIndex index: Int, values: borrowing DeepLinkMatch) throws {
            self.name = Self.navigationCaseNames[index]
            self.values = values.values.map(\.text)
        }

        var navigationCase: NavigationCase? { NavigationCase(name) }
    }

    static func make(features: Int) -> DeepLinkRouter<any NavigationContract> {
        DeepLinkRouter(
            merging: (0..<features).map { feature in
                DeepLinkRouter<Destination>(
                    locations: [DeepLinkLocation(scheme: "bench", host: "f\(feature)")],
                    routes: patterns.enumerated().map { (name: "d\($0.offset)", pattern: $0.element) }
                ).erased()
            })
    }

    /// The patterns of each synthetic feature.
    static let patterns = (0..<16).map { index -> String in
        switch index % 8 {
        case 1: return "/d\(index)?id={id}"
        case 2: return "/d\(index)?q={query}"
        case 3: return "/d\(index)?id={id}&flag={flag}"
        case 4: return "/d\(index)?uuid={uuid}"
        case 5: return "/d\(index)?value={value}"
        case 6: return "/d\(index)?id={id}&page={page}"
        case 7: return "/d\(index)?slug={slug}"
        default: return "/d\(index)"
        }
    }

    /// The routes of a feature as a generated handler lists them: one line per route.
    static let lines = patterns.enumerated().map { "d\($0.offset) \($0.element)" }.joined(separator: "\n")

    /// The generated `AppDeepLinkRouter`'s public `router`, made as `init(features:locations:)`
    /// makes it: one group a feature under the locations the app lists, whose routes are parsed
    /// from the feature's lines and erased only when a URL under them needs them.
    ///
    /// With `sharedHost`, every feature lives under one web host, each under its own path
    /// prefix (`https://bench.example/f12`), as an app's universal links often do.
    static func generated(features: Int, sharedHost: Bool = false) -> DeepLinkRouter<any NavigationContract> {
        DeepLinkRouter(
            groups: (0..<features).map { feature in
                let locations = [
                    sharedHost
                        ? DeepLinkLocation(scheme: "https", host: "bench.example", pathPrefix: "/f\(feature)")
                        : DeepLinkLocation(scheme: "bench", host: "f\(feature)")
                ]
                return .init(locations: locations) {
                    DeepLinkRouter<Destination>(locations: locations, routes: lines).erased().routes
                }
            })
    }

    @inline(never)
    static func consume<T>(_ value: T) {
        withExtendedLifetime(value) {}
    }
}
