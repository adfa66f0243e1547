import Foundation
import NavigationGraph
import NavigationGraphTesting
import Testing

@MainActor
struct WholeStackTests {
    private func makeCoordinator() -> NavigationCoordinator {
        NavigationCoordinator(redirector: LibraryRedirect(), router: LibraryRouter())
    }

    @Test func aPlanFollowsParentsToTheRoot() {
        let plan = makeCoordinator().stackPlan(for: Library.chapter(book: 7, number: 3))
        #expect(plan == NavigationStackPlan(path: [Library.shelf, Library.book(id: 7), Library.chapter(book: 7, number: 3)]))
        #expect(plan.modal == nil)
    }

    @Test func aModalDestinationIsPresentedOverItsParents() {
        let plan = makeCoordinator().stackPlan(for: Library.reader(book: 2))
        #expect(plan.path == [AnyNavigation(Library.shelf), AnyNavigation(Library.book(id: 2))])
        #expect(plan.modal == NavigationStackPlan.Modal(Library.reader(book: 2), style: .fullScreenCover))
    }

    @Test func anOutgoingParentIsRedirected() {
        // `reader`'s parent is the outgoing `bookOfReader`, which the redirector turns into `book`.
        let plan = makeCoordinator().stackPlan(for: Library.reader(book: 5))
        #expect(plan.path.last == AnyNavigation(Library.book(id: 5)))
    }

    @Test func aDestinationWithoutParentOpensAlone() {
        #expect(makeCoordinator().stackPlan(for: Library.shelf) == NavigationStackPlan(path: [Library.shelf]))
        #expect(makeCoordinator().stackPlan(for: Shop.item(id: 1)) == NavigationStackPlan(path: [Shop.item(id: 1)]))
    }

    @Test func aHandWrittenCycleEndsTheChainInsteadOfHanging() {
        let plan = makeCoordinator().stackPlan(for: Loop.a)
        #expect(plan.path == [AnyNavigation(Loop.b), AnyNavigation(Loop.a)])
    }

    @Test func openStackReplacesEverythingInOneUpdate() {
        let sut = makeCoordinator()
        sut.navigate(to: Shop.home)
        sut.present(Shop.cart, style: .sheet())
        sut.present(Shop.player, style: .fullScreenCover)
        sut.openStack(Library.reader(book: 9))
        #expect(
            sut.snapshot
                == NavigationSnapshot(
                    path: [Library.shelf, Library.book(id: 9)], fullScreenCover: Library.reader(book: 9)))
        #expect(sut.sheetNavigation == nil)
    }

    @Test func openURLOpensTheWholeStack() {
        let sut = makeCoordinator()
        #expect(sut.open(url: URL(string: "library://books/4/chapters/2")!))
        #expect(
            sut.path == [
                AnyNavigation(Library.shelf), AnyNavigation(Library.book(id: 4)),
                AnyNavigation(Library.chapter(book: 4, number: 2)),
            ])
    }

    @Test func openURLLeavesEverythingAsItIsForAnUnknownURL() {
        let sut = makeCoordinator()
        sut.navigate(to: Library.shelf)
        #expect(!sut.open(url: URL(string: "library://books/nowhere")!))
        #expect(!NavigationCoordinator().open(url: URL(string: "library://books/4/read")!))
        #expect(sut.path == [AnyNavigation(Library.shelf)])
    }
}

/// Two destinations that are each other's parent, as only hand-written code can be.
enum Loop: IncomingNavigationContract {
    case a
    case b

    var navigationParent: (any NavigationContract)? {
        self == .a ? Loop.b : Loop.a
    }
}
