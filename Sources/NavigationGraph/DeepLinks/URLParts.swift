import Foundation

/// The parts of an absolute URL that deep-link matching looks at, as ranges of its UTF-8 bytes,
/// found in one pass and left percent-encoded.
struct URLParts {
    var scheme: Range<Int>
    var host: Range<Int>
    var path: Range<Int>
    var query: Range<Int>?

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
        while cursor < bytes.count {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") {
                break
            }
            if byte == UInt8(ascii: "@") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "[") {
                return nil
            }
            cursor += 1
        }
        host = authorityStart..<cursor
        let pathStart = cursor
        while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "?"), bytes[cursor] != UInt8(ascii: "#") {
            cursor += 1
        }
        path = pathStart..<cursor
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
        } else {
            query = nil
        }
    }
}
