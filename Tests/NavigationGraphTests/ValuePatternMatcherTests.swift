import Foundation
import NavigationGraphTesting
import Testing

@testable @_spi(Generated) import NavigationGraph
@testable @_spi(Generated) import _NavigationGraphRoutes

/// The value-pattern matcher: an automaton that cannot backtrack, so that a hostile URL costs
/// time linear in its value whatever the graph's pattern, and that agrees with Swift's `Regex`
/// on every pattern it accepts.
struct ValuePatternMatcherTests {
    /// Patterns of the shapes that make a backtracking matcher take exponential or square time
    /// (issue 66: each bypassed the old check, or was never refused), and patterns of real
    /// graphs.
    static let hostile = [
        "(a|a){24}b", "(a+())+b", "(?'n'a+)+b", "(?P<n>a+)+b", "(a+(?#c))+b", "(a+){1,64}b", "a*a*a*a*a*a*a*a*b",
        "[a-z]*[a-z]*", "(a+)+b", "(a*)*b", "(a|ab)+c", "(\\w+\\s?)*$", "([a-z0-9]+-?)+", "(.*)*x",
    ]

    /// 8x the value costs at most 10x the work, and the work of a value is at most the program's
    /// length for each character and once more.
    @Test(arguments: hostile + ["[0-9]+", "97[89][0-9]{10}", "[A-Za-z0-9_]{1,30}"])
    func matchingIsLinearInTheValue(pattern: String) throws {
        let compiled = DeepLinkValuePattern(pattern)
        #expect(DeepLinkValuePattern.syntaxError(in: pattern) == nil)
        let short = compiled.run(String(repeating: "a", count: 256) + "!")
        let long = compiled.run(String(repeating: "a", count: 2_048) + "!")
        #expect(!short.matched && !long.matched)
        #expect(long.steps <= 10 * max(short.steps, 1))
        #expect(long.steps <= 2_050 * DeepLinkValuePattern.instructionLimit)
    }

    /// A value of 8,000 characters against the worst shapes: decided, and in a bounded number of
    /// steps (the issue's `[a-z]*[a-z]*` took 1.6 s over it with `Regex`).
    @Test func aLongHostileValueIsDecidedInBoundedWork() {
        let value = String(repeating: "a", count: 8_000)
        for pattern in ["[a-z]*[a-z]*", "(a+())+b", "a*a*a*a*a*a*a*a*b"] {
            let result = DeepLinkValuePattern(pattern).run(value)
            #expect(result.matched == (pattern == "[a-z]*[a-z]*"))
            #expect(result.steps < 8_001 * 40, "\(pattern): \(result.steps) steps")
        }
    }

    /// Every accepted pattern matches what Swift's `Regex` matches, whole, a grapheme cluster at
    /// a time.
    @Test(arguments: [
        "[0-9]+", "name|date", "media|followers|following", "97[89][0-9]{10}", "[A-Za-z0-9_]{1,30}", "a.c", ".", "\\d", "\\w", "\\s",
        "\\h", "\\D", "\\W", "\\S", "\\H", "[^a-z]", "[\\d-]", "[a\\-z]", "[-a]", "[a-]", "é", "[é]", "x{", "a{,2}", "a{2}", "a{1,3}?",
        "(?:en|fr)(-[A-Z]{2})?", "(?<id>[0-9]+)\\.json", "^abc$", "a|", "|a", "()", "\\.\\-\\/\\$\\^", "\\u{41}\\x42\\u0043",
        "(a|b)*abb", "[^/]+", "a*?b", "(ab){0}", "\\n\\t", "[\\w.]+@[\\w.]+", "$", "^", "a^b", "a$b", "(^a|b$)+", "[A-z]",
        "(?i)[a-z]+", "(?i:ab)c", "a(?i)b", "(?i)é", "(?i)[^a]", "((?i)a)b", "(?i)name|date", "(?-i)a", "(?i)[B-Z]",
    ])
    func agreesWithSwiftRegex(pattern: String) throws {
        let regex = try Regex(pattern)
        let compiled = DeepLinkValuePattern(pattern)
        #expect(DeepLinkValuePattern.syntaxError(in: pattern) == nil)
        for text in Self.texts {
            let expected = ((try? regex.wholeMatch(in: text)) ?? nil) != nil
            #expect(compiled.matches(text) == expected, "\(pattern) on \(text.debugDescription)")
        }
    }

    static let texts = [
        "", "a", "b", "ab", "abb", "aabb", "abc", "abcd", "0", "42", "9780306406157", "9790000000000", "name", "date", "named", "media",
        "followers", "é", "e\u{301}", "½", "٣", "_", "-", "‿", " ", "\u{A0}", "\n", "\r\n", "\t", "x{", "aa", "aaa", "en", "fr-FR", "en-f",
        "7.json", ".-/$^", "ABC", "AB", "Ab", "aB", "AbC", "É", "NAME", "a@b.c", "a.b@c", "/", "a/b", "^", "$", "b", "ba", "Z", "[", "👍", "🇫🇷",
        "alice_01",
        String(repeating: "x", count: 31),
    ]

