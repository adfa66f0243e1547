import Foundation
import PackagePlugin

/// `swift package navgraph <command> [--target NAME ...] [argument ...]`: the command line on the
/// package's graphs, without installing anything.
///
/// Arguments reach `navgraph` unchanged, with the package's listing (``PackageListing``). Where
/// the command takes graphs and none were given, `navgraph` reads, with `--target NAME`, exactly
/// the graphs that target's build reads (so `lint` reports what the build would), and without
/// it every graph of the package (`Graphs/` and every target's own graphs).
@main
struct NavigationGraphCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targets = extractor.extractOption(named: "target").flatMap { ["--target", $0] }
        let arguments = extractor.remainingArguments
        if arguments.first == "generate" {
            // This plugin may not write into the package; the one that may asks for permission.
            throw GenerateNeedsPermission()
        }
        let listing = try PackageListing.arguments(for: context.package, in: context.pluginWorkDirectoryURL)
        try PackageListing.run(context.tool(named: "navgraph"), listing + targets + arguments)
    }
}

struct GenerateNeedsPermission: Error, CustomStringConvertible {
    var description: String {
        "to write generated code into the package, run: swift package --allow-writing-to-package-directory navgraph-generate [--target NAME]"
    }
}
