import Foundation
import Testing

@testable import _NavigationGraphCompiler
@testable import _NavigationGraphTooling

/// `navgraph --package FILE`, what `swift package navgraph` and `navgraph-generate` run: the
/// graphs each command reads, chosen from the package's listing as the build plugin chooses them,
/// the warnings only a package can give, and `generate` into each target's `Generated/` folder.
/// `Scripts/plugin-end-to-end.sh` runs the same through the real plugins.
struct PackageListingTests {
    /// A package of three targets: `Shop` and `Help` with a feature graph each in their folders,
    /// `App` depending on both with the app graph in `Graphs/`, which includes `Shop` only.
    private struct Package {
        let folder: URL
        let listing: String

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-\(UUID().uuidString)")
            let manager = FileManager.default
            for path in ["Graphs", "Sources/Shop", "Sources/Help", "Sources/App"] {
                try manager.createDirectory(at: folder.appendingPathComponent(path), withIntermediateDirectories: true)
            }
            try Self.write(
                #"{ "feature": "Shop", "module": "Shop", "deepLink": { "scheme": "consumer", "host": "shop" }, "incoming": [ { "name": "home", "deepLink": "/" } ] }"#,
                folder, "Sources/Shop/Shop.navgraph.json")
            try Self.write(#"{ "feature": "Help", "module": "Help", "incoming": [ { "name": "faq" } ] }"#, folder, "Sources/Help/Help.navgraph.json")
            try Self.write(#"{ "app": "Consumer", "module": "App", "features": ["Shop"], "redirects": [] }"#, folder, "Graphs/App.navgraph.json")
            let path = folder.path
            let listing: [String: Any] = [
                "name": "Consumer", "directory": path,
                "targets": [
                    [
                        "name": "Shop", "module": "Shop", "directory": path + "/Sources/Shop", "graphs": [path + "/Sources/Shop/Shop.navgraph.json"],
                        "dependencyGraphs": [],
                    ],
                    [
                        "name": "Help", "module": "Help", "directory": path + "/Sources/Help", "graphs": [path + "/Sources/Help/Help.navgraph.json"],
                        "dependencyGraphs": [],
                    ],
                    [
                        "name": "App", "module": "App", "directory": path + "/Sources/App", "graphs": [String](),
                        "dependencyGraphs": [path + "/Sources/Shop/Shop.navgraph.json", path + "/Sources/Help/Help.navgraph.json"],
                    ],
                ],
            ]
            let file = folder.appendingPathComponent("listing.json")
            try JSONSerialization.data(withJSONObject: listing).write(to: file)
            self.listing = file.path
        }

        static func write(_ text: String, _ folder: URL, _ path: String) throws {
            try text.write(to: folder.appendingPathComponent(path), atomically: true, encoding: .utf8)
        }

        func remove() {
            try? FileManager.default.removeItem(at: folder)
        }
    }

    private func run(_ arguments: [String]) -> (status: Int32, output: String, error: String) {
        var navgraph = Navgraph()
        let status = navgraph.run(arguments)
        return (status, navgraph.standardOutput, navgraph.standardError)
    }

    @Test func aTargetReadsWhatItsBuildReads() throws {
        let package = try Package()
        defer { package.remove() }
        // The app graph and the feature it includes, not Help.
        let app = run(["--package", package.listing, "--target", "App", "lint"])
        #expect(app.status == 0, "\(app.error)")
        #expect(app.output.hasPrefix("2 graph files are clean: 1 feature"), "\(app.output)")
        let shop = run(["--package", package.listing, "--target", "Shop", "routes"])
        #expect(shop.output.contains("Shop.home"), "\(shop.output)")
        #expect(!shop.output.contains("faq"))
    }

    @Test func withoutATargetEveryGraphOfThePackageIsRead() throws {
        let package = try Package()
        defer { package.remove() }
        let result = run(["--package", package.listing, "lint"])
        #expect(result.output.hasPrefix("3 graph files are clean: 2 features"), "\(result.output)")
        // Help is a feature no app includes: only the package can tell, and lint does.
        #expect(
            result.error
                == "\(package.folder.path)/Sources/Help/Help.navgraph.json:1:1: warning: no app graph includes feature 'Help'; add it to an app's \"features\"\n",
            "\(result.error)")
    }

