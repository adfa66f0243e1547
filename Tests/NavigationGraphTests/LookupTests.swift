import Foundation
@_spi(Generated) import NavigationGraph
import NavigationGraphTesting
import Testing

/// A social app's destinations: `/@alice@other.example` names an account the app must search for
/// before it knows which profile to show.
enum People: IncomingNavigationContract {
    case account(handle: String)
    case profile(id: Int)
    case timeline

    var navigationNeedsLookup: Bool {
        if case .account = self { return true }
        return false
    }

    var navigationParent: (any NavigationContract)? {
        if case .profile = self { return People.timeline }
        return nil
    }

    static let router = DeepLinkRouter<People>(
        locations: [DeepLinkLocation(scheme: "people", host: "app")],
        routes: [DeepLinkRoute("account", "/@{handle}") { try .account(handle: $0.value("handle")) }])
}

struct PeopleRouter: DeepLinkRouterContract {
    func resolve(_ url: URL) -> (any NavigationContract)? {
        People.router.resolve(url)
    }
}

/// The app's search for accounts, answered by the test.
@MainActor
final class Directory: NavigationLookupContract {
    private var waiting: [String: CheckedContinuation<(any NavigationContract)?, Never>] = [:]
    private(set) var sawCancellation = false

    var pending: [String] { waiting.keys.sorted() }

    func lookUp(_ destination: any NavigationContract) async -> (any NavigationContract)? {
        guard case .account(let handle)? = destination as? People else { return destination }
        let found = await withCheckedContinuation { waiting[handle] = $0 }
        sawCancellation = Task.isCancelled
        return found
    }

    func answer(_ handle: String, _ found: (any NavigationContract)?) {
        waiting.removeValue(forKey: handle)?.resume(returning: found)
    }
}

enum PeopleTab: String, NavigationTab {
    case home
    case people

    var root: any NavigationContract { self == .home ? Shop.home : People.timeline }
    var title: String { rawValue }
    var systemImage: String? { nil }

    static func tab(for destination: any NavigationContract) -> PeopleTab? {
        AnyNavigation(destination).wrapped is People ? .people : .home
    }
}

@MainActor
struct LookupTests {
    private let alice = URL(string: "people://app/@alice@other.example")!

    private func makeCoordinator(_ directory: Directory, clock: ManualClock = ManualClock()) -> NavigationCoordinator {
        let coordinator = NavigationCoordinator(redirector: nil, router: PeopleRouter())
        coordinator.lookup = directory
        coordinator.lookupClock = clock
        return coordinator
    }

    @Test func aLinkWaitsForTheLookUpThenOpensWhatItFoundWithItsStack() async {
        let directory = Directory()
        let coordinator = makeCoordinator(directory)
        let recorder = NavigationEventRecorder()
        coordinator.events = recorder.observer
        #expect(coordinator.open(url: alice))
        #expect(coordinator.lookingUp == AnyNavigation(People.account(handle: "alice@other.example")))
        #expect(coordinator.path.isEmpty)
        #expect(await eventually { directory.pending == ["alice@other.example"] })

        directory.answer("alice@other.example", People.profile(id: 7))
        #expect(await eventually { coordinator.path == [AnyNavigation(People.timeline), AnyNavigation(People.profile(id: 7))] })
        #expect(coordinator.lookingUp == nil)
        #expect(recorder.events(of: .lookupEnded).map(\.detail) == ["found"])
        #expect(recorder.events(of: .lookupStarted).first?.destination == "People.account")
    }

    @Test func nothingFoundOpensNotFound() async {
        let directory = Directory()
        let coordinator = makeCoordinator(directory)
        coordinator.open(People.account(handle: "nobody"))
        #expect(await eventually { directory.pending == ["nobody"] })
        directory.answer("nobody", nil)
        #expect(await eventually { coordinator.path == [AnyNavigation(UnknownNavigation.notFound)] })
    }

