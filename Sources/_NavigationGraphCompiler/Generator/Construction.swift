/// Swift that takes a destination apart and makes another from its values: shared by redirects
/// and parents.
enum Construction {
    /// The pattern of a `case` that binds the parameters in `used` and ignores the others:
    /// `.detail(let identifier, _)`, or `.detail` when none is used.
    @_optimize(none) static func pattern(_ destination: Destination, binding used: Set<String>) -> String {
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
    @_optimize(none) static func usedParameters(_ arguments: [LinkedArgument]) -> Set<String> {
        var used: Set<String> = []
        for argument in arguments {
            switch argument.value {
            case .parameter(let name), .converted(let name, _): used.insert(name)
            case .nil: break
            }
        }
        return used
    }

    /// A value of one feature's enum as the other feature's enum: an exhaustive switch from each
    /// case to the case of the same raw value, in a closure whose result type the target
    /// parameter gives, so no type is named (`{ switch $0 { case .newest: .newest } }(sort)`),
    /// mapped over an optional or an array. A value for an optional target is mapped over
    /// `Swift.Optional(value)`, so that the closure's result is the enum itself and a case named
    /// `none` stays the enum's case rather than becoming `nil`.
    @_optimize(none) static func convert(_ value: String, _ conversion: EnumConversion) -> String {
        let arms = conversion.cases.map { "case .\(SwiftNames.escaped($0.source)): .\(SwiftNames.escaped($0.target))" }
        let body = "{ switch $0 { \(arms.joined(separator: "; ")) } }"
        switch (conversion.sourceIsOptional, conversion.isArray) {
        case (false, false) where conversion.targetIsOptional: return "Swift.Optional(\(value)).map \(body)"
        case (false, false): return "\(body)(\(value))"
        case (true, false), (false, true): return "\(value).map \(body)"
        case (true, true): return "\(value).map { $0.map \(body) }"
        }
    }

    /// `CharacterIncomingNavigation.detail(identifier: id)`.
    @_optimize(none) static func make(_ type: String, _ destination: Destination, _ arguments: [LinkedArgument]) -> String {
        let target = "\(type).\(SwiftNames.escaped(destination.name.value))"
        guard !destination.parameters.isEmpty else {
            return target
        }
        let values = arguments.map { argument -> String in
            let value: String
            switch argument.value {
            case .parameter(let source): value = SwiftNames.escaped(source)
            case .converted(let source, let conversion): value = Self.convert(SwiftNames.escaped(source), conversion)
            case .nil: value = "nil"
            }
            return "\(SwiftNames.label(argument.target)): \(value)"
        }
        return "\(target)(\(values.joined(separator: ", ")))"
    }
}
