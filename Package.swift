// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "NavigationGraph",
    platforms: [.iOS(.v17), .macOS(.v14), .tvOS(.v17), .watchOS(.v10), .visionOS(.v1)],
    products: [
        .library(name: "NavigationGraph", targets: ["NavigationGraph"]),
    ],
    targets: [
        .target(name: "NavigationGraph"),
    ]
)
