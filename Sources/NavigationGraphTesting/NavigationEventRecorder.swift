import NavigationGraph

/// Records the navigation events of the coordinators its ``observer`` is given to, for tests
/// and headless runs.
///
/// ```swift
/// let recorder = NavigationEventRecorder()
/// coordinator.events = recorder.observer
/// coordinator.open(url: url)
/// #expect(recorder.descriptions == ["deepLinkOpened Character.detail(identifier)", ...])
/// ```
@MainActor
public final class NavigationEventRecorder {
    /// Every event received, in order.
    public private(set) var events: [NavigationEvent] = []
    /// Whether the observer asks for values (parameters' values and links' URLs).
    public let includesValues: Bool

    /// Creates a recorder that has recorded nothing.
    /// - Parameter includesValues: Whether events carry values; `false`, as in an app that does
    ///   not ask for them.
    public init(includesValues: Bool = false) {
        self.includesValues = includesValues
    }

    /// The observer to give to a coordinator, tabs or windows (`events`); it records into this
    /// recorder while the recorder lives.
    public var observer: NavigationEventObserver {
        NavigationEventObserver(includesValues: includesValues) { [weak self] event in
            self?.events.append(event)
        }
    }

    /// Each event as text: `pushed Character.detail(identifier)`.
    public var descriptions: [String] {
        events.map(\.description)
    }

    /// The events of one kind, in order.
    public func events(of kind: NavigationEvent.Kind) -> [NavigationEvent] {
        events.filter { $0.kind == kind }
    }

    /// Forgets what was recorded.
    public func removeAll() {
        events.removeAll()
    }
}
