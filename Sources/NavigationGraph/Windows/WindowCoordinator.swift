import Foundation
import Observation

/// The value of one window opened for a destination: what SwiftUI's `WindowGroup(for:)` opens,
/// restores and tells apart.
///
/// Its ``id`` is the destination as saved state writes it, so the same destination always gives
/// the same window: opening it again brings that window forward instead of opening a second.
public struct NavigationWindow: Hashable, Codable, Sendable, Identifiable {
    /// The destination as saved state writes it, such as
    /// `{"type":"Mail.incoming","value":{"message":{"id":"42"}}}`.
    public let id: String

    /// A window for a destination saved as `id`; ``WindowCoordinator/window(for:)`` makes one.
    public init(id: String) {
        self.id = id
    }
}

/// The windows an app opens for its destinations (`"presentation": "window"`), each with a
/// navigation stack and modals of its own.
///
/// Platform-neutral, so every decision is tested on every platform: whether a destination opens
/// in a window or as a sheet (``canOpenWindows``), that opening an open window's destination
/// brings that window forward instead of opening a second (``openWindows``), which coordinator a
/// window has (``coordinator(for:)``), and what a window saves with its scene
/// (``restorationData(for:)``). The SwiftUI layer only binds it: `NavigationWindows` sets
/// ``supportsMultipleWindows`` and ``openWindowAction`` from the environment, and
/// `NavigationWindowGroup` is the app's `WindowGroup(for: NavigationWindow.self)`.
///
/// Give it to the app's coordinators (``NavigationCoordinator/windows``,
/// ``TabCoordinator/windows``), which keep it alive.
@MainActor
public final class WindowCoordinator {
    /// The windows open now, in the order they were last brought forward: the front-most last.
    public private(set) var openWindows: [NavigationWindow] {
        get {
            observation.access(self, keyPath: \.openWindows)
            return _openWindows
        }
        set { observation.change(self, \.openWindows, from: _openWindows, to: newValue) { _openWindows = newValue } }
    }
    private var _openWindows: [NavigationWindow] = []

    /// Whether the platform shows several windows (macOS, iPadOS, visionOS): SwiftUI's
    /// `supportsMultipleWindows`. Where it does not, window destinations are presented as sheets.
    public var supportsMultipleWindows: Bool {
        get {
            observation.access(self, keyPath: \.supportsMultipleWindows)
            return _supportsMultipleWindows
        }
        set {
            observation.change(self, \.supportsMultipleWindows, from: _supportsMultipleWindows, to: newValue) { _supportsMultipleWindows = newValue }
        }
    }
    private var _supportsMultipleWindows: Bool = false

    /// Opens a window, or brings an open one forward: SwiftUI's `openWindow(value:)`. Set by
    /// `NavigationWindows`; without it, window destinations are presented as sheets.
    public var openWindowAction: (@MainActor (NavigationWindow) -> Void)?

    /// Closes a window: SwiftUI's `dismissWindow(value:)`. Called by ``close(_:)``, as when a
    /// window's screen calls ``NavigationCoordinator/dismiss()`` with nothing presented.
    public var closeWindowAction: (@MainActor (NavigationWindow) -> Void)?

    /// The conditions that guard destinations, shared with every window's coordinator; see
    /// ``NavigationCoordinator/guards``.
    public var guards: NavigationGuards? {
        didSet {
            shareSettingsWithWindows()
        }
    }

    /// What opening an action destination does in a window; see
    /// ``NavigationCoordinator/actionHandler``.
    public var actionHandler: (@MainActor (AnyNavigation) -> Void)? {
        get { shared.actionHandler }
        set {
            shared.actionHandler = newValue
            shareSettingsWithWindows()
        }
    }

    /// Who hears the navigation events of every window, and each window opened; see
    /// ``NavigationCoordinator/events``.
    public var events: NavigationEventObserver? {
        get { shared.events }
        set {
            shared.events = newValue
            shareSettingsWithWindows()
        }
    }

    /// Looks up what destinations that need it open (`"lookup": true`) in every window; see
    /// ``NavigationCoordinator/lookup``.
    public var lookup: (any NavigationLookupContract)? {
        get { shared.lookup }
        set {
            shared.lookup = newValue
            shareSettingsWithWindows()
        }
    }

    /// How long a window's look-up may take before it ends as not found; see
    /// ``NavigationCoordinator/lookupTimeout``.
    public var lookupTimeout: Duration {
        get { shared.lookupTimeout }
        set {
            shared.lookupTimeout = newValue
            shareSettingsWithWindows()
        }
    }

    /// The clock that measures ``lookupTimeout``; see ``NavigationCoordinator/lookupClock``.
    public var lookupClock: any Clock<Duration> {
        get { shared.lookupClock }
        set {
            shared.lookupClock = newValue
            shareSettingsWithWindows()
        }
    }

    private var coordinators: [NavigationWindow: NavigationCoordinator] = [:]
    /// What every window's coordinator is given besides the guards.
    private var shared = SharedNavigationSettings()
    private let registry: NavigationRestorationRegistry
    private let redirector: (any NavigationRedirectContract)?
    private let router: (any DeepLinkRouterContract)?
    /// Tells observers of the tracked properties when they change.
    private let observation = ObservationRegistrar()

    /// Creates the windows of an app.
    ///
    /// - Parameters:
    ///   - registry: The destination types a window can show: a window's value is its destination
    ///     as saved state writes it, so the system can restore the window.
    ///   - redirector: The app's redirector, usually the generated `AppNavigationRedirect`.
    ///   - router: The app's deep-link router, usually the generated `AppDeepLinkRouter`.
    public init(
        registry: NavigationRestorationRegistry, redirector: (any NavigationRedirectContract)?,
        router: (any DeepLinkRouterContract)? = nil
    ) {
        self.registry = registry
        self.redirector = redirector
        self.router = router
    }

