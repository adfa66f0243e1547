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
    /// Finishes the destination this navigator shows on top with its value, and closes it: what
    /// a requested screen calls on its own navigator, naming no request it could get wrong.
    /// - Returns: Whether there was a destination to finish.
    @discardableResult
    func finish<Value: Sendable>(with value: Value) -> Bool
    /// Opens a destination the way it declares, before returning, and calls `onResult` with the
    /// value it gives back, or `nil` when it closes without one: ``result(of:)`` for code that
    /// does not await.
    @MainActor
    func request<Value: Sendable>(_ request: NavigationRequest<Value>, onResult: @escaping @MainActor (Value?) -> Void)
    /// Asks `ask` before `destination` is left (unsaved changes): a pop, a dismissal or a deep
    /// link that would take it away first awaits the answer, and `false` keeps everything as it
    /// was.
    func confirmBeforeLeaving(_ destination: any NavigationContract, ask: @escaping @MainActor () async -> Bool)
    /// Stops asking before `destination` is left, as when its changes are saved.
    func stopConfirmingBeforeLeaving(_ destination: any NavigationContract)
}

// `request(_:onResult:)` has a default, which is what `result(of:)` gives. `open`, `result(of:)`
// and `finish` had defaults until 2026-11-23, which a navigator written then relies on: they are
// kept, deprecated, so that such a navigator still compiles, and Swift warns at its conformance
// ("deprecated default implementation is used to satisfy ...") rather than letting it push an
// outgoing destination it cannot redirect, or drop every result, without a word.
extension NavigatorContract {
    /// Pushes the destination, or presents it as its incoming destination declares; an outgoing
    /// destination, which this default cannot redirect, is pushed.
    @available(*, deprecated, message: "implement open(_:): this default cannot redirect an outgoing destination")
    public func open(_ destination: any NavigationContract) {
        let presentation = (destination as? any IncomingNavigationContract)?.navigationPresentation ?? .push
        if let style = presentation.modalStyle {
            present(destination, style: style)
        } else {
            navigate(to: destination)
        }
    }

    /// Opens the destination and gives `nil`: this default never delivers a value.
    @available(*, deprecated, message: "implement result(of:): this default opens the destination and gives nil")
    @MainActor
    public func result<Value: Sendable>(of request: NavigationRequest<Value>) async -> Value? {
        open(request.destination.wrapped)
        return nil
    }

    /// Delivers nothing and closes nothing.
    @available(*, deprecated, message: "implement finish(_:with:): this default delivers nothing and closes nothing")
    public func finish<Value: Sendable>(_ request: NavigationRequest<Value>, with value: Value) {}
}

extension NavigatorContract {
    /// Asks nothing: a navigator of your own that cannot wait leaves screens without asking.
    /// ``NavigationCoordinator`` and `NavigatorMock` implement it.
    public func confirmBeforeLeaving(_ destination: any NavigationContract, ask: @escaping @MainActor () async -> Bool) {}

    /// Asks nothing; see ``confirmBeforeLeaving(_:ask:)``.
    public func stopConfirmingBeforeLeaving(_ destination: any NavigationContract) {}

    /// Finishes nothing: a navigator of your own that does not know what it shows on top returns
    /// `false`. ``NavigationCoordinator`` and `NavigatorMock` implement it.
    @discardableResult
    public func finish<Value: Sendable>(with value: Value) -> Bool { false }

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
