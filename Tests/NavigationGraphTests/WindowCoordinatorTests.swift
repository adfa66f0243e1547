import Foundation
@_spi(Generated) import NavigationGraph
import NavigationGraphTesting
import Testing

/// A notes app's destinations, shaped like generated ones: a note opens in a window of its own,
/// as a document does on a Mac.
enum Notes: IncomingNavigationContract, RestorableNavigation {
    case library
    case document(id: Int)
    case page(number: Int)
    case share(id: Int)
    case vault
    case signIn

    static let restorationIdentifier = "Notes.incoming"

    var navigationPresentation: NavigationPresentation {
        switch self {
        case .document, .vault: .window
        case .share, .signIn: .sheet(detents: [.medium])
        case .library, .page: .push
        }
    }

    var navigationRequirements: Set<NavigationCondition> {
        self == .vault ? [.signedIn] : []
    }
}

/// A destination type that no registry knows, so it cannot be a window's value.
enum Scratch: IncomingNavigationContract {
    case pad

    var navigationPresentation: NavigationPresentation { .window }
}

enum NotesOutgoing: OutgoingNavigationContract {
    case openDocument(id: Int)
}

struct NotesRedirect: NavigationRedirectContract {
    func redirect(_ navigation: any NavigationContract) -> (any NavigationContract)? {
        guard case .openDocument(let id)? = navigation as? NotesOutgoing else { return nil }
        return Notes.document(id: id)
    }
}

struct NotesRouter: DeepLinkRouterContract {
    static let router = DeepLinkRouter<Notes>(
        locations: [DeepLinkLocation(scheme: "notes", host: "app")],
        routes: [
            DeepLinkRoute("document", "/documents/{id}") { try .document(id: $0.value("id")) },
            DeepLinkRoute("share", "/share/{id}") { try .share(id: $0.value("id")) },
        ])

    func resolve(_ url: URL) -> (any NavigationContract)? {
        Self.router.resolve(url)
    }
}

struct NotesGuard: NavigationGuardContract {
    let conditions: [NavigationCondition] = [.signedIn]

    func destination(for condition: NavigationCondition) -> (any NavigationContract)? {
        Notes.signIn
    }
}

enum NotesTab: String, NavigationTab {
    case library
    case settings

    var root: any NavigationContract { Notes.library }
    var title: String { rawValue }
    var systemImage: String? { nil }

    static func tab(for destination: any NavigationContract) -> NotesTab? { .library }
}

/// Windows: where a window destination opens, one window per destination, each with its own
/// coordinator, and what a window saves with its scene.
@MainActor
struct WindowCoordinatorTests {
    /// Windows on a platform that shows several, recording what the platform was asked to do.
    private final class Platform {
        var opened: [NavigationWindow] = []
        var closed: [NavigationWindow] = []
    }

    private func makeWindows(_ platform: Platform, supportsMultipleWindows: Bool = true) -> WindowCoordinator {
        let windows = WindowCoordinator(
            registry: NavigationRestorationRegistry([Notes.self]), redirector: NotesRedirect(), router: NotesRouter())
        windows.supportsMultipleWindows = supportsMultipleWindows
        windows.openWindowAction = { platform.opened.append($0) }
        windows.closeWindowAction = { platform.closed.append($0) }
        return windows
    }

    private func makeCoordinator(_ windows: WindowCoordinator?) -> NavigationCoordinator {
        let coordinator = NavigationCoordinator(redirector: NotesRedirect(), router: NotesRouter())
        coordinator.windows = windows
        return coordinator
    }

    private func window(_ windows: WindowCoordinator, _ destination: Notes) throws -> NavigationWindow {
        try #require(windows.window(for: destination))
    }

    @Test func withoutWindowsAWindowDestinationIsASheet() {
        let coordinator = makeCoordinator(nil)
        coordinator.open(Notes.document(id: 1))
        #expect(coordinator.sheetNavigation?.navigation == AnyNavigation(Notes.document(id: 1)))
        #expect(coordinator.sheetNavigation?.style == .sheet(detents: [.large]))
        #expect(Notes.document(id: 1).navigationPresentation.modalStyle == .sheet(detents: [.large]))
    }

