/// The type of a destination's parameter.
///
/// A deep link can carry the built-in types, the feature's own enums (`"enums"`) and arrays of
/// either, each optionally suffixed `?`; any other spelling is a Swift type passed through as
/// written, which has no text form.
package struct ParameterType: Hashable, Sendable, CustomStringConvertible {
    /// The types a deep link can carry, with strict conversions in the runtime.
    package enum BuiltIn: String, CaseIterable, Sendable {
        case int = "Int"
        case double = "Double"
        case bool = "Bool"
        case string = "String"
        case uuid = "UUID"

        /// The type's name qualified by its module.
        @_optimize(none) var qualifiedName: String {
            self == .uuid ? "Foundation.UUID" : "Swift." + rawValue
        }
    }

    /// One value a deep link carries as text: a built-in type or an enum of a feature graph.
    package enum Element: Hashable, Sendable, CustomStringConvertible {
        case builtIn(BuiltIn)
        /// An enum of a feature's `"enums"`: two features' enums of the same name are different
        /// types.
        case enumeration(feature: String, name: String)
        /// A `URL` that receives the whole URL that opened its destination (`"source": "link"`):
        /// in no pattern, written as the URL's text in saved state.
        case link

        @_optimize(none) package var description: String {
            switch self {
            case .builtIn(let builtIn): return builtIn.rawValue
            case .enumeration(_, let name): return name
            case .link: return "URL"
            }
        }
    }

    /// The type as written in the graph, such as `Int?`, `[SortOrder]` or `[Character]`.
    package var spelling: String
    /// What each value is, or `nil` for a passed-through Swift type.
    package var element: Element?
    /// Whether the type is an array of `element` (a query key given once per element).
    package var isArray: Bool
    /// Whether the type is suffixed `?`.
    package var isOptional: Bool

    /// The type of a parameter with `"source": "link"`: `URL` or `URL?` as `spelling` writes it,
    /// or `nil` for any other spelling.
    @_optimize(none) static func link(_ spelling: String) -> ParameterType? {
        let base = spelling.hasSuffix("?") ? String(spelling.dropLast()) : spelling
        guard base == "URL" || base == "Foundation.URL" else { return nil }
        var type = ParameterType(spelling)
        type.element = .link
        return type
    }

    /// Reads a spelling, given the names of the feature's enums.
    @_optimize(none) init(_ spelling: String, enums: Set<String> = [], feature: String = "") {
        self.spelling = spelling
        isOptional = spelling.hasSuffix("?")
        var base = Substring(spelling)
        if isOptional { base = base.dropLast() }
        var isArray = false
        if base.first == "[", base.last == "]", base.count > 2 {
            isArray = true
            base = base.dropFirst().dropLast()
        }
        if let builtIn = BuiltIn(rawValue: String(base)) {
            element = .builtIn(builtIn)
        } else if enums.contains(String(base)) {
            element = .enumeration(feature: feature, name: String(base))
        } else {
            element = nil
        }
        self.isArray = element != nil && isArray
    }

    /// The built-in type of a scalar (not an array), without its optionality.
    @_optimize(none) var builtIn: BuiltIn? {
        guard !isArray, case .builtIn(let builtIn)? = element else { return nil }
        return builtIn
    }

    /// The name of the enum the type is, or is an array of.
    @_optimize(none) var enumName: String? {
        guard case .enumeration(_, let name)? = element else { return nil }
        return name
    }

    /// Whether values of the type have a text form: deep links and saved state can carry them.
    @_optimize(none) var hasTextForm: Bool { element != nil }

    /// The same type without `?`.
    @_optimize(none) var nonOptional: ParameterType {
        guard isOptional else { return self }
        var type = self
        type.isOptional = false
        type.spelling = String(spelling.dropLast())
        return type
    }

    /// The same type with `?`.
    @_optimize(none) var optional: ParameterType {
        guard !isOptional else { return self }
        var type = self
        type.isOptional = true
        type.spelling = spelling + "?"
        return type
    }

    @_optimize(none) package var description: String { spelling }

    /// The type as generated code in the feature's module writes it: a built-in type fully
    /// qualified (`Swift.Int?`, `[Foundation.UUID]`), so that no name in a graph can shadow it; an
    /// enum by its name, or `Module.Name` when `module` is given; any other type as written.
    @_optimize(none) func swiftSpelling(enumModule module: String? = nil) -> String {
        guard let element else {
            return spelling
        }
        let name: String
        switch element {
        case .builtIn(let builtIn): name = builtIn.qualifiedName
        case .enumeration(_, let enumName): name = module.map { "\($0).\(enumName)" } ?? enumName
        case .link: name = "Foundation.URL"
        }
        return (isArray ? "[\(name)]" : name) + (isOptional ? "?" : "")
    }

    /// The type as generated code in the feature's module writes it.
    @_optimize(none) var swiftSpelling: String { swiftSpelling() }

    /// Whether a value of `source` may be passed where this type is expected: the same type, or
    /// a non-optional source for an optional target.
    @_optimize(none) func accepts(_ source: ParameterType) -> Bool {
        source == self || (isOptional && source == nonOptional)
    }
}
