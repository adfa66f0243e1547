import Foundation

/// The routes of a router as one block of bytes that matching walks: a trie of path segments
/// under each location, with one hash table for every literal step, so that matching a URL reads
/// the URL's bytes once and allocates nothing.
///
/// The same bytes are made two ways: by ``DeepLinkRouter`` from patterns when it is created, and
/// by navgraph at build time, which writes them into generated code as a `StaticString` that the
/// app's binary carries (see ``DeepLinkRouteTable``): a generated router parses no pattern. A
/// table is decoded once when it is made, every number to a native `UInt32` in its place, so
/// that matching reads each field with one load (a table of a thousand features, 2.4 MiB, in
/// well under a millisecond; `Scripts/router-benchmark.sh` measures it).
///
/// ## Layout
///
/// Every number is 4 digits of 7 bits each, lowest first, each stored as a byte 32 above it
/// (modulo 128): every byte is ASCII, small numbers are printable, and the whole table can be
/// written as a Swift string literal. Offsets count from the table's start.
///
/// - Header: the magic `NGR5` (the format's version), then the slot count (a power of two), the
///   offset of the slots, the route count, the offset of the route index, the deepest node's
///   depth, the offset of the text (every byte before it but the magic is a number), the exact
///   paths' slot count (a power of two, or 0), the offset of their slots and the offset of the
///   build plans (0 for none; absent before plans, when the slots follow). Bytes of any other
///   format (the `NGR3` and `NGR4` of navgraph's development, which no release wrote) read as
///   a table that matches nothing; generated code that holds one declares a version of
///   generated code this runtime marks unavailable, so it fails to compile with a message that
///   says to regenerate.
/// - Slots: the offset of a node with a tag of its key's hash (see ``SlotLayout``), or 0 for
///   an empty slot. A node is found by hashing its key, and probing linearly: a location's root
///   has parent 0 and the key `scheme://host` in lower case, hashed by ``rootHash(_:)``; any
///   other node has the decoded path segment that leads to it, hashed with its parent's offset
///   by ``Hasher``. A probe reads a node only when its slot's tag is the key's.
/// - Exact paths' slots: the offset of an exact path's entry, tagged the same way, or 0. A
///   route that a node ends at by literal steps alone (ASCII, and most routes are such) has its
///   whole path as one key, hashed by ``exactHash(root:_:endsInPlaceholder:)``: a URL with no escape whose path
///   is that route's finds it with one hash and two lines of the table (the entry and the
///   record), and no walk. It is the route the walk would offer first, since the walk tries
///   literal steps first (at 1000 features, 175 against 185 ns a URL in paired rounds with a
///   `URLComponents` parse, and 149 against 157 ns in turn).
/// - Route index: the offset of each route's record.
/// - Nodes, in a fixed order (roots by key, then children by their segment's bytes), each
///   followed by the record of the route that ends at it, if it is the first node that route
///   ends at: a match that ends at a node reads its route from the next line of the table, not
///   from a line far away (at 1000 features, 180 against 187 ns a URL); then by its exact
///   path's entry, if it has one. Then the records of the routes that end at no node, or at
///   another node first. Then, for each node that more than one route of the same shape ends
///   at (routes that differ in the query keys they require), its later routes: their count and
///   records for the routes that end there, then for the catch-alls. A table without them, as
///   navgraph wrote before, reads the same. Readers follow offsets only, so the order is the
///   writer's choice.
/// - A node is 12 numbers: parent, key offset, key length, placeholder child, the record of
///   the route that ends here and is tried first (0 for none), the record of the catch-all route
///   that starts here and is tried first, flags (1: it has literal children; 2: its key is in
///   place; the rest, shifted by 2, the offset of its later routes, or 0), depth; then, for a key
///   of at most 16 ASCII bytes, the key itself padded with spaces (which, being ASCII, are also
///   4 numbers once decoded). A node names its routes' records rather than their indexes, and
///   holds its key when it can, so that each step of a match reads one line of the table.
/// - Records: case index, feature, the number of the pattern's segments before any catch-all,
///   whether it ends in a catch-all, the path's placeholder count, the query key count, the
///   destination's parameter count, the route's index; then each placeholder as position, name offset, name length;
///   then each query key as key offset, key length, name offset, name length; then, for each of
///   the destination's parameters in declaration order, where the route binds it: 0 for nowhere,
///   `1 + i` for placeholder `i`, `1 + placeholders + k` for query key `k`. Generated code reads
///   a value by its parameter's position, so finding it takes no name comparison.
/// - Exact path entries: 3 numbers (the route's record; the node's depth times 2, plus 1 when a
///   node on the way has a placeholder child or a catch-all, so that the walk would have had
///   another route to come back to; the location's length plus the path's times 4096, plus
///   2^27 for a placeholder's path), then the location's key in lower case and the path (the
///   steps' keys joined by `/`), each raw and padded with spaces to a whole number of words, as
///   a node's key in place. A *placeholder's path* is that of a placeholder child that a route
///   ends at, under a node reached by literal steps: its parent's path, hashed with its
///   location's hash mixed with `placeholderSeed`. A URL whose whole path no entry holds looks
///   up the path before its last segment as one, and finds `/items/{id}` for `/items/42`
///   with two hashes and no walk, when the walk would try no route before it: every literal
///   sibling that a route ends at has an exact path of its own, which the URL's whole path
///   would have found.
/// - Build plans, in a table made with them (a feature's, and a router's made at run time): how
///   to build each destination's URL, by its case index (see
///   ``writePlans(_:_:into:text:)``). The header's ninth number is their offset, or 0; a table
///   whose slots start after eight numbers was written before plans and has none.
/// - Text: the keys and names the records and plans point at.
///
/// ## Compact form
///
/// A generated feature handler carries its table in compact form, `NGR6` (``compacted(_:)``): the
/// magic, the offset of the text as one number of 4 digits, then every number of the table
/// before its text in as few bytes as it needs, then the text. Decoding puts each number where
/// the table's own form would have it, so offsets and everything that reads the table are the
/// same. It reads one digit at a time, where the table's own form decodes several numbers at
/// once, so an app's table over every feature, which the first deep link decodes, is compact
/// only while it is small, and keeps its own form past 512 kB (at 1,000 features, 0.11 to
/// 0.17 ms against 0.95 to 1.43 ms compact; ``DeepLinkRouteTable/appLiteral(_:)``).
@usableFromInline
struct RouteTable: @unchecked Sendable {
    // `@unchecked`: the decoded bytes are never written after the table is made, and `owner`
    // keeps them alive.

    /// The table with every number decoded to a native `UInt32` in its place, so that reading a
    /// field is one load; the magic and the text as they were. The ``Prefix`` comes before it.
    let base: UnsafePointer<UInt8>
    private let owner: Storage?

    // Two words, so that a table, and every match that carries one, is passed in registers:
    // with the three numbers of the prefix as stored properties too, each call that captured a
    // table copied it through memory, and reading it back waited for those stores.

    /// What decoding found, written in the decoded bytes just before the table, on the header's
    /// line: numbers that are not the table's own, or that a table of a format before this one
    /// does not hold.
    struct Prefix {
        /// The size of the encoded table, in bytes: what an app's binary carries.
        var count: Int
        /// The number of slots of exact paths (a power of two), 0 for none.
        var exactSlotCount: UInt32
        /// Where the slots of exact paths start.
        var exactSlotsOffset: UInt32

        /// The bytes before `base`: a whole number of the prefix's alignment, so that the table
        /// after it is aligned as the prefix is.
        static var size: Int { MemoryLayout<Prefix>.stride }
    }

    @inline(__always)
    private var prefix: Prefix { UnsafeRawPointer(base - Prefix.size).load(as: Prefix.self) }

    /// The size of the encoded table, in bytes: what an app's binary carries.
    var count: Int { prefix.count }
    /// The number of slots of exact paths (a power of two), 0 for none: a table of the format
    /// before this one has none, and is matched by its trie alone.
    var exactSlotCount: Int { Int(prefix.exactSlotCount) }
    private var exactSlotsOffset: Int { Int(prefix.exactSlotsOffset) }

    /// The decoded bytes of a table, after its prefix: a line of 64 bytes holds the prefix and
    /// the start of the header.
    private final class Storage {
        let pointer: UnsafeMutableRawPointer

        init(byteCount: Int) {
            pointer = .allocate(byteCount: Prefix.size + max(byteCount, 4), alignment: 64)
        }

        deinit { pointer.deallocate() }
    }

