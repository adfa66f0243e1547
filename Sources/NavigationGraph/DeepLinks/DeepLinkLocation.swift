/// Where a feature's deep links live: a scheme, a host and an optional literal path prefix.
///
/// `challenge://character` is a custom-scheme location; `https://example.com/catalog` is a
/// universal-link location with the path prefix `/catalog`.
public struct DeepLinkLocation: Hashable, Sendable, CustomStringConvertible {
    /// The URL scheme, compared case-insensitively.
    public var scheme: String
    /// The URL host, compared case-insensitively.
    public var host: String
    /// A literal path in front of every pattern, such as `/catalog`; empty for none.
    public var pathPrefix: String

    /// Creates a location.
    public init(scheme: String, host: String, pathPrefix: String = "") {
        self.scheme = scheme
        self.host = host
        self.pathPrefix = pathPrefix
    }

    /// The location as the start of a URL, such as `https://example.com/catalog`.
    public var description: String {
        "\(scheme)://\(host)\(pathPrefix)"
    }

    /// The key the router files this location under: scheme and host in lower case.
    var key: String {
        Self.key(scheme: scheme.utf8[...], host: host.utf8[...])
    }

    static func key(scheme: Substring.UTF8View, host: Substring.UTF8View) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scheme.count + host.count + 3)
        for byte in scheme { bytes.append(PercentEncoding.lowercased(byte)) }
        bytes.append(contentsOf: [0x3A, 0x2F, 0x2F])
        for byte in host { bytes.append(PercentEncoding.lowercased(byte)) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
