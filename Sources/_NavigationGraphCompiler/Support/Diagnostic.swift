/// A place in a graph file: the file's path as given, and a 1-based line and column.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The file's path, as the user gave it.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column in Unicode scalars, from 1.
    public var column: Int

    @_optimize(none) public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    @_optimize(none) public var description: String { "\(file):\(line):\(column)" }

    @_optimize(none) public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.line, lhs.column) < (rhs.file, rhs.line, rhs.column)
    }
}

/// One problem found in the graphs, at its place, with related places as notes.
public struct Diagnostic: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// How bad the problem is.
    public enum Severity: String, Hashable, Sendable {
        case error
        case warning
        case note
    }

    /// A related place, such as the first of two conflicting declarations.
    public struct Note: Hashable, Sendable {
        public var message: String
        public var location: SourceLocation
    }

    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    public var notes: [Note]

    @_optimize(none) public init(_ severity: Severity, _ message: String, at location: SourceLocation, notes: [Note] = []) {
        self.severity = severity
        self.message = message
        self.location = location
        self.notes = notes
    }

    /// `path:line:column: error: message`, then one line per note, as compilers print them.
    /// Control characters from the graphs (a name with a terminal escape or a line break) are
    /// printed as `\u{…}`, so a diagnostic is always one line per place and never drives the
    /// terminal.
    @_optimize(none) public var description: String {
        ([TextEscaping.visible("\(location): \(severity.rawValue): \(message)")]
            + notes.map { TextEscaping.visible("\($0.location): note: \($0.message)") }).joined(separator: "\n")
    }

    @_optimize(none) public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        (lhs.location, lhs.message) < (rhs.location, rhs.message)
    }
}

/// Collects the diagnostics of one run, so that every problem is reported, not only the first.
struct DiagnosticCollector {
    private(set) var diagnostics: [Diagnostic] = []

    @_optimize(none) var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    @_optimize(none) mutating func error(_ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = []) {
        diagnostics.append(Diagnostic(.error, message, at: location, notes: notes))
    }

    @_optimize(none) mutating func warning(_ message: String, at location: SourceLocation, notes: [Diagnostic.Note] = []) {
        diagnostics.append(Diagnostic(.warning, message, at: location, notes: notes))
    }

    /// Something worth knowing that is not a problem: the build goes on, and lint stays clean.
    @_optimize(none) mutating func note(_ message: String, at location: SourceLocation) {
        diagnostics.append(Diagnostic(.note, message, at: location))
    }

    /// What is left of this run's time for "did you mean" hints.
    private var suggestionBudget = Suggestion.Budget()

    /// The candidate `word` likely misspells, while this run's budget for suggestions lasts.
    /// The candidates are listed only when the budget has steps left.
    @_optimize(none) mutating func suggestion(for word: String, in candidates: @autoclosure () -> [String]) -> String? {
        guard !suggestionBudget.isSpent else { return nil }
        return Suggestion.closest(to: word, in: candidates(), budget: &suggestionBudget)
    }

    /// `; did you mean 'x'?` or an empty string, while this run's budget for suggestions lasts.
    @_optimize(none) mutating func hint(for word: String, in candidates: @autoclosure () -> [String]) -> String {
        Suggestion.didYouMean(suggestion(for: word, in: candidates()))
    }

    @_optimize(none) mutating func append(contentsOf other: [Diagnostic]) {
        diagnostics.append(contentsOf: other)
    }

    /// Empty collectors for `count` checks that run at the same time, each with an equal share of
    /// what is left of this run's budget for hints: together they spend no more than one would.
    @_optimize(none) func parts(_ count: Int) -> [DiagnosticCollector] {
        let share = max(0, suggestionBudget.remaining) / max(count, 1)
        return (0..<count).map { _ in
            var part = DiagnosticCollector()
            part.suggestionBudget = Suggestion.Budget(share)
            return part
        }
    }

    /// Takes the diagnostics of `parts`, in their order, and the budget they spent.
    @_optimize(none) mutating func merge(_ parts: [DiagnosticCollector]) {
        for part in parts {
            diagnostics.append(contentsOf: part.diagnostics)
            suggestionBudget.spend(part.suggestionBudget.spent)
        }
    }

    /// The diagnostics in file, line and column order, each once.
    @_optimize(none) var sorted: [Diagnostic] {
        var seen: Set<Diagnostic> = []
        return diagnostics.sorted().filter { seen.insert($0).inserted }
    }
}
