import Foundation
import Observation
import Testing

@testable import NavigationGraph

/// The coordinators' observation, written out without the `@Observable` macro: every property a
/// view follows tells its observers when it changes, and only then, as the macro's does.
@MainActor
struct ObservationTests {
    @Test func aStacksPropertiesTellTheirObservers() {
        let stack = NavigationCoordinator(redirector: ShopRedirect(), router: ShopRouter())
        #expect(changes(of: { _ = stack.isReady }, when: { stack.isReady = false }))
        #expect(changes(of: { _ = stack.waitingLink }, when: { stack.handle(url: URL(string: "shop://shop/cart")!) }))
        #expect(changes(of: { _ = stack.displayedModal }, when: { stack.present(Shop.cart, style: .sheet()) }))
        #expect(changes(of: { _ = stack.path }, when: { stack.setPath([Shop.home]) }))
        #expect(!changes(of: { _ = stack.path }, when: { stack.isReady = true }), "another property's change")
    }

    @Test func tabsTellTheirObservers() {
        let tabs = TabCoordinator<TestTab>(redirector: ShopRedirect())
        #expect(changes(of: { _ = tabs.selectedTab }, when: { tabs.select(.help) }))
        #expect(changes(of: { _ = tabs.visibleTabs }, when: { tabs.visibleTabs = [.help] }))
        #expect(changes(of: { _ = tabs.isReady }, when: { tabs.isReady = false }))
        #expect(!changes(of: { _ = tabs.selectedTab }, when: { tabs.isReady = true }), "another property's change")
    }

    @Test func windowsAndSplitViewsTellTheirObservers() {
        let windows = WindowCoordinator(registry: NavigationRestorationRegistry([Shop.self]), redirector: ShopRedirect(), router: ShopRouter())
        #expect(changes(of: { _ = windows.supportsMultipleWindows }, when: { windows.supportsMultipleWindows = true }))
        let split = SplitViewCoordinator(columns: .three, root: Mail.mailboxes, redirector: MailRedirect(), router: MailRouter())
        #expect(changes(of: { _ = split.isCollapsed }, when: { split.isCollapsed = true }))
        #expect(changes(of: { _ = split.sidebarSelection }, when: { split.open(Mail.mailbox(name: "inbox")) }))
    }

    /// Storing the value a property already has tells nobody: a view that follows it is not
    /// drawn again.
    @Test func storingTheSameValueTellsNobody() {
        let stack = NavigationCoordinator(redirector: ShopRedirect())
        stack.setPath([Shop.home])
        #expect(!changes(of: { _ = stack.isReady }, when: { stack.isReady = true }))
        #expect(!changes(of: { _ = stack.path }, when: { stack.path = [AnyNavigation(Shop.home)] }))
        let empty = NavigationCoordinator(redirector: ShopRedirect())
        #expect(!changes(of: { _ = empty.path }, when: { empty.path.removeAll() }), "a change in place to the same value")
        let tabs = TabCoordinator<TestTab>(redirector: ShopRedirect())
        #expect(!changes(of: { _ = tabs.selectedTab }, when: { tabs.select(.shop) }))
        let split = SplitViewCoordinator(columns: .two, root: nil, redirector: MailRedirect(), router: MailRouter())
        #expect(!changes(of: { _ = split.isCollapsed }, when: { split.isCollapsed = false }))
    }
}

/// Whether reading `property` would see a change made by `change`.
@MainActor
func changes(of property: @escaping () -> Void, when change: () -> Void) -> Bool {
    let changed = Flag()
    withObservationTracking(property) { changed.set() }
    change()
    return changed.value
}
