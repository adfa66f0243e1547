// Resolves every URL of a 100-feature app through its route table 20 times, for counting the
// instructions of a resolve: valgrind --tool=callgrind .build/release/RouterProfile
import Foundation
@_spi(Generated) import NavigationGraph
import SyntheticApp

let app = SyntheticApp(features: 100)
let router = app.router()
let urls = app.urls
var found = 0
for _ in 0..<20 {
    for url in urls where router.resolve(url) != nil { found += 1 }
}
print(found)
