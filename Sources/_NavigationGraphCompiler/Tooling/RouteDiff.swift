import Foundation

/// Deep links are public API: compares the routes of two versions of the graphs (or the graphs
/// and a committed `routes --format json` baseline) and reports, as errors, every URL that used to
/// open something and no longer does, now opens something else, or now needs a value it did not;
/// and, as notes, the routes that are new.
struct RouteDiff {
    /// One route as both versions see it.
    struct Record {
        var url: String
        var destination: String
        var parameters: [(name: String, type: String, required: Bool)]
        var location: SourceLocation
        /// What the destination was called before it was renamed, such as `Character.profile`.
        var formerDestinations: [String] = []

        /// Scheme and host in lower case, and the path with placeholders blanked: two routes with
        /// the same shape match the same URLs.
        var shape: String {
            let beforeQuery = url.split(separator: "?", maxSplits: 1).first.map(String.init) ?? url
            let parts = beforeQuery.components(separatedBy: "://")
            guard parts.count == 2 else { return beforeQuery }
            let slash = parts[1].firstIndex(of: "/") ?? parts[1].endIndex
            let host = parts[1][..<slash].lowercased()
            let path = parts[1][slash...].split(separator: "/").map { $0.hasPrefix("{") ? "{}" : String($0) }
            return parts[0].lowercased() + "://" + host + "/" + path.joined(separator: "/")
        }

        var pathPlaceholders: [String] {
            let beforeQuery = url.split(separator: "?", maxSplits: 1).first.map(String.init) ?? url
            return beforeQuery.split(separator: "/").filter { $0.hasPrefix("{") }.map { String($0.dropFirst().dropLast()) }
        }

        var queryKeys: [(key: String, parameter: String)] {
            guard let query = url.split(separator: "?", maxSplits: 1).dropFirst().first else { return [] }
            return query.split(separator: "&").compactMap { item in
                let pair = item.split(separator: "=", maxSplits: 1)
                guard pair.count == 2 else { return nil }
                return (String(pair[0]), String(pair[1].dropFirst().dropLast()))
            }
        }

        func parameter(_ name: String) -> (name: String, type: String, required: Bool)? {
            parameters.first { $0.name == name }
        }
    }

    var breaking: [Diagnostic] = []
    var added: [Record] = []

    static func records(_ table: RouteTable) -> [Record] {
        table.entries.flatMap { entry in
            entry.urls.map { url in
                Record(
                    url: url, destination: "\(entry.feature).\(entry.destination)",
                    parameters: entry.parameters.map { ($0.name.value, $0.type.value.spelling, !$0.isOmittable) },
                    location: entry.spec.location, formerDestinations: entry.formerNames.map { "\(entry.feature).\($0)" })
            }
        }
    }

    /// Reads a `navgraph routes --format json` baseline.
    static func records(baseline data: Data, file: String) throws -> [Record] {
        guard let routes = try JSONSerialization.jsonObject(with: data) as? [[String: Any]] else {
            throw UsageError(message: "\(file) is not a routes baseline (navgraph routes --format json)")
        }
        return try routes.map { route in
            guard let url = route["url"] as? String, let feature = route["feature"] as? String,
                let destination = route["destination"] as? String, let parameters = route["parameters"] as? [[String: Any]]
            else {
                throw UsageError(message: "\(file) is not a routes baseline (navgraph routes --format json)")
            }
            return Record(
                url: url, destination: "\(feature).\(destination)",
                parameters: parameters.map {
                    ($0["name"] as? String ?? "", $0["type"] as? String ?? "", $0["required"] as? Bool ?? !(($0["type"] as? String ?? "").hasSuffix("?")))
                },
                location: SourceLocation(file: file, line: 1, column: 1))
        }
    }

    init(old: [Record], new: [Record]) {
        var newByShape: [String: Record] = [:]
        for record in new where newByShape[record.shape] == nil {
            newByShape[record.shape] = record
        }
        var oldShapes: Set<String> = []
        for record in old {
            oldShapes.insert(record.shape)
            guard let now = newByShape[record.shape] else {
                breaking.append(Diagnostic(
                    .error, "deep link '\(record.url)' (\(record.destination)) no longer opens anything", at: record.location))
                continue
            }
            // A destination renamed with `"formerNames"` is still the one old URLs opened.
            if now.destination != record.destination && !now.formerDestinations.contains(record.destination) {
                breaking.append(Diagnostic(
                    .error, "deep link '\(record.url)' used to open \(record.destination) and now opens \(now.destination)",
                    at: now.location))
                continue
            }
            for (position, (old, new)) in zip(record.pathPlaceholders, now.pathPlaceholders).enumerated() {
                let oldType = record.parameter(old)?.type.replacingOccurrences(of: "?", with: "")
                let newType = now.parameter(new)?.type.replacingOccurrences(of: "?", with: "")
                if oldType != newType {
                    breaking.append(Diagnostic(
                        .error, "deep link '\(record.url)': path segment \(position + 1) was \(oldType ?? "?") and is now \(newType ?? "?"); old URLs may no longer convert",
                        at: now.location))
                }
            }
            let oldKeys = Dictionary(record.queryKeys.map { ($0.key, $0.parameter) }, uniquingKeysWith: { first, _ in first })
            for (key, parameter) in now.queryKeys where now.parameter(parameter)?.required == true {
                if let oldParameter = oldKeys[key], record.parameter(oldParameter)?.required == true { continue }
                breaking.append(Diagnostic(
                    .error, "deep link '\(record.url)' now needs query key '\(key)', which old URLs may not have",
                    at: now.location))
            }
            for (key, parameter) in now.queryKeys {
                guard let oldParameter = oldKeys[key] else { continue }
                let oldType = record.parameter(oldParameter)?.type.replacingOccurrences(of: "?", with: "")
                let newType = now.parameter(parameter)?.type.replacingOccurrences(of: "?", with: "")
                if oldType != newType {
                    breaking.append(Diagnostic(
                        .error, "deep link '\(record.url)': query key '\(key)' was \(oldType ?? "?") and is now \(newType ?? "?"); old URLs may no longer convert",
                        at: now.location))
                }
            }
        }
        added = new.filter { !oldShapes.contains($0.shape) }
    }
}
