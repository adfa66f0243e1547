import Foundation
@_spi(Generated) import _NavigationGraphRoutes

/// A destination enum that hands its case's index and each parameter's value, in declaration
/// order, to a visitor.
///
/// Generated enums conform. Their equality, hashing and ``NavigationCaseCodable/navigationCase``
/// are all made from this one `switch` over their cases, by this protocol's `==`,
/// `hash(into:)` and `navigationCase`, so that each enum carries one `switch` rather than three
/// (the `==` and `hash(into:)` that Swift would otherwise synthesize for it, and a
/// `navigationCase` getter). Each such `switch` costs the compiler about as much per case
/// as the rest of the enum does, so one instead of three keeps a module of many destinations
/// quick to compile, for a little more time when destinations are compared or hashed.
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
    /// Whether two destinations are the same case with equal values, each value compared by its
    /// own type's `==`: what Swift would synthesize, made from ``visitNavigationCase(_:)``.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        NavigationCaseVisiting.equal(lhs, rhs)
    }

    /// Hashes the case and its values, made from ``visitNavigationCase(_:)``.
    public func hash(into hasher: inout Hasher) {
        NavigationCaseVisiting.hash(self, into: &hasher)
    }

    /// The case's name and its parameters' values, or `nil` for a case with a parameter whose type
    /// has no text form.
    public var navigationCase: NavigationCase? {
        var arguments = ArgumentCollector()
        let index = visitNavigationCase(&arguments)
        guard arguments.isRepresentable, let name = Self.navigationCaseNames.dropFirst(index).first else { return nil }
        return NavigationCase(name, arguments.arguments)
    }
}

/// Equality and hashing of ``NavigationCaseVisitable`` destinations, which its `==` and
/// `hash(into:)` call.
@_spi(Generated)
public enum NavigationCaseVisiting {
    /// Whether two destinations are the same case with equal values, each value compared by its
    /// own type's `==`: what Swift would synthesize, without a `switch` in every enum.
    public static func equal<Destination: NavigationCaseVisitable>(_ lhs: Destination, _ rhs: Destination) -> Bool {
        withUnsafePointer(to: rhs) { other in
            var comparison = Comparison(other: UnsafeRawPointer(other), type: Destination.self)
            let lhsIndex = lhs.visitNavigationCase(&comparison)
            // Visiting `rhs` to compare a value told its case; only a case without values needs a
            // visit of its own for that.
            if let rhsIndex = comparison.otherIndex { return lhsIndex == rhsIndex && comparison.isEqual }
            var ignored = Ignoring()
            return lhsIndex == rhs.visitNavigationCase(&ignored) && comparison.isEqual
        }
    }

    /// Feeds each of the destination's values and then its case's index to `hasher`: equal
    /// destinations hash alike, and values that differ hash apart. (Swift's synthesized
    /// `hash(into:)` feeds the index first; `Hashable` asks for no order.)
    public static func hash<Destination: NavigationCaseVisitable>(_ destination: Destination, into hasher: inout Hasher) {
        var hashing = Hashing(hasher: hasher)
        let index = destination.visitNavigationCase(&hashing)
        hashing.hasher.combine(index)
        hasher = hashing.hasher
    }
}

// MARK: - Visitors

/// Makes a ``DeepLinkArgument`` of each value, in declaration order.
struct ArgumentCollector: NavigationCaseVisitor {
    var arguments: [DeepLinkArgument] = []
    var isRepresentable = true

    mutating func visit<Value: Hashable & Sendable>(_ value: Value, named name: StaticString) {
        // Room for a few values at once: growing from empty would allocate again at the second.
        if arguments.isEmpty { arguments.reserveCapacity(4) }
        if let argument = Self.argument(value, named: name.description) {
            arguments.append(argument)
        } else {
            isRepresentable = false
        }
    }

    static func argument<Value>(_ value: Value, named name: String) -> DeepLinkArgument? {
        content(value).map { DeepLinkArgument(name: name, content: $0) }
    }

