import Foundation
@_spi(Generated) import _NavigationGraphRoutes

/// A destination's case name and its parameters' values as text: what a deep link carries and
/// what saved navigation state stores.
public struct NavigationCase: Sendable {
    /// The case's name, such as `detail`.
    public var name: String
    /// The parameters' values.
    public var arguments: [DeepLinkArgument]

    /// Creates a case description.
    public init(_ name: String, _ arguments: [DeepLinkArgument] = []) {
        self.name = name
        self.arguments = arguments
    }

    /// A case with one parameter. This and the other fixed counts are what generated code calls:
    /// the array is made here, once, rather than as a literal optimized again in every case of
    /// every generated enum.
    @_spi(Generated)
    public init(_ name: StaticString, _ first: DeepLinkArgument) {
        self.init(name.description, [first])
    }

    /// A case with two parameters.
    @_spi(Generated)
    public init(_ name: StaticString, _ first: DeepLinkArgument, _ second: DeepLinkArgument) {
        self.init(name.description, [first, second])
    }

    /// A case with three parameters.
    @_spi(Generated)
    public init(_ name: StaticString, _ first: DeepLinkArgument, _ second: DeepLinkArgument, _ third: DeepLinkArgument) {
        self.init(name.description, [first, second, third])
    }
}

@_spi(Generated)
extension NavigationCase {
    /// The case names of a generated enum, written as one literal and separated by spaces (case
    /// names are identifiers): one literal costs the compiler next to nothing, where an array
    /// literal of strings is a value to make, and in an optimized build to optimize, for every
    /// case of every enum.
    public static func names(_ spaceSeparated: StaticString) -> [String] {
        spaceSeparated.description.split(separator: " ").map(String.init)
    }
}

/// A destination enum that can say which case it is, with its values as text, and be made again
/// from them.
///
/// Generated enums conform. Deep links use it to make destinations from URLs and to build URLs;
/// `Codable` comes from it too (see the extensions below), so saved state stores a destination by
/// case name and parameter name, a schema that does not change when Swift's synthesized layout
/// would, and that lets a parameter added with a default read old saved state.
public protocol NavigationCaseCodable: NavigationContract {
    /// Every case's name, in declaration order: the case `index` of
    /// ``init(navigationCaseIndex:values:)`` is named `navigationCaseNames[index]`.
    static var navigationCaseNames: [String] { get }

    /// Makes the case at `index` of ``navigationCaseNames`` from its parameters' values; `nil`
    /// for an index out of range or a case whose parameters have no text form.
    ///
    /// Cases go by index, a jump, rather than by name, a string comparison per case, because a
    /// router makes a destination for every URL it resolves.
    /// - Throws: ``DeepLinkMatch/Mismatch`` when a value is missing or does not convert.
    init?(navigationCaseIndex index: Int, values: borrowing DeepLinkMatch) throws

    /// The case's name and its parameters' values, or `nil` for a case with a parameter whose
    /// type has no text form.
    var navigationCase: NavigationCase? { get }

    /// Names cases had before they were renamed, each with the index of its case now, so that
    /// saved state written before the rename still decodes. Defaults to none.
    static var navigationFormerCaseNames: [String: Int] { get }

    /// What saved state of a case that no longer exists, or whose values no longer decode,
    /// restores to; `nil` (the default) makes such an entry fail to decode, and
    /// ``NavigationRestorationRegistry`` then drops it.
    static var navigationRestorationFallback: Self? { get }
}

extension NavigationCaseCodable {
    /// No renamed cases.
    public static var navigationFormerCaseNames: [String: Int] { [:] }

    /// No fallback.
    public static var navigationRestorationFallback: Self? { nil }
}

