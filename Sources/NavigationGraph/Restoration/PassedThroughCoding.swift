import Foundation

/// A generated enum with cases whose values are not all text (a passed-through Swift type, such
/// as a model object): saved state holds such a case with each value's own `Codable`
/// conformance, looked up at run time, since the compiler cannot know whether a passed-through
/// type is `Codable`. A value that is not fails to save, and a saved stack ends below it.
///
/// Saved state writes `{"case": "preview", "values": {"item": {...}}}`.
@_spi(Generated)
public protocol NavigationPassedThroughCoding: NavigationCaseCodable {
    /// Writes the values of a case with a passed-through type into `values`, and gives the case's
    /// name; `nil` for a case saved as text.
    func encodePassedThroughCase(to values: inout PassedThroughValues) throws -> String?

    /// Makes the case at `index` from values ``encodePassedThroughCase(to:)`` wrote; `nil` for a
    /// case saved as text.
    static func decodePassedThroughCase(at index: Int, from values: PassedThroughValues) throws -> Self?
}

/// The values of one saved case, each written and read with its own `Codable` conformance.
@_spi(Generated)
public struct PassedThroughValues {
    private var encoding: KeyedEncodingContainer<NavigationCaseCodingKey>?
    private let decoding: KeyedDecodingContainer<NavigationCaseCodingKey>?

    init(encoding container: KeyedEncodingContainer<NavigationCaseCodingKey>) {
        encoding = container
        decoding = nil
    }

    init(decoding container: KeyedDecodingContainer<NavigationCaseCodingKey>) {
        encoding = nil
        decoding = container
    }

    /// Writes a value, which must be `Encodable` at run time.
    public mutating func encode<Value>(_ value: Value, named name: StaticString) throws {
        let key = NavigationCaseCodingKey(name.description)
        guard let encodable = value as? any Encodable else {
            throw EncodingError.invalidValue(
                value, .init(codingPath: [key], debugDescription: "'\(name)' is a \(Value.self), which is not Encodable"))
        }
        try encoding?.encode(encodable, forKey: key)
    }

    /// Reads a value of the type the case's parameter has, which must be `Decodable` at run time.
    public func decode<Value>(named name: StaticString) throws -> Value {
        let key = NavigationCaseCodingKey(name.description)
        guard let type = Value.self as? any Decodable.Type else {
            throw DecodingError.typeMismatch(
                Value.self, .init(codingPath: [key], debugDescription: "'\(name)' is a \(Value.self), which is not Decodable"))
        }
        guard let decoding else {
            throw DecodingError.dataCorrupted(.init(codingPath: [key], debugDescription: "no saved values to read"))
        }
        guard let value = try decoding.decode(type, forKey: key) as? Value else {
            throw DecodingError.typeMismatch(Value.self, .init(codingPath: [key], debugDescription: "'\(name)' did not decode as a \(Value.self)"))
        }
        return value
    }
}
