/// A passed-through Swift type as a graph spells it (`Character`, `Catalog.Item?`,
/// `[String: [Int]]`, `Set<Tag>`), read by a small grammar so that only what is certain to be
/// one type reaches generated code:
///
///     type     := base "?"*
///     base     := "[" type (":" type)? "]" | path
///     path     := name generics? ("." name generics?)*
///     generics := "<" type ("," type)* ">"
///
/// A space may follow `,` and stand on either side of `:`; nowhere else. Names are identifiers
/// that are neither keywords nor `Type` or `Protocol`. `Int!`, `Int ?`, `A, B`, tuples,
/// functions and `any P` are not types a destination can carry.
struct TypeSpelling {
    /// The first name of every path in the type (`Catalog` and `Tag` in `[Catalog.Item: Tag]`):
    /// the names that lookup starts from, which a case or member of the same name would hide.
    private(set) var leadingNames: [String] = []

    private var bytes: [UInt8]
    private var position = 0

    /// Why a type spelling cannot be the type of a parameter or result of the destination enum
    /// `enumType`, or `nil` when it can. Cases do not hide types, but the enum's nested
    /// `Requests` does, and the enum itself would make it recursive.
    @_optimize(none) static func problem(_ spelling: String, in enumType: String) -> String? {
        guard let type = TypeSpelling(spelling) else {
            return "'\(spelling)' is not a Swift type"
        }
        if spelling == "Never" || spelling == "Swift.Never" {
            return
                "'\(spelling)' has no values, so a destination that carries it could never be made, and Swift warns that its code never runs; remove the parameter, or the destination"
        }
        if type.leadingNames.contains("Requests") {
            return "'\(spelling)' names 'Requests', which inside the generated enum is its nested Requests type; qualify the type with its module"
        }
        if type.leadingNames.contains(enumType) {
            return "'\(spelling)' contains the enum '\(enumType)' itself, which would make it recursive"
        }
        return nil
    }

    /// Reads a type; `nil` when the text is not one.
    @_optimize(none) init?(_ text: String) {
        bytes = Array(text.utf8)
        guard readType(), position == bytes.count else {
            return nil
        }
    }

    @_optimize(none) private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    @_optimize(none) private mutating func take(_ character: Unicode.Scalar) -> Bool {
        guard current == UInt8(ascii: character) else { return false }
        position += 1
        return true
    }

    @_optimize(none) private mutating func skipSpace() {
        while current == UInt8(ascii: " ") { position += 1 }
    }

    @_optimize(none) private mutating func readType() -> Bool {
        guard readBase() else { return false }
        while take("?") {}
        return true
    }

    @_optimize(none) private mutating func readBase() -> Bool {
        if take("[") {
            guard readType() else { return false }
            skipSpace()
            if take(":") {
                skipSpace()
                guard readType() else { return false }
            }
            return take("]")
        }
        guard let first = readName() else { return false }
        leadingNames.append(first)
        guard readGenerics() else { return false }
        while take(".") {
            guard readName() != nil, readGenerics() else { return false }
        }
        return true
    }

    @_optimize(none) private mutating func readGenerics() -> Bool {
        guard take("<") else { return true }
        repeat {
            skipSpace()
            guard readType() else { return false }
        } while take(",")
        return take(">")
    }

    @_optimize(none) private mutating func readName() -> String? {
        let start = position
        while let byte = current,
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
        {
            position += 1
        }
        let name = String(decoding: bytes[start..<position], as: UTF8.self)
        guard SwiftNames.isIdentifier(name), !SwiftNames.keywords.contains(name), name != "Type", name != "Protocol" else {
            return nil
        }
        return name
    }
}
