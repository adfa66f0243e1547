import Foundation

/// Writes generated files into one folder: unchanged files are left alone (so builds stay
/// incremental), and changed ones are written atomically through a temporary file in the same
/// folder, so a failed write leaves the previous output intact.
enum OutputWriter {
    /// What a write did.
    struct Summary: Equatable {
        var written: [String] = []
        var unchanged: [String] = []
    }

    static func write(_ files: [GeneratedFile], to directory: String) throws -> Summary {
        let manager = FileManager.default
        try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var summary = Summary()
        for file in files {
            guard !file.name.contains("/"), !file.name.hasPrefix(".") else {
                throw CocoaError(.fileWriteInvalidFileName)
            }
            let path = directory + "/" + file.name
            let data = Data(file.contents.utf8)
            if manager.contents(atPath: path) == data {
                summary.unchanged.append(file.name)
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
            summary.written.append(file.name)
        }
        return summary
    }
}
