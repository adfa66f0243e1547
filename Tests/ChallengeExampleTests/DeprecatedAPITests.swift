import ChallengeAppKit
import ChallengeCharacter
import ChallengeEpisode
import NavigationGraph
import Testing

/// Calls an earlier README showed, on the generated code, which must keep compiling (with a
/// deprecation warning in users' code) and working. Deprecated themselves, so that calling what
/// is deprecated warns nowhere in this package.
struct DeprecatedAPITests {
    @available(*, deprecated, message: "calls deprecated API on purpose")
    @Test func theGeneratedRoundTripFailuresStillWork() {
        #expect(CharacterDeepLinkHandler.roundTripFailures() == [])
        #expect(EpisodeDeepLinkHandler.roundTripFailures() == [])
        #expect(AppDeepLinkRouter.roundTripFailures() == [])
    }
}
