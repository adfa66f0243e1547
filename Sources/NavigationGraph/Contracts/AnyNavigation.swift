/// A type-erased destination, as stored in a navigation path.
public struct AnyNavigation: Hashable, Sendable {
    /// The destination this value wraps.
    public let wrapped: any NavigationContract

    /// Wraps a destination; wrapping an `AnyNavigation` again keeps the innermost destination.
    public init(_ navigation: any NavigationContract) {
        if let erased = navigation as? AnyNavigation {
            self = erased
        } else {
            self.wrapped = navigation
        }
    }

    public static func == (lhs: AnyNavigation, rhs: AnyNavigation) -> Bool {
        lhs.wrapped.isEqual(to: rhs.wrapped)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(type(of: wrapped)))
        wrapped.hash(into: &hasher)
    }
}

extension AnyNavigation: NavigationContract {}

extension NavigationContract {
    /// Whether `other` is a destination of the same type with the same value.
    func isEqual(to other: any NavigationContract) -> Bool {
        guard let other = other as? Self else {
            return false
        }
        return self == other
    }
}
