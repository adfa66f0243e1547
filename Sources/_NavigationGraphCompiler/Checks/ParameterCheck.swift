import Foundation

/// Parameters have identifier names unique within their destination, a type the generator can
/// spell, and a default that is a literal of that type.
struct ParameterCheck {
    static func run(_ graphs: GraphSet, into diagnostics: inout DiagnosticCollector) {
        for feature in graphs.features {
            for destination in feature.incoming {
                check(destination, enumType: feature.incomingTypeName, graphs, into: &diagnostics)
            }
            for destination in feature.outgoing {
                check(destination, enumType: feature.outgoingTypeName, graphs, into: &diagnostics)
            }
        }
    }

    private static func check(
        _ destination: Destination, enumType: String, _ graphs: GraphSet, into diagnostics: inout DiagnosticCollector
    ) {
        var first: [String: Parameter] = [:]
        for parameter in destination.parameters {
            let name = parameter.name
            if !SwiftNames.isIdentifier(name.value) {
                diagnostics.error("parameter name '\(name.value)' must be a Swift identifier", at: name.location)
            } else if SwiftNames.impossibleParameterNames.contains(name.value) {
                diagnostics.error("'\(name.value)' cannot be the name of a parameter; choose another name", at: name.location)
            } else if let problem = SwiftNames.shadowingProblem(name.value, role: "parameter", in: graphs) {
                diagnostics.error(problem, at: name.location)
            } else if let earlier = first[name.value] {
                diagnostics.error(
                    "parameter '\(name.value)' of '\(destination.name.value)' is declared twice", at: name.location,
                    notes: [.init(message: "'\(name.value)' is first declared here", location: earlier.name.location)])
            } else {
                first[name.value] = parameter
            }
            let type = parameter.type
            if type.value.builtIn == nil, let problem = TypeSpelling.problem(type.value.spelling, in: enumType) {
                diagnostics.error(
                    "\(problem); use Int, Double, Bool, String or UUID (each optionally with '?'), or the name of a Hashable and Sendable type"
                        + Suggestion.hint(for: type.value.spelling, in: builtInSpellings),
                    at: type.location)
            }
            if let defaultValue = parameter.defaultValue {
                checkDefault(defaultValue, of: parameter, into: &diagnostics)
            }
        }
    }

    static let builtInSpellings = ParameterType.BuiltIn.allCases.flatMap { [$0.rawValue, $0.rawValue + "?"] }

    private static func checkDefault(_ value: Located<DefaultValue>, of parameter: Parameter, into diagnostics: inout DiagnosticCollector) {
        let type = parameter.type.value
        guard let builtIn = type.builtIn else {
            diagnostics.error(
                "a default is only supported for parameters of type Int, Double, Bool, String or UUID, not '\(type.spelling)'",
                at: value.location)
            return
        }
        if case .null = value.value, !type.isOptional {
            diagnostics.error(
                "the default of parameter '\(parameter.name.value)' is null, but its type '\(type.spelling)' is not optional; write '\(type.spelling)?' or give a value",
                at: value.location)
            return
        }
        let matches: Bool
        switch (builtIn, value.value) {
        case (_, .null):
            matches = type.isOptional
        case (.int, .number(let text)):
            matches = Int(text) != nil
        case (.double, .number(let text)):
            if let problem = NumberLiteral.doubleProblem(text) {
                diagnostics.error("the default of parameter '\(parameter.name.value)' cannot be written as a Double: \(problem)", at: value.location)
                return
            }
            matches = true
        case (.bool, .bool):
            matches = true
        case (.string, .string):
            matches = true
        case (.uuid, .string(let text)):
            matches = UUID(uuidString: text) != nil
        default:
            matches = false
        }
        if !matches {
            let expected: String
            switch builtIn {
            case .int: expected = "an integer literal within Int's range"
            case .double: expected = "a number"
            case .bool: expected = "true or false"
            case .string: expected = "a string"
            case .uuid: expected = "a UUID string such as \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\""
            }
            diagnostics.error(
                "the default of parameter '\(parameter.name.value)' must be \(expected)\(type.isOptional ? " or null" : "") for type '\(type.spelling)'",
                at: value.location)
        }
    }
}
