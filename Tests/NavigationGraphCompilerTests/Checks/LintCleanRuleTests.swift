import Foundation
import Testing

@testable import _NavigationGraphCompiler
@testable import _NavigationGraphTooling

/// One test per way a graph used to lint clean and still break the generated Swift or the files
/// around it; `LintCleanCompilesTests` compiles many such graphs, these say each rule exactly.
struct LintCleanRuleTests {
    /// The generated Swift of one module of in-memory graphs.
    private func generated(_ files: [String: String], module: String = "ShopFeature") throws -> String {
        let result = Pipeline().generate(files.sorted { $0.key < $1.key }.map { GraphSource(path: $0.key, text: $0.value) }, module: module)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        return try #require(result.file).contents
    }

    // MARK: - Text

    static let lineBreaks = ["\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"]

    @Test(arguments: lineBreaks)
    func aLineBreakInADescriptionNeverStartsALineOfCode(_ lineBreak: String) throws {
        let graph = feature(
            incoming: """
                [ { "name": "home", "description": \(HazardGraphs.json("Home.\(lineBreak)public let injected = 1")) } ]
                """)
        let code = try generated(["Shop.navgraph.json": graph])
        // Split as Swift and Unicode would: every line that mentions the text is still a comment.
        let lines = code.split(whereSeparator: \.isNewline)
        let mentions = lines.filter { $0.contains("injected") }
        #expect(!mentions.isEmpty)
        #expect(mentions.allSatisfy { $0.trimmingCharacters(in: .whitespaces).hasPrefix("///") }, "\(mentions)")
    }

    @Test func anAppNameWithALineBreakStaysInItsComment() throws {
        let app = #"{ "app": "Shop\r} public let injected = 1 {", "module": "ShopFeature" }"#
        let code = try generated(["Shop.navgraph.json": feature(incoming: "[]"), "App.navgraph.json": app])
        let lines = code.split(whereSeparator: \.isNewline).filter { $0.contains("injected") }
        #expect(!lines.isEmpty && lines.allSatisfy { $0.trimmingCharacters(in: .whitespaces).hasPrefix("///") })
    }

    @Test func everyControlCharacterIsEscapedInCommentsAndLiterals() {
        let scalars = (0..<0x20).filter { $0 != 0x09 } + [0x7F, 0x85, 0x9F, 0x2028, 0x2029, 0x202E, 0x2066]
        for value in scalars {
            let scalar = Unicode.Scalar(UInt32(value))!
            let text = "a" + String(Character(scalar)) + "b"
            var writer = SwiftWriter()
            writer.documentation(text)
            writer.line("let x = " + SwiftWriter.literal(text))
            #expect(!writer.text.unicodeScalars.contains { $0 == scalar && $0 != "\n" }, "U+\(String(value, radix: 16))")
            #expect(writer.text.split(separator: "\n").allSatisfy { $0.hasPrefix("///") || $0.hasPrefix("let x = ") })
        }
    }

    @Test func aLiteralMeansItsTextExactly() {
        // The escapes are Swift's own, so the literal's value is the original text.
        #expect(SwiftWriter.literal("a\u{0}b\u{2028}\"\\\r\n\t") == #""a\u{0}b\u{2028}\"\\\r\n\t""#)
    }

    @Test func diagnosticsPrintControlCharactersEscaped() {
        let printed = diagnostics(feature: feature(incoming: #"[ { "name": "a\u001B[31mb" } ]"#))
        #expect(
            printed == [
                #"Shop.navgraph.json:5:27: error: destination name 'a\u{1B}[31mb' must be a Swift identifier: a letter or '_', then letters, digits or '_'"#
            ])
    }

    @Test func messagesUseTheRightArticle() {
        #expect(
            diagnostics(feature: #"{ "feature": "Shop", "module": "M", "incoming": [ 3 ] }"#) == [
                "Shop.navgraph.json:1:51: error: an incoming destination must be an object, not a number"
            ])
    }

    // MARK: - Generated code

