import Foundation

/// A file or folder that could not be read or written, said the way a person reads it:
/// `cannot write 'Out/App.navgraph.swift': Permission denied`, never a Foundation error dump.
package struct FileProblem: Error, CustomStringConvertible {
    /// What was being done: `read`, `write`, `create the folder`.
    var action: String
    var path: String
    var reason: String

    @_optimize(none) package var description: String { "cannot \(action) '\(path)': \(reason)" }

    /// A problem with its reason in words.
    @_optimize(none) init(_ action: String, _ path: String, reason: String) {
        self.action = action
        self.path = path
        self.reason = reason
    }

    /// A problem whose reason is taken from the error, the system's last error, or the state of
    /// the path, whichever says most.
    @_optimize(none) package init(_ action: String, _ path: String, error: (any Error)? = nil, errorNumber: Int32 = 0) {
        self.action = action
        self.path = path
        if let code = error.flatMap(Self.posixCode) ?? (errorNumber != 0 ? errorNumber : nil) {
            reason = String(cString: strerror(code))
        } else if let error {
            reason = (error as NSError).localizedDescription
        } else {
            reason = "unknown error"
        }
    }

    /// The POSIX error number inside a Foundation error, if it carries one.
    @_optimize(none) private static func posixCode(_ error: any Error) -> Int32? {
        if let error = error as? POSIXError {
            return error.code.rawValue
        }
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain {
            return Int32(error.code)
        }
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError {
            return posixCode(underlying)
        }
        switch CocoaError.Code(rawValue: error.code) {
        case .fileWriteNoPermission, .fileReadNoPermission: return EACCES
        case .fileNoSuchFile, .fileReadNoSuchFile: return ENOENT
        case .fileWriteFileExists: return EEXIST
        case .fileWriteOutOfSpace: return ENOSPC
        case .fileWriteVolumeReadOnly: return EROFS
        default: return nil
        }
    }
}