    static let magic: [UInt8] = Array("NGR5".utf8)
    /// The magic of the same table written compactly (``compacted(_:)``).
    static let compactMagic: [UInt8] = Array("NGR6".utf8)
    static let headerSize = 4 + 8 * 4
    /// The numbers at the start of a route's record, before its placeholders.
    static let recordFields = 8
    static let nodeFields = 12
    /// The longest key a node holds in place, as three fields' worth of its bytes.
    static let inlineKeyLength = 16
    /// The numbers at the start of an exact path's entry, before its keys.
    static let exactFields = 3
    /// The longest location and path an exact path's entry holds, as their lengths share one
    /// number: 12 bits, then 15, then the flag `endsInPlaceholder`.
    static let exactLocationLimit = 1 << 12
    static let exactPathLimit = 1 << 15
    /// The top bit of an exact path's lengths: its route takes one more segment, of any text.
    static let endsInPlaceholder = 1 << 27
    /// What a path that ends in a placeholder mixes into its location's hash, so that it takes
    /// other slots than the literal path of the same bytes.
    static let placeholderSeed: UInt32 = 0x5BD1_E995
    /// Flags of a node's field 6.
    static let hasLiteralChildren = 1
    static let hasInlineKey = 2
    /// Where a node's flags hold the offset of its later routes (``alternatives(at:catchAll:)``),
    /// above the two flags: 0 for none.
    static let alternativesShift = 2

    /// A table over bytes made at run time, freed with the last copy of it.
    init(bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { Self.decoded($0) }
    }

    /// A table decoded from a string literal's bytes that lives as long as the process, as the
    /// literal does: neither it nor the values of a URL it matches retain anything. A literal
    /// is decoded once, however often a table is made from it.
    init(literal bytes: UnsafeBufferPointer<UInt8>) {
        guard let address = bytes.baseAddress else {
            self = Self.empty
            return
        }
        let key = Int(bitPattern: address)
        let table = Self.kept.withLock { kept in
            if let table = kept[key] { return table }
            let table = Self.decoded(bytes)
            kept[key] = table
            return table
        }
        self.init(unownedBase: table.base)
    }

    /// The table whose decoded bytes start at `base`, without its owner: for one that `kept`
    /// holds, or for values that live no longer than a call on the table that made them.
    @inline(__always)
    init(unownedBase base: UnsafePointer<UInt8>) {
        self.init(owner: nil, base: base)
    }

    /// The tables that live as long as the process, by the address of their literal's bytes.
    private static let kept = Locked<[Int: RouteTable]>([:])

    private init(owner: Storage?, base: UnsafePointer<UInt8>) {
        self.owner = owner
        self.base = base
    }

    /// A table that matches nothing: a prefix of zeros, before one byte.
    private static var empty: RouteTable {
        RouteTable(owner: nil, base: UnsafePointer((emptyBytes + Prefix.size).assumingMemoryBound(to: UInt8.self)))
    }

    /// Decodes a table: every number before the text to the `UInt32` it stands for, in one pass
    /// that the compiler vectorizes, and the text copied. Bytes that are not a whole table of
    /// this format, or of its compact form, make a table that matches nothing.
    private static func decoded(_ bytes: UnsafeBufferPointer<UInt8>) -> RouteTable {
        guard let start = bytes.baseAddress, bytes.count >= headerSize else {
            return empty
        }
        if bytes.prefix(4).elementsEqual(compactMagic) {
            return decodedCompact(bytes)
        }
        guard let textOffset = textOffset(ofTable: bytes) else {
            return empty
        }
        let source = UnsafeRawPointer(start)
        let storage = Storage(byteCount: bytes.count)
        let target = storage.pointer + Prefix.size
        for offset in stride(from: 4, to: textOffset, by: 4) {
            target.storeBytes(of: decode(source.loadUnaligned(fromByteOffset: offset, as: UInt32.self)), toByteOffset: offset, as: UInt32.self)
        }
        (target + textOffset).copyMemory(from: source + textOffset, byteCount: bytes.count - textOffset)
        return finished(storage, textOffset: textOffset, encodedCount: bytes.count)
    }

    /// Where the text of a table in this runtime's own form starts, after its numbers; `nil` for
    /// bytes that are not such a table, or whose text would start outside them.
    private static func textOffset(ofTable bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let start = bytes.baseAddress, bytes.count >= headerSize, bytes.prefix(4).elementsEqual(magic) else {
            return nil
        }
        let textOffset = Int(decode(UnsafeRawPointer(start).loadUnaligned(fromByteOffset: 4 + 4 * 5, as: UInt32.self)))
        guard textOffset >= headerSize, textOffset <= bytes.count, textOffset % 4 == 0 else {
            return nil
        }
        return textOffset
    }

