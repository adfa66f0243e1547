import _NavigationGraphRoutes

/// Writes the Swift of the app graph: the redirector, the deep-link router over every feature,
/// the exhaustive resolution protocol and the restoration registry.
struct AppGenerator {
    let app: LinkedApp

    @_optimize(none) private var appName: String { app.graph.name.value }

    @_optimize(none) func generate() -> String {
        let linked = Self.linked(app.features)
        var rest = SwiftWriter()
        writeRest(&rest)
        var writer = SwiftWriter()
        writer.line("// MARK: - App: redirects")
        writer.line()
        writeRedirect(&writer)
        writer.line()
        writer.line("// MARK: - App: deep links")
        writer.line()
        writeRouter(&writer, linked)
        writer.line()
        writer.append(rest.text)
        return writer.text
    }

    /// The features of an app's router: those it includes that have deep links.
    @_optimize(none) static func linked(_ included: [FeatureGraph]) -> [FeatureGraph] {
        included.filter { FeatureGenerator(feature: $0).hasDeepLinks }
    }

    /// The sections after the router's: guards, tabs, resolution and restoration.
    @_optimize(none) private func writeRest(_ writer: inout SwiftWriter) {
        if !app.conditions.isEmpty {
            writer.line("// MARK: - App: guards")
            writer.line()
            writeGuard(&writer)
            writer.line()
        }
        if !app.tabs.isEmpty {
            writer.line("// MARK: - App: tabs")
            writer.line()
            writeTabs(&writer)
            writer.line()
        } else if let layout = app.graph.layout {
            writer.line("// MARK: - App: layout")
            writer.line()
            writeLayout(&writer, columns: layout.splitViewColumns)
            writer.line()
        }
        writer.line("// MARK: - App: resolution")
        writer.line()
        writeResolver(&writer)
        writer.line()
        writer.line("// MARK: - App: restoration")
        writer.line()
        writeRestoration(&writer)
    }

    @_optimize(none) private func writeRedirect(_ writer: inout SwiftWriter) {
        let redirecting = app.features.filter { !$0.outgoing.isEmpty }
        if let description = app.graph.description {
            writer.documentation(description)
            writer.line("///")
        }
        writer.line("/// Connects the features of the \(appName) app: turns each feature's outgoing destinations into")
        writer.line("/// the incoming destinations of the features that handle them.")
        writer.block("nonisolated public struct AppNavigationRedirect: NavigationGraph.NavigationRedirectContract") { writer in
            if !redirecting.isEmpty {
                writer.line("/// The redirect of each included feature's outgoing enum, by type, so a redirect costs one")
                writer.line("/// lookup however many features the app has.")
                writer.line(
                    "private static let redirects: [Swift.ObjectIdentifier: @Sendable (any NavigationGraph.NavigationContract) -> (any NavigationGraph.NavigationContract)?] ="
                )
                writer.indented { writer in
                    writer.line("Swift.Dictionary(uniqueKeysWithValues: [")
                    writer.indented { writer in
                        for feature in redirecting {
                            writer.line("entry(\(feature.outgoingTypeName).self, \(Self.functionName(feature.name.value))),")
                        }
                    }
                    writer.line("])")
                }
                writer.line()
                // A dictionary literal of a closure per feature type-checked as one expression, in
                // time that grew faster than the features (1.3 s at 1,000); a call per feature
                // type-checks on its own.
                writer.line("/// An entry of `redirects`: a call per feature rather than a closure literal, so that the")
                writer.line("/// table type-checks in time linear in the features.")
                writer.line("private static func entry<Outgoing: NavigationGraph.NavigationContract>(")
                writer.indented { writer in
                    writer.line("_ type: Outgoing.Type, _ redirect: @escaping @Sendable (Outgoing) -> any NavigationGraph.NavigationContract")
                }
                writer.block(
                    ") -> (Swift.ObjectIdentifier, @Sendable (any NavigationGraph.NavigationContract) -> (any NavigationGraph.NavigationContract)?)"
                ) { writer in
                    writer.line("(Swift.ObjectIdentifier(type), { ($0 as? Outgoing).map(redirect) })")
                }
                writer.line()
            }
            writer.line("/// Creates the redirector.")
            writer.line("public init() {}")
            writer.line()
            writer.line("/// Returns the incoming destination for an outgoing destination of an included feature, and")
            writer.line("/// `nil` for anything else.")
            writer.block("public func redirect(_ navigation: any NavigationGraph.NavigationContract) -> (any NavigationGraph.NavigationContract)?") {
                writer in
                if redirecting.isEmpty {
                    writer.line("nil")
                    return
                }
                writer.line("let navigation = NavigationGraph.AnyNavigation(navigation).wrapped")
                writer.line("return Self.redirects[Swift.ObjectIdentifier(Swift.type(of: navigation))]?(navigation)")
            }
            for feature in redirecting {
                writer.line()
                writer.line("/// Where each outgoing destination of the \(feature.name.value) feature leads.")
                // `@Sendable`: `redirects` stores a reference to it, which Swift 5 mode would
                // otherwise warn is not `Sendable`.
                writer.block(
                    "@Sendable private static func \(Self.functionName(feature.name.value))(_ navigation: \(feature.outgoingTypeName)) -> any NavigationGraph.NavigationContract"
                ) { writer in
                    // One `return` per case, not a switch expression: a fifth less time to type-check.
                    writer.switchBlock("switch navigation") { writer in
                        for destination in feature.outgoing {
                            let reference = DestinationReference(feature: feature.name.value, destination: destination.name.value)
                            guard let redirect = app.redirects[reference] else { continue }
                            writeRedirectCase(&writer, redirect)
                        }
                    }
                }
            }
        }
    }

