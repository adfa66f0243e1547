import NavigationGraph

/// The cart feature's code. Its navigation enums and deep-link handler are generated from
/// `Cart.navgraph.json`, beside this file; it reaches the catalogue only through its outgoing
/// `item`, which the app redirects.
public enum Cart {
    /// Where a line of the cart leads: the catalogue's item, through the app.
    public static func destination(forLine identifier: Int) -> CartOutgoingNavigation {
        .item(identifier: identifier)
    }
}
