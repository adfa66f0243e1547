import Foundation
import PackagePlugin

/// What the NavigationGraph plugins share: where graph files are found and how outputs are named.
///
/// Output names follow from the module alone, never from a graph's content, so SwiftPM can plan
/// the build without running anything, and every declared output is written on every run.
enum GraphInputs {
    /// The graph files in a folder (such as the package's `Graphs/`), sorted by path.
    static func graphs(in directory: URL) -> [URL] {
        let manager = FileManager.default
        guard
            let enumerator = manager.enumerator(
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
    /// It reads, and lists as inputs, exactly the graphs its module's code depends on, so a change
    /// to any other graph does not re-run it. SwiftPM plans a build again only when a manifest or a
    /// target's files change, not when a graph is added to `Graphs/`, so the folder is an input
    /// too (SwiftPM compares a folder input by its modification time: adding, removing or
    /// renaming a file there, an editor's save-by-rename included, re-runs every command once;
    /// editing a graph in place does not), and the compiler is told the folder and the index the
    /// plan was made from: a graph in the folder that the index does not know, or knows from an
    /// older version, is read and, when it belongs to this module, compiled.
    static func command(
        module: String, graphs: [URL], sharedFolder: URL?, sharedGraphs: [URL], index: URL, workDirectory: URL, tool: URL
    ) -> Command {
        let output = workDirectory.appending(path: "Generated")
        var arguments = ["generate", "--module", module, "--output", output.path]
        if let sharedFolder {
            arguments += [
                "--shared-graphs", sharedFolder.path, "--index", index.path, "--planned-with", FolderSignature.of(sharedGraphs),
            ]
        }
        return .buildCommand(
            displayName: "Compiling navigation graphs for \(module)",
            executable: tool,
            arguments: arguments + graphs.map(\.path),
            inputFiles: (sharedFolder.map { [$0] } ?? []) + graphs,
            outputFiles: [output.appending(path: outputName(forModule: module))])
    }

    /// Whether a target commits its generated code (written by `navgraph-generate` into its
    /// `Generated/` folder): the build plugin then generates nothing for it, so that two
    /// producers of the same Swift never meet in one build.
    static func commitsGeneratedCode(module: String, sourceFiles: [URL]) -> Bool {
        sourceFiles.contains { $0.lastPathComponent == outputName(forModule: module) }
    }

    /// A target's own graph files.
    static func graphs(of target: SourceModuleTarget) -> [URL] {
        target.sourceFiles(withSuffix: ".navgraph.json").map(\.url)
    }

    /// Every graph a package target's build sees: its own, those of every target it depends on
    /// (directly or not, in this package or another), and the shared `Graphs/` folder's.
    static func candidates(for target: SourceModuleTarget, sharedGraphs: [URL]) -> [GraphSelection.Candidate] {
        let dependencies = target.recursiveTargetDependencies.compactMap { $0 as? SourceModuleTarget }.flatMap(graphs(of:))
        return graphs(of: target).map { .init(file: $0, isOwn: true) } + (dependencies + sharedGraphs).map { .init(file: $0, isOwn: false) }
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
