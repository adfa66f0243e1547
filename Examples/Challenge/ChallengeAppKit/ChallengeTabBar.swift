import ChallengeEpisode
import Foundation
import NavigationGraph

extension ChallengeApp {
    /// The Challenge app's tab bar: the tabs the viewer chose, in their order, and "Surprise me",
    /// an action tab that opens an episode picked for the viewer in the Episodes tab.
    ///
    /// - Parameters:
    ///   - chosenTabs: The tabs the viewer chose, by name, as the app keeps them in its settings
    ///     (``tabNames(of:)``); `nil` until they choose, for every tab in the graph's order. A name
    ///     the app no longer has is skipped, and a choice with no tab to show keeps every tab.
    ///   - pickEpisode: The episode "Surprise me" opens.
    @MainActor
    public static func makeTabs(
        chosenTabs: [String]? = nil, pickEpisode: @escaping @MainActor () -> Int = { Int.random(in: 1...51) }
    ) -> TabCoordinator<AppTab> {
        let surprise = SurpriseAction(pickEpisode: pickEpisode)
        let tabs = TabCoordinator<AppTab>(redirector: AppNavigationRedirect(), router: AppDeepLinkRouter()) { _ in
            surprise.run()
        }
        surprise.tabs = tabs
        let chosen = (chosenTabs ?? []).compactMap(AppTab.init(rawValue:))
        if chosen.contains(where: { !$0.isAction }) {
            tabs.visibleTabs = chosen
        }
        return tabs
    }

    /// The visible tabs by name, for the app's settings: what ``makeTabs(chosenTabs:pickEpisode:)``
    /// takes back.
    @MainActor
    public static func tabNames(of tabs: TabCoordinator<AppTab>) -> [String] {
        tabs.visibleTabs.map(\.rawValue)
    }
}

/// What "Surprise me" does: opens an episode in the tab episodes open in.
@MainActor
private final class SurpriseAction {
    weak var tabs: TabCoordinator<AppTab>?
    let pickEpisode: @MainActor () -> Int

    init(pickEpisode: @escaping @MainActor () -> Int) {
        self.pickEpisode = pickEpisode
    }

    func run() {
        tabs?.open(EpisodeIncomingNavigation.detail(identifier: pickEpisode()))
    }
}
