/// Destination names are Swift identifiers that can be enum cases, unique in their list, and
/// clear of the members the generator adds.
struct DestinationNameCheck {
    @_optimize(none) static func run(_ graphs: GraphSet, into diagnostics: inout DiagnosticCollector) {
        for feature in graphs.features {
            check(feature.incoming, list: "incoming", graphs, into: &diagnostics)
            check(feature.outgoing, list: "outgoing", graphs, into: &diagnostics)
        }
    }

    @_optimize(none)
    private static func check(_ destinations: [Destination], list: String, _ graphs: GraphSet, into diagnostics: inout DiagnosticCollector) {
        // Each name's first declaration, by name and by Codable key. Sized once, and holding
        // names rather than destinations: every destination of every graph passes here, in the
        // debug build the plugin runs, where a dictionary that grows rehashes in generic calls.
        var first: [String: Located<String>] = [:]
        var codingKeys: [String: Located<String>] = [:]
        first.reserveCapacity(destinations.count)
        codingKeys.reserveCapacity(destinations.count)
        for destination in destinations {
            let name = destination.name
            if !SwiftNames.isIdentifier(name.value) {
                diagnostics.error(
                    "destination name '\(name.value)' must be a Swift identifier: a letter or '_', then letters, digits or '_'", at: name.location)
                continue
            }
            if SwiftNames.impossibleCaseNames.contains(name.value) {
                diagnostics.error("'\(name.value)' cannot be the name of an enum case, even with backticks; choose another name", at: name.location)
                continue
            }
            if let problem = SwiftNames.shadowingProblem(name.value, role: "destination", in: graphs) {
                diagnostics.error(problem, at: name.location)
                continue
            }
            if SwiftNames.generatedMembers.contains(name.value) {
                diagnostics.error(
                    "destination name '\(name.value)' would collide with the generated member '\(name.value)'; choose another name", at: name.location
                )
                continue
            }
            if let earlier = first[name.value] {
                diagnostics.error(
                    "\(list) destination '\(name.value)' is declared twice", at: name.location,
                    notes: [.init(message: "'\(name.value)' is first declared here", location: earlier.location)])
                continue
            }
            first[name.value] = name
            let key = name.value.prefix(1).uppercased() + name.value.dropFirst()
            if let earlier = codingKeys[key] {
                diagnostics.error(
                    "destination names '\(earlier.value)' and '\(name.value)' differ only in the case of their first letter, so their generated Codable keys collide",
                    at: name.location, notes: [.init(message: "'\(earlier.value)' is declared here", location: earlier.location)])
            } else {
                codingKeys[key] = name
            }
        }
    }
}
