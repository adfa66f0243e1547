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
/// some graph get a file. The tool does the work (`navgraph --package FILE generate`), in the
/// package's folder, so that generated code names this package's graphs by their path from it.
@main
struct NavigationGraphGeneratePlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targets = extractor.extractOption(named: "target").flatMap { ["--target", $0] }
        let check = extractor.extractFlag(named: "check") > 0 ? ["--check"] : []
        let listing = try PackageListing.arguments(for: context.package, in: context.pluginWorkDirectoryURL)
        try PackageListing.run(
            context.tool(named: "navgraph-build"), listing + targets + ["generate"] + check, in: context.package.directoryURL)
    }
}
