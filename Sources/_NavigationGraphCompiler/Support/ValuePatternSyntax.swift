/// What Swift's `Regex` parser says of a value pattern, and where in the graph's text it says it.
enum ValuePatternSyntax {
    /// A pattern that does not compile: the parser's message, and the number of Unicode scalars
    /// of the pattern before the place it points at.
    struct Problem: Error {
        var message: String
        var offset: Int
    }

    /// The compiled pattern, or why it does not compile.
    @_optimize(none) static func compile(_ pattern: String) -> Result<Regex<AnyRegexOutput>, Problem> {
        do {
            return .success(try Regex(pattern))
        } catch {
            return .failure(Problem(message: "\(error)", offset: offset(of: error, in: pattern)))
        }
    }

    /// Whether the whole text matches.
    @_optimize(none) static func wholeMatches(_ regex: Regex<AnyRegexOutput>, _ text: String) -> Bool {
        ((try? regex.wholeMatch(in: text)) ?? nil) != nil
    }

    /// The column, in the graph's text, of a place in a pattern that starts at `location` (the
    /// opening quote): each scalar before it counted as wide as JSON writes it (`\\` for `\`),
    /// which is how a pattern is written unless it spells letters as `\u` escapes.
    @_optimize(none) static func location(of offset: Int, in pattern: String, startingAt location: SourceLocation) -> SourceLocation {
        var location = location
        location.column += 1
        for scalar in pattern.unicodeScalars.prefix(offset) {
            switch scalar {
            case "\"", "\\", "\u{8}", "\u{C}", "\n", "\r", "\t": location.column += 2
            case _ where scalar.value < 0x20: location.column += 6
            default: location.column += 1
            }
        }
        return location
    }

    /// Where the parser's error points, in scalars from the pattern's start; 0 when the error
    /// says nothing of a place. The place is not public API, so it is read by reflection, and a
    /// toolchain that moved it gives the pattern's start.
    @_optimize(none) private static func offset(of error: any Error, in pattern: String) -> Int {
        for child in Mirror(reflecting: error).children where child.label == "location" {
            for field in Mirror(reflecting: child.value).children where field.label == "range" {
                guard let range = field.value as? Range<String.Index>,
                    range.lowerBound >= pattern.startIndex, range.lowerBound <= pattern.endIndex
                else { continue }
                return pattern.unicodeScalars[..<range.lowerBound].count
            }
        }
        return 0
    }
}

extension ValuePatternSyntax {
    /// A short text the pattern may match, made by reading the common syntax (literal
    /// characters, escapes, classes with ranges, `\d`, `\w`, `.`, groups, the first branch of an
    /// alternation and every quantifier at its least, `+` as once): `9780000000000` for
    /// `97[89][0-9]{10}`. Whether it matches is for the caller to check with the pattern itself;
    /// `nil` for syntax it does not read (lookarounds, backreferences, properties).
    @_optimize(none) static func sampleText(_ pattern: String) -> String? {
        var reader = SampleReader(scalars: Array(pattern.unicodeScalars))
        guard let text = reader.alternation(), reader.index == reader.scalars.count else { return nil }
        return text
    }

    private struct SampleReader {
        let scalars: [Unicode.Scalar]
        var index = 0

        /// Branches separated by `|`: the first one's text.
        @_optimize(none) mutating func alternation() -> String? {
            guard let first = sequence() else { return nil }
            while index < scalars.count, scalars[index] == "|" {
                index += 1
                guard sequence() != nil else { return nil }
            }
            return first
        }

        /// Atoms, each with its quantifier, up to `|`, `)` or the end.
        @_optimize(none) mutating func sequence() -> String? {
            var text = ""
            while index < scalars.count, scalars[index] != "|", scalars[index] != ")" {
                guard let atom = atom() else { return nil }
                guard let count = quantifier() else { return nil }
                text += String(repeating: atom, count: count)
            }
            return text
        }

