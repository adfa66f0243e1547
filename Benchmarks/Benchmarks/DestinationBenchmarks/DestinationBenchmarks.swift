import Benchmark
import Foundation
@_spi(Generated) import NavigationGraph

// What comparing, hashing and describing a destination costs at run time. Generated enums make
// `==`, `hash(into:)` and `navigationCase` from one visiting `switch` (`NavigationCaseVisitable`),
// which compiles at a fraction of what Swift's synthesized `==` and `hash(into:)` cost; these
// benchmarks measure what that saving costs when the app runs, against the same cases with
// Swift's synthesized conformance and with the `navigationCase` getter navgraph generated before.
// Each benchmark goes over 1,000 destinations of four cases, with none to three values.

/// Swift's synthesized `Hashable`.
enum Synthesized: Hashable {
    case all
    case list(characterIdentifier: Int)
    case detail(identifier: Int, season: Int)
    case search(query: String, page: Int?, id: UUID)
}

/// What navgraph generates for the same cases.
nonisolated enum Visited: NavigationContract, NavigationCaseCodable, NavigationCaseVisitable {
    case all
    case list(characterIdentifier: Int)
    case detail(identifier: Int, season: Int)
    case search(query: String, page: Int?, id: UUID)

    static let navigationCaseNames: [String] = NavigationCase.names("all list detail search")

    init?(navigationCaseIndex index: Int, values: borrowing DeepLinkMatch) throws(DeepLinkMatch.Mismatch) {
        switch index {
        case 0: self = .all
        case 1: self = try .list(characterIdentifier: values.int(0, "characterIdentifier"))
        case 2: self = try .detail(identifier: values.int(0, "identifier"), season: values.int(1, "season"))
        case 3: self = try .search(query: values.string(0, "query"), page: values.optionalInt(1, "page"), id: values.uuid(2, "id"))
        default: return nil
        }
    }

    func visitNavigationCase<Visitor: NavigationCaseVisitor>(_ visitor: inout Visitor) -> Int {
        switch self {
        case .all:
            return 0
        case .list(let value0):
            visitor.visit(value0, named: "characterIdentifier")
            return 1
        case .detail(let value0, let value1):
            visitor.visit(value0, named: "identifier")
            visitor.visit(value1, named: "season")
            return 2
        case .search(let value0, let value1, let value2):
            visitor.visit(value0, named: "query")
            visitor.visit(value1, named: "page")
            visitor.visit(value2, named: "id")
            return 3
        }
    }
    // `==` and `hash(into:)` come from `NavigationCaseVisitable`, as in generated code.
}

/// The `navigationCase` getter navgraph generated before `visitNavigationCase(_:)`.
enum Described {
    case all
    case list(characterIdentifier: Int)
    case detail(identifier: Int, season: Int)
    case search(query: String, page: Int?, id: UUID)

    var navigationCase: NavigationCase? {
        switch self {
        case .all:
            return NavigationCase("all")
        case .list(let characterIdentifier):
            return NavigationCase("list", .int("characterIdentifier", characterIdentifier))
        case .detail(let identifier, let season):
            return NavigationCase("detail", .int("identifier", identifier), .int("season", season))
        case .search(let query, let page, let id):
            return NavigationCase("search", .string("query", query), .optionalInt("page", page), .uuid("id", id))
        }
    }
}

/// The same 1,000 destinations of each kind.
struct Destinations: Sendable {
    let synthesized: [Synthesized]
    let visited: [Visited]
    let described: [Described]

    init() {
        synthesized = Self.destinations(.all, Synthesized.list, Synthesized.detail, Synthesized.search)
        visited = Self.destinations(.all, Visited.list, Visited.detail, Visited.search)
        described = Self.destinations(.all, Described.list, Described.detail, Described.search)
    }

    /// The same 1,000 destinations of any of the three kinds, made by its cases.
    private static func destinations<Destination>(
        _ all: Destination, _ list: (Int) -> Destination, _ detail: (Int, Int) -> Destination,
        _ search: (String, Int?, UUID) -> Destination
    ) -> [Destination] {
        let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!
        return (0..<1_000).map {
            switch $0 % 4 {
            case 0: all
            case 1: list($0)
            case 2: detail($0, $0 % 7)
            default: search("query \($0 % 10)", $0 % 3 == 0 ? nil : $0, id)
            }
        }
    }
}

/// Compares each destination with itself and with the one four places on, of the same case.
@inline(never)
func equalities<Value: Hashable>(_ values: [Value]) -> Int {
    var equal = 0
    for index in values.indices {
        if values[index] == values[index] { equal += 1 }
        if values[index] == values[(index + 4) % values.count] { equal += 1 }
    }
    return equal
}

@inline(never)
func hashes<Value: Hashable>(_ values: [Value]) -> Int {
    values.reduce(0) { $0 &+ $1.hashValue }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal], timeUnits: .nanoseconds, maxDuration: .seconds(2), maxIterations: 10_000)
    let destinations = Destinations()
    // Each iteration does 2,000 comparisons, 1,000 hashes or 1,000 descriptions: the figures are
    // per thousand.
    Benchmark("Equality/2000 comparisons, synthesized") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(equalities(destinations.synthesized)) }
    }
    Benchmark("Equality/2000 comparisons, visited (generated)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(equalities(destinations.visited)) }
    }
    Benchmark("Hashing/1000 destinations, synthesized") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(hashes(destinations.synthesized)) }
    }
    Benchmark("Hashing/1000 destinations, visited (generated)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(hashes(destinations.visited)) }
    }
    Benchmark("navigationCase/1000 destinations, generated getter (before)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(destinations.described.reduce(0) { $0 + ($1.navigationCase?.arguments.count ?? 0) })
        }
    }
    Benchmark("navigationCase/1000 destinations, visited (generated)") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(destinations.visited.reduce(0) { $0 + ($1.navigationCase?.arguments.count ?? 0) })
        }
    }
}
