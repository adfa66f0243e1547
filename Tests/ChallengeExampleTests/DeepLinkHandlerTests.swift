import ChallengeAppKit
import ChallengeCharacter
import ChallengeEpisode
import ChallengeHome
import Foundation
import NavigationGraph
import Testing

/// The seeds' deep-link handler tests, against the generated handlers.
struct CharacterDeepLinkHandlerTests {
    @Test func resolvesListURL() throws {
        // Given
        let sut = CharacterDeepLinkHandler()
        let url = try #require(URL(string: "challenge://character/list"))

        // When
        let value = sut.resolve(url)

        // Then
        #expect(value as? CharacterIncomingNavigation == .list)
    }

    @Test func resolvesDetailURL() throws {
        // Given
        let sut = CharacterDeepLinkHandler()
        let url = try #require(URL(string: "challenge://character/detail?id=42"))

        // When
        let value = sut.resolve(url)

        // Then
        #expect(value as? CharacterIncomingNavigation == .detail(identifier: 42))
    }

    @Test func hasTheCanonicalSchemeAndHost() {
        let sut = CharacterDeepLinkHandler()
        #expect((sut.scheme, sut.host) == ("challenge", "character"))
    }

    @Test func resolvesUniversalLinksUnderThePathPrefix() throws {
        let sut = CharacterDeepLinkHandler()
        #expect(sut.destination(for: try #require(URL(string: "https://challenge.example.com/characters/42"))) == .detail(identifier: 42))
        #expect(sut.destination(for: try #require(URL(string: "https://challenge.example.com/characters"))) == .list)
        #expect(sut.destination(for: try #require(URL(string: "https://challenge.example.com/episodes/1"))) == nil)
    }

    @Test func resolvesNothingOfAnotherFeature() throws {
        #expect(CharacterDeepLinkHandler().resolve(try #require(URL(string: "challenge://episode/list?character=1"))) == nil)
    }

    @Test func malformedURLsResolveToNil() throws {
        let sut = CharacterDeepLinkHandler()
        for text in [
            "challenge://character/detail", "challenge://character/detail?id=4x2", "challenge://character/detail?id=1&id=2",
            "challenge://character/unknown",
        ] {
            #expect(sut.resolve(try #require(URL(string: text))) == nil, "\(text)")
        }
    }

    @Test func buildsTheCanonicalURLOfEachDestination() {
        let sut = CharacterDeepLinkHandler()
        #expect(sut.url(for: .list)?.absoluteString == "challenge://character/list")
        #expect(sut.url(for: .detail(identifier: 42))?.absoluteString == "challenge://character/detail?id=42")
        #expect(sut.url(for: .filter(query: "rick & morty"))?.absoluteString == "challenge://character/filter?q=rick%20%26%20morty")
        #expect(sut.url(for: .filter())?.absoluteString == "challenge://character/filter")
    }

    @Test(arguments: [
        CharacterIncomingNavigation.list, .detail(identifier: -3), .filter(query: nil), .filter(query: "a/b?c"),
    ])
    func builtURLsResolveToTheSameDestination(_ destination: CharacterIncomingNavigation) throws {
        let sut = CharacterDeepLinkHandler()
        #expect(sut.destination(for: try #require(sut.url(for: destination))) == destination)
    }
}

struct EpisodeDeepLinkHandlerTests {
    @Test func defaultedParameterTakesItsDefaultWhenAbsent() throws {
        let sut = EpisodeDeepLinkHandler()
        #expect(sut.destination(for: try #require(URL(string: "challenge://episode/7"))) == .detail(identifier: 7, season: 1))
        #expect(sut.destination(for: try #require(URL(string: "challenge://episode/7?season=3"))) == .detail(identifier: 7, season: 3))
    }

    @Test func literalSegmentAfterAPlaceholder() throws {
        let sut = EpisodeDeepLinkHandler()
        #expect(sut.destination(for: try #require(URL(string: "challenge://episode/7/play"))) == .player(identifier: 7))
    }
}

struct HomeDeepLinkHandlerTests {
    @Test func rootURLOpensTheHomeScreen() throws {
        #expect(HomeDeepLinkHandler().destination(for: try #require(URL(string: "challenge://home"))) == .main)
        #expect(HomeDeepLinkHandler().url(for: .main)?.absoluteString == "challenge://home/")
    }
}
