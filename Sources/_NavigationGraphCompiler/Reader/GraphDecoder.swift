import _NavigationGraphRoutes

/// Turns the JSON of graph files into the model, reporting every problem of shape: unknown or
/// missing keys, values of the wrong type, unparsable deep-link patterns.
///
/// Rules that relate values to each other (names, references, routes) are the checks' work.
struct GraphDecoder {
    static let topLevelFeatureKeys = [
        "$schema", "version", "feature", "module", "description", "deepLink", "incoming", "outgoing", "restorationFallback", "enums",
        "imports",
    ]
    static let topLevelAppKeys = [
        "$schema", "version", "app", "module", "description", "features", "redirects", "conditions", "tabs", "imports", "layout",
        "tabStyle",
    ]
    static let incomingKeys = [
        "name", "parameters", "deepLink", "presentation", "detents", "description", "parent", "requires", "result",
        "formerNames", "restorable", "lookup",
    ]
    static let outgoingKeys = ["name", "parameters", "description", "result"]
    /// Keys only an incoming destination may have.
    static let incomingOnlyKeys = incomingKeys.filter { !outgoingKeys.contains($0) }
    static let parentKeys = ["destination", "arguments"]
    static let conditionKeys = ["name", "destination", "description"]
    static let parameterKeys = ["name", "type", "default", "description", "pattern", "source"]
    static let locationKeys = ["scheme", "host", "pathPrefix", "query", "exclude"]
    static let redirectKeys = ["from", "to", "arguments"]
    static let enumCaseKeys = ["case", "value"]
    static let tabKeys = ["name", "root", "features", "title", "systemImage", "action", "layout"]
    static let layoutKeys = ["splitView"]
    static let splitViewKeys = ["columns"]

    var diagnostics = DiagnosticCollector()

    /// Decodes one file's root value into `graphs`.
    @_optimize(none) mutating func decode(_ root: JSONNode, file: String, into graphs: inout GraphSet) {
        guard case .object(let object) = root.value else {
            diagnostics.error("a graph file must be a JSON object, not \(root.kindDescription)", at: root.location)
            return
        }
        let isFeature = object["feature"] != nil
        let isApp = object["app"] != nil
        if isFeature && isApp {
            diagnostics.error("a graph file is either a feature graph ('feature') or an app graph ('app'), not both", at: root.location)
            return
        }
        if let version = object["version"] {
            if case .number("1") = version.value.value {
            } else {
                diagnostics.error("unsupported graph version; 'version' must be 1", at: version.value.location)
            }
        }
        if isApp {
            if let app = decodeApp(root, file: file) { graphs.apps.append(app) }
        } else if isFeature {
            if let feature = decodeFeature(root, file: file) { graphs.add(feature) }
        } else {
            let keys = object.members.map(\.key)
            let hint = keys.compactMap { Suggestion.closest(to: $0, amongFixed: ["feature", "app"]) }.first
            diagnostics.error(
                "a graph file needs 'feature' (a feature graph) or 'app' (the app graph)"
                    + Suggestion.didYouMean(hint),
                at: root.location)
        }
    }

    // MARK: - Feature graphs

    @_optimize(none) private mutating func decodeFeature(_ root: JSONNode, file: String) -> FeatureGraph? {
        guard
            let reader = ObjectReader(
                root, kind: "feature graph", keys: Self.topLevelFeatureKeys, required: ["feature", "module", "incoming"],
                diagnostics: &diagnostics)
        else { return nil }
        let name = reader.string("feature", diagnostics: &diagnostics)
        let module = reader.string("module", diagnostics: &diagnostics)
        let description = reader.string("description", diagnostics: &diagnostics)?.value
        let deepLink = reader.member("deepLink")
        let (locations, sharedQuery) = deepLink.map { decodeLocations($0.value) } ?? ([], [])
        // Enums first: parameter types name them.
        let enums = reader.member("enums").map { decodeEnums($0.value) } ?? []
        let types = TypeContext(enums: Set(enums.map(\.name.value)), feature: name?.value ?? "")
        var incoming = (reader.array("incoming", diagnostics: &diagnostics) ?? []).compactMap {
            decodeDestination($0, outgoing: false, types: types)
        }
        Self.bindSharedQuery(sharedQuery, in: &incoming, into: &diagnostics)
        let outgoing = (reader.array("outgoing", diagnostics: &diagnostics) ?? []).compactMap {
            decodeDestination($0, outgoing: true, types: types)
        }
        let fallback = reader.string("restorationFallback", diagnostics: &diagnostics)
        guard let name, let module else { return nil }
        var feature = FeatureGraph(
            file: file, location: root.location, name: name, module: module, description: description,
            locations: locations, incoming: incoming, outgoing: outgoing, restorationFallback: fallback, enums: enums)
        feature.sharedQuery = sharedQuery
        // A 'deepLink' that gave no location has its error reported already.
        feature.declaresLocations = deepLink != nil
        feature.imports = reader.strings("imports", diagnostics: &diagnostics) ?? []
        return feature
    }

