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
    let make: @Sendable (DeepLinkMatch) throws -> Destination

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
        make: @escaping @Sendable (DeepLinkMatch) throws -> Destination
    ) {
        self.name = name
        self.pattern = try? DeepLinkPattern(parsing: pattern)
        self.make = make
    }

    /// Creates a route from a pattern that is already parsed.
    public init(
        _ name: String,
        pattern: DeepLinkPattern?,
        make: @escaping @Sendable (DeepLinkMatch) throws -> Destination
    ) {
        self.init(name: name, pattern: pattern, make: make)
    }

    init(name: String, pattern: DeepLinkPattern?, make: @escaping @Sendable (DeepLinkMatch) throws -> Destination) {
        self.name = name
        self.pattern = pattern
        self.make = make
    }
}

/// The decoded values a URL binds to the placeholders of a route.
public struct DeepLinkMatch: Sendable {
    /// Why the values of a URL do not make a destination.
    public enum Mismatch: Error, Hashable, Sendable {
        /// A required parameter has no value in the URL.
        case missing(parameter: String)
        /// A value does not convert to its parameter's type.
        case invalid(parameter: String, text: String)
    }

    /// The bound values, by parameter name, in the pattern's order.
    public let values: [(name: String, text: String)]
    /// Parameters saved state says are `nil`: they are `nil` rather than their default.
    @usableFromInline let explicitNils: [String]

    /// Creates a match from bound values.
    public init(values: [(name: String, text: String)]) {
        self.values = values
        self.explicitNils = []
    }

    init(values: [(name: String, text: String)], explicitNils: [String]) {
        self.values = values
        self.explicitNils = explicitNils
    }

    /// The decoded text bound to a parameter, if the URL has it.
    @inlinable
    public func text(_ name: String) -> String? {
        values.first(where: { $0.name == name })?.text
    }

    /// The value of a parameter, converted strictly; an optional parameter that the URL leaves
    /// out is `nil`.
    /// - Throws: ``Mismatch`` when the value is missing or does not convert.
    @inlinable
    public func value<Value: DeepLinkValue>(_ name: String, as type: Value.Type = Value.self) throws(Mismatch) -> Value {
        if let text = text(name) {
            guard let value = Value.deepLinkValue(from: text) else {
                throw .invalid(parameter: name, text: text)
            }
            return value
        }
        guard let absent = Value.deepLinkValueWhenAbsent else {
            throw .missing(parameter: name)
        }
        return absent
    }

    /// The value of a parameter, converted strictly, or `defaultValue` when the URL leaves it out.
    /// - Throws: ``Mismatch`` when the value does not convert.
    @inlinable
    public func value<Value: DeepLinkValue>(_ name: String, default defaultValue: Value) throws(Mismatch) -> Value {
        guard let text = text(name) else {
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

/// A named value for building a URL.
public struct DeepLinkArgument: Sendable {
    @usableFromInline
    enum Content: Sendable, Hashable {
        case text(String)
        case absent
        case unrepresentable
    }

    @usableFromInline let name: String
    @usableFromInline let content: Content

    /// Creates an argument from a parameter's value.
    @inlinable
    public init<Value: DeepLinkValue>(_ name: String, _ value: Value) {
        self.name = name
        if value.isAbsentDeepLinkValue {
            content = .absent
        } else if let text = value.deepLinkText {
            content = .text(text)
        } else {
            content = .unrepresentable
        }
    }
}
