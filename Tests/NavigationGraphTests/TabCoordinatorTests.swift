import Foundation
import NavigationGraph
import NavigationGraphTesting
import Testing

/// Tabs as the generated `AppTab` declares them: Shop's destinations open in the shop tab,
/// Help's in the help tab, anything else in the selected tab.
enum TestTab: String, NavigationTab {
    case shop
    case help

    var root: any NavigationContract {
        switch self {
        case .shop: Shop.home
        case .help: Help.pay(total: 0)
        }
    }

    var title: String { rawValue.capitalized }
    var systemImage: String? { self == .shop ? "cart" : nil }

    static func tab(for destination: any NavigationContract) -> TestTab? {
        let destination = AnyNavigation(destination).wrapped
        if destination is Shop { return .shop }
        if destination is Help { return .help }
        return nil
    }
}

@MainActor
struct TabCoordinatorTests {
    private func makeTabs() -> TabCoordinator<TestTab> {
        TabCoordinator<TestTab>(redirector: ShopRedirect(), router: ShopRouter())
    }

    @Test func eachTabHasItsOwnStackAndTheFirstTabIsSelected() {
        let tabs = makeTabs()
        #expect(tabs.selectedTab == .shop)
        tabs.coordinator(for: .shop).navigate(to: Shop.item(id: 1))
        #expect(tabs.coordinator(for: .help).path.isEmpty)
        #expect(tabs.coordinator(for: .shop) !== tabs.coordinator(for: .help))
    }

    @Test func selectingTheSelectedTabPopsItToItsRoot() {
        let tabs = makeTabs()
        tabs.coordinator(for: .shop).navigate(to: Shop.item(id: 1))
        tabs.select(.help)
        #expect(tabs.selectedTab == .help)
        #expect(tabs.coordinator(for: .shop).path.count == 1, "switching tabs keeps each stack")
        tabs.select(.shop)
        #expect(tabs.coordinator(for: .shop).path.count == 1)
        tabs.select(.shop)
        #expect(tabs.coordinator(for: .shop).path.isEmpty)
    }

    @Test func aDestinationOpensInItsTabAndAnOutgoingOneInItsTargetsTab() {
        let tabs = makeTabs()
        tabs.open(Help.pay(total: 3))
        #expect(tabs.selectedTab == .help)
        #expect(tabs.coordinator(for: .help).path == [AnyNavigation(Help.pay(total: 3))])
        tabs.select(.shop)
        tabs.open(ShopOutgoing.checkout(total: 5))
        #expect(tabs.selectedTab == .help, "redirected to Help.pay, which opens in the help tab")
        #expect(tabs.coordinator(for: .help).path.last == AnyNavigation(Help.pay(total: 5)))
        #expect(tabs.coordinator(for: .shop).path.isEmpty)
    }

    @Test func aDestinationOfNoTabOpensInTheSelectedTab() {
        let tabs = makeTabs()
        tabs.select(.help)
        tabs.open(UnknownNavigation.notFound)
        #expect(tabs.selectedTab == .help)
        #expect(tabs.coordinator(for: .help).path == [AnyNavigation(UnknownNavigation.notFound)])
    }

    @Test func aDeepLinkSelectsItsTabAndBuildsTheStackThereInOneUpdate() {
        let tabs = makeTabs()
        tabs.select(.help)
        // Synchronous: the tab and its stack change together, before `open` returns, so SwiftUI
        // renders them in one update.
        #expect(tabs.open(url: URL(string: "shop://shop/items/7")!))
        #expect(tabs.selectedTab == .shop)
        #expect(tabs.snapshot == TabSnapshot(selectedTab: .shop, tabs: [.shop: NavigationSnapshot(path: [Shop.item(id: 7)])]))
        #expect(!tabs.open(url: URL(string: "shop://shop/nothing")!))
        #expect(tabs.selectedTab == .shop)
    }

    @Test func savedStateRestoresTheSelectedTabAndEveryStack() throws {
        let registry = NavigationRestorationRegistry([Shop.self])
        let tabs = makeTabs()
        tabs.coordinator(for: .shop).navigate(to: Shop.item(id: 2))
        tabs.coordinator(for: .shop).present(Shop.cart, style: .sheet(detents: [.medium]))
        tabs.select(.help)
        let saved = try tabs.restorationData(using: registry)
        #expect(saved.report.isComplete)
        #expect(String(decoding: saved.data, as: UTF8.self).contains(#""selectedTab":"help""#))
        let restored = makeTabs()
        let report = restored.restore(from: saved.data, using: registry)
        #expect(report.isComplete)
        #expect(restored.selectedTab == .help)
        #expect(restored.coordinator(for: .shop).snapshot == tabs.coordinator(for: .shop).snapshot)
        #expect(restored.restore(from: Data("[]".utf8), using: registry).issues.map(\.place) == ["state"])
    }

    /// Saved state is data from outside the app: a tab's state that is no object (a number,
    /// `null`, a string, an array) is reported at its tab and never reaches the serializer that
    /// traps on it, and a saved tab the app no longer has is reported, not silently dropped.
    /// What a tab bar binds its selection to: choosing another tab shows it, choosing the
    /// selected one again pops it to its root.
    @Test func theSelectionBindingSelects() {
        let tabs = makeTabs()
        tabs.coordinator(for: .shop).navigate(to: Shop.item(id: 2))
        tabs.selection = .help
        #expect(tabs.selectedTab == .help)
        #expect(tabs.coordinator(for: .shop).path.count == 1, "another tab keeps its stack")
        tabs.selection = .shop
        tabs.selection = .shop
        #expect(tabs.selectedTab == .shop && tabs.coordinator(for: .shop).path.isEmpty)
    }

    @Test func corruptedOrTamperedTabStateIsReportedNotATrap() throws {
        let registry = NavigationRestorationRegistry([Shop.self])
        for value in ["1", "null", "\"x\"", "[]", "true", "1e999"] {
            let tabs = makeTabs()
            tabs.coordinator(for: .shop).navigate(to: Shop.item(id: 2))
            let json = #"{"selectedTab": "help", "tabs": {"shop": \#(value), "help": {"version": 2, "path": []}}}"#
            let report = tabs.restore(from: Data(json.utf8), using: registry)
            if value == "1e999" {
                // Not JSON at all to the parser: nothing restores.
                #expect(report.issues.map(\.place) == ["state"])
                continue
            }
            #expect(report.issues.map(\.description) == ["shop: not saved navigation state"], "tab state \(value)")
            #expect(tabs.selectedTab == .help)
            #expect(tabs.coordinator(for: .shop).path == [AnyNavigation(Shop.item(id: 2))], "a tab whose state is unreadable stays as it was")
        }
        let tabs = makeTabs()
        let json = #"{"selectedTab": "shop", "tabs": {"shop": {"version": 2, "path": []}, "settings": {"version": 2, "path": []}}}"#
        let report = tabs.restore(from: Data(json.utf8), using: registry)
        #expect(report.issues.map(\.description) == ["settings: no tab 'settings'; its saved state was dropped"])
    }
}
