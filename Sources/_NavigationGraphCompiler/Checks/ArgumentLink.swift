/// How one destination is made from another's parameters, in a redirect or a parent: listed
/// `"arguments"`, then parameters of the same name and a compatible type, then `nil` for an
/// optional target; a required target parameter without a value is an error.
struct ArgumentLink {
    /// The source destination, for messages: `'Character.episodes'`, `'detail'`.
    var sourceName: String
    /// The target destination, for messages.
    var targetName: String
    /// What makes the target, for messages: `redirect to 'Episode.list'`, `parent 'list'`.
    var subject: String
    /// Where a missing value is reported.
    var location: SourceLocation
    /// The features of the source and the target, whose enums a redirect converts by raw value;
    /// `nil` within one feature (a parent), where an enum is the same type on both sides.
    var sourceFeature: FeatureGraph? = nil
    var targetFeature: FeatureGraph? = nil

    /// How a value of a source parameter's type becomes a target parameter's value.
    enum Fit {
        /// The same type, or a non-optional source for an optional target.
        case same
        /// An enum of another feature, converted case by case by raw value.
        case converted(EnumConversion)
        /// It cannot; the reason, if there is more to say than the two types.
        case incompatible(String?)
    }

    @_optimize(none) func fit(_ target: ParameterType, from source: ParameterType) -> Fit {
        if target.accepts(source) {
            return .same
        }
        guard case .enumeration(let sourceOwner, let sourceName)? = source.element,
            case .enumeration(let targetOwner, let targetName)? = target.element,
            source.isArray == target.isArray, target.isOptional || !source.isOptional,
            let sourceFeature, let targetFeature, sourceFeature.name.value == sourceOwner, targetFeature.name.value == targetOwner,
            let sourceEnum = sourceFeature.enumSpec(named: sourceName), let targetEnum = targetFeature.enumSpec(named: targetName)
        else {
            return .incompatible(nil)
        }
        let targetCases = targetEnum.caseNamesByRawValue
        let missing = sourceEnum.rawValues.filter { targetCases[$0] == nil }
        guard missing.isEmpty else {
            let list = missing.map { TextEscaping.swiftLiteral($0) }.joined(separator: ", ")
            return .incompatible(
                "\(targetName) of \(targetFeature.name.value) lacks the raw value\(missing.count == 1 ? "" : "s") \(list) of \(sourceName) of \(sourceFeature.name.value), so some values could not be converted"
            )
        }
        return .converted(
            EnumConversion(
                cases: sourceEnum.cases.map { ($0.name.value, targetCases[$0.rawValue.value]!) },
                sourceIsOptional: source.isOptional, isArray: source.isArray, targetIsOptional: target.isOptional))
    }

    /// The target's parameters that get a value, in the target's order (defaulted parameters
    /// without a source are left out), or `nil` after reporting when the arguments do not fit.
    @_optimize(none) func arguments(
        _ listed: [(target: Located<String>, source: Located<String>)], from source: Destination, to target: Destination,
        into diagnostics: inout DiagnosticCollector
    ) -> [LinkedArgument]? {
        var ok = true
        var explicit: [String: Located<String>] = [:]
        let targetNames = target.parameters.map(\.name.value)
        let sourceNames = source.parameters.map(\.name.value)
        // Looked up by name once each, so that a link of thousands of parameters stays linear.
        let targetParameters = Dictionary(target.parameters.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        let sourceParameters = Dictionary(source.parameters.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
        for (targetName, sourceName) in listed {
            guard let targetParameter = targetParameters[targetName.value] else {
                let hint = diagnostics.hint(for: targetName.value, in: targetNames)
                diagnostics.error(
                    "\(self.targetName) has no parameter '\(targetName.value)'\(hint)",
                    at: targetName.location)
                ok = false
                continue
            }
            guard let sourceParameter = sourceParameters[sourceName.value] else {
                let hint = diagnostics.hint(for: sourceName.value, in: sourceNames)
                diagnostics.error(
                    "\(self.sourceName) has no parameter '\(sourceName.value)'\(hint)",
                    at: sourceName.location)
                ok = false
                continue
            }
            if case .incompatible(let reason) = fit(targetParameter.type.value, from: sourceParameter.type.value) {
                diagnostics.error(
                    "'\(sourceName.value)' of \(self.sourceName) is \(Self.describe(sourceParameter.type.value)), but '\(targetName.value)' of \(self.targetName) is \(Self.describe(targetParameter.type.value))"
                        + (reason.map { ": \($0)" } ?? ""),
                    at: sourceName.location,
                    notes: [.init(message: "'\(targetName.value)' is declared here", location: targetParameter.type.location)])
                ok = false
            }
            explicit[targetName.value] = sourceName
        }
        var arguments: [LinkedArgument] = []
        for parameter in target.parameters {
            let name = parameter.name.value
            if let sourceName = explicit[name] {
                arguments.append(.init(target: name, value: value(sourceName.value, sourceParameters[sourceName.value], parameter)))
            } else if let sourceParameter = sourceParameters[name],
                case .same = fit(parameter.type.value, from: sourceParameter.type.value)
            {
                arguments.append(.init(target: name, value: .parameter(name)))
            } else if let sourceParameter = sourceParameters[name],
                case .converted(let conversion) = fit(parameter.type.value, from: sourceParameter.type.value)
            {
                arguments.append(.init(target: name, value: .converted(name, conversion)))
            } else if parameter.defaultValue != nil {
                continue
            } else if parameter.type.value.isOptional {
                arguments.append(.init(target: name, value: .nil))
            } else {
                let sameName = sourceParameters[name]
                let reason =
                    sameName.map {
                        "\(sourceName) has a '\(name)', but of type \(Self.describe($0.type.value)), not \(Self.describe(parameter.type.value))"
                    } ?? "\(sourceName) has no parameter of that name"
                diagnostics.error(
                    "\(subject) gives no value for its required parameter '\(name)' (\(parameter.type.value)): \(reason); map one with \"arguments\": { \"\(name)\": \"sourceParameter\" }",
                    at: location,
                    notes: [.init(message: "'\(name)' is declared here", location: parameter.name.location)])
                ok = false
            }
        }
        return ok ? arguments : nil
    }

    /// A type for a message: `'Int?'`, or `'Sort' (an enum of Shop)`, since two features' enums
    /// may share a name.
    @_optimize(none) static func describe(_ type: ParameterType) -> String {
        guard case .enumeration(let feature, _)? = type.element else {
            return "'\(type)'"
        }
        return "'\(type)' (an enum of \(feature))"
    }

    @_optimize(none) private func value(_ sourceName: String, _ sourceParameter: Parameter?, _ target: Parameter) -> LinkedArgument.Value {
        if let sourceParameter,
            case .converted(let conversion) = fit(target.type.value, from: sourceParameter.type.value)
        {
            return .converted(sourceName, conversion)
        }
        return .parameter(sourceName)
    }
}

/// How a redirect converts one feature's enum to another's, case by case by raw value.
package struct EnumConversion: Sendable {
    /// Each source case and the target case of the same raw value.
    var cases: [(source: String, target: String)]
    var sourceIsOptional: Bool
    var isArray: Bool
    /// Whether the target parameter is optional, where a converted case named `none` would
    /// read as `Optional.none` if the value were not made optional first.
    var targetIsOptional: Bool = false
}

/// One parameter of a made destination and where its value comes from.
package struct LinkedArgument: Sendable {
    package enum Value: Sendable {
        case parameter(String)
        /// A source parameter of another feature's enum, converted by raw value.
        case converted(String, EnumConversion)
        case `nil`
    }

    package var target: String
    package var value: Value
}
