/// A parsed deep-link pattern such as `/detail/{identifier}?tab={tab}`.
///
/// The path is literal segments and `{parameter}` placeholders, each alone in its segment or
/// with literal text before or after it (`/@{user}`, `/{id}.json`), optionally ending with one
/// catch-all `{*parameter}` that takes the rest of the path; the query is `key={parameter}`
/// pairs. A fragment part may follow a `#` (SPEC 3.6): a fragment path with its own `?` pairs
/// (`/#/@{user}`), or fragment pairs (`/pair#channel={channel}`). The compiler and the runtime
/// parse patterns with this one type, so a pattern means the same to both.
public struct DeepLinkPattern: Hashable, Sendable, CustomStringConvertible {
    /// One segment of a pattern's path.
    @frozen public enum Segment: Hashable, Sendable {
        /// A segment that must appear as written.
        case literal(String)
        /// A whole segment that binds the named parameter.
        case parameter(String)
        /// The rest of the path, one or more segments, that binds the named parameter: each
        /// segment percent-decoded, joined with `/`. Only ever the last segment.
        case catchAll(String)
        /// A segment of literal text around a placeholder, such as `@{user}` or `{id}.json`: the
        /// decoded segment must start with `prefix` and end with `suffix`, with at least one
        /// character between them, which binds the named parameter. At least one of the texts is
        /// not empty.
        case affixed(prefix: String, parameter: String, suffix: String)

        /// The parameter a placeholder of any kind binds; `nil` for a literal.
        public var parameter: String? {
            switch self {
            case .literal: return nil
            case .parameter(let name), .catchAll(let name), .affixed(_, let name, _): return name
            }
        }
    }

    /// The most path segments a pattern has: what a route's record can place.
    public static let maximumSegmentCount = 4094
    /// The most UTF-8 bytes of literal text before, and after, a placeholder in one segment.
    public static let maximumAffixLength = 255

    /// A `key={parameter}` pair of a pattern's query.
    public struct QueryItem: Hashable, Sendable {
        /// The query key, such as `id`.
        public var key: String
        /// The parameter the key's value binds.
        public var parameter: String
    }

    /// A pattern that cannot be parsed, with the place of the problem.
    public struct SyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
        /// What is wrong.
        public var message: String
        /// The offset, in characters from the start of the pattern, of the problem.
        public var offset: Int

