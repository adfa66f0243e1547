import Foundation
import Testing

@testable import _NavigationGraphCompiler
@testable import _NavigationGraphTooling

/// A small model of how the system matches a universal link against an
/// apple-app-site-association file: the file of the link's host (or, for a subdomain, of its
/// `*.` wildcard), its components in order, the first that matches wins, and an `"exclude":
/// true` one claims nothing; `"/"`, each `"?"` value and `"#"` are patterns where `*` matches
/// any characters and `?` one.
struct AssociationModel {
    struct Component {
        var path: String?
        var query: [String: String]
        var fragment: String?
        var excludes: Bool
    }

    /// Each host's components, by the host or `*.suffix` it is served for.
    var files: [String: [Component]] = [:]

    /// Reads what `export` wrote into `folder`.
    init(folder: URL) throws {
        for host in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let file = folder.appendingPathComponent(host).appendingPathComponent("apple-app-site-association")
            guard let data = FileManager.default.contents(atPath: file.path) else { continue }
            let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let details = try #require((json["applinks"] as? [String: Any])?["details"] as? [[String: Any]])
            files[host] = details.flatMap { detail in
                (detail["components"] as? [[String: Any]] ?? []).map { component in
                    Component(
                        path: component["/"] as? String, query: component["?"] as? [String: String] ?? [:],
                        fragment: component["#"] as? String, excludes: component["exclude"] as? Bool ?? false)
                }
            }
        }
    }

    /// Whether the file for the URL's host claims it.
    func claims(_ url: URL) -> Bool {
        guard let parts = URLComponents(url: url, resolvingAgainstBaseURL: false), let host = parts.host?.lowercased() else { return false }
        let wildcards = files.keys.filter { $0.hasPrefix("*.") && host.hasSuffix($0.dropFirst()) }.sorted { $0.count > $1.count }
        guard let components = files[host] ?? wildcards.first.flatMap({ files[$0] }) else { return false }
        let path = parts.percentEncodedPath.isEmpty ? "/" : parts.percentEncodedPath
        let items = parts.percentEncodedQueryItems ?? []
        for component in components {
            if let pattern = component.path, !Self.matches(path, pattern) { continue }
            let queryFits = component.query.allSatisfy { key, pattern in
                items.contains { $0.name == key && Self.matches($0.value ?? "", pattern) }
            }
            if !queryFits { continue }
            if let pattern = component.fragment {
                guard let fragment = parts.percentEncodedFragment, Self.matches(fragment, pattern) else { continue }
            }
            return !component.excludes
        }
        return false
    }

    /// Whether text matches a pattern of `*` (any characters) and `?` (one character).
    static func matches(_ text: String, _ pattern: String) -> Bool {
        let (text, pattern) = (Array(text), Array(pattern))
        // reachable[j]: the pattern's first j characters match the text so far.
        var reachable = [true] + Array(repeating: false, count: pattern.count)
        for j in pattern.indices where pattern[j] == "*" && reachable[j] { reachable[j + 1] = true }
        for character in text {
            var next = Array(repeating: false, count: pattern.count + 1)
            for j in pattern.indices where reachable[j] {
                if pattern[j] == "*" {
                    next[j] = true
                } else if pattern[j] == "?" || pattern[j] == character {
                    next[j + 1] = true
                }
            }
            for j in pattern.indices where pattern[j] == "*" && next[j] { next[j + 1] = true }
            reachable = next
        }
        return reachable[pattern.count]
    }
}

/// `export` claims what the router opens (SPEC 1.3, 3.6): every sample URL of every example
/// under a universal-link location, and its trailing-slash twin, is claimed by the file
/// `export` wrote, and no URL an exclusion refuses is.
struct AssociationModelTests {
    private func run(_ arguments: [String]) -> (status: Int32, output: String) {
        var navgraph = Navgraph()
        let status = navgraph.run(arguments)
        return (status, navgraph.standardOutput)
    }

    @Test func theModelMatchesAsTheSystemDoes() {
        #expect(AssociationModel.matches("/items/42", "/items/*"))
        #expect(AssociationModel.matches("/items/4/2", "/items/*"))
        #expect(AssociationModel.matches("/a", "/?"))
        #expect(!AssociationModel.matches("/ab", "/?"))
        #expect(!AssociationModel.matches("/items", "/items/*"))
        #expect(AssociationModel.matches("/", "*"))
    }

    @Test(arguments: ["Graphs", "Examples/EdgeCases", "Examples/Federated", "Examples/Modular"])
    func exportClaimsEverySampleTheRouterOpens(_ folder: String) throws {
        let graphs = repositoryRoot.appendingPathComponent(folder).path
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let export = run(["export", "--output", output.path, "--app-id", "T.B", graphs])
        #expect(export.status == 0)
        let model = try AssociationModel(folder: output)
        // Routes `export` leaves out, and says so, are not claimed.
        let leftOut = export.output.split(separator: "\n").filter { $0.hasPrefix("left out ") }.compactMap { line -> String? in
            guard let open = line.lastIndex(of: "("), let close = line.lastIndex(of: ")") else { return nil }
            return String(line[line.index(after: open)..<close])
        }
        var checked = 0
        for line in run(["routes", "--format", "samples", graphs]).output.split(separator: "\n") {
            let parts = line.components(separatedBy: "  ->  ")
            guard parts.count == 2, let url = URL(string: parts[0].trimmingCharacters(in: .whitespaces)),
                ["http", "https"].contains(url.scheme ?? ""), let host = url.host,
                !leftOut.contains(where: { parts[1].hasPrefix($0 + "(") || parts[1] == $0 })
            else { continue }
            // A placeholder host's samples (any server) are left out as a whole.
            guard model.files[host.lowercased()] != nil || model.files.keys.contains(where: { $0.hasPrefix("*.") && host.hasSuffix($0.dropFirst()) })
            else { continue }
            #expect(model.claims(url), "\(url) opens \(parts[1]) but the association file does not claim it")
            var twin = try #require(URLComponents(url: url, resolvingAgainstBaseURL: false))
            if !twin.percentEncodedPath.hasSuffix("/") {
                twin.percentEncodedPath += "/"
                #expect(model.claims(try #require(twin.url)), "\(twin) opens \(parts[1]) but the association file does not claim it")
            }
            checked += 1
        }
        // The example app and the modular one have custom schemes only.
        #expect(checked > 0 || ["Graphs", "Examples/Modular"].contains(folder), "no universal-link sample in \(folder)")
        if folder == "Examples/Federated" {
            for excluded in ["https://home.example/@alice/following", "http://www.home.example/tags/private-notes/"] {
                #expect(!model.claims(try #require(URL(string: excluded))), "\(excluded) is excluded but claimed")
            }
            #expect(model.claims(try #require(URL(string: "https://home.example/tags/notes"))))
        }
    }
}
