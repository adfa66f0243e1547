/// A destination enum that hands its case's index and each parameter's value, in declaration
/// order, to a visitor.
///
/// Generated enums conform. Their equality, hashing and ``NavigationCaseCodable/navigationCase``
/// are all made from this one `switch` over their cases, so that each enum carries one
/// `switch` rather than three (the `==` and `hash(into:)` that Swift would otherwise synthesize
/// for it, and the `navigationCase` getter). Per case, that `switch` is what a module of
/// destinations spends most of its compile time on.
public protocol NavigationCaseVisitable: NavigationCaseCodable {
    /// Hands each of the case's parameter values to `visitor`, in declaration order, and returns
    /// the case's index in ``NavigationCaseCodable/navigationCaseNames``.
    func visitNavigationCase<Visitor: NavigationCaseVisitor>(_ visitor: inout Visitor) -> Int
}

/// What a ``NavigationCaseVisitable`` destination hands its parameters' values to.
public protocol NavigationCaseVisitor {
    /// A parameter that deep links and saved state can carry as text, with its name.
    mutating func visit<Value: Hashable & Sendable>(_ value: Value, named name: StaticString)

    /// A parameter whose type has no text form: it is compared and hashed, but a destination
    /// with one has no ``NavigationCaseCodable/navigationCase``.
    mutating func visit<Value: Hashable & Sendable>(textless value: Value)
}

extension NavigationCaseVisitable {
    /// The case's name and its parameters' values, or `nil` for a case with a parameter whose type
    /// has no text form.
    public var navigationCase: NavigationCase? {
        var arguments = ArgumentCollector()
        let index = visitNavigationCase(&arguments)
        guard arguments.isRepresentable, let name = Self.navigationCaseNames.dropFirst(index).first else { return nil }
        return NavigationCase(name, arguments.arguments)
    }
}

/// Equality and hashing of ``NavigationCaseVisitable`` destinations, which generated `==` and
/// `hash(into:)` call.
@_spi(Generated)
public enum NavigationCaseVisiting {
    /// Whether two destinations are the same case with equal values, each value compared by its
    /// own type's `==`: what Swift would synthesize, without a `switch` in every enum.
    public static func equal<Destination: NavigationCaseVisitable>(_ lhs: Destination, _ rhs: Destination) -> Bool {
        var ignored = Ignoring()
        guard lhs.visitNavigationCase(&ignored) == rhs.visitNavigationCase(&ignored) else { return false }
        var comparison = Comparison(other: rhs)
        _ = lhs.visitNavigationCase(&comparison)
        return comparison.isEqual
    }

    /// Feeds each of the destination's values, then its case's index, to `hasher`: equal
    /// destinations hash alike, and so do those that Swift's synthesized `hash(into:)` would
    /// tell apart.
    public static func hash<Destination: NavigationCaseVisitable>(_ destination: Destination, into hasher: inout Hasher) {
        var hashing = Hashing(hasher: hasher)
        let index = destination.visitNavigationCase(&hashing)
        hashing.hasher.combine(index)
        hasher = hashing.hasher
    }
}

// MARK: - Visitors

/// Makes a ``DeepLinkArgument`` of each value.
private struct ArgumentCollector: NavigationCaseVisitor {
    var arguments: [DeepLinkArgument] = []
    var isRepresentable = true

    mutating func visit<Value: Hashable & Sendable>(_ value: Value, named name: StaticString) {
        if let array = value as? any DeepLinkArrayArgument {
            arguments.append(array.deepLinkArgument(named: name.description))
        } else if let value = value as? any DeepLinkValue {
            arguments.append(DeepLinkArgument(name.description, value))
        } else {
            isRepresentable = false
        }
    }

    mutating func visit<Value: Hashable & Sendable>(textless value: Value) {
        isRepresentable = false
    }
}

/// Visits without looking: for a case's index alone.
private struct Ignoring: NavigationCaseVisitor {
    mutating func visit<Value: Hashable & Sendable>(_ value: Value, named name: StaticString) {}
    mutating func visit<Value: Hashable & Sendable>(textless value: Value) {}
}

/// Compares each value with the value at the same position of another destination of the same
/// case, so of the same type.
private struct Comparison<Destination: NavigationCaseVisitable>: NavigationCaseVisitor {
    let other: Destination
    var position = 0
    var isEqual = true

    mutating func visit<Value: Hashable & Sendable>(_ value: Value, named name: StaticString) {
        compare(value)
    }

    mutating func visit<Value: Hashable & Sendable>(textless value: Value) {
        compare(value)
    }

    private mutating func compare<Value: Hashable & Sendable>(_ value: Value) {
        defer { position += 1 }
        guard isEqual else { return }
        var extraction = Extraction<Value>(position: position)
        _ = other.visitNavigationCase(&extraction)
        isEqual = extraction.found == value
    }
}

/// Finds the value at one position.
private struct Extraction<Wanted>: NavigationCaseVisitor {
    var position: Int
    var found: Wanted?

    mutating func visit<Value: Hashable & Sendable>(_ value: Value, named name: StaticString) {
        take(value)
    }

    mutating func visit<Value: Hashable & Sendable>(textless value: Value) {
        take(value)
    }

    private mutating func take<Value>(_ value: Value) {
        if position == 0 { found = value as? Wanted }
        position -= 1
    }
}

/// Feeds each value to a hasher.
private struct Hashing: NavigationCaseVisitor {
    var hasher: Hasher

    mutating func visit<Value: Hashable & Sendable>(_ value: Value, named name: StaticString) {
        hasher.combine(value)
    }

    mutating func visit<Value: Hashable & Sendable>(textless value: Value) {
        hasher.combine(value)
    }
}

// MARK: - Arrays

/// An array parameter's value, `[Element]` or `[Element]?`, whose elements deep links carry as
/// text: a URL carries its query key once per element.
private protocol DeepLinkArrayArgument {
    func deepLinkArgument(named name: String) -> DeepLinkArgument
}

extension Array: DeepLinkArrayArgument where Element: DeepLinkValue {
    fileprivate func deepLinkArgument(named name: String) -> DeepLinkArgument {
        DeepLinkArgument(name, array: self)
    }
}

extension Optional: DeepLinkArrayArgument where Wrapped: DeepLinkArrayArgument {
    fileprivate func deepLinkArgument(named name: String) -> DeepLinkArgument {
        switch self {
        case .some(let array): array.deepLinkArgument(named: name)
        case .none: DeepLinkArgument(name, array: [Int]?.none)
        }
    }
}
