// platform: watchOS
// expect: is unavailable
// The check must reject an API that a platform does not have: no sidebar-adaptable tab view on
// watchOS, which is why TabContainerView leaves the style out there.
import SwiftUI

struct SidebarTabsOnWatchOS: View {
    var body: some View {
        EmptyView().tabViewStyle(.sidebarAdaptable)
    }
}
