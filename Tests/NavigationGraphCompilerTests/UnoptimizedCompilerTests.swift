import Foundation
import Testing

/// Every consumer compiles the build plugin's tool from source in each clean build, and a release
/// build compiles it twice with whole-module optimization (SwiftPM's build of plugin tools, then its
/// main build). The compiler's functions are marked `@_optimize(none)`: the optimizer was most of
/// what that cost, and the tool runs for a fraction of a second. These tests keep a new function
/// from leaving the rule unnoticed.
@Suite struct UnoptimizedCompilerTests {
    /// The compiler's source files and those of the `navgraph` executable's other commands,
    /// without those linked in from the plugins, which compile there too.
    static func compilerSources() throws -> [(name: String, lines: [Substring])] {
        var sources: [(name: String, lines: [Substring])] = []
        let folders = ["Sources/_NavigationGraphCompiler", "Sources/_NavigationGraphTooling"].map { repositoryRoot.appending(path: $0) }
        let enumerators = folders.map { FileManager.default.enumerator(at: $0, includingPropertiesForKeys: [.isSymbolicLinkKey]) }
        for enumerator in enumerators {
            while let file = enumerator?.nextObject() as? URL {
                guard file.pathExtension == "swift", try file.resourceValues(forKeys: [.isSymbolicLinkKey]).isSymbolicLink != true else {
                    continue
                }
                let text = try String(contentsOf: file, encoding: .utf8)
                sources.append((file.lastPathComponent, text.split(separator: "\n", omittingEmptySubsequences: false)))
            }
        }
        return sources.sorted { $0.name < $1.name }
    }

    /// Whether a line declares a function, an initializer, a subscript or a computed property with
    /// a body, after any attributes and modifiers: what the optimizer would work on.
    static func declaresCode(_ line: Substring, next: Substring?) -> Bool {
        var words = line.trimmingCharacters(in: .whitespaces).split(separator: " ")[...]
        let modifiers: Set<Substring> = ["public", "private", "fileprivate", "internal", "package", "static", "mutating", "nonisolated"]
        while let word = words.first, word.hasPrefix("@") || modifiers.contains(word) {
            words = words.dropFirst()
        }
        guard let keyword = words.first else { return false }
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if keyword == "func" || keyword.hasPrefix("init(") || keyword.hasPrefix("init?(") || keyword.hasPrefix("init<")
            || keyword.hasPrefix("subscript(")
        {
            return trimmed.hasSuffix("{") || trimmed.hasSuffix("(") || trimmed.hasSuffix(",")
        }
        guard keyword == "var", !(trimmed.split(separator: "{").first ?? "").contains("=") else { return false }
        let following = next?.trimmingCharacters(in: .whitespaces) ?? ""
        return (trimmed.hasSuffix("{") && !following.hasPrefix("didSet") && !following.hasPrefix("willSet"))
            || (trimmed.contains("{") && trimmed.hasSuffix("}"))
    }

    @Test func everyFunctionOfTheCompilerIsLeftUnoptimized() throws {
        var missing: [String] = []
        var marked = 0
        for source in try Self.compilerSources() {
            for (index, line) in source.lines.enumerated() {
                let next = source.lines.dropFirst(index + 1).first { !$0.allSatisfy(\.isWhitespace) }
                guard Self.declaresCode(line, next: next) else { continue }
                let previous = index > 0 ? source.lines[index - 1].trimmingCharacters(in: .whitespaces) : ""
                if line.contains("@_optimize(none)") || previous == "@_optimize(none)" {
                    marked += 1
                } else {
                    missing.append("\(source.name):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
                }
            }
        }
        #expect(missing == [], "mark each with @_optimize(none)")
        // The rule found the functions it is about: a broken pattern would find none and pass.
        #expect(marked > 400)
    }

    @Test func theRuleTellsCodeFromDeclarations() {
        #expect(Self.declaresCode("    static func make(_ x: Int) -> Int {", next: nil))
        #expect(Self.declaresCode("    init(", next: "        name: String,"))
        #expect(Self.declaresCode("    var name: String { value }", next: nil))
        #expect(Self.declaresCode("    private var extensions: GraphExtensions {", next: "        let x = 1"))
        #expect(!Self.declaresCode("    var incoming: [Destination] {", next: "        didSet { update() }"))
        #expect(!Self.declaresCode("    var names: [String] = []", next: nil))
        #expect(!Self.declaresCode("    var sorted = items.map {", next: "        $0.name"))
        #expect(!Self.declaresCode("    func visit(_ value: Int)", next: nil))
    }
}
