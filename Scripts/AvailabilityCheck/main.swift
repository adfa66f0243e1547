// Reports every use of a standard library or Foundation declaration that is newer than the
// package's deployment targets, outside a context that guarantees it (`if #available`,
// `guard #available`, or a declaration marked `@available` with that platform's version).
//
// Swift on Linux does not check Apple platforms' availability, so a call that compiles here may
// not compile for iOS 17 or macOS 14. This tool reads what the compiler knows instead: the
// availability of every public declaration of the toolchain's modules (their symbol graphs, from
// `swift-symbolgraph-extract`) and every declaration our code refers to (the type-checked syntax
// tree, from `-dump-ast -dump-ast-format json`, one JSON object per line and source file).
//
// Usage: availability-check TARGETS SYMBOL-GRAPH-DIRECTORY AST-FILE...
//        TARGETS is `iOS=17.0,macOS=14.0,...`, the package's deployment targets.
import Foundation

/// A version as availability writes it: major, minor, patch.
struct Version: Comparable, CustomStringConvertible {
    var parts: [Int]

    init(_ text: String) {
        parts = text.split(separator: ".").map { Int($0) ?? 0 }
    }

    init(symbolGraph: [String: Any]) {
        parts = ["major", "minor", "patch"].map { symbolGraph[$0] as? Int ?? 0 }
    }

    static func < (left: Version, right: Version) -> Bool {
        let count = max(left.parts.count, right.parts.count)
        let pad = { (parts: [Int]) in parts + Array(repeating: 0, count: count - parts.count) }
        return pad(left.parts).lexicographicallyPrecedes(pad(right.parts))
    }

    static func == (left: Version, right: Version) -> Bool { !(left < right) && !(right < left) }

    var description: String {
        var parts = parts
        while parts.count > 2, parts.last == 0 { parts.removeLast() }
        if parts.count == 1 { parts.append(0) }
        return parts.map(String.init).joined(separator: ".")
    }
}

/// Minimum versions by platform: the deployment targets, raised by availability contexts.
typealias Floor = [String: Version]

struct Newer {
    var name: String
    var introduced: [String: Version]
}

let arguments = CommandLine.arguments
guard arguments.count >= 4 else {
    FileHandle.standardError.write(Data("usage: availability-check TARGETS SYMBOL-GRAPH-DIRECTORY AST-FILE...\n".utf8))
    exit(2)
}
var targets: Floor = [:]
for pair in arguments[1].split(separator: ",") {
    let parts = pair.split(separator: "=")
    targets[String(parts[0])] = Version(String(parts[1]))
}

// The declarations that are newer than a deployment target, by USR; and the types among them, by
// the part of their USR that their mangled names contain.
var newer: [String: Newer] = [:]
var newerTypes: [(mangled: String, usr: String)] = []
let graphs = try FileManager.default.contentsOfDirectory(atPath: arguments[2]).filter { $0.hasSuffix(".symbols.json") }
for file in graphs {
    let data = try Data(contentsOf: URL(fileURLWithPath: arguments[2]).appendingPathComponent(file))
    guard let graph = try JSONSerialization.jsonObject(with: data) as? [String: Any], let symbols = graph["symbols"] as? [[String: Any]] else {
        continue
    }
    // A protocol's requirement that is newer than the protocol (`FixedWidthInteger.&*` from
    // iOS 18) is met by older witnesses, which are what a concrete type's call reaches: the
    // syntax tree names the requirement, so requirements are not checked.
    let requirements = Set(
        (graph["relationships"] as? [[String: Any]] ?? []).filter { ($0["kind"] as? String ?? "").hasSuffix("equirementOf") }
            .compactMap { $0["source"] as? String })
    for symbol in symbols {
        guard let availability = symbol["availability"] as? [[String: Any]],
            let usr = (symbol["identifier"] as? [String: Any])?["precise"] as? String, !requirements.contains(usr)
        else { continue }
        var introduced: [String: Version] = [:]
        for entry in availability {
            guard let domain = entry["domain"] as? String, let floor = targets[domain],
                let version = (entry["introduced"] as? [String: Any]).map(Version.init(symbolGraph:)), version > floor
            else { continue }
            introduced[domain] = version
        }
        guard !introduced.isEmpty else { continue }
        let name = ((symbol["pathComponents"] as? [String]) ?? [usr]).joined(separator: ".")
        newer[usr] = Newer(name: name, introduced: introduced)
        let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String ?? ""
        if ["swift.struct", "swift.class", "swift.enum", "swift.protocol"].contains(kind), usr.hasPrefix("s:") {
            newerTypes.append((String(usr.dropFirst(2)), usr))
        }
    }
}

