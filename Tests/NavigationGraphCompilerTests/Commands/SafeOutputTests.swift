import Foundation
import Testing

@testable import _NavigationGraphCompiler

/// Writes are atomic, in the output folder only, and a failed run leaves the previous output.
struct SafeOutputTests {
    private func run(_ arguments: String...) -> Int32 {
        var navgraph = Navgraph()
        return navgraph.run(arguments)
    }

    @Test func aFailedRunLeavesThePreviousOutputIntact() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let graphs = folder.appendingPathComponent("Graphs")
        let output = folder.appendingPathComponent("Out")
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Graphs"), to: graphs)
        #expect(run("generate", "--module", "ChallengeHome", "--output", output.path, graphs.path) == 0)
        let file = output.appendingPathComponent("ChallengeHome.navgraph.swift")
        let before = try Data(contentsOf: file)
        try "{ \"feature\": \"Home\" ".write(to: graphs.appendingPathComponent("Home.navgraph.json"), atomically: true, encoding: .utf8)
        #expect(run("generate", "--module", "ChallengeHome", "--output", output.path, graphs.path) == 1)
        #expect(try Data(contentsOf: file) == before)
    }

    @Test func nothingIsWrittenOutsideTheOutputFolder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Out")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(run("generate", "--module", "ChallengeAppKit", "--output", output.path, repositoryRoot.appendingPathComponent("Graphs").path) == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Out"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: output.path) == ["ChallengeAppKit.navgraph.swift"])
    }

    @Test func aFileNameThatWouldLeaveTheFolderIsRefused() {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["../escape.swift", "a/b.swift", ".hidden.swift"] {
            #expect(throws: (any Error).self) {
                try OutputWriter.write([GeneratedFile(name: name, contents: "x")], to: folder.path)
            }
        }
        #expect(!FileManager.default.fileExists(atPath: folder.deletingLastPathComponent().appendingPathComponent("escape.swift").path))
    }

    @Test func tooManyGraphFilesIsAClearError() {
        let sources = (0...Pipeline.maximumFileCount).map { GraphSource(path: "G\($0).navgraph.json", text: "{}") }
        let checked = Pipeline().check(sources)
        #expect(
            checked.diagnostics.first?.message
                == "\(Pipeline.maximumFileCount + 1) graph files were given; at most \(Pipeline.maximumFileCount) are read in one run")
    }
}
