import Foundation
import NavigationGraph
import NavigationGraphTesting
import Testing

@testable import EdgeCases

/// The edge-case graphs, compiled from the EdgeCases target's own folder through the plugin.
struct EdgeCasesTests {
    @Test func edgeCaseGraphsGenerateWorkingCode() throws {
        let handler = CatalogDeepLinkHandler()
        let id = UUID()
        let item = CatalogIncomingNavigation.item(identifier: id, in: "a&b", price: nil, inStock: false, limit: 3, since: id)
        let url = try #require(handler.url(for: item))
        #expect(url.absoluteString.hasPrefix("https://shop.example.com/catalog/items/"))
        #expect(handler.destination(for: url) == item)
        #expect(
            handler.destination(for: URL(string: "edge://catalog/i/\(id.uuidString)")!)
                == .item(
                    identifier: id, in: "main \"store\"\n", price: nil, inStock: true, limit: -1,
                    since: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!))
        #expect(handler.destination(for: URL(string: "https://shop.example.com/catalog/items/new")!) == .newItem)
        #expect(handler.url(for: .compare(items: [1], selection: nil)) == nil)
        #expect(
            AppDeepLinkRouter().resolve(URL(string: "https://shop.example.com/checkout/cart/2")!) as? CheckoutIncomingNavigation
                == .cart(count: 2, coupon: nil, gift: false))
        // A parameter named `where`, a word of the route lines, still receives the link.
        let paid = URL(string: "https://shop.example.com/checkout/paid?order=7&provider=x")!
        #expect(AppDeepLinkRouter().resolve(paid) as? CheckoutIncomingNavigation == .paid(order: 7, where: paid))
        #expect(CheckoutDeepLinkHandler().url(for: .paid(order: 7, where: paid)) == paid)
        #expect(CheckoutDeepLinkHandler().url(for: .paid(order: 7, where: nil)) == nil, "no link to give back")
        #expect(AppNavigationRedirect().redirect(CatalogOutgoingNavigation.switch) as? CatalogIncomingNavigation == .return(ratio: 0.5))
        #expect(
            AppNavigationRedirect().redirect(CatalogOutgoingNavigation.cart(count: 4)) as? CheckoutIncomingNavigation
                == .cart(count: 4, coupon: nil))
        #expect(EdgeCases.all.count == 5)
        #expect(CatalogIncomingNavigation.newItem.navigationPresentation == .fullScreenCover)
        #expect(
            CatalogIncomingNavigation.compare(items: [], selection: nil).navigationPresentation == .sheet(detents: [.height(320), .fraction(0.25)]))
    }
}

/// Saved state stores destinations by case and parameter name.
struct NavigationCaseCodingTests {
    @Test func aDestinationRoundTripsThroughJSONByCaseName() throws {
        let cart = CheckoutIncomingNavigation.cart(count: -3, coupon: "a\"b", gift: true)
        let data = try JSONEncoder().encode(cart)
        let json = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(json["case"] as? String == "cart")
        #expect((json["parameters"] as? [String: Any])?["count"] as? String == "-3")
        #expect(try JSONDecoder().decode(CheckoutIncomingNavigation.self, from: data) == cart)
    }

