import Foundation

/// One graph file's path, as the user gave it, and its bytes.
public struct GraphSource: Sendable {
    public var path: String
    public var bytes: [UInt8]

    @_optimize(none) public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    @_optimize(none) public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}

/// The compiler's stages strung together: read, model, check, generate.
public struct Pipeline: Sendable {
    /// The most graph files one run reads.
    public static let maximumFileCount = 10_000

    /// What checking a set of graphs gives: the model and every diagnostic, sorted.
    public struct Checked: Sendable {
        package var graphs: GraphSet
        package var apps: [LinkedApp]
        /// Every deep-link route, built once by the conflict check.
        package var routes: RouteTable
        /// Every valid parent, by child.
        package var parents: [DestinationReference: LinkedParent]
        /// Every problem found, in file, line and column order.
        public var diagnostics: [Diagnostic]
        /// Whether any diagnostic is an error.
        @_optimize(none) public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    @_optimize(none) public init() {}

    /// Reads graph files as JSON only, without the model or the checks (the first stage alone,
    /// for measuring it).
    /// - Returns: The syntax problems found.
    @_optimize(none) public func read(_ sources: [GraphSource]) -> [Diagnostic] {
        Self.readAndDecode(sources, decode: false).flatMap(\.diagnostics)
    }

    /// Reads and checks graph files.
    @_optimize(none) public func check(_ sources: [GraphSource]) -> Checked {
        check(sources, whenDecoded: { _ in })
    }

    /// Reads and checks graph files, handing the graphs to `whenDecoded` before they are checked,
    /// so that work that needs them alone can begin on another core.
    @_optimize(none) func check(_ sources: [GraphSource], whenDecoded: (GraphSet) -> Void) -> Checked {
        var collector = DiagnosticCollector()
        var graphs = GraphSet()
        if sources.count > Self.maximumFileCount, let first = sources.first {
            collector.error(
                "\(sources.count) graph files were given; at most \(Self.maximumFileCount) are read in one run",
                at: SourceLocation(file: first.path, line: 1, column: 1))
        }
        let files = sources.prefix(Self.maximumFileCount).sorted { $0.path < $1.path }
        for file in Self.readAndDecode(files) {
            collector.append(contentsOf: file.diagnostics)
            if file.isUnreadable {
                graphs.addUnreadable(feature: file.unreadableFeature)
            }
            graphs.add(contentsOf: file.graphs)
        }
        whenDecoded(graphs)
        var context = CheckContext(graphs: graphs, diagnostics: collector)
        Self.runFeatureChecks(&context)
        for step in Self.appChecks where step.applies(context.graphs) {
            step.run(&context)
        }
        return Checked(
            graphs: context.graphs, apps: context.apps, routes: context.routes ?? RouteTable(context.graphs),
            parents: context.parents, diagnostics: context.diagnostics.sorted)
    }

    /// What the checks share: the graphs, what earlier checks worked out for later ones, and
    /// every diagnostic.
    struct CheckContext {
        var graphs: GraphSet
        var diagnostics: DiagnosticCollector
        /// Every deep-link route, from the route check.
        var routes: RouteTable?
        /// Every valid parent, by child, from the parent check.
        var parents: [DestinationReference: LinkedParent] = [:]
        /// The app graphs with their features and redirects, from the app check.
        var apps: [LinkedApp] = []
    }

    /// One check of the pipeline, and when it applies.
    struct CheckStep: Sendable {
        var name: String
        /// Whether the graphs use what the check is about; a check that does not apply would find
        /// nothing, so large apps that do not use a key pay nothing for its check.
        var applies: @Sendable (GraphSet) -> Bool
        var run: @Sendable (inout CheckContext) -> Void

        @_optimize(none) init(
            _ name: String, when applies: @escaping @Sendable (GraphSet) -> Bool = { _ in true },
            _ run: @escaping @Sendable (inout CheckContext) -> Void
        ) {
            self.name = name
            self.applies = applies
            self.run = run
        }

        /// Whether any feature graph uses one of these keys.
        @_optimize(none) static func uses(_ keys: GraphExtensions) -> @Sendable (GraphSet) -> Bool {
            { !$0.extensions.isDisjoint(with: keys) }
        }
    }

