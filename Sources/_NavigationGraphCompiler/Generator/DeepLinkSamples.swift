@_spi(Generated) import _NavigationGraphRoutes

/// Sample URLs of a feature's routes: every pattern under every location, each with the
/// destination it must open.
///
/// Every parameter a pattern names gets a value unlike its default, and text that needs
/// encoding in a path and in a query (`/`, `&`, `+`, a space and non-ASCII letters), so that the
/// samples test what goes wrong in hand-written URL code; an array gets two elements, a catch-all
/// two segments.
package struct DeepLinkSamples {
    package struct Sample {
        /// The URL, as text.
        package var url: String
        /// The destination, for people: `Character.detail(identifier: 42)`.
        package var display: String
        /// The destination as the runtime reads it back: its case name, then `name=value` for
        /// each parameter the URL names (once per element of an array), each value
        /// percent-encoded, all separated by spaces.
        var line: String
    }

    let feature: FeatureGraph
    /// Whether samples that an exclusion of the feature's locations takes are kept.
    var includingExcluded = false

    @_optimize(none) package init(feature: FeatureGraph, includingExcluded: Bool = false) {
        self.feature = feature
        self.includingExcluded = includingExcluded
    }

    @_optimize(none) package var samples: [Sample] {
        var samples: [Sample] = []
        // A URL an exclusion of the feature's locations takes opens nothing: it is no sample.
        let exclusions =
            !includingExcluded && feature.allLocations.contains { !$0.value.exclude.isEmpty }
            ? DeepLinkRouter<Int>(locations: feature.allLocations.map(\.value.runtime), routes: []) : nil
        for destination in feature.incoming {
            for deepLink in destination.deepLinks {
                guard let pattern = deepLink.pattern else { continue }
                for location in feature.locations(of: deepLink) {
                    if let sample = sample(destination, pattern, location.value), exclusions?.exclusion(refusing: sample.url) == nil {
                        samples.append(sample)
                    }
                }
            }
        }
        return samples
    }

    /// A value of one parameter: the URL text of each element (one unless an array) and Swift.
    private struct Value {
        var texts: [String]
        var swift: String
    }

    /// The sample of one route under one location, or `nil` when a value pattern matches none
    /// of the texts samples are made of (see ``patternedTexts(_:)``).
    @_optimize(none) private func sample(_ destination: Destination, _ pattern: DeepLinkPattern, _ location: DeepLinkLocationSpec) -> Sample? {
        let named = Set(pattern.parameters)
        var values: [String: Value] = [:]
        var displayArguments: [String] = []
        var lineFields: [String] = []
        // A placeholder host's URLs come from a host of the sample's own; every location gives
        // its host to the feature's host parameter, but a wildcard host's first label goes to it
        // only under that location (`{blog}.wordpress.com`).
        var host: String
        var hostValue: String?
        let hostParameter = destination.parameters.first(where: { $0.name.value == feature.hostParameter })
        let suffix = location.hostSuffix.map { "." + $0.lowercased() } ?? ""
        if location.hostParameter == nil {
            host = location.hostSuffix == nil ? location.host.lowercased() : "sample" + suffix
            // Under a literal host, a whole placeholder host elsewhere in the feature still gives
            // the host.
            if feature.allLocations.contains(where: { $0.value.hostParameter != nil && $0.value.hostSuffix == nil }) { hostValue = host }
        } else if let hostParameter {
            // A host the parameter's value pattern takes (`widget-a` for `widget-[a-z-]+`).
            guard let sampleHost = Self.hostSample(for: hostParameter) else { return nil }
            host = sampleHost + suffix
            hostValue = sampleHost
        } else {
            host = (suffix.isEmpty ? Self.sampleHost : "sample") + suffix
        }
        if let hostParameter, hostValue == nil, hostParameter.defaultValue == nil, !hostParameter.type.value.isOptional {
            // A required label parameter, under a location that does not give it: no URL opens it.
            return nil
        }
        // The parameter that receives the whole URL, once the URL is made.
        var link: (name: String, display: Int)?
        for (index, parameter) in destination.parameters.enumerated() {
            if parameter.type.value.element == .link {
                link = (parameter.name.value, displayArguments.count)
                continue
            }
            if parameter.name.value == feature.hostParameter {
                if let hostValue {
                    lineFields.append("\(parameter.name.value)=\(hostValue)")
                    displayArguments.append("\(parameter.name.value): \(SwiftWriter.literal(hostValue))")
                } else if parameter.defaultValue == nil {
                    displayArguments.append("\(parameter.name.value): nil")
                }
                continue
            }
            guard named.contains(parameter.name.value) else {
                if parameter.defaultValue == nil {
                    displayArguments.append("\(parameter.name.value): nil")
                }
                continue
            }
            guard let value = Self.value(for: parameter, index: index, enums: feature.enums) else { return nil }
            values[parameter.name.value] = value
            lineFields += value.texts.map { "\(parameter.name.value)=\(Self.percentEncoded($0))" }
            displayArguments.append("\(parameter.name.value): \(value.swift)")
        }
        @_optimize(none) func pathText(_ pieces: [DeepLinkPattern.Segment]) -> String {
            var path = ""
            for segment in pieces {
                switch segment {
                case .literal(let text):
                    path += "/" + DeepLinkPattern.written(text)
                case .parameter(let name):
                    path += "/" + Self.percentEncoded(values[name]?.texts.first ?? "")
                case .catchAll(let name):
                    let text = values[name]?.texts.first ?? ""
                    path += text.split(separator: "/").map { "/" + Self.percentEncoded(String($0)) }.joined()
                case .affixed(let prefix, let name, let suffix):
                    path +=
                        "/" + DeepLinkPattern.written(prefix) + Self.percentEncoded(values[name]?.texts.first ?? "") + DeepLinkPattern.written(suffix)
                }
            }
            return path.isEmpty ? "/" : path
        }
        @_optimize(none) func queryText(_ items: [DeepLinkPattern.QueryItem]) -> String {
            items.flatMap { item in
                (values[item.parameter]?.texts ?? []).map { "\(item.key)=\(Self.percentEncoded($0))" }
            }.joined(separator: "&")
        }
        let query = queryText(pattern.query)
        var url = pathText(pattern.path) + (query.isEmpty ? "" : "?" + query)
        switch pattern.fragment {
        case nil:
            break
        case .path(let pieces, let items)?:
            let fragmentQuery = queryText(items)
            url += "#" + pathText(pieces) + (fragmentQuery.isEmpty ? "" : "?" + fragmentQuery)
        case .pairs(let items)?:
            let pairs = queryText(items)
            // Fragment pairs with no value to give leave no fragment, which such a route needs.
            guard !pairs.isEmpty else { return nil }
            url += "#" + pairs
        }
        let hasParameters = !destination.parameters.isEmpty
        var place = location
        place.host = host
        // A URI without a host as building writes it: `matrix:u/alice`.
        let fullURL = host.isEmpty ? location.scheme + ":" + String(place.url(for: url).dropFirst(location.scheme.count + 2)) : place.url(for: url)
        if let link {
            lineFields.append("\(link.name)=\(Self.percentEncoded(fullURL))")
            displayArguments.insert("\(link.name): Foundation.URL(string: \(SwiftWriter.literal(fullURL)))!", at: link.display)
        }
        let display = hasParameters ? "(\(displayArguments.joined(separator: ", ")))" : ""
        return Sample(
            url: fullURL,
            display: "\(feature.name.value).\(destination.name.value)\(display)",
            line: ([destination.name.value, fullURL] + lineFields).joined(separator: " "))
    }

    /// The host of the samples under a placeholder host.
    static let sampleHost = "social.example"

    /// The host of the samples under a placeholder host whose parameter is this one:
    /// ``sampleHost``, or the first text its value pattern matches that is a host name in
    /// lowercase (letters, digits, `-` and `.`, starting with a letter or digit); `nil` when none is.
    @_optimize(none) static func hostSample(for parameter: Parameter) -> String? {
        let isHost: (String) -> Bool = { text in
            guard let first = text.unicodeScalars.first, ("a"..."z").contains(first) || ("0"..."9").contains(first) else { return false }
            return text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "." }
        }
        let pattern = parameter.pattern.map { DeepLinkValuePattern($0.value) }
        return ([sampleHost] + patternedTexts(parameter, index: 0)).first { isHost($0) && pattern?.matches($0) != false }
    }

    /// Texts that samples try, in order, for a `String` with a value pattern, after the usual
    /// ones and the shortest text the pattern matches: a pattern that matches none of them
    /// (only the empty text) leaves its routes without samples, and `lint` says so.
    static let patternedCandidates = [
        "42", "109", "7", "0", "12345", "1234567890", "abc", "alice", "a", "A", "ab", "ABC", "sample", "abc123", "a1", "A1", "v1",
        "1.0", "x-y", "a_b", "a.b", "ab.json", "2024-01-01", "user@example.com", "-", "_", ".", "~",
    ]

    /// The texts, of the usual samples and ``patternedCandidates``, that a parameter's value
    /// pattern matches; every usual text for a parameter without one (or one that does not compile).
    @_optimize(none) static func patternedTexts(_ parameter: Parameter, index: Int) -> [String] {
        let usual = ["Sample \(index)/ü&+é", "other"]
        guard let source = parameter.pattern?.value, DeepLinkValuePattern.syntaxError(in: source) == nil else {
            return usual
        }
        let pattern = DeepLinkValuePattern(source)
        let shortest = pattern.shortestMatch().map { [$0] } ?? []
        var seen: Set<String> = []
        return (usual + shortest + patternedCandidates).filter { !$0.isEmpty && seen.insert($0).inserted && pattern.matches($0) }
    }

    /// A value of the parameter's type, as URL text and as Swift, unlike its default; `nil` for
    /// a `String` whose value pattern matches no text samples try.
    @_optimize(none) private static func value(for parameter: Parameter, index: Int, enums: [EnumSpec]) -> Value? {
        let type = parameter.type.value
        var candidates: [(text: String, swift: String)]
        switch type.element {
        case .builtIn(.int)?:
            candidates = [("\(42 + index)", "\(42 + index)"), ("\(-7 - index)", "\(-7 - index)")]
        case .builtIn(.double)?:
            candidates = [("\(index).5", "\(index).5"), ("-\(index).25", "-\(index).25")]
        case .builtIn(.bool)?:
            candidates = [("true", "true"), ("false", "false")]
        case .builtIn(.string)?:
            // For a catch-all, the `/` splits the value into two segments.
            let texts = patternedTexts(parameter, index: index)
            guard let first = texts.first else { return nil }
            let second = texts.dropFirst().first ?? first
            candidates = [(first, SwiftWriter.literal(first)), (second, SwiftWriter.literal(second))]
        case .enumeration(_, let name)?:
            let cases = enums.named(name)?.cases ?? []
            candidates = cases.reversed().map { ($0.rawValue.value, "\(name).\(SwiftNames.escaped($0.name.value))") }
            while candidates.count < 2 { candidates.append(candidates.first ?? ("", "")) }
        case .link?:
            // The URL itself, which no pattern binds: see `sample`.
            return nil
        case .builtIn(.uuid)?, nil:
            let uuids = ["E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "0B1D7A4C-1E8F-4B8A-9C5D-2F3A4B5C6D7E"]
            candidates = uuids.map { ($0, "Foundation.UUID(uuidString: \(SwiftWriter.literal($0)))!") }
        }
        if type.isArray {
            // Two elements, the second unlike the first; never the default, which has one or none
            // of them in that order only by chance.
            let elements = [candidates[0], candidates[1]]
            return Value(texts: elements.map(\.text), swift: "[" + elements.map(\.swift).joined(separator: ", ") + "]")
        }
        let defaultText: String?
        switch parameter.defaultValue?.value {
        case .bool(let flag)?: defaultText = flag ? "true" : "false"
        case .number(let text)?: defaultText = text
        case .string(let text)?: defaultText = text
        case .null?, .array?, nil: defaultText = nil
        }
        let chosen =
            candidates.first { $0.text != defaultText && Double($0.text).map { Double(defaultText ?? "") != $0 } ?? true }
            ?? candidates[1]
        return Value(texts: [chosen.text], swift: chosen.swift)
    }

    /// Text with everything but unreserved characters (RFC 3986: letters, digits, `-._~`)
    /// percent-encoded, so it is one path segment or one query value.
    @_optimize(none) static func percentEncoded(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded
            }
        }
        return result
    }
}

extension String {
    @_optimize(none) fileprivate var leftPadded: String { count == 1 ? "0" + self : self }
}
