#!/usr/bin/env bash
# The build plugin at scale, in both layouts at once: writes a package with N feature modules
# whose graphs sit in the package's Graphs/ folder plus their app (SharedApp), and N feature
# modules that keep their graph beside their code plus theirs (ModularApp), builds it, then counts
# how many times the graph compiler runs for each kind of change:
#
#   - a clean build;
#   - editing one feature graph, in place and by an atomic save (write a copy, rename it over);
#     the modular layout re-runs that feature's module and its app either way, the shared layout
#     does for an in-place edit and re-runs every module once (cheaply) for a rename in Graphs/;
#   - a no-op build, and a new plan of the same package (a touched manifest; SwiftPM re-runs
#     every plugin command after any new plan, which the script reports);
#   - adding a graph for an existing module to Graphs/ (the re-plan trap: it must be compiled).
#
# and fails when an edit re-runs more than that feature's module and its app, or a no-op build
# runs anything. Compiler runs are counted from the build's "Compiling navigation graphs for"
# lines.
#
# Usage: Scripts/scale-check.sh [N]   (default 60; CI runs a small N; 200 takes about 8 minutes)
#        NO_GRAPHS=1 Scripts/scale-check.sh [N]   the same targets without graphs: the baseline
#        for what planning and no-op builds cost with the plugin applied
set -euo pipefail

n=${1:-60}
root=$(cd "$(dirname "$0")/.." && pwd)
source "$root/Scripts/swiftpm.sh"
work=$(mktemp -d "${TMPDIR:-/tmp}/navgraph-scale.XXXXXX")
[[ -n "${KEEP:-}" ]] || trap 'rm -rf "$work"' EXIT
package="$work/Scale"
mkdir -p "$package/Graphs"

fail() { printf 'FAIL: %s\n' "$*" >&2; exit 1; }
# File times are coarse: leave time between an edit and the build that must notice it.
settle() { sleep 2; }
# Builds, prints the modules whose graphs were compiled (one per line, sorted), and keeps the log.
build() {
  local log="$work/build-$1.log"
  local start end
  start=$(date +%s.%N)
  swift_build() { (cd "$package" && swift build --scratch-path "$package/.build" >"$log" 2>&1); }
  # swift-build itself sometimes crashes in libdispatch's event loop while it plans (a known
  # toolchain bug on Linux: swiftlang/swift#87033), with no fault of the plugin's: say so, and
  # build once more. The plugin's own failures and crashes are not retried.
  local built=true
  swift_build || built=false
  if ! $built && swiftpm_crashed "$log"; then
    printf 'note: swift-build crashed in libdispatch during build %s (swiftlang/swift#87033); building again\n' "$1" >&2
    cp "$log" "$log.crashed"
    built=true
    swift_build || built=false
  fi
  if ! $built; then
    tail -40 "$log" >&2
    fail "build '$1' failed"
  fi
  end=$(date +%s.%N)
  awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f", b - a }' > "$work/time-$1"
  # Over both attempts when swift-build was retried: what the first ran counts too.
  cat "$log" "$log.crashed" 2>/dev/null | grep -o 'Compiling navigation graphs for [A-Za-z0-9_]*' | awk '{print $NF}' | sort -u || true
}

feature_graph() { # layout index [extra destination]
  local name="$1F$2" next="$1F$(( $2 % n + 1 ))" extra=${3:-}
  cat <<JSON
{
  "feature": "$name",
  "module": "$name",
  "deepLink": { "scheme": "scale", "host": "$(echo "$name" | tr 'A-Z' 'a-z')" },
  "incoming": [
    { "name": "home", "deepLink": "/" },
    { "name": "detail", "parent": "home", "parameters": [ { "name": "identifier", "type": "Int" } ], "deepLink": "/items/{identifier}" },
    { "name": "document", "presentation": "window", "parameters": [ { "name": "identifier", "type": "Int" } ], "deepLink": "/documents/{identifier}" }$extra
  ],
  "outgoing": [ { "name": "next", "parameters": [ { "name": "identifier", "type": "Int" } ] } ]
}
JSON
}