    @Test func lintWarnsOfAModuleThatIsNoTargetOfThePackage() throws {
        let package = try Package()
        defer { package.remove() }
        try Package.write(
            "{\n  \"feature\": \"Shop\",\n  \"module\": \"Shopp\",\n  \"incoming\": [ { \"name\": \"home\" } ]\n}\n", package.folder,
            "Sources/Shop/Shop.navgraph.json")
        let result = run(["--package", package.listing, "lint"])
        #expect(
            result.error.contains(
                "\(package.folder.path)/Sources/Shop/Shop.navgraph.json:3:1: warning: module 'Shopp' is not a target of package 'Consumer'; did you mean 'Shop'?"
            ),
            "\(result.error)")
    }

    @Test func anUnknownTargetIsAUsageErrorWithASuggestion() throws {
        let package = try Package()
        defer { package.remove() }
        let result = run(["--package", package.listing, "--target", "Shp", "lint"])
        #expect(result.status == 2)
        #expect(result.error == "error: package 'Consumer' has no target named 'Shp'; did you mean 'Shop'?\n", "\(result.error)")
        // The command line's article quotes it.
        let article = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Sources/NavigationGraph/NavigationGraph.docc/CommandLine.md"), encoding: .utf8)
        #expect(article.contains("(`\(result.error.dropLast())`)"))
    }

    @Test func pathsAndCommandsWithoutGraphsPassThroughButNotWithATarget() throws {
        let package = try Package()
        defer { package.remove() }
        let given = run(["--package", package.listing, "lint", package.folder.path + "/Sources/Help"])
        #expect(given.output.hasPrefix("1 graph file is clean"), "\(given.output)")
        #expect(given.error.isEmpty, "\(given.error)")
        let both = run(["--package", package.listing, "--target", "Shop", "lint", package.folder.path + "/Sources/Help"])
        #expect(both.status == 2)
        #expect(both.error.contains("give either --target or graph paths, not both"), "\(both.error)")
        let help = run(["--package", package.listing, "--help"])
        #expect(help.status == 0)
        #expect(help.output.hasPrefix("OVERVIEW: Compiles navigation graphs"))
    }

    /// The plugin runs `generate` in the package's folder: its graphs are named from there in
    /// the committed code, which is then the same on every checkout.
    @Test func graphsInsideTheFolderAreNamedFromIt() {
        #expect(PackageListing.path("/work/app/Graphs/App.navgraph.json", from: "/work/app") == "Graphs/App.navgraph.json")
        #expect(PackageListing.path("/work/app/./Graphs/App.navgraph.json", from: "/work/app/") == "Graphs/App.navgraph.json")
        #expect(PackageListing.path("/work/application/App.navgraph.json", from: "/work/app") == "/work/application/App.navgraph.json")
        #expect(PackageListing.path("/elsewhere/Shop.navgraph.json", from: "/work/app") == "/elsewhere/Shop.navgraph.json")
    }

    @Test func aTargetWhoseBuildReadsNoGraphSaysSo() throws {
        let package = try Package()
        defer { package.remove() }
        try FileManager.default.removeItem(at: package.folder.appendingPathComponent("Graphs/App.navgraph.json"))
        let result = run(["--package", package.listing, "--target", "App", "lint"])
        #expect(result.status == 0)
        #expect(result.output == "the build of App reads no graph files\n", "\(result.output)")
    }

    @Test func generateWritesEachTargetsCodeAndCheckNamesTheStaleOnes() throws {
        let package = try Package()
        defer { package.remove() }
        let written = run(["--package", package.listing, "--target", "Shop", "--target", "App", "generate"])
        #expect(written.status == 0, "\(written.error)")
        let shop = package.folder.appendingPathComponent("Sources/Shop/Generated/Shop.navgraph.swift")
        let app = package.folder.appendingPathComponent("Sources/App/Generated/App.navgraph.swift")
        #expect(try String(contentsOf: shop, encoding: .utf8).contains("public enum ShopIncomingNavigation"))
        #expect(FileManager.default.fileExists(atPath: app.path))
        #expect(!FileManager.default.fileExists(atPath: package.folder.appendingPathComponent("Sources/Help/Generated").path))
        #expect(run(["--package", package.listing, "--target", "Shop", "--target", "App", "generate", "--check"]).status == 0)
        try (String(contentsOf: shop, encoding: .utf8) + "// edited by hand\n").write(to: shop, atomically: true, encoding: .utf8)
        let stale = run(["--package", package.listing, "generate", "--check"])
        #expect(stale.status == 3)
        #expect(stale.error.contains("'\(shop.path)' is not what the graphs generate"), "\(stale.error)")
        #expect(stale.error.contains("error: the committed generated code of Shop, Help is stale"), "\(stale.error)")
    }
}
