import Foundation
import _NavigationGraphRoutes

/// The `navgraph` command line, as a library: the executables and the tests call ``run(_:)``.
///
/// This module holds what a build runs, `lint` and `generate` (``buildCommands``): the build
/// plugin's tool, `navgraph-build`, links only them, since every clean build of an app compiles
/// it. `_NavigationGraphTooling` adds the other commands (`show`, `routes`, `resolve`, `map`...)
/// for the `navgraph` executable.
///
/// Exit codes: 0 when the graphs are clean, 1 when they have errors, 2 on bad usage, 3 when
/// `generate --check` finds the committed code stale.
public struct Navgraph {
    /// The version of the compiler, printed by `--version`.
    public static let version = "0.1.0"

    /// What a run printed.
    public var standardOutput = ""
    public var standardError = ""
    /// Whether diagnostics are coloured; the executable turns it on only for a terminal.
    public var usesColor: Bool
    /// The commands this command line runs, in the order its help lists them.
    let commands: [Command]

    /// Creates a command line.
    /// - Parameters:
    ///   - usesColor: Colours `error:`, `warning:` and `note:`; off unless standard error is a
    ///     terminal and `NO_COLOR` is unset.
    ///   - commands: What it runs: ``buildCommands``, or every command of `_NavigationGraphTooling`.
    @_optimize(none) public init(usesColor: Bool = false, commands: [Command]) {
        self.usesColor = usesColor
        self.commands = commands
    }

    /// Runs the command line of this process with its arguments, writes what it printed, and exits
    /// with its status: what each executable's `main.swift` does.
    @_optimize(none) public static func main(commands: [Command]) -> Never {
        let noColor = ProcessInfo.processInfo.environment["NO_COLOR"] != nil
        var navgraph = Navgraph(usesColor: isatty(STDERR_FILENO) != 0 && !noColor, commands: commands)
        let status = navgraph.run(Array(CommandLine.arguments.dropFirst()))
        FileHandle.standardOutput.write(Data(navgraph.standardOutput.utf8))
        FileHandle.standardError.write(Data(navgraph.standardError.utf8))
        exit(status)
    }

    @_optimize(none) var usage: String {
        """
        OVERVIEW: Compiles navigation graphs into type-safe Swift.

        USAGE: navgraph <command> [options] [PATH ...]

        PATH is a graph file or a folder of *.navgraph.json files; the default is ./Graphs.

        COMMANDS:

        """
            + commands.map { "  " + $0.name.padding(toLength: 22, withPad: " ", startingAt: 0) + "  " + $0.summary + "\n" }.joined()
                + """

                OPTIONS:
                  --version               Prints the version.
                  -h, --help              Prints this help; 'navgraph <command> --help' for a command.
                  --package FILE [--target NAME ...] <command>
                                          Runs a command on the graphs of a package as its command
                                          plugins list it (what 'swift package navgraph' passes).

                """
    }

    /// One subcommand: what `navgraph --help` lists, what `navgraph NAME --help` prints, and what
    /// runs it. Help, dispatch and the errors of bad usage all read this one table.
    public struct Command: Sendable {
        var name: String
        /// One line for the list of commands.
        var summary: String
        /// The command's own help: overview, usage, options.
        var help: String
        var run: @Sendable (inout Navgraph, [String]) throws -> Int32

        @_optimize(none) package init(
            name: String, summary: String, help: String, run: @escaping @Sendable (inout Navgraph, [String]) throws -> Int32
        ) {
            self.name = name
            self.summary = summary
            self.help = help
            self.run = run
        }
    }

    /// What a build runs: `lint` and `generate`.
    public static let buildCommands = [lintCommand, generateCommand]

    package static let lintCommand = Command(
        name: "lint", summary: "Checks the graphs and prints every problem.",
        help: """
            OVERVIEW: Checks the graphs and prints every problem as path:line:column: error: message.

            USAGE: navgraph lint [PATH ...]

            Exits 0 when the graphs are clean and 1 when they have errors.

            """,
        run: { try $0.lint($1) })

    package static let generateCommand = Command(
        name: "generate", summary: "Writes the Swift for one module.",
        help: """
            OVERVIEW: Writes the Swift for one module into DIR/<NAME>.navgraph.swift; a file whose
            content is unchanged is not rewritten.

            USAGE: navgraph generate --module NAME --output DIR [--check] [--within ROOT] [--skip-empty] [--shared-graphs DIR --index FILE --planned-with SIGNATURE] [PATH ...]

            OPTIONS:
              --module NAME           The Swift target to generate code for.
              --output DIR            The folder to write into.
              --check                 Writes nothing; exits 3 and names the file when what DIR holds
                                      is not what the graphs generate (for committed code).
              --within ROOT           Refuses to write unless DIR, with symbolic links followed, is
                                      inside ROOT (what the generate command plugin passes).
              --skip-empty            Writes nothing when no graph names the module.
              --shared-graphs DIR     Also compiles the graphs in DIR that belong to the module and
                                      are not among the PATHs (what the build plugin passes).
              --index FILE            The build plugin's index of DIR, so that graphs of other
                                      modules are not read.
              --planned-with SIGNATURE
                                      DIR's files when the build was planned; while they are the
                                      same, DIR and FILE are not read.

            """,
        run: { try $0.generate($1) })