    /// What reading a parameter type needs to know: the feature's enums.
    struct TypeContext {
        var enums: Set<String>
        var feature: String

        @_optimize(none) func type(_ spelling: String) -> ParameterType {
            ParameterType(spelling, enums: enums, feature: feature)
        }
    }

    /// `"enums": { "SortOrder": ["newest", { "case": "topRated", "value": "top-rated" }] }`.
    @_optimize(none) private mutating func decodeEnums(_ node: JSONNode) -> [EnumSpec] {
        guard case .object(let object) = node.value else {
            diagnostics.error(
                "'enums' must be an object from enum name to its cases, such as { \"SortOrder\": [\"newest\", \"oldest\"] }, not \(node.kindDescription)",
                at: node.location)
            return []
        }
        var enums: [EnumSpec] = []
        for member in object.members {
            guard case .array(let elements) = member.value.value, !elements.isEmpty else {
                diagnostics.error(
                    "enum '\(member.key)' must be a non-empty array of cases: \"name\", or { \"case\": \"name\", \"value\": \"raw value\" }",
                    at: member.value.location)
                continue
            }
            var cases: [EnumSpec.Case] = []
            for element in elements {
                switch element.value {
                case .string(let text):
                    let located = Located(text, at: element.location)
                    cases.append(EnumSpec.Case(name: located, rawValue: located))
                case .object:
                    guard
                        let reader = ObjectReader(
                            element, kind: "enum case", keys: Self.enumCaseKeys, required: ["case", "value"],
                            diagnostics: &diagnostics)
                    else { continue }
                    let name = reader.string("case", diagnostics: &diagnostics)
                    let value = reader.string("value", diagnostics: &diagnostics)
                    if let name, let value {
                        cases.append(EnumSpec.Case(name: name, rawValue: value))
                    }
                default:
                    diagnostics.error(
                        "an enum case is \"name\" or { \"case\": \"name\", \"value\": \"raw value\" }, not \(element.kindDescription)",
                        at: element.location)
                }
            }
            enums.append(EnumSpec(name: Located(member.key, at: member.keyLocation), cases: cases))
        }
        return enums
    }

    /// A `deepLink` of locations: one location object, or an array of them; the feature's, or a
    /// pattern's own. The locations, and the shared query keys of the first.
    @_optimize(none) private mutating func decodeLocations(_ node: JSONNode) -> (locations: [Located<DeepLinkLocationSpec>], query: [SharedQueryKey])
    {
        var locations: [Located<DeepLinkLocationSpec>] = []
        var sharedQuery: [SharedQueryKey] = []
        var objects: [JSONNode] = [node]
        if case .array(let elements) = node.value {
            if elements.isEmpty {
                diagnostics.error("'deepLink' must not be an empty array", at: node.location)
            }
            objects = elements
        }
        var firstQuery: (keys: [SharedQueryKey], location: SourceLocation)?
        var firstHostParameter: Located<String>?
        for object in objects {
            let decoded = decodeLocation(object)
            locations += decoded.locations
            // One name for the host, whichever location matched.
            for location in decoded.locations {
                guard let parameter = location.value.hostParameter else { continue }
                if let first = firstHostParameter, first.value != parameter {
                    diagnostics.error(
                        "every placeholder host of a feature names the same parameter, which receives the URL's host whichever location matched; write '{\(first.value)}' here too",
                        at: location.location, notes: [.init(message: "the first placeholder host is here", location: first.location)])
                } else if firstHostParameter == nil {
                    firstHostParameter = Located(parameter, at: location.location)
                }
            }
            // A location or a query with an error of its own is not compared, for no
            // follow-on error.
            guard !decoded.locations.isEmpty, let query = decoded.query else { continue }
            if let first = firstQuery {
                if query.map(\.pair) != first.keys.map(\.pair) {
                    diagnostics.error(
                        "every location of a feature has the same shared query keys, since its routes are the same under each; give this location the 'query' of the first, or none to both",
                        at: decoded.queryLocation ?? object.location,
                        notes: [.init(message: "the first location's query keys are here", location: first.location)])
                }
            } else {
                firstQuery = (query, decoded.queryLocation ?? object.location)
                sharedQuery = query
            }
        }
        return (locations, sharedQuery)
    }

    /// A deep-link pattern, parsed; an invalid one is reported at its offset and kept unparsed.
    @_optimize(none) private mutating func decodePattern(_ text: Located<String>) -> DeepLinkSpec {
        do throws(DeepLinkPattern.SyntaxError) {
            return DeepLinkSpec(text: text.value, location: text.location, pattern: try DeepLinkPattern(parsing: text.value))
        } catch {
            var location = text.location
            location.column += 1 + error.offset
            diagnostics.error("invalid deep-link pattern '\(text.value)': \(error.message)", at: location)
            return DeepLinkSpec(text: text.value, location: text.location, pattern: nil)
        }
    }

