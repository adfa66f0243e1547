/// How a modal destination is presented.
///
/// Saved state writes `{"sheet": {"detents": ["medium", "large"]}}`, its detents always in the
/// same order, or `{"fullScreenCover": {}}`.
@frozen public enum ModalPresentationStyle: Hashable, Sendable, Codable {
    /// A sheet that rests at the given detents; ``SheetDetent/defaultDetents`` (`[.large]`) when
    /// none are given.
    case sheet(detents: Set<SheetDetent> = SheetDetent.defaultDetents)
    /// A cover over the whole screen.
    case fullScreenCover

    private enum CodingKeys: String, CodingKey {
        case sheet
        case fullScreenCover
    }

    private enum SheetKeys: String, CodingKey {
        case detents
    }

    private struct NoKeys: CodingKey {
        var stringValue: String { "" }
        var intValue: Int? { nil }
        init?(stringValue: String) { nil }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.sheet) {
            let sheet = try container.nestedContainer(keyedBy: SheetKeys.self, forKey: .sheet)
            self = .sheet(detents: Set(try sheet.decode([SheetDetent].self, forKey: .detents)))
        } else if container.contains(.fullScreenCover) {
            self = .fullScreenCover
        } else {
            throw DecodingError.dataCorrupted(
                .init(
                    codingPath: decoder.codingPath,
                    debugDescription: "a presentation style is {\"sheet\": {\"detents\": [...]}} or {\"fullScreenCover\": {}}"))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .sheet(let detents):
            var sheet = container.nestedContainer(keyedBy: SheetKeys.self, forKey: .sheet)
            try sheet.encode(detents.sorted(by: SheetDetent.writingOrder), forKey: .detents)
        case .fullScreenCover:
            _ = container.nestedContainer(keyedBy: NoKeys.self, forKey: .fullScreenCover)
        }
    }
}
