import Foundation
import Testing

@testable import _NavigationGraphCompiler

/// Every folder of `Tests/Fixtures/Invalid` is one bad input; `expected.txt` holds exactly the
/// diagnostics it must produce.
struct InvalidGraphCatalogueTests {
    static let folder = repositoryRoot.appendingPathComponent("Tests/Fixtures/Invalid")

    static let cases: [String] = (try? FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()) ?? []

    @Test func catalogueHasAtLeastFortyBadGraphs() {
        #expect(Self.cases.count >= 40)
    }

    @Test(arguments: cases)
    func reportsExpectedDiagnostics(_ name: String) throws {
        let directory = Self.folder.appendingPathComponent(name)
        let checked = Pipeline().check(try sources(in: directory))
        #expect(checked.hasErrors, "a bad graph must produce an error")
        let printed = checked.diagnostics.map(\.description).joined(separator: "\n") + "\n"
        try expectMatchesFile(printed, directory.appendingPathComponent("expected.txt"))
    }

    @Test(arguments: cases)
    func generationStopsWithoutWritingCode(_ name: String) throws {
        let directory = Self.folder.appendingPathComponent(name)
        let sources = try sources(in: directory)
        let checked = Pipeline().check(sources)
        // The modules the fixture's graphs name; a graph that is not JSON names none, and its
        // error reaches every module's build.
        var modules = Set(checked.graphs.features.map(\.module.value) + checked.graphs.apps.map(\.module.value))
        if modules.isEmpty { modules = ["AnyModule"] }
        var stopped = 0
        for module in modules.sorted() {
            let generated = Pipeline().generate(sources, module: module)
            if generated.hasErrors {
                #expect(generated.file == nil, "\(module) has errors but got code")
                stopped += 1
            } else {
                #expect(generated.file != nil, "\(module) has no error but got no code")
            }
        }
        // Every bad input stops at least one module's build.
        #expect(stopped > 0, "no module's build stops on \(name)")
    }
}
