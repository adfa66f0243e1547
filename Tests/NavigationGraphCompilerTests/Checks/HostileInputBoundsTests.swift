import Foundation
import Testing

@testable import _NavigationGraphCompiler
@testable import _NavigationGraphTooling

/// Every check and command is linear or `n log n` in the size of the graphs and the URL: a
/// hostile graph in a pull request must not stall CI, since the build plugin runs the same code.
/// Each bound runs a large hostile input under a generous limit (seconds where the input takes a
/// fraction of one in a debug build), so that a regression to a square fails rather than slows.
struct HostileInputBoundsTests {
    private static let limit = Duration.seconds(5)

    private static func timed<Result>(_ body: () throws -> Result) rethrows -> (result: Result, elapsed: Duration) {
        var result: Result?
        let elapsed = try ContinuousClock().measure { result = try body() }
        return (result!, elapsed)
    }

    private static func check(_ feature: [String: Any]) throws -> (diagnostics: [Diagnostic], elapsed: Duration) {
        let data = try JSONSerialization.data(withJSONObject: feature, options: [.prettyPrinted, .sortedKeys])
        let source = GraphSource(path: "Shop.navgraph.json", bytes: Array(data))
        let (result, elapsed) = timed { Pipeline().check([source]) }
        return (result.diagnostics, elapsed)
    }

