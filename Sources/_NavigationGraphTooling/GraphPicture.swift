import Foundation
import _NavigationGraphCompiler

/// Draws the app as a picture: features as clusters, incoming and outgoing destinations as nodes
/// (deep-link patterns and presentations annotated), redirects as edges labelled with their
/// argument mappings, parents as dashed edges from child to parent, and an app's tabs as clusters
/// around the features whose destinations open in them. Mermaid renders in GitHub markdown; DOT in
/// Graphviz. Same graphs, same text.
struct GraphPicture {
    enum Format: String, CaseIterable {
        case mermaid
        case dot
    }

    struct Node {
        var id: String
        var lines: [String]
        var isOutgoing: Bool
    }

    struct Cluster {
        var id: String
        var title: String
        var nodes: [Node]
    }

    struct Edge {
        var from: String
        var to: String
        var label: String
        /// A parent edge, drawn dashed, rather than a redirect.
        var isParent = false
    }

    /// How a tab is titled: "Home tab (root Home.main)", or "Post tab (action)".
    @_optimize(none) static func tabTitle(_ tab: LinkedTab) -> String {
        let title = tab.spec.title ?? tab.spec.name.value
        guard let root = tab.root, let feature = tab.rootFeature else {
            return "\(title) tab (action)"
        }
        return "\(title) tab (root \(feature.name.value).\(root.name.value))"
    }

    /// A tab of the app: a cluster around the clusters of its features.
    struct TabCluster {
        var id: String
        var title: String
        var clusterIDs: [String]
    }

    var title: String
    var clusters: [Cluster] = []
    var edges: [Edge] = []
    var tabs: [TabCluster] = []

    @_optimize(none) init(graphs: GraphSet, apps: [LinkedApp], parents: [DestinationReference: LinkedParent] = [:]) {
        title = apps.first?.graph.name.value ?? "Navigation"
        let features = apps.first?.features ?? graphs.features.sorted { $0.name.value < $1.name.value }
        for feature in features {
            let name = feature.name.value
            var nodes = feature.incoming.map { destination in
                Node(id: Self.id(name, "in", destination.name.value), lines: Self.lines(destination, feature: feature), isOutgoing: false)
            }
            nodes += feature.outgoing.map { destination in
                Node(
                    id: Self.id(name, "out", destination.name.value),
                    lines: ["→ " + Self.signature(destination) + (destination.result.map { " ⇒ \($0.value)" } ?? "")],
                    isOutgoing: true)
            }
            for destination in feature.incoming {
                guard let parent = parents[DestinationReference(feature: name, destination: destination.name.value)] else { continue }
                edges.append(
                    Edge(
                        from: Self.id(name, "in", destination.name.value),
                        to: Self.id(name, parent.isOutgoing ? "out" : "in", parent.destination.name.value), label: "parent",
                        isParent: true))
            }
            clusters.append(Cluster(id: Self.id("feature", name), title: "\(name) (\(feature.module.value))", nodes: nodes))
        }
        for app in apps.prefix(1) {
            for tab in app.tabs {
                let name = tab.spec.name.value
                tabs.append(
                    TabCluster(
                        id: Self.id("tab", name), title: Self.tabTitle(tab),
                        clusterIDs: tab.features.map { Self.id("feature", $0) }))
            }
            for feature in app.features {
                for destination in feature.outgoing {
                    let reference = DestinationReference(feature: feature.name.value, destination: destination.name.value)
                    guard let redirect = app.redirects[reference] else { continue }
                    let label = redirect.arguments.compactMap { argument -> String? in
                        switch argument.value {
                        case .parameter(let source), .converted(let source, _):
                            return source == argument.target ? argument.target : "\(argument.target) ← \(source)"
                        case .nil: return "\(argument.target) ← nil"
                        }
                    }.joined(separator: ", ")
                    edges.append(
                        Edge(
                            from: Self.id(feature.name.value, "out", destination.name.value),
                            to: Self.id(redirect.targetFeature.name.value, "in", redirect.target.name.value), label: label))
                }
            }
        }
    }

    @_optimize(none) func render(_ format: Format) -> String {
        switch format {
        case .mermaid: return mermaid()
        case .dot: return dot()
        }
    }

