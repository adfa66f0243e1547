/// Where in the graph's text a place in a value pattern is. The pattern itself is read, checked
/// and matched by the deep-link engine's `DeepLinkValuePattern`, the matcher generated code uses.
enum ValuePatternSyntax {
    /// The column, in the graph's text, of a place in a pattern that starts at `location` (the
    /// opening quote): each scalar before it counted as wide as JSON writes it (`\\` for `\`),
    /// which is how a pattern is written unless it spells letters as `\u` escapes.
    @_optimize(none) static func location(of offset: Int, in pattern: String, startingAt location: SourceLocation) -> SourceLocation {
        var location = location
        location.column += 1
        for scalar in pattern.unicodeScalars.prefix(offset) {
            switch scalar {
            case "\"", "\\", "\u{8}", "\u{C}", "\n", "\r", "\t": location.column += 2
            case _ where scalar.value < 0x20: location.column += 6
            default: location.column += 1
            }
        }
        return location
    }
}
