import Foundation

/// One graph file's path, as the user gave it, and its bytes.
public struct GraphSource: Sendable {
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}

/// The compiler's stages strung together: read, model, check, generate.
public struct Pipeline: Sendable {
    /// The most graph files one run reads.
    public static let maximumFileCount = 10_000

    /// What checking a set of graphs gives: the model and every diagnostic, sorted.
    public struct Checked: Sendable {
        var graphs: GraphSet
        var apps: [LinkedApp]
        /// Every problem found, in file, line and column order.
        public var diagnostics: [Diagnostic]
        /// Whether any diagnostic is an error.
        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    public init() {}

    /// Reads and checks graph files.
    public func check(_ sources: [GraphSource]) -> Checked {
        var collector = DiagnosticCollector()
        var decoder = GraphDecoder()
        var graphs = GraphSet()
        if sources.count > Self.maximumFileCount, let first = sources.first {
            collector.error(
                "\(sources.count) graph files were given; at most \(Self.maximumFileCount) are read in one run",
                at: SourceLocation(file: first.path, line: 1, column: 1))
        }
        for source in sources.prefix(Self.maximumFileCount).sorted(by: { $0.path < $1.path }) {
            let result = JSONReader.read(source.bytes, file: source.path)
            collector.append(contentsOf: result.diagnostics)
            if let root = result.root {
                decoder.decode(root, file: source.path, into: &graphs)
            }
        }
        collector.append(contentsOf: decoder.diagnostics.diagnostics)
        FeatureNameCheck.run(graphs, into: &collector)
        DestinationNameCheck.run(graphs, into: &collector)
        ParameterCheck.run(graphs, into: &collector)
        DeepLinkCheck.run(graphs, into: &collector)
        RouteConflictCheck.run(graphs, into: &collector)
        let apps = AppGraphCheck.run(graphs, into: &collector)
        return Checked(graphs: graphs, apps: apps, diagnostics: collector.sorted)
    }

    /// What generating a module's code gives: the files (one per graph source), and the
    /// diagnostics that concern the module.
    public struct Generated: Sendable {
        /// One file per graph source, in the order of the sources; empty when errors stop generation.
        public var files: [GeneratedFile]
        /// The diagnostics that concern the module.
        public var diagnostics: [Diagnostic]
        public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Checks graph files and generates the Swift for one module.
    ///
    /// Every source gives one file named after its path; a graph of another module gives a file
    /// with a header only. Diagnostics located in another module's graphs are left to that
    /// module's build, except for an app module, whose code depends on all its features.
    public func generate(_ sources: [GraphSource], module: String) -> Generated {
        let checked = check(sources)
        let ownFiles = Set(
            checked.graphs.features.filter { $0.module.value == module }.map(\.file)
                + checked.graphs.apps.filter { $0.module.value == module }.map(\.file))
        let isAppModule = checked.graphs.apps.contains { $0.module.value == module }
        let relevant = checked.diagnostics.filter { diagnostic in
            isAppModule || ownFiles.contains(diagnostic.location.file) || !checked.graphs.contains(file: diagnostic.location.file)
        }
        var result = Generated(files: [], diagnostics: relevant)
        if isAppModule, !relevant.contains(where: { $0.severity == .error && ownFiles.contains($0.location.file) }),
            checked.hasErrors, let app = checked.graphs.apps.first(where: { $0.module.value == module })
        {
            result.diagnostics.append(Diagnostic(
                .error, "the code of app '\(app.name.value)' is not generated because graphs it includes have errors",
                at: app.location))
        }
        if result.hasErrors {
            return result
        }
        result.files = sources.map { source in
            let graphName = source.path.split(separator: "/").last.map(String.init) ?? source.path
            let name = GeneratedFile.outputName(forGraph: source.path)
            if let feature = checked.graphs.features.first(where: { $0.file == source.path }) {
                guard feature.module.value == module else {
                    return GeneratedFile(name: name, contents: GeneratedFile.empty(graph: graphName, graphModule: feature.module.value, module: module))
                }
                return GeneratedFile(name: name, contents: FeatureGenerator(feature: feature).generate(graphName: graphName))
            }
            if let app = checked.apps.first(where: { $0.graph.file == source.path }) {
                guard app.graph.module.value == module else {
                    return GeneratedFile(name: name, contents: GeneratedFile.empty(graph: graphName, graphModule: app.graph.module.value, module: module))
                }
                return GeneratedFile(name: name, contents: AppGenerator(app: app).generate(graphName: graphName))
            }
            let other = checked.graphs.apps.first(where: { $0.file == source.path })?.module.value ?? "another module"
            return GeneratedFile(name: name, contents: GeneratedFile.empty(graph: graphName, graphModule: other, module: module))
        }
        return result
    }
}

extension GraphSet {
    func contains(file: String) -> Bool {
        features.contains { $0.file == file } || apps.contains { $0.file == file }
    }
}
