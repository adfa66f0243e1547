import _NavigationGraphRoutes

/// A feature's graph: the destinations it handles, those it wants to reach, and its deep links.
package struct FeatureGraph: Sendable {
    package var file: String
    package var location: SourceLocation
    package var name: Located<String>
    package var module: Located<String>
    package var description: String?
    var locations: [Located<DeepLinkLocationSpec>] {
        didSet {
            hostParameter = Self.hostParameter(of: allLocations)
            // Set again, the destinations work out their route keys with the new host parameter.
            let destinations = incoming
            incoming = destinations
        }
    }
    /// The parameter the feature's placeholder hosts give the URL's host to, if it has any:
    /// kept with the locations, since checks and generation ask for it at every route.
    private(set) var hostParameter: String?
    package var incoming: [Destination] {
        didSet {
            incomingIndex = Self.firstIndex(byName: incoming)
            incoming = Self.withRouteKeys(incoming, hostParameter: hostParameter)
        }
    }
    package var outgoing: [Destination] {
        didSet { outgoingIndex = Self.firstIndex(byName: outgoing) }
    }
    /// The incoming destination that saved state of a removed or renamed destination restores
    /// to (`"restorationFallback"`).
    var restorationFallback: Located<String>? = nil
    /// The feature's enums (`"enums"`), in file order: parameter types that deep links carry by
    /// raw value.
    var enums: [EnumSpec] = []
    /// The query keys its locations share (`"query": { "ref": "refTag" }`), bound already in the
    /// routes of every destination that has the parameter.
    var sharedQuery: [SharedQueryKey] = []
    /// Whether the graph has a top-level `"deepLink"`, readable or not: without one, deep links
    /// have nowhere to live; with an unreadable one, that was said already.
    var declaresLocations = false
    /// Modules the generated code imports (`"imports"`), for the passed-through types that
    /// parameters and results name.
    var imports: [Located<String>] = []

    /// Where each name is first declared in `incoming` and `outgoing`, so that looking a
    /// destination up by name costs the same in a feature of 20,000 destinations as in one of 2.
    private var incomingIndex: [String: Int]
    private var outgoingIndex: [String: Int]

    @_optimize(none) init(
        file: String, location: SourceLocation, name: Located<String>, module: Located<String>, description: String?,
        locations: [Located<DeepLinkLocationSpec>], incoming: [Destination], outgoing: [Destination],
        restorationFallback: Located<String>? = nil, enums: [EnumSpec] = []
    ) {
        self.file = file
        self.location = location
        self.name = name
        self.module = module
        self.description = description
        self.locations = locations
        self.incoming = incoming
        self.outgoing = outgoing
        self.restorationFallback = restorationFallback
        self.enums = enums
        self.incomingIndex = Self.firstIndex(byName: incoming)
        self.outgoingIndex = Self.firstIndex(byName: outgoing)
        self.hostParameter = Self.hostParameter(of: locations + incoming.flatMap { $0.deepLinks.flatMap { $0.ownLocations ?? [] } })
        self.incoming = Self.withRouteKeys(incoming, hostParameter: hostParameter)
    }

    /// The destinations with each deep link's required query keys and value patterns worked
    /// out, which depend on the destination's parameters and the feature's host parameter.
    @_optimize(none) private static func withRouteKeys(_ destinations: [Destination], hostParameter: String?) -> [Destination] {
        var destinations = destinations
        // By index: every route of every graph passes here, in the debug build the plugin runs.
        var index = 0
        while index < destinations.count {
            var link = 0
            while link < destinations[index].deepLinks.count {
                let pattern = destinations[index].deepLinks[link].pattern
                let required = destinations[index].requiredQueryKeys(pattern)
                let patterns = destinations[index].valuePatterns(pattern, hostParameter: hostParameter)
                destinations[index].deepLinks[link].requiredQueryKeys = required
                destinations[index].deepLinks[link].valuePatterns = patterns
                destinations[index].deepLinks[link].typedPlaceholders = destinations[index].typedPlaceholders(pattern)
                link += 1
            }
            index += 1
        }
        return destinations
    }

    @_optimize(none) private static func hostParameter(of locations: [Located<DeepLinkLocationSpec>]) -> String? {
        locations.lazy.compactMap(\.value.hostParameter).first
    }

    /// The types the feature's parameters and results pass through, in the graph's order: those
    /// the generated code names as written, which a module in `imports` may declare. A parameter
    /// passes its type through when the type has no text form; a result, unless it is a
    /// built-in scalar.
    @_optimize(none) var passedThroughTypes: [ParameterType] {
        var types: [ParameterType] = []
        for destination in incoming + outgoing {
            for parameter in destination.parameters where !parameter.type.value.hasTextForm {
                types.append(parameter.type.value)
            }
            if let result = destination.result?.value, result.builtIn == nil {
                types.append(result)
            }
        }
        return types
    }

    /// The locations a deep link of the feature lives under: its own, or the feature's.
    @_optimize(none) package func locations(of deepLink: DeepLinkSpec) -> [Located<DeepLinkLocationSpec>] {
        deepLink.ownLocations ?? locations
    }

    /// The deep links that live under the location at `position` of ``allLocations``, with
    /// their destinations: the feature's locations hold the patterns without their own.
    @_optimize(none) package func deepLinks(under position: Int) -> [(destination: Destination, deepLink: DeepLinkSpec)] {
        var found: [(destination: Destination, deepLink: DeepLinkSpec)] = []
        var ownStart = locations.count
        for destination in incoming {
            for deepLink in destination.deepLinks {
                let own = deepLink.ownLocations.map { ownStart..<(ownStart + $0.count) }
                ownStart += deepLink.ownLocations?.count ?? 0
                if own?.contains(position) ?? (position < locations.count) { found.append((destination, deepLink)) }
            }
        }
        return found
    }

    /// Every location of the feature, as its handler lists them: the feature's, then each
    /// pattern's own, in the graph's order.
    @_optimize(none) package var allLocations: [Located<DeepLinkLocationSpec>] {
        locations + incoming.flatMap { $0.deepLinks.flatMap { $0.ownLocations ?? [] } }
    }

    @_optimize(none) private static func firstIndex(byName destinations: [Destination]) -> [String: Int] {
        var index: [String: Int] = [:]
        index.reserveCapacity(destinations.count)
        // By index: a `for` loop's every step is a generic iterator's call in the debug build
        // the plugin runs, and every destination of every graph passes here.
        var position = 0
        while position < destinations.count {
            let name = destinations[position].name.value
            if index[name] == nil { index[name] = position }
            position += 1
        }
        return index
    }

    @_optimize(none) package func enumSpec(named name: String) -> EnumSpec? {
        enums.named(name)
    }

    /// Which optional keys (parents, guards, results, restoration history) the graph uses, so
    /// that checks of keys nobody uses cost nothing in large apps.
    @_optimize(none) var extensions: GraphExtensions {
        var extensions: GraphExtensions = restorationFallback == nil ? [] : .restoration
        for destination in incoming {
            if destination.parent != nil { extensions.insert(.parents) }
            if !destination.requires.isEmpty { extensions.insert(.guards) }
            if destination.result != nil { extensions.insert(.results) }
            if !destination.formerNames.isEmpty || destination.isWindow { extensions.insert(.restoration) }
        }
        if outgoing.contains(where: { $0.result != nil }) { extensions.insert(.results) }
        return extensions
    }

    /// The first destination of that name in the list, as a linear search would find it.
    @_optimize(none) func destination(named name: String, outgoing isOutgoing: Bool) -> Destination? {
        if isOutgoing {
            return outgoingIndex[name].map { outgoing[$0] }
        }
        return incomingIndex[name].map { incoming[$0] }
    }
}

