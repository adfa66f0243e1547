import Foundation
import NavigationGraph
import NavigationGraphTesting
import Testing

/// Navigation events: each kind, named as the graph names destinations, values only on request,
/// and one "shown" per appearance.
@MainActor
struct NavigationEventTests {
    private func url(_ text: String) -> URL { URL(string: text)! }

    private func makeCoordinator(_ recorder: NavigationEventRecorder) -> NavigationCoordinator {
        let coordinator = NavigationCoordinator(redirector: ShopRedirect(), router: ShopRouter())
        coordinator.events = recorder.observer
        return coordinator
    }

    @Test func pushesPopsAndModalsAreReportedWithTheDestinationOnShow() throws {
        let recorder = NavigationEventRecorder()
        let coordinator = makeCoordinator(recorder)
        coordinator.navigate(to: Shop.item(id: 1))
        coordinator.navigate(to: Shop.post(slug: "a"))
        coordinator.present(Shop.cart, style: .sheet())
        coordinator.dismiss()
        coordinator.popToRoot()
        #expect(
            recorder.descriptions == [
                "pushed Shop.item", "shown Shop.item",
                "pushed Shop.post", "shown Shop.post",
                "presented Shop.cart", "shown Shop.cart",
                "dismissed Shop.cart", "shown Shop.post",
                "popped Shop.post", "popped Shop.item",
            ])
    }

    @Test func aScreenIsShownOnceEachTimeItComesOnScreen() throws {
        let recorder = NavigationEventRecorder()
        let coordinator = makeCoordinator(recorder)
        coordinator.navigate(to: Shop.item(id: 1))
        // The same state again, as a container writes the same path back: nothing new is shown.
        coordinator.path = coordinator.path
        coordinator.sheetNavigation = coordinator.sheetNavigation
        #expect(recorder.events(of: .shown).count == 1)
        // A modal's own coordinator does not report its root again; its pushes it does.
        coordinator.present(Shop.cart, style: .sheet())
        let sheet = try #require(coordinator.sheetNavigation)
        let inner = coordinator.coordinator(for: sheet)
        inner.navigate(to: Shop.item(id: 2))
        inner.goBack()
        #expect(
            recorder.events(of: .shown).map(\.description) == [
                "shown Shop.item", "shown Shop.cart", "shown Shop.item", "shown Shop.cart",
            ])
    }

    @Test func linksRedirectsAndValuesOnlyOnRequest() {
        let recorder = NavigationEventRecorder()
        let coordinator = makeCoordinator(recorder)
        #expect(!coordinator.handle(url: url("shop://shop/nowhere/at/all")))
        #expect(coordinator.handle(url: url("shop://shop/items/7")))
        coordinator.open(ShopOutgoing.help)
        #expect(
            recorder.descriptions == [
                "deepLinkRefused", "deepLinkOpened Shop.item", "pushed Shop.item", "shown Shop.item",
                "redirected Help.faq (ShopOutgoing.help)", "presented Help.faq", "shown Help.faq",
            ])
        #expect(recorder.events.allSatisfy { $0.values.isEmpty })

        let valued = NavigationEventRecorder(includesValues: true)
        coordinator.events = valued.observer
        coordinator.handle(url: url("shop://shop/items/8"))
        #expect(valued.events.first?.description == "deepLinkOpened Shop.item (shop://shop/items/8)")
    }

    @Test func aGuardThatHoldsAndThenLetsThroughIsReported() {
        let recorder = NavigationEventRecorder()
        let coordinator = NavigationCoordinator(redirector: LibraryRedirect(), router: LibraryRouter())
        coordinator.events = recorder.observer
        var signedIn = false
        coordinator.guards = NavigationGuards(LibraryGuard()) { $0 == .online || ($0 == .signedIn && signedIn) }
        coordinator.navigate(to: Library.premium)
        signedIn = true
        coordinator.conditionsDidChange()
        #expect(
            recorder.descriptions == [
                "guardHeld Library.premium (signedIn)", "presented Library.account", "shown Library.account",
                "guardPassed Library.premium (signedIn)", "dismissed Library.account",
                "pushed Library.premium", "shown Library.premium",
            ])
    }

    @Test func tabsReportTheTabSelectedAndWhatItShows() {
        let recorder = NavigationEventRecorder()
        let tabs = TabCoordinator<TestTab>(redirector: ShopRedirect(), router: ShopRouter())
        tabs.events = recorder.observer
        tabs.select(.help)
        tabs.open(url: url("shop://shop/items/3"))
        #expect(
            recorder.descriptions == [
                "tabSelected help", "shown Help.pay",
                "deepLinkOpened Shop.item",
                "tabSelected shop", "shown Shop.home",
                "pushed Shop.item", "shown Shop.item",
            ])
    }

    @Test func aCoordinatorWithoutAnObserverDescribesNothing() {
        let coordinator = NavigationCoordinator(redirector: ShopRedirect(), router: ShopRouter())
        coordinator.navigate(to: Shop.item(id: 1))
        #expect(coordinator.events == nil)
    }
}