    @Test func aSampleOfACaseWhoseParametersAllDefaultNamesNoValue() throws {
        let graph = feature(incoming: #"[ { "name": "a", "parameters": [ { "name": "x", "type": "Int", "default": 1 } ], "deepLink": "/a" } ]"#)
        let code = try generated(["Shop.navgraph.json": graph])
        #expect(code.contains("\n            a shop://shop/a\n"))
    }

    @Test func aFallbackNamedNoneIsTheCaseNotOptionalNone() throws {
        let graph = #"{ "feature": "Shop", "module": "ShopFeature", "restorationFallback": "none", "incoming": [ { "name": "none" } ] }"#
        let code = try generated(["Shop.navgraph.json": graph])
        #expect(code.contains("public static let navigationRestorationFallback: ShopIncomingNavigation? = Self.none"))
    }

    @Test func typesOfTheRuntimeSwiftAndFoundationAreQualified() throws {
        let graph = feature(
            incoming: """
                [ { "name": "NavigationCase", "parameters": [ { "name": "NavigationRequest", "type": "UUID" }, { "name": "URL", "type": "Int?" } ],
                    "deepLink": "/a/{NavigationRequest}", "result": "String" } ]
                """)
        let code = try generated(["Shop.navgraph.json": graph])
        #expect(code.contains("case NavigationCase(NavigationRequest: Foundation.UUID, URL: Swift.Int?)"))
        #expect(
            code.contains(
                "public static func NavigationCase(NavigationRequest: Foundation.UUID, URL: Swift.Int?) -> NavigationGraph.NavigationRequest<Swift.String> {"
            ))
        #expect(code.contains("func visitNavigationCase<Visitor: NavigationGraph.NavigationCaseVisitor>(_ visitor: inout Visitor) -> Swift.Int {"))
        #expect(code.contains("NavigationGraph.NavigationCaseCodable, NavigationGraph.NavigationCaseVisitable"))
    }