    /// A `deepLink` location: `scheme` and `host` are each a string or a non-empty array of
    /// strings, and stand for every scheme with every host, scheme-major, so that the first
    /// scheme with the first host is the canonical location. Without `host`, the location is of
    /// URIs without one (`matrix:u/alice`).
    @_optimize(none) private mutating func decodeLocation(
        _ node: JSONNode
    ) -> (locations: [Located<DeepLinkLocationSpec>], query: [SharedQueryKey]?, queryLocation: SourceLocation?) {
        guard
            let reader = ObjectReader(
                node, kind: "deep-link location", keys: Self.locationKeys, required: ["scheme"],
                diagnostics: &diagnostics)
        else { return ([], [], nil) }
        let schemes = listed(reader.strings("scheme", diagnostics: &diagnostics) ?? [], key: "scheme") { scheme in
            DeepLinkLocation.isValidScheme(scheme) ? nil : "'\(scheme)' is not a URL scheme: a letter, then letters, digits, '+', '-' or '.'"
        }
        // No host: URIs without one. An empty host is a mistake, not that.
        let hostValues = reader.strings("host", diagnostics: &diagnostics) ?? (reader.member("host") == nil ? [Located("", at: node.location)] : [])
        let isHostless = reader.member("host") == nil
        if isHostless, schemes.contains(where: { ["http", "https"].contains($0.lowercased()) }) {
            diagnostics.error(
                "an http or https location has a host, such as \"host\": \"example.com\"; only a custom scheme's URIs can be without one",
                at: node.location)
        }
        let problem: (String) -> String? = { host in
            if host.isEmpty {
                return isHostless ? nil : "a host is not empty; leave 'host' out for URIs without one, such as 'matrix:u/alice'"
            }
            let location = DeepLinkLocation(scheme: "", host: host)
            var literal = host
            if let suffix = location.hostSuffix {
                if suffix.split(separator: ".", omittingEmptySubsequences: false).count < 2 {
                    return "a wildcard host has a suffix of two labels or more, such as '*.wordpress.com', not '\(host)'"
                }
                literal = suffix
            }
            if let parameter = location.hostParameter {
                if hostValues.count > 1 {
                    return "a host list holds literal and '*.' hosts only; write the placeholder host '\(host)' as a location of its own"
                }
                if !SwiftNames.isIdentifier(parameter) {
                    return "the placeholder host '\(host)' must name a parameter, a Swift identifier such as '{server}'"
                }
                if location.hostSuffix == nil { return nil }
            }
            if literal.contains("{") || literal.contains("}") || literal.contains("*") {
                return
                    "only a whole host or its first label can be a placeholder or '*', such as '{server}', '{blog}.wordpress.com' or '*.wordpress.com', not '\(host)'"
            }
            if !DeepLinkLocation.isValidHost(literal) {
                return "'\(host)' is not a URL host: labels of letters, digits and '-', separated by single dots"
            }
            if host.utf8.count > 253 || host.split(separator: ".").contains(where: { $0.utf8.count > 63 }) {
                // As DNS limits them (RFC 1035), which is also what keeps `export`'s folder named
                // after the host within a file name's 255 bytes.
                return "host '\(host.prefix(40))…' is too long: a host name is at most 253 characters, and each label between dots at most 63"
            }
            return nil
        }
        // A host reported above is dropped, so that a placeholder's name is not compared with
        // the feature's other placeholder hosts.
        let hosts = listed(hostValues, key: "host", problem: problem).filter { problem($0) == nil }
        let prefix = reader.string("pathPrefix", diagnostics: &diagnostics)
        if let prefix {
            do throws(DeepLinkPattern.SyntaxError) {
                let pattern = try DeepLinkPattern(parsing: prefix.value)
                if !pattern.query.isEmpty || !pattern.parameters.isEmpty || pattern.path.isEmpty {
                    diagnostics.error(
                        "a path prefix is literal path segments such as '/catalog', without placeholders or a query",
                        at: prefix.location)
                }
            } catch {
                diagnostics.error("invalid path prefix '\(prefix.value)': \(error.message)", at: prefix.location)
            }
        }
        // `nil` when part of the query is unreadable: the location's keys are then unknown.
        let query: [SharedQueryKey]? = reader.member("query").map { decodeSharedQuery($0.value) } ?? []
        // Patterns of URLs that open nothing under the location; placeholders name no parameter.
        var exclude: [Located<String>] = []
        for text in reader.strings("exclude", diagnostics: &diagnostics) ?? [] {
            do throws(DeepLinkPattern.SyntaxError) {
                _ = try DeepLinkPattern(parsing: text.value)
                exclude.append(text)
            } catch {
                diagnostics.error("invalid exclusion '\(text.value)': \(error.message)", at: text.location)
            }
        }
        let locations = schemes.flatMap { scheme in
            hosts.map { host in
                Located(
                    DeepLinkLocationSpec(scheme: scheme, host: host, pathPrefix: prefix?.value ?? "", exclude: exclude), at: node.location)
            }
        }
        return (locations, query, reader.member("query")?.keyLocation)
    }

