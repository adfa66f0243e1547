/// Looks up what a destination that needs it (`"lookup": true`) opens: the app's search for an
/// account before its profile can show, say.
///
/// The generated `AppNavigationResolver` refines this protocol when a feature of the app has such
/// a destination, with one typed requirement per feature (`lookUp(social:)`), so a look-up left
/// unwired is a compile error. Give it to the coordinators (``NavigationCoordinator/lookup``,
/// ``TabCoordinator/lookup``).
@MainActor
public protocol NavigationLookupContract: Sendable {
    /// The destination to open instead of `destination`, once the app has looked it up; `nil`
    /// opens ``UnknownNavigation/notFound``. A newer navigation cancels the task it runs in.
    func lookUp(_ destination: any NavigationContract) async -> (any NavigationContract)?
}

/// How a look-up ended.
enum LookupOutcome: Sendable {
    case found(AnyNavigation)
    case notFound
    case timedOut

    /// What the look-up opens: what it found, else the not-found destination.
    var destination: any NavigationContract {
        if case .found(let destination) = self {
            return destination.wrapped
        }
        return UnknownNavigation.notFound
    }

    /// For ``NavigationEvent/Kind/lookupEnded``.
    var name: String {
        switch self {
        case .found: "found"
        case .notFound: "notFound"
        case .timedOut: "timedOut"
        }
    }
}

/// One look-up at a time, and everything around it, for a coordinator or a tab bar: starting one
/// cancels the one before, its owner's `lookingUp` says what it waits for, the start and the end
/// are reported, and an answer that comes after the look-up was cancelled or timed out is dropped.
@MainActor
final class LookupSlot {
    /// The look-up that runs, and what its owner gave it.
    private struct Running {
        var destination: AnyNavigation
        var generation: Int
        var tasks: [Task<Void, Never>]
        /// The owner's observer, read when something is reported.
        var events: @MainActor () -> NavigationEventObserver?
        /// Sets the owner's `lookingUp`.
        var waiting: @MainActor (AnyNavigation?) -> Void
        /// Opens what the look-up gave, as the navigation that asked for it would have.
        var reopen: @MainActor (any NavigationContract) -> Void
    }

    private var running: Running?
    private var generation = 0

    /// The destination and the look-up to run for a redirected destination: `nil` when it
    /// declares no `"lookup": true`, and also when no look-up is set, which is reported (it then
    /// opens as it is).
    static func request(
        _ resolved: any NavigationContract, lookup: (any NavigationLookupContract)?
    ) -> (destination: AnyNavigation, lookup: any NavigationLookupContract)? {
        guard (resolved as? any IncomingNavigationContract)?.navigationNeedsLookup == true else {
            return nil
        }
        guard let lookup else {
            NavigationCoordinator.report("\(AnyNavigation(resolved).wrapped) needs a look-up, and no lookup is set: it opens as it is")
            return nil
        }
        return (AnyNavigation(resolved), lookup)
    }

    /// Runs the app's look-up of `destination`, racing `timeout` on `clock`, in place of any
    /// look-up that runs: `waiting` is told what it waits for, and `nil` once it ends; then
    /// `reopen` gets what it found, or the not-found destination. A cancelled look-up reopens
    /// nothing.
    func lookUp(
        _ destination: AnyNavigation, lookup: any NavigationLookupContract, clock: any Clock<Duration>, timeout: Duration,
        events: @escaping @MainActor () -> NavigationEventObserver?, waiting: @escaping @MainActor (AnyNavigation?) -> Void,
        reopen: @escaping @MainActor (any NavigationContract) -> Void
    ) {
        cancel()
        generation &+= 1
        let current = generation
        // Two unstructured tasks rather than a task group: a group would wait, past the timeout,
        // for a look-up that does not stop when it is cancelled.
        let tasks = [
            Task { @MainActor [weak self] in
                let found = await lookup.lookUp(destination.wrapped)
                self?.end(current, found.map { .found(AnyNavigation($0)) } ?? .notFound)
            },
            Task { @MainActor [weak self] in
                do {
                    try await clock.sleep(for: timeout)
                } catch {
                    return
                }
                self?.end(current, .timedOut)
            },
        ]
        running = Running(destination: destination, generation: current, tasks: tasks, events: events, waiting: waiting, reopen: reopen)
        waiting(destination)
        events()?.report(.lookupStarted, destination)
    }

    /// Cancels the look-up, if one runs, and reports it: its answer is dropped.
    func cancel() {
        if let ended = stop() {
            ended.events()?.report(.lookupEnded, ended.destination, detail: "cancelled")
        }
    }

    /// Ends the running look-up: its tasks cancelled, its owner no longer waiting.
    private func stop() -> Running? {
        guard let ended = running else {
            return nil
        }
        running = nil
        for task in ended.tasks {
            task.cancel()
        }
        ended.waiting(nil)
        return ended
    }

    private func end(_ generation: Int, _ outcome: LookupOutcome) {
        guard running?.generation == generation, let ended = stop() else {
            return
        }
        ended.events()?.report(.lookupEnded, ended.destination, detail: outcome.name)
        ended.reopen(outcome.destination)
    }

    isolated deinit {
        for task in running?.tasks ?? [] {
            task.cancel()
        }
    }
}
