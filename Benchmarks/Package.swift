// swift-tools-version: 6.1
import PackageDescription

// The runtime benchmarks, a package of their own so that the benchmark framework and the router
// compared with are never dependencies of NavigationGraph itself. From the repository's root:
//
//     Scripts/router-benchmark.sh
//
// which runs `swift package --package-path Benchmarks --disable-sandbox benchmark --target
// RouterBenchmarks` (through Scripts/ordo-benchmark.sh), and
//
//     Scripts/router-compare.sh BASE
//
// which builds RouterPairs against a commit and against the working tree and runs them in turn,
// and
//
//     Scripts/destination-benchmark.sh
//
// which compares, hashes and describes destinations.
let package = Package(
    name: "NavigationGraphBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "NavigationGraph", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark.git", exact: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/vapor/routing-kit.git", exact: "4.9.3"),
    ],
    targets: [
        // The synthetic app the executables measure: its URLs, its route table and enum. It
        // depends on NavigationGraph alone, so that Scripts/router-compare.sh can build it
        // against another revision.
        .target(
            name: "SyntheticApp",
            dependencies: [.product(name: "NavigationGraph", package: "NavigationGraph")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Times, allocations, construction and memory, with ordo-one/benchmark.
        .executableTarget(
            name: "RouterBenchmarks",
            dependencies: [
                "SyntheticApp",
                .product(name: "NavigationGraph", package: "NavigationGraph"),
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "RoutingKit", package: "routing-kit"),
            ],
            path: "Benchmarks/RouterBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Comparing, hashing and describing destinations: what the generated enums' visiting
        // `switch` costs at run time against Swift's synthesized `Hashable`.
        .executableTarget(
            name: "DestinationBenchmarks",
            dependencies: [
                .product(name: "NavigationGraph", package: "NavigationGraph"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/DestinationBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // The paired rounds of the `Ratio` benchmarks, printed as medians, for
        // Scripts/router-compare.sh, which runs two builds of it in turn.
        .executableTarget(
            name: "RouterPairs",
            dependencies: ["SyntheticApp", .product(name: "NavigationGraph", package: "NavigationGraph")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Resolves every URL of a 100-feature app 20 times, for counting instructions:
        // valgrind --tool=callgrind .build/release/RouterProfile
        .executableTarget(
            name: "RouterProfile",
            dependencies: ["SyntheticApp", .product(name: "NavigationGraph", package: "NavigationGraph")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
