import Foundation
import PackagePlugin

/// Compiles the navigation graphs of a target during the build.
///
/// The graphs are the package's `Graphs/*.navgraph.json` and the target's own
/// `*.navgraph.json` files; the compiler generates, into one file named after the target, the
/// code of those whose `module` is the target.
@main
struct NavigationGraphPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else {
            return []
        }
        let folder = GraphInputs.sharedFolder(in: context.package.directoryURL)
        let command = GraphInputs.command(
            module: target.moduleName, sharedFolder: folder, sharedGraphs: folder.map(GraphInputs.graphs(in:)) ?? [],
            ownGraphs: target.sourceFiles(withSuffix: ".navgraph.json").map(\.url).sorted { $0.path < $1.path },
            workDirectory: context.pluginWorkDirectoryURL, tool: try context.tool(named: "navgraph").url)
        return command.map { [$0] } ?? []
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension NavigationGraphPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let folder = GraphInputs.sharedFolder(in: context.xcodeProject.directoryURL)
        let command = GraphInputs.command(
            module: target.product?.name ?? target.displayName, sharedFolder: folder,
            sharedGraphs: folder.map(GraphInputs.graphs(in:)) ?? [],
            ownGraphs: target.inputFiles.map(\.url).filter { $0.lastPathComponent.hasSuffix(".navgraph.json") }
                .sorted { $0.path < $1.path },
            workDirectory: context.pluginWorkDirectoryURL, tool: try context.tool(named: "navgraph").url)
        return command.map { [$0] } ?? []
    }
}
#endif
