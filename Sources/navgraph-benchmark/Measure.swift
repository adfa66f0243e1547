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
    ///
    /// The program is started with `posix_spawn` and waited for with `waitpid`: Foundation's
    /// `Process.waitUntilExit()` on Linux polls every 50 ms, which rounded every time up to the
    /// next 50 ms.
    static func process(_ executable: String, _ arguments: [String], runs: Int) -> Double? {
        guard FileManager.default.isExecutableFile(atPath: executable) else { return nil }
        var failed = false
        let time = median(runs: runs) {
            failed = failed || !run(executable, arguments)
        }
        return failed ? nil : time
    }

    /// Runs a program with its output discarded; whether it exited with status 0.
    private static func run(_ executable: String, _ arguments: [String]) -> Bool {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer {
            for argument in argv { free(argument) }
        }
        var pid = pid_t()
        guard posix_spawn(&pid, executable, &actions, nil, argv, environ) == 0 else { return false }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return false }
        }
        // Exited normally (no signal), with status 0.
        return status & 0x7F == 0 && (status >> 8) & 0xFF == 0
    }

    /// The size of an object file as `size` counts it (text, data and bss), in bytes; `nil` when
    /// `size` cannot read it.
    static func objectSize(_ path: String) -> Int? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["size", "-B", path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // "text data bss dec hex filename", then one line of figures: `dec` is their sum.
        let lines = output.split(separator: "\n")
        guard process.terminationStatus == 0, lines.count >= 2 else { return nil }
        let fields = lines[1].split { $0 == " " || $0 == "\t" }
        return fields.count >= 4 ? Int(fields[3]) : nil
    }

    static func kilobytes(_ bytes: Int) -> String {
        let kilobytes = (bytes + 512) / 1024
        return kilobytes >= 1000 ? "\(kilobytes / 1000),\(String(format: "%03d", kilobytes % 1000)) kB" : "\(kilobytes) kB"
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
