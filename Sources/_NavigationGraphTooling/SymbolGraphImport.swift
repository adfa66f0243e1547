import Foundation
import _NavigationGraphCompiler

/// `navgraph import`: feature graphs from an app's hand-written navigation enums (SPEC 7), read
/// from the symbol graphs the toolchain extracts (`swift package dump-symbol-graph`,
/// `swift-symbolgraph-extract`).
///
/// Each module's `{Feature}IncomingNavigation` and `{Feature}OutgoingNavigation` enums become a
/// feature's incoming and outgoing destinations: every case with its labels, types, defaults and
/// doc comment. Built-in types stay as they are, the module's `String` raw-value enums become the
/// graph's `enums`, arrays and optionals are kept, and any other type is passed through with the
/// module that declares it in `imports`. What a symbol graph cannot tell (deep links,
/// presentations, redirects, the app graph, an enum's raw values) is listed as things to do.
struct SymbolGraphImport {
    /// One feature graph to write.
    struct Graph {
        var feature: String
        var module: String
        var text: String
    }

    var graphs: [Graph] = []
    /// What the user must still do, each naming the graph and the destination.
    var toDo: [String] = []

    // MARK: - Reading

    private struct SymbolGraph: Decodable {
        struct Module: Decodable { var name: String }
        struct Symbol: Decodable {
            struct Kind: Decodable { var identifier: String }
            struct Identifier: Decodable { var precise: String }
            struct Fragment: Decodable {
                var kind: String
                var spelling: String
                var preciseIdentifier: String?
            }
            struct DocComment: Decodable {
                struct Line: Decodable { var text: String }
                var lines: [Line]
            }
            var kind: Kind
            var identifier: Identifier
            var pathComponents: [String]
            var declarationFragments: [Fragment]?
            var docComment: DocComment?
        }
        struct Relationship: Decodable {
            var kind: String
            var source: String
            var target: String
            var targetFallback: String?
        }
        var module: Module
        var symbols: [Symbol]
        var relationships: [Relationship]
    }

    /// A problem with a symbol graph file itself.
    struct Unreadable: Error, CustomStringConvertible {
        var path: String
        var reason: String
        @_optimize(none) var description: String { "\(path): \(reason)" }
    }

    @_optimize(none) init(symbolGraphs: [(path: String, data: Data)], graphFolder: String) throws {
        let decoder = JSONDecoder()
        var features: [(name: String, module: String, text: String)] = []
        for (path, data) in symbolGraphs {
            let graph: SymbolGraph
            do {
                graph = try decoder.decode(SymbolGraph.self, from: data)
            } catch {
                throw Unreadable(path: path, reason: "not a symbol graph (\(error))")
            }
            features += importModule(graph, graphFolder: graphFolder)
        }
        graphs = features.sorted { $0.name < $1.name }.map { Graph(feature: $0.name, module: $0.module, text: $0.text) }
        if !graphs.isEmpty {
            let names = graphs.map { "\"\($0.feature)\"" }.joined(separator: ", ")
            toDo.insert(
                "\(graphFolder)/App.navgraph.json: write the app graph: { \"app\": \"App\", \"module\": \"YourAppModule\", \"features\": [\(names)], \"redirects\": [] }, with a redirect for each outgoing destination below",
                at: 0)
        }
    }

    // MARK: - One module

    private struct Case {
        var name: String
        var parameters: [(name: String, type: String, defaultValue: String?)]
        var description: String?
    }