/// One enum of a feature graph's `"enums"`: a `String`-backed Swift enum in the feature's module.
package struct EnumSpec: Sendable {
    /// One case: its Swift name and its raw value, the text a deep link carries.
    package struct Case: Sendable {
        var name: Located<String>
        package var rawValue: Located<String>
    }

    var name: Located<String>
    package var cases: [Case]

    /// The name of the case with this raw value.
    @_optimize(none) func caseName(rawValue: String) -> String? {
        cases.first { $0.rawValue.value == rawValue }?.name.value
    }

    @_optimize(none) var rawValues: [String] { cases.map(\.rawValue.value) }

    /// Each raw value's case, the first one where two share a raw value: for converting many
    /// values in time linear in the cases.
    @_optimize(none) var caseNamesByRawValue: [String: String] {
        Dictionary(cases.map { ($0.rawValue.value, $0.name.value) }, uniquingKeysWith: { first, _ in first })
    }
}

extension [EnumSpec] {
    /// The enum with this name.
    @_optimize(none) func named(_ name: String) -> EnumSpec? {
        first { $0.name.value == name }
    }
}

/// A `deepLink` object of a feature: `{ "scheme", "host", "pathPrefix"? }`.
package struct DeepLinkLocationSpec: Hashable, Sendable {
    package var scheme: String
    package var host: String
    package var pathPrefix: String
    /// Patterns of URLs that open nothing under this scheme and host (`"exclude"`), each where
    /// the graph writes it.
    package var exclude: [Located<String>] = []

    /// The location as the runtime's router takes it.
    @_optimize(none) var runtime: DeepLinkLocation {
        DeepLinkLocation(scheme: scheme, host: host, pathPrefix: pathPrefix, exclude: exclude.map(\.value))
    }

    /// The name of the parameter a placeholder host (`{server}`) gives the URL's host to; `nil`
    /// for a literal host.
    @_optimize(none) package var hostParameter: String? { Self.hostParameter(of: host) }

    /// The parameter a host names when it is a placeholder, `server` for `{server}`, as the
    /// runtime reads it; `nil` for a literal host.
    @_optimize(none) static func hostParameter(of host: String) -> String? { DeepLinkLocation(scheme: "", host: host).hostParameter }

    /// The suffix of a wildcard host, `wordpress.com` for `*.wordpress.com` and
    /// `{blog}.wordpress.com`; `nil` for other hosts.
    @_optimize(none) package var hostSuffix: String? { DeepLinkLocation(scheme: scheme, host: host).hostSuffix }

    /// The full URL pattern of a deep link under this location, such as
    /// `https://example.com/catalog/items/{id}`; the root pattern `/` under a path prefix is the
    /// prefix itself.
    @_optimize(none) package func url(for pattern: String) -> String {
        "\(scheme):\(host.isEmpty ? "" : "//" + host)\(pathPrefix)" + (pattern == "/" && !pathPrefix.isEmpty ? "" : pattern)
    }
}

