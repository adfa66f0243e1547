// Resolves every URL of a 100-feature app through its router ROUNDS times (default 20), for
// counting the instructions of a resolve: valgrind --tool=callgrind .build/release/RouterProfile.
// The first round parses each feature's routes; the difference between two counts of different
// ROUNDS, divided by the resolves between them, is what a resolve costs once they are parsed.
import Foundation
@_spi(Generated) import NavigationGraph
import SyntheticApp

let rounds = CommandLine.arguments.dropFirst().first.flatMap { Int($0) } ?? 20
let app = SyntheticApp(features: 100)
let router = app.router()
let urls = app.urls
var found = 0
for _ in 0..<rounds {
    for url in urls where router.resolve(url) != nil { found += 1 }
}
print(found)
