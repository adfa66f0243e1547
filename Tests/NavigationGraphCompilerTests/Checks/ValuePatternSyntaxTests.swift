import Testing

@testable import _NavigationGraphCompiler

/// What navgraph reads from a value pattern itself: a sample value, and the shape of pattern
/// that backtracks for exponential time.
struct ValuePatternSyntaxTests {
    @Test(arguments: [
        ("97[89][0-9]{10}", "9780000000000"),
        (#"\d{4}-\d{2}-\d{2}"#, "0000-00-00"),
        ("[A-Z][a-z]+", "Aa"),
        ("(?:en|fr)(-[A-Z]{2})?", "en"),
        ("(?<id>[0-9]+)\\.json", "0.json"),
        ("[^/]+", "a"),
        ("[^a-z0-9]", "A"),
        ("v[0-9]+(\\.[0-9]+)*", "v0"),
        ("^abc$", "abc"),
    ])
    func aSampleIsReadFromThePattern(pattern: String, sample: String) throws {
        #expect(ValuePatternSyntax.sampleText(pattern) == sample)
        let regex = try ValuePatternSyntax.compile(pattern).get()
        #expect(ValuePatternSyntax.wholeMatches(regex, sample))
    }

    @Test(arguments: ["(?=a)b", "\\p{L}+", "(a)\\1", "a{2,1}x{"])
    func syntaxItDoesNotReadGivesNoSample(pattern: String) {
        #expect(ValuePatternSyntax.sampleText(pattern) == nil)
    }

    @Test(arguments: [
        ("(a+)+b", 4), ("(a*)*", 4), ("(a|ab)+c", 6), ("x(\\w+\\s?)*$", 9), ("((a+))+", 6), ("(a+){2,}", 4), ("(?:[a-z]+-?)+", 12),
    ])
    func aGroupRepeatedWithoutBoundOverARepetitionIsFound(pattern: String, offset: Int) {
        #expect(ValuePatternSyntax.nestedRepetition(pattern) == offset)
    }

    @Test(arguments: [
        "[0-9]+", "([0-9a-f]{4}-){3}[0-9a-f]{12}", "(en|fr)", "(a+)?", "(a+){1,3}", "[(a+)]+", "\\(a+\\)+", "(?:abc)+", "[a-z]+(-[a-z]+)*x",
        "[]a+]+",
    ])
    func boundedOrFlatPatternsAreNotFound(pattern: String) {
        #expect(ValuePatternSyntax.nestedRepetition(pattern) == nil)
    }
}