/// A query key that every route under a feature's locations binds to a parameter of the same
/// name, where its destination has one: `"query": { "ref": "refTag" }`.
struct SharedQueryKey: Sendable {
    var key: Located<String>
    var parameter: Located<String>

    @_optimize(none) var pair: [String] { [key.value, parameter.value] }
}

/// An incoming or outgoing destination.
package struct Destination: Sendable {
    package enum Presentation: String, Sendable, CaseIterable {
        case push
        case sheet
        case fullScreenCover
        /// Opens in a window of its own where the platform shows several, as a sheet elsewhere.
        case window
        /// Shows no screen: the coordinator hands the destination to the app's action handler.
        case action
    }

    enum Detent: Hashable, Sendable {
        case medium
        case large
        case fraction(String)
        case height(String)
    }

    package var location: SourceLocation
    package var name: Located<String>
    package var parameters: [Parameter]
    package var deepLinks: [DeepLinkSpec]
    package var presentation: Located<Presentation>?
    var detents: [Located<Detent>]
    package var description: String?
    /// The optional keys (`parent`, `requires`, `result`, `formerNames`), in one reference that
    /// is `nil` for most destinations, so that the many copies the checks make of a destination
    /// stay as cheap as they were.
    private var extra: Extra?

    /// `"parent"`, `"requires"`, `"result"`, `"formerNames"` and `"restorable"`.
    private final class Extra: Sendable {
        let parent: ParentSpec?
        let requires: [Located<String>]
        let result: Located<ParameterType>?
        let formerNames: [Located<String>]
        let restorable: Located<Bool>?
        let lookup: Located<Bool>?

        @_optimize(none) init(
            parent: ParentSpec?, requires: [Located<String>], result: Located<ParameterType>?, formerNames: [Located<String>],
            restorable: Located<Bool>?, lookup: Located<Bool>?
        ) {
            self.parent = parent
            self.requires = requires
            self.result = result
            self.formerNames = formerNames
            self.restorable = restorable
            self.lookup = lookup
        }
    }

    @_optimize(none) init(
        location: SourceLocation, name: Located<String>, parameters: [Parameter], deepLinks: [DeepLinkSpec],
        presentation: Located<Presentation>?, detents: [Located<Detent>], description: String?,
        parent: ParentSpec? = nil, requires: [Located<String>] = [], result: Located<ParameterType>? = nil,
        formerNames: [Located<String>] = [], restorable: Located<Bool>? = nil, lookup: Located<Bool>? = nil
    ) {
        self.location = location
        self.name = name
        self.parameters = parameters
        self.deepLinks = deepLinks
        self.presentation = presentation
        self.detents = detents
        self.description = description
        if parent != nil || !requires.isEmpty || result != nil || !formerNames.isEmpty || restorable != nil || lookup != nil {
            extra = Extra(
                parent: parent, requires: requires, result: result, formerNames: formerNames, restorable: restorable, lookup: lookup)
        }
    }

    /// The destination under this one when a deep link opens the whole stack (`"parent"`).
    @_optimize(none) var parent: ParentSpec? { extra?.parent }
    /// The app conditions that must hold before the destination opens (`"requires"`).
    @_optimize(none) package var requires: [Located<String>] { extra?.requires ?? [] }
    /// The type of the value the destination gives back when it finishes (`"result"`).
    @_optimize(none) package var result: Located<ParameterType>? { extra?.result }
    /// Names the destination had before, which saved state may still use (`"formerNames"`).
    @_optimize(none) var formerNames: [Located<String>] { extra?.formerNames ?? [] }
    /// `"restorable": false`: the destination is never saved, and nothing says it cannot be.
    @_optimize(none) var restorable: Located<Bool>? { extra?.restorable }
    /// `"lookup"`, as written.
    @_optimize(none) var lookup: Located<Bool>? { extra?.lookup }
    /// `"lookup": true`: the app looks up what the destination opens before it opens.
    @_optimize(none) package var needsLookup: Bool { extra?.lookup?.value == true }

    /// Shown apart from the stack it is opened from: a sheet, a full-screen cover or a window.
    @_optimize(none) var isModal: Bool {
        presentation?.value == .sheet || presentation?.value == .fullScreenCover || presentation?.value == .window
    }
    /// `"presentation": "window"`: it opens in a window of its own.
    @_optimize(none) var isWindow: Bool { presentation?.value == .window }
    /// The parameter with `"source": "link"`, which receives the URL that opened the
    /// destination; the first, where a graph in error has two.
    @_optimize(none) var linkParameter: Parameter? { parameters.first { $0.type.value.element == .link } }
    /// `"presentation": "action"`: opening it shows no screen.
    @_optimize(none) var isAction: Bool { presentation?.value == .action }
    /// How a destination that is not pushed is shown, for messages: "is presented as a sheet",
    /// "is an action and shows no screen".
    @_optimize(none) var shownAs: String {
        switch presentation?.value ?? .push {
        case .push: return "is pushed"
        case .sheet: return "is presented as a sheet"
        case .fullScreenCover: return "is presented as a full-screen cover"
        case .window: return "opens in a window of its own"
        case .action: return "is an action and shows no screen"
        }
    }

    /// How it is shown, for a note at its `presentation`: "is presented", "is an action", "opens
    /// in a window".
    @_optimize(none) var presentedHere: String {
        isAction ? "is an action" : isWindow ? "opens in a window" : "is presented"
    }

    /// Whether a destination can be made without any value: every parameter is optional or
    /// defaulted.
    @_optimize(none) var needsNoArguments: Bool { parameters.allSatisfy(\.isOmittable) }

    /// The parameters by name, the first of a name declared twice: for looking up many.
    @_optimize(none) var parametersByName: [String: Parameter] {
        Dictionary(parameters.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Looks parameters up by name, the first of a name declared twice: by search among a few,
    /// as nearly every destination has (a table allocates, for every route of every build, and
    /// costs more to build in the debug build the plugin runs), and in ``parametersByName``
    /// among many, so that thousands cost no square.
    struct ParameterLookup {
        private let parameters: [Parameter]
        private let byName: [String: Parameter]?

        @_optimize(none) init(_ destination: Destination) {
            parameters = destination.parameters
            byName = parameters.count > 16 ? destination.parametersByName : nil
        }

        @_optimize(none) subscript(name: String) -> Parameter? {
            if let byName { return byName[name] }
            var index = 0
            while index < parameters.count {
                if parameters[index].name.value == name { return parameters[index] }
                index += 1
            }
            return nil
        }
    }
}

/// A deep-link pattern, parsed when it parses.
package struct DeepLinkSpec: Sendable {
    /// The pattern the router matches: as written, with the location's shared query keys the
    /// route binds (SPEC 3.4) appended, as the generated route lines carry it.
    package var text: String
    /// The pattern as the graph writes it, which messages quote.
    package let written: String
    /// The locations of a pattern written with its own (`{ "pattern": …, "location": … }`),
    /// where it lives instead of under the feature's; `nil` for the others.
    package var ownLocations: [Located<DeepLinkLocationSpec>]?
    package var location: SourceLocation
    package var pattern: DeepLinkPattern?
    /// The query keys a URL must have for the route to fit (`Destination.requiredQueryKeys(_:)`)
    /// and the value patterns of the parameters it binds (`Destination.valuePatterns(_:hostParameter:)`),
    /// worked out by its feature (``FeatureGraph``) when it is made, on every core as the graphs
    /// are decoded: the route check and the app's route table read them for every route.
    fileprivate(set) var requiredQueryKeys: Set<String> = []
    fileprivate(set) var valuePatterns: [String: String] = [:]
    /// The types of the placeholders it binds that only values of their type fit
    /// (`Destination.typedPlaceholders(_:)`): an `Int`, `Double`, `Bool`, `UUID` or enum, not an
    /// array (SPEC 3.6).
    fileprivate(set) var typedPlaceholders: [String: String] = [:]

    @_optimize(none) init(text: String, location: SourceLocation, pattern: DeepLinkPattern?) {
        self.text = text
        written = text
        self.location = location
        self.pattern = pattern
    }
}

extension Destination {
    /// The query keys a URL must have for a pattern of this destination to fit: those bound to a
    /// parameter that is neither optional, nor defaulted, nor an array (no key gives `[]`).
    /// A fragment's keys are written after `#` (`#via`), apart from the query's.
    @_optimize(none) package func requiredQueryKeys(_ pattern: DeepLinkPattern?) -> Set<String> {
        guard let pattern, !pattern.query.isEmpty || pattern.fragment != nil else { return [] }
        @_optimize(none) func isRequired(_ parameter: Parameter) -> Bool { !parameter.isOmittable && !parameter.type.value.isArray }
        var keys: Set<String> = []
        let byName = ParameterLookup(self)
        for item in pattern.query where byName[item.parameter].map(isRequired) == true {
            keys.insert(item.key)
        }
        for item in pattern.fragment?.query ?? [] where byName[item.parameter].map(isRequired) == true {
            keys.insert("#" + item.key)
        }
        return keys
    }

    /// The types of the placeholders of a pattern of this destination that only values of their
    /// type fit, by parameter name: each parameter of one `Int`, `Double`, `Bool`, `UUID` or enum
    /// value that the path binds, or a required query key (an absent optional value fits any
    /// route). Empty for most routes, whose placeholders are `String`s.
    @_optimize(none) func typedPlaceholders(_ pattern: DeepLinkPattern?) -> [String: String] {
        guard let pattern else { return [:] }
        var types: [String: String] = [:]
        let byName = ParameterLookup(self)
        let required = requiredQueryKeys(pattern)
        var names = pattern.path.compactMap(\.parameter) + pattern.query.filter({ required.contains($0.key) }).map(\.parameter)
        if case .path(let pieces, _)? = pattern.fragment { names += pieces.compactMap(\.parameter) }
        names += (pattern.fragment?.query ?? []).filter { required.contains("#" + $0.key) }.map(\.parameter)
        for name in names {
            guard let type = byName[name]?.type.value, !type.isArray, let element = type.element, element != .builtIn(.string) else {
                continue
            }
            types[name] = element.description
        }
        return types
    }

    /// The value patterns of the parameters a pattern of this destination binds, by parameter
    /// name, the host's parameter of a feature with a placeholder host included: empty for
    /// nearly every route, which has none.
    @_optimize(none) func valuePatterns(_ pattern: DeepLinkPattern?, hostParameter: String?) -> [String: String] {
        guard let pattern, parameters.contains(where: { $0.pattern != nil }) else { return [:] }
        var bound = Set(pattern.parameters)
        if let hostParameter { bound.insert(hostParameter) }
        var patterns: [String: String] = [:]
        for parameter in parameters where bound.contains(parameter.name.value) {
            if let valuePattern = parameter.pattern, patterns[parameter.name.value] == nil {
                patterns[parameter.name.value] = valuePattern.value
            }
        }
        return patterns
    }
}

/// The `"parent"` of an incoming destination: a destination of the same feature, incoming or
/// outgoing, with the arguments it is made from, as in a redirect.
struct ParentSpec: Sendable {
    var location: SourceLocation
    var destination: Located<String>
    /// Parent parameter to child parameter, in file order.
    var arguments: [(target: Located<String>, source: Located<String>)]
}

/// A parameter of a destination.
package struct Parameter: Sendable {
    package var name: Located<String>
    package var type: Located<ParameterType>
    package var defaultValue: Located<DefaultValue>?
    var description: String?
    /// A value pattern: a regular expression in Swift `Regex` syntax that the whole decoded
    /// value (each element of an array) of a URL must match for a route to fit.
    package var pattern: Located<String>? = nil

    /// Whether a caller may leave the parameter out: it is optional or has a default.
    @_optimize(none) package var isOmittable: Bool { type.value.isOptional || defaultValue != nil }
}

/// A parameter's default: a JSON literal, checked against the type.
package enum DefaultValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    /// An array parameter's default: its elements.
    case array([DefaultValue])

    /// The value as the graph writes it, a string quoted as a URL's text is: `"top-rated"`,
    /// `1`, `["a", "b"]`.
    @_optimize(none) package var displayText: String {
        switch self {
        case .null: return "nil"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let text): return text
        case .string(let text): return TextEscaping.swiftLiteral(text)
        case .array(let elements): return "[" + elements.map(\.displayText).joined(separator: ", ") + "]"
        }
    }
}

