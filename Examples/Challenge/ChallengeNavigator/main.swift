import ChallengeAppKit
import Foundation
import NavigationGraph

// Drives the Challenge app's navigation without SwiftUI: each argument is a deep-link URL, opened
// with the whole stack its graph declares, or one of `back`, `root`, `dismiss` and `signin`; after
// each step it prints the screens on show.

let usage = """
    USAGE: challenge-navigator [--events] [STEP ...]

    STEP is a deep-link URL (challenge://character/detail?id=42), opened with the screens under
    it, or back, root, dismiss or signin (the player requires signing in).
    Without steps, a short tour of the example app runs. With --events, each step's navigation
    events (what screen tracking sees) follow its screens.

    """

var arguments = Array(CommandLine.arguments.dropFirst())
let recordingEvents = arguments.contains("--events")
arguments.removeAll { $0 == "--events" }
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage, terminator: "")
    exit(0)
}
let status = MainActor.assumeIsolated { () -> Int32 in
    let result = ChallengeApp.run(arguments.isEmpty ? ChallengeApp.tour : arguments, recordingEvents: recordingEvents)
    print(result.transcript, terminator: "")
    return arguments.isEmpty ? 0 : Int32(min(result.failures, 1))
}
exit(status)
