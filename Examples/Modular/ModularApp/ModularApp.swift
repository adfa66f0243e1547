public import NavigationGraph

/// The app module: it depends on both features, so its build sees their graphs in their folders
/// and generates the redirector and router over them from `Shop.navgraph.json`.
public enum ModularShop {
    /// A coordinator wired to the app's redirects and deep links.
    @MainActor
    public static func makeCoordinator() -> NavigationCoordinator {
        NavigationCoordinator(redirector: AppNavigationRedirect(), router: AppDeepLinkRouter())
    }
}
