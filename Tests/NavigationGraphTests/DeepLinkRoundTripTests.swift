import Foundation
import NavigationGraph
import NavigationGraphTesting
import Testing

/// Building a URL then resolving it gives back the same destination, for random values of every
/// parameter type; values that cannot be represented build `nil`.
struct DeepLinkRoundTripTests {
    static let awkward: [String] = ["/", "?", "&", "=", "#", "%", "+", " ", "é", "😀", "中", ".", "..", "%2F", "\u{0}", "\n", "new", "~", "'"]

    static func randomString(_ generator: inout SeededRandomNumberGenerator) -> String {
        let count = Int.random(in: 0...6, using: &generator)
        return (0..<count).map { _ in
            Bool.random(using: &generator)
                ? awkward.randomElement(using: &generator)! : String(UnicodeScalar(UInt8.random(in: 0x20...0x7E, using: &generator)))
        }.joined()
    }

    static func randomDestination(_ generator: inout SeededRandomNumberGenerator) -> Shop {
        switch Int.random(in: 0..<7, using: &generator) {
        case 0: return .item(id: Int.random(in: Int.min...Int.max, using: &generator))
        case 1: return .post(slug: randomString(&generator))
        case 2:
            let exact: Bool? = [true, false, nil].randomElement(using: &generator)!
            return .search(query: randomString(&generator), page: Int.random(in: -1000...1000, using: &generator), exact: exact)
        case 3: return .order(id: UUID())
        case 4:
            let bits = generator.next()
            return .price(value: Double(bitPattern: bits))
        case 5: return .price(value: Double.random(in: -1e6...1e6, using: &generator))
        default: return [.home, .newPost, .cart].randomElement(using: &generator)!
        }
    }

    static func isRepresentable(_ destination: Shop) -> Bool {
        switch destination {
        case .post(let slug): return !slug.isEmpty && slug != "new"
        case .price(let value): return value.isFinite
        case .player: return false
        default: return true
        }
    }

    @Test(arguments: 0..<20)
    func buildThenResolveGivesTheSameDestination(_ seed: UInt64) {
        var generator = SeededRandomNumberGenerator(seed: seed)
        for _ in 0..<200 {
            let destination = Self.randomDestination(&generator)
            let url = destination.url()
            if Self.isRepresentable(destination) {
                let built = url.map { Shop.router.resolve($0) }
                #expect(built == destination, "seed \(seed): \(destination) built \(url?.absoluteString ?? "nil")")
            } else {
                #expect(url == nil, "seed \(seed): \(destination) should not build, built \(url?.absoluteString ?? "")")
            }
        }
    }

    @Test(arguments: awkward)
    func everyAwkwardCharacterSurvivesInThePathAndTheQuery(_ text: String) {
        let post = Shop.post(slug: "a" + text + "b")
        #expect(post.url().flatMap { Shop.router.resolve($0) } == post)
        let search = Shop.search(query: text)
        #expect(search.url().flatMap { Shop.router.resolve($0) } == search)
    }

    @Test func theEmptyStringBuildsInAQueryButNotAsAPathSegment() {
        #expect(Shop.search(query: "").url().flatMap { Shop.router.resolve($0) } == .search(query: ""))
        #expect(Shop.post(slug: "").url() == nil)
    }

    @Test func aValueALiteralRouteWouldCaptureDoesNotBuild() {
        #expect(Shop.post(slug: "new").url() == nil)
        #expect(Shop.post(slug: "newer").url() != nil)
    }

    @Test func dotSegmentsAreEncoded() {
        #expect(Shop.post(slug: ".").url()?.absoluteString == "shop://shop/posts/%2E")
        #expect(Shop.post(slug: "..").url()?.absoluteString == "shop://shop/posts/%2E%2E")
    }

    @Test func buildingUsesTheCanonicalLocationAndOmitsAbsentOptionals() {
        #expect(Shop.home.url()?.absoluteString == "shop://shop/")
        #expect(Shop.search(query: "a b", page: 2).url()?.absoluteString == "shop://shop/search?q=a%20b&page=2")
    }

    @Test func nonFiniteNumbersDoNotBuild() {
        #expect(Shop.price(value: .nan).url() == nil)
        #expect(Shop.price(value: .infinity).url() == nil)
        #expect(Shop.price(value: -0.0).url().flatMap { Shop.router.resolve($0) } == .price(value: -0.0))
    }
}