    /// The requirement is declared with the backticks a keyword label needs, and named in full
    /// where the resolver dispatches to it, where only `inout` keeps them: Swift warns about the
    /// others' and cannot parse `inout` without them. The file compiles without a warning.
    @Test(arguments: [("Let", "let"), ("Var", "var"), ("Inout", "`inout`"), ("Default", "default"), ("Throws", "throws")])
    func aFeatureNamedLikeAKeywordIsLabelledAsEachPlaceNeeds(_ name: String, _ reference: String) throws {
        let graph = #"{ "feature": "\#(name)", "module": "ShopFeature", "incoming": [ { "name": "home" } ] }"#
        let code = try generated(["Shop.navgraph.json": graph, "App.navgraph.json": #"{ "app": "A", "module": "ShopFeature" }"#])
        let label = name.prefix(1).lowercased() + name.dropFirst()
        #expect(code.contains("func resolve(\(SwiftNames.label(label)) destination: \(name)IncomingNavigation,"))
        #expect(code.contains("return self.resolve(\(reference):navigator:)(destination, navigator)"))

        let compiler = try #require(SwiftCompiler.current)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-keyword-\(UUID().uuidString).swift")
        try code.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = compiler.compile(file, module: "ShopFeature", release: false)
        #expect(result.status == 0 && !result.output.contains("warning:"), "\(result.output)")
    }

    // MARK: - Names no spelling can carry

    @Test(arguments: ["Swift", "Foundation", "NavigationGraph"])
    func aQualifyingModuleNameIsRefusedAsAnyName(_ name: String) {
        let graph = feature(
            incoming: """
                [ { "name": "\(name)" }, { "name": "a", "parameters": [ { "name": "\(name)", "type": "Int" } ] } ]
                """)
        #expect(
            diagnostics(feature: graph) == [
                "Shop.navgraph.json:5:27: error: '\(name)' cannot be the name of a destination: generated code writes the types it uses as '\(name).…', and a destination named '\(name)' would hide that module; choose another name",
                "Shop.navgraph.json:5:\(74 + name.count): error: '\(name)' cannot be the name of a parameter: generated code writes the types it uses as '\(name).…', and a parameter named '\(name)' would hide that module; choose another name",
            ])
    }

    @Test func aNameOfAGeneratedTypeIsRefused() {
        let graph = feature(incoming: #"[ { "name": "a", "parameters": [ { "name": "ShopIncomingNavigation", "type": "Int" } ] } ]"#)
        #expect(
            diagnostics(feature: graph) == [
                "Shop.navgraph.json:5:58: error: 'ShopIncomingNavigation' cannot be the name of a parameter: it would hide the generated type 'ShopIncomingNavigation' from the generated code that uses it; choose another name"
            ])
    }

    @Test(arguments: ["Type", "Protocol", "_", "Swift"])
    func aConditionNameThatCannotBeAMemberIsRefused(_ name: String) {
        let graph = feature(incoming: #"[ { "name": "home" }, { "name": "signIn" } ]"#)
        let app = #"{ "app": "A", "module": "AppKit", "conditions": [ { "name": "\#(name)", "destination": "Shop.signIn" } ] }"#
        let printed = diagnostics(["Shop.navgraph.json": graph, "App.navgraph.json": app])
        #expect(printed.count == 1)
        #expect(printed.first?.hasPrefix("App.navgraph.json:1:61: error: '\(name)' cannot be the name of a condition") == true, "\(printed)")
    }

    @Test(arguments: ["Foundation", "NavigationGraph", "Swift", "SwiftUI"])
    func aModuleOfTheToolchainOrRuntimeIsRefused(_ module: String) {
        #expect(
            diagnostics(feature: #"{ "feature": "Shop", "module": "\#(module)", "incoming": [] }"#) == [
                "Shop.navgraph.json:1:32: error: module '\(module)' is the name of a module of the toolchain or of NavigationGraph, which the generated code imports; name your own target"
            ])
    }

    // MARK: - Numbers

    @Test(arguments: [
        ("1e999", "'1e999' is too large for a Double, whose largest value is 1.7976931348623157e+308"),
        ("1e-400", "'1e-400' is too small for a Double to hold exactly; write 0 or a number of magnitude at least 2.2250738585072014e-308"),
        ("5e-324", "'5e-324' is too small for a Double to hold exactly; write 0 or a number of magnitude at least 2.2250738585072014e-308"),
        ("9007199254740993", "'9007199254740993' is not exactly representable as a Double: it would become 9007199254740992.0"),
        ("0.1000000000000000000001", "'0.1000000000000000000001' is not exactly representable as a Double: it would become 0.1"),
    ])
    func aDoubleDefaultSwiftCannotWriteExactlyIsRefused(_ number: String, _ reason: String) {
        let graph = feature(incoming: #"[ { "name": "a", "parameters": [ { "name": "x", "type": "Double", "default": \#(number) } ] } ]"#)
        #expect(
            diagnostics(feature: graph) == ["Shop.navgraph.json:5:92: error: the default of parameter 'x' cannot be written as a Double: \(reason)"])
    }

    @Test(arguments: ["0", "-0.0", "0.1", "1e-5", "1E5", "1e+5", "9007199254740992", "2.2250738585072014e-308", "1.7976931348623157e308"])
    func aDoubleDefaultSwiftWritesExactlyIsAccepted(_ number: String) {
        let graph = feature(incoming: #"[ { "name": "a", "parameters": [ { "name": "x", "type": "Double", "default": \#(number) } ] } ]"#)
        #expect(diagnostics(feature: graph).isEmpty)
    }

    @Test func anIntDefaultOutOfRangeIsRefused() {
        let graph = feature(
            incoming: #"[ { "name": "a", "parameters": [ { "name": "x", "type": "Int", "default": 1\#(String(repeating: "0", count: 308)) } ] } ]"#)
        #expect(
            diagnostics(feature: graph) == [
                "Shop.navgraph.json:5:89: error: the default of parameter 'x' must be an integer literal within Int's range for type 'Int'"
            ])
    }

    @Test func aDetentHeightSwiftCannotWriteIsRefused() {
        let graph = feature(incoming: #"[ { "name": "a", "presentation": "sheet", "detents": [ { "height": 1e999 } ] } ]"#)
        #expect(
            diagnostics(feature: graph) == [
                "Shop.navgraph.json:5:82: error: a detent's 'height' cannot be written as a Double: '1e999' is too large for a Double, whose largest value is 1.7976931348623157e+308"
            ])
    }

    // MARK: - Type spellings

    @Test(arguments: [
        "Int!", "Int ?", "A, B", "(Int, Int)", "any Hashable", "[Int", "Set<>", "Self", "Foo.Type", "Requests", "ShopIncomingNavigation",
    ])
    func aSpellingThatIsNotOneTypeIsRefused(_ type: String) {
        let graph = feature(incoming: #"[ { "name": "a", "parameters": [ { "name": "x", "type": "\#(type)" } ] } ]"#)
        let printed = diagnostics(feature: graph)
        #expect(printed.count == 1)
        #expect(printed.first?.hasPrefix("Shop.navgraph.json:5:71: error: '\(type)'") == true, "\(printed)")
    }

    @Test(arguments: ["[Int]", "[String: Int]", "[String : [Int]]", "Set<Int>", "Dictionary<String, Int>", "Swift.Int", "Int??", "Catalog.Item"])
    func aSpellingOfOneTypeIsAccepted(_ type: String) {
        let graph = feature(incoming: #"[ { "name": "a", "parameters": [ { "name": "x", "type": "\#(type)" } ] } ]"#)
        // No error; a type without a text form (all but `[Int]`) gets the note that says the
        // destination cannot be saved.
        let printed = diagnostics(feature: graph)
        #expect(printed.allSatisfy { $0.contains(": note: 'Shop.a' may not be saved") }, "\(printed)")
        #expect(printed.count == (type == "[Int]" ? 0 : 1))
    }

    // MARK: - Files

    private func run(_ arguments: String...) -> (status: Int32, output: String, error: String) {
        var navgraph = Navgraph()
        let status = navgraph.run(arguments)
        return (status, navgraph.standardOutput, navgraph.standardError)
    }

    private func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navgraph-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func aHostOfDotDotIsRefusedSoExportCannotLeaveItsFolder() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let graph = feature(incoming: #"[ { "name": "a", "deepLink": "/a" } ]"#, deepLink: #"{ "scheme": "https", "host": ".." }"#)
        try graph.write(to: folder.appendingPathComponent("Shop.navgraph.json"), atomically: true, encoding: .utf8)
        let output = folder.appendingPathComponent("Out/Inner")
        let result = run("export", "--output", output.path, "--app-id", "T.B", folder.path)
        #expect(result.status == 1)
        #expect(
            result.error.contains("error: '..' is not a URL host: labels of letters, digits and '-', separated by single dots"), "\(result.error)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Shop.navgraph.json"])
    }

    @Test func aFolderNamedLikeAGraphIsNotAGraph() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("x.navgraph.json"), withIntermediateDirectories: true)
        try feature(incoming: "[]").write(to: folder.appendingPathComponent("Shop.navgraph.json"), atomically: true, encoding: .utf8)
        let result = run("lint", folder.path)
        #expect(result.status == 0, "\(result.error)")
    }

