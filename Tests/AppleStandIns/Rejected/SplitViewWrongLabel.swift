// platform: iOS
// expect: incorrect argument label in call (have '_:contents:detail:', expected 'sidebar:content:detail:')
// The check must reject a wrong argument label on the split view.
import SwiftUI

struct SplitViewWrongLabel: View {
    var body: some View {
        NavigationSplitView {
            EmptyView()
        } contents: {
            EmptyView()
        } detail: {
            EmptyView()
        }
    }
}
