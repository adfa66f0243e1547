import Foundation
@_spi(Generated) import NavigationGraph
import NavigationGraphTesting
import Testing

@MainActor
struct RestorationTests {
    let registry = NavigationRestorationRegistry([Shop.self, UnknownNavigation.self])

    @Test func pathAndModalsRoundTripThroughData() throws {
        let sut = NavigationCoordinator()
        sut.setPath([Shop.home, Shop.search(query: "a", page: 2, exact: true), UnknownNavigation.notFound])
        sut.present(Shop.cart, style: .sheet(detents: [.medium, .height(200)]))
        sut.present(Shop.order(id: UUID()), style: .fullScreenCover)
        let saved = try sut.restorationData(using: registry)
        #expect(saved.report.isComplete)
        let restored = NavigationCoordinator()
        let report = restored.restore(from: saved.data, using: registry)
        #expect(report.isComplete)
        #expect(restored.snapshot == sut.snapshot)
        #expect(restored.sheetNavigation?.style == .sheet(detents: [.medium, .height(200)]))
    }

    /// State from another version of the schema is refused with the reason, not read as if it
    /// were this version's.
    @Test(arguments: [99, 0, 3])
    func stateOfAnotherSchemaVersionIsRefusedWithTheReason(_ version: Int) throws {
        let sut = NavigationCoordinator()
        sut.setPath([Shop.home])
        let saved = try sut.restorationData(using: registry)
        var json = String(decoding: saved.data, as: UTF8.self)
        #expect(json.contains("\"version\":2"))
        json = json.replacingOccurrences(of: "\"version\":2", with: "\"version\":\(version)")
        let restored = NavigationCoordinator()
        let report = restored.restore(from: Data(json.utf8), using: registry)
        #expect(report.issues.map(\.place) == ["state"])
        #expect(report.issues.first?.reason.contains("schema version \(version)") == true)
        #expect(restored.path.isEmpty)
    }

    @Test func detentsAreSavedAsTheGraphFormatWritesThemInAFixedOrder() throws {
        let sut = NavigationCoordinator()
        sut.present(Shop.cart, style: .sheet(detents: [.large, .fraction(0.3), .medium, .height(200)]))
        let json = String(decoding: try sut.restorationData(using: registry).data, as: UTF8.self)
        #expect(json.contains(#""detents":[{"fraction":0.3},{"height":200},"medium","large"]"#), "\(json)")
    }

