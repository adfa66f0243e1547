#if canImport(UIKit) && !os(watchOS)
    import NavigationGraph
    import NavigationGraphUIKit
    import UIKit

    /// The reader's screens: a view controller per destination, as a SwiftUI app gives a view.
    /// The generated `AppNavigationResolver` makes a feature left unwired a compile error.
    @MainActor
    public struct ReaderViewControllers: AppNavigationResolver {
        public typealias Content = UIViewController

        /// Creates the screens.
        public init() {}

        public func resolve(feeds destination: FeedsIncomingNavigation, navigator: any NavigatorContract) -> UIViewController {
            switch destination {
            case .timeline: ScreenViewController(title: "Timeline", navigator: navigator)
            case .feed(let id): ScreenViewController(title: "Feed \(id)", navigator: navigator)
            case .article(let feed, let id): ScreenViewController(title: "Article \(id) of \(feed)", navigator: navigator)
            case .share(let article): ScreenViewController(title: "Share article \(article)", navigator: navigator)
            case .addFeed(let address): ScreenViewController(title: "Subscribe to \(address ?? "a feed")", navigator: navigator)
            case .markAllRead: ScreenViewController(title: "Mark all read", navigator: navigator)
            }
        }

        public func resolve(account destination: AccountIncomingNavigation, navigator: any NavigatorContract) -> UIViewController {
            switch destination {
            case .accounts: ScreenViewController(title: "Accounts", navigator: navigator)
            case .account(let id): ScreenViewController(title: "Account \(id)", navigator: navigator)
            case .signIn: ScreenViewController(title: "Sign in", navigator: navigator)
            }
        }

        public func resolve(_ destination: UnknownNavigation, navigator: any NavigatorContract) -> UIViewController {
            ScreenViewController(title: "Not found", navigator: navigator)
        }
    }

    extension ReaderNavigation {
        /// The app's root view controller: a tab bar whose tabs are navigation controllers that
        /// follow the tabs' coordinators, both ways.
        @MainActor
        public static func makeTabBarController(tabs: TabCoordinator<AppTab>) -> TabBarController<AppTab> {
            TabBarController(tabs: tabs, resolver: ReaderViewControllers())
        }
    }

    /// A screen of the example: its title, and the navigator its buttons would use.
    final class ScreenViewController: UIViewController {
        let navigator: any NavigatorContract

        init(title: String, navigator: any NavigatorContract) {
            self.navigator = navigator
            super.init(nibName: nil, bundle: nil)
            self.title = title
        }

        required init?(coder: NSCoder) {
            nil
        }
    }
#endif
