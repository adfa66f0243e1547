/// One deep-link pattern of a destination, and how the values a URL binds make the destination.
///
/// Generated handlers list their routes, in the graph's order:
///
/// ```swift
/// DeepLinkRoute("detail", "/detail?id={identifier}") {
///     try .detail(identifier: $0.value("identifier"))
/// }
/// ```
public struct DeepLinkRoute<Destination: Sendable>: Sendable {
    /// The destination's name; routes of the same destination share it, the first is canonical.
    public let name: String
    /// The parsed pattern, or `nil` when the text does not parse (such a route never matches).
    public let pattern: DeepLinkPattern?
    /// The query keys a URL must have for the route to fit, those of its parameters that are
    /// neither optional, nor defaulted, nor arrays: routes of one path shape that differ in them
    /// coexist, and the one with more is tried first (`/comments?comment={id}` before
    /// `/comments`). Empty by default.
    public let requiredQueryKeys: Set<String>
    /// The value patterns of the route's parameters, by parameter name: regular expressions in
    /// Swift `Regex` syntax that the whole decoded value (each element of an array) must match
    /// for the route to fit. Routes of one path shape that differ in them coexist, and the one
    /// with more is tried first (`/@{user}/{id}` with `[0-9]+` before `/@{user}/{tab}`). Empty
    /// by default.
    public let valuePatterns: [String: String]
    /// The types of the route's placeholders that only values of their type fit (`Int`,
    /// `Double`, `Bool`, `UUID` or an enum's name), by parameter name: routes of one shape that
    /// differ in them coexist, and the one with more is tried first (`/items/{id}` of an `Int`
    /// before `/items/{slug}`). The destination's `make` checks the values.
    package let typedPlaceholders: [String: String]
    /// The positions, among the router's locations, of the locations of a route of its own
    /// (SPEC 3.6: `{ "pattern": …, "location": … }`); `nil` for a route under the others.
    package let locationPositions: [Int]?
    /// The parameter that receives the whole URL that opened the destination (SPEC 3.6:
    /// `"source": "link"`), in no pattern; `nil` for none.
    package let linkParameter: String?
    package let make: @Sendable (borrowing DeepLinkMatch) throws -> Destination

    /// Creates a route.
    ///
    /// - Parameters:
    ///   - name: The name of the destination the route opens.
    ///   - pattern: The pattern, such as `/detail?id={identifier}`.
    ///   - make: Makes the destination from the values a URL binds; it throws when a value is
    ///     missing or does not convert.
    public init(
        _ name: String,
        _ pattern: String,
        make: @escaping @Sendable (borrowing DeepLinkMatch) throws -> Destination
    ) {
        self.init(name: name, pattern: try? DeepLinkPattern(parsing: pattern), requiredQueryKeys: [], make: make)
    }

    /// Creates a route that requires query keys: it fits a URL only when each is there, and is
    /// tried before a route of the same path shape that requires fewer.
    ///
    /// - Parameters:
    ///   - name: The name of the destination the route opens.
    ///   - pattern: The parsed pattern.
    ///   - requiredQueryKeys: The keys of the pattern's query that a URL must have.
    ///   - make: Makes the destination from the values a URL binds.
    public init(
        _ name: String,
        pattern: DeepLinkPattern?,
        requiredQueryKeys: Set<String>,
        make: @escaping @Sendable (borrowing DeepLinkMatch) throws -> Destination
    ) {
        self.init(name: name, pattern: pattern, requiredQueryKeys: requiredQueryKeys, make: make)
    }

    /// Creates a route whose values must match patterns: it fits a URL only when each value of a
    /// parameter with a pattern matches it, and is tried before a route of the same path shape
    /// and the same required keys with fewer patterns.
    ///
    /// - Parameters:
    ///   - name: The name of the destination the route opens.
    ///   - pattern: The parsed pattern.
    ///   - requiredQueryKeys: The keys of the pattern's query that a URL must have.
    ///   - valuePatterns: Regular expressions in Swift `Regex` syntax, by parameter name, that
    ///     the whole of each of the parameter's values must match. One that does not compile
    ///     matches nothing.
    ///   - make: Makes the destination from the values a URL binds, once they have matched.
    public init(
        _ name: String,
        pattern: DeepLinkPattern?,
        requiredQueryKeys: Set<String> = [],
        valuePatterns: [String: String],
        make: @escaping @Sendable (borrowing DeepLinkMatch) throws -> Destination
    ) {
        let compiled = valuePatterns.sorted { $0.key < $1.key }.map { ($0.key, DeepLinkValuePattern($0.value)) }
        self.init(name: name, pattern: pattern, requiredQueryKeys: requiredQueryKeys, valuePatterns: valuePatterns) { match in
            for (parameter, valuePattern) in compiled {
                for text in match.texts(parameter) where !valuePattern.matches(text) {
                    throw DeepLinkMatch.Mismatch.invalid(parameter: parameter, text: text)
                }
            }
            return try make(match)
        }
    }

