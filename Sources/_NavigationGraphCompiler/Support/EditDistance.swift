/// ``Suggestion``'s edit distance, for the nearest routes of `navgraph resolve` in
/// `_NavigationGraphTooling`. `Suggestion.swift` is compiled into the command plugin as well,
/// which has no package to share a `package` declaration with, so it stays internal.
package enum EditDistance {
    /// The edit distance between two words, or `nil` when it is over `limit`.
    @_optimize(none) package static func between(_ a: [Character], _ b: [Character], atMost limit: Int) -> Int? {
        Suggestion.editDistance(a, b, atMost: limit)
    }
}
