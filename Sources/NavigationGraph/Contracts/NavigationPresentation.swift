/// How an incoming destination is shown when it is opened without an explicit style.
@frozen public enum NavigationPresentation: Hashable, Sendable {
    /// Pushed onto the navigation stack.
    case push
    /// Presented as a sheet with the given detents, in the order the graph lists them: the
    /// sheet opens at the first.
    case sheet(detents: [SheetDetent] = [.large])
    /// Presented as a full-screen cover.
    case fullScreenCover
    /// Shows no screen: opening the destination, by a deep link, a redirect or code, hands it to
    /// the coordinator's ``NavigationCoordinator/actionHandler`` and leaves every stack and modal
    /// as it was (`"presentation": "action"`).
    case action
    /// Opens in a window of its own, with its own stack and modals, where the platform shows
    /// several windows and the app has a ``WindowCoordinator``; presented as a sheet elsewhere
    /// (`"presentation": "window"`).
    case window

    /// The modal style of this presentation, or `nil` for a push or an action. A window is a
    /// sheet where it cannot be a window of its own.
    public var modalStyle: ModalPresentationStyle? {
        switch self {
        case .push, .action:
            return nil
        case .sheet(let detents):
            return .sheet(detents: Set(detents))
        case .fullScreenCover:
            return .fullScreenCover
        case .window:
            return .sheet(detents: SheetDetent.defaultDetents)
        }
    }
}