    /// The argument label of a feature's resolution requirement: `character` for `Character`,
    /// as its declaration writes it (`` `let` `` for `Let`).
    @_optimize(none) static func label(_ feature: String) -> String {
        SwiftNames.label(lowerCamel(feature))
    }

    /// The same label as a full name writes it (`resolve(home:navigator:)`): only `inout` keeps
    /// its backticks there; Swift warns about any other keyword's.
    @_optimize(none) static func referenceLabel(_ feature: String) -> String {
        let label = lowerCamel(feature)
        return label == "inout" ? "`inout`" : label
    }

    /// `homeRedirect` for `Home`: one name per feature, so no call needs overload resolution.
    @_optimize(none) static func functionName(_ feature: String) -> String {
        lowerCamel(feature) + "Redirect"
    }

    /// A feature's name with its first letter in lower case, as its members' names begin.
    @_optimize(none) private static func lowerCamel(_ feature: String) -> String {
        feature.prefix(1).lowercased() + feature.dropFirst()
    }

    @_optimize(none) private func writeRedirectCase(_ writer: inout SwiftWriter, _ redirect: LinkedRedirect) {
        let used = Construction.usedParameters(redirect.arguments)
        // One row a case while it stays short, as a table of where each destination leads.
        writer.caseRow(
            "case \(Construction.pattern(redirect.source, binding: used)):",
            ["return " + Construction.make(redirect.targetFeature.incomingTypeName, redirect.target, redirect.arguments)])
    }

