/// The app graph: one per module, features that exist, redirects from outgoing to incoming
/// destinations with arguments that fit, and exactly one redirect for every outgoing destination
/// of every included feature.
struct AppGraphCheck {
    @_optimize(none) static func run(_ graphs: GraphSet, into diagnostics: inout DiagnosticCollector) -> [LinkedApp] {
        var firstApp: [String: AppGraph] = [:]
        var linked: [LinkedApp] = []
        for app in graphs.apps {
            if let earlier = firstApp[app.module.value] {
                diagnostics.error(
                    "module '\(app.module.value)' already has an app graph; a module has at most one", at: app.module.location,
                    notes: [.init(message: "the first app graph of '\(app.module.value)' is here", location: earlier.module.location)])
                continue
            }
            firstApp[app.module.value] = app
            linked.append(link(app, graphs, into: &diagnostics))
        }
        return linked
    }

    /// The features an app includes, in its order: those its `features` lists that exist, each
    /// once, or every feature by name. Reports nothing: ``link(_:_:into:)`` does.
    @_optimize(none) static func includedFeatures(of app: AppGraph, in graphs: GraphSet) -> [FeatureGraph] {
        guard let names = app.features else {
            var seen: Set<String> = []
            return graphs.features.sorted { $0.name.value < $1.name.value }.filter { seen.insert($0.name.value).inserted }
        }
        var seen: Set<String> = []
        return names.compactMap { name in seen.insert(name.value).inserted ? graphs.feature(named: name.value) : nil }
    }

    @_optimize(none) private static func link(_ app: AppGraph, _ graphs: GraphSet, into diagnostics: inout DiagnosticCollector) -> LinkedApp {
        let known = graphs.features.map(\.name.value)
        let included = includedFeatures(of: app, in: graphs)
        if let names = app.features {
            var seen: [String: SourceLocation] = [:]
            for name in names {
                if let earlier = seen[name.value] {
                    diagnostics.error(
                        "feature '\(name.value)' is listed twice", at: name.location,
                        notes: [.init(message: "first listed here", location: earlier)])
                    continue
                }
                seen[name.value] = name.location
                if graphs.feature(named: name.value) == nil, !graphs.mayBeUnreadable(feature: name.value) {
                    let hint = diagnostics.hint(for: name.value, in: known)
                    diagnostics.error("unknown feature '\(name.value)'\(hint)", at: name.location)
                }
            }
        }
        let includedNames = Set(included.map(\.name.value))
        var redirects: [DestinationReference: LinkedRedirect] = [:]
        var firstRedirect: [DestinationReference: SourceLocation] = [:]
        for redirect in app.redirects {
            let source = resolve(redirect.from, outgoing: true, role: "from", graphs, includedNames, into: &diagnostics)
            let target = resolve(redirect.to, outgoing: false, role: "to", graphs, includedNames, into: &diagnostics)
            if let earlier = firstRedirect[redirect.from.value] {
                diagnostics.error(
                    "'\(redirect.from.value)' is redirected twice; an outgoing destination has exactly one redirect",
                    at: redirect.from.location, notes: [.init(message: "first redirected here", location: earlier)])
                continue
            }
            firstRedirect[redirect.from.value] = redirect.from.location
            guard let source, let target else { continue }
            let link = ArgumentLink(
                sourceName: "'\(redirect.from.value)'", targetName: "'\(redirect.to.value)'",
                subject: "redirect to '\(redirect.to.value)'", location: redirect.to.location,
                sourceFeature: source.feature, targetFeature: target.feature)
            if let arguments = link.arguments(redirect.arguments, from: source.destination, to: target.destination, into: &diagnostics) {
                redirects[redirect.from.value] = LinkedRedirect(
                    source: source.destination, target: target.destination, targetFeature: target.feature, arguments: arguments)
            }
        }
        for feature in included {
            for destination in feature.outgoing {
                let reference = DestinationReference(feature: feature.name.value, destination: destination.name.value)
                if firstRedirect[reference] == nil {
                    diagnostics.error(
                        "outgoing destination '\(reference)' has no redirect; add { \"from\": \"\(reference)\", \"to\": \"Feature.destination\" } to 'redirects'",
                        at: app.redirectsLocation,
                        notes: [.init(message: "'\(reference)' is declared here", location: destination.name.location)])
                }
            }
        }
        return LinkedApp(graph: app, features: included, redirects: redirects)
    }

    @_optimize(none) static func resolve(
        _ reference: Located<DestinationReference>, outgoing: Bool, role: String, _ graphs: GraphSet,
        _ included: Set<String>, into diagnostics: inout DiagnosticCollector
    ) -> (feature: FeatureGraph, destination: Destination)? {
        let value = reference.value
        guard let feature = graphs.feature(named: value.feature) else {
            // A feature whose graph could not be read has its syntax error reported already.
            if !graphs.mayBeUnreadable(feature: value.feature) {
                let hint = diagnostics.hint(for: value.feature, in: graphs.features.map(\.name.value))
                diagnostics.error(
                    "unknown feature '\(value.feature)' in '\(value)'\(hint)",
                    at: reference.location)
            }
            return nil
        }
        if !included.contains(value.feature) {
            diagnostics.error("feature '\(value.feature)' is not one of the app's 'features'", at: reference.location)
            return nil
        }
        if let destination = feature.destination(named: value.destination, outgoing: outgoing) {
            return (feature, destination)
        }
        let kind = outgoing ? "outgoing" : "incoming"
        if feature.destination(named: value.destination, outgoing: !outgoing) != nil {
            diagnostics.error(
                "'\(value)' is \(outgoing ? "an incoming" : "an outgoing") destination; '\(role)' names \(outgoing ? "an outgoing" : "an incoming") destination",
                at: reference.location)
        } else {
            let hint = diagnostics.hint(for: value.destination, in: (outgoing ? feature.outgoing : feature.incoming).map(\.name.value))
            diagnostics.error(
                "feature '\(value.feature)' has no \(kind) destination '\(value.destination)'\(hint)",
                at: reference.location)
        }
        return nil
    }
}

/// An app graph with its references resolved, ready for the generator.
package struct LinkedApp: Sendable {
    package var graph: AppGraph
    /// The included features, in the app's order.
    package var features: [FeatureGraph]
    package var redirects: [DestinationReference: LinkedRedirect]
    /// The app's conditions, in the app graph's order; set by ``GuardCheck``.
    var conditions: [LinkedCondition] = []
    /// The app's tabs, in the app graph's order; set by ``TabCheck``.
    package var tabs: [LinkedTab] = []
}

/// One redirect with its arguments resolved.
package struct LinkedRedirect: Sendable {
    package typealias Argument = LinkedArgument

    var source: Destination
    package var target: Destination
    package var targetFeature: FeatureGraph
    /// The target's parameters that get a value, in the target's order; defaulted parameters
    /// without a source are left out.
    package var arguments: [Argument]
}
