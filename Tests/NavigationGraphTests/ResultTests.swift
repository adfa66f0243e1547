import Foundation
import NavigationGraph
import NavigationGraphTesting
import Testing

@MainActor
struct ResultTests {
    @Test func theCallerGetsTheValueTheDestinationFinishesWith() async {
        let sut = NavigationCoordinator(redirector: LibraryRedirect())
        let picker = sut.makeModalCoordinator { sut.sheetNavigation = nil }
        async let value = sut.result(of: Library.pickNumber)
        #expect(await eventually { sut.sheetNavigation?.navigation == AnyNavigation(Library.picker) })
        picker.finish(Library.pickNumber, with: 42)
        #expect(await value == 42)
        #expect(sut.sheetNavigation == nil)
    }

    @Test func anOutgoingRequestIsRedirectedAndAnsweredByTheIncomingOne() async {
        let sut = NavigationCoordinator(redirector: LibraryRedirect())
        let outgoing = NavigationRequest<Int>(LibraryOutgoing.pick)
        async let value = sut.result(of: outgoing)
        #expect(await eventually { sut.sheetNavigation != nil })
        sut.finish(Library.pickNumber, with: 7)
        #expect(await value == 7)
    }

    @Test func closingTheDestinationWithoutAValueGivesNil() async {
        let sut = NavigationCoordinator(redirector: LibraryRedirect())
        async let value = sut.result(of: Library.pickNumber)
        #expect(await eventually { sut.sheetNavigation != nil })
        sut.sheetNavigation = nil  // swiped away
        #expect(await value == nil)
    }

    @Test func aPushedDestinationIsPoppedWhenItFinishes() async {
        let sut = NavigationCoordinator()
        sut.navigate(to: Library.shelf)
        let request = NavigationRequest<String>(Library.book(id: 1))
        async let value = sut.result(of: request)
        #expect(await eventually { sut.path.count == 2 })
        sut.finish(request, with: "chosen")
        #expect(await value == "chosen")
        #expect(sut.path == [AnyNavigation(Library.shelf)])
    }

    @Test func goingBackFromAPushedDestinationGivesNil() async {
        let sut = NavigationCoordinator()
        let request = NavigationRequest<String>(Library.book(id: 1))
        async let value = sut.result(of: request)
        #expect(await eventually { !sut.path.isEmpty })
        sut.goBack()
        #expect(await value == nil)
    }

    @Test func aRequestThatWaitsForAConditionIsAnsweredAfterIt() async {
        let session = Session()
        let sut = NavigationCoordinator()
        sut.guards = NavigationGuards(LibraryGuard()) { session.satisfied.contains($0) }
        let request = NavigationRequest<Int>(Library.premium)
        async let value = sut.result(of: request)
        #expect(await eventually { sut.sheetNavigation?.navigation == AnyNavigation(Library.account) })
        session.satisfied.insert(.signedIn)
        sut.conditionsDidChange()
        #expect(sut.path == [AnyNavigation(Library.premium)])
        sut.finish(request, with: 1)
        #expect(await value == 1)
    }

    @Test func aRequestWhoseGuardIsDismissedGivesNil() async {
        let sut = NavigationCoordinator()
        sut.guards = NavigationGuards(LibraryGuard()) { $0 == .online }
        async let value = sut.result(of: NavigationRequest<Int>(Library.premium))
        #expect(await eventually { sut.sheetNavigation != nil })
        sut.dismiss()
        #expect(await value == nil)
    }

    @Test func finishingWhatNobodyAwaitsStillClosesIt() {
        let sut = NavigationCoordinator()
        sut.present(Library.picker, style: .sheet())
        sut.finish(Library.pickNumber, with: 1)
        #expect(sut.sheetNavigation == nil)
    }

    @Test func theCallbackFormPresentsAtOnceAndDeliversWithinFinish() {
        let sut = NavigationCoordinator()
        var received: Int??
        sut.request(Library.pickNumber) { received = $0 }
        #expect(sut.sheetNavigation != nil, "presented before request returns, as present is")
        sut.finish(Library.pickNumber, with: 5)
        #expect(received == .some(5), "delivered within finish")
        #expect(sut.sheetNavigation == nil)
    }