    @_optimize(none) private func writeRouter(_ writer: inout SwiftWriter, _ linked: [FeatureGraph]) {
        writer.line("/// Resolves every deep link of the \(appName) app with one router over all its features,")
        writer.line("/// matched on scheme, host and path, so a URL goes to the feature whose route it is.")
        writer.block("nonisolated public struct AppDeepLinkRouter: NavigationGraph.DeepLinkRouterContract, NavigationGraph.AppDeepLinkSampling") {
            writer in
            if linked.isEmpty {
                writer.line("/// The routes of every included feature with deep links: none.")
                writer.line("public static let router = NavigationGraph.DeepLinkRouter<any NavigationGraph.NavigationContract>(merging: [])")
                writer.line()
            } else {
                writer.line("/// The routes of every included feature with deep links, in `features`' order, each under")
                writer.line("/// the locations of its line (each followed by the patterns it excludes), so that a URL")
                writer.line("/// touches only the features under its location, whose routes it parses when it first needs")
                writer.line("/// them. Each handler is behind a closure, so that listing the features touches none of them.")
                writer.line("public static let router = NavigationGraph.DeepLinkRouter<any NavigationGraph.NavigationContract>(")
                writer.indented { writer in
                    writer.line("features: {")
                    writer.indented { writer in
                        writer.line("[")
                        writer.indented { writer in
                            for feature in linked {
                                writer.line("{ \(feature.handlerTypeName).self },")
                            }
                        }
                        writer.line("]")
                    }
                    writer.line("},")
                    writer.line("locations: \"\"\"")
                    writer.indented { writer in
                        for feature in linked {
                            let words = feature.allLocations.map { location in
                                ([location.value.runtime.description] + location.value.exclude.map(\.value)).joined(separator: " ")
                            }
                            writer.line(TextEscaping.multilineLiteralLine(words.joined(separator: " ")))
                        }
                        writer.line("\"\"\")")
                    }
                }
                writer.line()
            }
            writer.line("/// Creates the router.")
            writer.line("public init() {}")
            writer.line()
            writer.line("/// Returns the destination a URL opens, or `nil` when no feature has a route for it.")
            writer.block("public func resolve(_ url: Foundation.URL) -> (any NavigationGraph.NavigationContract)?") { writer in
                writer.line(linked.isEmpty ? "nil" : "Self.router.resolve(url)")
            }
            writer.line()
            writer.line("/// Every feature with deep links, whose samples `DeepLinkRoundTrip.failures(of:)` of")
            writer.line("/// NavigationGraphTesting checks through this router.")
            writer.block("public static var features: [any NavigationGraph.DeepLinkSampling.Type]") { writer in
                if linked.isEmpty {
                    writer.line("[]")
                    return
                }
                writer.line("[")
                writer.indented { writer in
                    for feature in linked {
                        writer.line("\(feature.handlerTypeName).self,")
                    }
                }
                writer.line("]")
            }
        }
    }

