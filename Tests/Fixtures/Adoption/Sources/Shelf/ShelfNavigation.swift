import Foundation
import NavigationGraph

/// How a shelf is sorted.
public enum ShelfOrder: String, Hashable, Sendable {
    case newest
    case oldest
}

/// The books a reader keeps.
public enum ShelfIncomingNavigation: IncomingNavigationContract {
    /// Every book on the shelf.
    case list
    /// One book.
    case detail(identifier: Int)
    /// Narrows the shelf by title.
    case filter(query: String? = nil)
    /// The shelf in an order, one page or more.
    case sorted(order: ShelfOrder = .newest, pages: [Int] = [1])
    /// A note on a book.
    case note(id: UUID, text: String = "")
}

/// Where the shelf leads, in other features.
public enum ShelfOutgoingNavigation: OutgoingNavigationContract {
    /// The author of a book.
    case author(name: String)
    case settings
}
