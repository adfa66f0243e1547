import Foundation

/// Percent-encoding and decoding as deep links need them (RFC 3986), on UTF-8 bytes.
package enum PercentEncoding {
    /// Whether a byte is an unreserved character: a letter, a digit, `-`, `.`, `_` or `~`.
    static func isUnreserved(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
            UInt8(ascii: "_"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    /// Whether every byte is ASCII: an index loop, since navgraph asks it of every pattern and
    /// every node of a large app's trie in the debug build it runs as, where `allSatisfy` costs
    /// a generic call a byte.
    static func isASCII(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index < bytes.count {
            if bytes[index] >= 0x80 { return false }
            index += 1
        }
        return true
    }

    /// An ASCII letter in lower case; any other byte as it is. One comparison, no branch: the
    /// root of every URL is hashed through it.
    @inline(__always)
    static func lowercased(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
    }

    /// Appends `text` to `bytes` with every byte that is not unreserved percent-encoded, so it
    /// is safe as a path segment or a query value. A segment that is `.` or `..` has its dots
    /// encoded too, so that no URL normalisation can remove it.
    /// A path segment's text, percent-encoded.
    package static func encoded(_ text: String) -> String {
        var bytes: [UInt8] = []
        encode(text, asPathSegment: true, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    static func encode(_ text: String, asPathSegment: Bool, into bytes: inout [UInt8]) {
        // A query value's dots need no escape: a value of dots alone is only a segment's problem.
        encode(segment: text, between: "", and: "", escapingDots: asPathSegment, into: &bytes)
    }

    /// Appends a path segment's value as ``encode(_:asPathSegment:into:)`` does, between the
    /// literal text `prefix` and `suffix` of its segment, which the caller writes: the value's
    /// dots are encoded when the whole segment would be `.` or `..`.
    static func encode(segment value: String, between prefix: String, and suffix: String, escapingDots: Bool = true, into bytes: inout [UInt8]) {
        let isDot = { (byte: UInt8) in byte == UInt8(ascii: ".") }
        let length = prefix.utf8.count + value.utf8.count + suffix.utf8.count
        if escapingDots, length > 0, length <= 2, value.utf8.allSatisfy(isDot), prefix.utf8.allSatisfy(isDot), suffix.utf8.allSatisfy(isDot) {
            for _ in value.utf8 { bytes.append(contentsOf: "%2E".utf8) }
            return
        }
        for byte in value.utf8 {
            if isUnreserved(byte) {
                bytes.append(byte)
            } else {
                bytes.append(contentsOf: [UInt8(ascii: "%"), hexDigit(byte >> 4), hexDigit(byte & 0x0F)])
            }
        }
    }

    /// Decodes `%XY` escapes in text; `+` stays a plus. Returns `nil` for a malformed escape or
    /// for escaped bytes that are not UTF-8.
    package static func decode(_ text: Substring) -> String? {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return String(text) }
        let bytes = Array(text.utf8)
        var decoded: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) else {
                    return nil
                }
                decoded.append(high << 4 | low)
                index += 3
            } else {
                decoded.append(bytes[index])
                index += 1
            }
        }
        // Not `String(validating:as:)`, which Apple's platforms have only from iOS 18 and macOS
        // 15: decoding replaces each ill-formed sequence with U+FFFD, whose bytes never equal
        // what they replace, so the bytes were UTF-8 exactly when the text's bytes are the same.
        let text = String(decoding: decoded, as: UTF8.self)
        return text.utf8.elementsEqual(decoded) ? text : nil
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }

    /// The value of a hexadecimal digit of either case, or `nil`: two comparisons, inlined into
    /// the loops that decode escapes and UUIDs.
    @inline(__always)
    static func hexValue(_ byte: UInt8) -> UInt8? {
        let digit = byte &- UInt8(ascii: "0")
        if digit < 10 { return digit }
        // Setting the 0x20 bit folds `A`-`F` onto `a`-`f`, and no other byte onto them.
        let letter = (byte | 0x20) &- UInt8(ascii: "a")
        return letter < 6 ? letter + 10 : nil
    }
}
