/// A JSON value with the place it starts at.
struct JSONNode: Sendable {
    var value: JSONValue
    var location: SourceLocation

    /// The JSON type's name, for messages: "a string", "an object".
    @_optimize(none) var kindDescription: String {
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

    @_optimize(none) init(members: [Member]) {
        // By index, as ObjectReader reads: every object of every graph is made here, most from
        // no members.
        var index = 0
        while index < members.count {
            append(members[index])
            index += 1
        }
    }

    @_optimize(none) mutating func append(_ member: Member) {
        // Room for a few members at the first: nearly every object of a graph has two to six,
        // and each time an array grows from empty is a reallocation, in the debug build the
        // plugin runs a generic call several deep.
        if members.isEmpty {
            members.reserveCapacity(4)
            keys.reserveCapacity(4)
        }
        members.append(member)
        keys.append(member.key)
    }

    /// The key of the member at `index`, read without copying the member.
    @_optimize(none) func key(at index: Int) -> String { keys[index] }

    @_optimize(none) subscript(key: String) -> Member? {
        // No `Optional.map`: a generic call with a closure in the debug build the plugin runs,
        // and every member of every graph is looked up here.
        guard let index = firstIndex(of: key) else { return nil }
        return members[index]
    }

    /// The index of the member with this key.
    @_optimize(none) func firstIndex(of key: String) -> Int? {
        Self.index(of: key, in: keys)
    }

    /// The index of the first of `keys` that is `key`: an index loop over the buffer rather
    /// than `firstIndex(of:)` or `contains`, whose generic iteration in the debug build the plugin
    /// runs costs more than the comparisons. Every object of every graph is looked up once for
    /// each key it may have, and checked against the keys its kind allows.
    @_optimize(none) static func index(of key: String, in keys: [String]) -> Int? {
        keys.withUnsafeBufferPointer { keys in
            // By pointer: a buffer's subscript checks its bounds by calls in that build.
            guard let base = keys.baseAddress else { return nil }
            var index = 0
            while index < keys.count {
                if base[index] == key { return index }
                index += 1
            }
            return nil
        }
    }
}
