/// Sample URLs of a feature's routes: one for every pattern under the canonical location, and
/// the canonical pattern under every other location, each with the destination it must open.
///
/// Every parameter a pattern names gets a value unlike its default, and text that needs
/// encoding in a path and in a query (`/`, `&`, `+`, a space and non-ASCII letters), so that the
/// samples test what goes wrong in hand-written URL code.
struct DeepLinkSamples {
    struct Sample {
        /// The URL, as text.
        var url: String
        /// The destination, as a Swift expression relative to its enum: `.detail(identifier: 42)`.
        var destination: String
        /// The destination, for people: `Character.detail(identifier: 42)`.
        var display: String
    }

    let feature: FeatureGraph

    var samples: [Sample] {
        guard let canonical = feature.locations.first?.value else {
            return []
        }
        var samples: [Sample] = []
        for destination in feature.incoming {
            for (index, deepLink) in destination.deepLinks.enumerated() where deepLink.pattern != nil {
                samples.append(sample(destination, deepLink, canonical))
                if index == 0 {
                    for location in feature.locations.dropFirst() {
                        samples.append(sample(destination, deepLink, location.value))
                    }
                }
            }
        }
        return samples
    }

    private func sample(_ destination: Destination, _ deepLink: DeepLinkSpec, _ location: DeepLinkLocationSpec) -> Sample {
        let named = Set(deepLink.pattern?.parameters ?? [])
        var url = deepLink.text
        var swiftArguments: [String] = []
        var displayArguments: [String] = []
        for (index, parameter) in destination.parameters.enumerated() {
            let label = SwiftNames.label(parameter.name.value)
            guard named.contains(parameter.name.value) else {
                if parameter.defaultValue == nil {
                    swiftArguments.append("\(label): nil")
                    displayArguments.append("\(parameter.name.value): nil")
                }
                continue
            }
            let value = Self.value(for: parameter, index: index)
            url = url.replacingOccurrences(of: "{\(parameter.name.value)}", with: Self.percentEncoded(value.text))
            swiftArguments.append("\(label): \(value.swift)")
            displayArguments.append("\(parameter.name.value): \(value.swift)")
        }
        let name = SwiftNames.escaped(destination.name.value)
        // A case with parameters is called even when every value is its default: `.a()`, since
        // `.a` alone names the case's constructor, not a destination.
        let hasParameters = !destination.parameters.isEmpty
        let arguments = hasParameters ? "(\(swiftArguments.joined(separator: ", ")))" : ""
        let display = hasParameters ? "(\(displayArguments.joined(separator: ", ")))" : ""
        return Sample(
            url: location.url(for: url), destination: ".\(name)\(arguments)",
            display: "\(feature.name.value).\(destination.name.value)\(display)")
    }

    /// A value of the parameter's type, as URL text and as Swift, unlike its default.
    static func value(for parameter: Parameter, index: Int) -> (text: String, swift: String) {
        let candidates: [(text: String, swift: String)]
        switch parameter.type.value.builtIn {
        case .int?:
            candidates = [("\(42 + index)", "\(42 + index)"), ("\(-7 - index)", "\(-7 - index)")]
        case .double?:
            candidates = [("\(index).5", "\(index).5"), ("-\(index).25", "-\(index).25")]
        case .bool?:
            candidates = [("true", "true"), ("false", "false")]
        case .string?:
            let text = "Sample \(index)/ü&+é"
            candidates = [(text, SwiftWriter.literal(text)), ("other", "\"other\"")]
        case .uuid?, nil:
            let uuids = ["E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "0B1D7A4C-1E8F-4B8A-9C5D-2F3A4B5C6D7E"]
            candidates = uuids.map { ($0, "UUID(uuidString: \(SwiftWriter.literal($0)))!") }
        }
        let defaultText: String?
        switch parameter.defaultValue?.value {
        case .bool(let flag)?: defaultText = flag ? "true" : "false"
        case .number(let text)?: defaultText = text
        case .string(let text)?: defaultText = text
        case .null?, nil: defaultText = nil
        }
        return candidates.first { $0.text != defaultText && Double($0.text).map { Double(defaultText ?? "") != $0 } ?? true }
            ?? candidates[1]
    }

    /// Text with everything but unreserved characters (RFC 3986: letters, digits, `-._~`)
    /// percent-encoded, so it is one path segment or one query value.
    static func percentEncoded(_ text: String) -> String {
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

private extension String {
    var leftPadded: String { count == 1 ? "0" + self : self }
}
