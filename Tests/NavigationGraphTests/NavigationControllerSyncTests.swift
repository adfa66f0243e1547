import Foundation
import NavigationGraph
import Testing

/// What a UIKit container does when it and its coordinator disagree, decided on every platform.
/// Each test plays the container: it does what the sync says and reports what UIKit did.
@MainActor
struct NavigationControllerSyncTests {
    private func item(_ id: Int) -> AnyNavigation { AnyNavigation(Shop.item(id: id)) }

    /// A container that has shown the coordinator's first state.
    private func makeSync(path: [Shop] = []) -> (NavigationCoordinator, NavigationControllerSync) {
        let coordinator = NavigationCoordinator()
        coordinator.path = path.map(AnyNavigation.init)
        let sync = NavigationControllerSync(coordinator: coordinator)
        _ = sync.stackUpdate()
        return (coordinator, sync)
    }

    @Test func theFirstUpdateShowsRestoredStateWithoutAnimationAndLaterOnesAnimate() {
        let coordinator = NavigationCoordinator()
        coordinator.path = [item(1), item(2)]
        let sync = NavigationControllerSync(coordinator: coordinator)
        #expect(sync.stackUpdate() == .init(entries: [item(1), item(2)], kept: 0, animated: false))
        #expect(sync.stackUpdate() == nil)

        coordinator.navigate(to: Shop.item(id: 3))
        #expect(sync.stackUpdate() == .init(entries: [item(1), item(2), item(3)], kept: 2, animated: true))
        // Replacing the middle keeps what is below it.
        coordinator.path = [item(1), item(9), item(3)]
        #expect(sync.stackUpdate()?.kept == 1)
    }

    @Test func theUsersInteractivePopChangesTheCoordinatorWhenItCompletes() {
        let (coordinator, sync) = makeSync(path: [.item(id: 1), .item(id: 2)])
        sync.stackTransitionDidBegin()
        #expect(coordinator.path == [item(1), item(2)])
        #expect(sync.stackTransitionDidEnd(showing: [item(1)]) == nil)
        #expect(coordinator.path == [item(1)])
        #expect(sync.shownPath == [item(1)])
    }

    @Test func aPopTheUserCancelsHalfwayChangesNothing() {
        let (coordinator, sync) = makeSync(path: [.item(id: 1), .item(id: 2)])
        sync.stackTransitionDidBegin()
        #expect(sync.stackTransitionDidEnd(showing: [item(1), item(2)]) == nil)
        #expect(coordinator.path == [item(1), item(2)])
    }

    @Test func aPopWhileAPushAnimatesWaitsAndThenIsApplied() throws {
        let (coordinator, sync) = makeSync(path: [.item(id: 1)])
        coordinator.navigate(to: Shop.item(id: 2))
        let push = try #require(sync.stackUpdate())
        #expect(push.entries == [item(1), item(2)])
        sync.stackTransitionDidBegin()
        coordinator.goBack()
        #expect(sync.stackUpdate() == nil)
        #expect(sync.isStackTransitioning)

        // The push lands; the pop that waited is what the controller does next.
        let pop = sync.stackTransitionDidEnd(showing: [item(1), item(2)])
        #expect(pop == .init(entries: [item(1)], kept: 1, animated: true))
        #expect(coordinator.path == [item(1)])
    }

    @Test func aLinkThatPushesDuringTheUsersPopLandsOnWhatTheUserPoppedTo() {
        let (coordinator, sync) = makeSync(path: [.item(id: 1), .item(id: 2)])
        sync.stackTransitionDidBegin()
        coordinator.navigate(to: Shop.item(id: 3))
        #expect(sync.stackUpdate() == nil)

        let update = sync.stackTransitionDidEnd(showing: [item(1)])
        #expect(coordinator.path == [item(1), item(3)])
        #expect(update == .init(entries: [item(1), item(3)], kept: 1, animated: true))
    }

    @Test func aLinkThatReplacesTheStackDuringTheUsersPopWins() {
        let (coordinator, sync) = makeSync(path: [.item(id: 1), .item(id: 2)])
        sync.stackTransitionDidBegin()
        coordinator.path = [item(7)]

        let update = sync.stackTransitionDidEnd(showing: [item(1)])
        #expect(coordinator.path == [item(7)])
        #expect(update == .init(entries: [item(7)], kept: 0, animated: true))
    }

    @Test func modalsArePresentedOneAtATimeAndAReplacedOneGoesFirst() throws {
        let (coordinator, sync) = makeSync()
        coordinator.present(Shop.cart, style: .sheet())
        let first = try #require(coordinator.sheetNavigation)
        #expect(sync.modalUpdate() == .present(first))
        // Nothing more while it animates in.
        #expect(sync.modalUpdate() == nil)
        #expect(sync.presentationDidEnd() == nil)

        coordinator.present(Shop.item(id: 4), style: .sheet())
        let second = try #require(coordinator.sheetNavigation)
        #expect(sync.modalUpdate() == .dismiss(first))
        #expect(sync.dismissalDidEnd() == .present(second))
        #expect(sync.presentationDidEnd() == nil)
        #expect(sync.presentedModal == second)
    }

