import Foundation

/// Writes generated files into one folder: unchanged files are left alone (so builds stay
/// incremental), and changed ones are written atomically through a temporary file in the same
/// folder, so a failed write leaves the previous output intact.
enum OutputWriter {
    /// Writes the files that changed.
    /// - Returns: The names of the files written; unchanged files are left alone.
    static func write(_ files: [GeneratedFile], to directory: String) throws -> [String] {
        let manager = FileManager.default
        try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var written: [String] = []
        for file in files {
            guard !file.name.contains("/"), !file.name.hasPrefix(".") else {
                throw CocoaError(.fileWriteInvalidFileName)
            }
            let path = directory + "/" + file.name
            let data = Data(file.contents.utf8)
            if manager.contents(atPath: path) == data {
                continue
            }
            let temporary = directory + "/.\(file.name).\(ProcessInfo.processInfo.processIdentifier).tmp"
            guard manager.createFile(atPath: temporary, contents: data) else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary])
            }
            if rename(temporary, path) != 0 {
                let code = errno
                try? manager.removeItem(atPath: temporary)
                throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
            }
            written.append(file.name)
        }
        return written
    }
}
