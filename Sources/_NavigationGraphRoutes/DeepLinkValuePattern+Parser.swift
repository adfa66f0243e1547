extension DeepLinkValuePattern {
    /// A pattern's syntax tree.
    indirect enum Node {
        case empty
        case character(Character)
        case set(CharacterClass)
        case start, end
        case sequence([Node])
        case alternation([Node])
        /// At least `least` times, and at most `most` (without bound when `nil`).
        case repetition(Node, least: Int, most: Int?)

        /// The instructions the node compiles to, saturating at the limit.
        var size: Int {
            let limit = DeepLinkValuePattern.instructionLimit + 1
            switch self {
            case .empty: return 0
            case .character, .set, .start, .end: return 1
            case .sequence(let nodes): return min(limit, nodes.reduce(0) { $0 + $1.size })
            case .alternation(let nodes): return min(limit, nodes.reduce(0) { $0 + $1.size } + 2 * (nodes.count - 1))
            case .repetition(let node, let least, let most):
                let (required, overflow) = node.size.multipliedReportingOverflow(by: least)
                let optional = most.map { $0 - least } ?? 1
                let (extra, overflowExtra) = (node.size + 2).multipliedReportingOverflow(by: optional)
                return overflow || overflowExtra ? limit : min(limit, required + extra)
            }
        }

        /// Appends the node's instructions to `program`: Thompson's construction.
        func emit(into program: inout [Instruction]) {
            switch self {
            case .empty:
                break
            case .character(let character):
                program.append(.character(character))
            case .set(let set):
                program.append(.set(set))
            case .start:
                program.append(.start)
            case .end:
                program.append(.end)
            case .sequence(let nodes):
                for node in nodes { node.emit(into: &program) }
            case .alternation(let nodes):
                // split L1, next; L1: first; jump end; next: split L2, ... ; last; end:
                var jumps: [Int] = []
                for (index, node) in nodes.enumerated() {
                    if index < nodes.count - 1 {
                        let split = program.count
                        program.append(.split(split + 1, 0))
                        node.emit(into: &program)
                        jumps.append(program.count)
                        program.append(.jump(0))
                        program[split] = .split(split + 1, program.count)
                    } else {
                        node.emit(into: &program)
                    }
                }
                for jump in jumps { program[jump] = .jump(program.count) }
            case .repetition(let node, let least, let most):
                for _ in 0..<least { node.emit(into: &program) }
                if let most {
                    // Each optional copy: split in, skip-to-end; the skips all go to the end.
                    var splits: [Int] = []
                    for _ in least..<most {
                        splits.append(program.count)
                        program.append(.split(program.count + 1, 0))
                        node.emit(into: &program)
                    }
                    for split in splits { program[split] = .split(split + 1, program.count) }
                } else {
                    // loop: split body, out; body; jump loop; out:
                    let split = program.count
                    program.append(.split(split + 1, 0))
                    node.emit(into: &program)
                    program.append(.jump(split))
                    program[split] = .split(split + 1, program.count)
                }
            }
        }
    }

    /// Reads an expression into a program, or throws the first syntax error with its place.
    struct Parser {
        private let characters: [Character]
        /// The offset, in Unicode scalars, of each character and of the end.
        private let offsets: [Int]
        private var index = 0
        /// Whether letters match either case, after `(?i)` and inside `(?i:…)`.
        private var ignoringCase = false

        private init(_ source: String) {
            characters = Array(source)
            var offsets = [0]
            for character in characters { offsets.append(offsets[offsets.count - 1] + character.unicodeScalars.count) }
            self.offsets = offsets
        }

        /// The program of an expression.
        static func program(_ source: String) throws(SyntaxError) -> [Instruction] {
            var parser = Parser(source)
            return try parser.parse()
        }

        private mutating func parse() throws(SyntaxError) -> [Instruction] {
            let node = try alternation()
            if index < characters.count {
                // Only an unopened `)` stops the top level early.
                throw fail("unbalanced ')': it closes no group; write '\\)' for the character")
            }
            guard node.size <= instructionLimit else {
                throw SyntaxError(
                    message:
                        "the pattern is too large: written out, its repetitions take over \(instructionLimit) steps; use smaller counts or '+' and '*'",
                    offset: 0)
            }
            var program: [Instruction] = []
            node.emit(into: &program)
            program.append(.match)
            return program
        }

        // MARK: Grammar

        private mutating func alternation() throws(SyntaxError) -> Node {
            var branches = [try sequence()]
            while peek("|") {
                index += 1
                branches.append(try sequence())
            }
            return branches.count == 1 ? branches[0] : .alternation(branches)
        }

        private mutating func sequence() throws(SyntaxError) -> Node {
            var items: [Node] = []
            while index < characters.count, !peek("|"), !peek(")") {
                let start = index
                guard var item = try atom() else { continue }
                if let (least, most) = try quantifier() {
                    if case .start = item { throw fail("'^' cannot be repeated", at: start) }
                    if case .end = item { throw fail("'$' cannot be repeated", at: start) }
                    item = .repetition(item, least: least, most: most)
                }
                if item.size > instructionLimit {
                    throw fail(
                        "the pattern is too large: written out, its repetitions take over \(instructionLimit) steps; use smaller counts or '+' and '*'",
                        at: start)
                }
                items.append(item)
            }
            return items.count == 1 ? items[0] : items.isEmpty ? .empty : .sequence(items)
        }

        /// One atom; `nil` for a comment, which matches nothing and takes no quantifier.
        private mutating func atom() throws(SyntaxError) -> Node? {
            let character = characters[index]
            try requireSingleScalar()
            index += 1
            switch character {
            case "(":
                return try group()
            case "[":
                return .set(try characterClass())
            case ".":
                return .set(CharacterClass(kinds: [(.notNewline, false)]))
            case "^":
                return .start
            case "$":
                return .end
            case "\\":
                return try escape()
            case "*", "+", "?":
                throw fail("'\(character)' has nothing to repeat; write '\\\(character)' for the character", at: index - 1)
            case "{" where quantifierAhead(from: index - 1):
                throw fail("'{' has nothing to repeat; write '\\{' for the character", at: index - 1)
            default:
                return literal(character)
            }
        }

        /// A character to match, in either case where the pattern says so.
        private func literal(_ character: Character) -> Node {
            ignoringCase ? .set(CharacterClass(characters: [character], ignoringCase: true)) : .character(character)
        }

        private mutating func group() throws(SyntaxError) -> Node? {
            let open = index - 1
            if peek("?") {
                index += 1
                if peek(":") {
                    index += 1
                } else if peek("#") {
                    while index < characters.count, !peek(")") { index += 1 }
                    guard index < characters.count else { throw fail("comment '(?#' is not closed", at: open) }
                    index += 1
                    return nil
                } else if peek("<"), !peek("=", offset: 1), !peek("!", offset: 1) {
                    index += 1
                    try groupName(closedBy: ">", open: open)
                } else if peek("'") {
                    index += 1
                    try groupName(closedBy: "'", open: open)
                } else if peek("P"), peek("<", offset: 1) {
                    index += 2
                    try groupName(closedBy: ">", open: open)
                } else if let setting = caseOption() {
                    if peek(")") {
                        // `(?i)`: for the rest of the enclosing group.
                        index += 1
                        ignoringCase = setting
                        return nil
                    }
                    index += 1
                    let outside = ignoringCase
                    ignoringCase = setting
                    defer { ignoringCase = outside }
                    return try groupBody(open: open)
                } else {
                    throw fail(unsupportedGroup(), at: open)
                }
            }
            let outside = ignoringCase
            defer { ignoringCase = outside }
            return try groupBody(open: open)
        }

        private mutating func groupBody(open: Int) throws(SyntaxError) -> Node {
            let inner = try alternation()
            guard peek(")") else { throw fail("group is not closed: add ')'", at: open) }
            index += 1
            return inner
        }

        /// `i` or `-i` followed by `)` or `:`, the one option a value pattern takes: whether it
        /// turns matching either case on; `nil`, with `index` unmoved, for anything else.
        private mutating func caseOption() -> Bool? {
            for (text, setting) in [("i", true), ("-i", false)] {
                let end = index + text.count
                guard end < characters.count, String(characters[index..<end]) == text, characters[end] == ")" || characters[end] == ":" else {
                    continue
                }
                index = end
                return setting
            }
            return nil
        }

        /// What a `(?` that is not a plain or named group is, and why it is refused.
        private func unsupportedGroup() -> String {
            let rest = String(characters[index..<min(characters.count, index + 2)])
            let linear = "navgraph matches value patterns without backtracking, in time linear in the value"
            if rest.hasPrefix("=") || rest.hasPrefix("!") || rest.hasPrefix("<=") || rest.hasPrefix("<!") {
                return "lookarounds are not supported: \(linear); match the text itself"
            }
            if rest.hasPrefix(">") { return "atomic groups are not supported: \(linear); use '(?:' instead" }
            if rest.hasPrefix("P=") || rest.hasPrefix("P>") || rest.hasPrefix("R") || rest.hasPrefix("&") || rest.first?.isNumber == true {
                return "backreferences and recursion are not supported: \(linear)"
            }
            return
                "options and special groups '(?\(rest.prefix(1))' are not supported in a value pattern, but for '(?i)'; use '(?:' for a group"
        }

        private mutating func groupName(closedBy close: Character, open: Int) throws(SyntaxError) {
            let start = index
            while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" {
                index += 1
            }
            guard index > start, peek(close) else { throw fail("a group's name is letters, digits and '_', closed by '\(close)'", at: open) }
            index += 1
        }

        /// `*`, `+`, `?`, `{n}`, `{n,}`, `{,m}` or `{n,m}` after an atom, with a lazy `?`, which
        /// changes nothing in what a whole value matches.
        private mutating func quantifier() throws(SyntaxError) -> (Int, Int?)? {
            guard index < characters.count else { return nil }
            let at = index
            var bounds: (Int, Int?)
            switch characters[index] {
            case "*": bounds = (0, nil)
            case "+": bounds = (1, nil)
            case "?": bounds = (0, 1)
            case "{" where quantifierAhead(from: index): bounds = try counts()
            default: return nil
            }
            if characters[at] != "{" { index += 1 }
            if peek("?") {
                index += 1
            } else if peek("+") {
                throw fail("possessive quantifiers are not supported: navgraph matches without backtracking; drop the '+'", at: index)
            }
            if index < characters.count, "*+?".contains(characters[index]) || (peek("{") && quantifierAhead(from: index)) {
                throw fail("a quantifier cannot follow another; put the first in a group, as '(?:a+)?'", at: at)
            }
            return bounds
        }

        /// Whether the text at `start` is a counted quantifier, `{` digits, a comma, digits `}`;
        /// any other `{` is the character itself, as Swift's `Regex` reads it.
        private func quantifierAhead(from start: Int) -> Bool {
            guard start < characters.count, characters[start] == "{" else { return false }
            var at = start + 1
            var digits = 0
            var commas = 0
            while at < characters.count, characters[at] != "}" {
                if characters[at] == "," {
                    commas += 1
                } else if characters[at].isASCII, characters[at].isNumber {
                    digits += 1
                } else {
                    return false
                }
                at += 1
            }
            return at < characters.count && digits > 0 && commas <= 1
        }

        /// Reads `{…}` at `index`, leaving `index` after the `}`.
        private mutating func counts() throws(SyntaxError) -> (Int, Int?) {
            let open = index
            index += 1
            var close = index
            while characters[close] != "}" { close += 1 }
            let body = String(characters[index..<close])
            index = close + 1
            let parts = body.split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
            let tooLarge = "a count must be at most \(instructionLimit); use '+' or '*' for more"
            guard parts.allSatisfy({ ($0 ?? 0) <= instructionLimit }) else { throw fail(tooLarge, at: open) }
            let least = parts[0] ?? 0
            let most: Int? = parts.count == 1 ? least : parts[1]
            if let most, most < least { throw fail("the counts are the wrong way round: {\(least),\(most)} allows nothing", at: open) }
            return (least, most)
        }

        /// An escape outside a class.
        private mutating func escape() throws(SyntaxError) -> Node {
            if let set = try classEscape() { return .set(set) }
            return literal(try characterEscape())
        }

        /// `\d`, `\w`, `\s`, `\h` and their capitals, as a set; `nil` for any other escape, with
        /// `index` left on the escaped character.
        private mutating func classEscape() throws(SyntaxError) -> CharacterClass? {
            guard index < characters.count else { throw fail("'\\' at the end escapes nothing; write '\\\\' for the character", at: index - 1) }
            let kinds: [Character: CharacterClass.Kind] = ["d": .number, "w": .word, "s": .whitespace, "h": .horizontalWhitespace]
            let letter = characters[index]
            let lower = Character(letter.lowercased())
            guard let kind = kinds[lower] else { return nil }
            index += 1
            return CharacterClass(kinds: [(kind, letter != lower)])
        }

        /// A character written as an escape: `\.`, `\n`, `\u{1F600}`, `\x41`; a letter that names
        /// syntax navgraph does not match is an error at its place.
        private mutating func characterEscape() throws(SyntaxError) -> Character {
            let at = index - 1
            let letter = characters[index]
            try requireSingleScalar()
            index += 1
            let named: [Character: Character] = ["n": "\n", "t": "\t", "r": "\r", "f": "\u{C}", "a": "\u{7}", "e": "\u{1B}"]
            if let character = named[letter] { return character }
            if letter == "u" || letter == "x" { return try hexadecimal(at: at, digits: letter == "u" ? 4 : 2) }
            guard letter.isLetter || letter.isNumber else { return letter }
            let linear = "navgraph matches value patterns without backtracking, in time linear in the value"
            switch letter {
            case "1"..."9", "k", "g":
                throw fail("backreferences are not supported: \(linear)", at: at)
            case "b", "B", "A", "z", "Z", "G", "K", "y", "Y":
                throw fail("'\\\(letter)' is not supported in a value pattern: the whole value is matched, so write '^' and '$' or nothing", at: at)
            case "p", "P":
                throw fail("Unicode properties are not supported in a value pattern; use a class such as '[a-z]' or '\\w'", at: at)
            default:
                throw fail(
                    "'\\\(letter)' is not an escape a value pattern reads; escape only punctuation, or use \\d, \\w, \\s, \\h, \\n, \\t, \\u{…}",
                    at: at)
            }
        }

        /// `\u{…}` or `\x{…}` (one to eight hexadecimal digits), `\uHHHH` or `\xHH`.
        private mutating func hexadecimal(at: Int, digits: Int) throws(SyntaxError) -> Character {
            var text = ""
            if peek("{") {
                index += 1
                while index < characters.count, !peek("}"), text.count < 9 {
                    text.append(characters[index])
                    index += 1
                }
                guard peek("}") else { throw fail("'\\u{' needs hexadecimal digits and '}'", at: at) }
                index += 1
            } else {
                guard index + digits <= characters.count else { throw fail("the escape needs \(digits) hexadecimal digits", at: at) }
                text = String(characters[index..<(index + digits)])
                index += digits
            }
            guard (1...8).contains(text.count), let value = UInt32(text, radix: 16), let scalar = Unicode.Scalar(value) else {
                throw fail("'\(text)' is not the hexadecimal number of a Unicode scalar", at: at)
            }
            return Character(scalar)
        }

        /// `[…]`, after its `[`: members, ranges of single scalars and class escapes, negated by
        /// a leading `^`; a `-` first or last is itself.
        private mutating func characterClass() throws(SyntaxError) -> CharacterClass {
            let open = index - 1
            var set = CharacterClass(ignoringCase: ignoringCase)
            if peek("^") {
                set.inverted = true
                index += 1
            }
            if peek("]") { throw fail("a class needs a member: '[]' matches nothing; write '\\]' for the character", at: open) }
            while index < characters.count, !peek("]") {
                let at = index
                guard let low = try classMember(into: &set) else { continue }
                if peek("-"), index + 1 < characters.count, !peek("]", offset: 1) {
                    index += 1
                    let highAt = index
                    guard let high = try classMember(into: &set) else {
                        throw fail("a range ends at a character, not a class", at: highAt)
                    }
                    guard low.unicodeScalars.count == 1, high.unicodeScalars.count == 1, let from = low.unicodeScalars.first,
                        let to = high.unicodeScalars.first
                    else { throw fail("a range's ends must be single Unicode scalars", at: at) }
                    guard from <= to else { throw fail("the range '\(low)-\(high)' is the wrong way round", at: at) }
                    set.ranges.append(from...to)
                } else {
                    set.characters.append(low)
                }
            }
            guard index < characters.count else { throw fail("class is not closed: add ']'", at: open) }
            index += 1
            return set
        }

        /// One member of a class: a character (returned), or a class escape (added to `set`).
        private mutating func classMember(into set: inout CharacterClass) throws(SyntaxError) -> Character? {
            let character = characters[index]
            try requireSingleScalar()
            index += 1
            switch character {
            case "[":
                throw fail("nested classes and POSIX classes such as '[:alpha:]' are not supported; write the members out", at: index - 1)
            case "&" where peek("&"), "~" where peek("~"), "-" where peek("-"):
                throw fail("class set operations are not supported; write the members out", at: index - 1)
            case "\\":
                if let escaped = try classEscape() {
                    set.kinds += escaped.kinds
                    return nil
                }
                return try characterEscape()
            default:
                return character
            }
        }

        // MARK: Helpers

        private func peek(_ character: Character, offset: Int = 0) -> Bool {
            index + offset < characters.count && characters[index + offset] == character
        }

        /// Syntax is written in single scalars: a syntax character followed by a combining mark
        /// is one character to Swift, and would be read as something else than it looks.
        private func requireSingleScalar() throws(SyntaxError) {
            let character = characters[index]
            guard character.unicodeScalars.count > 1, let first = character.unicodeScalars.first, "\\()[]{}|*+?.^$-".unicodeScalars.contains(first)
            else { return }
            throw fail("a combining mark follows '\(first)'; write it as '\\u{…}'", at: index)
        }

        private func fail(_ message: String, at position: Int? = nil) -> SyntaxError {
            SyntaxError(message: message, offset: offsets[min(position ?? index, offsets.count - 1)])
        }
    }
}
