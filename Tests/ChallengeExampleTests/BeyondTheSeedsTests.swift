import ChallengeAppKit
import Foundation
import NavigationGraph
import NavigationGraphTesting
import Testing

@testable import ChallengeCharacter
@testable import ChallengeEpisode
@testable import ChallengeSystem

/// Whole-stack deep links: the graphs' `"parent"` chains, through the app's redirects.
struct WholeStackDeepLinkTests {
    @Test func aDeepLinkOpensEveryScreenUnderItsDestinationAcrossFeatures() {
        let coordinator = ChallengeApp.makeCoordinator()
        #expect(coordinator.open(url: URL(string: "challenge://episode/list?character=42")!))
        // Episode.list's parent is its outgoing `character`, which the app redirects to
        // Character.detail, whose parent is Character.list.
        #expect(
            ChallengeApp.screens(of: coordinator) == [
                "HomeView", "CharacterListView", "CharacterDetailView(42)", "EpisodeListView(character: 42)",
            ])
    }

    @Test func aModalDestinationOpensOverItsParents() {
        let coordinator = ChallengeApp.makeCoordinator()
        coordinator.open(url: URL(string: "https://challenge.example.com/characters/filter?q=rick")!)
        #expect(
            coordinator.snapshot
                == NavigationSnapshot(
                    path: [CharacterIncomingNavigation.list], sheet: CharacterIncomingNavigation.filter(query: "rick"),
                    sheetDetents: [.medium, .large]))
    }

    @Test func theWholeStackReplacesWhatWasOpen() {
        let coordinator = ChallengeApp.makeCoordinator()
        coordinator.navigate(to: EpisodeIncomingNavigation.detail(identifier: 1))
        coordinator.present(SystemIncomingNavigation.about, style: .sheet())
        coordinator.open(url: URL(string: "challenge://character/7")!)
        #expect(
            coordinator.snapshot
                == NavigationSnapshot(
                    path: [CharacterIncomingNavigation.list, CharacterIncomingNavigation.detail(identifier: 7)]))
    }
}

/// Guards: the player requires `signedIn`, which `System.signIn` satisfies.
struct GuardedNavigationTests {
    @Test func aGuardedDeepLinkWaitsForSignInAndThenOpensItsWholeStack() {
        let session = Session()
        let coordinator = ChallengeApp.makeCoordinator(session: session)
        coordinator.open(url: URL(string: "challenge://episode/3/play")!)
        #expect(ChallengeApp.screens(of: coordinator) == ["HomeView", "sheet SignInView [large]"])

        session.isSignedIn = true
        #expect(coordinator.conditionsDidChange())
        #expect(
            ChallengeApp.screens(of: coordinator) == [
                "HomeView", "EpisodeDetailView(3, season: 1)", "fullScreenCover EpisodePlayerView(3)",
            ])
    }

    @Test func dismissingSignInDropsTheWaitingNavigation() {
        let session = Session()
        let coordinator = ChallengeApp.makeCoordinator(session: session)
        coordinator.navigate(to: EpisodeIncomingNavigation.detail(identifier: 3))
        EpisodeListNavigator(navigator: coordinator).play(identifier: 3)
        coordinator.dismiss()
        session.isSignedIn = true
        #expect(!coordinator.conditionsDidChange())
        #expect(ChallengeApp.screens(of: coordinator) == ["HomeView", "EpisodeDetailView(3, season: 1)"])
    }

    @Test func aSignedInViewerGoesStraightThrough() {
        let coordinator = ChallengeApp.makeCoordinator(session: Session(isSignedIn: true))
        coordinator.open(EpisodeIncomingNavigation.player(identifier: 3))
        #expect(coordinator.fullScreenCoverNavigation?.navigation == AnyNavigation(EpisodeIncomingNavigation.player(identifier: 3)))
    }

    @Test func theGeneratedGuardNamesEachConditionsDestination() {
        let guardContract = AppNavigationGuard()
        #expect(guardContract.conditions == [.signedIn])
        #expect(guardContract.destination(for: .signedIn) as? SystemIncomingNavigation == .signIn)
        #expect(guardContract.destination(for: "unknown") == nil)
        #expect(EpisodeIncomingNavigation.player(identifier: 1).navigationRequirements == [.signedIn])
        #expect(EpisodeIncomingNavigation.detail(identifier: 1).navigationRequirements.isEmpty)
    }
}

/// Typed results: Character's `pickSeason` expects an `Int`, and Episode's `seasonPicker`, which
/// the app redirects it to, gives one back.
@MainActor
struct TypedResultTests {
    @Test func aScreenAwaitsTheValueAnotherFeaturesPickerGivesBack() async {
        let coordinator = ChallengeApp.makeCoordinator()
        let picker = coordinator.makeModalCoordinator { coordinator.dismiss() }
        let detail = CharacterDetailNavigator(navigator: coordinator)
        let season = Task { await detail.chooseSeason() }
        #expect(await eventually { coordinator.sheetNavigation != nil })
        #expect(ChallengeApp.screens(of: coordinator) == ["HomeView", "sheet SeasonPickerView [medium]"])
        SeasonPickerNavigator(navigator: picker).choose(season: 2)
        #expect(await season.value == 2)
        #expect(coordinator.sheetNavigation == nil)
    }

