// platform: macOS
// expect: is unavailable
// The check must reject an API that a platform does not have: no full-screen cover on macOS.
import NavigationGraph
import SwiftUI

struct CoverOnMacOS: View {
    @Bindable var coordinator: NavigationCoordinator

    var body: some View {
        EmptyView().fullScreenCover(item: $coordinator.displayedFullScreenCover) { modal in EmptyView() }
    }
}
