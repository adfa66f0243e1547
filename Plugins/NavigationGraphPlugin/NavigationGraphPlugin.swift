import Foundation
import PackagePlugin

/// Compiles the navigation graphs of a target during the build.
///
/// A target sees the graphs in its own folder, in the folders of every target it depends on
/// (directly or not, in this package or another), and in the package's `Graphs/` folder. Its
/// build command reads, and lists as inputs, only the graphs its module's code depends on: its
/// own, those whose `module` is this target, and for an app module the graphs of the features
/// the app includes (``GraphSelection``). Which graph belongs to which module is read from the
/// graphs' top-level keys and kept in the plugin's work folder, so a build plan reads only the
/// graphs that changed since the last one.
@main
struct NavigationGraphPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else {
            return []
        }
        guard !GraphInputs.commitsGeneratedCode(module: target.moduleName, sourceFiles: target.sourceFiles.map(\.url)) else {
            return []
        }
        let folder = GraphInputs.sharedFolder(in: context.package.directoryURL)
        let shared = folder.map(GraphInputs.graphs(in:)) ?? []
        let indexFile = GraphIndex.file(in: context.pluginWorkDirectoryURL)
        var index = GraphIndex(cacheFile: indexFile)
        let graphs = GraphSelection.inputs(
            module: target.moduleName, candidates: GraphInputs.candidates(for: target, sharedGraphs: shared), index: &index)
        index.save()
        for file in GraphInputs.graphs(of: target) {
            if let summary = index.summaries[file.path], let module = summary.module, module != target.moduleName {
                // SwiftPM's command line prints a plugin's warning without its file and line,
                // so the message starts with them, as the compiler's diagnostics do.
                Diagnostics.warning(
                    "\(file.path):\(summary.moduleLine):1: this graph sits in target '\(target.name)' but names module '\(module)'; only a target named '\(module)' generates its code, and only if it depends on '\(target.name)'",
                    file: file.path, line: summary.moduleLine)
            }
        }
        // With a shared folder, every target gets a command: a graph for it may be added there
        // later, and the folder input notices that without a new plan.
        guard folder != nil || !graphs.isEmpty else {
            return []
        }
        return [
            GraphInputs.command(
                module: target.moduleName, graphs: graphs, sharedFolder: folder, sharedGraphs: shared, index: indexFile,
                workDirectory: context.pluginWorkDirectoryURL, tool: try generator(context.tool(named:)))
        ]
    }
}

#if canImport(XcodeProjectPlugin)
    import XcodeProjectPlugin

    /// In an Xcode project: the target's own graphs, those of the targets and package products it
    /// depends on, and the project's `Graphs/` folder. XcodeProjectPlugin lists an Xcode target's
    /// direct dependencies only, so the targets are followed here; graphs in a folder that is not
    /// part of any target (other than `Graphs/`) are not seen.
    extension NavigationGraphPlugin: XcodeBuildToolPlugin {
        func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
            // Xcode's default module name (PRODUCT_MODULE_NAME) is the product's name made an
            // identifier: "My App" and "My-App" build the module My_App.
            let module = ModuleName.fromProductName(target.product?.name ?? target.displayName)
            guard !GraphInputs.commitsGeneratedCode(module: module, sourceFiles: target.inputFiles.map(\.url)) else {
                return []
            }
            let own = target.inputFiles.map(\.url).filter { $0.lastPathComponent.hasSuffix(".navgraph.json") }
            let folder = GraphInputs.sharedFolder(in: context.xcodeProject.directoryURL)
            let shared = folder.map(GraphInputs.graphs(in:)) ?? []
            let indexFile = GraphIndex.file(in: context.pluginWorkDirectoryURL)
            var index = GraphIndex(cacheFile: indexFile)
            let graphs = GraphSelection.inputs(
                module: module,
                candidates: own.map { .init(file: $0, isOwn: true) }
                    + (Self.dependencyGraphs(of: target) + shared).map { .init(file: $0, isOwn: false) },
                index: &index)
            index.save()
            guard folder != nil || !graphs.isEmpty else {
                return []
            }
            return [
                GraphInputs.command(
                    module: module, graphs: graphs, sharedFolder: folder, sharedGraphs: shared, index: indexFile,
                    workDirectory: context.pluginWorkDirectoryURL, tool: try generator(context.tool(named:)))
            ]
        }

        /// The graphs of every Xcode target and package product the target depends on, directly or
        /// not, each visited once.
        private static func dependencyGraphs(of target: XcodeTarget) -> [URL] {
            var graphs: [URL] = []
            // Xcode targets and package targets are numbered apart, so the same id may name one of
            // each: they are kept in sets of their own.
            var visited: Set<String> = [target.id]
            var visitedPackageTargets: Set<String> = []
            var pending = target.dependencies
            while let dependency = pending.popLast() {
                switch dependency {
                case .target(let dependent):
                    guard visited.insert(dependent.id).inserted else { continue }
                    graphs += dependent.inputFiles.map(\.url).filter { $0.lastPathComponent.hasSuffix(".navgraph.json") }
                    pending += dependent.dependencies
                case .product(let product):
                    for packageTarget in product.targets {
                        guard visitedPackageTargets.insert(packageTarget.id).inserted, let module = packageTarget as? SourceModuleTarget else {
                            continue
                        }
                        graphs += GraphInputs.candidates(for: module, sharedGraphs: []).map(\.file)
                    }
                @unknown default:
                    continue
                }
            }
            return graphs
        }
    }
#endif

/// The tool the build runs: `navgraph-build`, built from source, or, in the
/// `NavigationGraphPrebuilt` package, which builds with this file too, its artifact bundle's
/// `navgraph`.
private func generator(_ tool: (String) throws -> PluginContext.Tool) throws -> URL {
    if let source = try? tool("navgraph-build") {
        return source.url
    }
    return try tool("navgraph").url
}
