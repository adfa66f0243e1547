import Foundation
import Testing

@testable import _NavigationGraphCompiler
@testable import _NavigationGraphTooling

/// Every `navgraph` command whose output the README or an article of the DocC catalog shows is
/// run, and its output compared with what is shown, so the docs cannot drift from the tool.
///
/// A shown run starts with `$ swift run navgraph ARGUMENTS  # what was changed first`. The
/// comment names a change to the example graphs, which `edits` makes on a copy; a run without a
/// comment uses the graphs as they are.
struct READMEOutputTests {
    /// One shown run: the arguments, the comment, and the output below them.
    struct ShownRun: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var comment: String
        var output: String
        var line: Int

        var file = "README.md"

        var testDescription: String { "\(file):\(line): navgraph \(arguments.joined(separator: " "))" }
    }

    /// Each change a comment names: in which file, which text becomes which.
    static let edits: [String: [(file: String, from: String, to: String)]] = [
        "after three mistakes in the example graphs": [
            ("Challenge.navgraph.json", #"    { "from": "Home.about", "to": "System.about" },"# + "\n", ""),
            ("Character.navgraph.json", #""presentation": "sheet""#, #""presentaton": "sheet""#),
            ("Episode.navgraph.json", #""deepLink": "/{identifier}/play""#, #""deepLink": "/{id}/play""#),
        ],
        #"Character.list given the parent "detail", System.signIn requiring "signedIn""#: [
            ("Character.navgraph.json", #"{ "name": "list", "deepLink""#, #"{ "name": "list", "parent": "detail", "deepLink""#),
            ("System.navgraph.json", #""name": "signIn","#, #""name": "signIn", "requires": ["signedIn"],"#),
        ],
        #"Episode.detail given { "name": "speed", "type": "Double", "default": 9007199254740993 }"#: [
            (
                "Episode.navgraph.json", #"{ "name": "season", "type": "Int", "default": 1 }"#,
                #"{ "name": "season", "type": "Int", "default": 1 }, { "name": "speed", "type": "Double", "default": 9007199254740993 }"#
            )
        ],
    ]

    /// The documents that show runs: the README and every article of the catalog.
    static let documents: [String] = {
        let catalog = "Sources/NavigationGraph/NavigationGraph.docc"
        let articles = (try? FileManager.default.contentsOfDirectory(atPath: repositoryRoot.appendingPathComponent(catalog).path)) ?? []
        return ["README.md"] + articles.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
    }()

    static let runs: [ShownRun] = documents.flatMap { runs(in: $0) }

    static func runs(in document: String) -> [ShownRun] {
        guard let text = try? String(contentsOf: repositoryRoot.appendingPathComponent(document), encoding: .utf8) else {
            return []
        }
        var runs: [ShownRun] = []
        let lines = text.components(separatedBy: "\n")
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard lines[index] == "```", index + 1 < lines.count, lines[index + 1].hasPrefix("$ swift run navgraph ") else {
                continue
            }
            let command = lines[index + 1].dropFirst("$ swift run navgraph ".count)
            let parts = command.components(separatedBy: "  # ")
            let arguments = parts[0].trimmingCharacters(in: .whitespaces).split(separator: " ").map {
                $0.trimmingCharacters(in: CharacterSet(charactersIn: "'"))
            }
            var output: [String] = []
            var end = index + 2
            while end < lines.count, lines[end] != "```" {
                output.append(lines[end])
                end += 1
            }
            runs.append(
                ShownRun(
                    arguments: arguments, comment: parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : "",
                    output: output.map { $0 + "\n" }.joined(), line: index + 2, file: document))
            index = end
        }
        return runs
    }

    @Test func theDocsShowRunsOfResolveAndLint() {
        #expect(Self.runs.count >= 4)
        #expect(Self.runs.contains { $0.arguments.first == "resolve" })
        #expect(Self.runs.contains { $0.file == "README.md" && $0.arguments.first == "lint" }, "the README shows how diagnostics look")
    }

    @Test(arguments: runs)
    func aShownRunPrintsWhatTheREADMEShows(_ run: ShownRun) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-readme-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let graphs = folder.appendingPathComponent("Graphs")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: repositoryRoot.appendingPathComponent("Graphs"), to: graphs)
        if !run.comment.isEmpty {
            let edits = try #require(Self.edits[run.comment], "no edit is known for the comment '\(run.comment)'")
            for edit in edits {
                let file = graphs.appendingPathComponent(edit.file)
                let text = try String(contentsOf: file, encoding: .utf8)
                try #require(text.contains(edit.from), "\(edit.file) no longer contains \(edit.from)")
                try text.replacingOccurrences(of: edit.from, with: edit.to).write(to: file, atomically: true, encoding: .utf8)
            }
        }
        var arguments = run.arguments.map { $0 == "Graphs" ? graphs.path : $0 }
        if !run.arguments.contains("Graphs") { arguments.append(graphs.path) }
        var navgraph = Navgraph()
        _ = navgraph.run(arguments)
        // Diagnostics go to standard error and the summary to standard output, as a terminal
        // shows them: one after the other.
        let printed = navgraph.standardError + navgraph.standardOutput
        #expect(printed.replacingOccurrences(of: graphs.path, with: "Graphs") == run.output)
    }
}
