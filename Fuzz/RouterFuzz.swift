import Foundation
import NavigationGraph

// Arbitrary URL strings through the example app's generated router and every feature handler's
// typed resolve: nothing may trap, and a URL the app router resolves must be one its feature's
// handler resolves to the same destination.
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
    return 0
}
