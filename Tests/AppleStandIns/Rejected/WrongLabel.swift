// platform: iOS
// expect: missing arguments for parameters 'item', 'content' in call
// The check must reject a misspelt argument label.
import NavigationGraph
import SwiftUI

struct WrongLabel: View {
    @Bindable var coordinator: NavigationCoordinator

    var body: some View {
        EmptyView().sheet(itme: $coordinator.displayedSheet) { modal in EmptyView() }
    }
}
