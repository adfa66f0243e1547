import Foundation

/// A destination type that can be saved with the navigation state and restored later.
///
/// Generated enums whose parameters are all built-in types conform to this protocol.
public protocol RestorableNavigation: NavigationContract, Codable {
    /// A stable name for the type in saved state, such as `Character.incoming`.
    static var restorationIdentifier: String { get }
    /// The cases saved state never holds (a graph's `"restorable": false`), by name.
    static var navigationUnsavedCaseNames: Set<String> { get }
}

extension RestorableNavigation {
    /// No case is left out on purpose.
    public static var navigationUnsavedCaseNames: Set<String> { [] }

    /// Why saved state cannot hold this value, or `nil` when it can: saving is decided per case,
    /// so one case of a type may be saved while another is not.
    func savingProblem() -> String? {
        if let codable = self as? any NavigationCaseCodable {
            if let navigationCase = codable.navigationCase {
                if Self.navigationUnsavedCaseNames.contains(navigationCase.name) {
                    return "its graph marks it \"restorable\": false"
                }
            } else if !(self is any NavigationPassedThroughCoding) {
                return "a parameter of it has no text form"
            }
        }
        do {
            _ = try JSONEncoder().encode(SavedDestination(value: self))
            return nil
        } catch {
            return "\(error)"
        }
    }
}

/// The destination types an app can restore, by their stable names.
public struct NavigationRestorationRegistry: Sendable {
    private let types: [String: any RestorableNavigation.Type]

    /// Creates a registry of destination types; a later type with the same identifier is ignored.
    public init(_ types: [any RestorableNavigation.Type]) {
        var byIdentifier: [String: any RestorableNavigation.Type] = [:]
        for type in types where byIdentifier[type.restorationIdentifier] == nil {
            byIdentifier[type.restorationIdentifier] = type
        }
        self.types = byIdentifier
    }

    func type(named identifier: String) -> (any RestorableNavigation.Type)? {
        types[identifier]
    }
}

extension NavigationRestorationRegistry {
    /// One destination as saved state writes it (`{"type":"Mail.incoming","value":{...}}`, keys
    /// sorted, so the same destination always gives the same text), or why it cannot be saved.
    func savedText(of navigation: AnyNavigation) -> Result<String, SavingProblem> {
        savable(navigation).flatMap { destination in
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            guard let data = try? encoder.encode(destination) else {
                return .failure(SavingProblem(reason: "\(navigation.wrapped) cannot be saved"))
            }
            return .success(String(decoding: data, as: UTF8.self))
        }
    }

    /// A destination as saved state holds it, when this registry knows its type and the
    /// destination can be saved; otherwise why not. Saved state and a window's value ask alike.
    fileprivate func savable(_ navigation: AnyNavigation) -> Result<SavedDestination, SavingProblem> {
        guard let value = navigation.wrapped as? any RestorableNavigation, type(named: Swift.type(of: value).restorationIdentifier) != nil
        else {
            return .failure(SavingProblem(reason: "\(Swift.type(of: navigation.wrapped)) is not restorable"))
        }
        if let problem = value.savingProblem() {
            return .failure(SavingProblem(reason: "\(navigation.wrapped) cannot be saved: \(problem)"))
        }
        return .success(SavedDestination(value: value))
    }

    /// The destination of text made by ``savedText(of:)``, or why it no longer restores.
    func destination(fromSavedText text: String) -> Result<AnyNavigation, SavingProblem> {
        let decoder = JSONDecoder()
        decoder.userInfo[SavedDestination.registryKey] = self
        do {
            return .success(AnyNavigation(try decoder.decode(SavedDestination.self, from: Data(text.utf8)).value))
        } catch {
            return .failure(SavingProblem(reason: SavedDestination.describe(error)))
        }
    }

    /// Why a destination cannot be saved or restored.
    struct SavingProblem: Error {
        var reason: String
    }
}

