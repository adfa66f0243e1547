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
    /// Accepts an optional `-` and decimal digits, within range.
    public static func deepLinkValue(from text: String) -> Int? {
        var text = text
        return text.withUTF8(parse)
    }

    /// The value of UTF-8 text: an optional `-` and decimal digits, within range.
    static func parse(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
        let negative = text.first == UInt8(ascii: "-")
        var index = negative ? 1 : 0
        guard index < text.count else { return nil }
        // Accumulated below zero, so that `Int.min` fits.
        var value = 0
        while index < text.count {
            let digit = text[index] &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
            let (next, underflow) = shifted.subtractingReportingOverflow(Int(digit))
            guard !overflow, !underflow else { return nil }
            value = next
            index += 1
        }
        if negative { return value }
        let (positive, overflow) = (0).subtractingReportingOverflow(value)
        return overflow ? nil : positive
    }

    public var deepLinkText: String? { String(self) }
}

@_spi(Generated)
extension Double: DeepLinkValue {
    /// Accepts a finite decimal or exponent number: `-1.5`, `2`, `6.02e23`; not `nan`, `inf`,
    /// hexadecimal or a leading `+`.
    public static func deepLinkValue(from text: String) -> Double? {
        var text = text
        return text.withUTF8(parse)
    }

    /// The value of UTF-8 text, checked to be a decimal number before it is converted.
    static func parse(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        guard isDecimalNumber(text) else { return nil }
        if let value = exactlyRepresentableDecimal(text) { return value }
        guard let value = Double(String(decoding: text, as: UTF8.self)), value.isFinite else {
            return nil
        }
        return value
    }

    /// The value of a decimal of at most 15 digits and no exponent, such as `0.5` or `-12.25`,
    /// or `nil` for any other: its digits as an integer are a `Double` exactly (below 2^53), as
    /// is the power of ten it is divided by (at most 10^15), so one division rounds correctly
    /// and gives exactly what `Double(_:)` gives, without the C library's `strtod`.
    private static func exactlyRepresentableDecimal(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
        let negative = text.first == UInt8(ascii: "-")
        var digits = 0
        var mantissa: UInt64 = 0
        var fractionDigits = -1
        for byte in text[(negative ? 1 : 0)...] {
            if byte == UInt8(ascii: ".") {
                fractionDigits = 0
                continue
            }
            let digit = byte &- UInt8(ascii: "0")
            // An exponent: the general conversion.
            guard digit < 10 else { return nil }
            digits += 1
            guard digits <= 15 else { return nil }
            mantissa = mantissa * 10 + UInt64(digit)
            if fractionDigits >= 0 { fractionDigits += 1 }
        }
        let value = Double(mantissa) / powersOfTen[max(fractionDigits, 0)]
        return negative ? -value : value
    }

    /// 10^0 through 10^15, each exactly a `Double`.
    private static let powersOfTen: [Double] = (0...15).map { exponent in (0..<exponent).reduce(1.0) { value, _ in value * 10 } }

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
        var text = text
        return text.withUTF8(parse)
    }

    /// The value of UTF-8 text: exactly `true` or `false`.
    static func parse(_ text: UnsafeBufferPointer<UInt8>) -> Bool? {
        if text.elementsEqual("true".utf8) { return true }
        if text.elementsEqual("false".utf8) { return false }
        return nil
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
    /// Read here from the text's bytes, because Foundation's parser on Linux allocates, scans
    /// with `sscanf` (which also takes some malformed texts) and made a UUID most of the cost of
    /// resolving a deep link.
    public static func deepLinkValue(from text: String) -> UUID? {
        var text = text
        return text.withUTF8(parse)
    }

    static func parse(_ text: UnsafeBufferPointer<UInt8>) -> UUID? {
        guard text.count == 36, let start = text.baseAddress,
            start[8] == UInt8(ascii: "-"), start[13] == UInt8(ascii: "-"), start[18] == UInt8(ascii: "-"), start[23] == UInt8(ascii: "-")
        else {
            return nil
        }
        return hexDigitValues.withUnsafeBufferPointer { values -> UUID? in
            // The 32 digits as two 64-bit halves, most significant first; `invalid` collects
            // every digit's value, whose high bits only a byte that is no digit sets.
            var invalid: UInt8 = 0
            func digits(_ range: Range<Int>, into half: inout UInt64) {
                for position in range {
                    let digit = values[Int(start[position])]
                    invalid |= digit
                    half = half << 4 | UInt64(digit)
                }
            }
            var high: UInt64 = 0
            var low: UInt64 = 0
            digits(0..<8, into: &high)
            digits(9..<13, into: &high)
            digits(14..<18, into: &high)
            digits(19..<23, into: &low)
            digits(24..<36, into: &low)
            guard invalid & 0xF0 == 0 else { return nil }
            var bytes: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            withUnsafeMutableBytes(of: &bytes) { output in
                output.storeBytes(of: high.bigEndian, as: UInt64.self)
                output.storeBytes(of: low.bigEndian, toByteOffset: 8, as: UInt64.self)
            }
            return UUID(uuid: bytes)
        }
    }

    /// Each byte's value as a hexadecimal digit of either case, or `0xFF` for a byte that is
    /// none: one load per digit.
    private static let hexDigitValues: [UInt8] = (0...255).map { PercentEncoding.hexValue(UInt8($0)) ?? 0xFF }

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
