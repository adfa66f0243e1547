// swift-tools-version: 6.2
import PackageDescription

/// The example app's feature modules use main-actor isolation by default, as the seeds' app does,
/// so the generated code is proven to compile there without warnings.
let exampleSettings: [SwiftSetting] = [.defaultIsolation(MainActor.self)]

/// Every target but the plugins has these upcoming features (the loop at the end): members
/// visible only through the modules a file imports, and `any` written for every existential. A
/// consumer's build may turn them on for every package (`-Xswiftc`), and the examples prove the
/// generated code compiles under them.
let upcomingFeatures = ["MemberImportVisibility", "ExistentialAny"]

/// The modular example's targets have, besides, the rest of the settings of a new app's target
/// in Xcode 26 ("approachable concurrency") and the imports a careful team makes explicit, so the
/// generated code is proven to compile under them as well.
let newAppSettings: [SwiftSetting] =
    exampleSettings
    + ["InternalImportsByDefault", "NonisolatedNonsendingByDefault", "InferIsolatedConformances"].map { .enableUpcomingFeature($0) }

let package = Package(
    name: "NavigationGraph",
    platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "NavigationGraph", targets: ["NavigationGraph"]),
        .library(name: "NavigationGraphTesting", targets: ["NavigationGraphTesting"]),
        .library(name: "NavigationGraphSwiftUI", targets: ["NavigationGraphSwiftUI"]),
        .library(name: "NavigationGraphUIKit", targets: ["NavigationGraphUIKit"]),
        .executable(name: "navgraph", targets: ["navgraph"]),
        .plugin(name: "NavigationGraphPlugin", targets: ["NavigationGraphPlugin"]),
        .plugin(name: "NavigationGraphCommandPlugin", targets: ["NavigationGraphCommandPlugin"]),
        .plugin(name: "NavigationGraphGeneratePlugin", targets: ["NavigationGraphGeneratePlugin"]),
    ],
    targets: [
        // The deep-link engine (patterns, locations, the route trie, matching, building and
        // percent-encoding), one module that the runtime re-exports and the compiler links: the
        // plugin's tool builds in every clean build of an app, and needs no coordinator, tabs or
        // saved state.
        .target(name: "_NavigationGraphRoutes"),
        // The runtime: protocols, coordinator, tabs, saved state, and the engine, re-exported.
        .target(name: "NavigationGraph", dependencies: ["_NavigationGraphRoutes"]),
        .target(name: "NavigationGraphTesting", dependencies: ["NavigationGraph"]),
        .target(name: "NavigationGraphSwiftUI", dependencies: ["NavigationGraph"]),
        // View controllers that follow the coordinators, where UIKit has them (not watchOS).
        .target(name: "NavigationGraphUIKit", dependencies: ["NavigationGraph"]),

        // The compiler: a library with the whole pipeline, and thin shells over it. What a build
        // runs (lint, generate) is `_NavigationGraphCompiler`, and `navgraph-build` is the build
        // plugin's tool over it alone: every clean build of an app compiles that tool. The other
        // commands (show, routes, resolve, map, import, diff, export, init) are
        // `_NavigationGraphTooling`, which only the `navgraph` executable links.
        .target(name: "_NavigationGraphCompiler", dependencies: ["_NavigationGraphRoutes"]),
        .target(name: "_NavigationGraphTooling", dependencies: ["_NavigationGraphCompiler"]),
        .executableTarget(name: "navgraph", dependencies: ["_NavigationGraphTooling"]),
        .executableTarget(name: "navgraph-build", dependencies: ["_NavigationGraphCompiler"]),
        .plugin(name: "NavigationGraphPlugin", capability: .buildTool(), dependencies: ["navgraph-build"]),
        .executableTarget(
            name: "navgraph-benchmark", dependencies: ["_NavigationGraphCompiler", "NavigationGraph"],
            path: "Sources/navgraph-benchmark"),
        .plugin(
            name: "NavigationGraphCommandPlugin",
            capability: .command(
                intent: .custom(verb: "navgraph", description: "Lint, show, route, resolve, draw or export the navigation graphs")),
            dependencies: ["navgraph"]),
        .plugin(
            name: "NavigationGraphGeneratePlugin",
            capability: .command(
                intent: .custom(verb: "navgraph-generate", description: "Write the generated Swift into each target's Generated/ folder"),
                permissions: [.writeToPackageDirectory(reason: "Writes each target's generated navigation code into Sources/<Target>/Generated/")]),
            dependencies: ["navgraph-build"]),

        // The example app of the seeds, compiled from Graphs/ through the plugin.
        .target(
            name: "ChallengeHome", dependencies: ["NavigationGraph"], path: "Examples/Challenge/ChallengeHome",
            swiftSettings: exampleSettings, plugins: ["NavigationGraphPlugin"]),
        .target(
            name: "ChallengeCharacter", dependencies: ["NavigationGraph"], path: "Examples/Challenge/ChallengeCharacter",
            swiftSettings: exampleSettings, plugins: ["NavigationGraphPlugin"]),
        .target(
            name: "ChallengeEpisode", dependencies: ["NavigationGraph"], path: "Examples/Challenge/ChallengeEpisode",
            swiftSettings: exampleSettings, plugins: ["NavigationGraphPlugin"]),
        .target(
            name: "ChallengeSystem", dependencies: ["NavigationGraph"], path: "Examples/Challenge/ChallengeSystem",
            swiftSettings: exampleSettings, plugins: ["NavigationGraphPlugin"]),
        .target(
            name: "ChallengeAppKit",
            dependencies: ["NavigationGraph", "ChallengeHome", "ChallengeCharacter", "ChallengeEpisode", "ChallengeSystem"],
            path: "Examples/Challenge/ChallengeAppKit", swiftSettings: exampleSettings, plugins: ["NavigationGraphPlugin"]),
        .executableTarget(
            name: "challenge-navigator", dependencies: ["ChallengeAppKit", "NavigationGraph"],
            path: "Examples/Challenge/ChallengeNavigator"),

        // Graphs at their edges, kept in the target's own folder: keywords, every parameter
        // type and default, path prefixes, a shared universal-link host, an app in one module.
        .target(
            name: "EdgeCases", dependencies: ["NavigationGraph"], path: "Examples/EdgeCases",
            plugins: ["NavigationGraphPlugin"]),

        // A federated social client: links from any server (a placeholder host), value patterns,
        // shared and required query keys.
        .target(
            name: "Federated", dependencies: ["NavigationGraph"], path: "Examples/Federated",
            plugins: ["NavigationGraphPlugin"]),

        // A mail and notes app for iPad and Mac: split views of three and two columns in a tab bar
        // that becomes a sidebar, beside a tab that stays one stack.
        .target(
            name: "Mail", dependencies: ["NavigationGraph"], path: "Examples/Mail",
            plugins: ["NavigationGraphPlugin"]),

        // A feed reader whose screens are view controllers: tabs of UIKit navigation controllers
        // that follow the coordinators, a sheet with detents, a guarded sheet, an action.
        // Swift 5 mode, in which many apps' targets still are: the generated code compiles there
        // without a warning too.
        .target(
            name: "Reader", dependencies: ["NavigationGraph", "NavigationGraphUIKit"], path: "Examples/Reader",
            swiftSettings: [.swiftLanguageMode(.v5)], plugins: ["NavigationGraphPlugin"]),

        // The modular layout: each feature keeps its graph beside its code, and the app's build finds
        // them through its dependencies.
        // Model objects that the catalogue's graph passes between screens ("imports").
        .target(name: "ModularModels", path: "Examples/Modular/ModularModels", swiftSettings: newAppSettings),
        .target(
            name: "ModularCatalog", dependencies: ["NavigationGraph", "ModularModels"], path: "Examples/Modular/ModularCatalog",
            swiftSettings: newAppSettings, plugins: ["NavigationGraphPlugin"]),
        .target(
            name: "ModularCart", dependencies: ["NavigationGraph"], path: "Examples/Modular/ModularCart",
            swiftSettings: newAppSettings, plugins: ["NavigationGraphPlugin"]),
        .target(
            name: "ModularApp", dependencies: ["NavigationGraph", "ModularCatalog", "ModularCart"],
            path: "Examples/Modular/ModularApp", swiftSettings: newAppSettings,
            plugins: ["NavigationGraphPlugin"]),

        // Tests, by kind.
        .testTarget(name: "NavigationGraphTests", dependencies: ["NavigationGraph", "_NavigationGraphRoutes", "NavigationGraphTesting"]),
        .testTarget(
            name: "NavigationGraphCompilerTests",
            dependencies: ["_NavigationGraphCompiler", "_NavigationGraphTooling", "NavigationGraph", "NavigationGraphTesting"]),
        .testTarget(
            name: "ChallengeExampleTests",
            dependencies: [
                "ChallengeHome", "ChallengeCharacter", "ChallengeEpisode", "ChallengeSystem", "ChallengeAppKit",
                "NavigationGraph", "NavigationGraphTesting",
            ],
            swiftSettings: exampleSettings),
        .testTarget(name: "EdgeCasesTests", dependencies: ["EdgeCases", "NavigationGraph", "NavigationGraphTesting"]),
        .testTarget(name: "MailExampleTests", dependencies: ["Mail", "NavigationGraph", "NavigationGraphTesting"]),
        .testTarget(name: "ReaderExampleTests", dependencies: ["Reader", "NavigationGraph", "NavigationGraphTesting"]),
        .testTarget(name: "FederatedExampleTests", dependencies: ["Federated", "NavigationGraph", "NavigationGraphTesting"]),
        .testTarget(
            name: "ModularExampleTests",
            dependencies: ["ModularApp", "ModularCatalog", "ModularCart", "ModularModels", "NavigationGraph", "NavigationGraphTesting"]),
    ]
)

for target in package.targets where target.type != .plugin {
    target.swiftSettings = (target.swiftSettings ?? []) + upcomingFeatures.map { .enableUpcomingFeature($0) }
}
