/// A height at which a sheet rests.
///
/// The package's own type, so that the runtime builds without SwiftUI; `NavigationGraphSwiftUI`
/// maps it to SwiftUI's `PresentationDetent`.
///
/// Saved state writes a detent as the graph format does: `"medium"`, `"large"`,
/// `{"fraction": 0.3}` or `{"height": 300}`.
@frozen public enum SheetDetent: Hashable, Sendable, Codable {
    /// About half the screen.
    case medium
    /// The full height.
    case large
    /// A fraction of the available height, from 0 to 1.
    case fraction(Double)
    /// A fixed height in points.
    case height(Double)

    /// The detents of a sheet that names none: in a graph without `"detents"`, with
    /// `.sheet()` in code, and in a test's expected `NavigationSnapshot`.
    public static let defaultDetents: Set<SheetDetent> = [.large]

    private enum CodingKeys: String, CodingKey {
        case fraction
        case height
    }

    /// The key of the form version 1 of saved state wrote: `{"fraction": {"_0": 0.3}}`.
    private struct FirstValueKey: CodingKey {
        var stringValue: String { "_0" }
        var intValue: Int? { nil }
        init() {}
        init?(stringValue: String) { self.init() }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        if let name = try? decoder.singleValueContainer().decode(String.self) {
            switch name {
            case "medium": self = .medium
            case "large": self = .large
            default:
                throw DecodingError.dataCorrupted(
                    .init(
                        codingPath: decoder.codingPath,
                        debugDescription: "'\(name)' is not a detent; use medium, large, {\"fraction\": 0.5} or {\"height\": 300}"))
            }
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func value(_ key: CodingKeys) throws -> Double {
            if let value = try? container.decode(Double.self, forKey: key) {
                return value
            }
            return try container.nestedContainer(keyedBy: FirstValueKey.self, forKey: key).decode(Double.self, forKey: FirstValueKey())
        }
        if container.contains(.fraction) {
            self = .fraction(try value(.fraction))
        } else if container.contains(.height) {
            self = .height(try value(.height))
        } else {
            // Version 1 of saved state wrote `{"medium": {}}` and `{"large": {}}`.
            let legacy = try decoder.container(keyedBy: LegacyKeys.self)
            if legacy.contains(.medium) {
                self = .medium
            } else if legacy.contains(.large) {
                self = .large
            } else {
                throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a detent"))
            }
        }
    }

    private enum LegacyKeys: String, CodingKey {
        case medium
        case large
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .medium:
            var container = encoder.singleValueContainer()
            try container.encode("medium")
        case .large:
            var container = encoder.singleValueContainer()
            try container.encode("large")
        case .fraction(let value):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(value, forKey: .fraction)
        case .height(let value):
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(value, forKey: .height)
        }
    }

    /// An order for writing detents, so that saved state of the same detents is the same bytes:
    /// fractions, then heights, each ascending, then medium and large.
    static func writingOrder(_ lhs: SheetDetent, _ rhs: SheetDetent) -> Bool {
        func rank(_ detent: SheetDetent) -> (Int, Double) {
            switch detent {
            case .fraction(let value): return (0, value)
            case .height(let value): return (1, value)
            case .medium: return (2, 0)
            case .large: return (3, 0)
            }
        }
        return rank(lhs) < rank(rhs)
    }
}