    @Test func anExplicitNilStaysNilWhateverTheDefault() throws {
        let data = try JSONEncoder().encode(CheckoutIncomingNavigation.done(rating: nil))
        #expect(try JSONDecoder().decode(CheckoutIncomingNavigation.self, from: data) == .done(rating: nil))
        let old = Data(#"{"case": "done"}"#.utf8)
        #expect(try JSONDecoder().decode(CheckoutIncomingNavigation.self, from: old) == .done(rating: 0.5))
    }

    @Test func savedStateWithoutANewDefaultedParameterStillDecodes() throws {
        let old = Data(#"{"case": "cart", "parameters": {"count": "2"}}"#.utf8)
        #expect(try JSONDecoder().decode(CheckoutIncomingNavigation.self, from: old) == .cart(count: 2, coupon: nil, gift: false))
    }

    @Test func anUnknownCaseOrABadValueIsADecodingError() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(CheckoutIncomingNavigation.self, from: Data(#"{"case": "gone"}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(CheckoutIncomingNavigation.self, from: Data(#"{"case": "cart", "parameters": {"count": "two"}}"#.utf8))
        }
    }

    @Test func aValueWithNoTextFormIsAnEncodingError() {
        #expect(throws: EncodingError.self) {
            try JSONEncoder().encode(CheckoutIncomingNavigation.done(rating: .nan))
        }
    }

    /// `"restorable": false` keeps a case out of saved state, though it could be saved.
    @Test @MainActor func aCaseMarkedNotRestorableIsNeverSaved() throws {
        #expect(LibraryIncomingNavigation.navigationUnsavedCaseNames == ["web"])
        let coordinator = NavigationCoordinator()
        coordinator.setPath([LibraryIncomingNavigation.me, LibraryIncomingNavigation.web(path: "about")])
        let state = try coordinator.restorationData(using: AppNavigationRestoration.registry)
        #expect(state.report.issues.map(\.place) == ["path[1]"])
        #expect(state.report.issues.first?.reason.hasSuffix("its graph marks it \"restorable\": false") == true, "\(state.report)")
    }

    /// Saved state edited by hand, or by an attacker: the middle entry replaced. A case that no
    /// longer decodes ends the stack there, as saving does, and a case that saving never writes is
    /// not restored either (issue 66: `[plain, gone, plain]` restored as two with a hole, and a
    /// `"restorable": false` case came back).
    @Test(
        arguments: [
            (["case": "gone"], "no longer decodes"),
            (["case": "web", "parameters": ["path": "admin"]], "\"restorable\": false"),
        ] as [([String: any Sendable], String)])
    @MainActor func aStackRestoresUpToItsFirstEntryThatCannotBeRestored(middle: [String: any Sendable], reason: String) throws {
        let registry = AppNavigationRestoration.registry
        let coordinator = NavigationCoordinator()
        coordinator.setPath([LibraryIncomingNavigation.me, LibraryIncomingNavigation.me, LibraryIncomingNavigation.me])
        let saved = try coordinator.restorationData(using: registry)
        var state = try #require(try JSONSerialization.jsonObject(with: saved.data) as? [String: Any])
        var path = try #require(state["path"] as? [[String: Any]])
        path[1]["value"] = middle
        state["path"] = path
        let tampered = try JSONSerialization.data(withJSONObject: state)
        let restored = NavigationCoordinator()
        let report = restored.restore(from: tampered, using: registry)
        #expect(restored.path == [AnyNavigation(LibraryIncomingNavigation.me)])
        #expect(report.issues.map(\.place) == ["path[1]", "path[2]"])
        #expect(report.issues.first?.reason.contains(reason) == true, "\(report)")
        #expect(report.issues.last?.reason == "above path[1], which cannot be restored")
    }

    /// Saving is decided per case: `compare` passes a `Set<String>?` through, which has no text
    /// form and is `Codable` at run time, so it is saved with its own `Codable` and restored.
    @Test @MainActor func aCaseWithACodablePassedThroughTypeIsSavedWithItsOwnCodable() throws {
        let compare = CatalogIncomingNavigation.compare(items: [1, 2], selection: ["a"])
        #expect(compare.navigationCase == nil)
        let data = try JSONEncoder().encode(compare)
        #expect(String(decoding: data, as: UTF8.self).contains(#""values""#))
        #expect(try JSONDecoder().decode(CatalogIncomingNavigation.self, from: data) == compare)
        let registry = AppNavigationRestoration.registry
        let coordinator = NavigationCoordinator()
        coordinator.setPath([CatalogIncomingNavigation.default, compare, CatalogIncomingNavigation.newItem])
        let state = try coordinator.restorationData(using: registry)
        #expect(state.report.isComplete, "\(state.report)")
        let restored = NavigationCoordinator()
        #expect(restored.restore(from: state.data, using: registry).isComplete)
        #expect(restored.path == coordinator.path)
    }
}

/// The Library graph: catch-all tails, a web fallback, backtracking, enums and arrays, through
/// the generated handler, the app's router and the redirector.
struct LibraryDeepLinkTests {
    private let handler = LibraryDeepLinkHandler()

    private func open(_ url: String) -> LibraryIncomingNavigation? {
        handler.destination(for: URL(string: url)!)
    }

    @Test func aCatchAllTakesTheRestOfThePathAndALiteralBeatsIt() {
        #expect(open("edge://library/files/notes/2026/plan%20b.txt") == .file(path: "notes/2026/plan b.txt"))
        #expect(open("edge://library/files/new") == .newFile)
        #expect(open("edge://library/files/new/draft") == .file(path: "new/draft"))
        #expect(open("edge://library/files") == .web(path: "files"), "a catch-all takes one segment or more")
    }

