/// What the generator may use as a Swift name, and how it spells it.
package enum SwiftNames {
    /// Keywords that must be escaped with backticks to be used as names.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "consume", "copy", "discard", "borrowing", "consuming", "some", "any",
    ]

    /// Names that cannot be enum cases even with backticks.
    static let impossibleCaseNames: Set<String> = ["self", "Self", "init", "deinit", "super", "Type", "Protocol", "_"]

    /// Members the generator adds to a destination enum, which a case must not shadow.
    static let generatedMembers: Set<String> = [
        "navigationPresentation", "restorationIdentifier", "navigationCase", "navigationCaseNames", "navigationParent",
        "navigationRequirements", "navigationFormerCaseNames", "navigationRestorationFallback", "Requests", "hashValue",
        "visitNavigationCase", "navigationValuePatterns", "navigationNeedsLookup",
    ]

    /// Names that cannot be parameter labels or bindings even with backticks.
    static let impossibleParameterNames: Set<String> = ["self", "Self", "init", "deinit", "super", "inout", "var", "let", "_", "Type", "Protocol"]

    /// The modules whose names qualify every type the generated code uses (`Swift.Int`,
    /// `Foundation.URL`, `NavigationGraph.NavigationCase`), so that a graph's name can shadow none
    /// of those types. A case, parameter or condition with one of these names would hide the
    /// module itself, which no spelling can avoid.
    static let qualifyingModules: Set<String> = ["Swift", "Foundation", "NavigationGraph"]

    /// Modules a graph's `module` cannot be: those of the toolchain and of this package.
    static let reservedModules: Set<String> = qualifyingModules.union([
        "NavigationGraphTesting", "NavigationGraphSwiftUI", "NavigationGraphUIKit", "_NavigationGraphCompiler", "_Concurrency", "_StringProcessing",
        "Dispatch", "FoundationEssentials", "FoundationInternationalization", "Observation", "SwiftUI", "Testing", "XCTest",
    ])

    /// The types that generated app code declares whatever the graphs.
    static let fixedGeneratedTypes: Set<String> = [
        "AppNavigationRedirect", "AppDeepLinkRouter", "AppNavigationGuard", "AppNavigationResolver", "AppNavigationRestoration",
        "GeneratedCodeVersionCheck", "AppTab", "AppNavigationLayout",
    ]

    /// Why a name that the generated code declares inside its types (a destination, parameter or
    /// condition) would hide a name that code needs, or `nil` when it is free.
    @_optimize(none) static func shadowingProblem(_ name: String, role: String, in graphs: GraphSet) -> String? {
        if qualifyingModules.contains(name) {
            return
                "'\(name)' cannot be the name of \(English.withArticle(role)): generated code writes the types it uses as '\(name).…', and \(English.withArticle(role)) named '\(name)' would hide that module; choose another name"
        }
        if graphs.generatedTypeNames.contains(name) {
            return
                "'\(name)' cannot be the name of \(English.withArticle(role)): it would hide the generated type '\(name)' from the generated code that uses it; choose another name"
        }
        return nil
    }

    /// Whether the text is an ASCII Swift identifier: a letter or `_`, then letters, digits or `_`.
    @_optimize(none) package static func isIdentifier(_ name: String) -> Bool {
        // An index loop over the bytes: every name of every graph is checked, in the debug
        // build the plugin runs, where `allSatisfy` over a string's view is thousands of
        // instructions a name.
        var name = name
        return name.withUTF8 { bytes in
            guard let first = bytes.first, isLetter(first) || first == UInt8(ascii: "_") else {
                return false
            }
            var index = 1
            while index < bytes.count {
                let byte = bytes[index]
                guard isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") else { return false }
                index += 1
            }
            return true
        }
    }

    /// Whether the text is an UpperCamelCase identifier.
    @_optimize(none) package static func isTypeName(_ name: String) -> Bool {
        guard let first = name.utf8.first, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) else {
            return false
        }
        return isIdentifier(name) && !keywords.contains(name)
    }

    /// The name as it must be written in Swift: with backticks when it is a keyword.
    @_optimize(none) static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// The name as an argument label, where only `inout`, `var` and `let` need backticks (and
    /// those are refused as parameter names).
    @_optimize(none) static func label(_ name: String) -> String {
        ["inout", "var", "let"].contains(name) ? "`\(name)`" : name
    }

    @_optimize(none) private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    @_optimize(none) private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
