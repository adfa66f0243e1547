import Foundation
import ModularApp
import ModularCart
import ModularCatalog
import ModularModels
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

    /// A model object of another module passed between screens: the catalogue's graph imports
    /// ModularModels, the build plugin's code compiles with it, and saved state holds the preview
    /// with Item's own Codable, so the whole stack restores.
    @Test func aModelObjectPassesBetweenScreensAndIsSavedWithItsOwnCodable() throws {
        let item = Item(identifier: 7, name: "Kettle")
        let coordinator = ModularShop.makeCoordinator()
        coordinator.navigate(to: CatalogIncomingNavigation.items)
        coordinator.navigate(to: CatalogIncomingNavigation.item(identifier: 7))
        coordinator.navigate(to: CatalogIncomingNavigation.preview(item: item))
        #expect(coordinator.path.last == AnyNavigation(CatalogIncomingNavigation.preview(item: item)))
        let saved = try coordinator.restorationData(using: AppNavigationRestoration.registry)
        #expect(saved.report.isComplete, "\(saved.report)")
        let restored = ModularShop.makeCoordinator()
        #expect(restored.restore(from: saved.data, using: AppNavigationRestoration.registry).isComplete)
        #expect(restored.path == coordinator.path)
    }

    @Test func aDeepLinkOpensTheWholeStack() throws {
        let coordinator = ModularShop.makeCoordinator()
        #expect(coordinator.open(url: try #require(URL(string: "shop://catalog/items/7"))))
        #expect(coordinator.path == [AnyNavigation(CatalogIncomingNavigation.items), AnyNavigation(CatalogIncomingNavigation.item(identifier: 7))])
    }
}

/// Tabs made at run time in the modular example: a tab per list the shopper pinned, each with its
/// own stack over its list, driven by `TabCoordinator` like the generated `AppTab`, with the
/// destinations and router the build plugin generated.
@MainActor
struct PinnedListTabsTests {
    @Test func aPinnedListIsATabWithItsOwnStackAndItsDeepLinks() throws {
        let tabs = ModularShop.makeTabs()
        #expect(tabs.visibleTabs == [.catalog, .cart])
        ModularShop.pin("Summer", in: tabs)
        #expect(tabs.visibleTabs == [.catalog, .pinnedList(name: "Summer"), .cart])
        #expect(tabs.selectedTab == .pinnedList(name: "Summer"))
        tabs.select(.cart)
        #expect(tabs.open(url: try #require(URL(string: "shop://catalog/lists/Summer"))))
        #expect(tabs.selectedTab == .pinnedList(name: "Summer"), "a pinned list's link opens its tab")
        #expect(tabs.coordinator(for: .pinnedList(name: "Summer")).path.isEmpty, "at its root, the list")
        tabs.open(CatalogIncomingNavigation.item(identifier: 7))
        #expect(tabs.selectedTab == .catalog)
        #expect(tabs.open(url: try #require(URL(string: "shop://catalog/lists/Winter"))))
        #expect(tabs.selectedTab == .catalog, "a list that is not pinned opens in the tab on show")
        #expect(tabs.coordinator(for: .catalog).path.last == AnyNavigation(CatalogIncomingNavigation.list(name: "Winter")))
    }

    @Test func pinnedListsAndTheirStacksAreSavedAndRestored() throws {
        let tabs = ModularShop.makeTabs(pinnedLists: ["Summer", "Gifts"])
        tabs.select(.pinnedList(name: "Gifts"))
        tabs.coordinator(for: .pinnedList(name: "Gifts")).navigate(to: CatalogIncomingNavigation.item(identifier: 3))
        let saved = try tabs.restorationData(using: AppNavigationRestoration.registry)
        #expect(saved.report.isComplete, "\(saved.report)")
        let relaunched = ModularShop.makeTabs()
        #expect(relaunched.restore(from: saved.data, using: AppNavigationRestoration.registry).isComplete)
        #expect(relaunched.visibleTabs == [.catalog, .pinnedList(name: "Summer"), .pinnedList(name: "Gifts"), .cart])
        #expect(relaunched.snapshot == tabs.snapshot)
        ModularShop.unpin("Gifts", in: relaunched)
        #expect(relaunched.selectedTab == .catalog, "the list on show was unpinned")
        #expect(ShopTab.pinnedList(name: "Gifts").title == "Gifts")
    }
}
