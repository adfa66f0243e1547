/// Parents, for whole-stack deep links: a parent is a destination of the same feature (an
/// incoming one, or an outgoing one that the app redirects), is pushed, has a child that shows a screen, gets a
/// value for each of its required parameters, and no chain of parents comes back to where it
/// started.
///
/// Chains that leave the feature through an outgoing parent are followed by
/// ``AppParentCheck``, which knows the redirects.
struct ParentCheck {
    /// Every valid parent, by child.
    @_optimize(none) static func run(_ graphs: GraphSet, into diagnostics: inout DiagnosticCollector) -> [DestinationReference: LinkedParent] {
        var linked: [DestinationReference: LinkedParent] = [:]
        for feature in graphs.features where graphs.feature(named: feature.name.value)?.file == feature.file {
            for destination in feature.incoming {
                guard let parent = destination.parent,
                    let link = link(parent, of: destination, in: feature, into: &diagnostics)
                else { continue }
                linked[DestinationReference(feature: feature.name.value, destination: destination.name.value)] = link
            }
            if feature.incoming.contains(where: { $0.parent != nil }) {
                reportCycles(in: feature, linked, into: &diagnostics)
            }
        }
        return linked
    }

    @_optimize(none) private static func link(
        _ parent: ParentSpec, of child: Destination, in feature: FeatureGraph, into diagnostics: inout DiagnosticCollector
    ) -> LinkedParent? {
        let name = parent.destination
        if child.isAction, let presentation = child.presentation {
            diagnostics.error(
                "'\(child.name.value)' is an action, which shows no screen, so nothing is pushed under it; remove 'parent'",
                at: name.location, notes: [.init(message: "'\(child.name.value)' is an action here", location: presentation.location)])
            return nil
        }
        if child.needsLookup, let lookup = child.lookup {
            diagnostics.error(
                "'\(child.name.value)' is looked up, and what its look-up gives opens with its own parents; remove 'parent'",
                at: name.location, notes: [.init(message: "'\(child.name.value)' is looked up here", location: lookup.location)])
            return nil
        }
        if child.isWindow, let presentation = child.presentation {
            diagnostics.error(
                "'\(child.name.value)' opens in a window of its own, with a stack of its own, so nothing is pushed under it; remove 'parent'",
                at: name.location, notes: [.init(message: "'\(child.name.value)' opens in a window here", location: presentation.location)])
            return nil
        }
        let target: Destination
        let isOutgoing: Bool
        if let incoming = feature.destination(named: name.value, outgoing: false) {
            (target, isOutgoing) = (incoming, false)
        } else if let outgoing = feature.destination(named: name.value, outgoing: true) {
            (target, isOutgoing) = (outgoing, true)
        } else {
            let hint = diagnostics.hint(for: name.value, in: (feature.incoming + feature.outgoing).map(\.name.value))
            diagnostics.error(
                "unknown parent '\(name.value)': the parent is an incoming or outgoing destination of \(feature.name.value)"
                    + hint,
                at: name.location)
            return nil
        }
        if !isOutgoing && target.name.value == child.name.value {
            diagnostics.error("'\(child.name.value)' cannot be its own parent", at: name.location)
            return nil
        }
        if !isOutgoing, target.isModal || target.isAction, let presentation = target.presentation {
            diagnostics.error(
                "'\(name.value)' \(target.shownAs), so it cannot be a parent: parents are pushed under their child",
                at: name.location,
                notes: [.init(message: "'\(name.value)' \(target.presentedHere) here", location: presentation.location)])
            return nil
        }
        let link = ArgumentLink(
            sourceName: "'\(child.name.value)'", targetName: "parent '\(name.value)'", subject: "parent '\(name.value)'",
            location: name.location)
        guard let arguments = link.arguments(parent.arguments, from: child, to: target, into: &diagnostics) else {
            return nil
        }
        return LinkedParent(destination: target, isOutgoing: isOutgoing, arguments: arguments, location: name.location)
    }

    /// Reports each cycle of incoming parents once, at the parent of its first destination in
    /// file order, with a note for every other step.
    @_optimize(none) private static func reportCycles(
        in feature: FeatureGraph, _ linked: [DestinationReference: LinkedParent], into diagnostics: inout DiagnosticCollector
    ) {
        @_optimize(none) func parent(_ name: String) -> LinkedParent? {
            linked[DestinationReference(feature: feature.name.value, destination: name)]
        }
        let cycles = Cycles.find(from: feature.incoming.map(\.name.value)) { name in
            parent(name).flatMap { $0.isOutgoing ? nil : $0.destination.name.value }
        }
        for cycle in cycles {
            let steps = (cycle + [cycle[0]]).joined(separator: " → ")
            let notes = cycle.dropFirst().compactMap { name -> Diagnostic.Note? in
                parent(name).map { .init(message: "'\(name)' names parent '\($0.destination.name.value)' here", location: $0.location) }
            }
            guard let first = parent(cycle[0]) else { continue }
            diagnostics.error(
                "parents form a cycle: \(steps); a chain of parents must end at a destination without one",
                at: first.location, notes: notes)
        }
    }
}

