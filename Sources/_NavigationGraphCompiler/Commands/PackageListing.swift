import Foundation

/// A package as the command plugins see it: its folder, and for each of its source targets the
/// graphs in its own folder and in the folders of every target it depends on. The plugins write
/// it to a file and pass `--package FILE`; which graphs a command reads is then chosen here, as
/// the build plugin chooses them (``GraphSelection``).
///
/// The choosing lives in the tool, not in the plugins, because SwiftPM compiles every plugin of
/// a package at the start of every build of a package that depends on it, whether it runs the
/// plugin or not: code in a command plugin is code every clean build of every app compiles.
struct PackageListing: Codable {
    struct Target: Codable {
        var name: String
        var module: String
        var directory: String
        /// The graphs in the target's own folder.
        var graphs: [String]
        /// The graphs in the folders of the targets it depends on, directly or not, in this
        /// package or another.
        var dependencyGraphs: [String]
    }

    var name: String
    var directory: String
    var targets: [Target]

    /// The commands that read graphs, with how many positional arguments each takes before them.
    static let graphCommands = ["lint": 0, "show": 0, "routes": 0, "graph": 0, "map": 0, "export": 0, "resolve": 1]

    /// The options of those commands that take a value.
    static let valuedOptions: Set<String> = ["--format", "--output", "--app-id", "--check", "--module"]

    /// The listing in a file.
    @_optimize(none) static func read(_ path: String) throws -> PackageListing {
        do {
            return try JSONDecoder().decode(PackageListing.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw FileProblem("read the package listing", path, error: error)
        }
    }

    /// The graphs of the package's `Graphs/` folder, when it has one.
    @_optimize(none) var sharedGraphs: [String] {
        guard let folder = GraphInputs.sharedFolder(in: URL(fileURLWithPath: directory)) else { return [] }
        return (try? GraphFiles.paths(in: [folder.path])) ?? []
    }

    /// The targets with these names, in the order given; a usage error names the first that is
    /// not a target of the package.
    @_optimize(none) func targets(named names: [String]) throws -> [Target] {
        try names.map { name in
            guard let target = targets.first(where: { $0.name == name }) else {
                let hint = Suggestion.hint(for: name, amongFixed: targets.map(\.name))
                throw UsageError(message: "package '\(self.name)' has no target named '\(name)'\(hint)")
            }
            return target
        }
    }

    /// The graphs a target's build reads, as the build plugin chooses them.
    @_optimize(none) func graphs(readBy target: Target, shared: [String], index: inout GraphIndex) -> [String] {
        let candidates =
            target.graphs.map { GraphSelection.Candidate(file: URL(fileURLWithPath: $0), isOwn: true) }
            + (target.dependencyGraphs + shared).map { GraphSelection.Candidate(file: URL(fileURLWithPath: $0), isOwn: false) }
        return GraphSelection.inputs(module: target.module, candidates: candidates, index: &index).map(\.path)
    }

    /// The graphs the named targets' builds read, each once; with no name, every graph of the
    /// package (`Graphs/` and every target's own), sorted by path.
    @_optimize(none) func graphs(readBy targets: [Target]) -> [String] {
        let shared = sharedGraphs
        var seen: Set<String> = []
        guard !targets.isEmpty else {
            return (shared + self.targets.flatMap(\.graphs)).filter { seen.insert($0).inserted }.sorted()
        }
        var index = GraphIndex(cacheFile: nil)
        return targets.flatMap { graphs(readBy: $0, shared: shared, index: &index) }.filter { seen.insert($0).inserted }
    }

    /// What the compiler cannot see and the package can, each a warning at its line: a graph of
    /// this package whose `module` is no target of it, and a feature graph that no app graph
    /// includes.
    @_optimize(none) func problems(in graphs: [String]) -> [String] {
        let modules = Set(targets.map(\.module))
        var index = GraphIndex(cacheFile: nil)
        let summaries = graphs.compactMap { path in index.summary(of: URL(fileURLWithPath: path)).map { (path, $0) } }
        let apps = summaries.map(\.1).filter { $0.app != nil }
        let included = Set(apps.flatMap { $0.features ?? [] })
        let includesAll = apps.contains { $0.features == nil }
        let root = URL(fileURLWithPath: directory).standardizedFileURL.path + "/"
        var warnings: [String] = []
        for (path, summary) in summaries {
            // A graph of another package is that package's to check.
            let isThisPackages = URL(fileURLWithPath: path).standardizedFileURL.path.hasPrefix(root)
            if isThisPackages, let module = summary.module, !modules.contains(module) {
                let hint = Suggestion.hint(for: module, amongFixed: modules.sorted())
                warnings.append("\(path):\(summary.moduleLine):1: warning: module '\(module)' is not a target of package '\(name)'\(hint)")
            }
            if let feature = summary.feature, !apps.isEmpty, !includesAll, !included.contains(feature) {
                warnings.append(
                    "\(path):\(summary.featureLine):1: warning: no app graph includes feature '\(feature)'; add it to an app's \"features\"")
            }
        }
        return warnings
    }

    /// The path from a folder, when the file is inside it; otherwise the path as it is.
    @_optimize(none) static func path(_ path: String, from folder: String) -> String {
        let root = URL(fileURLWithPath: folder).standardizedFileURL.path + "/"
        let path = URL(fileURLWithPath: path).standardizedFileURL.path
        return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
    }

    /// How many arguments are neither options nor option values.
    @_optimize(none) static func positionalCount(_ arguments: ArraySlice<String>) -> Int {
        var count = 0
        var skipNext = false
        for argument in arguments {
            if skipNext {
                skipNext = false
            } else if argument.hasPrefix("-") {
                skipNext = valuedOptions.contains(argument)
            } else {
                count += 1
            }
        }
        return count
    }
}

extension Navgraph {
    /// `navgraph --package FILE [--target NAME ...] COMMAND [ARGUMENT ...]`: what the command
    /// plugins run. A command that reads graphs and was given none reads, with `--target`,
    /// exactly the graphs those targets' builds read, and otherwise every graph of the package;
    /// `lint` also warns of what only the package can tell. `generate` writes each target's
    /// code into its `Generated/` folder.
    @_optimize(none) mutating func runForPackage(_ arguments: [String]) throws -> Int32 {
        guard !arguments.isEmpty else { throw UsageError(message: "--package needs a file") }
        let listing = try PackageListing.read(arguments[0])
        var rest = arguments.dropFirst()
        var names: [String] = []
        while rest.first == "--target" {
            guard rest.count > 1 else { throw UsageError(message: "--target needs a value") }
            names.append(rest[rest.startIndex + 1])
            rest = rest.dropFirst(2)
        }
        let targets = try listing.targets(named: names)
        guard let command = rest.first else { return runCommand([]) }
        if command == "generate", subcommand(named: command) != nil {
            // In the package's order, as the plugin always wrote them.
            let chosen = names.isEmpty ? listing.targets : listing.targets.filter { names.contains($0.name) }
            return generate(listing, targets: chosen, check: rest.contains("--check"))
        }
        guard let required = PackageListing.graphCommands[command], PackageListing.positionalCount(rest.dropFirst()) == required else {
            if !names.isEmpty {
                throw UsageError(message: "--target chooses the graphs a target's build reads; give either --target or graph paths, not both")
            }
            return runCommand(Array(rest))
        }
        let graphs = listing.graphs(readBy: targets)
        if graphs.isEmpty, !names.isEmpty {
            // Without paths navgraph would read ./Graphs, which is not what these targets read.
            standardOutput += "the build of \(names.joined(separator: ", ")) reads no graph files\n"
            return 0
        }
        if command == "lint" {
            standardError += listing.problems(in: graphs).map { $0 + "\n" }.joined()
        }
        return runCommand(Array(rest) + graphs)
    }

