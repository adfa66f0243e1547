import Foundation

/// Finds graph files: a file path is taken as it is; a folder gives every `*.navgraph.json`
/// file below it, in path order.
enum GraphFiles {
    struct Missing: Error {
        var path: String
    }

    static func sources(for paths: [String]) throws -> [GraphSource] {
        try Self.paths(in: paths).map { file in
            do {
                return GraphSource(path: file, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: file))))
            } catch {
                throw FileProblem("read", file, error: error)
            }
        }
    }

    /// The graph files at the paths: files as given, folders searched, each once.
    static func paths(in paths: [String]) throws -> [String] {
        var files: [String] = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw Missing(path: path)
            }
            if isDirectory.boolValue {
                let base = path.hasSuffix("/") ? String(path.dropLast()) : path
                let found = (manager.enumerator(atPath: path)?.allObjects as? [String] ?? [])
                    .filter { $0.hasSuffix(".navgraph.json") && !$0.split(separator: "/").contains(where: { $0.hasPrefix(".") }) }
                    .sorted()
                    .map { base + "/" + $0 }
                // A folder that happens to be named like a graph is a folder, not a graph.
                files += found.filter { file in
                    var isFolder: ObjCBool = false
                    return manager.fileExists(atPath: file, isDirectory: &isFolder) && !isFolder.boolValue
                }
            } else {
                files.append(path)
            }
        }
        var seen: Set<String> = []
        return files.filter { seen.insert($0).inserted }
    }
}
