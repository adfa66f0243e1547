/// How an incoming destination is shown when it is opened without an explicit style.
public enum NavigationPresentation: Hashable, Sendable {
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

    /// The modal style of this presentation, or `nil` for a push or an action.
    public var modalStyle: ModalPresentationStyle? {
        switch self {
        case .push, .action:
            return nil
        case .sheet(let detents):
            return .sheet(detents: Set(detents))
        case .fullScreenCover:
            return .fullScreenCover
        }
    }
}