    @Test func matchingBacktracksWhenALiteralLeadsNowhere() {
        #expect(open("edge://library/users/me") == .me)
        #expect(open("edge://library/users/me/posts") == .posts(user: "me"))
        #expect(open("edge://library/users/ann/posts") == .posts(user: "ann"))
    }

    /// `post` and `posts` share a path, `/users/{user}/posts`; `post` requires the key `post`.
    /// The route with more required keys is tried first, and a URL without the key, or whose
    /// value does not convert, goes on to the other, in the feature's handler and the app's
    /// router alike.
    @Test func aQueryKeyedRouteIsTriedBeforeItsShapesOtherRoute() {
        #expect(open("edge://library/users/ann/posts?post=7") == .post(user: "ann", id: 7))
        #expect(open("edge://library/users/ann/posts?ref=x&post=7") == .post(user: "ann", id: 7))
        #expect(open("edge://library/users/ann/posts") == .posts(user: "ann"))
        #expect(open("edge://library/users/ann/posts?post=seven") == .posts(user: "ann"), "a value that does not convert")
        #expect(open("https://library.example.com/users/me/posts?post=2") == .post(user: "me", id: 2), "after backtracking from /users/me")
        let router = AppDeepLinkRouter()
        #expect(
            router.resolve(URL(string: "edge://library/users/ann/posts?post=7")!).map(AnyNavigation.init)
                == AnyNavigation(LibraryIncomingNavigation.post(user: "ann", id: 7)))
        #expect(handler.url(for: .post(user: "ann", id: 7)) == URL(string: "edge://library/users/ann/posts?post=7"))
        #expect(handler.url(for: .posts(user: "ann")) == URL(string: "edge://library/users/ann/posts"))
        #expect(LibraryDeepLinkHandler.router.resolve("edge://library/users/ann/posts?post=7") == .post(user: "ann", id: 7))
        #expect(LibraryDeepLinkHandler.router.resolve("edge://library/users/ann/posts") == .posts(user: "ann"))
    }

    /// `"query": { "ref": "referrer" }` on Library's locations: every route of a destination that
    /// has an optional or defaulted `referrer` binds `ref`, as if `&ref={referrer}` were written in
    /// its pattern, under every location, and builds it.
    @Test func aSharedQueryKeyIsBoundInEveryRouteThatHasItsParameter() {
        #expect(open("edge://library/users/ann/posts?ref=news") == .posts(user: "ann", referrer: "news"))
        #expect(open("https://www.library.example.com/users/ann/posts?ref=a%20b") == .posts(user: "ann", referrer: "a b"))
        #expect(open("edge://library/users/ann/posts") == .posts(user: "ann", referrer: nil))
        #expect(handler.url(for: .posts(user: "ann", referrer: "news")) == URL(string: "edge://library/users/ann/posts?ref=news"))
        #expect(open("edge://library/users/me?ref=news") == .me, "a destination without the parameter ignores the key")
    }

    /// `{ "scheme": ["https", "http"], "host": ["library.example.com", "www.library.example.com"] }`
    /// stands for every scheme with every host; the first of each is where URLs are built.
    @Test func aLocationListTakesEverySchemeWithEveryHost() throws {
        for url in [
            "https://library.example.com/users/me", "http://library.example.com/users/me",
            "https://www.library.example.com/users/me", "http://www.library.example.com/users/me", "edge://library/users/me",
        ] {
            #expect(open(url) == .me, "\(url)")
        }
        #expect(open("ftp://library.example.com/users/me") == nil)
        #expect(open("https://library2.example.com/users/me") == nil)
        #expect(LibraryDeepLinkHandler.samples.filter { $0.url.hasSuffix("/users/me") }.count == 5)
    }

