import NavigationGraph

/// A navigator that records what it is asked to do, for testing `{Screen}Navigator` types.
///
/// Not isolated to an actor, so it works in any test, like the seeds' own mock.
public final class NavigatorMock: NavigatorContract {
    /// Every destination passed to ``navigate(to:)``, in order.
    public private(set) var navigatedDestinations: [any NavigationContract] = []
    /// Every destination and style passed to ``present(_:style:)``, in order.
    public private(set) var presentedModals: [(destination: any NavigationContract, style: ModalPresentationStyle)] = []
    /// Every destination passed to ``open(_:)``, in order.
    public private(set) var openedDestinations: [any NavigationContract] = []
    /// How many times ``dismiss()`` was called.
    public private(set) var dismissCallCount = 0
    /// How many times ``goBack()`` was called.
    public private(set) var goBackCallCount = 0
    /// How many times ``popToRoot()`` was called.
    public private(set) var popToRootCallCount = 0
    /// Every destination opened with ``result(of:)``, in order.
    public private(set) var requestedDestinations: [any NavigationContract] = []
    /// Every destination and value passed to ``finish(_:with:)``, in order.
    public private(set) var finishedResults: [(destination: any NavigationContract, value: any Sendable)] = []
    /// The values passed to `finish(with:)`, in order.
    public private(set) var finishedValues: [any Sendable] = []
    /// The values ``result(of:)`` gives, by destination; a destination without one gives `nil`,
    /// as if the user closed it.
    private var stubbedResults: [AnyNavigation: any Sendable] = [:]
    /// What each destination asks before it is left, by destination.
    private var leaveQuestions: [AnyNavigation: @MainActor () async -> Bool] = [:]

    /// The destinations that ask before they are left now (``confirmBeforeLeaving(_:ask:)``, and
    /// not stopped since).
    public var destinationsConfirmingLeave: [AnyNavigation] {
        Array(leaveQuestions.keys)
    }

    /// Creates a mock that has recorded nothing.
    public init() {}

    public func confirmBeforeLeaving(_ destination: any NavigationContract, ask: @escaping @MainActor () async -> Bool) {
        leaveQuestions[AnyNavigation(destination)] = ask
    }

    public func stopConfirmingBeforeLeaving(_ destination: any NavigationContract) {
        leaveQuestions[AnyNavigation(destination)] = nil
    }

    /// Asks what `destination` asks before it is left, as a coordinator would before a pop: the
    /// screen's answer, or `nil` when it does not ask.
    @MainActor
    public func askToLeave(_ destination: any NavigationContract) async -> Bool? {
        guard let ask = leaveQuestions[AnyNavigation(destination)] else {
            return nil
        }
        return await ask()
    }

    public func navigate(to destination: any NavigationContract) {
        navigatedDestinations.append(destination)
    }

    public func present(_ destination: any NavigationContract, style: ModalPresentationStyle) {
        presentedModals.append((destination: destination, style: style))
    }

    public func open(_ destination: any NavigationContract) {
        openedDestinations.append(destination)
    }

    public func dismiss() {
        dismissCallCount += 1
    }

    public func goBack() {
        goBackCallCount += 1
    }

    public func popToRoot() {
        popToRootCallCount += 1
    }

    /// Opens nothing: records the destination and gives the value stubbed for it with
    /// ``stubResult(_:for:)``, or `nil`.
    @MainActor
    public func result<Value: Sendable>(of request: NavigationRequest<Value>) async -> Value? {
        requestedDestinations.append(request.destination.wrapped)
        return stubbedResults[request.destination] as? Value
    }

    /// Records the request and calls `onResult` at once with what ``stubResult(_:for:)`` gave, or
    /// `nil`.
    @MainActor
    public func request<Value: Sendable>(_ request: NavigationRequest<Value>, onResult: @escaping @MainActor (Value?) -> Void) {
        requestedDestinations.append(request.destination.wrapped)
        onResult(stubbedResults[request.destination] as? Value)
    }

    public func finish<Value: Sendable>(_ request: NavigationRequest<Value>, with value: Value) {
        finishedResults.append((destination: request.destination.wrapped, value: value))
    }

    /// Records the value in ``finishedValues`` and returns `true`, as a navigator with a
    /// destination on top would.
    @discardableResult
    public func finish<Value: Sendable>(with value: Value) -> Bool {
        finishedValues.append(value)
        return true
    }

    /// Makes ``result(of:)`` give `value` for the request's destination, as if its screen
    /// finished with it.
    public func stubResult<Value: Sendable>(_ value: Value, for request: NavigationRequest<Value>) {
        stubbedResults[request.destination] = value
    }

    /// The values passed to ``finish(_:with:)`` for one request, in order.
    public func finished<Value: Sendable>(_ request: NavigationRequest<Value>) -> [Value] {
        finishedResults.compactMap { AnyNavigation($0.destination) == request.destination ? $0.value as? Value : nil }
    }

    /// The navigated destinations of one type, such as `CharacterIncomingNavigation`, in order.
    public func navigated<Destination: NavigationContract>(_ type: Destination.Type) -> [Destination] {
        navigatedDestinations.compactMap { $0 as? Destination }
    }

    /// The presented destinations of one type, in order.
    public func presented<Destination: NavigationContract>(_ type: Destination.Type) -> [Destination] {
        presentedModals.compactMap { $0.destination as? Destination }
    }

    /// The opened destinations of one type, in order.
    public func opened<Destination: NavigationContract>(_ type: Destination.Type) -> [Destination] {
        openedDestinations.compactMap { $0 as? Destination }
    }
}
