import NavigationGraph

/// The catalogue feature's code. Its navigation enums and deep-link handler are generated from
/// `Catalog.navgraph.json`, beside this file.
public enum Catalog {
    /// Where a tapped item leads.
    public static func destination(forItem identifier: Int) -> CatalogIncomingNavigation {
        .item(identifier: identifier)
    }
}
