import Foundation
@_spi(Generated) import NavigationGraph
import Testing

/// Each matching rule of SPEC 3.2, one test each.
struct DeepLinkMatchingTests {
    private func resolve(_ string: String) -> Shop? {
        Shop.router.resolve(string)
    }

    @Test func schemeAndHostCompareCaseInsensitively() {
        #expect(resolve("SHOP://Shop/items/1") == .item(id: 1))
        #expect(resolve("HTTPS://EXAMPLE.com/shop/items/1") == .item(id: 1))
        // Capitals past the 8-byte words a location's key is hashed in.
        #expect(resolve("shop://SHOP/items/1") == .item(id: 1))
        #expect(resolve("https://example.COM/shop/items/1") == .item(id: 1))
        #expect(resolve("shop://shoq/items/1") == nil)
    }

    @Test func pathComparesCaseSensitively() {
        #expect(resolve("shop://shop/Items/1") == nil)
        #expect(resolve("https://example.com/Shop/items/1") == nil)
    }

    @Test func anEmptyPathIsTheRoot() {
        #expect(resolve("shop://shop") == .home)
        #expect(resolve("shop://shop/") == .home)
        #expect(resolve("shop://shop?x=1") == .home)
        #expect(resolve("https://example.com/shop") == .home)
    }

    @Test func oneTrailingSlashIsIgnored() {
        #expect(resolve("shop://shop/items/1/") == .item(id: 1))
        #expect(resolve("shop://shop/items/1//") == nil)
    }

    @Test func anEncodedSlashStaysInsideItsSegment() {
        #expect(resolve("shop://shop/posts/a%2Fb") == .post(slug: "a/b"))
        #expect(resolve("shop://shop/posts/a/b") == nil)
    }

    @Test func segmentsAreDecodedAfterSplitting() {
        #expect(resolve("shop://shop/posts/caf%C3%A9%20au%20lait") == .post(slug: "café au lait"))
        #expect(resolve("shop://shop/po%73ts/x") == .post(slug: "x"))
    }

    @Test func queryValuesAreDecodedAndPlusIsAPlus() {
        #expect(resolve("shop://shop/search?q=a+b%26c%3Dd") == .search(query: "a+b&c=d"))
        #expect(resolve("shop://shop/search?q=%E2%9C%93") == .search(query: "✓"))
    }

    @Test func queryOrderDoesNotMatter() {
        #expect(resolve("shop://shop/search?page=3&q=x") == .search(query: "x", page: 3))
    }

    @Test func unknownQueryKeysAreIgnored() {
        #expect(resolve("shop://shop/items/1?utm_source=mail&q=") == .item(id: 1))
    }

    @Test func aBoundQueryKeyGivenTwiceDoesNotMatch() {
        #expect(resolve("shop://shop/search?q=a&q=b") == nil)
        #expect(Shop.router.resolution(of: "shop://shop/search?q=a&q=b").failure == .mismatch(route: 4, .repeated(parameter: "query")))
    }

    @Test func aValueThatDoesNotConvertDoesNotMatch() {
        #expect(resolve("shop://shop/items/abc") == nil)
        #expect(resolve("shop://shop/search?q=x&page=two") == nil)
        #expect(resolve("shop://shop/search?q=x&exact=yes") == nil)
    }

    @Test func absentOptionalAndDefaultedParametersGetNilAndTheDefault() {
        #expect(resolve("shop://shop/search?q=x") == .search(query: "x", page: 1, exact: nil))
        #expect(resolve("shop://shop/search?q=x&exact=false") == .search(query: "x", page: 1, exact: false))
    }

    @Test func aMissingRequiredQueryValueDoesNotMatch() {
        #expect(resolve("shop://shop/search") == nil)
        #expect(Shop.router.resolution(of: "shop://shop/search").failure == .mismatch(route: 4, .missing(parameter: "query")))
    }

    @Test(arguments: ["0", "-7", "9223372036854775807", "-9223372036854775808", "007"])
    func intAcceptsAnOptionalMinusAndDigits(_ text: String) {
        #expect(Int.deepLinkValue(from: text) == Int(text))
    }

    @Test(arguments: [
        "4x2", "+5", "", "-", "--1", "9223372036854775808", "-9223372036854775809", "99999999999999999999", " 1", "1.0", "0x10", "١",
    ])
    func intRejectsAnythingElse(_ text: String) {
        #expect(Int.deepLinkValue(from: text) == nil)
    }

