import Foundation

/// Prints routes as a table for people and as JSON for tools.
enum RouteFormatter {
    /// One row per route and location: the full URL pattern and its entry.
    struct Route {
        var url: String
        var entry: RouteTable.Entry
    }

    static func rows(_ table: RouteTable) -> [Route] {
        table.entries.flatMap { entry in entry.urls.map { Route(url: $0, entry: entry) } }
    }

    static func table(_ routes: [Route]) -> String {
        let header = ["URL PATTERN", "DESTINATION", "PRESENTATION", "PARAMETERS"]
        let rows = routes.map { route in
            [
                route.url, "\(route.entry.feature).\(route.entry.destination)", route.entry.presentation,
                route.entry.parameters.map { "\($0.name.value): \($0.type.value)" }.joined(separator: ", "),
            ]
        }
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                index == cells.count - 1 ? cell : cell.padding(toLength: widths[index], withPad: " ", startingAt: 0)
            }.joined(separator: "  ").trimmingCharacters(in: .whitespaces) + "\n"
        }
        return ([header] + rows).map(line).joined()
    }

    static func json(_ routes: [Route]) -> String {
        var text = "[\n"
        for (index, route) in routes.enumerated() {
            let parameters = route.entry.parameters.map {
                "{\"name\": \(quoted($0.name.value)), \"type\": \(quoted($0.type.value.spelling)), \"required\": \(!$0.isOmittable)}"
            }
            text +=
                "  {\"url\": \(quoted(route.url)), \"feature\": \(quoted(route.entry.feature)), "
                + "\"destination\": \(quoted(route.entry.destination)), \"presentation\": \(quoted(route.entry.presentation)), "
                + "\"parameters\": [\(parameters.joined(separator: ", "))]}"
            text += index == routes.count - 1 ? "\n" : ",\n"
        }
        return text + "]\n"
    }

    /// The characters of a URL and of each route that ``nearest(to:in:count:)`` compares.
    static let nearestComparedLength = 128
    /// The largest edit distance ``nearest(to:in:count:)`` tells apart; routes further away are
    /// ranked after all closer ones, by their text.
    static let nearestLargestDistance = 32

    /// The routes most like a URL, by edit distance on the first characters of the text before
    /// the query.
    ///
    /// Each route costs at most ``nearestComparedLength`` × (2 × ``nearestLargestDistance`` + 1)
    /// steps, however long the URL and the routes: a 16 KB URL against a 16 KB route takes no
    /// longer than a short one.
    static func nearest(to url: String, in routes: [Route], count: Int = 3) -> [Route] {
        func compared(_ text: String) -> [Character] {
            Array((text.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? "").prefix(nearestComparedLength))
        }
        let target = compared(url)
        let scored = routes.map { route -> (Int, String, Route) in
            let distance = Suggestion.editDistance(target, compared(route.url), atMost: nearestLargestDistance)
            return (distance ?? nearestLargestDistance + 1, route.url, route)
        }
        return scored.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.prefix(count).map(\.2)
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04X", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
