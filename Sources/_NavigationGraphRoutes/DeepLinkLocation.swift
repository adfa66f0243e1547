/// Where a feature's deep links live: a scheme, a host and an optional literal path prefix.
///
/// `challenge://character` is a custom-scheme location; `https://example.com/catalog` is a
/// universal-link location with the path prefix `/catalog`. A host written `{server}` is a
/// placeholder: it matches any host name (``isMatchableHost(_:)``), tried after every literal
/// host of the same scheme, and a destination with a `String` parameter `server` receives the
/// URL's host in lower case. A host `*.wordpress.com` matches the hosts of one or more labels
/// before `.wordpress.com`, tried after a literal host and before a placeholder host, the longest
/// suffix first; `{blog}.wordpress.com` matches the same hosts and gives `blog` the labels before
/// the suffix. An empty host is a location of URIs without one (`matrix:u/alice`), whose path is
/// the text after the scheme's `:`.
public struct DeepLinkLocation: Hashable, Sendable, CustomStringConvertible {
    /// The URL scheme, compared case-insensitively.
    public var scheme: String
    /// The URL host, compared case-insensitively; empty for URIs without a host.
    public var host: String
    /// A literal path in front of every pattern, such as `/catalog`; empty for none.
    public var pathPrefix: String
    /// Patterns, after the path prefix, of URLs that open nothing under this scheme and host,
    /// whichever routes would take them (`/wp-admin/{*rest}`): their placeholders take any value,
    /// and a query key in one must be present.
    public var exclude: [String]

    /// Creates a location.
    public init(scheme: String, host: String, pathPrefix: String = "") {
        self.init(scheme: scheme, host: host, pathPrefix: pathPrefix, exclude: [])
    }

    /// Creates a location whose exclusions refuse the URLs they take.
    public init(scheme: String, host: String, pathPrefix: String = "", exclude: [String]) {
        self.scheme = scheme
        self.host = host
        self.pathPrefix = pathPrefix
        self.exclude = exclude
    }

    /// The location as the start of a URL, such as `https://example.com/catalog`.
    public var description: String {
        host.isEmpty ? "\(scheme):\(pathPrefix)" : "\(scheme)://\(host)\(pathPrefix)"
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

    /// The name of the parameter a placeholder host binds, `server` for `{server}` and `blog` for
    /// `{blog}.wordpress.com`; `nil` for a literal host.
    public var hostParameter: String? {
        let label = hostSuffix.map { host.dropLast($0.count + 1) } ?? host[...]
        // The byte first: `hasPrefix` compares characters, and most hosts are literal.
        guard label.utf8.first == UInt8(ascii: "{"), label.hasPrefix("{"), label.hasSuffix("}"), label.count > 2 else { return nil }
        return String(label.dropFirst().dropLast())
    }

    /// The suffix after the first label of a wildcard host, `wordpress.com` for `*.wordpress.com`
    /// and `{blog}.wordpress.com`; `nil` for other hosts.
    public var hostSuffix: String? {
        guard let first = host.utf8.first, first == UInt8(ascii: "*") || first == UInt8(ascii: "{"),
            host.hasPrefix("*.") || host.hasPrefix("{"), let dot = host.firstIndex(of: "."),
            host.hasPrefix("*.") || host[..<dot].hasSuffix("}")
        else { return nil }
        return String(host[host.index(after: dot)...])
    }

    /// The key a placeholder host is filed under after its scheme, which no literal host can be.
    static let placeholderHostKey = "{}"

    /// The keys a URL's location may be filed under, in the order tried: its own host, each
    /// wildcard suffix of two labels or more, the longest first, then its scheme's placeholder
    /// host; `scheme:` alone for a URI without a host.
    /// Wildcard keys are made only when `wildcards`: a router with no wildcard host spends no
    /// key on them.
    static func keys(scheme: Substring, host: Substring?, wildcards: Bool = true) -> [String] {
        guard let host else { return [scheme.lowercased() + ":"] }
        var keys = [key(scheme: scheme.utf8, host: host.utf8)]
        guard isMatchableHost(host.utf8) else { return keys }
        var rest = host[...]
        while wildcards, let dot = rest.firstIndex(of: "."), rest[rest.index(after: dot)...].contains(".") {
            rest = rest[rest.index(after: dot)...]
            keys.append(key(scheme: scheme.utf8, host: ("*." + rest).utf8))
        }
        keys.append(key(scheme: scheme.utf8, host: placeholderHostKey.utf8))
        return keys
    }

    /// Whether a URL's host, as its bytes, is one a placeholder host matches: one or more
    /// dot-separated labels of ASCII letters, digits and `-`, none empty (so no trailing dot),
    /// none starting or ending with `-`, at most 63 bytes each and 253 in all; not a dotted-quad
    /// IPv4 address, and never percent-encoded (a bracketed IPv6 address never reaches here).
    public static func isMatchableHost<Bytes: Collection<UInt8>>(_ host: Bytes) -> Bool {
        guard !host.isEmpty, host.count <= 253 else { return false }
        var labels = 0
        var numericLabels = 0
        var labelLength = 0
        var labelIsNumeric = true
        var previous: UInt8 = UInt8(ascii: ".")
        for byte in host {
            if byte == UInt8(ascii: ".") {
                guard labelLength > 0, previous != UInt8(ascii: "-") else { return false }
                labels += 1
                numericLabels += labelIsNumeric ? 1 : 0
                labelLength = 0
                labelIsNumeric = true
            } else {
                guard isLetter(byte) || isDigit(byte) || (byte == UInt8(ascii: "-") && labelLength > 0) else { return false }
                labelLength += 1
                guard labelLength <= 63 else { return false }
                labelIsNumeric = labelIsNumeric && isDigit(byte)
            }
            previous = byte
        }
        guard labelLength > 0, previous != UInt8(ascii: "-") else { return false }
        labels += 1
        numericLabels += labelIsNumeric ? 1 : 0
        return !(labels == 4 && numericLabels == 4)
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

    /// The key the router files this location under: scheme and host in lower case, `{}` for a
    /// placeholder host whatever its parameter's name, `*.` and the suffix for a wildcard host,
    /// `scheme:` for URIs without a host.
    package var key: String {
        if host.isEmpty { return scheme.lowercased() + ":" }
        if let hostSuffix { return Self.key(scheme: scheme.utf8, host: ("*." + hostSuffix).utf8) }
        return Self.key(scheme: scheme.utf8, host: hostParameter == nil ? host.utf8 : Self.placeholderHostKey.utf8)
    }

    /// Whether the location is valid: its scheme, and a literal host, a placeholder host, a
    /// wildcard host with a literal suffix of two labels or more, or none.
    var isValid: Bool {
        guard Self.isValidScheme(scheme) else { return false }
        let placeholder = hostParameter.map { !$0.contains(where: { $0 == "{" || $0 == "}" || $0 == "/" || $0 == "." }) }
        if let hostSuffix {
            return placeholder ?? host.hasPrefix("*.") && Self.isValidHost(hostSuffix) && hostSuffix.contains(".")
        }
        return host.isEmpty || (placeholder ?? Self.isValidHost(host))
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