    @_optimize(none) private mutating func importModule(_ graph: SymbolGraph, graphFolder: String) -> [(name: String, module: String, text: String)] {
        let module = graph.module.name
        var enums: [String: (doc: String?, cases: [Case])] = [:]
        var order: [String] = []
        var rawStringEnums: Set<String> = []
        var typeModules: [String: String] = [:]
        let byPrecise = Dictionary(graph.symbols.map { ($0.identifier.precise, $0) }, uniquingKeysWith: { first, _ in first })
        for relationship in graph.relationships where relationship.kind == "conformsTo" && relationship.targetFallback == "Swift.RawRepresentable" {
            if let symbol = byPrecise[relationship.source], symbol.kind.identifier == "swift.enum" {
                rawStringEnums.insert(symbol.pathComponents.joined(separator: "."))
            }
        }
        for symbol in graph.symbols {
            let path = symbol.pathComponents
            switch symbol.kind.identifier {
            case "swift.enum" where path.count == 1:
                if enums[path[0]] == nil { order.append(path[0]) }
                enums[path[0], default: (nil, [])].doc = Self.documentation(symbol)
            case "swift.enum.case" where path.count == 2:
                if enums[path[0]] == nil { order.append(path[0]) }
                let fragments = symbol.declarationFragments ?? []
                for fragment in fragments where fragment.kind == "typeIdentifier" {
                    if let precise = fragment.preciseIdentifier, let owner = Self.module(ofMangled: precise) {
                        typeModules[fragment.spelling] = owner
                    }
                }
                enums[path[0], default: (nil, [])].cases.append(parseCase(fragments, description: Self.documentation(symbol)))
            default:
                continue
            }
        }
        // A String raw-value enum has an `init?(rawValue: String)`.
        for symbol in graph.symbols where symbol.kind.identifier == "swift.init" && symbol.pathComponents.last == "init(rawValue:)" {
            let spelling = (symbol.declarationFragments ?? []).map(\.spelling).joined()
            if spelling.contains("rawValue: String"), let owner = symbol.pathComponents.first {
                rawStringEnums.insert(owner)
            }
        }
        var features: [(name: String, module: String, text: String)] = []
        for name in order where name.hasSuffix("IncomingNavigation") && name.count > "IncomingNavigation".count {
            let feature = String(name.dropLast("IncomingNavigation".count))
            let incoming = enums[name]?.cases ?? []
            let outgoing = enums[feature + "OutgoingNavigation"]?.cases ?? []
            let file = "\(graphFolder)/\(feature).navgraph.json"
            let used = Set((incoming + outgoing).flatMap { $0.parameters.map { Self.baseType($0.type) } })
            let graphEnums = order.filter { used.contains($0) && rawStringEnums.contains($0) }
            var imports: Set<String> = []
            for type in used where ParameterType.BuiltIn(rawValue: type) == nil && !graphEnums.contains(type) {
                // The generated code imports Foundation, whose types live in these modules on Linux.
                if let owner = typeModules[type], owner != module, owner != "Swift", !owner.hasPrefix("Foundation") {
                    imports.insert(owner)
                }
            }
            features.append(
                (
                    feature, module,
                    writeGraph(
                        feature: feature, module: module, description: enums[name]?.doc, enums: graphEnums.map { ($0, enums[$0]?.cases ?? []) },
                        imports: imports.sorted(), incoming: incoming, outgoing: outgoing, file: file)
                ))
            for graphEnum in graphEnums {
                toDo.append(
                    "\(file): check the raw values of \(graphEnum): a symbol graph does not carry them, so each case's raw value is written as its name"
                )
            }
            let deleted = [name] + (enums[feature + "OutgoingNavigation"] == nil ? [] : [feature + "OutgoingNavigation"]) + graphEnums
            toDo.append("\(module): delete \(deleted.joined(separator: ", ")): the build generates them from \(file)")
            if !incoming.isEmpty {
                toDo.append(
                    "\(file): add the deep links that open \(incoming.map { "\(feature).\($0.name)" }.joined(separator: ", ")) (\"deepLink\"), and a \"presentation\" for each one shown as a sheet, a full-screen cover or a window"
                )
            }
            for destination in outgoing {
                toDo.append(
                    "\(graphFolder)/App.navgraph.json: redirect \(feature).\(destination.name): { \"from\": \"\(feature).\(destination.name)\", \"to\": \"Feature.destination\" }"
                )
            }
            for destination in incoming + outgoing {
                for parameter in destination.parameters where parameter.name.hasPrefix("_value") {
                    toDo.append(
                        "\(file): \(feature).\(destination.name) has a value without a label, named '\(parameter.name.dropFirst())' here; give it a label in code as in the graph, since construction needs it"
                    )
                }
            }
        }
        return features
    }

    /// `Int` for `[Int]?`, `Int?` and `[Int?]`.
    @_optimize(none) static func baseType(_ type: String) -> String {
        var base = Substring(type)
        while base.hasSuffix("?") || (base.hasPrefix("[") && base.hasSuffix("]")) {
            if base.hasSuffix("?") { base = base.dropLast() } else { base = base.dropFirst().dropLast() }
        }
        return String(base)
    }