extension NavigationCaseCodable where Self: Decodable {
    /// Decodes `{"case": "detail", "parameters": {"identifier": "42"}}`; an array parameter's
    /// value is an array of texts, `{"tags": ["new", "sale"]}`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: NavigationCaseCodingKey.self)
        let name = try container.decode(String.self, forKey: NavigationCaseCodingKey("case"))
        var values: [(name: String, text: String)] = []
        var explicitNils: [String] = []
        var givenArrays: [String] = []
        if container.contains(NavigationCaseCodingKey("parameters")) {
            let parameters = try container.nestedContainer(keyedBy: NavigationCaseCodingKey.self, forKey: NavigationCaseCodingKey("parameters"))
            for key in parameters.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                if try parameters.decodeNil(forKey: key) {
                    explicitNils.append(key.stringValue)
                } else if let text = try? parameters.decode(String.self, forKey: key) {
                    values.append((key.stringValue, text))
                } else {
                    // An array parameter: its elements, in order.
                    for text in try parameters.decode([String].self, forKey: key) {
                        values.append((key.stringValue, text))
                    }
                    givenArrays.append(key.stringValue)
                }
            }
        }
        let match = DeepLinkMatch(values: values, explicitNils: explicitNils, givenArrays: givenArrays)
        let index = Self.navigationCaseNames.firstIndex(of: name) ?? Self.navigationFormerCaseNames[name]
        let made: Self?
        do {
            if let index, container.contains(NavigationCaseCodingKey("values")),
                let passing = Self.self as? any NavigationPassedThroughCoding.Type
            {
                // A case with a passed-through type, each value saved with its own Codable.
                let saved = try container.nestedContainer(keyedBy: NavigationCaseCodingKey.self, forKey: NavigationCaseCodingKey("values"))
                made =
                    try passing.decodePassedThroughCase(at: index, from: PassedThroughValues(decoding: saved)) as? Self
                    ?? Self.navigationRestorationFallback
            } else {
                made = try index.flatMap { try Self(navigationCaseIndex: $0, values: match) } ?? Self.navigationRestorationFallback
            }
        } catch {
            if let fallback = Self.navigationRestorationFallback {
                self = fallback
                return
            }
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath, debugDescription: "case '\(name)' of \(Self.self): \(error)"))
        }
        guard let made else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath, debugDescription: "\(Self.self) has no case '\(name)'"))
        }
        self = made
    }
}

extension NavigationCaseCodable where Self: Encodable {
    /// Encodes `{"case": "detail", "parameters": {"identifier": "42"}}`; an absent optional is
    /// `null`, so it stays `nil` whatever its default.
    public func encode(to encoder: any Encoder) throws {
        guard let navigationCase else {
            if let passing = self as? any NavigationPassedThroughCoding {
                var container = encoder.container(keyedBy: NavigationCaseCodingKey.self)
                var values = PassedThroughValues(
                    encoding: container.nestedContainer(keyedBy: NavigationCaseCodingKey.self, forKey: NavigationCaseCodingKey("values")))
                if let name = try passing.encodePassedThroughCase(to: &values) {
                    try container.encode(name, forKey: NavigationCaseCodingKey("case"))
                    return
                }
            }
            throw EncodingError.invalidValue(
                self,
                .init(
                    codingPath: encoder.codingPath, debugDescription: "\(self) has a parameter with no text form"))
        }
        var container = encoder.container(keyedBy: NavigationCaseCodingKey.self)
        try container.encode(navigationCase.name, forKey: NavigationCaseCodingKey("case"))
        guard !navigationCase.arguments.isEmpty else { return }
        var parameters = container.nestedContainer(keyedBy: NavigationCaseCodingKey.self, forKey: NavigationCaseCodingKey("parameters"))
        for argument in navigationCase.arguments {
            switch argument.content {
            case .text(let text):
                try parameters.encode(text, forKey: NavigationCaseCodingKey(argument.name))
            case .texts(let texts):
                try parameters.encode(texts, forKey: NavigationCaseCodingKey(argument.name))
            case .absent:
                try parameters.encodeNil(forKey: NavigationCaseCodingKey(argument.name))
            case .unrepresentable:
                throw EncodingError.invalidValue(
                    self,
                    .init(
                        codingPath: encoder.codingPath + [NavigationCaseCodingKey(argument.name)],
                        debugDescription: "parameter '\(argument.name)' has a value with no text form (such as NaN)"))
            }
        }
    }
}

