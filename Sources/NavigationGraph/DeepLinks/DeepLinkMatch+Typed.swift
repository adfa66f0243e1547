import Foundation

// Type-specific spellings of the generic conversions, which generated code uses: a call whose
// name says the type leaves the type-checker nothing to infer, and an app of a hundred features
// then type-checks its generated navigation code faster than the hand-written equivalent.

@_spi(Generated)
extension DeepLinkMatch {
    /// The `Int` value of a parameter. - Throws: ``Mismatch`` when it is missing or does not convert.
    @inlinable
    public func int(_ name: String) throws(Mismatch) -> Int {
        try value(name, as: Int.self)
    }

    /// The `Int` value of a parameter, or `defaultValue` when it is left out.
    @inlinable
    public func int(_ name: String, default defaultValue: Int) throws(Mismatch) -> Int {
        try value(name, default: defaultValue)
    }

    /// The `Int?` value of a parameter: `nil` when it is left out.
    @inlinable
    public func optionalInt(_ name: String) throws(Mismatch) -> Int? {
        try value(name, as: Int?.self)
    }

    /// The `Int?` value of a parameter, or `defaultValue` when it is left out (saved state's
    /// explicit `nil` stays `nil`).
    @inlinable
    public func optionalInt(_ name: String, default defaultValue: Int?) throws(Mismatch) -> Int? {
        try value(name, default: defaultValue)
    }

    /// The `Double` value of a parameter. - Throws: ``Mismatch`` when it is missing or does not convert.
    @inlinable
    public func double(_ name: String) throws(Mismatch) -> Double {
        try value(name, as: Double.self)
    }

    /// The `Double` value of a parameter, or `defaultValue` when it is left out.
    @inlinable
    public func double(_ name: String, default defaultValue: Double) throws(Mismatch) -> Double {
        try value(name, default: defaultValue)
    }

    /// The `Double?` value of a parameter: `nil` when it is left out.
    @inlinable
    public func optionalDouble(_ name: String) throws(Mismatch) -> Double? {
        try value(name, as: Double?.self)
    }

    /// The `Double?` value of a parameter, or `defaultValue` when it is left out (saved state's
    /// explicit `nil` stays `nil`).
    @inlinable
    public func optionalDouble(_ name: String, default defaultValue: Double?) throws(Mismatch) -> Double? {
        try value(name, default: defaultValue)
    }

    /// The `Bool` value of a parameter. - Throws: ``Mismatch`` when it is missing or does not convert.
    @inlinable
    public func bool(_ name: String) throws(Mismatch) -> Bool {
        try value(name, as: Bool.self)
    }

    /// The `Bool` value of a parameter, or `defaultValue` when it is left out.
    @inlinable
    public func bool(_ name: String, default defaultValue: Bool) throws(Mismatch) -> Bool {
        try value(name, default: defaultValue)
    }

    /// The `Bool?` value of a parameter: `nil` when it is left out.
    @inlinable
    public func optionalBool(_ name: String) throws(Mismatch) -> Bool? {
        try value(name, as: Bool?.self)
    }

    /// The `Bool?` value of a parameter, or `defaultValue` when it is left out (saved state's
    /// explicit `nil` stays `nil`).
    @inlinable
    public func optionalBool(_ name: String, default defaultValue: Bool?) throws(Mismatch) -> Bool? {
        try value(name, default: defaultValue)
    }

    /// The `String` value of a parameter. - Throws: ``Mismatch`` when it is missing or does not convert.
    @inlinable
    public func string(_ name: String) throws(Mismatch) -> String {
        try value(name, as: String.self)
    }

    /// The `String` value of a parameter, or `defaultValue` when it is left out.
    @inlinable
    public func string(_ name: String, default defaultValue: String) throws(Mismatch) -> String {
        try value(name, default: defaultValue)
    }

    /// The `String?` value of a parameter: `nil` when it is left out.
    @inlinable
    public func optionalString(_ name: String) throws(Mismatch) -> String? {
        try value(name, as: String?.self)
    }

