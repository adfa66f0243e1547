/// Writes the Swift of one feature graph: the incoming and outgoing enums and the deep-link
/// handler.
package struct FeatureGenerator {
    let feature: FeatureGraph
    /// Every valid parent, by child; the checks make them.
    var parents: [DestinationReference: LinkedParent] = [:]

    @_optimize(none) package init(feature: FeatureGraph, parents: [DestinationReference: LinkedParent] = [:]) {
        self.feature = feature
        self.parents = parents
    }

    @_optimize(none) package var incomingType: String { feature.incomingTypeName }
    @_optimize(none) package var outgoingType: String { feature.outgoingTypeName }
    @_optimize(none) package var handlerType: String { feature.handlerTypeName }
    @_optimize(none) package var hasDeepLinks: Bool { !feature.allLocations.isEmpty && feature.incoming.contains { !$0.deepLinks.isEmpty } }

    @_optimize(none) func generate() -> String {
        var writer = SwiftWriter()
        if !feature.enums.isEmpty {
            writer.line("// MARK: - \(feature.name.value): enums")
            writer.line()
            for spec in feature.enums {
                writeEnum(&writer, spec)
                writer.line()
            }
        }
        writer.line("// MARK: - \(feature.name.value): incoming destinations")
        writer.line()
        writeEnum(
            &writer, name: incomingType, destinations: feature.incoming, incoming: true,
            summary: "The destinations the \(feature.name.value) feature handles.")
        if !feature.outgoing.isEmpty {
            writer.line()
            writer.line("// MARK: - \(feature.name.value): outgoing destinations")
            writer.line()
            writeEnum(
                &writer, name: outgoingType, destinations: feature.outgoing, incoming: false,
                summary: "The destinations in other features that the \(feature.name.value) feature wants to reach; the app redirects each of them.")
        }
        if hasDeepLinks {
            writer.line()
            writer.line("// MARK: - \(feature.name.value): deep links")
            writer.line()
            writeHandler(&writer)
        }
        return writer.text
    }

    // MARK: - Enums

    /// Whether the enum is `Codable` (restorable, for incoming destinations): saving is decided
    /// per case, so one case with a text form is enough; a case without one throws when encoded,
    /// and a saved stack ends below it.
    @_optimize(none) static func isCodable(_ destinations: [Destination]) -> Bool {
        destinations.contains(where: hasTextForm)
    }

    /// The incoming destinations saved with their values' own `Codable` conformance, found at run
    /// time: those with a passed-through type that the graph does not mark `"restorable": false`.
    @_optimize(none) static func passedThroughCases(_ destinations: [Destination]) -> [(index: Int, destination: Destination)] {
        destinations.enumerated().filter { !hasTextForm($0.element) && $0.element.restorable?.value != false }.map { ($0.offset, $0.element) }
    }

    /// Whether every parameter of a destination has a text form, so deep links and saved state
    /// can carry it.
    @_optimize(none) static func hasTextForm(_ destination: Destination) -> Bool {
        destination.parameters.allSatisfy(\.type.value.hasTextForm)
    }

    /// One enum of the graph's `enums`: `String`-backed, a case per raw value.
    @_optimize(none) private func writeEnum(_ writer: inout SwiftWriter, _ spec: EnumSpec) {
        writer.line("/// A parameter type of the \(feature.name.value) feature: a deep link carries one of its raw values.")
        let conformances = "Swift.String, Swift.CaseIterable, Swift.Codable, Swift.Hashable, Swift.Sendable"
        // `@frozen`, as the destination enums are: a client's switch stays exhaustive when the
        // module is built with library evolution.
        writer.block("@frozen nonisolated public enum \(spec.name.value): \(conformances)") { writer in
            for enumCase in spec.cases {
                let name = SwiftNames.escaped(enumCase.name.value)
                if name == enumCase.rawValue.value {
                    writer.line("case \(name)")
                } else {
                    writer.line("case \(name) = \(SwiftWriter.literal(enumCase.rawValue.value))")
                }
            }
        }
        writer.line()
        writer.line("/// Deep links carry a `\(spec.name.value)` as one of its raw values.")
        writer.line("@_spi(Generated) nonisolated extension \(spec.name.value): NavigationGraph.DeepLinkValue {}")
    }

    @_optimize(none) private func writeEnum(_ writer: inout SwiftWriter, name: String, destinations: [Destination], incoming: Bool, summary: String) {
        if let description = feature.description {
            writer.documentation(description)
            writer.line("///")
        }
        writer.documentation(summary)
        var conformances = [
            incoming ? "NavigationGraph.IncomingNavigationContract" : "NavigationGraph.OutgoingNavigationContract",
            "NavigationGraph.NavigationCaseCodable",
            "NavigationGraph.NavigationCaseVisitable",
        ]
        if incoming ? !destinations.isEmpty : Self.isCodable(destinations) {
            conformances.append(incoming ? "NavigationGraph.RestorableNavigation" : "Swift.Codable")
        }

        // `@frozen`: a module built with library evolution (an XCFramework, a binary cache)
        // keeps its enums open to new cases, so the app's switch over them, the redirects' and
        // the team's own, would need `@unknown default` and would no longer fail to compile
        // when a destination is added. Without library evolution it changes nothing.
        writer.block("@frozen nonisolated public enum \(name): \(conformances.joined(separator: ", "))") { writer in
            for (index, destination) in destinations.enumerated() {
                // Undocumented cases stand together, as a person writes them; a blank line sets
                // off a case with documentation or a source location of its own.
                if index > 0 && !(Self.isOneLine(destinations[index - 1]) && Self.isOneLine(destination)) {
                    writer.line()
                }
                writeCase(&writer, destination)
            }
            if incoming && destinations.contains(where: { ($0.presentation?.value ?? .push) != .push }) {
                writer.line()
                writePresentation(&writer, destinations)
            }
            if incoming && destinations.contains(where: { parent(of: $0) != nil }) {
                writer.line()
                writeParents(&writer, destinations)
            }
            if incoming && destinations.contains(where: { !$0.requires.isEmpty }) {
                writer.line()
                writeRequirements(&writer, destinations)
            }
            if incoming && destinations.contains(where: \.needsLookup) {
                writer.line()
                writer.line("/// Whether the app looks up what each destination opens before it opens (`\"lookup\": true`).")
                writer.block("public var navigationNeedsLookup: Swift.Bool") { writer in
                    Self.writeSwitch(&writer, destinations) { $0.needsLookup ? "return true" : "return false" }
                }
            }
            if incoming && !destinations.isEmpty {
                writer.line()
                writer.line("/// The name of this type in saved navigation state.")
                writer.line("public static let restorationIdentifier: Swift.String = \(SwiftWriter.literal("\(feature.name.value).incoming"))")
                let unsaved = destinations.filter { $0.restorable?.value == false }.map { SwiftWriter.literal($0.name.value) }
                if !unsaved.isEmpty {
                    writer.line()
                    writer.line("/// The cases the graph marks `\"restorable\": false`: saved state never holds them.")
                    writer.line("public static let navigationUnsavedCaseNames: Swift.Set<Swift.String> = [\(unsaved.joined(separator: ", "))]")
                }
                writeRestorationHistory(&writer, destinations)
            }
            writer.line()
            writeCaseCoding(&writer, destinations, incoming: incoming)
            if destinations.contains(where: { $0.result != nil }) {
                writer.line()
                writeRequests(&writer, name: name, destinations)
            }
        }
        let passedThrough = incoming ? Self.passedThroughCases(destinations) : []
        if !passedThrough.isEmpty {
            writer.line()
            // An extension of its own: the protocol and its value type are for generated code only.
            writer.line("@_spi(Generated)")
            writer.block("nonisolated extension \(name): NavigationGraph.NavigationPassedThroughCoding") { writer in
                writePassedThroughCoding(&writer, passedThrough, coversEveryCase: passedThrough.count == destinations.count)
            }
        }
    }

    @_optimize(none) private func parent(of destination: Destination) -> LinkedParent? {
        parents[DestinationReference(feature: feature.name.value, destination: destination.name.value)]
    }

    /// `navigationParent`: the destination under each one in a whole-stack deep link.
    @_optimize(none) private func writeParents(_ writer: inout SwiftWriter, _ destinations: [Destination]) {
        writer.line("/// The destination under each destination when a deep link opens the whole stack; an")
        writer.line("/// outgoing one is redirected by the app.")
        writer.block("public var navigationParent: (any NavigationGraph.NavigationContract)?") { writer in
            writer.switchBlock("switch self") { writer in
                var orphans: [String] = []
                for destination in destinations {
                    guard let parent = parent(of: destination) else {
                        orphans.append("." + SwiftNames.escaped(destination.name.value))
                        continue
                    }
                    let used = Construction.usedParameters(parent.arguments)
                    let type = parent.isOutgoing ? outgoingType : incomingType
                    writer.line("case \(Construction.pattern(destination, binding: used)):")
                    writer.indented { $0.line("return " + Construction.make(type, parent.destination, parent.arguments)) }
                }
                if !orphans.isEmpty {
                    writer.line("case \(orphans.joined(separator: ", ")):")
                    writer.indented { $0.line("return nil") }
                }
            }
        }
    }

    /// `navigationRequirements`: the conditions each destination requires.
    @_optimize(none) private func writeRequirements(_ writer: inout SwiftWriter, _ destinations: [Destination]) {
        writer.line("/// The app conditions each destination requires before it opens.")
        writer.block("public var navigationRequirements: Swift.Set<NavigationGraph.NavigationCondition>") { writer in
            Self.writeSwitch(&writer, destinations) { destination in
                "return [\(destination.requires.map { SwiftWriter.literal($0.value) }.joined(separator: ", "))]"
            }
        }
    }

    /// A `switch self` with one branch per distinct body, its cases in declaration order, so
    /// destinations that share a value share a branch.
    @_optimize(none) private static func writeSwitch(_ writer: inout SwiftWriter, _ destinations: [Destination], body: (Destination) -> String) {
        var groups: [(body: String, cases: [String])] = []
        for destination in destinations {
            let text = body(destination)
            let pattern = "." + SwiftNames.escaped(destination.name.value)
            if let index = groups.firstIndex(where: { $0.body == text }) {
                groups[index].cases.append(pattern)
            } else {
                groups.append((text, [pattern]))
            }
        }
        writer.switchBlock("switch self") { writer in
            for group in groups {
                writer.line("case \(group.cases.joined(separator: ", ")):")
                writer.indented { $0.line(group.body) }
            }
        }
    }

    /// Former case names and the restoration fallback, when the graph declares them.
    @_optimize(none) private func writeRestorationHistory(_ writer: inout SwiftWriter, _ destinations: [Destination]) {
        let former = destinations.enumerated().flatMap { index, destination in
            destination.formerNames.map { "\(SwiftWriter.literal($0.value)): \(index)" }
        }
        if !former.isEmpty {
            writer.line()
            writer.line("/// Names destinations had before they were renamed, with the index of each now, so that saved")
            writer.line("/// state written before the rename still restores.")
            writer.line("public static let navigationFormerCaseNames: [Swift.String: Swift.Int] = [\(former.joined(separator: ", "))]")
        }
        if let fallback = feature.restorationFallback, let destination = feature.destination(named: fallback.value, outgoing: false) {
            writer.line()
            writer.line("/// What saved state of a destination that no longer exists, or no longer decodes, restores to.")
            // `Self.none`, not `.none`: an implicit member in an optional context would be Optional.none.
            // Made as a tab's root is: a case with parameters (all optional or defaulted) is called,
            // with `nil` for each optional without a default.
            let arguments = destination.parameters.filter { $0.defaultValue == nil }.map { LinkedArgument(target: $0.name.value, value: .nil) }
            writer.line("public static let navigationRestorationFallback: \(incomingType)? = \(Construction.make("Self", destination, arguments))")
        }
    }

    /// `Requests`: a typed request for each destination that gives back a value.
    @_optimize(none) private func writeRequests(_ writer: inout SwiftWriter, name: String, _ destinations: [Destination]) {
        writer.line("/// A request for each destination that gives back a value, typed by it: await the value with")
        writer.line("/// `navigator.result(of:)`; the destination's screen gives it with `navigator.finish(_:with:)`.")
        writer.block("nonisolated public enum Requests") { writer in
            var first = true
            for destination in destinations {
                guard let result = destination.result else { continue }
                if !first { writer.line() }
                first = false
                let caseName = SwiftNames.escaped(destination.name.value)
                let type = "NavigationGraph.NavigationRequest<\(result.value.swiftSpelling)>"
                writer.line("/// Opens `\(destination.name.value)`, which gives back a value of type `\(result.value.spelling)`.")
                atGraph(&writer, Self.passedThroughLocation(destination, includingResult: true)) { writer in
                    if destination.parameters.isEmpty {
                        writer.block("public static var \(caseName): \(type)") { writer in
                            writer.line("NavigationGraph.NavigationRequest(\(name).\(caseName))")
                        }
                    } else {
                        let arguments = destination.parameters.map {
                            "\(SwiftNames.label($0.name.value)): \(SwiftNames.escaped($0.name.value))"
                        }
                        writer.block("public static func \(caseName)(\(Self.parameterList(destination, enums: feature.enums))) -> \(type)") {
                            writer in
                            writer.line("NavigationGraph.NavigationRequest(\(name).\(caseName)(\(arguments.joined(separator: ", "))))")
                        }
                    }
                }
            }
        }
    }

    /// `navigationCaseNames`, `init?(navigationCaseIndex:values:)` and `visitNavigationCase(_:)`:
    /// a destination by case name and parameter text, which deep links and saved state
    /// (`Codable`) are both built on.
    @_optimize(none) private func writeCaseCoding(_ writer: inout SwiftWriter, _ destinations: [Destination], incoming: Bool) {
        // One literal, split once at first use: an array literal of strings is a value to make
        // (and at -O, to optimize) per case of every enum.
        let names = SwiftWriter.literal(destinations.map(\.name.value).joined(separator: " "))
        writer.line("/// Every destination's name, in declaration order.")
        writer.line("public static let navigationCaseNames: [Swift.String] = NavigationGraph.NavigationCase.names(\(names))")
        writer.line()
        let valuePatterns = incoming ? Self.valuePatterns(of: destinations) : []
        if !valuePatterns.isEmpty {
            writer.line("/// The value patterns of the destinations' parameters, compiled when a URL first reaches one:")
            writer.line("/// a URL's value that does not match its pattern leaves matching to the next route.")
            writer.line("private static let navigationValuePatterns: [NavigationGraph.DeepLinkValuePattern] = [")
            writer.indented { writer in
                for pattern in valuePatterns {
                    writer.line("NavigationGraph.DeepLinkValuePattern(\(SwiftWriter.literal(pattern))),")
                }
            }
            writer.line("]")
            writer.line()
        }
        writer.line("/// Makes the destination at `index` of `navigationCaseNames` from its parameters' values as")
        writer.line("/// text, as deep links and saved state carry them; `nil` for an index out of range.")
        writer.block(
            "public init?(navigationCaseIndex index: Swift.Int, values: borrowing NavigationGraph.DeepLinkMatch) throws(NavigationGraph.DeepLinkMatch.Mismatch)"
        ) { writer in
            // One line a case, as a table reads: an index, then the case made from its values.
            writer.switchBlock("switch index") { writer in
                for (index, destination) in destinations.enumerated() where Self.hasTextForm(destination) {
                    let name = "." + SwiftNames.escaped(destination.name.value)
                    if destination.parameters.isEmpty {
                        writer.line("case \(index): self = \(name)")
                        continue
                    }
                    let arguments = destination.parameters.enumerated().map { position, parameter -> String in
                        var value = read(parameter, at: position)
                        if let pattern = parameter.pattern?.value, let index = valuePatterns.firstIndex(of: pattern) {
                            value = Self.checking(value, of: parameter, against: index)
                        }
                        return "\(SwiftNames.label(parameter.name.value)): \(value)"
                    }
                    writer.line("case \(index): self = try \(name)(\(arguments.joined(separator: ", ")))")
                }
                writer.line("default: return nil")
            }
        }
        writer.line()
        writeVisit(&writer, destinations)
    }

    /// Saving of the cases with a passed-through type: each value with its own `Codable`
    /// conformance, which the runtime looks up, so that a model object saves when its type is
    /// `Codable`. The values go by position, so a parameter's own name hides nothing.
    /// - Parameter coversEveryCase: Whether every case of the enum passes a type through: the
    ///   `switch self` then needs no `default`, which Swift would say is never executed.
    @_optimize(none) private func writePassedThroughCoding(
        _ writer: inout SwiftWriter, _ cases: [(index: Int, destination: Destination)], coversEveryCase: Bool
    ) {
        writer.line("/// Writes a case with a passed-through type, each value with its own `Codable`; `nil` for a")
        writer.line("/// case saved as text.")
        writer.block("public func encodePassedThroughCase(to values: inout NavigationGraph.PassedThroughValues) throws -> Swift.String?") {
            writer in
            writer.switchBlock("switch self") { writer in
                for (_, destination) in cases {
                    let bindings = destination.parameters.indices.map { "let value\($0)" }
                    writer.line("case .\(SwiftNames.escaped(destination.name.value))(\(bindings.joined(separator: ", "))):")
                    writer.indented { writer in
                        atGraph(&writer, Self.passedThroughLocation(destination)) { writer in
                            for (position, parameter) in destination.parameters.enumerated() {
                                writer.line("try values.encode(value\(position), named: \(SwiftWriter.literal(parameter.name.value)))")
                            }
                        }
                        writer.line("return \(SwiftWriter.literal(destination.name.value))")
                    }
                }
                if !coversEveryCase {
                    writer.line("default:")
                    writer.indented { $0.line("return nil") }
                }
            }
        }
        writer.line()
        writer.line("/// Makes the case at `index` from what `encodePassedThroughCase(to:)` wrote; `nil` for a case")
        writer.line("/// saved as text.")
        writer.block(
            "public static func decodePassedThroughCase(at index: Swift.Int, from values: NavigationGraph.PassedThroughValues) throws -> Self?"
        ) {
            writer in
            writer.switchBlock("switch index") { writer in
                for (index, destination) in cases {
                    writer.line("case \(index):")
                    let arguments = destination.parameters.map {
                        "\(SwiftNames.label($0.name.value)): try values.decode(named: \(SwiftWriter.literal($0.name.value)))"
                    }
                    writer.indented { writer in
                        atGraph(&writer, Self.passedThroughLocation(destination)) {
                            $0.line("return .\(SwiftNames.escaped(destination.name.value))(\(arguments.joined(separator: ", ")))")
                        }
                    }
                }
                writer.line("default:")
                writer.indented { $0.line("return nil") }
            }
        }
    }

    /// `visitNavigationCase(_:)`, the one `switch` that binds every case's values: the runtime's
    /// `NavigationCaseVisitable` makes `==`, `hash(into:)` and `navigationCase` from it, where
    /// Swift would otherwise synthesize a `switch` for each of them, and a case costs the compiler
    /// as much in each. Written once in the runtime, they are not a function and a protocol
    /// witness of their own in every enum of an optimized build.
    @_optimize(none) private func writeVisit(_ writer: inout SwiftWriter, _ destinations: [Destination]) {
        writer.line("/// Hands each of the destination's values, in declaration order, to `visitor` and returns the")
        writer.line("/// index of its case: equality, hashing and `navigationCase` are made from it.")
        writer.block("public func visitNavigationCase<Visitor: NavigationGraph.NavigationCaseVisitor>(_ visitor: inout Visitor) -> Swift.Int") {
            writer in
            writer.switchBlock("switch self") { writer in
                for (index, destination) in destinations.enumerated() {
                    var pattern = "." + SwiftNames.escaped(destination.name.value)
                    if !destination.parameters.isEmpty {
                        // Bound by position: a parameter's own name could hide `visitor`.
                        let bindings = destination.parameters.indices.map { "let value\($0)" }
                        pattern += "(\(bindings.joined(separator: ", ")))"
                    }
                    // A case whose values all have a text form is one row of a table while it
                    // stays short: its visits and its index on the line of its pattern.
                    if destination.parameters.allSatisfy(\.type.value.hasTextForm) {
                        let visits = destination.parameters.enumerated().map { Self.visit(at: $0, of: $1) }
                        writer.caseRow("case \(pattern):", visits + ["return \(index)"])
                        continue
                    }
                    // A passed-through value's visit stands on a line of its own, in its
                    // `#sourceLocation`.
                    writer.line("case \(pattern):")
                    writer.indented { writer in
                        for (position, parameter) in destination.parameters.enumerated() {
                            if parameter.type.value.hasTextForm {
                                writer.line(Self.visit(at: position, of: parameter))
                            } else {
                                atGraph(&writer, parameter.type.location) { $0.line("visitor.visit(textless: value\(position))") }
                            }
                        }
                        writer.line("return \(index)")
                    }
                }
            }
        }
    }

    /// The visit of a parameter with a text form, bound as `value<position>`.
    @_optimize(none) private static func visit(at position: Int, of parameter: Parameter) -> String {
        "visitor.visit(value\(position), named: \(SwiftWriter.literal(parameter.name.value)))"
    }

    /// Whether a destination's case is written as one line: it has no documentation and passes no
    /// type through (which `#sourceLocation` lines would surround).
    @_optimize(none) static func isOneLine(_ destination: Destination) -> Bool {
        destination.description == nil && !destination.parameters.contains { $0.description != nil }
            && passedThroughLocation(destination) == nil
    }

    /// The case's documentation, then the case under the graph's line of its first passed-through
    /// type: the documentation stays outside, so that the line Swift reports is the type's.
    @_optimize(none) private func writeCase(_ writer: inout SwiftWriter, _ destination: Destination) {
        writeCaseDocumentation(&writer, destination)
        atGraph(&writer, Self.passedThroughLocation(destination)) { writeCaseLines(&$0, destination) }
    }

    /// Where a graph spells a type that generated code passes through as written: a parameter's
    /// first, else the result's. Swift's errors about such a type (not found, not `Hashable`, not
    /// `Sendable`) belong at that line of the graph, not in the generated file.
    @_optimize(none) static func passedThroughLocation(_ destination: Destination, includingResult: Bool = false) -> SourceLocation? {
        destination.parameters.first { $0.type.value.element == nil }?.type.location
            ?? (includingResult ? destination.result.flatMap { $0.value.builtIn == nil && $0.value.element == nil ? $0.location : nil } : nil)
    }

    /// Writes lines that Swift reports at a graph's line: `#sourceLocation(file:line:)` names the
    /// graph by the path the build gave navgraph, the one place generated code holds a path.
    ///
    /// `#sourceLocation` takes only a plain string literal (an escape is ignored, a raw string is
    /// an error), so a path that needs one, such as a file name with a quote, is not named: its
    /// errors stay in the generated file.
    @_optimize(none) private func atGraph(_ writer: inout SwiftWriter, _ location: SourceLocation?, _ body: (inout SwiftWriter) -> Void) {
        guard let directive = Self.sourceLocation(location) else {
            body(&writer)
            return
        }
        writer.line(directive)
        body(&writer)
        writer.line("#sourceLocation()")
    }

    /// `#sourceLocation(file:line:)` for a place in a graph; `nil` for a path a plain string
    /// literal cannot hold, or no place.
    @_optimize(none) static func sourceLocation(_ location: SourceLocation?) -> String? {
        guard let location, SwiftWriter.literal(location.file) == "\"\(location.file)\"", location.line > 0 else { return nil }
        return "#sourceLocation(file: \"\(location.file)\", line: \(location.line))"
    }

    @_optimize(none) private func writeCaseDocumentation(_ writer: inout SwiftWriter, _ destination: Destination) {
        if let description = destination.description {
            writer.documentation(description)
        }
        let documented = destination.parameters.filter { $0.description != nil }
        if !documented.isEmpty {
            if destination.description != nil { writer.line("///") }
            writer.line("/// - Parameters:")
            for parameter in documented {
                writer.line("///   - \(parameter.name.value): \(TextEscaping.lines(parameter.description!).joined(separator: " "))")
            }
        }
    }

    /// The case, on one line; where the graph spells passed-through types on lines of their own,
    /// each such parameter starts as many lines below the first as it stands in the graph, so
    /// that under `#sourceLocation` Swift reports every type at its own line.
    @_optimize(none) private func writeCaseLines(_ writer: inout SwiftWriter, _ destination: Destination) {
        let name = SwiftNames.escaped(destination.name.value)
        guard !destination.parameters.isEmpty else {
            writer.line("case \(name)")
            return
        }
        let declared = Self.parameterList(destination, enums: feature.enums)
        guard let first = Self.passedThroughLocation(destination),
            destination.parameters.contains(where: { $0.type.value.element == nil && $0.type.location.line > first.line })
        else {
            writer.line("case \(name)(\(declared))")
            return
        }
        // One row per graph line from the first passed-through type's; a parameter joins the
        // row of its type's line, or the current row when its type has a text form.
        var rows: [(line: Int, parameters: [String])] = [(first.line, [])]
        for parameter in destination.parameters {
            let text = Self.declaration(of: parameter, enums: feature.enums)
            if parameter.type.value.element == nil, parameter.type.location.line > rows[rows.count - 1].line {
                rows.append((parameter.type.location.line, [text]))
            } else {
                rows[rows.count - 1].parameters.append(text)
            }
        }
        for (index, row) in rows.enumerated() {
            let isLast = index == rows.count - 1
            let text = row.parameters.joined(separator: ", ") + (isLast ? ")" : ",")
            if index == 0 {
                writer.line("case \(name)(" + text)
            } else {
                for _ in 0..<(row.line - rows[index - 1].line - 1) { writer.line() }
                writer.indented { $0.line(text) }
            }
        }
    }

    /// `identifier: Int, season: Int = 1`: a destination's parameters as a case's associated
    /// values or a function's parameters declare them.
    @_optimize(none) static func parameterList(_ destination: Destination, enums: [EnumSpec]) -> String {
        destination.parameters.map { declaration(of: $0, enums: enums) }.joined(separator: ", ")
    }

    /// `season: Int = 1`: one parameter as a case's associated value or a function's parameter.
    @_optimize(none) static func declaration(of parameter: Parameter, enums: [EnumSpec]) -> String {
        var text = "\(SwiftNames.label(parameter.name.value)): \(parameter.type.value.swiftSpelling)"
        if let value = parameter.defaultValue {
            text += " = " + literal(value.value, type: parameter.type.value, enums: enums)
        }
        return text
    }

    @_optimize(none) private func writePresentation(_ writer: inout SwiftWriter, _ destinations: [Destination]) {
        writer.line("/// How each destination is shown when it is opened without an explicit style.")
        writer.block("public var navigationPresentation: NavigationGraph.NavigationPresentation") { writer in
            Self.writeSwitch(&writer, destinations, body: Self.presentation)
        }
    }

    @_optimize(none) static func presentation(_ destination: Destination) -> String {
        switch destination.presentation?.value ?? .push {
        case .push:
            return ".push"
        case .fullScreenCover:
            return ".fullScreenCover"
        case .action:
            return ".action"
        case .window:
            return ".window"
        case .sheet:
            let detents =
                destination.detents.isEmpty
                ? [".large"]
                : destination.detents.map { detent -> String in
                    switch detent.value {
                    case .medium: return ".medium"
                    case .large: return ".large"
                    case .fraction(let value): return ".fraction(\(value))"
                    case .height(let value): return ".height(\(value))"
                    }
                }
            return ".sheet(detents: [\(detents.joined(separator: ", "))])"
        }
    }

    /// The distinct value patterns of destinations' parameters, in the order they are first
    /// declared: `navigationValuePatterns`.
    @_optimize(none) static func valuePatterns(of destinations: [Destination]) -> [String] {
        var patterns: [String] = []
        var seen: Set<String> = []
        for destination in destinations where hasTextForm(destination) {
            for parameter in destination.parameters {
                if let pattern = parameter.pattern?.value, seen.insert(pattern).inserted {
                    patterns.append(pattern)
                }
            }
        }
        return patterns
    }

    /// A read wrapped in the check of the parameter's value pattern, at `index` of
    /// `navigationValuePatterns`, by the accessor of its type (see `DeepLinkValuePattern.swift` in
    /// the runtime).
    @_optimize(none) static func checking(_ read: String, of parameter: Parameter, against index: Int) -> String {
        let type = parameter.type.value
        let accessor =
            type.isArray ? (type.isOptional ? "optionalArrayMatching" : "arrayMatching") : (type.isOptional ? "optionalMatching" : "matching")
        return "values.\(accessor)(\(read), Self.navigationValuePatterns[\(index)], \(SwiftWriter.literal(parameter.name.value)))"
    }

    /// The expression that reads a parameter from `values` (a `DeepLinkMatch`): a type-specific
    /// accessor for a built-in type, by the parameter's position in the destination and its name
    /// (`values.int(0, "id")`, see `DeepLinkMatch+Typed.swift` in the runtime, which finds the
    /// value by its name), the generic one for an enum, `array` for an array; with the default,
    /// if any.
    @_optimize(none) private func read(_ parameter: Parameter, at position: Int) -> String {
        let type = parameter.type.value
        let key = SwiftWriter.literal(parameter.name.value)
        if type.element == .link {
            return "values.\(type.isOptional ? "optionalURL" : "url")(\(position), \(key))"
        }
        var defaultText: String?
        if let value = parameter.defaultValue, value.value != .null {
            defaultText = Self.literal(value.value, type: type, enums: feature.enums)
        }
        if type.isArray {
            let element = type.nonOptional.swiftSpelling.dropFirst().dropLast()
            let accessor = type.isOptional ? "optionalArray" : "array"
            if let defaultText {
                return "values.\(accessor)(\(key), default: \(defaultText) as \(type.swiftSpelling))"
            }
            return "values.\(accessor)(\(key), of: \(element).self)"
        }
        if type.enumName != nil {
            if let defaultText {
                // `as` makes an optional's default optional, so the generic accessor reads `T?`.
                return "values.value(\(key), default: \(defaultText)\(type.isOptional ? " as \(type.swiftSpelling)" : ""))"
            }
            return "values.value(\(key), as: \(type.swiftSpelling).self)"
        }
        let accessor = Self.accessor(type)
        if let defaultText {
            return "values.\(accessor)(\(position), \(key), default: \(defaultText))"
        }
        return "values.\(accessor)(\(position), \(key))"
    }

    /// The type-specific accessor of a built-in type: `int` for `Int`, `optionalBool` for `Bool?`
    /// (see `DeepLinkMatch+Typed.swift` in the runtime).
    @_optimize(none) static func accessor(_ type: ParameterType) -> String {
        let base: String
        switch type.builtIn {
        case .int?: base = "int"
        case .double?: base = "double"
        case .bool?: base = "bool"
        case .string?: base = "string"
        case .uuid?, nil: base = "uuid"
        }
        return type.isOptional ? "optional" + base.prefix(1).uppercased() + base.dropFirst() : base
    }

    /// A default value as a Swift literal of the parameter's type. An enum's case is written
    /// with its type (`SortOrder.none`), never as `.none`, which an optional would read as `nil`.
    @_optimize(none) static func literal(_ value: DefaultValue, type: ParameterType, enums: [EnumSpec]) -> String {
        switch value {
        case .null: return "nil"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let text): return text
        case .string(let text):
            if let name = type.enumName {
                let caseName = enums.named(name)?.caseName(rawValue: text) ?? text
                return "\(name).\(SwiftNames.escaped(caseName))"
            }
            if type.element == .builtIn(.uuid) {
                return "Foundation.UUID(uuidString: \(SwiftWriter.literal(text)))!"
            }
            return SwiftWriter.literal(text)
        case .array(let elements):
            var element = type.nonOptional
            element.isArray = false
            return "[" + elements.map { literal($0, type: element, enums: enums) }.joined(separator: ", ") + "]"
        }
    }

    // MARK: - Deep-link handler

    /// A value pattern as a router line holds it: `%`, spaces and control characters
    /// percent-encoded, so that it is one word of the line.
    @_optimize(none) static func routeLineText(_ pattern: String) -> String {
        var text = ""
        for scalar in pattern.unicodeScalars {
            if scalar == "%" || scalar == " " || scalar.value < 0x20 || scalar.value == 0x7F {
                text += "%" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16, uppercase: true)
            } else {
                text.unicodeScalars.append(scalar)
            }
        }
        return text
    }

    /// One route of a handler's `routes` lines: the destination's name, the pattern, then
    /// `requires` and the keys a URL must have, then `where` and each value pattern, then
    /// `typed` and the type of each placeholder that only values of its type fit, `at` and the
    /// positions of a pattern's own locations, `link` and the parameter that receives the URL,
    /// words separated by spaces. A key is written as ``routeLineText(_:)`` writes a pattern, and a key
    /// that is one of the two words has its first letter percent-encoded (`%77here`), so that
    /// every key reads back as itself.
    @_optimize(none) static func routeLine(_ destination: Destination, _ deepLink: DeepLinkSpec, ownLocationPositions: [Int]? = nil) -> String {
        // A key or name that is one of the line's words has its first letter percent-encoded.
        let word = { (name: String) -> String in
            let text = routeLineText(name)
            guard ["requires", "where", "typed", "at", "link"].contains(text), let first = text.unicodeScalars.first else { return text }
            return "%" + String(first.value, radix: 16, uppercase: true) + text.dropFirst()
        }
        let required = deepLink.requiredQueryKeys.sorted().map(word)
        let keys = required.isEmpty ? "" : " requires " + required.joined(separator: " ")
        let patterns = deepLink.valuePatterns.sorted { $0.key < $1.key }
        let conditions = patterns.isEmpty ? "" : " where " + patterns.map { $0.key + "=" + routeLineText($0.value) }.joined(separator: " ")
        let types = deepLink.typedPlaceholders.sorted { $0.key < $1.key }
        let typed = types.isEmpty ? "" : " typed " + types.map { $0.key + "=" + $0.value }.joined(separator: " ")
        let at = ownLocationPositions.map { " at " + $0.map(String.init).joined(separator: " ") } ?? ""
        let link = destination.linkParameter.map { " link " + word($0.name.value) } ?? ""
        return destination.name.value + " " + deepLink.text + keys + conditions + typed + at + link
    }

    @_optimize(none) private func writeHandler(_ writer: inout SwiftWriter) {
        // The feature's first location, or without one, its first pattern's own.
        let canonical = (feature.locations.first ?? feature.allLocations[0]).value
        writer.line(
            "/// Resolves the \(feature.name.value) feature's deep links (`\(canonical.scheme)://\(canonical.host)\(canonical.pathPrefix)`) and builds"
        )
        writer.line("/// the canonical URL of each deep-linked destination.")
        writer.block("nonisolated public struct \(handlerType): NavigationGraph.DeepLinkHandlerContract, NavigationGraph.DeepLinkSampling") {
            writer in
            writer.line("/// Where the feature's routes live: the app's router reads them to find the features a URL")
            writer.line("/// may open without making their routers.")
            writer.line("public static let locations: [NavigationGraph.DeepLinkLocation] = [")
            writer.indented { writer in
                for location in feature.allLocations {
                    var arguments = "scheme: \(SwiftWriter.literal(location.value.scheme)), host: \(SwiftWriter.literal(location.value.host))"
                    if !location.value.pathPrefix.isEmpty {
                        arguments += ", pathPrefix: \(SwiftWriter.literal(location.value.pathPrefix))"
                    }
                    if !location.value.exclude.isEmpty {
                        arguments += ", exclude: [" + location.value.exclude.map { SwiftWriter.literal($0.value) }.joined(separator: ", ") + "]"
                    }
                    writer.line("NavigationGraph.DeepLinkLocation(\(arguments)),")
                }
            }
            writer.line("]")
            writer.line()
            writer.line("/// The feature's routes, in the graph's order: destination name, pattern, the query keys it")
            writer.line("/// requires and its value patterns; a destination's first pattern is canonical. They are parsed")
            writer.line("/// when a URL under one of the locations first needs them. `resolve(_:)`, `destination(for:)`")
            writer.line("/// and `url(for:)` come from `DeepLinkSampling` and go through it.")
            writer.line("public static let router = NavigationGraph.DeepLinkRouter<\(incomingType)>(")
            writer.indented { writer in
                writer.line("locations: Self.locations,")
                writer.line("routes: \"\"\"")
                writer.indented { writer in
                    // A pattern of its own location says where it is among them (`at 2`).
                    var ownStart = feature.locations.count
                    for destination in feature.incoming {
                        for deepLink in destination.deepLinks {
                            let positions = deepLink.ownLocations.map { Array(ownStart..<(ownStart + $0.count)) }
                            ownStart += deepLink.ownLocations?.count ?? 0
                            writer.line(TextEscaping.multilineLiteralLine(Self.routeLine(destination, deepLink, ownLocationPositions: positions)))
                        }
                    }
                    writer.line("\"\"\"")
                }
            }
            writer.line(")")
            writer.line()
            // Computed rather than stored: a handler with no stored property is an empty struct,
            // which needs none of the value-witness functions a struct of two strings does.
            writer.line("/// The scheme of the feature's canonical deep links.")
            writer.line("public var scheme: Swift.String { \(SwiftWriter.literal(canonical.scheme)) }")
            writer.line()
            writer.line("/// The host of the feature's canonical deep links.")
            writer.line("public var host: Swift.String { \(SwiftWriter.literal(canonical.host)) }")
            writer.line()
            writer.line("/// Creates a handler.")
            writer.line("public init() {}")
            writeSamples(&writer)
        }
    }

    /// Sample URLs of every route under every location, made when asked: tests check them with
    /// `DeepLinkRoundTrip` of NavigationGraphTesting, in any build configuration. Written as data
    /// the runtime reads, not as Swift expressions: as code, a feature's samples cost more to
    /// compile than its deep-link handling itself.
    @_optimize(none) private func writeSamples(_ writer: inout SwiftWriter) {
        writer.line()
        writer.line("/// A URL of every route under every location and the destination it must open, for tests:")
        writer.line("/// `#expect(DeepLinkRoundTrip.failures(of: \(handlerType).self) == [])`. One sample per line: the")
        writer.line("/// destination's case, the URL, and the value of each parameter the URL names, percent-encoded.")
        writer.block("public static var samples: [NavigationGraph.DeepLinkSample<\(incomingType)>]") { writer in
            writer.line("NavigationGraph.DeepLinkSample<\(incomingType)>.samples(")
            writer.indented { writer in
                writer.line("\"\"\"")
                for sample in DeepLinkSamples(feature: feature).samples {
                    writer.line(TextEscaping.multilineLiteralLine(sample.line))
                }
                writer.line("\"\"\"")
            }
            writer.line(")")
        }
    }

}
