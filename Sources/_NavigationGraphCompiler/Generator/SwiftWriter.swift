import Foundation

/// Builds Swift source text line by line with four-space indentation.
struct SwiftWriter {
    private(set) var text = ""
    private var indentation = 0

    /// Appends text that is already laid out.
    @_optimize(none) mutating func append(_ text: String) {
        self.text += text
    }

    /// Writes one line. A character that could end the line early or hide what it says (see
    /// ``TextEscaping``) is written as a `\u{…}` escape, so no text from a graph, wherever it is
    /// put, can start a line of code of its own.
    @_optimize(none) mutating func line(_ line: String = "") {
        if line.isEmpty {
            text += "\n"
        } else {
            text += String(repeating: "    ", count: indentation) + TextEscaping.visible(line) + "\n"
        }
    }

    /// Writes `opening {`, the body one level deeper, then `closing`.
    @_optimize(none) mutating func block(_ opening: String, closing: String = "}", _ body: (inout SwiftWriter) -> Void) {
        line(opening + " {")
        indentation += 1
        body(&self)
        indentation -= 1
        line(closing)
    }

    /// Writes `opening {` (a `switch`), the cases at the same level as the switch, then `}`.
    @_optimize(none) mutating func switchBlock(_ opening: String, _ body: (inout SwiftWriter) -> Void) {
        line(opening + " {")
        body(&self)
        line("}")
    }

    /// The longest `switch` case that ``caseRow(_:_:)`` writes on one line, indentation aside.
    static let rowWidth = 140

    /// Writes a `switch` case as one row of a table, `label statement; statement`, while it fits
    /// in ``rowWidth``; else the label, then each statement on a line of its own one level deeper.
    @_optimize(none) mutating func caseRow(_ label: String, _ statements: [String]) {
        let row = label + " " + statements.joined(separator: "; ")
        guard row.count > Self.rowWidth else {
            line(row)
            return
        }
        line(label)
        indented { writer in
            for statement in statements {
                writer.line(statement)
            }
        }
    }

    @_optimize(none) mutating func indented(_ body: (inout SwiftWriter) -> Void) {
        indentation += 1
        body(&self)
        indentation -= 1
    }

    /// Writes a text as `///` doc comment lines, one per line of the text, whichever line breaks
    /// it uses.
    @_optimize(none) mutating func documentation(_ text: String) {
        for line in TextEscaping.lines(text) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            self.line(trimmed.isEmpty ? "///" : "/// " + trimmed)
        }
    }

    /// A Swift string literal for any text.
    @_optimize(none) static func literal(_ text: String) -> String {
        TextEscaping.swiftLiteral(text)
    }
}
