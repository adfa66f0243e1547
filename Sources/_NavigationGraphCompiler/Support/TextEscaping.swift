import Foundation
@_spi(Generated) import _NavigationGraphRoutes

/// The one place that decides which characters of a graph's text may reach generated Swift or a
/// terminal as they are.
///
/// A graph is input from anyone who can open a pull request, so its text must never end a
/// comment line, change what the lines around it mean, or drive a terminal. Every character that
/// could (line terminators of every kind, other control characters and the bidirectional controls
/// of "Trojan Source") is written as a visible `\u{…}` escape: inside a Swift string literal that
/// is the same character, inside a comment or a diagnostic it is text a person can read.
package enum TextEscaping {
    /// Whether a scalar ends a line for Swift, Unicode or a terminal: LF, VT, FF, CR, NEL, LS, PS.
    @_optimize(none) static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// Whether a scalar must not appear as itself in generated code or a diagnostic: a control
    /// character (C0 but the tab, DEL, C1), a line or paragraph separator, or a bidirectional
    /// control.
    @_optimize(none) package static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
        VisibleText.mustEscape(scalar)
    }

    /// `\u{…}` for a scalar, as Swift writes it.
    @_optimize(none) static func escape(_ scalar: Unicode.Scalar) -> String {
        VisibleText.escape(scalar)
    }

    /// The text with every scalar that ``mustEscape(_:)`` written as `\u{…}`; the text itself
    /// when it has none, which is nearly always.
    @_optimize(none) package static func visible(_ text: String) -> String {
        // Printable ASCII and tabs, as nearly every line is, found by its bytes: decoding scalars
        // for the megabytes of a route table's literal cost a tenth of a second in the debug
        // build the plugin runs.
        var text = text
        // By pointer: a buffer's subscript checks its bounds by calls in that build.
        let isPlain = text.withUTF8 { bytes in
            guard let base = bytes.baseAddress else { return true }
            var index = 0
            while index < bytes.count {
                let byte = base[index]
                if byte >= 0x7F || (byte < 0x20 && byte != 0x09) { return false }
                index += 1
            }
            return true
        }
        return isPlain ? text : VisibleText.escaped(text)
    }

    /// A command's output as a terminal may show it: every scalar of ``mustEscape(_:)`` but the
    /// line feed that ends its lines written as `\u{…}`, so that no text from a graph or a URL
    /// moves the cursor, clears the screen or forges a line of its own.
    @_optimize(none) static func printable(_ output: String) -> String {
        output.split(separator: "\n", omittingEmptySubsequences: false).map { visible(String($0)) }.joined(separator: "\n")
    }

    /// The text split at every line break (CR LF counts as one), each line still to be escaped.
    @_optimize(none) static func lines(_ text: String) -> [String] {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" && previousWasCarriageReturn {
                previousWasCarriageReturn = false
                continue
            }
            previousWasCarriageReturn = scalar == "\r"
            if isLineBreak(scalar) {
                lines.append(String(current))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        lines.append(String(current))
        return lines
    }

    /// A Swift string literal whose value is the text, whatever it holds.
    @_optimize(none) package static func swiftLiteral(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where mustEscape(scalar): result += escape(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// One line of a multi-line string literal whose value is the text: `\\`, `"` and every
    /// scalar that is not printable ASCII escaped, and a space at either end too, so that no
    /// editor can change the value by trimming the line.
    @_optimize(none) static func multilineLiteralLine(_ text: String) -> String {
        multilineLiteralLines(Array(text.utf8), width: .max).joined()
    }

    /// The lines of a multi-line string literal whose value is exactly `bytes` (which must be
    /// UTF-8), each line but the last ending in `\` so that no line break is part of the value.
    /// Only printable ASCII is written as itself; every other scalar, and a space at either end
    /// of a line, is a `\u{…}` escape, so the literal survives any editor and any formatter.
    ///
    /// Bytes past `pieceSize` (``literalPieceSize``) are written in pieces of about that size on every core,
    /// each piece's first byte beginning a line: an app's route table at a thousand features is
    /// megabytes, and the build waits for its literal. The pieces follow from the bytes alone,
    /// so the lines do not depend on the machine.
    @_optimize(none) static func multilineLiteralLines(_ bytes: [UInt8], width: Int, pieceSize: Int = literalPieceSize) -> [String] {
        let starts = bytes.withUnsafeBufferPointer { pieceStarts($0, size: pieceSize) }
        guard starts.count > 1 else { return bytes.withUnsafeBufferPointer { multilineLiteralLines($0, width: width) } }
        let pieces = concurrentMap(count: starts.count) { index in
            let end = index + 1 < starts.count ? starts[index + 1] : bytes.count
            return bytes.withUnsafeBufferPointer { multilineLiteralLines(UnsafeBufferPointer(rebasing: $0[starts[index]..<end]), width: width) }
        }
        var lines: [String] = []
        for (index, piece) in pieces.enumerated() {
            lines += piece
            // The piece's last line is not the literal's.
            if index + 1 < pieces.count, let last = lines.popLast() { lines.append(last + "\\") }
        }
        return lines
    }

    /// The bytes of a literal written as one piece.
    static let literalPieceSize = 512 * 1024

    /// Where each piece of a literal's bytes starts: every `size` bytes, moved on to the next
    /// ASCII byte, which no scalar of several bytes has within it.
    @_optimize(none) private static func pieceStarts(_ bytes: UnsafeBufferPointer<UInt8>, size: Int) -> [Int] {
        var starts = [0]
        var next = size
        while next < bytes.count {
            while next < bytes.count, bytes[next] >= 0x80 { next += 1 }
            guard next < bytes.count else { break }
            starts.append(next)
            next += size
        }
        return starts
    }

    /// How each ASCII byte is written in a literal when it is not written as itself (`\\`, `\"`,
    /// `\0` or a `\u{…}` escape), eight bytes apart in one buffer (none is longer than
    /// `\u{7F}`), and each escape's length. Made once and read by pointer: the app's table at a
    /// thousand features escapes over 200,000 bytes, and reading each escape from an array of
    /// arrays retained and released it, in the debug build the plugin runs, where each of those
    /// is a call.
    private static let asciiEscapes: (bytes: [UInt8], lengths: [Int]) = {
        var bytes = [UInt8](repeating: 0, count: 8 * 128)
        var lengths = [Int](repeating: 0, count: 128)
        for byte in 0..<128 {
            let escape: [UInt8]
            switch byte {
            case 0x5C: escape = [0x5C, 0x5C]
            case 0x22: escape = [0x5C, 0x22]
            case 0x00: escape = [0x5C, 0x30]
            default: escape = Array(TextEscaping.escape(Unicode.Scalar(UInt8(byte))).utf8)
            }
            precondition(escape.count <= 8, "an escape longer than 8 bytes")
            bytes.replaceSubrange((8 * byte)..<(8 * byte + escape.count), with: escape)
            lengths[byte] = escape.count
        }
        return (bytes, lengths)
    }()

    @_optimize(none) private static func multilineLiteralLines(_ bytes: UnsafeBufferPointer<UInt8>, width: Int) -> [String] {
        // Runs of bytes written as themselves are copied a line's worth at a time, and the bytes
        // are read where they are: a route table's literal is megabytes at a thousand features,
        // and the plugin runs a debug build of this code, where a `String` per scalar cost a
        // second, and each access to an array's element and each `append(contentsOf:)` is a
        // generic call. So the line is written in memory of its own, by `memcpy`, and the state
        // is a struct's rather than variables nested functions capture, each access to which is
        // checked for exclusivity at run time. Every token (what one scalar is written as) is
        // ASCII, so a line's length is its byte count.
        // The bytes by pointer in the loops: a buffer's subscript checks its bounds by calls.
        guard let base = bytes.baseAddress else { return [] }
        let count = bytes.count
        var writer = LiteralWriter(width: width)
        defer { writer.line.deallocate() }
        let escapes = asciiEscapes
        return escapes.bytes.withUnsafeBufferPointer { escapeBytes in
            escapes.lengths.withUnsafeBufferPointer { escapeLengths in
                lines(base, count, escapeBytes.baseAddress!, escapeLengths.baseAddress!, into: &writer)
            }
        }
    }

    /// The lines of a literal of `count` bytes at `base`, with the escapes of ``asciiEscapes``.
    @_optimize(none) private static func lines(
        _ base: UnsafePointer<UInt8>, _ count: Int, _ escapeBytes: UnsafePointer<UInt8>, _ escapeLengths: UnsafePointer<Int>,
        into writer: inout LiteralWriter
    ) -> [String] {
        let bytes = UnsafeBufferPointer(start: base, count: count)
        var index = 0
        while index < count {
            var end = index
            while end < count {
                let byte = base[end]
                guard byte >= 0x20, byte < 0x7F, byte != 0x5C, byte != 0x22 else { break }
                end += 1
            }
            if end > index {
                writer.plain(bytes, index, end)
                index = end
                continue
            }
            let byte = base[index]
            guard byte >= 0x80 else {
                writer.escaped(escapeBytes + 8 * Int(byte), count: escapeLengths[Int(byte)])
                index += 1
                continue
            }
            // A run of bytes beyond ASCII, decoded as `String(decoding:as:)` decodes it: no
            // scalar of several bytes has an ASCII byte in it.
            while end < bytes.count, bytes[end] >= 0x80 { end += 1 }
            for scalar in String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<end]), as: UTF8.self).unicodeScalars {
                writer.escaped(Array(escape(scalar).utf8))
            }
            index = end
        }
        writer.flush()
        if let last = writer.lines.popLast() { writer.lines.append(String(last.dropLast())) }
        return writer.lines
    }

    /// Lays out a literal's tokens in lines of at most `width` bytes (or one token).
    private struct LiteralWriter {
        let width: Int
        var lines: [String] = []
        var line = LineBuffer()
        /// The tokens on the line, and whether its first and its last are spaces.
        var tokens = 0
        var firstIsSpace = false
        var lastIsSpace = false
        let space = Array(TextEscaping.escape(" ").utf8)

        @_optimize(none) init(width: Int) { self.width = width }

        /// Ends the line. Each line but the last ends in `\`: every line is flushed with it,
        /// and the last has it taken off, which costs one `String` rather than one a line.
        @_optimize(none) mutating func flush() {
            guard tokens > 0 else { return }
            if lastIsSpace {
                line.count -= 1
                line.append(space)
            }
            // A line of one space has had it escaped just above.
            if firstIsSpace, tokens > 1 { line.replaceFirstByte(with: space) }
            line.append(UInt8(ascii: "\\"))
            lines.append(line.string)
            line.count = 0
            tokens = 0
        }

        /// Writes bytes that are written as themselves, a line's worth at a time.
        @_optimize(none) mutating func plain(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) {
            var start = start
            while start < end {
                if tokens > 0, line.count >= width { flush() }
                let room = tokens == 0 ? max(width, 1) : width - line.count
                let stop = start + min(room, end - start)
                if tokens == 0 { firstIsSpace = bytes[start] == 0x20 }
                line.append(bytes.baseAddress! + start, count: stop - start)
                tokens += stop - start
                lastIsSpace = bytes[stop - 1] == 0x20
                start = stop
            }
        }

        /// Writes one escaped token, on the next line when it does not fit on this one.
        @_optimize(none) mutating func escaped(_ token: [UInt8]) {
            token.withUnsafeBufferPointer { escaped($0.baseAddress!, count: $0.count) }
        }

        /// Writes one escaped token of `count` bytes at `token`.
        @_optimize(none) mutating func escaped(_ token: UnsafePointer<UInt8>, count: Int) {
            if tokens > 0, line.count + count > width { flush() }
            if tokens == 0 { firstIsSpace = false }
            line.append(token, count: count)
            tokens += 1
            lastIsSpace = false
        }
    }

    /// The bytes of one line of a literal, in memory that grows as needed and is freed by
    /// ``deallocate()``.
    private struct LineBuffer {
        private var start = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
        private var capacity = 256
        /// The bytes written; lowering it drops the last ones.
        var count = 0

        @_optimize(none) var string: String { String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self) }

        @_optimize(none) mutating func append(_ source: UnsafePointer<UInt8>, count added: Int) {
            reserve(added)
            memcpy(start + count, source, added)
            count += added
        }

        @_optimize(none) mutating func append(_ bytes: [UInt8]) {
            bytes.withUnsafeBufferPointer { append($0.baseAddress!, count: $0.count) }
        }

        @_optimize(none) mutating func append(_ byte: UInt8) {
            reserve(1)
            start[count] = byte
            count += 1
        }

        /// Replaces the first byte with `bytes`.
        @_optimize(none) mutating func replaceFirstByte(with bytes: [UInt8]) {
            reserve(bytes.count - 1)
            memmove(start + bytes.count, start + 1, count - 1)
            bytes.withUnsafeBufferPointer { _ = memcpy(start, $0.baseAddress!, $0.count) }
            count += bytes.count - 1
        }

        @_optimize(none) func deallocate() { start.deallocate() }

        @_optimize(none) private mutating func reserve(_ added: Int) {
            guard count + added > capacity else { return }
            capacity = max(2 * capacity, count + added)
            let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
            memcpy(grown, start, count)
            start.deallocate()
            start = grown
        }
    }
}
