import ChallengeAppKit
import ChallengeCharacter
import ChallengeEpisode
import ChallengeHome
import ChallengeSystem
import Foundation
import NavigationGraph
import NavigationGraphTesting
import Testing

/// URL in, through the generated router and redirector, into the coordinator, stack out.
struct AppEndToEndTests {
    private func open(_ urls: String...) -> NavigationCoordinator {
        let coordinator = ChallengeApp.makeCoordinator()
        for url in urls {
            coordinator.handle(url: URL(string: url)!)
        }
        return coordinator
    }

    @Test func theRouterSendsEachURLToTheFeatureWhoseRouteItIs() {
        let router = AppDeepLinkRouter()
        #expect(router.resolve(URL(string: "challenge://character/detail?id=42")!) as? CharacterIncomingNavigation == .detail(identifier: 42))
        #expect(router.resolve(URL(string: "challenge://episode/list?character=42")!) as? EpisodeIncomingNavigation == .list(characterIdentifier: 42))
        #expect(router.resolve(URL(string: "challenge://home/")!) as? HomeIncomingNavigation == .main)
        #expect(router.resolve(URL(string: "challenge://system/notFound")!) == nil)
        #expect(router.resolve(URL(string: "challenge://episode/detail?id=42")!) == nil)
    }

    @Test func deepLinksBuildTheStack() {
        let coordinator = open("challenge://character/list", "challenge://character/detail?id=42")
        #expect(ChallengeApp.screens(of: coordinator) == ["HomeView", "CharacterListView", "CharacterDetailView(42)"])
    }

    @Test func aDeepLinkToASheetDestinationPresentsASheetWithItsDetents() {
        let coordinator = open("challenge://character/list", "challenge://character/filter?q=rick")
        #expect(
            coordinator.snapshot
                == NavigationSnapshot(
                    path: [CharacterIncomingNavigation.list], sheet: CharacterIncomingNavigation.filter(query: "rick"),
                    sheetDetents: [.medium, .large]))
    }

    @Test func aDeepLinkToAFullScreenDestinationPresentsACover() {
        let coordinator = open("challenge://episode/3/play")
        #expect(coordinator.fullScreenCoverNavigation?.navigation == AnyNavigation(EpisodeIncomingNavigation.player(identifier: 3)))
    }

    @Test func aDeepLinkClosesWhatIsPresented() {
        let coordinator = open("challenge://episode/3/play", "https://challenge.example.com/characters/7")
        #expect(coordinator.snapshot == NavigationSnapshot(path: [CharacterIncomingNavigation.detail(identifier: 7)]))
    }

    @Test func aMalformedDeepLinkChangesNothing() {
        let coordinator = open("challenge://character/list", "challenge://character/detail?id=forty-two", "challenge://nowhere")
        #expect(ChallengeApp.screens(of: coordinator) == ["HomeView", "CharacterListView"])
    }

    @Test func screensNavigateAcrossFeaturesThroughTheGeneratedRedirector() {
        let coordinator = ChallengeApp.makeCoordinator()
        coordinator.navigate(to: HomeOutgoingNavigation.characters)
        coordinator.navigate(to: CharacterIncomingNavigation.detail(identifier: 1))
        coordinator.navigate(to: CharacterOutgoingNavigation.episodes(characterIdentifier: 1))
        coordinator.open(HomeOutgoingNavigation.about)
        #expect(
            ChallengeApp.screens(of: coordinator) == [
                "HomeView", "CharacterListView", "CharacterDetailView(1)", "EpisodeListView(character: 1)", "sheet AboutView [fraction(0.5), large]",
            ])
    }

    @Test func theResolverDispatchesUnknownDestinationsToNotFound() {
        let coordinator = ChallengeApp.makeCoordinator()
        let screens = ChallengeScreens()
        #expect(screens.content(for: UnknownNavigation.notFound, navigator: coordinator) == "NotFoundView")
        #expect(screens.content(for: HomeOutgoingNavigation.characters, navigator: coordinator) == "NotFoundView")
        #expect(screens.content(for: AnyNavigation(CharacterIncomingNavigation.list), navigator: coordinator) == "CharacterListView")
    }

    @Test func savedNavigationRestoresThroughTheGeneratedRegistry() throws {
        let coordinator = open("challenge://character/detail?id=42", "challenge://character/filter?q=x")
        let saved = try coordinator.restorationData(using: AppNavigationRestoration.registry)
        let restored = ChallengeApp.makeCoordinator()
        #expect(restored.restore(from: saved.data, using: AppNavigationRestoration.registry).isComplete)
        #expect(restored.snapshot == coordinator.snapshot)
    }
}

/// A snapshot that differs names each destination's feature, so a failing test says which
/// `detail` it means.
struct SnapshotDescriptionTests {
    @Test @MainActor func aSnapshotNamesEachDestinationsFeature() {
        let snapshot = NavigationSnapshot(
            path: [CharacterIncomingNavigation.list, CharacterIncomingNavigation.detail(identifier: 42)],
            sheet: EpisodeIncomingNavigation.seasonPicker, sheetDetents: [.medium],
            fullScreenCover: CharacterOutgoingNavigation.pickSeason)
        #expect(
            snapshot.description == """
                path: [Character.list, Character.detail(identifier: 42)]
                sheet: Episode.seasonPicker ["medium"]
                fullScreenCover: CharacterOutgoing.pickSeason
                """)
    }
}

