import Foundation

/// A parameter's value pattern: a regular expression in Swift `Regex` syntax that the whole
/// decoded value of a `String` (each element of a `[String]`) must match for a URL's route to
/// fit, so that `/@alice/109` and `/@alice/media` open different destinations.
///
/// Generated code's, behind `@_spi(Generated)`: a destination enum holds its feature's patterns
/// in one static array, made when a URL first reaches one of them, and reads each value through
/// ``DeepLinkMatch/matching(_:_:_:)``. navgraph checks every expression when it
/// reads the graph, so an expression that does not compile here cannot come from generated
/// code; one that does not matches no value, and never traps.
@_spi(Generated)
public struct DeepLinkValuePattern: @unchecked Sendable {
    // `@unchecked`: `Regex` is not declared `Sendable`, but it is a value whose program is
    // compiled once and never changed; matching reads it only.
    private let regex: Regex<AnyRegexOutput>?

    /// The expression as the graph writes it.
    public let source: String

    /// Compiles an expression; one that does not compile matches no value.
    public init(_ source: String) {
        self.source = source
        regex = try? Regex(source)
    }

    /// Whether the whole text matches the expression.
    public func matches(_ text: String) -> Bool {
        guard let regex else { return false }
        return ((try? regex.wholeMatch(in: text)) ?? nil) != nil
    }
}

@_spi(Generated)
extension DeepLinkMatch {
    /// A `String` read from a URL, checked against its parameter's pattern.
    ///
    /// Only a URL's values are checked: a destination that code made, and saved state holds,
    /// restores whatever its values.
    ///
    /// - Throws: ``Mismatch/invalid(parameter:text:)`` when the URL's value does not match, so
    ///   that matching goes on to the next route that fits.
    public func matching(_ value: String, _ pattern: DeepLinkValuePattern, _ name: StaticString) throws(Mismatch) -> String {
        guard url == nil || pattern.matches(value) else {
            throw .invalid(parameter: name.description, text: value)
        }
        return value
    }

    /// A `String?` read from a URL, checked against its parameter's pattern when it is there.
    public func optionalMatching(_ value: String?, _ pattern: DeepLinkValuePattern, _ name: StaticString) throws(Mismatch) -> String? {
        guard let value else { return nil }
        return try matching(value, pattern, name)
    }

    /// A `[String]` read from a URL, each element checked against its parameter's pattern.
    public func arrayMatching(_ value: [String], _ pattern: DeepLinkValuePattern, _ name: StaticString) throws(Mismatch) -> [String] {
        for element in value {
            _ = try matching(element, pattern, name)
        }
        return value
    }

    /// A `[String]?` read from a URL, each element checked against its parameter's pattern.
    public func optionalArrayMatching(_ value: [String]?, _ pattern: DeepLinkValuePattern, _ name: StaticString) throws(Mismatch) -> [String]? {
        guard let value else { return nil }
        return try arrayMatching(value, pattern, name)
    }
}