    /// Every check, in the order it runs: each feature on its own first (names, enums,
    /// parameters, deep links), then what spans features (routes, parents, guards, results,
    /// restoration history), then the app graphs, which link the features, and what spans them.
    @_optimize(none) static var checks: [CheckStep] { featureChecks + appChecks }

    /// The checks that read the feature graphs alone and write nothing later checks of the group
    /// read: they run at the same time, each with its own diagnostics, which are then taken in
    /// this order, so the output does not depend on scheduling.
    static let featureChecks: [CheckStep] = [
        CheckStep("feature names") { FeatureNameCheck.run($0.graphs, into: &$0.diagnostics) },
        CheckStep("destination names") { DestinationNameCheck.run($0.graphs, into: &$0.diagnostics) },
        CheckStep("enums") { EnumCheck.run($0.graphs, into: &$0.diagnostics) },
        CheckStep("parameters") { ParameterCheck.run($0.graphs, into: &$0.diagnostics) },
        CheckStep(
            "imports", when: { graphs in graphs.features.contains { !$0.imports.isEmpty } || graphs.apps.contains { !$0.imports.isEmpty } },
            { ImportCheck.run($0.graphs, into: &$0.diagnostics) }),
        CheckStep("deep links") { DeepLinkCheck.run($0.graphs, into: &$0.diagnostics) },
        CheckStep("route conflicts") { $0.routes = RouteConflictCheck.run($0.graphs, into: &$0.diagnostics) },
        CheckStep("parents", when: CheckStep.uses(.parents)) { $0.parents = ParentCheck.run($0.graphs, into: &$0.diagnostics) },
        CheckStep("guards", when: CheckStep.uses(.guards)) { GuardCheck.run($0.graphs, into: &$0.diagnostics) },
        CheckStep("results", when: CheckStep.uses(.results)) { ResultCheck.run($0.graphs, into: &$0.diagnostics) },
        CheckStep("restoration history", when: CheckStep.uses(.restoration)) {
            RestorationCheck.run($0.graphs, into: &$0.diagnostics)
        },
    ]

    /// The checks of the app graphs, which link the features, and of what spans them: in order,
    /// after the feature checks.
    static let appChecks: [CheckStep] = [
        CheckStep("app graphs") { $0.apps = AppGraphCheck.run($0.graphs, into: &$0.diagnostics) },
        CheckStep("parents across the app") { AppParentCheck.run($0.apps, parents: $0.parents, into: &$0.diagnostics) },
        CheckStep(
            "conditions", when: { $0.extensions.contains(.guards) || $0.apps.contains { !$0.conditions.isEmpty } },
            { GuardCheck.run(&$0.apps, $0.graphs, into: &$0.diagnostics) }),
        CheckStep("results across the app", when: CheckStep.uses(.results)) { ResultCheck.run($0.apps, into: &$0.diagnostics) },
        CheckStep(
            "tabs", when: { $0.apps.contains { !$0.tabs.isEmpty || $0.tabStyle != nil } },
            { TabCheck.run(&$0.apps, $0.graphs, into: &$0.diagnostics) }),
    ]

    /// One file's model and problems.
    private struct DecodedFile: Sendable {
        var graphs = GraphSet()
        var diagnostics: [Diagnostic] = []
        /// Whether the file is not JSON; then, the feature its text names, if it names one.
        var isUnreadable = false
        var unreadableFeature: String?
    }

    /// Reads and decodes each file on its own, on every core, and returns the results in the
    /// files' order, so the output does not depend on scheduling.
    @_optimize(none) private static func readAndDecode(_ files: [GraphSource], decode: Bool = true) -> [DecodedFile] {
        concurrentMap(count: files.count) { index in
            let source = files[index]
            var file = DecodedFile()
            let result = JSONReader.read(source.bytes, file: source.path)
            file.diagnostics = result.diagnostics
            if result.root == nil {
                file.isUnreadable = true
                file.unreadableFeature = JSONReader.firstStringValue(forKey: "feature", in: source.bytes)
            }
            if decode, let root = result.root {
                var decoder = GraphDecoder()
                decoder.decode(root, file: source.path, into: &file.graphs)
                file.diagnostics += decoder.diagnostics.diagnostics
            }
            return file
        }
    }

