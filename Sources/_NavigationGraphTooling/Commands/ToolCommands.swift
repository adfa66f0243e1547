import Foundation
import _NavigationGraphCompiler
import _NavigationGraphRoutes

/// The commands of the `navgraph` executable beyond what a build runs: they show, route, resolve,
/// draw, export, import and start graphs. The build plugin's tool leaves them out, so a clean
/// build of an app does not compile them.
extension Navgraph {
    /// Every command, in the order `navgraph --help` lists them.
    public static let allCommands: [Command] = [
        showCommand, lintCommand, generateCommand, routesCommand, resolveCommand, graphCommand, mapCommand, importGraphsCommand, diffCommand,
        exportCommand, initializeCommand,
    ]

    /// Creates the `navgraph` command line, with every command.
    /// - Parameter usesColor: Colours `error:`, `warning:` and `note:`; off unless standard error
    ///   is a terminal and `NO_COLOR` is unset.
    @_optimize(none) public init(usesColor: Bool = false) {
        self.init(usesColor: usesColor, commands: Self.allCommands)
    }

    static let showCommand = Command(
        name: "show", summary: "Checks the graphs, then shows their routes and what each module gets.",
        help: """
            OVERVIEW: Checks the graphs, then prints every deep-link route and, for each module, the
            Swift types the build generates for it.

            USAGE: navgraph show [PATH ...]

            """,
        run: { try $0.show($1) })

    static let routesCommand = Command(
        name: "routes", summary: "Prints every deep-link route.",
        help: """
            OVERVIEW: Prints every deep-link route: URL pattern, destination, parameters and their types.

            USAGE: navgraph routes [--format table|json|samples] [--check BASELINE] [PATH ...]

            --format samples prints a sample URL of every route under every location and the
            destination it must open: the samples that DeepLinkRoundTrip of NavigationGraphTesting
            checks. With --check, compares the routes with a committed baseline (made by
            --format json) and exits 1 when a deep link breaks or a route is not in the baseline.

            """,
        run: { try $0.routes($1) })

    static let resolveCommand = Command(
        name: "resolve", summary: "Tells which destination a URL opens.",
        help: """
            OVERVIEW: Tells which destination a URL opens, with its parameter values and presentation,
            using the same matching rules as the generated code; when nothing matches, why, and the
            nearest routes.

            USAGE: navgraph resolve URL [PATH ...]

            """,
        run: { try $0.resolve($1) })

    static let graphCommand = Command(
        name: "graph", summary: "Draws the app's graph in Mermaid or DOT.",
        help: """
            OVERVIEW: Draws the app's graph: features as clusters, destinations as nodes with their deep
            links and presentations, redirects as edges labelled with their argument mappings.

            USAGE: navgraph graph [--format mermaid|dot] [PATH ...]

            Mermaid renders in GitHub markdown; DOT in Graphviz (dot -Tsvg).

            """,
        run: { try $0.graph($1) })

    static let mapCommand = Command(
        name: "map", summary: "Writes one HTML page of the whole app, to search and focus.",
        help: """
            OVERVIEW: Writes one self-contained HTML page of the whole app: features by module and tab,
            destinations with their parameters, presentations, guards, look-ups and deep links, the
            redirects between features, and where each is declared. Search it by any name or
            pattern, paste a URL to see what it opens, and focus on a feature or a destination to
            see what reaches it and what it reaches. Nothing is fetched: open it anywhere.

            USAGE: navgraph map [--output FILE] [PATH ...]

            Writes FILE (navgraph-map.html by default); the same graphs give the same bytes.

            """,
        run: { try $0.map($1) })

