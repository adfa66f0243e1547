import Foundation
import NavigationGraph

/// Destinations shaped like generated ones, so the runtime is tested on its own.
enum Shop: IncomingNavigationContract, RestorableNavigation {
    case home
    case item(id: Int)
    case post(slug: String)
    case newPost
    case search(query: String, page: Int = 1, exact: Bool? = nil)
    case order(id: UUID)
    case price(value: Double)
    case cart
    case player

    var navigationPresentation: NavigationPresentation {
        switch self {
        case .cart: .sheet(detents: [.medium, .fraction(0.3)])
        case .player: .fullScreenCover
        default: .push
        }
    }

    static let restorationIdentifier = "Shop.incoming"

    static let router = DeepLinkRouter<Shop>(
        locations: [
            DeepLinkLocation(scheme: "shop", host: "shop"),
            DeepLinkLocation(scheme: "https", host: "example.com", pathPrefix: "/shop"),
        ],
        routes: [
            DeepLinkRoute("home", "/") { _ in .home },
            DeepLinkRoute("item", "/items/{id}") { try .item(id: $0.value("id")) },
            DeepLinkRoute("post", "/posts/{slug}") { try .post(slug: $0.value("slug")) },
            DeepLinkRoute("newPost", "/posts/new") { _ in .newPost },
            DeepLinkRoute("search", "/search?q={query}&page={page}&exact={exact}") {
                try .search(query: $0.value("query"), page: $0.value("page", default: 1), exact: $0.value("exact"))
            },
            DeepLinkRoute("order", "/orders/{id}") { try .order(id: $0.value("id")) },
            DeepLinkRoute("price", "/price?value={value}") { try .price(value: $0.value("value")) },
            DeepLinkRoute("cart", "/cart") { _ in .cart },
        ])

    func url() -> URL? {
        switch self {
        case .home: Self.router.url(for: "home")
        case .item(let id): Self.router.url(for: "item", [DeepLinkArgument("id", id)])
        case .post(let slug): Self.router.url(for: "post", [DeepLinkArgument("slug", slug)])
        case .newPost: Self.router.url(for: "newPost")
        case .search(let query, let page, let exact):
            Self.router.url(for: "search", [
                DeepLinkArgument("query", query), DeepLinkArgument("page", page), DeepLinkArgument("exact", exact),
            ])
        case .order(let id): Self.router.url(for: "order", [DeepLinkArgument("id", id)])
        case .price(let value): Self.router.url(for: "price", [DeepLinkArgument("value", value)])
        case .cart: Self.router.url(for: "cart")
        case .player: nil
        }
    }
}

enum ShopOutgoing: OutgoingNavigationContract {
    case help
    case checkout(total: Double)
    case unwired
}

enum Help: IncomingNavigationContract {
    case faq
    case pay(total: Double)

    var navigationPresentation: NavigationPresentation {
        self == .faq ? .sheet(detents: [.large]) : .push
    }
}

struct ShopRedirect: NavigationRedirectContract {
    func redirect(_ navigation: any NavigationContract) -> (any NavigationContract)? {
        switch navigation as? ShopOutgoing {
        case .help?: Help.faq
        case .checkout(let total)?: Help.pay(total: total)
        case .unwired?, nil: nil
        }
    }
}

struct ShopRouter: DeepLinkRouterContract {
    func resolve(_ url: URL) -> (any NavigationContract)? {
        Shop.router.resolve(url)
    }
}

func url(_ string: String) -> URL {
    URL(string: string)!
}