        @_optimize(none) mutating func atom() -> String? {
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "^", "$":
                return ""
            case ".":
                return "a"
            case "(":
                // `(?:`, and a named group `(?<name>`, read as a group; other `(?` syntax is not read.
                if index < scalars.count, scalars[index] == "?" {
                    index += 1
                    if index < scalars.count, scalars[index] == ":" {
                        index += 1
                    } else if index < scalars.count, scalars[index] == "<",
                        let close = scalars[index...].firstIndex(of: ">"),
                        scalars[(index + 1)..<close].allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_" })
                    {
                        index = close + 1
                    } else {
                        return nil
                    }
                }
                guard let inner = alternation(), index < scalars.count, scalars[index] == ")" else { return nil }
                index += 1
                return inner
            case "[":
                return characterClass()
            case "\\":
                return escape()
            case "*", "+", "?", "{", ")", "|":
                return nil
            default:
                return String(scalar)
            }
        }

        /// The least number of times a quantifier repeats its atom, `+` as once; 1 for none.
        @_optimize(none) mutating func quantifier() -> Int? {
            guard index < scalars.count else { return 1 }
            var count: Int
            switch scalars[index] {
            case "*", "?":
                count = 0
                index += 1
            case "+":
                count = 1
                index += 1
            case "{":
                guard let close = scalars[index...].firstIndex(of: "}") else { return nil }
                let body = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
                guard let least = Int(body.split(separator: ",", omittingEmptySubsequences: false).first ?? ""), least <= 64 else {
                    return nil
                }
                count = least
                index = close + 1
            default:
                return 1
            }
            // A lazy or possessive mark changes nothing here.
            if index < scalars.count, scalars[index] == "?" || scalars[index] == "+" { index += 1 }
            return count
        }

        /// The first character a class allows: its first member, or a letter or digit that a
        /// negated class does not name.
        @_optimize(none) mutating func characterClass() -> String? {
            var negated = false
            if index < scalars.count, scalars[index] == "^" {
                negated = true
                index += 1
            }
            var members: [ClosedRange<Unicode.Scalar>] = []
            var first = true
            while index < scalars.count, scalars[index] != "]" || first {
                first = false
                var low = scalars[index]
                index += 1
                if low == "\\" {
                    guard index < scalars.count else { return nil }
                    let escaped = scalars[index]
                    index += 1
                    switch escaped {
                    case "d":
                        members.append("0"..."9")
                        continue
                    case "w":
                        members.append("a"..."z")
                        members.append("A"..."Z")
                        members.append("0"..."9")
                        continue
                    case "s":
                        members.append(" "..." ")
                        continue
                    default:
                        guard !escaped.properties.isAlphabetic else { return nil }
                        low = escaped
                    }
                } else if low == "[" {
                    return nil
                }
                if index + 1 < scalars.count, scalars[index] == "-", scalars[index + 1] != "]" {
                    let high = scalars[index + 1]
                    guard high != "\\", high != "[", low <= high else { return nil }
                    members.append(low...high)
                    index += 2
                } else {
                    members.append(low...low)
                }
            }
            guard index < scalars.count else { return nil }
            index += 1
            if !negated { return members.first.map { String($0.lowerBound) } }
            let choices: [Unicode.Scalar] = ["a", "b", "x", "0", "1", "A", "Z", "-", "_"]
            return choices.first { choice in !members.contains { $0.contains(choice) } }.map { String($0) }
        }

        @_optimize(none) mutating func escape() -> String? {
            guard index < scalars.count else { return nil }
            let scalar = scalars[index]
            index += 1
            switch scalar {
            case "d": return "0"
            case "w": return "a"
            case "s": return " "
            case "D", "W", "S": return "-"
            case "n": return "\n"
            case "t": return "\t"
            default:
                // An escaped letter is a class or syntax not read here; anything else is itself.
                return scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) ? nil : String(scalar)
            }
        }
    }
}

