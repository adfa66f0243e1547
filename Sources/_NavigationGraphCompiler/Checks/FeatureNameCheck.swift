import Foundation

/// A feature's name is an UpperCamelCase identifier, unique across all graphs, and its module is
/// an identifier.
struct FeatureNameCheck {
    @_optimize(none) static func run(_ graphs: GraphSet, into diagnostics: inout DiagnosticCollector) {
        var first: [String: FeatureGraph] = [:]
        for feature in graphs.features {
            let name = feature.name
            if !SwiftNames.isTypeName(name.value) {
                diagnostics.error(
                    "feature name '\(name.value)' must be an UpperCamelCase Swift identifier, such as 'Character'; it prefixes the generated type names",
                    at: name.location)
            }
            if let earlier = first[name.value] {
                diagnostics.error(
                    "feature '\(name.value)' is declared twice", at: name.location,
                    notes: [.init(message: "'\(name.value)' is first declared here", location: earlier.name.location)])
            } else {
                first[name.value] = feature
            }
            checkModule(feature.module, into: &diagnostics)
        }
        for app in graphs.apps {
            checkModule(app.module, into: &diagnostics)
            if app.name.value.trimmingCharacters(in: .whitespaces).isEmpty {
                diagnostics.error("'app' must name the app, such as \"Challenge\"", at: app.name.location)
            }
        }
    }

    @_optimize(none) static func checkModule(_ module: Located<String>, into diagnostics: inout DiagnosticCollector) {
        if !SwiftNames.isIdentifier(module.value) || SwiftNames.keywords.contains(module.value) {
            diagnostics.error("module '\(module.value)' must be the name of a Swift target, an identifier", at: module.location)
        } else if SwiftNames.reservedModules.contains(module.value) {
            diagnostics.error(
                "module '\(module.value)' is the name of a module of the toolchain or of NavigationGraph, which the generated code imports; name your own target",
                at: module.location)
        }
    }
}
