import NavigationGraph
import NavigationGraphTesting
import Testing

@MainActor
struct NavigatorMockTests {
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
