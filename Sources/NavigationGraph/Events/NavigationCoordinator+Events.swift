import Foundation

/// What a coordinator reports to its ``NavigationCoordinator/events`` observer. Each is called
/// only when there is an observer, so that a coordinator without one describes nothing.
extension NavigationCoordinator {
    /// Pops, then pushes: the entries above what the two paths share.
    func reportPathChange(to events: NavigationEventObserver) {
        let old = reportedPath
        reportedPath = path
        let kept = old.sharedBottom(with: path)
        for popped in old[kept...].reversed() {
            events.report(.popped, popped)
        }
        for pushed in path[kept...] {
            events.report(.pushed, pushed)
        }
        reportShown(to: events)
    }

    func reportModalChange(from old: ModalNavigation?, to new: ModalNavigation?, _ events: NavigationEventObserver) {
        guard old?.id != new?.id else {
            return
        }
        if let old {
            events.report(.dismissed, old.navigation)
        }
        if let new {
            events.report(.presented, new.navigation)
        }
        reportShown(to: events)
    }

    /// Reports the destination on show when it changed: the modal on top, else the top of the
    /// stack, else its root. `force` reports it again, as when its tab is selected.
    func reportShown(to events: NavigationEventObserver, force: Bool = false) {
        let top = (fullScreenCoverNavigation ?? sheetNavigation)?.navigation ?? path.last ?? rootDestination ?? presentedDestination
        guard force || top != lastShown else {
            return
        }
        lastShown = top
        if let top {
            events.report(.shown, top)
        }
    }

    /// A link opened, or refused when `opened` is `nil`; its URL only with values.
    func reportLink(_ url: URL, opened: (any NavigationContract)?) {
        guard let events else {
            return
        }
        Self.reportLink(url, opened: opened, to: events)
    }

    static func reportLink(_ url: URL, opened: (any NavigationContract)?, to events: NavigationEventObserver) {
        let detail = events.includesValues ? url.absoluteString : nil
        if let opened {
            events.report(.deepLinkOpened, opened, detail: detail)
        } else {
            events.receive(NavigationEvent(.deepLinkRefused, detail: detail))
        }
    }
}