/// What saving or restoring navigation state left out, and why.
public struct NavigationRestorationReport: Hashable, Sendable {
    /// One entry that could not be saved or restored.
    public struct Issue: Hashable, Sendable, CustomStringConvertible {
        /// Where the entry was: `path[2]`, `sheet` or `fullScreenCover`.
        public var place: String
        /// Why it was left out.
        public var reason: String

        public var description: String { "\(place): \(reason)" }
    }

    /// The entries left out; empty when everything was kept.
    public var issues: [Issue] = []

    /// Whether every entry was kept.
    public var isComplete: Bool { issues.isEmpty }
}

extension NavigationCoordinator {
    /// Saves the stack and the modals as JSON data.
    ///
    /// A destination whose type the registry does not know cannot be saved: the stack is saved up
    /// to it, never with a hole in the middle (a screen restored over the wrong one below), and it
    /// and every entry above it are reported; a modal that cannot be saved is left out and
    /// reported.
    public func restorationData(
        using registry: NavigationRestorationRegistry
    ) throws -> (data: Data, report: NavigationRestorationReport) {
        var report = NavigationRestorationReport()
        func saved(_ navigation: AnyNavigation, at place: String) -> SavedDestination? {
            switch registry.savable(navigation) {
            case .success(let destination):
                return destination
            case .failure(let problem):
                report.issues.append(.init(place: place, reason: problem.reason))
                return nil
            }
        }
        var savedPath: [SavedEntry] = []
        for (index, navigation) in path.enumerated() {
            guard let entry = saved(navigation, at: "path[\(index)]") else {
                for above in path.indices.dropFirst(index + 1) {
                    report.issues.append(.init(place: "path[\(above)]", reason: "above path[\(index)], which cannot be saved"))
                }
                break
            }
            savedPath.append(.saved(entry))
        }
        let state = SavedState(
            path: savedPath,
            sheet: sheetNavigation.flatMap { modal in
                saved(modal.navigation, at: "sheet").map { SavedModal(destination: .saved($0), style: modal.style) }
            },
            fullScreenCover: fullScreenCoverNavigation.flatMap { modal in
                saved(modal.navigation, at: "fullScreenCover").map { SavedModal(destination: .saved($0), style: modal.style) }
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try encoder.encode(state), report)
    }

    /// Restores the stack and the modals from data made by ``restorationData(using:)``.
    ///
    /// Entries whose type is unknown, whose value no longer decodes (a removed case, a changed
    /// parameter) or whose case its graph marks `"restorable": false` are dropped and reported;
    /// the stack is restored up to the first of them, never with a hole in the middle, and every
    /// entry above it is reported too. Data that is not saved state at all restores nothing and
    /// is reported as one issue.
    @discardableResult
    public func restore(
        from data: Data, using registry: NavigationRestorationRegistry
    ) -> NavigationRestorationReport {
        let decoder = JSONDecoder()
        decoder.userInfo[SavedDestination.registryKey] = registry
        // The version first, so that state from another version of the schema is refused for
        // that reason, whatever else it holds.
        if let saved = try? decoder.decode(SavedStateVersion.self, from: data), !SavedState.readableVersions.contains(saved.version) {
            return NavigationRestorationReport(issues: [
                .init(
                    place: "state",
                    reason:
                        "saved with schema version \(saved.version), but this version of NavigationGraph reads versions \(SavedState.readableVersions.lowerBound) to \(SavedState.currentVersion) only; nothing was restored"
                )
            ])
        }
        let state: SavedState
        do {
            state = try decoder.decode(SavedState.self, from: data)
        } catch {
            return NavigationRestorationReport(issues: [.init(place: "state", reason: "not saved navigation state: \(error)")])
        }
        var report = NavigationRestorationReport()
        func restored(_ entry: SavedEntry, at place: String) -> (any RestorableNavigation)? {
            switch entry {
            case .saved(let saved):
                return saved.value
            case .dropped(let reason):
                report.issues.append(.init(place: place, reason: reason))
                return nil
            }
        }
        // Up to the first entry that cannot be restored, as saving does: a screen restored over
        // the wrong one below is worse than a shorter stack.
        var restoredPath: [AnyNavigation] = []
        for (index, entry) in state.path.enumerated() {
            guard let value = restored(entry, at: "path[\(index)]") else {
                for above in state.path.indices.dropFirst(index + 1) {
                    report.issues.append(.init(place: "path[\(above)]", reason: "above path[\(index)], which cannot be restored"))
                }
                break
            }
            restoredPath.append(AnyNavigation(value))
        }
        path = restoredPath
        sheetNavigation = state.sheet.flatMap { modal in
            restored(modal.destination, at: "sheet").map { ModalNavigation(navigation: $0, style: modal.style) }
        }
        fullScreenCoverNavigation = state.fullScreenCover.flatMap { modal in
            restored(modal.destination, at: "fullScreenCover").map { ModalNavigation(navigation: $0, style: modal.style) }
        }
        return report
    }
}

/// The one field of saved state that every version of its schema has.
private struct SavedStateVersion: Decodable {
    var version: Int
}

private struct SavedState: Codable {
    /// The version of the saved-state schema this runtime writes: 2 writes sheet detents as
    /// the graph format does (`"medium"`, `{"fraction": 0.3}`), in a fixed order.
    static let currentVersion = 2
    /// The versions it reads: version 1 differs only in how it wrote detents
    /// (`{"fraction": {"_0": 0.3}}`), which ``SheetDetent`` still reads.
    static let readableVersions = 1...currentVersion

