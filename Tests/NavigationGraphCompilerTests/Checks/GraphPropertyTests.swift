import Foundation
import NavigationGraphTesting
import Testing

@testable import _NavigationGraphCompiler

/// Random valid graphs, built by construction, pass the checks and generate the same bytes in any
/// file order; random single mutations of them are caught with a located error.
struct GraphPropertyTests {
    static let types = ["Int", "Double", "Bool", "String", "UUID", "Int?", "String?", "Bool?"]

    /// A random valid app: features with random destinations, deep links and parents (earlier
    /// destinations whose parameters are all optional), and an app graph that redirects every
    /// outgoing destination to an incoming one with the same parameters.
    static func randomApp(_ generator: inout SeededRandomNumberGenerator) -> [String: String] {
        let featureCount = Int.random(in: 1...5, using: &generator)
        var files: [String: String] = [:]
        var incoming: [(feature: String, name: String, parameters: [(String, String)])] = []
        var outgoing: [(feature: String, name: String, parameters: [(String, String)])] = []
        for feature in 0..<featureCount {
            let name = "F\(feature)"
            var destinations: [String] = []
            for index in 0..<Int.random(in: 1...6, using: &generator) {
                let parameters = (0..<Int.random(in: 0...3, using: &generator)).map { ("p\($0)", types.randomElement(using: &generator)!) }
                var pattern = "/d\(index)"
                let inPath = parameters.filter { !$0.1.hasSuffix("?") && Bool.random(using: &generator) }
                pattern += inPath.map { "/{\($0.0)}" }.joined()
                let inQuery = parameters.filter { parameter in !inPath.contains { $0.0 == parameter.0 } }
                if !inQuery.isEmpty {
                    pattern += "?" + inQuery.map { "k\($0.0)={\($0.0)}" }.joined(separator: "&")
                }
                let json = parameters.map { "{ \"name\": \"\($0.0)\", \"type\": \"\($0.1)\" }" }.joined(separator: ", ")
                let parents = incoming.filter { $0.feature == name && $0.parameters.allSatisfy { $0.1.hasSuffix("?") } }
                let parent = Bool.random(using: &generator) ? parents.randomElement(using: &generator) : nil
                let parentJSON = parent.map { ", \"parent\": \"\($0.name)\"" } ?? ""
                destinations.append("{ \"name\": \"d\(index)\", \"parameters\": [\(json)], \"deepLink\": \"\(pattern)\"\(parentJSON) }")
                incoming.append((name, "d\(index)", parameters))
            }
            var outs: [String] = []
            for index in 0..<Int.random(in: 0...3, using: &generator) {
                outs.append("{ \"name\": \"o\(index)\" }")
                outgoing.append((name, "o\(index)", []))
            }
            files["\(name).navgraph.json"] = """
                { "feature": "\(name)", "module": "M\(feature)", "deepLink": { "scheme": "app", "host": "f\(feature)" },
                  "incoming": [\(destinations.joined(separator: ", "))], "outgoing": [\(outs.joined(separator: ", "))] }
                """
        }
        let parameterless = incoming.filter { $0.parameters.isEmpty }
        let redirects = outgoing.map { source -> String in
            let target =
                parameterless.isEmpty
                ? nil : parameterless[Int.random(in: 0..<parameterless.count, using: &generator)]
            return "{ \"from\": \"\(source.feature).\(source.name)\", \"to\": \"\(target.map { "\($0.feature).\($0.name)" } ?? "none.none")\" }"
        }
        if !parameterless.isEmpty || outgoing.isEmpty {
            files["App.navgraph.json"] = "{ \"app\": \"A\", \"module\": \"App\", \"redirects\": [\(redirects.joined(separator: ", "))] }"
        } else {
            // No parameterless target: give the first feature one, so every redirect has a target.
            files["F0.navgraph.json"] = files["F0.navgraph.json"]!.replacingOccurrences(
                of: "\"incoming\": [", with: "\"incoming\": [{ \"name\": \"home\" }, ")
            let fixed = outgoing.map { "{ \"from\": \"\($0.feature).\($0.name)\", \"to\": \"F0.home\" }" }
            files["App.navgraph.json"] = "{ \"app\": \"A\", \"module\": \"App\", \"redirects\": [\(fixed.joined(separator: ", "))] }"
        }
        return files
    }

