import ChallengeAppKit
import Foundation
import NavigationGraph

// Drives the Challenge app's navigation without SwiftUI: each argument is a deep-link URL or one
// of `back`, `root` and `dismiss`; after each step it prints the screens on show.

let usage = """
    USAGE: challenge-navigator [STEP ...]

    STEP is a deep-link URL (challenge://character/detail?id=42) or back, root or dismiss.
    Without steps, a short tour of the example app runs.

    """

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage, terminator: "")
    exit(0)
}
let steps = arguments.isEmpty
    ? [
        "challenge://character/list", "challenge://character/detail?id=42", "challenge://character/filter?q=rick",
        "dismiss", "https://challenge.example.com/characters/7", "challenge://episode/3/play", "dismiss", "back",
        "challenge://character/detail?id=forty-two", "root",
    ]
    : arguments

let status = MainActor.assumeIsolated { () -> Int32 in
    let coordinator = ChallengeApp.makeCoordinator()
    var failures: Int32 = 0
    for step in steps {
        switch step {
        case "back":
            coordinator.goBack()
        case "root":
            coordinator.popToRoot()
        case "dismiss":
            coordinator.dismiss()
        default:
            guard let url = URL(string: step), coordinator.handle(url: url) else {
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
