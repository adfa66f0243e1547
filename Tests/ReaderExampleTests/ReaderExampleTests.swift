import Foundation
import NavigationGraph
import NavigationGraphTesting
import Reader
import Testing

/// The feed reader's graphs, compiled through the plugin, driven as its UIKit containers drive
/// them: each test plays a navigation controller through `NavigationControllerSync`, doing what
/// it is told and reporting what the user did, as `NavigationStackController` does on a device.
@MainActor
struct ReaderExampleTests {
    private func url(_ text: String) -> URL { URL(string: text)! }

    private func feed(_ id: String) -> AnyNavigation { AnyNavigation(FeedsIncomingNavigation.feed(id: id)) }

    private func article(_ feed: String, _ id: Int) -> AnyNavigation {
        AnyNavigation(FeedsIncomingNavigation.article(feed: feed, id: id))
    }

    @Test func aLinkSelectsTheFeedsTabAndTheNavigationControllerShowsTheWholeStack() throws {
        let tabs = ReaderNavigation.makeTabs(session: ReaderSession())
        tabs.select(.accounts)
        let feeds = NavigationControllerSync(coordinator: tabs.coordinator(for: .feeds))
        #expect(feeds.stackUpdate() == nil)

        #expect(tabs.open(url: url("https://reader.example.com/feeds/swift/articles/7")))
        #expect(tabs.selectedTab == .feeds)
        let update = try #require(feeds.stackUpdate())
        #expect(update.entries == [feed("swift"), article("swift", 7)])
        #expect(update.kept == 0)
        #expect(update.animated)
    }

    @Test func theUsersBackSwipeChangesTheCoordinatorOnlyWhenItCompletes() {
        let tabs = ReaderNavigation.makeTabs(session: ReaderSession())
        tabs.open(url: url("reader://feeds/feeds/swift/articles/7"))
        let coordinator = tabs.coordinator(for: .feeds)
        let stack = NavigationControllerSync(coordinator: coordinator)
        _ = stack.stackUpdate()

        // Half a swipe, then back: nothing changed.
        stack.stackTransitionDidBegin()
        #expect(stack.stackTransitionDidEnd(showing: [feed("swift"), article("swift", 7)]) == nil)
        #expect(coordinator.path == [feed("swift"), article("swift", 7)])

        // A whole swipe, during which a link to another feed's article arrives: the link lands on
        // what the user went back to.
        stack.stackTransitionDidBegin()
        coordinator.navigate(to: FeedsIncomingNavigation.article(feed: "swift", id: 8))
        let update = stack.stackTransitionDidEnd(showing: [feed("swift")])
        #expect(coordinator.path == [feed("swift"), article("swift", 8)])
        #expect(update?.entries == [feed("swift"), article("swift", 8)])
        #expect(update?.kept == 1)
    }

    @Test func theShareSheetOpensAtHalfHeightAndTheSwipeThatDismissesItIsFollowed() throws {
        let tabs = ReaderNavigation.makeTabs(session: ReaderSession())
        let coordinator = tabs.coordinator(for: .feeds)
        let stack = NavigationControllerSync(coordinator: coordinator)
        #expect(tabs.open(url: url("reader://feeds/share/7")))
        guard case .present(let sheet)? = stack.modalUpdate() else {
            Issue.record("the share sheet is not presented")
            return
        }
        #expect(sheet.navigation == AnyNavigation(FeedsIncomingNavigation.share(article: 7)))
        #expect(sheet.orderedDetents == [.medium, .large])
        #expect(sheet.initialDetent == .medium)
        #expect(stack.presentationDidEnd() == nil)

        stack.userDidBeginDismissing()
        #expect(stack.userDidCancelDismissing() == nil)
        #expect(coordinator.sheetNavigation == sheet)
        stack.userDidBeginDismissing()
        #expect(stack.userDidDismiss() == nil)
        #expect(coordinator.sheetNavigation == nil)
    }

    @Test func subscribingWithoutAnAccountSignsInOverTheWholeScreenThenOpensTheSheet() throws {
        let session = ReaderSession()
        let tabs = ReaderNavigation.makeTabs(session: session)
        let coordinator = tabs.coordinator(for: .feeds)
        let stack = NavigationControllerSync(coordinator: coordinator)
        #expect(tabs.open(url: url("reader://feeds/subscribe?url=https%3A%2F%2Fswift.org%2Fatom.xml")))
        guard case .present(let signIn)? = stack.modalUpdate() else {
            Issue.record("sign-in is not presented")
            return
        }
        #expect(signIn.navigation == AnyNavigation(AccountIncomingNavigation.signIn))
        #expect(signIn.style == .fullScreenCover)
        _ = stack.presentationDidEnd()

        session.isSignedIn = true
        #expect(tabs.coordinator(for: .feeds).conditionsDidChange())
        #expect(stack.modalUpdate() == .dismiss(signIn))
        guard case .present(let subscribe)? = stack.dismissalDidEnd() else {
            Issue.record("the subscription sheet does not follow sign-in")
            return
        }
        #expect(subscribe.navigation == AnyNavigation(FeedsIncomingNavigation.addFeed(address: "https://swift.org/atom.xml")))
    }

    @Test func markAllReadActsAndPresentsNothing() {
        let session = ReaderSession()
        let tabs = ReaderNavigation.makeTabs(session: session)
        let stack = NavigationControllerSync(coordinator: tabs.coordinator(for: .feeds))
        _ = stack.stackUpdate()
        #expect(tabs.open(url: url("reader://feeds/mark-all-read")))
        #expect(session.unreadCount == 0)
        #expect(stack.stackUpdate() == nil)
        #expect(stack.modalUpdate() == nil)
    }

    @Test func theAccountsLinkOfAFeedCrossesToTheAccountsTab() {
        let tabs = ReaderNavigation.makeTabs(session: ReaderSession())
        tabs.open(FeedsOutgoingNavigation.accounts)
        #expect(tabs.selectedTab == .accounts)
        #expect(tabs.coordinator(for: .accounts).path.isEmpty)
        #expect(AppTab.allCases.map(\.title) == ["Feeds", "Accounts"])
    }

    @Test func everyLinkRoundTrips() {
        #expect(DeepLinkRoundTrip.failures(of: AppDeepLinkRouter.self) == [])
    }
}
