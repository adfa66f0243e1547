import Dispatch

/// A value worked out on another thread from the moment it is made, and waited for when read.
final class Concurrently<Value: Sendable>: @unchecked Sendable {
    // `@unchecked`: `result` is written once, before `done` is signalled, and read after it.
    private var result: Value?
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () -> Value) {
        DispatchQueue.global().async {
            self.result = work()
            self.done.signal()
        }
    }

    /// The value, once the work is done.
    var value: Value {
        done.wait()
        done.signal()
        return result!
    }
}
