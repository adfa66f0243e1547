/// Swift that takes a destination apart and makes another from its values: shared by redirects
/// and parents.
enum Construction {
    /// The pattern of a `case` that binds the parameters in `used` and ignores the others:
    /// `.detail(let identifier, _)`, or `.detail` when none is used.
    static func pattern(_ destination: Destination, binding used: Set<String>) -> String {
        let name = "." + SwiftNames.escaped(destination.name.value)
        guard !used.isEmpty else {
            return name
        }
        let bindings = destination.parameters.map { parameter in
            used.contains(parameter.name.value) ? "let " + SwiftNames.escaped(parameter.name.value) : "_"
        }
        return "\(name)(\(bindings.joined(separator: ", ")))"
    }

    /// The source parameters the arguments read.
    static func usedParameters(_ arguments: [LinkedArgument]) -> Set<String> {
        var used: Set<String> = []
        for argument in arguments {
            if case .parameter(let name) = argument.value { used.insert(name) }
        }
        return used
    }

    /// `CharacterIncomingNavigation.detail(identifier: id)`.
    static func make(_ type: String, _ destination: Destination, _ arguments: [LinkedArgument]) -> String {
        let target = "\(type).\(SwiftNames.escaped(destination.name.value))"
        guard !destination.parameters.isEmpty else {
            return target
        }
        let values = arguments.map { argument -> String in
            let value: String
            switch argument.value {
            case .parameter(let source): value = SwiftNames.escaped(source)
            case .nil: value = "nil"
            }
            return "\(SwiftNames.label(argument.target)): \(value)"
        }
        return "\(target)(\(values.joined(separator: ", ")))"
    }
}
