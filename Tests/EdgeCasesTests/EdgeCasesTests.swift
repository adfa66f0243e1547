import Foundation
import NavigationGraph
import Testing

@testable import EdgeCases

/// The edge-case graphs, compiled from the EdgeCases target's own folder through the plugin.
struct EdgeCasesTests {
    @Test func edgeCaseGraphsGenerateWorkingCode() throws {
        let handler = CatalogDeepLinkHandler()
        let id = UUID()
        let item = CatalogIncomingNavigation.item(identifier: id, in: "a&b", price: nil, inStock: false, limit: 3, since: id)
        let url = try #require(handler.url(for: item))
        #expect(url.absoluteString.hasPrefix("https://shop.example.com/catalog/items/"))
        #expect(handler.destination(for: url) == item)
        #expect(handler.destination(for: URL(string: "edge://catalog/i/\(id.uuidString)")!)
            == .item(identifier: id, in: "main \"store\"\n", price: nil, inStock: true, limit: -1, since: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!))
        #expect(handler.destination(for: URL(string: "https://shop.example.com/catalog/items/new")!) == .newItem)
        #expect(handler.url(for: .compare(items: [1], selection: nil)) == nil)
        #expect(AppDeepLinkRouter().resolve(URL(string: "https://shop.example.com/checkout/cart/2")!) as? CheckoutIncomingNavigation
            == .cart(count: 2, coupon: nil, gift: false))
        #expect(AppNavigationRedirect().redirect(CatalogOutgoingNavigation.switch) as? CatalogIncomingNavigation == .return(ratio: 0.5))
        #expect(AppNavigationRedirect().redirect(CatalogOutgoingNavigation.cart(count: 4)) as? CheckoutIncomingNavigation
            == .cart(count: 4, coupon: nil))
        #expect(EdgeCases.all.count == 5)
        #expect(CatalogIncomingNavigation.newItem.navigationPresentation == .fullScreenCover)
        #expect(CatalogIncomingNavigation.compare(items: [], selection: nil).navigationPresentation == .sheet(detents: [.height(320), .fraction(0.25)]))
    }
}

/// Saved state stores destinations by case and parameter name.
struct NavigationCaseCodingTests {
    @Test func aDestinationRoundTripsThroughJSONByCaseName() throws {
        let cart = CheckoutIncomingNavigation.cart(count: -3, coupon: "a\"b", gift: true)
        let data = try JSONEncoder().encode(cart)
        let json = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["case"] as? String == "cart")
        #expect((json["parameters"] as? [String: Any])?["count"] as? String == "-3")
        #expect(try JSONDecoder().decode(CheckoutIncomingNavigation.self, from: data) == cart)
    }

    @Test func anExplicitNilStaysNilWhateverTheDefault() throws {
        let data = try JSONEncoder().encode(CheckoutIncomingNavigation.done(rating: nil))
        #expect(try JSONDecoder().decode(CheckoutIncomingNavigation.self, from: data) == .done(rating: nil))
        let old = Data(#"{"case": "done"}"#.utf8)
        #expect(try JSONDecoder().decode(CheckoutIncomingNavigation.self, from: old) == .done(rating: 0.5))
    }

    @Test func savedStateWithoutANewDefaultedParameterStillDecodes() throws {
        let old = Data(#"{"case": "cart", "parameters": {"count": "2"}}"#.utf8)
        #expect(try JSONDecoder().decode(CheckoutIncomingNavigation.self, from: old) == .cart(count: 2, coupon: nil, gift: false))
    }

    @Test func anUnknownCaseOrABadValueIsADecodingError() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(CheckoutIncomingNavigation.self, from: Data(#"{"case": "gone"}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(CheckoutIncomingNavigation.self, from: Data(#"{"case": "cart", "parameters": {"count": "two"}}"#.utf8))
        }
    }

    @Test func aValueWithNoTextFormIsAnEncodingError() {
        #expect(throws: EncodingError.self) {
            try JSONEncoder().encode(CheckoutIncomingNavigation.done(rating: .nan))
        }
    }

    @Test func casesWithPassedThroughTypesHaveNoTextFormAndTheirEnumIsNotCodable() {
        #expect(CatalogIncomingNavigation.compare(items: [1], selection: nil).navigationCase == nil)
        #expect(CatalogIncomingNavigation.newItem.navigationCase?.name == "newItem")
        let catalog: any NavigationContract = CatalogIncomingNavigation.newItem
        let checkout: any NavigationContract = CheckoutIncomingNavigation.done()
        #expect(!(catalog is any Codable))
        #expect(checkout is any Codable)
    }
}
