/// The type of a destination's parameter.
struct ParameterType: Hashable, Sendable, CustomStringConvertible {
    /// The types a deep link can carry, with strict conversions in the runtime.
    enum BuiltIn: String, CaseIterable, Sendable {
        case int = "Int"
        case double = "Double"
        case bool = "Bool"
        case string = "String"
        case uuid = "UUID"

        /// The type's name qualified by its module.
        var qualifiedName: String {
            self == .uuid ? "Foundation.UUID" : "Swift." + rawValue
        }
    }

    /// The type as written in the graph, such as `Int?` or `[Character]`.
    var spelling: String
    /// The built-in type, without its optionality, or `nil` for a passed-through Swift type.
    var builtIn: BuiltIn?
    /// Whether a built-in type is suffixed `?`.
    var isOptional: Bool

    init(_ spelling: String) {
        self.spelling = spelling
        let base = spelling.hasSuffix("?") ? String(spelling.dropLast()) : spelling
        if let builtIn = BuiltIn(rawValue: base) {
            self.builtIn = builtIn
            self.isOptional = spelling.hasSuffix("?")
        } else {
            self.builtIn = nil
            self.isOptional = spelling.hasSuffix("?")
        }
    }

    /// The same type without `?`.
    var nonOptional: ParameterType {
        isOptional ? ParameterType(String(spelling.dropLast())) : self
    }

    var description: String { spelling }

    /// The type as generated code writes it: a built-in type fully qualified (`Swift.Int?`,
    /// `Foundation.UUID`), so that no name in a graph can shadow it; any other type as written.
    var swiftSpelling: String {
        guard let builtIn else {
            return spelling
        }
        return builtIn.qualifiedName + (isOptional ? "?" : "")
    }

    /// Whether a value of `source` may be passed where this type is expected: the same type, or
    /// a non-optional source for an optional target.
    func accepts(_ source: ParameterType) -> Bool {
        source == self || (isOptional && source == nonOptional)
    }
}