/// The example app's tab bar (Home, Characters, Episodes, and the action tab Surprise me),
/// generated from its app graph and compiled through the plugin.
@MainActor
struct ChallengeTabTests {
    private func makeTabs() -> TabCoordinator<AppTab> {
        TabCoordinator<AppTab>(redirector: AppNavigationRedirect(), router: AppDeepLinkRouter())
    }

    @Test func aDeepLinkToAnEpisodeSelectsTheEpisodesTabAndBuildsItsStack() {
        let tabs = makeTabs()
        #expect(tabs.selectedTab == .home)
        #expect(tabs.open(url: URL(string: "challenge://episode/3?season=2")!))
        #expect(
            tabs.snapshot
                == TabSnapshot(
                    selectedTab: .episodes,
                    tabs: [.episodes: NavigationSnapshot(path: [EpisodeIncomingNavigation.detail(identifier: 3, season: 2)])]))
    }

    @Test func aCharactersDeepLinkDoesNotRepeatTheTabsRoot() {
        let tabs = makeTabs()
        tabs.open(url: URL(string: "challenge://character/detail?id=42")!)
        #expect(tabs.selectedTab == .characters)
        #expect(tabs.coordinator(for: .characters).path == [AnyNavigation(CharacterIncomingNavigation.detail(identifier: 42))])
        #expect(AppTab.characters.root as? CharacterIncomingNavigation == .list)
        // Home's outgoing `characters` redirects to Character.list, the Characters tab's root:
        // the tab is shown at its root, not with its root pushed again.
        tabs.select(.home)
        tabs.open(HomeOutgoingNavigation.characters)
        #expect(tabs.selectedTab == .characters)
        #expect(tabs.coordinator(for: .characters).path.isEmpty)
    }

    @Test func reselectingATabPopsItAndStateRestores() throws {
        let tabs = makeTabs()
        tabs.open(url: URL(string: "challenge://episode/3?season=2")!)
        tabs.select(.home)
        let saved = try tabs.restorationData(using: AppNavigationRestoration.registry)
        let restored = makeTabs()
        #expect(restored.restore(from: saved.data, using: AppNavigationRestoration.registry).isComplete)
        #expect(restored.snapshot == tabs.snapshot)
        tabs.select(.episodes)
        tabs.select(.episodes)
        #expect(tabs.coordinator(for: .episodes).path.isEmpty)
        #expect(AppTab.allCases.map(\.title) == ["Home", "Characters", "Episodes", "Surprise me"])
        #expect(AppTab.allCases.map(\.isAction) == [false, false, false, true])
        #expect(AppTab.surprise.root == nil)
        #expect(AppTab.tab(for: SystemIncomingNavigation.about) == .home)
    }
}

/// The tabs a viewer chose, in their order, and the action tab, as the example app sets them up.
@MainActor
struct ChallengeChosenTabsTests {
    @Test func theViewersTabsShowInTheirOrderAndSurviveARelaunch() throws {
        let tabs = ChallengeApp.makeTabs(chosenTabs: ["episodes", "surprise", "home", "removedLastYear"])
        #expect(tabs.visibleTabs == [.episodes, .surprise, .home])
        #expect(tabs.selectedTab == .home, "the first tab stays selected while it is visible")
        // Characters is hidden: a character's link opens in the tab on show.
        #expect(tabs.open(url: URL(string: "challenge://character/detail?id=42")!))
        #expect(tabs.selectedTab == .home)
        #expect(tabs.coordinator(for: .home).path.last == AnyNavigation(CharacterIncomingNavigation.detail(identifier: 42)))
        let saved = try tabs.restorationData(using: AppNavigationRestoration.registry)
        let relaunched = ChallengeApp.makeTabs(chosenTabs: ChallengeApp.tabNames(of: tabs))
        #expect(relaunched.restore(from: saved.data, using: AppNavigationRestoration.registry).isComplete)
        #expect(relaunched.visibleTabs == tabs.visibleTabs)
        #expect(relaunched.snapshot == tabs.snapshot)
        #expect(ChallengeApp.makeTabs(chosenTabs: ["surprise"]).visibleTabs == AppTab.allCases, "nothing to show: every tab")
    }

    /// An action tab is never selected, even when the app asks for it with no other tab on show
    /// (issue 66: it was selected and listed twice): the first tab with a stack is shown with it.
    @Test func anActionTabAloneIsShownBesideTheFirstTabWithAStack() {
        let tabs = TabCoordinator<AppTab>(visibleTabs: [.surprise], selectedTab: .surprise, redirector: AppNavigationRedirect())
        #expect(tabs.selectedTab == .home)
        #expect(tabs.visibleTabs == [.home, .surprise])
    }

    @Test func surpriseMeOpensAnEpisodeAndIsNeverSelected() {
        let tabs = ChallengeApp.makeTabs(pickEpisode: { 7 })
        tabs.selection = .surprise
        #expect(tabs.selectedTab == .episodes, "the episode opens in its tab")
        #expect(tabs.coordinator(for: .episodes).path == [AnyNavigation(EpisodeIncomingNavigation.detail(identifier: 7))])
        tabs.select(.home)
        tabs.visibleTabs = [.home, .surprise]
        tabs.select(.surprise)
        #expect(tabs.selectedTab == .home, "the Episodes tab is hidden: the episode opens on Home")
        #expect(tabs.coordinator(for: .home).path == [AnyNavigation(EpisodeIncomingNavigation.detail(identifier: 7))])
    }
}