    @Test func onAPlatformWithOneWindowItIsASheetToo() {
        let platform = Platform()
        let windows = makeWindows(platform, supportsMultipleWindows: false)
        let coordinator = makeCoordinator(windows)
        #expect(!windows.canOpenWindows)
        #expect(coordinator.open(url: URL(string: "notes://app/documents/1")!))
        #expect(coordinator.sheetNavigation?.navigation == AnyNavigation(Notes.document(id: 1)))
        #expect(platform.opened.isEmpty)
        #expect(windows.openWindows.isEmpty)

        // Without the platform's action to open one, there is no window either.
        windows.supportsMultipleWindows = true
        windows.openWindowAction = nil
        #expect(!windows.canOpenWindows)
    }

    @Test func whereThereAreWindowsItOpensInOneAndTheStackStaysAsItIs() throws {
        let platform = Platform()
        let windows = makeWindows(platform)
        let coordinator = makeCoordinator(windows)
        coordinator.navigate(to: Notes.page(number: 1))
        coordinator.present(Notes.share(id: 9), style: .sheet())

        coordinator.open(Notes.document(id: 1))
        let document = try window(windows, .document(id: 1))
        #expect(platform.opened == [document])
        #expect(windows.openWindows == [document])
        #expect(windows.destination(of: document) == AnyNavigation(Notes.document(id: 1)))
        #expect(coordinator.path == [AnyNavigation(Notes.page(number: 1))])
        #expect(coordinator.sheetNavigation?.navigation == AnyNavigation(Notes.share(id: 9)))

        // Pushed by name, it is pushed: only opening follows the presentation.
        coordinator.navigate(to: Notes.document(id: 2))
        #expect(coordinator.path.last == AnyNavigation(Notes.document(id: 2)))
        #expect(platform.opened.count == 1)
    }

    @Test func openingAnOpenWindowsDestinationBringsThatWindowForward() throws {
        let platform = Platform()
        let windows = makeWindows(platform)
        let coordinator = makeCoordinator(windows)
        coordinator.open(Notes.document(id: 1))
        coordinator.open(Notes.document(id: 2))
        let first = try window(windows, .document(id: 1))
        let second = try window(windows, .document(id: 2))
        windows.coordinator(for: first).navigate(to: Notes.page(number: 3))
        #expect(windows.openWindows == [first, second])

        coordinator.open(Notes.document(id: 1))
        #expect(windows.openWindows == [second, first])
        #expect(platform.opened == [first, second, first])
        // The same window, with what it showed.
        #expect(windows.coordinator(for: first).path == [AnyNavigation(Notes.page(number: 3))])
        // The same destination always makes the same window value, readable as saved state.
        #expect(windows.window(for: Notes.document(id: 1)) == first)
        #expect(first.id == #"{"type":"Notes.incoming","value":{"document":{"id":1}}}"#)
    }

    @Test func eachWindowHasItsOwnStackAndModalsAndClosesItself() throws {
        let platform = Platform()
        let windows = makeWindows(platform)
        let coordinator = makeCoordinator(windows)
        coordinator.open(Notes.document(id: 1))
        coordinator.open(Notes.document(id: 2))
        let first = try window(windows, .document(id: 1))
        let second = try window(windows, .document(id: 2))
        let one = windows.coordinator(for: first)
        let two = windows.coordinator(for: second)
        #expect(one !== two)
        #expect(windows.coordinator(for: first) === one)

        one.navigate(to: Notes.page(number: 1))
        one.open(Notes.share(id: 1))
        #expect(one.path == [AnyNavigation(Notes.page(number: 1))])
        #expect(one.sheetNavigation?.navigation == AnyNavigation(Notes.share(id: 1)))
        #expect(two.path.isEmpty && two.sheetNavigation == nil)
        #expect(coordinator.path.isEmpty && coordinator.sheetNavigation == nil)

        // A window's screens open windows too, through an outgoing destination.
        two.open(NotesOutgoing.openDocument(id: 3))
        let third = try window(windows, .document(id: 3))
        #expect(windows.openWindows == [first, second, third])
        #expect(two.path.isEmpty)

        // Dismissing closes the sheet first, then the window itself.
        one.dismiss()
        #expect(one.sheetNavigation == nil)
        #expect(platform.closed.isEmpty)
        one.dismiss()
        #expect(platform.closed == [first])
        #expect(windows.openWindows == [second, third])
        // Its coordinator is let go: opening the destination again starts an empty stack.
        coordinator.open(Notes.document(id: 1))
        #expect(windows.coordinator(for: first) !== one)
        #expect(windows.coordinator(for: first).path.isEmpty)
    }

