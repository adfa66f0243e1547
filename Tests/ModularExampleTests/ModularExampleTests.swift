import Foundation
import ModularApp
import ModularCart
import ModularCatalog
import NavigationGraph
import NavigationGraphTesting
import Testing

/// The modular example, compiled through the real build plugin: each feature's graph sits in its
/// own target's folder, and the app target finds them through its dependencies.
@MainActor
struct ModularExampleTests {
    @Test func theAppRoutesEveryFeaturesDeepLinks() {
        let router = AppDeepLinkRouter()
        func resolve(_ text: String) -> AnyNavigation? {
            URL(string: text).flatMap(router.resolve).map(AnyNavigation.init)
        }
        #expect(resolve("shop://catalog/items/7") == AnyNavigation(CatalogIncomingNavigation.item(identifier: 7)))
        #expect(resolve("shop://cart/checkout?coupon=SPRING") == AnyNavigation(CartIncomingNavigation.checkout(coupon: "SPRING")))
        #expect(resolve("shop://elsewhere/") == nil)
    }

    @Test func everyRouteRoundTrips() {
        #expect(DeepLinkRoundTrip.failures(of: AppDeepLinkRouter.self) == [])
    }

    @Test func featuresReachEachOtherOnlyThroughTheApp() {
        let redirect = AppNavigationRedirect()
        let item = redirect.redirect(Cart.destination(forLine: 3)).map(AnyNavigation.init)
        #expect(item == AnyNavigation(CatalogIncomingNavigation.item(identifier: 3)))
        let cart = redirect.redirect(CatalogOutgoingNavigation.cart).map(AnyNavigation.init)
        #expect(cart == AnyNavigation(CartIncomingNavigation.cart))
    }

    @Test func aDeepLinkOpensTheWholeStack() throws {
        let coordinator = ModularShop.makeCoordinator()
        #expect(coordinator.open(url: try #require(URL(string: "shop://catalog/items/7"))))
        #expect(coordinator.path == [AnyNavigation(CatalogIncomingNavigation.items), AnyNavigation(CatalogIncomingNavigation.item(identifier: 7))])
    }
}
