import Foundation

/// A navigation that waits until a condition holds.
public struct PendingNavigation: Hashable, Sendable {
    /// What the navigation does once it may.
    @frozen public enum Action: Hashable, Sendable {
        /// ``NavigationCoordinator/navigate(to:)``.
        case navigate(AnyNavigation)
        /// ``NavigationCoordinator/present(_:style:)``.
        case present(AnyNavigation, ModalPresentationStyle)
        /// ``NavigationCoordinator/setPath(_:)``.
        case setPath([AnyNavigation])
        /// ``NavigationCoordinator/handle(url:)``, after resolving.
        case handle(AnyNavigation)
        /// ``NavigationCoordinator/openStack(_:)`` and ``NavigationCoordinator/open(url:)``.
        case stack(NavigationStackPlan)

        /// The destinations the navigation shows.
        public var destinations: [AnyNavigation] {
            switch self {
            case .navigate(let destination), .present(let destination, _), .handle(let destination):
                return [destination]
            case .setPath(let destinations):
                return destinations
            case .stack(let plan):
                return plan.destinations
            }
        }
    }

    /// What the navigation does once it may.
    public var action: Action
    /// The condition it waits for; the destination that satisfies it is shown meanwhile.
    public var condition: NavigationCondition

    /// Creates a waiting navigation.
    public init(action: Action, condition: NavigationCondition) {
        self.action = action
        self.condition = condition
    }
}

/// Where the destination that satisfies a pending navigation's condition is shown.
enum GuardFlow {
    case modal(UUID)
    case pushed(depth: Int, AnyNavigation)
}

extension NavigationCoordinator {
    /// Tells the coordinator that conditions may have changed, such as after signing in: a
    /// navigation that waited for a condition that now holds closes the flow that satisfied it
    /// and goes on. The coordinators of modals are told too.
    ///
    /// - Returns: `true` when a waiting navigation went on.
    @discardableResult
    public func conditionsDidChange() -> Bool {
        family.members.reduce(false) { resumed, member in member.resumePendingNavigation() || resumed }
    }

    /// Drops the waiting navigation and closes the flow shown for its condition.
    public func cancelPendingNavigation() {
        guard pendingNavigation != nil else {
            return
        }
        pendingNavigation = nil
        closeGuardFlow()
        family.sweepResults(owner: self)
    }

    /// Whether the destinations may be shown now. When one requires a condition that does not
    /// hold, shows the destination that satisfies it, keeps the navigation in
    /// ``pendingNavigation`` and returns `false`.
    func admits(_ destinations: [any NavigationContract], for action: PendingNavigation.Action) -> Bool {
        guard let guards, var condition = guards.firstUnmet(in: destinations) else {
            return true
        }
        if let events, let last = destinations.last {
            events.report(.guardHeld, last, detail: condition.rawValue)
        }
        // What satisfies a condition may need one of its own (signing in needs a connection):
        // show the first that can be shown. The compiler refuses loops; `seen` keeps a
        // hand-written one from hanging.
        var seen: Set<NavigationCondition> = [condition]
        var satisfier = satisfier(of: condition, guards)
        while let next = guards.firstUnmet(in: [satisfier]), seen.insert(next).inserted {
            condition = next
            satisfier = self.satisfier(of: next, guards)
        }
        if pendingNavigation?.condition == condition, guardFlow != nil {
            // The flow for this condition is already shown: the new navigation waits instead.
            pendingNavigation = PendingNavigation(action: action, condition: condition)
            return false
        }
        if pendingNavigation != nil {
            pendingNavigation = nil
            closeGuardFlow()
        }
        pendingNavigation = PendingNavigation(action: action, condition: condition)
        showGuardFlow(satisfier)
        return false
    }

    private func satisfier(of condition: NavigationCondition, _ guards: NavigationGuards) -> any NavigationContract {
        redirected(guards.contract.destination(for: condition) ?? UnknownNavigation.notFound)
    }

    private func showGuardFlow(_ destination: any NavigationContract) {
        let presentation = (destination as? any IncomingNavigationContract)?.navigationPresentation ?? .push
        if let style = presentation.modalStyle {
            show(destination, style: style)
            let modal = style == .fullScreenCover ? fullScreenCoverNavigation : sheetNavigation
            guardFlow = modal.map { .modal($0.id) }
        } else {
            path.append(AnyNavigation(destination))
            guardFlow = .pushed(depth: path.count, AnyNavigation(destination))
        }
    }

    private var isGuardFlowShown: Bool {
        switch guardFlow {
        case .modal(let id)?:
            return sheetNavigation?.id == id || fullScreenCoverNavigation?.id == id
        case .pushed(let depth, let destination)?:
            return path.count >= depth && path[depth - 1] == destination
        case nil:
            return false
        }
    }

    /// Closes the flow shown for the pending navigation's condition, if it is still shown.
    private func closeGuardFlow() {
        guard isGuardFlowShown, let flow = guardFlow else {
            guardFlow = nil
            return
        }
        guardFlow = nil
        switch flow {
        case .modal(let id):
            if fullScreenCoverNavigation?.id == id {
                fullScreenCoverNavigation = nil
            } else {
                sheetNavigation = nil
            }
        case .pushed(let depth, _):
            path.removeSubrange((depth - 1)...)
        }
    }

    /// When the flow shown for a condition closes without the condition holding (the user
    /// swiped the sign-in sheet away), the navigation that waited is dropped.
    func dropAbandonedGuardFlow() {
        guard guardFlow != nil, !isGuardFlowShown else {
            return
        }
        guardFlow = nil
        pendingNavigation = nil
    }

    private func resumePendingNavigation() -> Bool {
        guard let pending = pendingNavigation, let guards, guards.isSatisfied(pending.condition) else {
            return false
        }
        if let events, let last = pending.action.destinations.last {
            events.report(.guardPassed, last, detail: pending.condition.rawValue)
        }
        family.withoutSweeping(owner: self) {
            pendingNavigation = nil
            closeGuardFlow()
            switch pending.action {
            case .navigate(let destination):
                navigate(to: destination.wrapped)
            case .present(let destination, let style):
                present(destination.wrapped, style: style)
            case .setPath(let destinations):
                setPath(destinations.map(\.wrapped))
            case .handle(let destination):
                openOnTop(destination.wrapped)
            case .stack(let plan):
                apply(plan)
            }
        }
        return true
    }
}
