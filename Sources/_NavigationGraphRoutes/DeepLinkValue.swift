import Foundation

/// A parameter type that a deep link can carry as text, with strict conversions both ways.
///
/// Generated code's, behind `@_spi(Generated)`: the members it adds to `Int`, `String` and the
/// other carried types stay out of an app's autocompletion.
///
/// `Int`, `Double`, `Bool`, `String` and `UUID` conform, and so does an `Optional` of any of them.
/// The conversion is a static method rather than an initializer, so that it adds no overload to
/// `Bool.init` or `Int.init`: an app's own `.flatMap(Bool.init)` stays unambiguous.
@_spi(Generated)
public protocol DeepLinkValue: Sendable {
    /// Converts decoded URL text to a value, or returns `nil` when the text is not exactly a
    /// value of this type.
    static func deepLinkValue(from text: String) -> Self?
    /// The text that stands for the value in a URL, before percent-encoding, or `nil` when the
    /// value cannot be written in a URL.
    var deepLinkText: String? { get }
    /// Whether the value is absent (an optional that is `nil`): it is then left out of a URL.
    var isAbsentDeepLinkValue: Bool { get }
    /// The value a URL that leaves the parameter out gives, or `nil` when the parameter is
    /// required.
    static var deepLinkValueWhenAbsent: Self? { get }
}

@_spi(Generated)
extension DeepLinkValue {
    public var isAbsentDeepLinkValue: Bool { false }
    public static var deepLinkValueWhenAbsent: Self? { nil }
}

@_spi(Generated)
extension DeepLinkValue where Self: RawRepresentable, RawValue == String {
    /// Accepts exactly one of the raw values: what a generated enum of a graph's `enums` matches.
    public static func deepLinkValue(from text: String) -> Self? {
        Self(rawValue: text)
    }

    /// The raw value.
    public var deepLinkText: String? { rawValue }
}

@_spi(Generated)
extension Int: DeepLinkValue {
    /// Accepts an optional `-` and decimal digits, within range; not a leading `+`.
    public static func deepLinkValue(from text: String) -> Int? {
        text.utf8.first == UInt8(ascii: "+") ? nil : Int(text)
    }

    public var deepLinkText: String? { String(self) }
}

@_spi(Generated)
extension Double: DeepLinkValue {
    /// Accepts a finite decimal or exponent number: `-1.5`, `2`, `6.02e23`; not `nan`, `inf`,
    /// hexadecimal or a leading `+`.
    public static func deepLinkValue(from text: String) -> Double? {
        var text = text
        guard text.withUTF8(isDecimalNumber), let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// The shortest text that converts back to the same value; `nil` for infinities and NaN.
    public var deepLinkText: String? { isFinite ? description : nil }

    private static func isDecimalNumber(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        func skip(_ byte: UInt8) -> Bool {
            guard index < text.count, text[index] == byte else { return false }
            index += 1
            return true
        }
        func digits() -> Bool {
            let start = index
            while index < text.count, text[index] &- UInt8(ascii: "0") < 10 { index += 1 }
            return index > start
        }
        _ = skip(UInt8(ascii: "-"))
        guard digits() else { return false }
        if skip(UInt8(ascii: ".")) {
            guard digits() else { return false }
        }
        if skip(UInt8(ascii: "e")) || skip(UInt8(ascii: "E")) {
            if !skip(UInt8(ascii: "+")) { _ = skip(UInt8(ascii: "-")) }
            guard digits() else { return false }
        }
        return index == text.count
    }
}

@_spi(Generated)
extension Bool: DeepLinkValue {
    /// Accepts exactly `true` or `false`.
    public static func deepLinkValue(from text: String) -> Bool? {
        switch text {
        case "true": true
        case "false": false
        default: nil
        }
    }

    public var deepLinkText: String? { self ? "true" : "false" }
}

@_spi(Generated)
extension String: DeepLinkValue {
    /// Accepts any decoded text.
    public static func deepLinkValue(from text: String) -> String? {
        text
    }

    public var deepLinkText: String? { self }
}

@_spi(Generated)
extension UUID: DeepLinkValue {
    /// Accepts what `UUID(uuidString:)` accepts on Apple platforms: 36 characters, hexadecimal
    /// digits of either case in groups of 8, 4, 4, 4 and 12 joined by hyphens, on every platform.
    /// Read here from the text's bytes: Foundation's parser on Linux also takes some malformed
    /// texts, and takes ten times as long.
    public static func deepLinkValue(from text: String) -> UUID? {
        guard text.utf8.count == 36 else { return nil }
        var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var digits = 0
        let valid = withUnsafeMutableBytes(of: &uuid) { output in
            for (index, byte) in text.utf8.enumerated() {
                if index == 8 || index == 13 || index == 18 || index == 23 {
                    guard byte == UInt8(ascii: "-") else { return false }
                    continue
                }
                guard let value = PercentEncoding.hexValue(byte) else { return false }
                output[digits / 2] |= digits % 2 == 0 ? value << 4 : value
                digits += 1
            }
            return true
        }
        return valid ? UUID(uuid: uuid) : nil
    }

    public var deepLinkText: String? { uuidString }
}

@_spi(Generated)
extension URL: DeepLinkValue {
    /// The URL of a parameter that receives the link that opened its destination
    /// (`"source": "link"`): what `URL(string:)` makes of the text.
    public static func deepLinkValue(from text: String) -> URL? {
        URL(string: text)
    }

    public var deepLinkText: String? { absoluteString }
}

@_spi(Generated)
extension Optional: DeepLinkValue where Wrapped: DeepLinkValue {
    public static func deepLinkValue(from text: String) -> Wrapped?? {
        Wrapped.deepLinkValue(from: text).map { .some($0) }
    }

    public var deepLinkText: String? { self?.deepLinkText }

    public var isAbsentDeepLinkValue: Bool { self == nil }

    public static var deepLinkValueWhenAbsent: Self? { .some(.none) }
}
