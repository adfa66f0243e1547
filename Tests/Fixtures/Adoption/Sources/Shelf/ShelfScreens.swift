import Foundation
import NavigationGraph

/// The shelf's screens by name: the app's own code, which switches over the navigation enums and
/// makes them. It does not change when the enums are generated instead of written by hand.
public enum ShelfScreens {
    public static func title(of destination: ShelfIncomingNavigation) -> String {
        switch destination {
        case .list: "Shelf"
        case .detail(let identifier): "Book \(identifier)"
        case .filter(let query): "Filter \(query ?? "")"
        case .sorted(let order, let pages): "Sorted \(order.rawValue) \(pages.map(String.init).joined(separator: ","))"
        case .note(_, let text): "Note \(text)"
        }
    }

    /// What the shelf's buttons open.
    public static let buttons: [any NavigationContract] = [
        ShelfIncomingNavigation.detail(identifier: 7),
        ShelfIncomingNavigation.filter(),
        ShelfIncomingNavigation.sorted(order: .oldest),
        ShelfOutgoingNavigation.author(name: "Le Guin"),
        ShelfOutgoingNavigation.settings,
    ]
}
