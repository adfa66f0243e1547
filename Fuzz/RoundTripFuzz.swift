import Foundation
import NavigationGraph

// Arbitrary destination values through build-then-resolve: every URL a handler builds resolves
// to the destination it was built from, saved state decodes to it too, and a value that a URL
// can always carry (any integer, any query text, however long) is always built.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var bytes = Array(UnsafeBufferPointer(start: data, count: size))[...]
    func integer() -> Int {
        var value = 0
        for _ in 0..<8 { value = value << 8 | Int(bytes.popFirst() ?? 0) }
        return value
    }
    // Text that URL code gets wrong: separators, escapes, dot segments, non-ASCII, controls.
    let hostile = ["/", "%", "%2F", "+", " ", ".", "..", "?", "#", "&", "=", ";", "\\", "\u{0}", "\r\n", "é", "👩‍👩‍👧", "\u{2028}", "%zz", ""]
    func text() -> String {
        switch (bytes.popFirst() ?? 0) % 4 {
        case 0:
            // Hostile pieces, joined.
            let count = Int(bytes.popFirst() ?? 0) % 16
            return (0..<count).map { _ in hostile[Int(bytes.popFirst() ?? 0) % hostile.count] }.joined()
        case 1:
            // Long: past the 8 KiB that matching once refused.
            let piece = hostile[Int(bytes.popFirst() ?? 0) % hostile.count] + "a"
            return String(repeating: piece, count: 2_000 + Int(bytes.popFirst() ?? 0) * 40)
        default:
            let count = Int(bytes.popFirst() ?? 0) % 24
            let taken = bytes.prefix(count)
            bytes = bytes.dropFirst(count)
            return String(decoding: taken, as: UTF8.self)
        }
    }
    let character: CharacterIncomingNavigation
    switch (bytes.popFirst() ?? 0) % 3 {
    case 0: character = .list
    case 1: character = .detail(identifier: integer())
    default: character = .filter(query: (bytes.first ?? 0) % 2 == 0 ? nil : text())
    }
    let episode = EpisodeIncomingNavigation.detail(identifier: integer(), season: integer())
    let player = EpisodeIncomingNavigation.player(identifier: integer())
    for (built, original) in [
        (CharacterDeepLinkHandler().url(for: character), AnyNavigation(character)),
        (EpisodeDeepLinkHandler().url(for: episode), AnyNavigation(episode)),
        (EpisodeDeepLinkHandler().url(for: player), AnyNavigation(player)),
    ] {
        // Integers and query text always have a URL: building may refuse only what could not
        // come back (an empty path segment, a literal route's text).
        guard let built else {
            fatalError("\(original.wrapped) has a deep link but built no URL")
        }
        if AppDeepLinkRouter().resolve(built).map(AnyNavigation.init) != original {
            fatalError("\(original.wrapped) built \(built.absoluteString), which resolves elsewhere")
        }
    }
    let saved = try? JSONEncoder().encode(character)
    if let saved, (try? JSONDecoder().decode(CharacterIncomingNavigation.self, from: saved)) != character {
        fatalError("\(character) does not survive saved state")
    }
    return 0
}
