import Foundation
import NavigationGraph
import NavigationGraphTesting
import Testing

/// What the SwiftUI containers show and which coordinator each modal gets, decided by the
/// coordinator so it is tested here, without SwiftUI.
@MainActor
struct ContainerDecisionTests {
    @Test func aModalGetsTheSameCoordinatorHoweverOftenAViewAsks() throws {
        let presenter = NavigationCoordinator()
        presenter.present(Shop.cart, style: .sheet(detents: [.medium]))
        let sheet = try #require(presenter.sheetNavigation)
        let first = presenter.coordinator(for: sheet)
        #expect(presenter.coordinator(for: sheet) === first, "a view's init runs often; its modal keeps one coordinator")
        presenter.dismiss()
        presenter.present(Shop.cart, style: .sheet(detents: [.medium]))
        let again = try #require(presenter.sheetNavigation)
        #expect(presenter.coordinator(for: again) !== first, "a new presentation gets a new coordinator")
    }

    @Test func aModalsCoordinatorClosesItsOwnPresentationAndNoOther() throws {
        let presenter = NavigationCoordinator()
        presenter.present(Shop.cart, style: .sheet(detents: [.large]))
        let old = presenter.coordinator(for: try #require(presenter.sheetNavigation))
        presenter.present(Shop.player, style: .sheet(detents: [.large]))
        let current = try #require(presenter.sheetNavigation)
        old.dismiss()
        #expect(presenter.sheetNavigation == current, "a replaced modal cannot close its successor")
        presenter.coordinator(for: current).dismiss()
        #expect(presenter.sheetNavigation == nil)
    }

    @Test func aModalCoordinatorSharesTheRedirector() throws {
        let presenter = NavigationCoordinator(redirector: ShopRedirect())
        presenter.present(Shop.cart, style: .sheet(detents: [.large]))
        let modal = presenter.coordinator(for: try #require(presenter.sheetNavigation))
        modal.navigate(to: ShopOutgoing.help)
        #expect(modal.path == [AnyNavigation(Help.faq)])
    }

    @Test func aCoverReplacedByASheetInOneUpdateAppearsAfterTheCoverHasGone() throws {
        let coordinator = NavigationCoordinator()
        coordinator.present(Shop.player, style: .fullScreenCover)
        let cover = try #require(coordinator.fullScreenCoverNavigation)
        #expect(coordinator.displayedModal == cover)
        coordinator.displayedModalDidAppear(cover)
        coordinator.fullScreenCoverNavigation = nil
        coordinator.present(Shop.cart, style: .sheet(detents: [.medium]))
        let sheet = try #require(coordinator.sheetNavigation)
        #expect(coordinator.displayedModal == nil, "the cover leaves first")
        coordinator.displayedModalDidDisappear()
        #expect(coordinator.displayedModal == sheet)
    }

    @Test func aDismissedModalLeavesAndTheNextWaitsForIt() throws {
        let coordinator = NavigationCoordinator()
        coordinator.present(Shop.cart, style: .sheet(detents: [.medium]))
        let first = try #require(coordinator.sheetNavigation)
        #expect(coordinator.displayedModal == first)
        coordinator.displayedModalDidAppear(first)
        coordinator.close(first)
        #expect(coordinator.sheetNavigation == nil && coordinator.displayedModal == nil)
        coordinator.present(Shop.cart, style: .sheet(detents: [.large]))
        #expect(coordinator.displayedModal == nil, "still waiting for the first sheet to go")
        coordinator.displayedModalDidDisappear()
        #expect(coordinator.displayedModal == coordinator.sheetNavigation)
    }

    @Test func aCoverIsShownOverASheet() throws {
        let coordinator = NavigationCoordinator()
        coordinator.sheetNavigation = ModalNavigation(navigation: Shop.cart, style: .sheet(detents: [.large]))
        coordinator.displayedModalDidAppear(try #require(coordinator.sheetNavigation))
        coordinator.fullScreenCoverNavigation = ModalNavigation(navigation: Shop.player, style: .fullScreenCover)
        #expect(coordinator.displayedModal == nil, "the sheet on screen leaves first")
        coordinator.displayedModalDidDisappear()
        #expect(coordinator.displayedModal == coordinator.fullScreenCoverNavigation)
        // Closing the cover brings the sheet back.
        coordinator.displayedModalDidAppear(try #require(coordinator.fullScreenCoverNavigation))
        coordinator.fullScreenCoverNavigation = nil
        coordinator.displayedModalDidDisappear()
        #expect(coordinator.displayedModal == coordinator.sheetNavigation)
    }

    /// What `sheet(item:)` and `fullScreenCover(item:)` bind to: the displayed modal of that
    /// style, and `nil` (a swipe down) closes it; a stale `nil` closes nothing newer.
    @Test func theSheetAndCoverBindingsShowAndCloseTheirModal() throws {
        let coordinator = NavigationCoordinator()
        coordinator.present(Shop.cart, style: .sheet(detents: [.large]))
        let sheet = try #require(coordinator.sheetNavigation)
        #expect(coordinator.displayedSheet == sheet)
        #expect(coordinator.displayedFullScreenCover == nil)
        coordinator.displayedFullScreenCover = nil
        #expect(coordinator.sheetNavigation == sheet, "setting the other binding to nil closes nothing")
        coordinator.displayedModalDidAppear(sheet)
        coordinator.displayedSheet = nil
        #expect(coordinator.sheetNavigation == nil)
        coordinator.displayedModalDidDisappear()
        coordinator.present(Shop.player, style: .fullScreenCover)
        let cover = try #require(coordinator.fullScreenCoverNavigation)
        #expect(coordinator.displayedFullScreenCover == cover && coordinator.displayedSheet == nil)
        coordinator.displayedFullScreenCover = nil
        #expect(coordinator.fullScreenCoverNavigation == nil)
    }

    /// SwiftUI calls `onDismiss` only for a modal it presented: a modal replaced in the same
    /// update it was presented in was never drawn, and must not hold every later modal back.
    @Test func aModalReplacedBeforeItAppearedIsNotWaitedFor() throws {
        let coordinator = NavigationCoordinator()
        coordinator.present(Shop.cart, style: .sheet(detents: [.large]))
        coordinator.present(Shop.player, style: .sheet(detents: [.large]))
        let second = try #require(coordinator.sheetNavigation)
        #expect(coordinator.displayedModal == second)
        coordinator.displayedModalDidAppear(second)
        coordinator.close(second)
        coordinator.displayedModalDidDisappear()
        coordinator.present(Shop.cart, style: .fullScreenCover)
        #expect(coordinator.displayedModal == coordinator.fullScreenCoverNavigation, "a later modal appears")
    }

    /// A late `onAppear` of a modal already replaced does not make its successor one to wait for.
    @Test func anAppearanceOfAReplacedModalIsIgnored() throws {
        let coordinator = NavigationCoordinator()
        coordinator.present(Shop.cart, style: .sheet(detents: [.large]))
        let first = try #require(coordinator.sheetNavigation)
        coordinator.present(Shop.player, style: .sheet(detents: [.large]))
        coordinator.displayedModalDidAppear(first)
        coordinator.present(Shop.cart, style: .fullScreenCover)
        #expect(coordinator.displayedModal == coordinator.fullScreenCoverNavigation)
    }

    /// Saved state holding a sheet and a full-screen cover: the cover is shown at once, and the
    /// sheet when the cover is closed.
    @Test func restoringASheetAndACoverShowsTheCoverThenTheSheet() throws {
        let registry = NavigationRestorationRegistry([Shop.self])
        let saved = NavigationCoordinator()
        saved.present(Shop.cart, style: .sheet(detents: [.large]))
        saved.present(Shop.player, style: .fullScreenCover)
        let data = try saved.restorationData(using: registry).data
        let coordinator = NavigationCoordinator()
        #expect(coordinator.restore(from: data, using: registry).isComplete)
        let cover = try #require(coordinator.fullScreenCoverNavigation)
        #expect(coordinator.displayedModal == cover)
        coordinator.displayedModalDidAppear(cover)
        coordinator.dismiss()
        #expect(coordinator.displayedModal == nil, "the cover leaves first")
        coordinator.displayedModalDidDisappear()
        #expect(coordinator.displayedModal == coordinator.sheetNavigation)
        #expect(coordinator.sheetNavigation?.navigation == AnyNavigation(Shop.cart))
    }
}

/// A sheet opens at the first detent its graph lists; a set of detents given in code opens at the
/// same one every time.
@MainActor
struct InitialDetentTests {
    @Test func aSheetOpensAtTheFirstDetentItsGraphLists() throws {
        let coordinator = NavigationCoordinator()
        coordinator.open(Shop.cart)
        let sheet = try #require(coordinator.sheetNavigation)
        #expect(sheet.detents == [.medium, .fraction(0.3)])
        #expect(sheet.initialDetent == .medium, "Shop.cart declares [.medium, .fraction(0.3)]")
    }

    @Test func detentsGivenInCodeOpenAtTheSameOneEveryTime() {
        let modal = ModalNavigation(navigation: Shop.home, style: .sheet(detents: [.large, .height(200), .medium]))
        #expect(modal.initialDetent == .height(200))
        #expect(ModalNavigation(navigation: Shop.player, style: .fullScreenCover).initialDetent == nil)
    }
}
