import Foundation
import NavigationGraph

/// The `navgraph` command line, as a library: the executable and the tests call ``run(_:)``.
///
/// Exit codes: 0 when the graphs are clean, 1 when they have errors, 2 on bad usage.
public struct Navgraph {
    /// The version of the compiler, printed by `--version`.
    public static let version = "0.1.0"

    /// What a run printed.
    public var standardOutput = ""
    public var standardError = ""

    public init() {}

    static let usage = """
        OVERVIEW: Compiles navigation graphs into type-safe Swift.

        USAGE: navgraph <command> [options] [PATH ...]

        PATH is a graph file or a folder of *.navgraph.json files; the default is ./Graphs.

        COMMANDS:
          show                    Checks the graphs, then shows their routes and what each module gets.
          lint                    Checks the graphs and prints every problem.
          generate                Writes the Swift for one module.
          routes                  Prints every deep-link route.
          resolve                 Tells which destination a URL opens.

        OPTIONS:
          --version               Prints the version.
          -h, --help              Prints this help; 'navgraph <command> --help' for a command.

        """

    static let commandUsage: [String: String] = [
        "show": """
            OVERVIEW: Checks the graphs, then prints every deep-link route and, for each module, the
            Swift types the build generates for it.

            USAGE: navgraph show [PATH ...]

            """,
        "lint": """
            OVERVIEW: Checks the graphs and prints every problem as path:line:column: error: message.

            USAGE: navgraph lint [PATH ...]

            Exits 0 when the graphs are clean and 1 when they have errors.

            """,
        "generate": """
            OVERVIEW: Writes the Swift for one module into DIR/<NAME>.navgraph.swift; a file whose
            content is unchanged is not rewritten.

            USAGE: navgraph generate --module NAME --output DIR [PATH ...]

            OPTIONS:
              --module NAME           The Swift target to generate code for.
              --output DIR            The folder to write into.

            """,
        "routes": """
            OVERVIEW: Prints every deep-link route: URL pattern, destination, parameters and their types.

            USAGE: navgraph routes [--format table|json] [PATH ...]

            """,
        "resolve": """
            OVERVIEW: Tells which destination a URL opens, with its parameter values and presentation,
            using the same matching rules as the generated code; when nothing matches, why, and the
            nearest routes.

            USAGE: navgraph resolve URL [PATH ...]

            """,
    ]

    /// Runs the command line with its arguments (without the program name).
    /// - Returns: The exit code.
    public mutating func run(_ arguments: [String]) -> Int32 {
        guard let command = arguments.first else {
            standardError += Self.usage
            return 2
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "-h", "--help", "help":
            standardOutput += Self.usage
            return 0
        case "--version":
            standardOutput += "navgraph \(Self.version)\n"
            return 0
        case "show", "lint", "generate", "routes", "resolve":
            if rest.contains("--help") || rest.contains("-h") {
                standardOutput += Self.commandUsage[command]!
                return 0
            }
            do {
                switch command {
                case "show": return try show(rest)
                case "lint": return try lint(rest)
                case "generate": return try generate(rest)
                case "routes": return try routes(rest)
                default: return try resolve(rest)
                }
            } catch let error as UsageError {
                standardError += "error: \(error.message)\n\n" + Self.commandUsage[command]!
                return 2
            } catch let missing as GraphFiles.Missing {
                standardError += "error: no such file or folder: \(missing.path)\n"
                return 2
            } catch {
                standardError += "error: \(error)\n"
                return 1
            }
        default:
            let hint = Suggestion.closest(to: command, in: ["show", "lint", "generate", "routes", "resolve"])
            standardError += "error: unknown command '\(command)'\(hint.map { "; did you mean '\($0)'?" } ?? "")\n\n" + Self.usage
            return 2
        }
    }

    // MARK: - Commands

    private mutating func lint(_ arguments: [String]) throws -> Int32 {
        try lintedGraphs(Options(arguments, valued: []).paths) == nil ? 1 : 0
    }

    /// Checks the graphs at the paths, prints every diagnostic and a summary line.
    /// - Returns: The checked graphs, or `nil` when there are none or they have errors.
    private mutating func lintedGraphs(_ paths: [String]) throws -> Pipeline.Checked? {
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
        standardOutput += "\(sources.count) graph files are clean: \(Self.count(checked.graphs.features.count, "feature")), "
            + "\(Self.count(destinations, "destination")), \(Self.count(RouteTable(checked.graphs).entries.count, "deep link")), "
            + "\(Self.count(checked.apps.count, "app")) with \(Self.count(redirects, "redirect"))\n"
        return checked
    }

