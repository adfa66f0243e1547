import Foundation
import Testing

@testable import _NavigationGraphCompiler

/// Graphs that lint clean and generated code that warned (issue 66), each compiled debug and
/// release, with the settings of a new app's target (`InternalImportsByDefault`, the main actor
/// by default and the rest of ``SwiftCompiler/upcomingFeatures``) and in Swift 5 mode, with
/// warnings as errors.
@Suite(.enabled(if: SwiftCompiler.current != nil, "needs swiftc and the NavigationGraph module of this build"))
struct LintCleanWarningTests {
    static let cases: [(name: String, graphs: [String])] = [
        (
            "every case passes a type through",
            [
                #"{ "feature": "Box", "module": "Edge", "incoming": [ { "name": "grid", "parameters": [ { "name": "cells", "type": "[[Int]]" } ] }, { "name": "list", "parameters": [ { "name": "values", "type": "[Int?]" } ] } ] }"#
            ]
        ),
        (
            "types passed through only with imports",
            [
                #"{ "feature": "Box", "module": "Edge", "imports": ["Foundation"], "incoming": [ { "name": "at", "parameters": [ { "name": "date", "type": "Foundation.Date" } ] } ] }"#
            ]
        ),
        (
            "deep links and no app graph",
            [
                #"{ "feature": "Box", "module": "Edge", "deepLink": { "scheme": "box", "host": "box" }, "incoming": [ { "name": "item", "parameters": [ { "name": "id", "type": "Int" } ], "deepLink": "/items/{id}" } ] }"#
            ]
        ),
        (
            "deep links, imports and no app graph",
            [
                #"{ "feature": "Box", "module": "Edge", "imports": ["Foundation"], "deepLink": { "scheme": "box", "host": "box" }, "incoming": [ { "name": "item", "parameters": [ { "name": "id", "type": "Int" } ], "deepLink": "/items/{id}" }, { "name": "at", "parameters": [ { "name": "date", "type": "Foundation.Date" } ] } ] }"#
            ]
        ),
    ]

    /// `Never` has no values: lint refuses it, where a destination carrying it compiled to cases
    /// whose code Swift says never runs.
    @Test(arguments: ["Never", "Swift.Never"])
    func neverIsRefused(spelling: String) {
        let graph =
            #"{ "feature": "Box", "module": "Edge", "incoming": [ { "name": "home" }, { "name": "never", "parameters": [ { "name": "value", "type": "TYPE" } ] } ] }"#
        let checked = Pipeline().check([GraphSource(path: "Box.navgraph.json", text: graph.replacingOccurrences(of: "TYPE", with: spelling))])
        #expect(checked.diagnostics.map(\.description).contains { $0.contains("error: '\(spelling)' has no values") }, "\(checked.diagnostics)")
    }

    @Test(arguments: cases.indices)
    func compilesWithoutAWarning(_ index: Int) throws {
        let (name, graphs) = Self.cases[index]
        let compiler = try #require(SwiftCompiler.current)
        let sources = graphs.enumerated().map { GraphSource(path: "G\($0.offset).navgraph.json", text: $0.element) }
        #expect(!Pipeline().check(sources).hasErrors, "\(name): \(Pipeline().check(sources).diagnostics)")
        let file = try #require(Pipeline().generate(sources, module: "Edge").file, "\(name)")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-warning-\(UUID().uuidString).swift")
        try file.contents.write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        for (mode, release, arguments) in [
            ("debug", false, [String]()), ("release", true, []),
            ("upcoming features", false, SwiftCompiler.upcomingFeatures), ("Swift 5", false, SwiftCompiler.swift5),
        ] {
            let result = compiler.compile(url, module: "Edge", release: release, arguments: arguments)
            #expect(result.status == 0, "\(name), \(mode):\n\(result.output.prefix(3000))")
        }
    }
}