    /// Decodes a table in its compact form (``compacted(_:)``): each number from the digits it
    /// was written in, into the same place as the table's own form decodes it to, and the text
    /// copied after them. A number that runs past the numbers, a byte that is no digit, or
    /// numbers that do not end where the text starts make a table that matches nothing.
    private static func decodedCompact(_ bytes: UnsafeBufferPointer<UInt8>) -> RouteTable {
        guard let start = bytes.baseAddress else { return empty }
        let textStart = Int(decode(UnsafeRawPointer(start).loadUnaligned(fromByteOffset: 4, as: UInt32.self)))
        guard textStart >= 8, textStart <= bytes.count else { return empty }
        let digitsEnd = start + textStart
        var input = start + 8
        // The header's numbers up to the text's offset, which sizes the decoded table.
        let headerNumbers = 6
        var header: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0, 0, 0)
        let headerRead = withUnsafeMutableBytes(of: &header) { header in
            decodeDigits(from: &input, to: digitsEnd, into: header.baseAddress!, count: headerNumbers)
        }
        let textOffset = Int(header.5)
        let textCount = bytes.count - textStart
        guard headerRead, textOffset >= headerSize, textOffset % 4 == 0, textOffset <= 4 * (textStart - 8 + 1) else {
            return empty
        }
        let storage = Storage(byteCount: textOffset + textCount)
        let target = storage.pointer + Prefix.size
        withUnsafeBytes(of: header) { (target + 4).copyMemory(from: $0.baseAddress!, byteCount: 4 * headerNumbers) }
        let body = (textOffset - 4) / 4 - headerNumbers
        guard decodeDigits(from: &input, to: digitsEnd, into: target + 4 + 4 * headerNumbers, count: body), input == digitsEnd else {
            return empty
        }
        (target + textOffset).copyMemory(from: start + textStart, byteCount: textCount)
        return finished(storage, textOffset: textOffset, encodedCount: bytes.count)
    }

    /// Decodes `count` numbers from their digits at `input`, which it moves past them, into
    /// native `UInt32`s at `output`; `false` at a byte that is no digit, a number of more than
    /// 31 bits, or digits that run to `end`. Most numbers are one digit, which takes one test.
    @inline(__always)
    private static func decodeDigits(
        from input: inout UnsafePointer<UInt8>, to end: UnsafePointer<UInt8>, into output: UnsafeMutableRawPointer, count: Int
    ) -> Bool {
        var output = output
        let outputEnd = output + 4 * count
        while output < outputEnd {
            guard input < end else { return false }
            var byte = input.pointee
            input += 1
            // A last digit, from a byte of 0x20 to 0x5F.
            if byte &- 0x20 < 64 {
                output.storeBytes(of: UInt32(byte &- 0x20), as: UInt32.self)
                output += 4
                continue
            }
            // Digits of 5 bits, from bytes of 0x60 to 0x7F, lowest first, up to the last.
            var value: UInt32 = 0
            var shift: UInt32 = 0
            while byte &- 0x60 < 32 {
                guard shift < 25, input < end else { return false }
                value |= UInt32(byte &- 0x60) << shift
                shift += 5
                byte = input.pointee
                input += 1
            }
            guard byte &- 0x20 < 64 else { return false }
            output.storeBytes(of: value | UInt32(byte &- 0x20) << shift, as: UInt32.self)
            output += 4
        }
        return true
    }

    /// A decoded table, once its numbers and text are in place: what only decoding knows is
    /// written where lookups read it.
    private static func finished(_ storage: Storage, textOffset: Int, encodedCount: Int) -> RouteTable {
        let target = storage.pointer + Prefix.size
        // In place of the magic, which nothing reads once the table is decoded: how its slots
        // hold offsets. It is read from the header's line, which every lookup reads anyway, so
        // that a table's struct, which every value of a match carries, stays small.
        target.storeBytes(of: UInt32(SlotLayout(textOffset: textOffset).offsetBits), as: UInt32.self)
        let exactSlotCount = Int(target.load(fromByteOffset: 4 + 4 * 6, as: UInt32.self))
        let exactSlotsOffset = Int(target.load(fromByteOffset: 4 + 4 * 7, as: UInt32.self))
        // Slots that would lie past the numbers make a table that matches no exact path.
        let hasExactPaths =
            exactSlotCount > 0 && exactSlotCount & (exactSlotCount - 1) == 0 && exactSlotsOffset >= headerSize
            && exactSlotsOffset + 4 * exactSlotCount <= textOffset
        storage.pointer.storeBytes(
            of: Prefix(
                count: encodedCount, exactSlotCount: UInt32(hasExactPaths ? exactSlotCount : 0),
                exactSlotsOffset: UInt32(hasExactPaths ? exactSlotsOffset : 0)),
            as: Prefix.self)
        return RouteTable(owner: storage, base: UnsafePointer(target.assumingMemoryBound(to: UInt8.self)))
    }

    /// The empty table's prefix and byte, aligned as a prefix must be to be loaded.
    private nonisolated(unsafe) static let emptyBytes: UnsafeMutableRawPointer = {
        let bytes = UnsafeMutableRawPointer.allocate(byteCount: Prefix.size + 1, alignment: MemoryLayout<Prefix>.alignment)
        bytes.initializeMemory(as: UInt8.self, repeating: 0, count: Prefix.size + 1)
        return bytes
    }()

    // MARK: - Reading numbers

    /// The number a word of the encoded table stands for: each byte's digit recovered from it
    /// (digits are stored 32 up, so that the small numbers most fields hold are printable
    /// characters in a generated literal, and 0 is a space), then the 4 digits of 7 bits joined.
    @inline(__always)
    static func decode(_ encoded: UInt32) -> UInt32 {
        let word = UInt32(littleEndian: encoded)
        // Setting each byte's top bit first keeps the subtraction of 32 from borrowing from the
        // next byte; masking it off again leaves each byte's digit, modulo 128.
        let digits = ((word | 0x8080_8080) &- 0x2020_2020) & 0x7F7F_7F7F
        // Join digits in pairs (14 bits in each half), then the halves.
        let pairs = digits & 0x007F_007F | (digits >> 1) & 0x3F80_3F80
        return pairs & 0x3FFF | (pairs >> 2) & 0xFFF_C000
    }

    /// The number at `offset`, decoded when the table was made: one load.
    @inline(__always)
    func number(_ offset: Int) -> Int {
        Int(UnsafeRawPointer(base + offset).load(as: UInt32.self))
    }

    @inline(__always)
    private func header(_ field: Int) -> Int { number(4 + 4 * field) }

    /// How the slots hold offsets, which decoding wrote in place of the magic.
    @inline(__always)
    private var slots: SlotLayout { SlotLayout(offsetBits: number(0)) }

    var slotCount: Int { count == 0 ? 0 : header(0) }
    private var slotsOffset: Int { header(1) }
    var routeCount: Int { count == 0 ? 0 : header(2) }
    private var routesOffset: Int { header(3) }
    var maxDepth: Int { count == 0 ? 0 : header(4) & (Self.hasPlaceholderHostsFlag - 1) }
    /// Whether a location of the table has a placeholder host, whose routes a URL goes on to
    /// after its literal host's.
    var hasPlaceholderHosts: Bool { count != 0 && header(4) & Self.hasPlaceholderHostsFlag != 0 }
    /// Whether a route of the table has a segment with literal text around a placeholder.
    var hasAffixedSegments: Bool { count != 0 && header(4) & Self.hasAffixedSegmentsFlag != 0 }
    /// Where the build plans start, or 0 for a table without them: one written before they
    /// existed, whose slots follow a header of 8 numbers, or one made without them.
    var plansOffset: Int { count == 0 || slotsOffset <= Self.headerSize ? 0 : header(8) }

    @inline(__always)
    private func field(_ node: Int, _ index: Int) -> Int { number(node + 4 * index) }

    @inline(__always)
    func text(_ offset: Int, _ length: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base + offset, count: length)
    }

    /// The text that the two numbers at `offset` name, its offset then its length, as
    /// `Writer.text(_:in:)` writes them.
    @inline(__always)
    func textField(_ offset: Int) -> UnsafeBufferPointer<UInt8> {
        text(number(offset), number(offset + 4))
    }

    /// The offset of a route's record.
    @inline(__always)
    func record(_ route: Int) -> Int { number(routesOffset + 4 * route) }

    /// The index of a route's destination in its enum's `navigationCaseNames`, from the offset
    /// of its record.
    func caseIndex(record: Int) -> Int { number(record) }

    /// Which of the merged features a route belongs to, from the offset of its record.
    func feature(record: Int) -> Int { number(record + 4) }

    // MARK: - Hashing

    /// FNV-1a over a parent's offset and a key's bytes: what finds a child from its parent.
    struct Hasher {
        private(set) var value: UInt32

        /// Starts from the parent's offset, every bit of it folded in by one multiplication: the
        /// low bits that pick a slot depend on all of them.
        init(parent: Int) {
            let folded = UInt32(truncatingIfNeeded: (UInt64(truncatingIfNeeded: parent) &* 0x9E37_79B9_7F4A_7C15) >> 32)
            value = (2_166_136_261 ^ folded) &* 16_777_619
        }

        @inline(__always)
        mutating func add(_ byte: UInt8) {
            value = (value ^ UInt32(byte)) &* 16_777_619
        }

        mutating func add(_ bytes: UnsafeBufferPointer<UInt8>) {
            for byte in bytes { add(byte) }
        }
    }

    /// The hash of a location's key, `scheme://host`, in any case: 8 bytes at a time, each byte
    /// with its `0x20` bit set, which folds every letter to lower case (and a few other bytes
    /// together, which only makes them share a hash: keys are compared in full). A root's key
    /// is the longest a URL looks up, and every URL looks one up.
    static func rootHash(_ key: UnsafeBufferPointer<UInt8>) -> UInt32 {
        wordHash(key, seed: 0xCBF2_9CE4_8422_2325 ^ UInt64(truncatingIfNeeded: key.count), setting: 0x2020_2020_2020_2020)
    }

    /// The hash of an exact path: its location's ``rootHash(_:)``, mixed with `placeholderSeed`
    /// for a placeholder's path, then the path's bytes between its leading and trailing `/`, as
    /// they are (a path is compared in its case), 8 at a time.
    static func exactHash(root: UInt32, _ path: UnsafeBufferPointer<UInt8>, endsInPlaceholder: Bool = false) -> UInt32 {
        let root = endsInPlaceholder ? root ^ placeholderSeed : root
        return wordHash(path, seed: (0x8422_2325_CBF2_9CE4 ^ UInt64(root) << 16) ^ UInt64(truncatingIfNeeded: path.count), setting: 0)
    }

    /// FNV-1a from `seed` over `bytes` 8 at a time, each with the bits of `bits` set (the same
    /// bits in every byte), and the last 1 to 7 as one more word; then mixed, as the slot is
    /// picked by the low bits: they get every bit of the product. Bytes with no address hash as
    /// no bytes do.
    @inline(__always)
    private static func wordHash(_ bytes: UnsafeBufferPointer<UInt8>, seed: UInt64, setting bits: UInt64) -> UInt32 {
        var hash = seed
        var tail: UInt64 = 0
        if let start = bytes.baseAddress {
            let raw = UnsafeRawPointer(start)
            var index = 0
            while index + 8 <= bytes.count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                hash = (hash ^ (word | bits)) &* 0x0000_0100_0000_01B3
                index += 8
            }
            let remaining = bytes.count - index
            if remaining > 0 {
                tail = packedTail(raw, count: bytes.count, remaining: remaining) | bits & (1 &<< UInt64(8 * remaining) &- 1)
            }
        }
        hash = (hash ^ tail) &* 0x0000_0100_0000_01B3
        return UInt32(truncatingIfNeeded: ((hash ^ (hash >> 29)) &* 0xBF58_476D_1CE4_E5B9) >> 32)
    }

    /// The last `remaining` bytes (1 to 7) of the `count` at `raw`, packed lowest first into a
    /// word, as a loop over them would: with two loads that may overlap, and no loop, so that
    /// keys of different lengths take the same branches (a loop's exit, taken after a different
    /// number of bytes from one URL to the next, is a branch the processor mispredicts).
    @inline(__always)
    private static func packedTail(_ raw: UnsafeRawPointer, count: Int, remaining: Int) -> UInt64 {
        if count >= 8 {
            // The whole word that ends with the key, less the bytes already hashed.
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
            return word &>> UInt64(8 * (8 - remaining))
        }
        let start = raw + (count - remaining)
        if remaining >= 4 {
            let low = UInt64(UInt32(littleEndian: start.loadUnaligned(as: UInt32.self)))
            let high = UInt64(UInt32(littleEndian: start.loadUnaligned(fromByteOffset: remaining - 4, as: UInt32.self)))
            return low | high &<< UInt64(8 * (remaining - 4))
        }
        if remaining >= 2 {
            let low = UInt64(UInt16(littleEndian: start.loadUnaligned(as: UInt16.self)))
            let high = UInt64(UInt16(littleEndian: start.loadUnaligned(fromByteOffset: remaining - 2, as: UInt16.self)))
            return low | high &<< UInt64(8 * (remaining - 2))
        }
        return UInt64(start.load(as: UInt8.self))
    }

    // MARK: - Finding nodes

    /// The root of the location a URL's `scheme://host` names, compared case-insensitively with
    /// the table's key, which is in lower case: hashed as it is read, with no copy.
    ///
    /// - Parameter key: The URL's bytes from its start to the end of its host: `URLParts` refuses
    ///   user information and ports, so these are exactly `scheme://host`.
    func root(_ key: UnsafeBufferPointer<UInt8>) -> Int? {
        root(key, hash: Self.rootHash(key))
    }

    /// The root of a location whose ``rootHash(_:)`` is already known.
    @inline(__always)
    func root(_ key: UnsafeBufferPointer<UInt8>, hash: UInt32) -> Int? {
        guard slotCount > 0 else { return nil }
        return find(parent: 0, hash: hash, length: key.count) { node in
            if field(node, 6) & Self.hasInlineKey != 0 {
                return inlineKey(of: node, equals: key, lowercasing: true)
            }
            return Self.equalIgnoringCase(lowercased: text(field(node, 1), key.count), key)
        }
    }

    /// Whether `text` is `lowercased` in any case: one `memcmp` when it is already in lower case,
    /// as nearly every URL is.
    @inline(__always)
    static func equalIgnoringCase(lowercased: UnsafeBufferPointer<UInt8>, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
        if equal(lowercased, text) { return true }
        guard lowercased.count == text.count else { return false }
        for index in 0..<text.count where PercentEncoding.lowercased(text[index]) != lowercased[index] {
            return false
        }
        return true
    }

    /// The child a decoded segment leads to from a node.
    @inline(__always)
    func literalChild(of node: Int, _ segment: UnsafeBufferPointer<UInt8>) -> Int? {
        guard field(node, 6) & Self.hasLiteralChildren != 0 else { return nil }
        var hasher = Hasher(parent: node)
        hasher.add(segment)
        return find(parent: node, hash: hasher.value, length: segment.count) { child in
            if field(child, 6) & Self.hasInlineKey != 0 {
                return inlineKey(of: child, equals: segment, lowercasing: false)
            }
            return Self.equal(text(field(child, 1), segment.count), segment)
        }
    }

    /// Whether the key a node holds in place (an ASCII key of at most ``inlineKeyLength``
    /// bytes, its bytes padded with spaces written into fields 8 to 11, which decoding turned
    /// into numbers) is `bytes`, of the same length: `bytes` are packed and decoded the same
    /// way, 4 at a time, and compared as numbers. Reading the key from the node, not from the
    /// text, saves a large table a cache miss per step.
    @inline(__always)
    func inlineKey(of node: Int, equals bytes: UnsafeBufferPointer<UInt8>, lowercasing: Bool) -> Bool {
        packedKey(at: node + 32, equals: bytes, lowercasing: lowercasing)
    }

    /// Whether the ASCII key written raw at `offset`, padded with spaces to a whole number of
    /// words (which decoding turned into numbers), is `bytes`, of the same length: see
    /// ``inlineKey(of:equals:lowercasing:)``.
    @inline(__always)
    func packedKey(at offset: Int, equals bytes: UnsafeBufferPointer<UInt8>, lowercasing: Bool) -> Bool {
        guard let start = bytes.baseAddress else { return bytes.isEmpty }
        let raw = UnsafeRawPointer(start)
        var index = 0
        var field = offset
        while index < bytes.count {
            var chunk: UInt32
            if bytes.count - index >= 4 {
                chunk = UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt32.self))
            } else {
                // The last 1 to 3 bytes, padded with spaces as the key is.
                let pair =
                    bytes.count - index >= 2
                    ? UInt32(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt16.self))) : UInt32(start[index])
                switch bytes.count - index {
                case 1: chunk = pair | 0x2020_2000
                case 2: chunk = pair | 0x2020_0000
                default: chunk = pair | UInt32(start[index + 2]) << 16 | 0x2000_0000
                }
            }
            // Decoding drops a byte's top bit: a byte past ASCII is never an inline key's.
            guard chunk & 0x8080_8080 == 0 else { return false }
            if lowercasing {
                // Each byte from `A` to `Z` (all below 0x80) gets its 0x20 bit: adding 0x3F sets the
                // top bit from `A` up, adding 0x25 from past `Z` up, with no carry between bytes.
                chunk |= ((chunk &+ 0x3F3F_3F3F) & ~(chunk &+ 0x2525_2525) & 0x8080_8080) >> 2
            }
            guard Self.decode(chunk) == UInt32(truncatingIfNeeded: number(field)) else { return false }
            index += 4
            field += 4
        }
        return true
    }

    /// Whether two byte ranges hold the same bytes: a plain loop over the few bytes of most keys,
    /// where calling `memcmp` costs more than it saves, and `memcmp` over more (either is several
    /// times faster than `elementsEqual`).
    @inline(__always)
    static func equal(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>) -> Bool {
        guard first.count == second.count else { return false }
        guard let left = first.baseAddress, let right = second.baseAddress else { return first.count == 0 }
        guard first.count > 8 else {
            for index in 0..<first.count where left[index] != right[index] { return false }
            return true
        }
        return memcmp(left, right, first.count) == 0
    }

    @inline(__always)
    private func find(parent: Int, hash: UInt32, length: Int, _ matches: (_ node: Int) -> Bool) -> Int? {
        probe(slotsAt: slotsOffset, count: slotCount, hash: hash) { node in
            field(node, 0) == parent && field(node, 2) == length && matches(node)
        }
    }

    /// The node or entry that `matches`, from the first of `count` slots at `offset` to hold it, probing
    /// linearly from the slot `hash` picks to an empty one. A slot whose tag is not the key's
    /// holds another key: its node or entry is not read.
    @inline(__always)
    private func probe(slotsAt offset: Int, count: Int, hash: UInt32, _ matches: (_ found: Int) -> Bool) -> Int? {
        let mask = count - 1
        let tag = slots.tag(hash)
        var slot = Int(hash) & mask
        while true {
            let stored = number(offset + 4 * slot)
            if stored == 0 { return nil }
            if slots.tag(of: stored) == tag {
                let found = slots.offset(of: stored)
                if matches(found) { return found }
            }
            slot = (slot + 1) & mask
        }
    }

    /// The entry of the exact path `path` under the location `scheme://host` whose hash is
    /// `rootHash`: the location compared in any case, the path in its own.
    ///
    /// - Parameter path: The URL's path between its leading and trailing `/`, with no escape.
    @inline(__always)
    func exactEntry(
        location: UnsafeBufferPointer<UInt8>, rootHash: UInt32, path: UnsafeBufferPointer<UInt8>, endsInPlaceholder: Bool = false
    ) -> Int? {
        guard location.count < Self.exactLocationLimit, path.count < Self.exactPathLimit else { return nil }
        let lengths = location.count | path.count << 12 | (endsInPlaceholder ? Self.endsInPlaceholder : 0)
        let hash = Self.exactHash(root: rootHash, path, endsInPlaceholder: endsInPlaceholder)
        return probe(slotsAt: exactSlotsOffset, count: exactSlotCount, hash: hash) { entry in
            number(entry + 8) == lengths
                && packedKey(at: entry + 4 * Self.exactFields, equals: location, lowercasing: true)
                && packedKey(at: entry + 4 * Self.exactFields + Self.paddedLength(location.count), equals: path, lowercasing: false)
        }
    }

    /// The bytes a key written raw takes: a whole number of words.
    @inline(__always)
    static func paddedLength(_ count: Int) -> Int { (count + 3) & ~3 }

    /// The record of the route an exact path's entry stands for.
    @inline(__always) func exactRecord(_ entry: Int) -> Int { number(entry) }
    /// The depth of the node an exact path ends at: its number of segments.
    @inline(__always) func exactDepth(_ entry: Int) -> Int { number(entry + 4) >> 1 }
    /// Whether the walk would have had other routes to come back to on the way to the node.
    @inline(__always) func exactHasMore(_ entry: Int) -> Bool { number(entry + 4) & 1 != 0 }

    @inline(__always) func parameterChild(of node: Int) -> Int? { nonZero(field(node, 3)) }
    /// The record of the route that ends at a node: its offset, never 0.
    @inline(__always) func routeEnding(at node: Int) -> Int? { nonZero(field(node, 4)) }
    /// The record of the route whose catch-all starts at a node.
    @inline(__always) func catchAllRoute(at node: Int) -> Int? { nonZero(field(node, 5)) }
    /// The records of the routes tried at a node after the first, that ends there or whose
    /// catch-all starts there: routes of the same shape that require fewer query keys. Read only
    /// when the first is refused.
    func alternatives(at node: Int, catchAll: Bool) -> (start: Int, count: Int) {
        let offset = field(node, 6) >> Self.alternativesShift
        guard offset != 0 else { return (0, 0) }
        let routes = number(offset)
        if !catchAll {
            return (offset + 4, routes)
        }
        let catchAllsStart = offset + 4 + 4 * routes
        return (catchAllsStart + 4, number(catchAllsStart))
    }

    /// A node's children of segments with literal text around a placeholder, after its later
    /// routes: where the first entry starts and how many there are, in the order they are tried.
    /// Only for a table with such segments (``hasAffixedSegments``), whose every block of later
    /// routes says how many it has.
    /// Each entry is 5 numbers: the prefix's text offset and length, the suffix's, the child.
    func affixedChildren(of node: Int) -> (start: Int, count: Int) {
        let catchAlls = alternatives(at: node, catchAll: true)
        guard catchAlls.start != 0 else { return (0, 0) }
        let start = catchAlls.start + 4 * catchAlls.count
        return (start + 4, number(start))
    }

    /// Whether a decoded segment is the literal text of the affixed child at `entry`, around at
    /// least one byte; the child's offset when it is.
    @inline(__always)
    func affixedChild(at entry: Int, fitting segment: UnsafeBufferPointer<UInt8>) -> Int? {
        let prefix = textField(entry)
        let suffix = textField(entry + 8)
        guard segment.count > prefix.count + suffix.count,
            Self.equal(UnsafeBufferPointer(rebasing: segment[..<prefix.count]), prefix),
            Self.equal(UnsafeBufferPointer(rebasing: segment[(segment.count - suffix.count)...]), suffix)
        else { return nil }
        return number(entry + 16)
    }
    @inline(__always) func depth(of node: Int) -> Int { field(node, 7) }

    @inline(__always)
    private func nonZero(_ value: Int) -> Int? { value == 0 ? nil : value }
}

