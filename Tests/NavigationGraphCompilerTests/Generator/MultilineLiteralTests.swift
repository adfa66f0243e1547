import Testing

@testable import _NavigationGraphCompiler

/// The lines of a route table's literal, and the escaping of every line: written from bytes (a
/// table is megabytes at a thousand features, and the plugin runs a debug build), they must be
/// exactly what writing one `String` per scalar gave, which every golden file was recorded with.
struct MultilineLiteralTests {
    @Test func linesMatchTheScalarByScalarWriting() {
        var generator = SplitMix(seed: 18)
        // Spaces (escaped at either end of a line), what must be escaped, and bytes beyond ASCII:
        // scalars of two, three and four bytes, and bytes that are not UTF-8.
        let alphabet: [[UInt8]] = [
            [0x20], [0x20], [0x61], [0x7A], [0x5C], [0x22], [0x00], [0x0A], [0x7F], [0x21], [0x7E],
            Array("é".utf8), Array("€".utf8), Array("𝄞".utf8), [0xFF], [0xC3], [0x80],
        ]
        for _ in 0..<2_000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(generator.next() % 40) {
                bytes += alphabet[Int(generator.next() % UInt64(alphabet.count))]
            }
            for width in [1, 2, 3, 7, 12, 100, Int.max] {
                #expect(TextEscaping.multilineLiteralLines(bytes, width: width) == Self.scalarByScalar(bytes, width: width))
            }
        }
    }

    /// Bytes past the piece size are written in pieces on every core: each piece as bytes of its
    /// own would be, the next beginning a line at the first ASCII byte from each multiple of
    /// the size, whatever is around it.
    @Test func piecesAreWrittenAsLiteralsOfTheirOwnJoined() {
        var generator = SplitMix(seed: 43)
        let alphabet: [[UInt8]] = [
            [0x20], [0x20], [0x61], [0x5C], [0x22], [0x00], [0x7F], Array("é".utf8), Array("€".utf8), Array("𝄞".utf8), [0xFF],
        ]
        var pieced = 0
        for _ in 0..<300 {
            var bytes: [UInt8] = []
            for _ in 0..<Int(generator.next() % 400) {
                bytes += alphabet[Int(generator.next() % UInt64(alphabet.count))]
            }
            let size = 16 + Int(generator.next() % 200)
            var starts = [0]
            var next = size
            while next < bytes.count {
                while next < bytes.count, bytes[next] >= 0x80 { next += 1 }
                if next < bytes.count { starts.append(next) }
                next += size
            }
            pieced += starts.count > 1 ? 1 : 0
            var expected: [String] = []
            for (index, start) in starts.enumerated() {
                if !expected.isEmpty { expected[expected.count - 1] += "\\" }
                expected += Self.scalarByScalar(Array(bytes[start..<(index + 1 < starts.count ? starts[index + 1] : bytes.count)]), width: 12)
            }
            #expect(TextEscaping.multilineLiteralLines(bytes, width: 12, pieceSize: size) == expected)
        }
        #expect(pieced > 200)
    }

    @Test func aSpaceAtEitherEndOfALineIsEscapedOnce() {
        #expect(TextEscaping.multilineLiteralLines(Array(" a ".utf8), width: 100) == [#"\u{20}a\u{20}"#])
        #expect(TextEscaping.multilineLiteralLines(Array(" ".utf8), width: 100) == [#"\u{20}"#])
        #expect(TextEscaping.multilineLiteralLines(Array("ab cd".utf8), width: 3) == [#"ab\u{20}\"#, "cd"])
        #expect(TextEscaping.multilineLiteralLines([], width: 100) == [])
    }

    /// Lines are checked byte by byte first; what is not printable ASCII or a tab takes the
    /// scalar-by-scalar path, and either way exactly the scalars that must be are escaped.
    @Test func visibleEscapesExactlyWhatMustBeEscaped() {
        var generator = SplitMix(seed: 7)
        let alphabet: [String] = ["a", " ", "~", "\t", "\n", "\r", "\u{0}", "\u{7F}", "\u{85}", "é", "\u{202E}", "\u{2028}", "€", "\""]
        for _ in 0..<2_000 {
            var text = ""
            for _ in 0..<Int(generator.next() % 12) { text += alphabet[Int(generator.next() % UInt64(alphabet.count))] }
            let expected = text.unicodeScalars.map { TextEscaping.mustEscape($0) ? TextEscaping.escape($0) : String($0) }.joined()
            #expect(TextEscaping.visible(text) == expected)
        }
        #expect(TextEscaping.visible("a\tb") == "a\tb")
        #expect(TextEscaping.visible("a\u{7F}") == #"a\u{7F}"#)
    }

    /// The previous implementation, kept as the reference.
    private static func scalarByScalar(_ bytes: [UInt8], width: Int) -> [String] {
        var tokens: [String] = []
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            switch scalar {
            case "\\": tokens.append("\\\\")
            case "\"": tokens.append("\\\"")
            case " "..."~": tokens.append(String(scalar))
            case "\0": tokens.append("\\0")
            default: tokens.append(TextEscaping.escape(scalar))
            }
        }
        var lines: [String] = []
        var line: [String] = []
        var length = 0
        func flush() {
            guard !line.isEmpty else { return }
            if line.first == " " { line[0] = TextEscaping.escape(" ") }
            if line.last == " " { line[line.count - 1] = TextEscaping.escape(" ") }
            lines.append(line.joined())
            line = []
            length = 0
        }
        for token in tokens {
            if length + token.count > width { flush() }
            line.append(token)
            length += token.count
        }
        flush()
        return lines.indices.map { $0 == lines.count - 1 ? lines[$0] : lines[$0] + "\\" }
    }
}

/// A small seeded generator, so that a failure reproduces.
private struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