    /// What a value is in a URL. The built-in types by a comparison of metadata each, which
    /// costs less than the dynamic cast that the graph's enums and arrays take. No name:
    /// navigation events read a value's content alone, and `argument(_:named:)` adds the name.
    static func content<Value>(_ value: Value) -> DeepLinkArgument.Content? {
        func converted(_ value: some DeepLinkValue) -> DeepLinkArgument.Content { DeepLinkArgument("", value).content }
        if let value = exactly(value, Int.self) { return converted(value) }
        if let value = exactly(value, String.self) { return converted(value) }
        if let value = exactly(value, Bool.self) { return converted(value) }
        if let value = exactly(value, UUID.self) { return converted(value) }
        if let value = exactly(value, Double.self) { return converted(value) }
        if let value = exactly(value, Int?.self) { return converted(value) }
        if let value = exactly(value, String?.self) { return converted(value) }
        if let value = exactly(value, Bool?.self) { return converted(value) }
        if let value = exactly(value, UUID?.self) { return converted(value) }
        if let value = exactly(value, Double?.self) { return converted(value) }
        if let array = value as? any DeepLinkArrayArgument { return array.deepLinkArgument(named: "").content }
        if let value = value as? any DeepLinkValue { return converted(value) }
        return nil
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

/// Compares each value with the value at the same position of another destination, which it
/// points at: of the same type when both are the same case, which
/// ``NavigationCaseVisiting/equal(_:_:)`` checks. Neither generic over the destination's type
/// nor holding a closure: unspecialized code would make a generic visitor's metadata on every
/// comparison, and a closure that must not escape is checked through a context on the heap.
private struct Comparison: NavigationCaseVisitor {
    let other: UnsafeRawPointer
    let type: any NavigationCaseVisitable.Type
    var position = 0
    var isEqual = true
    /// The other destination's case index, once a visit of it has told it.
    var otherIndex: Int?

    mutating func visit<Value: Hashable & Sendable>(_ value: Value, named name: StaticString) {
        compare(value)
    }

    mutating func visit<Value: Hashable & Sendable>(textless value: Value) {
        compare(value)
    }

    private mutating func compare<Value: Hashable & Sendable>(_ value: Value) {
        defer { position += 1 }
        guard isEqual else { return }
        isEqual = withUnsafePointer(to: value) { value in
            var match = Match(value: UnsafeRawPointer(value), type: Value.self, position: position)
            otherIndex = type.visitNavigationCase(at: other, &match)
            return match.isEqual
        }
    }
}

extension NavigationCaseVisitable {
    /// Visits the destination of this type at `pointer`.
    fileprivate static func visitNavigationCase(at pointer: UnsafeRawPointer, _ match: inout Match) -> Int {
        pointer.assumingMemoryBound(to: Self.self).pointee.visitNavigationCase(&match)
    }
}

/// Compares one value, which it points at, with the other destination's value at its position.
/// Not generic over the value's type, so that unspecialized code makes no type's metadata for
/// it on every comparison.
private struct Match: NavigationCaseVisitor {
    let value: UnsafeRawPointer
    let type: Any.Type
    var position: Int
    var isEqual = false

    mutating func visit<Value: Hashable & Sendable>(_ value: Value, named name: StaticString) {
        match(value)
    }

    mutating func visit<Value: Hashable & Sendable>(textless value: Value) {
        match(value)
    }

    private mutating func match<Value: Equatable>(_ other: Value) {
        defer { position -= 1 }
        // The type is the same whenever the two cases are: a comparison of metadata, not a cast.
        guard position == 0, Value.self == type else { return }
        isEqual = value.assumingMemoryBound(to: Value.self).pointee == other
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

/// `value` as a `Wanted` when that is its type, by a comparison of metadata rather than a
/// dynamic cast.
@inline(__always)
private func exactly<Value, Wanted>(_ value: Value, _ type: Wanted.Type) -> Wanted? {
    guard Value.self == Wanted.self else { return nil }
    return unsafeBitCast(value, to: Wanted.self)
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
