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

extension Array where Element == AnyNavigation {
    /// How many destinations at the bottom two stacks share: what a change of stack keeps. A loop,
    /// which type-checks at once where `zip(...).prefix { $0 == $1 }` took tens of milliseconds
    /// at every use.
    func sharedBottom(with other: [AnyNavigation]) -> Int {
        var count = 0
        while count < self.count, count < other.count, self[count] == other[count] {
            count += 1
        }
        return count
    }
}

extension NavigationContract {
    /// Whether `other` is a destination of the same type with the same value.
    func isEqual(to other: any NavigationContract) -> Bool {
        guard let other = other as? Self else {
            return false
        }
        return self == other
    }
}
