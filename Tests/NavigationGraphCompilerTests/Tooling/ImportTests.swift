import Foundation
import Testing

@testable import _NavigationGraphCompiler
@testable import _NavigationGraphTooling

/// `navgraph import` on a module's symbol graph (Tests/Fixtures/SymbolGraphs, extracted by
/// swift-symbolgraph-extract from a hand-written `Library` module): every case, label, type,
/// default and doc comment in the graph it writes, and a to-do for what the symbol graph cannot
/// tell. Scripts/import-check.sh runs the whole adoption on a package.
struct ImportTests {
    static let symbolGraphs = repositoryRoot.appendingPathComponent("Tests/Fixtures/SymbolGraphs").path

    private func run(_ arguments: String...) -> (status: Int32, output: String, error: String) {
        var navgraph = Navgraph()
        let status = navgraph.run(arguments)
        return (status, navgraph.standardOutput, navgraph.standardError)
    }

    private func temporaryFolder() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-import-\(UUID().uuidString)").path
    }

    @Test func everyCaseParameterTypeDefaultAndDocCommentIsImported() throws {
        let folder = temporaryFolder()
        let result = run("import", "--output", folder, Self.symbolGraphs)
        #expect(result.status == 0, "\(result.error)")
        let graph = try String(contentsOfFile: folder + "/Library.navgraph.json", encoding: .utf8)
        #expect(
            graph == """
                {
                  "feature": "Library",
                  "module": "Library",
                  "description": "The library's screens.\\u000AShown in the library tab.",
                  "imports": ["Models"],
                  "enums": { "Sorting": ["newest", "topRated"] },
                  "incoming": [
                    { "name": "shelf", "description": "Every book." },
                    { "name": "book", "parameters": [ { "name": "value", "type": "Book" } ] },
                    { "name": "search", "parameters": [ { "name": "query", "type": "String" }, { "name": "sort", "type": "Sorting", "default": "topRated" }, { "name": "tags", "type": "[String]", "default": [] }, { "name": "exact", "type": "Bool?", "default": null } ] },
                    { "name": "page", "parameters": [ { "name": "number", "type": "Int", "default": 1 }, { "name": "ratio", "type": "Double", "default": 0.5 } ] },
                    { "name": "recent", "parameters": [ { "name": "since", "type": "Date" } ] }
                  ],
                  "outgoing": [
                    { "name": "author", "parameters": [ { "name": "default", "type": "String" } ] }
                  ]
                }

                """)
        // The graph it writes lints clean.
        let checked = Pipeline().check(try GraphFiles.sources(for: [folder]))
        #expect(!checked.hasErrors, "\(checked.diagnostics)")
    }

    @Test func whatASymbolGraphCannotTellIsAToDoNamingTheGraphAndTheDestination() {
        let folder = temporaryFolder()
        let output = run("import", "--output", folder, Self.symbolGraphs).output
        for expected in [
            "write the app graph: { \"app\": \"App\", \"module\": \"YourAppModule\", \"features\": [\"Library\"]",
            "\(folder)/Library.navgraph.json: Library.recent: the default of 'since', Date(), is not a value a graph can write",
            "check the raw values of Sorting",
            "Library: delete LibraryIncomingNavigation, LibraryOutgoingNavigation, Sorting: the build generates them",
            "add the deep links that open Library.shelf, Library.book, Library.search, Library.page, Library.recent",
            "redirect Library.author: { \"from\": \"Library.author\", \"to\": \"Feature.destination\" }",
            "Library.book has a value without a label, named 'value' here",
        ] {
            #expect(output.contains(expected), "\(expected)")
        }
    }

    @Test func anExistingGraphIsKeptAndBadInputIsAnErrorNotACrash() throws {
        let folder = temporaryFolder()
        #expect(run("import", "--output", folder, Self.symbolGraphs).status == 0)
        let second = run("import", "--output", folder, Self.symbolGraphs)
        #expect(second.output.hasPrefix("kept \(folder)/Library.navgraph.json: it exists already"))

        let junk = folder + "/Junk.symbols.json"
        try "{ \"not\": \"a symbol graph\" }".write(toFile: junk, atomically: true, encoding: .utf8)
        let bad = run("import", "--output", folder + "/out", junk)
        #expect(bad.status == 1)
        #expect(bad.error.hasPrefix("error: \(junk): not a symbol graph"))
        #expect(run("import").status == 2)
    }

    @Test func swiftDeclarationsAreSplitWhereSwiftSplitsThem() {
        #expect(SymbolGraphImport.splitTopLevel(#"a: [Int] = [1, 2], b: String = "x, y", c: (Int, Int)"#).count == 3)
        // The `>` of a function type's arrow closes nothing; an escaped quote ends no string.
        #expect(SymbolGraphImport.splitTopLevel("a: () -> Void, b: Int").count == 2)
        #expect(SymbolGraphImport.splitTopLevel(#"a: String = "say \"hi, there\"", b: Int"#).count == 2)
        #expect(SymbolGraphImport.module(ofMangled: "s:6Models4BookV") == "Models")
        #expect(SymbolGraphImport.module(ofMangled: "s:SS") == "Swift")
        #expect(SymbolGraphImport.json(default: "[.newest]", type: "[Sorting]", enumCases: ["Sorting": ["newest"]]) == #"["newest"]"#)
        #expect(SymbolGraphImport.json(default: "someFunction()", type: "Int", enumCases: [:]) == nil)
    }
}
