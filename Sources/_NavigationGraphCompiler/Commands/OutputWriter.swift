import Foundation

/// Writes generated files into one folder: unchanged files are left alone (so builds stay
/// incremental), and changed ones are written atomically through a temporary file in the same
/// folder, so a failed write leaves the previous output intact.
package enum OutputWriter {
    /// Writes the files that changed.
    /// - Parameter root: When given, the folder must be inside it once symbolic links are
    ///   followed: a `Generated` folder that is a link to a folder elsewhere is refused before
    ///   anything is made or written, so a package cannot be made to write outside itself.
    /// - Returns: The names of the files written; unchanged files are left alone.
    /// - Throws: ``FileProblem`` when the folder cannot be made, lies outside `root`, or a file
    ///   cannot be written.
    @_optimize(none) package static func write(_ files: [GeneratedFile], to directory: String, within root: String? = nil) throws -> [String] {
        let manager = FileManager.default
        if let root {
            try confine(directory, to: root)
        }
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: directory, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else {
                throw FileProblem("write into", directory, errorNumber: ENOTDIR)
            }
        } else {
            do {
                try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw FileProblem("create the folder", directory, error: error)
            }
        }
        if let root {
            // Again once the folder exists: what was made must be where it was checked to be.
            try confine(directory, to: root)
        }
        var written: [String] = []
        for file in files {
            guard !file.name.isEmpty, !file.name.contains("/"), !file.name.hasPrefix(".") else {
                throw FileProblem("write", directory + "/" + file.name, errorNumber: EINVAL)
            }
            let path = directory + "/" + file.name
            let data = Data(file.contents.utf8)
            if manager.contents(atPath: path) == data {
                continue
            }
            let temporary = directory + "/.\(file.name).\(ProcessInfo.processInfo.processIdentifier).tmp"
            errno = 0
            guard manager.createFile(atPath: temporary, contents: data) else {
                throw FileProblem("write", path, errorNumber: errno == 0 ? EIO : errno)
            }
            if rename(temporary, path) != 0 {
                let code = errno
                try? manager.removeItem(atPath: temporary)
                throw FileProblem("write", path, errorNumber: code)
            }
            written.append(file.name)
        }
        return written
    }

    /// Throws unless `directory`, with every symbolic link on its way followed, is `root` or
    /// inside it. The path is resolved as the system will resolve it when the folder is made:
    /// its longest existing start with links and `..` followed by the system itself, then the
    /// rest, which may not hold `..` (a `..` after a folder that is yet to be made would climb
    /// from wherever that folder ends up, so it is refused rather than guessed).
    @_optimize(none) static func confine(_ directory: String, to root: String) throws {
        guard let realRoot = realPath(root) else {
            throw FileProblem("write into", root, errorNumber: ENOENT)
        }
        var path = directory
        if !path.hasPrefix("/") {
            path = FileManager.default.currentDirectoryPath + "/" + path
        }
        // Split off components from the end until what is left exists; nothing is normalized
        // by text, so `link/..` is where the link's target's parent is, as the system says.
        var components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var rest: [String] = []
        var real: String?
        while real == nil {
            real = realPath("/" + components.joined(separator: "/"))
            if real == nil, let last = components.popLast() { rest.insert(last, at: 0) }
        }
        guard let real else { throw FileProblem("write into", directory, errorNumber: ENOENT) }
        guard !rest.contains("..") else {
            throw FileProblem(
                "write into", directory,
                reason: "'..' follows a folder that does not exist yet; give the output folder without '..'")
        }
        let target = ([real == "/" ? "" : real] + rest.filter { $0 != "." }).joined(separator: "/")
        let prefix = realRoot.hasSuffix("/") ? realRoot : realRoot + "/"
        guard target == realRoot || target.hasPrefix(prefix) else {
            throw FileProblem(
                "write into", directory,
                reason: "it leads outside '\(root)' through a symbolic link or '..'; generated code is written only inside the package")
        }
    }

    /// The path with every symbolic link followed, or `nil` when nothing is there.
    @_optimize(none) private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
