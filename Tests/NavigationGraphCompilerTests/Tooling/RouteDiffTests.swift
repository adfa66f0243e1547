import Foundation
import Testing

@testable import _NavigationGraphCompiler
@testable import _NavigationGraphTooling

/// `navgraph diff OLD NEW` and `navgraph routes --check BASELINE`: deep links are public API.
struct RouteDiffTests {
    static let graphs = repositoryRoot.appendingPathComponent("Graphs")

    private func run(_ arguments: String...) -> (status: Int32, output: String, error: String) {
        var navgraph = Navgraph()
        let status = navgraph.run(arguments)
        return (status, navgraph.standardOutput, navgraph.standardError)
    }

    /// A copy of the example graphs (or of another folder of graphs) with `edit` applied to one
    /// file.
    private func changedCopy(_ file: String, of graphs: URL = Self.graphs, _ edit: (String) -> String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: graphs, to: folder)
        let path = folder.appendingPathComponent(file)
        try edit(try String(contentsOf: path, encoding: .utf8)).write(to: path, atomically: true, encoding: .utf8)
        return folder
    }

    @Test func identicalGraphsBreakNothing() {
        let result = run("diff", Self.graphs.path, Self.graphs.path)
        #expect(result.status == 0)
        #expect(result.output == "no deep link breaks\n")
    }

    @Test func aRemovedDeepLinkIsReportedAtItsOldPlace() throws {
        let new = try changedCopy("Episode.navgraph.json") { $0.replacingOccurrences(of: ",\n      \"deepLink\": \"/{identifier}/play\"", with: "") }
        defer { try? FileManager.default.removeItem(at: new) }
        let result = run("diff", Self.graphs.path, new.path)
        #expect(result.status == 1)
        #expect(
            result.error.contains(
                "Episode.navgraph.json:32:19: error: deep link 'challenge://episode/{identifier}/play' (Episode.player) no longer opens anything"))
    }

    /// A query-keyed route on an old path takes the old URLs that carry its key: a break. The
    /// old route, still there, is found by its shape and keys, whatever the order.
    @Test func aQueryKeyedRouteOnAnOldPathTakesTheURLsWithItsKey() throws {
        let new = try changedCopy("Character.navgraph.json") { text in
            let list = #"{ "name": "list", "deepLink": ["/list", "/"], "description": "Every character." },"#
            let thread = #"{ "name": "thread", "parameters": [ { "name": "comment", "type": "Int" } ], "deepLink": "/list?comment={comment}" },"#
            return text.replacingOccurrences(of: list, with: list + "\n    " + thread)
        }
        defer { try? FileManager.default.removeItem(at: new) }
        #expect(run("lint", new.path).status == 0, "\(run("lint", new.path).error)")
        let result = run("diff", Self.graphs.path, new.path)
        #expect(result.status == 1)
        #expect(
            result.error.contains(
                "error: deep link 'challenge://character/list' with query key 'comment' used to open Character.list and now opens Character.thread"),
            "\(result.error)")
        #expect(!result.error.contains("no longer opens"), "the list's own URLs still open it")
        #expect(run("diff", new.path, new.path).status == 0)
    }

    /// A folder holding one feature graph of these incoming destinations, under one location.
    private func siteGraph(_ incoming: String, location: String = #"{ "scheme": "site", "host": "site" }"#) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try """
        { "feature": "Site", "module": "Site", "deepLink": \(location), "incoming": [ \(incoming) ] }
        """.write(to: folder.appendingPathComponent("Site.navgraph.json"), atomically: true, encoding: .utf8)
        return folder
    }

    /// A pattern added to a parameter may refuse old URLs' values; a new route with a pattern on
    /// an old path takes the old URLs whose values match it. Both are reported, in a graph and
    /// against a `routes --format json` baseline alike; the same patterns break nothing.
    @Test func aValuePatternMayTakeOrRefuseOldURLs() throws {
        let status = #"{ "name": "status", "parameters": [ { "name": "id", "type": "String"PATTERN } ], "deepLink": "/s/{id}?tag={tag}" }"#
            .replacingOccurrences(of: "?tag={tag}", with: "")
        let plain = try siteGraph(status.replacingOccurrences(of: "PATTERN", with: ""))
        let patterned = try siteGraph(status.replacingOccurrences(of: "PATTERN", with: #", "pattern": "[0-9]+""#))
        let split = try siteGraph(
            #"{ "name": "number", "parameters": [ { "name": "n", "type": "String", "pattern": "[0-9]+" } ], "deepLink": "/s/{n}" }, "#
                + status.replacingOccurrences(of: "PATTERN", with: ""))
        defer { for folder in [plain, patterned, split] { try? FileManager.default.removeItem(at: folder) } }
        for folder in [plain, patterned, split] {
            #expect(run("lint", folder.path).status == 0, "\(run("lint", folder.path).error)")
        }
        let refused = run("diff", plain.path, patterned.path)
        #expect(refused.status == 1)
        #expect(
            refused.error.contains(
                "error: deep link 'site://site/s/{id}': path segment 1 must now match the pattern '[0-9]+'; old URLs whose value does not may no longer open Site.status"
            ), "\(refused.error)")
        let taken = run("diff", plain.path, split.path)
        #expect(taken.status == 1)
        #expect(
            taken.error.contains(
                "error: deep link 'site://site/s/{id}' with values that match '[0-9]+' used to open Site.status and now opens Site.number"),
            "\(taken.error)")
        #expect(!taken.error.contains("no longer opens") && !taken.error.contains("must now match"), "\(taken.error)")
        #expect(run("diff", patterned.path, patterned.path).status == 0)
        #expect(run("diff", split.path, split.path).status == 0)
        // The same against a baseline, which carries each parameter's pattern.
        let baseline = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: baseline) }
        try run("routes", "--format", "json", patterned.path).output.write(to: baseline, atomically: true, encoding: .utf8)
        #expect(try String(contentsOf: baseline, encoding: .utf8).contains(#""pattern": "[0-9]+""#))
        #expect(
            run("routes", "--check", baseline.path, patterned.path).status == 0, "\(run("routes", "--check", baseline.path, patterned.path).error)")
    }

    /// A literal segment, or a segment with literal text, is tried before a placeholder: added
    /// beside `/@{u}/{x}`, it takes URLs that opened `{x}`'s destination (issue 66: `diff` said
    /// "no deep link breaks"). Added to the same destination, or where no old route took its
    /// URLs, it breaks nothing.
    @Test(arguments: ["/@{u}/{id}.json", "/@{u}/media", "/@{u}/v{id}"])
    func aMoreSpecificRouteTakesOldURLsOfAnotherShape(added: String) throws {
        let profile =
            #"{ "name": "profile", "parameters": [ { "name": "u", "type": "String" }, { "name": "x", "type": "String" } ], "deepLink": "/@{u}/{x}" }"#
        let parameters = added.contains("{id}") ? #", { "name": "id", "type": "String" }"# : ""
        let other = #"{ "name": "other", "parameters": [ { "name": "u", "type": "String" }\#(parameters) ], "deepLink": "\#(added)" }"#
        let before = try siteGraph(profile)
        let after = try siteGraph(profile + ", " + other)
        defer { for folder in [before, after] { try? FileManager.default.removeItem(at: folder) } }
        #expect(run("lint", after.path).status == 0, "\(run("lint", after.path).error)")
        let result = run("diff", before.path, after.path)
        #expect(result.status == 1)
        #expect(
            result.error.contains(
                "error: deep link 'site://site/@{u}/{x}' for URLs of 'site://site\(added)' used to open Site.profile and now opens Site.other"),
            "\(result.error)")
        #expect(run("diff", after.path, after.path).status == 0)
        let unrelated = try siteGraph(profile + ", " + other.replacingOccurrences(of: "/@{u}/", with: "/at/{u}/"))
        defer { try? FileManager.default.removeItem(at: unrelated) }
        #expect(run("diff", before.path, unrelated.path).status == 0, "\(run("diff", before.path, unrelated.path).error)")
    }

    /// A route that moves from its literal host to a placeholder host of the same scheme still
    /// opens every old URL: nothing breaks. The other way, URLs from other servers are lost.
    @Test func aRouteThatMovesToAPlaceholderHostBreaksNothing() throws {
        let literal = try pagesGraph("/pages/{path}", location: #"{ "scheme": "https", "host": "Example.com" }"#)
        let anyHost = try pagesGraph("/pages/{path}", location: #"{ "scheme": "https", "host": "{server}" }"#)
        defer { for folder in [literal, anyHost] { try? FileManager.default.removeItem(at: folder) } }
        let moved = run("diff", literal.path, anyHost.path)
        #expect(moved.status == 0, "\(moved.error)")
        let back = run("diff", anyHost.path, literal.path)
        #expect(back.status == 1)
        #expect(back.error.contains("error: deep link 'https://{server}/pages/{path}' (Site.page) no longer opens anything"), "\(back.error)")
    }

    /// A folder holding one feature graph whose `page` destination has this deep link.
    private func pagesGraph(_ pattern: String, location: String = #"{ "scheme": "site", "host": "site" }"#) throws -> URL {
        try siteGraph(#"{ "name": "page", "parameters": [ { "name": "path", "type": "String" } ], "deepLink": "\#(pattern)" }"#, location: location)
    }

    @Test func aCatchAllThatTakesTheOldURLsBreaksNothingButAPlaceholderForACatchAllDoes() throws {
        let placeholder = try pagesGraph("/pages/{path}")
        let catchAll = try pagesGraph("/pages/{*path}")
        defer {
            try? FileManager.default.removeItem(at: placeholder)
            try? FileManager.default.removeItem(at: catchAll)
        }
        let widening = run("diff", placeholder.path, catchAll.path)
        #expect(widening.error == "")
        #expect(widening.status == 0)
        let narrowing = run("diff", catchAll.path, placeholder.path)
        #expect(narrowing.status == 1)
        #expect(narrowing.error.contains("deep link 'site://site/pages/{*path}' (Site.page) no longer opens anything"))
    }

    @Test func aDeepLinkThatNowOpensSomethingElseIsReported() throws {
        let new = try changedCopy("Character.navgraph.json") {
            $0.replacingOccurrences(of: "\"deepLink\": [\"/list\", \"/\"]", with: "\"deepLink\": [\"/\"]")
                .replacingOccurrences(of: "\"deepLink\": \"/filter?q={query}\"", with: "\"deepLink\": [\"/filter?q={query}\", \"/list\"]")
        }
        defer { try? FileManager.default.removeItem(at: new) }
        let result = run("diff", Self.graphs.path, new.path)
        #expect(result.status == 1)
        #expect(result.error.contains("deep link 'challenge://character/list' used to open Character.list and now opens Character.filter"))
    }

    @Test func aNewRequiredQueryValueAndAChangedTypeAreReported() throws {
        let new = try changedCopy("Episode.navgraph.json") {
            // The player, whose parent is the detail, loses that parent: its identifier stays Int.
            $0.replacingOccurrences(of: "\"parent\": \"detail\",", with: "")
                .replacingOccurrences(
                    of: "{ \"name\": \"season\", \"type\": \"Int\", \"default\": 1 }", with: "{ \"name\": \"season\", \"type\": \"Int\" }"
                )
                .replacingOccurrences(
                    of: "{ \"name\": \"identifier\", \"type\": \"Int\" },\n        { \"name\": \"season\"",
                    with: "{ \"name\": \"identifier\", \"type\": \"UUID\" },\n        { \"name\": \"season\"")
        }
        defer { try? FileManager.default.removeItem(at: new) }
        let result = run("diff", Self.graphs.path, new.path)
        #expect(result.status == 1)
        #expect(result.error.contains("now needs query key 'season', which old URLs may not have"))
        #expect(result.error.contains("path segment 1 was Int and is now UUID; old URLs may no longer convert"))
    }

    @Test func aRenamedDestinationThatDeclaresItsFormerNameBreaksNothing() throws {
        let renamed = try changedCopy("Episode.navgraph.json") {
            $0.replacingOccurrences(of: "\"name\": \"player\",", with: "\"name\": \"watch\",\n      \"formerNames\": [\"player\"],")
        }
        defer { try? FileManager.default.removeItem(at: renamed) }
        let result = run("diff", Self.graphs.path, renamed.path)
        #expect(result.status == 0)
        #expect(result.output == "no deep link breaks\n")

        let undeclared = try changedCopy("Episode.navgraph.json") {
            $0.replacingOccurrences(of: "\"name\": \"player\",", with: "\"name\": \"watch\",")
        }
        defer { try? FileManager.default.removeItem(at: undeclared) }
        let breaking = run("diff", Self.graphs.path, undeclared.path)
        #expect(breaking.status == 1)
        #expect(breaking.error.contains("deep link 'challenge://episode/{identifier}/play' used to open Episode.player and now opens Episode.watch"))
    }

    @Test func addedRoutesAreListedAndBreakNothing() throws {
        let new = try changedCopy("Home.navgraph.json") {
            $0.replacingOccurrences(of: "\"deepLink\": \"/\",", with: "\"deepLink\": [\"/\", \"/start\"],")
        }
        defer { try? FileManager.default.removeItem(at: new) }
        let result = run("diff", Self.graphs.path, new.path)
        #expect(result.status == 0)
        #expect(result.output == "added: challenge://home/start -> Home.main\nno deep link breaks\n")
    }

    @Test func routesCheckPassesOnItsOwnBaselineAndFailsOnDrift() throws {
        let baseline = FileManager.default.temporaryDirectory.appendingPathComponent("routes-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: baseline) }
        try run("routes", "--format", "json", Self.graphs.path).output.write(to: baseline, atomically: true, encoding: .utf8)
        #expect(run("routes", "--check", baseline.path, Self.graphs.path).status == 0)
        let new = try changedCopy("Home.navgraph.json") {
            $0.replacingOccurrences(of: "\"deepLink\": \"/\",", with: "\"deepLink\": [\"/\", \"/start\"],")
        }
        defer { try? FileManager.default.removeItem(at: new) }
        let drift = run("routes", "--check", baseline.path, new.path)
        #expect(drift.status == 1)
        #expect(drift.error.contains("error: route 'challenge://home/start' (Home.main) is not in the baseline"))
    }

    static let federated = repositoryRoot.appendingPathComponent("Examples/Federated")

    /// SPEC 1.3's links: routes of one shape told apart by typed placeholders, fragment routes
    /// on one path, URIs without a host and wildcard subdomains are each their own route, so a
    /// graph breaks nothing against itself, nor against its own baseline.
    @Test func identicalGraphsWithEveryLinkOfSpec13BreakNothing() throws {
        let result = run("diff", Self.federated.path, Self.federated.path)
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output == "no deep link breaks\n")
        let baseline = FileManager.default.temporaryDirectory.appendingPathComponent("routes-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: baseline) }
        let json = run("routes", "--format", "json", Self.federated.path).output
        #expect(json.contains(#"{"url": "https://home.example/@{user}/following", "exclude": true}"#))
        try json.write(to: baseline, atomically: true, encoding: .utf8)
        let check = run("routes", "--check", baseline.path, Self.federated.path)
        #expect(check.status == 0, "\(check.error)")
    }

    @Test func aNewExclusionBreaksTheURLsItRefuses() throws {
        let new = try changedCopy("Social.navgraph.json", of: Self.federated) {
            $0.replacingOccurrences(
                of: #""exclude": ["/@{user}/following", "#, with: #""exclude": ["/@{user}/following", "/@{user}", "/@{user}/media", "#)
        }
        defer { try? FileManager.default.removeItem(at: new) }
        #expect(run("lint", new.path).status == 0, "\(run("lint", new.path).error)")
        let result = run("diff", Self.federated.path, new.path)
        #expect(result.status == 1)
        #expect(
            result.error.contains(
                "error: deep link 'https://home.example/@{user}?ref={referrer}' (Social.profile) no longer opens anything: the new exclusion 'https://home.example/@{user}' refuses its URLs"
            ), "\(result.error)")
        #expect(!result.error.contains("'https://{server}/@{user}' (Social.profile)"), "another host keeps its URLs")
        // The same against a baseline written before the change.
        let baseline = FileManager.default.temporaryDirectory.appendingPathComponent("routes-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: baseline) }
        try run("routes", "--format", "json", Self.federated.path).output.write(to: baseline, atomically: true, encoding: .utf8)
        #expect(run("routes", "--check", baseline.path, new.path).error.contains("the new exclusion 'https://home.example/@{user}' refuses its URLs"))
    }

    @Test func anExclusionInsideARouteBreaksTheURLsItTakes() throws {
        let new = try changedCopy("Social.navgraph.json", of: Self.federated) {
            $0.replacingOccurrences(of: #""exclude": ["/@{user}/following", "#, with: #""exclude": ["/@{user}/following", "/@admin", "#)
        }
        defer { try? FileManager.default.removeItem(at: new) }
        let result = run("diff", Self.federated.path, new.path)
        #expect(result.status == 1)
        #expect(
            result.error.contains("error: deep link 'https://home.example/@admin' used to open Social.profile and is now excluded"), "\(result.error)"
        )
    }

    @Test func aRemovedFragmentRouteIsNotTakenForAnotherOnTheSamePath() throws {
        let new = try changedCopy("Chat.navgraph.json", of: Self.federated) {
            $0.replacingOccurrences(
                of: #""deepLink": [ { "pattern": "/#/%23{alias}", "location": { "scheme": "https", "host": "matrix.to" } } ]"#,
                with: #""deepLink": [ { "pattern": "/rooms/{alias}", "location": { "scheme": "https", "host": "matrix.to" } } ]"#)
        }
        defer { try? FileManager.default.removeItem(at: new) }
        let result = run("diff", Self.federated.path, new.path)
        #expect(result.status == 1)
        #expect(result.error.contains("error: deep link 'https://matrix.to/#/%23{alias}' (Chat.room) no longer opens anything"), "\(result.error)")
    }

    @Test func diffNeedsTwoPaths() {
        #expect(run("diff", Self.graphs.path).status == 2)
    }
}
