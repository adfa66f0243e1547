import Foundation

#if canImport(PackagePlugin)
    import PackagePlugin
#endif

// What the build plugin and the compiler share, in one file: SwiftPM compiles a plugin with a
// compiler job per source file, each loading Foundation again, so every file adds about a tenth
// of a second to every consumer's clean build. The file is the compiler library's; the build
// plugin links it (a plugin cannot depend on a library target), and the tool chooses graphs with
// it for `generate --shared-graphs` and for the command plugins (`PackageListing`), so that
// every build chooses alike. `PackagePlugin` exists only in a plugin's build, so the last part
// is compiled only there.

/// What a graph file says about where it belongs, read without the compiler: the module it
/// generates into, the feature it declares or the app it is, and the features an app includes.
///
/// The plugins use it to give each module's build command only the graphs that module's code
/// depends on, so that changing one feature graph re-runs the compiler for that feature's module
/// and the apps that include it, not for every module.
struct GraphSummary: Codable, Equatable {
    /// The file's modification time and size when it was read; a change to either reads it again.
    var modified: Double
    var size: Int
    /// `"module"`, or `nil` when the file is not a JSON object with a string `module`.
    var module: String?
    /// The 1-based lines of the `"module"` and `"feature"` keys, for warnings located at them.
    var moduleLine: Int
    var featureLine: Int
    /// `"feature"` of a feature graph.
    var feature: String?
    /// `"app"` of an app graph.
    var app: String?
    /// `"features"` of an app graph; `nil` when the app includes every feature it sees.
    var features: [String]?

    /// Whether the file could not be read as a graph at all: every build that sees it gets it, so
    /// that the compiler reports the problem at its line.
    @_optimize(none) var isUnreadable: Bool { module == nil }

    /// Reads the top-level keys of a graph file.
    @_optimize(none) init(data: Data, modified: Double, size: Int) {
        self.modified = modified
        self.size = size
        let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        module = object?["module"] as? String
        feature = object?["feature"] as? String
        app = object?["app"] as? String
        features = (object?["features"] as? [Any])?.compactMap { $0 as? String }
        moduleLine = Self.line(of: "module", in: data)
        featureLine = Self.line(of: "feature", in: data)
    }
}

extension GraphSummary {
    /// The line of the first `"key"` in the file; 1 when there is none.
    @_optimize(none) static func line(of key: String, in data: Data) -> Int {
        guard let range = data.range(of: Data("\"\(key)\"".utf8)) else {
            return 1
        }
        // A loop rather than `reduce` with a closure: type-checking that closure took longer than
        // the rest of the function, in every plugin's compile.
        var line = 1
        for byte in data[..<range.lowerBound] where byte == UInt8(ascii: "\n") {
            line += 1
        }
        return line
    }
}

/// The summaries of graph files, kept from one build plan to the next in the plugin's work
/// folder, so that a plan reads only the graphs that changed since the last one and otherwise
/// costs one `stat` per graph.
struct GraphIndex {
    private(set) var summaries: [String: GraphSummary] = [:]
    private var changed = false
    private let cacheFile: URL?

    /// The index file a plugin keeps in its work folder.
    @_optimize(none) static func file(in workDirectory: URL) -> URL {
        workDirectory.appending(path: "graph-index.json")
    }

    /// Loads the index kept in `cacheFile`, or starts an empty one.
    @_optimize(none) init(cacheFile: URL?) {
        self.cacheFile = cacheFile
        if let cacheFile, let data = try? Data(contentsOf: cacheFile),
            let saved = try? JSONDecoder().decode([String: GraphSummary].self, from: data)
        {
            summaries = saved
        }
    }

    /// The summary of a graph file, read again only when its time or size changed; `nil` for a
    /// file that cannot be read.
    @_optimize(none) mutating func summary(of file: URL) -> GraphSummary? {
        guard let values = try? file.resourceValues(forKeys: [.contentModificationDateKey, .fileSizeKey]) else {
            return nil
        }
        let modified = values.contentModificationDate?.timeIntervalSince1970 ?? 0
        let size = values.fileSize ?? 0
        if let known = summaries[file.path], known.modified == modified, known.size == size {
            return known
        }
        guard let data = try? Data(contentsOf: file) else {
            return nil
        }
        let summary = GraphSummary(data: data, modified: modified, size: size)
        summaries[file.path] = summary
        changed = true
        return summary
    }

