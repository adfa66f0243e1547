import Foundation
import Testing

@testable import _NavigationGraphCompiler

/// "Lint clean ⇒ compiles": every hazard app that lints clean generates Swift that compiles,
/// debug and release, without a warning; every other one is refused with an error, never a
/// crash. `NAVGRAPH_HAZARD_APPS=2000 swift test --filter LintCleanCompiles` (or
/// `Scripts/lint-clean-compiles.sh`) runs a long batch; the suite's own batch is small enough
/// for every `swift test`.
@Suite(.enabled(if: SwiftCompiler.current != nil, "needs swiftc and the NavigationGraph module of this build"))
struct LintCleanCompilesTests {
    static let appCount = ProcessInfo.processInfo.environment["NAVGRAPH_HAZARD_APPS"].flatMap(Int.init) ?? 48
    static let firstSeed = ProcessInfo.processInfo.environment["NAVGRAPH_HAZARD_SEED"].flatMap(UInt64.init) ?? 1

    /// One app that linted clean, its generated file and what compiling it gave.
    struct Compiled: Sendable {
        var seed: UInt64
        var graphs: [String: String]
        var debug: SwiftCompiler.Result
        var release: SwiftCompiler.Result
        /// Debug, with the settings of a new app's target (``SwiftCompiler/upcomingFeatures``).
        var upcomingFeatures: SwiftCompiler.Result
        /// Debug, in Swift 5 mode.
        var swift5: SwiftCompiler.Result
    }

    @Test func everyLintCleanHazardAppCompilesWithoutAWarning() throws {
        let compiler = try #require(SwiftCompiler.current)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-hazards-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        var clean: [(seed: UInt64, graphs: [String: String], module: String, file: URL)] = []
        var refused = 0
        for seed in Self.firstSeed..<(Self.firstSeed + UInt64(Self.appCount)) {
            var hazards = HazardGraphs(seed: seed)
            let app = hazards.next()
            let sources = app.files.sorted { $0.key < $1.key }.map { GraphSource(path: $0.key, text: $0.value) }
            let generated = Pipeline().generate(sources, module: app.module)
            guard let file = generated.file, !generated.hasErrors else {
                #expect(generated.hasErrors, "seed \(seed): no file and no error")
                refused += 1
                continue
            }
            #expect(!Pipeline().check(sources).hasErrors, "seed \(seed): generated although lint finds errors")
            let url = folder.appendingPathComponent("Hazard\(seed).swift")
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
            clean.append((seed, app.files, app.module, url))
        }
        // Both kinds in every batch, so the test can neither pass by refusing everything nor by
        // generating nothing hazardous. Each kind of hazard the grammar gains refuses a few more
        // apps: 16% to 19% lint clean in long batches (322 of 2,000 from seed 13,000), so an
        // eighth of them, at least.
        #expect(clean.count >= Self.appCount / 8, "only \(clean.count) of \(Self.appCount) hazard apps linted clean")
        #expect(refused >= Self.appCount / 5, "only \(refused) of \(Self.appCount) hazard apps were refused")

        let apps = clean
        let results = concurrentMap(count: apps.count) { index in
            let app = apps[index]
            return Compiled(
                seed: app.seed, graphs: app.graphs,
                debug: compiler.compile(app.file, module: app.module, release: false),
                release: compiler.compile(app.file, module: app.module, release: true),
                upcomingFeatures: compiler.compile(app.file, module: app.module, release: false, arguments: SwiftCompiler.upcomingFeatures),
                swift5: compiler.compile(app.file, module: app.module, release: false, arguments: SwiftCompiler.swift5))
        }
        for compiled in results {
            for (mode, result) in [
                ("debug", compiled.debug), ("release", compiled.release), ("upcoming features", compiled.upcomingFeatures),
                ("Swift 5", compiled.swift5),
            ]
            where result.status != 0 {
                let graphs = compiled.graphs.sorted { $0.key < $1.key }.map { "\($0.key):\n\($0.value)" }.joined(separator: "\n")
                Issue.record("seed \(compiled.seed) lints clean but its \(mode) build fails:\n\(result.output.prefix(3000))\n\(graphs)")
            }
        }
        print("lint-clean-compiles: \(Self.appCount) hazard apps, \(clean.count) lint clean and compiled debug and release, \(refused) refused")
    }

