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
        child.presentedDestination = modal.navigation
        // The presenter reported the modal on show when it presented it.
        child.lastShown = modal.navigation
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
    /// that replaces one on screen waits until it has gone (``displayedModalDidDisappear()``).
    /// A modal replaced before it appeared (``displayedModalDidAppear(_:)``), as when two are
    /// presented in one update, is never waited for: the new one is shown at once. A full-screen
    /// cover is shown before a sheet when both are set; the sheet appears when the cover is
    /// closed, so state restored with both shows the cover, then the sheet.
    public var displayedModal: ModalNavigation? {
        modalDisplay.shown
    }

    /// Tells the coordinator that a modal it displays is on screen, so that replacing it waits
    /// for it to go. Call it from the modal's content's `onAppear`.
    public func displayedModalDidAppear(_ modal: ModalNavigation) {
        modalDisplay.didAppear(modal.id)
    }

    /// Tells the coordinator that the modal a container showed has finished disappearing, so
    /// the next one may appear. Call it from SwiftUI's `onDismiss`.
    public func displayedModalDidDisappear() {
        modalDisplay.didDisappear()
    }

    /// ``displayedModal`` when it is a sheet, for SwiftUI's `sheet(item:)`: setting it to `nil`,
    /// as SwiftUI does when the user swipes the sheet away, closes that sheet.
    ///
    /// A property rather than a `Binding(get:set:)` in the container, so that no main-actor
    /// state is read from the `@Sendable` closures SwiftUI's `Binding` takes.
    public var displayedSheet: ModalNavigation? {
        get { displayedModal.flatMap { $0.style == .fullScreenCover ? nil : $0 } }
        set {
            if newValue == nil, let modal = displayedSheet {
                close(modal)
            }
        }
    }

    /// ``displayedModal`` when it is a full-screen cover, for `fullScreenCover(item:)`: setting
    /// it to `nil` closes that cover.
    public var displayedFullScreenCover: ModalNavigation? {
        get { displayedModal.flatMap { $0.style == .fullScreenCover ? $0 : nil } }
        set {
            if newValue == nil, let modal = displayedFullScreenCover {
                close(modal)
            }
        }
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
    /// Whether the container reported `shown` on screen; until then, SwiftUI has nothing to
    /// take off the screen when it is replaced, and will call no `onDismiss` for it.
    private var shownHasAppeared = false
    /// A modal taken off the screen whose disappearance has not been reported yet.
    private var leaving: UUID?

    mutating func didAppear(_ id: UUID) {
        if shown?.id == id {
            shownHasAppeared = true
        }
    }

    mutating func didDisappear() {
        leaving = nil
        advance()
    }

    private mutating func advance() {
        if let current = shown, current.id != wanted?.id {
            // The modal shown is no longer wanted: one on screen leaves first; one that never
            // appeared has nothing to wait for.
            shown = nil
            leaving = shownHasAppeared ? current.id : nil
            shownHasAppeared = false
        }
        if shown == nil, leaving == nil {
            shown = wanted
        }
    }
}
