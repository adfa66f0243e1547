import NavigationGraph

/// What a coordinator shows, as plain values that tests compare with `==`.
public struct NavigationSnapshot: Hashable, Sendable, CustomStringConvertible {
    /// The pushed destinations, bottom first.
    public var path: [AnyNavigation]
    /// The destination and style of the sheet, if any.
    public var sheet: AnyNavigation?
    /// The destination of the full-screen cover, if any.
    public var fullScreenCover: AnyNavigation?
    /// The detents of the sheet, empty without one.
    public var sheetDetents: Set<SheetDetent>

    /// Creates the expected state of a coordinator.
    public init(
        path: [any NavigationContract] = [], sheet: (any NavigationContract)? = nil,
        sheetDetents: Set<SheetDetent> = [], fullScreenCover: (any NavigationContract)? = nil
    ) {
        self.path = path.map { AnyNavigation($0) }
        self.sheet = sheet.map { AnyNavigation($0) }
        self.sheetDetents = sheet == nil ? [] : sheetDetents
        self.fullScreenCover = fullScreenCover.map { AnyNavigation($0) }
    }

    public var description: String {
        var lines = ["path: [" + path.map { "\($0.wrapped)" }.joined(separator: ", ") + "]"]
        if let sheet { lines.append("sheet: \(sheet.wrapped) \(sheetDetents.map { "\($0)" }.sorted())") }
        if let fullScreenCover { lines.append("fullScreenCover: \(fullScreenCover.wrapped)") }
        return lines.joined(separator: "\n")
    }
}

extension NavigationCoordinator {
    /// The coordinator's state as a comparable value.
    public var snapshot: NavigationSnapshot {
        NavigationSnapshot(
            path: path.map(\.wrapped), sheet: sheetNavigation?.navigation.wrapped,
            sheetDetents: sheetNavigation?.detents ?? [], fullScreenCover: fullScreenCoverNavigation?.navigation.wrapped)
    }
}
