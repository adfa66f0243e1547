import Testing

@testable import NavigationGraph

/// The route table's number format and hashes, below the routes that use them: a table of a
/// thousand features is megabytes, so its offsets use every digit.
struct RouteTableEncodingTests {
    @Test func everyNumberATableCanHoldReadsBackAsWritten() {
        let values = [0, 31, 32, 95, 96, 127, 128, 16_383, 16_384, 2_097_151, 2_097_152, 123_456_789, (1 << 28) - 1] + (0..<28).map { 1 << $0 }
        var writer = RouteTable.Writer()
        writer.bytes(RouteTable.magic)
        // A header whose text starts after the values: all of them are numbers.
        for _ in 0..<5 { writer.number(0) }
        writer.number(RouteTable.headerSize + 4 * values.count)
        for value in values { writer.number(value) }
        // Every byte is ASCII: the table is written into generated code as a string literal.
        #expect(writer.output.allSatisfy { $0 < 0x80 })
        let table = RouteTable(bytes: writer.output)
        #expect(table.count == writer.output.count)
        for (index, value) in values.enumerated() {
            #expect(table.number(RouteTable.headerSize + 4 * index) == value)
        }
    }

    @Test func aLocationsKeyHashesAlikeInAnyCaseAndApartFromItsNeighbours() {
        func hash(_ key: String) -> UInt32 {
            Array(key.utf8).withUnsafeBufferPointer { RouteTable.rootHash($0) }
        }
        // Shorter than one 8-byte word, exactly one, and longer, with capitals in each part.
        for key in ["a://b", "ab://cde", "https://example.com", "shop://shop"] {
            #expect(hash(key.uppercased()) == hash(key))
            #expect(hash(key) != hash(key + "x"))
        }
        // Hosts that differ only in their last byte still spread over a small table's slots.
        let slots = Set((0..<64).map { Int(hash("bench://f\($0)")) & 127 })
        #expect(slots.count > 40)
    }
}
