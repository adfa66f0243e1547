/// How a modal destination is presented.
public enum ModalPresentationStyle: Hashable, Sendable, Codable {
    /// A sheet that rests at the given detents.
    case sheet(detents: Set<SheetDetent> = [.large])
    /// A cover over the whole screen.
    case fullScreenCover
}