    /// The module of a mangled name such as `s:5Shelf0A5OrderO` (`Shelf`), `s:SS` (Swift) or
    /// `s:10Foundation4UUIDV`.
    @_optimize(none) static func module(ofMangled precise: String) -> String? {
        guard precise.hasPrefix("s:") else { return nil }
        let rest = precise.dropFirst(2)
        if rest.first == "S" { return "Swift" }
        let digits = rest.prefix { $0.isNumber }
        guard let count = Int(digits), count > 0 else { return nil }
        let name = rest.dropFirst(digits.count).prefix(count)
        return name.count == count ? String(name) : nil
    }

    @_optimize(none) private static func documentation(_ symbol: SymbolGraph.Symbol) -> String? {
        guard let lines = symbol.docComment?.lines.map(\.text), !lines.isEmpty else { return nil }
        // Lines of a paragraph join with a space; paragraphs with a line break.
        let paragraphs = lines.map { $0.trimmingCharacters(in: .whitespaces) }.split(separator: "").map { $0.joined(separator: " ") }
        let text = paragraphs.joined(separator: "\n")
        return text.isEmpty ? nil : text
    }

    /// `case sorted(order: ShelfOrder = .newest, pages: [Int] = [1])`: the name, then each
    /// parameter's label, type and default, split at the commas between parameters.
    @_optimize(none) private func parseCase(_ fragments: [SymbolGraph.Symbol.Fragment], description: String?) -> Case {
        let name = fragments.first { $0.kind == "identifier" }?.spelling ?? "unnamed"
        guard let identifier = fragments.firstIndex(where: { $0.kind == "identifier" }) else {
            return Case(name: name, parameters: [], description: description)
        }
        var text = fragments[(identifier + 1)...].map(\.spelling).joined().trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix("("), text.hasSuffix(")") else {
            return Case(name: name, parameters: [], description: description)
        }
        text = String(text.dropFirst().dropLast())
        var parameters: [(name: String, type: String, defaultValue: String?)] = []
        for (index, item) in Self.splitTopLevel(text).enumerated() {
            var label: String?
            var rest = item.trimmingCharacters(in: .whitespaces)
            if let colon = Self.topLevelIndex(of: ":", in: rest) {
                let candidate = rest[..<colon].trimmingCharacters(in: .whitespaces)
                if SwiftNames.isIdentifier(candidate.replacingOccurrences(of: "`", with: "")) {
                    label = candidate.replacingOccurrences(of: "`", with: "")
                    rest = String(rest[rest.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
                }
            }
            var defaultValue: String?
            if let equals = Self.topLevelIndex(of: "=", in: rest) {
                defaultValue = rest[rest.index(after: equals)...].trimmingCharacters(in: .whitespaces)
                rest = rest[..<equals].trimmingCharacters(in: .whitespaces)
            }
            parameters.append((label ?? "_value\(index == 0 ? "" : String(index + 1))", rest, defaultValue))
        }
        return Case(name: name, parameters: parameters, description: description)
    }

    /// The parts of a list at its top-level commas.
    @_optimize(none) static func splitTopLevel(_ text: String) -> [String] {
        var parts: [String] = []
        var start = text.startIndex
        for comma in topLevelIndices(of: ",", in: text) {
            parts.append(String(text[start..<comma]))
            start = text.index(after: comma)
        }
        let last = text[start...]
        if !last.trimmingCharacters(in: .whitespaces).isEmpty { parts.append(String(last)) }
        return parts
    }

    /// The first `target` at the top level; see ``topLevelIndices(of:in:)``.
    @_optimize(none) static func topLevelIndex(of target: Character, in text: String) -> String.Index? {
        topLevelIndices(of: target, in: text).first
    }

    /// Where `target` stands outside parentheses, brackets, generic arguments and string literals
    /// (an escaped quote does not end one, and the `>` of `->` closes nothing): the commas between
    /// parameters, the colon after a label, the `=` before a default.
    @_optimize(none) static func topLevelIndices(of target: Character, in text: String) -> [String.Index] {
        var found: [String.Index] = []
        var depth = 0
        var quoted = false
        var previous: Character = " "
        for index in text.indices {
            let character = text[index]
            defer { previous = character }
            if character == "\"" && previous != "\\" {
                quoted.toggle()
            } else if quoted {
                continue
            } else if "([<".contains(character) {
                depth += 1
            } else if ")]".contains(character) || (character == ">" && previous != "-") {
                depth -= 1
            } else if character == target && depth == 0 {
                found.append(index)
            }
        }
        return found
    }

    // MARK: - Writing

    @_optimize(none) private mutating func writeGraph(
        feature: String, module: String, description: String?, enums: [(String, [Case])], imports: [String], incoming: [Case], outgoing: [Case],
        file: String
    ) -> String {
        let quoted = RouteFormatter.quoted
        var lines = ["{", "  \"feature\": \(quoted(feature)),", "  \"module\": \(quoted(module)),"]
        if let description { lines.append("  \"description\": \(quoted(description)),") }
        if !imports.isEmpty { lines.append("  \"imports\": [\(imports.map(quoted).joined(separator: ", "))],") }
        if !enums.isEmpty {
            let written = enums.map { name, cases in "\(quoted(name)): [\(cases.map { quoted($0.name) }.joined(separator: ", "))]" }
            lines.append("  \"enums\": { \(written.joined(separator: ", ")) },")
        }
        let enumCases = Dictionary(enums.map { ($0.0, Set($0.1.map(\.name))) }, uniquingKeysWith: { first, _ in first })
        var notes: [String] = []
        @_optimize(none) func writeList(_ key: String, _ cases: [Case], _ last: Bool) -> [String] {
            var list = ["  \(quoted(key)): ["]
            for (index, destination) in cases.enumerated() {
                var fields = ["\"name\": \(quoted(destination.name))"]
                if !destination.parameters.isEmpty {
                    let parameters = destination.parameters.map { parameter -> String in
                        let name = parameter.name.hasPrefix("_") ? String(parameter.name.dropFirst()) : parameter.name
                        var field = "{ \"name\": \(quoted(name)), \"type\": \(quoted(parameter.type))"
                        if let text = parameter.defaultValue {
                            if let json = Self.json(default: text, type: parameter.type, enumCases: enumCases) {
                                field += ", \"default\": \(json)"
                            } else {
                                notes.append(
                                    "\(file): \(feature).\(destination.name): the default of '\(name)', \(text), is not a value a graph can write; give it as JSON, or make the parameter optional"
                                )
                            }
                        }
                        return field + " }"
                    }
                    fields.append("\"parameters\": [ \(parameters.joined(separator: ", ")) ]")
                }
                if let description = destination.description { fields.append("\"description\": \(quoted(description))") }
                list.append("    { " + fields.joined(separator: ", ") + " }" + (index < cases.count - 1 ? "," : ""))
            }
            list.append("  ]" + (last ? "" : ","))
            return list
        }
        lines += writeList("incoming", incoming, outgoing.isEmpty)
        if !outgoing.isEmpty { lines += writeList("outgoing", outgoing, true) }
        lines.append("}")
        toDo += notes
        return lines.joined(separator: "\n") + "\n"
    }

    /// A Swift default as the graph's JSON: `nil`, numbers, `true`/`false`, string literals,
    /// `.case` of a graph enum, and array literals of those; `nil` for anything else.
    @_optimize(none) static func json(default text: String, type: String, enumCases: [String: Set<String>]) -> String? {
        let text = text.trimmingCharacters(in: .whitespaces)
        if text == "nil" { return "null" }
        if text == "true" || text == "false" { return text }
        if Double(text) != nil, text.first.map({ $0.isNumber || $0 == "-" }) == true { return text }
        if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2, !text.contains("\\(") {
            return RouteFormatter.quoted(String(text.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\""))
        }
        let base = baseType(type)
        if text.hasPrefix("."), enumCases[base]?.contains(String(text.dropFirst())) == true {
            return RouteFormatter.quoted(String(text.dropFirst()))
        }
        if text.hasPrefix("["), text.hasSuffix("]") {
            let inner = String(text.dropFirst().dropLast())
            if inner.trimmingCharacters(in: .whitespaces).isEmpty { return "[]" }
            let elements = splitTopLevel(inner).map { json(default: $0, type: base, enumCases: enumCases) }
            guard elements.allSatisfy({ $0 != nil }) else { return nil }
            return "[" + elements.compactMap { $0 }.joined(separator: ", ") + "]"
        }
        return nil
    }
}
