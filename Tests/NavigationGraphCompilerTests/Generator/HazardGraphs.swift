import Foundation
import NavigationGraphTesting

@testable import _NavigationGraphCompiler
@testable import _NavigationGraphTooling

/// Graphs from a grammar of hazards: names that are keywords, types of Swift, Foundation or the
/// runtime, or the generated code's own names; texts with every kind of line break, control
/// character, quote and comment marker; numbers at and past the edges of `Int` and `Double`; and
/// type spellings that are almost Swift; enums whose names, cases and raw values are all of
/// those, arrays and catch-alls; tab names and the enum cases a redirect converts into, optional
/// or not. Each app is a valid two-feature app in one module
/// (every kind of generated code: enums, handlers, samples, parents, guards, requests, the
/// redirector and the router) with a few of its slots replaced by hazards, so that about half
/// lint clean and the rest must be refused.
struct HazardGraphs {
    static let names = [
        "list", "Type", "Protocol", "_", "self", "Self", "init", "default", "class", "none", "some", "URL", "String",
        "Int", "Bool", "Double", "UUID", "Swift", "Foundation", "NavigationGraph", "NavigationCase", "NavigationRequest",
        "NavigationCondition", "NavigationContract", "DeepLinkMatch", "DeepLinkRouter", "AnyNavigation", "Codable", "Set",
        "Optional", "ObjectIdentifier", "type", "values", "index", "navigator", "destination", "navigation", "Content",
        "Requests", "hashValue", "hash", "description", "encode", "wrapped", "router", "samples", "scheme", "host", "url",
        "resolve", "redirect", "Any", "any", "await", "async", "actor", "Sendable", "Hashable", "Error", "Void", "Never",
        "Data", "Date", "print", "MainActor", "nonisolated", "inout", "let", "var", "func", "Array", "Dictionary",
        "ShopIncomingNavigation", "HelpOutgoingNavigation", "AppNavigationRedirect", "GeneratedCodeVersionCheck",
        "navigationCase", "navigationParent", "visitNavigationCase", "visitor", "Visitor", "NavigationCaseVisiting", "hasher",
        "lhs", "value0", "_x", "x1", "é", "a b", "1a", "",
    ]

    static let featureNames = ["Shop", "Var", "Let", "Type", "Swift", "Foundation", "NavigationGraph", "App", "URL", "Any", "Content", "X"]

    static let moduleNames = ["Hazard", "Type", "URL", "App", "Content", "Swift", "NavigationGraph", "Shop"]

    static let texts = [
        "plain", "\r", "\r\n", "\n", "\u{2028}", "\u{2029}", "\u{85}", "\u{0}", "\u{1B}[31m", "\u{0B}", "\u{0C}", "\t",
        "*/", "/*", "\"", "\\", "\\(x)", "#\"", "\"\"\"", "\u{202E}evil", "```", "- Parameters:", "👩‍👩‍👧",
        "line\r} let injected = 1 {", "end\u{2028}public let injected = 2",
    ]

    static let intLiterals = [
        "0", "-0", "7", "9223372036854775807", "-9223372036854775808", "9223372036854775808", "1e3", "1.0",
        "1" + String(repeating: "0", count: 308),
    ]

    static let doubleLiterals = [
        "0", "-0.0", "1.5", "1e308", "1e309", "1e999", "1e-400", "5e-324", "2.2250738585072014e-308", "9007199254740993",
        "9007199254740992", "0.1", "0.30000000000000004", "0.1000000000000000000001", "1E5", "1e+5", "-1.5",
    ]

    static let fractions = ["0.5", "1", "0", "1.5", "1e-400", "0.1000000000000000000001", "0.25"]

    static let heights = ["300", "1e999", "0.5", "9007199254740993", "120.5"]

    static let builtInTypes = ["Int", "Int?", "String", "String?", "Double", "Double?", "Bool", "UUID"]

    /// Passed-through types that exist in Swift or Foundation and are Hashable and Sendable, and
    /// spellings that are not types at all.
    static let passedThroughTypes = [
        "[Int]", "[String: Int]", "Set<Int>", "Swift.Int", "Int??", "Character", "Foundation.Date", "[String: [Int]]",
        "Int!", "Int ?", "A, B", "Self", "Type", "Requests", "(Int, Int)", "any Hashable", "[Int", "Never",
    ]

    static let fallbacks = ["none", "list", "some", "detail"]

