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
