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

    /// Whether a URL scheme is valid: a letter, then letters, digits, `+`, `-` or `.` (RFC 3986).
    public static func isValidScheme(_ scheme: String) -> Bool {
        guard let first = scheme.utf8.first, isLetter(first) else {
            return false
        }
        return scheme.utf8.allSatisfy {
            isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".")
        }
    }

    /// Whether a URL host is one a location can match: labels of letters, digits and `-`,
    /// separated by single dots.
    public static func isValidHost(_ host: String) -> Bool {
        // Dot-separated labels, none empty: `..`, `.` and `a..b` are not hosts, and so can never
        // name a folder outside the one `navgraph export` writes into.
        !host.isEmpty
            && host.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).allSatisfy { label in
                !label.isEmpty && label.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "-") }
            }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(PercentEncoding.lowercased(byte))
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// The key the router files this location under: scheme and host in lower case.
    var key: String {
        Self.key(scheme: scheme.utf8, host: host.utf8)
    }

    /// `scheme://host` in lower case, made in one allocation at most (none for short keys).
    static func key<Scheme: Collection<UInt8>, Host: Collection<UInt8>>(scheme: Scheme, host: Host) -> String {
        String(unsafeUninitializedCapacity: scheme.count + 3 + host.count) { buffer in
            var index = 0
            for byte in scheme {
                buffer[index] = PercentEncoding.lowercased(byte)
                index += 1
            }
            for byte in [UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "/")] {
                buffer[index] = byte
                index += 1
            }
            for byte in host {
                buffer[index] = PercentEncoding.lowercased(byte)
                index += 1
            }
            return index
        }
    }
}
