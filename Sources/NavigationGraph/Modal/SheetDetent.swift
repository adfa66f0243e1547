/// A height at which a sheet rests.
///
/// The package's own type, so that the runtime builds without SwiftUI; `NavigationGraphSwiftUI`
/// maps it to SwiftUI's `PresentationDetent`.
public enum SheetDetent: Hashable, Sendable, Codable {
    /// About half the screen.
    case medium
    /// The full height.
    case large
    /// A fraction of the available height, from 0 to 1.
    case fraction(Double)
    /// A fixed height in points.
    case height(Double)
}
