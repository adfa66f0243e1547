import ChallengeAppKit
import ChallengeCharacter
import Foundation
import NavigationGraph
import NavigationGraphTesting
import Testing

/// The README's tab section: its graph lines are the example graph's, and its Swift is the code
/// below, between the markers, which runs here against the generated `AppTab`.
@MainActor
struct READMETabsTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The fenced block of a language that follows a heading of the README.
    private func block(_ language: String, after heading: String) throws -> [String] {
        let lines = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8).components(separatedBy: "\n")
        let section = try #require(lines.firstIndex(of: heading), "the README has a '\(heading)' section")
        let open = try #require(lines[section...].firstIndex(of: "```\(language)"))
        let close = try #require(lines[(open + 1)...].firstIndex(of: "```"))
        return Array(lines[(open + 1)..<close])
    }

    @Test func theREADMEsTabGraphIsTheExampleGraph() throws {
        let graph = try String(contentsOf: Self.root.appendingPathComponent("Graphs/Challenge.navgraph.json"), encoding: .utf8)
        let shown = try block("json", after: "### Tabs")
        #expect(shown.count == 2)
        for line in shown {
            #expect(graph.contains(line.trimmingCharacters(in: .whitespaces)), "\(line)")
        }
    }

    @Test func theREADMEsTabCodeRunsAsShown() throws {
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8).components(separatedBy: "\n")
        let begin = try #require(source.firstIndex { $0.hasSuffix("// README: begin") })
        let end = try #require(source.firstIndex { $0.hasSuffix("// README: end") })
        let code = source[(begin + 1)..<end].map { String($0.dropFirst(8)) }
        #expect(try block("swift", after: "### Tabs") == code)

        var surprises: [AppTab] = []
        // README: begin
        let tabs = TabCoordinator<AppTab>(redirector: AppNavigationRedirect(), router: AppDeepLinkRouter()) { action in
            surprises.append(action)  // "Surprise me" was chosen; the selected tab stays
        }
        tabs.visibleTabs = [.episodes, .surprise, .home]  // the viewer's tabs, in their order
        tabs.open(url: URL(string: "challenge://character/42")!)  // Characters is hidden: opens on Home
        tabs.select(.surprise)
        let saved = try tabs.restorationData(using: AppNavigationRestoration.registry)  // the visible tabs too
        // README: end

        #expect(surprises == [.surprise])
        #expect(tabs.selectedTab == .home)
        #expect(
            tabs.coordinator(for: .home).path == [
                AnyNavigation(CharacterIncomingNavigation.list), AnyNavigation(CharacterIncomingNavigation.detail(identifier: 42)),
            ], "the link's whole stack, on Home")
        let restored = TabCoordinator<AppTab>(redirector: AppNavigationRedirect(), router: AppDeepLinkRouter())
        #expect(restored.restore(from: saved.data, using: AppNavigationRestoration.registry).isComplete)
        #expect(restored.visibleTabs == [.episodes, .surprise, .home])
        #expect(restored.snapshot == tabs.snapshot)
    }
}