    @Test(arguments: ["0", "-1.5", "2", "6.02e23", "1E-7", "1e+10"])
    func doubleAcceptsFiniteDecimalNumbers(_ text: String) {
        #expect(Double.deepLinkValue(from: text) == Double(text))
    }

    /// Decimals of up to 15 digits take a path of their own, which must give what the general
    /// conversion gives, bit for bit, at its edges and for many others.
    @Test func shortDecimalsConvertExactlyAsDoubleDoes() {
        var generator = SystemRandomNumberGenerator()
        var texts = [
            "0.1", "0.2", "0.3", "-0", "-0.0", "123456789012345", "1234567890.12345", "0.000000000000001", "999999999999999", "9007199254740993",
        ]
        texts += ["1234567890123456", "0.0000000000000001", "00000000000000.5", "-98765.4321"]
        for _ in 0..<5_000 {
            let digits = String((0..<Int.random(in: 1...17, using: &generator)).map { _ in "0123456789".randomElement(using: &generator)! })
            let point = Int.random(in: 0...digits.count, using: &generator)
            let text = point == digits.count || point == 0 ? digits : "\(digits.prefix(point)).\(digits.dropFirst(point))"
            texts.append(Bool.random(using: &generator) ? "-" + text : text)
        }
        for text in texts {
            let parsed = Double.deepLinkValue(from: text)
            #expect(parsed?.bitPattern == Double(text)?.bitPattern, "\(text)")
        }
    }

    @Test(arguments: ["nan", "NaN", "inf", "-infinity", "0x1p3", "1e999", "1.", ".5", "+1", "", "1e"])
    func doubleRejectsNonFiniteHexAndSloppyNumbers(_ text: String) {
        #expect(Double.deepLinkValue(from: text) == nil)
    }

    @Test func boolIsExactlyTrueOrFalse() {
        #expect(Bool.deepLinkValue(from: "true") == true)
        #expect(Bool.deepLinkValue(from: "false") == false)
        for text in ["True", "1", "yes", ""] {
            #expect(Bool.deepLinkValue(from: text) == nil)
        }
    }

    @Test func uuidIsWhatFoundationAccepts() {
        let id = UUID()
        #expect(resolve("shop://shop/orders/\(id.uuidString.lowercased())") == .order(id: id))
        #expect(resolve("shop://shop/orders/not-a-uuid") == nil)
    }

    /// The hand-written parser accepts the form Foundation writes, hexadecimal digits of either
    /// case in groups of 8-4-4-4-12, to the same value as Foundation's parser, and refuses
    /// everything else, on every one-character change, insertion and deletion of a valid UUID.
    /// (Foundation on Apple platforms accepts the same; on Linux its `sscanf` also takes some
    /// malformed texts, such as a sign in place of a digit.)
    @Test func uuidParserAgreesWithFoundation() {
        let valid = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
        var texts = [valid, valid.lowercased(), "", "-", String(repeating: "0", count: 36), "{\(valid)}", valid + " "]
        let characters = Array(valid)
        for index in characters.indices {
            for replacement: Character in ["-", "g", "G", "0", "f", " ", "é"] {
                var changed = characters
                changed[index] = replacement
                texts.append(String(changed))
            }
            var shorter = characters
            shorter.remove(at: index)
            texts.append(String(shorter))
            var longer = characters
            longer.insert("a", at: index)
            texts.append(String(longer))
        }
        func isCanonical(_ text: String) -> Bool {
            let bytes = Array(text.utf8)
            return bytes.count == 36
                && bytes.indices.allSatisfy { index in
                    [8, 13, 18, 23].contains(index)
                        ? bytes[index] == UInt8(ascii: "-") : bytes[index] < 128 && Character(UnicodeScalar(bytes[index])).isHexDigit
                }
        }
        var accepted = 0
        for text in texts {
            #expect(UUID.deepLinkValue(from: text) == (isCanonical(text) ? UUID(uuidString: text) : nil), "\(text)")
            if isCanonical(text) { accepted += 1 }
        }
        #expect(accepted > 60)
    }

