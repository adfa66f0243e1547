import NavigationGraph

/// What the episode list can navigate to.
protocol EpisodeListNavigatorContract {
    func navigateToDetail(identifier: Int, season: Int)
    func play(identifier: Int)
}

struct EpisodeListNavigator: EpisodeListNavigatorContract {
    private let navigator: any NavigatorContract

    init(navigator: any NavigatorContract) {
        self.navigator = navigator
    }

    func navigateToDetail(identifier: Int, season: Int) {
        navigator.navigate(to: EpisodeIncomingNavigation.detail(identifier: identifier, season: season))
    }

    /// Opens the player the way the graph declares it: a full-screen cover.
    func play(identifier: Int) {
        navigator.open(EpisodeIncomingNavigation.player(identifier: identifier))
    }
}

/// What an episode's detail can navigate to.
protocol EpisodeDetailNavigatorContract {
    func navigateToCharacter(id: Int)
    func goBack()
}

struct EpisodeDetailNavigator: EpisodeDetailNavigatorContract {
    private let navigator: any NavigatorContract

    init(navigator: any NavigatorContract) {
        self.navigator = navigator
    }

    func navigateToCharacter(id: Int) {
        navigator.navigate(to: EpisodeOutgoingNavigation.character(id: id))
    }

    func goBack() {
        navigator.goBack()
    }
}

/// What the season picker can do: give back the season chosen, or close without one.
protocol SeasonPickerNavigatorContract {
    func choose(season: Int)
    func cancel()
}

struct SeasonPickerNavigator: SeasonPickerNavigatorContract {
    private let navigator: any NavigatorContract

    init(navigator: any NavigatorContract) {
        self.navigator = navigator
    }

    func choose(season: Int) {
        navigator.finish(EpisodeIncomingNavigation.Requests.seasonPicker, with: season)
    }

    func cancel() {
        navigator.dismiss()
    }
}
