import ChallengeCharacter
import ChallengeEpisode
import ChallengeHome
import ChallengeSystem
import Foundation
import NavigationGraph

/// The Challenge app's resolver without SwiftUI: each destination resolves to the name of the
/// screen that shows it. An app with views has the same shape with `Content = AnyView`; the
/// generated protocol makes a feature left unwired a compile error either way.
public struct ChallengeScreens: AppNavigationResolver {
    public typealias Content = String

    public init() {}

    public func resolve(home destination: HomeIncomingNavigation, navigator: any NavigatorContract) -> String {
        switch destination {
        case .main: "HomeView"
        }
    }

    public func resolve(character destination: CharacterIncomingNavigation, navigator: any NavigatorContract) -> String {
        switch destination {
        case .list: "CharacterListView"
        case .detail(let identifier): "CharacterDetailView(\(identifier))"
        case .filter(let query): "CharacterFilterView(\(query ?? ""))"
        }
    }

    public func resolve(episode destination: EpisodeIncomingNavigation, navigator: any NavigatorContract) -> String {
        switch destination {
        case .all: "EpisodeListView(all)"
        case .list(let characterIdentifier): "EpisodeListView(character: \(characterIdentifier))"
        case .detail(let identifier, let season): "EpisodeDetailView(\(identifier), season: \(season))"
        case .player(let identifier): "EpisodePlayerView(\(identifier))"
        case .seasonPicker: "SeasonPickerView"
        }
    }

    public func resolve(system destination: SystemIncomingNavigation, navigator: any NavigatorContract) -> String {
        switch destination {
        case .notFound: "NotFoundView"
        case .about: "AboutView"
        case .signIn: "SignInView"
        }
    }

    public func resolve(_ destination: UnknownNavigation, navigator: any NavigatorContract) -> String {
        "NotFoundView"
    }
}

/// The composition root of the Challenge app's navigation.
public enum ChallengeApp {
    /// The root coordinator: redirects through the generated redirector and opens deep links
    /// through the generated router.
    public static func makeCoordinator() -> NavigationCoordinator {
        NavigationCoordinator(redirector: AppNavigationRedirect(), router: AppDeepLinkRouter())
    }

    /// A root coordinator whose guards ask `session` whether the viewer has signed in.
    public static func makeCoordinator(session: Session) -> NavigationCoordinator {
        let coordinator = makeCoordinator()
        coordinator.guards = NavigationGuards(AppNavigationGuard()) { condition in
            condition == .signedIn ? session.isSignedIn : true
        }
        return coordinator
    }

    /// The screens a coordinator shows, bottom first, with the modals on top.
    public static func screens(of coordinator: NavigationCoordinator, resolver: ChallengeScreens = ChallengeScreens()) -> [String] {
        var screens = ["HomeView"] + coordinator.path.map { resolver.content(for: $0.wrapped, navigator: coordinator) }
        if let sheet = coordinator.sheetNavigation {
            let detents = sheet.detents.map { "\($0)" }.sorted().joined(separator: ", ")
            screens.append("sheet " + resolver.content(for: sheet.navigation.wrapped, navigator: coordinator) + " [\(detents)]")
        }
        if let cover = coordinator.fullScreenCoverNavigation {
            screens.append("fullScreenCover " + resolver.content(for: cover.navigation.wrapped, navigator: coordinator))
        }
        return screens
    }
}

extension ChallengeApp {
    /// The steps `challenge-navigator` takes without arguments: a short tour of the app.
    public static let tour = [
        "challenge://character/detail?id=42", "challenge://character/filter?q=rick", "dismiss",
        "challenge://episode/list?character=7", "challenge://episode/3/play", "signin", "dismiss", "back",
        "challenge://character/detail?id=forty-two", "root",
    ]

    /// Drives the navigation without SwiftUI: each step is a deep-link URL, opened with the whole
    /// stack its graph declares, or one of `back`, `root`, `dismiss` and `signin`. After each step,
    /// the screens on show. What `challenge-navigator` prints, and what the README shows.
    ///
    /// - Returns: The transcript, and how many URLs opened nothing.
    @MainActor
    public static func run(_ steps: [String]) -> (transcript: String, failures: Int) {
        run(steps, recordingEvents: false)
    }

    /// ``run(_:)``, with each step's navigation events after its screens when `recordingEvents`
    /// is set, each on a line that starts with `·` (`challenge-navigator --events`): what screen
    /// tracking sees.
    @MainActor
    public static func run(_ steps: [String], recordingEvents: Bool) -> (transcript: String, failures: Int) {
        let session = Session()
        let coordinator = makeCoordinator(session: session)
        var events: [NavigationEvent] = []
        if recordingEvents {
            coordinator.events = NavigationEventObserver { events.append($0) }
        }
        var transcript = ""
        var failures = 0
        for step in steps {
            defer {
                for event in events {
                    transcript += "  · \(event)\n"
                }
                events.removeAll()
            }
            switch step {
            case "back":
                coordinator.goBack()
            case "root":
                coordinator.popToRoot()
            case "dismiss":
                coordinator.dismiss()
            case "signin":
                session.isSignedIn = true
                coordinator.conditionsDidChange()
            default:
                guard let url = URL(string: step), coordinator.open(url: url) else {
                    transcript += "> \(step)\n  opens nothing; the screens stay as they are\n"
                    failures += 1
                    continue
                }
            }
            transcript += "> \(step)\n"
            for screen in screens(of: coordinator) {
                transcript += "  \(screen)\n"
            }
        }
        return (transcript, failures)
    }
}

/// The viewer's session, which the `signedIn` condition asks.
public final class Session {
    /// Whether the viewer has signed in.
    public var isSignedIn: Bool

    /// Creates a session.
    public init(isSignedIn: Bool = false) {
        self.isSignedIn = isSignedIn
    }
}
