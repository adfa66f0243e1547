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

/// A tab bar an app makes at run time, as a social client's is: a fixed tab, an action tab that
/// composes, and one tab per pinned list, each with its own stack over its list.
enum PinnedTab: TabContract {
    case shop
    case compose
    case list(id: String)

    var rootDestination: (any NavigationContract)? {
        switch self {
        case .shop: Shop.home
        case .compose: nil
        case .list(let id): Shop.search(query: id)
        }
    }

    var title: String {
        switch self {
        case .shop: "Shop"
        case .compose: "Compose"
        case .list(let id): "List \(id)"
        }
    }

    var systemImage: String? { self == .compose ? "square.and.pencil" : nil }
    var isAction: Bool { self == .compose }

    static func tab(for destination: any NavigationContract) -> PinnedTab? {
        guard let shop = AnyNavigation(destination).wrapped as? Shop else {
            return nil
        }
        if case .search(let query, _, _) = shop {
            return .list(id: query)
        }
        return .shop
    }
}

/// Tabs chosen at run time: the visible tabs, action tabs, tabs with values, and their saved
/// state.
@MainActor
struct TabsAtRunTimeTests {
    private let registry = NavigationRestorationRegistry([Shop.self])

    private func makePinned(_ visible: [PinnedTab], onAction: ((PinnedTab) -> Void)? = nil) -> TabCoordinator<PinnedTab> {
        TabCoordinator(visibleTabs: visible, selectedTab: .shop, redirector: ShopRedirect(), router: ShopRouter(), onAction: onAction)
    }

    @Test func everyTabIsVisibleByDefaultInItsOrder() {
        let tabs = TabCoordinator<TestTab>(redirector: ShopRedirect())
        #expect(tabs.visibleTabs == [.shop, .help])
        tabs.visibleTabs = [.help, .shop]
        #expect(tabs.visibleTabs == [.help, .shop], "the user's order")
        #expect(tabs.selectedTab == .shop, "reordering keeps the selection")
    }

    @Test func hidingTheSelectedTabSelectsTheFirstVisibleTabWithAStack() {
        let tabs = makePinned([.compose, .shop, .list(id: "cats")])
        tabs.select(.list(id: "cats"))
        tabs.visibleTabs = [.compose, .list(id: "dogs"), .shop]
        #expect(tabs.selectedTab == .list(id: "dogs"), "the first visible tab that is not an action")
    }

    @Test func aDestinationWhoseTabIsHiddenOpensInTheSelectedTab() {
        let tabs = TabCoordinator<TestTab>(redirector: ShopRedirect())
        tabs.visibleTabs = [.shop]
        tabs.open(Help.pay(total: 1))
        #expect(tabs.selectedTab == .shop)
        #expect(tabs.coordinator(for: .shop).path == [AnyNavigation(Help.pay(total: 1))])
        #expect(tabs.tab(for: Help.faq) == .shop)
        tabs.visibleTabs = [.shop, .help]
        #expect(tabs.tab(for: Help.faq) == .help, "shown again, its destinations open in it")
    }

    @Test func anActionTabRunsItsActionAndIsNeverSelected() {
        var actions: [PinnedTab] = []
        let tabs = makePinned([.shop, .compose], onAction: { actions.append($0) })
        tabs.coordinator(for: .shop).navigate(to: Shop.item(id: 1))
        tabs.select(.compose)
        tabs.selection = .compose
        #expect(actions == [.compose, .compose])
        #expect(tabs.selectedTab == .shop)
        #expect(tabs.coordinator(for: .shop).path.count == 1, "the selected tab keeps its stack")
        let first = TabCoordinator(visibleTabs: [.compose, .shop], selectedTab: PinnedTab.compose, redirector: nil)
        #expect(first.selectedTab == .shop, "an action tab given as the first tab is passed over")
    }

    @Test func tabsWithValuesEachHaveAStackAndTheirDestinations() {
        let tabs = makePinned([.shop, .list(id: "cats")])
        tabs.open(Shop.search(query: "cats"))
        #expect(tabs.selectedTab == .list(id: "cats"))
        #expect(tabs.coordinator(for: .list(id: "cats")).path.isEmpty, "the list is the tab's root")
        tabs.open(Shop.search(query: "dogs"))
        #expect(tabs.selectedTab == .list(id: "cats"), "no tab shows dogs: it opens in the selected tab")
        #expect(tabs.coordinator(for: .list(id: "cats")).path == [AnyNavigation(Shop.search(query: "dogs"))])
        tabs.visibleTabs.append(.list(id: "dogs"))
        #expect(tabs.open(url: URL(string: "shop://shop/search?q=dogs")!))
        #expect(tabs.selectedTab == .list(id: "dogs"))
        #expect(tabs.coordinator(for: .list(id: "dogs")).path.isEmpty, "the tab's root is not pushed on itself")
    }

    @Test func reselectionFollowsThePolicy() {
        let tabs = TabCoordinator<TestTab>(redirector: ShopRedirect())
        tabs.coordinator(for: .shop).navigate(to: Shop.item(id: 1))
        tabs.reselection = .keepsStack
        tabs.selection = .shop
        #expect(tabs.coordinator(for: .shop).path.count == 1, "a focus move onto the selected tab keeps its stack")
        tabs.select(.shop)
        #expect(tabs.coordinator(for: .shop).path.isEmpty, "the app's own select pops")
        #expect(TabReselection.platformDefault == .popsToRoot, "everywhere but tvOS")
    }