    /// `book` and `bookSearch` share a path, `/books/{…}`; `book`'s `isbn` has the pattern
    /// `97[89][0-9]{10}`, so it is tried first, and a value that does not match goes on to
    /// `bookSearch`, whose `languages` must each be two lower-case letters.
    @Test func aValuePatternChoosesBetweenRoutesOfOnePath() {
        #expect(open("edge://library/books/9780306406157") == .book(isbn: "9780306406157"))
        #expect(open("edge://library/books/dune") == .bookSearch(title: "dune", languages: ["en"]))
        #expect(open("edge://library/books/978030640615") == .bookSearch(title: "978030640615", languages: ["en"]), "12 digits")
        #expect(open("edge://library/books/97803064061570") == .bookSearch(title: "97803064061570", languages: ["en"]), "the whole value")
        #expect(open("edge://library/books/%39780306406157") == .book(isbn: "9780306406157"), "decoded before it is matched")
        #expect(open("edge://library/books/dune?lang=fr&lang=de") == .bookSearch(title: "dune", languages: ["fr", "de"]))
        #expect(open("edge://library/books/dune?lang=fr&lang=DE") == .web(path: "books/dune"), "every element must match")
        #expect(open("edge://library/books/dune?lang=fra") == .web(path: "books/dune"))
        let router = AppDeepLinkRouter()
        #expect(
            router.resolve(URL(string: "https://library.example.com/books/9780306406157")!).map(AnyNavigation.init)
                == AnyNavigation(LibraryIncomingNavigation.book(isbn: "9780306406157")))
        #expect(
            router.resolve(URL(string: "https://library.example.com/books/dune")!).map(AnyNavigation.init)
                == AnyNavigation(LibraryIncomingNavigation.bookSearch(title: "dune", languages: ["en"])))
        #expect(LibraryDeepLinkHandler.router.resolve("edge://library/books/9780306406157") == .book(isbn: "9780306406157"))
        #expect(LibraryDeepLinkHandler.router.resolve("edge://library/books/dune") == .bookSearch(title: "dune", languages: ["en"]))
    }

    /// Building gives `nil` for a value its pattern refuses, and for one that another route's
    /// pattern would take; saved state holds any value, since only a URL's values are checked.
    @Test func buildingAndSavingWithValuePatterns() throws {
        #expect(handler.url(for: .book(isbn: "9780306406157")) == URL(string: "edge://library/books/9780306406157"))
        #expect(handler.url(for: .book(isbn: "dune")) == nil, "the value does not match its pattern")
        #expect(handler.url(for: .bookSearch(title: "9780306406157", languages: ["en"])) == nil, "that URL opens book")
        #expect(handler.url(for: .bookSearch(title: "dune", languages: ["EN"])) == nil)
        #expect(handler.url(for: .bookSearch(title: "dune", languages: ["fr"])) == URL(string: "edge://library/books/dune?lang=fr"))
        let made = LibraryIncomingNavigation.book(isbn: "not an isbn")
        #expect(try JSONDecoder().decode(LibraryIncomingNavigation.self, from: JSONEncoder().encode(made)) == made)
    }

    @Test func whatNoRouteTakesGoesToTheWebFallback() {
        #expect(open("https://library.example.com/about/team") == .web(path: "about/team"))
        #expect(open("edge://library/shelves/poetry") == .shelf(shelf: .poetry))
        #expect(open("edge://library/shelves/Poetry") == .web(path: "shelves/Poetry"), "an enum matches its raw values exactly")
        #expect(open("edge://library/") == nil)
    }

    @Test func enumsMatchRawValuesAndArraysRepeatTheirKey() {
        #expect(
            open("edge://library/search?shelf=non-fiction&tag=a&order=newest&tag=b%26c&page=2&page=3")
                == .search(tags: ["a", "b&c"], shelves: [.nonFiction], order: .newest, pages: [2, 3]))
        #expect(open("edge://library/search") == .search(tags: [], shelves: nil, order: .topRated, pages: [1]))
        #expect(open("edge://library/search?shelf=nonFiction") == .web(path: "search"), "a case name is not a raw value")
        #expect(open("edge://library/search?order=newest&order=newest") == .web(path: "search"), "a scalar key given twice")
    }

    @Test func buildingGivesBackTheDestinationOrNil() throws {
        let search = LibraryIncomingNavigation.search(tags: ["x y", "+"], shelves: [.none, .poetry], order: .newest, pages: [2])
        let url = try #require(handler.url(for: search))
        #expect(url.absoluteString == "edge://library/search?tag=x%20y&tag=%2B&shelf=none&shelf=poetry&order=newest&page=2")
        #expect(handler.destination(for: url) == search)
        // `pages: []` would leave the key out, which resolves to the default `[1]`: no URL gives it back.
        #expect(handler.url(for: .search(tags: [], shelves: nil, order: .newest, pages: [])) == nil)
        #expect(handler.url(for: .search(tags: [], shelves: nil, order: .newest, pages: [1])) != nil)
        #expect(handler.url(for: .file(path: "a/b c")) == URL(string: "edge://library/files/a/b%20c"))
        #expect(handler.url(for: .file(path: "a//b")) == nil, "an empty segment cannot be written")
        #expect(handler.url(for: .file(path: "new")) == nil, "the literal /files/new would open newFile")
        #expect(handler.url(for: .web(path: "files/x")) == nil, "that URL opens file(path: \"x\")")
        #expect(handler.url(for: .web(path: "about/team")) == URL(string: "edge://library/about/team"))
        #expect(handler.url(for: .posts(user: "me")) == URL(string: "edge://library/users/me/posts"))
        let long = String(repeating: "segment/", count: 5_000) + "end"
        #expect(handler.url(for: .file(path: long)).flatMap(handler.destination(for:)) == .file(path: long))
    }

    @Test func savedStateKeepsArraysEmptyOrNot() throws {
        for destination: LibraryIncomingNavigation in [
            .search(tags: [], shelves: [], order: .newest, pages: []),
            .search(tags: ["a"], shelves: nil, order: .topRated, pages: [1, 2]),
            .shelf(shelf: .none, fallback: nil),
        ] {
            let data = try JSONEncoder().encode(destination)
            #expect(try JSONDecoder().decode(LibraryIncomingNavigation.self, from: data) == destination)
        }
    }

    @Test func aRedirectConvertsEnumsByRawValue() {
        let redirect = AppNavigationRedirect()
        #expect(
            redirect.redirect(LibraryOutgoingNavigation.browse(order: .topRated, orders: [.newest, .topRated])) as? CatalogIncomingNavigation
                == .browse(sort: .best, sorts: [.newest, .best]))
        #expect(
            redirect.redirect(LibraryOutgoingNavigation.browse(order: nil, orders: [])) as? CatalogIncomingNavigation
                == .browse(sort: nil, sorts: []))
    }

    @Test func everySampleRoundTripsThroughTheHandlerAndTheApp() {
        #expect(DeepLinkRoundTrip.failures(of: LibraryDeepLinkHandler.self) == [])
        #expect(DeepLinkRoundTrip.failures(of: AppDeepLinkRouter.self) == [])
        #expect(Order.allCases.map(\.rawValue) == ["newest", "top-rated"])
    }
}

