import Foundation
import Testing
@_spi(Generated) import _NavigationGraphRoutes

@testable import _NavigationGraphCompiler
@testable import _NavigationGraphTooling

/// The command line through its library entry point: exit codes and output of every command on
/// good and bad graphs.
struct NavgraphCommandTests {
    static let graphs = repositoryRoot.appendingPathComponent("Graphs").path
    static let broken = repositoryRoot.appendingPathComponent("Tests/Fixtures/Invalid/app-missing-redirect").path

    /// A feature graph of module `ShopKit`, for the shared-folder tests of `generate`.
    static let shopGraph = #"{ "feature": "Shop", "module": "ShopKit", "incoming": [ { "name": "home" } ] }"#

    /// A new temporary folder with an empty `Graphs/` in it, as the build plugin's shared folder.
    private static func makeSharedFolder() throws -> (folder: URL, shared: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-\(UUID().uuidString)")
        let shared = folder.appendingPathComponent("Graphs")
        try FileManager.default.createDirectory(at: shared, withIntermediateDirectories: true)
        return (folder, shared)
    }

    private func run(_ arguments: String...) -> (status: Int32, output: String, error: String) {
        var navgraph = Navgraph()
        let status = navgraph.run(arguments)
        return (status, navgraph.standardOutput, navgraph.standardError)
    }

    @Test func lintOfTheExampleIsCleanAndExitsZero() {
        let result = run("lint", Self.graphs)
        #expect(result.status == 0)
        #expect(result.error.isEmpty)
        #expect(result.output.contains("5 graph files are clean: 4 features"))
    }

    @Test func oneGraphFileIsCountedInTheSingular() {
        let result = run("lint", repositoryRoot.appendingPathComponent("Graphs/Home.navgraph.json").path)
        #expect(result.output.hasPrefix("1 graph file is clean: 1 feature, "), "\(result.output)")
    }

    /// `generate` as the build plugin runs it: the planned graphs, plus a graph added to the
    /// shared folder after the plan, which is compiled because it names this module, while the
    /// graphs of other modules in the folder are not read at all.
    @Test func generateCompilesAGraphAddedToTheSharedFolderSinceThePlan() throws {
        let (folder, shared) = try Self.makeSharedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let planned = shared.appendingPathComponent("Shop.navgraph.json")
        try Self.shopGraph.write(to: planned, atomically: true, encoding: .utf8)
        try #"{ "feature": "Help", "module": "ShopKit", "incoming": [ { "name": "faq" } ] }"#
            .write(to: shared.appendingPathComponent("Help.navgraph.json"), atomically: true, encoding: .utf8)
        // Another module's graph with an error: read, it would fail this module's build. (A graph
        // that is not JSON at all goes to every build, since no one can tell whose it is.)
        try #"{ "feature": "Other", "module": "OtherKit", "incoming": [ { "nmae": "x" } ] }"#
            .write(to: shared.appendingPathComponent("Other.navgraph.json"), atomically: true, encoding: .utf8)
        var index = GraphIndex(cacheFile: folder.appendingPathComponent("graph-index.json"))
        _ = index.summary(of: planned)
        _ = index.summary(of: shared.appendingPathComponent("Other.navgraph.json"))
        index.save()
        let output = folder.appendingPathComponent("Out")
        let signature = FolderSignature.of([planned, shared.appendingPathComponent("Other.navgraph.json")])
        let result = run(
            "generate", "--module", "ShopKit", "--output", output.path, "--shared-graphs", shared.path,
            "--index", folder.appendingPathComponent("graph-index.json").path, "--planned-with", signature, planned.path)
        #expect(result.status == 0, "\(result.error)")
        let code = try String(contentsOf: output.appendingPathComponent("ShopKit.navgraph.swift"), encoding: .utf8)
        #expect(code.contains("public enum HelpIncomingNavigation"))
        #expect(code.contains("public enum ShopIncomingNavigation"))
    }

