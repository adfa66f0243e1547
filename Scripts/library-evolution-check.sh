#!/usr/bin/env bash
# The runtime and the generated code build with library evolution, as an XCFramework or a binary
# cache of modules (Tuist's, Xcode's "Build Libraries for Distribution") builds them: the engine,
# NavigationGraph and NavigationGraphTesting compile with `-enable-library-evolution` and their
# interfaces (public and private, which the generated code's `@_spi(Generated)` import reads)
# type-check; NavigationGraphSwiftUI and NavigationGraphUIKit type-check so against the stand-ins
# of SwiftUI and UIKit for iOS; each example's generated code compiles the same way against them;
# and the Challenge app's code compiles against its features built so, each a module of its own.
#
# Generated enums are `@frozen`, so the app's switches over a feature's destinations stay
# exhaustive across a module built with library evolution. The check proves it can fail: without
# `@frozen`, the app's redirects must be refused ("may have additional unknown values"). The
# runtime's public enums are `@frozen` too: a switch over `SheetDetent` in NavigationGraphSwiftUI,
# or over `NavigationEvent.Kind` in an app, needed `@unknown default` against a runtime built so.
#
# On Linux, Foundation itself is not built with library evolution, and Swift says so once per
# module that imports it; that warning alone is allowed. Anything else fails the check.
#
# Usage: Scripts/library-evolution-check.sh   (about 20 seconds on 2 cores; reads Tests/Goldens)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
work=$(mktemp -d "${TMPDIR:-/tmp}/navgraph-library-evolution.XXXXXX")
trap 'rm -rf "$work"' EXIT
plugins=$(dirname "$(dirname "$(command -v swiftc)")")/lib/swift/host/plugins
mkdir -p "$work/runtime" "$work/features" "$work/unfrozen"

# Runs the command given, and fails with its output when it fails or prints an error or a warning
# other than Linux's Foundation one.
run() {
  local output status=0
  output=$("$@" 2>&1) || status=$?
  if ((status != 0)) || grep -E '(error|warning):' <<<"$output" | grep -vq "module 'Foundation' was not compiled with library evolution support"; then
    echo "$output" >&2
    echo "FAIL: $*" >&2
    exit 1
  fi
}

# Compiles with library evolution, in Swift 6 mode, with the arguments given.
compile() { run swiftc -swift-version 6 -parse-as-library -enable-library-evolution "$@"; }

echo "== the runtime, with library evolution, and its interfaces"
for module in _NavigationGraphRoutes NavigationGraph NavigationGraphTesting; do
  # shellcheck disable=SC2046 # one argument per source file
  compile -c -wmo -Onone -module-name "$module" -package-name NavigationGraph -plugin-path "$plugins" -I "$work/runtime" \
    -emit-module -emit-module-path "$work/runtime/$module.swiftmodule" \
    -emit-module-interface-path "$work/runtime/$module.swiftinterface" \
    -emit-private-module-interface-path "$work/runtime/$module.private.swiftinterface" \
    $(find "Sources/$module" -name '*.swift' | LC_ALL=C sort) -o "$work/runtime/$module.o"
  for interface in "$work/runtime/$module.swiftinterface" "$work/runtime/$module.private.swiftinterface"; do
    run swiftc -frontend -typecheck-module-from-interface "$interface" -module-name "$module" -I "$work/runtime"
  done
done

echo "== NavigationGraphSwiftUI and NavigationGraphUIKit, with library evolution, against the stand-ins of SwiftUI and UIKit for iOS"
# As Scripts/apple-typecheck.sh does for every platform: `#if os(iOS)` made true by a define.
source "$root/Scripts/standins.sh"
mkdir -p "$work/apple"
for framework in SwiftUI UIKit; do
  compile -emit-module -module-name "$framework" -D STANDIN_iOS -o "$work/apple/$framework.swiftmodule" "Tests/AppleStandIns/$framework.swift"
done
for module in NavigationGraphSwiftUI NavigationGraphUIKit; do
  mkdir -p "$work/apple/$module"
  for source in "Sources/$module"/*.swift; do
    for_platform "$source" "$work/apple/$module/$(basename "$source")"
  done
  compile -typecheck -module-name "$module" -D STANDIN_iOS -I "$work/apple" -I "$work/runtime" "$work/apple/$module"/*.swift
done

echo "== each example's generated code, with library evolution"
for feature in ChallengeCharacter ChallengeEpisode ChallengeHome ChallengeSystem; do
  compile -c -module-name "$feature" -I "$work/runtime" -emit-module -emit-module-path "$work/features/$feature.swiftmodule" \
    "Tests/Goldens/$feature.navgraph.swift" -o "$work/features/$feature.o"
done
for app in EdgeCases Mail Reader; do
  compile -c -module-name "$app" -I "$work/runtime" "Tests/Goldens/$app.navgraph.swift" -o "$work/$app.o"
done

echo "== the Challenge app's code against its features, each built with library evolution"
compile -c -module-name ChallengeAppKit -I "$work/features" -I "$work/runtime" "Tests/Goldens/ChallengeAppKit.navgraph.swift" -o "$work/app.o"

echo "== and without @frozen, the app's switches over a feature's destinations are refused"
for feature in ChallengeCharacter ChallengeEpisode ChallengeHome ChallengeSystem; do
  sed 's/^@frozen //' "Tests/Goldens/$feature.navgraph.swift" >"$work/unfrozen/$feature.swift"
  compile -c -module-name "$feature" -I "$work/runtime" -emit-module -emit-module-path "$work/unfrozen/$feature.swiftmodule" \
    "$work/unfrozen/$feature.swift" -o "$work/unfrozen/$feature.o"
done
if swiftc -swift-version 6 -parse-as-library -typecheck -module-name ChallengeAppKit -I "$work/unfrozen" -I "$work/runtime" \
  Tests/Goldens/ChallengeAppKit.navgraph.swift >"$work/unfrozen.log" 2>&1 || ! grep -q "may have additional unknown values" "$work/unfrozen.log"; then
  cat "$work/unfrozen.log" >&2
  echo "FAIL: the app's code compiled against features whose enums are not frozen; the check cannot fail" >&2
  exit 1
fi
echo "library evolution: the runtime, its interfaces and the examples' generated code build; unfrozen enums are refused, as they must be"
