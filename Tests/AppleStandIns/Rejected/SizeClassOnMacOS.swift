// platform: macOS
// expect: is unavailable
// The check must reject an API that a platform does not have: no horizontal size class on macOS,
// where SplitContainerView never collapses.
import SwiftUI

struct SizeClassOnMacOS: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    var body: some View {
        EmptyView()
    }
}
