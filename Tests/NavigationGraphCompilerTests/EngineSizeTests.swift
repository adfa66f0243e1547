import Foundation
import Testing

/// The deep-link engine (`Sources/_NavigationGraphRoutes`) is one module a person can read in an
/// afternoon: patterns, locations, matching, building, percent-encoding and value patterns. This
/// keeps it so: at most 2,500 lines of code, not counting blank lines and comments (what
/// `grep -cvE '^\s*(//.*)?$'` counts).
@Suite struct EngineSizeTests {
    static let budget = 2_500

    @Test func theEngineStaysWithinItsLineBudget() throws {
        let folder = repositoryRoot.appending(path: "Sources/_NavigationGraphRoutes")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil).filter { $0.pathExtension == "swift" }
        var lines = 0
        for file in files {
            lines += try Self.codeLines(of: String(contentsOf: file, encoding: .utf8))
        }
        #expect(files.count > 5)
        #expect(lines <= Self.budget, "the engine has \(lines) lines of code, over its budget of \(Self.budget)")
    }

    @Test func countsNeitherBlankLinesNorComments() {
        #expect(Self.codeLines(of: "/// Doc.\n\n  // note\nlet a = 1 // trailing\n    \n}\n") == 2)
    }

    /// Lines that are neither blank nor only a comment.
    static func codeLines(of text: String) -> Int {
        text.split(separator: "\n", omittingEmptySubsequences: false).count { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return !trimmed.isEmpty && !trimmed.hasPrefix("//")
        }
    }
}