// MARK: - Slots

extension RouteTable {
    /// How a slot holds the offset of a node or of an exact path's entry, with a few bits of
    /// its key's hash: a probe that meets another key's slot tells it by those bits, without
    /// reading that node or entry from a line of the table far away.
    ///
    /// A slot is one number of 28 bits: the offset in its low bits, as many as the offsets
    /// before the text need, then the *tag*, the top bits of the key's hash, in the bits left.
    /// The low bits of the hash pick the slot, so the tag tells apart keys whose slots are
    /// near. A table of a thousand features, 2.5 MB, needs 22 bits for an offset, which leaves
    /// 6 for the tag: 1 probe in 64 over another key reads its node or entry, where each did
    /// before (a lookup made about 1.5 probes). Slots of the formats before hold plain offsets,
    /// with no tag; so does a table too large to leave the tag a bit.
    struct SlotLayout {
        /// The low bits of a slot, which hold the offset; the bits above them, to 28, hold the
        /// tag.
        let offsetBits: Int

        init(offsetBits: Int) {
            self.offsetBits = offsetBits
        }

        /// The layout of a table whose numbers end at `textOffset`: as many bits as the offsets
        /// need.
        init(textOffset: Int) {
            offsetBits = max(1, Int.bitWidth - textOffset.leadingZeroBitCount)
        }

