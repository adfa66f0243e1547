import Foundation
@_spi(Generated) import NavigationGraph
import Testing

/// Array parameters (a query key once per element) and enum values (raw values only), in the
/// spirit of androidx navigation's list arguments.
struct DeepLinkArrayAndEnumTests {
    enum Sort: String, DeepLinkValue {
        case newest
        case topRated = "top-rated"
    }

    private let router = DeepLinkRouter<String>(
        locations: [DeepLinkLocation(scheme: "app", host: "x")],
        routes: [
            DeepLinkRoute("ids", "/ids?id={ids}") { "\(try $0.array("ids", of: Int.self))" },
            DeepLinkRoute("sorted", "/sorted?sort={sort}&also={more}") { match in
                let sort = try match.value("sort", default: Sort.newest)
                let more: [Sort]? = try match.optionalArray("more", of: Sort.self)
                return "\(sort.rawValue) \(more.map { $0.map(\.rawValue) } ?? [])"
            },
            DeepLinkRoute("text", "/text?arg={arg}") { try $0.value("arg", as: String.self) },
        ])

    @Test func aRepeatedKeyGivesTheElementsInOrder() {
        #expect(router.resolve("app://x/ids?id=3&id=1&id=2") == "[3, 1, 2]")
        #expect(router.resolve("app://x/ids?id=7") == "[7]")
        #expect(router.resolve("app://x/ids") == "[]", "no key is an empty array")
        #expect(router.resolve("app://x/ids?other=1&id=1") == "[1]")
    }

    @Test func anElementThatDoesNotConvertDoesNotMatch() {
        #expect(router.resolve("app://x/ids?id=1&id=two") == nil)
        #expect(router.resolve("app://x/ids?id=") == nil, "an empty element is not an Int")
    }

    @Test func anEnumMatchesItsRawValuesOnly() {
        #expect(router.resolve("app://x/sorted?sort=top-rated") == "top-rated []")
        #expect(router.resolve("app://x/sorted?sort=topRated") == nil, "a case name is not a raw value")
        #expect(router.resolve("app://x/sorted?sort=NEWEST") == nil)
        #expect(router.resolve("app://x/sorted") == "newest []")
        #expect(router.resolve("app://x/sorted?also=newest&also=top-rated") == "newest [\"newest\", \"top-rated\"]")
    }

    @Test func anEmptyQueryValueIsAnEmptyString() {
        #expect(router.resolve("app://x/text?arg=") == "")
        #expect(router.resolve("app://x/text?arg") == "")
    }

    @Test func buildingRepeatsTheKeyAndLeavesAnEmptyArrayOut() {
        #expect(router.url(for: "ids", [DeepLinkArgument("ids", array: [1, -2])])?.absoluteString == "app://x/ids?id=1&id=-2")
        #expect(router.url(for: "ids", [DeepLinkArgument("ids", array: [Int]())])?.absoluteString == "app://x/ids")
        #expect(
            router.url(for: "sorted", [.value("sort", Sort.topRated), .optionalArray("more", [Sort.newest])])?.absoluteString
                == "app://x/sorted?sort=top-rated&also=newest")
        #expect(
            router.url(for: "sorted", [.value("sort", Sort.topRated), .optionalArray("more", [Sort]?.none)])?.absoluteString
                == "app://x/sorted?sort=top-rated")
        #expect(router.url(for: "ids", [DeepLinkArgument("ids", array: [Double.nan])]) == nil, "NaN has no text form")
    }

    @Test func aScalarReadOfARepeatedKeyIsRefused() throws {
        let match = DeepLinkMatch(values: [("sort", "newest"), ("sort", "newest")])
        #expect(throws: DeepLinkMatch.Mismatch.repeated(parameter: "sort")) { try match.value("sort", as: Sort.self) }
        #expect(try match.array("sort", of: Sort.self) == [.newest, .newest])
    }
}
