/// Lets other main-actor work run until `condition` holds, for at most `turns` turns, so that a
/// test of asynchronous navigation (a screen awaiting `result(of:)`) fails instead of hanging
/// when the state it waits for never comes.
///
/// ```swift
/// let season = Task { await detail.chooseSeason() }
/// #expect(await eventually { coordinator.sheetNavigation != nil })
/// ```
/// - Returns: Whether the condition holds.
@MainActor
public func eventually(turns: Int = 10_000, _ condition: () -> Bool) async -> Bool {
    for _ in 0..<turns {
        if condition() {
            return true
        }
        await Task.yield()
    }
    return condition()
}
