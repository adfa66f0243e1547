/// The parts of an absolute URL that deep-link matching looks at, split in one pass over the
/// URL's UTF-8 bytes and left percent-encoded.
struct URLParts {
    /// The longest URL, in UTF-8 bytes, that matching looks at; a longer one matches nothing.
    static let maximumLength = 8 * 1024

    var scheme: Substring.UTF8View
    var host: Substring.UTF8View
    var path: Substring.UTF8View
    var query: Substring.UTF8View?

    /// Splits `scheme://host/path?query#fragment`.
    ///
    /// Returns `nil` for a URL that is too long, has no `//` authority, or has user information
    /// or a port, none of which a deep-link location can match.
    init?(_ string: String) {
        let utf8 = string.utf8
        guard utf8.count <= Self.maximumLength else { return nil }
        let text = Substring(string).utf8
        guard let colon = text.firstIndex(of: UInt8(ascii: ":")), colon != text.startIndex else {
            return nil
        }
        scheme = text[text.startIndex..<colon]
        let afterColon = text.index(after: colon)
        guard text[afterColon...].starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) else {
            return nil
        }
        let authorityStart = text.index(afterColon, offsetBy: 2)
        var cursor = authorityStart
        while cursor != text.endIndex {
            let byte = text[cursor]
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") {
                break
            }
            if byte == UInt8(ascii: "@") || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "[") {
                return nil
            }
            cursor = text.index(after: cursor)
        }
        host = text[authorityStart..<cursor]
        let pathStart = cursor
        while cursor != text.endIndex, text[cursor] != UInt8(ascii: "?"), text[cursor] != UInt8(ascii: "#") {
            cursor = text.index(after: cursor)
        }
        path = text[pathStart..<cursor]
        if cursor != text.endIndex, text[cursor] == UInt8(ascii: "?") {
            let queryStart = text.index(after: cursor)
            let queryEnd = text[queryStart...].firstIndex(of: UInt8(ascii: "#")) ?? text.endIndex
            query = text[queryStart..<queryEnd]
        } else {
            query = nil
        }
    }
}
