import Foundation
import NavigationGraph

// Arbitrary destination values through build-then-resolve: every URL a handler builds resolves
// to the destination it was built from, and saved state decodes to it too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var bytes = Array(UnsafeBufferPointer(start: data, count: size))[...]
    func integer() -> Int {
        var value = 0
        for _ in 0..<8 { value = value << 8 | Int(bytes.popFirst() ?? 0) }
        return value
    }
    func text() -> String {
        let count = Int(bytes.popFirst() ?? 0) % 24
        let taken = bytes.prefix(count)
        bytes = bytes.dropFirst(count)
        return String(decoding: taken, as: UTF8.self)
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
        if let built, AppDeepLinkRouter().resolve(built).map(AnyNavigation.init) != original {
            fatalError("\(original.wrapped) built \(built.absoluteString), which resolves elsewhere")
        }
    }
    let saved = try? JSONEncoder().encode(character)
    if let saved, (try? JSONDecoder().decode(CharacterIncomingNavigation.self, from: saved)) != character {
        fatalError("\(character) does not survive saved state")
    }
    return 0
}
