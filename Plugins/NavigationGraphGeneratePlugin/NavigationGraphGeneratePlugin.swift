import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory navgraph-generate [--target NAME ...] [--check]`:
/// writes each target's generated Swift into `Sources/<Target>/Generated/<Module>.navgraph.swift`,
/// for teams that commit generated code, from the same graphs the target's build would read.
/// With `--check` it writes nothing and fails, naming every stale file, when a committed file is
/// not what the graphs generate: for a CI step.
///
/// A target that holds its committed file is skipped by the build plugin, so a target may keep
/// the plugin applied: the committed file wins, and no two producers of the same Swift meet.
/// Delete the file to go back to generating during the build. Only targets whose build reads
/// some graph get a file.
@main
struct NavigationGraphGeneratePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = Set(extractor.extractOption(named: "target"))
        let check = extractor.extractFlag(named: "check") > 0
        let targets = context.package.targets.compactMap { $0 as? SourceModuleTarget }
            .filter { names.isEmpty || names.contains($0.name) }
        let shared = GraphInputs.sharedFolder(in: context.package.directoryURL).map(GraphInputs.graphs(in:)) ?? []
        let tool = try context.tool(named: "navgraph-build").url
        var index = GraphIndex(cacheFile: nil)
        let root = context.package.directoryURL.standardizedFileURL.path + "/"
        var stale: [String] = []
        for target in targets {
            let graphs = GraphSelection.inputs(
                module: target.moduleName, candidates: GraphInputs.candidates(for: target, sharedGraphs: shared), index: &index)
            guard !graphs.isEmpty else { continue }
            let process = Process()
            process.executableURL = tool
            // Graphs of this package by their path from its folder, which generated code names in
            // `#sourceLocation`: the committed file is then the same on every checkout.
            process.currentDirectoryURL = context.package.directoryURL
            let paths = graphs.map { graph in
                let path = graph.standardizedFileURL.path
                return path.hasPrefix(root) ? String(path.dropFirst(root.count)) : path
            }
            process.arguments =
                [
                    "generate", "--module", target.moduleName, "--output", target.directoryURL.appending(path: "Generated").path,
                    // A `Generated` folder that is a symbolic link to elsewhere is refused: the
                    // permission asked for is to write into the package, nowhere else.
                    "--within", context.package.directoryURL.path, "--skip-empty",
                ] + (check ? ["--check"] : []) + paths
            try process.run()
            process.waitUntilExit()
            // 3 is navgraph's exit code for stale committed code; 1 means the graphs have errors.
            if check, process.terminationStatus == 3 {
                stale.append(target.name)
            } else if process.terminationStatus != 0 {
                throw GenerateError.failed(target: target.name, status: process.terminationStatus)
            }
        }
        if !stale.isEmpty {
            throw GenerateError.stale(targets: stale)
        }
    }
}

enum GenerateError: Error, CustomStringConvertible {
    case failed(target: String, status: Int32)
    case stale(targets: [String])

    var description: String {
        switch self {
        case .failed(let target, let status): return "navgraph generate for \(target) exited with status \(status)"
        case .stale(let targets):
            return
                "the committed generated code of \(targets.joined(separator: ", ")) is stale; run swift package --allow-writing-to-package-directory navgraph-generate and commit the result"
        }
    }
}