    @_optimize(none) private func mermaid() -> String {
        @_optimize(none) func text(_ value: String) -> String {
            value.replacingOccurrences(of: "\"", with: "#quot;").replacingOccurrences(of: "<", with: "#lt;")
                .replacingOccurrences(of: ">", with: "#gt;")
        }
        var lines = ["flowchart LR"]
        @_optimize(none) func draw(_ cluster: Cluster, indent: String) {
            lines.append("\(indent)subgraph \(cluster.id)[\"\(text(cluster.title))\"]")
            for node in cluster.nodes {
                let label = node.lines.map(text).joined(separator: "<br/>")
                lines.append(node.isOutgoing ? "\(indent)    \(node.id)([\"\(label)\"])" : "\(indent)    \(node.id)[\"\(label)\"]")
            }
            lines.append("\(indent)end")
        }
        for group in grouped() {
            if let tab = group.tab, group.clusters.isEmpty {
                // A tab that lists no feature (an action tab): a node, where an empty subgraph
                // would draw nothing.
                lines.append("    \(tab.id){{\"\(text(tab.title))\"}}")
            } else if let tab = group.tab {
                lines.append("    subgraph \(tab.id)[\"\(text(tab.title))\"]")
                for cluster in group.clusters { draw(cluster, indent: "        ") }
                lines.append("    end")
            } else {
                for cluster in group.clusters { draw(cluster, indent: "    ") }
            }
        }
        for edge in edges {
            let arrow = edge.isParent ? "-.->" : "-->"
            lines.append(
                edge.label.isEmpty
                    ? "    \(edge.from) \(arrow) \(edge.to)"
                    : "    \(edge.from) \(arrow)|\"\(text(edge.label))\"| \(edge.to)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @_optimize(none) private func dot() -> String {
        @_optimize(none) func text(_ value: String) -> String {
            value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
        }
        var lines = [
            "digraph \"\(text(title))\" {", "    rankdir=LR;", "    node [shape=box, fontname=\"Helvetica\"];",
            "    edge [fontname=\"Helvetica\", fontsize=10];",
        ]
        @_optimize(none) func draw(_ cluster: Cluster, indent: String) {
            lines.append("\(indent)subgraph cluster_\(cluster.id) {")
            lines.append("\(indent)    label=\"\(text(cluster.title))\";")
            for node in cluster.nodes {
                let label = node.lines.map(text).joined(separator: "\\n")
                lines.append("\(indent)    \(node.id) [label=\"\(label)\"\(node.isOutgoing ? ", shape=ellipse, style=dashed" : "")];")
            }
            lines.append("\(indent)}")
        }
        for group in grouped() {
            if let tab = group.tab, group.clusters.isEmpty {
                lines.append("    \(tab.id) [label=\"\(text(tab.title))\", shape=hexagon];")
            } else if let tab = group.tab {
                lines.append("    subgraph cluster_\(tab.id) {")
                lines.append("        label=\"\(text(tab.title))\";")
                for cluster in group.clusters { draw(cluster, indent: "        ") }
                lines.append("    }")
            } else {
                for cluster in group.clusters { draw(cluster, indent: "    ") }
            }
        }
        for edge in edges {
            var attributes = edge.label.isEmpty ? [] : ["label=\"\(text(edge.label))\""]
            if edge.isParent { attributes.append("style=dashed") }
            lines.append("    \(edge.from) -> \(edge.to)\(attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]");")
        }
        return (lines + ["}"]).joined(separator: "\n") + "\n"
    }

    /// The clusters in drawing order: each tab with its features' clusters, in tab order, then
    /// the features in no tab, each on its own.
    @_optimize(none) private func grouped() -> [(tab: TabCluster?, clusters: [Cluster])] {
        let byID = Dictionary(clusters.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var inTab: Set<String> = []
        var groups: [(tab: TabCluster?, clusters: [Cluster])] = []
        for tab in tabs {
            let members = tab.clusterIDs.compactMap { byID[$0] }
            inTab.formUnion(members.map(\.id))
            groups.append((tab, members))
        }
        let rest = clusters.filter { !inTab.contains($0.id) }
        if !rest.isEmpty { groups.append((nil, rest)) }
        return groups
    }

    @_optimize(none) private static func id(_ parts: String...) -> String {
        parts.joined(separator: "_")
    }

    @_optimize(none) static func signature(_ destination: Destination) -> String {
        guard !destination.parameters.isEmpty else { return destination.name.value }
        let parameters = destination.parameters.map { "\($0.name.value): \($0.type.value)" }
        return "\(destination.name.value)(\(parameters.joined(separator: ", ")))"
    }

    @_optimize(none) private static func lines(_ destination: Destination, feature: FeatureGraph) -> [String] {
        var lines = [signature(destination)]
        if let presentation = destination.presentation?.value, presentation != .push {
            lines[0] += " [\(presentation.rawValue)]"
        }
        if let result = destination.result {
            lines[0] += " ⇒ \(result.value)"
        }
        if !destination.requires.isEmpty {
            lines.append("requires " + destination.requires.map(\.value).joined(separator: ", "))
        }
        // Each pattern under its first location, then, once, every other location the patterns
        // live in (a feature on several hosts): a node stays a few lines however many hosts.
        var others: [String] = []
        for deepLink in destination.deepLinks {
            let locations = feature.locations(of: deepLink)
            guard let first = locations.first else { continue }
            lines.append(first.value.url(for: deepLink.text))
            for location in locations.dropFirst() {
                let origin = location.value.url(for: "")
                if !others.contains(origin) { others.append(origin) }
            }
        }
        if !others.isEmpty {
            lines.append("also under " + others.joined(separator: ", "))
        }
        return lines
    }
}
