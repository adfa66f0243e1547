import Foundation

/// A value behind a lock: `Synchronization.Mutex` needs newer systems than the package supports.
final class Locked<Value>: @unchecked Sendable {
    // `@unchecked`: `value` is only touched while `lock` is held.
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
