import Foundation
import Testing

@_spi(Generated) @testable import NavigationGraph

/// Route tables written before they held build plans: their header has eight numbers, not nine,
/// and code generated then (`NavigationGraphGeneratedCodeVersion_2`) builds URLs through its
/// router. This runtime still matches them as it did.
struct TableWithoutPlansTests {
    /// The Challenge example's Character table as navgraph wrote it before build plans.
    static let before = DeepLinkRouteTable(
        """
        NGR50   D   %   D!  #   4+  0   \u{4}   \u{18}6\"3px!?    |B\u{3}\u{7F}`I\u{19})    Xq\u{1F}\u{14} \u{20}\
        \u{20}                 \u{C}soR\0'}`LBxJ\u{1C}T\u{5}j|\u{A}=\u{12}t6w\u{3}                08 >        `CB\
        \\l\u{15}.#HGhX(byO \u{9}0\u{14}\u{10})yZp\u{14}?BL%  \u{8}!  ,#  D&  <$      4+  5   \u{14}%  \u{8}\
        !      !                                                   !   \u{8}!      5   challenge://character\
        \u{20}      I+  =               !                       X!      &       ,#      \"   !   detail         \u{20}\
        !       !           !   !   \"   f+  \"   h+  *   !   ,#  #   5`! challenge://character   detail  X!\
        \u{20}     &       <$      \"   !   filter          \"       !           !   !   $   r+  !   s+  %   !  \u{20}\
        <$  #   5`! challenge://character   filter  X!      $       L%      \"   !   list                  \u{20}\
        \u{20}!                       L%  #   5 ! challenge://character   listX!              D&          !     \u{20}\
        \u{20}            !       !       !       !   #       h+  *   !   D&  \"   5  `challenge://character   L\
        \"      *   L*  \u{8}!      #   !   characters      \u{8}!  \"   =`\" https://challenge.example.com\u{20}\
        \u{20} characters  \u{18}&      &       ,#      \"   \"   detail          ,#  %   =@$ https://challenge.e\
        xample.com   characters/detail   \u{18}&      &       <$      \"   \"   filter          <$  %   =@$\u{20}\
        https://challenge.example.com   characters/filter   \u{18}&      $       L%      \"   \"   list    \u{20}\
        \u{20}      L%  %   =\0# https://challenge.example.com   characters/list \u{18}&              D&        \u{20}\
        \u{20}\"                   D&  $   =`\"`https://challenge.example.com   characters  challenge://character\
        https://challenge.example.comididentifierqquery
        """
    )

    /// The same routes encoded today, with build plans.
    static func today() throws -> DeepLinkRouteTable {
        let parsed = { (pattern: String) in try DeepLinkPattern(parsing: pattern) as DeepLinkPattern? }
        let routes = [
            (name: "list", pattern: try parsed("/list"), caseIndex: 0, parameters: [String](), required: Set<String>()),
            (name: "list", pattern: try parsed("/"), caseIndex: 0, parameters: [], required: []),
            (name: "detail", pattern: try parsed("/detail?id={identifier}"), caseIndex: 1, parameters: ["identifier"], required: ["id"]),
            (name: "detail", pattern: try parsed("/{identifier}"), caseIndex: 1, parameters: ["identifier"], required: []),
            (name: "filter", pattern: try parsed("/filter?q={query}"), caseIndex: 2, parameters: ["query"], required: []),
        ]
        let locations = [
            DeepLinkLocation(scheme: "challenge", host: "character"),
            DeepLinkLocation(scheme: "https", host: "challenge.example.com", pathPrefix: "/characters"),
        ]
        return DeepLinkRouteTable(
            bytes: DeepLinkRouteTable.encode(
                features: [
                    (
                        locations,
                        routes.map {
                            ($0.name, $0.pattern, $0.caseIndex, $0.parameters, $0.required, [String: String](), true)
                        }
                    )
                ], buildPlans: true))
    }

    /// The route and case each URL matches first, or `nil`.
    private func firstMatch(_ table: DeepLinkRouteTable, _ url: String) -> [Int]? {
        var text = url
        return text.withUTF8 { bytes in
            table.table.candidate(bytes, skipping: 0).map { [$0.route, table.table.caseIndex(record: $0.record)] }
        }
    }

    @Test func aTableWrittenBeforeBuildPlansMatchesAsOneWrittenToday() throws {
        let today = try Self.today()
        #expect(Self.before.table.plansOffset == 0)
        #expect(today.table.plansOffset != 0)
        let urls = [
            "challenge://character/list", "challenge://character/", "challenge://character/detail?id=42",
            "challenge://character/42", "challenge://character/filter?q=x", "https://challenge.example.com/characters/list",
            "https://challenge.example.com/characters", "https://challenge.example.com/characters/7",
            "https://challenge.example.com/characters/detail?id=1", "challenge://character/a/b", "challenge://episode/list",
            "https://challenge.example.com/other",
        ]
        for url in urls {
            #expect(firstMatch(Self.before, url) == firstMatch(today, url), "\(url)")
        }
        #expect(firstMatch(Self.before, "challenge://character/42") == [3, 1])
        // A table without plans builds nothing; code generated with it builds through its router.
        #expect(Self.before.table.planCount(key: 1) == 0)
        #expect(today.table.planCount(key: 1) == 1)
    }
}