    /// Names a tab may hide inside `AppTab` (the module, the generated types, the members of
    /// `AppTab` and of its protocols), names that read as something else where `AppTab?` is
    /// expected, and a few that are no case at all.
    static let tabNames = [
        "none", "some", "NavigationGraph", "Swift", "Foundation", "AppTab", "ShopIncomingNavigation", "HelpIncomingNavigation",
        "ShopOutgoingNavigation", "AppNavigationRedirect", "AppDeepLinkRouter", "GeneratedCodeVersionCheck", "rawValue",
        "allCases", "hashValue", "root", "title", "systemImage", "tab", "destination", "NavigationTab", "TabCoordinator",
        "isAction", "rootDestination", "localizedTitle", "TabContract", "onAction", "layout", "tabStyle", "NavigationLayout",
        "NavigationTabStyle", "SplitViewColumns", "SplitViewCoordinator", "AppNavigationLayout", "splitView", "stack",
        "two", "three", "sidebarAdaptable",
        "default", "self", "Type", "_", "1a", "",
    ]

    var generator: SeededRandomNumberGenerator
    /// The draws of hazards added after the grammar's first ones, from a stream of their own, so
    /// that a seed still draws the same app it did, with the new hazards on top.
    var laterGenerator: SeededRandomNumberGenerator

    init(seed: UInt64) {
        generator = SeededRandomNumberGenerator(seed: seed)
        laterGenerator = SeededRandomNumberGenerator(seed: seed ^ 0x9E37_79B9_7F4A_7C15)
    }

    /// Picks a hazard some of the time, and the ordinary value otherwise.
    private mutating func pick(_ ordinary: String, _ hazards: [String], chance: Int = 12) -> String {
        Int.random(in: 0..<chance, using: &generator) == 0 ? hazards.randomElement(using: &generator)! : ordinary
    }

    /// ``pick(_:_:chance:)`` from the later hazards' stream.
    private mutating func pickLater(_ ordinary: String, _ hazards: [String], chance: Int) -> String {
        Int.random(in: 0..<chance, using: &laterGenerator) == 0 ? hazards.randomElement(using: &laterGenerator)! : ordinary
    }

    /// A JSON string literal for any text.
    static func json(_ text: String) -> String {
        RouteFormatter.quoted(text)
    }