    /// Whether window destinations open in windows of their own: the platform shows several
    /// windows and ``openWindowAction`` is set.
    public var canOpenWindows: Bool {
        supportsMultipleWindows && openWindowAction != nil
    }

    /// Opens a destination in a window of its own, or brings its window forward when it is open.
    ///
    /// - Returns: `false`, and nothing changes, when windows cannot be opened
    ///   (``canOpenWindows``) or the destination cannot be a window's value (its type is not in the
    ///   registry, or it cannot be saved, which is reported); the caller presents it as a sheet.
    @discardableResult
    public func open(_ destination: any NavigationContract) -> Bool {
        guard canOpenWindows, let window = window(for: destination) else {
            return false
        }
        bringForward(window)
        events?.report(.windowOpened, destination)
        openWindowAction?(window)
        return true
    }

    /// The window of a destination, or `nil` when the destination cannot be saved, which is
    /// reported through ``NavigationCoordinator/issueHandler``.
    public func window(for destination: any NavigationContract) -> NavigationWindow? {
        switch registry.savedText(of: AnyNavigation(destination)) {
        case .success(let text):
            return NavigationWindow(id: text)
        case .failure(let problem):
            NavigationCoordinator.report("a window cannot show \(AnyNavigation(destination).wrapped): \(problem.reason); it is presented as a sheet")
            return nil
        }
    }

    /// The destination a window shows, or `nil` when it no longer restores (a destination removed
    /// from the graph since the window was saved), which is reported.
    public func destination(of window: NavigationWindow) -> AnyNavigation? {
        switch registry.destination(fromSavedText: window.id) {
        case .success(let destination):
            return destination
        case .failure(let problem):
            NavigationCoordinator.report("a saved window no longer restores: \(problem.reason)")
            return nil
        }
    }

    /// The coordinator of a window's stack and modals, the same for the same window however often
    /// a view asks. Its ``NavigationCoordinator/dismiss()`` with nothing presented closes the
    /// window; it opens window destinations through this coordinator, and shares its guards and
    /// action handler.
    public func coordinator(for window: NavigationWindow) -> NavigationCoordinator {
        if let existing = coordinators[window] {
            return existing
        }
        let close: () -> Void = { [weak self] in self?.close(window) }
        let coordinator =
            router.map { NavigationCoordinator(redirector: redirector, router: $0, onDismiss: close) }
            ?? NavigationCoordinator(redirector: redirector, onDismiss: close)
        coordinator.presentedDestination = destination(of: window)
        shareSettings(with: coordinator)
        coordinator.lastShown = coordinator.presentedDestination
        // Not `windows`, which would keep this coordinator alive from its own window's.
        coordinator.family.windows = self
        coordinators[window] = coordinator
        return coordinator
    }

    /// Gives a window's coordinator what every window shares: the guards, the action handler, the
    /// events observer and the look-up.
    private func shareSettings(with coordinator: NavigationCoordinator) {
        shared.give(to: coordinator)
        coordinator.guards = guards
    }

    /// ``shareSettings(with:)`` for every window's coordinator made so far, when a shared setting
    /// changes.
    private func shareSettingsWithWindows() {
        for coordinator in coordinators.values { shareSettings(with: coordinator) }
    }

    /// Tells the coordinator that a window is on screen, as when the system restores one at launch
    /// or the user brings one forward: it becomes the front-most of ``openWindows``.
    ///
    /// - Parameters:
    ///   - window: The window on screen.
    ///   - data: What the window's scene saved (``restorationData(for:)``). It is restored only
    ///     into a window whose coordinator is new, as at launch: a window already on screen keeps
    ///     what it shows.
    public func windowDidAppear(_ window: NavigationWindow, restoring data: Data? = nil) {
        if let data, coordinators[window] == nil {
            let report = restore(window, from: data)
            if !report.isComplete {
                let issues = report.issues.map(\.description).joined(separator: "; ")
                NavigationCoordinator.report("a window's saved state was restored in part: \(issues)")
            }
        }
        bringForward(window)
    }

    /// Tells the coordinator that a window closed, whoever closed it: it leaves ``openWindows``
    /// and its coordinator is let go, so opening its destination again opens a new window with an
    /// empty stack.
    public func windowDidClose(_ window: NavigationWindow) {
        openWindows.removeAll { $0 == window }
        coordinators[window] = nil
    }

    /// Closes a window: asks the platform to (``closeWindowAction``), and forgets it.
    public func close(_ window: NavigationWindow) {
        closeWindowAction?(window)
        windowDidClose(window)
    }

    /// A window's stack and modals as JSON data, for the window's scene to save (SwiftUI's
    /// `SceneStorage`); see ``NavigationCoordinator/restorationData(using:)``.
    public func restorationData(for window: NavigationWindow) throws -> (data: Data, report: NavigationRestorationReport) {
        try coordinator(for: window).restorationData(using: registry)
    }

    /// Restores a window's stack and modals from data made by ``restorationData(for:)``; see
    /// ``NavigationCoordinator/restore(from:using:)``.
    @discardableResult
    public func restore(_ window: NavigationWindow, from data: Data) -> NavigationRestorationReport {
        coordinator(for: window).restore(from: data, using: registry)
    }

    private func bringForward(_ window: NavigationWindow) {
        guard openWindows.last != window else {
            return
        }
        openWindows.removeAll { $0 == window }
        openWindows.append(window)
    }
}

extension WindowCoordinator: nonisolated Observable {}
