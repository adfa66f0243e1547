import ChallengeAppKit
import ChallengeCharacter
import ChallengeEpisode
import ChallengeHome
import ChallengeSystem
import NavigationGraph
import Testing

/// The seeds' redirect tests, against the generated `AppNavigationRedirect`.
struct AppNavigationRedirectTests {
    @Test func redirectHomeOutgoingCharactersToCharacterList() throws {
        // Given
        let sut = AppNavigationRedirect()

        // When
        let result = sut.redirect(HomeOutgoingNavigation.characters)

        // Then
        let characterNavigation = try #require(result as? CharacterIncomingNavigation)
        #expect(characterNavigation == .list)
    }

    @Test func redirectUnknownNavigationReturnsNil() {
        // Given
        let sut = AppNavigationRedirect()

        // When
        let result = sut.redirect(CharacterIncomingNavigation.list)

        // Then
        #expect(result == nil)
    }

    @Test func redirectsHomeAboutToTheSystemSheet() throws {
        let result = try #require(AppNavigationRedirect().redirect(HomeOutgoingNavigation.about) as? SystemIncomingNavigation)
        #expect(result == .about)
        #expect(result.navigationPresentation == .sheet(detents: [.fraction(0.5), .large]))
    }

    @Test func redirectsWithArgumentsOfTheSameName() throws {
        let result = AppNavigationRedirect().redirect(CharacterOutgoingNavigation.episodes(characterIdentifier: 5))
        #expect(try #require(result as? EpisodeIncomingNavigation) == .list(characterIdentifier: 5))
    }

    @Test func redirectsWithRenamedArguments() throws {
        let result = AppNavigationRedirect().redirect(EpisodeOutgoingNavigation.character(id: 12))
        #expect(try #require(result as? CharacterIncomingNavigation) == .detail(identifier: 12))
    }
}