    /// A location's `"query": { "ref": "refTag" }`: query keys, each bound to a parameter name,
    /// that every route under the location binds when its destination has that parameter. The
    /// keys that read, and `nil` when any part of the query was reported.
    @_optimize(none) private mutating func decodeSharedQuery(_ node: JSONNode) -> [SharedQueryKey]? {
        guard case .object(let object) = node.value, !object.members.isEmpty else {
            diagnostics.error(
                "'query' must be a non-empty object from query key to parameter name, such as { \"ref\": \"refTag\" }, not \(node.kindDescription)",
                at: node.location)
            return nil
        }
        var keys: [SharedQueryKey] = []
        var parameters: [String: SourceLocation] = [:]
        for member in object.members {
            guard case .string(let parameter) = member.value.value else {
                diagnostics.error(
                    "query key '\(member.key)' names a parameter, as a string, not \(member.value.kindDescription)", at: member.value.location)
                continue
            }
            if member.key.isEmpty || member.key.contains(where: { "=&{}?#/ ".contains($0) }) {
                diagnostics.error(
                    "'\(member.key)' cannot be a query key: it must be plain text, without '=', '&', '?', '#', '/', braces or spaces",
                    at: member.keyLocation)
                continue
            }
            // The key and the name are checked as a pattern's query would check them.
            do throws(DeepLinkPattern.SyntaxError) {
                let pattern = try DeepLinkPattern(parsing: "/?\(member.key)={\(parameter)}")
                guard pattern.query.count == 1, pattern.query[0].key == member.key else {
                    diagnostics.error("'\(member.key)' cannot be a query key", at: member.keyLocation)
                    continue
                }
            } catch {
                diagnostics.error("invalid shared query key '\(member.key)': \(error.message)", at: member.keyLocation)
                continue
            }
            if let earlier = parameters[parameter] {
                diagnostics.error(
                    "parameter '\(parameter)' is bound to two shared query keys", at: member.value.location,
                    notes: [.init(message: "it is first bound here", location: earlier)])
                continue
            }
            parameters[parameter] = member.value.location
            keys.append(SharedQueryKey(key: Located(member.key, at: member.keyLocation), parameter: Located(parameter, at: member.value.location)))
        }
        return keys.count == object.members.count ? keys : nil
    }

    /// Binds each shared query key in every route of a destination that has the key's parameter,
    /// optional or defaulted, and does not bind it already, as if `&ref={refTag}` were written in
    /// the route's pattern. A route that uses the key for another parameter keeps its own.
    @_optimize(none)
    static func bindSharedQuery(_ keys: [SharedQueryKey], in destinations: inout [Destination], into diagnostics: inout DiagnosticCollector) {
        guard !keys.isEmpty else { return }
        var bound: Set<String> = []
        for index in destinations.indices {
            let parameters = destinations[index].parametersByName
            for linkIndex in destinations[index].deepLinks.indices {
                var spec = destinations[index].deepLinks[linkIndex]
                guard var pattern = spec.pattern else { continue }
                for shared in keys {
                    guard let parameter = parameters[shared.parameter.value] else { continue }
                    bound.insert(shared.parameter.value)
                    guard parameter.isOmittable, !pattern.parameters.contains(shared.parameter.value),
                        !pattern.query.contains(where: { $0.key == shared.key.value })
                    else { continue }
                    let text = spec.text + (spec.text.contains("?") ? "&" : "?") + "\(shared.key.value)={\(shared.parameter.value)}"
                    guard let expanded = try? DeepLinkPattern(parsing: text) else { continue }
                    spec.text = text
                    pattern = expanded
                }
                spec.pattern = pattern
                destinations[index].deepLinks[linkIndex] = spec
            }
        }
        let unbound = keys.filter { !bound.contains($0.parameter.value) }
        guard !unbound.isEmpty else { return }
        let names = Array(Set(destinations.flatMap { $0.parameters.map(\.name.value) })).sorted()
        for shared in unbound {
            diagnostics.error(
                "no incoming destination has a parameter '\(shared.parameter.value)' for the shared query key '\(shared.key.value)'"
                    + diagnostics.hint(for: shared.parameter.value, in: names),
                at: shared.parameter.location)
        }
    }

