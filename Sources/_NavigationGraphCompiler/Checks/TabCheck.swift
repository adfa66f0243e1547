/// The app's tabs: names that can be cases of `AppTab`, each once; a root that is an incoming
/// destination of an included feature, made without values, for every tab but an action tab,
/// which has neither root nor features; features that are included, each in one tab at most. A
/// root does not pin its feature to its tab, so several tabs may share one.
struct TabCheck {
    /// Members of the generated `AppTab` that a case of the same name would clash with.
    static let memberNames: Set<String> = [
        "root", "rootDestination", "title", "localizedTitle", "systemImage", "isAction", "tab", "layout", "tabStyle",
    ]

    @_optimize(none) static func run(_ apps: inout [LinkedApp], _ graphs: GraphSet, into diagnostics: inout DiagnosticCollector) {
        for index in apps.indices {
            let graph = apps[index].graph
            guard !graph.tabs.isEmpty else {
                if let style = graph.tabStyle {
                    diagnostics.error(
                        "'tabStyle' says how the tab bar is shown, and '\(graph.name.value)' has no 'tabs'; remove it, or add tabs",
                        at: style.location)
                }
                continue
            }
            if let layout = graph.layout {
                diagnostics.error(
                    "a top-level 'layout' is the layout of an app without tabs; give 'layout' to each tab of '\(graph.name.value)' that shows a split view",
                    at: layout.location)
            }
            apps[index].tabs = link(apps[index], graphs, into: &diagnostics)
        }
    }

    @_optimize(none) private static func link(_ app: LinkedApp, _ graphs: GraphSet, into diagnostics: inout DiagnosticCollector) -> [LinkedTab] {
        let included = app.features.map(\.name.value)
        let includedSet = Set(included)
        var names: [String: Located<String>] = [:]
        var owner: [String: (tab: String, location: SourceLocation)] = [:]
        var tabs: [LinkedTab] = []
        @_optimize(none) func claim(_ feature: String, for tab: String, at location: SourceLocation) -> Bool {
            if let earlier = owner[feature], earlier.tab != tab {
                diagnostics.error(
                    "feature '\(feature)' is in two tabs, '\(earlier.tab)' and '\(tab)'; a feature's destinations open in one tab",
                    at: location, notes: [.init(message: "it is in '\(earlier.tab)' here", location: earlier.location)])
                return false
            }
            owner[feature] = (tab, location)
            return true
        }
        for spec in app.graph.tabs {
            var ok = true
            let name = spec.name
            if !SwiftNames.isIdentifier(name.value) || EnumCheck.impossibleCaseNames.contains(name.value)
                || SwiftNames.generatedMembers.contains(name.value) || Self.memberNames.contains(name.value)
            {
                diagnostics.error(
                    "tab name '\(name.value)' must be a Swift identifier that can be a case of AppTab, such as 'home'", at: name.location)
                ok = false
            } else if let problem = SwiftNames.shadowingProblem(name.value, role: "tab", in: graphs) {
                // A case of AppTab hides a type of the same name inside AppTab, where the
                // generated code names the module and the features' destination types.
                diagnostics.error(problem, at: name.location)
                ok = false
            } else if let earlier = names[name.value] {
                diagnostics.error(
                    "tab '\(name.value)' is declared twice", at: name.location,
                    notes: [.init(message: "'\(name.value)' is first declared here", location: earlier.location)])
                ok = false
            } else {
                names[name.value] = name
            }
            if spec.isAction {
                if let root = spec.root {
                    diagnostics.error(
                        "action tab '\(name.value)' has no stack, so no root; remove 'root', or '\"action\": true' for a tab that shows a stack",
                        at: root.location)
                    ok = false
                }
                if let layout = spec.layout {
                    diagnostics.error(
                        "action tab '\(name.value)' has no stack to show as a split view; remove 'layout', or '\"action\": true' for a tab that shows a stack",
                        at: layout.location)
                    ok = false
                }
                if let first = spec.features.first {
                    diagnostics.error(
                        "action tab '\(name.value)' has no stack for destinations to open in, deep links included; list '\(first.value)' in a tab with a root",
                        at: spec.featuresLocation ?? first.location)
                    ok = false
                }
                if ok {
                    tabs.append(LinkedTab(spec: spec, rootFeature: nil, root: nil, features: []))
                }
                continue
            }
            guard let reference = spec.root else {
                diagnostics.error(
                    "tab '\(name.value)' needs a 'root', the destination at the bottom of its stack, or '\"action\": true' for a tab that runs the app's action",
                    at: spec.location)
                continue
            }
            // The root resolves as a redirect's target does: an unknown or unread feature, one the
            // app does not include, an outgoing or unknown destination, each said the same way.
            var root = AppGraphCheck.resolve(reference, outgoing: false, role: "root", graphs, includedSet, into: &diagnostics)
            if let found = root {
                let required = found.destination.parameters.filter { !$0.isOmittable }.map(\.name.value)
                if found.destination.isAction {
                    diagnostics.error(
                        "the root of tab '\(name.value)', '\(reference.value)', is an action, which shows no screen to stand at the bottom of a stack; choose a destination that is pushed, or '\"action\": true' for a tab that runs the app's action",
                        at: reference.location,
                        notes: found.destination.presentation.map {
                            [.init(message: "'\(reference.value)' is an action here", location: $0.location)]
                        } ?? [])
                    root = nil
                } else if !required.isEmpty {
                    diagnostics.error(
                        "the root of tab '\(name.value)', '\(reference.value)', needs a value for \(required.map { "'\($0)'" }.joined(separator: ", ")); a tab's root is made without values, so its parameters must be optional or defaulted",
                        at: reference.location)
                    root = nil
                }
            }
            // Only `features` pins a feature to a tab: a root may be shared by several tabs, and
            // its feature's other destinations open where the graph lists the feature.
            var features: [String] = []
            var listed: Set<String> = []
            for feature in spec.features {
                guard includedSet.contains(feature.value) else {
                    let hint = diagnostics.hint(for: feature.value, in: included)
                    diagnostics.error(
                        "unknown feature '\(feature.value)' in tab '\(name.value)'; a tab lists features the app includes"
                            + hint,
                        at: feature.location)
                    continue
                }
                if listed.contains(feature.value) { continue }
                if claim(feature.value, for: name.value, at: feature.location) {
                    features.append(feature.value)
                    listed.insert(feature.value)
                }
            }
            if ok, let root {
                tabs.append(LinkedTab(spec: spec, rootFeature: root.feature, root: root.destination, features: features))
            }
        }
        if !tabs.isEmpty, tabs.count == app.graph.tabs.count, tabs.allSatisfy(\.spec.isAction), let first = app.graph.tabs.first {
            diagnostics.error(
                "every tab of '\(app.graph.name.value)' is an action tab; a tab bar needs a tab with a root to show",
                at: first.location)
        }
        return tabs
    }
}

/// One tab with its root and features resolved, for the generator.
package struct LinkedTab: Sendable {
    /// The columns of the tab's split view; `nil` for a tab shown as one stack.
    @_optimize(none) package var splitViewColumns: Int? {
        spec.layout?.splitViewColumns
    }

    package var spec: TabSpec
    /// The root's feature and the root; `nil` for an action tab.
    package var rootFeature: FeatureGraph?
    package var root: Destination?
    /// The features whose destinations open in this tab, in the graph's order.
    package var features: [String]
}
