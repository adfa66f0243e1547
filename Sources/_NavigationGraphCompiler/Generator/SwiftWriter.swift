import Foundation

/// Builds Swift source text line by line with four-space indentation.
struct SwiftWriter {
    private(set) var text = ""
    private var indentation = 0

    /// Appends text that is already laid out.
    mutating func append(_ text: String) {
        self.text += text
    }

    mutating func line(_ line: String = "") {
        if line.isEmpty {
            text += "\n"
        } else {
            text += String(repeating: "    ", count: indentation) + line + "\n"
        }
    }

    /// Writes `opening {`, the body one level deeper, then `closing`.
    mutating func block(_ opening: String, closing: String = "}", _ body: (inout SwiftWriter) -> Void) {
        line(opening + " {")
        indentation += 1
        body(&self)
        indentation -= 1
        line(closing)
    }

    /// Writes `opening {` (a `switch`), the cases at the same level as the switch, then `}`.
    mutating func switchBlock(_ opening: String, _ body: (inout SwiftWriter) -> Void) {
        line(opening + " {")
        body(&self)
        line("}")
    }

    mutating func indented(_ body: (inout SwiftWriter) -> Void) {
        indentation += 1
        body(&self)
        indentation -= 1
    }

    /// Writes a text as `///` doc comment lines.
    mutating func documentation(_ text: String) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            self.line(trimmed.isEmpty ? "///" : "/// " + trimmed)
        }
    }

    /// A Swift string literal for any text.
    static func literal(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value)
                || (scalar.value > 0x7F
                    && (scalar.properties.generalCategory == .lineSeparator || scalar.properties.generalCategory == .paragraphSeparator)):
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
