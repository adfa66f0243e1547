import NavigationGraph
import NavigationGraphTesting
import Testing

@MainActor
struct NavigatorMockTests {
    /// A screen that finishes through its own navigator is checked the same way in tests.
    @Test func recordsWhatAScreenFinishesWith() {
        let mock = NavigatorMock()
        let navigator: any NavigatorContract = mock
        #expect(navigator.finish(with: 3))
        #expect(mock.finishedValues.compactMap { $0 as? Int } == [3])
    }

    @Test func recordsEveryCallInOrder() {
        let mock = NavigatorMock()
        mock.navigate(to: Shop.home)
        mock.navigate(to: Help.faq)
        mock.present(Shop.cart, style: .sheet(detents: [.medium]))
        mock.open(Shop.player)
        mock.dismiss()
        mock.goBack()
        mock.goBack()
        mock.popToRoot()
        #expect(mock.navigated(Shop.self) == [.home])
        #expect(mock.navigated(Help.self) == [.faq])
        #expect(mock.presented(Shop.self) == [.cart])
        #expect(mock.presentedModals.first?.style == .sheet(detents: [.medium]))
        #expect(mock.opened(Shop.self) == [.player])
        #expect((mock.dismissCallCount, mock.goBackCallCount, mock.popToRootCallCount) == (1, 2, 1))
    }
}
