import Foundation
@_spi(Generated) import NavigationGraph
import NavigationGraphTesting
import Observation
import Testing

/// A mail app's destinations, shaped like generated ones: mailboxes in the sidebar, a mailbox's
/// messages in the content column, a message in the detail column.
enum Mail: IncomingNavigationContract, RestorableNavigation {
    case mailboxes
    case mailbox(name: String)
    case message(id: Int, mailbox: String)
    case attachment(index: Int, message: Int, mailbox: String)
    case compose
    case reply(message: Int, mailbox: String)
    case settings
    case archive
    case signIn
    case markAllRead

    static let restorationIdentifier = "Mail.incoming"

    var navigationPresentation: NavigationPresentation {
        switch self {
        case .compose, .signIn: .sheet(detents: [.large])
        case .reply: .fullScreenCover
        case .markAllRead: .action
        default: .push
        }
    }

    var navigationParent: (any NavigationContract)? {
        switch self {
        case .mailbox, .archive: Mail.mailboxes
        case .message(_, let mailbox): Mail.mailbox(name: mailbox)
        case .attachment(_, let message, let mailbox), .reply(let message, let mailbox): Mail.message(id: message, mailbox: mailbox)
        case .mailboxes, .compose, .settings, .signIn, .markAllRead: nil
        }
    }

    var navigationRequirements: Set<NavigationCondition> {
        self == .archive ? [.signedIn] : []
    }
}

enum MailOutgoing: OutgoingNavigationContract {
    case inbox
}

struct MailRedirect: NavigationRedirectContract {
    func redirect(_ navigation: any NavigationContract) -> (any NavigationContract)? {
        navigation as? MailOutgoing == .inbox ? Mail.mailbox(name: "inbox") : nil
    }
}

struct MailRouter: DeepLinkRouterContract {
    static let router = DeepLinkRouter<Mail>(
        locations: [DeepLinkLocation(scheme: "mail", host: "app")],
        routes: [
            DeepLinkRoute("mailbox", "/{name}") { try .mailbox(name: $0.value("name")) },
            DeepLinkRoute("message", "/{mailbox}/{id}") { try .message(id: $0.value("id"), mailbox: $0.value("mailbox")) },
            DeepLinkRoute("attachment", "/{mailbox}/{id}/attachments/{index}") {
                try .attachment(index: $0.value("index"), message: $0.value("id"), mailbox: $0.value("mailbox"))
            },
            DeepLinkRoute("compose", "/compose") { _ in .compose },
        ])

    func resolve(_ url: URL) -> (any NavigationContract)? {
        Self.router.resolve(url)
    }
}

struct MailGuard: NavigationGuardContract {
    let conditions: [NavigationCondition] = [.signedIn]

    func destination(for condition: NavigationCondition) -> (any NavigationContract)? {
        Mail.signIn
    }
}

/// A tab bar whose mail tab is a split view of three columns over the mailboxes.
enum MailTab: String, NavigationTab {
    case mail
    case settings

    var root: any NavigationContract { self == .mail ? Mail.mailboxes : Mail.settings }
    var title: String { rawValue }
    var systemImage: String? { nil }
    var layout: NavigationLayout { self == .mail ? .splitView(columns: .three) : .stack }
    static var tabStyle: NavigationTabStyle { .sidebarAdaptable }

    static func tab(for destination: any NavigationContract) -> MailTab? {
        AnyNavigation(destination).wrapped as? Mail == .settings ? .settings : .mail
    }
}

@MainActor
struct SplitViewCoordinatorTests {
    private func makeSplit(_ columns: SplitViewColumns = .three) -> SplitViewCoordinator {
        SplitViewCoordinator(columns: columns, root: Mail.mailboxes, redirector: MailRedirect(), router: MailRouter())
    }

    private func columns(_ split: SplitViewCoordinator) -> [[Mail]] {
        [
            [split.sidebarSelection, split.contentSelection].compactMap { $0?.wrapped as? Mail },
            split.detail.path.compactMap { $0.wrapped as? Mail },
        ]
    }

