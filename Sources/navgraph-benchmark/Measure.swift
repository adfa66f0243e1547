import Foundation

/// Timing with medians of repeated runs, so one slow run on a shared machine does not decide.
enum Measure {
    /// The median, in seconds, of `runs` timings of `body`, after one warm-up run.
    static func median(runs: Int, _ body: () throws -> Void) rethrows -> Double {
        try body()
        var times: [Double] = []
        for _ in 0..<runs {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return times.sorted()[times.count / 2]
    }

    /// Runs a program and returns its median wall time in seconds, or `nil` when it cannot run
    /// or fails.
    static func process(_ executable: String, _ arguments: [String], runs: Int) -> Double? {
        guard FileManager.default.isExecutableFile(atPath: executable) else { return nil }
        var failed = false
        let time = median(runs: runs) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = arguments
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            do {
                try process.run()
                process.waitUntilExit()
                failed = failed || process.terminationStatus != 0
            } catch {
                failed = true
            }
        }
        return failed ? nil : time
    }

    static func milliseconds(_ seconds: Double) -> String {
        String(format: "%.1f ms", seconds * 1000)
    }

    static func ratio(_ value: Double, _ baseline: Double) -> String {
        String(format: "%.2fx", value / baseline)
    }
}

/// A plain-text table with aligned columns.
struct Table {
    var header: [String]
    var rows: [[String]] = []

    var text: String {
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        return ([header] + rows).map { cells in
            cells.enumerated().map { $1.padding(toLength: widths[$0], withPad: " ", startingAt: 0) }
                .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }.joined(separator: "\n") + "\n"
    }
}