    static let importGraphsCommand = Command(
        name: "import", summary: "Writes feature graphs from hand-written navigation enums.",
        help: """
            OVERVIEW: Writes a feature graph for each {Feature}IncomingNavigation enum (and its
            {Feature}OutgoingNavigation) of the modules whose symbol graphs are given: every case with
            its labels, types, defaults and doc comment; the module's String enums as the graph's
            enums; other types passed through, with their modules in "imports". Then lists what a
            symbol graph cannot tell: deep links, presentations, redirects, the app graph.

            USAGE: navgraph import [--output DIR] SYMBOL_GRAPH ...

            SYMBOL_GRAPH is a MODULE.symbols.json file or a folder of them, from
            'swift package dump-symbol-graph' or 'swift-symbolgraph-extract'. DIR defaults to Graphs;
            a graph that exists already is not overwritten.

            """,
        run: { try $0.importGraphs($1) })

    static let diffCommand = Command(
        name: "diff", summary: "Reports deep links that break between two versions of the graphs.",
        help: """
            OVERVIEW: Deep links are public API. Compares two versions of the graphs and reports, as
            errors, every deep link that used to resolve and no longer does, now opens something
            else, or now needs a value it did not; the new routes are listed as notes.

            USAGE: navgraph diff OLD NEW

            OLD and NEW are graph files or folders. Exits 1 when a deep link breaks.

            """,
        run: { try $0.diff($1) })

    static let exportCommand = Command(
        name: "export", summary: "Writes URL types, associated domains and apple-app-site-association.",
        help: """
            OVERVIEW: Writes the app's platform configuration from its graphs: CFBundleURLTypes.plist for
            the custom schemes, AssociatedDomains.entitlements for the universal-link hosts, and
            HOST/apple-app-site-association listing exactly the graph's universal-link paths.

            USAGE: navgraph export --output DIR --app-id TEAMID.BUNDLEID [PATH ...]

            """,
        run: { try $0.export($1) })

    static let initializeCommand = Command(
        name: "init", summary: "Writes a starter feature graph.",
        help: """
            OVERVIEW: Writes a starter graph for a feature, Graphs/FEATURE.navgraph.json by default.

            USAGE: navgraph init FEATURE --module MODULE [--output DIR]

            """,
        run: { try $0.initialize($1) })

    // MARK: - Commands

    @_optimize(none) private mutating func show(_ arguments: [String]) throws -> Int32 {
        guard let checked = try lintedGraphs(Options(arguments, valued: []).paths) else {
            return 1
        }
        standardOutput += "\nDeep-link routes:\n\n"
        standardOutput +=
            RouteFormatter.table(checked.routes)
            .split(separator: "\n").map { "  " + $0 }.joined(separator: "\n") + "\n"
        standardOutput += "\nGenerated for each module:\n\n"
        for feature in checked.graphs.features.sorted(by: { $0.module.value < $1.module.value }) {
            let generator = FeatureGenerator(feature: feature)
            @_optimize(none) func cases(_ destinations: [Destination], _ type: String, incoming: Bool) -> String {
                var text = Self.count(destinations.count, "case")
                // What may not be saved, but for what the graph marks "restorable": false.
                let unsaved = incoming ? destinations.filter { ParameterCheck.unsavableParameter(of: $0, in: type) != nil }.map(\.name.value) : []
                if !unsaved.isEmpty {
                    text += "; may not be saved: \(unsaved.joined(separator: ", "))"
                }
                return text
            }
            var types = ["\(generator.incomingType) (\(cases(feature.incoming, generator.incomingType, incoming: true)))"]
            if !feature.outgoing.isEmpty {
                types.append("\(generator.outgoingType) (\(cases(feature.outgoing, generator.outgoingType, incoming: false)))")
            }
            if generator.hasDeepLinks { types.append(generator.handlerType) }
            standardOutput += "  \(feature.module.value): \(types.joined(separator: ", "))\n"
        }
        for app in checked.apps.sorted(by: { $0.graph.module.value < $1.graph.module.value }) {
            let tabs = app.tabs.map { $0.spec.name.value + ($0.spec.isAction ? " (action)" : "") }
            standardOutput +=
                "  \(app.graph.module.value): AppNavigationRedirect (\(app.redirects.count) redirects), AppDeepLinkRouter, AppNavigationResolver (\(app.features.count) features), AppNavigationRestoration"
                + (tabs.isEmpty ? "" : ", AppTab (\(tabs.joined(separator: ", ")))") + "\n"
        }
        return 0
    }