    @Test func aLiteralSegmentBeatsAPlaceholder() {
        #expect(resolve("shop://shop/posts/new") == .newPost)
        #expect(resolve("shop://shop/posts/old") == .post(slug: "old"))
    }

    @Test func aHandlerResolvesOnlyItsOwnLocations() {
        #expect(resolve("other://shop/items/1") == nil)
        #expect(resolve("shop://other/items/1") == nil)
        #expect(resolve("https://example.com/items/1") == nil)
        #expect(resolve("https://example.com/shopping/items/1") == nil)
    }

    @Test func theFragmentIsIgnored() {
        #expect(resolve("shop://shop/items/1#reviews") == .item(id: 1))
    }

    @Test(arguments: [
        "shop://user@shop/items/1", "shop://shop:80/items/1", "shop:/items/1", "shop:items", "//shop/items/1",
        "shop://[::1]/items/1", "", "://", "shop://",
    ])
    func urlsAuthorityCannotMatchResolveToNil(_ text: String) {
        #expect(resolve(text) == nil)
    }

    @Test func malformedPercentEncodingResolvesToNil() {
        #expect(resolve("shop://shop/posts/%zz") == nil)
        #expect(resolve("shop://shop/posts/%C3") == nil)
        #expect(resolve("shop://shop/posts/%") == nil)
        #expect(resolve("shop://shop/search?q=%FF") == nil)
        // Ill-formed UTF-8 after decoding: a truncated sequence, an overlong form, a surrogate.
        #expect(resolve("shop://shop/posts/%EF%BF") == nil)
        #expect(resolve("shop://shop/posts/%C0%80") == nil)
        #expect(resolve("shop://shop/posts/%ED%A0%80") == nil)
    }

    /// The replacement character is text like any other: decoding checks the bytes are UTF-8
    /// by comparing them with the text they decode to, where ill-formed bytes become U+FFFD.
    @Test func anEscapedReplacementCharacterIsText() {
        #expect(resolve("shop://shop/posts/%EF%BF%BD") == .post(slug: "\u{FFFD}"))
        #expect(resolve("shop://shop/posts/a%C3%A9") == .post(slug: "aé"))
    }

    /// Building returns nil only where resolving would not give the destination back, so there
    /// is no length past which a built URL stops resolving (it used to be 8 KiB).
    @Test(arguments: [9_000, 100_000])
    func aURLOfAnyLengthThatIsBuiltResolvesBack(_ length: Int) throws {
        let destination = Shop.post(slug: String(repeating: "é/", count: length / 2))
        let url = try #require(destination.url())
        #expect(url.absoluteString.utf8.count > length)
        #expect(Shop.router.resolve(url) == destination)
    }

    @Test func anEmptySegmentNeverMatchesAPlaceholder() {
        #expect(resolve("shop://shop/items//") == nil)
    }

    @Test func mergedRoutersSendEachURLToItsOwnFeature() {
        let other = DeepLinkRouter<Help>(
            locations: [DeepLinkLocation(scheme: "https", host: "example.com", pathPrefix: "/help")],
            routes: [DeepLinkRoute("faq", "/faq") { _ in .faq }])
        let app = DeepLinkRouter(merging: [Shop.router.erased(), other.erased()])
        #expect(app.resolve("https://example.com/help/faq") as? Help == .faq)
        #expect(app.resolve("https://example.com/shop/items/2") as? Shop == .item(id: 2))
        #expect(app.resolve("https://example.com/faq") == nil)
        #expect(app.conflicts.isEmpty)
    }

    @Test func oneTableOverSeveralFeaturesMatchesAsMergingTheirRoutersDoes() {
        let shop = [DeepLinkLocation(scheme: "https", host: "example.com", pathPrefix: "/shop")]
        let help = [DeepLinkLocation(scheme: "https", host: "example.com", pathPrefix: "/help")]
        let features: [(locations: [DeepLinkLocation], routes: [DeepLinkRoute<Int>])] = [
            (shop, [DeepLinkRoute("item", "/items/{id}") { _ in 1 }, DeepLinkRoute("cart", "/cart") { _ in 2 }]),
            (
                help,
                [DeepLinkRoute("faq", "/faq") { _ in 3 }, DeepLinkRoute("topic", "/{topic}") { _ in 4 }, DeepLinkRoute("slug", "/{slug}") { _ in 5 }]
            ),
        ]
        let table = DeepLinkRouter(features: features)
        let merged = DeepLinkRouter(merging: features.map { DeepLinkRouter(locations: $0.locations, routes: $0.routes) })
        for url in [
            "https://example.com/shop/items/2", "https://example.com/shop/cart", "https://example.com/help/faq",
            "https://example.com/help/anything", "https://example.com/cart",
        ] {
            #expect(table.resolve(url) == merged.resolve(url), "\(url)")
        }
        #expect(table.resolve("https://example.com/help/faq") == 3)
        // A conflict inside the second feature is found with the routes' indices across features.
        #expect(table.conflicts.map { [$0.first, $0.second] } == [[3, 4]])
        #expect(merged.conflicts.map { [$0.first, $0.second] } == [[3, 4]])
    }

