@_spi(Generated) import _NavigationGraphRoutes

/// One change of what the app shows or does, as screen tracking and navigation logs need it.
///
/// A destination is named as its graph names it (`"Character.detail"`): the feature and the
/// destination, which stay the same when Swift code is renamed, and its parameters by name.
/// Their values are given only to an observer that asks for them
/// (``NavigationEventObserver/includesValues``): they may be what a user typed or who they are.
public struct NavigationEvent: Hashable, Sendable, CustomStringConvertible {
    /// What happened.
    @frozen public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A destination was pushed onto a stack.
        case pushed
        /// A destination was popped off a stack, by code or by the user's gesture.
        case popped
        /// A sheet or a full-screen cover was presented.
        case presented
        /// A sheet or a full-screen cover was dismissed, by code or by the user's swipe.
        case dismissed
        /// A destination came on screen: once each time it does, not on every redraw.
        case shown
        /// A tab was selected; ``NavigationEvent/detail`` is the tab.
        case tabSelected
        /// A deep link was opened; ``NavigationEvent/detail`` is the URL, with values only.
        case deepLinkOpened
        /// A deep link that no route takes was refused; ``NavigationEvent/detail`` is the URL,
        /// with values only.
        case deepLinkRefused
        /// An outgoing destination was redirected; ``NavigationEvent/detail`` is the outgoing
        /// destination's name, and ``NavigationEvent/destination`` the one it became.
        case redirected
        /// A destination waits for a condition that does not hold; ``NavigationEvent/detail`` is
        /// the condition.
        case guardHeld
        /// A condition now holds, and the navigation that waited for it goes on;
        /// ``NavigationEvent/detail`` is the condition.
        case guardPassed
        /// A look-up began for a destination.
        case lookupStarted
        /// A look-up ended; ``NavigationEvent/detail`` says how (`"found"`, `"notFound"`,
        /// `"cancelled"`, `"timedOut"`).
        case lookupEnded
        /// A window was opened, or brought forward, for a destination.
        case windowOpened
    }

    /// What happened.
    public var kind: Kind
    /// The destination, by its graph's name (`"Character.detail"`); `nil` when there is none,
    /// as for a refused link.
    public var destination: String?
    /// The destination's parameters, by name, in the graph's order.
    public var parameters: [String]
    /// The parameters' values as text, by name: empty unless the observer asks for values.
    public var values: [String: String]
    /// What else the event says; see each ``Kind``.
    public var detail: String?

    /// Creates an event.
    public init(
        _ kind: Kind, destination: String? = nil, parameters: [String] = [], values: [String: String] = [:], detail: String? = nil
    ) {
        self.kind = kind
        self.destination = destination
        self.parameters = parameters
        self.values = values
        self.detail = detail
    }

    /// `pushed Character.detail(identifier)`, `redirected Episode.list (from Character.episodes)`.
    public var description: String {
        var text = kind.rawValue
        if let destination {
            text += " " + destination
            if !parameters.isEmpty {
                let shown = parameters.map { name in values[name].map { "\(name): \($0)" } ?? name }
                text += "(" + shown.joined(separator: ", ") + ")"
            }
        }
        if let detail {
            text += destination == nil ? " " + detail : " (" + detail + ")"
        }
        return text
    }

    /// An event about a destination, named and described as its graph does.
    static func about(_ kind: Kind, _ navigation: any NavigationContract, includesValues: Bool, detail: String? = nil) -> Self {
        let description = DestinationDescription(navigation, includesValues: includesValues)
        return Self(kind, destination: description.name, parameters: description.parameters, values: description.values, detail: detail)
    }
}

/// Receives the navigation events of the coordinators it is given to.
public struct NavigationEventObserver {
    /// Whether events carry the parameters' values and the URLs of links. `false` by default.
    public var includesValues: Bool
    /// Called with each event, on the main actor, in the order the changes happen.
    public var receive: @MainActor (NavigationEvent) -> Void

    /// Creates an observer.
    /// - Parameters:
    ///   - includesValues: Whether events carry the parameters' values and the URLs of links.
    ///   - receive: Called with each event.
    public init(includesValues: Bool = false, _ receive: @escaping @MainActor (NavigationEvent) -> Void) {
        self.includesValues = includesValues
        self.receive = receive
    }

    /// Reports an event about a destination.
    @MainActor
    func report(_ kind: NavigationEvent.Kind, _ navigation: any NavigationContract, detail: String? = nil) {
        receive(.about(kind, navigation, includesValues: includesValues, detail: detail))
    }
}

/// A destination as its graph names it: `Character.detail`, its parameters and their values.
struct DestinationDescription {
    var name: String
    var parameters: [String] = []
    var values: [String: String] = [:]

    init(_ navigation: any NavigationContract, includesValues: Bool) {
        let wrapped = AnyNavigation(navigation).wrapped
        let typeName = String(describing: type(of: wrapped))
        var feature = typeName
        for suffix in ["IncomingNavigation", "OutgoingNavigation"] where typeName.hasSuffix(suffix) && typeName != suffix {
            feature = String(typeName.dropLast(suffix.count))
        }
        if let visitable = wrapped as? any NavigationCaseVisitable {
            var collector = NameCollector(includesValues: includesValues)
            let (index, names) = Self.visit(visitable, &collector)
            name = feature + "." + (names.dropFirst(index).first ?? "\(index)")
            parameters = collector.names
            values = collector.values
        } else {
            let text = String(describing: wrapped)
            name = feature + "." + (text.split(separator: "(", maxSplits: 1).first.map(String.init) ?? text)
        }
    }

    private static func visit<Destination: NavigationCaseVisitable>(
        _ destination: Destination, _ collector: inout NameCollector
    ) -> (Int, [String]) {
        (destination.visitNavigationCase(&collector), Destination.navigationCaseNames)
    }
}

/// Collects a destination's parameter names and, when asked, their values as text.
private struct NameCollector: NavigationCaseVisitor {
    let includesValues: Bool
    var names: [String] = []
    var values: [String: String] = [:]

    mutating func visit<Value: Hashable & Sendable>(_ value: Value, named name: StaticString) {
        names.append(name.description)
        guard includesValues else { return }
        switch ArgumentCollector.content(value) {
        case .text(let text)?: values[name.description] = text
        case .texts(let texts)?: values[name.description] = texts.joined(separator: ",")
        case .absent?: values[name.description] = "nil"
        case .unrepresentable?, nil: values[name.description] = "\(value)"
        }
    }

    mutating func visit<Value: Hashable & Sendable>(textless value: Value) {}
}