    /// While the shared folder holds the graphs it held at the plan, the planned graphs are the
    /// whole input: nothing else in the folder is read, not even a file that is not JSON.
    @Test func generateReadsNothingElseWhileTheSharedFolderIsAsPlanned() throws {
        let (folder, shared) = try Self.makeSharedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let planned = shared.appendingPathComponent("Shop.navgraph.json")
        let broken = shared.appendingPathComponent("Broken.navgraph.json")
        try Self.shopGraph.write(to: planned, atomically: true, encoding: .utf8)
        try "{ not json".write(to: broken, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("Out")
        let arguments = [
            "generate", "--module", "ShopKit", "--output", output.path, "--shared-graphs", shared.path, "--index",
            folder.appendingPathComponent("none.json").path,
        ]
        var navgraph = Navgraph()
        #expect(navgraph.run(arguments + ["--planned-with", FolderSignature.of([planned, broken]), planned.path]) == 0, "\(navgraph.standardError)")
        // Without the signature (or with another), the file is read and its error reported.
        var unsigned = Navgraph()
        #expect(unsigned.run(arguments + [planned.path]) == 1)
        #expect(unsigned.standardError.contains("Broken.navgraph.json:1:3: error:"), "\(unsigned.standardError)")
    }

    /// A planned graph that was removed from, or renamed in, the shared folder since the plan is
    /// left out, and the renamed file is compiled under its new name.
    @Test func generateForgetsAPlannedGraphRenamedInTheSharedFolder() throws {
        let (folder, shared) = try Self.makeSharedFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = shared.appendingPathComponent("Shop.navgraph.json")
        let renamed = shared.appendingPathComponent("Store.navgraph.json")
        try Self.shopGraph.write(to: renamed, atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("Out")
        let result = run(
            "generate", "--module", "ShopKit", "--output", output.path, "--shared-graphs", shared.path,
            "--index", folder.appendingPathComponent("none.json").path, "--planned-with", FolderSignature.of([old]), old.path)
        #expect(result.status == 0, "\(result.error)")
        let code = try String(contentsOf: output.appendingPathComponent("ShopKit.navgraph.swift"), encoding: .utf8)
        #expect(code.contains("public enum ShopIncomingNavigation"))
    }

    /// A target that no graph names gets the empty file, and its build reads none of the shared
    /// folder's graphs beyond their index (the plugin passes no path; none is not ./Graphs).
    @Test func generateWithASharedFolderAndNoPlannedGraphWritesTheEmptyFile() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = run(
            "generate", "--module", "Plain", "--output", output.path, "--shared-graphs", Self.graphs,
            "--index", output.appendingPathComponent("missing-index.json").path)
        #expect(result.status == 0, "\(result.error)")
        let code = try String(contentsOf: output.appendingPathComponent("Plain.navgraph.swift"), encoding: .utf8)
        #expect(code.hasSuffix("// Nothing to generate: no graph names module Plain.\n"))
    }

    @Test func lintOfABrokenGraphPrintsEveryErrorAndExitsOne() {
        let result = run("lint", Self.broken)
        #expect(result.status == 1)
        let lines = result.error.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == "\(Self.broken)/App.navgraph.json:4:3: error: outgoing destination 'Shop.checkout' has no redirect; add { \"from\": \"Shop.checkout\", \"to\": \"Feature.destination\" } to 'redirects'"
        )
        #expect(lines.last == "1 error in 3 graph files")
    }

    @Test func badUsageExitsTwo() {
        #expect(run().status == 2)
        #expect(run("lnt").error.contains("did you mean 'lint'?"))
        #expect(run("lnit").status == 2)
        #expect(run("lint", "--frobnicate").status == 2)
        #expect(run("generate", Self.graphs).status == 2)
        #expect(run("lint", "/no/such/folder").status == 2)
        #expect(run("routes", "--format", "xml", Self.graphs).status == 2)
    }