    @_optimize(none) private mutating func diff(_ arguments: [String]) throws -> Int32 {
        let options = try Options(arguments, valued: [])
        guard options.explicitPaths.count == 2 else {
            throw UsageError(message: "diff takes two paths, OLD and NEW")
        }
        guard let old = try checkedGraphs([options.explicitPaths[0]]), let new = try checkedGraphs([options.explicitPaths[1]]) else {
            return 1
        }
        return reportDifference(RouteDiff(old: RouteDiff.records(old.routes), new: RouteDiff.records(new.routes)), unexpectedAdditions: nil)
    }

    /// Prints a route difference; breaking changes are errors, and so are routes missing from a
    /// committed baseline.
    @_optimize(none) private mutating func reportDifference(_ difference: RouteDiff, unexpectedAdditions baseline: String?) -> Int32 {
        report(difference.breaking.sorted())
        for record in difference.added {
            if let baseline {
                standardError +=
                    "\(baseline):1:1: error: route '\(record.url)' (\(record.destination)) is not in the baseline; if it is meant, update it with navgraph routes --format json\n"
            } else {
                standardOutput += "added: \(record.url) -> \(record.destination)\n"
            }
        }
        let failed = !difference.breaking.isEmpty || (baseline != nil && !difference.added.isEmpty)
        if !failed {
            standardOutput += "no deep link breaks\n"
        }
        return failed ? 1 : 0
    }

    @_optimize(none) private mutating func routes(_ arguments: [String]) throws -> Int32 {
        let options = try Options(arguments, valued: ["--format", "--check"])
        let format = options.values["--format"] ?? "table"
        guard ["table", "json", "samples"].contains(format) else {
            throw UsageError(message: "unknown format '\(format)'; use 'table', 'json' or 'samples'")
        }
        guard let checked = try checkedGraphs(options.paths) else {
            return 1
        }
        if let baseline = options.values["--check"] {
            guard let data = FileManager.default.contents(atPath: baseline) else {
                throw GraphFiles.Missing(path: baseline)
            }
            let difference = RouteDiff(old: try RouteDiff.records(baseline: data, file: baseline), new: RouteDiff.records(checked.routes))
            return reportDifference(difference, unexpectedAdditions: baseline)
        }
        if format == "samples" {
            let features = checked.graphs.features.sorted { $0.name.value < $1.name.value }
            let samples = features.flatMap { DeepLinkSamples(feature: $0).samples }
            let width = samples.map(\.url.count).max() ?? 0
            for sample in samples {
                standardOutput += sample.url.padding(toLength: width, withPad: " ", startingAt: 0) + "  ->  " + sample.display + "\n"
            }
            return 0
        }
        if format == "json" {
            standardOutput += RouteFormatter.json(
                RouteFormatter.rows(checked.routes), exclusions: RouteDiff.exclusionRecords(checked.routes).map(\.url))
        } else {
            standardOutput += RouteFormatter.table(checked.routes)
        }
        return 0
    }

