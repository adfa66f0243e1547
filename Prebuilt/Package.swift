// swift-tools-version: 6.0
import PackageDescription

/// NavigationGraph's build plugin over a prebuilt `navgraph`: a team adds this package for the
/// plugin and NavigationGraph for the runtime, and no clean build compiles the compiler.
///
/// The plugin's sources are the main package's own (`Plugins/NavigationGraphPlugin` links to
/// them), so both plugins run the same commands; only where `navgraph` comes from differs. Here
/// it is the bundle `Scripts/artifactbundle.sh` makes beside this file
/// (`NavigationGraphTool.artifactbundle`); a release publishes
/// the zipped bundle and names it with `.binaryTarget(name:url:checksum:)` instead (see the
/// DocC catalog's Performance article).
let package = Package(
    name: "NavigationGraphPrebuilt",
    platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .plugin(name: "NavigationGraphPrebuiltPlugin", targets: ["NavigationGraphPrebuiltPlugin"])
    ],
    // Target names are unique across a package graph, and an app that uses this package also
    // depends on NavigationGraph, whose targets are `navgraph` and `NavigationGraphPlugin`. The
    // plugin asks for the tool by the bundle's artifact name, `navgraph`, either way.
    targets: [
        .binaryTarget(name: "NavigationGraphTool", path: "NavigationGraphTool.artifactbundle"),
        .plugin(
            name: "NavigationGraphPrebuiltPlugin", capability: .buildTool(), dependencies: ["NavigationGraphTool"],
            path: "Plugins/NavigationGraphPlugin"),
    ]
)
