import Foundation

/// A destination presented modally, with the style it is presented in.
public struct ModalNavigation: Identifiable, Hashable, Sendable {
    /// Identifies this presentation; presenting the same destination again gives a new identity.
    public let id: UUID
    /// The presented destination.
    public let navigation: AnyNavigation
    /// How the destination is presented.
    public let style: ModalPresentationStyle

    /// Creates a modal presentation of a destination.
    public init(navigation: any NavigationContract, style: ModalPresentationStyle) {
        self.init(id: UUID(), navigation: navigation, style: style)
    }

    init(id: UUID, navigation: any NavigationContract, style: ModalPresentationStyle) {
        self.id = id
        self.navigation = AnyNavigation(navigation)
        self.style = style
    }

    /// The detent a sheet opens at: the first its destination's graph lists, when it is
    /// presented at the detents the graph declares; otherwise the first in a fixed order
    /// (fractions, then heights, each ascending, then medium, then large), so that a set of
    /// detents always opens at the same one. `nil` for a full-screen cover.
    public var initialDetent: SheetDetent? {
        guard case .sheet(let detents) = style else {
            return nil
        }
        if case .sheet(let declared)? = (navigation.wrapped as? any IncomingNavigationContract)?.navigationPresentation,
            Set(declared) == detents, let first = declared.first
        {
            return first
        }
        return detents.sorted(by: SheetDetent.writingOrder).first
    }

    /// The detents of a sheet in order, for a container that lists them (UIKit's sheet): as its
    /// destination's graph lists them, when it is presented at those; otherwise in the fixed order
    /// of ``initialDetent``. `[.large]` for a sheet given none; empty for a full-screen cover.
    public var orderedDetents: [SheetDetent] {
        guard case .sheet(let detents) = style else {
            return []
        }
        if case .sheet(let declared)? = (navigation.wrapped as? any IncomingNavigationContract)?.navigationPresentation,
            Set(declared) == detents, !declared.isEmpty
        {
            return declared
        }
        return detents.isEmpty ? [.large] : detents.sorted(by: SheetDetent.writingOrder)
    }

    /// The detents of a sheet; empty for a full-screen cover.
    public var detents: Set<SheetDetent> {
        if case .sheet(let detents) = style {
            return detents
        }
        return []
    }
}
