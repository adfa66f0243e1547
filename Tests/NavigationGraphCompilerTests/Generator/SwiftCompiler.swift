import Foundation

/// The toolchain's `swiftc`, and the `NavigationGraph` module this test run built, so that tests
/// can compile generated code exactly as a consumer's build would, warnings as errors.
struct SwiftCompiler: Sendable {
    /// The `swiftc` executable.
    var executable: URL
    /// The folder holding `NavigationGraph.swiftmodule`.
    var modules: URL

    /// What one compilation gave.
    struct Result: Sendable {
        var status: Int32
        var output: String
    }

    /// The settings a target of a new app may have, which the generated code compiles under
    /// because it compiles as part of that target: each import saying what it is used for,
    /// members visible only through the modules a file imports, `any` written for every
    /// existential, nonisolated async functions running on their caller's actor, conformances
    /// isolated where their type is, and code isolated to the main actor unless it says
    /// otherwise (Xcode 26's "approachable concurrency" and "default actor isolation").
    static let upcomingFeatures =
        [
            "InternalImportsByDefault", "MemberImportVisibility", "ExistentialAny", "NonisolatedNonsendingByDefault", "InferIsolatedConformances",
        ].flatMap { ["-enable-upcoming-feature", $0] } + ["-default-isolation", "MainActor"]

    /// Swift 5 mode, in which many apps' targets still are: it comes after this compiler's
    /// `-swift-version 6`, and the last one counts.
    static let swift5 = ["-swift-version", "5"]

    /// The compiler and modules of this run, or `nil` where they cannot be found (a test bundle
    /// laid out otherwise than SwiftPM's on Linux).
    static let current: SwiftCompiler? = {
        let manager = FileManager.default
        let binary = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        var candidates = [repositoryRoot.appendingPathComponent(".build/debug/Modules")]
        var folder = binary.deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.insert(folder.appendingPathComponent("Modules"), at: candidates.count - 1)
            folder = folder.deletingLastPathComponent()
        }
        guard let modules = candidates.first(where: { manager.fileExists(atPath: $0.appendingPathComponent("NavigationGraph.swiftmodule").path) })
        else {
            return nil
        }
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        let executable = path.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
            .first { manager.isExecutableFile(atPath: $0.path) }
        return executable.map { SwiftCompiler(executable: $0, modules: modules) }
    }()

    /// Compiles one file as module `module` into an object file that is thrown away: type
    /// checking, SIL diagnostics and code generation all run, in Swift 6 mode with warnings as
    /// errors, either as a debug build (`-Onone -D DEBUG`, samples included) or a release build
    /// (`-O`). `arguments` go before the file: `-enable-upcoming-feature InternalImportsByDefault`,
    /// `-I` a folder of modules a graph imports.
    func compile(_ file: URL, module: String, release: Bool, arguments extra: [String] = []) -> Result {
        run(
            [
                "-parse-as-library", "-module-name", module, "-swift-version", "6", "-warnings-as-errors",
                "-I", modules.path, "-emit-object", "-o", "/dev/null",
            ] + (release ? ["-O"] : ["-Onone", "-D", "DEBUG"]) + extra + [file.path])
    }

    /// Compiles a module's interface from one file into a folder, for generated code that
    /// imports it.
    func emitModule(_ file: URL, module: String, into folder: URL) -> Result {
        run([
            "-parse-as-library", "-module-name", module, "-swift-version", "6", "-emit-module",
            "-o", folder.appendingPathComponent("\(module).swiftmodule").path, file.path,
        ])
    }

    /// Runs `swiftc` and gives its exit status and everything it printed.
    private func run(_ arguments: [String]) -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do {
            try process.run()
        } catch {
            return Result(status: -1, output: "could not start \(executable.path): \(error)")
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }
}