    @Test func aLookUpThatTakesTooLongEndsAsNotFoundAndItsLateAnswerIsDropped() async {
        let directory = Directory()
        let clock = ManualClock()
        let coordinator = makeCoordinator(directory, clock: clock)
        coordinator.lookupTimeout = .seconds(5)
        coordinator.open(url: alice)
        #expect(await eventually { clock.sleeperCount == 1 && !directory.pending.isEmpty })
        clock.advance(by: .seconds(4))
        #expect(coordinator.lookingUp != nil)
        clock.advance(by: .seconds(1))
        #expect(await eventually { coordinator.lookingUp == nil })
        #expect(coordinator.path == [AnyNavigation(UnknownNavigation.notFound)])

        directory.answer("alice@other.example", People.profile(id: 7))
        #expect(await eventually { directory.sawCancellation })
        #expect(coordinator.path == [AnyNavigation(UnknownNavigation.notFound)])
    }

    @Test func aNewerNavigationCancelsTheLookUpAndItsAnswerIsDropped() async {
        let directory = Directory()
        let clock = ManualClock()
        let coordinator = makeCoordinator(directory, clock: clock)
        coordinator.open(url: alice)
        #expect(await eventually { !directory.pending.isEmpty })
        // The user taps elsewhere first.
        coordinator.navigate(to: People.profile(id: 1))
        #expect(coordinator.lookingUp == nil)
        #expect(await eventually { clock.sleeperCount == 0 })

        directory.answer("alice@other.example", People.profile(id: 7))
        #expect(await eventually { directory.sawCancellation })
        #expect(coordinator.path == [AnyNavigation(People.profile(id: 1))])
    }

    @Test func ofTwoLookUpsInFlightTheLaterWins() async {
        let directory = Directory()
        let coordinator = makeCoordinator(directory)
        coordinator.open(People.account(handle: "first"))
        coordinator.open(People.account(handle: "second"))
        #expect(await eventually { directory.pending == ["first", "second"] })
        #expect(coordinator.lookingUp == AnyNavigation(People.account(handle: "second")))

        directory.answer("second", People.profile(id: 2))
        directory.answer("first", People.profile(id: 1))
        #expect(await eventually { coordinator.path.last == AnyNavigation(People.profile(id: 2)) })
        for _ in 0..<20 { await Task.yield() }
        #expect(!coordinator.path.contains(AnyNavigation(People.profile(id: 1))))
    }

    @Test func withoutALookUpTheDestinationOpensAsItIsAndTheMistakeIsReported() {
        var reports: [String] = []
        NavigationCoordinator.issueHandler = { reports.append($0) }
        defer { NavigationCoordinator.issueHandler = nil }
        let coordinator = NavigationCoordinator(redirector: nil, router: PeopleRouter())
        coordinator.open(People.account(handle: "alice"))
        #expect(coordinator.path == [AnyNavigation(People.account(handle: "alice"))])
        #expect(reports.count == 1)
    }

    @Test func inTabsTheAnswerOpensInTheTabItBelongsTo() async {
        let directory = Directory()
        let tabs = TabCoordinator<PeopleTab>(redirector: nil, router: PeopleRouter())
        tabs.lookup = directory
        tabs.lookupClock = ManualClock()
        #expect(tabs.open(url: alice))
        #expect(tabs.selectedTab == .home)
        #expect(tabs.lookingUp != nil)
        #expect(await eventually { !directory.pending.isEmpty })
        directory.answer("alice@other.example", People.profile(id: 7))
        #expect(await eventually { tabs.selectedTab == .people })
        #expect(tabs.coordinator(for: .people).path == [AnyNavigation(People.profile(id: 7))])

        // Selecting a tab is a newer navigation: it cancels the look-up.
        tabs.open(url: alice)
        tabs.select(.home)
        #expect(tabs.lookingUp == nil)
    }

    @Test func noLookUpTaskOutlivesItsCoordinator() async {
        let directory = Directory()
        let clock = ManualClock()
        weak var released: NavigationCoordinator?
        do {
            let coordinator = makeCoordinator(directory, clock: clock)
            coordinator.open(url: alice)
            released = coordinator
            #expect(await eventually { !directory.pending.isEmpty && clock.sleeperCount == 1 })
        }
        #expect(released == nil)
        // Its timer and its look-up were cancelled with it.
        #expect(await eventually { clock.sleeperCount == 0 })
        directory.answer("alice@other.example", nil)
        #expect(await eventually { directory.sawCancellation })
    }
}