/// The platforms' floors that an `@available` attribute list or `#available` query raises.
func raised(_ floor: Floor, by entries: [[String: Any]], versionKey: String) -> Floor {
    var floor = floor
    for entry in entries {
        guard let domain = entry["domain"] as? String, let text = entry[versionKey] as? String, floor[domain] != nil else { continue }
        floor[domain] = max(floor[domain]!, Version(text))
    }
    return floor
}

/// Every `availability_spec` below a node: the queries of an `#available` condition.
func queries(in node: Any) -> [[String: Any]] {
    if let object = node as? [String: Any] {
        if object["_kind"] as? String == "availability_spec" { return [object] }
        return object.values.flatMap(queries(in:))
    }
    if let array = node as? [Any] { return array.flatMap(queries(in:)) }
    return []
}

func hasAvailableQuery(_ node: Any) -> Bool {
    if let object = node as? [String: Any] {
        if object["_kind"] as? String == "#available" { return true }
        return object.values.contains(where: hasAvailableQuery)
    }
    if let array = node as? [Any] { return array.contains(where: hasAvailableQuery) }
    return false
}

var problems: Set<String> = []
var file = ""
var lineStarts: [Int] = []

func line(at offset: Int) -> Int {
    var low = 0
    var high = lineStarts.count
    while low + 1 < high {
        let middle = (low + high) / 2
        if lineStarts[middle] <= offset { low = middle } else { high = middle }
    }
    return low + 1
}

func report(_ usr: String, at offset: Int?, under floor: Floor) {
    guard let declaration = newer[usr] else { return }
    let above = declaration.introduced.filter { $0.value > floor[$0.key]! }.sorted { $0.key < $1.key }
    guard !above.isEmpty else { return }
    let versions = above.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    let targetsText = above.map { "\($0.key) \(targets[$0.key]!)" }.joined(separator: ", ")
    let place = offset.map { "\(file):\(line(at: $0))" } ?? file
    problems.insert(
        "\(place): error: '\(declaration.name)' is only available from \(versions), after the deployment targets \(targetsText): "
            + "use what those have, or check with #available")
}

func walk(_ node: Any, floor: Floor, offset: Int?) {
    if let array = node as? [Any] {
        // In a brace, a `guard #available` raises the floor of what follows it.
        var floor = floor
        for element in array {
            walk(element, floor: floor, offset: offset)
            if let object = element as? [String: Any], object["_kind"] as? String == "guard_stmt", let conditions = object["conditions"],
                hasAvailableQuery(conditions)
            {
                floor = raised(floor, by: queries(in: conditions), versionKey: "version")
            }
        }
        return
    }
    guard let object = node as? [String: Any] else { return }
    var floor = floor
    var offset = offset
    if let range = object["range"] as? [String: Any], let start = range["start"] as? Int { offset = start }
    if let attributes = object["attrs"] as? [[String: Any]] {
        floor = raised(floor, by: attributes.filter { $0["_kind"] as? String == "available_attr" }, versionKey: "introduced")
    }
    if let usr = object["decl_usr"] as? String { report(usr, at: offset, under: floor) }
    if let type = object["type"] as? String, type.hasPrefix("$s") {
        for (mangled, usr) in newerTypes where type.contains(mangled) { report(usr, at: offset, under: floor) }
    }
    if object["_kind"] as? String == "if_stmt", let conditions = object["conditions"], hasAvailableQuery(conditions) {
        let guarded = raised(floor, by: queries(in: conditions), versionKey: "version")
        for (key, value) in object {
            walk(value, floor: key == "then_stmt" ? guarded : floor, offset: offset)
        }
        return
    }
    for value in object.values { walk(value, floor: floor, offset: offset) }
}

var files = 0
for path in arguments.dropFirst(3) {
    // One tree a source file, each on its own line or one after another on the same line.
    let text = try String(contentsOfFile: path, encoding: .utf8)
        .replacingOccurrences(of: "}{\"_kind\":\"source_file\"", with: "}\n{\"_kind\":\"source_file\"")
    for line in text.split(separator: "\n") where line.hasPrefix("{") {
        guard let tree = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else { continue }
        file = tree["filename"] as? String ?? path
        let source = (try? Data(contentsOf: URL(fileURLWithPath: file))) ?? Data()
        lineStarts = [0] + source.enumerated().filter { $0.element == UInt8(ascii: "\n") }.map { $0.offset + 1 }
        files += 1
        walk(tree, floor: targets, offset: nil)
    }
}
for problem in problems.sorted() { print(problem) }
let uses = problems.count == 1 ? "use" : "uses"
print("\(files) files against \(newer.count) declarations newer than the deployment targets: \(problems.count) \(uses) outside an availability check")
exit(problems.isEmpty && files > 0 ? 0 : 1)