    /// Writes the index back when a plan read anything new; a failure only costs the next plan
    /// the reads again.
    @_optimize(none) func save() {
        guard changed, let cacheFile else { return }
        try? FileManager.default.createDirectory(at: cacheFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        if let data = try? JSONEncoder().encode(summaries) {
            try? data.write(to: cacheFile, options: .atomic)
        }
    }
}

/// A short fingerprint of the graph files a folder held when a build was planned: their count and
/// a hash of their names. A build command compares it with the folder as it is now, and only when
/// a graph was added, removed or renamed since the plan does it consult the index, which costs a
/// read of every entry.
enum FolderSignature {
    /// `count-hash` of the files' names (FNV-1a, 64 bits), in sorted order.
    @_optimize(none) static func of(_ files: [URL]) -> String {
        let names = files.map(\.lastPathComponent).sorted()
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for name in names {
            for byte in name.utf8 + [0] {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
        }
        return "\(names.count)-" + String(hash, radix: 16)
    }
}

/// The graphs one module's build reads, chosen from every graph that module's target can see.
enum GraphSelection {
    /// A graph file a target can see, and whether it sits in the target's own folder.
    struct Candidate {
        var file: URL
        var isOwn: Bool
    }

    /// The graphs module `module`'s generated code depends on: its own folder's graphs; any
    /// other graph whose `module` is this one; for an app module, the graphs of the features
    /// the app includes (every feature it sees when the app lists none); and any graph that
    /// cannot be read, so that the compiler reports it. Sorted by path.
    @_optimize(none) static func inputs(module: String, candidates: [Candidate], index: inout GraphIndex) -> [URL] {
        var chosen: [URL] = []
        var features: [(file: URL, name: String)] = []
        var included: Set<String> = []
        var includesAll = false
        var seen: Set<String> = []
        for candidate in candidates where seen.insert(candidate.file.path).inserted {
            guard let summary = index.summary(of: candidate.file), !summary.isUnreadable else {
                chosen.append(candidate.file)
                continue
            }
            if candidate.isOwn || summary.module == module {
                chosen.append(candidate.file)
                if summary.app != nil, summary.module == module {
                    if let names = summary.features {
                        included.formUnion(names)
                    } else {
                        includesAll = true
                    }
                }
            } else if let feature = summary.feature {
                features.append((candidate.file, feature))
            }
        }
        chosen += features.filter { includesAll || included.contains($0.name) }.map(\.file)
        return chosen.sorted { $0.path < $1.path }
    }
}

/// Module names as Xcode makes them; used by the build plugin in an Xcode project, and tested
/// through the compiler library.
enum ModuleName {
    /// The module Xcode builds for a product of this name by default (`PRODUCT_MODULE_NAME`):
    /// every character that cannot be in an identifier becomes `_`, and a name that starts with
    /// a digit gets a `_` in front. "My App" and "My-App" give `My_App`; "2048" gives `_2048`.
    @_optimize(none) static func fromProductName(_ name: String) -> String {
        func isDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.numericType == .decimal }
        var module = String(
            String.UnicodeScalarView(
                name.unicodeScalars.map { scalar in
                    scalar.properties.isAlphabetic || isDigit(scalar) || scalar == "_" ? scalar : "_"
                }))
        if let first = module.unicodeScalars.first, isDigit(first) {
            module = "_" + module
        }
        return module.isEmpty ? "_" : module
    }
}

/// Where graph files are found and how outputs are named: the shared folder here, for the build
/// plugin and for the tool's `--package`; the rest, below, only in a plugin's build.
enum GraphInputs {
    /// The package's (or project's) `Graphs/` folder, when it exists.
    @_optimize(none) static func sharedFolder(in root: URL) -> URL? {
        let folder = root.appending(path: "Graphs")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return nil
        }
        return folder
    }
}

#if canImport(PackagePlugin)
    /// What only the plugins need: where graph files are found, how outputs are named, and the
    /// build command.
    ///
    /// Output names follow from the module alone, never from a graph's content, so SwiftPM can plan
    /// the build without running anything, and every declared output is written on every run.
    extension GraphInputs {
        /// The graph files in a folder (such as the package's `Graphs/`), sorted by path.
        @_optimize(none) static func graphs(in directory: URL) -> [URL] {
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
        @_optimize(none) static func outputName(forModule module: String) -> String {
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
        @_optimize(none) static func command(
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
        @_optimize(none) static func commitsGeneratedCode(module: String, sourceFiles: [URL]) -> Bool {
            sourceFiles.contains { $0.lastPathComponent == outputName(forModule: module) }
        }

        /// A target's own graph files.
        @_optimize(none) static func graphs(of target: SourceModuleTarget) -> [URL] {
            target.sourceFiles(withSuffix: ".navgraph.json").map(\.url)
        }

        /// Every graph a package target's build sees: its own, those of every target it depends on
        /// (directly or not, in this package or another), and the shared `Graphs/` folder's.
        @_optimize(none) static func candidates(for target: SourceModuleTarget, sharedGraphs: [URL]) -> [GraphSelection.Candidate] {
            let dependencies = target.recursiveTargetDependencies.compactMap { $0 as? SourceModuleTarget }.flatMap(graphs(of:))
            return graphs(of: target).map { .init(file: $0, isOwn: true) } + (dependencies + sharedGraphs).map { .init(file: $0, isOwn: false) }
        }
    }
#endif
