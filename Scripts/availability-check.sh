#!/usr/bin/env bash
# Every standard library and Foundation declaration that the package's code, and the code the
# plugin generates into the examples, uses is available on the deployment targets Package.swift
# declares (iOS 17, macOS 14, ...), or is used inside `if #available`/`guard #available` or a
# declaration marked `@available` for that platform.
#
# Swift on Linux does not check Apple platforms' availability: `String(validating:as:)`, which is
# macOS 15 and iOS 18 only, compiled here for weeks and would have failed every app's build on
# Xcode. This script reads what the compiler knows instead: the availability of the toolchain
# modules' public declarations (swift-symbolgraph-extract) and the declarations each of our
# modules refers to (its type-checked syntax tree as JSON), compared by Scripts/AvailabilityCheck.
#
# Checked: the engine, the runtime, the testing library, the compiler and navgraph, and every
# example target with its generated code; and NavigationGraphSwiftUI and NavigationGraphUIKit once
# per platform, against the stand-ins of SwiftUI and UIKit that Scripts/apple-typecheck.sh makes
# (run it first), whose declarations carry Apple's availability; and the plugins, against macOS
# 13, the floor SwiftPM compiles them for. A type named only in a type annotation is found by its mangled name; a
# declaration the symbol graphs lack (underscored, or of another module) is not checked.
#
# The check proves it can fail: a file that calls `String(validating:as:)` outside a check must be
# reported.
#
# Usage: Scripts/availability-check.sh   (after swift build --build-tests and
#        Scripts/apple-typecheck.sh: it reads .build/debug and .build/apple-typecheck)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
work="$root/.build/availability-check"
rm -rf "$work" && mkdir -p "$work/graphs" "$work/ast"
modules="$root/.build/debug/Modules"
[[ -e "$modules/NavigationGraph.swiftmodule" ]] || { echo "no NavigationGraph module in $modules: run swift build --build-tests first" >&2; exit 1; }

# The deployment targets, as Package.swift declares them: `.iOS(.v17)` is iOS=17.
targets=$(grep -o '\.\(iOS\|macOS\|tvOS\|watchOS\|visionOS\)(\.v[0-9_]*)' Package.swift |
  sed -E 's/\.([A-Za-z]+)\(\.v([0-9_]+)\)/\1=\2/; s/_/./g' | paste -sd, -)
[[ $targets == *iOS=* && $targets == *macOS=* ]] || { echo "could not read the deployment targets from Package.swift: '$targets'" >&2; exit 1; }

swiftc -O -o "$work/availability-check" Scripts/AvailabilityCheck/main.swift 2>&1 | grep -v '^$' || true
[[ -x "$work/availability-check" ]] || exit 1

# The package name SwiftPM compiled the modules with, for their `package` declarations.
package=$(grep -o -- '"-package-name","[^"]*"' .build/debug.yaml | head -1 | cut -d'"' -f4)
triple=$(swiftc -print-target-info | sed -n 's/^ *"triple": "\(.*\)",*$/\1/p' | head -1)
# Writes the symbol graph of module $1 into the folder $2, finding modules with the flags that
# follow.
graph() {
  local module=$1 folder=$2
  shift 2
  swift-symbolgraph-extract -module-name "$module" -target "$triple" -output-dir "$folder" -minimum-access-level public "$@" \
    >"$folder/$module.log" 2>&1 || { cat "$folder/$module.log" >&2; exit 1; }
}

# Writes to $1 the type-checked syntax tree of the module that $2 names, compiled with the
# swiftc flags and files that follow.
ast() {
  local out=$1 what=$2
  shift 2
  swiftc -typecheck -j 1 -swift-version 6 "$@" -Xfrontend -dump-ast -Xfrontend -dump-ast-format -Xfrontend json >"$out" 2>&1 ||
    { grep -v '^{' "$out" >&2; echo "FAIL: $what does not type-check" >&2; exit 1; }
}

for module in Swift _Concurrency _StringProcessing Synchronization Observation Dispatch Foundation FoundationEssentials FoundationInternationalization; do
  graph "$module" "$work/graphs"
done

# Dumps the type-checked syntax tree of module $1, made of the Swift files under $2 and the
# generated files of the plugin for it, with the extra flags that follow.
dump() {
  local name=$1 folder=$2
  shift 2
  local sources
  sources=$( (find "$folder" -name '*.swift'; find .build/plugins/outputs -path "*/$name/destination/*" -name '*.swift' 2>/dev/null) | LC_ALL=C sort)
  # shellcheck disable=SC2086 # one argument per source file
  ast "$work/ast/$name.json" "$name" -module-name "$name" -package-name "$package" -I "$modules" "$@" $sources
}

dump _NavigationGraphRoutes Sources/_NavigationGraphRoutes -parse-as-library
dump NavigationGraph Sources/NavigationGraph -parse-as-library
dump NavigationGraphTesting Sources/NavigationGraphTesting -parse-as-library
dump _NavigationGraphCompiler Sources/_NavigationGraphCompiler -parse-as-library
dump _NavigationGraphTooling Sources/_NavigationGraphTooling -parse-as-library
dump navgraph Sources/navgraph
dump navgraph_build Sources/navgraph-build
for target in ChallengeHome ChallengeCharacter ChallengeEpisode ChallengeSystem ChallengeAppKit; do
  dump "$target" "Examples/Challenge/$target" -parse-as-library -default-isolation MainActor