    @Test func stateOfVersionOneWithItsDetentsStillRestores() throws {
        let sut = NavigationCoordinator()
        sut.present(Shop.cart, style: .sheet(detents: [.fraction(0.3), .medium]))
        var json = String(decoding: try sut.restorationData(using: registry).data, as: UTF8.self)
        json = json.replacingOccurrences(of: "\"version\":2", with: "\"version\":1")
            .replacingOccurrences(of: #"{"fraction":0.3}"#, with: #"{"fraction":{"_0":0.3}}"#)
            .replacingOccurrences(of: #""medium""#, with: #"{"medium":{}}"#)
        #expect(json.contains(#"{"fraction":{"_0":0.3}},{"medium":{}}"#), "\(json)")
        let restored = NavigationCoordinator()
        let report = restored.restore(from: Data(json.utf8), using: registry)
        #expect(report.isComplete)
        #expect(restored.sheetNavigation?.style == .sheet(detents: [.fraction(0.3), .medium]))
    }

    @Test func unrestorableDestinationsAreLeftOutAndReported() throws {
        let sut = NavigationCoordinator()
        sut.setPath([Shop.home, Help.faq])
        let saved = try sut.restorationData(using: registry)
        #expect(saved.report.issues.map(\.place) == ["path[1]"])
        let restored = NavigationCoordinator()
        restored.restore(from: saved.data, using: registry)
        #expect(restored.path == [AnyNavigation(Shop.home)])
    }

    /// A stack is saved up to its first entry that cannot be: restored, a screen never sits over
    /// one that was not below it.
    @Test func aStackIsSavedUpToItsFirstUnsavableEntryNeverWithAHole() throws {
        let sut = NavigationCoordinator()
        sut.setPath([Shop.home, Help.faq, Shop.item(id: 3)])
        let saved = try sut.restorationData(using: registry)
        #expect(saved.report.issues.map(\.description) == ["path[1]: Help is not restorable", "path[2]: above path[1], which cannot be saved"])
        let restored = NavigationCoordinator()
        #expect(restored.restore(from: saved.data, using: registry).isComplete)
        #expect(restored.path == [AnyNavigation(Shop.home)])
    }

    /// An entry that no longer decodes ends the restored stack, as saving ends it: the entries
    /// above it are reported, never restored over the wrong screen.
    @Test func entriesThatNoLongerDecodeAreDroppedWithAReport() throws {
        let json = """
            {"version": 1, "path": [
              {"type": "Shop.incoming", "value": {"home": {}}},
              {"type": "Shop.incoming", "value": {"removedCase": {}}},
              {"type": "Gone.incoming", "value": {"x": {}}},
              {"type": "Shop.incoming", "value": {"item": {"id": "not a number"}}},
              {"type": "Shop.incoming", "value": {"item": {"id": 5}}}
            ], "sheet": {"destination": {"type": "Gone.incoming", "value": {}}, "style": {"fullScreenCover": {}}}}
            """
        let sut = NavigationCoordinator()
        let report = sut.restore(from: Data(json.utf8), using: registry)
        #expect(sut.path == [AnyNavigation(Shop.home)])
        #expect(sut.sheetNavigation == nil)
        #expect(report.issues.map(\.place) == ["path[1]", "path[2]", "path[3]", "path[4]", "sheet"])
        #expect(report.issues[1...3].allSatisfy { $0.reason == "above path[1], which cannot be restored" })
        #expect(report.issues[4].reason == "no destination type is registered as 'Gone.incoming'")
    }

    @Test func dataThatIsNotSavedStateRestoresNothing() {
        let sut = NavigationCoordinator()
        sut.navigate(to: Shop.home)
        let report = sut.restore(from: Data("garbage".utf8), using: registry)
        #expect(report.issues.map(\.place) == ["state"])
        #expect(sut.path == [AnyNavigation(Shop.home)])
    }
}

/// A case with a passed-through type is saved with its value's own `Codable`, found when the app
/// runs: a value whose type is not `Codable` fails to save, and the stack ends below it.
@MainActor
struct PassedThroughSavingTests {
    let registry = NavigationRestorationRegistry([Viewer.self])

    @Test func aPassedThroughValueSavesWhenItsTypeIsCodableAndOnlyThen() throws {
        let sut = NavigationCoordinator()
        sut.setPath([Viewer.home, Viewer.photo(Photo(name: "sea")), Viewer.opaque(Opaque()), Viewer.home])
        let saved = try sut.restorationData(using: registry)
        #expect(saved.report.issues.map(\.place) == ["path[2]", "path[3]"])
        #expect(saved.report.issues.first?.reason.contains("which is not Encodable") == true, "\(saved.report)")
        let restored = NavigationCoordinator()
        #expect(restored.restore(from: saved.data, using: registry).isComplete)
        #expect(restored.path == [AnyNavigation(Viewer.home), AnyNavigation(Viewer.photo(Photo(name: "sea")))])
    }
}

private struct Photo: Hashable, Sendable, Codable {
    var name: String
}

/// Hashable and Sendable, but not Codable.
private struct Opaque: Hashable, Sendable {}

/// What the generator writes for an enum with passed-through types, by hand.
private enum Viewer: IncomingNavigationContract, RestorableNavigation, NavigationCaseCodable {
    case home
    case photo(Photo)
    case opaque(Opaque)

    static let restorationIdentifier = "Viewer.incoming"
    static let navigationCaseNames = ["home", "photo", "opaque"]

    init?(navigationCaseIndex index: Int, values: borrowing DeepLinkMatch) throws {
        guard index == 0 else { return nil }
        self = .home
    }

    var navigationCase: NavigationCase? {
        self == .home ? NavigationCase("home") : nil
    }
}

@_spi(Generated) extension Viewer: NavigationPassedThroughCoding {
    func encodePassedThroughCase(to values: inout PassedThroughValues) throws -> String? {
        switch self {
        case .photo(let value0):
            try values.encode(value0, named: "photo")
            return "photo"
        case .opaque(let value0):
            try values.encode(value0, named: "opaque")
            return "opaque"
        default:
            return nil
        }
    }

    static func decodePassedThroughCase(at index: Int, from values: PassedThroughValues) throws -> Viewer? {
        switch index {
        case 1: return .photo(try values.decode(named: "photo"))
        case 2: return .opaque(try values.decode(named: "opaque"))
        default: return nil
        }
    }
}
