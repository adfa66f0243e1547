import Foundation
import Mail
import NavigationGraph
import NavigationGraphTesting
import Testing

/// The mail app's graphs, compiled through the plugin: the layouts its app graph declares, and
/// what its split views do with links, selections, a compact width and saved state.
@MainActor
struct MailExampleTests {
    private func columns(_ split: SplitViewCoordinator) -> [AnyNavigation] {
        split.collapsedPath
    }

    @Test func theGeneratedTabsSayTheirLayoutsAndTheTabStyle() {
        #expect(AppTab.mail.layout == .splitView(columns: .three))
        #expect(AppTab.notes.layout == .splitView(columns: .two))
        #expect(AppTab.settings.layout == .stack)
        #expect(AppTab.tabStyle == .sidebarAdaptable)
        let tabs = MailAppNavigation.makeTabs()
        #expect(tabs.splitView(for: .mail)?.columns == .three)
        #expect(tabs.splitView(for: .notes)?.columns == .two)
        #expect(tabs.splitView(for: .settings) == nil)
    }

    @Test func aLinkSelectsTheMailboxAndTheMessageAndPushesTheAttachment() throws {
        let tabs = MailAppNavigation.makeTabs()
        let split = try #require(tabs.splitView(for: .mail))
        tabs.select(.settings)
        #expect(tabs.open(url: URL(string: "https://mail.example.com/inbox/42/attachments/1")!))
        #expect(tabs.selectedTab == .mail)
        #expect(split.sidebarSelection == AnyNavigation(MailIncomingNavigation.mailbox(name: "inbox")))
        #expect(split.contentSelection == AnyNavigation(MailIncomingNavigation.message(mailbox: "inbox", id: 42)))
        #expect(split.detail.path == [AnyNavigation(MailIncomingNavigation.attachment(mailbox: "inbox", message: 42, index: 1))])
        #expect(tabs.coordinator(for: .mail) === split.detail)
    }

    @Test func aLinkToASheetOpensItOverTheColumnsAsTheyAre() throws {
        let tabs = MailAppNavigation.makeTabs()
        let split = try #require(tabs.splitView(for: .mail))
        tabs.open(url: URL(string: "mailapp://mail/inbox/42")!)
        tabs.open(url: URL(string: "mailapp://mail/compose?to=bob")!)
        #expect(split.contentSelection == AnyNavigation(MailIncomingNavigation.message(mailbox: "inbox", id: 42)))
        #expect(split.detail.sheetNavigation?.navigation == AnyNavigation(MailIncomingNavigation.compose(to: "bob")))
    }

    @Test func twoColumnsPushTheNoteOnTheDetailStackAndARedirectCrossesTabs() throws {
        let tabs = MailAppNavigation.makeTabs()
        let notes = try #require(tabs.splitView(for: .notes))
        tabs.open(MailOutgoingNavigation.note(id: 7))
        #expect(tabs.selectedTab == .notes)
        #expect(notes.sidebarSelection == AnyNavigation(NotesIncomingNavigation.folder(name: "Notes")))
        #expect(notes.detail.path == [AnyNavigation(NotesIncomingNavigation.note(folder: "Notes", id: 7))])
    }

    @Test func theSettingsTabStaysOneStack() {
        let tabs = MailAppNavigation.makeTabs()
        tabs.open(url: URL(string: "mailapp://settings/accounts")!)
        #expect(tabs.selectedTab == .settings)
        #expect(tabs.coordinator(for: .settings).path == [AnyNavigation(SettingsIncomingNavigation.accounts)])
    }

    @Test func collapsingAndExpandingKeepsTheSameDestinations() throws {
        let tabs = MailAppNavigation.makeTabs()
        let split = try #require(tabs.splitView(for: .mail))
        tabs.open(url: URL(string: "mailapp://mail/inbox/42/attachments/1")!)
        let expanded = columns(split)
        split.isCollapsed = true
        #expect(split.collapsedPath == expanded)
        split.collapsedPath.removeLast(2)
        split.isCollapsed = false
        #expect(split.sidebarSelection == AnyNavigation(MailIncomingNavigation.mailbox(name: "inbox")))
        #expect(split.contentSelection == nil)
        #expect(split.detail.path.isEmpty)
    }

    @Test func theColumnsAreSavedAndRestoredWithTheTabs() throws {
        let tabs = MailAppNavigation.makeTabs()
        tabs.open(url: URL(string: "mailapp://mail/inbox/42/attachments/1")!)
        tabs.open(url: URL(string: "mailapp://notes/folders/Work")!)
        let saved = try tabs.restorationData(using: AppNavigationRestoration.registry)
        #expect(saved.report.isComplete)
        let restored = MailAppNavigation.makeTabs()
        #expect(restored.restore(from: saved.data, using: AppNavigationRestoration.registry).isComplete)
        #expect(restored.selectedTab == .notes)
        for tab in [AppTab.mail, .notes] {
            #expect(try columns(#require(restored.splitView(for: tab))) == columns(#require(tabs.splitView(for: tab))))
        }
    }

    @Test func aNoteLinkOpensItsDocumentWindowOnceAndTheTabsStayAsTheyAre() throws {
        let tabs = MailAppNavigation.makeTabs()
        let windows = MailAppNavigation.makeWindows()
        var opened: [NavigationWindow] = []
        windows.supportsMultipleWindows = true
        windows.openWindowAction = { opened.append($0) }
        tabs.windows = windows
        tabs.open(url: URL(string: "mailapp://mail/inbox/42")!)

        #expect(tabs.open(url: URL(string: "mailapp://notes/windows/7")!))
        #expect(tabs.open(url: URL(string: "mailapp://notes/windows/7")!))
        let window = try #require(windows.window(for: NotesIncomingNavigation.document(id: 7)))
        #expect(opened == [window, window])
        #expect(windows.openWindows == [window])
        #expect(tabs.selectedTab == .mail)
        #expect(try #require(tabs.splitView(for: .mail)).contentSelection == AnyNavigation(MailIncomingNavigation.message(mailbox: "inbox", id: 42)))

        // The window's own stack is saved with its scene and comes back with it.
        windows.coordinator(for: window).open(MailOutgoingNavigation.note(id: 8))
        let saved = try windows.restorationData(for: window)
        let relaunched = MailAppNavigation.makeWindows()
        #expect(relaunched.restore(window, from: saved.data).isComplete)
        #expect(relaunched.coordinator(for: window).path == windows.coordinator(for: window).path)
    }

    @Test func onAPhoneTheDocumentIsASheetOverTheSelectedTab() {
        let tabs = MailAppNavigation.makeTabs()
        tabs.windows = MailAppNavigation.makeWindows()
        tabs.select(.notes)
        #expect(tabs.open(url: URL(string: "mailapp://notes/windows/7")!))
        #expect(tabs.selectedCoordinator.sheetNavigation?.navigation == AnyNavigation(NotesIncomingNavigation.document(id: 7)))
    }

    @Test func everyLinkRoundTrips() {
        #expect(DeepLinkRoundTrip.failures(of: AppDeepLinkRouter.self) == [])
    }
}