        public var description: String { message }
    }

    /// What a pattern matches in a URL's fragment, the text after its first `#`.
    @frozen public enum Fragment: Hashable, Sendable {
        /// A fragment path, matched by the rules of a path, and its `?` pairs, by those of a
        /// query: `#/!{room}/{event}?via={via}`.
        case path([Segment], query: [QueryItem])
        /// Fragment pairs, matched by the rules of a query: `#channel={channel}&key={key}`.
        case pairs([QueryItem])

        /// The fragment's query items: its path's `?` pairs, or its pairs.
        public var query: [QueryItem] {
            switch self {
            case .path(_, let query), .pairs(let query): query
            }
        }
    }

    /// The path segments, in order.
    public var path: [Segment]
    /// The query items, in order.
    public var query: [QueryItem]
    /// The fragment part; `nil` for a pattern that ignores a URL's fragment.
    public var fragment: Fragment?

    /// Creates a pattern from its parts.
    public init(path: [Segment], query: [QueryItem] = []) {
        self.init(path: path, query: query, fragment: nil)
    }

    /// Creates a pattern from its parts, a fragment part among them.
    public init(path: [Segment], query: [QueryItem], fragment: Fragment?) {
        self.path = path
        self.query = query
        self.fragment = fragment
    }

    /// Parses a pattern.
    ///
    /// - Parameter text: A pattern such as `/detail?id={identifier}`.
    /// - Throws: ``SyntaxError`` with the offset of the first problem.
    public init(parsing text: String) throws(SyntaxError) {
        self = try Self.parse(text)
    }

    /// The pattern of a text, its fragment part after the first `#` parsed as a path or pairs.
    private static func parse(_ text: String) throws(SyntaxError) -> DeepLinkPattern {
        guard let hash = text.firstIndex(of: "#") else {
            return try DeepLinkPattern(parsingWithoutFragment: text)
        }
        let base = try DeepLinkPattern(parsingWithoutFragment: String(text[..<hash]))
        let start = text.distance(from: text.startIndex, to: hash) + 1
        if let name = base.catchAll {
            throw SyntaxError(
                message: "a pattern with a fragment part has no catch-all '{*\(name)}' in its path; put it in the fragment path", offset: start - 1)
        }
        let rest = String(text[text.index(after: hash)...])
        guard !rest.isEmpty else {
            throw SyntaxError(message: "a fragment part after '#' is a path such as '#/{id}' or pairs such as '#key={value}'", offset: start - 1)
        }
        guard !rest.contains("#") else {
            throw SyntaxError(
                message: "a pattern has one '#'; write a '#' in literal text as '%23'",
                offset: start + rest.distance(from: rest.startIndex, to: rest.firstIndex(of: "#")!))
        }
        let fragment: Fragment
        do throws(SyntaxError) {
            if rest.hasPrefix("/") {
                let parsed = try DeepLinkPattern(parsingWithoutFragment: rest)
                fragment = .path(parsed.path, query: parsed.query)
            } else {
                // Pairs are read as a query after `/?`: offsets move back by those two.
                fragment = .pairs(try DeepLinkPattern(parsingWithoutFragment: "/?" + rest).query)
            }
        } catch {
            throw SyntaxError(message: error.message, offset: start + error.offset - (rest.hasPrefix("/") ? 0 : 2))
        }
        var seen = Set(base.parameters)
        var fragmentNames = fragment.query.map(\.parameter)
        if case .path(let segments, _) = fragment { fragmentNames = segments.compactMap(\.parameter) + fragmentNames }
        for name in fragmentNames where !seen.insert(name).inserted {
            throw SyntaxError(message: "parameter '\(name)' is bound twice in the pattern", offset: start)
        }
        return DeepLinkPattern(path: base.path, query: base.query, fragment: fragment)
    }

    /// Parses a pattern without a fragment part.
    private init(parsingWithoutFragment text: String) throws(SyntaxError) {
        let bytes = Array(text.utf8)
        // Index loops and buffers rather than `contains` and slices: navgraph parses every
        // pattern of an app's graphs in the debug build the plugin runs, where those are
        // generic calls per byte.
        let isASCII = PercentEncoding.isASCII(bytes)
        /// The offset in characters (Unicode scalars) of a byte offset, for messages: the same
        /// number in the usual, ASCII, pattern.
        func offset(_ byte: Int) -> Int {
            isASCII ? byte : bytes[..<byte].reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
        }
        func string(_ range: Range<Int>) -> String { Self.string(bytes, range) }
        func firstIndex(of byte: UInt8, in range: Range<Int>) -> Int? {
            var index = range.lowerBound
            while index < range.upperBound {
                if bytes[index] == byte { return index }
                index += 1
            }
            return nil
        }
        /// What ``placeholderName(_:)`` gives for the text of the bytes.
        func placeholder(_ range: Range<Int>) -> String? {
            guard isASCII else { return Self.placeholderName(string(range)) }
            guard range.count >= 2, bytes[range.lowerBound] == UInt8(ascii: "{"), bytes[range.upperBound - 1] == UInt8(ascii: "}") else {
                return nil
            }
            return string((range.lowerBound + 1)..<(range.upperBound - 1))
        }
        guard bytes.first == UInt8(ascii: "/") else {
            throw SyntaxError(message: "a deep-link pattern must start with '/'", offset: 0)
        }
        let queryStart = firstIndex(of: UInt8(ascii: "?"), in: 0..<bytes.count)
        let pathEnd = queryStart ?? bytes.count
        var path: [Segment] = []
        var seen: Set<String> = []
        if pathEnd > 1 {
            var start = 1
            while start <= pathEnd {
                let end = firstIndex(of: UInt8(ascii: "/"), in: start..<pathEnd) ?? pathEnd
                if start == end {
                    let message =
                        end == pathEnd
                        ? "a deep-link pattern must not end with '/'"
                        : "a deep-link pattern must not have an empty segment ('//')"
                    throw SyntaxError(message: message, offset: offset(max(start - 1, 0)))
                }
                guard path.count < Self.maximumSegmentCount else {
                    throw SyntaxError(message: "a deep-link pattern has at most \(Self.maximumSegmentCount) path segments", offset: offset(start))
                }
                let segment: Segment
                if isASCII, let plain = try Self.plainSegment(bytes, start..<end, at: start, seen: &seen) {
                    segment = plain
                } else {
                    segment = try Self.parseSegment(string(start..<end), at: offset(start), seen: &seen)
                }
                if case .catchAll(let name) = segment, end < pathEnd {
                    throw SyntaxError(
                        message: "the catch-all '{*\(name)}' must be the last segment of the path", offset: offset(start))
                }
                path.append(segment)
                start = end + 1
            }
        }
        var query: [QueryItem] = []
        if let queryStart {
            var keys: Set<String> = []
            var start = queryStart + 1
            if start == bytes.count {
                throw SyntaxError(message: "a deep-link pattern must not end with '?'", offset: offset(queryStart))
            }
            while start <= bytes.count {
                let end = firstIndex(of: UInt8(ascii: "&"), in: start..<bytes.count) ?? bytes.count
                guard let equals = firstIndex(of: UInt8(ascii: "="), in: start..<end) else {
                    throw SyntaxError(message: "a query item must be 'key={parameter}', not '\(string(start..<end))'", offset: offset(start))
                }
                let key = string(start..<equals)
                var unreserved = 0
                while start + unreserved < equals, PercentEncoding.isUnreserved(bytes[start + unreserved]) { unreserved += 1 }
                guard !key.isEmpty, start + unreserved == equals else {
                    throw SyntaxError(
                        message: "query key '\(key)' must be one or more letters, digits, '-', '.', '_' or '~'",
                        offset: offset(start))
                }
                guard keys.insert(key).inserted else {
                    throw SyntaxError(message: "query key '\(key)' appears twice", offset: offset(start))
                }
                let name = placeholder((equals + 1)..<end)
                if let name, name.hasPrefix("*") {
                    throw SyntaxError(
                        message: "a catch-all '{\(name)}' belongs at the end of the path, not in the query",
                        offset: offset(equals + 1))
                }
                guard let parameter = name else {
                    throw SyntaxError(
                        message: "the value of query key '\(key)' must be a placeholder such as '{\(key)}'",
                        offset: offset(equals + 1))
                }
                try Self.checkPlaceholder(parameter, at: offset(equals + 1), seen: &seen)
                query.append(QueryItem(key: key, parameter: parameter))
                start = end + 1
            }
        }
        self.init(path: path, query: query)
    }

    /// The names of the parameters the pattern binds, path first, then the query, then the
    /// fragment, in order.
    public var parameters: [String] {
        var names = pathParameters + query.map(\.parameter)
        if let fragment {
            if case .path(let segments, _) = fragment { names += segments.compactMap(\.parameter) }
            names += fragment.query.map(\.parameter)
        }
        return names
    }

    /// The names of the parameters the path binds, in order, a catch-all last.
    public var pathParameters: [String] {
        // Index loops rather than `compactMap(\.parameter)`: navgraph asks every pattern of an
        // app's graphs, in the debug build it runs as, where a key path is interpreted at each
        // element and a `for` loop's every step is a generic call.
        var names: [String] = []
        var index = 0
        while index < path.count {
            if let name = path[index].parameter { names.append(name) }
            index += 1
        }
        return names
    }

    /// The name of the catch-all parameter that ends the path, if there is one.
    public var catchAll: String? {
        if case .catchAll(let name)? = path.last { return name }
        return nil
    }

    /// The pattern as it is written in a graph.
    public var description: String {
        let text = Self.text(path, query)
        switch fragment {
        case nil: return text
        case .path(let segments, let query)?: return text + "#" + Self.text(segments, query)
        case .pairs(let query)?: return text + "#" + query.map { "\($0.key)={\($0.parameter)}" }.joined(separator: "&")
        }
    }

    /// A path and its query as a pattern writes them.
    private static func text(_ path: [Segment], _ query: [QueryItem]) -> String {
        let pathText =
            "/"
            + path.map { segment in
                switch segment {
                case .literal(let text): return Self.written(text)
                case .parameter(let name): return "{\(name)}"
                case .catchAll(let name): return "{*\(name)}"
                case .affixed(let prefix, let name, let suffix): return "\(Self.written(prefix)){\(name)}\(Self.written(suffix))"
                }
            }.joined(separator: "/")
        if query.isEmpty {
            return pathText
        }
        return pathText + "?" + query.map { "\($0.key)={\($0.parameter)}" }.joined(separator: "&")
    }

    /// Parses a literal path such as a feature's `pathPrefix` (`/catalog`), which has no
    /// placeholders and no query.
    static func literalPath(_ text: String) throws(SyntaxError) -> [String] {
        // A prefix of unreserved characters, as nearly every one is, is its segments. The first
        // link of an app whose features share one host reads every feature's prefix: parsing
        // each as a pattern cost it 1,100 more instructions a feature.
        let segments = text.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).dropFirst()
        if text.utf8.first == UInt8(ascii: "/"), segments.count <= maximumSegmentCount,
            segments.allSatisfy({ !$0.isEmpty && $0.allSatisfy(PercentEncoding.isUnreserved) })
        {
            return segments.map { String(Substring($0)) }
        }
        let pattern = try DeepLinkPattern(parsing: text)
        guard pattern.query.isEmpty else {
            throw SyntaxError(message: "a path prefix must not have a query", offset: 0)
        }
        var literals: [String] = []
        for segment in pattern.path {
            guard case .literal(let literal) = segment else {
                // A placeholder or a catch-all.
                throw SyntaxError(message: "a path prefix must not have placeholders", offset: 0)
            }
            literals.append(literal)
        }
        return literals
    }

    /// The text of the bytes in `range`, decoded from a buffer rather than a slice (see
    /// ``init(parsing:)``).
    private static func string(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    /// An ASCII segment that is one placeholder (`{id}`) or literal text alone, as nearly every
    /// segment is, read from its bytes: what ``parseSegment(_:at:seen:)`` makes of it, without
    /// its work on characters, a call per character in the debug build navgraph runs as. `nil`
    /// for any other segment, which that reads.
    private static func plainSegment(
        _ bytes: [UInt8], _ range: Range<Int>, at offset: Int, seen: inout Set<String>
    ) throws(SyntaxError) -> Segment? {
        var index = range.lowerBound
        if range.count >= 2, bytes[index] == UInt8(ascii: "{"), bytes[range.upperBound - 1] == UInt8(ascii: "}") {
            // One placeholder, as `parseSegment` reads it: no other brace, and not a catch-all's
            // `*`. Its name's rule is `checkPlaceholder`'s, as there.
            let name = (range.lowerBound + 1)..<(range.upperBound - 1)
            guard name.isEmpty || bytes[name.lowerBound] != UInt8(ascii: "*") else { return nil }
            index = name.lowerBound
            while index < name.upperBound {
                if bytes[index] == UInt8(ascii: "{") || bytes[index] == UInt8(ascii: "}") { return nil }
                index += 1
            }
            let placeholder = Self.string(bytes, name)
            try checkPlaceholder(placeholder, at: offset, seen: &seen)
            return .parameter(placeholder)
        }
        // Braces are not path characters: a segment with one is read by `parseSegment`.
        while index < range.upperBound {
            guard isPathByte(bytes[index]) else { return nil }
            index += 1
        }
        return .literal(Self.string(bytes, range))
    }

    /// Whether a byte is a character of a literal path segment: unreserved, or one of
    /// `!$'()*,;=:@`.
    private static func isPathByte(_ byte: UInt8) -> Bool {
        if PercentEncoding.isUnreserved(byte) { return true }
        switch byte {
        case UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"),
            UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: ":"), UInt8(ascii: "@"):
            return true
        default:
            return false
        }
    }

    private static func parseSegment(
        _ segment: String, at offset: Int, seen: inout Set<String>
    ) throws(SyntaxError) -> Segment {
        if let name = placeholderName(segment), !name.contains("{"), !name.contains("}") {
            if name.hasPrefix("*") {
                let rest = String(name.dropFirst())
                try checkPlaceholder(rest, at: offset, seen: &seen, written: name)
                return .catchAll(rest)
            }
            try checkPlaceholder(name, at: offset, seen: &seen)
            return .parameter(name)
        }
        if let open = segment.firstIndex(of: "{") {
            return try parseAffixed(segment, open: open, at: offset, seen: &seen)
        }
        if let brace = segment.firstIndex(of: "}") {
            throw SyntaxError(
                message: "'}' closes no placeholder; a placeholder is '{name}'",
                offset: offset + segment.distance(from: segment.startIndex, to: brace))
        }
        return .literal(try decodedLiteral(segment[...], at: offset, in: "a literal path segment"))
    }

    /// Literal text as a pattern writes it, decoded: letters, digits and `-._~!$'()*,;=:@`, and
    /// any other character percent-encoded (`%23` for `#`), compared decoded (SPEC 3.6).
    private static func decodedLiteral(_ text: Substring, at offset: Int, in place: String) throws(SyntaxError) -> String {
        var index = text.startIndex
        var hasEscape = false
        while index < text.endIndex {
            let character = text[index]
            let position = offset + text.distance(from: text.startIndex, to: index)
            if character == "%" {
                let digits = text[text.index(after: index)...].prefix(2)
                guard digits.count == 2, digits.allSatisfy(\.isHexDigit) else {
                    throw SyntaxError(message: "'%' starts an escape of two hex digits, such as '%23' for '#'", offset: position)
                }
                hasEscape = true
                index = text.index(index, offsetBy: 3)
                continue
            }
            guard isPathCharacter(character) else {
                throw SyntaxError(
                    message:
                        "'\(character)' is not allowed in \(place); use letters, digits and '-._~!$'()*,;=:@', and write any other character percent-encoded, such as '%23' for '#'",
                    offset: position)
            }
            index = text.index(after: index)
        }
        guard hasEscape else { return String(text) }
        guard let decoded = PercentEncoding.decode(text) else {
            throw SyntaxError(message: "the escapes of '\(text)' are not UTF-8 text", offset: offset)
        }
        return decoded
    }

    /// Literal text as a pattern or a URL writes it: a character that is not a path character
    /// percent-encoded, so that `#` is `%23`.
    package static func written(_ literal: String) -> String {
        guard !literal.utf8.allSatisfy(isPathByte) else { return literal }
        var text = ""
        for byte in literal.utf8 {
            if isPathByte(byte) {
                text.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                text += (byte < 0x10 ? "%0" : "%") + String(byte, radix: 16, uppercase: true)
            }
        }
        return text
    }

    /// A segment of literal text around one placeholder: `@{user}`, `{id}.json`, `v{major}`.
    private static func parseAffixed(
        _ segment: String, open: String.Index, at offset: Int, seen: inout Set<String>
    ) throws(SyntaxError) -> Segment {
        func place(_ index: String.Index) -> Int { offset + segment.distance(from: segment.startIndex, to: index) }
        guard let close = segment[open...].firstIndex(of: "}") else {
            throw SyntaxError(message: "'{' opens a placeholder that no '}' closes", offset: place(open))
        }
        let prefix = String(segment[..<open])
        let name = String(segment[segment.index(after: open)..<close])
        let suffix = String(segment[segment.index(after: close)...])
        if let other = segment[segment.index(after: close)...].firstIndex(where: { $0 == "{" || $0 == "}" }) {
            throw SyntaxError(
                message:
                    "a path segment holds one placeholder at most: '\(segment)' has another; split it into segments, or make the text around one placeholder literal",
                offset: place(other))
        }
        if let brace = segment[..<open].firstIndex(of: "}") {
            throw SyntaxError(message: "'}' closes no placeholder; a placeholder is '{name}'", offset: place(brace))
        }
        if name.hasPrefix("*") {
            throw SyntaxError(
                message: "a catch-all takes no literal text: '{\(name)}' must be a whole segment, such as '/{\(name)}'", offset: place(open))
        }
        var decoded: [String] = []
        for (text, start) in [(prefix, segment.startIndex), (suffix, segment.index(after: close))] {
            decoded.append(try decodedLiteral(text[...], at: place(start), in: "a path segment's literal text"))
            guard text.utf8.count <= maximumAffixLength else {
                throw SyntaxError(
                    message: "the literal text around a placeholder is at most \(maximumAffixLength) bytes on each side", offset: place(start))
            }
        }
        try checkPlaceholder(name, at: place(open), seen: &seen)
        return .affixed(prefix: decoded[0], parameter: name, suffix: decoded[1])
    }

    private static func placeholderName(_ text: String) -> String? {
        guard text.count >= 2, text.first == "{", text.last == "}" else {
            return nil
        }
        return String(text.dropFirst().dropLast())
    }

    private static func checkPlaceholder(
        _ name: String, at offset: Int, seen: inout Set<String>, written: String? = nil
    ) throws(SyntaxError) {
        guard isIdentifier(name) else {
            throw SyntaxError(
                message: "'{\(written ?? name)}' is not a placeholder: a parameter name is a Swift identifier", offset: offset)
        }
        guard seen.insert(name).inserted else {
            throw SyntaxError(message: "parameter '\(name)' is bound twice in the pattern", offset: offset)
        }
    }

    static func isIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else {
            return false
        }
        return name.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
    }

    private static func isPathCharacter(_ character: Character) -> Bool {
        guard character.isASCII, let ascii = character.asciiValue else { return false }
        return isPathByte(ascii)
    }
}