    private mutating func show(_ arguments: [String]) throws -> Int32 {
        guard let checked = try lintedGraphs(Options(arguments, valued: []).paths) else {
            return 1
        }
        standardOutput += "\nDeep-link routes:\n\n"
        standardOutput += RouteFormatter.table(RouteFormatter.rows(RouteTable(checked.graphs)))
            .split(separator: "\n").map { "  " + $0 }.joined(separator: "\n") + "\n"
        standardOutput += "\nGenerated for each module:\n\n"
        for feature in checked.graphs.features.sorted(by: { $0.module.value < $1.module.value }) {
            let generator = FeatureGenerator(feature: feature)
            var types = ["\(generator.incomingType) (\(Self.count(feature.incoming.count, "case")))"]
            if !feature.outgoing.isEmpty { types.append("\(generator.outgoingType) (\(Self.count(feature.outgoing.count, "case")))") }
            if generator.hasDeepLinks { types.append(generator.handlerType) }
            standardOutput += "  \(feature.module.value): \(types.joined(separator: ", "))\n"
        }
        for app in checked.apps.sorted(by: { $0.graph.module.value < $1.graph.module.value }) {
            standardOutput += "  \(app.graph.module.value): AppNavigationRedirect (\(app.redirects.count) redirects), AppDeepLinkRouter, AppNavigationResolver (\(app.features.count) features), AppNavigationRestoration\n"
        }
        return 0
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }

    private mutating func generate(_ arguments: [String]) throws -> Int32 {
        let options = try Options(arguments, valued: ["--module", "--output"])
        guard let module = options.values["--module"] else { throw UsageError(message: "missing --module NAME") }
        guard let output = options.values["--output"] else { throw UsageError(message: "missing --output DIR") }
        let sources = try GraphFiles.sources(for: options.paths)
        let generated = Pipeline().generate(sources, module: module)
        report(generated.diagnostics)
        if generated.hasErrors {
            return 1
        }
        guard let file = generated.file else {
            return 1
        }
        let summary = try OutputWriter.write([file], to: output)
        if !summary.written.isEmpty {
            standardOutput += "wrote \(output)/\(file.name)\n"
        }
        return 0
    }

    private mutating func routes(_ arguments: [String]) throws -> Int32 {
        let options = try Options(arguments, valued: ["--format"])
        let format = options.values["--format"] ?? "table"
        guard format == "table" || format == "json" else {
            throw UsageError(message: "unknown format '\(format)'; use 'table' or 'json'")
        }
        guard let checked = try checkedGraphs(options.paths) else {
            return 1
        }
        let routes = RouteFormatter.rows(RouteTable(checked.graphs))
        if format == "json" {
            standardOutput += RouteFormatter.json(routes)
        } else {
            standardOutput += RouteFormatter.table(routes)
        }
        return 0
    }

    private mutating func resolve(_ arguments: [String]) throws -> Int32 {
        var options = try Options(arguments, valued: [])
        guard !options.explicitPaths.isEmpty else { throw UsageError(message: "missing URL") }
        let url = options.explicitPaths.removeFirst()
        guard let checked = try checkedGraphs(options.paths) else {
            return 1
        }
        let table = RouteTable(checked.graphs)
        switch table.router.resolution(of: url) {
        case .matched(let index, _, let match):
            let entry = table.entries[index]
            standardOutput += "\(url)\n  opens \(entry.feature).\(entry.destination) (\(entry.presentation))\n  pattern \(entry.spec.text)\n"
            for parameter in entry.parameters {
                let value = match.text(parameter.name.value).map { "\"\($0)\"" }
                    ?? parameter.defaultValue.map { "\(FeatureGenerator.literal($0.value, type: parameter.type.value)) (default)" }
                    ?? "nil"
                standardOutput += "  \(parameter.name.value): \(parameter.type.value) = \(value)\n"
            }
            return 0
        case .unmatched(let failure):
            standardOutput += "\(url)\n  opens nothing: \(failure)\n"
            let nearest = RouteFormatter.nearest(to: url, in: RouteFormatter.rows(table))
            if !nearest.isEmpty {
                standardOutput += "  nearest routes:\n"
                for route in nearest {
                    standardOutput += "    \(route.url)  ->  \(route.entry.feature).\(route.entry.destination)\n"
                }
            }
            return 1
        }
    }

    /// Reads and checks the graphs at the paths and prints their diagnostics.
    /// - Returns: The checked graphs, or `nil` when they have errors.
    private mutating func checkedGraphs(_ paths: [String]) throws -> Pipeline.Checked? {
        let checked = Pipeline().check(try GraphFiles.sources(for: paths))
        report(checked.diagnostics)
        return checked.hasErrors ? nil : checked
    }

    private mutating func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            standardError += diagnostic.description + "\n"
        }
    }
}

struct UsageError: Error {
    var message: String
}

/// Options of the form `--name value`, and paths.
struct Options {
    var values: [String: String] = [:]
    var explicitPaths: [String] = []

    var paths: [String] { explicitPaths.isEmpty ? ["./Graphs"] : explicitPaths }

    init(_ arguments: [String], valued: Set<String>) throws {
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
