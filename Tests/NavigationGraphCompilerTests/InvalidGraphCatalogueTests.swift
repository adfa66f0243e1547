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
        for module in ["ShopFeature", "ShopApp", "PaymentFeature", "CatalogFeature"] {
            let generated = Pipeline().generate(sources, module: module)
            if generated.hasErrors {
                #expect(generated.file == nil)
            }
        }
    }
}
