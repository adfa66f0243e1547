import _NavigationGraphRoutes

/// Deep-link patterns bind only the destination's own parameters, of types with a text form
/// (built-in, the feature's enums, arrays of them in the query only, `String` for a catch-all),
/// and bind every parameter that is neither optional nor defaulted; a feature with deep links
/// says where they live.
struct DeepLinkCheck {
    @_optimize(none) static func run(_ graphs: GraphSet, into diagnostics: inout DiagnosticCollector) {
        for feature in graphs.features {
            var reportedMissingLocation = false
            let enums = feature.enums.map { $0.name.value }
            for destination in feature.incoming {
                checkLink(destination, into: &diagnostics)
            }
            for destination in feature.incoming where !destination.deepLinks.isEmpty {
                // A pattern with a location of its own needs none of the feature's.
                if feature.locations.isEmpty && !feature.declaresLocations && !reportedMissingLocation,
                    let lost = destination.deepLinks.first(where: { $0.ownLocations == nil })
                {
                    reportedMissingLocation = true
                    diagnostics.error(
                        "feature '\(feature.name.value)' has deep links but no top-level 'deepLink' location such as { \"scheme\": \"myapp\", \"host\": \"\(feature.name.value.lowercased())\" }; give it one, or give the pattern its own: { \"pattern\": \"\(lost.written)\", \"location\": { … } }",
                        at: lost.location)
                }
                check(destination, enums: enums, hostParameter: feature.hostParameter, into: &diagnostics)
            }
            var seen: [[String]: SourceLocation] = [:]
            for location in feature.locations {
                let key = [location.value.scheme, location.value.host, location.value.pathPrefix]
                if let earlier = seen[key] {
                    diagnostics.error(
                        "deep-link location '\(location.value.scheme)://\(location.value.host)\(location.value.pathPrefix)' is listed twice",
                        at: location.location, notes: [.init(message: "first listed here", location: earlier)])
                } else {
                    seen[key] = location.location
                }
            }
        }
    }

    /// A parameter of `"source": "link"` (SPEC 3.6) receives the URL that opened its
    /// destination: one per destination, on a destination that deep links open.
    @_optimize(none) private static func checkLink(_ destination: Destination, into diagnostics: inout DiagnosticCollector) {
        let links = destination.parameters.filter { $0.type.value.element == .link }
        guard let first = links.first else { return }
        for extra in links.dropFirst() {
            diagnostics.error(
                "destination '\(destination.name.value)' has two parameters with \"source\": \"link\", '\(first.name.value)' and '\(extra.name.value)', which would receive the same URL; keep one",
                at: extra.name.location)
        }
        if destination.deepLinks.isEmpty {
            diagnostics.warning(
                "parameter '\(first.name.value)' has \"source\": \"link\", but destination '\(destination.name.value)' has no deep link, so no URL ever fills it; give the destination a 'deepLink' or remove the source",
                at: first.name.location)
        }
    }

    @_optimize(none)
    private static func check(_ destination: Destination, enums: [String], hostParameter: String?, into diagnostics: inout DiagnosticCollector) {
        let byName = Destination.ParameterLookup(destination)
        // The parameter a placeholder host gives the URL's host to: a String, in no pattern.
        if let hostParameter, let parameter = byName[hostParameter], parameter.type.value.nonOptional != ParameterType("String") {
            diagnostics.error(
                "parameter '\(hostParameter)' receives the URL's host from the placeholder host '{\(hostParameter)}', so it must be a String (or String?), not '\(parameter.type.value)'",
                at: parameter.type.location)
        }
        for parameter in destination.parameters where !parameter.type.value.hasTextForm {
            let hint = diagnostics.hint(for: parameter.type.value.spelling, in: ParameterCheck.builtInSpellings + enums)
            diagnostics.error(
                "parameter '\(parameter.name.value)' has type '\(parameter.type.value.spelling)', which a deep link cannot carry; a destination with deep links takes only Int, Double, Bool, String, UUID, the feature's enums and arrays of them"
                    + hint,
                at: parameter.type.location)
        }
        for deepLink in destination.deepLinks {
            guard let pattern = deepLink.pattern else { continue }
            for name in pattern.parameters where byName[name] == nil {
                let hint = diagnostics.hint(for: name, in: destination.parameters.map { $0.name.value })
                diagnostics.error(
                    "deep link '\(deepLink.written)' binds '{\(name)}', which is not a parameter of '\(destination.name.value)'"
                        + hint,
                    at: deepLink.location)
            }
            // The path's placeholders, and a fragment path's, which follow its rules.
            var fragmentNames: [String] = []
            var fragmentCatchAll: String?
            if case .path(let pieces, _)? = pattern.fragment {
                fragmentNames = pieces.compactMap(\.parameter)
                if case .catchAll(let name)? = pieces.last { fragmentCatchAll = name }
            }
            for name in pattern.pathParameters + fragmentNames {
                guard let type = byName[name]?.type.value, type.hasTextForm else { continue }
                if name == pattern.catchAll || name == fragmentCatchAll {
                    if type != ParameterType("String") {
                        diagnostics.error(
                            "deep link '\(deepLink.written)' takes the rest of the path into '{*\(name)}', which must be a String parameter, not '\(type)'",
                            at: deepLink.location)
                    }
                } else if type.isArray {
                    diagnostics.error(
                        "deep link '\(deepLink.written)' binds array parameter '\(name)' in the path; an array goes in the query, its key once per element, such as '?\(name)={\(name)}'",
                        at: deepLink.location)
                }
            }
            if let hostParameter, pattern.parameters.contains(hostParameter) {
                diagnostics.error(
                    "deep link '\(deepLink.written)' binds '{\(hostParameter)}', which receives the URL's host from the placeholder host; a parameter takes its value from one place, so rename one of them",
                    at: deepLink.location)
            }
            for name in pattern.parameters where byName[name]?.type.value.element == .link {
                diagnostics.error(
                    "deep link '\(deepLink.written)' binds '{\(name)}', which has \"source\": \"link\" and receives the whole URL, not a part of it; remove the placeholder, or the source to take the value from the URL",
                    at: deepLink.location)
            }
            var bound = Set(pattern.parameters)
            if let hostParameter { bound.insert(hostParameter) }
            for parameter in destination.parameters where bound.contains(parameter.name.value) {
                if parameter.type.value.isOptional, let value = parameter.defaultValue, value.value != .null {
                    diagnostics.error(
                        "deep link '\(deepLink.written)' binds '\(parameter.name.value)', an optional parameter with a non-null default: a URL cannot say nil, so that value could not round-trip; make the default null or the type non-optional",
                        at: deepLink.location,
                        notes: [.init(message: "the default is here", location: value.location)])
                }
            }
            bound.formUnion(destination.parameters.lazy.filter { $0.type.value.element == .link }.map(\.name.value))
            for parameter in destination.parameters where !parameter.isOmittable && !bound.contains(parameter.name.value) {
                diagnostics.error(
                    "deep link '\(deepLink.written)' does not bind required parameter '\(parameter.name.value)'; add '{\(parameter.name.value)}' to the path or query, or make the parameter optional or give it a default",
                    at: deepLink.location,
                    notes: [.init(message: "'\(parameter.name.value)' is declared here", location: parameter.name.location)])
            }
        }
    }
}