    @_optimize(none) private mutating func resolve(_ arguments: [String]) throws -> Int32 {
        var options = try Options(arguments, valued: [])
        guard !options.explicitPaths.isEmpty else { throw UsageError(message: "missing URL") }
        let url = options.explicitPaths.removeFirst()
        guard let checked = try checkedGraphs(options.paths) else {
            return 1
        }
        let table = checked.routes
        let router = table.makeRouter()
        if let exclusion = router.exclusion(refusing: url) {
            standardOutput += "\(url)\n  opens nothing: the exclusion '\(exclusion)' of its location refuses it\n"
            return 1
        }
        switch router.resolution(of: url) {
        case .matched(let index, _, let values):
            let entry = table.entries[index]
            // The pattern as written, then the shared query keys its location adds to it.
            let shared = entry.spec.text.dropFirst(entry.spec.written.count).dropFirst()
            standardOutput +=
                "\(url)\n  opens \(entry.feature).\(entry.destination) (\(entry.presentation))\n  pattern \(entry.spec.written)"
                + (shared.isEmpty ? "" : ", with the location's shared \(shared)") + "\n"
            for parameter in entry.parameters {
                standardOutput += "  \(parameter.name.value): \(parameter.type.value) = \(Self.resolvedValue(parameter, values))\n"
            }
            return 0
        case .unmatched(let failure):
            // The route whose path the URL fits, but not its values, is the one meant: named,
            // with its pattern as the graph writes it.
            var fitting: Int?
            if case .mismatch(let route, let mismatch) = failure {
                fitting = route
                let entry = table.entries[route]
                standardOutput +=
                    "\(url)\n  opens nothing: the path fits \(entry.feature).\(entry.destination) ('\(entry.spec.written)'), but \(mismatch)\n"
            } else {
                standardOutput += "\(url)\n  opens nothing: \(failure)\n"
            }
            let nearest = RouteFormatter.nearest(to: url, in: table, first: fitting)
            if !nearest.isEmpty {
                standardOutput += "  nearest routes:\n"
                for route in nearest {
                    standardOutput += "    \(route.url)  ->  \(route.entry.feature).\(route.entry.destination)\n"
                }
            }
            return 1
        }
    }

    /// What `resolve` prints for a parameter: the matched text quoted (a catch-all's decoded rest
    /// of the path; an array's elements in brackets), else the default marked `(default)`, else
    /// `nil` for an absent optional or `[]` for an absent array.
    @_optimize(none) static func resolvedValue(_ parameter: Parameter, _ values: [(name: String, text: String)]) -> String {
        let type = parameter.type.value
        let texts = values.filter { $0.name == parameter.name.value }.map { TextEscaping.swiftLiteral($0.text) }
        if type.isArray, !texts.isEmpty {
            return "[" + texts.joined(separator: ", ") + "]"
        }
        if let text = texts.first {
            return text
        }
        if let value = parameter.defaultValue, value.value != .null {
            return "\(value.value.displayText) (default)"
        }
        return type.isArray && !type.isOptional ? "[]" : "nil"
    }

    @_optimize(none) private mutating func graph(_ arguments: [String]) throws -> Int32 {
        let options = try Options(arguments, valued: ["--format"])
        let name = options.values["--format"] ?? "mermaid"
        guard let format = GraphPicture.Format(rawValue: name) else {
            throw UsageError(message: "unknown format '\(name)'; use 'mermaid' or 'dot'")
        }
        guard let checked = try checkedGraphs(options.paths) else {
            return 1
        }
        standardOutput += GraphPicture(graphs: checked.graphs, apps: checked.apps, parents: checked.parents).render(format)
        return 0
    }

    @_optimize(none) private mutating func map(_ arguments: [String]) throws -> Int32 {
        let options = try Options(arguments, valued: ["--output"])
        let output = options.values["--output"] ?? "navgraph-map.html"
        guard let checked = try checkedGraphs(options.paths) else {
            return 1
        }
        let page = AppMap(checked: checked).html
        let folder = (output as NSString).deletingLastPathComponent
        let written = try OutputWriter.write(
            [GeneratedFile(name: (output as NSString).lastPathComponent, contents: page)], to: folder.isEmpty ? "." : folder)
        standardOutput += "\(written.isEmpty ? "unchanged" : "wrote") \(output) (\(page.utf8.count / 1024) KB)\n"
        return 0
    }

