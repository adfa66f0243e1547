import Foundation

/// A clock whose time moves only when a test advances it, so that look-up timeouts are tested
/// without waiting: give it to a coordinator's `lookupClock`, then `advance(by:)`.
///
/// ```swift
/// let clock = ManualClock()
/// coordinator.lookupClock = clock
/// coordinator.open(url: profileLink)                 // the look-up starts, and its timer
/// #expect(await eventually { clock.sleeperCount == 1 })
/// clock.advance(by: .seconds(10))                    // the timer fires: not found
/// ```
public final class ManualClock: Clock, @unchecked Sendable {
    /// A moment of a manual clock: the time advanced since it was made.
    public struct Instant: InstantProtocol, Hashable, Sendable {
        /// The time since the clock was made.
        public var offset: Duration

        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    private struct Sleeper {
        var id: UUID
        var deadline: Instant
        var continuation: CheckedContinuation<Void, any Error>
    }

    // A lock rather than an actor: `now` and `advance(by:)` are synchronous, as a test calls them.
    private let lock = NSLock()
    private var current = Instant(offset: .zero)
    private var sleepers: [Sleeper] = []

    /// Creates a clock at time zero, with nothing asleep on it.
    public init() {}

    public var now: Instant {
        lock.lock()
        defer { lock.unlock() }
        return current
    }

    public var minimumResolution: Duration { .zero }

    /// How many tasks sleep on the clock now: a test waits for a timer to be armed before it
    /// advances past it.
    public var sleeperCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return sleepers.count
    }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = UUID()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                lock.lock()
                defer { lock.unlock() }
                if Task.isCancelled {
                    continuation.resume(throwing: CancellationError())
                } else if deadline <= current {
                    continuation.resume()
                } else {
                    sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                }
            }
        } onCancel: {
            lock.lock()
            let index = sleepers.firstIndex { $0.id == id }
            let sleeper = index.map { sleepers.remove(at: $0) }
            lock.unlock()
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock forward, waking every task whose deadline it reaches.
    public func advance(by duration: Duration) {
        lock.lock()
        current = current.advanced(by: duration)
        let now = current
        let woken = sleepers.filter { $0.deadline <= now }
        sleepers.removeAll { $0.deadline <= now }
        lock.unlock()
        for sleeper in woken {
            sleeper.continuation.resume()
        }
    }
}
