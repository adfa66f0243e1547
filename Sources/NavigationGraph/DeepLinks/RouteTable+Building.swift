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

    /// A value a plan writes: the destination's argument at `position` (1 based, or 0 in a table
    /// a router made at run time), or by its name, which a router looks values up by, whatever
    /// made its table.
    typealias ArgumentLookup = (_ position: Int, _ name: UnsafeBufferPointer<UInt8>) -> DeepLinkArgument.Content?

    /// The first URL that a plan of the destination whose key is `key` builds, in the plans'
    /// order (its canonical location, then each placeholder host), that `accepts` takes: what a
    /// router made at run time builds, whose plans are never proven.
    func firstURL(key: Int, _ argument: ArgumentLookup, accepting accepts: (URL) -> Bool) -> URL? {
        for plan in 0..<planCount(key: key) {
            if let built = url(key: key, plan: plan, argument), accepts(built.url) {
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
    func url(key: Int, plan index: Int, _ argument: ArgumentLookup) -> (url: URL, needsCheck: Bool)? {
        guard let list = planList(key), index >= 0, index < number(list) else { return nil }
        var plan = list + 4
        for _ in 0..<index { plan += 4 * planSize(at: plan) }
        return url(plan: plan, argument)
    }

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

    private func url(plan: Int, _ argument: ArgumentLookup) -> (url: URL, needsCheck: Bool)? {
        let flags = number(plan)
        var needsCheck = flags & Self.planNeedsNoCheck == 0
        var bytes: [UInt8] = []
        bytes.reserveCapacity(64)
        bytes.append(contentsOf: textField(plan + 4))
        let pieceCount = number(plan + 12)
        let queryCount = number(plan + 16)
        var field = plan + 4 * Self.planFields
        if flags & Self.planHasHost != 0 {
            // The host in lower case, as resolving gives it back, and only one a placeholder
            // host matches; then the path prefix and the path's text up to its first placeholder.
            guard case .text(let host)? = argument(flags >> Self.planHostPositionShift, textField(field)),
                DeepLinkLocation.isMatchableHost(host.utf8)
            else {
                return nil
            }
            bytes.append(contentsOf: host.utf8.map(PercentEncoding.lowercased))
            bytes.append(contentsOf: textField(field + 8))
            field += 4 * Self.planHostFields
        }
        for _ in 0..<pieceCount {
            let head = number(field)
            let kind = head & (1 << Self.pieceKindBits - 1)
            let name = textField(field + 4)
            if kind == Self.literalPiece {
                bytes.append(contentsOf: name)
                field += 4 * Self.pieceFields
                continue
            }
            guard case .text(let text)? = argument(head >> Self.pieceKindBits, name) else { return nil }
            switch kind {
            case Self.parameterPiece, Self.affixedPiece:
                // A value a literal route at the same place would take still builds: matching
                // may backtrack to this route. Whether it does is what resolving the URL again
                // tells, when the plan is not proven.
                guard !text.isEmpty else { return nil }
                let prefix = kind == Self.affixedPiece ? textField(field + 12) : PercentEncoding.noText
                let suffix = kind == Self.affixedPiece ? textField(field + 20) : PercentEncoding.noText
                bytes.append(UInt8(ascii: "/"))
                bytes.append(contentsOf: prefix)
                PercentEncoding.encode(segment: text.utf8, between: prefix, and: suffix, into: &bytes)
                bytes.append(contentsOf: suffix)
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
                bytes.append(contentsOf: key)
                bytes.append(UInt8(ascii: "="))
                PercentEncoding.encode(text, asPathSegment: false, into: &bytes)
                separator = UInt8(ascii: "&")
                // An empty value is one a reader may take for an absent one.
                if text.isEmpty { needsCheck = true }
            }
            switch argument(number(field + 8), textField(field + 12)) {
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
        return URL(string: String(decoding: bytes, as: UTF8.self)).map { ($0, needsCheck) }
    }
}
