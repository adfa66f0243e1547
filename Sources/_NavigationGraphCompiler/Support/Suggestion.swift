/// Finds the likely intended word for a misspelt one, for "did you mean" hints.
///
/// Suggestions cost time linear in what they compare, never a square of a graph's size:
/// - a distance is computed only within a band of ``maximumDistance`` around the diagonal, so a
///   20,000-character name costs 20,000 × 7 steps, not 20,000²;
/// - candidates whose length differs by more than the distance allowed are skipped unread;
/// - a run spends at most a fixed ``Budget`` of steps on suggestions, so a graph with thousands of
///   unknown names against thousands of candidates reports every error, and only the first ones
///   with a hint.
package enum Suggestion {
    /// The largest edit distance a suggestion may be from the word.
    static let maximumDistance = 3

    /// The steps left for suggestions in one run: each candidate read and each cell of a
    /// distance computed costs one. When it runs out, errors are still reported, without a hint.
    struct Budget: Sendable {
        /// Enough for hundreds of misspellings in an app of a thousand features; a fraction of
        /// a second even in a debug build.
        static let perRun = 4_000_000

        private(set) var remaining: Int
        /// The steps spent so far, which may pass what there was.
        private(set) var spent = 0

        @_optimize(none) init(_ steps: Int = Budget.perRun) {
            remaining = steps
        }

        @_optimize(none) var isSpent: Bool { remaining <= 0 }

        @_optimize(none) mutating func spend(_ steps: Int) {
            remaining -= steps
            spent += steps
        }
    }

    /// The candidate closest to `word` by edit distance, if it is close enough to be a likely
    /// typo; among equally close candidates the first in `<` order.
    @_optimize(none) static func closest(to word: String, in candidates: some Sequence<String>, budget: inout Budget) -> String? {
        guard !budget.isSpent else { return nil }
        let lowered = Array(word.lowercased())
        budget.spend(lowered.count)
        // A character takes one to four bytes of UTF-8, so a candidate of `bytes` bytes has
        // between bytes / 4 and bytes characters: enough to skip most candidates unread.
        let fewestBytes = lowered.count - maximumDistance
        let mostBytes = 4 * (lowered.count + maximumDistance)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            budget.spend(1)
            if budget.isSpent { break }
            let bytes = candidate.utf8.count
            guard bytes >= fewestBytes, bytes <= mostBytes else { continue }
            let other = Array(candidate.lowercased())
            let limit = max(1, min(maximumDistance, candidate.count / 3))
            budget.spend(other.count + (2 * limit + 1) * min(lowered.count, other.count))
            guard let distance = editDistance(lowered, other, atMost: limit) else { continue }
            if let current = best, distance > current.distance || (distance == current.distance && candidate >= current.candidate) {
                continue
            }
            best = (candidate, distance)
        }
        return best?.candidate
    }

    /// `; did you mean 'x'?` for a suggestion, or an empty string: how every hint ends a message.
    @_optimize(none) static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }

    /// The closest candidate among a few fixed ones (keys of an object, the commands), which
    /// needs no run's budget: the cost is bounded by the word's length.
    @_optimize(none) static func closest(to word: String, amongFixed candidates: [String]) -> String? {
        var budget = Budget()
        return closest(to: word, in: candidates, budget: &budget)
    }

    /// `; did you mean 'x'?` or an empty string, among a few fixed candidates.
    @_optimize(none) static func hint(for word: String, amongFixed candidates: [String]) -> String {
        didYouMean(closest(to: word, amongFixed: candidates))
    }

    /// Optimal string alignment distance, when it is at most `limit`: insertions, deletions,
    /// substitutions and swaps of neighbouring characters each cost 1.
    ///
    /// Only the cells within `limit` of the diagonal are computed, so the time is
    /// `min(a, b) × (2 × limit + 1)`, and the work stops as soon as no alignment can stay
    /// within the limit.
    /// - Returns: The distance, or `nil` when it is over `limit`.
    @_optimize(none) package static func editDistance(_ a: [Character], _ b: [Character], atMost limit: Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let over = limit + 1
        // Rows of b.count + 1 cells, of which only the band is ever written or read; the cells
        // just outside the band hold `over` so that the band's edges read a value too large.
        var beforePrevious = Array(repeating: over, count: b.count + 1)
        var previous = Array(repeating: over, count: b.count + 1)
        var current = Array(repeating: over, count: b.count + 1)
        for j in 0...min(b.count, limit) { previous[j] = j }
        for i in 1...a.count {
            let low = max(1, i - limit)
            let high = min(b.count, i + limit)
            current[low - 1] = i <= limit ? i : over
            var smallest = current[low - 1]
            if low <= high {
                for j in low...high {
                    let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                    var cell = min(previous[j] + 1, current[j - 1] + 1, substitution)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        cell = min(cell, beforePrevious[j - 2] + 1)
                    }
                    current[j] = min(cell, over)
                    smallest = min(smallest, current[j])
                }
            }
            if high < b.count { current[high + 1] = over }
            if smallest > limit { return nil }
            (beforePrevious, previous, current) = (previous, current, beforePrevious)
        }
        let distance = previous[b.count]
        return distance <= limit ? distance : nil
    }
}
