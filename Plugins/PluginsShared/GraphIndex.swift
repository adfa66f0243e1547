import Foundation

/// What a graph file says about where it belongs, read without the compiler: the module it
/// generates into, the feature it declares or the app it is, and the features an app includes.
///
/// The plugins use it to give each module's build command only the graphs that module's code
/// depends on, so that changing one feature graph re-runs the compiler for that feature's module
/// and the apps that include it, not for every module.
struct GraphSummary: Codable, Equatable {
    /// The file's modification time and size when it was read; a change to either reads it again.
    var modified: Double
    var size: Int
    /// `"module"`, or `nil` when the file is not a JSON object with a string `module`.
    var module: String?
    /// The 1-based lines of the `"module"` and `"feature"` keys, for warnings located at them.
    var moduleLine: Int
    var featureLine: Int
    /// `"feature"` of a feature graph.
    var feature: String?
    /// `"app"` of an app graph.
    var app: String?
    /// `"features"` of an app graph; `nil` when the app includes every feature it sees.
    var features: [String]?

    /// Whether the file could not be read as a graph at all: every build that sees it gets it, so
    /// that the compiler reports the problem at its line.
    var isUnreadable: Bool { module == nil }

    /// Reads the top-level keys of a graph file.
    init(data: Data, modified: Double, size: Int) {
        self.modified = modified
        self.size = size
        let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        module = object?["module"] as? String
        feature = object?["feature"] as? String
        app = object?["app"] as? String
        features = (object?["features"] as? [Any])?.compactMap { $0 as? String }
        moduleLine = Self.line(of: "module", in: data)
        featureLine = Self.line(of: "feature", in: data)
    }
}

extension GraphSummary {
    /// The line of the first `"key"` in the file; 1 when there is none.
    static func line(of key: String, in data: Data) -> Int {
        guard let range = data.range(of: Data("\"\(key)\"".utf8)) else {
            return 1
        }
        return 1 + data[..<range.lowerBound].reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    }
}

/// The summaries of graph files, kept from one build plan to the next in the plugin's work
/// folder, so that a plan reads only the graphs that changed since the last one and otherwise
/// costs one `stat` per graph.
struct GraphIndex {
    private(set) var summaries: [String: GraphSummary] = [:]
    private var changed = false
    private let cacheFile: URL?

    /// The index file a plugin keeps in its work folder.
    static func file(in workDirectory: URL) -> URL {
        workDirectory.appending(path: "graph-index.json")
    }

    /// Loads the index kept in `cacheFile`, or starts an empty one.
    init(cacheFile: URL?) {
        self.cacheFile = cacheFile
        if let cacheFile, let data = try? Data(contentsOf: cacheFile),
            let saved = try? JSONDecoder().decode([String: GraphSummary].self, from: data)
        {
            summaries = saved
        }
    }

    /// The summary of a graph file, read again only when its time or size changed; `nil` for a
    /// file that cannot be read.
    mutating func summary(of file: URL) -> GraphSummary? {
        guard let values = try? file.resourceValues(forKeys: [.contentModificationDateKey, .fileSizeKey]) else {
            return nil
        }
        let modified = values.contentModificationDate?.timeIntervalSince1970 ?? 0
        let size = values.fileSize ?? 0
        if let known = summaries[file.path], known.modified == modified, known.size == size {
            return known
        }
        guard let data = try? Data(contentsOf: file) else {
            return nil
        }
        let summary = GraphSummary(data: data, modified: modified, size: size)
        summaries[file.path] = summary
        changed = true
        return summary
    }

    /// Writes the index back when a plan read anything new; a failure only costs the next plan
    /// the reads again.
    func save() {
        guard changed, let cacheFile else { return }
        try? FileManager.default.createDirectory(at: cacheFile.deletingLastPathComponent(), withIntermediateDirectories: true)
        if let data = try? JSONEncoder().encode(summaries) {
            try? data.write(to: cacheFile, options: .atomic)
        }
    }
}

/// A short fingerprint of the graph files a folder held when a build was planned: their count and
/// a hash of their names. A build command compares it with the folder as it is now, and only when
/// a graph was added, removed or renamed since the plan does it consult the index, which costs a
/// read of every entry.
enum FolderSignature {
    /// `count-hash` of the files' names (FNV-1a, 64 bits), in sorted order.
    static func of(_ files: [URL]) -> String {
        let names = files.map(\.lastPathComponent).sorted()
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for name in names {
            for byte in name.utf8 + [0] {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            }
        }
        return "\(names.count)-" + String(hash, radix: 16)
    }
}

/// The graphs one module's build reads, chosen from every graph that module's target can see.
enum GraphSelection {
    /// A graph file a target can see, and whether it sits in the target's own folder.
    struct Candidate {
        var file: URL
        var isOwn: Bool
    }

    /// The graphs module `module`'s generated code depends on: its own folder's graphs; any
    /// other graph whose `module` is this one; for an app module, the graphs of the features
    /// the app includes (every feature it sees when the app lists none); and any graph that
    /// cannot be read, so that the compiler reports it. Sorted by path.
    static func inputs(module: String, candidates: [Candidate], index: inout GraphIndex) -> [URL] {
        var chosen: [URL] = []
        var features: [(file: URL, name: String)] = []
        var included: Set<String> = []
        var includesAll = false
        var seen: Set<String> = []
        for candidate in candidates where seen.insert(candidate.file.path).inserted {
            guard let summary = index.summary(of: candidate.file), !summary.isUnreadable else {
                chosen.append(candidate.file)
                continue
            }
            if candidate.isOwn || summary.module == module {
                chosen.append(candidate.file)
                if summary.app != nil, summary.module == module {
                    if let names = summary.features {
                        included.formUnion(names)
                    } else {
                        includesAll = true
                    }
                }
            } else if let feature = summary.feature {
                features.append((candidate.file, feature))
            }
        }
        chosen += features.filter { includesAll || included.contains($0.name) }.map(\.file)
        return chosen.sorted { $0.path < $1.path }
    }
}