/// The keys of the case-name schema.
struct NavigationCaseCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }

    init(_ string: String) {
        stringValue = string
    }

    init?(stringValue: String) {
        self.stringValue = stringValue
    }

    init?(intValue: Int) {
        nil
    }
}

extension DeepLinkRouter where Destination: NavigationCaseCodable {
    /// Creates the router of one feature from its patterns, making destinations with the
    /// destination type's ``NavigationCaseCodable/init(navigationCaseIndex:values:)``.
    ///
    /// - Parameters:
    ///   - locations: Where the feature's URLs live; the first is canonical.
    ///   - routes: Each route's destination name and pattern, in order; a destination's first
    ///     route is its canonical one.
    public init(locations: [DeepLinkLocation], routes: [(name: String, pattern: String)]) {
        self.init(locations: locations, routes: routes.map { RouteLine(name: $0.name, pattern: $0.pattern) })
    }

    /// Creates the router of one feature from its patterns, the query keys each requires
    /// (``DeepLinkRoute/requiredQueryKeys``) and the value patterns of its parameters
    /// (``DeepLinkRoute/valuePatterns``), which the destination type's initializer checks.
    private init(locations: [DeepLinkLocation], routes: [RouteLine]) {
        self.init(locations: locations, routes: Self.routes(routes))
    }

    /// Routes that make destinations with the destination type's initializer.
    private static func routes(_ routes: [RouteLine]) -> [DeepLinkRoute<Destination>] {
        let names = Destination.navigationCaseNames
        return routes.map { route in
            let name = route.name
            let index = names.firstIndex(of: name) ?? -1
            return DeepLinkRoute(
                name: name, pattern: try? DeepLinkPattern(parsing: route.pattern), requiredQueryKeys: route.requiredQueryKeys,
                valuePatterns: route.valuePatterns, typedPlaceholders: route.types, locationPositions: route.locations,
                linkParameter: route.link
            ) { match in
                try Self.destination(at: index, named: name, match)
            }
        }
    }

    /// The name of the case at `index`, or an empty string for none.
    private static func caseName(at index: Int) -> String {
        let names = Destination.navigationCaseNames
        return names.indices.contains(index) ? names[index] : ""
    }

    /// The destination at `index` of the type's cases, made from `values`; when the type makes
    /// none, a mismatch that names the missing case.
    private static func destination(
        at index: Int, named name: @autoclosure () -> String, _ values: borrowing DeepLinkMatch
    ) throws -> Destination {
        guard let destination = try Destination(navigationCaseIndex: index, values: values) else {
            throw DeepLinkMatch.Mismatch.missing(parameter: name())
        }
        return destination
    }

    /// Creates the router of one feature from its routes written one per line, the destination's
    /// name, a space and the pattern, as generated handlers list them:
    ///
    /// ```swift
    /// DeepLinkRouter<CharacterIncomingNavigation>(
    ///     locations: [DeepLinkLocation(scheme: "challenge", host: "character")],
    ///     routes: """
    ///         list /list
    ///         detail /detail?id={identifier}
    ///         """)
    /// ```
    ///
    /// A route that requires query keys lists them after the word `requires`
    /// (`comment /comments?comment={id} requires comment`), and the value patterns of its
    /// parameters after the word `where`, each as `name=expression` with `%`, spaces and control
    /// characters percent-encoded (`status /@{user}/{id} where id=[0-9]+`), and the types of its
    /// placeholders that only values of their type fit after the word `typed`
    /// (`item /items/{id} typed id=Int`), and the positions in `locations` of the locations of a
    /// route of its own after the word `at` (`callback /oauth/callback at 2`; the other routes live
    /// under the locations no route names), and the parameter that receives the whole URL after
    /// the word `link` (`callback /oauth/callback?code={code} link url`): neither a pattern, a
    /// key nor an encoded expression holds a space.
    ///
    /// One string literal costs the compiler next to nothing, where a literal array of tuples
    /// costs it type inference and optimization for every route of every feature.
    ///
    /// The lines are parsed when a URL under one of the locations first needs them, or when
    /// ``routes`` is first read: a generated handler's `router` parses nothing at launch.
    @_spi(Generated)
    public init(locations: [DeepLinkLocation], routes lines: String) {
        self.init(groups: [Group(locations: locations, routes: memoized { Self.routes(Self.routes(lines: lines)) })])
    }