/// The app's graph: which features it includes and how their outgoing destinations redirect.
package struct AppGraph: Sendable {
    var file: String
    var location: SourceLocation
    package var name: Located<String>
    package var module: Located<String>
    package var description: String?
    var features: [Located<String>]?
    var redirectsLocation: SourceLocation
    var redirects: [Redirect]
    /// The conditions destinations may require, and what satisfies each (`"conditions"`).
    var conditions: [ConditionSpec] = []
    /// The app's tab bar, in order (`"tabs"`).
    var tabs: [TabSpec] = []
    /// Modules the app's generated code imports (`"imports"`).
    var imports: [Located<String>] = []
    /// How an app without tabs shows its destinations (`"layout"`); a tab gives its own.
    var layout: LayoutSpec?
    /// How the tab bar is shown (`"tabStyle"`).
    var tabStyle: Located<TabStyle>?
}

/// `"layout": { "splitView": { "columns": 2 } }`: a split view whose columns the destinations'
/// parent chains fill.
struct LayoutSpec: Sendable {
    var location: SourceLocation
    /// 2 or 3.
    var splitViewColumns: Int
}

/// `"tabStyle"`: how the tab bar is shown.
enum TabStyle: String, Sendable, CaseIterable {
    case tabBar
    case sidebarAdaptable
}