/// The app graph's tabs, generated as AppTab and driven by the runtime's TabCoordinator.
@MainActor
struct AppTabTests {
    @Test func theGeneratedTabsKnowTheirRootsTitlesAndDestinations() {
        #expect(AppTab.allCases == [.shop, .library])
        #expect(AppTab.shop.root as? CatalogIncomingNavigation == .default)
        #expect(AppTab.library.title == "Library" && AppTab.shop.systemImage == "bag" && AppTab.library.systemImage == nil)
        #expect(AppTab.tab(for: CheckoutIncomingNavigation.done()) == .shop)
        #expect(AppTab.tab(for: LibraryIncomingNavigation.me) == .library)
    }

    @Test func aDeepLinkIntoAnotherTabSwitchesTabsAndBuildsTheStackThere() {
        let tabs = TabCoordinator<AppTab>(redirector: AppNavigationRedirect(), router: AppDeepLinkRouter())
        #expect(tabs.selectedTab == .shop)
        #expect(tabs.open(url: URL(string: "edge://library/users/ann/posts")!))
        #expect(
            tabs.snapshot
                == TabSnapshot(
                    selectedTab: .library, tabs: [.library: NavigationSnapshot(path: [LibraryIncomingNavigation.posts(user: "ann")])]))
        tabs.select(.library)
        #expect(tabs.coordinator(for: .library).path.isEmpty, "re-selecting pops to the root")
        tabs.open(LibraryOutgoingNavigation.browse(order: nil, orders: []))
        #expect(tabs.selectedTab == .shop, "a redirect to Catalog opens in the shop tab")
    }
}

/// Generated enums compare and hash through `visitNavigationCase(_:)` rather than Swift's
/// synthesized `==` and `hash(into:)`: they must agree with what Swift would synthesize, which
/// `Synthesized`, the same cases written by hand, gives.
struct GeneratedEqualityTests {
    private enum Synthesized: Hashable {
        case `default`
        case browse(sort: Sorting?, sorts: [Sorting])
        case item(identifier: UUID, in: String, price: Double?, inStock: Bool, limit: Int, since: UUID)
        case newItem
        case compare(items: [Int], selection: Set<String>?)
        case `return`(ratio: Double?)