    /// Creates a route from a pattern that is already parsed.
    public init(
        _ name: String,
        pattern: DeepLinkPattern?,
        make: @escaping @Sendable (borrowing DeepLinkMatch) throws -> Destination
    ) {
        self.init(name: name, pattern: pattern, requiredQueryKeys: [], make: make)
    }

    /// A route whose `make` checks its value patterns and types itself, as generated code does.
    package init(
        name: String, pattern: DeepLinkPattern?, requiredQueryKeys: Set<String>, valuePatterns: [String: String] = [:],
        typedPlaceholders: [String: String] = [:], locationPositions: [Int]? = nil, linkParameter: String? = nil,
        make: @escaping @Sendable (borrowing DeepLinkMatch) throws -> Destination
    ) {
        self.name = name
        self.pattern = pattern
        self.requiredQueryKeys = requiredQueryKeys
        self.valuePatterns = valuePatterns
        self.typedPlaceholders = typedPlaceholders
        self.locationPositions = locationPositions
        self.linkParameter = linkParameter
        self.make = make
    }
}

/// The decoded values a URL binds to the placeholders of a route.
///
/// A match holds the decoded values a URL binds, by name; it is noncopyable, and a route's
/// closure or a destination's initializer borrows it. ``values`` copies the values out.
public struct DeepLinkMatch: ~Copyable, Sendable {
    /// Why the values of a URL do not make a destination.
    @frozen public enum Mismatch: Error, Hashable, Sendable, CustomStringConvertible {
        /// A required parameter has no value in the URL.
        case missing(parameter: String)
        /// A value does not convert to its parameter's type.
        case invalid(parameter: String, text: String)
        /// A parameter that takes one value is given several (a query key repeated).
        case repeated(parameter: String)

        public var description: String {
            switch self {
            case .missing(let parameter): "required parameter '\(parameter)' is missing"
            case .invalid(let parameter, let text): "'\(VisibleText.escaped(text))' is not a valid value of parameter '\(parameter)'"
            case .repeated(let parameter): "parameter '\(parameter)', which takes one value, is given more than once"
            }
        }
    }

    /// The values, and what saved state says beyond them.
    @usableFromInline let given: Given?

    /// The bound values, by parameter name, in the order of the URL: the path's, then the
    /// query's; an array's key once per element.
    public var values: [(name: String, text: String)] {
        list ?? []
    }

    /// Bound values, and what saved state says beyond them.
    @usableFromInline
    final class Given: Sendable {
        let list: [(name: String, text: String)]
        @usableFromInline let explicitNils: [String]
        @usableFromInline let givenArrays: [String]
        /// Whether the values are a URL's, which value patterns check.
        let isFromURL: Bool

        init(list: [(name: String, text: String)], explicitNils: [String], givenArrays: [String], isFromURL: Bool = false) {
            self.list = list
            self.explicitNils = explicitNils
            self.givenArrays = givenArrays
            self.isFromURL = isFromURL
        }
    }

    /// Values made by hand or read from saved state.
    var list: [(name: String, text: String)]? { given?.list }
    /// Parameters saved state says are `nil`: they are `nil` rather than their default.
    @inlinable var explicitNils: [String] { given?.explicitNils ?? [] }
    /// Array parameters saved state gives, even empty: an empty one is `[]`, not its default.
    @inlinable var givenArrays: [String] { given?.givenArrays ?? [] }

    /// Creates a match from bound values.
    public init(values: [(name: String, text: String)]) {
        given = Given(list: values, explicitNils: [], givenArrays: [])
    }

    /// The values a URL binds, decoded.
    init(urlValues values: [(name: String, text: String)]) {
        given = Given(list: values, explicitNils: [], givenArrays: [], isFromURL: true)
    }

    /// Whether the values are a URL's.
    var isFromURL: Bool { given?.isFromURL ?? false }

    package init(values: [(name: String, text: String)], explicitNils: [String], givenArrays: [String] = []) {
        given = Given(list: values, explicitNils: explicitNils, givenArrays: givenArrays)
    }

    /// The decoded text bound to a parameter, if the URL has it (the first, if it has several).
    public func text(_ name: String) -> String? {
        texts(name).first
    }

    /// Every decoded text bound to a parameter, in order: an array parameter's elements.
    public func texts(_ name: String) -> [String] {
        return (list ?? []).compactMap { $0.name == name ? $0.text : nil }
    }

    /// The one decoded text bound to a parameter, or `nil` when there is none.
    /// - Throws: ``Mismatch/repeated(parameter:)`` when there are several.
    @usableFromInline
    func singleText(_ name: String) throws(Mismatch) -> String? {
        guard let list, let index = list.firstIndex(where: { $0.name == name }) else {
            return nil
        }
        if list[(index + 1)...].contains(where: { $0.name == name }) {
            throw .repeated(parameter: name)
        }
        return list[index].text
    }

