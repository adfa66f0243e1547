import NavigationGraph

/// What the character list can navigate to.
protocol CharacterListNavigatorContract {
    func navigateToDetail(identifier: Int)
    func presentFilter(query: String?)
}

/// The character list's navigation: both destinations are the feature's own (incoming).
struct CharacterListNavigator: CharacterListNavigatorContract {
    private let navigator: any NavigatorContract

    init(navigator: any NavigatorContract) {
        self.navigator = navigator
    }

    func navigateToDetail(identifier: Int) {
        navigator.navigate(to: CharacterIncomingNavigation.detail(identifier: identifier))
    }

    func presentFilter(query: String?) {
        navigator.present(CharacterIncomingNavigation.filter(query: query), style: .sheet(detents: [.medium, .large]))
    }
}

/// What a character's detail can navigate to.
protocol CharacterDetailNavigatorContract {
    func navigateToEpisodes(characterIdentifier: Int)
    func chooseSeason() async -> Int?
    func goBack()
}

/// A character's detail: its episodes live in another feature (outgoing).
struct CharacterDetailNavigator: CharacterDetailNavigatorContract {
    private let navigator: any NavigatorContract

    init(navigator: any NavigatorContract) {
        self.navigator = navigator
    }

    func navigateToEpisodes(characterIdentifier: Int) {
        navigator.navigate(to: CharacterOutgoingNavigation.episodes(characterIdentifier: characterIdentifier))
    }

    /// Asks another feature's picker for a season: the graph types the answer, and the app's
    /// redirect is checked to lead to a destination that gives back the same type.
    func chooseSeason() async -> Int? {
        await navigator.result(of: CharacterOutgoingNavigation.Requests.pickSeason)
    }

    func goBack() {
        navigator.goBack()
    }
}

/// What the filter sheet can do.
protocol CharacterFilterNavigatorContract {
    func dismiss()
}

struct CharacterFilterNavigator: CharacterFilterNavigatorContract {
    private let navigator: any NavigatorContract

    init(navigator: any NavigatorContract) {
        self.navigator = navigator
    }

    func dismiss() {
        navigator.dismiss()
    }
}