    var version = currentVersion
    var path: [SavedEntry]
    var sheet: SavedModal?
    var fullScreenCover: SavedModal?

    init(path: [SavedEntry], sheet: SavedModal?, fullScreenCover: SavedModal?) {
        self.path = path
        self.sheet = sheet
        self.fullScreenCover = fullScreenCover
    }
}

private struct SavedModal: Codable {
    var destination: SavedEntry
    var style: ModalPresentationStyle
}

/// A saved destination that restores to its value, or to the reason it was dropped.
private enum SavedEntry: Codable {
    case saved(SavedDestination)
    case dropped(String)

    init(from decoder: any Decoder) throws {
        do {
            self = .saved(try SavedDestination(from: decoder))
        } catch {
            self = .dropped(SavedDestination.describe(error))
        }
    }

    func encode(to encoder: any Encoder) throws {
        if case .saved(let destination) = self {
            try destination.encode(to: encoder)
        }
    }
}

private struct SavedDestination: Codable {
    static let registryKey = CodingUserInfoKey(rawValue: "NavigationGraph.registry")!

    enum CodingKeys: String, CodingKey {
        case type
        case value
    }

    struct UnknownType: Error {
        var identifier: String
    }

    /// A case that saving never writes, found in saved state that was written by hand.
    struct UnsavedCase: Error {
        var name: String
    }

    var value: any RestorableNavigation

    init(value: any RestorableNavigation) {
        self.value = value
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let identifier = try container.decode(String.self, forKey: .type)
        guard let registry = decoder.userInfo[Self.registryKey] as? NavigationRestorationRegistry,
            let type = registry.type(named: identifier)
        else {
            throw UnknownType(identifier: identifier)
        }
        value = try container.decode(type, forKey: .value)
        if let codable = value as? any NavigationCaseCodable, let name = codable.navigationCase?.name,
            type.navigationUnsavedCaseNames.contains(name)
        {
            throw UnsavedCase(name: name)
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(type(of: value).restorationIdentifier, forKey: .type)
        try container.encode(value, forKey: .value)
    }

    static func describe(_ error: any Error) -> String {
        switch error {
        case let unknown as UnknownType:
            return "no destination type is registered as '\(unknown.identifier)'"
        case let unsaved as UnsavedCase:
            return "its graph marks '\(unsaved.name)' \"restorable\": false, so saved state never holds it"
        case DecodingError.dataCorrupted(let context), DecodingError.keyNotFound(_, let context),
            DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "the saved value no longer decodes: \(context.debugDescription)"
        default:
            return "the saved value no longer decodes: \(error)"
        }
    }
}
