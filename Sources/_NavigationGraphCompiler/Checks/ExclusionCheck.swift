@_spi(Generated) import _NavigationGraphRoutes

/// An exclusion (`"exclude"` of a location) refuses some URL that a route under its scheme and
/// host would open: otherwise it says nothing, and is most likely mistyped. A warning, since the
/// router is right either way.
///
/// Two samples tell: the exclusion's own URL (each placeholder `x`, each query key given), which
/// some route must open; or a sample URL of a route under the same location, which the exclusion
/// must take.
struct ExclusionCheck {
    @_optimize(none) static func run(_ graphs: GraphSet, _ table: RouteTable, into diagnostics: inout DiagnosticCollector) {
        let features = graphs.features
        guard features.contains(where: { $0.locations.contains { !$0.value.exclude.isEmpty } }) else { return }
        let open = table.makeRouter(excluding: false)
        var reported: Set<SourceLocation> = []
        for feature in features {
            for location in feature.locations.map(\.value) {
                for exclusion in location.exclude where !reported.contains(exclusion.location) {
                    var bare = location.runtime
                    bare.exclude = []
                    guard let pattern = try? DeepLinkPattern(parsing: exclusion.value) else { continue }
                    if case .matched = open.resolution(of: sampleURL(of: pattern, under: location)) { continue }
                    bare.exclude = [exclusion.value]
                    let refusing = DeepLinkRouter<Int>(locations: [bare], routes: [])
                    let sharing = features.filter { other in
                        other.locations.contains { $0.value.runtime.key == location.runtime.key }
                    }
                    let takes = sharing.contains { other in
                        DeepLinkSamples(feature: other, includingExcluded: true).samples.contains {
                            refusing.exclusion(refusing: $0.url) != nil
                        }
                    }
                    guard !takes else { continue }
                    reported.insert(exclusion.location)
                    diagnostics.warning(
                        "the exclusion '\(exclusion.value)' refuses no URL that a route under \(bare.description) opens; fix its pattern or remove it",
                        at: exclusion.location)
                }
            }
        }
    }

    /// A URL an exclusion takes: each placeholder `x`, each query key given `x`.
    @_optimize(none) private static func sampleURL(of pattern: DeepLinkPattern, under location: DeepLinkLocationSpec) -> String {
        let path = pattern.path.map { segment -> String in
            switch segment {
            case .literal(let text): DeepLinkPattern.written(text)
            case .parameter, .catchAll: "x"
            case .affixed(let prefix, _, let suffix): DeepLinkPattern.written(prefix) + "x" + DeepLinkPattern.written(suffix)
            }
        }
        let query = pattern.query.map { PercentEncoding.encoded($0.key) + "=x" }
        var place = location
        if place.hostParameter != nil || place.host.hasPrefix("*.") { place.host = "sample." + (place.hostSuffix ?? "example") }
        return place.url(for: "/" + path.joined(separator: "/") + (query.isEmpty ? "" : "?" + query.joined(separator: "&")))
    }
}
