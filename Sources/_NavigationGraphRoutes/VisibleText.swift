/// Text from a URL or a graph, made safe to show: every scalar that could end a line, drive a
/// terminal or reorder what a reader sees (controls but the tab, line and paragraph separators,
/// and the bidirectional controls of "Trojan Source") written as a visible `\u{…}` escape.
///
/// The runtime's failure descriptions and every navgraph command show values through it, since a
/// value decoded from `%1B%5B2J%0A` is an escape sequence and a line break.
@_spi(Generated)
public enum VisibleText {
    /// Whether a scalar must not be shown as itself.
    public static func mustEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x08, 0x0A...0x1F, 0x7F...0x9F, 0x2028, 0x2029: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `\u{…}` for a scalar, as Swift writes it.
    public static func escape(_ scalar: Unicode.Scalar) -> String {
        "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }

    /// The text with every scalar of ``mustEscape(_:)`` escaped.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: mustEscape) else { return text }
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
}
