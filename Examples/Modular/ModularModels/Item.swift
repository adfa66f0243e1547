/// The shop's model objects, in a module of their own that features pass between screens.
public struct Item: Hashable, Sendable, Codable {
    public var identifier: Int
    public var name: String

    public init(identifier: Int, name: String) {
        self.identifier = identifier
        self.name = name
    }
}
