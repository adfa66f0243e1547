import Foundation
import NavigationGraph
import Testing

/// Links that arrive before the app is ready: kept, the newest winning, and opened once, after
/// what was restored meanwhile.
@MainActor
struct ReadinessTests {
    private let registry = NavigationRestorationRegistry([Shop.self, UnknownNavigation.self])

    private func url(_ text: String) -> URL { URL(string: text)! }

    @Test func aLinkBeforeTheAppIsReadyWaitsAndOpensOverTheRestoredStack() throws {
        let saved = NavigationCoordinator(redirector: ShopRedirect(), router: ShopRouter())
        saved.path = [AnyNavigation(Shop.item(id: 1))]
        let data = try saved.restorationData(using: registry).data

        let coordinator = NavigationCoordinator(redirector: ShopRedirect(), router: ShopRouter())
        coordinator.isReady = false
        // The link arrives while the app is still restoring.
        #expect(coordinator.handle(url: url("shop://shop/items/7")))
        #expect(coordinator.path.isEmpty)
        #expect(coordinator.waitingLink == url("shop://shop/items/7"))
        #expect(coordinator.restore(from: data, using: registry).isComplete)
        #expect(coordinator.path == [AnyNavigation(Shop.item(id: 1))])

        coordinator.isReady = true
        #expect(coordinator.path == [AnyNavigation(Shop.item(id: 1)), AnyNavigation(Shop.item(id: 7))])
        #expect(coordinator.waitingLink == nil)
        // Opened once: being ready again opens nothing more.
        coordinator.isReady = false
        coordinator.isReady = true
        #expect(coordinator.path.count == 2)
    }

    @Test func theNewestLinkWinsAndALinkNothingOpensIsNotKept() {
        let coordinator = NavigationCoordinator(redirector: ShopRedirect(), router: ShopRouter())
        coordinator.isReady = false
        #expect(coordinator.open(url: url("shop://shop/items/1")))
        #expect(coordinator.open(url: url("shop://shop/cart")))
        #expect(!coordinator.open(url: url("shop://shop/nowhere/at/all")))
        #expect(coordinator.waitingLink == url("shop://shop/cart"))

        coordinator.isReady = true
        #expect(coordinator.path.isEmpty)
        #expect(coordinator.sheetNavigation?.navigation == AnyNavigation(Shop.cart))
    }

    @Test func aWaitingLinkOpensTheWayItWasAskedTo() {
        // open(url:) builds the whole stack: it replaces what was restored.
        let coordinator = NavigationCoordinator(redirector: ShopRedirect(), router: ShopRouter())
        coordinator.path = [AnyNavigation(Shop.item(id: 1))]
        coordinator.isReady = false
        coordinator.open(url: url("shop://shop/items/2"))
        coordinator.isReady = true
        #expect(coordinator.path == [AnyNavigation(Shop.item(id: 2))])
    }

    @Test func tabsKeepALinkUntilTheyAreReadyThenOpenItInItsTab() throws {
        let tabs = TabCoordinator<TestTab>(redirector: ShopRedirect(), router: ShopRouter())
        tabs.isReady = false
        tabs.select(.help)
        #expect(tabs.open(url: url("shop://shop/items/3")))
        #expect(tabs.open(url: url("shop://shop/items/4")))
        #expect(tabs.selectedTab == .help)
        #expect(tabs.coordinator(for: .shop).path.isEmpty)

        tabs.isReady = true
        #expect(tabs.selectedTab == .shop)
        #expect(tabs.coordinator(for: .shop).path == [AnyNavigation(Shop.item(id: 4))])
        #expect(tabs.waitingLink == nil)
    }
}
