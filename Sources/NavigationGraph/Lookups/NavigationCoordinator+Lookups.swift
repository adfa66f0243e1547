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
        lookupSlot?.cancel()
    }

    /// Whether `resolved` needs a look-up that starts now: while it runs, ``lookingUp`` says so
    /// and nothing else changes; then what it found, or the not-found destination, opens the way
    /// the navigation that asked for it (`reopen`) would have. A newer look-up replaces this one.
    func startsLookup(of resolved: any NavigationContract, reopen: LookupReopen) -> Bool {
        guard !family.isOpeningLookedUp, let request = LookupSlot.request(resolved, lookup: family.lookup) else {
            return false
        }
        let slot = lookupSlot ?? LookupSlot()
        lookupSlot = slot
        slot.lookUp(
            request.destination, lookup: request.lookup, clock: family.lookupClock, timeout: family.lookupTimeout,
            events: { [weak self] in self?.events }, waiting: { [weak self] in self?.lookingUp = $0 },
            reopen: { [weak self] found in self?.reopenLookedUp(found, reopen) })
        return true
    }

    /// Opens what a look-up gave, the way `navigation` would have, without looking it up again.
    private func reopenLookedUp(_ found: any NavigationContract, _ navigation: LookupReopen) {
        withoutLookups {
            switch navigation {
            case .navigate: navigate(to: found)
            case .open: open(found)
            case .openOnTop: openOnTop(found)
            case .openStack: openStack(found)
            }
        }
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

/// The navigation that asked for a look-up, made again with what the look-up gave.
enum LookupReopen {
    case navigate
    case open
    case openOnTop
    case openStack
}