app_graph() { # layout
  local features="" redirects=""
  for i in $(seq 1 "$n"); do
    features+="\"$1F$i\"$([[ $i -lt $n ]] && echo , || true)"
    redirects+="    { \"from\": \"$1F$i.next\", \"to\": \"$1F$(( i % n + 1 )).detail\" }$([[ $i -lt $n ]] && echo , || true)"$'\n'
  done
  # The modular app is a split view of two columns in a sidebar-adaptable tab bar (SPEC 5.4),
  # every feature in its one tab; the shared app is one stack.
  local tabs=""
  if [[ "$1" == Modular ]]; then
    tabs=$(printf '  "tabStyle": "sidebarAdaptable",\n  "tabs": [ { "name": "library", "root": "%sF1.home", "features": [%s], "layout": { "splitView": { "columns": 2 } } } ],\n' "$1" "$features")
  fi
  printf '{\n  "app": "%s",\n  "module": "%sApp",\n  "features": [%s],\n%s  "redirects": [\n%s  ]\n}\n' "$1" "$1" "$features" "$tabs" "$redirects"
}

{
  echo "// swift-tools-version: 6.2"
  echo "import PackageDescription"
  echo "let runtime: Target.Dependency = .product(name: \"NavigationGraph\", package: \"NavigationGraph\")"
  echo "let plugin: Target.PluginUsage = .plugin(name: \"NavigationGraphPlugin\", package: \"NavigationGraph\")"
  echo "let package = Package("
  echo "  name: \"Scale\","
  echo "  dependencies: [.package(name: \"NavigationGraph\", path: \"$root\")],"
  echo "  targets: ["
  for layout in Shared Modular; do
    for i in $(seq 1 "$n"); do
      echo "    .target(name: \"${layout}F$i\", dependencies: [runtime], plugins: [plugin]),"
    done
    deps=$(for i in $(seq 1 "$n"); do printf '"%sF%s", ' "$layout" "$i"; done)
    echo "    .target(name: \"${layout}App\", dependencies: [$deps runtime], plugins: [plugin]),"
  done
  echo "  ]"
  echo ")"
} > "$package/Package.swift"

for layout in Shared Modular; do
  for i in $(seq 1 "$n"); do
    mkdir -p "$package/Sources/${layout}F$i"
    if [[ -n "${NO_GRAPHS:-}" ]]; then
      echo "public let marker$i = $i" > "$package/Sources/${layout}F$i/Marker.swift"
    else
      echo "public let marker$i = ${layout}F${i}IncomingNavigation.home" > "$package/Sources/${layout}F$i/Marker.swift"
    fi
  done
  mkdir -p "$package/Sources/${layout}App"
  if [[ -n "${NO_GRAPHS:-}" ]]; then
    echo "public let app = 1" > "$package/Sources/${layout}App/App.swift"
  else
    echo "import NavigationGraph
public let router = AppDeepLinkRouter()" > "$package/Sources/${layout}App/App.swift"
    if [[ "$layout" == Modular ]]; then
      echo "@MainActor public func makeTabs() -> (TabCoordinator<AppTab>, WindowCoordinator) {
    let tabs = TabCoordinator<AppTab>(redirector: AppNavigationRedirect(), router: router)
    tabs.windows = WindowCoordinator(registry: AppNavigationRestoration.registry, redirector: AppNavigationRedirect())
    precondition(AppTab.library.layout == .splitView(columns: .two) && AppTab.tabStyle == .sidebarAdaptable)
    return (tabs, tabs.windows!)
}" >> "$package/Sources/${layout}App/App.swift"
    fi
  fi
done

if [[ -n "${NO_GRAPHS:-}" ]]; then
  # The baseline for what the plugin costs: the same targets with the plugin applied, no graphs.
  rmdir "$package/Graphs"
  printf '== baseline: %s feature modules in each layout, the plugin applied, no graphs\n' "$n"
  for step in clean second noop; do
    build "$step" > "$work/runs-$step"
    printf '%-40s %3s runs  %6ss\n' "$step" "$(wc -l < "$work/runs-$step" | tr -d ' ')" "$(cat "$work/time-$step")"
    settle
  done
  touch "$package/Package.swift"
  build replan > "$work/runs-replan"
  printf '%-40s %3s runs  %6ss\n' "replan" "$(wc -l < "$work/runs-replan" | tr -d ' ')" "$(cat "$work/time-replan")"
  exit 0
fi

for i in $(seq 1 "$n"); do
  feature_graph Shared "$i" > "$package/Graphs/SharedF$i.navgraph.json"
  feature_graph Modular "$i" > "$package/Sources/ModularF$i/ModularF$i.navgraph.json"
done
app_graph Shared > "$package/Graphs/SharedApp.navgraph.json"
app_graph Modular > "$package/Sources/ModularApp/ModularApp.navgraph.json"

