/// A parameter's value pattern: a regular expression, in the regular subset of Swift `Regex`
/// syntax, that the whole decoded value of a `String` (each element of a `[String]`) must match
/// for a URL's route to fit, so that `/@alice/109` and `/@alice/media` open different
/// destinations.
///
/// A URL's values come from whoever sent the link, so a pattern is matched by an automaton that
/// cannot backtrack: the expression becomes a list of instructions once, and a value is read
/// character by character against every state the automaton can be in (Thompson's construction,
/// simulated as RE2 and Rust's `regex` do). Matching costs at most the value's length times the
/// program's length, whatever the expression; the program has at most ``instructionLimit``
/// instructions. Syntax that needs backtracking (backreferences, lookarounds, atomic groups,
/// possessive quantifiers) is not read: navgraph reports it at the pattern's column.
///
/// Characters are compared as Swift's `Regex` compares them by default, a grapheme cluster at a
/// time: `.` is any character but a newline, `\d` a number, `\w` a letter, number or `_`, `\s`
/// whitespace and `\h` whitespace that is not a newline; a literal matches its canonical
/// equivalents.
///
/// Generated code's, behind `@_spi(Generated)`: a destination enum holds its feature's patterns
/// in one static array, made when a URL first reaches one of them, and reads each value through
/// ``DeepLinkMatch/matching(_:_:_:)``. An expression that does not parse matches no value, and
/// never traps.
@_spi(Generated)
public struct DeepLinkValuePattern: Sendable {
    /// The most instructions an expression may compile to, counted repetitions written out:
    /// `[0-9]{1,20}` takes 41, so the bound leaves room for any pattern a route needs and keeps
    /// the work of one value under a thousand steps per character.
    public static let instructionLimit = 1_000

    /// The expression as the graph writes it.
    public let source: String

    private let program: [Instruction]?

    /// Compiles an expression; one that does not parse matches no value.
    public init(_ source: String) {
        self.source = source
        program = try? Parser.program(source)
    }

    /// Why an expression is not a value pattern, and where: the number of Unicode scalars of the
    /// expression before the place the message points at.
    public struct SyntaxError: Error, Sendable, Equatable {
        public var message: String
        public var offset: Int
    }

    /// The expression's first syntax error; `nil` for a value pattern.
    public static func syntaxError(in source: String) -> SyntaxError? {
        do throws(SyntaxError) {
            _ = try Parser.program(source)
            return nil
        } catch {
            return error
        }
    }

    /// Whether the whole text matches the expression.
    public func matches(_ text: String) -> Bool {
        run(text).matched
    }

    /// The shortest text the expression matches, with the first of its choices at each place
    /// (`0` for `[0-9]+`, `name` for `name|date`); `nil` when it matches none or does not parse.
    public func shortestMatch() -> String? {
        program.flatMap(Self.shortestMatch(of:))
    }

    /// Whether the text matches, and how many steps deciding it took: at most the program's
    /// length for each character of the text and once more.
    ///
    /// The automaton is simulated over every state at once. For a text of ``cachingLength``
    /// characters or more, each set of states it reaches is kept with the sets each character
    /// leads to (a DFA made as it is needed, as RE2 does): a long value of few distinct
    /// characters costs a dictionary look-up per character. At most ``cachedStateLimit`` sets
    /// are kept; past them every character is a simulation step, so the bound holds whatever
    /// the pattern and the text.
    func run(_ text: String) -> (matched: Bool, steps: Int) {
        guard let program else { return (false, 0) }
        let characters = Array(text)
        var work = StateSet(count: program.count)
        var steps = 0
        var states: [CachedState] = []
        var known: [[Int]: Int] = [:]
        // A short value, as nearly every URL's is, costs less simulated than cached.
        let caches = characters.count >= Self.cachingLength
        /// The state the instructions in `work` make, and its index when it is kept.
        func reached() -> (state: CachedState, index: Int?) {
            guard caches else { return (CachedState(kept: work.members, ends: work.ends), nil) }
            let key = work.members + [-1] + work.ends
            if let index = known[key] { return (states[index], index) }
            let state = CachedState(kept: work.members, ends: work.ends)
            guard states.count < Self.cachedStateLimit else { return (state, nil) }
            states.append(state)
            known[key] = states.count - 1
            return (state, states.count - 1)
        }
        Self.follow(0, in: program, atStart: true, into: &work, steps: &steps)
        var (current, index) = reached()
        for character in characters {
            if let from = index, let next = states[from].next[character] {
                (current, index) = (states[next], next)
                steps += 1
                continue
            }
            work.removeAll()
            for pc in current.kept where program[pc].accepts(character) {
                Self.follow(pc + 1, in: program, atStart: false, into: &work, steps: &steps)
            }
            let from = index
            (current, index) = reached()
            if let from, let index { states[from].next[character] = index }
            if current.kept.isEmpty && current.ends.isEmpty { return (false, steps) }
        }
        // At the end: a `match` reached, or one behind an `$` that the end now lets through.
        if current.kept.contains(where: { if case .match = program[$0] { true } else { false } }) { return (true, steps) }
        work.removeAll()
        for pc in current.ends {
            Self.follow(pc + 1, in: program, atStart: characters.isEmpty, atEnd: true, into: &work, steps: &steps)
        }
        return (work.members.contains { if case .match = program[$0] { true } else { false } }, steps)
    }

