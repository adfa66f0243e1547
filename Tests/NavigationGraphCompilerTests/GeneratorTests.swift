import Foundation
import Testing

@testable import _NavigationGraphCompiler

/// The generated Swift of the example graphs, compared with the golden files in
/// `Tests/Goldens`. The same generator's output is compiled by the example targets through the
/// plugin, so a golden that does not compile cannot pass.
struct GeneratorTests {
    static let graphSets: [(folder: String, modules: [String])] = [
        ("Graphs", ["ChallengeHome", "ChallengeCharacter", "ChallengeEpisode", "ChallengeSystem", "ChallengeAppKit"]),
        ("Examples/EdgeCases", ["EdgeCases"]),
    ]

    static let modules = graphSets.flatMap { set in set.modules.map { (set.folder, $0) } }

    @Test(arguments: modules)
    func generatedCodeMatchesTheGoldens(_ folder: String, _ module: String) throws {
        let generated = Pipeline().generate(try sources(in: repositoryRoot.appendingPathComponent(folder)), module: module)
        #expect(generated.diagnostics.isEmpty)
        let own = generated.files.filter { !$0.contents.contains("// Nothing to generate") }
        #expect(!own.isEmpty)
        for file in own {
            try expectMatchesFile(file.contents, repositoryRoot.appendingPathComponent("Tests/Goldens/\(module)/\(file.name)"))
        }
    }

    @Test func everyGraphGivesOneFileNamedAfterItsPath() throws {
        let sources = try sources(in: repositoryRoot.appendingPathComponent("Graphs"))
        let generated = Pipeline().generate(sources, module: "ChallengeHome")
        #expect(generated.files.map(\.name) == sources.map { GeneratedFile.outputName(forGraph: $0.path) })
        let others = generated.files.filter { $0.name != "Home.navgraph.swift" }
        #expect(others.allSatisfy { $0.contents.contains("Nothing to generate: this graph belongs to module") })
    }

    @Test func aModuleWithoutGraphsGetsOnlyHeaderFiles() throws {
        let generated = Pipeline().generate(try sources(in: repositoryRoot.appendingPathComponent("Graphs")), module: "Unrelated")
        #expect(!generated.hasErrors)
        #expect(generated.files.allSatisfy { !$0.contents.contains("public") })
    }

    @Test func outputIsTheSameWhateverTheFileOrder() throws {
        var sources = try sources(in: repositoryRoot.appendingPathComponent("Graphs"))
        let expected = Pipeline().generate(sources, module: "ChallengeAppKit").files
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5 {
            sources.shuffle(using: &generator)
            let files = Pipeline().generate(sources, module: "ChallengeAppKit").files.sorted { $0.name < $1.name }
            #expect(files == expected.sorted { $0.name < $1.name })
        }
    }

    @Test func outputNamesNoAbsolutePathNorTimestamp() throws {
        let root = repositoryRoot.appendingPathComponent("Graphs")
        let absolute = try sources(in: root).map { GraphSource(path: root.path + "/" + $0.path, bytes: $0.bytes) }
        for file in Pipeline().generate(absolute, module: "ChallengeAppKit").files {
            #expect(!file.contents.contains(root.path))
            #expect(!file.contents.contains("202"))
        }
    }

    @Test func anErrorInAnotherModulesGraphDoesNotStopThisModule() throws {
        var sources = try sources(in: repositoryRoot.appendingPathComponent("Graphs"))
        let index = try #require(sources.firstIndex { $0.path == "Episode.navgraph.json" })
        sources[index] = GraphSource(path: "Episode.navgraph.json", text: #"{ "feature": "Episode", "module": "ChallengeEpisode", "incoming": 1 }"#)
        #expect(!Pipeline().generate(sources, module: "ChallengeHome").hasErrors)
        #expect(Pipeline().generate(sources, module: "ChallengeEpisode").hasErrors)
        let app = Pipeline().generate(sources, module: "ChallengeAppKit")
        #expect(app.hasErrors)
        #expect(app.files.isEmpty)
    }

    @Test func stringLiteralsEscapeEverythingSwiftWouldMisread() {
        #expect(SwiftWriter.literal("a\"b\\c\nd\u{0}e\u{2028}é") == #""a\"b\\c\nd\u{0}e\u{2028}é""#)
    }

    @Test func outputNameFollowsFromThePathAlone() {
        #expect(GeneratedFile.outputName(forGraph: "/x/Graphs/Character.navgraph.json") == "Character.navgraph.swift")
        #expect(GeneratedFile.outputName(forGraph: "App.json") == "App.navgraph.swift")
    }
}