    @Test func showChecksAndListsRoutesAndGeneratedTypes() {
        let result = run("show", Self.graphs)
        #expect(result.status == 0)
        #expect(result.output.contains("5 graph files are clean"))
        #expect(result.output.contains("  Character at challenge://character, https://challenge.example.com/characters\n"))
        #expect(result.output.contains("/detail?id={identifier}"))
        #expect(
            result.output.contains(
                "  ChallengeCharacter: CharacterIncomingNavigation (3 cases), CharacterOutgoingNavigation (2 cases), CharacterDeepLinkHandler\n"))
        #expect(result.output.contains("  ChallengeAppKit: AppNavigationRedirect (5 redirects)"))
        #expect(run("show", Self.broken).status == 1)
    }

    @Test func routesPrintsASampleURLOfEveryRoute() {
        let result = run("routes", "--format", "samples", Self.graphs)
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init) }
        #expect(lines.contains(["challenge://episode/42?season=43", "->", "Episode.detail(identifier:", "42,", "season:", "43)"]))
        #expect(lines.contains(["challenge://character/", "->", "Character.list"]))
        // Every route under every location of its feature: Character has 5 routes and 2 locations.
        #expect(lines.count == 15)
    }

    @Test(arguments: ["show", "lint", "generate", "routes", "resolve", "graph", "export", "init", "diff"])
    func everyCommandHasHelp(_ command: String) {
        let result = run(command, "--help")
        #expect(result.status == 0)
        #expect(result.output.contains("USAGE: navgraph \(command)"))
    }

    @Test func theCommandListIsTheTable() {
        let help = run("--help").output
        #expect(
            Navgraph.allCommands.map(\.name) == ["show", "lint", "generate", "routes", "resolve", "graph", "map", "import", "diff", "export", "init"])
        for command in Navgraph.allCommands {
            #expect(help.contains("  \(command.name.padding(toLength: 22, withPad: " ", startingAt: 0))  \(command.summary)\n"))
            #expect(command.help.contains("USAGE: navgraph \(command.name)"), "\(command.name)")
        }
        let misuse = run("resolve")
        #expect(misuse.status == 2)
        #expect(misuse.error == "error: missing URL\n\n" + Navgraph().subcommand(named: "resolve")!.help)
    }

    /// The build plugin's tool, `navgraph-build`, runs what a build needs and nothing else: every
    /// clean build of an app compiles it.
    @Test func theBuildToolRunsLintAndGenerate() throws {
        #expect(Navgraph.buildCommands.map(\.name) == ["lint", "generate"])
        var tool = Navgraph(commands: Navgraph.buildCommands)
        #expect(tool.run(["routes"]) == 2)
        #expect(tool.standardError.hasPrefix("error: unknown command 'routes'"))
        #expect(!tool.standardError.contains("  routes "))
        var lint = Navgraph(commands: Navgraph.buildCommands)
        #expect(lint.run(["lint", repositoryRoot.appending(path: "Graphs").path]) == 0)
        #expect(lint.standardOutput.contains("are clean"))
    }

    @Test func versionAndHelp() {
        #expect(run("--version").output == "navgraph \(Navgraph.version)\n")
        #expect(run("--help").output.contains("COMMANDS:"))
    }

    /// One version: what `navgraph --version` prints is the README's package line and the
    /// changelog's newest version.
    @Test func theREADMEAndTheChangelogNameTheVersionTheToolPrints() throws {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let changelog = try String(contentsOf: repositoryRoot.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        #expect(readme.contains(#"from: "\#(Navgraph.version)")"#))
        let versions = changelog.split(separator: "\n").filter { $0.hasPrefix("## ") && $0 != "## Unreleased" }
        #expect(versions.first == "## \(Navgraph.version)")
    }

    @Test func routesPrintsEveryPatternWithItsDestinationAndTypes() {
        let result = run("routes", Self.graphs)
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        // Each feature's locations once, then each route once, whatever the number of locations.
        #expect(lines.first == "Character at challenge://character, https://challenge.example.com/characters")
        #expect(lines[1] == "PATTERN DESTINATION PRESENTATION PARAMETERS")
        #expect(lines.contains("/detail?id={identifier} Character.detail push identifier: Int"))
        #expect(lines.filter { $0.hasPrefix("/{identifier} Character.detail") }.count == 1)
        #expect(lines.contains("/{identifier}/play Episode.player fullScreenCover identifier: Int"))
        #expect(lines.filter { $0.contains(" at ") }.count == 3)
        #expect(lines.count == 3 + 3 + 10)
    }

    /// Nine locations (three schemes by three hosts) are one wrapped header, not nine rows a route.
    @Test func routesOfALocationListAreListedOnce() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try #"""
        { "feature": "Shop", "module": "Shop",
          "deepLink": { "scheme": ["https", "http", "ksr"], "host": ["www.kickstarter.com", "kickstarter.com", "m.kickstarter.com"] },
          "incoming": [ { "name": "home", "deepLink": "/" }, { "name": "item", "parameters": [ { "name": "id", "type": "Int" } ], "deepLink": "/items/{id}" } ] }
        """#.write(to: folder.appendingPathComponent("Shop.navgraph.json"), atomically: true, encoding: .utf8)
        let result = run("routes", folder.path)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.count == 3 + 1 + 2, "\(result.output)")
        #expect(lines.allSatisfy { $0.count <= 100 })
        #expect(lines.last?.hasPrefix("  /items/{id}") == true)
        let unfit = run("resolve", "ksr://m.kickstarter.com/items/seven", folder.path)
        #expect(unfit.status == 1)
        #expect(
            unfit.output == """
                ksr://m.kickstarter.com/items/seven
                  opens nothing: the path fits Shop.item ('/items/{id}'), but 'seven' is not a valid value of parameter 'id'
                  nearest routes:
                    ksr://m.kickstarter.com/items/{id}  ->  Shop.item
                    ksr://m.kickstarter.com/  ->  Shop.home

                """)
    }

    /// A value decoded from a URL is shown escaped: `%1B%5B2J%0A` would clear the screen and
    /// forge a second `opens` line (issue 66). Every command's output passes the same filter.
    @Test func noControlCharacterFromAURLReachesTheTerminal() {
        let federated = repositoryRoot.appendingPathComponent("Examples/Federated").path
        for url in ["https://x.social/@bob%1B%5B2J%0A%20%20opens%20F.admin", "https://x.social/@bob\u{1B}[2J\u{202E}", "app://h\u{7}\n/x"] {
            let result = run("resolve", url, federated)
            #expect(result.status == 1)
            let output = result.output + result.error
            #expect(!output.unicodeScalars.contains { $0 != "\n" && VisibleText.mustEscape($0) }, "\(output.debugDescription)")
            #expect(output.split(separator: "\n").filter { $0.hasPrefix("  opens") }.count == 1, "\(output)")
        }
        let forged = run("resolve", "https://x.social/@bob%1B%5B2J%0A%20%20opens%20F.admin", federated)
        #expect(forged.output.contains("'bob\\u{1B}[2J\\u{A}  opens F.admin' is not a valid value of parameter 'user'"), "\(forged.output)")
    }

    /// A graph's text that must not reach a terminal as itself, in a description and a value
    /// pattern, is escaped by every command that prints it, and JSON stays JSON.
    @Test func everyCommandPrintsAGraphsTextEscaped() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try #"""
        { "feature": "Evil", "module": "EvilKit", "deepLink": { "scheme": "evil", "host": "e" },
          "incoming": [ { "name": "home", "description": "clears\u001b[2J\u2028the screen\u202e", "deepLink": "/home/{v}",
                          "parameters": [ { "name": "v", "type": "String", "pattern": "[a-z\u202e]+" } ] } ] }
        """#.write(to: folder.appendingPathComponent("Evil.navgraph.json"), atomically: true, encoding: .utf8)
        for arguments in [
            ["show"], ["lint"], ["routes"], ["routes", "--format", "json"], ["routes", "--format", "samples"], ["graph"],
            ["graph", "--format", "dot"], ["resolve", "evil://e/home/a%E2%80%AE"], ["resolve", "evil://e/home/%E2%80%AE%1B"],
            ["export", "--output", folder.appendingPathComponent("Out").path, "--app-id", "T.B"],
        ] {
            var navgraph = Navgraph()
            let status = navgraph.run(arguments + [folder.path])
            #expect(status == (arguments.last == "evil://e/home/%E2%80%AE%1B" ? 1 : 0), "\(arguments): \(navgraph.standardError)")
            let output = navgraph.standardOutput + navgraph.standardError
            #expect(!output.unicodeScalars.contains { $0 != "\n" && VisibleText.mustEscape($0) }, "\(arguments): \(output.debugDescription)")
            if arguments.last == "json" {
                #expect((try? JSONSerialization.jsonObject(with: Data(navgraph.standardOutput.utf8))) != nil, "\(navgraph.standardOutput)")
            }
        }
    }

    /// A placeholder host's samples take a host its value pattern matches (issue 66: they used
    /// `social.example`, which `resolve` rightly refused, so round trips failed lint-clean graphs).
    @Test func samplesUnderAPlaceholderHostSatisfyItsPattern() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try #"""
        { "feature": "Fox", "module": "FoxKit", "deepLink": { "scheme": "firefox", "host": "{widget}" },
          "incoming": [ { "name": "widget", "parameters": [ { "name": "widget", "type": "String", "pattern": "widget-[a-z-]+" } ],
                          "deepLink": "/" } ] }
        """#.write(to: folder.appendingPathComponent("Fox.navgraph.json"), atomically: true, encoding: .utf8)
        let samples = run("routes", "--format", "samples", folder.path)
        #expect(samples.output == "firefox://widget-a/  ->  Fox.widget(widget: \"widget-a\")\n")
        #expect(run("resolve", "firefox://widget-a/", folder.path).status == 0)
    }

    /// Two features of a browser's command links: one on literal hosts with a shared query key,
    /// one on a placeholder host with a value pattern.
    static let browserGraphs = [
        "Fox.navgraph.json": #"""
        { "feature": "Fox", "module": "FoxKit",
          "deepLink": { "scheme": "firefox", "host": ["open-url", "deep-links-are-fun"], "query": { "ref": "ref" } },
          "incoming": [
            { "name": "openURL", "deepLink": "/?url={url}",
              "parameters": [ { "name": "url", "type": "String", "pattern": "https?://.+" }, { "name": "ref", "type": "String?" } ] },
            { "name": "settings", "deepLink": "/settings/{section}",
              "parameters": [ { "name": "section", "type": "String" }, { "name": "ref", "type": "String?" } ] } ] }
        """#,
        "Widget.navgraph.json": #"""
        { "feature": "Widget", "module": "FoxKit", "deepLink": { "scheme": "firefox", "host": "{widget}" },
          "incoming": [ { "name": "widget", "deepLink": "/?url={url}",
                          "parameters": [ { "name": "widget", "type": "String", "pattern": "widget-[a-z-]+" }, { "name": "url", "type": "String" } ] } ] }
        """#,
    ]

    /// A folder of graph files, removed when `body` returns.
    private func withGraphs<T>(_ files: [String: String], _ body: (String) throws -> T) throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return try body(folder.path)
    }

    /// `resolve` explains a miss by the route under the URL's own location, named, with its
    /// pattern as the graph writes it (issue 62: it quoted `/?url={url}&ref={ref}`, the shared key
    /// spliced in, and listed the routes of other hosts beside a placeholder host's refusal).
    @Test func resolveExplainsAMissByARouteUnderTheURLsOwnLocation() throws {
        try withGraphs(Self.browserGraphs) { graphs in
            #expect(
                run("resolve", "firefox://deep-links-are-fun?url=/settings", graphs).output == """
                    firefox://deep-links-are-fun?url=/settings
                      opens nothing: the path fits Fox.openURL ('/?url={url}'), but '/settings' is not a valid value of parameter 'url'
                      nearest routes:
                        firefox://deep-links-are-fun/?url={url}  ->  Fox.openURL
                        firefox://deep-links-are-fun/settings/{section}  ->  Fox.settings

                    """)
            #expect(
                run("resolve", "firefox://other-host?url=/settings", graphs).output == """
                    firefox://other-host?url=/settings
                      opens nothing: the path fits Widget.widget ('/?url={url}'), but 'other-host' is not a valid value of parameter 'widget'
                      nearest routes:
                        firefox://{widget}/?url={url}  ->  Widget.widget

                    """)
            // A host that only the placeholder takes, and no route fits: perhaps a literal host
            // mistyped, so every location's routes are candidates.
            #expect(run("resolve", "firefox://open-ur/settings/a", graphs).output.contains("firefox://open-url/settings/{section}  ->  Fox.settings"))
            let matched = run("resolve", "firefox://open-url?url=https://a.example", graphs).output
            #expect(matched.contains("  pattern /?url={url}, with the location's shared ref={ref}\n"), "\(matched)")
            #expect(run("routes", graphs).output.contains("  /?url={url}          Fox.openURL"))
        }
    }

    /// A blog's wildcard subdomains and a chat client's URIs without a host, through `lint`,
    /// `routes --format samples`, `resolve` and `export` (SPEC 1.3, 3.6).
    @Test func wildcardSubdomainsAndURIsWithoutAHostThroughTheCommands() throws {
        let files = [
            "Blog.navgraph.json": #"""
            { "feature": "Blog", "module": "BlogKit",
              "deepLink": [ { "scheme": "https", "host": ["wordpress.com", "*.wordpress.org"] }, { "scheme": "https", "host": "{blog}.wordpress.com" } ],
              "incoming": [
                { "name": "site", "deepLink": "/", "parameters": [ { "name": "blog", "type": "String?" } ] },
                { "name": "stats", "deepLink": "/stats", "parameters": [ { "name": "blog", "type": "String", "pattern": "[a-z]+" } ] } ] }
            """#,
            "Chat.navgraph.json": #"""
            { "feature": "Chat", "module": "BlogKit", "deepLink": { "scheme": "matrix" },
              "incoming": [ { "name": "user", "deepLink": "/u/{user}", "parameters": [ { "name": "user", "type": "String" } ] } ] }
            """#,
        ]
        try withGraphs(files) { graphs in
            #expect(run("lint", graphs).status == 0)
            #expect(
                run("routes", "--format", "samples", graphs).output == """
                    https://wordpress.com/                    ->  Blog.site(blog: nil)
                    https://sample.wordpress.org/             ->  Blog.site(blog: nil)
                    https://social.example.wordpress.com/     ->  Blog.site(blog: "social.example")
                    https://other.wordpress.com/stats         ->  Blog.stats(blog: "other")
                    matrix:u/Sample%200%2F%C3%BC%26%2B%C3%A9  ->  Chat.user(user: "Sample 0/ü&+é")

                    """)
            #expect(run("resolve", "https://a.B.wordpress.com/", graphs).output.contains("  blog: String? = \"a.b\"\n"))
            #expect(run("resolve", "matrix:u/alice:example.org", graphs).output.contains("  user: String = \"alice:example.org\"\n"))
            #expect(run("resolve", "matrix://u/alice", graphs).output.contains("opens nothing: no route lives under matrix://u"))
            let output = URL(fileURLWithPath: graphs).appendingPathComponent("Out")
            #expect(run("export", "--output", output.path, "--app-id", "T.B", graphs).status == 0)
            let domains = try String(contentsOf: output.appendingPathComponent("AssociatedDomains.entitlements"), encoding: .utf8)
            #expect(domains.contains("applinks:*.wordpress.org") && domains.contains("applinks:*.wordpress.com"), "\(domains)")
            let association = try String(contentsOf: output.appendingPathComponent("*.wordpress.com/apple-app-site-association"), encoding: .utf8)
            #expect(association.contains(#"{ "/": "/stats", "comment": "Blog.stats" }"#), "\(association)")
            let schemes = try String(contentsOf: output.appendingPathComponent("CFBundleURLTypes.plist"), encoding: .utf8)
            #expect(schemes.contains("<string>matrix</string>"))
        }
    }

    /// `resolve` names the exclusion that refuses a URL; samples leave excluded URLs out.
    @Test func resolveNamesTheExclusionThatRefusesAURL() throws {
        let site = #"""
            { "feature": "Site", "module": "SiteKit",
              "deepLink": { "scheme": "https", "host": "wordpress.com", "exclude": ["/wp-admin/{*rest}", "/get/help"] },
              "incoming": [ { "name": "page", "deepLink": "/{*path}", "parameters": [ { "name": "path", "type": "String" } ] } ] }
            """#
        try withGraphs(["Site.navgraph.json": site]) { graphs in
            #expect(run("lint", graphs).error.isEmpty)
            let refused = run("resolve", "https://wordpress.com/wp-admin/users", graphs)
            #expect(refused.status == 1)
            #expect(
                refused.output == """
                    https://wordpress.com/wp-admin/users
                      opens nothing: the exclusion '/wp-admin/{*rest}' of its location refuses it

                    """)
            #expect(run("resolve", "https://wordpress.com/get/more", graphs).status == 0)
        }
        #expect(try withGraphs(["Site.navgraph.json": site]) { run("routes", "--format", "samples", $0).output.contains("Site.page") })
        try withGraphs(["Site.navgraph.json": site.replacingOccurrences(of: "/get/help", with: "/{a}/{b}")]) { graphs in
            let samples = run("routes", "--format", "samples", graphs)
            #expect(samples.status == 0 && samples.error.isEmpty, "\(samples.error)")
            #expect(!samples.output.contains("Site.page"), "the only sample, of two segments, is excluded")
        }
    }

    /// Lint quotes a pattern as the graph writes it, not with the shared query keys it binds.
    @Test func lintQuotesPatternsAsWritten() throws {
        var files = Self.browserGraphs
        files["Fox.navgraph.json"] = files["Fox.navgraph.json"]?.replacingOccurrences(of: "/settings/{section}", with: "/?url={section}")
            .replacingOccurrences(of: #", "pattern": "https?://.+""#, with: "")
        try withGraphs(files) { graphs in
            let lint = run("lint", graphs)
            #expect(lint.status == 1)
            #expect(
                lint.error.contains(
                    "deep link '/?url={section}' of Fox.settings matches the same URLs under firefox://open-url as '/?url={url}' of Fox.openURL"),
                "\(lint.error)")
            #expect(!lint.error.contains("ref={ref}"), "\(lint.error)")
        }
    }

    @Test func routesAsJSONIsValidJSON() throws {
        let result = run("routes", "--format", "json", Self.graphs)
        let routes = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
        #expect(routes.count == 15)
        #expect(routes.first?["url"] as? String == "challenge://character/list")
    }

    @Test func resolveTellsTheDestinationAndValues() {
        let result = run("resolve", "challenge://episode/7?season=2", Self.graphs)
        #expect(result.status == 0)
        #expect(
            result.output == """
                challenge://episode/7?season=2
                  opens Episode.detail (push)
                  pattern /{identifier}?season={season}
                  identifier: Int = "7"
                  season: Int = "2"

                """)
    }

    static let edgeCases = repositoryRoot.appendingPathComponent("Examples/EdgeCases").path

    @Test func resolvePrintsACatchAllAnArrayAnEnumDefaultAndBacktracks() {
        let search = run("resolve", "edge://library/search?tag=x&tag=y%2Bz", Self.edgeCases)
        #expect(search.status == 0)
        #expect(
            search.output == """
                edge://library/search?tag=x&tag=y%2Bz
                  opens Library.search (push)
                  pattern /search?tag={tags}&shelf={shelves}&order={order}&page={pages}
                  tags: [String] = ["x", "y+z"]
                  shelves: [Shelf]? = nil
                  order: Order = "top-rated" (default)
                  pages: [Int] = [1] (default)

                """)
        let file = run("resolve", "edge://library/files/a%20b/c", Self.edgeCases)
        #expect(file.output.contains("opens Library.file (push)\n  pattern /files/{*path}\n  path: String = \"a b/c\"\n"))
        // `ref` is a query key every location of Library shares (`"query": { "ref": "referrer" }`).
        let posts = run("resolve", "https://library.example.com/users/me/posts?ref=news", Self.edgeCases)
        #expect(
            posts.output.contains(
                "opens Library.posts (push)\n  pattern /users/{user}/posts, with the location's shared ref={referrer}\n  user: String = \"me\"\n  referrer: String? = \"news\"\n"
            )
        )
        let fallback = run("resolve", "edge://library/shelves/Poetry", Self.edgeCases)
        #expect(fallback.output.contains("opens Library.web (push)\n  pattern /{*path}\n  path: String = \"shelves/Poetry\"\n"))
    }

    @Test func aParameterWithoutATextFormIsANoteInLintAndShow() {
        let lint = run("lint", Self.edgeCases)
        #expect(lint.status == 0)
        #expect(
            lint.error.contains(
                "Catalog.navgraph.json:38:40: note: 'Catalog.compare' may not be saved: parameter 'selection' passes 'Set<String>?' through"
            ))
        #expect(lint.output.contains("4 graph files are clean"))
        let show = run("show", Self.edgeCases)
        #expect(show.output.contains("CatalogIncomingNavigation (6 cases; may not be saved: compare)"))
        #expect(show.output.contains("LibraryIncomingNavigation (10 cases),"))
        #expect(show.output.contains("AppNavigationRestoration, AppTab (shop, library)\n"))
        #expect(run("show", Self.graphs).output.contains("AppTab (home, characters, episodes, surprise (action))\n"))
    }

    @Test func resolveExplainsAMissAndNamesTheNearestRoutes() {
        let result = run("resolve", "challenge://character/detail?id=abc", Self.graphs)
        #expect(result.status == 1)
        #expect(
            result.output.contains(
                "opens nothing: the path fits Character.detail ('/detail?id={identifier}'), but 'abc' is not a valid value of parameter 'identifier'")
        )
        #expect(result.output.contains("challenge://character/detail?id={identifier}  ->  Character.detail"))
    }

    @Test func generateWritesOnlyChangedFiles() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let first = run("generate", "--module", "ChallengeCharacter", "--output", output.path, Self.graphs)
        #expect(first.status == 0)
        #expect(first.output == "wrote \(output.path)/ChallengeCharacter.navgraph.swift\n")
        let file = output.appendingPathComponent("ChallengeCharacter.navgraph.swift").path
        let before = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
        Thread.sleep(forTimeInterval: 0.05)
        let second = run("generate", "--module", "ChallengeCharacter", "--output", output.path, Self.graphs)
        #expect(second.output == "", "an unchanged file is neither written nor reported")
        let after = try FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date
        #expect(before == after)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasPrefix(".") }
        #expect(leftovers.isEmpty)
    }

    @Test func changingOneFeaturesGraphRewritesOnlyTheFilesWhoseContentChanged() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let graphs = folder.appendingPathComponent("Graphs")
        let output = folder.appendingPathComponent("Generated").path
        try FileManager.default.copyItem(atPath: Self.graphs, toPath: graphs.path)
        let modules = ["ChallengeHome", "ChallengeCharacter", "ChallengeEpisode", "ChallengeSystem", "ChallengeAppKit"]
        for module in modules {
            #expect(run("generate", "--module", module, "--output", output, graphs.path).status == 0)
        }
        let home = graphs.appendingPathComponent("Home.navgraph.json")
        let text = try String(contentsOf: home, encoding: .utf8)
        try text.replacingOccurrences(of: "The home screen.", with: "The first screen.").write(to: home, atomically: true, encoding: .utf8)
        var written: [String] = []
        for module in modules {
            let result = run("generate", "--module", module, "--output", output, graphs.path)
            if !result.output.isEmpty { written.append(module) }
        }
        #expect(written == ["ChallengeHome"])
    }

    @Test func routesAndResolveOnABrokenGraphPrintTheErrorsAndExitOne() {
        let routes = run("routes", Self.broken)
        #expect(routes.status == 1)
        #expect(routes.output.isEmpty)
        #expect(routes.error.contains("error: outgoing destination 'Shop.checkout' has no redirect"))
        let resolve = run("resolve", "shop://shop/", Self.broken)
        #expect(resolve.status == 1)
        #expect(resolve.error.contains("error: outgoing destination 'Shop.checkout' has no redirect"))
    }

    @Test func generateWithErrorsWritesNothingAndExitsOne() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let result = run("generate", "--module", "ShopApp", "--output", output.path, Self.broken)
        #expect(result.status == 1)
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}
