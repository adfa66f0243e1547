#!/usr/bin/env bash
# What a release build pays for the runtime library itself: compiles the NavigationGraph module
# as `swift build -c release` does (whole-module, -O, with debug information), on one thread so
# that rounds compare on a shared machine, and prints the median user CPU time, the median peak
# memory and the object's size (`size`: text, data and bss). Every app that links
# NavigationGraph pays this once per clean release build; a build that compiles the plugin's
# tool from source pays it twice more (the tool's own copy, which SwiftPM compiles in its
# plugin-tools build and again in the main build).
#
# Usage: Scripts/runtime-compile-time.sh [ROUNDS]   (default 3: about a minute and a half)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
rounds=${1:-3}
work=$(mktemp -d "${TMPDIR:-/tmp}/navgraph-runtime-compile.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$root"
sources=$(find Sources/NavigationGraph -name '*.swift' | LC_ALL=C sort)
plugins=$(dirname "$(dirname "$(command -v swiftc)")")/lib/swift/host/plugins

config=release
source "$root/Scripts/compile-sources.sh"

for _ in $(seq "$rounds"); do
  # shellcheck disable=SC2086 # one argument per source file
  /usr/bin/time -f '%U %M' -o "$work/time" \
    swiftc -c -wmo -O -g -num-threads 0 -swift-version 6 -parse-as-library -module-name NavigationGraph \
    -plugin-path "$plugins" -emit-module -emit-module-path "$work/NavigationGraph.swiftmodule" \
    $sources -o "$work/NavigationGraph.o" >"$work/log" 2>&1 || { cat "$work/log" >&2; exit 1; }
  if grep -q 'warning:' "$work/log"; then cat "$work/log" >&2; echo "FAIL: the runtime has warnings" >&2; exit 1; fi
  printf '%s %s\n' "$(cat "$work/time")" "$(size -B "$work/NavigationGraph.o" | awk 'NR == 2 { print $1, $4 }')" >>"$work/rounds"
done
cpu=$(cut -d' ' -f1 "$work/rounds" | median)
mb=$(cut -d' ' -f2 "$work/rounds" | median | awk '{ printf "%.0f", $1 / 1024 }')
text=$(cut -d' ' -f3 "$work/rounds" | median | awk '{ printf "%.0f", $1 / 1024 }')
total=$(cut -d' ' -f4 "$work/rounds" | median | awk '{ printf "%.0f", $1 / 1024 }')
echo "NavigationGraph, -O whole-module, one thread: $cpu s CPU, $mb MB peak, object $total kB (text $text kB), median of $rounds"
