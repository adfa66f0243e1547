#!/usr/bin/env bash
# What compiling an app's own module costs when its N features are modules of their own, as a
# modular app has them: writes the synthetic app's graphs (each feature in its module, the app
# graph in BenchApp), generates each module's code with the release navgraph, emits each
# feature's module interface (as a build does before the app module can compile), then compiles
# the app module alone, whole-module at -Onone and at -O, and prints each one's user CPU time,
# peak memory and object size (`size`: text, data and bss). The features' own modules compile
# in parallel with one another in a build; Scripts/compile-time.sh measures feature code.
#
# Usage: Scripts/app-module-compile-time.sh [N]   (default 1000 features: about 6 minutes on
#        2 cores, most of it emitting the features' modules)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
n=${1:-1000}
work=$(mktemp -d "${TMPDIR:-/tmp}/navgraph-app-module.XXXXXX")
[[ -n "${KEEP:-}" ]] || trap 'rm -rf "$work"' EXIT
config=release
source "$root/Scripts/compile-sources.sh"
(cd "$root" && swiftpm swift build -c release --product navgraph-benchmark >/dev/null && swiftpm swift build -c release --product navgraph >/dev/null)
modules="$root/.build/release/Modules"
navgraph="$root/.build/release/navgraph"

"$root/.build/release/navgraph-benchmark" --write-graphs "$n" "$work/graphs"
mkdir -p "$work/src" "$work/modules"
for ((feature = 0; feature < n; feature++)); do
  "$navgraph" generate --module "F${feature}Module" --output "$work/src" "$work/graphs/F$feature.navgraph.json" >/dev/null
done
"$navgraph" generate --module BenchApp --output "$work/src" "$work/graphs" >/dev/null

# Each feature's interface, two at a time, as a build emits modules before their clients compile.
export modules work
seq 0 $((n - 1)) | xargs -P 2 -I{} sh -c 'swiftc -emit-module -parse-as-library -swift-version 6 -module-name F{}Module \
  -I "$modules" -emit-module-path "$work/modules/F{}Module.swiftmodule" "$work/src/F{}Module.navgraph.swift" \
  -Xfrontend -experimental-skip-non-inlinable-function-bodies' \
  || { echo "FAIL: a feature module does not compile" >&2; exit 1; }

app="$work/src/BenchApp.navgraph.swift"
printf '%s features, each in its own module; the app module: %s lines, %s bytes\n' "$n" "$(wc -l <"$app")" "$(wc -c <"$app")"
printf '%-6s %10s %10s %10s\n' mode 'CPU s' 'peak MB' 'object kB'
for mode in -Onone -O; do
  measure_compile "$app" "$mode" BenchApp -I "$work/modules" >"$work/measure"
  read -r cpu kb bytes <"$work/measure"
  printf '%-6s %10s %10.0f %10.0f\n' "$mode" "$cpu" "$(echo "$kb / 1024" | bc -l)" "$(echo "$bytes / 1024" | bc -l)"
done
