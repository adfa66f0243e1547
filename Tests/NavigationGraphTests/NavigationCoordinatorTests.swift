import Foundation
import NavigationGraph
import NavigationGraphTesting
import Observation
import Testing

@MainActor
struct NavigationCoordinatorTests {
    // MARK: - The seeds' behaviour

    @Test func navigatePushesAnIncomingDestinationAsItIs() {
        let sut = NavigationCoordinator(redirector: ShopRedirect())
        sut.navigate(to: Shop.item(id: 1))
        #expect(sut.snapshot == NavigationSnapshot(path: [Shop.item(id: 1)]))
    }

    @Test func navigateRedirectsAnOutgoingDestination() {
        let sut = NavigationCoordinator(redirector: ShopRedirect())
        sut.navigate(to: ShopOutgoing.checkout(total: 9.5))
        #expect(sut.path == [AnyNavigation(Help.pay(total: 9.5))])
    }

    @Test func anOutgoingDestinationWithoutRedirectIsNotFound() {
        let sut = NavigationCoordinator(redirector: ShopRedirect())
        sut.navigate(to: ShopOutgoing.unwired)
        NavigationCoordinator().navigate(to: ShopOutgoing.help)
        let withoutRedirector = NavigationCoordinator()
        withoutRedirector.navigate(to: ShopOutgoing.help)
        #expect(sut.path == [AnyNavigation(UnknownNavigation.notFound)])
        #expect(withoutRedirector.path == [AnyNavigation(UnknownNavigation.notFound)])
    }

    @Test func presentSetsTheSheetOrTheCoverAndRedirects() {
        let sut = NavigationCoordinator(redirector: ShopRedirect())
        sut.present(ShopOutgoing.help, style: .sheet(detents: [.medium]))
        sut.present(Shop.player, style: .fullScreenCover)
        #expect(sut.sheetNavigation?.navigation == AnyNavigation(Help.faq))
        #expect(sut.sheetNavigation?.detents == [.medium])
        #expect(sut.fullScreenCoverNavigation?.navigation == AnyNavigation(Shop.player))
        #expect(sut.fullScreenCoverNavigation?.detents == [])
    }

    @Test func dismissClosesTheCoverThenTheSheetThenCallsOnDismiss() {
        var dismissed = 0
        let sut = NavigationCoordinator(onDismiss: { dismissed += 1 })
        sut.present(Shop.cart, style: .sheet())
        sut.present(Shop.player, style: .fullScreenCover)
        sut.dismiss()
        #expect(sut.fullScreenCoverNavigation == nil)
        #expect(sut.sheetNavigation != nil)
        sut.dismiss()
        #expect(sut.sheetNavigation == nil)
        #expect(dismissed == 0)
        sut.dismiss()
        #expect(dismissed == 1)
    }

    @Test func goBackPopsAndIsHarmlessOnAnEmptyStack() {
        let sut = NavigationCoordinator()
        sut.goBack()
        #expect(sut.path.isEmpty)
        sut.navigate(to: Shop.home)
        sut.navigate(to: Shop.item(id: 2))
        sut.goBack()
        #expect(sut.path == [AnyNavigation(Shop.home)])
    }

    @Test func sheetDefaultsToTheLargeDetent() {
        #expect(ModalPresentationStyle.sheet() == .sheet(detents: [.large]))
    }

    // MARK: - Beyond the seeds

    @Test func popToRootEmptiesTheStack() {
        let sut = NavigationCoordinator()
        sut.setPath([Shop.home, Shop.item(id: 1), Shop.item(id: 2)])
        sut.popToRoot()
        #expect(sut.path.isEmpty)
    }

    @Test func popToADestinationKeepsItOnTop() {
        let sut = NavigationCoordinator()
        sut.setPath([Shop.home, Shop.item(id: 1), Shop.item(id: 2), Shop.newPost])
        #expect(sut.pop(to: Shop.item(id: 1)))
        #expect(sut.path == [AnyNavigation(Shop.home), AnyNavigation(Shop.item(id: 1))])
        #expect(!sut.pop(to: Shop.cart))
        #expect(sut.path.count == 2)
    }

    @Test func setPathReplacesTheStackAndRedirects() {
        let sut = NavigationCoordinator(redirector: ShopRedirect())
        sut.navigate(to: Shop.home)
        sut.setPath([Shop.item(id: 3), ShopOutgoing.checkout(total: 1)])
        #expect(sut.path == [AnyNavigation(Shop.item(id: 3)), AnyNavigation(Help.pay(total: 1))])
    }

