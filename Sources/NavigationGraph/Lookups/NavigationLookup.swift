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

/// One look-up at a time: starting one cancels the one before, and an answer that comes after
/// the look-up was cancelled or timed out is dropped.
@MainActor
final class LookupSlot {
    private var tasks: [Task<Void, Never>] = []
    private var finish: (@MainActor (LookupOutcome) -> Void)?
    private var generation = 0

    /// Runs the app's look-up of `destination`, racing `timeout` on `clock`, and calls `finish`
    /// once with the outcome unless it is cancelled first.
    func start(
        _ destination: AnyNavigation, lookup: any NavigationLookupContract, clock: any Clock<Duration>, timeout: Duration,
        finish: @escaping @MainActor (LookupOutcome) -> Void
    ) {
        cancel()
        generation &+= 1
        let current = generation
        self.finish = finish
        // Two unstructured tasks rather than a task group: a group would wait, past the timeout,
        // for a look-up that does not stop when it is cancelled.
        tasks = [
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
    }

    /// Whether a look-up runs.
    var isRunning: Bool { finish != nil }

    /// Cancels the look-up, if one runs: its answer is dropped.
    func cancel() {
        for task in tasks {
            task.cancel()
        }
        tasks = []
        finish = nil
    }

    private func end(_ generation: Int, _ outcome: LookupOutcome) {
        guard generation == self.generation, let finish else {
            return
        }
        cancel()
        finish(outcome)
    }

    isolated deinit {
        for task in tasks {
            task.cancel()
        }
    }
}