    @Test func anOutputThatIsAFileIsAClearError() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Out")
        try "not a folder".write(to: file, atomically: true, encoding: .utf8)
        let result = run("generate", "--module", "ChallengeHome", "--output", file.path, repositoryRoot.appendingPathComponent("Graphs").path)
        #expect(result.status == 1)
        #expect(result.error == "error: cannot write into '\(file.path)': Not a directory\n")
    }

    @Test func fileProblemsSayWhatWentWrongInWords() {
        // Foundation's errors on Linux carry a Cocoa code, a POSIX error or an underlying error;
        // each gives the system's own words, never an NSCocoaErrorDomain dump.
        #expect(
            FileProblem("read", "G.navgraph.json", error: CocoaError(.fileReadNoPermission)).description
                == "cannot read 'G.navgraph.json': Permission denied")
        #expect(FileProblem("write", "Out/A.swift", error: POSIXError(.EROFS)).description == "cannot write 'Out/A.swift': Read-only file system")
        let wrapped = NSError(
            domain: NSCocoaErrorDomain, code: 0, userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))])
        #expect(FileProblem("write", "Out/A.swift", error: wrapped).description == "cannot write 'Out/A.swift': No space left on device")
    }

    @Test(arguments: ["a b", "1x", "class", "../x", ""])
    func generateTakesOnlyATargetNameAsItsModule(_ module: String) {
        let result = run("generate", "--module", module, "--output", "/tmp/unused", repositoryRoot.appendingPathComponent("Graphs").path)
        #expect(result.status == 2)
        #expect(result.error.hasPrefix("error: '\(module)' is not a Swift target name"))
    }
}