    /// The value of a parameter, converted strictly; an optional parameter that the URL leaves
    /// out is `nil`.
    /// - Throws: ``Mismatch`` when the value is missing or does not convert.
    @inlinable @_spi(Generated)
    public func value<Value: DeepLinkValue>(_ name: String, as type: Value.Type = Value.self) throws(Mismatch) -> Value {
        if let text = try singleText(name) {
            guard let value = Value.deepLinkValue(from: text) else { throw .invalid(parameter: name, text: text) }
            return value
        }
        guard let absent = Value.deepLinkValueWhenAbsent else { throw .missing(parameter: name) }
        return absent
    }

    /// The value of a parameter, converted strictly, or `defaultValue` when the URL leaves it out.
    /// - Throws: ``Mismatch`` when the value does not convert.
    @inlinable @_spi(Generated)
    public func value<Value: DeepLinkValue>(_ name: String, default defaultValue: Value) throws(Mismatch) -> Value {
        guard let text = try singleText(name) else {
            if !explicitNils.isEmpty, explicitNils.contains(name), let absent = Value.deepLinkValueWhenAbsent {
                return absent
            }
            return defaultValue
        }
        guard let value = Value.deepLinkValue(from: text) else {
            throw .invalid(parameter: name, text: text)
        }
        return value
    }
}

@_spi(Generated)
extension DeepLinkMatch {
    /// The elements of an array parameter, in order, each converted strictly; `[]` when the URL
    /// leaves the key out.
    /// - Throws: ``Mismatch`` when an element does not convert.
    @inlinable
    public func array<Element: DeepLinkValue>(_ name: String, of type: Element.Type = Element.self) throws(Mismatch) -> [Element] {
        try elements(name) ?? []
    }

    /// The elements of an array parameter, or `defaultValue` when the URL leaves the key out.
    @inlinable
    public func array<Element: DeepLinkValue>(_ name: String, default defaultValue: [Element]) throws(Mismatch) -> [Element] {
        try elements(name) ?? defaultValue
    }

    /// The elements of an optional array parameter; `nil` when the URL leaves the key out.
    @inlinable
    public func optionalArray<Element: DeepLinkValue>(_ name: String, of type: Element.Type = Element.self) throws(Mismatch) -> [Element]? {
        try elements(name)
    }

    /// The elements of an optional array parameter, or `defaultValue` when the URL leaves the key
    /// out (saved state's explicit `nil` stays `nil`).
    @inlinable
    public func optionalArray<Element: DeepLinkValue>(_ name: String, default defaultValue: [Element]?) throws(Mismatch) -> [Element]? {
        let elements: [Element]? = try elements(name)
        return elements ?? (explicitNils.contains(name) ? nil : defaultValue)
    }

    /// The converted elements, or `nil` when none is given and saved state does not give the
    /// array either.
    @inlinable
    func elements<Element: DeepLinkValue>(_ name: String) throws(Mismatch) -> [Element]? {
        var elements: [Element] = []
        for text in texts(name) {
            guard let element = Element.deepLinkValue(from: text) else {
                throw .invalid(parameter: name, text: text)
            }
            elements.append(element)
        }
        if elements.isEmpty && !givenArrays.contains(name) {
            return nil
        }
        return elements
    }
}

/// A named value for building a URL.
public struct DeepLinkArgument: Sendable {
    @usableFromInline
    package enum Content: Sendable, Hashable {
        case text(String)
        /// An array's elements: its query key once per element.
        case texts([String])
        case absent
        case unrepresentable
    }

    // The inlinable initializers delegate to this one: inlinable code may not assign a stored
    // property of a struct that is not frozen, which a build with library evolution refuses.
    @usableFromInline
    package init(name: String, content: Content) {
        self.name = name
        self.content = content
    }

    @usableFromInline package let name: String
    @usableFromInline package let content: Content

    /// Creates an argument from a parameter's value.
    @inlinable @_spi(Generated)
    public init<Value: DeepLinkValue>(_ name: String, _ value: Value) {
        if value.isAbsentDeepLinkValue {
            self.init(name: name, content: .absent)
        } else if let text = value.deepLinkText {
            self.init(name: name, content: .text(text))
        } else {
            self.init(name: name, content: .unrepresentable)
        }
    }

    /// Creates an argument from an array parameter's value; `nil` is left out of a URL.
    @inlinable @_spi(Generated)
    public init<Element: DeepLinkValue>(_ name: String, array: [Element]?) {
        // Each element's text; `nil` for one without (an absent value or no text form).
        guard let texts = array?.map({ $0.isAbsentDeepLinkValue ? nil : $0.deepLinkText }) else {
            self.init(name: name, content: .absent)
            return
        }
        let written = texts.compactMap { $0 }
        self.init(name: name, content: written.count == texts.count ? .texts(written) : .unrepresentable)
    }
}