    /// The sets of states ``run(_:)`` keeps for one text.
    static let cachedStateLimit = 256
    /// The length from which ``run(_:)`` keeps the sets of states it reaches.
    static let cachingLength = 48

    /// A set of states the automaton reaches: the instructions that read a character or match,
    /// the `$` instructions that wait for the end, and where each character read leads.
    private struct CachedState {
        var kept: [Int]
        var ends: [Int]
        var next: [Character: Int] = [:]
    }

    /// Adds `pc` and every instruction it reaches without reading a character (its closure) to
    /// `set`: those that read a character, or `match`, stay in the set, and `$` stays among the
    /// ends unless this is the end of the text.
    private static func follow(
        _ pc: Int, in program: [Instruction], atStart: Bool, atEnd: Bool = false, into set: inout StateSet, steps: inout Int
    ) {
        set.pending.append(pc)
        while let pc = set.pending.popLast() {
            guard set.insert(pc) else { continue }
            steps += 1
            switch program[pc] {
            case .split(let first, let second):
                set.pending.append(second)
                set.pending.append(first)
            case .jump(let target): set.pending.append(target)
            case .start: if atStart { set.pending.append(pc + 1) }
            case .end: if atEnd { set.pending.append(pc + 1) } else { set.ends.append(pc) }
            case .character, .set, .match: set.keep(pc)
            }
        }
    }
}

// MARK: - The program

extension DeepLinkValuePattern {
    /// One instruction of a compiled pattern.
    enum Instruction: Sendable {
        /// Reads a character canonically equivalent to this one.
        case character(Character)
        /// Reads a character of the set.
        case set(CharacterClass)
        /// Goes on at both targets, the first preferred (for ``shortestMatch()``).
        case split(Int, Int)
        case jump(Int)
        /// Goes on only before the first character, or only after the last one.
        case start, end
        case match

        func accepts(_ character: Character) -> Bool {
            switch self {
            case .character(let expected): expected == character
            case .set(let set): set.contains(character)
            default: false
            }
        }
    }

    /// A class of characters: `.`, `\d`, `[a-z_]`, `[^/]`.
    struct CharacterClass: Sendable {
        /// The kinds of character that `\d`, `\w`, `\s`, `\h` and `.` name, as `Regex` reads
        /// them a grapheme cluster at a time.
        enum Kind: Sendable {
            case number, word, whitespace, horizontalWhitespace, notNewline

            func contains(_ character: Character) -> Bool {
                switch self {
                case .number: character.isNumber
                case .word: character.isLetter || character.isNumber || character == "_"
                case .whitespace: character.isWhitespace
                case .horizontalWhitespace: character.isWhitespace && !character.isNewline
                case .notNewline: !character.isNewline
                }
            }
        }

        var characters: [Character] = []
        var ranges: [ClosedRange<Unicode.Scalar>] = []
        var kinds: [(kind: Kind, inverted: Bool)] = []
        var inverted = false
        /// Whether a character's other case is a member too, under `(?i)`.
        var ignoringCase = false

        func contains(_ character: Character) -> Bool {
            guard ignoringCase else { return holds(character) != inverted }
            let cases = [character] + [character.lowercased(), character.uppercased()].compactMap { $0.count == 1 ? $0.first : nil }
            return cases.contains(where: holds) != inverted
        }

        /// Whether the character is a member, before negation and case.
        private func holds(_ character: Character) -> Bool {
            var member = characters.contains(character) || kinds.contains { $0.kind.contains(character) != $0.inverted }
            if !member, character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first {
                member = ranges.contains { $0.contains(scalar) }
            }
            return member
        }

        /// A member to show in a sample: the first of the class's own, or a common character.
        var sample: Character? {
            let own = ranges.map { Character($0.lowerBound) } + characters
            return (own + ["a", "0", "A", "x", "-", "_", "~", ".", "é"]).first(where: contains)
        }
    }

