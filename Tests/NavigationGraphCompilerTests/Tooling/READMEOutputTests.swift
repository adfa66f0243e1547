import Foundation
import Testing

@testable import _NavigationGraphCompiler

/// Every `navgraph` command whose output the README shows is run, and its output compared with
/// the README's, so the README cannot drift from the tool.
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

        var testDescription: String { "README.md:\(line): navgraph \(arguments.joined(separator: " "))" }
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

    static let runs: [ShownRun] = {
        guard let readme = try? String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8) else {
            return []
        }
        var runs: [ShownRun] = []
        let lines = readme.components(separatedBy: "\n")
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
                    output: output.map { $0 + "\n" }.joined(), line: index + 2))
            index = end
        }
        return runs
    }()

    /// The DocC catalog's performance article repeats the README's section on deep links at run
    /// time word for word, figures, commands and all, so that the two cannot drift apart: they
    /// were kept alike by hand.
    @Test func thePerformanceArticleRepeatsTheREADMEsSectionOnDeepLinks() throws {
        func section(_ path: String) throws -> Substring {
            let text = try String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
            let start = try #require(text.range(of: "### Deep links at run time"), "\(path) has no such section")
            let end = try #require(text.range(of: "\n## ", range: start.upperBound..<text.endIndex), "\(path): the section never ends")
            return text[start.lowerBound..<end.lowerBound]
        }
        let readme = try section("README.md").split(separator: "\n", omittingEmptySubsequences: false)
        let article = try section("Sources/NavigationGraph/NavigationGraph.docc/Performance.md")
            .split(separator: "\n", omittingEmptySubsequences: false)
        #expect(readme.count > 100)
        // The first line that differs, rather than two sections of 30,000 characters.
        let common = min(readme.count, article.count)
        let differing = (0..<common).first { readme[$0] != article[$0] } ?? (readme.count == article.count ? nil : common)
        if let line = differing {
            let ours = line < readme.count ? String(readme[line]) : "(the end)"
            let theirs = line < article.count ? String(article[line]) : "(the end)"
            Issue.record("line \(line + 1) of the section: README \"\(ours)\", Performance.md \"\(theirs)\"")
        }
    }

    @Test func theREADMEShowsRunsOfResolveAndLint() {
        #expect(Self.runs.count >= 4)
        #expect(Self.runs.contains { $0.arguments.first == "resolve" })
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
