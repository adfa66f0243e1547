import ChallengeCharacter
import Foundation
@_spi(Generated) import NavigationGraph
import Testing

/// Generated code that an earlier navgraph wrote and a team checked in (`navgraph generate`)
/// holds its route table in the format before exact paths (`NGR3`): the runtime still reads it,
/// and it opens every URL as the table written today does.
struct PreviousRouteTableFormatTests {
    /// The Character feature's table as navgraph wrote it before exact paths.
    static let previous = NavigationGraph.DeepLinkRouteTable(
        """
        NGR30   <   %   |   #   x&  t\"  h%  X#              \u{10}   \u{10}!      \u{18}%          8%     \u{20}\
        `!  \u{8}$  \u{8}#  @!  @\"  X$  $#      x&  5   ($  @!      !                                     \u{20}\
        \u{20}            !       \u{D}&  =               !                       \u{10}       &       @\"     \u{20}\
        \"   !   detail          !       !           !   !   \"   *'  \"   ,'  *   !   \u{10}       &      \u{20}\
        $#      \"   !   filter          \"       !           !   !   $   6'  !   7'  %   !   \u{10}       $\
        \u{20}      \u{8}#      \"   !   list                    !                       \u{10}               X$\u{20}\
        \u{20}        !                   !       !       !       !   #       ,'  *   !   `!      *   H&  @!    \u{20}\
        \u{20}#   !   characters      \u{8}$      &       @\"      \"   \"   detail          \u{8}$      &      \u{20}\
        $#      \"   \"   filter          \u{8}$      $       \u{8}#      \"   \"   list            \u{8}$ \u{20}\
        \u{20}           X$          \"                   challenge://characterhttps://challenge.example.comidide\
        ntifierqquery
        """
    )

    @Test func aTableOfThePreviousFormatOpensWhatTheCurrentOneOpens() throws {
        let handler = CharacterDeepLinkHandler()
        let urls =
            (CharacterDeepLinkHandler.samples.map(\.url) + [
                "challenge://character/list/", "CHALLENGE://Character/list", "challenge://character/List", "challenge://character/7",
                "challenge://character/detail?id=oops", "challenge://character/detail", "challenge://character/list/more",
                "https://challenge.example.com/characters/filter?q=a&q=b", "challenge://episode/list", "challenge://character/%6Cist",
            ]).compactMap { URL(string: $0) }
        for url in urls {
            #expect(Self.previous.destination(for: url, as: CharacterIncomingNavigation.self) == handler.destination(for: url), "\(url)")
        }
        // The samples open what they say through the previous table too.
        for sample in CharacterDeepLinkHandler.samples {
            let url = try #require(URL(string: sample.url))
            #expect(Self.previous.destination(for: url, as: CharacterIncomingNavigation.self) == sample.destination)
        }
    }
}
