import Foundation
import NavigationGraph

// Arbitrary URL strings through the example app's generated routers, and through routers merged
// from theirs: nothing may trap, the two must open the same destination, a URL the app resolves
// must be one its feature's handler resolves to the same destination, and `resolve(_:)` must
// open what `resolution(of:)` tells. Then the engine against the reference matcher of the tests
// (Tests/NavigationGraphTests/ReferenceMatcher.swift, compiled into this target): for locations
// and routes the input's bytes choose, and a URL they choose or the rest of the input as text,
// the engine must offer every route the reference finds, in the same order, with the same values.

/// Routers merged from the generated ones: what the generated handlers answer to.
let appRoutes = DeepLinkRouter(merging: [AppDeepLinkRouter.router])
let homeRoutes = DeepLinkRouter(merging: [HomeDeepLinkHandler.router])
let characterRoutes = DeepLinkRouter(merging: [CharacterDeepLinkHandler.router])
let episodeRoutes = DeepLinkRouter(merging: [EpisodeDeepLinkHandler.router])
let socialRoutes = DeepLinkRouter(merging: [SocialDeepLinkHandler.router])
let chatRoutes = DeepLinkRouter(merging: [ChatDeepLinkHandler.router])
let blogsRoutes = DeepLinkRouter(merging: [BlogsDeepLinkHandler.router])

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let routed = appRoutes.resolve(text)
    let typed: [AnyNavigation?] = [
        homeRoutes.resolve(text).map(AnyNavigation.init),
        characterRoutes.resolve(text).map(AnyNavigation.init),
        episodeRoutes.resolve(text).map(AnyNavigation.init),
    ]
    let compiled = AppDeepLinkRouter.router.resolve(text)
    if compiled.map(AnyNavigation.init) != routed.map(AnyNavigation.init) {
        fatalError("the app's compiled table and its patterns disagree on \(text)")
    }
    if let url = URL(string: text) {
        let viaHandler = AppDeepLinkRouter().resolve(url)
        if url.absoluteString == text, viaHandler.map(AnyNavigation.init) != routed.map(AnyNavigation.init) {
            fatalError("AppDeepLinkRouter and its patterns disagree on \(text)")
        }
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
    if walked != compiled.map(AnyNavigation.init) {
        fatalError("exact paths and the walk disagree on \(text)")
    }
    // The federated client's feature: its generated table and the router made from its
    // patterns, over placeholder hosts, literal text, value patterns and query-keyed routes,
    // must agree; and a destination either opens must build a URL that opens it again, or none.
    let social = socialRoutes.resolve(text)
    if let url = URL(string: text), url.absoluteString == text {
        let tabled = SocialDeepLinkHandler().destination(for: url)
        if tabled != social {
            fatalError("the Social table and its patterns disagree on \(text)")
        }
    }
    if let social, let built = SocialDeepLinkHandler().url(for: social), socialRoutes.resolve(built.absoluteString) != social {
        fatalError("\(social) builds \(built), which opens something else")
    }
    // The same for the chat's fragments and URIs without a host, and the blogs' wildcard and
    // placeholder subdomains.
    let chat = chatRoutes.resolve(text)
    let blog = blogsRoutes.resolve(text)
    if let url = URL(string: text), url.absoluteString == text {
        if ChatDeepLinkHandler().destination(for: url) != chat {
            fatalError("the Chat table and its patterns disagree on \(text)")
        }
        if BlogsDeepLinkHandler().destination(for: url) != blog {
            fatalError("the Blogs table and its patterns disagree on \(text)")
        }
    }
    if let chat, let built = ChatDeepLinkHandler().url(for: chat), chatRoutes.resolve(built.absoluteString) != chat {
        fatalError("\(chat) builds \(built), which opens something else")
    }
    if let blog, let built = BlogsDeepLinkHandler().url(for: blog), blogsRoutes.resolve(built.absoluteString) != blog {
        fatalError("\(blog) builds \(built), which opens something else")
    }
    // The oracle: the first byte chooses whether the URL is chosen too or is the rest of the
    // input, as text, after the bytes that chose the case.
    var choices = FuzzChoices(bytes: UnsafeBufferPointer(start: data, count: size)[...])
    let textURL = choices.below(2) == 1
    var oracle = OracleCase(&choices)
    if textURL { oracle.url = String(decoding: choices.bytes, as: UTF8.self) }
    if let difference = oracle.difference() {
        fatalError("the engine and the reference matcher differ: \(difference)")
    }
    return 0
}

/// The fuzzer's bytes as an oracle case's choices, one byte a choice, then zeros.
struct FuzzChoices: OracleChoices {
    var bytes: Slice<UnsafeBufferPointer<UInt8>>

    mutating func below(_ bound: Int) -> Int { Int(bytes.popFirst() ?? 0) % bound }
}