/// One tab of the app graph's `"tabs"`: a case of the generated `AppTab`.
package struct TabSpec: Sendable {
    var location: SourceLocation
    package var name: Located<String>
    /// The incoming destination at the bottom of the tab's stack; none for an action tab.
    var root: Located<DestinationReference>?
    /// The features whose destinations open in this tab (a root does not pin its feature).
    var features: [Located<String>]
    /// Where `"features"` is written, if it is.
    var featuresLocation: SourceLocation?
    package var title: String?
    var systemImage: String?
    /// `"action": true`: the tab runs the app's action and has no stack.
    var action: Located<Bool>?
    /// How the tab shows its destinations (`"layout"`), when it says.
    var layout: LayoutSpec?

    @_optimize(none) package var isAction: Bool { action?.value == true }
}

/// One condition of the app graph: its name and the destination that satisfies it (sign-in).
struct ConditionSpec: Sendable {
    var location: SourceLocation
    var name: Located<String>
    var destination: Located<DestinationReference>
    var description: String?
}

/// `Feature.destination`, as written in a redirect.
package struct DestinationReference: Hashable, Sendable, CustomStringConvertible {
    var feature: String
    var destination: String

    @_optimize(none) package init(feature: String, destination: String) {
        self.feature = feature
        self.destination = destination
    }

    @_optimize(none) package var description: String { "\(feature).\(destination)" }
}