    /// The values of a location's `scheme` or `host` list, each once: an invalid value and one
    /// listed twice are errors at their place. An invalid value is kept, so that its routes are
    /// not also reported as having no location.
    @_optimize(none) private mutating func listed(_ values: [Located<String>], key: String, problem: (String) -> String?) -> [String] {
        // Schemes and hosts compare case-insensitively, so `A.com` repeats `a.com`.
        var seen: [String: Located<String>] = [:]
        var kept: [String] = []
        for value in values {
            if let message = problem(value.value) {
                diagnostics.error(message, at: value.location)
            }
            if let earlier = seen[value.value.lowercased()] {
                diagnostics.error(
                    "\(key) '\(value.value)' is listed twice", at: value.location,
                    notes: [.init(message: "'\(earlier.value)' is first listed here", location: earlier.location)])
            } else {
                seen[value.value.lowercased()] = value
                kept.append(value.value)
            }
        }
        return kept
    }

    @_optimize(none) private mutating func decodeDestination(_ node: JSONNode, outgoing: Bool, types: TypeContext) -> Destination? {
        let kind = outgoing ? "outgoing destination" : "incoming destination"
        if outgoing, case .object(let object) = node.value {
            // One pass over the members, not one lookup per key: most outgoing destinations have none.
            for member in object.members where Self.incomingOnlyKeys.contains(member.key) {
                diagnostics.error(
                    "'\(member.key)' is only for incoming destinations; an outgoing destination opens whatever the app redirects it to",
                    at: member.keyLocation)
            }
        }
        let allowed = outgoing ? Self.outgoingKeys + Self.incomingOnlyKeys : Self.incomingKeys
        guard let reader = ObjectReader(node, kind: kind, keys: allowed, required: ["name"], diagnostics: &diagnostics) else {
            return nil
        }
        let name = reader.string("name", diagnostics: &diagnostics)
        let parameters = (reader.array("parameters", diagnostics: &diagnostics) ?? []).compactMap {
            decodeParameter($0, types: types, outgoing: outgoing)
        }
        var deepLinks: [DeepLinkSpec] = []
        if !outgoing, let member = reader.member("deepLink") {
            var elements = [member.value]
            if case .array(let items) = member.value.value {
                if items.isEmpty { diagnostics.error("'deepLink' must not be an empty array", at: member.value.location) }
                elements = items
            }
            for element in elements {
                switch element.value {
                case .string(let text):
                    deepLinks.append(decodePattern(Located(text, at: element.location)))
                case .object:
                    // `{ "pattern": "/oauth/callback", "location": LOCATION }`: a pattern that
                    // lives under a location of its own.
                    guard
                        let link = ObjectReader(
                            element, kind: "deep link", keys: ["pattern", "location"], required: ["pattern", "location"],
                            diagnostics: &diagnostics),
                        let text = link.string("pattern", diagnostics: &diagnostics), let place = link.member("location")
                    else { continue }
                    var spec = decodePattern(text)
                    let own = decodeLocations(place.value)
                    if !own.query.isEmpty {
                        diagnostics.error(
                            "a pattern's own location takes no shared 'query': write its keys in the pattern, such as '?ref={ref}'",
                            at: place.value.location)
                    }
                    spec.ownLocations = own.locations
                    deepLinks.append(spec)
                default:
                    diagnostics.error(
                        "a deep link is a pattern such as \"/items/{id}\", or { \"pattern\": \"/items/{id}\", \"location\": { \"scheme\": \"https\", \"host\": \"example.com\" } }, not \(element.kindDescription)",
                        at: element.location)
                }
            }
        }
        var presentation: Located<Destination.Presentation>?
        if !outgoing, let text = reader.string("presentation", diagnostics: &diagnostics) {
            if let value = Destination.Presentation(rawValue: text.value) {
                presentation = Located(value, at: text.location)
            } else {
                let names = Destination.Presentation.allCases.map(\.rawValue)
                let hint = Suggestion.hint(for: text.value, amongFixed: names)
                diagnostics.error(
                    "unknown presentation '\(text.value)'"
                        + (hint.isEmpty ? "; use 'push', 'sheet', 'fullScreenCover', 'window' or 'action'" : hint),
                    at: text.location)
            }
        }
        var detents: [Located<Destination.Detent>] = []
        if !outgoing, let member = reader.member("detents") {
            detents = decodeDetents(member.value)
            if presentation?.value != .sheet {
                diagnostics.error("'detents' are only for a destination with \"presentation\": \"sheet\"", at: member.keyLocation)
            }
        }
        let description = reader.string("description", diagnostics: &diagnostics)?.value
        var parent: ParentSpec?
        var requires: [Located<String>] = []
        var formerNames: [Located<String>] = []
        var restorable: Located<Bool>?
        var lookup: Located<Bool>?
        if !outgoing {
            parent = reader.member("parent").flatMap { decodeParent($0.value) }
            requires = reader.strings("requires", diagnostics: &diagnostics) ?? []
            formerNames = reader.strings("formerNames", diagnostics: &diagnostics) ?? []
            restorable = reader.bool("restorable", diagnostics: &diagnostics)
            lookup = reader.bool("lookup", diagnostics: &diagnostics)
        }
        let result = reader.string("result", diagnostics: &diagnostics).map {
            Located(types.type($0.value), at: $0.location)
        }
        guard let name else { return nil }
        return Destination(
            location: node.location, name: name, parameters: parameters, deepLinks: deepLinks,
            presentation: presentation, detents: detents, description: description, parent: parent,
            requires: requires, result: result, formerNames: formerNames, restorable: restorable, lookup: lookup)
    }

