/// Percent-encoding and decoding as deep links need them (RFC 3986), on UTF-8 bytes.
enum PercentEncoding {
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

    static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    /// Encodes every byte that is not unreserved, so the text is safe as a path segment or a
    /// query value. A segment that is `.` or `..` has its dots encoded too, so that no URL
    /// normalisation can remove it.
    static func encode(_ text: String, asPathSegment: Bool) -> String {
        let utf8 = text.utf8
        if asPathSegment, text == "." || text == ".." {
            return String(repeating: "%2E", count: utf8.count)
        }
        if utf8.allSatisfy(isUnreserved) {
            return text
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count * 3)
        for byte in utf8 {
            if isUnreserved(byte) {
                bytes.append(byte)
            } else {
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hexDigit(byte >> 4))
                bytes.append(hexDigit(byte & 0x0F))
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Decodes `%XY` escapes; `+` stays a plus. Returns `nil` for a malformed escape or for
    /// bytes that are not UTF-8.
    static func decode(_ text: Substring.UTF8View) -> String? {
        guard text.contains(UInt8(ascii: "%")) else {
            return String(Substring(text))
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count)
        var index = text.startIndex
        while index != text.endIndex {
            let byte = text[index]
            if byte == UInt8(ascii: "%") {
                let high = text.index(after: index)
                guard high != text.endIndex else { return nil }
                let low = text.index(after: high)
                guard low != text.endIndex, let h = hexValue(text[high]), let l = hexValue(text[low]) else {
                    return nil
                }
                bytes.append(h << 4 | l)
                index = text.index(after: low)
            } else {
                bytes.append(byte)
                index = text.index(after: index)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "A") + value - 10
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
