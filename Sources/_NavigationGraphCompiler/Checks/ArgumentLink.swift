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

    /// The target's parameters that get a value, in the target's order (defaulted parameters
    /// without a source are left out), or `nil` after reporting when the arguments do not fit.
    func arguments(
        _ listed: [(target: Located<String>, source: Located<String>)], from source: Destination, to target: Destination,
        into diagnostics: inout DiagnosticCollector
    ) -> [LinkedArgument]? {
        var ok = true
        var explicit: [String: Located<String>] = [:]
        let targetNames = target.parameters.map(\.name.value)
        let sourceNames = source.parameters.map(\.name.value)
        for (targetName, sourceName) in listed {
            guard let targetParameter = target.parameter(named: targetName.value) else {
                diagnostics.error(
                    "\(self.targetName) has no parameter '\(targetName.value)'\(Suggestion.hint(for: targetName.value, in: targetNames))",
                    at: targetName.location)
                ok = false
                continue
            }
            guard let sourceParameter = source.parameter(named: sourceName.value) else {
                diagnostics.error(
                    "\(self.sourceName) has no parameter '\(sourceName.value)'\(Suggestion.hint(for: sourceName.value, in: sourceNames))",
                    at: sourceName.location)
                ok = false
                continue
            }
            if !targetParameter.type.value.accepts(sourceParameter.type.value) {
                diagnostics.error(
                    "'\(sourceName.value)' of \(self.sourceName) is '\(sourceParameter.type.value)', but '\(targetName.value)' of \(self.targetName) is '\(targetParameter.type.value)'",
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
                arguments.append(.init(target: name, value: .parameter(sourceName.value)))
            } else if let sourceParameter = source.parameter(named: name), parameter.type.value.accepts(sourceParameter.type.value) {
                arguments.append(.init(target: name, value: .parameter(name)))
            } else if parameter.defaultValue != nil {
                continue
            } else if parameter.type.value.isOptional {
                arguments.append(.init(target: name, value: .nil))
            } else {
                let sameName = source.parameter(named: name)
                let reason = sameName.map {
                    "\(sourceName) has a '\(name)', but of type '\($0.type.value)', not '\(parameter.type.value)'"
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
}

/// One parameter of a made destination and where its value comes from.
struct LinkedArgument: Sendable {
    enum Value: Sendable {
        case parameter(String)
        case `nil`
    }

    var target: String
    var value: Value
}
