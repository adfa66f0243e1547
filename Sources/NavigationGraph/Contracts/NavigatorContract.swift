/// Something that moves between destinations: a navigation stack with modals on top.
///
/// Screens talk to a navigator through their own `{Screen}Navigator`, never to SwiftUI directly,
/// so that tests can check navigation with a mock. The protocol itself is not isolated, so a mock
/// works in any test; ``NavigationCoordinator`` conforms on the main actor.
public protocol NavigatorContract {
    /// Pushes a destination; an outgoing destination is redirected first.
    func navigate(to destination: any NavigationContract)
    /// Presents a destination modally with the given style; an outgoing destination is
    /// redirected first.
    func present(_ destination: any NavigationContract, style: ModalPresentationStyle)
    /// Dismisses the top-most modal, or asks the presenter to dismiss this navigator's own modal.
    func dismiss()
    /// Pops the top destination of the stack; does nothing on an empty stack.
    func goBack()
    /// Pops every destination of the stack.
    func popToRoot()
    /// Shows a destination the way it declares: pushed, or presented as a sheet or a full-screen
    /// cover; an outgoing destination the way the incoming destination it redirects to declares.
    func open(_ destination: any NavigationContract)
    /// Opens a destination the way it declares and waits for the value it gives back; `nil`
    /// when it closes without one.
    @MainActor
    func result<Value: Sendable>(of request: NavigationRequest<Value>) async -> Value?
    /// Gives a requested destination's value to whoever awaits it, and closes the destination.
    func finish<Value: Sendable>(_ request: NavigationRequest<Value>, with value: Value)
    /// Opens a destination the way it declares, before returning, and calls `onResult` with the
    /// value it gives back, or `nil` when it closes without one: ``result(of:)`` for code that
    /// does not await.
    @MainActor
    func request<Value: Sendable>(_ request: NavigationRequest<Value>, onResult: @escaping @MainActor (Value?) -> Void)
}

// Only `request(_:onResult:)` has a default, which is what `result(of:)` gives: a navigator
// that leaves out `open`, `result(of:)` or `finish` does not compile, rather than pushing an
// outgoing destination it cannot redirect, or dropping every result without a word.
extension NavigatorContract {
    /// Calls `onResult` with what ``result(of:)`` gives, in a task: a navigator that implements
    /// only `result(of:)` opens the destination when the task runs, not before returning.
    /// ``NavigationCoordinator`` and `NavigatorMock` open it at once.
    @MainActor
    public func request<Value: Sendable>(
        _ request: NavigationRequest<Value>, onResult: @escaping @MainActor (Value?) -> Void
    ) {
        Task { @MainActor in
            onResult(await self.result(of: request))
        }
    }
}