        /// The tag of a key whose hash is `hash`: its top `28 - offsetBits` bits.
        @inline(__always)
        func tag(_ hash: UInt32) -> Int { Int(truncatingIfNeeded: UInt64(hash) &>> UInt64(offsetBits &+ 4)) }

        /// The tag a slot holds.
        @inline(__always)
        func tag(of stored: Int) -> Int { stored &>> offsetBits }

        /// The offset a slot holds.
        @inline(__always)
        func offset(of stored: Int) -> Int { stored & (1 &<< offsetBits &- 1) }

        /// What a slot holds for the node or entry at `offset`, whose key's hash is `hash`.
        func stored(_ offset: Int, hash: UInt32) -> Int { tag(hash) << offsetBits | offset }
    }
}

// MARK: - Making a table

extension RouteTable {
    /// A route as the encoder sees it.
    struct EncodedRoute {
        var caseIndex: Int
        var feature: Int
        var pattern: DeepLinkPattern?
        /// The destination's parameter names in declaration order; empty when values are only
        /// read by name (a router made at run time).
        var parameters: [String] = []
        /// The parameter that receives the URL's host, of a feature with a placeholder host
        /// (`{server}`), when the destination has it and the pattern does not bind it.
        var hostParameter: String?
        /// Whether every value the route binds reads back as the value it was written from, and
        /// the route binds every parameter: a built-in type or a graph's enum, no value pattern,
        /// no default that an absent optional or array would take. navgraph knows it; a router
        /// made at run time does not.
        var valuesRoundTrip = false

        /// The placeholders the record lists: the host's first, then the path's, each with its
        /// place (``RouteTable/placeholderPlace(position:prefix:suffix:)``, or
        /// ``RouteTable/hostPosition`` for the host).
        var placeholders: [(position: Int, name: String)] {
            var placeholders: [(position: Int, name: String)] = hostParameter.map { [(RouteTable.hostPosition, $0)] } ?? []
            let path = pattern?.path ?? []
            // By index: asked once a route of a large app, in the debug build navgraph runs as.
            var position = 0
            while position < path.count {
                defer { position += 1 }
                switch path[position] {
                case .literal: continue
                case .parameter(let name), .catchAll(let name): placeholders.append((min(position, DeepLinkPattern.maximumSegmentCount), name))
                case .affixed(let prefix, let name, let suffix):
                    // Within the fields' bits: a pattern made in code past the limits parsing
                    // keeps is left out of the trie, so that its record is never read.
                    let place = RouteTable.placeholderPlace(
                        position: min(position, DeepLinkPattern.maximumSegmentCount),
                        prefix: min(prefix.utf8.count, DeepLinkPattern.maximumAffixLength),
                        suffix: min(suffix.utf8.count, DeepLinkPattern.maximumAffixLength))
                    placeholders.append((place, name))
                }
            }
            return placeholders
        }
    }

    /// A placeholder's place in its record: its segment's position in 12 bits, then the bytes of
    /// literal text before it and after it in its segment, 8 bits each (see
    /// ``DeepLinkPattern/maximumSegmentCount`` and ``DeepLinkPattern/maximumAffixLength``).
    static func placeholderPlace(position: Int, prefix: Int, suffix: Int) -> Int {
        position | prefix << 12 | suffix << 20
    }

    /// The position a record gives the placeholder of the URL's host: no path segment's.
    static let hostPosition = (1 << 28) - 1
    /// The bit of the header's deepest-depth field that says the table has placeholder hosts.
    static let hasPlaceholderHostsFlag = 1 << 20
    /// The bit of the same field that says a node has children of segments with literal text.
    static let hasAffixedSegmentsFlag = 1 << 21

    /// Whether a node holds its key in place: ASCII, which decoding keeps apart byte for byte,
    /// and short enough.
    static func isInline(_ key: [UInt8]) -> Bool {
        guard key.count <= inlineKeyLength else { return false }
        return PercentEncoding.isASCII(key)
    }