    /// `AppTab`: the tab bar of the app graph's `tabs`, in order, with each tab's root, title,
    /// symbol, whether it is an action tab, and the tab each included destination opens in.
    ///
    /// Without action tabs `AppTab` is a `NavigationTab`, whose every tab has a root; with them, a
    /// `TabContract` whose `root` is `nil` for an action tab.
    @_optimize(none) private func writeTabs(_ writer: inout SwiftWriter) {
        let hasActions = app.tabs.contains { $0.spec.isAction }
        writer.line("/// The tabs of the \(appName) app, in order: each shows its own stack over its root destination\(hasActions ? "," : ";")")
        if hasActions {
            writer.line("/// or, for an action tab, runs the app's action; drive them with")
            writer.line("/// `NavigationGraph.TabCoordinator<AppTab>`, whose `onAction` runs the actions.")
        } else {
            writer.line("/// drive them with `NavigationGraph.TabCoordinator<AppTab>`.")
        }
        let conformance = hasActions ? "NavigationGraph.TabContract" : "NavigationGraph.NavigationTab"
        writer.block(
            "@frozen nonisolated public enum AppTab: Swift.String, Swift.CaseIterable, Swift.Codable, Swift.Hashable, Swift.Sendable, \(conformance)"
        ) { writer in
            for tab in app.tabs {
                writer.line("case \(SwiftNames.escaped(tab.spec.name.value))")
            }
            writer.line()
            let rootDocumentation = "The destination at the bottom of the tab's stack\(hasActions ? "; `nil` for an action tab." : ".")"
            let rootType = hasActions ? "(any NavigationGraph.NavigationContract)?" : "any NavigationGraph.NavigationContract"
            writeTabProperty(&writer, rootDocumentation, "root: \(rootType)") { tab in
                guard let root = tab.root, let feature = tab.rootFeature else {
                    return "nil"
                }
                let arguments = root.parameters.filter { $0.defaultValue == nil }.map {
                    LinkedArgument(target: $0.name.value, value: .nil)
                }
                return Construction.make(feature.incomingTypeName, root, arguments)
            }
            if hasActions {
                writer.line("/// The destination at the bottom of the tab's stack, as `TabCoordinator` asks for it.")
                writer.line("public var rootDestination: (any NavigationGraph.NavigationContract)? { root }")
                writer.line()
            }
            writeTabProperty(&writer, "The tab's title in the tab bar.", "title: Swift.String") { tab in
                let name = tab.spec.name.value
                return SwiftWriter.literal(tab.spec.title ?? name.prefix(1).uppercased() + name.dropFirst())
            }
            writeTabProperty(&writer, "The SF Symbol of the tab bar item, if the graph names one.", "systemImage: Swift.String?") { tab in
                tab.spec.systemImage.map { SwiftWriter.literal($0) } ?? "nil"
            }
            if hasActions {
                // `AppTab.` in full: `.none` beside `==` would be read as `Optional.none`.
                let actions = app.tabs.filter(\.spec.isAction).map { "self == AppTab.\(SwiftNames.escaped($0.spec.name.value))" }
                writer.line("/// Whether choosing the tab runs the app's action instead of showing a stack.")
                writer.line("public var isAction: Swift.Bool { \(actions.joined(separator: " || ")) }")
                writer.line()
            } else {
                writer.line("/// Whether choosing the tab runs the app's action: no tab of this app does.")
                writer.line("public var isAction: Swift.Bool { false }")
                writer.line()
            }
            if app.tabs.contains(where: { $0.splitViewColumns != nil }) {
                let documentation = "How the tab shows its destinations: one stack, or a split view their parent chains fill."
                writeTabProperty(&writer, documentation, "layout: NavigationGraph.NavigationLayout") { tab in
                    tab.splitViewColumns.map(Self.splitView) ?? ".stack"
                }
            }
            if let style = app.graph.tabStyle {
                writer.line("/// How the tab bar is shown.")
                writer.line("public static var tabStyle: NavigationGraph.NavigationTabStyle { .\(style.value.rawValue) }")
                writer.line()
            }
            writer.line("/// The tab a destination opens in: the tab that lists its feature, or `nil` for a destination")
            writer.line("/// of a feature in no tab, which opens in the selected tab.")
            writer.block("public static func tab(for destination: any NavigationGraph.NavigationContract) -> AppTab?") { writer in
                let features = Dictionary(app.features.map { ($0.name.value, $0) }, uniquingKeysWith: { first, _ in first })
                let pinned = app.tabs.compactMap { tab -> (name: String, types: [String])? in
                    let types = tab.features.compactMap { features[$0]?.incomingTypeName }
                    return types.isEmpty ? nil : (tab.spec.name.value, types)
                }
                if !pinned.isEmpty {
                    writer.line("let destination = NavigationGraph.AnyNavigation(destination).wrapped")
                }
                for tab in pinned {
                    let test = tab.types.map { "destination is \($0)" }.joined(separator: " || ")
                    // `AppTab.` in full: the result is optional, where `.none` would be `nil`.
                    writer.line("if \(test) { return AppTab.\(SwiftNames.escaped(tab.name)) }")
                }
                writer.line("return nil")
            }
        }
    }

    /// The case of `SplitViewColumns` for 2 or 3 columns: `two` or `three`.
    @_optimize(none) private static func columnsCase(_ columns: Int) -> String {
        columns == 2 ? "two" : "three"
    }

    /// `.splitView(columns: .two)` or `.three`.
    @_optimize(none) private static func splitView(_ columns: Int) -> String {
        ".splitView(columns: .\(columnsCase(columns)))"
    }

    /// `AppNavigationLayout`, for an app without tabs whose graph gives a `layout`.
    @_optimize(none) private func writeLayout(_ writer: inout SwiftWriter, columns: Int) {
        writer.line("/// How the \(appName) app shows its destinations: a split view of \(columns) columns, which their")
        writer.line("/// parent chains fill; drive it with `NavigationGraph.SplitViewCoordinator`.")
        writer.block("nonisolated public enum AppNavigationLayout") { writer in
            writer.line("/// The app's layout, as its graph declares it.")
            writer.line("public static let layout: NavigationGraph.NavigationLayout = \(Self.splitView(columns))")
            writer.line()
            writer.line("/// The columns of the app's split view.")
            writer.line("public static let columns: NavigationGraph.SplitViewColumns = .\(Self.columnsCase(columns))")
        }
    }

