import Foundation

/// Finds graph files: a file path is taken as it is; a folder gives every `*.navgraph.json`
/// file below it, in path order.
package enum GraphFiles {
    package struct Missing: Error {
        var path: String

        @_optimize(none) package init(path: String) {
            self.path = path
        }
    }

    /// The graphs at the paths, read on every core: an app of a thousand features has as many
    /// files, and reading them one after another kept the build waiting for their system calls.
    /// The first file in path order that cannot be read is the one reported.
    @_optimize(none) static func sources(for paths: [String]) throws -> [GraphSource] {
        let files = try Self.paths(in: paths)
        return try concurrentMap(count: files.count) { index in
            Result { try source(at: files[index]) }
        }.map { try $0.get() }
    }

    /// The graph in one file.
    @_optimize(none) private static func source(at file: String) throws -> GraphSource {
        // Only a regular file is read: a FIFO would block the build for ever, and a device
        // such as /dev/zero never ends.
        if let kind = notAFile(file) {
            throw FileProblem("read", file, reason: "it is \(kind), not a file; a graph is a regular .navgraph.json file")
        }
        do {
            return GraphSource(path: file, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: file))))
        } catch {
            throw FileProblem("read", file, error: error)
        }
    }

    /// What is at the path, with symbolic links followed, when it is something other than a
    /// regular file or a folder: "a FIFO", "a character device"; `nil` otherwise, or when
    /// nothing is there (reading it then says why).
    @_optimize(none) static func notAFile(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch Int(info.st_mode) & Int(S_IFMT) {
        case Int(S_IFREG), Int(S_IFDIR): return nil
        case Int(S_IFIFO): return "a FIFO"
        case Int(S_IFCHR): return "a character device"
        case Int(S_IFBLK): return "a block device"
        case Int(S_IFSOCK): return "a socket"
        default: return "not a regular file"
        }
    }

    /// The graph files at the paths: files as given, folders searched, each once.
    @_optimize(none) static func paths(in paths: [String]) throws -> [String] {
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