    @Test func openHonoursTheDeclaredPresentation() {
        let sut = NavigationCoordinator(redirector: ShopRedirect())
        sut.open(Shop.item(id: 4))
        sut.open(Shop.cart)
        sut.open(Shop.player)
        #expect(
            sut.snapshot
                == NavigationSnapshot(
                    path: [Shop.item(id: 4)], sheet: Shop.cart, sheetDetents: [.medium, .fraction(0.3)], fullScreenCover: Shop.player))
    }

    /// A sheet that names no detents rests at `[.large]` wherever it is made, and a test's
    /// expected snapshot assumes the same.
    @Test func aSheetWithoutDetentsMatchesASnapshotWithoutDetents() {
        let sut = NavigationCoordinator()
        sut.present(Shop.cart, style: .sheet())
        #expect(sut.snapshot == NavigationSnapshot(sheet: Shop.cart))
        #expect(sut.snapshot.sheetDetents == [.large])
        #expect(NavigationPresentation.sheet().modalStyle == .sheet())
        #expect(NavigationSnapshot(sheet: Shop.cart, sheetDetents: [.medium]).sheetDetents == [.medium])
        #expect(NavigationSnapshot().sheetDetents.isEmpty)
    }

    @Test func openUsesThePresentationOfTheRedirectedDestination() {
        let sut = NavigationCoordinator(redirector: ShopRedirect())
        sut.open(ShopOutgoing.help)
        #expect(sut.sheetNavigation?.navigation == AnyNavigation(Help.faq))
        #expect(sut.path.isEmpty)
    }

    @Test func handleURLClosesModalsThenOpensTheDestination() {
        let sut = NavigationCoordinator(redirector: ShopRedirect(), router: ShopRouter())
        sut.present(Shop.player, style: .fullScreenCover)
        sut.present(Shop.cart, style: .sheet())
        #expect(sut.handle(url: url("shop://shop/items/7")))
        #expect(sut.snapshot == NavigationSnapshot(path: [Shop.item(id: 7)]))
        #expect(sut.handle(url: url("https://example.com/shop/cart")))
        #expect(sut.sheetNavigation?.navigation == AnyNavigation(Shop.cart))
    }

    @Test func handleURLOfNoRouteChangesNothing() {
        let sut = NavigationCoordinator(redirector: ShopRedirect(), router: ShopRouter())
        sut.navigate(to: Shop.home)
        #expect(!sut.handle(url: url("shop://shop/nowhere")))
        #expect(!NavigationCoordinator().handle(url: url("shop://shop/items/1")))
        #expect(sut.path == [AnyNavigation(Shop.home)])
    }

    @Test func aModalCoordinatorDismissesItsPresenterThroughTheChain() {
        let root = NavigationCoordinator(redirector: ShopRedirect())
        root.present(Shop.cart, style: .sheet())
        let modal = root.makeModalCoordinator { root.sheetNavigation = nil }
        modal.present(Shop.player, style: .fullScreenCover)
        modal.navigate(to: ShopOutgoing.help)
        #expect(modal.path == [AnyNavigation(Help.faq)])
        modal.dismiss()
        #expect(modal.fullScreenCoverNavigation == nil)
        #expect(root.sheetNavigation != nil)
        modal.dismiss()
        #expect(root.sheetNavigation == nil)
    }

    @Test func anyNavigationComparesTheWrappedValue() {
        #expect(AnyNavigation(Shop.item(id: 1)) == AnyNavigation(Shop.item(id: 1)))
        #expect(AnyNavigation(Shop.item(id: 1)) != AnyNavigation(Shop.item(id: 2)))
        #expect(AnyNavigation(Shop.home) != AnyNavigation(Help.faq))
        #expect(AnyNavigation(AnyNavigation(Shop.home)) == AnyNavigation(Shop.home))
        #expect(Set([AnyNavigation(Shop.home), AnyNavigation(Shop.home)]).count == 1)
    }

    @Test func presentingTheSameDestinationAgainGivesANewIdentity() {
        let sut = NavigationCoordinator()
        sut.present(Shop.cart, style: .sheet())
        let first = sut.sheetNavigation?.id
        sut.present(Shop.cart, style: .sheet())
        #expect(sut.sheetNavigation?.id != first)
    }

    // MARK: - Observation

    @Test(arguments: ["path", "sheet", "cover"])
    func changesNotifyObservers(_ property: String) {
        let sut = NavigationCoordinator()
        let changed = Flag()
        withObservationTracking {
            switch property {
            case "path": _ = sut.path
            case "sheet": _ = sut.sheetNavigation
            default: _ = sut.fullScreenCoverNavigation
            }
        } onChange: {
            changed.set()
        }
        switch property {
        case "path": sut.navigate(to: Shop.home)
        case "sheet": sut.present(Shop.cart, style: .sheet())
        default: sut.present(Shop.player, style: .fullScreenCover)
        }
        #expect(changed.value)
    }

    @Test func unrelatedChangesDoNotNotify() {
        let sut = NavigationCoordinator()
        let changed = Flag()
        withObservationTracking {
            _ = sut.path
        } onChange: {
            changed.set()
        }
        sut.present(Shop.cart, style: .sheet())
        #expect(!changed.value)
    }
}

/// A flag set from an observation callback.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var isSet = false

    func set() {
        lock.withLock { isSet = true }
    }

    var value: Bool {
        lock.withLock { isSet }
    }
}
