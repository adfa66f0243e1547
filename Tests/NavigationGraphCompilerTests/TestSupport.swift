import Foundation
import Testing

@testable import _NavigationGraphCompiler

/// The repository's root, found from this file's path so tests run from any directory.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// Whether golden and fixture files are re-recorded instead of compared (`RECORD_GOLDENS=1`).
let isRecording = ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1"

/// Checks in-memory graph files (name to JSON) and returns the diagnostics as printed.
func diagnostics(_ files: [String: String]) -> [String] {
    Pipeline().check(files.sorted { $0.key < $1.key }.map { GraphSource(path: $0.key, text: $0.value) })
        .diagnostics.map(\.description)
}

/// Checks one feature graph's JSON, named `Shop.navgraph.json`.
func diagnostics(feature json: String) -> [String] {
    diagnostics(["Shop.navgraph.json": json])
}

/// The graph sources of a folder, with paths relative to it.
func sources(in directory: URL) throws -> [GraphSource] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path)
        .filter { $0.hasSuffix(".navgraph.json") }
        .sorted()
        .map { GraphSource(path: $0, bytes: Array(try Data(contentsOf: directory.appendingPathComponent($0)))) }
}

/// Compares text with a file, or records it; a mismatch fails with a line diff.
func expectMatchesFile(_ actual: String, _ file: URL, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    if isRecording {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try actual.write(to: file, atomically: true, encoding: .utf8)
        return
    }
    let expected = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    if expected != actual {
        Issue.record(
            "\(file.lastPathComponent) differs (RECORD_GOLDENS=1 swift test re-records it):\n\(lineDiff(expected: expected, actual: actual))",
            sourceLocation: sourceLocation)
    }
}

/// A unified diff of two texts by lines: hunks of the lines removed (`-`, expected) and added
/// (`+`, actual) with two lines of context, found by longest common subsequence, so an inserted
/// line shows as one line, not as every line after it.
func lineDiff(expected: String, actual: String, context: Int = 2, limit: Int = 60) -> String {
    let old = expected.components(separatedBy: "\n")
    let new = actual.components(separatedBy: "\n")
    // common[i][j]: the length of the longest common subsequence of old[i...] and new[j...].
    var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
    for i in stride(from: old.count - 1, through: 0, by: -1) {
        for j in stride(from: new.count - 1, through: 0, by: -1) {
            common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
        }
    }
    enum Edit {
        case same(Int, Int)
        case removed(Int)
        case added(Int)
    }
    var edits: [Edit] = []
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
        if i < old.count, j < new.count, old[i] == new[j] {
            edits.append(.same(i, j))
            i += 1
            j += 1
        } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
            // A removed line before the line added in its place, as unified diffs show them.
            edits.append(.removed(i))
            i += 1
        } else {
            edits.append(.added(j))
            j += 1
        }
    }
    let changed = edits.indices.filter { if case .same = edits[$0] { return false } else { return true } }
    var shown = Set<Int>()
    for index in changed {
        for near in max(0, index - context)...min(edits.count - 1, index + context) { shown.insert(near) }
    }
    var lines: [String] = []
    var previous: Int?
    for index in shown.sorted() {
        if let previous, index > previous + 1 { lines.append("...") }
        previous = index
        switch edits[index] {
        case .same(let i, _): lines.append("\(i + 1)   \(old[i])")
        case .removed(let i): lines.append("\(i + 1) - \(old[i])")
        case .added(let j): lines.append("\(j + 1) + \(new[j])")
        }
        if lines.count >= limit {
            lines.append("... (more differences)")
            break
        }
    }
    return lines.joined(separator: "\n")
}

/// A minimal valid feature graph with the given incoming destinations' JSON.
func feature(incoming: String, deepLink: String = #"{ "scheme": "shop", "host": "shop" }"#, outgoing: String = "[]") -> String {
    """
    {
      "feature": "Shop",
      "module": "ShopFeature",
      "deepLink": \(deepLink),
      "incoming": \(incoming),
      "outgoing": \(outgoing)
    }
    """
}