    /// `"parent": "list"`, or `"parent": { "destination": "detail", "arguments": { ... } }`.
    @_optimize(none) private mutating func decodeParent(_ node: JSONNode) -> ParentSpec? {
        if case .string(let name) = node.value {
            return ParentSpec(location: node.location, destination: Located(name, at: node.location), arguments: [])
        }
        guard case .object = node.value else {
            diagnostics.error(
                "'parent' must name a destination of the feature, or be { \"destination\": ..., \"arguments\": { ... } }, not \(node.kindDescription)",
                at: node.location)
            return nil
        }
        guard let reader = ObjectReader(node, kind: "parent", keys: Self.parentKeys, required: ["destination"], diagnostics: &diagnostics) else {
            return nil
        }
        let destination = reader.string("destination", diagnostics: &diagnostics)
        let arguments = reader.member("arguments").map { decodeArguments($0, of: "the parent", from: "this destination") } ?? []
        guard let destination else { return nil }
        return ParentSpec(location: node.location, destination: destination, arguments: arguments)
    }

    /// An `"arguments"` object: target parameter name to source parameter name.
    @_optimize(none) private mutating func decodeArguments(
        _ member: JSONObject.Member, of target: String, from source: String
    ) -> [(target: Located<String>, source: Located<String>)] {
        guard case .object(let object) = member.value.value else {
            diagnostics.error(
                "'arguments' must be an object mapping parameters of \(target) to parameters of \(source), not \(member.value.kindDescription)",
                at: member.value.location)
            return []
        }
        var arguments: [(target: Located<String>, source: Located<String>)] = []
        for argument in object.members {
            guard case .string(let value) = argument.value.value else {
                diagnostics.error(
                    "argument '\(argument.key)' must name a parameter of \(source) as a string",
                    at: argument.value.location)
                continue
            }
            arguments.append((Located(argument.key, at: argument.keyLocation), Located(value, at: argument.value.location)))
        }
        return arguments
    }

    @_optimize(none) private mutating func decodeDetents(_ node: JSONNode) -> [Located<Destination.Detent>] {
        guard case .array(let elements) = node.value, !elements.isEmpty else {
            diagnostics.error(
                "'detents' must be a non-empty array of \"medium\", \"large\", {\"fraction\": 0.5} or {\"height\": 300}", at: node.location)
            return []
        }
        var detents: [Located<Destination.Detent>] = []
        for element in elements {
            switch element.value {
            case .string("medium"):
                detents.append(Located(.medium, at: element.location))
            case .string("large"):
                detents.append(Located(.large, at: element.location))
            case .object(let object) where object.members.count == 1:
                let member = object.members[0]
                guard case .number(let number) = member.value.value, let value = Double(number), value > 0 else {
                    diagnostics.error("a detent's '\(member.key)' must be a positive number", at: member.value.location)
                    continue
                }
                if let problem = NumberLiteral.doubleProblem(number) {
                    diagnostics.error("a detent's '\(member.key)' cannot be written as a Double: \(problem)", at: member.value.location)
                    continue
                }
                switch member.key {
                case "fraction":
                    if value > 1 {
                        diagnostics.error("a detent's fraction must be greater than 0 and at most 1", at: member.value.location)
                    }
                    detents.append(Located(.fraction(number), at: element.location))
                case "height":
                    detents.append(Located(.height(number), at: element.location))
                default:
                    diagnostics.error(
                        "unknown key '\(member.key)' in detent\(Suggestion.hint(for: member.key, amongFixed: ["fraction", "height"]))",
                        at: member.keyLocation)
                }
            default:
                diagnostics.error(
                    "a detent is \"medium\", \"large\", {\"fraction\": 0.5} or {\"height\": 300}", at: element.location)
            }
        }
        for (index, detent) in detents.enumerated() where detents[..<index].contains(where: { $0.value == detent.value }) {
            diagnostics.error("this detent is listed twice", at: detent.location)
        }
        return detents
    }

