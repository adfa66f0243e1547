import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory navgraph-generate [--target NAME ...]`:
/// writes each target's generated Swift into `Sources/<Target>/Generated/`, for teams that commit
/// generated code instead of applying the build plugin (apply one or the other, not both).
///
/// Only targets that some graph names as its `module` get a file.
@main
struct NavigationGraphGeneratePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = Set(extractor.extractOption(named: "target"))
        let targets = context.package.targets.compactMap { $0 as? SourceModuleTarget }
            .filter { names.isEmpty || names.contains($0.name) }
        let graphs = GraphInputs.packageGraphs(root: context.package.directoryURL, targets: targets.map(\.directoryURL))
        let tool = try context.tool(named: "navgraph").url
        for target in targets {
            let process = Process()
            process.executableURL = tool
            process.arguments = [
                "generate", "--module", target.moduleName, "--output", target.directoryURL.appending(path: "Generated").path,
                "--skip-empty",
            ] + graphs.map(\.path)
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 {
                throw GenerateError.failed(target: target.name, status: process.terminationStatus)
            }
        }
    }
}

enum GenerateError: Error, CustomStringConvertible {
    case failed(target: String, status: Int32)

    var description: String {
        switch self {
        case .failed(let target, let status): return "navgraph generate for \(target) exited with status \(status)"
        }
    }
}
