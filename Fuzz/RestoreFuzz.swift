import Foundation
import NavigationGraph

// Saved navigation state is data from outside the app: a file the system kept, state that a
// previous version wrote, or bytes someone changed. Restoring any bytes, as a tab bar's state
// or as one stack's, restores what it can and reports the rest; it never traps. What it
// restores saves again, and that restores to the same stacks.
//
// The first byte chooses the restorer (the generated AppTab's tab bar, one stack, or a tab bar of
// tabs with values made at run time); the rest is the saved state.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let restorer = data[0] % 3
    let state = Data(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let registry = AppNavigationRestoration.registry
    // libFuzzer calls this on the process's main thread.
    MainActor.assumeIsolated {
        if restorer == 2 {
            let tabs = TabCoordinator(visibleTabs: [.home, .compose], selectedTab: FuzzTab.home, redirector: AppNavigationRedirect())
            _ = tabs.restore(from: state, using: registry)
            guard let saved = try? tabs.restorationData(using: registry) else {
                fatalError("restored tabs with values do not save again")
            }
            let again = TabCoordinator(visibleTabs: [.home], selectedTab: FuzzTab.home, redirector: AppNavigationRedirect())
            let report = again.restore(from: saved.data, using: registry)
            guard report.isComplete, again.selectedTab == tabs.selectedTab, again.visibleTabs == tabs.visibleTabs else {
                fatalError("saved tabs with values do not restore whole: \(report.issues)")
            }
            guard !tabs.selectedTab.isAction, tabs.visibleTabs.contains(tabs.selectedTab), Set(tabs.visibleTabs).count == tabs.visibleTabs.count
            else {
                fatalError("restored tabs break the tab bar's rules: \(tabs.visibleTabs), selected \(tabs.selectedTab)")
            }
            for tab in tabs.visibleTabs where again.coordinator(for: tab).path != tabs.coordinator(for: tab).path {
                fatalError("tab \(tab) restores to another stack")
            }
        } else if restorer == 0 {
            let tabs = TabCoordinator<AppTab>(redirector: AppNavigationRedirect(), router: AppDeepLinkRouter())
            _ = tabs.restore(from: state, using: registry)
            guard let saved = try? tabs.restorationData(using: registry) else {
                fatalError("restored tab state does not save again")
            }
            let again = TabCoordinator<AppTab>(redirector: AppNavigationRedirect(), router: AppDeepLinkRouter())
            let report = again.restore(from: saved.data, using: registry)
            guard report.isComplete, again.selectedTab == tabs.selectedTab, again.visibleTabs == tabs.visibleTabs else {
                fatalError("saved tab state does not restore whole: \(report.issues)")
            }
            for tab in AppTab.allCases where again.coordinator(for: tab).path != tabs.coordinator(for: tab).path {
                fatalError("tab \(tab) restores to another stack")
            }
        } else {
            let stack = NavigationCoordinator(redirector: AppNavigationRedirect())
            _ = stack.restore(from: state, using: registry)
            guard let saved = try? stack.restorationData(using: registry) else {
                fatalError("restored state does not save again")
            }
            let again = NavigationCoordinator(redirector: AppNavigationRedirect())
            let report = again.restore(from: saved.data, using: registry)
            guard report.isComplete, again.path == stack.path, again.sheetNavigation == stack.sheetNavigation,
                again.fullScreenCoverNavigation == stack.fullScreenCoverNavigation
            else {
                fatalError("saved state does not restore whole: \(report.issues)")
            }
        }
    }
    return 0
}

/// Tabs with values, as an app makes them at run time, for the third restorer.
enum FuzzTab: TabContract {
    case home
    case compose
    case list(id: String)

    var rootDestination: (any NavigationContract)? {
        switch self {
        case .home: HomeIncomingNavigation.main
        case .compose: nil
        case .list(let id): CharacterIncomingNavigation.filter(query: id)
        }
    }

    var title: String { "\(self)" }
    var systemImage: String? { nil }
    var isAction: Bool { self == .compose }
}
