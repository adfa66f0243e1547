import NavigationGraph

/// What the not-found screen can do.
protocol NotFoundNavigatorContract {
    func goBack()
}

struct NotFoundNavigator: NotFoundNavigatorContract {
    private let navigator: any NavigatorContract

    init(navigator: any NavigatorContract) {
        self.navigator = navigator
    }

    func goBack() {
        navigator.goBack()
    }
}

/// What the about sheet can do.
protocol AboutNavigatorContract {
    func dismiss()
}

struct AboutNavigator: AboutNavigatorContract {
    private let navigator: any NavigatorContract

    init(navigator: any NavigatorContract) {
        self.navigator = navigator
    }

    func dismiss() {
        navigator.dismiss()
    }
}
