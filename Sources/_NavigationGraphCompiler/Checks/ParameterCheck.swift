import Foundation
@_spi(Generated) import _NavigationGraphRoutes

/// Parameters have identifier names unique within their destination, a type the generator can
/// spell, and a default that is a literal of that type.
package struct ParameterCheck {
    @_optimize(none) static func run(_ graphs: GraphSet, into diagnostics: inout DiagnosticCollector) {
        for feature in graphs.features {
            for destination in feature.incoming {
                check(destination, enumType: feature.incomingTypeName, enums: feature.enums, graphs, into: &diagnostics)
            }
            for destination in feature.outgoing {
                check(destination, enumType: feature.outgoingTypeName, enums: feature.enums, graphs, isOutgoing: true, into: &diagnostics)
                for parameter in destination.parameters {
                    guard let pattern = parameter.pattern else { continue }
                    diagnostics.error(
                        "'pattern' is only for parameters of incoming destinations, which deep links open; an outgoing destination's values come from the feature's own code",
                        at: pattern.location)
                }
            }
            for destination in feature.incoming {
                noteUnsavable(destination, of: feature, enumType: feature.incomingTypeName, into: &diagnostics)
            }
        }
        warnOfUnnamablePaths(graphs, into: &diagnostics)
    }

    /// Warns, once per graph, when Swift could not report errors at the graph's lines: generated
    /// code marks the types and modules a graph spells with `#sourceLocation(file:line:)`, which
    /// takes only a plain string literal (a quote, a backslash or a line break in the path cannot
    /// be written in one, and an escape is read as it is written).
    @_optimize(none) static func warnOfUnnamablePaths(_ graphs: GraphSet, into diagnostics: inout DiagnosticCollector) {
        var spelled: [SourceLocation] = []
        for feature in graphs.features {
            let destinations = feature.incoming + feature.outgoing
            if let first = destinations.lazy.compactMap({ FeatureGenerator.passedThroughLocation($0, includingResult: true) }).first {
                spelled.append(first)
            }
            spelled += feature.imports.map(\.location)
        }
        spelled += graphs.apps.flatMap { $0.imports.map(\.location) }
        var warned: Set<String> = []
        for location in spelled where FeatureGenerator.sourceLocation(location) == nil && warned.insert(location.file).inserted {
            diagnostics.warning(
                "Swift cannot name this graph's path in generated code, so an error in a type or module it spells would be reported in the generated file, not here; move the graph to a folder whose path has no quote, backslash or line break",
                at: location)
        }
    }

    /// The first parameter that passes through a type the compiler cannot know to be `Codable`,
    /// so that the destination may not be saved; `nil` for a destination saved state can hold,
    /// or one marked `"restorable": false`.
    @_optimize(none) package static func unsavableParameter(of destination: Destination, in enumType: String) -> Parameter? {
        guard destination.restorable?.value != false else { return nil }
        // A spelling that is not a type, a deep link or a default of a type without a text form
        // are errors already; the note would only repeat them.
        return destination.parameters.first {
            !$0.type.value.hasTextForm && !isKnownCodable($0.type.value.spelling)
                && TypeSpelling.problem($0.type.value.spelling, in: enumType) == nil
                && destination.deepLinks.isEmpty && $0.defaultValue == nil
        }
    }

    /// Passed-through spellings the compiler knows to be `Codable`: Foundation's `URL`, `Date` and
    /// `Data`, plain or optional, or in an array.
    @_optimize(none) static func isKnownCodable(_ spelling: String) -> Bool {
        var base = Substring(spelling)
        if base.hasSuffix("?") { base = base.dropLast() }
        if base.hasPrefix("["), base.hasSuffix("]") { base = base.dropFirst().dropLast() }
        if base.hasSuffix("?") { base = base.dropLast() }
        if base.hasPrefix("Foundation.") { base = base.dropFirst("Foundation.".count) }
        return ["URL", "Date", "Data"].contains(base)
    }

    /// A note, for `lint` and `show` (the build prints none), at a destination saved state cannot
    /// hold: a stack is saved up to it. Saving is decided per destination, so the feature's other
    /// destinations are saved as usual; `"restorable": false` acknowledges it and silences this.
    @_optimize(none) private static func noteUnsavable(
        _ destination: Destination, of feature: FeatureGraph, enumType: String, into diagnostics: inout DiagnosticCollector
    ) {
        guard let parameter = unsavableParameter(of: destination, in: enumType) else { return }
        diagnostics.note(
            "'\(feature.name.value).\(destination.name.value)' may not be saved: parameter '\(parameter.name.value)' passes '\(parameter.type.value)' through, which saved state holds only if it is Codable when the app runs; a saved stack ends below a destination that cannot be saved. Add \"restorable\": false to keep it out of saved state",
            at: parameter.type.location)
    }

    @_optimize(none) private static func check(
        _ destination: Destination, enumType: String, enums: [EnumSpec], _ graphs: GraphSet, isOutgoing: Bool = false,
        into diagnostics: inout DiagnosticCollector
    ) {
        // Each parameter's first declaration by name: sized once, and holding names, as
        // DestinationNameCheck does.
        var first: [String: Located<String>] = [:]
        first.reserveCapacity(destination.parameters.count)
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
                    notes: [.init(message: "'\(name.value)' is first declared here", location: earlier.location)])
            } else {
                first[name.value] = name
            }
            let type = parameter.type
            if !type.value.hasTextForm, let problem = TypeSpelling.problem(type.value.spelling, in: enumType) {
                let hint = diagnostics.hint(for: type.value.spelling, in: builtInSpellings + enums.map(\.name.value))
                diagnostics.error(
                    "\(problem); use Int, Double, Bool, String, UUID, an enum of the feature or an array of one (each optionally with '?'), or the name of a Hashable and Sendable type"
                        + hint,
                    at: type.location)
            }
            if let defaultValue = parameter.defaultValue {
                checkDefault(defaultValue, of: parameter, enums: enums, into: &diagnostics)
            }
            if let pattern = parameter.pattern, !isOutgoing {
                checkPattern(pattern, of: parameter, into: &diagnostics)
            }
        }
    }

    /// A value pattern is for a `String` or `[String]` (optional or not), is in the regular
    /// subset of Swift `Regex` syntax that the engine matches in linear time, and matches the
    /// parameter's default.
    @_optimize(none)
    private static func checkPattern(_ pattern: Located<String>, of parameter: Parameter, into diagnostics: inout DiagnosticCollector) {
        let type = parameter.type.value
        guard case .builtIn(.string)? = type.element else {
            diagnostics.error(
                "'pattern' is only for parameters of type String or [String] (optional or not), not '\(type.spelling)'; a value of another type is checked by its conversion",
                at: pattern.location)
            return
        }
        guard !pattern.value.isEmpty else {
            diagnostics.error("a value pattern must not be empty: it would match no value a URL can carry", at: pattern.location)
            return
        }
        if let problem = DeepLinkValuePattern.syntaxError(in: pattern.value) {
            diagnostics.error(
                "invalid pattern of parameter '\(parameter.name.value)': \(problem.message)",
                at: ValuePatternSyntax.location(of: problem.offset, in: pattern.value, startingAt: pattern.location))
            return
        }
        let compiled = DeepLinkValuePattern(pattern.value)
        guard compiled.shortestMatch() != nil else {
            diagnostics.error(
                "the pattern of parameter '\(parameter.name.value)' matches no value: no URL could open its routes",
                at: pattern.location)
            return
        }
        if DeepLinkSamples.patternedTexts(parameter, index: 0).isEmpty {
            diagnostics.note(
                "no sample value of navgraph's matches the pattern of parameter '\(parameter.name.value)', so the deep-link samples that NavigationGraphTesting checks leave out its routes; test them with URLs of your own",
                at: pattern.location)
        }
        // The default's texts, each of which must match.
        let texts: [String]
        switch parameter.defaultValue?.value {
        case .string(let text)?: texts = [text]
        case .array(let elements)?: texts = elements.compactMap { if case .string(let text) = $0 { text } else { nil } }
        default: texts = []
        }
        if let text = texts.first(where: { !compiled.matches($0) }), let defaultValue = parameter.defaultValue {
            diagnostics.error(
                "the default of parameter '\(parameter.name.value)' \(type.isArray ? "has the element \(TextEscaping.swiftLiteral(text)), which does" : "does") not match its pattern '\(TextEscaping.visible(pattern.value))'; a URL without the parameter would open a destination no URL with it can",
                at: defaultValue.location)
        }
    }

    static let builtInSpellings = ParameterType.BuiltIn.allCases.flatMap { [$0.rawValue, $0.rawValue + "?"] }

    @_optimize(none) private static func checkDefault(
        _ value: Located<DefaultValue>, of parameter: Parameter, enums: [EnumSpec], into diagnostics: inout DiagnosticCollector
    ) {
        let type = parameter.type.value
        guard let element = type.element else {
            diagnostics.error(
                "a default is only supported for parameters of the built-in types (Int, Double, Bool, String, UUID), the feature's enums and arrays of them, not '\(type.spelling)'",
                at: value.location)
            return
        }
        if case .null = value.value {
            if !type.isOptional {
                diagnostics.error(
                    "the default of parameter '\(parameter.name.value)' is null, but its type '\(type.spelling)' is not optional; write '\(type.spelling)?' or give a value",
                    at: value.location)
            }
            return
        }
        if type.isArray {
            guard case .array(let elements) = value.value else {
                diagnostics.error(
                    "the default of parameter '\(parameter.name.value)' must be an array for type '\(type.spelling)'\(type.isOptional ? ", or null" : "")",
                    at: value.location)
                return
            }
            for element in elements {
                if let problem = problem(element, element: type.element!, enums: enums, diagnostics: &diagnostics) {
                    diagnostics.error("an element of the default of parameter '\(parameter.name.value)' \(problem)", at: value.location)
                    return
                }
            }
            return
        }
        if let problem = problem(value.value, element: element, enums: enums, diagnostics: &diagnostics) {
            let message =
                type.enumName != nil || problem.hasPrefix("cannot")
                ? problem : "\(problem)\(type.isOptional ? " or null" : "") for type '\(type.spelling)'"
            diagnostics.error("the default of parameter '\(parameter.name.value)' \(message)", at: value.location)
        }
    }

    /// What is wrong with a literal as a value of one element type, as the end of a sentence.
    @_optimize(none) private static func problem(
        _ value: DefaultValue, element: ParameterType.Element, enums: [EnumSpec], diagnostics: inout DiagnosticCollector
    ) -> String? {
        switch (element, value) {
        case (.builtIn(.int), .number(let text)):
            return Int(text) == nil ? "must be an integer literal within Int's range" : nil
        case (.builtIn(.double), .number(let text)):
            return NumberLiteral.doubleProblem(text).map { "cannot be written as a Double: \($0)" }
        case (.builtIn(.bool), .bool), (.builtIn(.string), .string):
            return nil
        case (.builtIn(.uuid), .string(let text)):
            return UUID(uuidString: text) == nil ? "must be a UUID string such as \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\"" : nil
        case (.enumeration(_, let name), .string(let text)):
            let rawValues = enums.named(name)?.rawValues ?? []
            guard !rawValues.contains(text) else { return nil }
            return "must be a raw value of \(name), not '\(text)'\(diagnostics.hint(for: text, in: rawValues))"
        case (.builtIn(let builtIn), _):
            switch builtIn {
            case .int: return "must be an integer literal within Int's range"
            case .double: return "must be a number"
            case .bool: return "must be true or false"
            case .string: return "must be a string"
            case .uuid: return "must be a UUID string such as \"E621E1F8-C36C-495A-93FC-0C247A3E6E5F\""
            }
        case (.enumeration(_, let name), _):
            return "must be a raw value of \(name), as a string"
        case (.link, _):
            return "cannot be given: the parameter receives the URL that opened its destination; leave the default out"
        }
    }
}