    /// An edge the grammar does not reach: a feature without destinations, whose enum has no
    /// case. A body that reads a value of such an enum would never run, and Swift says so.
    @Test func aFeatureWithoutDestinationsCompilesWithoutAWarning() throws {
        let compiler = try #require(SwiftCompiler.current)
        let sources = [GraphSource(path: "Empty.navgraph.json", text: #"{ "feature": "Empty", "module": "Edge", "incoming": [] }"#)]
        let generated = Pipeline().generate(sources, module: "Edge")
        let file = try #require(generated.file)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-empty-\(UUID().uuidString).swift")
        try file.contents.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        for release in [false, true] {
            let result = compiler.compile(url, module: "Edge", release: release)
            #expect(result.status == 0, "\(release ? "release" : "debug"):\n\(result.output.prefix(3000))")
        }
    }

    /// A shared component with no incoming destinations (it only navigates out) asks nothing of
    /// the app's resolver: a requirement for it could only have a body that never runs, which
    /// Swift warns about in the app's own code.
    @Test func aFeatureWithoutIncomingDestinationsAsksTheResolverForNothing() throws {
        let compiler = try #require(SwiftCompiler.current)
        let sources = [
            GraphSource(path: "Shop.navgraph.json", text: #"{ "feature": "Shop", "module": "Edge", "incoming": [ { "name": "home" } ] }"#),
            GraphSource(
                path: "Share.navgraph.json", text: #"{ "feature": "Share", "module": "Edge", "incoming": [], "outgoing": [ { "name": "home" } ] }"#),
            GraphSource(
                path: "App.navgraph.json",
                text: #"{ "app": "Edge", "module": "Edge", "redirects": [ { "from": "Share.home", "to": "Shop.home" } ] }"#),
        ]
        let generated = Pipeline().generate(sources, module: "Edge")
        let file = try #require(generated.file)
        #expect(!file.contents.contains("resolve(share destination:"))
        // The app's resolver, as a user writes it: one method per feature with screens.
        let app = """

            struct Screens: AppNavigationResolver {
                typealias Content = Swift.String
                func resolve(shop destination: ShopIncomingNavigation, navigator: any NavigationGraph.NavigatorContract) -> Swift.String { "shop" }
                func resolve(_ destination: NavigationGraph.UnknownNavigation, navigator: any NavigationGraph.NavigatorContract) -> Swift.String { "?" }
            }
            """
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-share-\(UUID().uuidString).swift")
        try (file.contents + app).write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let result = compiler.compile(url, module: "Edge", release: false)
        #expect(result.status == 0, "\(result.output.prefix(3000))")
    }

    /// `"imports"` bring a models module's types to the cases that pass them through, in Swift 6
    /// mode with and without `InternalImportsByDefault`, without a warning; without the import
    /// the type is not found.
    @Test func importsBringPassedThroughTypesInBothImportModes() throws {
        let compiler = try #require(SwiftCompiler.current)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-imports-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let models = folder.appendingPathComponent("Models.swift")
        try "public struct Status: Hashable, Sendable { public init() {} }\npublic struct Account: Hashable, Sendable {}\n"
            .write(to: models, atomically: true, encoding: .utf8)
        let emitted = compiler.emitModule(models, module: "Models", into: folder)
        #expect(emitted.status == 0, "\(emitted.output)")
        func generate(imports: String) throws -> URL {
            let graph =
                #"{ "feature": "Social", "module": "Social", \#(imports.isEmpty ? "" : #""imports": [\#(imports)], "#)"incoming": [ { "name": "detail", "parameters": [ { "name": "status", "type": "Status" } ], "result": "Account" }, { "name": "home", "parameters": [ { "name": "id", "type": "String" } ] } ] }"#
            let generated = Pipeline().generate([GraphSource(path: "Social.navgraph.json", text: graph)], module: "Social")
            let file = try #require(generated.file, "\(generated.diagnostics)")
            let url = folder.appendingPathComponent("Social\(imports.isEmpty ? "" : "Imports").swift")
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
            return url
        }
        let file = try generate(imports: #""Models""#)
        for arguments in [[], ["-enable-upcoming-feature", "InternalImportsByDefault"]] {
            let result = compiler.compile(file, module: "Social", release: false, arguments: ["-I", folder.path] + arguments)
            #expect(result.status == 0, "\(arguments): \(result.output.prefix(3000))")
        }
        let without = compiler.compile(try generate(imports: ""), module: "Social", release: false, arguments: ["-I", folder.path])
        #expect(without.status != 0 && without.output.contains("cannot find type 'Status' in scope"))
    }

    /// A module listed in `imports` by a feature whose passed-through types are all the standard
    /// library's is imported, but not publicly: a `public import` that no public declaration uses
    /// is a warning under `InternalImportsByDefault` (seeds 6432 and 6920 of the hazard apps).
    @Test func anImportNoPublicTypeUsesIsNotPublic() throws {
        let compiler = try #require(SwiftCompiler.current)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-unused-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func compiles(_ type: String) throws -> (status: Int32, output: String, imports: String) {
            let graph =
                #"{ "feature": "Shop", "module": "Shop", "imports": ["Foundation"], "incoming": [ { "name": "browse", "parameters": [ { "name": "ids", "type": \#(type) } ] } ] }"#
            let generated = Pipeline().generate([GraphSource(path: "Shop.navgraph.json", text: graph)], module: "Shop")
            let file = try #require(generated.file, "\(generated.diagnostics)")
            let url = folder.appendingPathComponent("Shop.swift")
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
            let result = compiler.compile(url, module: "Shop", release: false, arguments: ["-enable-upcoming-feature", "InternalImportsByDefault"])
            let imports = file.contents.split(separator: "\n").filter { $0.hasSuffix("import Foundation") }.joined(separator: "; ")
            return (result.status, result.output, imports)
        }
        let standardLibrary = try compiles(#""Set<Int>""#)
        #expect(standardLibrary.status == 0, "\(standardLibrary.output.prefix(3000))")
        #expect(standardLibrary.imports == "internal import Foundation; import Foundation")
        // A Foundation type in a public case needs the import public.
        let foundation = try compiles(#""Set<Foundation.Date>""#)
        #expect(foundation.status == 0, "\(foundation.output.prefix(3000))")
        #expect(foundation.imports == "public import Foundation; import Foundation")
    }

    /// A passed-through type's lines are marked with the graph's path and line, so Swift reports
    /// a missing type there; a path that a plain literal cannot hold is not named, the code
    /// still compiles, and the graph is warned about once.
    @Test func passedThroughTypesAreReportedAtTheGraphsLine() throws {
        let compiler = try #require(SwiftCompiler.current)
        let graph = """
            {
              "feature": "Social", "module": "Social",
              "incoming": [ { "name": "detail", "parameters": [ { "name": "status", "type": "Status" } ] } ]
            }
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-location-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let unnamable = ["So\"cial", "So\\cial", "So\\(x)cial", "So\u{2028}cial", "So\ncial"].map { "Graphs/\($0)/Social.navgraph.json" }
        for path in ["Graphs/Social.navgraph.json"] + unnamable {
            let generated = Pipeline().generate([GraphSource(path: path, text: graph)], module: "Social")
            let file = try #require(generated.file)
            let url = folder.appendingPathComponent("Social.swift")
            try file.contents.write(to: url, atomically: true, encoding: .utf8)
            let result = compiler.compile(url, module: "Social", release: false)
            #expect(result.status != 0)
            let warnings = generated.diagnostics.filter { $0.severity == .warning }
            if unnamable.contains(path) {
                #expect(!file.contents.contains("#sourceLocation"))
                #expect(result.output.contains("Social.swift:"), "the error stays in the generated file")
                // The graph says so, once, at the type Swift would have reported.
                #expect(warnings.count == 1)
                #expect(warnings.first?.location.line == 3)
                #expect(warnings.first?.message.contains("cannot name this graph's path") == true)
            } else {
                #expect(warnings.isEmpty)
                #expect(file.contents.contains(#"#sourceLocation(file: "Graphs/Social.navgraph.json", line: 3)"#))
                #expect(result.output.contains("Graphs/Social.navgraph.json:3:"), "\(result.output.prefix(2000))")
                #expect(!result.output.contains("Social.swift:"), "no error inside the generated file: \(result.output.prefix(2000))")
            }
        }
    }

    /// Every passed-through type is reported at its own line of the graph: a destination's or a
    /// parameter's description is written above the `#sourceLocation`, not under it (issue 66:
    /// errors landed as many lines lower as the doc comment was long), and a second type on a
    /// line of its own is reported there, not at the first one's line.
    @Test func everyPassedThroughTypeIsReportedAtItsOwnLine() throws {
        let compiler = try #require(SwiftCompiler.current)
        let graph = """
            {
              "feature": "Social", "module": "Social",
              "incoming": [
                { "name": "detail",
                  "description": "Line one.\\nLine two.\\nLine three.",
                  "parameters": [
                    { "name": "status", "type": "Status", "description": "The status." },
                    { "name": "id", "type": "Int" },
                    { "name": "account", "type": "Account" }
                  ] }
              ],
              "outgoing": [ { "name": "share", "description": "Shares.\\nTwo lines.",
                "parameters": [ { "name": "post", "type": "Post" } ] } ]
            }
            """
        let lines = graph.split(separator: "\n", omittingEmptySubsequences: false)
        func line(of type: String) -> Int { (lines.firstIndex { $0.contains(#""type": "\#(type)""#) } ?? -1) + 1 }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-lines-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try #require(Pipeline().generate([GraphSource(path: "Graphs/Social.navgraph.json", text: graph)], module: "Social").file)
        let url = folder.appendingPathComponent("Social.swift")
        try file.contents.write(to: url, atomically: true, encoding: .utf8)
        let result = compiler.compile(url, module: "Social", release: false)
        #expect(result.status != 0)
        for type in ["Status", "Account", "Post"] {
            #expect(
                result.output.contains("Graphs/Social.navgraph.json:\(line(of: type)):")
                    && result.output.contains("cannot find type '\(type)' in scope"),
                "\(type) at line \(line(of: type)): \(result.output.prefix(3000))")
        }
        let reported = result.output.split(separator: "\n").filter { $0.contains(": error: cannot find type") }
        for report in reported {
            let type = ["Status", "Account", "Post"].first { report.contains("'\($0)'") } ?? "?"
            #expect(report.contains("Graphs/Social.navgraph.json:\(line(of: type)):"), "\(report)")
        }
        #expect(!result.output.contains("Social.swift:"), "no error inside the generated file: \(result.output.prefix(2000))")
    }

    /// A module the graph lists in `"imports"` that the build does not have is reported at the
    /// graph's line, in both import modes, not in the generated file (issue 66).
    @Test func aMissingImportIsReportedAtTheGraphsLine() throws {
        let compiler = try #require(SwiftCompiler.current)
        let graph = """
            { "feature": "Social", "module": "Social",
              "imports": ["NoSuchModels"],
              "incoming": [ { "name": "detail", "parameters": [ { "name": "status", "type": "Status" } ] } ] }
            """
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try #require(Pipeline().generate([GraphSource(path: "Graphs/Social.navgraph.json", text: graph)], module: "Social").file)
        let url = folder.appendingPathComponent("Social.swift")
        try file.contents.write(to: url, atomically: true, encoding: .utf8)
        for arguments in [[], ["-enable-upcoming-feature", "InternalImportsByDefault"]] {
            let result = compiler.compile(url, module: "Social", release: false, arguments: arguments)
            #expect(result.status != 0)
            #expect(result.output.contains("Graphs/Social.navgraph.json:2:"), "\(arguments): \(result.output.prefix(2000))")
            #expect(result.output.contains("no such module 'NoSuchModels'"), "\(result.output.prefix(2000))")
            #expect(!result.output.contains("Social.swift:"), "no error inside the generated file: \(result.output.prefix(2000))")
        }
    }
}
