import ChallengeCharacter
import Foundation
@_spi(Generated) import NavigationGraph
import Testing

/// Generated code that an earlier navgraph wrote and a team checked in (`navgraph generate`)
/// holds its route table in a format before today's: before exact paths (`NGR3`), or before
/// tagged slots (`NGR4`). The runtime still reads both, and they open every URL as the table
/// written today does.
struct PreviousRouteTableFormatTests {
    /// Such a file declares the version of generated code before tagged slots: it must still
    /// compile, as its tables still open their URLs.
    private enum GeneratedCodeVersionCheck: NavigationGraph.NavigationGraphGeneratedCodeVersion_1 {}

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

    /// The same table as navgraph wrote it with exact paths, before its slots held tags.
    static let untagged = NavigationGraph.DeepLinkRouteTable(
        """
        NGR40   D   %   D!  #   X*  0   \u{4}   t&          |\"  L(      X!  <)              \\'  \u{C}#   \u{20}\
        \u{20} L\"  \u{1C}$                          \u{C}'          `#  l%  $'  (\"  |(  l)  p$  L%  \u{8}!  ,#\u{20}\
        \u{20}D&  <$      X*  5   \u{14}%  \u{8}!      !                                                   !  \u{20}\
        \u{8}!      5   challenge://character       m*  =               !                       X!      &  \u{20}\
        \u{20}   ,#      \"   !   detail          !       !           !   !   \"   \u{A}*  \"   \u{C}*  *   !   ,\
        #  #   5`! challenge://character   detail  X!      &       <$      \"   !   filter          \"     \u{20}\
        \u{20}!           !   !   $   \u{16}*  !   \u{17}*  %   !   <$  #   5`! challenge://character   filter  X\
        !      $       L%      \"   !   list                    !                       L%  #   5 ! challeng\
        e://character   listX!              D&          !                   !       !       !       !   #  \u{20}\
        \u{20}   \u{C}*  *   !   L\"      *   (*  \u{8}!      #   !   characters      \u{8}!  \"   =`\" https://c\
        hallenge.example.com   characters  t&      &       ,#      \"   \"   detail          ,#  %   =@$ htt\
        ps://challenge.example.com   characters/detail   t&      &       <$      \"   \"   filter          <\
        $  %   =@$ https://challenge.example.com   characters/filter   t&      $       L%      \"   \"   lis\
        t            L%  %   =\0# https://challenge.example.com   characters/list t&              D&       \u{20}\
        \u{20} \"                   challenge://characterhttps://challenge.example.comididentifierqquery
        """
    )

    @Test(arguments: ["NGR3", "NGR4"])
    func aTableOfAPreviousFormatOpensWhatTheCurrentOneOpens(format: String) throws {
        let table = format == "NGR3" ? Self.previous : Self.untagged
        let handler = CharacterDeepLinkHandler()
        let urls =
            (CharacterDeepLinkHandler.samples.map(\.url) + [
                "challenge://character/list/", "CHALLENGE://Character/list", "challenge://character/List", "challenge://character/7",
                "challenge://character/detail?id=oops", "challenge://character/detail", "challenge://character/list/more",
                "https://challenge.example.com/characters/filter?q=a&q=b", "challenge://episode/list", "challenge://character/%6Cist",
            ]).compactMap { URL(string: $0) }
        for url in urls {
            #expect(table.destination(for: url, as: CharacterIncomingNavigation.self) == handler.destination(for: url), "\(format): \(url)")
        }
        // The samples open what they say through the previous table too.
        for sample in CharacterDeepLinkHandler.samples {
            let url = try #require(URL(string: sample.url))
            #expect(table.destination(for: url, as: CharacterIncomingNavigation.self) == sample.destination, "\(format)")
        }
    }
}
