import Foundation

/// Writes generated files into one folder: unchanged files are left alone (so builds stay
/// incremental), and changed ones are written atomically through a temporary file in the same
/// folder, so a failed write leaves the previous output intact.
enum OutputWriter {
    /// Writes the files that changed.
    /// - Returns: The names of the files written; unchanged files are left alone.
    /// - Throws: ``FileProblem`` when the folder cannot be made or a file cannot be written.
    static func write(_ files: [GeneratedFile], to directory: String) throws -> [String] {
        let manager = FileManager.default
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
}
