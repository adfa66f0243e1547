// The paired rounds of the `Ratio` benchmarks without the benchmark framework: at 10, 100 and
// 1,000 features, each round times the same URLs through one bare `URLComponents` parse and
// through the app router, back to back, and one line gives the medians over the rounds:
//
//     10: 163 ns (URLComponents 318 ns, 0.51x)  100: ...  1000: ...
//
// Scripts/router-compare.sh runs a build of this against a build of another revision in turn,
// which tells a change of a few percent from the drift of the machine.
//
// Usage: RouterPairs [ROUNDS]   (default 300)
import Foundation
@_spi(Generated) import NavigationGraph
import SyntheticApp

/// Keeps a value from being optimized away.
@inline(never)
func keep<Value>(_ value: Value) {
    withExtendedLifetime(value) {}
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

let rounds = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 300
var parts: [String] = []
for features in [10, 100, 1_000] {
    let app = SyntheticApp(features: features)
    let table = DeepLinkRouteTable(bytes: app.tableBytes)
    let urls = app.urls
    // At most about 1,700 of the URLs, spread evenly over every feature, as the benchmarks'.
    let round = stride(from: 0, to: urls.count, by: max(1, urls.count / 1_700)).map { urls[$0] }
    // Warm up first, longest before the first size: the first rounds of a process run slower.
    let warmUp = ContinuousClock.now + .milliseconds(features == 10 ? 1_000 : 250)
    while ContinuousClock.now < warmUp {
        _ = timed(round) { keep(URLComponents(url: $0, resolvingAgainstBaseURL: false)) }
        _ = timed(round) { keep(table.destination(for: $0, through: BenchDispatch.self)) }
    }
    var ours: [Double] = []
    var floors: [Double] = []
    var ratios: [Double] = []
    for _ in 0..<rounds {
        let floor = timed(round) { keep(URLComponents(url: $0, resolvingAgainstBaseURL: false)) }
        let resolve = timed(round) { keep(table.destination(for: $0, through: BenchDispatch.self)) }
        ours.append(Double(resolve.components.attoseconds) / 1e9 / Double(round.count))
        floors.append(Double(floor.components.attoseconds) / 1e9 / Double(round.count))
        ratios.append(resolve / floor)
    }
    parts.append(
        String(format: "%d: %.0f ns (URLComponents %.0f ns, %.2fx)", features, median(ours), median(floors), median(ratios)))
}
print(parts.joined(separator: "  "))