expect_runs() { # step expected-modules...
  local step=$1; shift
  local got expected
  got=$(cat "$work/runs-$step" | tr '\n' ' ' | sed 's/ $//')
  expected=$(printf '%s\n' "$@" | sort | tr '\n' ' ' | sed 's/ $//')
  printf '%-40s %3s runs  %6ss   %s\n' "$step" "$(wc -l < "$work/runs-$step" | tr -d ' ')" "$(cat "$work/time-$step")" "${got:-(none)}"
  [[ "$got" == "$expected" ]] || fail "$step: expected runs for '${expected:-none}', got '${got:-none}'"
}

printf '== %s feature modules in each layout (%s targets)\n' "$n" "$(( 2 * n + 2 ))"
build clean > "$work/runs-clean"
printf '%-40s %3s runs  %6ss\n' "clean build" "$(wc -l < "$work/runs-clean" | tr -d ' ')" "$(cat "$work/time-clean")"
[[ $(wc -l < "$work/runs-clean") -eq $(( 2 * n + 2 )) ]] || fail "a clean build should compile every module's graphs once"

# SwiftPM plans a package's first build before the plugin's tool exists and plans it again on
# the next build, which re-runs every plugin command once (the same without these changes).
settle
build second > "$work/runs-second"
printf '%-40s %3s runs  %6ss   (SwiftPM re-plans once after the first build)\n' "second build" "$(wc -l < "$work/runs-second" | tr -d ' ')" "$(cat "$work/time-second")"

settle
build noop > "$work/runs-noop"
expect_runs noop

settle
feature_graph Shared 1 ', { "name": "added" }' > "$package/Graphs/SharedF1.navgraph.json"
build shared-edit > "$work/runs-shared-edit"
expect_runs shared-edit SharedF1 SharedApp

settle
feature_graph Modular 1 ', { "name": "added" }' > "$package/Sources/ModularF1/ModularF1.navgraph.json"
build modular-edit > "$work/runs-modular-edit"
expect_runs modular-edit ModularF1 ModularApp

settle
feature_graph Shared 2 ', { "name": "saved" }' > "$package/Graphs/.SharedF2.navgraph.json.tmp"
mv "$package/Graphs/.SharedF2.navgraph.json.tmp" "$package/Graphs/SharedF2.navgraph.json"
build shared-atomic-save > "$work/runs-shared-atomic-save"
# SwiftPM tracks the Graphs/ folder input by its modification time, which a rename changes: every
# module re-runs once, each run reading only its own graphs and listing the folder.
printf '%-40s %3s runs  %6ss   (a rename in Graphs/ re-runs every module once; each reads only its own graphs)\n' \
  "shared-atomic-save" "$(wc -l < "$work/runs-shared-atomic-save" | tr -d ' ')" "$(cat "$work/time-shared-atomic-save")"
grep -qx SharedF2 "$work/runs-shared-atomic-save" || fail "the saved graph was not compiled"

settle
feature_graph Modular 2 ', { "name": "saved" }' > "$package/Sources/ModularF2/.ModularF2.navgraph.json.tmp"
mv "$package/Sources/ModularF2/.ModularF2.navgraph.json.tmp" "$package/Sources/ModularF2/ModularF2.navgraph.json"
build modular-atomic-save > "$work/runs-modular-atomic-save"
expect_runs modular-atomic-save ModularF2 ModularApp

settle
printf '{ "feature": "SharedExtra", "module": "SharedF3", "incoming": [ { "name": "extra" } ] }\n' > "$package/Graphs/SharedExtra.navgraph.json"
echo "public let extra = SharedExtraIncomingNavigation.extra" >> "$package/Sources/SharedF3/Marker.swift"
build shared-add > "$work/runs-shared-add"
printf '%-40s %3s runs  %6ss   (a graph added to Graphs/ re-runs every module of the shared folder once)\n' \
  "shared-add" "$(wc -l < "$work/runs-shared-add" | tr -d ' ')" "$(cat "$work/time-shared-add")"
grep -qx SharedF3 "$work/runs-shared-add" || fail "the graph added to Graphs/ was not compiled into its module"

settle
build noop-after > "$work/runs-noop-after"
expect_runs noop-after

# A new plan (any manifest change) evaluates the plugin for every target, and SwiftPM then runs
# every plugin command again, as it does after the first build; each run reads only its own
# graphs while the shared folder is as planned, and rewrites nothing.
settle
touch "$package/Package.swift"
build replan > "$work/runs-replan"
printf '%-40s %3s runs  %6ss   (SwiftPM runs every plugin command after a new plan)\n' "replan (touched manifest)" "$(wc -l < "$work/runs-replan" | tr -d ' ')" "$(cat "$work/time-replan")"

printf '\nscale check (%s features per layout): passed\n' "$n"
