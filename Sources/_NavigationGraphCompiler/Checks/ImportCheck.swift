/// `"imports"`: module names a graph's generated code imports, for the types its parameters and
/// results pass through. Each is a Swift identifier, listed once, neither a module the generated
/// code imports anyway nor the graph's own module; a feature graph lists imports only when it
/// passes some type through.
struct ImportCheck {
    @_optimize(none) static func run(_ graphs: GraphSet, into diagnostics: inout DiagnosticCollector) {
        for feature in graphs.features where !feature.imports.isEmpty {
            check(feature.imports, module: feature.module.value, into: &diagnostics)
            if feature.passedThroughTypes.isEmpty, let first = feature.imports.first {
                diagnostics.error(
                    "\(feature.name.value) imports '\(first.value)', but no parameter or result of it passes a type through; list a module in 'imports' for the types its parameters and results name",
                    at: first.location)
            }
        }
        for app in graphs.apps where !app.imports.isEmpty {
            check(app.imports, module: app.module.value, into: &diagnostics)
        }
    }

    /// The modules generated code imports whatever the graphs say.
    static let importedAnyway: Set<String> = ["Swift", "NavigationGraph", "_Concurrency", "_StringProcessing"]

    @_optimize(none) private static func check(_ imports: [Located<String>], module: String, into diagnostics: inout DiagnosticCollector) {
        var seen: [String: SourceLocation] = [:]
        for name in imports {
            if !SwiftNames.isIdentifier(name.value) || SwiftNames.keywords.contains(name.value) {
                diagnostics.error("'\(name.value)' is not a module name: a Swift identifier, such as 'Models'", at: name.location)
            } else if let earlier = seen[name.value] {
                diagnostics.error(
                    "module '\(name.value)' is imported twice", at: name.location,
                    notes: [.init(message: "first imported here", location: earlier)])
            } else if name.value == module {
                diagnostics.error("'\(name.value)' is the graph's own module, which its code cannot import", at: name.location)
            } else if importedAnyway.contains(name.value) {
                diagnostics.error("generated code imports '\(name.value)' already; leave it out of 'imports'", at: name.location)
            } else {
                seen[name.value] = name.location
            }
        }
    }
}