        init(_ destination: CatalogIncomingNavigation) {
            switch destination {
            case .default: self = .default
            case .browse(let sort, let sorts): self = .browse(sort: sort, sorts: sorts)
            case .item(let identifier, let `in`, let price, let inStock, let limit, let since):
                self = .item(identifier: identifier, in: `in`, price: price, inStock: inStock, limit: limit, since: since)
            case .newItem: self = .newItem
            case .compare(let items, let selection): self = .compare(items: items, selection: selection)
            case .return(let ratio): self = .return(ratio: ratio)
            }
        }
    }

    /// Every case, and values that differ in one parameter at a time, including the ones Swift's
    /// `==` treats specially: `-0.0` equals `0.0`, NaN equals nothing.
    private static let destinations: [CatalogIncomingNavigation] = {
        let first = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
        let second = UUID(uuidString: "00000000-0000-0000-0000-000000000001")!
        return [
            .default, .newItem,
            .browse(sort: nil, sorts: []), .browse(sort: .cheapest, sorts: []), .browse(sort: .cheapest, sorts: [.cheapest]),
            .browse(sort: nil, sorts: [.cheapest]),
            .item(identifier: first, in: "a", price: nil, inStock: true, limit: 1, since: first),
            .item(identifier: second, in: "a", price: nil, inStock: true, limit: 1, since: first),
            .item(identifier: first, in: "b", price: nil, inStock: true, limit: 1, since: first),
            .item(identifier: first, in: "a", price: 0.0, inStock: true, limit: 1, since: first),
            .item(identifier: first, in: "a", price: -0.0, inStock: true, limit: 1, since: first),
            .item(identifier: first, in: "a", price: .nan, inStock: true, limit: 1, since: first),
            .item(identifier: first, in: "a", price: nil, inStock: false, limit: 1, since: first),
            .item(identifier: first, in: "a", price: nil, inStock: true, limit: 2, since: first),
            .item(identifier: first, in: "a", price: nil, inStock: true, limit: 1, since: second),
            .compare(items: [], selection: nil), .compare(items: [1, 2], selection: nil), .compare(items: [2, 1], selection: nil),
            .compare(items: [], selection: []), .compare(items: [], selection: ["x", "y"]), .compare(items: [], selection: ["y", "x"]),
            .return(ratio: nil), .return(ratio: 0.5), .return(ratio: 0.25),
        ]
    }()

    @Test func equalityAgreesWithWhatSwiftSynthesizes() {
        for lhs in Self.destinations {
            for rhs in Self.destinations {
                #expect((lhs == rhs) == (Synthesized(lhs) == Synthesized(rhs)), "\(lhs) == \(rhs)")
            }
        }
    }

    @Test func equalDestinationsHashAlikeAndSetsKeepOneOfEach() {
        for lhs in Self.destinations {
            for rhs in Self.destinations where lhs == rhs {
                #expect(lhs.hashValue == rhs.hashValue, "\(lhs) and \(rhs)")
            }
        }
        let doubled = Self.destinations + Self.destinations
        #expect(Set(doubled).count == Set(doubled.map(Synthesized.init)).count)
        // Different values of one case hash apart, as synthesized hashing makes them.
        let items = Set((0..<1000).map { CatalogIncomingNavigation.compare(items: [$0], selection: nil).hashValue })
        #expect(items.count > 990)
    }

    @Test func navigationCaseNamesTheCaseAndEachValue() throws {
        let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
        let item = try #require(
            CatalogIncomingNavigation.item(identifier: id, in: "a", price: nil, inStock: false, limit: 3, since: id).navigationCase)
        #expect(item.name == "item")
        #expect(item.arguments.count == 6)
        let browse = try #require(CatalogIncomingNavigation.browse(sort: nil, sorts: [.cheapest, .cheapest]).navigationCase)
        #expect(browse.name == "browse")
        #expect(browse.arguments.count == 2)
        // What each value becomes is what a URL carries.
        let url = try #require(CatalogDeepLinkHandler().url(for: .item(identifier: id, in: "a b", price: 2.5, inStock: false, limit: 3, since: id)))
        #expect(url.absoluteString.contains("store=a%20b&price=2.5&stock=false&limit=3&since=\(id.uuidString)"))
        // A case with a parameter that has no text form has none, whatever its other values.
        #expect(CatalogIncomingNavigation.compare(items: [1], selection: ["x"]).navigationCase == nil)
    }
}
