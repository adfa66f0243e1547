/// What a tab bar (``TabCoordinator``) and an app's windows (``WindowCoordinator``) give every
/// coordinator they make, and give again when one of them changes: one list, so that a setting
/// one container shares is not forgotten by the other, as the windows' look-up once was.
@MainActor
struct SharedNavigationSettings {
    var actionHandler: (@MainActor (AnyNavigation) -> Void)?
    var events: NavigationEventObserver?
    var lookup: (any NavigationLookupContract)?
    var lookupTimeout: Duration = .seconds(10)
    var lookupClock: any Clock<Duration> = ContinuousClock()

    /// Gives the settings to a coordinator, through its own setters.
    func give(to coordinator: NavigationCoordinator) {
        coordinator.actionHandler = actionHandler
        coordinator.events = events
        coordinator.lookup = lookup
        coordinator.lookupTimeout = lookupTimeout
        coordinator.lookupClock = lookupClock
    }
}
