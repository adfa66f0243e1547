import Foundation

/// A destination opened for the value it gives back, such as a picker's choice.
///
/// Generated enums make one for each destination that declares a `"result"`, typed by it:
/// `EpisodeOutgoingNavigation.Requests.seasonPicker(characterIdentifier: 1)` is a
/// `NavigationRequest<Int>`. The caller awaits ``NavigatorContract/result(of:)``; the destination's
/// screen answers with ``NavigatorContract/finish(_:with:)``.
public struct NavigationRequest<Value: Sendable>: Hashable, Sendable {
    /// The destination to open.
    public let destination: AnyNavigation

    /// Creates a request for the value a destination gives back.
    public init(_ destination: any NavigationContract, resultType: Value.Type = Value.self) {
        self.destination = AnyNavigation(destination)
    }
}

extension NavigationCoordinator {
    /// Opens a destination the way it declares and waits for the value it gives back.
    ///
    /// - Returns: The value its screen passes to ``finish(_:with:)``, or `nil` when it closes
    ///   without one (the user swiped it away, went back, or a guard dropped the opening).
    public func result<Value: Sendable>(of request: NavigationRequest<Value>) async -> Value? {
        let destination = AnyNavigation(redirected(request.destination.wrapped))
        open(destination.wrapped)
        let value = await withCheckedContinuation { continuation in
            family.wait(for: destination, owner: self) { continuation.resume(returning: $0) }
        }
        return value as? Value
    }

    /// Opens a destination the way it declares, before returning, and calls `onResult` with the
    /// value its screen passes to ``finish(_:with:)``, or `nil` when it closes without one.
    ///
    /// The same as ``result(of:)`` without `await`: the destination is on show when this returns,
    /// and `onResult` runs within `finish`, or within the change that closes the destination.
    public func request<Value: Sendable>(
        _ request: NavigationRequest<Value>, onResult: @escaping @MainActor (Value?) -> Void
    ) {
        let destination = AnyNavigation(redirected(request.destination.wrapped))
        open(destination.wrapped)
        family.wait(for: destination, owner: self) { onResult($0 as? Value) }
    }

    /// Gives a requested destination's value to whoever awaits it, and closes the destination.
    ///
    /// Called by the requested destination's screen, on its own navigator: the coordinator of
    /// its sheet, or the stack it was pushed on. A request that matches nothing (no caller awaits
    /// that destination, with those values, and it is not on show) is reported through
    /// ``issueHandler``; ``finish(with:)``, which names no request, cannot miss.
    public func finish<Value: Sendable>(_ request: NavigationRequest<Value>, with value: Value) {
        finish(AnyNavigation(redirected(request.destination.wrapped)), with: value)
    }

    /// Finishes the destination this navigator shows on top (the top of its stack, or for a
    /// modal's coordinator with an empty stack, the presented destination) with its value, and
    /// closes it: what a requested screen calls, without naming a request it could get wrong.
    ///
    /// - Returns: Whether a destination was on top to finish; when none is, or no caller awaits
    ///   a value of this type, the mistake is reported through ``issueHandler``.
    @discardableResult
    public func finish<Value: Sendable>(with value: Value) -> Bool {
        guard let top = path.last ?? presentedDestination else {
            Self.report("finish(with:) on a navigator that shows nothing it could finish")
            return false
        }
        finish(top, with: value)
        return true
    }

    private func finish<Value: Sendable>(_ destination: AnyNavigation, with value: Value) {
        let waiting = family.takeWaiting(for: destination)
        waiting?.deliver(value)
        let closer =
            (waiting?.owner).flatMap { $0.isShowing(destination) ? $0 : nil }
            ?? family.members.first { $0.isShowing(destination) }
        closer?.close(destination)
        if waiting == nil && closer == nil {
            Self.report(
                "finish for \(destination.wrapped) matched nothing: no result(of:) awaits it and it is not on show; finish the request the destination was opened with, values included, or call finish(with:) on the destination's own navigator"
            )
        }
    }

    /// Where NavigationGraph reports a call that did nothing and was almost certainly a mistake,
    /// such as a `finish` that matches no request. `nil` (the default) prints the message to
    /// standard error in debug builds and drops it in release builds; set it to route messages
    /// to a logger, or to a test that expects them.
    public static var issueHandler: (@MainActor (String) -> Void)?

    static func report(_ message: String) {
        if let issueHandler {
            issueHandler(message)
        } else {
            #if DEBUG
                FileHandle.standardError.write(Data("NavigationGraph: \(message)\n".utf8))
            #endif
        }
    }

