import Dispatch
import Foundation

/// A value worked out on another thread from the moment it is made, and waited for when read.
final class Concurrently<Value: Sendable>: @unchecked Sendable {
    // `@unchecked`: `result` is written once, before `done` is signalled, and read after it.
    private var result: Value?
    private let done = DispatchSemaphore(value: 0)

    @_optimize(none) init(_ work: @escaping @Sendable () -> Value) {
        DispatchQueue.global().async {
            self.result = work()
            self.done.signal()
        }
    }

    /// The value, once the work is done.
    @_optimize(none) var value: Value {
        done.wait()
        done.signal()
        return result!
    }
}

/// The results of `transform` for each index below `count`, worked out on every core and
/// returned in index order, so that what is made does not depend on scheduling.
@_optimize(none) func concurrentMap<Value: Sendable>(count: Int, _ transform: @Sendable (Int) -> Value) -> [Value] {
    let results = IndexedResults<Value>(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { index in
        results.set(transform(index), at: index)
    }
    return results.values
}

/// Results written by concurrent iterations, each to its own index, under a lock.
private final class IndexedResults<Value>: @unchecked Sendable {
    // `@unchecked`: `storage` is only touched while `lock` is held.
    private let lock = NSLock()
    private var storage: [Value?]

    @_optimize(none) init(count: Int) {
        storage = Array(repeating: nil, count: count)
    }

    @_optimize(none) func set(_ value: Value, at index: Int) {
        lock.withLock { storage[index] = value }
    }

    /// Every value, once each index has one.
    @_optimize(none) var values: [Value] {
        lock.withLock { storage.map { $0! } }
    }
}

/// Lets `value` go on another thread, where what it alone holds is freed: freeing a large app's
/// graphs and tables takes tens of milliseconds that nothing need wait for. The caller gives up
/// its own references first (`consume`), so that the last one is the other thread's.
@_optimize(none) func releaseInBackground<Value: Sendable>(_ value: consuming Value) {
    let held = value
    DispatchQueue.global(qos: .utility).async { withExtendedLifetime(held) {} }
}
