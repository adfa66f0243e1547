/// Confirming before leaving (SPEC 5.5): a screen with unsaved changes asks before a pop, a
/// dismissal or a deep link takes it away, and a refusal keeps everything as it was.
extension NavigationCoordinator {
    /// Asks `ask` before `destination` is left: popping it, dismissing the modal it is shown in,
    /// or a deep link that replaces its stack or closes its modal first awaits the answer, and
    /// `false` keeps everything as it was. While a modal holds a destination that asks, the swipe
    /// that would dismiss it is disabled (``asksBeforeDismissing``).
    ///
    /// A coordinator and the coordinators of its modals share the questions. The question goes
    /// once the destination is left, or with ``stopConfirmingBeforeLeaving(_:)`` once the changes
    /// are saved.
    public func confirmBeforeLeaving(_ destination: any NavigationContract, ask: @escaping @MainActor () async -> Bool) {
        family.leaveConfirmations[AnyNavigation(redirected(destination))] = ask
        confirmationsDidChange()
    }

    /// Stops asking before `destination` is left, as when its changes are saved.
    public func stopConfirmingBeforeLeaving(_ destination: any NavigationContract) {
        family.leaveConfirmations[AnyNavigation(redirected(destination))] = nil
        confirmationsDidChange()
    }

    /// Whether dismissing this coordinator's presentation would ask first: its destination, or one
    /// on its stack or in its modals, asks before it is left. A container disables the swipe that
    /// dismisses the sheet while it does (SwiftUI's `interactiveDismissDisabled`, UIKit's
    /// `isModalInPresentation`).
    public var asksBeforeDismissing: Bool {
        _ = confirmationsVersion
        guard !family.leaveConfirmations.isEmpty else {
            return false
        }
        let confirmations = family.leaveConfirmations
        return presentationDestinations.contains { confirmations[$0] != nil }
    }

    /// What dismissing this coordinator's presentation takes away: its destination, then
    /// everything it shows.
    var presentationDestinations: [AnyNavigation] {
        (presentedDestination.map { [$0] } ?? []) + shownDestinations
    }

    /// Every destination this coordinator shows: its stack, then its modals and theirs.
    var shownDestinations: [AnyNavigation] {
        path + modalDestinations
    }

    /// The destinations of this coordinator's modals and everything their coordinators show.
    var modalDestinations: [AnyNavigation] {
        var destinations: [AnyNavigation] = []
        for modal in [sheetNavigation, fullScreenCoverNavigation] {
            if let modal {
                destinations += self.destinations(shownBy: modal)
            }
        }
        return destinations
    }

    /// A modal's destination and everything its coordinator shows.
    func destinations(shownBy modal: ModalNavigation) -> [AnyNavigation] {
        [modal.navigation] + (modalCoordinators[modal.id]?.shownDestinations ?? [])
    }

    /// Whether a navigation that takes `leaving` away may be made now: yes when none of them
    /// asks before it is left (at once, and without computing `leaving`, when no screen asks at
    /// all). Otherwise each that asks is asked, the top-most first, and once all agree the
    /// navigation is made again (`retry`), or nothing after a refusal. While one question is open,
    /// another navigation that would leave a screen that asks is not made, and the mistake is
    /// reported.
    func mayLeave(_ leaving: @autoclosure () -> [AnyNavigation], retry: LeavingRetry) -> Bool {
        guard !family.leaveConfirmations.isEmpty, !family.isLeaveConfirmed else {
            return true
        }
        let questions = leaving().reversed().compactMap { destination in
            family.leaveConfirmations[destination].map { (destination, $0) }
        }
        guard !questions.isEmpty else {
            return true
        }
        guard family.asking == nil else {
            Self.report("a screen is asking whether it may be left; this navigation, which would leave another that asks, was not made")
            return false
        }
        isAskingToLeave = true
        family.asking = Task { [weak self] in
            for (_, ask) in questions {
                let agreed = await ask()
                guard agreed, !Task.isCancelled else {
                    self?.finishAsking()
                    return
                }
            }
            guard let self else { return }
            finishAsking()
            for (destination, _) in questions {
                family.leaveConfirmations[destination] = nil
            }
            confirmationsDidChange()
            family.isLeaveConfirmed = true
            make(retry)
            family.isLeaveConfirmed = false
        }
        return false
    }

    /// Makes a navigation the screens agreed to.
    private func make(_ navigation: LeavingRetry) {
        switch navigation {
        case .dismiss:
            dismiss()
        case .goBack:
            goBack()
        case .popToRoot:
            popToRoot()
        case .pop(let destination):
            pop(to: destination)
        case .setPath(let destinations):
            path = destinations
        case .handle(let destination):
            openOnTop(destination.wrapped)
        case .stack(let plan):
            apply(plan)
        }
    }

    private func finishAsking() {
        isAskingToLeave = false
        family.asking = nil
    }

    private func confirmationsDidChange() {
        for member in family.members {
            member.confirmationsVersion &+= 1
        }
    }
}

/// A navigation that waits for the screens it would leave to agree, made again once they do.
enum LeavingRetry {
    case dismiss
    case goBack
    case popToRoot
    case pop(AnyNavigation)
    case setPath([AnyNavigation])
    case handle(AnyNavigation)
    case stack(NavigationStackPlan)
}
