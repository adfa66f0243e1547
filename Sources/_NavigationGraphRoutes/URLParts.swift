/// The parts of an absolute URL that deep-link matching looks at, as slices of its text, found
/// in one pass and left percent-encoded: `scheme://host/path?query#fragment`, or
/// `scheme:path?query#fragment` for a URI without a host.
struct URLParts {
    var scheme: Substring
    /// The host; `nil` for a URI without a `//` authority.
    var host: Substring?
    var path: Substring
    var query: Substring?
    /// The text after the first `#`; `nil` without one.
    var fragment: Substring?

    /// Splits a URL, or returns `nil` for one without a scheme, or with user information or a
    /// port, none of which a deep-link location can match. There is no length limit: splitting
    /// is one pass over the bytes.
    init?(_ url: String) {
        let utf8 = url.utf8
        guard let colon = utf8.firstIndex(of: UInt8(ascii: ":")), colon != utf8.startIndex,
            !utf8[..<colon].contains(where: { Self.endsHost($0) })
        else { return nil }
        var cursor = utf8.index(after: colon)
        let authority = utf8[cursor...].starts(with: "//".utf8)
        if authority {
            cursor = utf8.index(cursor, offsetBy: 2)
            let hostStart = cursor
            while cursor != utf8.endIndex, !Self.endsHost(utf8[cursor]) { cursor = utf8.index(after: cursor) }
            if cursor != utf8.endIndex {
                switch utf8[cursor] {
                case UInt8(ascii: "@"), UInt8(ascii: ":"), UInt8(ascii: "["): return nil
                default: break
                }
            }
            host = url[hostStart..<cursor]
        } else {
            host = nil
        }
        let pathStart = cursor
        while cursor != utf8.endIndex, utf8[cursor] != UInt8(ascii: "?"), utf8[cursor] != UInt8(ascii: "#") {
            cursor = utf8.index(after: cursor)
        }
        scheme = url[..<colon]
        path = url[pathStart..<cursor]
        var queryEnd = cursor
        if cursor != utf8.endIndex, utf8[cursor] == UInt8(ascii: "?") {
            let queryStart = utf8.index(after: cursor)
            queryEnd = utf8[queryStart...].firstIndex(of: UInt8(ascii: "#")) ?? utf8.endIndex
            query = url[queryStart..<queryEnd]
        } else {
            query = nil
        }
        fragment = queryEnd == utf8.endIndex ? nil : url[utf8.index(after: queryEnd)...]
        rawSegments = Self.segments(of: path)
    }

    /// The path's segments between its leading and trailing `/`, still percent-encoded: none
    /// for an empty path or `/`. Split once, with the URL: the choice of its matcher reads the
    /// first, the walk every one.
    let rawSegments: [Substring]

    /// A fragment path's segments, as ``rawSegments`` gives a path's, and its query: `nil` for
    /// a fragment that is not a path (`#/a/b?x=1` is one).
    var fragmentPath: (segments: [Substring], query: Substring?)? {
        guard let fragment, fragment.utf8.first == UInt8(ascii: "/") else { return nil }
        let mark = fragment.utf8.firstIndex(of: UInt8(ascii: "?"))
        return (Self.segments(of: fragment[..<(mark ?? fragment.endIndex)]), mark.map { fragment[fragment.utf8.index(after: $0)...] })
    }

    private static func segments(of path: Substring) -> [Substring] {
        var trimmed = path
        if trimmed.utf8.first == UInt8(ascii: "/") { trimmed = trimmed.dropFirst() }
        if trimmed.utf8.last == UInt8(ascii: "/") { trimmed = trimmed.dropLast() }
        guard !trimmed.isEmpty else { return [] }
        return trimmed.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).map { Substring($0) }
    }

    /// Each non-empty query item's raw key and value, in order: the key up to the first `=`,
    /// the value after it (empty without one).
    var queryItems: [(key: Substring, value: Substring)] { Self.items(of: query) }

    /// The items of a query's text, as ``queryItems`` gives them.
    static func items(of query: Substring?) -> [(key: Substring, value: Substring)] {
        guard let query else { return [] }
        return query.utf8.split(separator: UInt8(ascii: "&")).map { item in
            let item = Substring(item)
            guard let equals = item.utf8.firstIndex(of: UInt8(ascii: "=")) else { return (item, item[item.endIndex...]) }
            return (item[..<equals], item[item.utf8.index(after: equals)...])
        }
    }

    /// Whether a byte is one of `/ ? # @ : [`, which end a URL's host.
    private static func endsHost(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "?"), UInt8(ascii: "#"), UInt8(ascii: "@"), UInt8(ascii: ":"), UInt8(ascii: "["): true
        default: false
        }
    }
}