    @Test func aDestinationsParentChainFillsTheColumnsBelowTheRoot() {
        let split = makeSplit()
        split.open(Mail.attachment(index: 2, message: 42, mailbox: "inbox"))
        #expect(split.sidebarSelection == AnyNavigation(Mail.mailbox(name: "inbox")))
        #expect(split.contentSelection == AnyNavigation(Mail.message(id: 42, mailbox: "inbox")))
        #expect(split.detail.path == [AnyNavigation(Mail.attachment(index: 2, message: 42, mailbox: "inbox"))])
        #expect(split.destination(shownInColumn: 1) == AnyNavigation(Mail.mailbox(name: "inbox")))
        #expect(split.destination(shownInColumn: 2) == AnyNavigation(Mail.message(id: 42, mailbox: "inbox")))
        #expect(split.detailRoot == AnyNavigation(Mail.message(id: 42, mailbox: "inbox")))
        split.contentSelection = nil
        #expect(split.detailRoot == nil, "the detail column is empty until the content column has a selection")
    }

    @Test func withTwoColumnsTheChainAfterTheSidebarIsTheDetailStack() {
        let split = makeSplit(.two)
        split.open(Mail.attachment(index: 2, message: 42, mailbox: "inbox"))
        #expect(split.sidebarSelection == AnyNavigation(Mail.mailbox(name: "inbox")))
        #expect(split.contentSelection == nil)
        #expect(
            split.detail.path == [
                AnyNavigation(Mail.message(id: 42, mailbox: "inbox")),
                AnyNavigation(Mail.attachment(index: 2, message: 42, mailbox: "inbox")),
            ])
        #expect(split.detailRoot == AnyNavigation(Mail.mailbox(name: "inbox")), "with two columns the sidebar's selection")
        split.contentSelection = AnyNavigation(Mail.settings)
        #expect(split.contentSelection == nil, "two columns have no content column")
    }

    @Test func aShortChainLeavesTheLaterColumnsEmpty() {
        let split = makeSplit()
        split.open(Mail.attachment(index: 1, message: 1, mailbox: "inbox"))
        split.open(Mail.mailbox(name: "sent"))
        #expect(columns(split) == [[.mailbox(name: "sent")], []])
        split.open(Mail.mailboxes)
        #expect(columns(split) == [[], []], "opening the root shows the sidebar alone")
    }

    @Test func aDeepLinkSelectsAndBuildsEveryColumnInOneUpdate() {
        let split = makeSplit()
        #expect(split.open(url: url("mail://app/inbox/42/attachments/3")))
        #expect(
            columns(split) == [
                [.mailbox(name: "inbox"), .message(id: 42, mailbox: "inbox")], [.attachment(index: 3, message: 42, mailbox: "inbox")],
            ])
        #expect(!split.open(url: url("mail://app/a/b/c/d/e")))
        #expect(
            columns(split) == [
                [.mailbox(name: "inbox"), .message(id: 42, mailbox: "inbox")], [.attachment(index: 3, message: 42, mailbox: "inbox")],
            ])
    }

    @Test func aDeepLinkUnderTheSelectedSidebarItemKeepsTheSidebarAndRebuildsTheRest() {
        let split = makeSplit()
        split.open(url: url("mail://app/inbox/42/attachments/3"))
        let sidebarChanged = changes(of: { _ = split.sidebarSelection }, when: { split.open(url: url("mail://app/inbox/7")) })
        #expect(!sidebarChanged, "the sidebar's list must not be set again")
        #expect(columns(split) == [[.mailbox(name: "inbox"), .message(id: 7, mailbox: "inbox")], []])
        let contentChanged = changes(of: { _ = split.contentSelection }, when: { split.open(url: url("mail://app/sent/7")) })
        #expect(contentChanged)
        #expect(columns(split) == [[.mailbox(name: "sent"), .message(id: 7, mailbox: "sent")], []])
    }

    @Test func choosingAnotherSidebarItemClearsTheColumnsAfterIt() {
        let split = makeSplit()
        split.open(Mail.attachment(index: 1, message: 42, mailbox: "inbox"))
        split.detail.present(Mail.compose, style: .sheet())
        split.sidebarSelection = AnyNavigation(Mail.mailbox(name: "sent"))
        #expect(columns(split) == [[.mailbox(name: "sent")], []])
        #expect(split.detail.sheetNavigation == nil)
    }

    @Test func choosingTheSelectedItemAgainKeepsTheColumnsAfterIt() {
        let split = makeSplit()
        split.open(Mail.attachment(index: 1, message: 42, mailbox: "inbox"))
        split.sidebarSelection = AnyNavigation(Mail.mailbox(name: "inbox"))
        split.contentSelection = AnyNavigation(Mail.message(id: 42, mailbox: "inbox"))
        #expect(
            columns(split) == [
                [.mailbox(name: "inbox"), .message(id: 42, mailbox: "inbox")], [.attachment(index: 1, message: 42, mailbox: "inbox")],
            ])
        split.contentSelection = AnyNavigation(Mail.message(id: 8, mailbox: "inbox"))
        #expect(columns(split) == [[.mailbox(name: "inbox"), .message(id: 8, mailbox: "inbox")], []])
        split.contentSelection = nil
        #expect(columns(split) == [[.mailbox(name: "inbox")], []])
    }

    @Test func aContentSelectionNeedsASidebarSelection() {
        let split = makeSplit()
        split.contentSelection = AnyNavigation(Mail.message(id: 1, mailbox: "inbox"))
        #expect(split.contentSelection == nil)
    }

    @Test func aSelectionIsRedirectedAndGuarded() {
        let split = makeSplit()
        let signedIn = Flag()
        split.detail.guards = NavigationGuards(MailGuard()) { _ in signedIn.value }
        split.sidebarSelection = AnyNavigation(MailOutgoing.inbox)
        #expect(split.sidebarSelection == AnyNavigation(Mail.mailbox(name: "inbox")))
        split.sidebarSelection = AnyNavigation(Mail.archive)
        #expect(split.sidebarSelection == AnyNavigation(Mail.mailbox(name: "inbox")), "the archive waits for sign-in")
        #expect(split.detail.sheetNavigation?.navigation == AnyNavigation(Mail.signIn))
        signedIn.set()
        split.detail.conditionsDidChange()
        #expect(split.sidebarSelection == AnyNavigation(Mail.archive))
        #expect(split.detail.sheetNavigation == nil)
        #expect(split.detail.path.isEmpty)
    }

    @Test func aModalWithoutParentsOpensOverTheColumnsAsTheyAre() {
        let split = makeSplit()
        split.open(Mail.message(id: 42, mailbox: "inbox"))
        split.open(Mail.compose)
        #expect(columns(split) == [[.mailbox(name: "inbox"), .message(id: 42, mailbox: "inbox")], []])
        #expect(split.detail.sheetNavigation?.navigation == AnyNavigation(Mail.compose))
        split.open(Mail.reply(message: 7, mailbox: "sent"))
        #expect(columns(split) == [[.mailbox(name: "sent"), .message(id: 7, mailbox: "sent")], []])
        #expect(split.detail.sheetNavigation == nil)
        #expect(split.detail.fullScreenCoverNavigation?.navigation == AnyNavigation(Mail.reply(message: 7, mailbox: "sent")))
    }

    /// A screen's answer to whether it may be left, given by the test.
    @MainActor
    private final class Answer {
        private var waiting: CheckedContinuation<Bool, Never>?
        private(set) var askedCount = 0
        var isWaiting: Bool { waiting != nil }

        func ask() async -> Bool {
            askedCount += 1
            return await withCheckedContinuation { waiting = $0 }
        }

        func give(_ agreed: Bool) {
            waiting?.resume(returning: agreed)
            waiting = nil
        }
    }

    @Test func aLinkThatReplacesTheColumnsAsksTheScreensItLeaves() async {
        let split = makeSplit()
        let answer = Answer()
        split.open(Mail.attachment(index: 1, message: 42, mailbox: "inbox"))
        let shown = columns(split)
        split.confirmBeforeLeaving(Mail.attachment(index: 1, message: 42, mailbox: "inbox")) { await answer.ask() }

        // A link to another mailbox waits for the screen it would leave.
        #expect(split.open(url: url("mail://app/sent/7")))
        #expect(await eventually { answer.isWaiting })
        #expect(columns(split) == shown)
        answer.give(false)
        #expect(await eventually { !split.detail.isAskingToLeave })
        #expect(columns(split) == shown)

        split.sidebarSelection = AnyNavigation(Mail.mailbox(name: "sent"))
        #expect(await eventually { answer.isWaiting })
        #expect(columns(split) == shown)
        answer.give(true)
        #expect(await eventually { columns(split) == [[.mailbox(name: "sent")], []] })
        #expect(answer.askedCount == 2)
    }

    @Test func clearingASelectionAsksAndAModalWithoutParentsAsksOnlyForTheModals() async {
        let split = makeSplit()
        let answer = Answer()
        split.open(Mail.message(id: 42, mailbox: "inbox"))
        split.confirmBeforeLeaving(Mail.message(id: 42, mailbox: "inbox")) { await answer.ask() }
        // Opening a sheet leaves no column: nothing is asked.
        split.open(Mail.compose)
        #expect(split.detail.sheetNavigation?.navigation == AnyNavigation(Mail.compose))
        #expect(answer.askedCount == 0)
        split.detail.dismiss()
        split.contentSelection = nil
        #expect(await eventually { answer.isWaiting })
        #expect(columns(split) == [[.mailbox(name: "inbox"), .message(id: 42, mailbox: "inbox")], []])
        answer.give(true)
        #expect(await eventually { columns(split) == [[.mailbox(name: "inbox")], []] })
    }

    @Test func anActionChangesNoColumn() {
        let split = makeSplit()
        var acted: [AnyNavigation] = []
        split.detail.actionHandler = { acted.append($0) }
        split.open(Mail.message(id: 1, mailbox: "inbox"))
        split.open(Mail.markAllRead)
        split.navigate(to: Mail.markAllRead)
        #expect(acted == [AnyNavigation(Mail.markAllRead), AnyNavigation(Mail.markAllRead)])
        #expect(columns(split) == [[.mailbox(name: "inbox"), .message(id: 1, mailbox: "inbox")], []])
    }

    @Test func collapsingGivesOneStackOfTheSameDestinationsInTheSameOrder() {
        let split = makeSplit()
        split.open(Mail.attachment(index: 1, message: 42, mailbox: "inbox"))
        split.isCollapsed = true
        #expect(
            split.collapsedPath == [
                AnyNavigation(Mail.mailbox(name: "inbox")), AnyNavigation(Mail.message(id: 42, mailbox: "inbox")),
                AnyNavigation(Mail.attachment(index: 1, message: 42, mailbox: "inbox")),
            ])
        // The collapsed stack's back button pops the detail stack, then the selections.
        split.collapsedPath.removeLast()
        #expect(columns(split) == [[.mailbox(name: "inbox"), .message(id: 42, mailbox: "inbox")], []])
        split.collapsedPath.removeLast()
        split.isCollapsed = false
        #expect(columns(split) == [[.mailbox(name: "inbox")], []], "expanding shows what is left")
        split.collapsedPath = []
        #expect(columns(split) == [[], []])
    }

    @Test func aPushInTheCollapsedStackFillsTheNextColumn() {
        let split = makeSplit()
        split.isCollapsed = true
        split.collapsedPath = [AnyNavigation(Mail.mailbox(name: "inbox")), AnyNavigation(Mail.message(id: 3, mailbox: "inbox"))]
        #expect(columns(split) == [[.mailbox(name: "inbox"), .message(id: 3, mailbox: "inbox")], []])
        split.collapsedPath.append(AnyNavigation(Mail.attachment(index: 0, message: 3, mailbox: "inbox")))
        #expect(split.detail.path == [AnyNavigation(Mail.attachment(index: 0, message: 3, mailbox: "inbox"))])
    }

    @Test func screensFillTheNextSelectionThenPushAndGoBackTheOtherWay() {
        let split = makeSplit()
        split.navigate(to: Mail.mailbox(name: "inbox"))
        split.navigate(to: Mail.message(id: 5, mailbox: "inbox"))
        split.navigate(to: Mail.attachment(index: 0, message: 5, mailbox: "inbox"))
        #expect(
            columns(split) == [[.mailbox(name: "inbox"), .message(id: 5, mailbox: "inbox")], [.attachment(index: 0, message: 5, mailbox: "inbox")]])
        split.goBack()
        #expect(columns(split) == [[.mailbox(name: "inbox"), .message(id: 5, mailbox: "inbox")], []])
        split.goBack()
        #expect(columns(split) == [[.mailbox(name: "inbox")], []])
        split.goBack()
        #expect(columns(split) == [[], []])
        split.open(Mail.attachment(index: 0, message: 5, mailbox: "inbox"))
        split.popToRoot()
        #expect(columns(split) == [[], []])
    }

    @Test func theSelectionsAndTheDetailStackAreSavedAndRestored() throws {
        let registry = NavigationRestorationRegistry([Mail.self])
        let split = makeSplit()
        split.open(Mail.attachment(index: 1, message: 42, mailbox: "inbox"))
        split.detail.present(Mail.compose, style: .sheet())
        let saved = try split.restorationData(using: registry)
        #expect(saved.report.isComplete)
        let restored = makeSplit()
        let report = restored.restore(from: saved.data, using: registry)
        #expect(report.isComplete)
        #expect(columns(restored) == columns(split))
        #expect(restored.detail.sheetNavigation?.navigation == AnyNavigation(Mail.compose))
        let garbage = restored.restore(from: Data("{}".utf8), using: registry)
        #expect(!garbage.isComplete)
        #expect(columns(restored) == columns(split), "data that is not saved state changes nothing")
    }

    @Test func aSplitTabFillsItsColumnsAndItsStackTabStaysAStack() throws {
        let tabs = TabCoordinator<MailTab>(redirector: MailRedirect(), router: MailRouter())
        #expect(MailTab.tabStyle == .sidebarAdaptable)
        #expect(tabs.splitView(for: .settings) == nil)
        let split = try #require(tabs.splitView(for: .mail))
        #expect(split === tabs.splitView(for: .mail))
        #expect(split.detail === tabs.coordinator(for: .mail))
        tabs.select(.settings)
        #expect(tabs.open(url: url("mail://app/inbox/42/attachments/3")))
        #expect(tabs.selectedTab == .mail)
        #expect(
            columns(split) == [
                [.mailbox(name: "inbox"), .message(id: 42, mailbox: "inbox")], [.attachment(index: 3, message: 42, mailbox: "inbox")],
            ])
        tabs.open(Mail.message(id: 9, mailbox: "sent"))
        #expect(columns(split) == [[.mailbox(name: "sent"), .message(id: 9, mailbox: "sent")], []])
        tabs.open(Mail.mailboxes)
        #expect(columns(split) == [[], []])
        tabs.open(Mail.attachment(index: 0, message: 1, mailbox: "inbox"))
        let registry = NavigationRestorationRegistry([Mail.self])
        let saved = try tabs.restorationData(using: registry)
        let restored = TabCoordinator<MailTab>(redirector: MailRedirect(), router: MailRouter())
        #expect(restored.restore(from: saved.data, using: registry).isComplete)
        #expect(try columns(#require(restored.splitView(for: .mail))) == columns(split))
    }
}
