extension DeepLinkMatch {
    /// The values of a matched route, read from the URL's bytes when a destination asks for one:
    /// a match points at the URL's bytes, its route and where the path starts, and copies
    /// nothing out.
    ///
    /// A placeholder's value is found again by its position in the pattern after the location's
    /// path prefix; a query value by scanning the query for its key.
    ///
    /// Nothing here is retained: the bytes and the table are the caller's for as long as the
    /// match exists, which a noncopyable ``DeepLinkMatch`` makes the call that is given it.
    @usableFromInline
    struct URLValues: @unchecked Sendable {
        // `@unchecked`: the pointers are only read, while the router that made them resolves.
        let bytes: UnsafeBufferPointer<UInt8>
        /// The table's decoded bytes, not the table: values hold no reference, so that dropping
        /// a URL's match, once a resolve, releases nothing.
        let tableBase: UnsafePointer<UInt8>
        let candidate: RouteTable.Candidate

        /// The table that matched, without its owner.
        @inline(__always)
        var table: RouteTable { RouteTable(unownedBase: tableBase) }

        /// Values over a URL's bytes and the table that matched them, neither of which this
        /// keeps alive.
        init(bytes: UnsafeBufferPointer<UInt8>, table: RouteTable, candidate: RouteTable.Candidate) {
            self.bytes = bytes
            self.tableBase = table.base
            self.candidate = candidate
        }

        /// Calls `body` with the decoded bytes of a parameter's one value, or with `nil` when the
        /// URL leaves it out: what the typed readers convert from, with no `String` in between.
        ///
        /// The value is found by the parameter's `position` in its destination's declaration
        /// order, which the route's record maps to a placeholder or a query key with no name
        /// compared; by `name` only when the record does not say. A path value is then found by
        /// its segment; a query value by one scan of the query, which compares each key in place
        /// unless it is escaped, and goes on to the end so that a repeated key is refused.
        /// Nothing is allocated: an escaped value is decoded on the stack.
        ///
        /// Not generic, and never inlined: the typed readers each call this one copy, at the cost
        /// of one call more a parameter. Generic and inlined in each of them, it made 30% of this
        /// module's optimized code, and of the time to optimize it in every release build (three
        /// times when the plugin's tool is built from source).
        ///
        /// - Throws: ``Mismatch/repeated(parameter:)`` when the query gives the key more than once.
        @inline(never)
        func withSingleValue(
            at position: Int, _ name: @autoclosure () -> String, _ body: (UnsafeBufferPointer<UInt8>?) -> Void
        ) throws(Mismatch) {
            var repeated = false
            withBytes { bytes in
                let found: Range<Int>?
                switch table.parameterSource(record: candidate.record, position: position) {
                case .nowhere: found = nil
                case .placeholder(let index): return withPlaceholderValue(index, in: bytes, body)
                case .queryKey(let key): found = queryValue(key: key, in: bytes, repeated: &repeated)
                case nil:
                    if let index = pathPlaceholder(name()) { return withPlaceholderValue(index, in: bytes, body) }
                    found = rawQueryValue(name(), in: bytes, repeated: &repeated)
                }
                guard let raw = found else {
                    return body(nil)
                }
                return withDecoded(UnsafeBufferPointer(rebasing: bytes[raw]), body)
            }
            if repeated { throw .repeated(parameter: name()) }
        }

        /// The one decoded text of a parameter, or `nil` when the URL leaves it out.
        func singleText(_ name: String) throws(Mismatch) -> String? {
            // No position (-1 is out of range): found by name.
            var text: String?
            try withSingleValue(at: -1, name) { bytes in text = bytes.map { String(decoding: $0, as: UTF8.self) } }
            return text
        }

