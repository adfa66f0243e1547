// platform: tvOS
// expect: requires the types 'PinnedTab' and
// The check must reject a `Tab` whose value is not of the selection's type, which would never be
// selected.
import NavigationGraph
import SwiftUI

struct TabValueOfAnotherType: View {
    @Bindable var tabs: TabCoordinator<PinnedTab>

    var body: some View {
        if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            TabView(selection: $tabs.selection) {
                ForEach(tabs.visibleTabs, id: \.self) { tab in
                    SwiftUI.Tab(value: tab.title) {
                        EmptyView()
                    } label: {
                        EmptyView()
                    }
                }
            }
        }
    }
}

enum PinnedTab: TabContract {
    case list(id: String)
    var rootDestination: (any NavigationContract)? { nil }
    var title: String { "List" }
    var systemImage: String? { nil }
}