    /// Writes a trie's nodes and routes in the layout above. Nodes are written in a fixed order
    /// (roots by key, then children by their segment's bytes), so the same routes give the same
    /// bytes in any process.
    ///
    /// With `buildPlans`, the table also holds how to build each destination's URL, keyed by its
    /// routes' case index, which must then tell destinations apart (a feature's table, or a
    /// router's whose case indexes are its routes').
    static func encode(_ trie: RouteTrie, routes: [EncodedRoute], buildPlans: Bool = false) -> [UInt8] {
        var writer = Writer()
        let order = trie.nodesInOrder()
        // Offsets of nodes and of text are known before anything is written: header, slots,
        // nodes, route index, routes, then text.
        let slotCount = Self.slotCount(for: order.count { $0.key != nil })
        let slotsOffset = headerSize + 4
        // Every node a route ends at by literal steps alone, all ASCII, from a location that is
        // too: its whole path is one key, found with one hash from the URL.
        let exact = exactPaths(trie, order)
        let exactCount = exact.count { $0 != nil }
        let exactSlotCount = exactCount > 0 ? Self.slotCount(for: exactCount) : 0
        let exactSlotsOffset = slotsOffset + 4 * slotCount
        let routeIndexOffset = exactSlotsOffset + 4 * exactSlotCount
        // Each node, then the record of the route that ends at it: a match that ends there reads
        // the next line, not a line far away. Records no node ends at follow the nodes.
        // Each route's placeholders, worked out once for its size and its record.
        let placeholders = routes.map { $0.placeholders }
        var recordSizes: [Int] = []
        // Loops by index here: a `for` loop over an array is a generic iterator's call, and a
        // lookup of its element's metadata, at each step of the debug build the plugin runs,
        // and these loops run once a node of a large app's trie.
        var index = 0
        while index < routes.count {
            let route = routes[index]
            recordSizes.append(4 * (recordFields + 3 * placeholders[index].count + 4 * (route.pattern?.query.count ?? 0) + route.parameters.count))
            index += 1
        }
        // By node index: every node is in `order`, and the debug build the plugin runs hashes
        // a dictionary's keys through generic code.
        var offsetOfNode = [Int](repeating: 0, count: trie.nodeCount)
        var recordOffsets = [Int](repeating: -1, count: routes.count)
        var recordAfterNode: [Int?] = []
        // Each exact path's entry follows its node and the record after it, if any.
        var exactOffsets: [Int] = []
        var next = routeIndexOffset + 4 * routes.count
        var position = 0
        while position < order.count {
            defer { position += 1 }
            let entry = order[position]
            offsetOfNode[entry.node] = next
            next += 4 * nodeFields
            if let route = trie.node(entry.node).route, recordOffsets[route] < 0 {
                recordOffsets[route] = next
                next += recordSizes[route]
                recordAfterNode.append(route)
            } else {
                recordAfterNode.append(nil)
            }
            if let path = exact[position] {
                exactOffsets.append(next)
                next += 4 * exactFields + paddedLength(path.location.count) + paddedLength(path.path.count)
            } else {
                exactOffsets.append(0)
            }
        }
        // The routes whose records no node is followed by, in route order.
        let trailing = routes.indices.filter { recordOffsets[$0] < 0 }
        for route in trailing {
            recordOffsets[route] = next
            next += recordSizes[route]
        }
        // The later routes of each node that more than one route ends at (or starts a catch-all
        // at): routes of one shape that differ in their required query keys.
        // Then the children of its segments with literal text, when it has some.
        var alternativesOffsets = [Int](repeating: 0, count: order.count)
        let hasAffixes = order.contains { $0.affix != nil }
        if !trie.laterRoutes.isEmpty || !trie.laterCatchAlls.isEmpty || hasAffixes {
            for (position, entry) in order.enumerated() {
                let routes = trie.laterRoutes[entry.node]?.count ?? 0
                let catchAlls = trie.laterCatchAlls[entry.node]?.count ?? 0
                let affixed = hasAffixes ? trie.node(entry.node).affixed.count : 0
                guard routes + catchAlls + affixed > 0 else { continue }
                alternativesOffsets[position] = next
                // In a table with such segments every block says how many it has, 0 included,
                // since the walk reads that count wherever a node has a block.
                next += 4 * (2 + routes + catchAlls) + (hasAffixes ? 4 * (1 + 5 * affixed) : 0)
            }
        }
        // A node's flags hold the offset in 26 bits: a table past 64 MB (no app's) keeps only
        // each node's first route.
        if next >= 1 << (28 - alternativesShift) {
            alternativesOffsets = alternativesOffsets.map { _ in 0 }
        }
        // How to build each destination's URL, by the case index of the route its plans build
        // from.
        let plansByRoute = buildPlans ? trie.plansByRoute : []
        let plans = plansByRoute.isEmpty ? nil : PlanSection(plansByRoute, routes)
        let plansOffset = plans == nil ? 0 : next
        next += 4 * (plans?.fieldCount ?? 0)
        var text = TextPool(start: next)
        let layout = SlotLayout(textOffset: next)

        writer.bytes(magic)
        // A table with a placeholder host says so, in a bit of a field that tables without one
        // leave as they were.
        let hasPlaceholderHosts = order.contains { $0.isPlaceholderHost }
        let depth =
            (order.map { $0.depth }.max() ?? 0) + 1 | (hasPlaceholderHosts ? hasPlaceholderHostsFlag : 0)
            | (hasAffixes ? hasAffixedSegmentsFlag : 0)
        writer.numbers([slotCount, slotsOffset, routes.count, routeIndexOffset, depth, next, exactSlotCount, exactSlotsOffset, plansOffset])
        // Slots.
        var slots = [Int](repeating: 0, count: slotCount)
        var keys: [(offset: Int, length: Int)] = []
        position = 0
        while position < order.count {
            defer { position += 1 }
            let entry = order[position]
            guard let key = entry.key else {
                // A placeholder child: found through its parent, not by a key.
                keys.append((0, 0))
                continue
            }
            // A key the node holds in place needs no text.
            keys.append((Self.isInline(key) ? 0 : text.offset(of: key), key.count))
            let hash: UInt32
            if let parent = entry.parent {
                var hasher = Hasher(parent: offsetOfNode[parent])
                key.withUnsafeBufferPointer { hasher.add($0) }
                hash = hasher.value
            } else {
                hash = key.withUnsafeBufferPointer { Self.rootHash($0) }
            }
            Self.insert(layout.stored(offsetOfNode[entry.node], hash: hash), hash: hash, into: &slots)
        }
        writer.numbers(slots)
        // Exact paths' slots.
        var exactSlots = [Int](repeating: 0, count: exactSlotCount)
        position = 0
        while position < exact.count {
            defer { position += 1 }
            guard let path = exact[position] else { continue }
            let hash = path.location.withUnsafeBufferPointer { location in
                path.path.withUnsafeBufferPointer { Self.exactHash(root: Self.rootHash(location), $0, endsInPlaceholder: path.endsInPlaceholder) }
            }
            Self.insert(layout.stored(exactOffsets[position], hash: hash), hash: hash, into: &exactSlots)
        }
        writer.numbers(exactSlots)
        // The route index.
        writer.numbers(recordOffsets)
        // Nodes, each with the record of the route that ends at it.
        position = 0
        while position < order.count {
            defer { position += 1 }
            let entry = order[position]
            let node = trie.node(entry.node)
            writer.number(entry.parent.map { offsetOfNode[$0] } ?? 0)
            writer.number(keys[position].offset)
            writer.number(keys[position].length)
            writer.number(node.parameter.map { offsetOfNode[$0] } ?? 0)
            writer.number(node.route.map { recordOffsets[$0] } ?? 0)
            writer.number(node.catchAll.map { recordOffsets[$0] } ?? 0)
            let key = entry.key ?? []
            let inline = entry.key != nil && isInline(key)
            writer.number(
                (node.literals.isEmpty ? 0 : hasLiteralChildren) | (inline ? hasInlineKey : 0) | alternativesOffsets[position] << alternativesShift)
            writer.number(entry.depth)
            // The key in place, raw: ASCII, so decoding turns it into numbers a lookup compares.
            writer.bytes(inline ? key : [], paddedTo: inlineKeyLength)
            if let route = recordAfterNode[position] {
                writeRecord(route, routes[route], placeholders[route], into: &writer, text: &text)
            }
            if let path = exact[position] {
                writer.number(recordOffsets[path.route])
                writer.number(entry.depth << 1 | (path.hasMore ? 1 : 0))
                writer.number(path.location.count | path.path.count << 12 | (path.endsInPlaceholder ? Self.endsInPlaceholder : 0))
                // Raw, as a node's key in place: ASCII, which decoding turns into numbers.
                writer.bytes(path.location, paddedTo: paddedLength(path.location.count))
                writer.bytes(path.path, paddedTo: paddedLength(path.path.count))
            }
        }
        for route in trailing {
            writeRecord(route, routes[route], placeholders[route], into: &writer, text: &text)
        }
        position = 0
        while position < order.count {
            defer { position += 1 }
            guard alternativesOffsets[position] != 0 else { continue }
            let entry = order[position]
            for later in [trie.laterRoutes[entry.node] ?? [], trie.laterCatchAlls[entry.node] ?? []] {
                writer.number(later.count)
                for route in later { writer.number(recordOffsets[route]) }
            }
            guard hasAffixes else { continue }
            let affixed = trie.affixedChildren(of: entry.node)
            writer.number(affixed.count)
            for (affix, child) in affixed {
                writer.text(affix.prefix, in: &text)
                writer.text(affix.suffix, in: &text)
                writer.number(offsetOfNode[child])
            }
        }
        if let plans {
            assert(writer.count == plansOffset, "the build plans are not where the header says")
            writePlans(plans, routes, into: &writer, text: &text)
        }
        writer.bytes(text.bytes)
        return writer.output
    }

    /// The flags of a plan: its URL always resolves back to the same destination, so resolving
    /// it again would prove nothing; it is built under a placeholder host, and has the fields of
    /// one. Above them, the position of the host's parameter.
    static let planNeedsNoCheck = 1
    static let planHasHost = 2
    static let planHostPositionShift = 2
    /// The numbers of a plan before its pieces, and the more of one under a placeholder host.
    static let planFields = 5
    static let planHostFields = 4
    /// The numbers of a query item, of a piece, and of a piece with text around its placeholder.
    static let queryItemFields = 5
    static let pieceFields = 3
    static let affixedPieceFields = 7
    /// A piece's kind, in the low bits of its first number, under its parameter's position.
    static let pieceKindBits = 2
    static let literalPiece = 0
    static let parameterPiece = 1
    static let catchAllPiece = 2
    static let affixedPiece = 3

    /// A build plan as the table holds it: literal text merged, the text before the first
    /// placeholder in the plan's start (or, under a placeholder host, after the host).
    struct WrittenPlan {
        var start: String
        var host: (parameter: String, after: String)?
        var pieces: [RouteTrie.BuildPlan.Piece] = []
        var query: [DeepLinkPattern.QueryItem]
        var isUnshadowable: Bool

