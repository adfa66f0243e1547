import NavigationGraph

/// The composition root of a feed reader whose screens are view controllers, compiled from this
/// folder's graphs through the plugin. What it decides is platform-neutral and tested on Linux;
/// `ReaderViewControllers` (UIKit) only makes a view controller per destination.
public enum ReaderNavigation {
    /// The tab bar's state: the generated redirector and router, the sign-in guard asking
    /// `session`, and "mark all read" handed to `session`.
    @MainActor
    public static func makeTabs(session: ReaderSession) -> TabCoordinator<AppTab> {
        let tabs = TabCoordinator<AppTab>(redirector: AppNavigationRedirect(), router: AppDeepLinkRouter())
        for tab in AppTab.allCases {
            tabs.coordinator(for: tab).guards = NavigationGuards(AppNavigationGuard()) { condition in
                condition == .signedIn ? session.isSignedIn : true
            }
        }
        tabs.actionHandler = { destination in
            if destination.wrapped as? FeedsIncomingNavigation == .markAllRead {
                session.unreadCount = 0
            }
        }
        return tabs
    }
}

/// What the reader's screens change: whether an account is signed in, and what is unread.
@MainActor
public final class ReaderSession {
    /// Whether the reader has signed in to an account; adding a feed needs one.
    public var isSignedIn = false
    /// How many articles are unread.
    public var unreadCount = 12

    /// Creates a session with no account.
    public init() {}
}
