/// Look-ups before opening (SPEC 5.5): a destination declared `"lookup": true` is looked up by the
/// app, and what the look-up gives opens in its place.
extension NavigationCoordinator {
    /// Looks up what destinations that need it open (`"lookup": true`), usually the app's
    /// `AppNavigationResolver`. A coordinator and the coordinators of its modals share it. Without
    /// one, such a destination opens as it is, and the mistake is reported.
    public var lookup: (any NavigationLookupContract)? {
        get { family.lookup }
        set { family.lookup = newValue }
    }

    /// How long a look-up may take before it ends as not found: ten seconds by default.
    public var lookupTimeout: Duration {
        get { family.lookupTimeout }
        set { family.lookupTimeout = newValue }
    }

    /// The clock that measures ``lookupTimeout``: `ContinuousClock` by default; a test gives one
    /// it advances itself (`NavigationGraphTesting.ManualClock`).
    public var lookupClock: any Clock<Duration> {
        get { family.lookupClock }
        set { family.lookupClock = newValue }
    }

    /// Cancels the look-up this coordinator waits for, if any: its answer is dropped. A newer
    /// navigation does this by itself.
    public func cancelLookup() {
        guard let lookupSlot, lookupSlot.isRunning, let destination = lookingUp else {
            return
        }
        lookupSlot.cancel()
        lookingUp = nil
        events?.report(.lookupEnded, destination, detail: "cancelled")
    }

    /// Whether `resolved` needs a look-up that starts now: while it runs, ``lookingUp`` says so
    /// and nothing else changes; then `reopen` opens what it found, or the not-found destination,
    /// the way the navigation that asked for it would have. A newer look-up replaces this one.
    func startsLookup(of resolved: any NavigationContract, then reopen: @escaping @MainActor (any NavigationContract) -> Void) -> Bool {
        guard !family.isOpeningLookedUp, Self.needsLookup(resolved) else {
            return false
        }
        guard let lookup = family.lookup else {
            Self.report("\(AnyNavigation(resolved).wrapped) needs a look-up, and no lookup is set: it opens as it is")
            return false
        }
        cancelLookup()
        let destination = AnyNavigation(resolved)
        let slot = lookupSlot ?? LookupSlot()
        lookupSlot = slot
        lookingUp = destination
        events?.report(.lookupStarted, destination)
        slot.start(destination, lookup: lookup, clock: family.lookupClock, timeout: family.lookupTimeout) { [weak self] outcome in
            guard let self else { return }
            lookingUp = nil
            events?.report(.lookupEnded, destination, detail: outcome.name)
            withoutLookups { reopen(outcome.destination) }
        }
        return true
    }

    /// Whether a destination declares `"lookup": true`: checked before anything is made for a
    /// look-up, so that a navigation without one pays a cast and no more.
    static func needsLookup(_ destination: any NavigationContract) -> Bool {
        (destination as? any IncomingNavigationContract)?.navigationNeedsLookup == true
    }

    /// Runs a step of a navigation whose destination was looked up, or needed no look-up: it is
    /// not looked up again.
    func withoutLookups(_ step: () -> Void) {
        let outer = family.isOpeningLookedUp
        family.isOpeningLookedUp = true
        step()
        family.isOpeningLookedUp = outer
    }
}
