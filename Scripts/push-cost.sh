#!/usr/bin/env bash
# What a plain push and pop cost an app that uses none of the coordinators' optional machinery
# (events, look-ups, confirmations, windows): instructions counted by valgrind's callgrind, here
# and at a base revision, built in release in the same run. Each build runs 50 pushes then 50
# pops, ROUNDS times, at two round counts; the difference between them divided by the extra
# rounds is the cost per round, free of start-up.
#
# Usage: Scripts/push-cost.sh [BASE]   (BASE defaults to 6c1fa17, the last commit before
#        look-ups, events and confirmations; about two minutes; needs valgrind)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
base=${1:-6c1fa17}
command -v valgrind >/dev/null || { echo "valgrind is needed: apt-get install valgrind" >&2; exit 1; }
work=$(mktemp -d "${TMPDIR:-/tmp}/navgraph-push.XXXXXX")
[[ -n "${KEEP:-}" ]] || trap 'git -C "$root" worktree remove --force "$work/base" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT
git -C "$root" worktree add -q --detach "$work/base" "$base"

bench() { # name runtime-path
  local dir="$work/bench-$1"
  mkdir -p "$dir/Sources/pushbench"
  cat > "$dir/Package.swift" <<SWIFT
// swift-tools-version: 6.2
import PackageDescription
let package = Package(
    name: "pushbench",
    dependencies: [.package(name: "NavigationGraph", path: "$2")],
    targets: [.executableTarget(name: "pushbench", dependencies: [.product(name: "NavigationGraph", package: "NavigationGraph")])]
)
SWIFT
  cat > "$dir/Sources/pushbench/main.swift" <<'SWIFT'
import NavigationGraph

enum Screen: IncomingNavigationContract {
    case item(id: Int)
}

let rounds = Int(CommandLine.arguments.dropFirst().first ?? "") ?? 100
MainActor.assumeIsolated {
    let coordinator = NavigationCoordinator()
    for _ in 0..<rounds {
        for id in 0..<50 {
            coordinator.navigate(to: Screen.item(id: id))
        }
        for _ in 0..<50 {
            coordinator.goBack()
        }
    }
    precondition(coordinator.path.isEmpty)
}
SWIFT
  (cd "$dir" && swift build -c release > "$dir/build.log" 2>&1) || { cat "$dir/build.log" >&2; exit 1; }
  local counts=()
  for rounds in 100 300; do
    counts+=("$(valgrind --tool=callgrind --callgrind-out-file="$dir/cg.$rounds" "$dir/.build/release/pushbench" "$rounds" 2>&1 \
      | sed -n 's/.*Collected : //p')")
  done
  echo $(( (counts[1] - counts[0]) / 200 / 100 ))
}

before=$(bench base "$work/base")
now=$(bench now "$root")
printf 'instructions per push or pop: %s at %s, %s now (%s%%)\n' "$before" "$base" "$now" $(( (now - before) * 100 / before ))
