/// Whether a JSON number can be written as a Swift literal of a parameter's or detent's type and
/// mean exactly what the graph says, with no error or warning from the Swift compiler.
///
/// JSON numbers are arbitrary decimal text; Swift's literals are not. `1e999` overflows a
/// `Double` (an error), `1e-400` underflows (a warning), and `9007199254740993` becomes
/// `9007199254740992` (a warning). Each is a lint error at the number instead.
enum NumberLiteral {
    /// Why a number cannot be a `Double` literal, or `nil` when it can: it is finite, not lost
    /// to underflow, and is the shortest decimal of the `Double` it becomes (so `0.1` is
    /// accepted and `0.10000000000000001`, which is the same `Double`, is not).
    @_optimize(none) static func doubleProblem(_ text: String) -> String? {
        guard let value = Double(text) else {
            return "'\(text)' is not a number"
        }
        guard value.isFinite else {
            return "'\(text)' is too large for a Double, whose largest value is \(Double.greatestFiniteMagnitude)"
        }
        let written = Decimal(text)
        if value.isSubnormal || (value == 0 && written?.isZero == false) {
            return "'\(text)' is too small for a Double to hold exactly; write 0 or a number of magnitude at least \(Double.leastNormalMagnitude)"
        }
        let shortest = value.description
        guard let written, written == Decimal(shortest) else {
            return "'\(text)' is not exactly representable as a Double: it would become \(shortest)"
        }
        return nil
    }

    /// A decimal number as sign, significant digits and the power of ten of the last digit, so
    /// that `1.50`, `15e-1` and `0.0015e3` are equal.
    struct Decimal: Equatable {
        var isNegative: Bool
        var digits: [UInt8]
        var exponent: Int

        @_optimize(none) var isZero: Bool { digits.isEmpty }

        /// Parses JSON number text (`-`, digits, `.` digits, `e` or `E`, sign, digits) and Swift's
        /// `Double.description` (which may write `e+16` or `e-05`); `nil` for anything else.
        @_optimize(none) init?(_ text: String) {
            var bytes = Substring(text).utf8[...]
            isNegative = bytes.first == UInt8(ascii: "-")
            if isNegative { bytes = bytes.dropFirst() }
            var mantissa: [UInt8] = []
            var fractionDigits = 0
            var seenPoint = false
            while let byte = bytes.first, byte != UInt8(ascii: "e"), byte != UInt8(ascii: "E") {
                bytes = bytes.dropFirst()
                if byte == UInt8(ascii: ".") {
                    guard !seenPoint else { return nil }
                    seenPoint = true
                } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                    mantissa.append(byte - UInt8(ascii: "0"))
                    if seenPoint { fractionDigits += 1 }
                } else {
                    return nil
                }
            }
            guard !mantissa.isEmpty else { return nil }
            var exponent = 0
            if !bytes.isEmpty {
                bytes = bytes.dropFirst()
                let text = String(decoding: bytes, as: UTF8.self)
                // An exponent too large for Int is far beyond any Double, which the caller has
                // already refused as infinite or zero.
                guard let value = Int(text.hasPrefix("+") ? String(text.dropFirst()) : text) else { return nil }
                exponent = value
            }
            exponent -= fractionDigits
            while let last = mantissa.last, last == 0 {
                mantissa.removeLast()
                exponent += 1
            }
            let leadingZeros = mantissa.prefix { $0 == 0 }.count
            mantissa.removeFirst(leadingZeros)
            digits = mantissa
            self.exponent = mantissa.isEmpty ? 0 : exponent
            if mantissa.isEmpty { isNegative = false }
        }
    }
}
