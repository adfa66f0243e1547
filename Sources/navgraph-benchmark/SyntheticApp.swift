import Foundation

/// A synthetic app of `count` features, each with 16 incoming destinations of mixed parameters,
/// all deep-linked, and 4 outgoing destinations redirected to the next feature.
struct SyntheticApp {
    let count: Int
    /// Whether every feature lives under one web host, each under its own path prefix
    /// (`https://bench.example/f12`), as an app's universal links often do, rather than under a
    /// host of its own (`bench://f12`).
    var sharedHost = false

    /// The kinds of incoming destination, cycled through: parameters and the pattern's shape.
    /// `queryOnly` patterns put every parameter in the query, the only kind the seeds' handlers
    /// (a `switch` on `url.path`) can express.
    private static let kinds: [(parameters: [(String, String, String?)], path: String, query: String)] = [
        ([], "", ""),
        ([("id", "Int", nil)], "/{id}", "id={id}"),
        ([("query", "String", nil)], "", "q={query}"),
        ([("id", "Int", nil), ("flag", "Bool?", nil)], "/{id}", "id={id}&flag={flag}"),
        ([("uuid", "UUID", nil)], "/{uuid}", "uuid={uuid}"),
        ([("value", "Double", nil)], "", "value={value}"),
        ([("id", "Int", nil), ("page", "Int", "1")], "/{id}/page", "id={id}&page={page}"),
        ([("slug", "String?", nil)], "/s", "slug={slug}"),
    ]

