import NavigationGraph
import Shelf
import Testing

@MainActor
struct ShelfTests {
    @Test func screensAreNamedAndButtonsPush() {
        #expect(ShelfScreens.title(of: .sorted()) == "Sorted newest 1")
        #expect(ShelfScreens.title(of: .detail(identifier: 3)) == "Book 3")
        let coordinator = NavigationCoordinator()
        coordinator.navigate(to: ShelfScreens.buttons[0])
        #expect(coordinator.path == [AnyNavigation(ShelfIncomingNavigation.detail(identifier: 7))])
        #expect(ShelfIncomingNavigation.filter() == .filter(query: nil))
    }
}