    /// Writes each target's generated code into `<target>/Generated/<Module>.navgraph.swift`,
    /// from the graphs its build reads, or with `check` only tells whether each committed file is
    /// what the graphs generate. Targets whose build reads no graph get no file.
    @_optimize(none) private mutating func generate(_ listing: PackageListing, targets: [PackageListing.Target], check: Bool) -> Int32 {
        let shared = listing.sharedGraphs
        var index = GraphIndex(cacheFile: nil)
        let here = FileManager.default.currentDirectoryPath
        var stale: [String] = []
        for target in targets {
            let graphs = listing.graphs(readBy: target, shared: shared, index: &index)
            guard !graphs.isEmpty else { continue }
            // The plugin runs the tool in the package's folder, so the package's graphs are named
            // by their path from it in `#sourceLocation`: the committed file is then the same on
            // every checkout.
            let paths = graphs.map { PackageListing.path($0, from: here) }
            let status = runCommand(
                [
                    "generate", "--module", target.module, "--output", target.directory + "/Generated",
                    // A `Generated` folder that is a symbolic link to elsewhere is refused: the
                    // permission asked for is to write into the package, nowhere else.
                    "--within", listing.directory, "--skip-empty",
                ] + (check ? ["--check"] : []) + paths)
            if check, status == 3 {
                stale.append(target.name)
            } else if status != 0 {
                standardError += "error: generating the code of \(target.name) failed\n"
                return status
            }
        }
        guard stale.isEmpty else {
            standardError +=
                "error: the committed generated code of \(stale.joined(separator: ", ")) is stale; run swift package --allow-writing-to-package-directory navgraph-generate and commit the result\n"
            return 3
        }
        return 0
    }
}
