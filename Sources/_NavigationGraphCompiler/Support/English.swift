/// Small pieces of English grammar that messages share.
enum English {
    /// The noun with `a` or `an` in front, by its first letter: "an incoming destination",
    /// "a redirect".
    @_optimize(none) static func withArticle(_ noun: String) -> String {
        guard let first = noun.first?.lowercased() else {
            return noun
        }
        return ("aeiou".contains(first) ? "an " : "a ") + noun
    }
}
