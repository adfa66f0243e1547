import Foundation
import _NavigationGraphCompiler

/// Prints routes as a table for people and as JSON for tools.
enum RouteFormatter {
    /// One row per route and location: the full URL pattern and its entry.
    struct Route {
        var url: String
        var entry: RouteTable.Entry
    }

    @_optimize(none) static func rows(_ table: RouteTable) -> [Route] {
        table.entries.flatMap { entry in entry.urls.map { Route(url: $0, entry: entry) } }
    }

    /// The routes for a terminal: each feature's locations once, then each of its routes once,
    /// as the pattern written in the graph, whatever the number of locations.
    ///
    /// ```
    /// Character at challenge://character, https://challenge.example.com/characters
    ///   PATTERN                  DESTINATION       PRESENTATION  PARAMETERS
    ///   /list                    Character.list    push
    /// ```
    @_optimize(none) static func table(_ table: RouteTable) -> String {
        let header = ["PATTERN", "DESTINATION", "PRESENTATION", "PARAMETERS"]
        @_optimize(none) func cells(_ entry: RouteTable.Entry) -> [String] {
            // A pattern with a location of its own says where.
            [
                entry.spec.written
                    + (entry.spec.ownLocations == nil ? "" : " at " + entry.locations.map { $0.value.url(for: "") }.joined(separator: ", ")),
                "\(entry.feature).\(entry.destination)", entry.presentation,
                entry.parameters.map { parameter in
                    "\(parameter.name.value): \(parameter.type.value)"
                        + (parameter.pattern.map { " matching \(TextEscaping.swiftLiteral($0.value))" } ?? "")
                }.joined(separator: ", "),
            ]
        }
        let rows = table.entries.map(cells)
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        @_optimize(none) func line(_ cells: [String]) -> String {
            "  "
                + cells.enumerated().map { index, cell in
                    index == cells.count - 1 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
                }.joined(separator: "  ").trimmingCharacters(in: .whitespaces) + "\n"
        }
        // Features in the order of their first route; a feature's routes together.
        var order: [String] = []
        var byFeature: [String: [RouteTable.Entry]] = [:]
        for entry in table.entries {
            if byFeature[entry.feature] == nil { order.append(entry.feature) }
            byFeature[entry.feature, default: []].append(entry)
        }
        return order.map { feature in
            let entries = byFeature[feature] ?? []
            let locations = entries.first { $0.spec.ownLocations == nil }?.locations.map { $0.value.url(for: "") } ?? []
            let lead = locations.isEmpty ? "\(feature), each pattern at its own location\n" : wrapped("\(feature) at ", locations)
            return lead + line(header) + entries.map { line(cells($0)) }.joined()
        }.joined(separator: "\n")
    }

    /// `Feature at a, b, c` on lines of at most 100 columns, later lines under the first location.
    @_optimize(none) private static func wrapped(_ lead: String, _ items: [String]) -> String {
        var lines: [String] = []
        var current = lead
        for (index, item) in items.enumerated() {
            let piece = item + (index == items.count - 1 ? "" : ",")
            if current.count > lead.count, current.count + 1 + piece.count > 100 {
                lines.append(current)
                current = String(repeating: " ", count: lead.count) + piece
            } else {
                current += (current.count > lead.count ? " " : "") + piece
            }
        }
        lines.append(current)
        return lines.joined(separator: "\n") + "\n"
    }

    /// The routes, then each exclusion as `{"url": ..., "exclude": true}`: a baseline for
    /// `navgraph diff` and `routes --check`.
    @_optimize(none) static func json(_ routes: [Route], exclusions: [String] = []) -> String {
        var text = "[\n"
        let count = routes.count + exclusions.count
        for (index, route) in routes.enumerated() {
            let parameters = route.entry.parameters.map {
                "{\"name\": \(quoted($0.name.value)), \"type\": \(quoted($0.type.value.spelling)), \"required\": \(!$0.isOmittable)"
                    + ($0.pattern.map { ", \"pattern\": \(quoted($0.value))" } ?? "") + "}"
            }
            text +=
                "  {\"url\": \(quoted(route.url)), \"feature\": \(quoted(route.entry.feature)), "
                + "\"destination\": \(quoted(route.entry.destination)), \"presentation\": \(quoted(route.entry.presentation)), "
                + "\"parameters\": [\(parameters.joined(separator: ", "))]}"
            text += index == count - 1 ? "\n" : ",\n"
        }
        for (index, url) in exclusions.enumerated() {
            text += "  {\"url\": \(quoted(url)), \"exclude\": true}" + (routes.count + index == count - 1 ? "\n" : ",\n")
        }
        return text + "]\n"
    }

    /// The characters of a URL and of each route that ``nearest(to:in:first:count:)`` compares.
    static let nearestComparedLength = 128
    /// The largest edit distance ``nearest(to:in:first:count:)`` tells apart; routes further away
    /// are ranked after all closer ones, by their text.
    static let nearestLargestDistance = 32

    /// The routes most like a URL, each once, written under its location closest to the URL:
    /// by edit distance on the first characters of the text before the query, each pattern as
    /// the graph writes it. `first`, the route whose path the URL fits but whose values it does
    /// not, comes first. Only routes under the URL's own location are offered: its scheme and
    /// host, or its scheme's placeholder hosts when one of their routes fits the path; otherwise
    /// a mistyped host is told by the routes of every location.
    ///
    /// Each route costs at most its locations × ``nearestComparedLength`` × (2 ×
    /// ``nearestLargestDistance`` + 1) steps, however long the URL and the routes: a 16 KB URL
    /// against a 16 KB route takes no longer than a short one.
    @_optimize(none) static func nearest(to url: String, in table: RouteTable, first: Int? = nil, count: Int = 3) -> [Route] {
        @_optimize(none) func compared(_ text: String) -> [Character] {
            Array((text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? "").prefix(nearestComparedLength))
        }
        let target = compared(url)
        let components = URLComponents(string: url)
        let (scheme, host) = (components?.scheme?.lowercased() ?? "", components?.host?.lowercased() ?? "")
        @_optimize(none) func lives(_ entry: RouteTable.Entry, placeholder: Bool) -> Bool {
            entry.locations.contains { location in
                location.value.scheme.lowercased() == scheme
                    && (placeholder ? location.value.hostParameter != nil : location.value.host.lowercased() == host)
            }
        }
        // A URL that only a placeholder host takes is held to it when one of its routes fits the
        // path; otherwise its host may be a literal host mistyped.
        var entries = Array(table.entries.enumerated())
        for placeholder in first == nil ? [false] : [false, true] where entries.contains(where: { lives($0.element, placeholder: placeholder) }) {
            entries = entries.filter { lives($0.element, placeholder: placeholder) || $0.offset == first }
            break
        }
        let scored = entries.map { index, entry -> (Int, String, Route) in
            let best =
                entry.locations.map { $0.value.url(for: entry.spec.written) }.map { candidate -> (Int, String) in
                    let distance = Suggestion.editDistance(target, compared(candidate), atMost: nearestLargestDistance)
                    return (distance ?? nearestLargestDistance + 1, candidate)
                }.min { $0 < $1 } ?? (nearestLargestDistance + 1, "")
            return (index == first ? -1 : best.0, best.1, Route(url: best.1, entry: entry))
        }
        return scored.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(count).map(\.2)
    }

    @_optimize(none) static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            // Controls, line separators and bidirectional controls as JSON escapes (all in the
            // Basic Multilingual Plane), so the output is JSON and safe on a terminal alike.
            case _ where scalar.value < 0x20 || TextEscaping.mustEscape(scalar): result += String(format: "\\u%04X", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