    @_optimize(none) private mutating func decodeParameter(_ node: JSONNode, types: TypeContext, outgoing: Bool) -> Parameter? {
        guard
            let reader = ObjectReader(
                node, kind: "parameter", keys: Self.parameterKeys, required: ["name", "type"], diagnostics: &diagnostics)
        else { return nil }
        let name = reader.string("name", diagnostics: &diagnostics)
        let type = reader.string("type", diagnostics: &diagnostics)
        let description = reader.string("description", diagnostics: &diagnostics)?.value
        var defaultValue: Located<DefaultValue>?
        if let member = reader.member("default"), let value = defaultLiteral(member.value, nested: false) {
            defaultValue = Located(value, at: member.value.location)
        }
        let pattern = reader.string("pattern", diagnostics: &diagnostics)
        guard let name, let type else { return nil }
        var parameterType = types.type(type.value)
        if let source = reader.string("source", diagnostics: &diagnostics) {
            // A source in error still counts as the link, so that no check asks a pattern to
            // bind the parameter too.
            var asLink = ParameterType(type.value)
            asLink.element = .link
            if source.value != "link" {
                let hint = Suggestion.hint(for: source.value, amongFixed: ["link"])
                diagnostics.error(
                    "unknown source '\(source.value)'" + (hint.isEmpty ? "; the only source is \"link\", the URL that opened the destination" : hint),
                    at: source.location)
                parameterType = asLink
            } else if outgoing {
                diagnostics.error(
                    "only an incoming destination's parameter may have \"source\": \"link\": an outgoing destination is opened by its own feature, not by a URL",
                    at: source.location)
            } else if let link = ParameterType.link(type.value) {
                parameterType = link
            } else {
                diagnostics.error(
                    "parameter '\(name.value)' has \"source\": \"link\", so it receives the URL that opened its destination and must be of type URL or URL?, not '\(type.value)'",
                    at: type.location)
                parameterType = asLink
            }
        }
        return Parameter(
            name: name, type: Located(parameterType, at: type.location), defaultValue: defaultValue,
            description: description, pattern: pattern)
    }

    /// A default as JSON gives it: a literal, or an array of literals.
    @_optimize(none) private mutating func defaultLiteral(_ node: JSONNode, nested: Bool) -> DefaultValue? {
        switch node.value {
        case .null where !nested: return .null
        case .bool(let value): return .bool(value)
        case .number(let text): return .number(text)
        case .string(let text): return .string(text)
        case .array(let elements) where !nested:
            var values: [DefaultValue] = []
            for element in elements {
                guard let value = defaultLiteral(element, nested: true) else { return nil }
                values.append(value)
            }
            return .array(values)
        default:
            diagnostics.error(
                nested
                    ? "an element of an array default must be a string, number or boolean, not \(node.kindDescription)"
                    : "a default must be a string, number, boolean, null or an array, not \(node.kindDescription)",
                at: node.location)
            return nil
        }
    }

    // MARK: - App graphs

    @_optimize(none) private mutating func decodeApp(_ root: JSONNode, file: String) -> AppGraph? {
        guard
            let reader = ObjectReader(
                root, kind: "app graph", keys: Self.topLevelAppKeys, required: ["app", "module"], diagnostics: &diagnostics)
        else { return nil }
        let name = reader.string("app", diagnostics: &diagnostics)
        let module = reader.string("module", diagnostics: &diagnostics)
        let description = reader.string("description", diagnostics: &diagnostics)?.value
        let features = reader.array("features", diagnostics: &diagnostics).map { elements in
            elements.compactMap { element -> Located<String>? in
                guard case .string(let text) = element.value else {
                    diagnostics.error("each feature must be a string, not \(element.kindDescription)", at: element.location)
                    return nil
                }
                return Located(text, at: element.location)
            }
        }
        let redirectNodes = reader.array("redirects", diagnostics: &diagnostics) ?? []
        let redirects = redirectNodes.compactMap { decodeRedirect($0) }
        let conditions = (reader.array("conditions", diagnostics: &diagnostics) ?? []).compactMap { decodeCondition($0) }
        let tabs = (reader.array("tabs", diagnostics: &diagnostics) ?? []).compactMap { decodeTab($0) }
        let layout = reader.member("layout").flatMap { decodeLayout($0.value) }
        let tabStyle = reader.string("tabStyle", diagnostics: &diagnostics).flatMap { text -> Located<TabStyle>? in
            guard let style = TabStyle(rawValue: text.value) else {
                let hint = Suggestion.hint(for: text.value, amongFixed: TabStyle.allCases.map(\.rawValue))
                diagnostics.error(
                    "unknown tab style '\(text.value)'" + (hint.isEmpty ? "; use 'tabBar' or 'sidebarAdaptable'" : hint),
                    at: text.location)
                return nil
            }
            return Located(style, at: text.location)
        }
        guard let name, let module else { return nil }
        return AppGraph(
            file: file, location: root.location, name: name, module: module, description: description,
            features: features, redirectsLocation: reader.member("redirects")?.keyLocation ?? root.location,
            redirects: redirects, conditions: conditions, tabs: tabs, imports: reader.strings("imports", diagnostics: &diagnostics) ?? [],
            layout: layout, tabStyle: tabStyle)
    }

