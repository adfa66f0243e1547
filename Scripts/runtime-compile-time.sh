#!/usr/bin/env bash
# What a build pays for the runtime library itself: compiles its two modules, the deep-link
# engine `_NavigationGraphRoutes` and `NavigationGraph`, as `swift build -c release` does
# (whole-module, -O, with debug information), on one thread so that rounds compare on a shared
# machine, and prints for each and for both the median user CPU time, the median peak memory and
# the object's size (`size`: text, data and bss). Every app that links NavigationGraph pays this
# once per clean build; the plugin's tool, built from source, compiles the engine again (not the
# rest of the runtime).
#
# With BASE set to a revision, the runtime of that revision (its `NavigationGraph` and the modules
# of this package it depends on there) is compiled in the same rounds, in turn, starting with
# another revision each round, and the ratios of CPU time are printed: head against BASE, and the
# engine alone against BASE's whole runtime. Issue 61 measured against 4dea480 (-Onone).
#
# Usage: [BASE=REVISION] Scripts/runtime-compile-time.sh [ROUNDS] [MODE]   (default 3 and -O: about
#        a minute and a half, twice that with BASE; MODE -Onone for a debug build)
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

# Compiles the module $2 from the Swift files under $1/Sources/$2, with the modules compiled
# before it in $3, and appends "user-seconds peak-kB text-bytes total-bytes" to $3/$2.rounds.
compile_module() {
  local tree=$1 module=$2 out=$3 sources
  # -L: a revision may link files or folders of another module in.
  sources=$(find -L "$tree/Sources/$module" -name '*.swift' | LC_ALL=C sort)
  # shellcheck disable=SC2086 # one argument per source file
  /usr/bin/time -f '%U %M' -o "$out/time" \
    swiftc -c -wmo "$mode" -g -num-threads 0 -swift-version 6 -parse-as-library -module-name "$module" -package-name NavigationGraph \
    -plugin-path "$plugins" -I "$out" -emit-module -emit-module-path "$out/$module.swiftmodule" \
    $sources -o "$out/$module-code.o" >"$out/log" 2>&1 || { cat "$out/log" >&2; exit 1; }
  if grep -q 'warning:' "$out/log"; then cat "$out/log" >&2; echo "FAIL: $module has warnings" >&2; exit 1; fi
  printf '%s %s\n' "$(cat "$out/time")" "$(size -B "$out/$module-code.o" | awk 'NR == 2 { print $1, $4 }')" >>"$out/$module.rounds"
}

# The runtime of the tree $1: `NavigationGraph` and the modules of the package it depends on
# there (the engine, since it became a module of its own), in the order they compile.
runtime_modules() {
  if grep -q '\.target(name: "NavigationGraph", dependencies: \["_NavigationGraphRoutes"\])' "$1/Package.swift"; then
    echo _NavigationGraphRoutes NavigationGraph
  else
    echo NavigationGraph
  fi
}

# Compiles the runtime of the tree $1 into $2 once, and appends the round's CPU seconds, the
# largest peak and the summed sizes to $2/rounds.
compile_runtime() {
  local module line=""
  for module in $(runtime_modules "$1"); do compile_module "$1" "$module" "$2"; done
  for module in $(runtime_modules "$1"); do line+="$(tail -1 "$2/$module.rounds") "; done
  echo "$line" | awk '{ for (i = 1; i <= NF; i += 4) { cpu += $i; if ($(i + 1) > peak) peak = $(i + 1); text += $(i + 2); total += $(i + 3) }
    print cpu, peak, text, total }' >>"$2/rounds"
}

mkdir -p "$work/head"
if [[ -n ${BASE:-} ]]; then
  mkdir -p "$work/base/tree" "$work/base/out"
  git -C "$root" archive "$BASE" Package.swift Sources | tar -x -C "$work/base/tree"
fi
for round in $(seq "$rounds"); do
  if [[ -n ${BASE:-} && $((round % 2)) -eq 1 ]]; then compile_runtime "$work/base/tree" "$work/base/out"; fi
  compile_runtime "$root" "$work/head"
  if [[ -n ${BASE:-} && $((round % 2)) -eq 0 ]]; then compile_runtime "$work/base/tree" "$work/base/out"; fi
done
# Prints one line of figures, the medians of the rounds in file $2, labelled $1.
summary() {
  local cpu mb text total
  cpu=$(cut -d' ' -f1 "$2" | median)
  mb=$(cut -d' ' -f2 "$2" | median | awk '{ printf "%.0f", $1 / 1024 }')
  text=$(cut -d' ' -f3 "$2" | median | awk '{ printf "%.0f", $1 / 1024 }')
  total=$(cut -d' ' -f4 "$2" | median | awk '{ printf "%.0f", $1 / 1024 }')
  echo "$1, $mode whole-module, one thread: $cpu s CPU, $mb MB peak, object $total kB (text $text kB), median of $rounds"
}
summary _NavigationGraphRoutes "$work/head/_NavigationGraphRoutes.rounds"
summary NavigationGraph "$work/head/NavigationGraph.rounds"
summary "the runtime (both modules)" "$work/head/rounds"
if [[ -n ${BASE:-} ]]; then
  summary "the runtime at $BASE ($(runtime_modules "$work/base/tree" | sed 's/ / and /'))" "$work/base/out/rounds"
  head_cpu=$(cut -d' ' -f1 "$work/head/rounds" | median)
  engine_cpu=$(cut -d' ' -f1 "$work/head/_NavigationGraphRoutes.rounds" | median)
  base_cpu=$(cut -d' ' -f1 "$work/base/out/rounds" | median)
  awk -v h="$head_cpu" -v e="$engine_cpu" -v b="$base_cpu" -v base="$BASE" 'BEGIN {
    printf "the runtime against %s: %.2fx its CPU time; the engine alone %.0f%% of it\n", base, h / b, 100 * e / b }'
fi
