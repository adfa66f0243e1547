import Foundation

// MARK: - Building URLs

extension RouteTable {
    /// The offset of the list of build plans of the destination whose key (its routes' case
    /// index) is `key`, or `nil` when the table has no plan for it.
    private func planList(_ key: Int) -> Int? {
        let offset = plansOffset
        guard offset != 0, key >= 0, key < number(offset) else { return nil }
        let list = number(offset + 4 * (1 + key))
        return list == 0 ? nil : list
    }

    /// The number of ways to build the URL of the destination whose key is `key`: under its
    /// canonical location, then under each placeholder host of its feature; 0 for none.
    func planCount(key: Int) -> Int {
        planList(key).map(number) ?? 0
    }

    /// The first URL that a plan of the destination whose key is `key` builds, in the plans'
    /// order (its canonical location, then each placeholder host), that `accepts` takes.
    ///
    /// - Parameter trustingProofs: Whether a URL that navgraph proved at build time to open its
    ///   destination is returned without asking `accepts`: a generated handler's `url(for:)`
    ///   trusts them; a router, which promises to resolve every URL it builds, does not. A
    ///   router made at run time has no proven plans.
    func firstURL(key: Int, _ arguments: some PlanArguments, trustingProofs: Bool, accepting accepts: (URL) -> Bool) -> URL? {
        for plan in 0..<planCount(key: key) {
            guard let built = url(key: key, plan: plan, arguments) else { continue }
            if (trustingProofs && !built.needsCheck) || accepts(built.url) {
                return built.url
            }
        }
        return nil
    }

