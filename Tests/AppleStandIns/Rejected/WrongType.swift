// platform: watchOS
// expect: cannot convert value of type 'Binding<SheetDetent>' to expected argument type 'Binding<PresentationDetent>'
// The check must reject a value of the wrong type: the package's SheetDetent is not SwiftUI's.
import NavigationGraph
import SwiftUI

struct WrongType: View {
    @State private var detent: SheetDetent = .large

    var body: some View {
        EmptyView().presentationDetents([.large], selection: $detent)
    }
}