    /// A 20,000-character name one letter off a reference took over 10 s by a full edit
    /// distance; within a band of 3 it is 20,000 × 7 steps, and the hint is still given.
    @Test func aLongNameOneLetterOffIsSuggestedInLinearTime() throws {
        let long = String(repeating: "a", count: 20_000)
        let (diagnostics, elapsed) = try Self.check([
            "feature": "Shop", "module": "Shop",
            "incoming": [["name": long], ["name": "b", "parent": String(long.dropLast()) + "b"]],
        ])
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.hasSuffix("did you mean '\(long)'?") == true)
        #expect(elapsed < Self.limit, "took \(elapsed)")
    }

    /// Value patterns that made a backtracking matcher, the sample finder or the default check
    /// take exponential time (issue 66: `lint` hung on `((((a{64}){64}){64}){64}){64}` and on a
    /// 30-`a` default against `(a+())+b`), with long defaults: each pattern costs its length
    /// times the default's, and too large a program is refused, not written out.
    @Test func hostileValuePatternsAreCheckedInLinearTime() throws {
        let hostile = [
            "(a|a){24}b", "(a+())+b", "(?'n'a+)+b", "(?P<n>a+)+b", "(a+(?#c))+b", "(a+){1,64}b", "a*a*a*a*a*a*a*a*b", "[a-z]*[a-z]*",
            "((((a{64}){64}){64}){64}){64}", "(a{1000}){1000}", String(repeating: "(a*)*", count: 150) + "b",
        ]
        let parameters: [[String: Any]] = hostile.enumerated().map { index, pattern in
            ["name": "p\(index)", "type": "String", "pattern": pattern, "default": String(repeating: "a", count: 20_000)]
        }
        let (diagnostics, elapsed) = try Self.check([
            "feature": "Shop", "module": "Shop", "deepLink": ["scheme": "s", "host": "h"],
            "incoming": [
                ["name": "home", "parameters": parameters, "deepLink": "/?" + hostile.indices.map { "p\($0)={p\($0)}" }.joined(separator: "&")]
            ],
        ])
        #expect(diagnostics.contains { $0.message.contains("too large") })
        #expect(diagnostics.contains { $0.message.contains("does not match its pattern") })
        #expect(elapsed < Self.limit, "took \(elapsed)")
    }

    /// 3,000 unknown parents against 6,000 names: every error is reported; hints stop when the
    /// run's budget for them is spent, so the time stays linear.
    @Test func thousandsOfUnknownNamesAreReportedInLinearTime() throws {
        let count = 3_000
        let destinations: [[String: Any]] =
            (0..<count).map { ["name": "dest\($0)"] } + (0..<count).map { ["name": "kid\($0)", "parent": "dxst\($0)"] }
        let (diagnostics, elapsed) = try Self.check(["feature": "Shop", "module": "Shop", "incoming": destinations])
        #expect(diagnostics.count == count)
        #expect(diagnostics.first?.message.hasSuffix("did you mean 'dest0'?") == true, "the first errors keep their hint")
        #expect(elapsed < Self.limit, "took \(elapsed)")
    }

    /// A valid chain of 20,000 parents: each destination found by name at once, cycles found
    /// in one pass.
    @Test func aDeepParentChainIsCheckedInLinearTime() throws {
        let depth = 20_000
        let destinations: [[String: Any]] = [["name": "d0"]] + (1..<depth).map { ["name": "d\($0)", "parent": "d\($0 - 1)"] }
        let (diagnostics, elapsed) = try Self.check(["feature": "Shop", "module": "Shop", "incoming": destinations])
        #expect(diagnostics.isEmpty)
        #expect(elapsed < Self.limit, "took \(elapsed)")
    }

    /// A parent link of 10,000 parameters, each mapped by name: looked up in a table, not by a
    /// search of the list per argument.
    @Test func aLinkOfThousandsOfParametersIsCheckedInLinearTime() throws {
        let count = 10_000
        let parameters: [[String: Any]] = (0..<count).map { ["name": "p\($0)", "type": "Int"] }
        let arguments = Dictionary(uniqueKeysWithValues: (0..<count).map { ("p\($0)", "p\($0)") })
        let (diagnostics, elapsed) = try Self.check([
            "feature": "Shop", "module": "Shop",
            "incoming": [
                ["name": "a", "parameters": parameters],
                ["name": "b", "parameters": parameters, "parent": ["destination": "a", "arguments": arguments]],
            ],
        ])
        #expect(diagnostics.isEmpty)
        #expect(elapsed < Self.limit, "took \(elapsed)")
    }

    /// A deep link of 30,000 query keys: the route table records each parameter's key from a
    /// table of names, not by a search of the keys per parameter.
    @Test func aRouteOfThousandsOfQueryKeysIsGeneratedInLinearTime() throws {
        let count = 30_000
        let query = (0..<count).map { "k\($0)={p\($0)}" }.joined(separator: "&")
        let parameters: [[String: Any]] = (0..<count).map { ["name": "p\($0)", "type": "Int?", "default": NSNull()] }
        let feature: [String: Any] = [
            "feature": "Shop", "module": "Shop", "deepLink": ["scheme": "s", "host": "h"],
            "incoming": [["name": "a", "deepLink": "/a?" + query, "parameters": parameters]],
        ]
        let data = try JSONSerialization.data(withJSONObject: feature, options: [.sortedKeys])
        let (generated, elapsed) = Self.timed { Pipeline().generate([GraphSource(path: "Shop.navgraph.json", bytes: Array(data))], module: "Shop") }
        #expect(!generated.hasErrors)
        #expect(generated.file != nil)
        // Generating 30,000 parameters takes over a second by itself; the search per parameter
        // took over 14 s more.
        #expect(elapsed < .seconds(8), "took \(elapsed)")
    }

    /// `diff` of a route of 16,000 required query keys: each key's parameter is found in a
    /// table, not by a search of the parameters (24 s in a debug build before, 0.55 s after).
    @Test func aRouteOfThousandsOfRequiredKeysIsDiffedInLinearTime() throws {
        let count = 16_000
        let query = (0..<count).map { "k\($0)={p\($0)}" }.joined(separator: "&")
        let parameters: [[String: Any]] = (0..<count).map { ["name": "p\($0)", "type": "Int"] }
        let feature: [String: Any] = [
            "feature": "Shop", "module": "Shop", "deepLink": ["scheme": "s", "host": "h"],
            "incoming": [["name": "a", "deepLink": "/a?" + query, "parameters": parameters]],
        ]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try JSONSerialization.data(withJSONObject: feature, options: [.sortedKeys]).write(to: folder.appendingPathComponent("Shop.navgraph.json"))
        var navgraph = Navgraph()
        let (status, elapsed) = Self.timed { navgraph.run(["diff", folder.path, folder.path]) }
        #expect(status == 0, "\(navgraph.standardError)")
        #expect(elapsed < Self.limit, "took \(elapsed)")
    }

    /// A tab that lists 3,000 included features and 3,000 unknown ones: membership looked up in
    /// sets, and hints for the unknown ones within the run's budget.
    @Test func tabsOfThousandsOfFeaturesAreCheckedInLinearTime() throws {
        let count = 3_000
        let features = (0..<count).map { "F\($0)" }
        var sources = features.map { name in
            GraphSource(path: "\(name).navgraph.json", text: #"{ "feature": "\#(name)", "module": "App", "incoming": [ { "name": "home" } ] }"#)
        }
        let app: [String: Any] = [
            "app": "App", "module": "App", "features": features,
            "tabs": [["name": "home", "root": "F0.home", "features": features + features.map { "G\($0.dropFirst())" }]],
        ]
        sources.append(
            GraphSource(path: "App.navgraph.json", bytes: Array(try JSONSerialization.data(withJSONObject: app, options: [.sortedKeys]))))
        let (result, elapsed) = Self.timed { Pipeline().check(sources) }
        #expect(result.diagnostics.filter { $0.severity == .error }.count == count)
        #expect(elapsed < Self.limit, "took \(elapsed)")
    }

    /// `resolve`'s nearest routes for a 16 KB URL one byte off a 16 KB route compared every
    /// character of both; now the first 128 characters of each, within a band.
    @Test func nearestRoutesOfALongURLAreFoundInLinearTime() throws {
        let segment = String(repeating: "x", count: 16_000)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let routes = (0..<200).map { #"{ "name": "r\#($0)", "deepLink": "/r\#($0)/\#(segment)" }"# }.joined(separator: ", ")
        try #"{ "feature": "Shop", "module": "Shop", "deepLink": { "scheme": "s", "host": "h" }, "incoming": [ \#(routes) ] }"#
            .write(to: folder.appendingPathComponent("Shop.navgraph.json"), atomically: true, encoding: .utf8)
        var navgraph = Navgraph()
        let (status, elapsed) = Self.timed { navgraph.run(["resolve", "s://h/r7/" + segment.dropLast() + "y", folder.path]) }
        #expect(status == 1)
        #expect(navgraph.standardOutput.contains("nearest routes:"))
        #expect(navgraph.standardOutput.contains("s://h/r7/"), "\(navgraph.standardOutput.prefix(500))")
        #expect(elapsed < Self.limit, "took \(elapsed)")
    }
}

/// The banded, bounded edit distance gives what the full one gives wherever that is within the
/// bound, and `nil` beyond it.
struct BoundedEditDistanceTests {
    /// The optimal string alignment distance over the whole table, as the reference.
    private static func fullDistance(_ a: [Character], _ b: [Character]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    @Test func theBandedDistanceAgreesWithTheFullOneWithinItsBound() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [Character] = ["a", "b", "c"]
        for _ in 0..<3_000 {
            let a = (0..<Int.random(in: 0...9, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let b = (0..<Int.random(in: 0...9, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            let full = Self.fullDistance(a, b)
            for limit in 0...4 {
                let banded = Suggestion.editDistance(a, b, atMost: limit)
                #expect(
                    banded == (full <= limit ? full : nil), "\(String(a)) \(String(b)) limit \(limit): \(String(describing: banded)), full \(full)")
            }
        }
    }

    @Test func suggestionsPreferTheClosestThenTheFirstInOrder() {
        #expect(Suggestion.closest(to: "detial", amongFixed: ["list", "detail", "details"]) == "detail")
        #expect(Suggestion.closest(to: "lisd", amongFixed: ["list", "lise"]) == "lise")
        #expect(Suggestion.closest(to: "zzzzzz", amongFixed: ["list", "detail"]) == nil)
        var spent = Suggestion.Budget(0)
        #expect(Suggestion.closest(to: "detial", in: ["detail"], budget: &spent) == nil, "no budget, no hint")
    }
}