    @Test func cancellingThePickerGivesNil() async {
        let coordinator = ChallengeApp.makeCoordinator()
        let picker = coordinator.makeModalCoordinator { coordinator.dismiss() }
        let detail = CharacterDetailNavigator(navigator: coordinator)
        let season = Task { await detail.chooseSeason() }
        #expect(await eventually { coordinator.sheetNavigation != nil })
        SeasonPickerNavigator(navigator: picker).cancel()
        #expect(await season.value == nil)
    }

    @Test func aMockStandsInForThePicker() async {
        let mock = NavigatorMock()
        mock.stubResult(4, for: CharacterOutgoingNavigation.Requests.pickSeason)
        #expect(await CharacterDetailNavigator(navigator: mock).chooseSeason() == 4)
        #expect(mock.requestedDestinations.first as? CharacterOutgoingNavigation == .pickSeason)
    }
}

/// Saved state across versions: Character's `detail` was once called `profile`, and saved
/// state of a destination that no longer exists restores to `list`.
struct RestorationHistoryTests {
    private func decode(_ json: String) throws -> CharacterIncomingNavigation {
        try JSONDecoder().decode(CharacterIncomingNavigation.self, from: Data(json.utf8))
    }

    @Test func stateSavedUnderAFormerNameRestoresTheRenamedDestination() throws {
        #expect(try decode(#"{"case":"profile","parameters":{"identifier":"7"}}"#) == .detail(identifier: 7))
    }

    @Test func stateOfARemovedDestinationRestoresTheFallback() throws {
        #expect(try decode(#"{"case":"favourites"}"#) == .list)
        #expect(try decode(#"{"case":"detail","parameters":{"identifier":"seven"}}"#) == .list)
    }

    @Test func aFeatureWithoutFallbackStillRefusesUnknownState() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(EpisodeIncomingNavigation.self, from: Data(#"{"case":"favourites"}"#.utf8))
        }
    }

    @MainActor
    @Test func aWholeSavedPathWithOldEntriesRestoresWithoutDroppingAnything() throws {
        let saving = ChallengeApp.makeCoordinator()
        saving.setPath([CharacterIncomingNavigation.detail(identifier: 7), CharacterIncomingNavigation.filter(query: "x")])
        let saved = try saving.restorationData(using: AppNavigationRestoration.registry).data
        // What an older version of the app saved: `detail` was `profile`, and a case that has
        // since been removed stands where `filter` is.
        let old = String(decoding: saved, as: UTF8.self)
            .replacingOccurrences(of: #""detail""#, with: #""profile""#)
            .replacingOccurrences(of: #""filter""#, with: #""favourites""#)
        #expect(old.contains("profile") && old.contains("favourites"))
        let restoring = ChallengeApp.makeCoordinator()
        let report = restoring.restore(from: Data(old.utf8), using: AppNavigationRestoration.registry)
        #expect(report.isComplete)
        #expect(
            restoring.path == [
                AnyNavigation(CharacterIncomingNavigation.detail(identifier: 7)), AnyNavigation(CharacterIncomingNavigation.list),
            ])
    }
}

/// Sample URLs: one line per test target checks every route.
struct RoundTripTests {
    @Test func everyRouteOfTheAppRoundTrips() {
        #expect(DeepLinkRoundTrip.failures(of: AppDeepLinkRouter.self) == [])
        #expect(DeepLinkRoundTrip.failures(of: CharacterDeepLinkHandler.self) == [])
        #expect(DeepLinkRoundTrip.failures(of: EpisodeDeepLinkHandler.self) == [])
    }

    @Test func theSamplesCoverEveryPatternAndEveryLocation() {
        #expect(
            CharacterDeepLinkHandler.samples.map(\.url) == [
                "challenge://character/list",
                "https://challenge.example.com/characters/list",
                "challenge://character/",
                "https://challenge.example.com/characters",
                "challenge://character/detail?id=42",
                "https://challenge.example.com/characters/detail?id=42",
                "challenge://character/42",
                "https://challenge.example.com/characters/42",
                "challenge://character/filter?q=Sample%200%2F%C3%BC%26%2B%C3%A9",
                "https://challenge.example.com/characters/filter?q=Sample%200%2F%C3%BC%26%2B%C3%A9",
            ])
    }

    @Test func aBrokenRouteIsReported() {
        // A sample whose URL opens something else, as a hand-edited route would.
        let samples = [DeepLinkSample("challenge://character/42", CharacterIncomingNavigation.detail(identifier: 43))]
        let failures = CharacterDeepLinkHandler.router.roundTripFailures(samples)
        #expect(
            failures == [
                "sample challenge://character/42 opens detail(identifier: 42), not detail(identifier: 43)",
                "route '/list' of list has no sample URL that opens it",
                "route '/' of list has no sample URL that opens it",
                "route '/detail?id={identifier}' of detail has no sample URL that opens it",
                "route '/filter?q={query}' of filter has no sample URL that opens it",
            ])
    }
}