/// Finds the cycles of a graph in which each node has at most one successor (a parent), in time
/// linear in the number of nodes, however long the chains.
enum Cycles {
    /// Every cycle once, starting at its member that comes first in `nodes`, in that order.
    @_optimize(none) static func find<Node: Hashable>(from nodes: [Node], next: (Node) -> Node?) -> [[Node]] {
        let order = Dictionary(nodes.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        var finished: Set<Node> = []
        var cycles: [[Node]] = []
        for start in nodes where !finished.contains(start) {
            var chain: [Node] = []
            var position: [Node: Int] = [:]
            var current: Node? = start
            while let node = current, !finished.contains(node) {
                if let index = position[node] {
                    let cycle = Array(chain[index...])
                    let first = cycle.indices.min { order[cycle[$0], default: .max] < order[cycle[$1], default: .max] } ?? 0
                    cycles.append(Array(cycle[first...] + cycle[..<first]))
                    break
                }
                position[node] = chain.count
                chain.append(node)
                current = next(node)
            }
            finished.formUnion(chain)
        }
        return cycles.sorted { order[$0[0], default: .max] < order[$1[0], default: .max] }
    }
}

/// A valid parent of an incoming destination.
package struct LinkedParent: Sendable {
    /// The parent: an incoming destination of the same feature, or an outgoing one.
    package var destination: Destination
    package var isOutgoing: Bool
    /// The parent's parameters that get a value from the child's.
    var arguments: [LinkedArgument]
    /// Where `"parent"` names it.
    var location: SourceLocation
}

/// Chains of parents across features: an outgoing parent opens what the app redirects it to,
/// which must not be modal, and no chain may come back to where it started through redirects.
struct AppParentCheck {
    @_optimize(none)
    static func run(_ apps: [LinkedApp], parents: [DestinationReference: LinkedParent], into diagnostics: inout DiagnosticCollector) {
        // Only an outgoing parent leads out of its feature.
        guard parents.values.contains(where: \.isOutgoing) else { return }
        for app in apps {
            check(app, parents, into: &diagnostics)
        }
    }

    @_optimize(none)
    private static func check(_ app: LinkedApp, _ parents: [DestinationReference: LinkedParent], into diagnostics: inout DiagnosticCollector) {
        /// The incoming destination under a destination, and whether a redirect leads there.
        @_optimize(none) func next(_ child: DestinationReference) -> (reference: DestinationReference, redirected: Bool)? {
            guard let parent = parents[child] else { return nil }
            let reference = DestinationReference(feature: child.feature, destination: parent.destination.name.value)
            guard parent.isOutgoing else { return (reference, false) }
            guard let redirect = app.redirects[reference] else { return nil }
            return (DestinationReference(feature: redirect.targetFeature.name.value, destination: redirect.target.name.value), true)
        }
        for feature in app.features {
            for destination in feature.incoming {
                let start = DestinationReference(feature: feature.name.value, destination: destination.name.value)
                guard let parent = parents[start] else { continue }
                if parent.isOutgoing,
                    let redirect = app.redirects[DestinationReference(feature: feature.name.value, destination: parent.destination.name.value)],
                    let presentation = redirect.target.presentation, redirect.target.isModal || redirect.target.isAction
                {
                    let target = "\(redirect.targetFeature.name.value).\(redirect.target.name.value)"
                    diagnostics.error(
                        "parent '\(parent.destination.name.value)' redirects to '\(target)', which \(redirect.target.shownAs); parents are pushed under their child",
                        at: parent.location,
                        notes: [
                            .init(
                                message: "'\(target)' \(redirect.target.presentedHere) here",
                                location: presentation.location)
                        ])
                }
            }
        }
        let starts = app.features.flatMap { feature in
            feature.incoming.map { DestinationReference(feature: feature.name.value, destination: $0.name.value) }
        }
        for cycle in Cycles.find(from: starts, next: { next($0)?.reference }) {
            // A cycle within one feature is the feature check's.
            guard cycle.contains(where: { next($0)?.redirected == true }), let parent = parents[cycle[0]] else { continue }
            let steps = (cycle + [cycle[0]]).map(\.description).joined(separator: " → ")
            let notes = cycle.dropFirst().compactMap { reference -> Diagnostic.Note? in
                parents[reference].map {
                    .init(message: "'\(reference)' names parent '\($0.destination.name.value)' here", location: $0.location)
                }
            }
            diagnostics.error(
                "parents form a cycle through the app's redirects: \(steps); a chain of parents must end at a destination without one",
                at: parent.location, notes: notes)
        }
    }
}
