/// Keeps a container of view controllers (a UIKit navigation controller and what it presents) in
/// step with a ``NavigationCoordinator``, both ways, and decides what to do when the two
/// disagree: the container only does what it is told and reports what it did.
///
/// Platform-neutral, so every decision is tested on every platform; `NavigationGraphUIKit`'s
/// `NavigationStackController` binds it, and a container of your own can too.
///
/// **The stack.** When the coordinator's path changes, ``stackUpdate()`` says what the controller
/// shows: the entries above its root, how many of its view controllers stay, and whether to
/// animate. While the controller animates (``stackTransitionDidBegin()`` to
/// ``stackTransitionDidEnd(showing:)``), changes wait, and the newest is applied when it ends,
/// so a pop that arrives while a push animates is not lost. The user's interactive pop changes
/// the coordinator when it completes, never when it begins: a pop the user cancels halfway
/// changes nothing. When the coordinator changed during the user's pop (a link arrived), what the
/// link added on top of the old stack goes on top of what the user popped to; a change that
/// replaced the stack wins as it is.
///
/// **Modals.** ``modalUpdate()`` presents ``NavigationCoordinator/displayedModal`` and dismisses
/// what it no longer shows, one at a time: a new modal waits until the old one has gone. The
/// user's swipe closes the sheet in the coordinator when it completes
/// (``userDidDismiss()``); while the user drags, changes wait, and a drag the user cancels halfway
/// (``userDidCancelDismissing()``) changes nothing, then applies what changed meanwhile.
@MainActor
public final class NavigationControllerSync {
    /// What the navigation controller's stack should show.
    public struct StackUpdate: Hashable, Sendable {
        /// The destinations above the controller's root, bottom first.
        public var entries: [AnyNavigation]
        /// How many of the view controllers above the root stay where they are; the rest are
        /// made for ``entries`` anew.
        public var kept: Int
        /// Whether to animate the change: not the first one, which shows restored state as it is.
        public var animated: Bool

        /// Creates an update.
        public init(entries: [AnyNavigation], kept: Int, animated: Bool) {
            self.entries = entries
            self.kept = kept
            self.animated = animated
        }
    }

    /// A change of what is presented over the controller.
    @frozen public enum ModalUpdate: Hashable, Sendable {
        /// Present this modal, then call ``NavigationControllerSync/presentationDidEnd()``.
        case present(ModalNavigation)
        /// Dismiss this modal, then call ``NavigationControllerSync/dismissalDidEnd()``.
        case dismiss(ModalNavigation)
    }

    /// The coordinator the container follows.
    public let coordinator: NavigationCoordinator
    /// What the controller shows above its root, bottom first, as far as it has reported.
    public private(set) var shownPath: [AnyNavigation] = []
    /// The modal the controller presents.
    public private(set) var presentedModal: ModalNavigation?
    /// Whether the stack animates: a push, a pop, or the user's interactive pop.
    public private(set) var isStackTransitioning = false
    /// Whether a presentation or a dismissal animates, or the user drags the sheet.
    public private(set) var isModalTransitioning = false

    private var shownBeforeTransition: [AnyNavigation] = []
    private var pathBeforeTransition: [AnyNavigation] = []
    private var hasUpdatedStack = false

    /// Creates the sync of a container that shows nothing above its root yet.
    public init(coordinator: NavigationCoordinator) {
        self.coordinator = coordinator
    }

    // MARK: - The stack

    /// What the controller's stack should show now, or `nil` when it shows the coordinator's path
    /// already or animates (then ``stackTransitionDidEnd(showing:)`` returns the update). Call it
    /// whenever the coordinator's path may have changed.
    public func stackUpdate() -> StackUpdate? {
        guard !isStackTransitioning else {
            return nil
        }
        let path = coordinator.path
        let isFirst = !hasUpdatedStack
        hasUpdatedStack = true
        guard path != shownPath else {
            return nil
        }
        let kept = shownPath.sharedBottom(with: path)
        shownPath = path
        return StackUpdate(entries: path, kept: kept, animated: !isFirst)
    }

    /// Tells the sync that the controller began to show another stack: its own animation, or the
    /// user's interactive pop (UIKit's `navigationController(_:willShow:animated:)`).
    public func stackTransitionDidBegin() {
        isStackTransitioning = true
        shownBeforeTransition = shownPath
        pathBeforeTransition = coordinator.path
    }

    /// Tells the sync what the controller shows once a transition ended, completed or cancelled,
    /// and returns the update that the coordinator's changes meanwhile still need.
    ///
    /// When the controller shows something else than it was told (the user popped), the
    /// coordinator's path follows it, as the type's overview describes.
    public func stackTransitionDidEnd(showing entries: [AnyNavigation]) -> StackUpdate? {
        isStackTransitioning = false
        shownPath = entries
        if entries != shownBeforeTransition {
            let path = coordinator.path
            if path == pathBeforeTransition {
                coordinator.path = entries
            } else if path.starts(with: shownBeforeTransition) {
                // A link pushed on top of the old stack while the user popped: on top of what the
                // user popped to.
                coordinator.path = entries + path.dropFirst(shownBeforeTransition.count)
            }
        }
        return stackUpdate()
    }

    // MARK: - Modals

    /// What to present or dismiss now, or `nil` when the controller presents what the
    /// coordinator shows already, or a presentation, a dismissal or the user's drag is under way.
    /// Call it whenever ``NavigationCoordinator/displayedModal`` may have changed.
    public func modalUpdate() -> ModalUpdate? {
        guard !isModalTransitioning else {
            return nil
        }
        let wanted = coordinator.displayedModal
        if let presented = presentedModal {
            guard presented.id != wanted?.id else {
                return nil
            }
            isModalTransitioning = true
            return .dismiss(presented)
        }
        guard let wanted else {
            return nil
        }
        isModalTransitioning = true
        presentedModal = wanted
        return .present(wanted)
    }

    /// Tells the sync that a presentation finished, and returns what changed meanwhile.
    public func presentationDidEnd() -> ModalUpdate? {
        isModalTransitioning = false
        if let presentedModal {
            coordinator.displayedModalDidAppear(presentedModal)
        }
        return modalUpdate()
    }

    /// Tells the sync that a dismissal it asked for finished, and returns the next modal to
    /// present, if any.
    public func dismissalDidEnd() -> ModalUpdate? {
        isModalTransitioning = false
        presentedModal = nil
        coordinator.displayedModalDidDisappear()
        return modalUpdate()
    }

    /// Tells the sync that the user began to swipe the presented sheet down
    /// (`presentationControllerWillDismiss(_:)`): changes wait until the drag ends.
    public func userDidBeginDismissing() {
        isModalTransitioning = true
    }

    /// Tells the sync that the user's swipe dismissed the sheet
    /// (`presentationControllerDidDismiss(_:)`): the coordinator closes it, and the next modal,
    /// if any, is returned.
    public func userDidDismiss() -> ModalUpdate? {
        if let presentedModal {
            coordinator.close(presentedModal)
        }
        return dismissalDidEnd()
    }

    /// Tells the sync that the user let go of the sheet and it settled back: nothing closes, and
    /// what changed during the drag is returned.
    public func userDidCancelDismissing() -> ModalUpdate? {
        isModalTransitioning = false
        return modalUpdate()
    }
}
