/// Guards: a destination's `"requires"` names conditions the app graph declares, each condition
/// has a destination that satisfies it and can be made without values, and no condition's
/// destination needs, directly or through other conditions, the condition itself.
struct GuardCheck {
    /// Feature graphs alone: condition names are identifiers, listed once.
    @_optimize(none) static func run(_ graphs: GraphSet, into diagnostics: inout DiagnosticCollector) {
        for feature in graphs.features {
            for destination in feature.incoming {
                var seen: [String: SourceLocation] = [:]
                for condition in destination.requires {
                    if !SwiftNames.isIdentifier(condition.value) {
                        diagnostics.error(
                            "condition name '\(condition.value)' must be a Swift identifier, such as 'signedIn'", at: condition.location)
                    } else if let earlier = seen[condition.value] {
                        diagnostics.error(
                            "condition '\(condition.value)' is required twice", at: condition.location,
                            notes: [.init(message: "first required here", location: earlier)])
                    } else {
                        seen[condition.value] = condition.location
                    }
                }
            }
        }
    }

    /// The app graphs: links each app's conditions, or reports why it cannot.
    @_optimize(none) static func run(_ apps: inout [LinkedApp], _ graphs: GraphSet, into diagnostics: inout DiagnosticCollector) {
        for index in apps.indices {
            apps[index].conditions = link(apps[index], graphs, into: &diagnostics)
        }
    }

    @_optimize(none)
    private static func link(_ app: LinkedApp, _ graphs: GraphSet, into diagnostics: inout DiagnosticCollector) -> [LinkedCondition] {
        let included = Set(app.features.map(\.name.value))
        var linked: [LinkedCondition] = []
        var declared: [String: SourceLocation] = [:]
        for condition in app.graph.conditions {
            let name = condition.name
            if !SwiftNames.isIdentifier(name.value) || SwiftNames.keywords.contains(name.value) {
                diagnostics.error(
                    "condition name '\(name.value)' must be a Swift identifier that is not a keyword, such as 'signedIn'",
                    at: name.location)
                continue
            }
            if SwiftNames.impossibleCaseNames.contains(name.value) {
                diagnostics.error(
                    "'\(name.value)' cannot be the name of a condition: it becomes a static member of NavigationCondition, which Swift does not allow to be named '\(name.value)'; choose another name",
                    at: name.location)
                continue
            }
            if let problem = SwiftNames.shadowingProblem(name.value, role: "condition", in: graphs) {
                diagnostics.error(problem, at: name.location)
                continue
            }
            if let earlier = declared[name.value] {
                diagnostics.error(
                    "condition '\(name.value)' is declared twice", at: name.location,
                    notes: [.init(message: "first declared here", location: earlier)])
                continue
            }
            declared[name.value] = name.location
            guard
                let target = AppGraphCheck.resolve(
                    condition.destination, outgoing: false, role: "destination", graphs, included, into: &diagnostics)
            else { continue }
            if target.destination.isAction {
                diagnostics.error(
                    "'\(condition.destination.value)' satisfies condition '\(name.value)', but it is an action, which shows no screen for the user to satisfy it in; choose a destination that is pushed or presented",
                    at: condition.destination.location)
                continue
            }
            if !target.destination.needsNoArguments {
                let required = target.destination.parameters.filter { !$0.isOmittable }.map { "'\($0.name.value)'" }
                diagnostics.error(
                    "'\(condition.destination.value)' satisfies condition '\(name.value)', so it is opened without values, but it requires \(required.joined(separator: ", ")); make them optional or give them defaults",
                    at: condition.destination.location)
                continue
            }
            linked.append(
                LinkedCondition(
                    name: name.value, location: name.location, description: condition.description,
                    target: target.destination, targetFeature: target.feature, reference: condition.destination.value))
        }
        let names = app.graph.conditions.map(\.name.value)
        var used: Set<String> = []
        for feature in app.features {
            for destination in feature.incoming {
                // A condition listed twice is reported by the feature check, and only once here.
                var seen: Set<String> = []
                for condition in destination.requires where seen.insert(condition.value).inserted {
                    used.insert(condition.value)
                    if declared[condition.value] == nil && SwiftNames.isIdentifier(condition.value) {
                        let suggestion = diagnostics.suggestion(for: condition.value, in: names)
                        diagnostics.error(
                            "'\(feature.name.value).\(destination.name.value)' requires '\(condition.value)', which app '\(app.graph.name.value)' does not declare"
                                + (suggestion.map { "; did you mean '\($0)'?" }
                                    ?? "; add { \"name\": \"\(condition.value)\", \"destination\": \"Feature.destination\" } to the app graph's 'conditions'"),
                            at: condition.location)
                    }
                }
            }
        }
        for condition in linked where !used.contains(condition.name) {
            diagnostics.warning(
                "condition '\(condition.name)' is declared, but no destination of app '\(app.graph.name.value)' requires it",
                at: condition.location)
        }
        reportLoops(linked, into: &diagnostics)
        return linked
    }

    /// A condition whose destination requires the condition, directly or through the
    /// destinations of other conditions, could never be satisfied: it is reported at the first
    /// condition of each loop.
    @_optimize(none) private static func reportLoops(_ conditions: [LinkedCondition], into diagnostics: inout DiagnosticCollector) {
        let byName = Dictionary(conditions.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var reported: Set<String> = []
        for start in conditions where !reported.contains(start.name) {
            // Depth-first, in declaration order, for a path of requirements back to `start`.
            var path: [LinkedCondition] = []
            var visited: Set<String> = []
            @_optimize(none) func search(_ condition: LinkedCondition) -> Bool {
                path.append(condition)
                for required in condition.target.requires.map(\.value) {
                    if required == start.name { return true }
                    if let next = byName[required], visited.insert(required).inserted, search(next) { return true }
                }
                path.removeLast()
                return false
            }
            guard search(start) else { continue }
            reported.formUnion(path.map(\.name))
            let steps = path.indices.map { index in
                let next = index + 1 < path.count ? path[index + 1].name : start.name
                return "'\(path[index].name)' opens '\(path[index].reference)', which requires '\(next)'"
            }
            diagnostics.error(
                "guards form a loop, so '\(start.name)' could never be satisfied: " + steps.joined(separator: "; "),
                at: start.location,
                notes: path.indices.compactMap { index in
                    let next = index + 1 < path.count ? path[index + 1].name : start.name
                    return path[index].target.requires.first { $0.value == next }.map {
                        .init(message: "'\(path[index].reference)' requires '\(next)' here", location: $0.location)
                    }
                })
        }
    }
}

/// A condition of the app, with the destination that satisfies it.
struct LinkedCondition: Sendable {
    var name: String
    var location: SourceLocation
    var description: String?
    var target: Destination
    var targetFeature: FeatureGraph
    /// `Feature.destination`, as written.
    var reference: DestinationReference
}