    /// Builds the URL of the destination whose key is `key` by its plan at `index`, writing
    /// its bytes once.
    ///
    /// - Returns: The URL, and whether it must be resolved again to know that it opens the same
    ///   destination: always for a plan navgraph could not prove, and for any URL with an empty
    ///   query value. `nil` when the plan cannot hold the values (an empty path segment, a
    ///   catch-all with an empty segment, a host that a placeholder host would not match, a
    ///   missing or unrepresentable value).
    func url(key: Int, plan index: Int, _ arguments: some PlanArguments) -> (url: URL, needsCheck: Bool)? {
        guard let list = planList(key), index >= 0, index < number(list) else { return nil }
        var plan = list + 4
        for _ in 0..<index { plan += 4 * planSize(at: plan) }
        // Most URLs fit on the stack, and are copied from there once, into their `String`;
        // a longer one is written again into an array of the size it needs.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.urlStackCapacity) { scratch in
            var stack = StackBytes(scratch)
            guard let needsCheck = write(plan: plan, arguments, into: &stack) else { return nil }
            // The URL is bound before the tuple is made: `Optional.map` retained it once more.
            func built(_ bytes: UnsafeBufferPointer<UInt8>) -> (url: URL, needsCheck: Bool)? {
                guard let url = URL(string: String(decoding: bytes, as: UTF8.self)) else { return nil }
                return (url, needsCheck)
            }
            if let bytes = stack.written { return built(bytes) }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(stack.count)
            _ = write(plan: plan, arguments, into: &bytes)
            return bytes.withUnsafeBufferPointer(built)
        }
    }

    /// How many bytes of a URL are written on the stack; a longer URL is written into an array.
    static var urlStackCapacity: Int { 512 }

    /// The numbers a plan takes.
    private func planSize(at plan: Int) -> Int {
        let flags = number(plan)
        var size = Self.planFields + (flags & Self.planHasHost != 0 ? Self.planHostFields : 0)
        var piece = plan + 4 * size
        for _ in 0..<number(plan + 12) {
            let fields = number(piece) & (1 << Self.pieceKindBits - 1) == Self.affixedPiece ? Self.affixedPieceFields : Self.pieceFields
            size += fields
            piece += 4 * fields
        }
        return size + Self.queryItemFields * number(plan + 16)
    }

    /// Writes the URL that the plan at `plan` builds from `arguments`.
    ///
    /// - Returns: Whether the URL must be resolved again to know that it opens its
    ///   destination, or `nil` when the plan cannot hold the values.
    private func write(plan: Int, _ arguments: some PlanArguments, into bytes: inout some URLBytes) -> Bool? {
        let flags = number(plan)
        var needsCheck = flags & Self.planNeedsNoCheck == 0
        bytes.append(textField(plan + 4))
        let pieceCount = number(plan + 12)
        let queryCount = number(plan + 16)
        var field = plan + 4 * Self.planFields
        if flags & Self.planHasHost != 0 {
            // The host in lower case, as resolving gives it back, and only one a placeholder
            // host matches; then the path prefix and the path's text up to its first placeholder.
            guard case .text(let host)? = arguments.content(at: flags >> Self.planHostPositionShift, named: textField(field)),
                DeepLinkLocation.isMatchableHost(host.utf8)
            else {
                return nil
            }
            for byte in host.utf8 { bytes.append(PercentEncoding.lowercased(byte)) }
            bytes.append(textField(field + 8))
            field += 4 * Self.planHostFields
        }
        for _ in 0..<pieceCount {
            let head = number(field)
            let kind = head & (1 << Self.pieceKindBits - 1)
            let name = textField(field + 4)
            if kind == Self.literalPiece {
                bytes.append(name)
                field += 4 * Self.pieceFields
                continue
            }
            guard case .text(let text)? = arguments.content(at: head >> Self.pieceKindBits, named: name) else { return nil }
            switch kind {
            case Self.parameterPiece, Self.affixedPiece:
                // A value a literal route at the same place would take still builds: matching
                // may backtrack to this route. Whether it does is what resolving the URL again
                // tells, when the plan is not proven.
                guard !text.isEmpty else { return nil }
                let prefix = kind == Self.affixedPiece ? textField(field + 12) : PercentEncoding.noText
                let suffix = kind == Self.affixedPiece ? textField(field + 20) : PercentEncoding.noText
                bytes.append(UInt8(ascii: "/"))
                bytes.append(prefix)
                PercentEncoding.encode(segment: text.utf8, between: prefix, and: suffix, into: &bytes)
                bytes.append(suffix)
            default:
                // A catch-all: one or more non-empty segments, which resolving joins back
                // with `/`.
                for part in text.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
                    guard !part.isEmpty else { return nil }
                    bytes.append(UInt8(ascii: "/"))
                    PercentEncoding.encode(segment: part, between: PercentEncoding.noText, and: PercentEncoding.noText, into: &bytes)
                }
            }
            field += 4 * (kind == Self.affixedPiece ? Self.affixedPieceFields : Self.pieceFields)
        }
        var separator = UInt8(ascii: "?")
        for _ in 0..<queryCount {
            let key = textField(field)
            func append(_ text: String) {
                bytes.append(separator)
                bytes.append(key)
                bytes.append(UInt8(ascii: "="))
                PercentEncoding.encode(text, asPathSegment: false, into: &bytes)
                separator = UInt8(ascii: "&")
                // An empty value is one a reader may take for an absent one.
                if text.isEmpty { needsCheck = true }
            }
            switch arguments.content(at: number(field + 8), named: textField(field + 12)) {
            case .text(let text):
                append(text)
            case .texts(let texts):
                for text in texts { append(text) }
            case .absent:
                break
            case .unrepresentable, nil:
                return nil
            }
            field += 4 * Self.queryItemFields
        }
        return needsCheck
    }
}

/// The values a build plan writes: by position (1 based) in a generated table, which numbers
/// every value a plan reads by its parameter's position, or by name, which a router made at run
/// time looks values up by, whatever made its table.
protocol PlanArguments {
    /// The value at `position` (0 in a table a router made at run time) or named `name`;
    /// `nil` for none.
    func content(at position: Int, named name: UnsafeBufferPointer<UInt8>) -> DeepLinkArgument.Content?
}

/// Where a plan writes the bytes of a URL.
protocol URLBytes {
    mutating func append(_ byte: UInt8)
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>)
}

extension [UInt8]: URLBytes {
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        append(contentsOf: bytes)
    }
}

/// A URL's bytes in memory on the stack, counted on past its end: `written` is `nil` when they
/// did not fit, and `count` tells how many there were.
struct StackBytes: URLBytes {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    private(set) var count = 0

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// The bytes written, or `nil` when they did not fit.
    var written: UnsafeBufferPointer<UInt8>? {
        count <= buffer.count ? UnsafeBufferPointer(rebasing: buffer[..<count]) : nil
    }

    mutating func append(_ byte: UInt8) {
        // Once a write has not fit, `count` stays past the end, and nothing more is written.
        if count < buffer.count { buffer[count] = byte }
        count += 1
    }

    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        if let source = bytes.baseAddress, let target = buffer.baseAddress, count + bytes.count <= buffer.count {
            (target + count).update(from: source, count: bytes.count)
        }
        count += bytes.count
    }
}