    /// The `String?` value of a parameter, or `defaultValue` when it is left out (saved state's
    /// explicit `nil` stays `nil`).
    @inlinable
    public func optionalString(_ name: String, default defaultValue: String?) throws(Mismatch) -> String? {
        try value(name, default: defaultValue)
    }

    /// The `UUID` value of a parameter. - Throws: ``Mismatch`` when it is missing or does not convert.
    @inlinable
    public func uuid(_ name: String) throws(Mismatch) -> UUID {
        try value(name, as: UUID.self)
    }

    /// The `UUID` value of a parameter, or `defaultValue` when it is left out.
    @inlinable
    public func uuid(_ name: String, default defaultValue: UUID) throws(Mismatch) -> UUID {
        try value(name, default: defaultValue)
    }

    /// The `UUID?` value of a parameter: `nil` when it is left out.
    @inlinable
    public func optionalUuid(_ name: String) throws(Mismatch) -> UUID? {
        try value(name, as: UUID?.self)
    }

    /// The `UUID?` value of a parameter, or `defaultValue` when it is left out (saved state's
    /// explicit `nil` stays `nil`).
    @inlinable
    public func optionalUuid(_ name: String, default defaultValue: UUID?) throws(Mismatch) -> UUID? {
        try value(name, default: defaultValue)
    }
}

@_spi(Generated)
extension DeepLinkArgument {
    /// An `Int` argument.
    @inlinable
    public static func int(_ name: String, _ value: Int) -> DeepLinkArgument {
        DeepLinkArgument(name, value)
    }

    /// A `Int?` argument; `nil` is left out of a URL.
    @inlinable
    public static func optionalInt(_ name: String, _ value: Int?) -> DeepLinkArgument {
        DeepLinkArgument(name, value)
    }

    /// A `Double` argument.
    @inlinable
    public static func double(_ name: String, _ value: Double) -> DeepLinkArgument {
        DeepLinkArgument(name, value)
    }

    /// A `Double?` argument; `nil` is left out of a URL.
    @inlinable
    public static func optionalDouble(_ name: String, _ value: Double?) -> DeepLinkArgument {
        DeepLinkArgument(name, value)
    }

    /// A `Bool` argument.
    @inlinable
    public static func bool(_ name: String, _ value: Bool) -> DeepLinkArgument {
        DeepLinkArgument(name, value)
    }

    /// A `Bool?` argument; `nil` is left out of a URL.
    @inlinable
    public static func optionalBool(_ name: String, _ value: Bool?) -> DeepLinkArgument {
        DeepLinkArgument(name, value)
    }

    /// A `String` argument.
    @inlinable
    public static func string(_ name: String, _ value: String) -> DeepLinkArgument {
        DeepLinkArgument(name, value)
    }

    /// A `String?` argument; `nil` is left out of a URL.
    @inlinable
    public static func optionalString(_ name: String, _ value: String?) -> DeepLinkArgument {
        DeepLinkArgument(name, value)
    }

    /// A `UUID` argument.
    @inlinable
    public static func uuid(_ name: String, _ value: UUID) -> DeepLinkArgument {
        DeepLinkArgument(name, value)
    }

    /// A `UUID?` argument; `nil` is left out of a URL.
    @inlinable
    public static func optionalUuid(_ name: String, _ value: UUID?) -> DeepLinkArgument {
        DeepLinkArgument(name, value)
    }

    /// An array argument: its query key once per element.
    @inlinable
    public static func array<Element: DeepLinkValue>(_ name: String, _ value: [Element]) -> DeepLinkArgument {
        DeepLinkArgument(name, array: value)
    }

    /// An optional array argument; `nil` is left out of a URL.
    @inlinable
    public static func optionalArray<Element: DeepLinkValue>(_ name: String, _ value: [Element]?) -> DeepLinkArgument {
        DeepLinkArgument(name, array: value)
    }

    /// An argument of any type a deep link can carry, such as a generated enum.
    @inlinable
    public static func value<Value: DeepLinkValue>(_ name: String, _ value: Value) -> DeepLinkArgument {
        DeepLinkArgument(name, value)
    }
}
