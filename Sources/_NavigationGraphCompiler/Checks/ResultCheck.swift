/// Results: a destination's `"result"` is a type the generator can spell, and a redirect from an
/// outgoing destination that expects a result leads to a destination that gives back the same
/// type.
struct ResultCheck {
    @_optimize(none) static func run(_ graphs: GraphSet, into diagnostics: inout DiagnosticCollector) {
        for feature in graphs.features {
            let lists = [(feature.incoming, feature.incomingTypeName), (feature.outgoing, feature.outgoingTypeName)]
            for (destinations, enumType) in lists {
                for destination in destinations {
                    if destination.isAction, let result = destination.result {
                        diagnostics.error(
                            "'\(destination.name.value)' is an action, which shows no screen to finish with a result; remove \"result\", or give it a presentation that shows a screen",
                            at: result.location)
                        continue
                    }
                    if destination.isWindow, let result = destination.result {
                        diagnostics.error(
                            "'\(destination.name.value)' opens in a window of its own, which gives no result back to the screen that opened it; remove \"result\", or present it as a sheet",
                            at: result.location)
                        continue
                    }
                    guard let result = destination.result, result.value.builtIn == nil,
                        let problem = TypeSpelling.problem(result.value.spelling, in: enumType)
                    else { continue }
                    diagnostics.error(
                        "result type \(problem); use Int, Double, Bool, String or UUID, or the name of a Sendable type"
                            + Suggestion.hint(for: result.value.spelling, amongFixed: ParameterCheck.builtInSpellings),
                        at: result.location)
                }
            }
        }
    }

    @_optimize(none) static func run(_ apps: [LinkedApp], into diagnostics: inout DiagnosticCollector) {
        for app in apps {
            for feature in app.features {
                for source in feature.outgoing {
                    guard let expected = source.result,
                        let redirect = app.redirects[DestinationReference(feature: feature.name.value, destination: source.name.value)]
                    else { continue }
                    let target = "\(redirect.targetFeature.name.value).\(redirect.target.name.value)"
                    guard let given = redirect.target.result else {
                        diagnostics.error(
                            "'\(feature.name.value).\(source.name.value)' expects a result of type '\(expected.value)', but '\(target)', which it redirects to, declares no \"result\"",
                            at: expected.location, notes: [.init(message: "'\(target)' is declared here", location: redirect.target.name.location)])
                        continue
                    }
                    if given.value != expected.value {
                        diagnostics.error(
                            "'\(feature.name.value).\(source.name.value)' expects a result of type '\(expected.value)', but '\(target)', which it redirects to, gives back '\(given.value)'",
                            at: expected.location, notes: [.init(message: "'\(target)' declares its result here", location: given.location)])
                    }
                }
            }
        }
    }
}
