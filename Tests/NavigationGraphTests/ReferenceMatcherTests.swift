import Foundation
import Testing

@testable import _NavigationGraphRoutes

/// The engine against the reference matcher over random routes and URLs: every route offered,
/// in the same order, with the same values. `ORACLE_CASES` sets how many (20,000 by default;
/// the closing note of issue 61 records 1,000,000). The router fuzz target compares the two on
/// cases the fuzzer chooses.
struct ReferenceMatcherTests {
    @Test func theEngineOffersWhatTheReferenceOffersInTheSameOrder() throws {
        let cases = ProcessInfo.processInfo.environment["ORACLE_CASES"].flatMap(Int.init) ?? 20_000
        var random = SplitMix(seed: 61)
        var differences: [String] = []
        for _ in 0..<cases {
            if let difference = OracleCase(&random).difference() { differences.append(difference) }
        }
        #expect(differences.isEmpty, "\(differences.count) of \(cases): \(differences.prefix(3))")
    }
}

/// A small deterministic random number generator, so that a difference is found again.
struct SplitMix: OracleChoices {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
