#!/usr/bin/env bash
# What a release build pays for the runtime library itself: compiles its two modules, the
# deep-link engine `_NavigationGraphRoutes` and `NavigationGraph`, as `swift build -c release`
# does (whole-module, -O, with debug information), on one thread so that rounds compare on a
# shared machine, and prints for each and for both the median user CPU time, the median peak
# memory and the object's size (`size`: text, data and bss). Every app that links
# NavigationGraph pays this once per clean release build; the plugin's tool, built from source,
# compiles the engine again (not the rest of the runtime).
#
# Usage: Scripts/runtime-compile-time.sh [ROUNDS] [MODE]   (default 3 and -O: about a minute and a half;
#        MODE -Onone for a debug build)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
rounds=${1:-3}
work=$(mktemp -d "${TMPDIR:-/tmp}/navgraph-runtime-compile.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$root"
plugins=$(dirname "$(dirname "$(command -v swiftc)")")/lib/swift/host/plugins
mode=${2:--O}

config=release
source "$root/Scripts/compile-sources.sh"

# Compiles the module $1 from the Swift files under Sources/$1, with the modules compiled before
# it in $work, and appends "user-seconds peak-kB text-bytes total-bytes" to $work/$1.rounds.
compile_module() {
  local sources
  sources=$(find "Sources/$1" -name '*.swift' | LC_ALL=C sort)
  # shellcheck disable=SC2086 # one argument per source file
  /usr/bin/time -f '%U %M' -o "$work/time" \
    swiftc -c -wmo "$mode" -g -num-threads 0 -swift-version 6 -parse-as-library -module-name "$1" -package-name NavigationGraph \
    -plugin-path "$plugins" -I "$work" -emit-module -emit-module-path "$work/$1.swiftmodule" \
    $sources -o "$work/$1-code.o" >"$work/log" 2>&1 || { cat "$work/log" >&2; exit 1; }
  if grep -q 'warning:' "$work/log"; then cat "$work/log" >&2; echo "FAIL: $1 has warnings" >&2; exit 1; fi
  printf '%s %s\n' "$(cat "$work/time")" "$(size -B "$work/$1-code.o" | awk 'NR == 2 { print $1, $4 }')" >>"$work/$1.rounds"
}

# The runtime is its deep-link engine, which the compiler links too, and the rest, which
# re-exports it: an app compiles both.
for _ in $(seq "$rounds"); do
  compile_module _NavigationGraphRoutes
  compile_module NavigationGraph
done
paste -d' ' "$work/_NavigationGraphRoutes.rounds" "$work/NavigationGraph.rounds" |
  awk '{ print $1 + $5, ($2 > $6 ? $2 : $6), $3 + $7, $4 + $8 }' >"$work/rounds"
for name in _NavigationGraphRoutes NavigationGraph both; do
  file="$work/$name.rounds"
  [[ $name == both ]] && file="$work/rounds"
  cpu=$(cut -d' ' -f1 "$file" | median)
  mb=$(cut -d' ' -f2 "$file" | median | awk '{ printf "%.0f", $1 / 1024 }')
  text=$(cut -d' ' -f3 "$file" | median | awk '{ printf "%.0f", $1 / 1024 }')
  total=$(cut -d' ' -f4 "$file" | median | awk '{ printf "%.0f", $1 / 1024 }')
  label=$name
  [[ $name == both ]] && label="the runtime (both modules)"
  echo "$label, $mode whole-module, one thread: $cpu s CPU, $mb MB peak, object $total kB (text $text kB), median of $rounds"
done
