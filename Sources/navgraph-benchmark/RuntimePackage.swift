import Foundation
import _NavigationGraphCompiler

/// A package, written into a scratch folder and built in release, that compiles the generated
/// code of synthetic apps of each size next to the seeds' hand-written equivalent and times both
/// against the floor of one bare `URLComponents` parse, on the same URLs.
struct RuntimePackage {
    let folder: URL
    let root: URL
    let sizes: [Int]

    func write() throws {
        let manager = FileManager.default
        try? manager.removeItem(at: folder.appendingPathComponent("Sources"))
        let modules = sizes.map { "Bench\($0)" }
        try """
        // swift-tools-version: 6.2
        import PackageDescription

        let package = Package(
            name: "RuntimeBench",
            dependencies: [.package(name: "NavigationGraph", path: \(RouteQuote.quote(root.path)))],
            targets: [
        \(modules.map { "        .target(name: \"\($0)\", dependencies: [.product(name: \"NavigationGraph\", package: \"NavigationGraph\")])," }.joined(separator: "\n"))
                .executableTarget(name: "runtime-bench", dependencies: [\(modules.map { "\"\($0)\"" }.joined(separator: ", "))]),
            ]
        )

        """.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        for size in sizes {
            let module = "Bench\(size)"
            let app = SyntheticApp(count: size)
            let sources = app.graphs(module: module, queryOnly: true).map { GraphSource(path: $0.name, text: $0.json) }
            let generated = Pipeline().generate(sources, module: module)
            guard let file = generated.file else {
                throw BenchmarkError.generation(generated.diagnostics.map(\.description).joined(separator: "\n"))
            }
            let directory = folder.appendingPathComponent("Sources/\(module)")
            try manager.createDirectory(at: directory, withIntermediateDirectories: true)
            try file.contents.write(to: directory.appendingPathComponent("Generated.swift"), atomically: true, encoding: .utf8)
            try app.seedStyleSource(includingEnums: false).write(
                to: directory.appendingPathComponent("Seed.swift"), atomically: true, encoding: .utf8)
            try measureSource(app).write(to: directory.appendingPathComponent("Measure.swift"), atomically: true, encoding: .utf8)
        }
        let runner = folder.appendingPathComponent("Sources/runtime-bench")
        try manager.createDirectory(at: runner, withIntermediateDirectories: true)
        try
            ("import Foundation\n" + sizes.map { "import Bench\($0)\n" }.joined() + """

                // Prints one line per figure: size, measure, nanoseconds per operation.
                let runs = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 11
                \(sizes.map { "for (name, value) in Bench\($0).measure(runs: runs) { print(\"\($0)\\t\\(name)\\t\\(value)\") }" }.joined(separator: "\n"))

                """).write(to: runner.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
    }

    /// Builds the package in release and runs it.
    /// - Returns: Figures by size and measure, in nanoseconds per operation.
    func run(runs: Int) throws -> [Int: [String: Double]] {
        let build = Process()
        build.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        build.arguments = ["swift", "build", "-c", "release", "--package-path", folder.path, "--product", "runtime-bench"]
        try build.run()
        build.waitUntilExit()
        guard build.terminationStatus == 0 else { throw BenchmarkError.build }
        let run = Process()
        run.executableURL = folder.appendingPathComponent(".build/release/runtime-bench")
        run.arguments = [String(runs)]
        let pipe = Pipe()
        run.standardOutput = pipe
        try run.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        run.waitUntilExit()
        var figures: [Int: [String: Double]] = [:]
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: "\t").map(String.init)
            guard parts.count == 3, let size = Int(parts[0]), let value = Double(parts[2]) else { continue }
            figures[size, default: [:]][parts[1]] = value
        }
        return figures
    }

    /// The timing code compiled into each size's module.
    private func measureSource(_ app: SyntheticApp) -> String {
        let urls = app.sampleURLs()
        let samples = (0..<16).map { $0 * app.count / 16 }
        return """
            import Foundation
            import NavigationGraph

            @inline(never) func blackHole<T>(_ value: T) {
                withExtendedLifetime(value) {}
            }

            let sampleURLs: [URL] = [
            \(urls.map { "    URL(string: \(RouteQuote.quote($0)))!," }.joined(separator: "\n"))
            ]

            /// A value the optimizer cannot see through, so that neither way of building a URL is
            /// folded into a constant.
            @inline(never) func opaque(_ value: Int) -> Int { value }

            let builders: [@Sendable () -> URL?] = [
            \(samples.map { "    { F\($0)DeepLinkHandler().url(for: .d1(id: opaque(\($0)))) }," }.joined(separator: "\n"))
            ]

            let builtStrings: [String] = [
            \(samples.map { "    \"bench://f\($0)/d1?id=\($0)\"," }.joined(separator: "\n"))
            ]

            /// The same URLs as a hand-written builder makes them: the value interpolated into the
            /// string, which is then parsed.
            let naiveBuilders: [@Sendable () -> URL?] = [
            \(samples.map { "    { URL(string: \"bench://f\($0)/d1?id=\\(opaque(\($0)))\") }," }.joined(separator: "\n"))
            ]

            let outgoing: [any NavigationContract] = [
            \(samples.map { "    F\($0)OutgoingNavigation.o\($0 % 4)(id: \($0))," }.joined(separator: "\n"))
            ]

            /// Times `baseline` and `candidate` back to back in every run, so that a slow moment of a
            /// shared machine slows both, and returns the median of each and of the per-run ratios.
            func paired(runs: Int, repetitions: Int, operations: Int, _ baseline: () -> Void, _ candidate: () -> Void) -> (baseline: Double, candidate: Double, ratio: Double) {
                baseline()
                candidate()
                var baselines: [Double] = []
                var candidates: [Double] = []
                var ratios: [Double] = []
                func time(_ body: () -> Void) -> Double {
                    let start = DispatchTime.now().uptimeNanoseconds
                    for _ in 0..<repetitions { body() }
                    return Double(DispatchTime.now().uptimeNanoseconds - start) / Double(repetitions * operations)
                }
                for _ in 0..<runs {
                    let first = time(baseline)
                    let second = time(candidate)
                    baselines.append(first)
                    candidates.append(second)
                    ratios.append(second / first)
                }
                return (baselines.sorted()[runs / 2], candidates.sorted()[runs / 2], ratios.sorted()[runs / 2])
            }

            /// Nanoseconds per operation of each way of doing the same work, the paired ratios, and
            /// how many URLs the generated router and the seeds' loop resolved differently (must be 0).
            public func measure(runs: Int) -> [(String, Double)] {
                // What the first deep link costs, once per process: the routes under its location
                // parsed and matched, then the public `router` over them made and used. The URL
                // is the input, parsed before the clock starts (an app receives it parsed).
                let firstURL = sampleURLs[0]
                var clock = DispatchTime.now().uptimeNanoseconds
                func lap() -> Double {
                    let now = DispatchTime.now().uptimeNanoseconds
                    defer { clock = now }
                    return Double(now - clock)
                }
                blackHole(AppDeepLinkRouter().resolve(firstURL))
                let firstResolve = lap()
                blackHole(AppDeepLinkRouter.router.resolve(firstURL))
                let firstRouter = lap()
                let router = AppDeepLinkRouter()
                let seeds = SeedAppContainer()
                let redirect = AppNavigationRedirect()
                let seedRedirect = SeedAppNavigationRedirect()
                var disagreements = 0
                for url in sampleURLs {
                    let ours = router.resolve(url).map(AnyNavigation.init)
                    let theirs = seeds.handle(url: url).map(AnyNavigation.init)
                    if ours == nil || ours != theirs { disagreements += 1 }
                }
                for (index, build) in builders.enumerated() where build()?.absoluteString != builtStrings[index] {
                    disagreements += 1
                }
                let repetitions = 200
                let resolve = paired(runs: runs, repetitions: repetitions, operations: sampleURLs.count, {
                    for url in sampleURLs { blackHole(URLComponents(url: url, resolvingAgainstBaseURL: false)) }
                }, {
                    for url in sampleURLs { blackHole(router.resolve(url)) }
                })
                let seedsVersusOurs = paired(runs: runs, repetitions: max(1, repetitions / 20), operations: sampleURLs.count, {
                    for url in sampleURLs { blackHole(router.resolve(url)) }
                }, {
                    for url in sampleURLs { blackHole(seeds.handle(url: url)) }
                })
                let build = paired(runs: runs, repetitions: repetitions, operations: builders.count, {
                    for build in naiveBuilders { blackHole(build()) }
                }, {
                    for build in builders { blackHole(build()) }
                })
                let redirects = paired(runs: runs, repetitions: repetitions * 10, operations: outgoing.count, {
                    for destination in outgoing { blackHole(redirect.redirect(destination)) }
                }, {
                    for destination in outgoing { blackHole(seedRedirect.redirect(destination)) }
                })
                return [
                    ("disagreements", Double(disagreements)),
                    ("launch.resolve", firstResolve), ("launch.router", firstRouter),
                    ("resolve.floor", resolve.baseline), ("resolve.generated", resolve.candidate), ("resolve.ratio", resolve.ratio),
                    ("resolve.seeds", seedsVersusOurs.candidate), ("resolve.seedsRatio", seedsVersusOurs.ratio),
                    ("build.floor", build.baseline), ("build.generated", build.candidate), ("build.ratio", build.ratio),
                    ("redirect.generated", redirects.baseline), ("redirect.seeds", redirects.candidate),
                ]
            }

            """
    }
}

enum BenchmarkError: Error, CustomStringConvertible {
    case generation(String)
    case build

    var description: String {
        switch self {
        case .generation(let diagnostics): return "the synthetic graphs did not compile:\n\(diagnostics)"
        case .build: return "the runtime benchmark package did not build"
        }
    }
}

enum RouteQuote {
    static func quote(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
