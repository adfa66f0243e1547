import Foundation
@_spi(Generated) import _NavigationGraphRoutes

// Type-specific spellings of the generic conversions, which generated code uses: a call whose
// name says the type leaves the type-checker nothing to infer, and an app of a hundred features
// then type-checks its generated navigation code faster than the hand-written equivalent. They
// are not inlinable: each is compiled once, here, rather than specialized and optimized again at
// every call site of every generated feature.
//
// Each takes the parameter's position in its destination's declaration order and its name; the
// value is found by its name, which errors name too. Names are `StaticString`s: a literal of one is a pointer and a
// length, where a `String` literal is a call to make and a value to release in every case of every
// generated enum (about a fifth of the peak memory of an optimized build of 100 features'
// generated code); the name becomes a `String` only on the paths that need one.

@_spi(Generated)
extension DeepLinkMatch {
    /// The `Int` value of the parameter at `position` in its destination's declaration order,
    /// named `name`. - Throws: ``Mismatch`` when it is missing or does not convert.
    public func int(_ position: Int, _ name: StaticString) throws(Mismatch) -> Int {
        try required(position, name, Int.self)
    }

    /// The `Int` value of a parameter, or `defaultValue` when it is left out.
    public func int(_ position: Int, _ name: StaticString, default defaultValue: Int) throws(Mismatch) -> Int {
        try value(position, name, default: defaultValue)
    }

    /// The `Int?` value of a parameter: `nil` when it is left out.
    public func optionalInt(_ position: Int, _ name: StaticString) throws(Mismatch) -> Int? {
        try optional(position, name, Int.self)
    }

    /// The `Int?` value of a parameter, or `defaultValue` when it is left out (saved state's
    /// explicit `nil` stays `nil`).
    public func optionalInt(_ position: Int, _ name: StaticString, default defaultValue: Int?) throws(Mismatch) -> Int? {
        try optional(position, name, default: defaultValue)
    }

    /// The `Double` value of a parameter. - Throws: ``Mismatch`` when it is missing or does not convert.
    public func double(_ position: Int, _ name: StaticString) throws(Mismatch) -> Double {
        try required(position, name, Double.self)
    }

    /// The `Double` value of a parameter, or `defaultValue` when it is left out.
    public func double(_ position: Int, _ name: StaticString, default defaultValue: Double) throws(Mismatch) -> Double {
        try value(position, name, default: defaultValue)
    }

    /// The `Double?` value of a parameter: `nil` when it is left out.
    public func optionalDouble(_ position: Int, _ name: StaticString) throws(Mismatch) -> Double? {
        try optional(position, name, Double.self)
    }

    /// The `Double?` value of a parameter, or `defaultValue` when it is left out (saved state's
    /// explicit `nil` stays `nil`).
    public func optionalDouble(_ position: Int, _ name: StaticString, default defaultValue: Double?) throws(Mismatch) -> Double? {
        try optional(position, name, default: defaultValue)
    }

    /// The `Bool` value of a parameter. - Throws: ``Mismatch`` when it is missing or does not convert.
    public func bool(_ position: Int, _ name: StaticString) throws(Mismatch) -> Bool {
        try required(position, name, Bool.self)
    }

    /// The `Bool` value of a parameter, or `defaultValue` when it is left out.
    public func bool(_ position: Int, _ name: StaticString, default defaultValue: Bool) throws(Mismatch) -> Bool {
        try value(position, name, default: defaultValue)
    }

    /// The `Bool?` value of a parameter: `nil` when it is left out.
    public func optionalBool(_ position: Int, _ name: StaticString) throws(Mismatch) -> Bool? {
        try optional(position, name, Bool.self)
    }

    /// The `Bool?` value of a parameter, or `defaultValue` when it is left out (saved state's
    /// explicit `nil` stays `nil`).
    public func optionalBool(_ position: Int, _ name: StaticString, default defaultValue: Bool?) throws(Mismatch) -> Bool? {
        try optional(position, name, default: defaultValue)
    }

    /// The `String` value of a parameter. - Throws: ``Mismatch`` when it is missing or does not convert.
    public func string(_ position: Int, _ name: StaticString) throws(Mismatch) -> String {
        try required(position, name, String.self)
    }

    /// The `String` value of a parameter, or `defaultValue` when it is left out.
    public func string(_ position: Int, _ name: StaticString, default defaultValue: String) throws(Mismatch) -> String {
        try value(position, name, default: defaultValue)
    }

    /// The `String?` value of a parameter: `nil` when it is left out.
    public func optionalString(_ position: Int, _ name: StaticString) throws(Mismatch) -> String? {
        try optional(position, name, String.self)
    }

    /// The `String?` value of a parameter, or `defaultValue` when it is left out (saved state's
    /// explicit `nil` stays `nil`).
    public func optionalString(_ position: Int, _ name: StaticString, default defaultValue: String?) throws(Mismatch) -> String? {
        try optional(position, name, default: defaultValue)
    }

    /// The `UUID` value of a parameter. - Throws: ``Mismatch`` when it is missing or does not convert.
    public func uuid(_ position: Int, _ name: StaticString) throws(Mismatch) -> UUID {
        try required(position, name, UUID.self)
    }

    /// The `UUID` value of a parameter, or `defaultValue` when it is left out.
    public func uuid(_ position: Int, _ name: StaticString, default defaultValue: UUID) throws(Mismatch) -> UUID {
        try value(position, name, default: defaultValue)
    }

