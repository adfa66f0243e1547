/// Reads strict JSON (RFC 8259) from UTF-8 bytes, keeping the line and column of every key and
/// value.
///
/// A syntax error stops the read and is reported at its place; a key that appears twice in an
/// object is reported too, and the first member is kept.
struct JSONReader {
    /// How deeply arrays and objects may nest.
    static let maximumDepth = 64
    /// The largest graph file, in bytes.
    static let maximumSize = 4 * 1024 * 1024
    /// The members an object has before its keys are kept in a table to find repeats.
    static let smallObject = 16

    /// The result of a read: the value, unless there was a syntax error, and every problem found.
    /// The first `"key": "value"` of a text that is not valid JSON, found by looking at the bytes
    /// alone: a best guess at what a broken graph declares. `nil` when there is none, or the value
    /// has escapes.
    @_optimize(none) static func firstStringValue(forKey key: String, in bytes: [UInt8]) -> String? {
        let pattern = Array("\"\(key)\"".utf8)
        guard pattern.count <= bytes.count else { return nil }
        var start = 0
        while start + pattern.count <= bytes.count {
            if bytes[start..<(start + pattern.count)].elementsEqual(pattern) {
                var cursor = start + pattern.count
                @_optimize(none) func skipSpace() {
                    while cursor < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[cursor]) { cursor += 1 }
                }
                skipSpace()
                guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") else { return nil }
                cursor += 1
                skipSpace()
                guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") else { return nil }
                let valueStart = cursor + 1
                guard let valueEnd = bytes[valueStart...].firstIndex(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 }),
                    bytes[valueEnd] == UInt8(ascii: "\"")
                else { return nil }
                return String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)
            }
            start += 1
        }
        return nil
    }

    struct Result {
        var root: JSONNode?
        var diagnostics: [Diagnostic]
    }

    private let file: String
    /// The file's bytes, read where they are: in the debug build the plugin runs, each access to
    /// an array's element is a call several deep, and a reader touches every byte a few times.
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The first byte and the count, for the loops every byte passes: a buffer's subscript checks
    /// its bounds by calls in a debug build, a pointer's is arithmetic. Never read at or past
    /// `count`, so an empty file's placeholder address is never read.
    private let start: UnsafePointer<UInt8>
    private let count: Int
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    private var depth = 0
    private var cachedLineStart = -1
    private var cachedOffset = 0
    private var cachedColumn = 1
    private var diagnostics: [Diagnostic] = []

    private struct SyntaxError: Error {
        var message: String
        var location: SourceLocation
    }

    /// Reads a file's bytes.
    @_optimize(none) static func read(_ bytes: [UInt8], file: String) -> Result {
        bytes.withUnsafeBufferPointer { buffer in
            var reader = JSONReader(file: file, bytes: buffer)
            return reader.readDocument()
        }
    }

    @_optimize(none) private init(file: String, bytes: UnsafeBufferPointer<UInt8>) {
        self.file = file
        self.bytes = bytes
        self.start = bytes.baseAddress ?? UnsafePointer(bitPattern: 1)!
        self.count = bytes.count
    }

    @_optimize(none) private mutating func readDocument() -> Result {
        guard bytes.count <= Self.maximumSize else {
            return Result(
                root: nil,
                diagnostics: [
                    Diagnostic(
                        .error, "the graph file is \(bytes.count) bytes; at most \(Self.maximumSize) are read",
                        at: SourceLocation(file: file, line: 1, column: 1))
                ])
        }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            offset = 3
            lineStart = 3
        }
        do throws(SyntaxError) {
            try validateEncoding()
            skipWhitespace()
            guard offset < bytes.count else {
                throw SyntaxError(message: "the file is empty; expected a JSON object", location: location())
            }
            let root = try readValue()
            skipWhitespace()
            if offset < bytes.count {
                throw SyntaxError(message: "unexpected \(describeByte(bytes[offset])) after the end of the JSON value", location: location())
            }
            return Result(root: root, diagnostics: diagnostics)
        } catch {
            diagnostics.append(Diagnostic(.error, error.message, at: error.location))
            return Result(root: nil, diagnostics: diagnostics)
        }
    }

    // MARK: - Values

    @_optimize(none) private mutating func readValue() throws(SyntaxError) -> JSONNode {
        let start = location()
        guard offset < bytes.count else {
            throw SyntaxError(message: "unexpected end of file; expected a value", location: start)
        }
        switch bytes[offset] {
        case UInt8(ascii: "{"):
            return JSONNode(value: .object(try readObject()), location: start)
        case UInt8(ascii: "["):
            return JSONNode(value: .array(try readArray()), location: start)
        case UInt8(ascii: "\""):
            return JSONNode(value: .string(try readString()), location: start)
        case UInt8(ascii: "t"):
            try readLiteral("true")
            return JSONNode(value: .bool(true), location: start)
        case UInt8(ascii: "f"):
            try readLiteral("false")
            return JSONNode(value: .bool(false), location: start)
        case UInt8(ascii: "n"):
            try readLiteral("null")
            return JSONNode(value: .null, location: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(value: .number(try readNumber()), location: start)
        case let byte where (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte):
            try readLiteral("")
            throw SyntaxError(message: "unexpected \(describeByte(byte)); expected a value", location: start)
        case let byte:
            throw SyntaxError(message: "unexpected \(describeByte(byte)); expected a value", location: start)
        }
    }

    @_optimize(none) private mutating func enter() throws(SyntaxError) {
        depth += 1
        if depth > Self.maximumDepth {
            throw SyntaxError(message: "values nest more than \(Self.maximumDepth) levels deep", location: location())
        }
    }

    @_optimize(none) private mutating func readObject() throws(SyntaxError) -> JSONObject {
        try enter()
        defer { depth -= 1 }
        offset += 1
        var object = JSONObject(members: [])
        // Keys are looked up in the members themselves while an object is small, as nearly every
        // graph object is; a table of them serves a large one.
        var firstKeyLocation: [String: SourceLocation] = [:]
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            offset += 1
            return JSONObject(members: [])
        }
        while true {
            skipWhitespace()
            let keyLocation = location()
            guard peek() == UInt8(ascii: "\"") else {
                throw SyntaxError(message: "expected a key in double quotes, found \(describeNext())", location: keyLocation)
            }
            let key = try readString()
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else {
                throw SyntaxError(message: "expected ':' after key '\(key)', found \(describeNext())", location: location())
            }
            offset += 1
            skipWhitespace()
            let value = try readValue()
            let first =
                object.members.count < Self.smallObject
                ? object.firstIndex(of: key).map { object.members[$0].keyLocation } : firstKeyLocation[key]
            if let first {
                diagnostics.append(
                    Diagnostic(
                        .error, "key '\(key)' appears more than once in this object", at: keyLocation,
                        notes: [.init(message: "first '\(key)' is here", location: first)]))
            } else {
                object.append(JSONObject.Member(key: key, keyLocation: keyLocation, value: value))
                // The object has just become large: the table takes every key so far; after
                // that, each new one.
                if object.members.count == Self.smallObject {
                    for member in object.members { firstKeyLocation[member.key] = member.keyLocation }
                } else if object.members.count > Self.smallObject {
                    firstKeyLocation[key] = keyLocation
                }
            }
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","):
                offset += 1
                skipWhitespace()
                if peek() == UInt8(ascii: "}") {
                    throw SyntaxError(message: "a trailing comma is not allowed in JSON", location: location())
                }
            case UInt8(ascii: "}"):
                offset += 1
                return object
            default:
                throw SyntaxError(message: "expected ',' or '}' in object, found \(describeNext())", location: location())
            }
        }
    }

    @_optimize(none) private mutating func readArray() throws(SyntaxError) -> [JSONNode] {
        try enter()
        defer { depth -= 1 }
        offset += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            offset += 1
            return []
        }
        while true {
            skipWhitespace()
            elements.append(try readValue())
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","):
                offset += 1
                skipWhitespace()
                if peek() == UInt8(ascii: "]") {
                    throw SyntaxError(message: "a trailing comma is not allowed in JSON", location: location())
                }
            case UInt8(ascii: "]"):
                offset += 1
                return elements
            default:
                throw SyntaxError(message: "expected ',' or ']' in array, found \(describeNext())", location: location())
            }
        }
    }

    @_optimize(none) private mutating func readString() throws(SyntaxError) -> String {
        let start = location()
        offset += 1
        var scalars = String.UnicodeScalarView()
        var run = offset
        @_optimize(none) func flush(_ reader: JSONReader, upTo end: Int) {
            if end > run {
                let run = UnsafeBufferPointer(start: reader.bytes.baseAddress! + run, count: end - run)
                scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
            }
        }
        while true {
            guard offset < count else {
                throw SyntaxError(message: "unterminated string", location: start)
            }
            let byte = self.start[offset]
            // Nearly every byte is plain: compared first, since the debug build the plugin runs
            // matches each byte against the switch's range pattern by a generic call.
            if byte >= 0x20, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") {
                offset += 1
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                defer { offset += 1 }
                // Most strings have no escape: decode their bytes at once.
                if scalars.isEmpty {
                    return String(decoding: UnsafeBufferPointer(start: bytes.baseAddress! + run, count: offset - run), as: UTF8.self)
                }
                flush(self, upTo: offset)
                return String(scalars)
            case UInt8(ascii: "\\"):
                flush(self, upTo: offset)
                let escapeLocation = location()
                offset += 1
                guard offset < bytes.count else {
                    throw SyntaxError(message: "unterminated string", location: start)
                }
                let escaped = bytes[offset]
                offset += 1
                switch escaped {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    scalars.append(try readUnicodeEscape(at: escapeLocation))
                default:
                    throw SyntaxError(message: "invalid escape '\\\(describeRaw(escaped))' in string", location: escapeLocation)
                }
                run = offset
            case UInt8(ascii: "\n"):
                throw SyntaxError(message: "unterminated string: a string ends on the line it starts on (write a line break as \\n)", location: start)
            case 0x00..<0x20:
                throw SyntaxError(
                    message: "a control character (U+\(hex4(UInt16(byte)))) must be escaped in a string", location: location())
            default:
                offset += 1
            }
        }
    }

    @_optimize(none) private mutating func readUnicodeEscape(at escapeLocation: SourceLocation) throws(SyntaxError) -> Unicode.Scalar {
        let first = try readHex4(at: escapeLocation)
        if (0xD800..<0xDC00).contains(first) {
            guard peek() == UInt8(ascii: "\\"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "u") else {
                throw SyntaxError(message: "unpaired surrogate \\u\(hex4(first)) in string", location: escapeLocation)
            }
            offset += 2
            let second = try readHex4(at: escapeLocation)
            guard (0xDC00..<0xE000).contains(second) else {
                throw SyntaxError(message: "unpaired surrogate \\u\(hex4(first)) in string", location: escapeLocation)
            }
            let value = 0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(second) - 0xDC00)
            return Unicode.Scalar(value)!
        }
        guard let scalar = Unicode.Scalar(UInt32(first)) else {
            throw SyntaxError(message: "unpaired surrogate \\u\(hex4(first)) in string", location: escapeLocation)
        }
        return scalar
    }

    @_optimize(none) private mutating func readHex4(at escapeLocation: SourceLocation) throws(SyntaxError) -> UInt16 {
        var value: UInt16 = 0
        for _ in 0..<4 {
            guard offset < bytes.count, let digit = hexValue(bytes[offset]) else {
                throw SyntaxError(message: "a \\u escape needs four hexadecimal digits", location: escapeLocation)
            }
            value = value << 4 | UInt16(digit)
            offset += 1
        }
        return value
    }

    @_optimize(none) private mutating func readNumber() throws(SyntaxError) -> String {
        let start = offset
        let startLocation = location()
        @_optimize(none) func digits(_ reader: inout JSONReader) -> Int {
            let from = reader.offset
            while reader.offset < reader.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(reader.bytes[reader.offset]) {
                reader.offset += 1
            }
            return reader.offset - from
        }
        if peek() == UInt8(ascii: "-") { offset += 1 }
        if peek() == UInt8(ascii: "0") {
            offset += 1
            if let next = peek(), (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next) {
                throw SyntaxError(message: "a number must not have leading zeros", location: startLocation)
            }
        } else if digits(&self) == 0 {
            throw SyntaxError(message: "expected digits in number", location: startLocation)
        }
        if peek() == UInt8(ascii: ".") {
            offset += 1
            guard digits(&self) > 0 else {
                throw SyntaxError(message: "expected digits after '.' in number", location: location())
            }
        }
        if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
            offset += 1
            if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { offset += 1 }
            guard digits(&self) > 0 else {
                throw SyntaxError(message: "expected digits in the exponent of number", location: location())
            }
        }
        return String(decoding: bytes[start..<offset], as: UTF8.self)
    }

    @_optimize(none) private mutating func readLiteral(_ literal: String) throws(SyntaxError) {
        let start = location()
        let literalBytes = Array(literal.utf8)
        guard !literalBytes.isEmpty, bytes[offset...].starts(with: literalBytes) else {
            var end = offset
            while end < bytes.count, end - offset < 16, (bytes[end] >= 0x61 && bytes[end] <= 0x7A) || (bytes[end] >= 0x41 && bytes[end] <= 0x5A) {
                end += 1
            }
            let word = String(decoding: bytes[offset..<max(end, offset + 1)], as: UTF8.self)
            throw SyntaxError(message: "unexpected '\(word)'; expected a value (strings need double quotes)", location: start)
        }
        offset += literalBytes.count
    }

    // MARK: - Positions and bytes

    @_optimize(none) private mutating func skipWhitespace() {
        // Comparisons rather than a `switch`, whose cases are calls of `~=` in a debug build.
        while offset < count {
            let byte = start[offset]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                offset += 1
            } else if byte == UInt8(ascii: "\n") {
                offset += 1
                line += 1
                lineStart = offset
            } else {
                return
            }
        }
    }

    @_optimize(none) private func peek() -> UInt8? {
        offset < count ? start[offset] : nil
    }

    /// The place of the current byte; columns count Unicode scalars, not bytes.
    ///
    /// Counting resumes from the last place asked for on the same line, so that reading a long
    /// one-line file stays linear.
    @_optimize(none) private mutating func location() -> SourceLocation {
        if cachedLineStart != lineStart || cachedOffset > offset {
            cachedLineStart = lineStart
            cachedOffset = lineStart
            cachedColumn = 1
        }
        while cachedOffset < offset {
            if start[cachedOffset] & 0xC0 != 0x80 { cachedColumn += 1 }
            cachedOffset += 1
        }
        return SourceLocation(file: file, line: line, column: cachedColumn)
    }

    /// Whether bytes are UTF-8. Not `String(validating:as:)`, which Apple's platforms have only
    /// from macOS 15: decoding replaces each ill-formed sequence with U+FFFD, whose bytes never
    /// equal what they replace, so the bytes were UTF-8 exactly when the text's bytes are the same.
    @_optimize(none) private static func isUTF8(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
        String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes)
    }

    /// Finds the first byte that is not UTF-8 and reports it at its line and column.
    ///
    /// The standard library validates valid input in one fast pass; only invalid input is scanned
    /// here byte by byte, to find the place.
    @_optimize(none) private func validateEncoding() throws(SyntaxError) {
        if Self.isUTF8(bytes[offset...]) {
            return
        }
        var index = offset
        var line = 1
        var lineStart = offset
        while index < bytes.count {
            let byte = bytes[index]
            let length: Int
            switch byte {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: length = 0
            }
            var valid = length > 0 && index + length <= bytes.count
            if valid, length > 1 {
                valid =
                    bytes[(index + 1)..<(index + length)].allSatisfy { $0 & 0xC0 == 0x80 }
                    && Self.isUTF8(bytes[index..<(index + length)])
            }
            if !valid {
                let column = bytes[lineStart..<index].filter { $0 & 0xC0 != 0x80 }.count + 1
                throw SyntaxError(
                    message: "the file is not valid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true)))",
                    location: SourceLocation(file: file, line: line, column: column))
            }
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            index += length
        }
    }

    @_optimize(none) private func describeNext() -> String {
        offset < bytes.count ? describeByte(bytes[offset]) : "the end of the file"
    }

    @_optimize(none) private func describeByte(_ byte: UInt8) -> String {
        "'\(describeRaw(byte))'"
    }

    @_optimize(none) private func describeRaw(_ byte: UInt8) -> String {
        if byte >= 0x20 && byte < 0x7F {
            return String(UnicodeScalar(byte))
        }
        if byte < 0x80 {
            return "U+\(hex4(UInt16(byte)))"
        }
        let end = min(bytes.count, offset + 4)
        return String(decoding: bytes[offset..<end], as: UTF8.self).first.map(String.init) ?? "?"
    }

    @_optimize(none) private func hex4(_ value: UInt16) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    @_optimize(none) private func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