    @Test func aModalChangedWhileItAnimatesInIsDismissedWhenItHasAppeared() throws {
        let (coordinator, sync) = makeSync()
        coordinator.present(Shop.cart, style: .sheet())
        let sheet = try #require(coordinator.sheetNavigation)
        #expect(sync.modalUpdate() == .present(sheet))
        coordinator.dismiss()
        #expect(sync.presentationDidEnd() == .dismiss(sheet))
        #expect(sync.dismissalDidEnd() == nil)
        #expect(coordinator.displayedModal == nil)
    }

    @Test func theUsersSwipeClosesTheSheetWhenItCompletesAndNotWhenItIsCancelled() throws {
        let (coordinator, sync) = makeSync()
        coordinator.present(Shop.cart, style: .sheet())
        let sheet = try #require(coordinator.sheetNavigation)
        _ = sync.modalUpdate()
        _ = sync.presentationDidEnd()

        sync.userDidBeginDismissing()
        #expect(sync.userDidCancelDismissing() == nil)
        #expect(coordinator.sheetNavigation == sheet)

        sync.userDidBeginDismissing()
        #expect(sync.userDidDismiss() == nil)
        #expect(coordinator.sheetNavigation == nil)
        #expect(sync.presentedModal == nil)
    }

    @Test func changesDuringTheUsersDragWaitForItToEnd() throws {
        // The coordinator closes the sheet while the user drags it, and the user lets go: the
        // sheet settles back, then goes as the coordinator says.
        let (coordinator, sync) = makeSync()
        coordinator.present(Shop.cart, style: .sheet())
        let sheet = try #require(coordinator.sheetNavigation)
        _ = sync.modalUpdate()
        _ = sync.presentationDidEnd()
        sync.userDidBeginDismissing()
        coordinator.dismiss()
        #expect(sync.modalUpdate() == nil)
        #expect(sync.userDidCancelDismissing() == .dismiss(sheet))

        // A link presents a cover while the user swipes the sheet away: the cover comes after.
        let (other, otherSync) = makeSync()
        other.present(Shop.cart, style: .sheet())
        _ = otherSync.modalUpdate()
        _ = otherSync.presentationDidEnd()
        otherSync.userDidBeginDismissing()
        other.present(Shop.player, style: .fullScreenCover)
        let cover = try #require(other.fullScreenCoverNavigation)
        #expect(otherSync.modalUpdate() == nil)
        #expect(otherSync.userDidDismiss() == .present(cover))
        // The swipe closed the sheet it dragged, not the cover.
        #expect(other.sheetNavigation == nil)
        #expect(other.fullScreenCoverNavigation == cover)
    }

    @Test func aSheetListsItsDetentsInTheGraphsOrder() {
        let declared = ModalNavigation(navigation: Shop.cart, style: .sheet(detents: [.fraction(0.3), .medium]))
        #expect(declared.orderedDetents == [.medium, .fraction(0.3)])
        #expect(declared.initialDetent == .medium)
        let other = ModalNavigation(navigation: Shop.item(id: 1), style: .sheet(detents: [.large, .height(200), .medium]))
        #expect(other.orderedDetents == [.height(200), .medium, .large])
        #expect(other.orderedDetents.first == other.initialDetent)
        #expect(ModalNavigation(navigation: Shop.player, style: .fullScreenCover).orderedDetents.isEmpty)
    }

    @Test func aNestedModalsDismissClosesItsPresentationThroughThePresentersSync() throws {
        let (coordinator, sync) = makeSync()
        coordinator.present(Shop.cart, style: .sheet())
        let sheet = try #require(coordinator.sheetNavigation)
        _ = sync.modalUpdate()
        _ = sync.presentationDidEnd()

        // The sheet's own container follows the sheet's coordinator; its dismiss() with nothing
        // presented closes the sheet, which the presenter's container then dismisses.
        let inner = coordinator.coordinator(for: sheet)
        let innerSync = NavigationControllerSync(coordinator: inner)
        inner.present(Shop.player, style: .fullScreenCover)
        let cover = try #require(inner.fullScreenCoverNavigation)
        #expect(innerSync.modalUpdate() == .present(cover))
        _ = innerSync.presentationDidEnd()
        inner.dismiss()
        #expect(innerSync.modalUpdate() == .dismiss(cover))
        #expect(innerSync.dismissalDidEnd() == nil)
        inner.dismiss()
        #expect(sync.modalUpdate() == .dismiss(sheet))
    }
}