    /// A property of `AppTab`: a `switch self` with each tab's value, then a blank line.
    @_optimize(none) private func writeTabProperty(
        _ writer: inout SwiftWriter, _ documentation: String, _ declaration: String, value: (LinkedTab) -> String
    ) {
        writer.line("/// \(documentation)")
        writer.block("public var \(declaration)") { writer in
            writer.switchBlock("switch self") { writer in
                for tab in app.tabs {
                    writer.line("case .\(SwiftNames.escaped(tab.spec.name.value)):")
                    writer.indented { $0.line(value(tab)) }
                }
            }
        }
        writer.line()
    }

    @_optimize(none) private func writeGuard(_ writer: inout SwiftWriter) {
        writer.line("extension NavigationGraph.NavigationCondition {")
        writer.indented { writer in
            for (index, condition) in app.conditions.enumerated() {
                if index > 0 { writer.line() }
                writer.documentation(condition.description ?? "The \(condition.name) condition of the \(appName) app.")
                writer.line(
                    "nonisolated public static let \(SwiftNames.escaped(condition.name)) = NavigationGraph.NavigationCondition(\(SwiftWriter.literal(condition.name)))"
                )
            }
        }
        writer.line("}")
        writer.line()
        writer.line("/// The conditions of the \(appName) app and the destination that satisfies each; give it to")
        writer.line("/// `NavigationGuards` with what each condition means now.")
        writer.block("nonisolated public struct AppNavigationGuard: NavigationGraph.NavigationGuardContract") { writer in
            writer.line("/// Every condition the app declares.")
            writer.line(
                "public let conditions: [NavigationGraph.NavigationCondition] = [\(app.conditions.map { "." + SwiftNames.escaped($0.name) }.joined(separator: ", "))]"
            )
            writer.line()
            writer.line("/// Creates the guard.")
            writer.line("public init() {}")
            writer.line()
            writer.line("/// The destination that satisfies an unmet condition; `nil` for a condition the app does not")
            writer.line("/// declare.")
            writer.block("public func destination(for condition: NavigationGraph.NavigationCondition) -> (any NavigationGraph.NavigationContract)?") {
                writer in
                writer.switchBlock("switch condition") { writer in
                    for condition in app.conditions {
                        writer.line("case .\(SwiftNames.escaped(condition.name)):")
                        let type = condition.targetFeature.incomingTypeName
                        // Every parameter of a condition's destination is optional or defaulted.
                        writer.indented { $0.line("return " + Construction.make(type, condition.target, [])) }
                    }
                    writer.line("default:")
                    writer.indented { $0.line("return nil") }
                }
            }
        }
    }

