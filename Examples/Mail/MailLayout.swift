import NavigationGraph

/// A mail and notes app shaped for iPad and Mac, compiled from this folder's graphs through the
/// plugin: the mail tab is a split view of three columns (mailboxes, a mailbox's messages, a
/// message), the notes tab one of two (folders, a folder's notes), and settings one stack, in a
/// tab bar that becomes a sidebar where the platform offers one. A note opens in a window of its
/// own, as a document does, where the platform shows several windows.
public enum MailAppNavigation {
    /// The app's tabs with the generated redirector and router: open a link with
    /// `open(url:)`, and find a split tab's columns with `splitView(for:)`.
    @MainActor
    public static func makeTabs() -> TabCoordinator<AppTab> {
        TabCoordinator<AppTab>(redirector: AppNavigationRedirect(), router: AppDeepLinkRouter())
    }

    /// The app's windows: a note's document window (`Notes.document`) opens in one, with a stack
    /// of its own. Give it to the tabs (`tabs.windows = windows`); the app keeps both.
    @MainActor
    public static func makeWindows() -> WindowCoordinator {
        WindowCoordinator(registry: AppNavigationRestoration.registry, redirector: AppNavigationRedirect(), router: AppDeepLinkRouter())
    }
}