    /// Whether a destination is on the path or presented, or waits for a condition.
    func isShowing(_ destination: AnyNavigation) -> Bool {
        path.contains(destination) || sheetNavigation?.navigation == destination
            || fullScreenCoverNavigation?.navigation == destination
    }

    private func close(_ destination: AnyNavigation) {
        if fullScreenCoverNavigation?.navigation == destination {
            fullScreenCoverNavigation = nil
        } else if sheetNavigation?.navigation == destination {
            sheetNavigation = nil
        } else if let index = path.lastIndex(of: destination) {
            path.removeSubrange(index...)
        }
    }
}

/// What a coordinator shares with the coordinators of its modals: the guards, every member
/// (so that ``NavigationCoordinator/conditionsDidChange()`` reaches them all) and the
/// destinations opened for a result.
@MainActor
final class CoordinatorFamily {
    struct Waiting {
        var destination: AnyNavigation
        weak var owner: NavigationCoordinator?
        /// Gives the caller the value, or `nil`; called once.
        var deliver: @MainActor ((any Sendable)?) -> Void
    }

    var guards: NavigationGuards?
    var actionHandler: (@MainActor (AnyNavigation) -> Void)?
    /// Who hears the navigation events.
    var events: NavigationEventObserver?
    /// The app's look-up, how long it may take, and the clock that measures it.
    var lookup: (any NavigationLookupContract)?
    var lookupTimeout: Duration = .seconds(10)
    var lookupClock: any Clock<Duration> = ContinuousClock()
    /// While a look-up's answer opens, it is not looked up again.
    var isOpeningLookedUp = false
    /// What each destination that asks before it is left asks; see `confirmBeforeLeaving`.
    var leaveConfirmations: [AnyNavigation: @MainActor () async -> Bool] = [:]
    /// The question being asked, if any: one at a time.
    var asking: Task<Void, Never>?
    /// While a change the screens agreed to runs, it asks no one again.
    var isLeaveConfirmed = false

    isolated deinit {
        asking?.cancel()
    }
    /// Where window destinations open; weak, for the windows keep their coordinators.
    weak var windows: WindowCoordinator?
    /// While positive, changes of state do not abandon results: a navigation that resumes after
    /// a condition closes the flow before it shows its destination.
    private var sweepSuspensions = 0
    private var weakMembers: [WeakCoordinator] = []
    private var waiting: [Waiting] = []

    private struct WeakCoordinator {
        weak var coordinator: NavigationCoordinator?
    }

    /// The members still alive, in the order they joined (presenters before their modals).
    var members: [NavigationCoordinator] {
        weakMembers.compactMap(\.coordinator)
    }

    func join(_ coordinator: NavigationCoordinator) {
        weakMembers.removeAll { $0.coordinator == nil }
        weakMembers.append(WeakCoordinator(coordinator: coordinator))
    }

    func wait(
        for destination: AnyNavigation, owner: NavigationCoordinator, _ deliver: @escaping @MainActor ((any Sendable)?) -> Void
    ) {
        waiting.append(Waiting(destination: destination, owner: owner, deliver: deliver))
        sweepResults(owner: owner)
    }

    /// Runs a change of several steps, then abandons the results of what it no longer shows.
    func withoutSweeping(owner: NavigationCoordinator, _ change: () -> Void) {
        sweepSuspensions += 1
        change()
        sweepSuspensions -= 1
        sweepResults(owner: owner)
    }

    /// The latest caller waiting for a destination, no longer waiting.
    func takeWaiting(for destination: AnyNavigation) -> Waiting? {
        guard let index = waiting.lastIndex(where: { $0.destination == destination }) else {
            return nil
        }
        return waiting.remove(at: index)
    }

    /// Gives `nil` to every caller whose destination the owner no longer shows or keeps
    /// waiting for a condition.
    func sweepResults(owner: NavigationCoordinator) {
        guard !waiting.isEmpty, sweepSuspensions == 0 else {
            return
        }
        var abandoned: [Waiting] = []
        waiting.removeAll { entry in
            guard let entryOwner = entry.owner else {
                abandoned.append(entry)
                return true
            }
            guard entryOwner === owner else {
                return false
            }
            let pending = owner.pendingNavigation?.action.destinations.contains(entry.destination) ?? false
            if owner.isShowing(entry.destination) || pending {
                return false
            }
            abandoned.append(entry)
            return true
        }
        for entry in abandoned {
            entry.deliver(nil)
        }
    }
}
