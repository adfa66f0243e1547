import Testing

@testable import _NavigationGraphCompiler

struct JSONReaderTests {
    private func read(_ text: String) -> JSONReader.Result {
        JSONReader.read(Array(text.utf8), file: "test.json")
    }

    private func error(_ text: String) -> String? {
        read(text).diagnostics.first.map { "\($0.location.line):\($0.location.column): \($0.message)" }
    }

    @Test func keepsTheLineAndColumnOfEveryKeyAndValue() throws {
        let result = read("{\n  \"a\": [1, true],\n    \"b\": {\"c\": null}\n}")
        guard case .object(let root)? = result.root?.value else {
            Issue.record("root is not an object")
            return
        }
        let a = try #require(root["a"])
        #expect((a.keyLocation.line, a.keyLocation.column) == (2, 3))
        #expect((a.value.location.line, a.value.location.column) == (2, 8))
        guard case .array(let elements) = a.value.value else {
            Issue.record("a is not an array")
            return
        }
        #expect(elements.map { $0.location.column } == [9, 12])
        let b = try #require(root["b"])
        #expect((b.keyLocation.line, b.keyLocation.column) == (3, 5))
    }

    @Test func keepsObjectKeyOrder() {
        guard case .object(let object)? = read(#"{"z": 1, "a": 2, "m": 3}"#).root?.value else {
            Issue.record("not an object")
            return
        }
        #expect(object.members.map(\.key) == ["z", "a", "m"])
    }

    @Test func countsColumnsInUnicodeScalars() {
        #expect(error("{\"é\": x}") == "1:7: unexpected 'x'; expected a value (strings need double quotes)")
    }

    @Test func decodesEscapesAndSurrogatePairs() {
        guard case .string(let text)? = read(#""a\"b\\c\/d\n\u00e9\ud83d\ude00""#).root?.value else {
            Issue.record("not a string")
            return
        }
        #expect(text == "a\"b\\c/d\né😀")
    }

    @Test func keepsNumbersAsWritten() {
        guard case .array(let values)? = read("[1, 1.0, -0.5e+3, 0]").root?.value else {
            Issue.record("not an array")
            return
        }
        let texts = values.compactMap { node -> String? in
            if case .number(let text) = node.value { return text }
            return nil
        }
        #expect(texts == ["1", "1.0", "-0.5e+3", "0"])
    }

    /// A small object finds a repeated key among its members, a large one in a table: a key
    /// repeated on either side of the switch, and across it, is reported at its place.
    @Test func reportsDuplicateKeysInALargeObject() {
        let keys = (0..<20).map { "k\($0)" } + ["k1", "k17", "k19"]
        let text = "{" + keys.enumerated().map { "\n\"\($1)\": \($0)" }.joined(separator: ",") + "}"
        let result = read(text)
        #expect(
            result.diagnostics.map(\.description) == [
                "test.json:22:1: error: key 'k1' appears more than once in this object\ntest.json:3:1: note: first 'k1' is here",
                "test.json:23:1: error: key 'k17' appears more than once in this object\ntest.json:19:1: note: first 'k17' is here",
                "test.json:24:1: error: key 'k19' appears more than once in this object\ntest.json:21:1: note: first 'k19' is here",
            ])
        guard case .object(let object)? = result.root?.value else {
            Issue.record("not an object")
            return
        }
        #expect(object.members.count == 20)
        #expect(object["k17"].map { if case .number(let text) = $0.value.value { text } else { "" } } == "17")
    }

    @Test func reportsDuplicateKeysAndKeepsTheFirst() {
        let result = read("{\"a\": 1,\n \"a\": 2}")
        #expect(
            result.diagnostics.map(\.description) == [
                "test.json:2:2: error: key 'a' appears more than once in this object\ntest.json:1:2: note: first 'a' is here"
            ])
        guard case .object(let object)? = result.root?.value, case .number(let first)? = object["a"]?.value.value else {
            Issue.record("not an object")
            return
        }
        #expect(first == "1")
    }

    @Test(arguments: [
        ("{\"a\": 1,}", "1:9: a trailing comma is not allowed in JSON"),
        ("[1,]", "1:4: a trailing comma is not allowed in JSON"),
        ("{\"a\" 1}", "1:6: expected ':' after key 'a', found '1'"),
        ("{a: 1}", "1:2: expected a key in double quotes, found 'a'"),
        ("[01]", "1:2: a number must not have leading zeros"),
        ("[1.]", "1:4: expected digits after '.' in number"),
        ("[1e]", "1:4: expected digits in the exponent of number"),
        ("[-]", "1:2: expected digits in number"),
        ("[+1]", "1:2: unexpected '+'; expected a value"),
        ("[nul]", "1:2: unexpected 'nul'; expected a value (strings need double quotes)"),
        ("\"\\x\"", "1:2: invalid escape '\\x' in string"),
        ("\"\\u12\"", "1:2: a \\u escape needs four hexadecimal digits"),
        ("\"\\udc00\"", "1:2: unpaired surrogate \\uDC00 in string"),
        ("\"abc", "1:1: unterminated string"),
        ("[1] 2", "1:5: unexpected '2' after the end of the JSON value"),
        ("", "1:1: the file is empty; expected a JSON object"),
        ("[1", "1:3: expected ',' or ']' in array, found the end of the file"),
        ("{\"a\": 1", "1:8: expected ',' or '}' in object, found the end of the file"),
    ])
    func reportsSyntaxErrorsAtTheirPlace(_ text: String, _ expected: String) {
        #expect(error(text) == expected)
    }

    @Test func rejectsInvalidUTF8AtItsPlace() {
        let result = JSONReader.read(Array("{\n  \"a\": \"".utf8) + [0xC3, 0x28] + Array("\"}".utf8), file: "f")
        #expect(result.root == nil)
        #expect(result.diagnostics.first?.description == "f:2:9: error: the file is not valid UTF-8 (byte 0xC3)")
    }

    @Test func rejectsOverlongEncodingsAndSurrogatesInUTF8() {
        #expect(JSONReader.read([0x22, 0xC0, 0x80, 0x22], file: "f").root == nil)
        #expect(JSONReader.read([0x22, 0xED, 0xA0, 0x80, 0x22], file: "f").root == nil)
    }

    @Test func skipsAByteOrderMark() {
        #expect(JSONReader.read([0xEF, 0xBB, 0xBF] + Array("{}".utf8), file: "f").diagnostics.isEmpty)
    }

    @Test func limitsNestingDepth() {
        let ok = String(repeating: "[", count: JSONReader.maximumDepth) + String(repeating: "]", count: JSONReader.maximumDepth)
        #expect(read(ok).diagnostics.isEmpty)
        let deep = String(repeating: "[", count: 100_000)
        #expect(error(deep) == "1:65: values nest more than 64 levels deep")
    }

    @Test func limitsFileSize() {
        let big = [UInt8](repeating: UInt8(ascii: " "), count: JSONReader.maximumSize + 1)
        #expect(JSONReader.read(big, file: "f").diagnostics.first?.message.contains("at most") == true)
    }

    @Test func readsALongOneLineFileInLinearTime() {
        let members = (0..<20_000).map { "\"k\($0)\": [\($0), \"v\"]" }.joined(separator: ", ")
        let result = read("{" + members + "}")
        #expect(result.diagnostics.isEmpty)
        guard case .object(let object)? = result.root?.value else {
            Issue.record("not an object")
            return
        }
        #expect(object.members.count == 20_000)
    }
}