extension ValuePatternSyntax {
    /// Where a pattern repeats, without bound, a group that itself repeats without bound or
    /// holds alternatives (`(a+)+`, `(\w*)*`, `(a|ab)+`): the shape for which Swift's
    /// backtracking `Regex` takes time exponential in the value's length when the value almost
    /// matches (18 bytes of a hostile URL took 5 seconds with `(a+)+b`). The offset, in Unicode
    /// scalars, of the outer quantifier; `nil` for a pattern without one.
    @_optimize(none) static func nestedRepetition(_ pattern: String) -> Int? {
        var reader = RepetitionReader(scalars: Array(pattern.unicodeScalars))
        while reader.index < reader.scalars.count {
            _ = reader.sequence()
            // An unbalanced `)` is the parser's error to report; go on after it.
            reader.index += 1
        }
        return reader.found
    }

    /// Reads a pattern's items, group by group, for ``nestedRepetition(_:)``.
    private struct RepetitionReader {
        let scalars: [Unicode.Scalar]
        var index = 0
        /// The offset of the first unbounded quantifier over a risky group.
        var found: Int?

        /// The quantifier after an item.
        enum Quantifier {
            case none, optional, bounded, unbounded
        }

        /// Reads items up to a `)` or the end, and says whether the sequence is *risky*: it holds
        /// alternatives, or a repetition without bound and no item that must appear once, so
        /// that repeating it can match one text in many ways (`a+`, `\w+\s?`, `a|ab`, but not
        /// `-[a-z]+`).
        @_optimize(none) mutating func sequence() -> Bool {
            var alternation = false
            var unbounded = false
            var fixed = false
            while index < scalars.count, scalars[index] != ")" {
                var risky = false
                switch scalars[index] {
                case "|":
                    alternation = true
                    index += 1
                    continue
                case "\\":
                    index += 2
                case "[":
                    skipClass()
                case "(":
                    index += 1
                    skipGroupPrefix()
                    risky = sequence()
                    index += 1
                default:
                    index += 1
                }
                let at = index
                switch quantifier() {
                case .unbounded:
                    if risky, found == nil { found = at }
                    unbounded = true
                case .optional:
                    if risky { unbounded = true }
                case .none, .bounded:
                    if risky { unbounded = true } else { fixed = true }
                }
            }
            return alternation || (unbounded && !fixed)
        }

        /// Moves past a class, which is one character whatever it holds: up to its first
        /// unescaped `]` after its first member.
        @_optimize(none) mutating func skipClass() {
            index += 1
            if index < scalars.count, scalars[index] == "^" { index += 1 }
            if index < scalars.count, scalars[index] == "]" { index += 1 }
            while index < scalars.count, scalars[index] != "]" {
                if scalars[index] == "\\" { index += 1 }
                index += 1
            }
            index += 1
        }

        /// Moves past `?:`, `?<name>`, `?=`, `?!`, `?<=`, `?<!` and `?i:` at a group's start.
        @_optimize(none) mutating func skipGroupPrefix() {
            guard index < scalars.count, scalars[index] == "?" else { return }
            index += 1
            guard index < scalars.count else { return }
            switch scalars[index] {
            case ":", "=", "!", ">":
                index += 1
            case "<":
                index += 1
                if index < scalars.count, scalars[index] == "=" || scalars[index] == "!" {
                    index += 1
                } else if let close = scalars[index...].firstIndex(of: ">") {
                    index = close + 1
                }
            default:
                // Options, as in `(?i:` or `(?i)`.
                while index < scalars.count, scalars[index].properties.isAlphabetic || scalars[index] == "-" { index += 1 }
                if index < scalars.count, scalars[index] == ":" { index += 1 }
            }
        }

        /// Reads the quantifier at `index`, if any, with its lazy or possessive mark.
        @_optimize(none) mutating func quantifier() -> Quantifier {
            guard index < scalars.count else { return .none }
            var kind: Quantifier
            switch scalars[index] {
            case "*", "+":
                kind = .unbounded
                index += 1
            case "?":
                kind = .optional
                index += 1
            case "{":
                guard let close = scalars[index...].firstIndex(of: "}") else { return .none }
                let body = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
                index = close + 1
                kind = body.hasSuffix(",") ? .unbounded : body.hasPrefix("0") || body.hasPrefix(",") ? .optional : .bounded
            default:
                return .none
            }
            if index < scalars.count, scalars[index] == "?" || scalars[index] == "+" { index += 1 }
            return kind
        }
    }
}
