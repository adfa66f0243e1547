#!/usr/bin/env bash
# No function or expression of ours keeps Swift's type checker busy: builds the plugin's tool
# (navgraph: the deep-link engine and the compiler), the runtime and its testing library from
# clean, then type-checks the generated code of N synthetic features, each with
# `-warn-long-function-bodies` and `-warn-long-expression-type-checking` at LIMIT milliseconds,
# and fails naming every function or expression over it.
#
# Why: every app that builds the plugin's tool from source type-checks the compiler in each clean
# build, before any of its own modules (SwiftPM builds a plugin's tool, runs the plugins, then
# builds the rest), and every app type-checks the runtime and its generated code. One expression
# of the generator once took 2.2 s in each of two jobs of that build (Benchmarks/HISTORY.md,
# "2026-12-07, later"); the slowest today take under 100 ms.
#
# Usage: Scripts/type-check-time.sh [LIMIT_MS] [N]   (default 300 ms and 10 features: about
#        2 minutes on 2 cores, in its own scratch folder, .build-typecheck)
set -euo pipefail

limit=${1:-300}
n=${2:-10}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/navgraph-type-check.XXXXXX")
[[ -n "${KEEP:-}" ]] || trap 'rm -rf "$work"' EXIT
config=debug
source "$root/Scripts/compile-sources.sh"

frontend=(-Xfrontend "-warn-long-function-bodies=$limit" -Xfrontend "-warn-long-expression-type-checking=$limit")
swiftpm_flags=()
for flag in "${frontend[@]}"; do swiftpm_flags+=(-Xswiftc "$flag"); done

# From clean: a file compiled before is not type-checked again, and would say nothing.
scratch="$root/.build-typecheck"
rm -rf "$scratch"
cd "$root"
echo "== navgraph, the runtime and NavigationGraphTesting, warning past ${limit} ms"
swiftpm swift build --scratch-path "$scratch" --product navgraph "${swiftpm_flags[@]}" >"$work/build.log" 2>&1 \
  || { cat "$work/build.log" >&2; echo "FAIL: the package does not build" >&2; exit 1; }
swiftpm swift build --scratch-path "$scratch" --target NavigationGraphTesting "${swiftpm_flags[@]}" >>"$work/build.log" 2>&1 \
  || { cat "$work/build.log" >&2; echo "FAIL: NavigationGraphTesting does not build" >&2; exit 1; }

echo "== the generated code of $n synthetic features, warning past ${limit} ms"
write_sources "$n"
swiftc -typecheck -swift-version 6 -parse-as-library -module-name Bench -I "$modules" "${frontend[@]}" \
  "$work/Generated.swift" >>"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; echo "FAIL: the generated code does not compile" >&2; exit 1; }

# Each warning names the file, line and column first; a build prints it again under its context.
slow=$(grep -E '^/.*warning: .* took [0-9]+ms to type-check' "$work/build.log" | sort -u || true)
if [[ -n "$slow" ]]; then
  echo "$slow" >&2
  echo "FAIL: $(echo "$slow" | wc -l) functions or expressions take the type checker over ${limit} ms; split them up (Benchmarks/HISTORY.md shows how one was)" >&2
  exit 1
fi
echo "OK: no function or expression takes the type checker over ${limit} ms"
