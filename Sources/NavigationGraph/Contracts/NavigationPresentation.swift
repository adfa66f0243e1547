/// How an incoming destination is shown when it is opened without an explicit style.
public enum NavigationPresentation: Hashable, Sendable {
    /// Pushed onto the navigation stack.
    case push
    /// Presented as a sheet with the given detents, in the order the graph lists them: the
    /// sheet opens at the first.
    case sheet(detents: [SheetDetent] = [.large])
    /// Presented as a full-screen cover.
    case fullScreenCover

    /// The modal style of this presentation, or `nil` for a push.
    public var modalStyle: ModalPresentationStyle? {
        switch self {
        case .push:
            return nil
        case .sheet(let detents):
            return .sheet(detents: Set(detents))
        case .fullScreenCover:
            return .fullScreenCover
        }
    }
}
