import Foundation

/// The decisions a SwiftUI container would otherwise make, made here where they are tested on
/// every platform: which coordinator a modal gets, and in which order modals appear and go.
extension NavigationCoordinator {
    /// The coordinator of a modal presented by this one: the same coordinator for the same
    /// presentation however often a view asks, a new one for a new presentation.
    ///
    /// It redirects, guards and opens deep links as this one does. Its ``dismiss()``, with
    /// nothing presented over it, closes this presentation, and no other: a modal already
    /// replaced cannot close its successor. Coordinators of presentations that are gone are let
    /// go.
    public func coordinator(for modal: ModalNavigation) -> NavigationCoordinator {
        let shown = Set([sheetNavigation?.id, fullScreenCoverNavigation?.id].compactMap { $0 })
        modalCoordinators = modalCoordinators.filter { shown.contains($0.key) || $0.key == modal.id }
        if let existing = modalCoordinators[modal.id] {
            return existing
        }
        let id = modal.id
        let child = makeModalCoordinator { [weak self] in
            self?.closeModal(id: id)
        }
        modalCoordinators[id] = child
        return child
    }

    /// Closes the sheet or the full-screen cover with this identity, if it is still presented.
    func closeModal(id: UUID) {
        if fullScreenCoverNavigation?.id == id {
            fullScreenCoverNavigation = nil
        } else if sheetNavigation?.id == id {
            sheetNavigation = nil
        }
    }

    /// The modal a container shows now: SwiftUI presents one modal at a time over a view and
    /// drops a presentation that arrives while another is still being dismissed, so a new modal
    /// waits until the one it replaces has gone (``displayedModalDidDisappear()``). A full-screen cover
    /// is shown before a sheet when both are set.
    public var displayedModal: ModalNavigation? {
        modalDisplay.shown
    }

    /// Tells the coordinator that the modal a container showed has finished disappearing, so
    /// the next one may appear. Call it from SwiftUI's `onDismiss`.
    public func displayedModalDidDisappear() {
        modalDisplay.didDisappear()
    }

    /// Closes a presentation that the user dismissed (a swipe down), if it is still presented.
    public func close(_ modal: ModalNavigation) {
        closeModal(id: modal.id)
    }

    /// Brings ``displayedModal`` in step with the sheet and full-screen cover.
    func updateModalDisplay() {
        modalDisplay.wanted = fullScreenCoverNavigation ?? sheetNavigation
    }
}

/// Which modal a container shows, one presentation at a time.
struct ModalDisplay: Equatable {
    /// What the coordinator presents: the full-screen cover, else the sheet.
    var wanted: ModalNavigation? {
        didSet { advance() }
    }
    /// What is shown now.
    private(set) var shown: ModalNavigation?
    /// A modal taken off the screen whose disappearance has not been reported yet.
    private var leaving: UUID?

    mutating func didDisappear() {
        leaving = nil
        advance()
    }

    private mutating func advance() {
        if let current = shown, current.id != wanted?.id {
            // The modal shown is no longer wanted: it leaves first.
            shown = nil
            leaving = current.id
        }
        if shown == nil, leaving == nil {
            shown = wanted
        }
    }
}
