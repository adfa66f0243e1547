import ModularCart
import ModularCatalog
public import NavigationGraph

/// The shop's tab bar, made at run time: the catalogue, the cart, and a tab for each list the
/// shopper pinned, each with its own stack over its list.
///
/// The app graph declares no tabs: a tab with a value cannot be a case of the generated `AppTab`,
/// so the app writes its own type and `TabCoordinator` drives it the same way.
public enum ShopTab: TabContract {
    case catalog
    case cart
    case pinnedList(name: String)

    public var rootDestination: (any NavigationContract)? {
        switch self {
        case .catalog: CatalogIncomingNavigation.items
        case .cart: CartIncomingNavigation.cart
        case .pinnedList(let name): CatalogIncomingNavigation.list(name: name)
        }
    }

    public var title: String {
        switch self {
        case .catalog: "Catalogue"
        case .cart: "Cart"
        case .pinnedList(let name): name
        }
    }

    public var systemImage: String? {
        switch self {
        case .catalog: "square.grid.2x2"
        case .cart: "cart"
        case .pinnedList: "pin"
        }
    }

    /// A list opens in its own tab when it is pinned (else in the tab on show), the cart's
    /// destinations in the cart, the rest of the catalogue in the catalogue.
    public static func tab(for destination: any NavigationContract) -> ShopTab? {
        switch AnyNavigation(destination).wrapped {
        case CatalogIncomingNavigation.list(let name): .pinnedList(name: name)
        case is CatalogIncomingNavigation: .catalog
        case is CartIncomingNavigation: .cart
        default: nil
        }
    }
}

extension ModularShop {
    /// The tab bar: the catalogue, the lists the shopper pinned, in their order, and the cart.
    @MainActor
    public static func makeTabs(pinnedLists: [String] = []) -> TabCoordinator<ShopTab> {
        TabCoordinator(
            visibleTabs: tabs(pinnedLists: pinnedLists), selectedTab: .catalog, redirector: AppNavigationRedirect(),
            router: AppDeepLinkRouter())
    }

    /// Pins a list as a tab of its own, before the cart, and shows it.
    @MainActor
    public static func pin(_ name: String, in tabs: TabCoordinator<ShopTab>) {
        let tab = ShopTab.pinnedList(name: name)
        if !tabs.visibleTabs.contains(tab) {
            tabs.visibleTabs.insert(tab, at: max(tabs.visibleTabs.count - 1, 0))
        }
        tabs.select(tab)
    }

    /// Unpins a list: its tab goes, and when it was on show the catalogue is.
    @MainActor
    public static func unpin(_ name: String, in tabs: TabCoordinator<ShopTab>) {
        tabs.visibleTabs.removeAll { $0 == .pinnedList(name: name) }
    }

    private static func tabs(pinnedLists: [String]) -> [ShopTab] {
        [.catalog] + pinnedLists.map { .pinnedList(name: $0) } + [.cart]
    }
}
