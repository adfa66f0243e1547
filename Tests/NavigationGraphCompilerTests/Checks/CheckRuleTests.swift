import Foundation
import Testing

@testable import _NavigationGraphCompiler

/// One test per rule of SPEC 3: a few lines of graph in, the exact diagnostic out. Graphs are
/// written with the rule's subject on a known line so the column is checked too.
struct CheckRuleTests {
    @Test func unknownKeySuggestsTheIntendedKey() {
        let graph = """
            {
              "feature": "Shop", "module": "ShopFeature",
              "incoming": [ { "name": "home", "presentaton": "sheet" } ]
            }
            """
        #expect(
            diagnostics(feature: graph) == [
                "Shop.navgraph.json:3:35: error: unknown key 'presentaton' in incoming destination; did you mean 'presentation'?"
            ])
    }

    /// A graph that is not JSON gives its syntax error once, and nothing about the references to
    /// the feature it would have declared.
    @Test func aBrokenGraphIsReportedOnceWithoutFollowOnErrors() {
        let app = #"{ "app": "A", "module": "AppKit", "features": ["Shop", "Help"], "redirects": [ { "from": "Help.shop", "to": "Shop.home" } ] }"#
        let help = #"{ "feature": "Help", "module": "HelpKit", "incoming": [], "outgoing": [ { "name": "shop" } ] }"#
        let broken = #"{ "feature": "Shop", "module": "ShopKit", "incoming": [ { "name": "home" } ], }"#
        #expect(
            diagnostics(["App.navgraph.json": app, "Help.navgraph.json": help, "Shop.navgraph.json": broken]) == [
                "Shop.navgraph.json:1:79: error: a trailing comma is not allowed in JSON"
            ])
        // Nor about a tab rooted in it.
        let tabbed =
            #"{ "app": "A", "module": "AppKit", "features": ["Help"], "tabs": [ { "name": "shop", "root": "Shop.home" } ], "#
            + #""redirects": [ { "from": "Help.shop", "to": "Help.home" } ] }"#
        let helpHome = #"{ "feature": "Help", "module": "HelpKit", "incoming": [ { "name": "home" } ], "outgoing": [ { "name": "shop" } ] }"#
        #expect(
            diagnostics(["App.navgraph.json": tabbed, "Help.navgraph.json": helpHome, "Shop.navgraph.json": broken]) == [
                "Shop.navgraph.json:1:79: error: a trailing comma is not allowed in JSON"
            ])
        // When the broken text names no feature, no reference can be judged unknown.
        #expect(diagnostics(["App.navgraph.json": app, "Help.navgraph.json": help, "Shop.navgraph.json": "{ ,"]).count == 1)
        // A reference to a feature that is simply missing is still reported.
        #expect(
            diagnostics(["App.navgraph.json": app, "Help.navgraph.json": help]).contains {
                $0.hasSuffix("error: unknown feature 'Shop'")
            })
    }

    @Test func schemaKeyIsIgnoredAtTopLevel() {
        let graph = #"{ "$schema": "../navgraph.schema.json", "version": 1, "feature": "Shop", "module": "M", "incoming": [] }"#
        #expect(diagnostics(feature: graph).isEmpty)
    }

    @Test func missingRequiredKeyIsReportedAtTheObject() {
        #expect(
            diagnostics(feature: #"{ "feature": "Shop", "incoming": [ { "parameters": [] } ] }"#) == [
                "Shop.navgraph.json:1:1: error: feature graph is missing required key 'module'",
                "Shop.navgraph.json:1:36: error: incoming destination is missing required key 'name'",
            ])
    }

    @Test func mistypedValueNamesBothTypes() {
        #expect(
            diagnostics(feature: #"{ "feature": "Shop", "module": 3, "incoming": [] }"#) == [
                "Shop.navgraph.json:1:32: error: 'module' must be a string, not a number"
            ])
    }

    @Test func restorableThatIsNotABooleanNamesBothTypes() {
        #expect(
            diagnostics(feature: #"{ "feature": "Shop", "module": "M", "incoming": [ { "name": "list", "restorable": "no" } ] }"#) == [
                "Shop.navgraph.json:1:83: error: 'restorable' must be true or false, not a string"
            ])
    }

    @Test func swiftKeywordsAreAllowedAsNames() {
        let graph = feature(incoming: #"[ { "name": "default", "parameters": [ { "name": "in", "type": "Int" } ] }, { "name": "class" } ]"#)
        #expect(diagnostics(feature: graph).isEmpty)
    }

    @Test func caseNameThatCannotBeACaseIsRefusedWithTheReason() {
        #expect(
            diagnostics(feature: feature(incoming: #"[ { "name": "self" } ]"#)) == [
                "Shop.navgraph.json:5:27: error: 'self' cannot be the name of an enum case, even with backticks; choose another name"
            ])
    }

    @Test func caseNameCollidingWithAGeneratedMemberIsRefused() {
        #expect(
            diagnostics(feature: feature(incoming: #"[ { "name": "restorationIdentifier" } ]"#)) == [
                "Shop.navgraph.json:5:27: error: destination name 'restorationIdentifier' would collide with the generated member 'restorationIdentifier'; choose another name"
            ])
    }

    @Test func sameNameInIncomingAndOutgoingIsFine() {
        let graph = feature(incoming: #"[ { "name": "cart" } ]"#, outgoing: #"[ { "name": "cart" } ]"#)
        #expect(diagnostics(feature: graph).isEmpty)
    }

    @Test func unknownPlaceholderSuggestsTheParameter() {
        let graph = feature(incoming: #"[ { "name": "item", "parameters": [ { "name": "id", "type": "Int?" } ], "deepLink": "/item/{di}" } ]"#)
        #expect(
            diagnostics(feature: graph) == [
                "Shop.navgraph.json:5:99: error: deep link '/item/{di}' binds '{di}', which is not a parameter of 'item'; did you mean 'id'?"
            ])
    }

    @Test func patternSyntaxErrorPointsIntoThePattern() {
        let graph = feature(incoming: #"[ { "name": "item", "deepLink": "/item/{a b}" } ]"#)
        #expect(
            diagnostics(feature: graph) == [
                "Shop.navgraph.json:5:54: error: invalid deep-link pattern '/item/{a b}': '{a b}' is not a placeholder: a parameter name is a Swift identifier"
            ])
    }

    @Test func optionalAndDefaultedParametersMayStayOutOfAPattern() {
        let graph = feature(
            incoming: #"""
                [ { "name": "item", "parameters": [ { "name": "id", "type": "Int" }, { "name": "tab", "type": "String?" },
                    { "name": "page", "type": "Int", "default": 1 } ], "deepLink": "/item/{id}" } ]
                """#)
        #expect(diagnostics(feature: graph).isEmpty)
    }

    @Test func literalSegmentBeatsPlaceholderSoBothMayCoexist() {
        let graph = feature(
            incoming: #"""
                [ { "name": "new", "deepLink": "/posts/new" },
                  { "name": "post", "parameters": [ { "name": "id", "type": "String" } ], "deepLink": "/posts/{id}" } ]
                """#)
        #expect(diagnostics(feature: graph).isEmpty)
    }

    /// Optional keys do not tell routes of one path apart: every URL fits both.
    @Test func optionalQueryKeysDoNotTellRoutesApart() {
        let graph = feature(
            incoming: #"""
                [ { "name": "a", "parameters": [ { "name": "x", "type": "Int?" } ], "deepLink": "/list?x={x}" },
                  { "name": "b", "parameters": [ { "name": "y", "type": "Int?" } ], "deepLink": "/list?y={y}" } ]
                """#)
        #expect(
            diagnostics(feature: graph) == [
                "Shop.navgraph.json:6:81: error: deep link '/list?y={y}' of Shop.b matches the same URLs under shop://shop as '/list?x={x}' of Shop.a; routes of one path differ only by the query keys they require, by the value patterns of their placeholders, or by their placeholders' types\nShop.navgraph.json:5:95: note: '/list?x={x}' is declared here"
            ])
    }

    /// Typed placeholders tell routes of one shape apart (SPEC 1.3, 3.6) unless a value fits
    /// both: an enum and a `String`, an `Int` and a `Bool` coexist; two enums sharing a raw value,
    /// or an enum whose raw value is an `Int`, do not, and the error names the value.
    @Test func typedPlaceholdersTellRoutesApartUnlessAValueFitsBoth() {
        let graph = #"""
            { "feature": "Shop", "module": "Shop", "deepLink": { "scheme": "shop", "host": "shop" },
              "enums": { "Period": ["day", "week"], "Span": ["week", "year"], "Rank": [{ "case": "first", "value": "1" }] },
              "incoming": [
                { "name": "period", "parameters": [ { "name": "p", "type": "Period" } ], "deepLink": "/a/{p}" },
                { "name": "site", "parameters": [ { "name": "s", "type": "String" } ], "deepLink": "/a/{s}" },
                { "name": "flag", "parameters": [ { "name": "f", "type": "Bool" } ], "deepLink": "/a/{f}" },
                { "name": "number", "parameters": [ { "name": "n", "type": "Int" } ], "deepLink": "/a/{n}" },
                { "name": "span", "parameters": [ { "name": "s", "type": "Span" } ], "deepLink": "/a/{s}" },
                { "name": "rank", "parameters": [ { "name": "r", "type": "Rank" } ], "deepLink": "/a/{r}" } ] }
            """#
        let found = diagnostics(feature: graph)
        #expect(found.count == 2, "\(found)")
        #expect(
            found.first?.contains(
                "deep link '/a/{s}' of Shop.span matches URLs that '/a/{p}' of Shop.period matches too: 'week' is both a Period and a Span") == true,
            "\(found)")
        #expect(
            found.last?.contains(
                "deep link '/a/{r}' of Shop.rank matches URLs that '/a/{n}' of Shop.number matches too: '1' is both an Int and a Rank") == true,
            "\(found)")
    }

    /// Required keys do, as a query-keyed route: other required keys, or more of them (an
    /// array, an optional or a defaulted parameter requires none).
    @Test func requiredQueryKeysTellRoutesApart() {
        let graph = feature(
            incoming: #"""
                [ { "name": "a", "deepLink": "/list" },
                  { "name": "b", "parameters": [ { "name": "y", "type": "Int" } ], "deepLink": "/list?y={y}" },
                  { "name": "c", "parameters": [ { "name": "z", "type": "String" } ], "deepLink": "/list?z={z}" },
                  { "name": "d", "parameters": [ { "name": "y", "type": "Int" }, { "name": "z", "type": "String" } ], "deepLink": "/list?y={y}&z={z}" },
                  { "name": "e", "parameters": [ { "name": "t", "type": "[Int]" } ], "deepLink": "/list?t={t}" } ]
                """#)
        #expect(diagnostics(feature: graph).map { $0.components(separatedBy: ": error: ").last?.prefix(30) } == ["deep link '/list?t={t}' of Sho"])
    }

    /// Two features' enums may share a name: a message about them says whose each one is.
    @Test func aRedirectBetweenSameNamedEnumsSaysWhoseEachIs() {
        let shop =
            #"{ "feature": "Shop", "module": "ShopKit", "enums": { "Sort": ["newest", "oldest"] }, "incoming": [], "outgoing": [ { "name": "browse", "parameters": [ { "name": "sort", "type": "Sort" } ] } ] }"#
        let catalog =
            #"{ "feature": "Catalog", "module": "CatalogKit", "enums": { "Sort": ["newest"] }, "incoming": [ { "name": "list", "parameters": [ { "name": "sort", "type": "Sort" } ] } ] }"#
        let app = #"{ "app": "A", "module": "AppKit", "redirects": [ { "from": "Shop.browse", "to": "Catalog.list" } ] }"#
        let messages = diagnostics(["App.navgraph.json": app, "Shop.navgraph.json": shop, "Catalog.navgraph.json": catalog])
        #expect(messages.count == 1)
        #expect(
            messages.first?.contains(
                "'Shop.browse' has a 'sort', but of type 'Sort' (an enum of Shop), not 'Sort' (an enum of Catalog)") == true,
            "\(messages)")
    }

    /// A host is a DNS name: at most 253 characters, labels of at most 63. Longer, `export`
    /// could not name its folder after it.
    @Test func aHostLongerThanDNSAllowsIsAnError() {
        let long = String(repeating: "a", count: 60) + "." + String(repeating: "b", count: 200) + ".com"
        let label = String(repeating: "c", count: 64) + ".com"
        for host in [long, label] {
            let messages = diagnostics(
                feature: feature(incoming: #"[ { "name": "home", "deepLink": "/" } ]"#, deepLink: #"{ "scheme": "https", "host": "\#(host)" }"#))
            #expect(messages.count == 1)
            #expect(
                messages.first?.contains("is too long: a host name is at most 253 characters, and each label between dots at most 63") == true,
                "\(messages)")
        }
        let longest = [String](repeating: String(repeating: "d", count: 63), count: 4).joined(separator: ".").dropLast(2)
        #expect(
            diagnostics(
                feature: feature(incoming: #"[ { "name": "home", "deepLink": "/" } ]"#, deepLink: #"{ "scheme": "https", "host": "\#(longest)" }"#)
            ).isEmpty)
    }

    /// A location's `scheme` and `host` may be lists: every scheme with every host. An empty
    /// list, a value listed twice and a value that is no scheme or host are errors at their place.
    @Test func locationListsAreCheckedElementByElement() {
        let home = #"[ { "name": "home", "deepLink": "/" } ]"#
        #expect(diagnostics(feature: feature(incoming: home, deepLink: #"{ "scheme": ["shop", "https"], "host": ["shop", "a.com"] }"#)).isEmpty)
        #expect(
            diagnostics(feature: feature(incoming: home, deepLink: #"{ "scheme": [], "host": "shop" }"#)) == [
                "Shop.navgraph.json:4:27: error: 'scheme' must not be an empty array"
            ])
        #expect(
            diagnostics(feature: feature(incoming: home, deepLink: #"{ "scheme": "shop", "host": ["a.com", "A.com"] }"#)) == [
                "Shop.navgraph.json:4:53: error: host 'A.com' is listed twice\nShop.navgraph.json:4:44: note: 'a.com' is first listed here"
            ])
        #expect(
            diagnostics(feature: feature(incoming: home, deepLink: #"{ "scheme": ["shop", "1x", 7], "host": "shop" }"#)) == [
                "Shop.navgraph.json:4:36: error: '1x' is not a URL scheme: a letter, then letters, digits, '+', '-' or '.'",
                "Shop.navgraph.json:4:42: error: each 'scheme' must be a string, not a number",
            ])
    }

    /// Scheme-major: the first scheme with each host in turn, then the next scheme; the first
    /// scheme with the first host is canonical.
    @Test func aLocationListExpandsSchemeMajor() throws {
        let sources = [
            GraphSource(
                path: "Shop.navgraph.json",
                text: feature(
                    incoming: #"[ { "name": "home", "deepLink": "/" } ]"#,
                    deepLink: #"{ "scheme": ["https", "ksr"], "host": ["a.com", "www.a.com"] }"#))
        ]
        let checked = Pipeline().check(sources)
        let locations = try #require(checked.graphs.features.first?.locations.map { "\($0.value.scheme)://\($0.value.host)" })
        #expect(locations == ["https://a.com", "https://www.a.com", "ksr://a.com", "ksr://www.a.com"])
    }

    /// `"imports"`: module names, each once, not the graph's own module nor one generated code
    /// imports anyway, and in a feature graph only when some type is passed through.
    @Test func importsAreModuleNamesAPassedThroughTypeNeeds() {
        func check(_ imports: String, type: String = "Status") -> [String] {
            diagnostics(
                feature:
                    #"{ "feature": "Shop", "module": "ShopKit", "imports": \#(imports), "incoming": [ { "name": "a", "parameters": [ { "name": "x", "type": "\#(type)" } ] } ] }"#
            )
            .filter { !($0.split(separator: "\n").first ?? "").contains(": note: ") }
        }
        #expect(check(#"["Models", "Foundation"]"#) == [])
        #expect(
            check(#"["Models", "Models"]"#) == [
                "Shop.navgraph.json:1:65: error: module 'Models' is imported twice\nShop.navgraph.json:1:55: note: first imported here"
            ])
        #expect(check(#"["ShopKit"]"#) == ["Shop.navgraph.json:1:55: error: 'ShopKit' is the graph's own module, which its code cannot import"])
        #expect(
            check(#"["NavigationGraph"]"#) == [
                "Shop.navgraph.json:1:55: error: generated code imports 'NavigationGraph' already; leave it out of 'imports'"
            ])
        #expect(
            check(#"["my-models"]"#) == ["Shop.navgraph.json:1:55: error: 'my-models' is not a module name: a Swift identifier, such as 'Models'"])
        #expect(
            check(#"["Models"]"#, type: "Int") == [
                "Shop.navgraph.json:1:55: error: Shop imports 'Models', but no parameter or result of it passes a type through; list a module in 'imports' for the types its parameters and results name"
            ])
    }

    @Test func featuresOnDifferentHostsDoNotConflict() {
        let other = feature(incoming: #"[ { "name": "home", "deepLink": "/" } ]"#, deepLink: #"{ "scheme": "shop", "host": "other" }"#)
            .replacingOccurrences(of: "\"Shop\"", with: "\"Other\"")
        #expect(
            diagnostics([
                "Shop.navgraph.json": feature(incoming: #"[ { "name": "home", "deepLink": "/" } ]"#),
                "Other.navgraph.json": other,
            ]).isEmpty)
    }

    @Test func distinctPathPrefixesOnOneHostDoNotConflict() {
        let catalog = feature(
            incoming: #"[ { "name": "home", "deepLink": "/" } ]"#, deepLink: #"{ "scheme": "https", "host": "a.com", "pathPrefix": "/catalog" }"#)
        let cart = catalog.replacingOccurrences(of: "\"Shop\"", with: "\"Cart\"").replacingOccurrences(of: "/catalog", with: "/cart")
        #expect(diagnostics(["Catalog.navgraph.json": catalog, "Cart.navgraph.json": cart]).isEmpty)
    }

    @Test func nonOptionalSourceMayFeedOptionalTarget() {
        let shop = feature(incoming: "[]", outgoing: #"[ { "name": "pay", "parameters": [ { "name": "total", "type": "Double" } ] } ]"#)
        let payment =
            #"{ "feature": "Payment", "module": "P", "incoming": [ { "name": "pay", "parameters": [ { "name": "total", "type": "Double?" } ] } ] }"#
        let app = #"{ "app": "A", "module": "App", "redirects": [ { "from": "Shop.pay", "to": "Payment.pay" } ] }"#
        #expect(diagnostics(["Shop.navgraph.json": shop, "Payment.navgraph.json": payment, "App.navgraph.json": app]).isEmpty)
    }

    @Test func theExampleGraphsLintClean() throws {
        let checked = Pipeline().check(try sources(in: repositoryRoot.appendingPathComponent("Graphs")))
        #expect(checked.diagnostics.map(\.description) == [])
    }

    @Test func theEdgeCaseGraphsLintCleanWithOneNote() throws {
        let checked = Pipeline().check(try sources(in: repositoryRoot.appendingPathComponent("Examples/EdgeCases")))
        #expect(checked.diagnostics.map(\.severity) == [.note])
        #expect(checked.diagnostics.first?.message.hasPrefix("'Catalog.compare' may not be saved") == true)
    }

    // MARK: - Parents

    @Test func aTailLeadingIntoACycleReportsTheCycleOnce() {
        // tail → a → b → c → a: one cycle, reported at its first member in file order.
        let incoming =
            #"[ { "name": "tail", "parent": "a" }, { "name": "c", "parent": "a" }, { "name": "a", "parent": "b" }, { "name": "b", "parent": "c" } ]"#
        let found = diagnostics(feature: feature(incoming: incoming, outgoing: "[]"))
        #expect(
            found == [
                """
                Shop.navgraph.json:5:77: error: parents form a cycle: c → a → b → c; a chain of parents must end at a destination without one
                Shop.navgraph.json:5:109: note: 'a' names parent 'b' here
                Shop.navgraph.json:5:141: note: 'b' names parent 'c' here
                """
            ])
    }

    @Test func aLongChainOfParentsIsCleanAndEveryStepIsLinked() {
        let names = (0..<2000).map { "d\($0)" }
        let incoming =
            "["
            + names.enumerated().map { index, name in
                index == 0 ? #"{ "name": "d0" }"# : #"{ "name": "\#(name)", "parent": "d\#(index - 1)" }"#
            }.joined(separator: ", ") + "]"
        let checked = Pipeline().check([GraphSource(path: "Shop.navgraph.json", text: feature(incoming: incoming, outgoing: "[]"))])
        #expect(checked.diagnostics.isEmpty)
        #expect(checked.parents.count == 1999)
    }

    @Test func cyclesAreFoundInLinearWalksWhateverTheStart() {
        let next = ["a": "b", "b": "c", "c": "a", "x": "a", "y": "z"]
        #expect(Cycles.find(from: ["x", "y", "z", "b", "a", "c"]) { next[$0] } == [["b", "c", "a"]])
        #expect(Cycles.find(from: ["s"]) { $0 == "s" ? "s" : nil } == [["s"]])
        #expect(Cycles.find(from: ["y"]) { next[$0] }.isEmpty)
    }
}
