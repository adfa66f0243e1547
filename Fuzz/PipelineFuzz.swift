import _NavigationGraphCompiler

// Arbitrary bytes through the reader and the whole check-and-generate pipeline: as one graph
// file, and cut at NUL bytes into several, for a feature module and an app module. Nothing may
// trap, hang or leak; every diagnostic must be located in a given file.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    var sources = [GraphSource(path: "Fuzz.navgraph.json", bytes: bytes)]
    let parts = bytes.split(separator: 0, maxSplits: 3, omittingEmptySubsequences: false)
    if parts.count > 1 {
        sources = parts.enumerated().map { GraphSource(path: "F\($0.offset).navgraph.json", bytes: Array($0.element)) }
    }
    let checked = Pipeline().check(sources)
    for diagnostic in checked.diagnostics where !sources.contains(where: { $0.path == diagnostic.location.file }) {
        fatalError("diagnostic outside the given files: \(diagnostic)")
    }
    for module in ["M", "App", "ShopFeature"] {
        _ = Pipeline().generate(sources, module: module)
    }
    return 0
}
