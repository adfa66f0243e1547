import ChallengeAppKit
import Foundation
import NavigationGraph
import NavigationGraphTesting
import Testing

@testable import ChallengeCharacter
@testable import ChallengeEpisode
@testable import ChallengeHome
@testable import ChallengeSystem

/// The seeds' navigator tests, against the generated enums: internal navigation uses the
/// feature's incoming enum, external navigation its outgoing enum.
struct HomeNavigatorTests {
    @Test func navigateToCharactersUsesOutgoingNavigation() {
        // Given
        let navigatorMock = NavigatorMock()
        let sut = HomeNavigator(navigator: navigatorMock)

        // When
        sut.navigateToCharacters()

        // Then
        let destination = navigatorMock.navigatedDestinations.first as? HomeOutgoingNavigation
        #expect(destination == .characters)
    }

    @Test func presentAboutOpensTheOutgoingDestination() {
        let navigatorMock = NavigatorMock()
        let sut = HomeNavigator(navigator: navigatorMock)

        sut.presentAbout()

        #expect(navigatorMock.opened(HomeOutgoingNavigation.self) == [.about])
    }
}

struct CharacterListNavigatorTests {
    @Test func navigateToDetailUsesCorrectNavigation() {
        // Given
        let navigatorMock = NavigatorMock()
        let sut = CharacterListNavigator(navigator: navigatorMock)

        // When
        sut.navigateToDetail(identifier: 42)

        // Then
        let destination = navigatorMock.navigatedDestinations.first as? CharacterIncomingNavigation
        #expect(destination == .detail(identifier: 42))
    }

    @Test("Present filter presents sheet with correct detents")
    func presentFilterPresentsSheet() {
        // Given
        let navigatorMock = NavigatorMock()
        let sut = CharacterListNavigator(navigator: navigatorMock)

        // When
        sut.presentFilter(query: "rick")

        // Then
        let modal = navigatorMock.presentedModals.first
        let destination = modal?.destination as? CharacterIncomingNavigation
        #expect(destination == .filter(query: "rick"))
        #expect(modal?.style == .sheet(detents: [.medium, .large]))
    }
}

struct CharacterDetailNavigatorTests {
    @Test func navigateToEpisodesUsesOutgoingNavigation() {
        let navigatorMock = NavigatorMock()
        let sut = CharacterDetailNavigator(navigator: navigatorMock)

        sut.navigateToEpisodes(characterIdentifier: 7)

        let destination = navigatorMock.navigatedDestinations.first as? CharacterOutgoingNavigation
        #expect(destination == .episodes(characterIdentifier: 7))
    }

    @Test func goBackCallsNavigatorGoBack() {
        let navigatorMock = NavigatorMock()
        let sut = CharacterDetailNavigator(navigator: navigatorMock)

        sut.goBack()

        #expect(navigatorMock.goBackCallCount == 1)
    }
}

struct CharacterFilterNavigatorTests {
    @Test("Dismiss calls navigator dismiss")
    func dismissCallsNavigatorDismiss() {
        // Given
        let navigatorMock = NavigatorMock()
        let sut = CharacterFilterNavigator(navigator: navigatorMock)

        // When
        sut.dismiss()

        // Then
        #expect(navigatorMock.dismissCallCount == 1)
    }
}

struct EpisodeNavigatorTests {
    @Test func navigateToDetailUsesIncomingNavigation() {
        let navigatorMock = NavigatorMock()
        EpisodeListNavigator(navigator: navigatorMock).navigateToDetail(identifier: 3, season: 2)
        #expect(navigatorMock.navigated(EpisodeIncomingNavigation.self) == [.detail(identifier: 3, season: 2)])
    }

    @Test func playOpensThePlayerTheWayTheGraphDeclares() {
        let navigatorMock = NavigatorMock()
        EpisodeListNavigator(navigator: navigatorMock).play(identifier: 3)
        #expect(navigatorMock.opened(EpisodeIncomingNavigation.self) == [.player(identifier: 3)])
        #expect(EpisodeIncomingNavigation.player(identifier: 3).navigationPresentation == .fullScreenCover)
    }

    @Test func navigateToCharacterUsesOutgoingNavigation() {
        let navigatorMock = NavigatorMock()
        EpisodeDetailNavigator(navigator: navigatorMock).navigateToCharacter(id: 9)
        #expect(navigatorMock.navigated(EpisodeOutgoingNavigation.self) == [.character(id: 9)])
    }
}

struct SystemNavigatorTests {
    @Test func notFoundGoesBack() {
        let navigatorMock = NavigatorMock()
        NotFoundNavigator(navigator: navigatorMock).goBack()
        #expect(navigatorMock.goBackCallCount == 1)
    }

    @Test func aboutDismisses() {
        let navigatorMock = NavigatorMock()
        AboutNavigator(navigator: navigatorMock).dismiss()
        #expect(navigatorMock.dismissCallCount == 1)
    }
}

/// The headless run of the example app that Getting Started shows prints exactly what
/// `challenge-navigator` prints for the same steps.
struct READMENavigatorTests {
    @Test @MainActor func gettingStartedShowsWhatTheNavigatorPrints() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let readme = try String(
            contentsOf: root.appendingPathComponent("Sources/NavigationGraph/NavigationGraph.docc/GettingStarted.md"), encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        let command = try #require(lines.firstIndex { $0.hasPrefix("swift run challenge-navigator challenge://") })
        let steps = lines[command].dropFirst("swift run challenge-navigator ".count)
            .components(separatedBy: "  #")[0].split(separator: " ").map(String.init)
        let open = try #require(
            lines[(command + 1)...].firstIndex { $0 == "```" }.flatMap { end in
                lines[(end + 1)...].firstIndex { $0 == "```" }
            })
        let close = try #require(lines[(open + 1)...].firstIndex { $0 == "```" })
        let shown = lines[(open + 1)..<close].map { $0 + "\n" }.joined()
        #expect(ChallengeApp.run(steps).transcript == shown)
    }
}

/// The headless run with `--events`: what screen tracking sees, named as the graphs name
/// destinations.
struct HeadlessEventTests {
    @Test @MainActor func theHeadlessRunRecordsEveryScreenAndWhatLedToIt() {
        let transcript = ChallengeApp.run(["challenge://episode/3/play", "signin", "back", "nowhere://at/all"], recordingEvents: true)
            .transcript
        let events = transcript.split(separator: "\n").filter { $0.hasPrefix("  · ") }.map { String($0.dropFirst(4)) }
        #expect(
            events == [
                "deepLinkOpened Episode.player(identifier)",
                "guardHeld Episode.player(identifier) (signedIn)",
                "presented System.signIn", "shown System.signIn",
                "guardPassed Episode.player(identifier) (signedIn)",
                "dismissed System.signIn",
                "pushed Episode.detail(identifier, season)", "shown Episode.detail(identifier, season)",
                "presented Episode.player(identifier)", "shown Episode.player(identifier)",
                "popped Episode.detail(identifier, season)",
                "deepLinkRefused",
            ])
        // Without --events, the transcript is the one Getting Started shows.
        #expect(!ChallengeApp.run(["challenge://episode/3/play"]).transcript.contains("·"))
    }
}