        /// Calls `body` with a value's bytes, decoded when they hold an escape.
        @inline(__always)
        private func withDecoded<Result>(_ value: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>?) -> Result) -> Result {
            guard candidate.isEscaped, PercentEncoding.hasEscape(value) else {
                return body(value)
            }
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: value.count) { scratch in
                // Walking checked that every value the route binds decodes.
                body(PercentEncoding.decoded(value, into: scratch))
            }
        }

        /// Calls `body` with the value of the route's placeholder at `index`: the host in lower
        /// case, as a placeholder host gives it; a path value decoded, without the literal text
        /// around it in its segment (walking checked that the text is there around one byte or
        /// more).
        @inline(__always)
        private func withPlaceholderValue<Result>(
            _ index: Int, in bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>?) -> Result
        ) -> Result {
            let placeholder = placeholder(index)
            let value = UnsafeBufferPointer(rebasing: bytes[placeholderRange(index, in: bytes)])
            if placeholder.position == RouteTable.hostPosition {
                return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(value.count, 1)) { scratch in
                    for (offset, byte) in value.enumerated() { scratch[offset] = PercentEncoding.lowercased(byte) }
                    return body(UnsafeBufferPointer(rebasing: scratch[..<value.count]))
                }
            }
            let affix = placeholder.prefix + placeholder.suffix
            return withDecoded(value) { decoded in
                guard let decoded, affix > 0, decoded.count > affix else { return body(decoded) }
                return body(UnsafeBufferPointer(rebasing: decoded[placeholder.prefix..<(decoded.count - placeholder.suffix)]))
            }
        }

        /// The index of the path placeholder, or the host's, that binds `name`.
        private func pathPlaceholder(_ name: String) -> Int? {
            (0..<placeholderCount).first { Self.equal(name, placeholder($0).name) }
        }

        private func rawQueryValue(_ name: String, in bytes: UnsafeBufferPointer<UInt8>, repeated: inout Bool) -> Range<Int>? {
            guard let wanted = queryKey(binding: name) else {
                return nil
            }
            return queryValue(key: wanted, in: bytes, repeated: &repeated)
        }

        /// Where the raw value of a query key is, or `nil` when the query leaves it out; sets
        /// `repeated` when the query gives it more than once.
        private func queryValue(key wanted: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, repeated: inout Bool) -> Range<Int>? {
            guard let query = candidate.query else { return nil }
            var found: Range<Int>?
            RouteTable.forEachQueryRange(bytes, query) { key, value in
                guard Self.isKey(UnsafeBufferPointer(rebasing: bytes[key]), wanted, isEscaped: candidate.isEscaped) else { return true }
                if found != nil {
                    repeated = true
                    return false
                }
                found = value
                return true
            }
            return found
        }

        /// Whether a raw query key decodes to `wanted`: compared in place when it has no escape.
        /// `isEscaped` is whether the URL holds a `%` at all; when it does not, no key is looked
        /// at for one.
        @inline(__always)
        private static func isKey(_ key: UnsafeBufferPointer<UInt8>, _ wanted: UnsafeBufferPointer<UInt8>, isEscaped: Bool) -> Bool {
            // An escaped key decodes to fewer bytes than it has: a key of the wanted length is
            // it only when it is the same bytes, with no escape.
            if key.count == wanted.count {
                return RouteTable.equal(key, wanted) && !(isEscaped && PercentEncoding.hasEscape(key))
            }
            guard isEscaped, key.count > wanted.count, PercentEncoding.hasEscape(key) else { return false }
            return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: key.count) { scratch in
                PercentEncoding.decoded(key, into: scratch).map { RouteTable.equal($0, wanted) } ?? false
            }
        }

        /// Every decoded text of a parameter, in order.
        func texts(_ name: String) -> [String] {
            if let text = pathText(name) {
                return [text]
            }
            var texts: [String] = []
            withQueryValues(of: name) { text in
                texts.append(text)
                return true
            }
            return texts
        }

        /// Every value, the path's then the query's, as a list.
        func all() -> [(name: String, text: String)] {
            var values: [(name: String, text: String)] = []
            for index in 0..<placeholderCount {
                let name = String(decoding: placeholder(index).name, as: UTF8.self)
                if let text = pathText(name) { values.append((name, text)) }
            }
            let keys = table.queryKeys(record: candidate.record)
            withBytes { bytes in
                guard let query = candidate.query else { return }
                RouteTable.forEachQueryItem(bytes, query) { key, value in
                    guard let key = PercentEncoding.decode(key) else { return true }
                    for index in 0..<keys.count where keys.key(index).elementsEqual(key.utf8) {
                        if let text = PercentEncoding.decode(value) {
                            values.append((String(decoding: keys.name(index), as: UTF8.self), text))
                        }
                    }
                    return true
                }
            }
            return values
        }

        // MARK: - The path

        private var placeholderCount: Int { table.placeholderCount(record: candidate.record) }

        private func placeholder(_ index: Int) -> (position: Int, name: UnsafeBufferPointer<UInt8>, prefix: Int, suffix: Int) {
            table.placeholder(record: candidate.record, index)
        }

        /// The decoded text of a placeholder or catch-all of the path, or `nil` when the name is
        /// not one of the path's.
        private func pathText(_ name: String) -> String? {
            withBytes { bytes in
                guard let index = pathPlaceholder(name) else { return nil }
                return withPlaceholderValue(index, in: bytes) { $0.map { String(decoding: $0, as: UTF8.self) } }
            }
        }

        /// Where the raw value of the route's placeholder at `index` is: its segment, or every
        /// segment from there on for a catch-all.
        private func placeholderRange(_ index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
            if placeholder(index).position == RouteTable.hostPosition {
                // The host, as matching split it: a URL that matched has parts.
                return URLParts(bytes)?.host ?? 0..<0
            }
            let isCatchAll = index == placeholderCount - 1 && table.endsInCatchAll(record: candidate.record)
            // The segment at the placeholder's position, after the path prefix.
            var segment = candidate.prefix + placeholder(index).position
            var start = candidate.path.lowerBound
            while segment > 0, start < candidate.path.upperBound {
                if bytes[start] == UInt8(ascii: "/") { segment -= 1 }
                start += 1
            }
            var end = start
            if isCatchAll {
                end = candidate.path.upperBound
            } else {
                while end < candidate.path.upperBound, bytes[end] != UInt8(ascii: "/") { end += 1 }
            }
            return start..<end
        }

        // MARK: - The query

        /// The query key a parameter binds, or `nil` when the route binds it to none.
        private func queryKey(binding name: String) -> UnsafeBufferPointer<UInt8>? {
            let keys = table.queryKeys(record: candidate.record)
            for index in 0..<keys.count where Self.equal(name, keys.name(index)) {
                return keys.key(index)
            }
            return nil
        }

        /// Calls `body` with each decoded value of the query key a parameter binds, until it
        /// returns `false`.
        private func withQueryValues(of name: String, _ body: (String) -> Bool) {
            guard let query = candidate.query, let wanted = queryKey(binding: name) else { return }
            withBytes { bytes in
                RouteTable.forEachQueryItem(bytes, query) { key, value in
                    // Walking checked that every key and every bound value decodes.
                    guard Self.isKey(key, wanted, isEscaped: candidate.isEscaped), let text = PercentEncoding.decode(value) else {
                        return true
                    }
                    return body(text)
                }
            }
        }

        // MARK: - Bytes

        @inline(__always)
        private func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            body(bytes)
        }

        private static func equal(_ name: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            let utf8 = name.utf8
            guard utf8.count == bytes.count else { return false }
            return utf8.withContiguousStorageIfAvailable { RouteTable.equal($0, bytes) } ?? utf8.elementsEqual(bytes)
        }
    }
}
