import Foundation
import PackagePlugin

/// What the NavigationGraph plugins share: where graph files are found and how outputs are named.
///
/// Output names follow from input paths alone, never from a graph's content, so SwiftPM can plan
/// the build without running anything, and every declared output is written on every run.
enum GraphInputs {
    /// The graph files in a folder (such as the package's `Graphs/`), sorted by path.
    static func graphs(in directory: URL) -> [URL] {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(
            at: directory, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else {
            return []
        }
        return enumerator.compactMap { $0 as? URL }
            .filter { $0.lastPathComponent.hasSuffix(".navgraph.json") }
            .sorted { $0.path < $1.path }
    }

    /// The one Swift file the compiler writes for a module, named after the module alone so the
    /// declared output never depends on which graphs exist. Must match
    /// `GeneratedFile.outputName(forModule:)`.
    static func outputName(forModule module: String) -> String {
        module + ".navgraph.swift"
    }

    /// The build command that compiles a module's graphs.
    ///
    /// SwiftPM re-plans a build (and so runs plugins) only when a target's own files or a manifest
    /// change, not when a graph is added to the package's `Graphs/` folder. So the folder itself is
    /// both an input (its modification time changes when a graph is added or removed) and an
    /// argument (the compiler lists it when it runs), and the output's name follows from the module
    /// alone.
    static func command(
        module: String, sharedFolder: URL?, sharedGraphs: [URL], ownGraphs: [URL], workDirectory: URL, tool: URL
    ) -> Command? {
        guard sharedFolder != nil || !ownGraphs.isEmpty else {
            return nil
        }
        let output = workDirectory.appending(path: "Generated")
        let paths = (sharedFolder.map { [$0] } ?? []) + ownGraphs
        return .buildCommand(
            displayName: "Compiling navigation graphs for \(module)",
            executable: tool,
            arguments: ["generate", "--module", module, "--output", output.path] + paths.map(\.path),
            inputFiles: (sharedFolder.map { [$0] } ?? []) + sharedGraphs + ownGraphs,
            outputFiles: [output.appending(path: outputName(forModule: module))])
    }

    /// Every graph of a package: its `Graphs/` folder and the targets' own graph files.
    static func packageGraphs(root: URL, targets: [URL]) -> [URL] {
        let shared = sharedFolder(in: root).map(graphs(in:)) ?? []
        var seen: Set<String> = []
        return (shared + targets.flatMap(graphs(in:))).filter { seen.insert($0.path).inserted }
    }

    /// The package's (or project's) `Graphs/` folder, when it exists.
    static func sharedFolder(in root: URL) -> URL? {
        let folder = root.appending(path: "Graphs")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return nil
        }
        return folder
    }
}
