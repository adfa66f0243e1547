extension DeepLinkMatch {
    /// The values of a matched route, read from the URL's bytes when a destination asks for one:
    /// a match holds the URL, its route and where the path starts, and copies nothing out.
    ///
    /// A placeholder's value is found again by its position in the pattern after the location's
    /// path prefix; a query value by scanning the query for its key.
    @usableFromInline
    struct URLValues: @unchecked Sendable {
        // `@unchecked`: the table's bytes never change, and the URL is a `String`.
        let url: String
        let table: RouteTable
        let candidate: RouteTable.Candidate

        private var route: Int { candidate.route }

        /// The one decoded text of a parameter, or `nil` when the URL leaves it out.
        func singleText(_ name: String) throws(Mismatch) -> String? {
            if let text = pathText(name) {
                return text
            }
            var found: String?
            var repeated = false
            withQueryValues(of: name) { text in
                if found != nil {
                    repeated = true
                    return false
                }
                found = text
                return true
            }
            if repeated { throw .repeated(parameter: name) }
            return found
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
            let keys = table.queryKeys(route)
            _ = withBytes { bytes in
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

        private var placeholderCount: Int { table.number(table.record(route) + 16) }

        private func placeholder(_ index: Int) -> (position: Int, name: UnsafeBufferPointer<UInt8>) {
            let entry = table.record(route) + 24 + 12 * index
            return (table.number(entry), table.text(table.number(entry + 4), table.number(entry + 8)))
        }

        /// The decoded text of a placeholder or catch-all of the path, or `nil` when the name is
        /// not one of the path's.
        private func pathText(_ name: String) -> String? {
            let count = placeholderCount
            for index in 0..<count {
                let (position, placeholderName) = placeholder(index)
                guard Self.equal(name, placeholderName) else { continue }
                let isCatchAll = index == count - 1 && table.endsInCatchAll(route)
                return withBytes { bytes -> String? in
                    // The segment at the placeholder's position, after the path prefix.
                    var segment = candidate.prefix + position
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
                    return PercentEncoding.decode(UnsafeBufferPointer(rebasing: bytes[start..<end]))
                } ?? nil
            }
            return nil
        }

        // MARK: - The query

        /// Calls `body` with each decoded value of the query key a parameter binds, until it
        /// returns `false`.
        private func withQueryValues(of name: String, _ body: (String) -> Bool) {
            guard let query = candidate.query else { return }
            let keys = table.queryKeys(route)
            guard let index = (0..<keys.count).first(where: { Self.equal(name, keys.name($0)) }) else { return }
            let wanted = keys.key(index)
            _ = withBytes { bytes in
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(query.count, 1)) { scratch in
                    RouteTable.forEachQueryItem(bytes, query) { key, value in
                        // Walking checked that every key and every bound value decodes.
                        guard let key = PercentEncoding.decoded(key, into: scratch), RouteTable.equal(key, wanted),
                            let text = PercentEncoding.decode(value)
                        else {
                            return true
                        }
                        return body(text)
                    }
                }
            }
        }

        // MARK: - Bytes

        private func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
            // The router matched this very string through its contiguous UTF-8.
            url.utf8.withContiguousStorageIfAvailable(body)
        }

        private static func equal(_ name: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            name.utf8.withContiguousStorageIfAvailable { RouteTable.equal($0, bytes) } ?? name.utf8.elementsEqual(bytes)
        }
    }
}