    /// The command with this name.
    @_optimize(none) func subcommand(named name: String) -> Command? {
        commands.first { $0.name == name }
    }

    /// Runs the command line with its arguments (without the program name).
    /// - Returns: The exit code.
    @_optimize(none) public mutating func run(_ arguments: [String]) -> Int32 {
        // Every command's output passes here: what a graph or a URL holds reaches a terminal
        // escaped, whichever command printed it, and only navgraph's own colors are codes.
        let (output, error) = (standardOutput.endIndex, standardError.endIndex)
        let status = runCommand(arguments)
        standardOutput.replaceSubrange(output..., with: TextEscaping.printable(String(standardOutput[output...])))
        var printed = TextEscaping.printable(String(standardError[error...]))
        if usesColor {
            for (label, code) in [(": error: ", "1;31"), (": warning: ", "1;33"), (": note: ", "1;90")] {
                printed = printed.replacingOccurrences(of: label, with: ": \u{1B}[\(code)m\(label.dropFirst(2).dropLast(1))\u{1B}[0m ")
            }
        }
        standardError.replaceSubrange(error..., with: printed)
        return status
    }

    @_optimize(none) mutating func runCommand(_ arguments: [String]) -> Int32 {
        guard let command = arguments.first else {
            standardError += usage
            return 2
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "--package":
            // What the command plugins run; a command's own errors are reported by that command.
            do {
                return try runForPackage(rest)
            } catch let error as UsageError {
                standardError += "error: \(error.message)\n"
                return 2
            } catch {
                standardError += TextEscaping.visible("error: \(error)") + "\n"
                return 2
            }
        case "-h", "--help", "help":
            standardOutput += usage
            return 0
        case "--version":
            standardOutput += "navgraph \(Self.version)\n"
            return 0
        default:
            guard let subcommand = subcommand(named: command) else {
                let hint = Suggestion.hint(for: command, amongFixed: commands.map(\.name))
                standardError += "error: unknown command '\(command)'\(hint)\n\n" + usage
                return 2
            }
            if rest.contains("--help") || rest.contains("-h") {
                standardOutput += subcommand.help
                return 0
            }
            do {
                return try subcommand.run(&self, rest)
            } catch let error as UsageError {
                standardError += "error: \(error.message)\n\n" + subcommand.help
                return 2
            } catch let missing as GraphFiles.Missing {
                standardError += "error: no such file or folder: \(missing.path)\n"
                return 2
            } catch let problem as FileProblem {
                standardError += TextEscaping.visible("error: \(problem)") + "\n"
                return 1
            } catch {
                standardError += "error: \(error)\n"
                return 1
            }
        }
    }

    // MARK: - Commands

    @_optimize(none) private mutating func lint(_ arguments: [String]) throws -> Int32 {
        try lintedGraphs(Options(arguments, valued: []).paths) == nil ? 1 : 0
    }

    /// Checks the graphs at the paths, prints every diagnostic and a summary line.
    /// - Returns: The checked graphs, or `nil` when there are none or they have errors.
    @_optimize(none) package mutating func lintedGraphs(_ paths: [String]) throws -> Pipeline.Checked? {
        let sources = try GraphFiles.sources(for: paths)
        guard !sources.isEmpty else {
            standardError += "error: no *.navgraph.json files in \(paths.joined(separator: ", "))\n"
            return nil
        }
        let checked = Pipeline().check(sources)
        report(checked.diagnostics)
        let errors = checked.diagnostics.filter { $0.severity == .error }.count
        if errors > 0 {
            standardError += "\(Self.count(errors, "error")) in \(Self.count(sources.count, "graph file"))\n"
            return nil
        }
        let destinations = checked.graphs.features.reduce(0) { $0 + $1.incoming.count + $1.outgoing.count }
        let redirects = checked.apps.reduce(0) { $0 + $1.redirects.count }
        standardOutput +=
            "\(Self.count(sources.count, "graph file")) \(sources.count == 1 ? "is" : "are") clean: \(Self.count(checked.graphs.features.count, "feature")), "
            + "\(Self.count(destinations, "destination")), \(Self.count(checked.graphs.features.reduce(0) { $0 + $1.incoming.reduce(0) { $0 + $1.deepLinks.count } }, "deep link")), "
            + "\(Self.count(checked.apps.count, "app")) with \(Self.count(redirects, "redirect"))\n"
        return checked
    }