    /// Writes the graph files into `folder`, which it makes: each feature in a module of its own
    /// (`F<i>Module`), and the app's graph in `BenchApp`.
    func writeGraphs(to folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for file in graphs(module: nil, queryOnly: false) {
            try file.json.write(to: folder.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
        }
    }

    /// The graph files, by name: one per feature and the app graph.
    /// - Parameters:
    ///   - module: The module of every graph, or `nil` for one module per feature and `BenchApp`.
    ///   - queryOnly: Whether patterns bind parameters in the query only.
    func graphs(module: String?, queryOnly: Bool) -> [(name: String, json: String)] {
        var files: [(String, String)] = []
        for feature in 0..<count {
            let incoming = (0..<16).map { index -> String in
                let kind = Self.kinds[index % Self.kinds.count]
                let parameters = kind.parameters.map { name, type, value in
                    "{ \"name\": \"\(name)\", \"type\": \"\(type)\"\(value.map { ", \"default\": \($0)" } ?? "") }"
                }.joined(separator: ", ")
                var pattern = "/d\(index)" + (queryOnly ? "" : kind.path)
                let query =
                    queryOnly
                    ? kind.query
                    : kind.query.split(separator: "&").filter { item in
                        !kind.path.contains(String(item.split(separator: "=")[1]))
                    }.joined(separator: "&")
                if !query.isEmpty { pattern += "?" + query }
                return "    { \"name\": \"d\(index)\", \"parameters\": [\(parameters)], \"deepLink\": \"\(pattern)\" }"
            }
            let outgoing = (0..<4).map { index in
                "    { \"name\": \"o\(index)\", \"parameters\": [ { \"name\": \"id\", \"type\": \"Int\" } ] }"
            }
            files.append(
                (
                    "F\(feature).navgraph.json",
                    """
                    {
                      "feature": "F\(feature)",
                      "module": "\(module ?? "F\(feature)Module")",
                      "deepLink": \(sharedHost ? "{ \"scheme\": \"https\", \"host\": \"bench.example\", \"pathPrefix\": \"/f\(feature)\" }" : "{ \"scheme\": \"bench\", \"host\": \"f\(feature)\" }"),
                      "incoming": [
                    \(incoming.joined(separator: ",\n"))
                      ],
                      "outgoing": [
                    \(outgoing.joined(separator: ",\n"))
                      ]
                    }

                    """
                ))
        }
        let redirects = (0..<count).flatMap { feature in
            (0..<4).map { index in
                "    { \"from\": \"F\(feature).o\(index)\", \"to\": \"F\((feature + 1) % count).d1\" }"
            }
        }
        files.append(
            (
                "App.navgraph.json",
                """
                {
                  "app": "Bench",
                  "module": "\(module ?? "BenchApp")",
                  "redirects": [
                \(redirects.joined(separator: ",\n"))
                  ]
                }

                """
            ))
        return files
    }

    /// The seeds' hand-written equivalent of the generated handlers and redirector, over the
    /// generated enums (query-only patterns): a `switch` on `url.path` per feature, queries parsed
    /// with `URLComponents`, and the app's loop over every handler. The handlers check the host,
    /// which the seeds' do not: without it the loop opens the first feature's screen for every URL.
    ///
    /// With `sameWork`, it also does by hand the two things the generated code does that the
    /// seeds do not, as a team would write them: each enum is `Codable`, synthesized, so that
    /// navigation state can be saved, and each handler builds a destination's URL with
    /// `URLComponents`. Its tests' round-trip samples would live in a test target, so they are not
    /// here (the generated handlers carry theirs).
    func seedStyleSource(includingEnums: Bool, sameWork: Bool = false) -> String {
        var lines: [String] = ["import Foundation", "import NavigationGraph", ""]
        lines.append(
            """
            extension URL {
                func queryParameter(_ name: String) -> String? {
                    URLComponents(url: self, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == name }?.value
                }
            }

            """)
        for feature in 0..<count {
            if includingEnums {
                lines.append(seedEnums(feature, codable: sameWork))
            }
            // Public with `sameWork`, so that a release build keeps the `url(for:)` nothing calls.
            let access = sameWork ? "public " : ""
            lines.append("\(access)struct F\(feature)SeedDeepLinkHandler: DeepLinkHandlerContract {")
            lines.append("    \(access)let scheme = \"bench\"")
            lines.append("    \(access)let host = \"f\(feature)\"")
            lines.append("")
            lines.append("    \(access)func resolve(_ url: URL) -> (any NavigationContract)? {")
            lines.append("        guard url.host == host else { return nil }")
            lines.append("        switch url.path {")
            for index in 0..<16 {
                let kind = Self.kinds[index % Self.kinds.count]
                lines.append("        case \"/d\(index)\":")
                var arguments: [String] = []
                for (name, type, value) in kind.parameters {
                    let key = Self.queryKey(of: name, in: kind.query)
                    let base = type.hasSuffix("?") ? String(type.dropLast()) : type
                    let conversion: String
                    switch base {
                    case "String": conversion = "url.queryParameter(\"\(key)\")"
                    case "UUID": conversion = "url.queryParameter(\"\(key)\").flatMap(UUID.init(uuidString:))"
                    default: conversion = "url.queryParameter(\"\(key)\").flatMap(\(base).init)"
                    }
                    if type.hasSuffix("?") {
                        lines.append("            let \(name) = \(conversion)")
                    } else if let value {
                        lines.append("            let \(name) = \(conversion) ?? \(value)")
                    } else {
                        lines.append("            guard let \(name) = \(conversion) else { return nil }")
                    }
                    arguments.append("\(name): \(name)")
                }
                lines.append(
                    "            return F\(feature)IncomingNavigation.d\(index)" + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))")
                )
            }
            lines.append("        default:")
            lines.append("            return nil")
            lines.append("        }")
            lines.append("    }")
            if sameWork {
                lines.append(urlBuilder(feature))
            }
            lines.append("}")
            lines.append("")
        }
        // The app reaches the handlers and the redirector, as the seeds' app does through each
        // feature's public `FeatureContract`: public here, so that a release build cannot drop
        // them as unused and measure less than a team compiles.
        lines.append("public struct SeedAppContainer {")
        lines.append("    public init() {}")
        lines.append("")
        lines.append("    let handlers: [any DeepLinkHandlerContract] = [")
        for feature in 0..<count {
            lines.append("        F\(feature)SeedDeepLinkHandler(),")
        }
        lines.append("    ]")
        lines.append("")
        lines.append("    public func handle(url: URL) -> (any NavigationContract)? {")
        lines.append("        for handler in handlers {")
        lines.append("            if let navigation = handler.resolve(url) {")
        lines.append("                return navigation")
        lines.append("            }")
        lines.append("        }")
        lines.append("        return nil")
        lines.append("    }")
        lines.append("}")
        lines.append("")
        lines.append("public struct SeedAppNavigationRedirect: NavigationRedirectContract {")
        lines.append("    public init() {}")
        lines.append("")
        lines.append("    public func redirect(_ navigation: any NavigationContract) -> (any NavigationContract)? {")
        lines.append("        switch navigation {")
        for feature in 0..<count {
            lines.append("        case let outgoing as F\(feature)OutgoingNavigation:")
            lines.append("            return redirect(outgoing)")
        }
        lines.append("        default:")
        lines.append("            return nil")
        lines.append("        }")
        lines.append("    }")
        for feature in 0..<count {
            lines.append("")
            lines.append("    private func redirect(_ navigation: F\(feature)OutgoingNavigation) -> any NavigationContract {")
            lines.append("        switch navigation {")
            for index in 0..<4 {
                lines.append("        case .o\(index)(let id):")
                lines.append("            return F\((feature + 1) % count)IncomingNavigation.d1(id: id)")
            }
            lines.append("        }")
            lines.append("    }")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The query key that binds parameter `name` in a kind's query-only pattern (`q` for `query`).
    private static func queryKey(of name: String, in query: String) -> String {
        query.split(separator: "&").first { $0.hasSuffix("={\(name)}") }.map { String($0.split(separator: "=")[0]) } ?? name
    }

    /// A hand-written handler's `url(for:)`: the destination's path and query items, each value as
    /// text, put together by `URLComponents`.
    private func urlBuilder(_ feature: Int) -> String {
        var lines = [
            "",
            "    public init() {}",
            "",
            "    public func url(for destination: F\(feature)IncomingNavigation) -> URL? {",
            "        var components = URLComponents()",
            "        components.scheme = scheme",
            "        components.host = host",
            "        switch destination {",
        ]
        for index in 0..<16 {
            let kind = Self.kinds[index % Self.kinds.count]
            let bindings = kind.parameters.map { "let \($0.0)" }.joined(separator: ", ")
            lines.append("        case .d\(index)" + (bindings.isEmpty ? ":" : "(\(bindings)):"))
            lines.append("            components.path = \"/d\(index)\"")
            var required: [String] = []
            var optional: [String] = []
            for (name, type, _) in kind.parameters {
                let key = Self.queryKey(of: name, in: kind.query)
                let base = type.hasSuffix("?") ? String(type.dropLast()) : type
                let text: (String) -> String = { value in
                    switch base {
                    case "String": return value
                    case "UUID": return "\(value).uuidString"
                    default: return "String(\(value))"
                    }
                }
                if type.hasSuffix("?") {
                    optional.append("\(name).map { [URLQueryItem(name: \"\(key)\", value: \(text("$0")))] }")
                } else {
                    required.append("URLQueryItem(name: \"\(key)\", value: \(text(name)))")
                }
            }
            // The benchmark's destinations have at most one optional parameter, last.
            let items = "[" + required.joined(separator: ", ") + "]"
            switch (required.isEmpty, optional.first) {
            case (true, nil): break
            case (false, nil): lines.append("            components.queryItems = \(items)")
            case (true, let optional?): lines.append("            components.queryItems = \(optional)")
            case (false, let optional?): lines.append("            components.queryItems = \(items) + (\(optional) ?? [])")
            }
        }
        lines.append("        }")
        lines.append("        return components.url")
        lines.append("    }")
        return lines.joined(separator: "\n")
    }

    /// The hand-written enums of one feature, as the seeds write them; `Codable` too with `codable`.
    private func seedEnums(_ feature: Int, codable: Bool) -> String {
        let conformance = codable ? ", Codable" : ""
        var lines = ["public enum F\(feature)IncomingNavigation: IncomingNavigationContract\(conformance) {"]
        for index in 0..<16 {
            let kind = Self.kinds[index % Self.kinds.count]
            let parameters = kind.parameters.map { name, type, value in "\(name): \(type)\(value.map { " = \($0)" } ?? "")" }
            lines.append("    case d\(index)" + (parameters.isEmpty ? "" : "(\(parameters.joined(separator: ", ")))"))
        }
        lines.append("}")
        lines.append("")
        lines.append("public enum F\(feature)OutgoingNavigation: OutgoingNavigationContract\(conformance) {")
        for index in 0..<4 {
            lines.append("    case o\(index)(id: Int)")
        }
        lines.append("}")
        lines.append("")
        return lines.joined(separator: "\n")
    }

    /// 64 URLs spread evenly over the features and their destinations, the same for both routers.
    func sampleURLs() -> [String] {
        (0..<64).map { sample in
            let feature = sample * count / 64
            let index = (sample * 5) % 16
            let base = "bench://f\(feature)/d\(index)"
            switch index % 8 {
            case 1: return base + "?id=\(sample)"
            case 2: return base + "?q=item%20\(sample)"
            case 3: return base + "?id=\(sample)&flag=true"
            case 4: return base + "?uuid=E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
            case 5: return base + "?value=\(sample).5"
            case 6: return base + "?id=\(sample)&page=2"
            case 7: return base + "?slug=s\(sample)"
            default: return base
            }
        }
    }
}