    /// Runs the feature checks that apply, at the same time, and takes what each found and
    /// worked out in the checks' order.
    @_optimize(none) private static func runFeatureChecks(_ context: inout CheckContext) {
        let graphs = context.graphs
        let steps = featureChecks.filter { $0.applies(graphs) }
        let parts = context.diagnostics.parts(steps.count)
        let done = concurrentMap(count: steps.count) { index in
            var own = CheckContext(graphs: graphs, diagnostics: parts[index])
            steps[index].run(&own)
            return own
        }
        context.diagnostics.merge(done.map(\.diagnostics))
        for part in done {
            if let routes = part.routes { context.routes = routes }
            if !part.parents.isEmpty { context.parents = part.parents }
        }
    }

    /// What generating a module's code gives: its one file, and the diagnostics that concern it.
    public struct Generated: Sendable {
        /// The module's file, `<Module>.navgraph.swift`; `nil` when errors stop generation.
        public var file: GeneratedFile?
        /// The diagnostics that concern the module.
        public var diagnostics: [Diagnostic]
        @_optimize(none) public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    }

    /// Checks graph files and generates the Swift for one module, in one file whose name
    /// follows from the module alone, so that adding or removing a graph never changes which
    /// files a build declares.
    ///
    /// The file holds the code of every feature graph and the app graph whose `module` is this
    /// one, in feature-name order; a module with none gets a header-only file. Diagnostics located
    /// in another module's graphs are left to that module's build, except for an app module,
    /// whose code depends on all its features.
    @_optimize(none) public func generate(_ sources: [GraphSource], module: String) -> Generated {
        let checked = check(sources)
        let features = checked.graphs.features.filter { $0.module.value == module }.sorted { $0.name.value < $1.name.value }
        let app = checked.apps.first { $0.graph.module.value == module }
        let ownFiles = Set(features.map(\.file) + checked.graphs.apps.filter { $0.module.value == module }.map(\.file))
        let isAppModule = checked.graphs.apps.contains { $0.module.value == module }
        var result = Generated(
            file: nil,
            diagnostics: checked.diagnostics.filter { diagnostic in
                isAppModule || ownFiles.contains(diagnostic.location.file)
                    || !checked.graphs.contains(file: diagnostic.location.file)
            })
        if isAppModule, checked.hasErrors, !result.hasErrors,
            let graph = checked.graphs.apps.first(where: { $0.module.value == module })
        {
            result.diagnostics.append(
                Diagnostic(
                    .error, "the code of app '\(graph.name.value)' is not generated because graphs it includes have errors",
                    at: graph.location))
        }
        if result.hasErrors {
            return result
        }
        let graphNames = (features.map(\.file) + [app?.graph.file].compactMap { $0 }).map(GeneratedFile.fileName)
        var writer = SwiftWriter()
        for line in GeneratedFile.header(graphs: graphNames, module: module) { writer.line(line) }
        writer.line()
        if features.isEmpty && app == nil {
            writer.line("// Nothing to generate: no graph names module \(module).")
        } else {
            let sections =
                features.map { FeatureGenerator(feature: $0, parents: checked.parents).generate() }
                + [app.map { AppGenerator(app: $0).generate() }].compactMap { $0 }
            for line in GeneratedFile.imports(for: features, app: app, module: module) { writer.line(line) }
            writer.line()
            for line in GeneratedFile.versionCheck { writer.line(line) }
            for section in sections {
                writer.line()
                writer.append(section)
            }
        }
        result.file = GeneratedFile(name: GeneratedFile.outputName(forModule: module), contents: writer.text)
        // A large app's graphs take tens of milliseconds to free, which the build need not wait
        // for.
        releaseInBackground((consume checked, consume features, consume app))
        return result
    }
}

extension GraphSet {
    @_optimize(none) func contains(file: String) -> Bool {
        features.contains { $0.file == file } || apps.contains { $0.file == file }
    }
}
