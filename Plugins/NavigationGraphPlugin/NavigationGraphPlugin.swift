import Foundation
import PackagePlugin

/// Compiles the navigation graphs of a target during the build.
///
/// The graphs are the package's `Graphs/*.navgraph.json` and the target's own
/// `*.navgraph.json` files; the compiler generates code for those whose `module` is the target
/// and writes a header-only file for the others.
@main
struct NavigationGraphPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else {
            return []
        }
        let shared = GraphInputs.graphs(in: context.package.directoryURL.appending(path: "Graphs"))
        let own = target.sourceFiles(withSuffix: ".navgraph.json").map(\.url).sorted { $0.path < $1.path }
        return try commands(
            module: target.moduleName, graphs: shared + own, workDirectory: context.pluginWorkDirectoryURL,
            tool: context.tool(named: "navgraph").url)
    }

    func commands(module: String, graphs: [URL], workDirectory: URL, tool: URL) -> [Command] {
        guard !graphs.isEmpty else {
            return []
        }
        let output = workDirectory.appending(path: "Generated")
        return [
            .buildCommand(
                displayName: "Compiling navigation graphs for \(module)",
                executable: tool,
                arguments: GraphInputs.generateArguments(module: module, output: output, graphs: graphs),
                inputFiles: graphs,
                outputFiles: graphs.map { output.appending(path: GraphInputs.outputName(for: $0)) })
        ]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension NavigationGraphPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let shared = GraphInputs.graphs(in: context.xcodeProject.directoryURL.appending(path: "Graphs"))
        let own = target.inputFiles.map(\.url).filter { $0.lastPathComponent.hasSuffix(".navgraph.json") }
            .sorted { $0.path < $1.path }
        return try commands(
            module: target.product?.name ?? target.displayName, graphs: shared + own,
            workDirectory: context.pluginWorkDirectoryURL, tool: context.tool(named: "navgraph").url)
    }
}
#endif