    @Test func theCallbackFormGetsNilWhenTheDestinationClosesWithoutAValue() {
        let sut = NavigationCoordinator()
        var received: Int?? = .some(1)
        sut.request(Library.pickNumber) { received = $0 }
        sut.dismiss()
        #expect(received == .some(nil))
    }

    @Test func theCallbackFormThroughTheProtocolIsTheCoordinators() {
        let sut = NavigationCoordinator()
        let navigator: any NavigatorContract = sut
        var received: Int??
        navigator.request(Library.pickNumber) { received = $0 }
        #expect(sut.sheetNavigation != nil)
        sut.finish(Library.pickNumber, with: 2)
        #expect(received == .some(2))
        let mock = NavigatorMock()
        mock.stubResult(4, for: Library.pickNumber)
        var stubbed: Int??
        mock.request(Library.pickNumber) { stubbed = $0 }
        #expect(stubbed == .some(4))
        #expect(mock.requestedDestinations.count == 1)
    }

    @Test func theMockRecordsRequestsAndGivesStubbedValues() async {
        let mock = NavigatorMock()
        mock.stubResult(3, for: Library.pickNumber)
        #expect(await mock.result(of: Library.pickNumber) == 3)
        #expect(await mock.result(of: NavigationRequest<Int>(Library.shelf)) == nil)
        mock.finish(Library.pickNumber, with: 9)
        #expect(mock.requestedDestinations.count == 2)
        #expect(mock.finished(Library.pickNumber) == [9])
    }

    @Test func eventuallyWaitsForOtherWorkAndGivesUpWhenNothingComes() async {
        var done = false
        Task { @MainActor in done = true }
        #expect(await eventually { done })
        #expect(await eventually(turns: 10) { false } == false)
    }
}

/// What the coordinators report goes to one process-wide handler: these tests, here and in
/// TabCoordinatorTests.swift, set it one at a time.
@Suite(.serialized)
@MainActor
struct ResultIssueTests {
    /// A finish that matches nothing (the request of another destination, or the same one with
    /// other values) used to do nothing without a word: it is reported, and changes nothing.
    @Test func aFinishThatMatchesNothingIsReported() async {
        let sut = NavigationCoordinator(redirector: LibraryRedirect())
        async let value = sut.result(of: Library.pickNumber)
        #expect(await eventually { sut.sheetNavigation != nil })
        // The handler is global: set after the wait, so that no other test's, set while this
        // one waited, takes its place before the finish it is for.
        var reported: [String] = []
        NavigationCoordinator.issueHandler = { reported.append($0) }
        defer { NavigationCoordinator.issueHandler = nil }
        sut.finish(NavigationRequest<Int>(Library.book(id: 9)), with: 3)
        #expect(reported.count == 1)
        #expect(reported.first?.hasPrefix("finish for book(id: 9) matched nothing") == true, "\(reported)")
        #expect(sut.sheetNavigation != nil, "the sheet stays")
        sut.finish(Library.pickNumber, with: 4)
        #expect(await value == 4)
        #expect(reported.count == 1)
    }

    /// The handle a presented screen finishes with: its own navigator, which knows what it shows,
    /// so no request can be the wrong one.
    @Test func aPresentedScreenFinishesWithItsOwnNavigator() async {
        let sut = NavigationCoordinator(redirector: LibraryRedirect())
        async let value = sut.result(of: Library.pickNumber)
        #expect(await eventually { sut.sheetNavigation != nil })
        let sheet = sut.coordinator(for: sut.sheetNavigation!)
        #expect(sheet.finish(with: 42))
        #expect(await value == 42)
        #expect(sut.sheetNavigation == nil)
        // Set after the waits, as above.
        var reported: [String] = []
        NavigationCoordinator.issueHandler = { reported.append($0) }
        defer { NavigationCoordinator.issueHandler = nil }
        #expect(!NavigationCoordinator().finish(with: 1), "a navigator that shows nothing has nothing to finish")
        #expect(reported == ["finish(with:) on a navigator that shows nothing it could finish"])
    }
}