    @Test func overlappingRoutesAreReportedAsConflicts() {
        let router = DeepLinkRouter<Int>(
            locations: [DeepLinkLocation(scheme: "a", host: "b")],
            routes: [
                DeepLinkRoute("x", "/items/{id}") { _ in 1 },
                DeepLinkRoute("y", "/items/{slug}?q={q}") { _ in 2 },
                DeepLinkRoute("z", "/items/new") { _ in 3 },
            ])
        #expect(router.conflicts.map { [$0.first, $0.second] } == [[0, 1]])
        #expect(router.resolve("a://b/items/9") == 1)
        #expect(router.resolve("a://b/items/new") == 3)
    }

    @Test func invalidPatternsAndLocationsNeverMatchNorTrap() {
        let router = DeepLinkRouter<Int>(
            locations: [DeepLinkLocation(scheme: "1bad", host: "b"), DeepLinkLocation(scheme: "ok", host: "b", pathPrefix: "x")],
            routes: [DeepLinkRoute("x", "no-slash") { _ in 1 }])
        #expect(router.resolve("1bad://b/no-slash") == nil)
        #expect(router.invalidLocations.count == 2)
        #expect(router.url(for: "x") == nil)
    }

    @Test func theHandlerSchemeAndHostAreTheCanonicalLocation() {
        #expect(Shop.router.scheme == "shop")
        #expect(Shop.router.host == "shop")
    }
}

extension DeepLinkResolution {
    var failure: DeepLinkResolutionFailure? {
        if case .unmatched(let failure) = self { return failure }
        return nil
    }
}

/// Importing the runtime must not make an app's own conversions ambiguous, as an initializer
/// added to Bool or Int would (the seeds write `.flatMap(Int.init)`).
struct ImportCompatibilityTests {
    @Test func unlabelledInitializerReferencesStayUnambiguous() {
        #expect(Optional("true").flatMap(Bool.init) == true)
        #expect(Optional("42").flatMap(Int.init) == 42)
        #expect(Optional("1.5").flatMap(Double.init) == 1.5)
    }

    /// A URL's values and values made by hand go through the same conversion from text, and
    /// must agree for every reader, whether the value is
    /// there, escaped, absent, repeated, given under an escaped key or does not convert.
    @Test(arguments: [
        "", "?v=42", "?v=%34%32", "?%76=42", "?v=-0", "?v=true", "?v=false", "?v=tru%65", "?v=0.5", "?v=6.02e23", "?v=1e999",
        "?v=E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "?v=e621e1f8-c36c-495a-93fc-0c247a3e6e5f", "?v=caf%C3%A9", "?v=", "?v",
        "?v=1&v=2", "?v=1&%76=2", "?w=1", "?vv=1&v=3", "?v=a+b", "?v=9223372036854775808",
    ])
    func readersAgreeOnAURLAndOnAList(_ query: String) throws {
        let url = try #require(URL(string: "probe://probe/probe" + query))
        let fromURL = try #require(Self.probeRouter().resolve(url))
        let list = DeepLinkMatch(values: Array(zip(fromURL.names, fromURL.texts)).map { (name: $0.0, text: $0.1) })
        let fromList = try #require(try Probe(navigationCaseIndex: 0, values: list))
        #expect(fromURL.outcomes == fromList.outcomes)
        #expect(fromURL.outcomes.count == 20)
    }

    private static func probeRouter(pattern: String = "/probe?v={v}") -> DeepLinkRouter<Probe> {
        DeepLinkRouter<Probe>(locations: [DeepLinkLocation(scheme: "probe", host: "probe")], routes: "probe \(pattern)")
    }