    @_optimize(none) private mutating func importGraphs(_ arguments: [String]) throws -> Int32 {
        let options = try Options(arguments, valued: ["--output"])
        guard !options.explicitPaths.isEmpty else {
            throw UsageError(message: "missing SYMBOL_GRAPH: a MODULE.symbols.json file or a folder of them")
        }
        let folder = options.values["--output"] ?? "Graphs"
        var inputs: [(path: String, data: Data)] = []
        for path in options.explicitPaths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { throw GraphFiles.Missing(path: path) }
            let files =
                isFolder.boolValue
                ? try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(".symbols.json") && !$0.contains("@") }.sorted()
                    .map { path + "/" + $0 }
                : [path]
            for file in files {
                guard let data = FileManager.default.contents(atPath: file) else { throw GraphFiles.Missing(path: file) }
                inputs.append((file, data))
            }
        }
        let imported: SymbolGraphImport
        do {
            imported = try SymbolGraphImport(symbolGraphs: inputs, graphFolder: folder)
        } catch let problem as SymbolGraphImport.Unreadable {
            standardError += "error: \(problem)\n"
            return 1
        }
        guard !imported.graphs.isEmpty else {
            standardError += "error: no {Feature}IncomingNavigation enum in \(inputs.map(\.path).joined(separator: ", "))\n"
            return 1
        }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for graph in imported.graphs {
            let path = folder + "/" + graph.feature + ".navgraph.json"
            if FileManager.default.fileExists(atPath: path) {
                standardOutput += "kept \(path): it exists already\n"
                continue
            }
            try graph.text.write(toFile: path, atomically: true, encoding: .utf8)
            standardOutput += "wrote \(path)\n"
        }
        standardOutput += "\nTo do, which a symbol graph cannot tell:\n" + imported.toDo.map { "- \($0)\n" }.joined()
        return 0
    }

    @_optimize(none) private mutating func export(_ arguments: [String]) throws -> Int32 {
        let options = try Options(arguments, valued: ["--output", "--app-id"])
        guard let output = options.values["--output"] else { throw UsageError(message: "missing --output DIR") }
        guard let appIdentifier = options.values["--app-id"] else {
            throw UsageError(message: "missing --app-id TEAMID.BUNDLEID (the apple-app-site-association appIDs entry)")
        }
        guard let checked = try checkedGraphs(options.paths) else {
            return 1
        }
        let export = PlatformExport(graphs: checked.graphs, apps: checked.apps, appIdentifier: appIdentifier)
        for file in export.files {
            // Hosts are checked by lint; this keeps every file inside the output folder whatever
            // a future check lets through.
            guard !file.path.split(separator: "/", omittingEmptySubsequences: false).contains(where: { $0.isEmpty || $0 == "." || $0 == ".." }) else {
                throw FileProblem("write", output + "/" + file.path, errorNumber: EINVAL)
            }
            let path = output + "/" + file.path
            let folder = (path as NSString).deletingLastPathComponent
            let written = try OutputWriter.write([GeneratedFile(name: (path as NSString).lastPathComponent, contents: file.contents)], to: folder)
            standardOutput += "\(written.isEmpty ? "unchanged" : "wrote") \(path)\n"
        }
        for (what, reason) in export.leftOut {
            standardOutput += "left out \(what): \(reason)\n"
        }
        return 0
    }

    @_optimize(none) private mutating func initialize(_ arguments: [String]) throws -> Int32 {
        var options = try Options(arguments, valued: ["--module", "--output"])
        guard !options.explicitPaths.isEmpty else { throw UsageError(message: "missing FEATURE") }
        let feature = options.explicitPaths.removeFirst()
        guard options.explicitPaths.isEmpty else { throw UsageError(message: "unexpected '\(options.explicitPaths[0])'") }
        guard SwiftNames.isTypeName(feature) else {
            throw UsageError(message: "'\(feature)' is not an UpperCamelCase Swift identifier such as 'Cart'")
        }
        guard let module = options.values["--module"] else { throw UsageError(message: "missing --module MODULE") }
        guard SwiftNames.isIdentifier(module) else { throw UsageError(message: "'\(module)' is not a Swift target name") }
        let folder = options.values["--output"] ?? "Graphs"
        let path = folder + "/" + feature + ".navgraph.json"
        guard !FileManager.default.fileExists(atPath: path) else {
            standardError += "error: \(path) already exists; nothing was written\n"
            return 1
        }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try StarterGraph.text(feature: feature, module: module).write(toFile: path, atomically: true, encoding: .utf8)
        standardOutput += "wrote \(path)\n"
        return 0
    }
}