        init(_ plan: RouteTrie.BuildPlan) {
            var leading = plan.hostParameter == nil ? plan.start : plan.pathPrefix
            var pieces: [RouteTrie.BuildPlan.Piece] = []
            for piece in plan.path {
                guard case .literal(let literal) = piece else {
                    pieces.append(piece)
                    continue
                }
                if pieces.isEmpty {
                    leading += literal
                } else if case .literal(let before)? = pieces.last {
                    pieces[pieces.count - 1] = .literal(before + literal)
                } else {
                    pieces.append(piece)
                }
            }
            if let parameter = plan.hostParameter {
                start = plan.start
                host = (parameter, leading)
            } else {
                start = leading
            }
            self.pieces = pieces
            query = plan.query
            isUnshadowable = plan.isUnshadowable
        }

        /// The numbers the plan takes.
        var fieldCount: Int {
            var count = planFields + (host == nil ? 0 : planHostFields) + queryItemFields * query.count
            for piece in pieces {
                if case .affixed = piece { count += affixedPieceFields } else { count += pieceFields }
            }
            return count
        }
    }

    /// The build plans of a table as it holds them, made once for both its size and its bytes.
    struct PlanSection {
        /// One more than the largest case index that has plans.
        var keyCount: Int
        /// Each destination's plans, by the index of the route they build from, in route order.
        var lists: [(route: Int, plans: [WrittenPlan])]

        init(_ plansByRoute: [(route: Int, plans: [RouteTrie.BuildPlan])], _ routes: [EncodedRoute]) {
            keyCount = (plansByRoute.map { routes[$0.route].caseIndex }.max() ?? 0) + 1
            lists = plansByRoute.map { ($0.route, $0.plans.map(WrittenPlan.init)) }
        }

        /// The numbers the section takes: the key count, an offset per key, then each list's
        /// count and plans.
        var fieldCount: Int {
            1 + keyCount + lists.map { 1 + $0.plans.map(\.fieldCount).reduce(0, +) }.reduce(0, +)
        }
    }

    /// Writes the build plans section: the number of keys (case indexes), then for each key the
    /// offset of its list of plans, or 0; then each list, its plan count and its plans.
    ///
    /// A plan is its flags (``planNeedsNoCheck``, ``planHasHost``, the host parameter's
    /// position), its start as text offset and length (`scheme://host`, the path prefix and the
    /// path's literal text up to its first placeholder; `scheme://` under a placeholder host),
    /// and the counts of its pieces and query items; under a placeholder host, the host
    /// parameter's name and the text after the host. A piece is its kind and its parameter's
    /// position (1 based; 0 when values go by name) in one number, then its parameter's name (or
    /// the literal text); one with text around its placeholder adds the text before and after.
    /// A query item is its key, its parameter's position and its parameter's name. Texts are
    /// an offset and a length.
    private static func writePlans(_ section: PlanSection, _ routes: [EncodedRoute], into writer: inout Writer, text: inout TextPool) {
        var listOffsets = [Int](repeating: 0, count: section.keyCount)
        var next = writer.count + 4 * (1 + section.keyCount)
        for (route, plans) in section.lists {
            listOffsets[routes[route].caseIndex] = next
            next += 4 * (1 + plans.map(\.fieldCount).reduce(0, +))
        }
        writer.number(section.keyCount)
        for offset in listOffsets { writer.number(offset) }
        func textField(_ value: String) { writer.text(value, in: &text) }
        for (route, plans) in section.lists {
            let encoded = routes[route]
            // By a table of names, so that a route of thousands of query keys is written in
            // linear time.
            var positions: [String: Int] = [:]
            for (index, parameter) in encoded.parameters.enumerated().reversed() { positions[parameter] = index + 1 }
            func position(_ name: String) -> Int { positions[name] ?? 0 }
            writer.number(plans.count)
            for plan in plans {
                let proven = plan.isUnshadowable && encoded.valuesRoundTrip
                let hostPosition = plan.host.map { position($0.parameter) } ?? 0
                writer.number(
                    (proven ? planNeedsNoCheck : 0) | (plan.host == nil ? 0 : planHasHost) | hostPosition << planHostPositionShift)
                textField(plan.start)
                writer.number(plan.pieces.count)
                writer.number(plan.query.count)
                if let host = plan.host {
                    textField(host.parameter)
                    textField(host.after)
                }
                for piece in plan.pieces {
                    switch piece {
                    case .literal(let literal):
                        writer.number(literalPiece)
                        textField(literal)
                    case .parameter(let parameter):
                        writer.number(parameterPiece | position(parameter) << pieceKindBits)
                        textField(parameter)
                    case .catchAll(let parameter):
                        writer.number(catchAllPiece | position(parameter) << pieceKindBits)
                        textField(parameter)
                    case .affixed(let prefix, let parameter, let suffix):
                        writer.number(affixedPiece | position(parameter) << pieceKindBits)
                        textField(parameter)
                        textField(prefix)
                        textField(suffix)
                    }
                }
                for item in plan.query {
                    textField(item.key)
                    writer.number(position(item.parameter))
                    textField(item.parameter)
                }
            }
        }
    }

    /// The number of slots for `keys` keys: a power of two, at least 8, at most two thirds full,
    /// so that linear probing stays short and a large table stays small.
    static func slotCount(for keys: Int) -> Int {
        var count = 8
        while 2 * count < 3 * keys { count *= 2 }
        return count
    }

    /// Puts `value` in the first empty slot from the one `hash` picks, probing linearly as the
    /// readers do.
    private static func insert(_ value: Int, hash: UInt32, into slots: inout [Int]) {
        var slot = Int(hash) & (slots.count - 1)
        while slots[slot] != 0 { slot = (slot + 1) & (slots.count - 1) }
        slots[slot] = value
    }

    /// The whole path of a node that a route ends at by literal steps alone, or by literal steps
    /// then one placeholder.
    struct ExactPath {
        var route: Int
        /// The location's key, `scheme://host` in lower case.
        var location: [UInt8]
        /// The keys of the literal steps, joined by `/`.
        var path: [UInt8]
        /// Whether a node on the way has a placeholder child or a catch-all: a walk would have
        /// had a place to come back to.
        var hasMore: Bool
        /// Whether the node is a placeholder child, whose path is its parent's and one more
        /// segment of any text.
        var endsInPlaceholder = false
    }

    /// The exact path of each node in `order` that has one: a node that a route ends at, reached
    /// from its location by literal steps alone, whose location and keys are ASCII and not empty
    /// (so that it is held as numbers, and no two paths join to the same bytes); or the
    /// placeholder child of such a way, when the walk would try no route before it (every
    /// literal sibling that a route ends at has an exact path of its own, which a URL finds
    /// first).
    static func exactPaths(_ trie: RouteTrie, _ order: [RouteTrie.OrderedNode]) -> [ExactPath?] {
        // The way to each node so far, by the trie's index; none once a step is not literal.
        // Arrays by index rather than a dictionary and a set: the debug build the plugin runs
        // hashes their keys through generic code, for every node of a large app's trie.
        var ways = [(location: [UInt8], path: [UInt8], hasMore: Bool)?](repeating: nil, count: trie.nodeCount)
        // The nodes given an exact path so far: a placeholder child comes after its literal
        // siblings, whose exact paths a URL finds before its own.
        var withExactPath = [Bool](repeating: false, count: trie.nodeCount)
        return order.map { entry in
            // A segment with literal text around a placeholder, and what lies below it, is found
            // by the walk.
            guard entry.affix == nil else { return nil }
            let way: (location: [UInt8], path: [UInt8], hasMore: Bool)
            if let key = entry.key {
                guard !key.isEmpty, PercentEncoding.isASCII(key) else { return nil }
                if let parent = entry.parent {
                    guard let above = ways[parent] else { return nil }
                    let parentNode = trie.node(parent)
                    var path = above.path
                    if !path.isEmpty {
                        path.append(UInt8(ascii: "/"))
                        var index = 0
                        while index < key.count {
                            path.append(key[index])
                            index += 1
                        }
                    }
                    way = (
                        above.location, above.path.isEmpty ? key : path,
                        above.hasMore || parentNode.parameter != nil || parentNode.catchAll != nil || !parentNode.affixed.isEmpty
                    )
                } else {
                    // A placeholder host's routes are found by the walk, after the literal host's.
                    guard !entry.isPlaceholderHost else { return nil }
                    way = (key, [], false)
                }
                ways[entry.node] = way
            } else {
                // A placeholder child: its path is its parent's, for a URL whose last segment
                // the walk gives it after trying that segment as a literal sibling. When a route
                // ends at such a sibling, the sibling's own exact path must have found the URL
                // first; the walk keeps the parent's catch-all to come back to.
                guard let parent = entry.parent, let above = ways[parent] else { return nil }
                let parentNode = trie.node(parent)
                guard parentNode.affixed.isEmpty, parentNode.literals.values.allSatisfy({ trie.node($0).route == nil || withExactPath[$0] })
                else {
                    return nil
                }
                way = (above.location, above.path, above.hasMore || parentNode.catchAll != nil)
            }
            guard let route = trie.node(entry.node).route, way.location.count < exactLocationLimit, way.path.count < exactPathLimit else {
                return nil
            }
            withExactPath[entry.node] = true
            // Routes of the same shape that require fewer query keys come after the first.
            let hasMore = way.hasMore || trie.laterRoutes[entry.node] != nil
            return ExactPath(route: route, location: way.location, path: way.path, hasMore: hasMore, endsInPlaceholder: entry.key == nil)
        }
    }

