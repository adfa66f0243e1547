import NavigationGraph
import NavigationGraphTesting
import Testing

/// The seeds' tests are plain synchronous functions; the mock must work there without any actor.
struct NonisolatedMockTests {
    struct FilterNavigator {
        let navigator: any NavigatorContract

        func presentFilter() {
            navigator.present(Shop.cart, style: .sheet(detents: [.medium, .large]))
        }
    }

    @Test func aPlainTestUsesTheMock() {
        let navigatorMock = NavigatorMock()
        let sut = FilterNavigator(navigator: navigatorMock)
        sut.presentFilter()
        let modal = navigatorMock.presentedModals.first
        #expect(modal?.destination as? Shop == .cart)
        #expect(modal?.style == .sheet(detents: [.medium, .large]))
    }
}
