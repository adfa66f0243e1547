import Foundation
@_spi(Generated) import NavigationGraph
import Testing

/// A browser's widget links, shaped like generated code: `closePrivateTabs` and `openURL` act
/// (`"presentation": "action"`), `settings` shows a screen, and `vaultAction` acts once the user
/// has signed in.
private enum Browser: IncomingNavigationContract {
    case settings
    case closePrivateTabs
    case openURL(String)
    case vaultAction

    var navigationPresentation: NavigationPresentation {
        switch self {
        case .settings: .push
        case .closePrivateTabs, .openURL, .vaultAction: .action
        }
    }

    var navigationRequirements: Set<NavigationCondition> {
        self == .vaultAction ? [.signedIn] : []
    }

    static let router = DeepLinkRouter<Browser>(
        locations: [DeepLinkLocation(scheme: "firefox", host: "widget")],
        routes: [
            DeepLinkRoute("settings", "/settings") { _ in .settings },
            DeepLinkRoute("closePrivateTabs", "/close-private-tabs") { _ in .closePrivateTabs },
            DeepLinkRoute("openURL", "/open?url={url}") { try .openURL($0.value("url")) },
            DeepLinkRoute("vaultAction", "/vault") { _ in .vaultAction },
        ])
}

private enum BrowserOutgoing: OutgoingNavigationContract {
    case closeTabs
}

private struct BrowserRedirect: NavigationRedirectContract {
    func redirect(_ navigation: any NavigationContract) -> (any NavigationContract)? {
        navigation is BrowserOutgoing ? Browser.closePrivateTabs : nil
    }
}

private struct BrowserRouter: DeepLinkRouterContract {
    func resolve(_ url: URL) -> (any NavigationContract)? {
        Browser.router.resolve(url) ?? Shop.router.resolve(url)
    }
}

/// The browser's actions would open in the browser tab, if they opened anywhere.
private enum BrowserTab: String, NavigationTab, Codable {
    case shop
    case browser

    var root: any NavigationContract {
        self == .shop ? Shop.home : Browser.settings
    }

    var title: String { rawValue }
    var systemImage: String? { nil }

    static func tab(for destination: any NavigationContract) -> BrowserTab? {
        AnyNavigation(destination).wrapped is Browser ? .browser : .shop
    }
}

/// SPEC 3.6: an action destination is opened by deep links, redirects and code like any other,
/// shows no screen, and leaves every stack and modal as it was.
@MainActor
struct ActionDestinationTests {
    private func makeCoordinator(_ performed: Box) -> NavigationCoordinator {
        let coordinator = NavigationCoordinator(redirector: BrowserRedirect(), router: BrowserRouter())
        coordinator.actionHandler = { performed.actions.append($0) }
        coordinator.navigate(to: Shop.item(id: 1))
        coordinator.present(Shop.cart, style: .sheet())
        return coordinator
    }

    private final class Box {
        var actions: [AnyNavigation] = []
    }

    @Test func everyWayOfOpeningAnActionHandsItOverAndChangesNothing() throws {
        let performed = Box()
        let coordinator = makeCoordinator(performed)
        let path = coordinator.path
        let sheet = coordinator.sheetNavigation

        coordinator.navigate(to: Browser.closePrivateTabs)
        coordinator.present(Browser.closePrivateTabs, style: .fullScreenCover)
        coordinator.open(Browser.closePrivateTabs)
        coordinator.openStack(Browser.closePrivateTabs)
        coordinator.open(BrowserOutgoing.closeTabs)
        #expect(coordinator.handle(url: url("firefox://widget/close-private-tabs")))
        #expect(coordinator.open(url: url("firefox://widget/open?url=https%3A%2F%2Fexample.com")))

        #expect(
            performed.actions
                == Array(repeating: AnyNavigation(Browser.closePrivateTabs), count: 6) + [
                    AnyNavigation(Browser.openURL("https://example.com"))
                ])
        #expect(coordinator.path == path)
        #expect(coordinator.sheetNavigation == sheet)
        #expect(coordinator.fullScreenCoverNavigation == nil)

