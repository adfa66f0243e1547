import Foundation
import Testing

@testable import _NavigationGraphCompiler
@testable import _NavigationGraphTooling

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

    /// `navgraph-generate` writes into `Sources/<Target>/Generated`: when that folder, or one on
    /// its way, is a symbolic link to a folder elsewhere, `--within` the package refuses before
    /// anything is made or written there. Without `--within`, a link is followed as before.
    @Test func aGeneratedFolderThatLinksOutsideThePackageIsRefused() throws {
        let manager = FileManager.default
        let folder = manager.temporaryDirectory.appendingPathComponent("navgraph-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: folder) }
        let package = folder.appendingPathComponent("Package")
        let elsewhere = folder.appendingPathComponent("Elsewhere")
        try manager.createDirectory(at: package.appendingPathComponent("Sources/T"), withIntermediateDirectories: true)
        try manager.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        let graphs = repositoryRoot.appendingPathComponent("Graphs").path
        // The folder itself a link, and a link on the way to a folder that does not exist yet.
        try manager.createSymbolicLink(atPath: package.appendingPathComponent("Sources/T/Generated").path, withDestinationPath: elsewhere.path)
        try manager.createSymbolicLink(atPath: package.appendingPathComponent("Sources/U").path, withDestinationPath: elsewhere.path)
        for output in ["Sources/T/Generated", "Sources/U/Generated"] {
            var navgraph = Navgraph()
            let status = navgraph.run([
                "generate", "--module", "ChallengeHome", "--output", package.appendingPathComponent(output).path, "--within", package.path, graphs,
            ])
            #expect(status != 0)
            #expect(navgraph.standardError.contains("through a symbolic link"), "\(navgraph.standardError)")
        }
        #expect(try manager.contentsOfDirectory(atPath: elsewhere.path).isEmpty)
        // Inside the package, made on the way if need be, it writes.
        #expect(
            run(
                "generate", "--module", "ChallengeHome", "--output", package.appendingPathComponent("Sources/V/Generated").path, "--within",
                package.path, graphs)
                == 0)
        #expect(manager.fileExists(atPath: package.appendingPathComponent("Sources/V/Generated/ChallengeHome.navgraph.swift").path))
    }

    /// `..` after a link climbs from the link's target, as the system resolves it, not from the
    /// link (issue 66: `ROOT/link/../x`, `link` to `../elsewhere/deep`, wrote
    /// `elsewhere/x`); `..` after a folder yet to be made is refused.
    @Test func dotDotAfterALinkIsResolvedAsTheSystemResolvesIt() throws {
        let manager = FileManager.default
        let folder = manager.temporaryDirectory.appendingPathComponent("navgraph-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: folder) }
        let package = folder.appendingPathComponent("Package")
        let deep = folder.appendingPathComponent("elsewhere/deep")
        try manager.createDirectory(at: package, withIntermediateDirectories: true)
        try manager.createDirectory(at: deep, withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: package.appendingPathComponent("link").path, withDestinationPath: "../elsewhere/deep")
        let graphs = repositoryRoot.appendingPathComponent("Graphs").path
        for output in ["link/../x", "link/../../Package/../elsewhere", "new/../../x", "new/./../x"] {
            var navgraph = Navgraph()
            let status = navgraph.run(["generate", "--module", "M", "--output", package.path + "/" + output, "--within", package.path, graphs])
            #expect(status != 0, "\(output)")
            #expect(navgraph.standardError.contains("outside") || navgraph.standardError.contains("'..'"), "\(navgraph.standardError)")
        }
        #expect(try manager.contentsOfDirectory(atPath: folder.appendingPathComponent("elsewhere").path) == ["deep"])
        #expect(try manager.contentsOfDirectory(atPath: deep.path).isEmpty)
        #expect(try manager.contentsOfDirectory(atPath: package.path) == ["link"])
        // `..` that stays inside, through existing folders, is fine.
        try manager.createDirectory(at: package.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        #expect(run("generate", "--module", "M", "--output", package.path + "/Sources/../Sources/M", "--within", package.path, graphs) == 0)
        #expect(manager.fileExists(atPath: package.appendingPathComponent("Sources/M/M.navgraph.swift").path))
    }

    /// For teams that commit generated code: `--check` writes nothing, passes while the file is
    /// what the graphs generate, and names it when it is stale or missing.
    @Test func generateCheckNamesAStaleOrMissingFileAndWritesNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let graphs = repositoryRoot.appendingPathComponent("Graphs").path
        let output = folder.appendingPathComponent("Generated").path
        let file = output + "/ChallengeHome.navgraph.swift"
        func check() -> (status: Int32, output: String, error: String) {
            var navgraph = Navgraph()
            let status = navgraph.run(["generate", "--module", "ChallengeHome", "--output", output, "--check", graphs])
            return (status, navgraph.standardOutput, navgraph.standardError)
        }
        let missing = check()
        #expect(missing.status == 3)
        #expect(missing.error.contains("'\(file)' is missing"))
        #expect(!FileManager.default.fileExists(atPath: output), "--check writes nothing")
        #expect(run("generate", "--module", "ChallengeHome", "--output", output, graphs) == 0)
        let fresh = check()
        #expect(fresh.status == 0 && fresh.output == "\(file) is up to date\n")
        try (try String(contentsOfFile: file, encoding: .utf8) + "// edited by hand\n").write(toFile: file, atomically: true, encoding: .utf8)
        let before = try Data(contentsOf: URL(fileURLWithPath: file))
        let stale = check()
        #expect(stale.status == 3)
        #expect(stale.error.contains("'\(file)' is not what the graphs generate"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before)
    }

    /// A FIFO would block the build for ever and a device never ends: neither is read, and the
    /// error says what it is instead of "Permission denied".
    @Test func aGraphPathThatIsNoFileIsAClearError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("Fifo.navgraph.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let zero = folder.appendingPathComponent("Zero.navgraph.json").path
        try FileManager.default.createSymbolicLink(atPath: zero, withDestinationPath: "/dev/zero")
        for (path, kind) in [(fifo, "a FIFO"), (zero, "a character device")] {
            var navgraph = Navgraph()
            #expect(navgraph.run(["lint", path]) != 0)
            #expect(
                navgraph.standardError == "error: cannot read '\(path)': it is \(kind), not a file; a graph is a regular .navgraph.json file\n")
        }
    }

    /// Files are read on every core, but the error names the first file in path order that
    /// cannot be read, whichever read finished first.
    @Test func theFirstUnreadableFileInPathOrderIsTheOneReported() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for index in 0..<40 {
            try Data("{}".utf8).write(to: folder.appendingPathComponent(String(format: "F%02d.navgraph.json", index)))
        }
        let first = folder.appendingPathComponent("F10x.navgraph.json").path
        #expect(mkfifo(first, 0o600) == 0)
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("F30x.navgraph.json").path, withDestinationPath: "/dev/zero")
        for _ in 0..<5 {
            var navgraph = Navgraph()
            #expect(navgraph.run(["lint", folder.path]) != 0)
            #expect(navgraph.standardError == "error: cannot read '\(first)': it is a FIFO, not a file; a graph is a regular .navgraph.json file\n")
        }
    }

    @Test func tooManyGraphFilesIsAClearError() {
        let sources = (0...Pipeline.maximumFileCount).map { GraphSource(path: "G\($0).navgraph.json", text: "{}") }
        let checked = Pipeline().check(sources)
        #expect(
            checked.diagnostics.first?.message
                == "\(Pipeline.maximumFileCount + 1) graph files were given; at most \(Pipeline.maximumFileCount) are read in one run")
    }
}
