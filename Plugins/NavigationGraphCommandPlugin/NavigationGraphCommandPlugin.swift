import Foundation
import PackagePlugin

/// `swift package navgraph lint|show|routes|graph|resolve|export ...`: the command line on the
/// package's graphs, without installing anything.
///
/// Without paths, the package's `Graphs/` and every target's own `*.navgraph.json` are read.
@main
struct NavigationGraphCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if arguments.first == "generate" {
            // This plugin may not write into the package; the one that may asks for permission.
            throw PluginError.generateNeedsPermission
        }
        var arguments = arguments
        if arguments.first.map({ !$0.hasPrefix("-") }) == true, arguments.count == 1 || !arguments.dropFirst().contains(where: Self.isPath) {
            arguments += GraphInputs.packageGraphs(
                root: context.package.directoryURL,
                targets: context.package.targets.compactMap { $0 as? SourceModuleTarget }.map(\.directoryURL)
            ).map(\.path)
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

    private static func isPath(_ argument: String) -> Bool {
        argument.hasSuffix(".json") || argument.hasPrefix("/") || argument.hasPrefix(".")
    }
}

enum PluginError: Error, CustomStringConvertible {
    case failed(status: Int32)
    case generateNeedsPermission

    var description: String {
        switch self {
        case .failed(let status):
            return "navgraph exited with status \(status)"
        case .generateNeedsPermission:
            return "to write generated code into the package, run: swift package --allow-writing-to-package-directory navgraph-generate [--target NAME]"
        }
    }
}
