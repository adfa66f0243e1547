import Foundation
import NavigationGraph
import NavigationGraphTesting
import Testing

/// Confirming before leaving: a screen that asks keeps everything as it was until it agrees.
@MainActor
struct LeaveConfirmationTests {
    /// A screen's question, answered by the test.
    @MainActor
    private final class Question {
        private var waiting: CheckedContinuation<Bool, Never>?
        private(set) var askedCount = 0
        private(set) var sawCancellation = false

        var isWaiting: Bool { waiting != nil }

        func ask() async -> Bool {
            askedCount += 1
            let answer = await withCheckedContinuation { waiting = $0 }
            sawCancellation = Task.isCancelled
            return answer
        }

        func answer(_ agreed: Bool) {
            waiting?.resume(returning: agreed)
            waiting = nil
        }
    }

    private func makeCoordinator() -> NavigationCoordinator {
        NavigationCoordinator(redirector: ShopRedirect(), router: ShopRouter())
    }

    @Test func aPopWaitsForTheScreensAnswerAndARefusalKeepsTheStack() async {
        let coordinator = makeCoordinator()
        let question = Question()
        coordinator.path = [AnyNavigation(Shop.item(id: 1)), AnyNavigation(Shop.post(slug: "draft"))]
        coordinator.confirmBeforeLeaving(Shop.post(slug: "draft")) { await question.ask() }

        coordinator.goBack()
        #expect(await eventually { question.isWaiting })
        #expect(coordinator.isAskingToLeave)
        #expect(coordinator.path.count == 2)
        question.answer(false)
        #expect(await eventually { !coordinator.isAskingToLeave })
        #expect(coordinator.path.count == 2)

        coordinator.goBack()
        #expect(await eventually { question.isWaiting })
        question.answer(true)
        #expect(await eventually { coordinator.path == [AnyNavigation(Shop.item(id: 1))] })
        // The screen is gone, and so is its question.
        coordinator.navigate(to: Shop.post(slug: "draft"))
        coordinator.goBack()
        #expect(coordinator.path == [AnyNavigation(Shop.item(id: 1))])
        #expect(question.askedCount == 2)
    }

    @Test func screensThatDoNotAskAreLeftAtOnce() {
        let coordinator = makeCoordinator()
        coordinator.confirmBeforeLeaving(Shop.post(slug: "draft")) { false }
        coordinator.path = [AnyNavigation(Shop.item(id: 1)), AnyNavigation(Shop.item(id: 2))]
        coordinator.goBack()
        #expect(coordinator.path == [AnyNavigation(Shop.item(id: 1))])
        coordinator.popToRoot()
        #expect(coordinator.path.isEmpty)
        #expect(!coordinator.isAskingToLeave)
    }

    @Test func aRefusalDuringADeepLinkKeepsTheStackAndTheModal() async throws {
        let coordinator = makeCoordinator()
        let question = Question()
        coordinator.path = [AnyNavigation(Shop.item(id: 1))]
        coordinator.present(Shop.cart, style: .sheet())
        let sheet = try #require(coordinator.sheetNavigation)
        let inner = coordinator.coordinator(for: sheet)
        inner.navigate(to: Shop.post(slug: "draft"))
        inner.confirmBeforeLeaving(Shop.post(slug: "draft")) { await question.ask() }

        // A link that replaces the whole stack closes the sheet, so it asks the screen in it.
        #expect(coordinator.open(url: URL(string: "shop://shop/items/9")!))
        #expect(await eventually { question.isWaiting })
        question.answer(false)
        #expect(await eventually { !coordinator.isAskingToLeave })
        #expect(coordinator.path == [AnyNavigation(Shop.item(id: 1))])
        #expect(coordinator.sheetNavigation == sheet)
        #expect(inner.path == [AnyNavigation(Shop.post(slug: "draft"))])

        // A link on top (handle) closes the sheet too: agreeing lets it through.
        #expect(coordinator.handle(url: URL(string: "shop://shop/items/9")!))
        #expect(await eventually { question.isWaiting })
        question.answer(true)
        #expect(await eventually { coordinator.sheetNavigation == nil })
        #expect(coordinator.path == [AnyNavigation(Shop.item(id: 1)), AnyNavigation(Shop.item(id: 9))])
    }

    @Test func aSheetThatAsksCannotBeSweptAwayAndItsDismissWaits() async throws {
        let coordinator = makeCoordinator()
        let question = Question()
        coordinator.present(Shop.cart, style: .sheet())
        let sheet = try #require(coordinator.sheetNavigation)
        let inner = coordinator.coordinator(for: sheet)
        #expect(!inner.asksBeforeDismissing)
        inner.confirmBeforeLeaving(Shop.cart) { await question.ask() }
        #expect(inner.asksBeforeDismissing)

        // The screen's own "Cancel": its coordinator has nothing presented, so it closes the sheet.
        inner.dismiss()
        #expect(await eventually { question.isWaiting })
        #expect(coordinator.sheetNavigation == sheet)
        question.answer(true)
        #expect(await eventually { coordinator.sheetNavigation == nil })

        inner.stopConfirmingBeforeLeaving(Shop.cart)
        #expect(!inner.asksBeforeDismissing)
    }

    @Test func anotherNavigationThatWouldLeaveWhileAScreenAsksIsNotMade() async {
        let coordinator = makeCoordinator()
        let question = Question()
        coordinator.path = [AnyNavigation(Shop.post(slug: "draft"))]
        coordinator.confirmBeforeLeaving(Shop.post(slug: "draft")) { await question.ask() }
        coordinator.goBack()
        #expect(await eventually { question.isWaiting })
        // The handler is global: set after the wait and cleared before the next, so that no
        // other test's report, made while this one waits, is counted here.
        var reports: [String] = []
        NavigationCoordinator.issueHandler = { reports.append($0) }
        coordinator.popToRoot()
        NavigationCoordinator.issueHandler = nil
        #expect(reports.count == 1)
        question.answer(false)
        #expect(await eventually { !coordinator.isAskingToLeave })
        #expect(coordinator.path.count == 1)
        #expect(question.askedCount == 1)
    }

    @Test func theQuestionDoesNotKeepItsCoordinatorAndIsCancelledWithIt() async {
        let question = Question()
        weak var released: NavigationCoordinator?
        do {
            let coordinator = makeCoordinator()
            coordinator.path = [AnyNavigation(Shop.post(slug: "draft"))]
            coordinator.confirmBeforeLeaving(Shop.post(slug: "draft")) { await question.ask() }
            coordinator.goBack()
            released = coordinator
            #expect(await eventually { question.isWaiting })
        }
        #expect(released == nil)
        question.answer(true)
        #expect(await eventually { question.sawCancellation })
    }

    @Test func theMockRecordsTheQuestionAndAsksItOnRequest() async {
        let mock = NavigatorMock()
        mock.confirmBeforeLeaving(Shop.post(slug: "draft")) { false }
        #expect(mock.destinationsConfirmingLeave == [AnyNavigation(Shop.post(slug: "draft"))])
        #expect(await mock.askToLeave(Shop.post(slug: "draft")) == false)
        #expect(await mock.askToLeave(Shop.item(id: 1)) == nil)
        mock.stopConfirmingBeforeLeaving(Shop.post(slug: "draft"))
        #expect(mock.destinationsConfirmingLeave.isEmpty)
    }
}
