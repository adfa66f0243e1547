import Foundation
import _NavigationGraphCompiler
import _NavigationGraphRoutes

/// The app's platform configuration, made from the graphs so it never drifts from the routes:
/// the URL types for custom schemes (Info.plist), the Associated Domains entitlement for
/// universal-link hosts, and an `apple-app-site-association` file per host whose components list
/// exactly the graph's universal-link paths.
struct PlatformExport {
    /// The files to write, by path relative to the output folder, in path order.
    var files: [(path: String, contents: String)] = []
    /// What is left out, and why: placeholder hosts, as `https://{server}` with their feature (no
    /// entitlement or association file can name every server), and routes whose literal text
    /// holds `*` or `?`, which an association file reads as wildcards and cannot escape.
    var leftOut: [(what: String, reason: String)] = []

    static let placeholderHostReason =
        "a placeholder host matches any server, which Associated Domains and apple-app-site-association cannot list; such links open the app from inside it, or after the user chooses it"
    static let wildcardReason =
        "its literal text holds '*' or '?', which apple-app-site-association reads as wildcards and cannot escape, so listing it would claim URLs the app does not open; such links open in the browser"

    @_optimize(none) init(graphs: GraphSet, apps: [LinkedApp], appIdentifier: String) {
        let features = apps.first?.features ?? graphs.features.sorted { $0.name.value < $1.name.value }
        let name = apps.first?.graph.name.value ?? appIdentifier
        var schemes: [String] = []
        var hosts: [String] = []
        var components: [String: [(path: String, query: [String], fragment: Bool, comment: String)]] = [:]
        /// The exclusions of each host's locations, as `"exclude": true` components before the
        /// others (first matching component wins).
        var exclusions: [String: [(path: String, query: [String])]] = [:]
        var seen: Set<[String]> = []
        for feature in features {
            for (position, location) in feature.allLocations.map(\.value).enumerated() {
                let scheme = location.scheme.lowercased()
                if scheme == "https" || scheme == "http" {
                    guard location.hostParameter == nil || location.hostSuffix != nil else {
                        let text = "\(scheme)://\(location.host) (\(feature.name.value))"
                        if !leftOut.contains(where: { $0.what == text }) { leftOut.append((text, Self.placeholderHostReason)) }
                        continue
                    }
                    // A wildcard subdomain, `*.wordpress.com` or `{blog}.wordpress.com`, is claimed
                    // as `applinks:*.wordpress.com`, its file in a folder of that name for every
                    // subdomain to serve.
                    let host = location.hostSuffix.map { "*." + $0.lowercased() } ?? location.host.lowercased()
                    if !hosts.contains(host) { hosts.append(host) }
                    for text in location.exclude {
                        guard let pattern = try? DeepLinkPattern(parsing: text.value) else { continue }
                        let excluded = (Self.path(of: pattern.path, under: location.pathPrefix), pattern.query.map(\.key))
                        if !exclusions[host, default: []].contains(where: { $0 == excluded }) { exclusions[host, default: []].append(excluded) }
                    }
                    for (destination, deepLink) in feature.deepLinks(under: position) {
                        guard let pattern = deepLink.pattern else { continue }
                        let path = Self.path(of: pattern.path, under: location.pathPrefix)
                        let literalText =
                            location.pathPrefix
                            + pattern.path.map { segment -> String in
                                switch segment {
                                case .literal(let text): text
                                case .affixed(let prefix, _, let suffix): prefix + suffix
                                case .parameter, .catchAll: ""
                                }
                            }.joined()
                        if literalText.contains("*") || literalText.contains("?") {
                            let text =
                                "\(scheme)://\(host)\(location.pathPrefix)\(deepLink.text) (\(feature.name.value).\(destination.name.value))"
                            if !leftOut.contains(where: { $0.what == text }) { leftOut.append((text, Self.wildcardReason)) }
                            continue
                        }
                        // The keys a URL must have to open the route: those the route requires
                        // (an array's key is not: no key gives `[]`).
                        let keys = destination.requiredQueryKeys(pattern)
                        let required = pattern.query.map(\.key).filter { keys.contains($0) }
                        let comment = "\(feature.name.value).\(destination.name.value)"
                        // An `http` location lists what its `https` twin does, once.
                        // A route with a fragment part claims the URLs with a fragment (`"#": "*"`).
                        let fragment = pattern.fragment != nil
                        // The router ignores one trailing `/`: a path that can end without one is
                        // claimed with it too (`/me` and `/me/`).
                        for claimed in path == "/" || path.hasSuffix("*") ? [path] : [path, path + "/"] {
                            guard seen.insert([host, claimed, required.joined(separator: "&"), "\(fragment)", comment]).inserted else { continue }
                            components[host, default: []].append((claimed, required, fragment, comment))
                        }
                    }
                } else if !schemes.contains(scheme) {
                    schemes.append(scheme)
                }
            }
        }
        files.append(
            (
                "CFBundleURLTypes.plist",
                Self.plist(
                    key: "CFBundleURLTypes",
                    value: schemes.isEmpty
                        ? "<array/>"
                        : """
                        <array>
                        \t\t<dict>
                        \t\t\t<key>CFBundleURLName</key>
                        \t\t\t<string>\(Self.xml(name))</string>
                        \t\t\t<key>CFBundleURLSchemes</key>
                        \t\t\t<array>
                        \(schemes.map { "\t\t\t\t<string>\(Self.xml($0))</string>" }.joined(separator: "\n"))
                        \t\t\t</array>
                        \t\t</dict>
                        \t</array>
                        """)
            ))
        files.append(
            (
                "AssociatedDomains.entitlements",
                Self.plist(
                    key: "com.apple.developer.associated-domains",
                    value: hosts.isEmpty
                        ? "<array/>"
                        : "<array>\n" + hosts.map { "\t\t<string>applinks:\(Self.xml($0))</string>" }.joined(separator: "\n") + "\n\t</array>")
            ))
        for host in hosts {
            let excluded = exclusions[host, default: []].map { exclusion -> String in
                var fields = ["\"/\": \(RouteFormatter.quoted(exclusion.path))"]
                if !exclusion.query.isEmpty {
                    fields.append("\"?\": { " + exclusion.query.map { "\(RouteFormatter.quoted($0)): \"*\"" }.joined(separator: ", ") + " }")
                }
                return "          { " + fields.joined(separator: ", ") + ", \"exclude\": true, \"comment\": \"excluded\" }"
            }
            let entries =
                excluded
                + components[host, default: []].map { component -> String in
                    var fields = ["\"/\": \(RouteFormatter.quoted(component.path))"]
                    if !component.query.isEmpty {
                        fields.append("\"?\": { " + component.query.map { "\(RouteFormatter.quoted($0)): \"*\"" }.joined(separator: ", ") + " }")
                    }
                    if component.fragment { fields.append("\"#\": \"*\"") }
                    fields.append("\"comment\": \(RouteFormatter.quoted(component.comment))")
                    return "          { " + fields.joined(separator: ", ") + " }"
                }
            files.append(
                (
                    "\(host)/apple-app-site-association",
                    """
                    {
                      "applinks": {
                        "details": [
                          {
                            "appIDs": [\(RouteFormatter.quoted(appIdentifier))],
                            "components": [
                    \(entries.joined(separator: ",\n"))
                            ]
                          }
                        ]
                      }
                    }

                    """
                ))
        }
    }

    /// A path as an association file's component writes it, after a location's prefix: a
    /// placeholder as `*`, which matches any characters, a catch-all's `/` included; literal
    /// text around a placeholder as it is, where only `*` and `?` are wildcards.
    @_optimize(none) private static func path(of pieces: [DeepLinkPattern.Segment], under prefix: String) -> String {
        let segments = pieces.map { segment -> String in
            switch segment {
            case .literal(let text): DeepLinkPattern.written(text)
            case .parameter, .catchAll: "*"
            case .affixed(let prefix, _, let suffix): DeepLinkPattern.written(prefix) + "*" + DeepLinkPattern.written(suffix)
            }
        }
        var path = prefix + "/" + segments.joined(separator: "/")
        if path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }

    @_optimize(none) private static func plist(key: String, value: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>\(key)</key>
        \t\(value)
        </dict>
        </plist>

        """
    }

    /// Text for an XML element: markup escaped, and the characters XML 1.0 cannot hold at all
    /// (controls but tab and line breaks, which not even `&#…;` may name) written as `\u{…}`
    /// with every other character that must not reach a reader as itself.
    @_optimize(none) private static func xml(_ text: String) -> String {
        TextEscaping.visible(text).replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
