/// A JSON value with the place it starts at.
struct JSONNode: Sendable {
    var value: JSONValue
    var location: SourceLocation

    /// The JSON type's name, for messages: "a string", "an object".
    var kindDescription: String {
        switch value {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}

/// A JSON value. Objects keep their members in file order.
enum JSONValue: Sendable {
    case object(JSONObject)
    case array([JSONNode])
    case string(String)
    /// A number, kept as written so that `1` and `1.0` stay apart.
    case number(String)
    case bool(Bool)
    case null
}

/// A JSON object's members in file order, each key with its place.
struct JSONObject: Sendable {
    struct Member: Sendable {
        var key: String
        var keyLocation: SourceLocation
        var value: JSONNode
    }

    private(set) var members: [Member] = []
    /// Each member's key, in the members' order: what looking a member up reads. The compiler
    /// runs as a debug build in users' builds, where reading a key from `members` copies the
    /// whole member, its value and locations, and every object of a graph is looked up once
    /// for each key it may have.
    private var keys: [String] = []

    init(members: [Member]) {
        for member in members { append(member) }
    }

    mutating func append(_ member: Member) {
        members.append(member)
        keys.append(member.key)
    }

    /// The key of the member at `index`, read without copying the member.
    func key(at index: Int) -> String { keys[index] }

    subscript(key: String) -> Member? {
        firstIndex(of: key).map { members[$0] }
    }

    /// The index of the member with this key.
    func firstIndex(of key: String) -> Int? {
        // An index loop over the buffer rather than `first(where:)`: the closure and generic
        // iteration of a debug build cost more than the comparison.
        keys.withUnsafeBufferPointer { keys in
            var index = 0
            while index < keys.count {
                if keys[index] == key { return index }
                index += 1
            }
            return nil
        }
    }
}
