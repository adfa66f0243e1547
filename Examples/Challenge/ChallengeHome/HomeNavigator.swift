import NavigationGraph

/// What the home screen can navigate to.
protocol HomeNavigatorContract {
    func navigateToCharacters()
    func presentAbout()
}

/// Home's navigation: both destinations live in other features, so it uses the outgoing enum
/// and the app redirects them.
struct HomeNavigator: HomeNavigatorContract {
    private let navigator: any NavigatorContract

    init(navigator: any NavigatorContract) {
        self.navigator = navigator
    }

    func navigateToCharacters() {
        navigator.navigate(to: HomeOutgoingNavigation.characters)
    }

    /// Opens the about screen the way its feature declares it (a sheet).
    func presentAbout() {
        navigator.open(HomeOutgoingNavigation.about)
    }
}