    /// `{ "splitView": { "columns": 2 } }`, with 2 or 3 columns.
    @_optimize(none) private mutating func decodeLayout(_ node: JSONNode) -> LayoutSpec? {
        guard
            let reader = ObjectReader(node, kind: "layout", keys: Self.layoutKeys, required: ["splitView"], diagnostics: &diagnostics),
            let splitView = reader.member("splitView"),
            let split = ObjectReader(
                splitView.value, kind: "split view", keys: Self.splitViewKeys, required: ["columns"], diagnostics: &diagnostics),
            let columns = split.member("columns")
        else { return nil }
        guard case .number(let text) = columns.value.value, text == "2" || text == "3" else {
            diagnostics.error(
                "a split view has 2 or 3 columns (a sidebar, a content column with 3, and a detail column), not \(Self.describe(columns.value))",
                at: columns.value.location)
            return nil
        }
        return LayoutSpec(location: node.location, splitViewColumns: text == "2" ? 2 : 3)
    }

    /// A value as a message quotes it: a number as written, anything else by its kind.
    @_optimize(none) private static func describe(_ node: JSONNode) -> String {
        if case .number(let text) = node.value { return text }
        return node.kindDescription
    }

    /// `{ "name": "home", "root": "Home.main", "features": ["Home"], "title": "Home", "systemImage": "house" }`,
    /// or `{ "name": "post", "action": true }`.
    @_optimize(none) private mutating func decodeTab(_ node: JSONNode) -> TabSpec? {
        guard let reader = ObjectReader(node, kind: "tab", keys: Self.tabKeys, required: ["name"], diagnostics: &diagnostics)
        else { return nil }
        let name = reader.string("name", diagnostics: &diagnostics)
        let root = reader.string("root", diagnostics: &diagnostics).flatMap { reference($0) }
        let features = (reader.array("features", diagnostics: &diagnostics) ?? []).compactMap { element -> Located<String>? in
            guard case .string(let text) = element.value else {
                diagnostics.error("each feature of a tab must be a string, not \(element.kindDescription)", at: element.location)
                return nil
            }
            return Located(text, at: element.location)
        }
        let title = reader.string("title", diagnostics: &diagnostics)?.value
        let systemImage = reader.string("systemImage", diagnostics: &diagnostics)?.value
        let action = reader.bool("action", diagnostics: &diagnostics)
        let layout = reader.member("layout").flatMap { decodeLayout($0.value) }
        // A root that is there but unreadable was reported: the tab is left out, without a
        // follow-on "needs a root".
        guard let name, root != nil || reader.member("root") == nil else { return nil }
        return TabSpec(
            location: node.location, name: name, root: root, features: features,
            featuresLocation: reader.member("features")?.keyLocation, title: title, systemImage: systemImage, action: action,
            layout: layout)
    }

    @_optimize(none) private mutating func decodeCondition(_ node: JSONNode) -> ConditionSpec? {
        guard
            let reader = ObjectReader(
                node, kind: "condition", keys: Self.conditionKeys, required: ["name", "destination"], diagnostics: &diagnostics)
        else { return nil }
        let name = reader.string("name", diagnostics: &diagnostics)
        let destination = reader.string("destination", diagnostics: &diagnostics).flatMap { reference($0) }
        let description = reader.string("description", diagnostics: &diagnostics)?.value
        guard let name, let destination else { return nil }
        return ConditionSpec(location: node.location, name: name, destination: destination, description: description)
    }

    @_optimize(none) private mutating func decodeRedirect(_ node: JSONNode) -> Redirect? {
        guard
            let reader = ObjectReader(
                node, kind: "redirect", keys: Self.redirectKeys, required: ["from", "to"], diagnostics: &diagnostics)
        else { return nil }
        let from = reader.string("from", diagnostics: &diagnostics).flatMap { reference($0) }
        let to = reader.string("to", diagnostics: &diagnostics).flatMap { reference($0) }
        let arguments =
            reader.member("arguments").map {
                decodeArguments($0, of: "the target destination", from: "the source destination")
            } ?? []
        guard let from, let to else { return nil }
        return Redirect(location: node.location, from: from, to: to, arguments: arguments)
    }

    @_optimize(none) private mutating func reference(_ text: Located<String>) -> Located<DestinationReference>? {
        let parts = text.value.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            diagnostics.error("'\(text.value)' must be 'Feature.destination', such as 'Character.detail'", at: text.location)
            return nil
        }
        return Located(DestinationReference(feature: String(parts[0]), destination: String(parts[1])), at: text.location)
    }
}