/// One redirect of the app graph.
struct Redirect: Sendable {
    var location: SourceLocation
    var from: Located<DestinationReference>
    var to: Located<DestinationReference>
    /// Target parameter to source parameter, in file order.
    var arguments: [(target: Located<String>, source: Located<String>)]
}

/// Which optional keys graphs use: parents, guards, results, restoration history.
struct GraphExtensions: OptionSet, Sendable {
    let rawValue: Int

    static let parents = GraphExtensions(rawValue: 1 << 0)
    static let guards = GraphExtensions(rawValue: 1 << 1)
    static let results = GraphExtensions(rawValue: 1 << 2)
    static let restoration = GraphExtensions(rawValue: 1 << 3)
}

/// Every graph of one run.
package struct GraphSet: Sendable {
    package private(set) var features: [FeatureGraph] = []
    var apps: [AppGraph] = []
    /// The optional keys (parents, guards, results, restoration history) that any feature graph uses.
    private(set) var extensions: GraphExtensions = []
    /// Each feature name's first declaration, so lookups stay constant-time in large apps.
    private var featureIndex: [String: Int] = [:]

    /// The features declared by graphs that could not be read as JSON, as far as their text
    /// tells; references to them are not reported, since the syntax error already is.
    private var unreadableFeatures: Set<String> = []
    /// Whether some graph could not be read and its feature name could not be found either.
    private var hasUnnamedUnreadableGraph = false

    /// Records a graph that could not be read, by the feature its text names, if any.
    @_optimize(none) mutating func addUnreadable(feature: String?) {
        if let feature {
            unreadableFeatures.insert(feature)
        } else {
            hasUnnamedUnreadableGraph = true
        }
    }

    /// Whether a feature that no graph declares may be declared by a graph that could not be read.
    @_optimize(none) func mayBeUnreadable(feature: String) -> Bool {
        hasUnnamedUnreadableGraph || unreadableFeatures.contains(feature)
    }

    /// Every type the generated code of these graphs declares and refers to by name: a case,
    /// parameter or condition of the same name would hide it. Kept as features are added, so the
    /// checks that need it do not each build it again.
    private(set) var generatedTypeNames = SwiftNames.fixedGeneratedTypes

    @_optimize(none) mutating func add(_ feature: FeatureGraph) {
        generatedTypeNames.formUnion([feature.incomingTypeName, feature.outgoingTypeName, feature.handlerTypeName])
        generatedTypeNames.formUnion(feature.enums.map(\.name.value))
        append(feature)
        extensions.formUnion(feature.extensions)
    }

    /// Appends a feature, indexing its name if it is the first of that name.
    @_optimize(none) private mutating func append(_ feature: FeatureGraph) {
        if featureIndex[feature.name.value] == nil {
            featureIndex[feature.name.value] = features.count
        }
        features.append(feature)
    }

    /// Adds every feature and app of another set, in order, as `add(_:)` would one at a time,
    /// with what that set worked out already: each file's graphs are decoded into a set of their
    /// own on every core, then gathered here on one, where working out each feature's optional
    /// keys again copied every destination.
    @_optimize(none) mutating func add(contentsOf other: GraphSet) {
        generatedTypeNames.formUnion(other.generatedTypeNames)
        for feature in other.features {
            append(feature)
        }
        extensions.formUnion(other.extensions)
        apps += other.apps
    }

    @_optimize(none) func feature(named name: String) -> FeatureGraph? {
        featureIndex[name].map { features[$0] }
    }
}

extension FeatureGraph {
    /// The names of the types generated for the feature, as every generated file and the checks
    /// of names that would hide them spell them: `CharacterIncomingNavigation`,
    /// `CharacterOutgoingNavigation`, `CharacterDeepLinkHandler`.
    @_optimize(none) var incomingTypeName: String { name.value + "IncomingNavigation" }
    @_optimize(none) var outgoingTypeName: String { name.value + "OutgoingNavigation" }
    @_optimize(none) var handlerTypeName: String { name.value + "DeepLinkHandler" }
}
