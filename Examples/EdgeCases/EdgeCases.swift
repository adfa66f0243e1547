import NavigationGraph

/// The edge-case graphs of this folder compile into this module through the plugin: every
/// generated name below must exist and type-check.
enum EdgeCases {
    static let all: [any NavigationContract] = [
        CatalogIncomingNavigation.default,
        CatalogIncomingNavigation.return(),
        CatalogIncomingNavigation.compare(items: [1, 2], selection: nil),
        CheckoutIncomingNavigation.done(),
        CatalogOutgoingNavigation.switch,
    ]
}
