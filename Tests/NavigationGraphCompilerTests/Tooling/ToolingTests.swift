import Foundation
import Testing

@testable import _NavigationGraphCompiler
@testable import _NavigationGraphTooling

/// Pictures, platform files, the starter graph, the JSON Schema and colour.
struct ToolingTests {
    static let graphs = repositoryRoot.appendingPathComponent("Graphs").path
    static let edgeCases = repositoryRoot.appendingPathComponent("Examples/EdgeCases").path
    static let broken = repositoryRoot.appendingPathComponent("Tests/Fixtures/Invalid/app-missing-redirect").path

    private func run(_ arguments: String...) -> (status: Int32, output: String, error: String) {
        var navgraph = Navgraph()
        let status = navgraph.run(arguments)
        return (status, navgraph.standardOutput, navgraph.standardError)
    }

    private func temporaryFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-\(UUID().uuidString)")
    }

    // MARK: - graph

    @Test func mermaidPictureHasClustersNodesAndLabelledRedirects() {
        let result = run("graph", Self.graphs)
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "flowchart LR")
        // Each tab is a cluster around its features' clusters.
        #expect(lines.contains("    subgraph tab_characters[\"Characters tab (root Character.list)\"]"))
        #expect(lines.contains("        subgraph feature_Character[\"Character (ChallengeCharacter)\"]"))
        // Each pattern under its first location, then the feature's other locations once.
        #expect(
            lines.contains(
                "            Character_in_filter[\"filter(query: String?) [sheet]<br/>challenge://character/filter?q={query}<br/>also under https://challenge.example.com/characters\"]"
            ))
        #expect(lines.contains("            Episode_out_character([\"→ character(id: Int)\"])"))
        #expect(lines.contains("    Episode_out_character -->|\"identifier ← id\"| Character_in_detail"))
        #expect(lines.filter { $0.contains("-->") }.count == 5)
    }

    @Test func dotPictureIsAGraphvizDigraph() {
        let result = run("graph", "--format", "dot", Self.graphs)
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("digraph \"Challenge\" {\n    rankdir=LR;"))
        #expect(
            result.output.contains(
                "    subgraph cluster_tab_home {\n        label=\"Home tab (root Home.main)\";\n"
                    + "        subgraph cluster_feature_Home {\n            label=\"Home (ChallengeHome)\";"))
        #expect(result.output.contains("    Home_out_about -> System_in_about;"))
        // An action tab lists no feature: a node, where an empty cluster would draw nothing.
        #expect(result.output.contains("    tab_surprise [label=\"Surprise me tab (action)\", shape=hexagon];\n"))
        #expect(result.output.contains("    Episode_out_character -> Character_in_detail [label=\"identifier ← id\"];"))
        #expect(result.output.hasSuffix("}\n"))
    }

    @Test func picturesAreDeterministicAndBrokenGraphsExitOne() {
        #expect(run("graph", Self.graphs).output == run("graph", Self.graphs).output)
        #expect(run("graph", Self.broken).status == 1)
        #expect(run("graph", "--format", "svg", Self.graphs).status == 2)
    }

    /// A toolchain older than the package's tools version cannot even read its manifest, so the
    /// requirement the docs state is that version (they said 6.0 while the manifest said 6.2).
    @Test func theDocsRequireThePackagesToolsVersion() throws {
        let manifest = try String(contentsOf: repositoryRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let version = try #require(manifest.split(separator: "\n").first?.split(separator: ":").last?.trimmingCharacters(in: .whitespaces))
        for document in ["README.md", "Sources/NavigationGraph/NavigationGraph.docc/GettingStarted.md"] {
            let text = try String(contentsOf: repositoryRoot.appendingPathComponent(document), encoding: .utf8)
            #expect(text.contains("Requirements: Swift \(version) or later (the package's tools version is \(version);"), "\(document)")
        }
    }

    @Test func theREADMEShowsTheCurrentPicture() throws {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("```mermaid\n" + run("graph", Self.graphs).output + "```"))
        let guide = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Sources/NavigationGraph/NavigationGraph.docc/GettingStarted.md"), encoding: .utf8)
        #expect(guide.contains("```\n" + run("graph", Self.graphs).output + "```"))
    }

    // MARK: - export

    @Test func exportWritesURLTypesAssociatedDomainsAndSiteAssociation() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = run("export", "--output", folder.path, "--app-id", "TEAM.com.example.edge", Self.edgeCases)
        #expect(result.status == 0)
        let plist = try String(contentsOf: folder.appendingPathComponent("CFBundleURLTypes.plist"), encoding: .utf8)
        #expect(plist.contains("<key>CFBundleURLSchemes</key>\n\t\t\t<array>\n\t\t\t\t<string>edge</string>\n\t\t\t</array>"))
        #expect(!plist.contains("<string>https</string>"))
        let entitlements = try String(contentsOf: folder.appendingPathComponent("AssociatedDomains.entitlements"), encoding: .utf8)
        #expect(entitlements.contains("<string>applinks:shop.example.com</string>"))
        let data = try Data(contentsOf: folder.appendingPathComponent("shop.example.com/apple-app-site-association"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let details = try #require((json["applinks"] as? [String: Any])?["details"] as? [[String: Any]])
        #expect(details.first?["appIDs"] as? [String] == ["TEAM.com.example.edge"])
        let components = try #require(details.first?["components"] as? [[String: Any]])
        // A path that can end without `/` is claimed with it too, as the router opens both.
        #expect(
            components.map { $0["/"] as? String } == [
                "/catalog", "/catalog/", "/catalog/items/*", "/catalog/i/*", "/catalog/items/new", "/catalog/items/new/", "/checkout/cart/*",
                "/checkout/paid", "/checkout/paid/",
            ])
        // A link parameter is in no pattern: the route claims its required key alone.
        #expect(components.last?["?"] as? [String: String] == ["order": "*"])
        #expect(components.map { $0["comment"] as? String }.first == "Catalog.default")
        // Library's location list has https and http for each host: each route is listed once,
        // a query-keyed route with its key, and an array's key, which no URL needs, not at all.
        let library = try String(contentsOf: folder.appendingPathComponent("library.example.com/apple-app-site-association"), encoding: .utf8)
        #expect(library.components(separatedBy: #""comment": "Library.web""#).count == 2, "\(library)")
        #expect(library.contains(#"{ "/": "/users/*/posts", "?": { "post": "*" }, "comment": "Library.post" }"#))
        #expect(library.contains(#"{ "/": "/search", "comment": "Library.search" }"#))
    }

    @Test func exportListsRequiredQueryKeysOnly() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let graph = feature(
            incoming:
                #"[ { "name": "search", "parameters": [ { "name": "q", "type": "String" }, { "name": "page", "type": "Int?" } ], "deepLink": "/search?q={q}&page={page}" } ]"#,
            deepLink: #"{ "scheme": "https", "host": "Example.com" }"#)
        let graphFile = folder.appendingPathComponent("Shop.navgraph.json")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try graph.write(to: graphFile, atomically: true, encoding: .utf8)
        #expect(run("export", "--output", folder.path, "--app-id", "T.b", graphFile.path).status == 0)
        let text = try String(contentsOf: folder.appendingPathComponent("example.com/apple-app-site-association"), encoding: .utf8)
        #expect(text.contains(#"{ "/": "/search", "?": { "q": "*" }, "comment": "Shop.search" }"#))
    }

    /// `*` and `?` are wildcards in an association file, which has no escape for them: a route
    /// whose literal text holds one is left out and said, never listed as a wildcard that claims
    /// URLs the app does not open (issue 66: `/a*b` claimed `/axxb`, `/*` the whole site).
    @Test func exportLeavesRoutesWithWildcardTextOutAndSaysSo() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let graph = feature(
            incoming: #"""
                [ { "name": "star", "deepLink": "/a*b" }, { "name": "all", "deepLink": "/*" },
                  { "name": "file", "parameters": [ { "name": "id", "type": "Int" } ], "deepLink": "/x/{id}.j*n" },
                  { "name": "ok", "parameters": [ { "name": "id", "type": "Int" } ], "deepLink": "/ok/{id}" } ]
                """#,
            deepLink: #"{ "scheme": "https", "host": "a.example" }"#)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try graph.write(to: folder.appendingPathComponent("Shop.navgraph.json"), atomically: true, encoding: .utf8)
        let result = run("export", "--output", folder.appendingPathComponent("Out").path, "--app-id", "T.b", folder.path)
        #expect(result.status == 0)
        for route in ["/a*b (Shop.star)", "/* (Shop.all)", "/x/{id}.j*n (Shop.file)"] {
            #expect(result.output.contains("left out https://a.example\(route): its literal text holds '*' or '?'"), "\(result.output)")
        }
        let data = try Data(contentsOf: folder.appendingPathComponent("Out/a.example/apple-app-site-association"))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let details = try #require((json["applinks"] as? [String: Any])?["details"] as? [[String: Any]])
        let components = try #require(details.first?["components"] as? [[String: Any]])
        #expect(components.map { $0["/"] as? String } == ["/ok/*"])
    }

    /// An app's name is text of the graph's: in a property list, a control character XML cannot
    /// hold at all is written as a visible escape, so the file stays a property list.
    @Test func exportWritesAPropertyListWhateverTheAppsName() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try feature(incoming: #"[ { "name": "home", "deepLink": "/" } ]"#)
            .write(to: folder.appendingPathComponent("Shop.navgraph.json"), atomically: true, encoding: .utf8)
        try #"{ "app": "My\u0001App<&>", "module": "ShopApp", "features": ["Shop"], "redirects": [] }"#
            .write(to: folder.appendingPathComponent("App.navgraph.json"), atomically: true, encoding: .utf8)
        let result = run("export", "--output", folder.appendingPathComponent("Out").path, "--app-id", "T.b", folder.path)
        #expect(result.status == 0, "\(result.error)")
        let data = try Data(contentsOf: folder.appendingPathComponent("Out/CFBundleURLTypes.plist"))
        let plist = try #require(try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any])
        let types = try #require(plist["CFBundleURLTypes"] as? [[String: Any]])
        #expect(types.first?["CFBundleURLName"] as? String == "My\\u{1}App<&>")
    }

    /// A placeholder host (`https://{server}`) is any server: no entitlement or association file
    /// can list it, so it is left out, and said; the literal home server is exported, and the
    /// wildcard subdomains (`*.pages.example`, `{blog}.blogs.example`) as `*.` hosts.
    @Test func exportLeavesPlaceholderHostsOutAndSaysSo() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let federated = repositoryRoot.appendingPathComponent("Examples/Federated").path
        let result = run("export", "--output", folder.path, "--app-id", "T.b", federated)
        #expect(result.status == 0)
        #expect(
            result.output.contains(
                "left out https://{server} (Social): a placeholder host matches any server, which Associated Domains and apple-app-site-association cannot list"
            ), "\(result.output)")
        let entitlements = try String(contentsOf: folder.appendingPathComponent("AssociatedDomains.entitlements"), encoding: .utf8)
        #expect(entitlements.contains("<string>applinks:home.example</string>") && !entitlements.contains("{"))
        #expect(entitlements.contains("<string>applinks:*.blogs.example</string>"))
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(
            written == [
                "*.blogs.example", "*.pages.example", "AssociatedDomains.entitlements", "CFBundleURLTypes.plist", "auth.home.example",
                "blogs.example", "home.example", "matrix.to", "www.home.example",
            ])
        // A route with a fragment part claims URLs with a fragment.
        let permalinks = try String(contentsOf: folder.appendingPathComponent("matrix.to/apple-app-site-association"), encoding: .utf8)
        #expect(permalinks.contains(##"{ "/": "/", "#": "*", "comment": "Chat.user" }"##), "\(permalinks)")
        #expect(permalinks.contains(##"{ "/": "/pair", "#": "*", "comment": "Chat.pair" }"##), "\(permalinks)")
    }

    @Test func exportNeedsItsOptionsAndCleanGraphs() {
        #expect(run("export", "--output", "/tmp/x", Self.graphs).status == 2)
        #expect(run("export", "--app-id", "T.b", Self.graphs).status == 2)
        #expect(run("export", "--output", temporaryFolder().path, "--app-id", "T.b", Self.broken).status == 1)
    }

    // MARK: - init

    @Test func initWritesAStarterGraphThatLintsClean() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = run("init", "Cart", "--module", "ShopCart", "--output", folder.path)
        #expect(result.status == 0)
        let path = folder.appendingPathComponent("Cart.navgraph.json").path
        #expect(result.output == "wrote \(path)\n")
        #expect(run("lint", path).status == 0)
        let again = run("init", "Cart", "--module", "ShopCart", "--output", folder.path)
        #expect(again.status == 1)
        #expect(again.error.contains("already exists"))
        #expect(run("init", "cart", "--module", "ShopCart", "--output", folder.path).status == 2)
        #expect(run("init", "Cart", "--output", folder.path).status == 2)
    }

    // MARK: - Schema

    @Test func theSchemaAcceptsExactlyTheKeysTheReaderAccepts() throws {
        let data = try Data(contentsOf: repositoryRoot.appendingPathComponent("Schemas/navgraph.schema.json"))
        let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(schema["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        let definitions = try #require(schema["$defs"] as? [String: Any])
        func keys(_ name: String) -> Set<String> {
            Set(((definitions[name] as? [String: Any])?["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
        }
        #expect(keys("featureGraph") == Set(GraphDecoder.topLevelFeatureKeys))
        #expect(keys("appGraph") == Set(GraphDecoder.topLevelAppKeys))
        #expect(keys("incomingDestination") == Set(GraphDecoder.incomingKeys))
        #expect(keys("outgoingDestination") == Set(GraphDecoder.outgoingKeys))
        #expect(keys("parameter") == Set(GraphDecoder.parameterKeys))
        #expect(keys("location") == Set(GraphDecoder.locationKeys))
        #expect(keys("redirect") == Set(GraphDecoder.redirectKeys))
        #expect(keys("condition") == Set(GraphDecoder.conditionKeys))
        let presentations =
            ((definitions["incomingDestination"] as? [String: Any])?["properties"] as? [String: Any])?["presentation"] as? [String: Any]
        #expect(presentations?["enum"] as? [String] == Destination.Presentation.allCases.map(\.rawValue))
    }

    @Test func theExampleGraphsReferenceTheSchema() throws {
        for source in try sources(in: repositoryRoot.appendingPathComponent("Graphs")) {
            #expect(String(decoding: source.bytes, as: UTF8.self).contains(#""$schema": "../Schemas/navgraph.schema.json""#), "\(source.path)")
        }
    }

    // MARK: - Colour

    @Test func colourOnlyWhenAsked() {
        var plain = Navgraph()
        _ = plain.run(["lint", Self.broken])
        #expect(!plain.standardError.contains("\u{1B}["))
        var coloured = Navgraph(usesColor: true)
        _ = coloured.run(["lint", Self.broken])
        #expect(coloured.standardError.contains(": \u{1B}[1;31merror:\u{1B}[0m outgoing destination"))
        #expect(coloured.standardError.contains(": \u{1B}[1;90mnote:\u{1B}[0m 'Shop.checkout'"))
    }
}