    /// Writes one route's record.
    /// The most placeholders and query keys a record's parameters are looked up among by search.
    static let smallRecord = 16

    /// Where a record's parameter gets its value: 1 + the position of the first placeholder that
    /// binds it, else 1 + the placeholders' count + the position of the first query key that
    /// does, else 0.
    private static func source(
        of parameter: String, _ placeholders: [(position: Int, name: String)], _ query: [DeepLinkPattern.QueryItem]
    ) -> Int {
        var index = 0
        while index < placeholders.count {
            if placeholders[index].name == parameter { return 1 + index }
            index += 1
        }
        index = 0
        while index < query.count {
            if query[index].parameter == parameter { return 1 + placeholders.count + index }
            index += 1
        }
        return 0
    }

    private static func writeRecord(
        _ index: Int, _ route: EncodedRoute, _ placeholders: [(position: Int, name: String)], into writer: inout Writer, text: inout TextPool
    ) {
        let path = route.pattern?.path ?? []
        let endsInCatchAll = path.last.map { if case .catchAll = $0 { true } else { false } } ?? false
        let query = route.pattern?.query ?? []
        writer.number(route.caseIndex)
        writer.number(route.feature)
        writer.number(path.count - (endsInCatchAll ? 1 : 0))
        writer.number(endsInCatchAll ? 1 : 0)
        writer.number(placeholders.count)
        writer.number(query.count)
        writer.number(route.parameters.count)
        writer.number(index)
        for placeholder in placeholders {
            let name = Array(placeholder.name.utf8)
            writer.number(placeholder.position)
            writer.number(text.offset(of: name))
            writer.number(name.count)
        }
        for item in query {
            let key = Array(item.key.utf8)
            let name = Array(item.parameter.utf8)
            writer.number(text.offset(of: key))
            writer.number(key.count)
            writer.number(text.offset(of: name))
            writer.number(name.count)
        }
        // Each parameter's source by name, the first placeholder or key that binds it: found by
        // a search while a route has a few, as nearly every route has (a table per route costs
        // more in the debug build the plugin runs), and in a table so that a route of thousands
        // of query keys is written in linear time.
        guard placeholders.count + query.count > smallRecord else {
            for parameter in route.parameters {
                writer.number(source(of: parameter, placeholders, query))
            }
            return
        }
        var sources: [String: Int] = [:]
        for (index, item) in query.enumerated().reversed() {
            sources[item.parameter] = 1 + placeholders.count + index
        }
        for (index, placeholder) in placeholders.enumerated().reversed() {
            sources[placeholder.name] = 1 + index
        }
        for parameter in route.parameters {
            writer.number(sources[parameter] ?? 0)
        }
    }

    /// The same table written compactly, for the literal an app's binary carries: the magic
    /// `NGR6`, the offset of the text as one number of 4 digits, then each number of the table
    /// before its text in as few digits as it needs, then the text. Most numbers are below 64
    /// and take one byte instead of 4, so a table takes about half the bytes; decoding gives the
    /// same table, number for number. A number is written lowest digits first: each digit but
    /// the last holds 5 bits, as a byte from 0x60; the last holds up to 6, as a byte from 0x20.
    /// Every byte is ASCII, and those of small numbers are printable. Bytes that are not a table
    /// of this runtime's format are returned as they are.
    static func compacted(_ table: [UInt8]) -> [UInt8] {
        table.withUnsafeBufferPointer { bytes -> [UInt8] in
            guard let start = bytes.baseAddress, let textOffset = textOffset(ofTable: bytes) else {
                return table
            }
            let source = UnsafeRawPointer(start)
            // The digits of every number, written into a buffer of the most they can take (a
            // number below 2^28 takes at most 6), then copied once: navgraph's debug build
            // writes megabytes of table, where each array append is a call.
            let capacity = (textOffset - 4) / 4 * 6
            let digits = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                var position = 0
                for offset in stride(from: 4, to: textOffset, by: 4) {
                    var value = decode(source.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
                    while value >= 64 {
                        buffer[position] = 0x60 | UInt8(truncatingIfNeeded: value & 31)
                        position += 1
                        value >>= 5
                    }
                    buffer[position] = 0x20 + UInt8(truncatingIfNeeded: value)
                    position += 1
                }
                count = position
            }
            var writer = Writer()
            writer.reserve(8 + digits.count + bytes.count - textOffset)
            writer.bytes(compactMagic)
            writer.number(8 + digits.count)
            writer.bytes(digits)
            writer.bytes(UnsafeBufferPointer(rebasing: bytes[textOffset...]))
            return writer.output
        }
    }

    /// A table's bytes as they are written, into memory of the writer's own by pointer: navgraph
    /// encodes megabytes of table in the debug build the plugin runs, where each `Array.append`
    /// is a call, and each step of a generic iterator a lookup, while a pointer's `pointee` is
    /// neither. Not copyable, so that its memory has one owner, which frees it.
    struct Writer: ~Copyable {
        private var base: UnsafeMutablePointer<UInt8>
        /// The number of bytes written.
        private(set) var count = 0
        private var capacity: Int

        init() {
            capacity = 4096
            base = .allocate(capacity: capacity)
        }

        deinit { base.deallocate() }

        /// Every byte written.
        var output: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

        /// Makes room for `extra` more bytes. The writes test the room themselves before they
        /// call it, since each call of the debug build costs more than a number's bytes.
        mutating func reserve(_ extra: Int) {
            guard count + extra > capacity else { return }
            let grown = max(capacity * 2, count + extra)
            let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
            moved.moveInitialize(from: base, count: count)
            base.deallocate()
            base = moved
            capacity = grown
        }

        mutating func bytes(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard let start = bytes.baseAddress else { return }
            reserve(bytes.count)
            (base + count).initialize(from: start, count: bytes.count)
            count += bytes.count
        }

        mutating func bytes(_ bytes: [UInt8]) {
            bytes.withUnsafeBufferPointer { self.bytes($0) }
        }

        /// Writes bytes followed by spaces up to `length`.
        mutating func bytes(_ bytes: [UInt8], paddedTo length: Int) {
            self.bytes(bytes)
            var spaces = max(length - bytes.count, 0)
            reserve(spaces)
            while spaces > 0 {
                base[count] = 0x20
                count += 1
                spaces -= 1
            }
        }

        /// Writes a text as its offset in the pool and its length: 0 and 0 for no text.
        mutating func text(_ value: String, in pool: inout TextPool) {
            let bytes = Array(value.utf8)
            number(bytes.isEmpty ? 0 : pool.offset(of: bytes))
            number(bytes.count)
        }

        /// Writes each number, by an index loop (see ``RouteTable/encode(_:routes:buildPlans:)``).
        mutating func numbers(_ values: [Int]) {
            var index = 0
            while index < values.count {
                number(values[index])
                index += 1
            }
        }

        mutating func number(_ value: Int) {
            // A table is bounded by its graphs' size, far below 2^28 bytes.
            precondition(value >= 0 && value < 1 << 28, "a route table larger than 256 MiB")
            if count + 4 > capacity { reserve(4) }
            // Each digit typed as it is made: as one expression of literals a line, these four
            // took the type checker a third of a second.
            let digit0: Int = (value & 0x7F + 32) & 0x7F
            let digit1: Int = ((value >> 7) & 0x7F + 32) & 0x7F
            let digit2: Int = ((value >> 14) & 0x7F + 32) & 0x7F
            let digit3: Int = ((value >> 21) & 0x7F + 32) & 0x7F
            base[count] = UInt8(truncatingIfNeeded: digit0)
            base[count + 1] = UInt8(truncatingIfNeeded: digit1)
            base[count + 2] = UInt8(truncatingIfNeeded: digit2)
            base[count + 3] = UInt8(truncatingIfNeeded: digit3)
            count += 4
        }
    }

    /// Text written once per distinct key or name, after every record.
    struct TextPool {
        let start: Int
        var bytes: [UInt8] = []
        var offsets: [[UInt8]: Int] = [:]

        init(start: Int) { self.start = start }

        mutating func offset(of text: [UInt8]) -> Int {
            if let offset = offsets[text] { return offset }
            let offset = start + bytes.count
            bytes.append(contentsOf: text)
            offsets[text] = offset
            return offset
        }
    }
}

/// A value behind a lock: `Synchronization.Mutex` needs newer systems than the package supports.
final class Locked<Value>: @unchecked Sendable {
    // `@unchecked`: `value` is only touched while `lock` is held.
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}