    /// A window's screens open destinations that need a look-up through the windows' look-up,
    /// set before or after the window opened.
    @Test func aWindowLooksUpThroughTheWindowsLookUp() async throws {
        let windows = makeWindows(Platform())
        let coordinator = makeCoordinator(windows)
        let directory = Directory()
        let clock = ManualClock()
        windows.lookupClock = clock
        coordinator.open(Notes.document(id: 1))
        let window = windows.coordinator(for: try window(windows, .document(id: 1)))
        windows.lookup = directory
        #expect(window.lookupClock is ManualClock)

        window.navigate(to: People.account(handle: "alice"))
        #expect(await eventually { directory.pending == ["alice"] })
        directory.answer("alice", People.profile(id: 7))
        #expect(await eventually { window.path == [AnyNavigation(People.profile(id: 7))] })

        windows.lookupTimeout = .seconds(3)
        #expect(window.lookupTimeout == .seconds(3))
    }

    @Test func theUserClosingAWindowOrTheSystemRestoringOneIsFollowed() throws {
        let platform = Platform()
        let windows = makeWindows(platform)
        let restored = try window(windows, .document(id: 5))
        // The system restores a window at launch: it has not been opened by the app.
        windows.windowDidAppear(restored)
        #expect(windows.openWindows == [restored])
        #expect(windows.destination(of: restored) == AnyNavigation(Notes.document(id: 5)))

        windows.windowDidClose(restored)
        #expect(windows.openWindows.isEmpty)
        #expect(platform.closed.isEmpty)
    }

    @Test func aGuardedWindowWaitsForItsCondition() throws {
        let platform = Platform()
        let windows = makeWindows(platform)
        let coordinator = makeCoordinator(windows)
        var signedIn = false
        coordinator.guards = NavigationGuards(NotesGuard()) { $0 == .signedIn && signedIn }
        coordinator.navigate(to: Notes.page(number: 1))

        coordinator.open(Notes.vault)
        #expect(platform.opened.isEmpty)
        #expect(coordinator.pendingNavigation?.condition == .signedIn)
        #expect(coordinator.sheetNavigation?.navigation == AnyNavigation(Notes.signIn))

        signedIn = true
        #expect(coordinator.conditionsDidChange())
        #expect(platform.opened == [try window(windows, .vault)])
        #expect(coordinator.sheetNavigation == nil)
        #expect(coordinator.path == [AnyNavigation(Notes.page(number: 1))])
    }

    @Test func aLinkToAWindowOpensItAndLeavesEveryStackAsItIs() throws {
        let platform = Platform()
        let windows = makeWindows(platform)
        let coordinator = makeCoordinator(windows)
        coordinator.navigate(to: Notes.page(number: 1))
        coordinator.open(Notes.share(id: 2))

        #expect(coordinator.handle(url: URL(string: "notes://app/documents/4")!))
        #expect(coordinator.open(url: URL(string: "notes://app/documents/5")!))
        #expect(windows.openWindows == [try window(windows, .document(id: 4)), try window(windows, .document(id: 5))])
        #expect(coordinator.path == [AnyNavigation(Notes.page(number: 1))])
        #expect(coordinator.sheetNavigation?.navigation == AnyNavigation(Notes.share(id: 2)))

        // A link to a sheet still closes what is presented and opens it, as before.
        #expect(coordinator.handle(url: URL(string: "notes://app/share/3")!))
        #expect(coordinator.sheetNavigation?.navigation == AnyNavigation(Notes.share(id: 3)))
    }

