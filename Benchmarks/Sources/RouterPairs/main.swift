// The paired rounds of the `Ratio` benchmarks without the benchmark framework: at 10, 100 and
// 1,000 features, each round times the same URLs through one bare `URLComponents` parse and
// through the app router, back to back, and one line gives the medians over the rounds:
//
//     10: 163 ns (URLComponents 318 ns, 0.51x)  100: ...  1000: ...
//
// Scripts/router-compare.sh runs a build of this against a build of another revision in turn,
// which tells a change of a few percent from the drift of the machine.
//
// With `--urls-of N`, each round is made of the URLs of the first N features only (at most a
// round's worth: the first 100 at 1000 features), as new `URL` objects, as many as a round has:
// at 1000 features it tells the cost of the table's lines that miss the cache (few are touched)
// from that of the URLs themselves (as many as ever).
//
// With `--features N`, only the app of N features is measured: for a profile of one size.
//
// With `--placeholders`, the routes that take an `id` or a `slug` take it as a path segment
// (`/d1/{id}`), half of them: those URLs are matched by walking the table's trie.
//
// With `--kinds 1,9`, each round is made of those kinds of URL only: each feature's URLs at those
// indexes among its 17 (`d0` to `d15`, then 16, the URL that matches nothing). Rounds of one kind
// against rounds that mix kinds tell what mixing costs in branches the processor mispredicts. A
// round repeats them up to 170 URLs.
//
// With `--cold`, a buffer larger than this machine's caches is written over before each timed
// round, then the round's URLs are read: each round starts as an app's deep link after other
// work does, with the URL just made and nothing else of the router's or Foundation's cached.
// It tells what a layout of the table costs when its lines come from memory.
//
// Usage: RouterPairs [ROUNDS] [--urls-of N] [--features N] [--placeholders] [--kinds K,K...] [--cold]
//        (default 300 rounds, every feature's URLs, at 10, 100 and 1,000 features)
import Foundation
@_spi(Generated) import NavigationGraph
import SyntheticApp

/// Keeps a value from being optimized away.
@inline(never)
func keep<Value>(_ value: Value) {
    withExtendedLifetime(value) {}
}

/// What each round's floor times: one bare parse.
func parse(_ url: URL) {
    keep(URLComponents(url: url, resolvingAgainstBaseURL: false))
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

let arguments = Array(CommandLine.arguments.dropFirst())

/// The argument after `name`, if any.
func value(after name: String) -> String? {
    arguments.firstIndex(of: name).flatMap { arguments.dropFirst($0 + 1).first }
}

/// The number after `name` among the arguments, if any.
func option(_ name: String) -> Int? {
    value(after: name).flatMap { Int($0) }
}

let rounds = arguments.first.flatMap { Int($0) } ?? 300
let urlsOf = option("--urls-of")
let sizes = option("--features").map { [$0] }
let placeholders = arguments.contains("--placeholders")
let kinds = value(after: "--kinds").map { Set($0.split(separator: ",").compactMap { Int($0) }) }
let cold = arguments.contains("--cold")
var parts: [String] = []
for features in sizes ?? [10, 100, 1_000] {
    let app = SyntheticApp(features: features, placeholders: placeholders)
    let router = app.router()
    let urls = kinds.map { kinds in app.urls.enumerated().filter { kinds.contains($0.offset % 17) }.map(\.element) } ?? app.urls
    var round = SyntheticApp.round(of: urls)
    // At least as many URLs as a round of every kind at 10 features, so that reading the clock
    // weighs on each URL alike.
    if kinds != nil, !round.isEmpty {
        round = Array(repeatElement(round, count: (170 + round.count - 1) / round.count).joined())
    }
    if let urlsOf {
        let few = SyntheticApp(features: min(urlsOf, features), placeholders: placeholders).urls
        round = round.indices.map { URL(string: few[$0 % few.count].absoluteString)! }
    }
    func resolve(_ url: URL) {
        keep(router.resolve(url))
    }
    // A round that timed failures would measure nothing: every URL but those made to match
    // nothing opens its destination.
    for url in round where (router.resolve(url) != nil) == url.path.hasSuffix("/missing") {
        fatalError("\(url) does not resolve as the synthetic app says")
    }
    // Warm up first, longest before the first size: the first rounds of a process run slower.
    let warmUp = ContinuousClock.now + .milliseconds(features == 10 ? 1_000 : 250)
    while ContinuousClock.now < warmUp {
        _ = timed(round, parse)
        _ = timed(round, resolve)
    }
    var ours: [Double] = []
    var floors: [Double] = []
    var ratios: [Double] = []
    for _ in 0..<rounds {
        if cold { evictCaches(keeping: round) }
        let floor = timed(round, parse)
        if cold { evictCaches(keeping: round) }
        let resolved = timed(round, resolve)
        ours.append(Double(resolved.components.attoseconds) / 1e9 / Double(round.count))
        floors.append(Double(floor.components.attoseconds) / 1e9 / Double(round.count))
        ratios.append(resolved / floor)
    }
    parts.append(
        String(format: "%d: %.0f ns (URLComponents %.0f ns, %.2fx)", features, median(ours), median(floors), median(ratios)))
}
print(parts.joined(separator: "  "))
