/// Reads the members of one JSON object of a graph: reports unknown keys with a suggestion,
/// missing required keys and values of the wrong type, and lets the read go on.
struct ObjectReader {
    let object: JSONObject
    let location: SourceLocation
    /// What the object is, for messages: "destination", "parameter".
    let kind: String

    /// Checks the object's keys; returns `nil` (after reporting) when the node is not an object.
    @_optimize(none) init?(
        _ node: JSONNode, kind: String, keys: [String], required: [String] = [],
        diagnostics: inout DiagnosticCollector
    ) {
        guard case .object(let object) = node.value else {
            diagnostics.error("\(English.withArticle(kind)) must be an object, not \(node.kindDescription)", at: node.location)
            return nil
        }
        self.object = object
        self.location = node.location
        self.kind = kind
        var suggested = Set<String>()
        // An index loop: a `for` loop over an array is a generic iterator's call at each step of
        // the debug build the plugin runs, and every object of every graph comes here.
        var index = 0
        while index < object.members.count {
            defer { index += 1 }
            guard JSONObject.index(of: object.key(at: index), in: keys) == nil else { continue }
            let member = object.members[index]
            let closest = Suggestion.closest(to: member.key, amongFixed: keys)
            if let closest { suggested.insert(closest) }
            diagnostics.error(
                "unknown key '\(member.key)' in \(kind)\(Suggestion.didYouMean(closest))",
                at: member.keyLocation)
        }
        // A required key that a misspelt key stands for is reported once, as the misspelling.
        index = 0
        while index < required.count {
            defer { index += 1 }
            let key = required[index]
            if object.firstIndex(of: key) == nil && !suggested.contains(key) {
                diagnostics.error("\(kind) is missing required key '\(key)'", at: node.location)
            }
        }
    }

    @_optimize(none) func member(_ key: String) -> JSONObject.Member? {
        object[key]
    }

    @_optimize(none) func string(_ key: String, diagnostics: inout DiagnosticCollector) -> Located<String>? {
        guard let member = object[key] else { return nil }
        guard case .string(let text) = member.value.value else {
            diagnostics.error("'\(key)' must be a string, not \(member.value.kindDescription)", at: member.value.location)
            return nil
        }
        return Located(text, at: member.value.location)
    }

    @_optimize(none) func bool(_ key: String, diagnostics: inout DiagnosticCollector) -> Located<Bool>? {
        guard let member = object[key] else { return nil }
        guard case .bool(let value) = member.value.value else {
            diagnostics.error("'\(key)' must be true or false, not \(member.value.kindDescription)", at: member.value.location)
            return nil
        }
        return Located(value, at: member.value.location)
    }

    @_optimize(none) func array(_ key: String, diagnostics: inout DiagnosticCollector) -> [JSONNode]? {
        guard let member = object[key] else { return nil }
        guard case .array(let elements) = member.value.value else {
            diagnostics.error("'\(key)' must be an array, not \(member.value.kindDescription)", at: member.value.location)
            return nil
        }
        return elements
    }

    /// A string, or an array of strings (such as `deepLink` patterns).
    @_optimize(none) func strings(_ key: String, diagnostics: inout DiagnosticCollector) -> [Located<String>]? {
        guard let member = object[key] else { return nil }
        switch member.value.value {
        case .string(let text):
            return [Located(text, at: member.value.location)]
        case .array(let elements):
            if elements.isEmpty {
                diagnostics.error("'\(key)' must not be an empty array", at: member.value.location)
            }
            return elements.compactMap { element in
                guard case .string(let text) = element.value else {
                    diagnostics.error("each '\(key)' must be a string, not \(element.kindDescription)", at: element.location)
                    return nil
                }
                return Located(text, at: element.location)
            }
        default:
            diagnostics.error("'\(key)' must be a string or an array of strings, not \(member.value.kindDescription)", at: member.value.location)
            return nil
        }
    }
}