        // A destination that shows a screen still does.
        #expect(coordinator.handle(url: url("firefox://widget/settings")))
        #expect(coordinator.path.last == AnyNavigation(Browser.settings))
        #expect(coordinator.sheetNavigation == nil)
    }

    @Test func aModalsCoordinatorSharesTheHandler() {
        let performed = Box()
        let coordinator = makeCoordinator(performed)
        let modal = coordinator.makeModalCoordinator {}
        modal.open(Browser.closePrivateTabs)
        #expect(performed.actions == [AnyNavigation(Browser.closePrivateTabs)])
        #expect(modal.path.isEmpty)
    }

    @Test func anActionIsLeftOutOfAStackAndTheMistakeIsReported() {
        let performed = Box()
        let coordinator = makeCoordinator(performed)
        var reports: [String] = []
        NavigationCoordinator.issueHandler = { reports.append($0) }
        defer { NavigationCoordinator.issueHandler = nil }

        coordinator.setPath([Shop.home, Browser.closePrivateTabs, Shop.cart])
        #expect(coordinator.path == [AnyNavigation(Shop.home), AnyNavigation(Shop.cart)])
        #expect(performed.actions.isEmpty)
        #expect(reports == ["setPath: closePrivateTabs is an action, which shows no screen, so it was left out of the stack"])
    }

    @Test func withoutAHandlerAnActionDoesNothingAndIsReported() {
        let coordinator = NavigationCoordinator(redirector: BrowserRedirect(), router: BrowserRouter())
        var reports: [String] = []
        NavigationCoordinator.issueHandler = { reports.append($0) }
        defer { NavigationCoordinator.issueHandler = nil }

        #expect(coordinator.handle(url: url("firefox://widget/close-private-tabs")))
        #expect(coordinator.path.isEmpty)
        #expect(reports == ["closePrivateTabs is an action, and no actionHandler is set: nothing happened"])
    }

    @Test func aGuardedActionWaitsForItsConditionThenActs() {
        let performed = Box()
        let coordinator = makeCoordinator(performed)
        var signedIn = false
        coordinator.guards = NavigationGuards(LibraryGuard()) { $0 == .online || ($0 == .signedIn && signedIn) }

        #expect(coordinator.handle(url: url("firefox://widget/vault")))
        #expect(performed.actions.isEmpty)
        #expect(coordinator.pendingNavigation?.condition == .signedIn)
        #expect(coordinator.displayedModal?.navigation == AnyNavigation(Library.account))

        signedIn = true
        #expect(coordinator.conditionsDidChange())
        #expect(performed.actions == [AnyNavigation(Browser.vaultAction)])
        #expect(coordinator.pendingNavigation == nil)
        #expect(coordinator.path == [AnyNavigation(Shop.item(id: 1))])
    }

    @Test func inTabsAnActionSelectsNoTabAndBuildsNoStack() {
        let performed = Box()
        let tabs = TabCoordinator<BrowserTab>(redirector: BrowserRedirect(), router: BrowserRouter())
        tabs.actionHandler = { performed.actions.append($0) }
        tabs.selectedCoordinator.navigate(to: Shop.item(id: 1))

        #expect(tabs.open(url: url("firefox://widget/close-private-tabs")))
        tabs.open(BrowserOutgoing.closeTabs)
        // A handler set after a tab's coordinator was made reaches it too.
        let later = Box()
        tabs.actionHandler = { later.actions.append($0) }
        tabs.coordinator(for: .shop).open(Browser.closePrivateTabs)

        #expect(performed.actions == [AnyNavigation(Browser.closePrivateTabs), AnyNavigation(Browser.closePrivateTabs)])
        #expect(later.actions == [AnyNavigation(Browser.closePrivateTabs)])
        #expect(tabs.selectedTab == .shop)
        #expect(tabs.selectedCoordinator.path == [AnyNavigation(Shop.item(id: 1))])

        // The browser's screens still open in the browser tab.
        #expect(tabs.open(url: url("firefox://widget/settings")))
        #expect(tabs.selectedTab == .browser)
    }
}