    /// Random patterns of a small grammar, against random texts, agree with `Regex` too.
    @Test func randomPatternsAgreeWithSwiftRegex() throws {
        var random = SeededRandomNumberGenerator(seed: 66)
        func pick(_ count: Int) -> Int { Int.random(in: 0..<count, using: &random) }
        let atoms = ["a", "b", ".", "[ab]", "[^a]", "\\d", "\\w", "(?:a|b)", "(a|)", "^", "$", "é", "-", "(?i:a)", "[A-b]", "B"]
        let quantifiers = ["", "", "*", "+", "?", "{2}", "{1,2}", "{0,}", "*?"]
        var checked = 0
        for _ in 0..<400 {
            var pattern = ""
            for _ in 0..<pick(4) + 1 {
                pattern += atoms[pick(atoms.count)]
                if !pattern.hasSuffix("^"), !pattern.hasSuffix("$") { pattern += quantifiers[pick(quantifiers.count)] }
                if pick(6) == 0 { pattern += "|" }
            }
            guard let regex = try? Regex(pattern) else { continue }
            let compiled = DeepLinkValuePattern(pattern)
            guard DeepLinkValuePattern.syntaxError(in: pattern) == nil else {
                Issue.record("\(pattern) is refused")
                continue
            }
            for _ in 0..<12 {
                let text = String((0..<pick(5)).map { _ in ["a", "b", "1", "é", "-", "x"][pick(6)] as Character })
                let expected = ((try? regex.wholeMatch(in: text)) ?? nil) != nil
                #expect(compiled.matches(text) == expected, "\(pattern) on \(text.debugDescription)")
                checked += 1
            }
        }
        #expect(checked > 3_000)
    }

    /// A pattern whose sets of states outnumber what one run keeps (`(a|b)*a(a|b){9}` over a
    /// long random text reaches up to 1,024): past the limit every character is simulated, with
    /// the same answers as `Regex`.
    @Test func setsOfStatesPastTheCacheGiveTheSameAnswers() throws {
        var random = SeededRandomNumberGenerator(seed: 1_024)
        for pattern in ["(a|b)*a(a|b){9}", "(a|b)*a(a|b){9}$", "^(a|b)*b(a|b){8}a?"] {
            let regex = try Regex(pattern)
            let compiled = DeepLinkValuePattern(pattern)
            for length in [0, 9, 10, 11, 600, 2_000] {
                let text = String((0..<length).map { _ in Bool.random(using: &random) ? "a" : "b" as Character })
                for candidate in [text, text + "a" + String(repeating: "b", count: 9), text + "x"] {
                    let expected = ((try? regex.wholeMatch(in: candidate)) ?? nil) != nil
                    #expect(compiled.matches(candidate) == expected, "\(pattern) on \(candidate.count) characters")
                }
            }
        }
    }

    /// Syntax that needs backtracking, or that the matcher does not read, is an error at its
    /// place, in Unicode scalars from the pattern's start.
    @Test(arguments: [
        ("(?=abc)[a-z]{40}", 0, "lookarounds"), ("a(?!b)", 1, "lookarounds"), ("(?<=a)b", 0, "lookarounds"), ("(?>a+)b", 0, "atomic"),
        ("(a)\\1", 3, "backreferences"), ("(?<n>a)\\k<n>", 7, "backreferences"), ("a*+a", 2, "possessive"), ("(?s)abc", 0, "options"),
        ("(?x)(a+ )+b", 0, "options"), ("\\p{L}+", 0, "Unicode properties"), ("\\d{3}\\q", 5, "'\\q'"), ("[a-z", 0, "not closed"),
        ("(ab", 0, "not closed"), ("ab)", 2, "unbalanced"), ("*a", 0, "nothing to repeat"), ("a**", 1, "cannot follow"),
        ("a{2,1}", 1, "wrong way round"), ("a{1001}", 1, "at most 1000"), ("[]a]", 0, "needs a member"), ("[[:alpha:]]", 1, "POSIX"),
        ("[z-a]", 1, "wrong way round"), ("\\bword", 0, "'\\b'"), ("é\\q", 1, "'\\q'"), ("^*", 0, "'^' cannot be repeated"),
        ("((((a{64}){64}){64}){64}){64}", 3, "too large"), ("a{1,2}{2}", 1, "cannot follow"), ("[a&&b]", 2, "set operations"),
        ("\\u{110000}", 0, "hexadecimal"), ("a\\", 1, "escapes nothing"),
    ])
    func syntaxItDoesNotMatchIsAnErrorAtItsPlace(pattern: String, offset: Int, message: String) {
        let error = DeepLinkValuePattern.syntaxError(in: pattern)
        #expect(error?.offset == offset, "\(pattern): \(error?.message ?? "accepted")")
        #expect(error?.message.contains(message) == true, "\(pattern): \(error?.message ?? "accepted")")
        #expect(DeepLinkValuePattern(pattern).matches("abc") == false)
    }

    /// The sample a route's samples start from: the shortest text, with the first choice at
    /// each place; it always matches.
    @Test(arguments: [
        ("97[89][0-9]{10}", "9780000000000"), (#"\d{4}-\d{2}-\d{2}"#, "0000-00-00"), ("[A-Z][a-z]+", "Aa"), ("(?:en|fr)(-[A-Z]{2})?", "en"),
        ("(?<id>[0-9]+)\\.json", "0.json"), ("[^/]+", "a"), ("[^a-z0-9]", "A"), ("v[0-9]+(\\.[0-9]+)*", "v0"), ("^abc$", "abc"),
        ("name|date", "name"), ("widget-[a-z-]+", "widget-a"), ("a*", ""), ("\\w+@\\w+", "a@a"), ("(ab|c)+", "c"),
    ])
    func theShortestMatchIsASample(pattern: String, sample: String) {
        let compiled = DeepLinkValuePattern(pattern)
        #expect(compiled.shortestMatch() == sample)
        #expect(compiled.matches(sample))
    }

    @Test(arguments: ["a^b", "a$b", "(", "[^\\s\\S]"])
    func aPatternThatMatchesNothingHasNoSample(pattern: String) {
        #expect(DeepLinkValuePattern(pattern).shortestMatch() == nil)
    }
}