done
for target in EdgeCases Federated Mail Reader; do
  dump "$target" "Examples/$target" -parse-as-library
done
for target in ModularModels ModularCatalog ModularCart ModularApp; do
  dump "$target" "Examples/Modular/$target" -parse-as-library
done

# The Apple-only modules, once per platform, against the stand-in SwiftUI and UIKit that
# Scripts/apple-typecheck.sh made (which copy Apple's availability, such as the `Tab` API of iOS
# 18), each against that platform's deployment target alone: `#if os(...)` leaves in only what
# the platform compiles.
standins="$root/.build/apple-typecheck"
[[ -d "$standins/iOS" ]] || { echo "no stand-ins in $standins: run Scripts/apple-typecheck.sh first" >&2; exit 1; }
apple_reports=()
for platform in iOS macOS tvOS watchOS visionOS; do
  floor=$(tr ',' '\n' <<<"$targets" | grep "^$platform=")
  graphs="$work/graphs-$platform"
  copies="$work/apple-$platform"
  mkdir -p "$graphs" "$copies/swiftui" "$copies/uikit"
  ln -sf "$work"/graphs/*.symbols.json "$graphs/"
  for standin in SwiftUI UIKit; do
    [[ -e "$standins/$platform/$standin.swiftmodule" ]] || continue
    graph "$standin" "$graphs" -I "$standins/$platform"
  done
  for module in SwiftUI UIKit; do
    folder="$copies/$(tr 'A-Z' 'a-z' <<<"$module")"
    for source in "Sources/NavigationGraph$module"/*.swift; do
      sed -E 's/os\((iOS|macOS|tvOS|watchOS|visionOS)\)/STANDIN_\1/g' "$source" >"$folder/$(basename "$source")"
    done
    # shellcheck disable=SC2046 # one argument per source file
    ast "$work/ast-$platform-$module.json" "NavigationGraph$module for $platform" -parse-as-library -module-name "NavigationGraph$module" \
      -D "STANDIN_$platform" -I "$standins/$platform" -I "$modules" $(find "$folder" -name '*.swift' | LC_ALL=C sort)
  done
  report=$("$work/availability-check" "$floor" "$graphs" "$work/ast-$platform-SwiftUI.json" "$work/ast-$platform-UIKit.json" || true)
  apple_reports+=("$(sed "s|$copies/swiftui/|Sources/NavigationGraphSwiftUI/|; s|$copies/uikit/|Sources/NavigationGraphUIKit/|; s|^\([0-9]* files\)|$platform: \1|" <<<"$report")")
done

# The plugins, which SwiftPM compiles for the machine that builds (macOS or Linux), against the
# toolchain's PackagePlugin, with macOS 13 as their floor: SwiftPM itself declares macOS 13, and
# compiles a plugin for the deployment target of its PackagePlugin library
# (swiftlang/swift-package-manager#6526). GraphInputs.swift, which the build plugin links, and
# the command plugins' PackageListing.swift use `URL.appending(path:)` of macOS 13.
plugin_api=$(dirname "$(dirname "$(command -v swiftc)")")/lib/swift/pm/PluginAPI
plugin_graphs="$work/graphs-plugins"
mkdir -p "$plugin_graphs"
ln -sf "$work"/graphs/*.symbols.json "$plugin_graphs/"
graph PackagePlugin "$plugin_graphs" -I "$plugin_api"
for plugin in Plugins/*/; do
  name=$(basename "$plugin")
  # shellcheck disable=SC2046 # one argument per source file; the shared files are links
  ast "$work/plugin-$name.json" "$name" -package-description-version 6.2 -module-name "$name" -I "$plugin_api" \
    $(for source in "$plugin"*.swift; do realpath --relative-to=. "$source"; done)
done
plugin_report=$("$work/availability-check" macOS=13 "$plugin_graphs" "$work"/plugin-*.json || true)

# The check can fail: a use of String(validating:as:) outside a check is reported.
mkdir -p "$work/canary"
cat >"$work/canary/Canary.swift" <<'SWIFT'
func canary(_ bytes: [UInt8]) -> String? {
    if #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) { _ = String(validating: bytes, as: UTF8.self) }
    return String(validating: bytes, as: UTF8.self)
}
SWIFT
ast "$work/canary.json" "the canary" -parse-as-library "$work/canary/Canary.swift"
canary=$("$work/availability-check" "$targets" "$work/graphs" "$work/canary.json" || true)
if [[ $(grep -c 'error:' <<<"$canary") != 1 ]] || ! grep -q 'Canary.swift:3: error: .*init(validating:as:)' <<<"$canary"; then
  echo "FAIL: the check did not report exactly the unchecked use in the canary:" >&2
  echo "$canary" >&2
  exit 1
fi

echo "deployment targets: $targets"
status=0
"$work/availability-check" "$targets" "$work/graphs" "$work"/ast/*.json || status=1
echo "plugins: $plugin_report"
grep -q ': 0 uses outside' <<<"$plugin_report" || status=1
for report in "${apple_reports[@]}"; do
  echo "$report"
  grep -q ': 0 uses outside' <<<"$report" || status=1
done
exit $status
