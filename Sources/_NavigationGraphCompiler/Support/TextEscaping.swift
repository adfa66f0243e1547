/// The one place that decides which characters of a graph's text may reach generated Swift or a
/// terminal as they are.
///
/// A graph is input from anyone who can open a pull request, so its text must never end a
/// comment line, change what the lines around it mean, or drive a terminal. Every character that
/// could (line terminators of every kind, other control characters and the bidirectional controls
/// of "Trojan Source") is written as a visible `\u{…}` escape: inside a Swift string literal that
/// is the same character, inside a comment or a diagnostic it is text a person can read.
enum TextEscaping {
    /// Whether a scalar ends a line for Swift, Unicode or a terminal: LF, VT, FF, CR, NEL, LS, PS.
    static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// Whether a scalar must not appear as itself in generated code or a diagnostic: a control
    /// character (C0 but the tab, DEL, C1), a line or paragraph separator, or a bidirectional
    /// control.
    static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x08, 0x0A...0x1F, 0x7F...0x9F, 0x2028, 0x2029:
            return true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
            return true
        default:
            return false
        }
    }

    /// `\u{…}` for a scalar, as Swift writes it.
    static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }

    /// The text with every scalar that ``mustEscape(_:)`` written as `\u{…}`; the text itself
    /// when it has none, which is nearly always.
    static func visible(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: mustEscape) else {
            return text
        }
        var result = ""
        for scalar in text.unicodeScalars {
            if mustEscape(scalar) {
                result += escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The text split at every line break (CR LF counts as one), each line still to be escaped.
    static func lines(_ text: String) -> [String] {
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
    static func swiftLiteral(_ text: String) -> String {
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
    static func multilineLiteralLine(_ text: String) -> String {
        multilineLiteralLines(Array(text.utf8), width: .max).joined()
    }

    /// The lines of a multi-line string literal whose value is exactly `bytes` (which must be
    /// UTF-8), each line but the last ending in `\` so that no line break is part of the value.
    /// Only printable ASCII is written as itself; every other scalar, and a space at either end
    /// of a line, is a `\u{…}` escape, so the literal survives any editor and any formatter.
    static func multilineLiteralLines(_ bytes: [UInt8], width: Int) -> [String] {
        var tokens: [String] = []
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            switch scalar {
            case "\\": tokens.append("\\\\")
            case "\"": tokens.append("\\\"")
            case " "..."~": tokens.append(String(scalar))
            case "\0": tokens.append("\\0")
            default: tokens.append(escape(scalar))
            }
        }
        var lines: [String] = []
        var line: [String] = []
        var length = 0
        func flush() {
            guard !line.isEmpty else { return }
            if line.first == " " { line[0] = escape(" ") }
            if line.last == " " { line[line.count - 1] = escape(" ") }
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