    /// The routes of lines as generated handlers write them: name, pattern, `requires` and the
    /// required keys, `where` and the value patterns, `typed` and the placeholders' types. Keys
    /// and patterns are percent-encoded where they would not be one word (a key named `where`
    /// as `%77here`). Lines and words are split at the bytes of a newline and a space, not at
    /// characters: a combining mark after a space is a word of its own. Escapes are decoded by
    /// the engine, as it decodes URLs: Foundation's `removingPercentEncoding` took a sixth of
    /// the first deep link's work at 100 features.
    private static func routes(lines: String) -> [RouteLine] {
        lines.utf8.split(separator: UInt8(ascii: "\n")).map { line in
            let parts = line.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
            var required: Set<String> = []
            var valuePatterns: [String: String] = [:]
            var types: [String: String] = [:]
            var locations: [Int]?
            var link: String?
            var word = ""
            for part in parts.dropFirst(2) {
                if part == "requires" || part == "where" || part == "typed" || part == "at" || part == "link" {
                    word = part
                } else if word == "link" {
                    link = PercentEncoding.decode(part[...]) ?? part
                } else if word == "at" {
                    locations = (locations ?? []) + (Int(part).map { [$0] } ?? [])
                } else if word == "requires" {
                    required.insert(PercentEncoding.decode(part[...]) ?? part)
                } else if let equals = part.firstIndex(of: "=") {
                    let (name, value) = (String(part[..<equals]), String(part[part.index(after: equals)...]))
                    if word == "where" { valuePatterns[name] = PercentEncoding.decode(value[...]) ?? "" }
                    if word == "typed" { types[name] = value }
                }
            }
            return RouteLine(
                name: parts.first ?? "", pattern: parts.count > 1 ? parts[1] : "", requiredQueryKeys: required, valuePatterns: valuePatterns,
                types: types, locations: locations, link: link)
        }
    }

    /// Builds the canonical URL of a destination, or `nil` when it has no deep link or a value
    /// cannot be written in one.
    ///
    /// The URL is built under the canonical location, then under each placeholder host (whose
    /// host is the value of its parameter), and resolved again before it is returned: building
    /// gives `nil` exactly where
    /// resolving the built URL would not give back the same destination (an empty path segment,
    /// a value that a literal route at the same place would capture, an empty array whose
    /// parameter has another default), and a URL in every other case, whatever its length.
    public func url(for destination: Destination) -> URL? {
        guard let navigationCase = destination.navigationCase else {
            return nil
        }
        // A destination that receives the link that opened it is built as that link, when it
        // opens the same destination and values again.
        if let link = linkParameter(of: navigationCase.name) {
            guard case .text(let text)? = navigationCase.arguments.first(where: { $0.name == link })?.content, let url = URL(string: text)
            else { return nil }
            return resolve(text) == destination ? url : nil
        }
        // Under the canonical location, then under each placeholder host: the first URL that
        // resolves back.
        return url(for: navigationCase.name, navigationCase.arguments) { resolve($0.absoluteString) == destination }
    }

    /// The parameter that receives the link, of the first route of a destination, if it has
    /// one: found group by group, without the copy of every route that ``routes`` makes.
    private func linkParameter(of name: String) -> String? {
        for group in groups {
            if let route = group.routes().first(where: { $0.name == name }) {
                return route.linkParameter
            }
        }
        return nil
    }
}

/// A route as a handler's line gives it. A type of its own, outside the generic router: an
/// array of the labelled tuple this was is a type the Swift runtime made from its mangled name
/// at every app's first deep link, which cost that link 200,000 instructions.
private struct RouteLine {
    var name: String
    var pattern: String
    var requiredQueryKeys: Set<String> = []
    var valuePatterns: [String: String] = [:]
    var types: [String: String] = [:]
    var locations: [Int]?
    var link: String?
}