    /// The instructions a text is at, each once: those that read a character, in the order they
    /// were reached, and for every instruction the round in which it was last visited, so that
    /// emptying the set for the next character costs nothing.
    struct StateSet {
        private(set) var members: [Int] = []
        private var visited: [Int]
        private var round = 1
        /// The instructions ``DeepLinkValuePattern/follow(_:in:at:of:into:steps:)`` is yet to
        /// visit, kept here so that following allocates nothing.
        var pending: [Int] = []

        init(count: Int) { visited = Array(repeating: 0, count: count) }

        /// Marks an instruction as visited in this round; `false` when it already was.
        mutating func insert(_ pc: Int) -> Bool {
            if visited[pc] == round { return false }
            visited[pc] = round
            return true
        }

        /// The `$` instructions reached, which go on only at the end of the text.
        var ends: [Int] = []

        /// Keeps a visited instruction as one the next character is read at.
        mutating func keep(_ pc: Int) { members.append(pc) }

        mutating func removeAll() {
            round += 1
            members.removeAll(keepingCapacity: true)
            ends.removeAll(keepingCapacity: true)
        }
    }

    /// The shortest accepted text. Level by level, a level being the texts of one length: the
    /// instructions a text of that length reaches, visited depth first in the order a split
    /// prefers (as ``run(_:)`` visits them), each once, with whether a character was read and
    /// whether the end was asserted; what they read starts the next level. Linear in the
    /// program's length.
    private static func shortestMatch(of program: [Instruction]) -> String? {
        struct Node: Hashable {
            var pc: Int
            var read: Bool
            var ended: Bool
        }
        /// A node, and how it was reached: from which node, reading which character.
        typealias Step = (node: Node, from: Node?, character: Character?)
        var previous: [Node: (node: Node, character: Character?)] = [:]
        var visited: Set<Node> = []
        var level: [Step] = [(Node(pc: 0, read: false, ended: false), nil, nil)]
        while !level.isEmpty {
            var next: [Step] = []
            var pending = Array(level.reversed())
            while let (node, from, character) = pending.popLast() {
                guard visited.insert(node).inserted else { continue }
                if let from { previous[node] = (from, character) }
                var successors: [Node] = []
                switch program[node.pc] {
                case .match:
                    var text: [Character] = []
                    var at = node
                    while let step = previous[at] {
                        if let character = step.character { text.append(character) }
                        at = step.node
                    }
                    return String(text.reversed())
                case .split(let first, let second):
                    successors = [Node(pc: first, read: node.read, ended: node.ended), Node(pc: second, read: node.read, ended: node.ended)]
                case .jump(let target):
                    successors = [Node(pc: target, read: node.read, ended: node.ended)]
                case .start:
                    if !node.read { successors = [Node(pc: node.pc + 1, read: false, ended: node.ended)] }
                case .end:
                    successors = [Node(pc: node.pc + 1, read: node.read, ended: true)]
                case .character(let character):
                    if !node.ended { next.append((Node(pc: node.pc + 1, read: true, ended: false), node, character)) }
                case .set(let set):
                    if !node.ended, let character = set.sample {
                        next.append((Node(pc: node.pc + 1, read: true, ended: false), node, character))
                    }
                }
                pending += successors.reversed().map { ($0, node, nil) }
            }
            level = next
        }
        return nil
    }
}

@_spi(Generated)
extension DeepLinkMatch {
    /// A `String` read from a URL, checked against its parameter's pattern.
    ///
    /// Only a URL's values are checked: a destination that code made, and saved state holds,
    /// restores whatever its values.
    ///
    /// - Throws: ``Mismatch/invalid(parameter:text:)`` when the URL's value does not match, so
    ///   that matching goes on to the next route that fits.
    public func matching(_ value: String, _ pattern: DeepLinkValuePattern, _ name: StaticString) throws(Mismatch) -> String {
        guard !isFromURL || pattern.matches(value) else {
            throw .invalid(parameter: name.description, text: value)
        }
        return value
    }

    /// A `String?` read from a URL, checked against its parameter's pattern when it is there.
    public func optionalMatching(_ value: String?, _ pattern: DeepLinkValuePattern, _ name: StaticString) throws(Mismatch) -> String? {
        guard let value else { return nil }
        return try matching(value, pattern, name)
    }

    /// A `[String]` read from a URL, each element checked against its parameter's pattern.
    public func arrayMatching(_ value: [String], _ pattern: DeepLinkValuePattern, _ name: StaticString) throws(Mismatch) -> [String] {
        for element in value {
            _ = try matching(element, pattern, name)
        }
        return value
    }

    /// A `[String]?` read from a URL, each element checked against its parameter's pattern.
    public func optionalArrayMatching(_ value: [String]?, _ pattern: DeepLinkValuePattern, _ name: StaticString) throws(Mismatch) -> [String]? {
        guard let value else { return nil }
        return try arrayMatching(value, pattern, name)
    }
}