    /// The next app: its graph files by name, and the module they all generate into.
    mutating func next() -> (files: [String: String], module: String) {
        let module = pick("Hazard", Self.moduleNames, chance: 10)
        let shop = pick("Shop", Self.featureNames, chance: 10)
        let list = pick("list", Self.names)
        let detail = pick("detail", Self.names)
        let filter = pick("filter", Self.names)
        let identifier = pick("identifier", Self.names)
        let query = pick("query", Self.names)
        let help = pick("help", Self.names)
        let topic = pick("topic", Self.names)
        let condition = pick("signedIn", Self.names)
        let identifierType = pick("Int", Self.builtInTypes)
        let extraType = pick("[Int]", Self.passedThroughTypes, chance: 3)
        let resultType = pick("Int", Self.builtInTypes + Self.passedThroughTypes, chance: 4)
        let intDefault = pick("1", Self.intLiterals, chance: 4)
        let doubleDefault = pick("0.5", Self.doubleLiterals, chance: 3)
        let fraction = pick("0.5", Self.fractions, chance: 3)
        let height = pick("300", Self.heights, chance: 3)
        let sortEnum = pick("SortOrder", Self.names + Self.featureNames, chance: 14)
        let helpEnum = pick("HelpOrder", Self.names, chance: 16)
        let firstCase = pick("newest", Self.names, chance: 12)
        let secondCase = pick("topRated", Self.names, chance: 12)
        let rawValue = pick("top-rated", Self.texts + Self.names, chance: 5)
        // The cases of Help's enum, which a redirect converts Shop's enum into, optional or not.
        let laterCase = pick("later", Self.names, chance: 12)
        let soonerCase = pick("sooner", Self.names, chance: 12)
        let shopTab = pick("shop", Self.tabNames, chance: 14)
        let helpTab = pick("help", Self.tabNames, chance: 14)
        // An action tab, half the time: AppTab is then a TabContract with an optional root.
        let actionTab = pick("post", Self.tabNames, chance: 14)
        let actionTabJSON = pick("", [#", { "name": \#(Self.json(actionTab)), "action": true }"#], chance: 2)
        // An action destination (SPEC 3.6), with a deep link and a hostile description.
        let actionDestinationJSON = pick(
            "",
            [
                #", { "name": "markRead", "presentation": "action", "deepLink": "/mark", "description": \#(Self.json(pick("Marks read.", Self.texts, chance: 2))) }"#
            ],
            chance: 2)
        // A query key the locations share (bound to detail's defaulted `ratio`, or to a key the
        // route uses already), half the time; and a query-keyed route on `/list`.
        let sharedKey = pick("ref", ["requires", "count", "q", "_", "a.b", "x-y", "~", "", "a b", "{x}"], chance: 20)
        let sharedQueryJSON = pick("", [#", "query": { \#(Self.json(sharedKey)): "ratio" }"#], chance: 2)
        let keyedName = pick("thread", Self.names, chance: 20)
        let keyedKey = pick("comment", ["requires", "q", "a.b", "_", "count"], chance: 20)
        let keyedType = pick("Int", Self.builtInTypes, chance: 20)
        let sortDefault = pick(firstCase, [rawValue, "oldest", ""], chance: 8)
        let arrayType = pick("[String]", ["[\(sortEnum)]?", "[Int]", "[UUID]", "[[Int]]", "[\(sortEnum)?]"], chance: 8)
        // A value pattern, a third of the time: text that must stay inside its literal and its
        // router line (quotes, backslashes, `%`, spaces, the lines' own words, line breaks).
        let valuePattern = pickLater(
            "[a-z]+",
            [
                #"a"b"#, #"\"#, "\"\"\" )", "%20 where x=1", "requires q", "a\nb", ".*", "navigationValuePatterns", "*/ /*", ##"#"x"#"##,
                #"\u{41}+"#, "\u{202E}a", #"(?<x>.)\k<x>"#, "[", "", "\\", "$(x)",
            ], chance: 3)
        let valuePatternJSON = pickLater("", [#", "pattern": \#(Self.json(valuePattern))"#], chance: 3)
        // A parameter that receives the whole URL (SPEC 1.3), named like a word of the route lines.
        let linkJSON = pickLater(
            "",
            ["link", "where", "at", "requires", "typed", "default"].flatMap { name in
                ["URL", "URL?", "Foundation.URL"].map { #", { "name": \#(Self.json(name)), "type": \#(Self.json($0)), "source": "link" }"# }
            }, chance: 3)
        // A placeholder host, a third of the time, whose parameter `list` takes: any name, the
        // generated code's own included.
        let hostName = pickLater("server", Self.names + ["self", "host", "values"], chance: 6)
        let usesPlaceholderHost = pickLater("", ["yes"], chance: 3) == "yes"
        let placeholderHostJSON =
            usesPlaceholderHost ? #", { "scheme": "hazard", "host": \#(Self.json("{" + hostName + "}"))\#(sharedQueryJSON) }"# : ""
        let listParametersJSON =
            usesPlaceholderHost ? #""parameters": [ { "name": \#(Self.json(hostName)), "type": "String?", "default": null } ], "# : ""
        // Literal text around detail's placeholder, a third of the time: path characters that
        // mean something in Swift or in a pattern, and a few that a segment cannot hold.
        let affixes = ["@", ".json", "'", "$(", "*/", ":", "\\", "\"", "~!", "{", "-", "=", ",", ";", "v"]
        let detailPrefix = pickLater("", affixes, chance: 3)
        let detailSuffix = pickLater("", affixes, chance: 3)
        let pathPattern = pick("/browse/{*path}", ["/{*path}", "/browse/{path}/{*rest}", "/browse/{*path}/x"], chance: 12)
        let enumCases = "[\(Self.json(firstCase)), { \"case\": \(Self.json(secondCase)), \"value\": \(Self.json(rawValue)) }]"
        // Saving is per case: a case with a passed-through type sits beside a savable fallback,
        // sometimes marked "restorable": false.
        let usesPassedThroughType = Bool.random(using: &generator)
        let fallback = pick(list, Self.fallbacks + [detail], chance: 6)
        let fallbackJSON = Bool.random(using: &generator) ? "\"restorationFallback\": \(Self.json(fallback))," : ""
        let restorableJSON = Bool.random(using: &generator) ? ", \"restorable\": false" : ""
        // An import that every machine has, where a type is passed through (lint requires one).
        let passesThrough = usesPassedThroughType && !ParameterType(extraType).hasTextForm
        let importsJSON = passesThrough && Bool.random(using: &generator) ? "\"imports\": [\"Foundation\"]," : ""
        // Descriptions above the passed-through type, whose doc comments sit between the type's
        // `#sourceLocation` and its line.
        let extraDescription = pickLater("", [#""description": \#(Self.json(pickLater("Extra.", Self.texts, chance: 2))), "#], chance: 2)
        let valueDescription = pickLater(
            "", [#", "description": \#(Self.json(pickLater("A value.\nOf two lines.", Self.texts, chance: 2)))"#], chance: 2)
        let extraJSON =
            usesPassedThroughType
            ? ",\n    { \(extraDescription)\"name\": \"extra\"\(restorableJSON), \"parameters\": [ { \"name\": \"value\", \"type\": \(Self.json(extraType))\(valueDescription) } ] }"
            : ""
        // A feature whose every case passes a type through, a quarter of the time.
        let boxType = pickLater("[[Int]]", ["[Int?]", "Set<Int>", "[String: [Int]]", "Never", "Int??"], chance: 3)
        let boxFeature =
            pickLater("", ["yes"], chance: 4) == "yes"
            ? """
            {
              "feature": "Box",
              "module": \(Self.json(module)),
              "incoming": [
                { "name": "grid", \(extraDescription)"parameters": [ { "name": "cells", "type": \(Self.json(boxType))\(valueDescription) } ] },
                { "name": "pair", "parameters": [ { "name": "values", "type": "[Int?]" } ] }
              ]
            }
            """ : nil
        // No app graph, a sixth of the time: a feature module on its own, whose imports (with
        // InternalImportsByDefault) serve its handler and enums only.
        let withoutApp = pickLater("", ["yes"], chance: 6) == "yes"
        // The links of SPEC 3.6, half the time each: more locations for Help (URIs without a
        // host, a wildcard subdomain with exclusions of hostile text), a fragment route and a
        // pattern of its own location on `article`, escaped literal text among them.
        let exclusion = pickLater("/admin/{*rest}", ["/%22%5C%28x%29", "/a%0A%E2%80%AE{x}", "/*", "/q?k={v}", "/%23#/x"], chance: 2)
        let helpLocationsJSON = pickLater(
            "",
            [
                #", { "scheme": "hazardless" }"#,
                #", { "scheme": "https", "host": ["*.help.example", "help.example"], "exclude": [\#(Self.json(exclusion))] }"#,
            ], chance: 2)
        let fragment = pickLater("", ["/#/@{T}", "/#/%23{T}", "/a#k={T}", "/#/{*T}", "/%E2%80%AE#/%0A{T}%22", "/x#/y/{T}?via={V}"], chance: 2)
            .replacingOccurrences(of: "{T}", with: "{\(topic)}").replacingOccurrences(of: "{*T}", with: "{*\(topic)}")
            .replacingOccurrences(of: "{V}", with: "{\(topic == "via" ? "vias" : "via")}")
        let ownLocation = pickLater("", [#"{ "scheme": "https", "host": "{site}.hazard.example" }"#, #"{ "scheme": "hazard-own" }"#], chance: 2)
        var articleLinks = [Self.json("/{\(topic)}")]
        if !fragment.isEmpty {
            articleLinks.append(
                ownLocation.isEmpty ? Self.json(fragment) : #"{ "pattern": \#(Self.json(fragment)), "location": \#(ownLocation) }"#)
        }
        let viaJSON =
            fragment.contains("via=") ? #", { "name": \#(Self.json(topic == "via" ? "vias" : "via")), "type": "[String]", "default": [] }"# : ""
        let feature = """
            {
              "feature": "\(shop)",
              "module": \(Self.json(module)),
              "description": \(Self.json(pick("A shop.", Self.texts, chance: 2))),
              "deepLink": [ { "scheme": "hazard", "host": "shop"\(sharedQueryJSON) }\(placeholderHostJSON) ],
              \(fallbackJSON)
              \(importsJSON)
              "enums": { \(Self.json(sortEnum)): \(enumCases) },
              "incoming": [
                { "name": "browse",
                  "parameters": [
                    { "name": "path", "type": "String"\(valuePatternJSON) },
                    { "name": "sort", "type": \(Self.json(sortEnum)), "default": \(Self.json(sortDefault)) },
                    { "name": "tags", "type": \(Self.json(arrayType)) }
                  ],
                  "deepLink": \(Self.json(pathPattern + "?sort={sort}&tag={tags}")) },
                { "name": \(Self.json(list)), \(listParametersJSON)"description": \(Self.json(pick("Everything.", Self.texts, chance: 3))), "deepLink": "/list" },
                { "name": \(Self.json(keyedName)), "parameters": [ { "name": "id", "type": \(Self.json(keyedType)) }\(linkJSON) ],
                  "deepLink": \(Self.json("/list?" + keyedKey + "={id}")) },
                { "name": \(Self.json(detail)), "parent": \(Self.json(list)), "requires": [\(Self.json(condition))],
                  "parameters": [
                    { "name": \(Self.json(identifier)), "type": \(Self.json(identifierType)), "description": \(Self.json(pick("Which.", Self.texts, chance: 3))) },
                    { "name": "count", "type": "Int", "default": \(intDefault) },
                    { "name": "ratio", "type": "Double", "default": \(doubleDefault) }
                  ],
                  "deepLink": \(Self.json("/detail/" + detailPrefix + "{" + identifier + "}" + detailSuffix + "?count={count}")) },
                { "name": \(Self.json(filter)), "presentation": "sheet", "detents": [ { "fraction": \(fraction) }, { "height": \(height) }, "large" ],
                  "parameters": [ { "name": \(Self.json(query)), "type": "String?", "default": null } ], "deepLink": "/filter?q={\(query)}",
                  "result": \(Self.json(resultType)) }\(extraJSON)
              ],
              "outgoing": [
                { "name": \(Self.json(help)), "parameters": [ { "name": \(Self.json(topic)), "type": "String" } ], "result": "Int" },
                { "name": "compare", "parameters": [ { "name": "order", "type": \(Self.json(sortEnum + "?")) }, { "name": "orders", "type": \(Self.json("[" + sortEnum + "]")) }, { "name": "first", "type": \(Self.json(sortEnum)) } ] }
              ]
            }
            """
        // Split views (SPEC 5.4): the shop tab as one of 2 or 3 columns, and the tab style, each
        // half the time.
        let shopLayoutJSON = pickLater(
            "", [#", "layout": { "splitView": { "columns": 2 } }"#, #", "layout": { "splitView": { "columns": 3 } }"#], chance: 2)
        let tabStyleJSON = pickLater("", [#""tabStyle": "sidebarAdaptable","#, #""tabStyle": "tabBar","#], chance: 2)
        // Windows (SPEC 5.4): a help article in a window of its own, half the time.
        let windowJSON = pickLater(
            "",
            [#", { "name": "reader", "presentation": "window", "parameters": [ { "name": "page", "type": "Int" } ], "deepLink": "/read/{page}" }"#],
            chance: 2)
        // Look-ups (SPEC 5.5): the article looked up before it opens, half the time.
        let lookupJSON = pickLater("", [#", "lookup": true"#], chance: 2)
        let helpFeature = """
            {
              "feature": "Help",
              "module": \(Self.json(module)),
              "deepLink": [ { "scheme": "hazard", "host": "help" }\(helpLocationsJSON) ],
              "enums": { \(Self.json(helpEnum)): [{ "case": \(Self.json(laterCase)), "value": \(Self.json(rawValue)) }, { "case": \(Self.json(soonerCase)), "value": \(Self.json(firstCase)) }, "extra"] },
              "incoming": [
                { "name": "home" },
                { "name": "compare", "parameters": [ { "name": "order", "type": \(Self.json(helpEnum + "?")) }, { "name": "orders", "type": \(Self.json("[" + helpEnum + "]")) }, { "name": "first", "type": \(Self.json(helpEnum + "?")) } ] },
                { "name": "article", "parameters": [ { "name": \(Self.json(topic)), "type": "String" }\(viaJSON) ], "deepLink": [\(articleLinks.joined(separator: ", "))], "result": "Int"\(lookupJSON) },
                { "name": "signIn", "presentation": "fullScreenCover" }\(actionDestinationJSON)\(windowJSON)
              ]
            }
            """
        let app = """
            {
              "app": \(Self.json(pick("Hazard", Self.texts, chance: 2))),
              "module": \(Self.json(module)),
              "description": \(Self.json(pick("The app.", Self.texts, chance: 3))),
              "conditions": [ { "name": \(Self.json(condition)), "destination": "Help.signIn", "description": \(Self.json(pick("Signed in.", Self.texts, chance: 3))) } ],
              \(tabStyleJSON)
              "tabs": [ { "name": \(Self.json(shopTab)), "root": "\(shop).\(list)", "features": ["\(shop)"]\(shopLayoutJSON) }, { "name": \(Self.json(helpTab)), "root": "Help.home", "title": \(Self.json(pick("Help", Self.texts, chance: 3))) }\(actionTabJSON) ],
              "redirects": [ { "from": "\(shop).\(help)", "to": "Help.article" }, { "from": "\(shop).compare", "to": "Help.compare" } ]
            }
            """
        var files = ["Shop.navgraph.json": feature, "Help.navgraph.json": helpFeature]
        if !withoutApp { files["App.navgraph.json"] = app }
        if let boxFeature { files["Box.navgraph.json"] = boxFeature }
        return (files, module)
    }
}