    @_optimize(none) private func writeResolver(_ writer: inout SwiftWriter) {
        // A feature without incoming destinations (a shared component that only navigates out)
        // has no destination to make content for: a requirement for it could only have a body
        // that never runs, which Swift warns about.
        let screens = app.features.filter { !$0.incoming.isEmpty }
        // Features with destinations the app looks up (`"lookup": true`): one look-up requirement
        // each, and the protocol is then the coordinators' look-up too.
        let lookedUp = app.features.filter { $0.incoming.contains(where: \.needsLookup) }
        writer.line("/// Makes the content for every destination of the \(appName) app: one requirement per feature")
        writer.line("/// with incoming destinations, so that a feature left unwired is a compile error rather than a")
        writer.line("/// not-found screen.")
        if !lookedUp.isEmpty {
            writer.line("///")
            writer.line("/// It also looks up what the destinations declared `\"lookup\": true` open, one requirement")
            writer.line("/// per feature that has some: give it to the coordinators' `lookup`.")
        }
        // Qualified as every type the generated code names is: a graph's enum may be `MainActor`.
        writer.line("@_Concurrency.MainActor")
        let refined = lookedUp.isEmpty ? "" : ", NavigationGraph.NavigationLookupContract"
        writer.block("public protocol AppNavigationResolver: NavigationGraph.NavigationDestinationResolver\(refined)") { writer in
            for feature in lookedUp {
                let names = feature.incoming.filter(\.needsLookup).map { "`\($0.name.value)`" }
                writer.line("/// Looks up what a destination of the \(feature.name.value) feature opens (\(names.joined(separator: ", "))):")
                writer.line("/// the destination to open instead, or `nil` for not found. Other destinations of the feature")
                writer.line("/// never come here.")
                writer.line(
                    "func lookUp(\(Self.label(feature.name.value)) destination: \(feature.incomingTypeName)) async -> (any NavigationGraph.NavigationContract)?"
                )
                writer.line()
            }
            for feature in screens {
                writer.line("/// Makes the content for a destination of the \(feature.name.value) feature.")
                writer.line(
                    "func resolve(\(Self.label(feature.name.value)) destination: \(feature.incomingTypeName), navigator: any NavigationGraph.NavigatorContract) -> Content"
                )
                writer.line()
            }
            writer.line("/// Makes the content shown when nothing handles a destination.")
            writer.line("func resolve(_ destination: NavigationGraph.UnknownNavigation, navigator: any NavigationGraph.NavigatorContract) -> Content")
        }
        writer.line()
        writer.block("extension AppNavigationResolver") { writer in
            writer.line("/// Dispatches any destination to the requirement for its feature; a destination that no")
            writer.line("/// included feature handles resolves as not found.")
            writer.block(
                "public func content(for navigation: any NavigationGraph.NavigationContract, navigator: any NavigationGraph.NavigatorContract) -> Content"
            ) { writer in
                // One `return` per case, not a switch expression, and each requirement referred to by
                // its full name: a call by the base name `resolve` weighs every requirement of the
                // protocol, one per feature, so the switch took time quadratic in the features to
                // type-check (3.5 s at 1,000; Scripts/app-module-compile-time.sh).
                writer.line("// Each requirement is named in full, so that the compiler looks up that one alone.")
                Self.writeDispatch(
                    &writer, "navigation", screens, call: { "self.resolve(\($0):navigator:)(destination, navigator)" },
                    otherwise: "resolve(NavigationGraph.UnknownNavigation.notFound, navigator: navigator)")
            }
            if !lookedUp.isEmpty {
                writer.line()
                writer.line("/// Dispatches a destination to the look-up for its feature; any other opens as it is.")
                writer.block(
                    "public func lookUp(_ destination: any NavigationGraph.NavigationContract) async -> (any NavigationGraph.NavigationContract)?"
                ) { writer in
                    Self.writeDispatch(
                        &writer, "destination", lookedUp, call: { "await self.lookUp(\($0):)(destination)" }, otherwise: "destination")
                }
            }
        }
    }

    /// A `switch` over a destination's type that returns, for each feature's incoming type, the
    /// call of its requirement by full name (`call` is given the feature's label), and
    /// `otherwise` for any other destination.
    @_optimize(none) private static func writeDispatch(
        _ writer: inout SwiftWriter, _ subject: String, _ features: [FeatureGraph], call: (String) -> String, otherwise: String
    ) {
        writer.switchBlock("switch NavigationGraph.AnyNavigation(\(subject)).wrapped") { writer in
            for feature in features {
                writer.line("case let destination as \(feature.incomingTypeName):")
                writer.indented { $0.line("return " + call(referenceLabel(feature.name.value))) }
            }
            writer.line("default:")
            writer.indented { $0.line("return " + otherwise) }
        }
    }

    @_optimize(none) private func writeRestoration(_ writer: inout SwiftWriter) {
        let restorable = app.features.filter { FeatureGenerator.isCodable($0.incoming) }
        writer.line("/// The destination types of the \(appName) app that saved navigation state can restore.")
        writer.block("nonisolated public enum AppNavigationRestoration") { writer in
            writer.line("/// Every restorable incoming destination type, and ``UnknownNavigation``.")
            writer.line("public static let registry = NavigationGraph.NavigationRestorationRegistry([")
            writer.indented { writer in
                for feature in restorable {
                    writer.line("\(feature.incomingTypeName).self,")
                }
                writer.line("NavigationGraph.UnknownNavigation.self,")
            }
            writer.line("])")
        }
    }
}