    @Test func inTabsAndSplitViewsAWindowChangesNoSelection() throws {
        let platform = Platform()
        let windows = makeWindows(platform)
        let tabs = TabCoordinator<NotesTab>(redirector: NotesRedirect(), router: NotesRouter())
        tabs.windows = windows
        tabs.select(.settings)
        tabs.open(Notes.document(id: 1))
        #expect(tabs.open(url: URL(string: "notes://app/documents/2")!))
        #expect(tabs.selectedTab == .settings)
        #expect(windows.openWindows.count == 2)
        // A tab made after the windows were given uses them too.
        #expect(tabs.coordinator(for: .library).windows === windows)

        let split = SplitViewCoordinator(columns: .two, root: Notes.library, redirector: NotesRedirect(), router: NotesRouter())
        split.detail.windows = windows
        split.open(Notes.page(number: 1))
        split.open(Notes.document(id: 3))
        #expect(split.sidebarSelection == AnyNavigation(Notes.page(number: 1)))
        let third = try window(windows, .document(id: 3))
        #expect(windows.openWindows.last == third)
    }

    @Test func aDestinationThatCannotBeSavedIsASheetAndTheReasonIsReported() {
        var reports: [String] = []
        NavigationCoordinator.issueHandler = { reports.append($0) }
        defer { NavigationCoordinator.issueHandler = nil }
        let platform = Platform()
        let windows = makeWindows(platform)
        let coordinator = makeCoordinator(windows)

        coordinator.open(Scratch.pad)
        #expect(platform.opened.isEmpty)
        #expect(coordinator.sheetNavigation?.navigation == AnyNavigation(Scratch.pad))
        #expect(reports == ["a window cannot show pad: Scratch is not restorable; it is presented as a sheet"])

        #expect(windows.destination(of: NavigationWindow(id: #"{"type":"Gone.incoming","value":{}}"#)) == nil)
        #expect(reports.last == "a saved window no longer restores: no destination type is registered as 'Gone.incoming'")
    }

    @Test func eachWindowSavesAndRestoresItsOwnStack() throws {
        let platform = Platform()
        let windows = makeWindows(platform)
        let document = try window(windows, .document(id: 1))
        windows.coordinator(for: document).navigate(to: Notes.page(number: 2))
        windows.coordinator(for: document).open(Notes.share(id: 1))
        let (data, report) = try windows.restorationData(for: document)
        #expect(report.isComplete)

        // The next launch: the system gives the window's value back, its scene the saved data.
        let relaunched = makeWindows(Platform())
        relaunched.windowDidAppear(document, restoring: data)
        let restored = relaunched.coordinator(for: document)
        #expect(relaunched.openWindows == [document])
        #expect(restored.path == [AnyNavigation(Notes.page(number: 2))])
        #expect(restored.sheetNavigation?.navigation == AnyNavigation(Notes.share(id: 1)))

        // A window on screen keeps what it shows when it appears again with older data.
        restored.popToRoot()
        relaunched.windowDidAppear(document, restoring: data)
        #expect(restored.path.isEmpty)
        #expect(relaunched.restore(document, from: data).isComplete)
        #expect(restored.path == [AnyNavigation(Notes.page(number: 2))])
    }

    @Test func theAppsCoordinatorKeepsItsWindowsAndAWindowDoesNotKeepItsOwn() throws {
        let coordinator = makeCoordinator(nil)
        weak var released: WindowCoordinator?
        do {
            let windows = makeWindows(Platform())
            coordinator.windows = windows
            _ = windows.coordinator(for: try window(windows, .document(id: 1)))
            released = windows
        }
        // The app's coordinator keeps the windows it was given.
        #expect(released != nil)
        coordinator.windows = nil
        // A window's coordinator refers back to the windows without keeping them: no cycle.
        #expect(released == nil)
    }

    @Test func guardsAndTheActionHandlerReachEveryWindow() throws {
        let windows = makeWindows(Platform())
        let document = try window(windows, .document(id: 1))
        let early = windows.coordinator(for: document)
        windows.guards = NavigationGuards(NotesGuard()) { _ in false }
        windows.actionHandler = { _ in }
        #expect(early.guards != nil && early.actionHandler != nil)
        let later = windows.coordinator(for: try window(windows, .document(id: 2)))
        #expect(later.guards != nil && later.actionHandler != nil && later.windows === windows)
    }
}
