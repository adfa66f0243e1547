import Foundation
import _NavigationGraphCompiler

/// `navgraph map`: one self-contained HTML page of the whole app (SPEC 7). The graphs become one
/// JSON document inside the page, which its inline script draws, searches and focuses; no
/// network, no external file. The same graphs give the same bytes.
///
/// The page resolves a pasted URL with a small matcher of its own over the routes (literal text
/// before placeholders, value patterns, types, required query keys, fragments, placeholder and
/// wildcard hosts). Every sample URL of the graphs is embedded with the destination `navgraph
/// resolve` gives it, and the page checks itself against them on request (`#selfcheck`), which
/// `Scripts/map-browser-check.sh` does in a headless browser.
struct AppMap {
    struct Page: Encodable {
        var app: String
        var description: String?
        var tabs: [Tab]
        var features: [Feature]
        var routes: [Route]
        var samples: [Sample]
    }

    struct Tab: Encodable {
        var name: String
        var title: String
        var root: String?
        var features: [String]
        var layout: String
    }

    struct Feature: Encodable {
        var name: String
        var module: String
        var file: String
        var line: Int
        var tabs: [String]
        var description: String?
        var incoming: [Entry]
        var outgoing: [Entry]
    }

    /// A destination of a feature.
    struct Entry: Encodable {
        var name: String
        var line: Int
        var description: String?
        var parameters: [Parameter]
        var presentation: String
        var requires: [String]
        var lookup: Bool
        var result: String?
        /// The destination under this one when a link opens its stack: `Feature.name`.
        var parent: String?
        /// Where an outgoing destination leads: `Feature.name`.
        var redirect: String?
        /// The full URL patterns that open it.
        var links: [String]
    }

    struct Parameter: Encodable {
        var name: String
        var type: String
        var omittable: Bool
        var pattern: String?
        /// An enum's raw values, the texts a link may carry.
        var values: [String]?
    }

    struct Route: Encodable {
        var feature: String
        var destination: String
        var url: String
    }

    struct Sample: Encodable {
        var url: String
        var destination: String
    }

    let page: Page

    @_optimize(none) init(checked: Pipeline.Checked) {
        let app = checked.apps.first
        let features = app?.features ?? checked.graphs.features.sorted { $0.name.value < $1.name.value }
        let tabs = (app?.tabs ?? []).map { tab in
            Tab(
                name: tab.spec.name.value, title: tab.spec.title ?? tab.spec.name.value,
                root: tab.root.flatMap { root in tab.rootFeature.map { "\($0.name.value).\(root.name.value)" } },
                features: tab.features, layout: tab.spec.isAction ? "action" : tab.splitViewColumns.map { "split view, \($0) columns" } ?? "stack")
        }
        var links: [DestinationReference: [String]] = [:]
        var routes: [Route] = []
        for entry in checked.routes.entries {
            for url in entry.urls {
                links[DestinationReference(feature: entry.feature, destination: entry.destination), default: []].append(url)
                routes.append(Route(feature: entry.feature, destination: entry.destination, url: url))
            }
        }
        page = Page(
            app: app?.graph.name.value ?? "Navigation", description: app?.graph.description, tabs: tabs,
            features: features.map { feature in
                let name = feature.name.value
                return Feature(
                    name: name, module: feature.module.value, file: feature.file, line: feature.location.line,
                    tabs: tabs.filter { $0.features.contains(name) }.map(\.name), description: feature.description,
                    incoming: feature.incoming.map { destination in
                        let reference = DestinationReference(feature: name, destination: destination.name.value)
                        let parent = checked.parents[reference].map { parent in
                            (parent.isOutgoing ? "\(name).→" : "\(name).") + parent.destination.name.value
                        }
                        return Self.destination(destination, feature: feature, parent: parent, links: links[reference] ?? [])
                    },
                    outgoing: feature.outgoing.map { destination in
                        let redirect = app?.redirects[DestinationReference(feature: name, destination: destination.name.value)]
                        var described = Self.destination(destination, feature: feature, parent: nil, links: [])
                        described.redirect = redirect.map { "\($0.targetFeature.name.value).\($0.target.name.value)" }
                        return described
                    })
            },
            routes: routes,
            samples: features.flatMap { feature in
                DeepLinkSamples(feature: feature).samples.map { sample in
                    Sample(url: sample.url, destination: String(sample.display.prefix { $0 != "(" }))
                }
            })
    }

    @_optimize(none) private static func destination(
        _ destination: Destination, feature: FeatureGraph, parent: String?, links: [String]
    ) -> Entry {
        Entry(
            name: destination.name.value, line: destination.location.line, description: destination.description,
            parameters: destination.parameters.map { parameter in
                let values: [String]? =
                    if case .enumeration(_, let enumName)? = parameter.type.value.element {
                        feature.enumSpec(named: enumName)?.cases.map(\.rawValue.value)
                    } else {
                        nil
                    }
                return Parameter(
                    name: parameter.name.value, type: parameter.type.value.spelling, omittable: parameter.isOmittable,
                    pattern: parameter.pattern?.value, values: values)
            },
            presentation: (destination.presentation?.value ?? .push).rawValue, requires: destination.requires.map(\.value),
            lookup: destination.needsLookup, result: destination.result?.value.spelling, parent: parent, redirect: nil, links: links)
    }

    /// The page: the template with the graphs as JSON. `<` is written `\u003c` inside the JSON,
    /// so no text of a graph can close the script element it sits in.
    @_optimize(none) var html: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = (try? encoder.encode(page)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        let data =
            json
            .replacingOccurrences(of: "<", with: "\\u003c")
            .replacingOccurrences(of: ">", with: "\\u003e")
            .replacingOccurrences(of: "&", with: "\\u0026")
            .replacingOccurrences(of: "\u{2028}", with: "\\u2028")
            .replacingOccurrences(of: "\u{2029}", with: "\\u2029")
        return AppMapTemplate.html(title: Self.escapedText(page.app), data: data)
    }

    /// Text for HTML outside a script: `&`, `<`, `>` and quotes as entities.
    @_optimize(none) static func escapedText(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
