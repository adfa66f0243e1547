import Foundation
import NavigationGraph
import NavigationGraphTesting
import Testing

/// The app's state in a test: which conditions hold.
@MainActor
final class Session {
    var satisfied: Set<NavigationCondition> = [.online]
}

@MainActor
struct GuardTests {
    private func makeCoordinator(_ session: Session) -> NavigationCoordinator {
        let coordinator = NavigationCoordinator(redirector: LibraryRedirect(), router: LibraryRouter())
        coordinator.guards = NavigationGuards(LibraryGuard()) { session.satisfied.contains($0) }
        return coordinator
    }

    @Test func anUnguardedDestinationOpensAsUsual() {
        let sut = makeCoordinator(Session())
        sut.navigate(to: Library.book(id: 1))
        #expect(sut.path == [AnyNavigation(Library.book(id: 1))])
        #expect(sut.pendingNavigation == nil)
    }

    @Test func anUnmetConditionShowsItsDestinationAndTheNavigationWaits() {
        let sut = makeCoordinator(Session())
        sut.navigate(to: Library.premium)
        #expect(sut.path.isEmpty)
        #expect(sut.sheetNavigation?.navigation == AnyNavigation(Library.account))
        #expect(sut.sheetNavigation?.detents == [.medium])
        #expect(sut.pendingNavigation == PendingNavigation(action: .navigate(AnyNavigation(Library.premium)), condition: .signedIn))
    }

    @Test func theNavigationResumesWhenTheConditionHolds() {
        let session = Session()
        let sut = makeCoordinator(session)
        sut.navigate(to: Library.book(id: 1))
        sut.navigate(to: Library.premium)
        #expect(!sut.conditionsDidChange())
        session.satisfied.insert(.signedIn)
        #expect(sut.conditionsDidChange())
        #expect(sut.snapshot == NavigationSnapshot(path: [Library.book(id: 1), Library.premium]))
        #expect(sut.pendingNavigation == nil)
    }

    @Test func theNavigationIsDroppedWhenTheFlowIsDismissed() {
        let session = Session()
        let sut = makeCoordinator(session)
        sut.navigate(to: Library.premium)
        sut.dismiss()
        #expect(sut.pendingNavigation == nil)
        session.satisfied.insert(.signedIn)
        #expect(!sut.conditionsDidChange())
        #expect(sut.path.isEmpty)
    }

    @Test func swipingTheFlowAwayDropsTheNavigationToo() {
        let sut = makeCoordinator(Session())
        sut.navigate(to: Library.premium)
        sut.sheetNavigation = nil  // what SwiftUI's binding does when the user swipes the sheet down
        #expect(sut.pendingNavigation == nil)
    }

    @Test func aPushedFlowIsPoppedOnResumeAndDroppedWhenPopped() {
        let session = Session()
        session.satisfied = [.signedIn]
        let sut = makeCoordinator(session)
        // `account` requires `online`, whose destination `connect` is pushed.
        sut.navigate(to: Library.shelf)
        sut.present(Library.account, style: .sheet())
        #expect(sut.path == [AnyNavigation(Library.shelf), AnyNavigation(Library.connect)])
        session.satisfied.insert(.online)
        #expect(sut.conditionsDidChange())
        #expect(sut.path == [AnyNavigation(Library.shelf)])
        #expect(sut.sheetNavigation?.navigation == AnyNavigation(Library.account))

        sut.dismiss()
        session.satisfied.remove(.online)
        sut.present(Library.account, style: .sheet())
        sut.goBack()
        #expect(sut.pendingNavigation == nil)
    }

    @Test func aConditionWhoseDestinationNeedsAnotherShowsThatOneFirst() {
        let session = Session()
        session.satisfied = []
        let sut = makeCoordinator(session)
        sut.navigate(to: Library.premium)
        // Signing in (`account`) needs `online` first: `connect` is shown.
        #expect(sut.path == [AnyNavigation(Library.connect)])
        #expect(sut.pendingNavigation?.condition == .online)
        session.satisfied.insert(.online)
        #expect(sut.conditionsDidChange())
        // Online now: the original navigation tries again, and sign-in is shown.
        #expect(sut.path.isEmpty)
        #expect(sut.sheetNavigation?.navigation == AnyNavigation(Library.account))
        session.satisfied.insert(.signedIn)
        #expect(sut.conditionsDidChange())
        #expect(sut.snapshot == NavigationSnapshot(path: [Library.premium]))
    }

    @Test func aDeclaredButUnsatisfiableConditionShowsNotFound() {
        let session = Session()
        session.satisfied = [.online, .signedIn]
        let sut = makeCoordinator(session)
        sut.navigate(to: Library.vault)  // `unlocked` has no destination in LibraryGuard
        #expect(sut.path == [AnyNavigation(UnknownNavigation.notFound)])
        #expect(sut.pendingNavigation?.condition == .unlocked)
    }

    @Test func aGuardedDeepLinkOpensItsWholeStackAfterSigningIn() {
        let session = Session()
        let sut = makeCoordinator(session)
        sut.navigate(to: Library.book(id: 3))
        #expect(sut.open(url: URL(string: "library://books/premium")!))
        #expect(sut.path == [AnyNavigation(Library.book(id: 3))])
        session.satisfied.insert(.signedIn)
        sut.conditionsDidChange()
        #expect(sut.snapshot == NavigationSnapshot(path: [Library.shelf, Library.premium]))
    }

    @Test func aLaterGuardedNavigationTakesThePlaceOfTheWaitingOne() {
        let session = Session()
        let sut = makeCoordinator(session)
        sut.navigate(to: Library.premium)
        let flow = sut.sheetNavigation?.id
        sut.setPath([Library.shelf, Library.premium])
        #expect(sut.sheetNavigation?.id == flow)
        #expect(sut.pendingNavigation?.action == .setPath([AnyNavigation(Library.shelf), AnyNavigation(Library.premium)]))
        session.satisfied.insert(.signedIn)
        sut.conditionsDidChange()
        #expect(sut.path == [AnyNavigation(Library.shelf), AnyNavigation(Library.premium)])
    }

    @Test func cancellingDropsTheNavigationAndClosesTheFlow() {
        let sut = makeCoordinator(Session())
        sut.navigate(to: Library.premium)
        sut.cancelPendingNavigation()
        #expect(sut.pendingNavigation == nil)
        #expect(sut.sheetNavigation == nil)
    }

    @Test func modalCoordinatorsShareGuardsAndAreToldOfChanges() {
        let session = Session()
        let sut = makeCoordinator(session)
        sut.present(Library.picker, style: .sheet())
        let modal = sut.makeModalCoordinator { sut.sheetNavigation = nil }
        modal.navigate(to: Library.premium)
        #expect(modal.sheetNavigation?.navigation == AnyNavigation(Library.account))
        session.satisfied.insert(.signedIn)
        #expect(sut.conditionsDidChange())
        #expect(modal.path == [AnyNavigation(Library.premium)])
        #expect(modal.sheetNavigation == nil)
    }
}
