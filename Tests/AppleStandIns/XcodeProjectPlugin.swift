// A stand-in for Xcode's XcodeProjectPlugin module: the declarations NavigationGraphPlugin's
// `XcodeBuildToolPlugin` conformance uses, copied from the module's published interface
// (XcodeProjectPlugin.swiftmodule/arm64-apple-macos.swiftinterface of Xcode 14.1, with the URL
// properties Xcode 16 added: https://developer.apple.com/documentation/xcodeprojectplugin).
// Only the declarations are copied; every body is a placeholder. `Scripts/apple-typecheck.sh`
// compiles it against the toolchain's PackagePlugin and type-checks the build plugin with it.

import Foundation
import PackagePlugin

/// https://developer.apple.com/documentation/xcodeprojectplugin/xcodebuildtoolplugin
public protocol XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// https://developer.apple.com/documentation/xcodeprojectplugin/xcodeplugincontext
public struct XcodePluginContext {
    public var xcodeProject: XcodeProject { fatalError("stand-in") }
    public var pluginWorkDirectoryURL: URL { fatalError("stand-in") }
    public func tool(named name: String) throws -> PluginContext.Tool { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/xcodeprojectplugin/xcodeproject
public struct XcodeProject {
    public typealias ID = String
    public var id: ID { fatalError("stand-in") }
    public var displayName: String { fatalError("stand-in") }
    public var directoryURL: URL { fatalError("stand-in") }
    public var targets: [XcodeTarget] { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/xcodeprojectplugin/xcodetarget
public struct XcodeTarget {
    public typealias ID = String
    public var id: ID { fatalError("stand-in") }
    public var displayName: String { fatalError("stand-in") }
    public var product: XcodeProduct? { fatalError("stand-in") }
    public var dependencies: [XcodeTargetDependency] { fatalError("stand-in") }
    public var inputFiles: FileList { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/xcodeprojectplugin/xcodeproduct
public struct XcodeProduct {
    public typealias ID = String
    public var id: ID { fatalError("stand-in") }
    public var name: String { fatalError("stand-in") }
}

/// https://developer.apple.com/documentation/xcodeprojectplugin/xcodetargetdependency
public enum XcodeTargetDependency {
    case target(XcodeTarget)
    case product(any Product)
}