    @Test func theVisibleTabsAndTabsWithValuesAreSavedAndRestored() throws {
        let tabs = makePinned([.list(id: "cats"), .compose, .shop])
        tabs.coordinator(for: .list(id: "cats")).navigate(to: Shop.item(id: 3))
        tabs.select(.list(id: "cats"))
        let saved = try tabs.restorationData(using: registry)
        #expect(saved.report.isComplete)
        let text = String(decoding: saved.data, as: UTF8.self)
        // Swift's synthesized coding: a case with values is an object, and so is a case without
        // them in an enum that has some.
        #expect(text.contains(#""visibleTabs":[{"list":{"id":"cats"}},{"compose":{}},{"shop":{}}]"#), "\(text)")
        let restored = makePinned([.shop, .compose])
        #expect(restored.restore(from: saved.data, using: registry).isComplete)
        #expect(restored.visibleTabs == [.list(id: "cats"), .compose, .shop])
        #expect(restored.snapshot == tabs.snapshot)
        #expect(restored.selectedTab == .list(id: "cats"))
    }

    @Test func savedStateOfTabsThatNoLongerExistRestoresWhatItCan() {
        let tabs = makePinned([.shop, .compose])
        let json = #"""
            {"selectedTab": {"compose": {}}, "visibleTabs": ["gone", {"shop": {}}, {"shop": {}}, {"list": {"id": "a"}}],
             "tabs": {"gone": {"version": 2, "path": []}, "{\"shop\":{}}": {"version": 2, "path": []},
                      "{\"list\":{\"id\":\"b\"}}": {"version": 2, "path": []}}}
            """#
        let report = tabs.restore(from: Data(json.utf8), using: registry)
        #expect(
            report.issues.map(\.description) == [
                "visibleTabs[0]: no tab 'gone'; it was dropped",
                "gone: no tab 'gone'; its saved state was dropped",
                #"{"list":{"id":"b"}}: tab '{"list":{"id":"b"}}' is not visible; its saved state was dropped"#,
                #"selectedTab: tab '{"compose":{}}' is an action tab; '{"shop":{}}' is selected"#,
            ])
        #expect(tabs.visibleTabs == [.shop, .list(id: "a")], "a duplicate is kept once")
        #expect(tabs.selectedTab == .shop)
        let none = tabs.restore(from: Data(#"{"visibleTabs": [{"compose": {}}], "tabs": {}}"#.utf8), using: registry)
        #expect(none.issues.map(\.description) == ["visibleTabs: no tab with a stack to show; the visible tabs were kept"])
        #expect(tabs.visibleTabs == [.shop, .list(id: "a")])
        let before = TabCoordinator<TestTab>(redirector: ShopRedirect())
        before.visibleTabs = [.help]
        let old = before.restore(from: Data(#"{"selectedTab": "help", "tabs": {}}"#.utf8), using: registry)
        #expect(old.isComplete && before.visibleTabs == [.help], "state saved before visible tabs keeps them")
    }

    /// What the tab bar shows: a title without a translation in the app's bundle is itself, and a
    /// type of the app's may translate its own.
    @Test func aTitleWithoutATranslationIsShownAsWritten() {
        #expect(PinnedTab.list(id: "cats").localizedTitle == "List cats")
        #expect(TestTab.help.localizedTitle == "Help")
        #expect(TestTab.help.rootDestination.map(AnyNavigation.init) == AnyNavigation(Help.pay(total: 0)), "a NavigationTab's root")
        #expect(!TestTab.help.isAction)
    }

    /// Two tabs may share a root: opening it shows it in the tab on show, at its root.
    @Test func aRootSharedByTwoTabsOpensInTheSelectedTab() {
        let tabs = makePinned([.shop, .list(id: "home")])
        tabs.coordinator(for: .shop).navigate(to: Shop.item(id: 1))
        tabs.open(Shop.home)
        #expect(tabs.selectedTab == .shop)
        #expect(tabs.coordinator(for: .shop).path.isEmpty, "its root: popped to")
    }
}

extension ResultIssueTests {
    /// A list of visible tabs with nothing to show is not taken, a duplicate is shown once, and
    /// choosing a hidden tab changes nothing; each is reported.
    @Test func mistakenVisibleTabsAreReportedAndNeverTrap() {
        var reported: [String] = []
        NavigationCoordinator.issueHandler = { reported.append($0) }
        defer { NavigationCoordinator.issueHandler = nil }
        let tabs = TabCoordinator(visibleTabs: [.shop, .compose], selectedTab: PinnedTab.shop, redirector: nil)
        tabs.visibleTabs = []
        tabs.visibleTabs = [.compose]
        #expect(tabs.visibleTabs == [.shop, .compose], "the last valid tabs are kept")
        tabs.visibleTabs = [.list(id: "a"), .shop, .list(id: "a")]
        #expect(tabs.visibleTabs == [.list(id: "a"), .shop])
        tabs.select(.compose)
        #expect(tabs.selectedTab == .shop)
        _ = TabCoordinator<PinnedTab>(visibleTabs: [], selectedTab: .shop, redirector: nil)
        let onlyActions = TabCoordinator<PinnedTab>(visibleTabs: [.compose], selectedTab: .shop, redirector: nil)
        #expect(onlyActions.visibleTabs == [.shop, .compose], "the first tab is shown, in front")
        #expect(
            reported == [
                "visibleTabs cannot be empty; the tabs on show were kept",
                "visibleTabs needs a tab with a stack, not only action tabs; the tabs on show were kept",
                "visibleTabs lists a tab twice; each tab is shown once, where it is first listed",
                "select(compose): the tab is not in visibleTabs; the selection is unchanged",
                "visibleTabs is empty; the tab 'shop' is shown",
                "visibleTabs has no tab with a stack; the tab 'shop' is shown",
            ])
    }
}
