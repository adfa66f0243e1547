#!/usr/bin/env bash
# Compares resolving deep links at a revision with the working tree: builds RouterPairs (the
# paired rounds of the `Ratio` benchmarks: one bare URLComponents parse against the app router,
# at 10, 100 and 1000 features) against each, runs the two builds in turn RUNS times, the order
# swapped every run, and prints every run, then each side's medians.
#
# Two fixed builds run in turn tell a change of a few percent from the machine's drift, which
# comparing two runs of Scripts/router-benchmark.sh does not: each of those rebuilds, and a run
# can differ from the last by 3% or more with no change at all. Fewer instructions
# (callgrind) is not the same as less time either, so measure a router change with this.
#
# Usage: Scripts/router-compare.sh BASE [RUNS [OPTION...]]   (BASE: a commit, such as HEAD or
#        main~2; default 6 runs; about a minute once built). BASE must have the SPI that
#        Benchmarks/Sources/SyntheticApp uses. OPTIONs go to RouterPairs, such as
#        --placeholders, to measure routes that take a path segment as a value.
set -euo pipefail
base=${1:?"usage: Scripts/router-compare.sh BASE [RUNS]"}
runs=${2:-6}
options=("${@:3}")
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/navgraph-router-compare.XXXXXX")
[[ -n "${KEEP:-}" ]] || trap 'rm -rf "$work"' EXIT

mkdir -p "$work/base-source"
git -C "$root" archive "$base" | tar -x -C "$work/base-source"

# A package of RouterPairs and the synthetic app, from the working tree, over the runtime at $2.
package() {
  local pairs="$work/pairs-$1"
  mkdir -p "$pairs/Sources/RouterPairs" "$pairs/Sources/SyntheticApp"
  cp "$root/Benchmarks/Sources/RouterPairs/main.swift" "$pairs/Sources/RouterPairs/"
  cp "$root/Benchmarks/Sources/SyntheticApp/SyntheticApp.swift" "$pairs/Sources/SyntheticApp/"
  cat >"$pairs/Package.swift" <<EOF
// swift-tools-version: 6.0
import PackageDescription
let package = Package(
    name: "RouterPairs", platforms: [.macOS(.v14)],
    dependencies: [.package(name: "NavigationGraph", path: "$2")],
    targets: [
        .target(name: "SyntheticApp", dependencies: [.product(name: "NavigationGraph", package: "NavigationGraph")]),
        .executableTarget(name: "RouterPairs", dependencies: ["SyntheticApp", .product(name: "NavigationGraph", package: "NavigationGraph")]),
    ]
)
EOF
  echo "== building RouterPairs against $3" >&2
  swift build -c release --package-path "$pairs" --product RouterPairs >"$work/build-$1.log" 2>&1 ||
    { cat "$work/build-$1.log" >&2; exit 1; }
}
package base "$work/base-source" "$base"
package work "$root" "the working tree"

run() {
  local line
  line=$("$work/pairs-$1/.build/release/RouterPairs" ${options[@]+"${options[@]}"})
  printf '%-5s %s\n' "$1" "$line"
  echo "$line" >>"$work/$1.runs"
}
for index in $(seq "$runs"); do
  if ((index % 2)); then run base; run work; else run work; run base; fi
done

# Each side's medians over its runs: the router's time per URL, and its ratio to URLComponents.
echo
echo "medians over $runs runs: the app router's time per URL (its ratio to one URLComponents parse)"
for side in base work; do
  awk -v side="$side" '
    { for (i = 1; i <= NF; i++) if ($i ~ /^[0-9]+:$/) {
        size = $i; if (!(size in ns)) order[++sizes] = size
        ns[size] = ns[size] " " $(i + 1); r = $(i + 6); gsub(/[x)]/, "", r); ratio[size] = ratio[size] " " r
      } }
    function median(list,   n, values, i, j, t) {
      n = split(list, values, " ")
      for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (values[j] + 0 < values[i] + 0) { t = values[i]; values[i] = values[j]; values[j] = t }
      return values[int((n + 1) / 2)]
    }
    END { printf "%-5s", side; for (k = 1; k <= sizes; k++) printf "  %s %s ns (%sx)", order[k], median(ns[order[k]]), median(ratio[order[k]]); print "" }
  ' "$work/$side.runs"
done
