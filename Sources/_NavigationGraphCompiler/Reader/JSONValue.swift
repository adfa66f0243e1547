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

    var members: [Member]

    subscript(key: String) -> Member? {
        firstIndex(of: key).map { members[$0] }
    }

    /// The index of the member with this key.
    func firstIndex(of key: String) -> Int? {
        // An index loop over the buffer rather than `first(where:)` or the array's subscript:
        // the compiler runs as a debug build in users' builds, where the closure and generic
        // iteration cost more than the comparison, and the array's subscript copies a whole
        // member (its strings and value) to read its key.
        members.withUnsafeBufferPointer { members in
            var index = 0
            while index < members.count {
                if members[index].key == key { return index }
                index += 1
            }
            return nil
        }
    }
}
