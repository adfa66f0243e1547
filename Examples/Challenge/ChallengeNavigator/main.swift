import ChallengeAppKit
import Foundation
import NavigationGraph

// Drives the Challenge app's navigation without SwiftUI: each argument is a deep-link URL, opened
// with the whole stack its graph declares, or one of `back`, `root`, `dismiss` and `signin`; after
// each step it prints the screens on show.

let usage = """
    USAGE: challenge-navigator [STEP ...]

    STEP is a deep-link URL (challenge://character/detail?id=42), opened with the screens under
    it, or back, root, dismiss or signin (the player requires signing in).
    Without steps, a short tour of the example app runs.

    """

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage, terminator: "")
    exit(0)
}
let steps = arguments.isEmpty
    ? [
        "challenge://character/detail?id=42", "challenge://character/filter?q=rick", "dismiss",
        "challenge://episode/list?character=7", "challenge://episode/3/play", "signin", "dismiss", "back",
        "challenge://character/detail?id=forty-two", "root",
    ]
    : arguments

let status = MainActor.assumeIsolated { () -> Int32 in
    let session = Session()
    let coordinator = ChallengeApp.makeCoordinator(session: session)
    var failures: Int32 = 0
    for step in steps {
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
                print("> \(step)\n  opens nothing; the screens stay as they are")
                failures += 1
                continue
            }
        }
        print("> \(step)")
        for screen in ChallengeApp.screens(of: coordinator) {
            print("  \(screen)")
        }
    }
    return arguments.isEmpty ? 0 : min(failures, 1)
}
exit(status)
