import Foundation
import NavigationGraph

// Arbitrary URL strings through the example app's generated router and every feature handler's
// typed resolve: nothing may trap, a URL the app router resolves must be one its feature's
// handler resolves to the same destination, and resolving (which finds a URL by its exact path
// when the table holds it) must open what the walk alone opens (`resolution(of:)`).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let routed = AppDeepLinkRouter.router.resolve(text)
    let typed: [AnyNavigation?] = [
        HomeDeepLinkHandler.router.resolve(text).map(AnyNavigation.init),
        CharacterDeepLinkHandler.router.resolve(text).map(AnyNavigation.init),
        EpisodeDeepLinkHandler.router.resolve(text).map(AnyNavigation.init),
    ]
    if let url = URL(string: text) {
        _ = AppDeepLinkRouter().resolve(url)
        _ = CharacterDeepLinkHandler().destination(for: url)
        _ = EpisodeDeepLinkHandler().destination(for: url)
    }
    if let routed, !typed.contains(AnyNavigation(routed)) {
        fatalError("the app router and the handlers disagree on \(text)")
    }
    var walked: AnyNavigation?
    if case .matched(let destination, _, _) = AppDeepLinkRouter.router.resolution(of: text) {
        walked = AnyNavigation(destination)
    }
    if walked != routed.map(AnyNavigation.init) {
        fatalError("exact paths and the walk disagree on \(text)")
    }
    // The federated client's feature: its generated table and its string-level router, over
    // placeholder hosts, literal text, value patterns and query-keyed routes, must agree; and
    // a destination either opens must build a URL that opens it again, or none.
    let social = SocialDeepLinkHandler.router.resolve(text)
    if let url = URL(string: text), url.absoluteString == text {
        let tabled = SocialDeepLinkHandler().destination(for: url)
        if tabled != social {
            fatalError("the Social table and its router disagree on \(text)")
        }
    }
    if let social, let built = SocialDeepLinkHandler().url(for: social), SocialDeepLinkHandler.router.resolve(built.absoluteString) != social {
        fatalError("\(social) builds \(built), which opens something else")
    }
    return 0
}
