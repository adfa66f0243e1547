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

/// The lines that differ, `-` expected and `+` actual, with their line numbers.
func lineDiff(expected: String, actual: String) -> String {
    let old = expected.components(separatedBy: "\n")
    let new = actual.components(separatedBy: "\n")
    var lines: [String] = []
    for index in 0..<max(old.count, new.count) {
        let before = index < old.count ? old[index] : nil
        let after = index < new.count ? new[index] : nil
        if before != after {
            if let before { lines.append("\(index + 1) - \(before)") }
            if let after { lines.append("\(index + 1) + \(after)") }
        }
        if lines.count > 40 {
            lines.append("...")
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
