import ChallengeCharacter
import Foundation
@_spi(Generated) import NavigationGraph
import Testing

/// Route tables of the formats of navgraph's development before `NGR5` (`NGR3`, `NGR4`), which
/// no release wrote, are no longer read: such bytes make a table that matches nothing, and
/// never a trap. Code that holds one declares `NavigationGraphGeneratedCodeVersion_1`, which the
/// runtime marks unavailable with a message to regenerate (checked by GeneratorTests).
struct PreviousRouteTableFormatTests {
    @Test(arguments: ["NGR3", "NGR4", "NGR6", "ngr5"])
    func aTableOfAnotherFormatMatchesNothing(magic: String) throws {
        let current = try #require(URL(string: "challenge://character/detail?id=42"))
        // Today's table of the Character feature, with another format's magic.
        let bytes = DeepLinkRouteTable.encode(features: [
            (
                [DeepLinkLocation(scheme: "challenge", host: "character")],
                [(name: "detail", pattern: try DeepLinkPattern(parsing: "/detail?id={identifier}"), caseIndex: 1, parameters: ["identifier"])]
            )
        ])
        #expect(DeepLinkRouteTable(bytes: bytes).destination(for: current, as: CharacterIncomingNavigation.self) == .detail(identifier: 42))
        let other = Array(magic.utf8) + bytes.dropFirst(4)
        #expect(DeepLinkRouteTable(bytes: other).destination(for: current, as: CharacterIncomingNavigation.self) == nil)
    }
}
