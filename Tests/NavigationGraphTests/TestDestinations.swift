import Foundation
@_spi(Generated) import NavigationGraph

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

    /// The canonical URL, when resolving it gives back this destination (what the generated
    /// `url(for:)` of a `NavigationCaseCodable` enum checks).
    func url() -> URL? {
        guard let url = canonicalURL(), Self.router.resolve(url) == self else {
            return nil
        }
        return url
    }

    private func canonicalURL() -> URL? {
        switch self {
        case .home: Self.router.url(for: "home")
        case .item(let id): Self.router.url(for: "item", [DeepLinkArgument("id", id)])
        case .post(let slug): Self.router.url(for: "post", [DeepLinkArgument("slug", slug)])
        case .newPost: Self.router.url(for: "newPost")
        case .search(let query, let page, let exact):
            Self.router.url(
                for: "search",
                [
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

/// Destinations with parents, requirements and results, shaped like generated ones.
enum Library: IncomingNavigationContract {
    case shelf
    case book(id: Int)
    case chapter(book: Int, number: Int)
    case reader(book: Int)
    case account
    case connect
    case premium
    case vault
    case picker

    var navigationPresentation: NavigationPresentation {
        switch self {
        case .reader: .fullScreenCover
        case .account, .picker: .sheet(detents: [.medium])
        default: .push
        }
    }

    var navigationParent: (any NavigationContract)? {
        switch self {
        case .book, .premium: Library.shelf
        case .chapter(let book, _): Library.book(id: book)
        case .reader(let book): LibraryOutgoing.bookOfReader(id: book)
        case .shelf, .account, .connect, .vault, .picker: nil
        }
    }

    var navigationRequirements: Set<NavigationCondition> {
        switch self {
        case .premium: [.signedIn]
        case .vault: [.signedIn, .unlocked]
        case .account: [.online]
        default: []
        }
    }

    static let pickNumber = NavigationRequest<Int>(Library.picker)
}

enum LibraryOutgoing: OutgoingNavigationContract {
    case bookOfReader(id: Int)
    case pick
}

struct LibraryRedirect: NavigationRedirectContract {
    func redirect(_ navigation: any NavigationContract) -> (any NavigationContract)? {
        switch navigation as? LibraryOutgoing {
        case .bookOfReader(let id)?: Library.book(id: id)
        case .pick?: Library.picker
        case nil: nil
        }
    }
}

extension NavigationCondition {
    static let signedIn: NavigationCondition = "signedIn"
    static let online: NavigationCondition = "online"
    static let unlocked: NavigationCondition = "unlocked"
}

struct LibraryGuard: NavigationGuardContract {
    let conditions: [NavigationCondition] = [.signedIn, .online, .unlocked]

    func destination(for condition: NavigationCondition) -> (any NavigationContract)? {
        switch condition {
        case .signedIn: Library.account
        case .online: Library.connect
        default: nil
        }
    }
}

struct LibraryRouter: DeepLinkRouterContract {
    static let router = DeepLinkRouter<Library>(
        locations: [DeepLinkLocation(scheme: "library", host: "books")],
        routes: [
            DeepLinkRoute("chapter", "/{book}/chapters/{number}") { try .chapter(book: $0.value("book"), number: $0.value("number")) },
            DeepLinkRoute("reader", "/{book}/read") { try .reader(book: $0.value("book")) },
            DeepLinkRoute("premium", "/premium") { _ in .premium },
        ])

    func resolve(_ url: URL) -> (any NavigationContract)? {
        Self.router.resolve(url)
    }
}

extension DeepLinkRouter<String> {
    /// A router whose destinations say which pattern matched and what it bound, in order:
    /// `"/users/{id} id=7"`. Under `app://x` unless other locations are given.
    static func naming(_ patterns: [String], locations: [DeepLinkLocation] = [DeepLinkLocation(scheme: "app", host: "x")]) -> Self {
        DeepLinkRouter(
            locations: locations,
            routes: patterns.map { pattern in
                DeepLinkRoute(pattern, pattern) { match in
                    ([pattern] + match.values.map { "\($0.name)=\($0.text)" }).joined(separator: " ")
                }
            })
    }
}