    static func sources(_ files: [String: String]) -> [GraphSource] {
        files.map { GraphSource(path: $0.key, text: $0.value) }
    }

    @Test(arguments: 0..<25)
    func randomValidGraphsPassAndGenerateTheSameBytesInAnyOrder(_ seed: UInt64) {
        var generator = SeededRandomNumberGenerator(seed: seed)
        let files = Self.randomApp(&generator)
        var sources = Self.sources(files).sorted { $0.path < $1.path }
        let checked = Pipeline().check(sources)
        #expect(checked.diagnostics.map(\.description) == [], "seed \(seed)")
        let modules = ["App"] + (0..<5).map { "M\($0)" }
        let expected = modules.map { Pipeline().generate(sources, module: $0).file }
        for _ in 0..<3 {
            sources.shuffle(using: &generator)
            #expect(modules.map { Pipeline().generate(sources, module: $0).file } == expected, "seed \(seed)")
        }
    }

    enum Mutation: CaseIterable {
        case renameReference
        case removeRedirect
        case changeType
        case misspellKey
        case duplicateDestination
        case parentCycle
        case undeclaredCondition
    }

    @Test(arguments: 0..<25)
    func randomSingleMutationsAreCaughtWithALocatedError(_ seed: UInt64) {
        var generator = SeededRandomNumberGenerator(seed: seed)
        var files = Self.randomApp(&generator)
        let mutation = Mutation.allCases[Int(seed) % Mutation.allCases.count]
        let app = files["App.navgraph.json"]!
        switch mutation {
        case .renameReference:
            guard app.contains("\"to\": \"") else { return }
            files["App.navgraph.json"] = app.replacingOccurrences(of: "\"to\": \"", with: "\"to\": \"X")
        case .removeRedirect:
            guard let range = app.range(of: "{ \"from\"") else { return }
            let end = app[range.lowerBound...].range(of: "}")!.upperBound
            var text = app
            text.removeSubrange(range.lowerBound..<end)
            files["App.navgraph.json"] = text.replacingOccurrences(of: "[, ", with: "[").replacingOccurrences(of: ", , ", with: ", ")
                .replacingOccurrences(of: ", ]", with: "]")
        case .changeType:
            let name = files.keys.sorted().first { $0.hasPrefix("F") && files[$0]!.contains("\"type\": \"") }
            guard let name else { return }
            files[name] = files[name]!.replacingOccurrences(of: "\"type\": \"", with: "\"type\": \"Int; ")
        case .misspellKey:
            files["F0.navgraph.json"] = files["F0.navgraph.json"]!.replacingOccurrences(of: "\"incoming\"", with: "\"incomming\"")
        case .duplicateDestination:
            files["F0.navgraph.json"] = files["F0.navgraph.json"]!.replacingOccurrences(of: "\"name\": \"d1\"", with: "\"name\": \"d0\"")
            guard files["F0.navgraph.json"]!.contains("\"d0\"") && files["F0.navgraph.json"]!.components(separatedBy: "\"d0\"").count > 2 else {
                return
            }
        case .parentCycle:
            // d0 under itself, through d1 when there is one.
            let feature = files["F0.navgraph.json"]!
            let hasD1 = feature.contains("\"name\": \"d1\"")
            files["F0.navgraph.json"] =
                feature
                .replacingOccurrences(of: "{ \"name\": \"d0\",", with: "{ \"name\": \"d0\", \"parent\": \"\(hasD1 ? "d1" : "d0")\",")
                .replacingOccurrences(of: "{ \"name\": \"d1\",", with: "{ \"name\": \"d1\", \"parent\": \"d0\",")
        case .undeclaredCondition:
            files["F0.navgraph.json"] = files["F0.navgraph.json"]!
                .replacingOccurrences(of: "{ \"name\": \"d0\",", with: "{ \"name\": \"d0\", \"requires\": [\"signedIn\"],")
        }
        let checked = Pipeline().check(Self.sources(files))
        let errors = checked.diagnostics.filter { $0.severity == .error }
        #expect(!errors.isEmpty, "seed \(seed), \(mutation): not caught")
        for error in errors {
            #expect(files[error.location.file] != nil && error.location.line >= 1 && error.location.column >= 1, "seed \(seed): \(error)")
        }
    }
}
