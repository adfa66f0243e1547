import Foundation

/// The parts of an absolute URL that deep-link matching looks at, as ranges of its UTF-8 bytes,
/// found in one pass and left percent-encoded.
struct URLParts {
    var scheme: Range<Int>
    var host: Range<Int>
    var path: Range<Int>
    var query: Range<Int>?
    /// Whether the path holds a `%`: when it does not, no segment needs decoding, and matching
    /// reads each in place without looking for escapes again.
    var pathIsEscaped: Bool
    /// Whether the query holds a `%`: when it does not, no key or value needs decoding.
    var queryIsEscaped: Bool

    /// `scheme://host`: the bytes a location's key is compared with.
    var location: Range<Int> { scheme.lowerBound..<host.upperBound }

    /// Whether the path or the query holds a `%`: when neither does, every value is read in place.
    var isEscaped: Bool { pathIsEscaped || queryIsEscaped }

    /// Splits `scheme://host/path?query#fragment`.
    ///
    /// Returns `nil` for a URL that has no `//` authority, or has user information or a port,
    /// none of which a deep-link location can match. There is no length limit: matching is one
    /// pass over the bytes, so a URL of any length that the router builds resolves back.
    @inline(__always)
    init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        var cursor = 0
        while cursor < bytes.count, bytes[cursor] != UInt8(ascii: ":") { cursor += 1 }
        guard cursor > 0, cursor + 2 < bytes.count,
            bytes[cursor + 1] == UInt8(ascii: "/"), bytes[cursor + 2] == UInt8(ascii: "/")
        else {
            return nil
        }
        scheme = 0..<cursor
        let authorityStart = cursor + 3
        cursor = authorityStart
        // The host ends at the first of `/ ? # @ : [`, all below 0x60: one test of a bit set per
        // byte instead of six comparisons.
        while cursor < bytes.count, !Self.endsHost(bytes[cursor]) { cursor += 1 }
        if cursor < bytes.count {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "@") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "[") {
                return nil
            }
        }
        host = authorityStart..<cursor
        let pathStart = cursor
        var pathIsEscaped = false
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if Self.endsPathOrEscapes(byte) {
                guard byte == UInt8(ascii: "%") else { break }
                pathIsEscaped = true
            }
            cursor += 1
        }
        path = pathStart..<cursor
        self.pathIsEscaped = pathIsEscaped
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "?") {
            let queryStart = cursor + 1
            cursor = queryStart
            // A query is often long and seldom followed by a fragment: `memchr` reads many
            // bytes at a time.
            if let start = bytes.baseAddress, queryStart < bytes.count,
                let fragment = memchr(start + queryStart, Int32(UInt8(ascii: "#")), bytes.count - queryStart)
            {
                cursor = UnsafeRawPointer(fragment) - UnsafeRawPointer(start)
            } else {
                cursor = bytes.count
            }
            query = queryStart..<cursor
            queryIsEscaped = PercentEncoding.hasEscape(UnsafeBufferPointer(rebasing: bytes[queryStart..<cursor]))
        } else {
            query = nil
            queryIsEscaped = false
        }
    }

    /// Whether a byte is one of `/ ? # @ : [`, which end a URL's host: below 0x40, one test of
    /// a bit set (of `/ ? # :`) instead of six comparisons.
    @inline(__always)
    private static func endsHost(_ byte: UInt8) -> Bool {
        if byte < 0x40 {
            return (1 << 0x2F | 1 << 0x3F | 1 << 0x23 | 1 << 0x3A as UInt64) >> UInt64(byte) & 1 != 0
        }
        return byte == UInt8(ascii: "@") || byte == UInt8(ascii: "[")
    }

    /// Whether a byte is `?` or `#`, which end a URL's path, or `%`, which starts an escape in
    /// it: one test of a bit set for the three.
    @inline(__always)
    private static func endsPathOrEscapes(_ byte: UInt8) -> Bool {
        byte < 0x40 && (1 << 0x3F | 1 << 0x23 | 1 << 0x25 as UInt64) >> UInt64(byte) & 1 != 0
    }
}
