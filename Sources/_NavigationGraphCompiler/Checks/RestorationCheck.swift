/// Saved state across versions: `"formerNames"` are names a destination no longer has and no
/// other destination claims, and a feature's `"restorationFallback"` is an incoming destination
/// made without values that saved state can hold; a window's destination, which is its window's
/// saved value, is not marked `"restorable": false`.
struct RestorationCheck {
    @_optimize(none) static func run(_ graphs: GraphSet, into diagnostics: inout DiagnosticCollector) {
        for feature in graphs.features {
            for destination in feature.incoming where destination.isWindow {
                if let restorable = destination.restorable, !restorable.value {
                    diagnostics.error(
                        "'\(destination.name.value)' opens in a window of its own, whose value the system saves to restore the window, so it cannot be \"restorable\": false; remove it, or present the destination as a sheet",
                        at: restorable.location)
                }
            }
            if feature.incoming.contains(where: { !$0.formerNames.isEmpty }) {
                checkFormerNames(feature, into: &diagnostics)
            }
            if let fallback = feature.restorationFallback {
                checkFallback(fallback, of: feature, into: &diagnostics)
            }
        }
    }

    @_optimize(none) private static func checkFormerNames(_ feature: FeatureGraph, into diagnostics: inout DiagnosticCollector) {
        let current = Set(feature.incoming.map(\.name.value))
        var claimed: [String: (destination: String, location: SourceLocation)] = [:]
        for destination in feature.incoming {
            for former in destination.formerNames {
                if !SwiftNames.isIdentifier(former.value) {
                    diagnostics.error("former name '\(former.value)' must be a Swift identifier", at: former.location)
                } else if current.contains(former.value) {
                    diagnostics.error(
                        "'\(former.value)' is the name of a destination of \(feature.name.value) now, so it cannot be a former name of '\(destination.name.value)'",
                        at: former.location)
                } else if let earlier = claimed[former.value] {
                    diagnostics.error(
                        "former name '\(former.value)' is claimed twice, by '\(earlier.destination)' and '\(destination.name.value)'; saved state could restore either",
                        at: former.location, notes: [.init(message: "first claimed here", location: earlier.location)])
                } else {
                    claimed[former.value] = (destination.name.value, former.location)
                }
            }
        }
    }

    @_optimize(none)
    private static func checkFallback(_ fallback: Located<String>, of feature: FeatureGraph, into diagnostics: inout DiagnosticCollector) {
        guard let destination = feature.destination(named: fallback.value, outgoing: false) else {
            let hint = diagnostics.hint(for: fallback.value, in: feature.incoming.map(\.name.value))
            diagnostics.error(
                "unknown restoration fallback '\(fallback.value)': it names an incoming destination of \(feature.name.value)"
                    + hint,
                at: fallback.location)
            return
        }
        if !destination.needsNoArguments {
            diagnostics.error(
                "restoration fallback '\(fallback.value)' is made without values, but it has required parameters; make them optional or give them defaults",
                at: fallback.location)
        }
        if destination.restorable?.value == false {
            diagnostics.error(
                "restoration fallback '\(fallback.value)' is marked \"restorable\": false; the fallback is what saved state restores to, so it must be savable",
                at: fallback.location)
        } else if !destination.parameters.allSatisfy(\.type.value.hasTextForm) {
            diagnostics.error(
                "restoration fallback '\(fallback.value)' cannot be saved, because a parameter's type has no text form (only Int, Double, Bool, String, UUID, the feature's enums and arrays of them have one)",
                at: fallback.location)
        }
    }
}