    @_optimize(none) package static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    /// The graphs a build command was planned with, and those in the shared folder that the plan
    /// did not know (added, or changed since) and that belong to the module: what the build
    /// plugin asks for with `--shared-graphs DIR --index FILE`. Graphs the plan's index knows, as
    /// they are now, and that belong to other modules are not read.
    @_optimize(none) static func withGraphsAddedSincePlanning(
        _ planned: [String], shared: String, index indexFile: String?, signature: String?, module: String
    ) throws -> [String] {
        let present = try GraphFiles.paths(in: [shared])
        // The folder holds the graphs it held at the plan: the plan is complete.
        if let signature, signature == FolderSignature.of(present.map { URL(fileURLWithPath: $0) }) {
            return planned
        }
        // A planned graph of the folder that was removed or renamed since is gone, not an error.
        let folder = URL(fileURLWithPath: shared).standardizedFileURL.path + "/"
        let planned = planned.filter { path in
            !URL(fileURLWithPath: path).standardizedFileURL.path.hasPrefix(folder) || FileManager.default.fileExists(atPath: path)
        }
        let known = Set(planned.map { URL(fileURLWithPath: $0).standardizedFileURL.path })
        let unplanned = present.filter { !known.contains(URL(fileURLWithPath: $0).standardizedFileURL.path) }
        guard !unplanned.isEmpty else {
            return planned
        }
        var index = GraphIndex(cacheFile: indexFile.map { URL(fileURLWithPath: $0) })
        let candidates =
            planned.map { GraphSelection.Candidate(file: URL(fileURLWithPath: $0), isOwn: true) }
            + unplanned.map { GraphSelection.Candidate(file: URL(fileURLWithPath: $0), isOwn: false) }
        return GraphSelection.inputs(module: module, candidates: candidates, index: &index).map(\.path)
    }

    @_optimize(none) private mutating func generate(_ arguments: [String]) throws -> Int32 {
        var arguments = arguments
        let skipEmpty = arguments.contains("--skip-empty")
        let check = arguments.contains("--check")
        arguments.removeAll { $0 == "--skip-empty" || $0 == "--check" }
        let options = try Options(arguments, valued: ["--module", "--output", "--within", "--shared-graphs", "--index", "--planned-with"])
        guard let module = options.values["--module"] else { throw UsageError(message: "missing --module NAME") }
        guard SwiftNames.isIdentifier(module), !SwiftNames.keywords.contains(module) else {
            throw UsageError(message: "'\(module)' is not a Swift target name; --module takes an identifier such as 'ShopFeature'")
        }
        guard let output = options.values["--output"] else { throw UsageError(message: "missing --output DIR") }
        var paths = options.paths
        if let shared = options.values["--shared-graphs"] {
            // The planned graphs exactly, none meaning none (not ./Graphs).
            paths = try Self.withGraphsAddedSincePlanning(
                options.explicitPaths, shared: shared, index: options.values["--index"], signature: options.values["--planned-with"],
                module: module)
        }
        let sources = try GraphFiles.sources(for: paths)
        let generated = Pipeline().generate(sources, module: module)
        // Notes are for lint and show: the build prints only what needs fixing.
        report(generated.diagnostics.filter { $0.severity != .note })
        if generated.hasErrors {
            return 1
        }
        guard let file = generated.file else {
            return 1
        }
        if skipEmpty, file.contents.contains("// Nothing to generate:") {
            return 0
        }
        if check {
            let path = output + "/" + file.name
            guard FileManager.default.contents(atPath: path) == Data(file.contents.utf8) else {
                let state = FileManager.default.fileExists(atPath: path) ? "is not what the graphs generate" : "is missing"
                standardError +=
                    "error: '\(path)' \(state); run navgraph generate (or swift package navgraph-generate) again and commit the result\n"
                // Not 1: the graphs are fine, the committed code is not.
                return 3
            }
            standardOutput += "\(path) is up to date\n"
            return 0
        }
        if try !OutputWriter.write([file], to: output, within: options.values["--within"]).isEmpty {
            standardOutput += "wrote \(output)/\(file.name)\n"
        }
        return 0
    }

    /// Reads and checks the graphs at the paths and prints their diagnostics.
    /// - Returns: The checked graphs, or `nil` when they have errors.
    @_optimize(none) package mutating func checkedGraphs(_ paths: [String]) throws -> Pipeline.Checked? {
        let checked = Pipeline().check(try GraphFiles.sources(for: paths))
        report(checked.diagnostics)
        return checked.hasErrors ? nil : checked
    }

    @_optimize(none) package mutating func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            standardError += diagnostic.description + "\n"
        }
    }
}

package struct UsageError: Error {
    var message: String

    @_optimize(none) package init(message: String) {
        self.message = message
    }
}

/// Options of the form `--name value`, and paths.
package struct Options {
    package var values: [String: String] = [:]
    package var explicitPaths: [String] = []

    @_optimize(none) package var paths: [String] { explicitPaths.isEmpty ? ["./Graphs"] : explicitPaths }

    @_optimize(none) package init(_ arguments: [String], valued: Set<String>) throws {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument.hasPrefix("--") {
                let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
                guard valued.contains(parts[0]) else {
                    throw UsageError(message: "unknown option '\(parts[0])'")
                }
                if parts.count == 2 {
                    values[parts[0]] = parts[1]
                } else {
                    guard index + 1 < arguments.count else {
                        throw UsageError(message: "\(argument) needs a value")
                    }
                    index += 1
                    values[argument] = arguments[index]
                }
            } else if argument.hasPrefix("-"), argument.count > 1 {
                throw UsageError(message: "unknown option '\(argument)'")
            } else {
                explicitPaths.append(argument)
            }
            index += 1
        }
    }
}
