import Foundation
import Testing

@testable import _NavigationGraphCompiler

/// Which graphs a module's build reads (the build plugin and `navgraph generate
/// --shared-graphs` share `GraphSelection`): its own, its module's, and for an app the features it
/// includes; never another module's.
struct GraphSelectionTests {
    /// Writes graph files into a new folder and returns their URLs by name.
    private func write(_ files: [String: String]) throws -> (folder: URL, files: [String: URL]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var urls: [String: URL] = [:]
        for (name, json) in files {
            let url = folder.appendingPathComponent(name)
            try json.write(to: url, atomically: true, encoding: .utf8)
            urls[name] = url
        }
        return (folder, urls)
    }

    private func selected(_ module: String, own: [String] = [], shared: [String], in files: [String: URL]) -> [String] {
        var index = GraphIndex(cacheFile: nil)
        let candidates =
            own.map { GraphSelection.Candidate(file: files[$0]!, isOwn: true) }
            + shared.map { GraphSelection.Candidate(file: files[$0]!, isOwn: false) }
        return GraphSelection.inputs(module: module, candidates: candidates, index: &index).map(\.lastPathComponent)
    }

    static let graphs = [
        "A.navgraph.json": #"{ "feature": "A", "module": "AKit", "incoming": [] }"#,
        "B.navgraph.json": #"{ "feature": "B", "module": "BKit", "incoming": [] }"#,
        "C.navgraph.json": #"{ "feature": "C", "module": "CKit", "incoming": [] }"#,
        "App.navgraph.json": #"{ "app": "Shop", "module": "AppKit", "features": ["A", "B"] }"#,
        "All.navgraph.json": #"{ "app": "All", "module": "AllKit" }"#,
        "Broken.navgraph.json": #"{ "feature": "#,
    ]

    /// The plugins' warnings about a graph point at its `"module"` and `"feature"` keys.
    @Test func aSummaryLocatesItsModuleAndFeatureKeys() {
        let data = Data("{\n  \"feature\": \"A\",\n\n  \"module\": \"AKit\"\n}\n".utf8)
        let summary = GraphSummary(data: data, modified: 0, size: data.count)
        #expect(summary.featureLine == 2)
        #expect(summary.moduleLine == 4)
        let noKeys = Data("[]".utf8)
        #expect(GraphSummary(data: noKeys, modified: 0, size: noKeys.count).moduleLine == 1)
    }

    @Test func aFeatureModuleReadsOnlyItsOwnGraphs() throws {
        let (folder, files) = try write(Self.graphs)
        defer { try? FileManager.default.removeItem(at: folder) }
        let all = ["A.navgraph.json", "App.navgraph.json", "B.navgraph.json", "C.navgraph.json", "All.navgraph.json"]
        #expect(selected("BKit", shared: all, in: files) == ["B.navgraph.json"])
    }

    @Test func anAppModuleReadsItsAppGraphAndTheFeaturesItIncludes() throws {
        let (folder, files) = try write(Self.graphs)
        defer { try? FileManager.default.removeItem(at: folder) }
        let all = ["A.navgraph.json", "App.navgraph.json", "B.navgraph.json", "C.navgraph.json", "All.navgraph.json"]
        #expect(selected("AppKit", shared: all, in: files) == ["A.navgraph.json", "App.navgraph.json", "B.navgraph.json"])
        #expect(selected("AllKit", shared: all, in: files) == ["A.navgraph.json", "All.navgraph.json", "B.navgraph.json", "C.navgraph.json"])
    }

    @Test func aTargetsOwnGraphsAreAlwaysRead() throws {
        let (folder, files) = try write(Self.graphs)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(selected("Elsewhere", own: ["C.navgraph.json"], shared: ["A.navgraph.json"], in: files) == ["C.navgraph.json"])
    }

    @Test func aGraphThatIsNotJSONGoesToEveryBuildSoItsErrorIsReported() throws {
        let (folder, files) = try write(Self.graphs)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(selected("BKit", shared: ["B.navgraph.json", "Broken.navgraph.json"], in: files) == ["B.navgraph.json", "Broken.navgraph.json"])
    }

    @Test func theIndexRereadsAGraphOnlyWhenItChanged() throws {
        let (folder, files) = try write(Self.graphs)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = folder.appendingPathComponent("graph-index.json")
        var index = GraphIndex(cacheFile: cache)
        #expect(index.summary(of: files["A.navgraph.json"]!)?.module == "AKit")
        index.save()
        // A stale entry with the file's current time and size is trusted without reading the file.
        var saved = try JSONDecoder().decode([String: GraphSummary].self, from: Data(contentsOf: cache))
        saved[files["A.navgraph.json"]!.path]?.module = "FromIndex"
        try JSONEncoder().encode(saved).write(to: cache)
        var reloaded = GraphIndex(cacheFile: cache)
        #expect(reloaded.summary(of: files["A.navgraph.json"]!)?.module == "FromIndex")
        // A change of size makes it read again.
        try #"{ "feature": "A", "module": "AKitRenamed", "incoming": [] }"#.write(to: files["A.navgraph.json"]!, atomically: true, encoding: .utf8)
        #expect(reloaded.summary(of: files["A.navgraph.json"]!)?.module == "AKitRenamed")
    }
}

/// The module an Xcode target builds, which the build plugin generates code for.
struct XcodeModuleNameTests {
    @Test func aProductNameBecomesTheModuleXcodeBuilds() {
        #expect(ModuleName.fromProductName("Shop") == "Shop")
        #expect(ModuleName.fromProductName("My App") == "My_App")
        #expect(ModuleName.fromProductName("My-App") == "My_App")
        #expect(ModuleName.fromProductName("2048") == "_2048")
        #expect(ModuleName.fromProductName("Café.Kit") == "Café_Kit")
        #expect(ModuleName.fromProductName("") == "_")
    }
}