    /// The `UUID?` value of a parameter: `nil` when it is left out.
    public func optionalUuid(_ position: Int, _ name: StaticString) throws(Mismatch) -> UUID? {
        try optional(position, name, UUID.self)
    }

    /// The `UUID?` value of a parameter, or `defaultValue` when it is left out (saved state's
    /// explicit `nil` stays `nil`).
    public func optionalUuid(_ position: Int, _ name: StaticString, default defaultValue: UUID?) throws(Mismatch) -> UUID? {
        try optional(position, name, default: defaultValue)
    }

    /// The `URL` of a parameter that receives the link that opened its destination
    /// (`"source": "link"`). - Throws: ``Mismatch`` when it is missing or is not a URL.
    public func url(_ position: Int, _ name: StaticString) throws(Mismatch) -> URL {
        try required(position, name, URL.self)
    }

    /// The `URL?` of a parameter that receives the link that opened its destination: `nil` in
    /// saved state that has none.
    public func optionalURL(_ position: Int, _ name: StaticString) throws(Mismatch) -> URL? {
        try optional(position, name, URL.self)
    }
}

// Each reader goes through the generic conversion by name; the position is what generated code
// has always passed, kept so that it keeps compiling.
extension DeepLinkMatch {
    @inline(__always)
    private func required<Value: DeepLinkValue>(_ position: Int, _ name: StaticString, _ type: Value.Type) throws(Mismatch) -> Value {
        try value(name.description, as: Value.self)
    }

    @inline(__always)
    private func optional<Value: DeepLinkValue>(_ position: Int, _ name: StaticString, _ type: Value.Type) throws(Mismatch) -> Value? {
        try value(name.description, as: Value?.self)
    }

    @inline(__always)
    private func value<Value: DeepLinkValue>(_ position: Int, _ name: StaticString, default defaultValue: Value) throws(Mismatch) -> Value {
        try value(name.description, default: defaultValue)
    }

    @inline(__always)
    private func optional<Value: DeepLinkValue>(_ position: Int, _ name: StaticString, default defaultValue: Value?) throws(Mismatch) -> Value? {
        try value(name.description, default: defaultValue)
    }
}
// The arguments of each type are made by a call, never inlined: generated code writes one per
// parameter of every destination, and a call there costs the optimizer nothing, where the inlined
// conversion to text would be optimized again in every case of every feature.
@_spi(Generated)
extension DeepLinkArgument {
    /// An `Int` argument.
    @inline(never)
    public static func int(_ name: StaticString, _ value: Int) -> DeepLinkArgument {
        DeepLinkArgument(name.description, value)
    }

    /// A `Int?` argument; `nil` is left out of a URL.
    @inline(never)
    public static func optionalInt(_ name: StaticString, _ value: Int?) -> DeepLinkArgument {
        DeepLinkArgument(name.description, value)
    }

    /// A `Double` argument.
    @inline(never)
    public static func double(_ name: StaticString, _ value: Double) -> DeepLinkArgument {
        DeepLinkArgument(name.description, value)
    }

    /// A `Double?` argument; `nil` is left out of a URL.
    @inline(never)
    public static func optionalDouble(_ name: StaticString, _ value: Double?) -> DeepLinkArgument {
        DeepLinkArgument(name.description, value)
    }

    /// A `Bool` argument.
    @inline(never)
    public static func bool(_ name: StaticString, _ value: Bool) -> DeepLinkArgument {
        DeepLinkArgument(name.description, value)
    }

    /// A `Bool?` argument; `nil` is left out of a URL.
    @inline(never)
    public static func optionalBool(_ name: StaticString, _ value: Bool?) -> DeepLinkArgument {
        DeepLinkArgument(name.description, value)
    }

    /// A `String` argument.
    @inline(never)
    public static func string(_ name: StaticString, _ value: String) -> DeepLinkArgument {
        DeepLinkArgument(name.description, value)
    }

    /// A `String?` argument; `nil` is left out of a URL.
    @inline(never)
    public static func optionalString(_ name: StaticString, _ value: String?) -> DeepLinkArgument {
        DeepLinkArgument(name.description, value)
    }

    /// A `UUID` argument.
    @inline(never)
    public static func uuid(_ name: StaticString, _ value: UUID) -> DeepLinkArgument {
        DeepLinkArgument(name.description, value)
    }

    /// A `UUID?` argument; `nil` is left out of a URL.
    @inline(never)
    public static func optionalUuid(_ name: StaticString, _ value: UUID?) -> DeepLinkArgument {
        DeepLinkArgument(name.description, value)
    }

    /// An array argument: its query key once per element.
    @inlinable
    public static func array<Element: DeepLinkValue>(_ name: StaticString, _ value: [Element]) -> DeepLinkArgument {
        DeepLinkArgument(name.description, array: value)
    }

    /// An optional array argument; `nil` is left out of a URL.
    @inlinable
    public static func optionalArray<Element: DeepLinkValue>(_ name: StaticString, _ value: [Element]?) -> DeepLinkArgument {
        DeepLinkArgument(name.description, array: value)
    }

    /// An argument of any type a deep link can carry, such as a generated enum.
    @inlinable
    public static func value<Value: DeepLinkValue>(_ name: StaticString, _ value: Value) -> DeepLinkArgument {
        DeepLinkArgument(name.description, value)
    }
}
