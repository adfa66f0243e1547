/// A feature's enums (`"enums"`) have names that generated code can declare and refer to, cases
/// that can be enum cases, and raw values that tell the cases apart in a URL.
struct EnumCheck {
    /// Case names that a `String`-backed, `CaseIterable` enum already has as static members, or
    /// that no case can have.
    static let impossibleCaseNames: Set<String> = SwiftNames.impossibleCaseNames.union([
        "allCases", "rawValue", "hashValue", "deepLinkValueWhenAbsent",
    ])

    @_optimize(none) static func run(_ graphs: GraphSet, into diagnostics: inout DiagnosticCollector) {
        guard graphs.features.contains(where: { !$0.enums.isEmpty }) else {
            return
        }
        var featureTypes = SwiftNames.fixedGeneratedTypes
        for feature in graphs.features {
            featureTypes.formUnion([feature.incomingTypeName, feature.outgoingTypeName, feature.handlerTypeName])
        }
        var declared: [String: [String: Located<String>]] = [:]
        for feature in graphs.features where !feature.enums.isEmpty {
            for spec in feature.enums {
                let name = spec.name
                if let problem = problem(name.value, featureTypes: featureTypes) {
                    diagnostics.error(problem, at: name.location)
                } else if let earlier = declared[feature.module.value]?[name.value] {
                    diagnostics.error(
                        "enum '\(name.value)' is declared twice in module '\(feature.module.value)'", at: name.location,
                        notes: [.init(message: "'\(name.value)' is first declared here", location: earlier.location)])
                } else {
                    declared[feature.module.value, default: [:]][name.value] = name
                }
                checkCases(spec, into: &diagnostics)
            }
        }
    }

    /// Why an enum cannot have this name, or `nil`.
    @_optimize(none) private static func problem(_ name: String, featureTypes: Set<String>) -> String? {
        // UpperCamelCase, as type names are: generated code has lowerCamelCase locals
        // (`values`, `index`) that an enum of the same name would hide.
        if !SwiftNames.isTypeName(name) || ["Type", "Protocol", "Self", "Any"].contains(name) {
            return "enum name '\(name)' must be an UpperCamelCase Swift identifier that is not a keyword, such as 'SortOrder'"
        }
        if ParameterType.BuiltIn(rawValue: name) != nil {
            return "'\(name)' cannot be the name of an enum: it is a built-in parameter type"
        }
        if SwiftNames.reservedModules.contains(name) {
            return
                "'\(name)' cannot be the name of an enum: it would hide the module '\(name)', which generated code writes in front of the types it uses"
        }
        if featureTypes.contains(name) || name == "Requests" {
            return "'\(name)' cannot be the name of an enum: it is the name of a generated type"
        }
        return nil
    }

    @_optimize(none) private static func checkCases(_ spec: EnumSpec, into diagnostics: inout DiagnosticCollector) {
        var names: [String: Located<String>] = [:]
        var rawValues: [String: Located<String>] = [:]
        for enumCase in spec.cases {
            let name = enumCase.name
            if !SwiftNames.isIdentifier(name.value) {
                let advice =
                    name.value == enumCase.rawValue.value
                    ? "; give the raw value with { \"case\": \"name\", \"value\": \(TextEscaping.swiftLiteral(name.value)) }" : ""
                diagnostics.error(
                    "case name '\(name.value)' of enum '\(spec.name.value)' must be a Swift identifier\(advice)", at: name.location)
            } else if impossibleCaseNames.contains(name.value) {
                diagnostics.error(
                    "'\(name.value)' cannot be a case of enum '\(spec.name.value)'; choose another name (the raw value may stay)",
                    at: name.location)
            } else if let earlier = names[name.value] {
                diagnostics.error(
                    "case '\(name.value)' of enum '\(spec.name.value)' is declared twice", at: name.location,
                    notes: [.init(message: "'\(name.value)' is first declared here", location: earlier.location)])
            } else {
                names[name.value] = name
            }
            let rawValue = enumCase.rawValue
            if let earlier = rawValues[rawValue.value] {
                diagnostics.error(
                    "raw value \(TextEscaping.swiftLiteral(rawValue.value)) of enum '\(spec.name.value)' is used twice; each case needs its own, so a URL tells them apart",
                    at: rawValue.location,
                    notes: [.init(message: "first used here", location: earlier.location)])
            } else {
                rawValues[rawValue.value] = rawValue
            }
        }
    }
}
