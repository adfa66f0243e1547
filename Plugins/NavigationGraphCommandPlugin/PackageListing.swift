import Foundation
import PackagePlugin

// What the two command plugins share: they list the package for the tool and run it. Which
// graphs a command reads is the tool's to choose (`navgraph --package FILE`), not theirs:
// SwiftPM compiles every plugin of a package at the start of every build of a package that
// depends on it, whether the build runs the plugin or not, so each line here is compiled by
// every clean build of every app.

/// The package as the tool's `--package FILE` reads it: its folder, and each source target's
/// module, folder, graphs, and the graphs of the targets it depends on.
enum PackageListing {
    /// Writes the listing into the plugin's work folder.
    /// - Returns: The arguments that pass it to the tool.
    static func arguments(for package: Package, in workDirectory: URL) throws -> [String] {
        func graphs(of target: SourceModuleTarget) -> [String] {
            target.sourceFiles(withSuffix: ".navgraph.json").map(\.url.path)
        }
        var targets: [[String: Any]] = []
        for case let target as SourceModuleTarget in package.targets {
            let dependencies = target.recursiveTargetDependencies.compactMap { $0 as? SourceModuleTarget }
            let listed: [String: Any] = [
                "name": target.name, "module": target.moduleName, "directory": target.directoryURL.path,
                "graphs": graphs(of: target), "dependencyGraphs": dependencies.flatMap(graphs(of:)),
            ]
            targets.append(listed)
        }
        let listing: [String: Any] = ["name": package.displayName, "directory": package.directoryURL.path, "targets": targets]
        let file = workDirectory.appending(path: "package-listing.json")
        try FileManager.default.createDirectory(at: workDirectory, withIntermediateDirectories: true)
        try JSONSerialization.data(withJSONObject: listing, options: [.sortedKeys]).write(to: file)
        return ["--package", file.path]
    }

    /// Runs the tool with the arguments, in the folder when one is given, and fails when it does.
    static func run(_ tool: PluginContext.Tool, _ arguments: [String], in directory: URL? = nil) throws {
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        if let directory {
            process.currentDirectoryURL = directory
        }
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw ToolFailure(tool: tool.name, status: process.terminationStatus)
        }
    }
}

/// The tool exited with an error, after printing why.
struct ToolFailure: Error, CustomStringConvertible {
    var tool: String
    var status: Int32

    var description: String { "\(tool) exited with status \(status)" }
}