    /// Generated code passes parameter names as `StaticString` literals, which the runtime makes
    /// `String`s of only where a name is needed: a name of one character or beyond ASCII must
    /// still find values made by hand or from saved state, be what saved state stores, and name
    /// the parameter in errors.
    @Test func parameterNamesOfOneCharacterOrBeyondASCIIFindAndNameTheirValues() throws {
        let made = try #require(try Sized(navigationCaseIndex: 0, values: DeepLinkMatch(values: [("x", "4"), ("größe", "5")])))
        #expect(made == Sized(x: 4, size: 5))
        #expect(throws: DeepLinkMatch.Mismatch.missing(parameter: "größe")) {
            try Sized(navigationCaseIndex: 0, values: DeepLinkMatch(values: [("x", "4")]))
        }
        #expect(throws: DeepLinkMatch.Mismatch.invalid(parameter: "x", text: "four")) {
            try Sized(navigationCaseIndex: 0, values: DeepLinkMatch(values: [("x", "four"), ("größe", "5")]))
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let saved = try encoder.encode(made)
        #expect(String(decoding: saved, as: UTF8.self) == #"{"case":"sized","parameters":{"größe":"5","x":"4"}}"#)
        #expect(try JSONDecoder().decode(Sized.self, from: saved) == made)
    }

    /// Generated enums list their case names as one literal, split at spaces (names are
    /// identifiers, so none holds one), keywords and names beyond ASCII included.
    @Test func caseNamesSplitFromOneLiteralAreTheNamesInOrder() {
        #expect(NavigationCase.names("list default größe x") == ["list", "default", "größe", "x"])
        #expect(NavigationCase.names("one") == ["one"])
        #expect(NavigationCase.names("") == [])
    }
}

/// A destination whose parameters are named with one character and beyond ASCII, written as
/// generated code writes one.
private struct Sized: NavigationCaseCodable, Codable {
    static let navigationCaseNames = ["sized"]

    let x: Int
    /// Saved and read as `größe`.
    let size: Int

    init(x: Int, size: Int) {
        self.x = x
        self.size = size
    }

    init?(navigationCaseIndex index: Int, values: borrowing DeepLinkMatch) throws(DeepLinkMatch.Mismatch) {
        x = try values.int(0, "x")
        size = try values.int(1, "größe")
    }

    var navigationCase: NavigationCase? { NavigationCase("sized", .int("x", x), .int("größe", size)) }
}

/// Reads `/probe/{id}?p={page}` by position: the path placeholder, the query key, and a third
/// parameter the route does not bind.

/// Reads the parameter `v` with every typed reader, and keeps each outcome as text.
private struct Probe: NavigationCaseCodable {
    static let navigationCaseNames = ["probe"]

    let names: [String]
    let texts: [String]
    let outcomes: [String]

    init?(navigationCaseIndex index: Int, values: borrowing DeepLinkMatch) throws {
        func describe<Value>(_ read: () throws -> Value) -> String {
            do {
                return "\(try read())"
            } catch {
                return "\(error)"
            }
        }
        let id = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7))
        names = values.values.map(\.name)
        texts = values.values.map(\.text)
        outcomes = [
            describe { try values.int(0, "v") }, describe { try values.int(0, "v", default: 7) },
            describe { try values.optionalInt(0, "v") }, describe { try values.optionalInt(0, "v", default: 7) },
            describe { try values.double(0, "v") }, describe { try values.double(0, "v", default: 7) },
            describe { try values.optionalDouble(0, "v") }, describe { try values.optionalDouble(0, "v", default: 7) },
            describe { try values.bool(0, "v") }, describe { try values.bool(0, "v", default: true) },
            describe { try values.optionalBool(0, "v") }, describe { try values.optionalBool(0, "v", default: true) },
            describe { try values.string(0, "v") }, describe { try values.string(0, "v", default: "seven") },
            describe { try values.optionalString(0, "v") }, describe { try values.optionalString(0, "v", default: "seven") },
            describe { try values.uuid(0, "v") }, describe { try values.uuid(0, "v", default: id) },
            describe { try values.optionalUuid(0, "v") }, describe { try values.optionalUuid(0, "v", default: id) },
        ]
    }

    var navigationCase: NavigationCase? { nil }
}
