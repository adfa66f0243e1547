import Foundation

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

    /// The Swift file the compiler writes for a graph file: `Character.navgraph.json` gives
    /// `Character.navgraph.swift`. Must match `GeneratedFile.outputName(forGraph:)`.
    static func outputName(for graph: URL) -> String {
        var name = graph.lastPathComponent
        for suffix in [".navgraph.json", ".json"] where name.hasSuffix(suffix) {
            name.removeLast(suffix.count)
            break
        }
        return name + ".navgraph.swift"
    }

    /// The `navgraph generate` arguments for a module.
    static func generateArguments(module: String, output: URL, graphs: [URL]) -> [String] {
        ["generate", "--module", module, "--output", output.path] + graphs.map(\.path)
    }
}
