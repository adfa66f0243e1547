import Foundation
import PackagePlugin

/// `swift package navgraph <command> [--target NAME ...] [argument ...]`: the command line on the
/// package's graphs, without installing anything.
///
/// Arguments reach `navgraph` unchanged. Graph paths are added only where the command takes
/// graphs and none were given: with `--target NAME`, exactly the graphs that target's build reads
/// (so `lint` reports what the build would); without it, every graph of the package (`Graphs/`
/// and every target's own graphs).
@main
struct NavigationGraphCommandPlugin: CommandPlugin {
    /// The commands that read graphs, with how many positional arguments they take before them.
    static let graphCommands = ["lint": 0, "show": 0, "routes": 0, "graph": 0, "map": 0, "export": 0, "resolve": 1]

    /// The options of `navgraph` that take a value.
    static let valuedOptions: Set<String> = ["--format", "--output", "--app-id", "--check", "--module"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var arguments = extractor.remainingArguments
        if arguments.first == "generate" {
            // This plugin may not write into the package; the one that may asks for permission.
            throw PluginError.generateNeedsPermission
        }
        if let command = arguments.first, let required = Self.graphCommands[command],
            Self.positionalCount(arguments.dropFirst()) == required
        {
            let graphs = try graphs(context: context, targets: targetNames)
            if graphs.isEmpty, !targetNames.isEmpty {
                // Without paths navgraph would read ./Graphs, which is not what these targets read.
                print("the build of \(targetNames.joined(separator: ", ")) reads no graph files")
                return
            }
            if command == "lint" {
                Self.reportPackageProblems(graphs, package: context.package)
            }
            arguments += graphs.map(\.path)
        } else if !targetNames.isEmpty {
            throw PluginError.targetWithPaths
        }
        let process = Process()
        process.executableURL = try context.tool(named: "navgraph").url
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw PluginError.failed(status: process.terminationStatus)
        }
    }

    /// The graphs the named targets' builds read, or every graph of the package.
    private func graphs(context: PluginContext, targets names: [String]) throws -> [URL] {
        let shared = GraphInputs.sharedFolder(in: context.package.directoryURL).map(GraphInputs.graphs(in:)) ?? []
        guard !names.isEmpty else {
            let own = context.package.targets.compactMap { $0 as? SourceModuleTarget }.flatMap(GraphInputs.graphs(of:))
            var seen: Set<String> = []
            return (shared + own).filter { seen.insert($0.path).inserted }.sorted { $0.path < $1.path }
        }
        var index = GraphIndex(cacheFile: nil)
        var graphs: [URL] = []
        for target in try context.package.targets(named: names) {
            guard let target = target as? SourceModuleTarget else { continue }
            graphs += GraphSelection.inputs(
                module: target.moduleName, candidates: GraphInputs.candidates(for: target, sharedGraphs: shared), index: &index)
        }
        var seen: Set<String> = []
        return graphs.filter { seen.insert($0.path).inserted }
    }

    /// What the compiler cannot see and the package can: a graph whose `module` is no target of
    /// the package, and a feature graph that no app graph includes, each a warning at its line.
    static func reportPackageProblems(_ graphs: [URL], package: Package) {
        let modules = Set(package.targets.compactMap { ($0 as? SourceModuleTarget)?.moduleName })
        var index = GraphIndex(cacheFile: nil)
        let summaries = graphs.compactMap { file in index.summary(of: file).map { (file, $0) } }
        let apps = summaries.map(\.1).filter { $0.app != nil }
        let included = Set(apps.flatMap { $0.features ?? [] })
        let includesAll = apps.contains { $0.features == nil }
        for (file, summary) in summaries {
            // A graph of another package is that package's to check.
            let isThisPackages = file.standardizedFileURL.path.hasPrefix(package.directoryURL.standardizedFileURL.path + "/")
            if isThisPackages, let module = summary.module, !modules.contains(module) {
                let hint = Suggestion.hint(for: module, amongFixed: modules.sorted())
                warn("module '\(module)' is not a target of package '\(package.displayName)'\(hint)", file, line: summary.moduleLine)
            }
            if let feature = summary.feature, !apps.isEmpty, !includesAll, !included.contains(feature) {
                warn("no app graph includes feature '\(feature)'; add it to an app's \"features\"", file, line: summary.featureLine)
            }
        }
    }

    /// Prints a warning as the compiler prints its diagnostics, `path:line:1: warning: message`.
    static func warn(_ message: String, _ file: URL, line: Int) {
        FileHandle.standardError.write(Data("\(file.path):\(line):1: warning: \(message)\n".utf8))
    }

    /// How many arguments are neither options nor option values.
    static func positionalCount(_ arguments: ArraySlice<String>) -> Int {
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

enum PluginError: Error, CustomStringConvertible {
    case failed(status: Int32)
    case generateNeedsPermission
    case targetWithPaths

    var description: String {
        switch self {
        case .failed(let status):
            return "navgraph exited with status \(status)"
        case .generateNeedsPermission:
            return
                "to write generated code into the package, run: swift package --allow-writing-to-package-directory navgraph-generate [--target NAME]"
        case .targetWithPaths:
            return "--target chooses the graphs a target's build reads; give either --target or graph paths, not both"
        }
    }
}
