/// The shop's model objects, in a module of their own that features pass between screens.
///
/// `nonisolated`, because this module isolates its code to the main actor by default: a
/// destination that carries an item is compared, hashed and saved off the main actor, so the
/// item's `Hashable` and `Codable` conformances must not be isolated to it.
nonisolated public struct Item: Hashable, Sendable, Codable {
    public var identifier: Int
    public var name: String

    public init(identifier: Int, name: String) {
        self.identifier = identifier
        self.name = name
    }
}
