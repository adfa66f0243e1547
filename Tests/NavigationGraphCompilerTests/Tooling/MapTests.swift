import Foundation
import Testing

@testable import _NavigationGraphCompiler
@testable import _NavigationGraphTooling

/// `navgraph map`: one page, self-contained, the same bytes for the same graphs, and no graph text
/// that can leave its place in the page. Scripts/map-browser-check.sh opens it in a browser.
struct MapTests {
    private func run(_ arguments: String...) -> (status: Int32, output: String, error: String) {
        var navgraph = Navgraph()
        let status = navgraph.run(arguments)
        return (status, navgraph.standardOutput, navgraph.standardError)
    }

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-map-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The page's parts outside the graphs' JSON.
    private func withoutData(_ page: String) -> String {
        guard let start = page.range(of: #"<script type="application/json" id="map-data">"#),
            let end = page.range(of: "</script>", range: start.upperBound..<page.endIndex)
        else { return page }
        return String(page[..<start.upperBound]) + String(page[end.lowerBound...])
    }

    @Test func theMapHasEveryFeatureAndDestinationAndTheSameBytesTwice() throws {
        let folder = try temporaryFolder()
        let output = folder.appendingPathComponent("map.html").path
        let first = run("map", "--output", output, ToolingTests.graphs)
        #expect(first.status == 0, "\(first.error)")
        #expect(first.output.hasPrefix("wrote \(output) ("))
        let page = try String(contentsOfFile: output, encoding: .utf8)
        for name in ["\"Character\"", "\"detail\"", "\"Episode\"", "\"seasonPicker\"", "challenge://character/detail?id={identifier}"] {
            #expect(page.contains(name), "\(name)")
        }
        #expect(page.contains(#""redirect":"Character.detail""#), "an outgoing destination names where it leads")
        #expect(page.contains(#""requires":["signedIn"]"#))
        #expect(page.contains("<title>Challenge: navigation map</title>"))
        let second = run("map", "--output", output, ToolingTests.graphs)
        #expect(second.output.hasPrefix("unchanged \(output)"))
        #expect(try String(contentsOfFile: output, encoding: .utf8) == page)
    }

    @Test func thePageFetchesNothing() throws {
        let folder = try temporaryFolder()
        let output = folder.appendingPathComponent("map.html").path
        #expect(run("map", "--output", output, ToolingTests.edgeCases).status == 0)
        let page = withoutData(try String(contentsOfFile: output, encoding: .utf8))
        #expect(page.contains(#"content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:""#))
        for fetching in ["src=", "<link", "http://", "https://", "@import", "url(", "fetch(", "XMLHttpRequest"] {
            #expect(!page.contains(fetching), "\(fetching)")
        }
    }

    @Test func noTextOfAGraphLeavesItsPlaceInThePage() throws {
        let folder = try temporaryFolder()
        let graphs = folder.appendingPathComponent("Graphs")
        try FileManager.default.createDirectory(at: graphs, withIntermediateDirectories: true)
        let hostile = #"</script><script>alert(1)</script><!-- & \u2028"#
        try """
        { "feature": "Evil", "module": "Evil", "description": "\(hostile)",
          "incoming": [ { "name": "home", "description": "<img src=x onerror=alert(2)>" } ] }
        """.write(to: graphs.appendingPathComponent("Evil.navgraph.json"), atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("map.html").path
        #expect(run("map", "--output", output, graphs.path).status == 0)
        let page = try String(contentsOfFile: output, encoding: .utf8)
        #expect(page.components(separatedBy: "</script>").count == 3, "the data and the script, and no other")
        #expect(!page.contains("<img"))
        #expect(!page.contains("<!--"))
        #expect(page.contains(#"\u003c/script\u003e\u003cscript\u003ealert(1)"#))
    }

    @Test func brokenGraphsWriteNoMap() throws {
        let folder = try temporaryFolder()
        let output = folder.appendingPathComponent("map.html").path
        #expect(run("map", "--output", output, ToolingTests.broken).status == 1)
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}
