#!/usr/bin/env bash
# The public API changes by deprecation, not removal: compares the public API of the runtime, the
# testing library and the examples' generated code with the baselines in API/<platform>/, using
# the toolchain's swift-api-digester, and fails on a break that CHANGELOG.md does not name.
#
# A break is what the digester reports between the baseline and this build: a declaration
# removed, renamed or changed in type, a conformance or a generic requirement taken away, a
# protocol requirement added. Each is announced when CHANGELOG.md names its declaration as the
# digester writes it (`DeepLinkRouter.map(_:)`, `NavigatorContract`; a property's accessors with the
# property). Additions are not breaks.
# The generated code's public names are API too: the examples' modules stand for it.
#
# A generic constraint that was loosened is not a break: API/loosened.txt lists each protocol a
# generic parameter may now be constrained to instead (`NavigationTab TabContract`: NavigationTab
# refines TabContract, so every type accepted before still is), and a signature change that is
# only that replacement is reported as loosened.
# NavigationGraphSwiftUI is built against the stand-in SwiftUI of Tests/AppleStandIns.
#
# Usage: Scripts/api-check.sh            check this build against the baselines
#        Scripts/api-check.sh --record   write this build's API as the new baselines (at a release,
#                                        once CHANGELOG.md says what changed)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
source Scripts/swiftpm.sh
source Scripts/standins.sh

modules=(NavigationGraph NavigationGraphTesting ChallengeHome ChallengeCharacter ChallengeEpisode ChallengeSystem ChallengeAppKit EdgeCases ModularCatalog ModularCart ModularApp)
triple=$(swiftc -print-target-info | sed -n 's/^ *"triple": "\(.*\)",*$/\1/p' | head -1)
platform=$(uname -s | tr 'A-Z' 'a-z')
baselines="$root/API/$platform"
work="$root/.build/api-check"
mkdir -p "$work"

# The build `swift test` makes: nothing is rebuilt after it.
swiftpm swift build --build-tests > "$work/build.log" 2>&1 || { cat "$work/build.log"; exit 1; }
build_modules="$root/.build/debug/Modules"

# NavigationGraphSwiftUI builds only where SwiftUI exists: its module is made here against the
# stand-in SwiftUI of Scripts/apple-typecheck.sh (for iOS), whose names are SwiftUI's, so that its
# public API is recorded and compared too.
standins="$work/standins"
mkdir -p "$standins"
swiftc -emit-module -module-name SwiftUI -swift-version 6 -parse-as-library -D STANDIN_iOS -o "$standins/SwiftUI.swiftmodule" \
  Tests/AppleStandIns/SwiftUI.swift
swiftui_sources=()
for source in Sources/NavigationGraphSwiftUI/*.swift; do
  for_platform "$source" "$standins/$(basename "$source")"
  swiftui_sources+=("$standins/$(basename "$source")")
done
swiftc -emit-module -module-name NavigationGraphSwiftUI -swift-version 6 -parse-as-library -D STANDIN_iOS -I "$standins" \
  -I "$build_modules" -o "$standins/NavigationGraphSwiftUI.swiftmodule" "${swiftui_sources[@]}"
modules+=(NavigationGraphSwiftUI)

# The runtime re-exports its deep-link engine, the module `_NavigationGraphRoutes`: an app names
# its types as the runtime's (`NavigationGraph.DeepLinkRouter`), so the two are dumped as one
# module, the engine's names written as the runtime's.
dump() {
  local engine=()
  [[ "$1" == NavigationGraph ]] && engine=(-module _NavigationGraphRoutes)
  swift-api-digester -dump-sdk -module "$1" "${engine[@]}" -I "$standins" -I "$build_modules" -target "$triple" -avoid-location \
    -avoid-tool-args -abort-on-module-fail -o "$2"
  sed -i 's/22_NavigationGraphRoutes/15NavigationGraph/g; s/_NavigationGraphRoutes\./NavigationGraph./g; s/"_NavigationGraphRoutes"/"NavigationGraph"/g' "$2"
}

if [[ "${1:-}" == "--record" ]]; then
  mkdir -p "$baselines"
  for module in "${modules[@]}"; do
    dump "$module" "$baselines/$module.json"
  done
  echo "recorded the public API of ${#modules[@]} modules in API/$platform"
  exit 0
fi

if [[ ! -d "$baselines" ]]; then
  echo "no API baselines for $platform in API/$platform: record them with Scripts/api-check.sh --record" >&2
  exit 1
fi

# Whether a line is a generic signature change that only replaces a protocol by one it refines,
# as API/loosened.txt lists them.
loosened() {
  [[ "$1" =~ has\ generic\ signature\ change\ from\ (.*)\ to\ (.*)$ ]] || return 1
  local before="${BASH_REMATCH[1]}" after="${BASH_REMATCH[2]}" narrow wide
  while read -r narrow wide; do
    [[ -z "$narrow" || "$narrow" == \#* ]] && continue
    before="${before//NavigationGraph.$narrow>/NavigationGraph.$wide>}"
    before="${before//NavigationGraph.$narrow,/NavigationGraph.$wide,}"
  done < API/loosened.txt
  # The same requirements in another order (the engine's protocols sort after their new module
  # name) are the same signature.
  [[ "$(requirements "$before")" == "$(requirements "$after")" ]]
}

# A generic signature's requirements, one per line, sorted.
requirements() {
  local signature="${1#<}"
  signature="${signature%>}"
  printf '%s\n' "${signature//, /$'\n'}" | sed 's/^[A-Za-z]* where //' | sort
}

status=0
breaks=0
for module in "${modules[@]}"; do
  dump "$module" "$work/$module.json"
  swift-api-digester -diagnose-sdk -input-paths "$baselines/$module.json" -input-paths "$work/$module.json" \
    -disable-fail-on-error -o "$work/$module.txt" 2> /dev/null
  # Every line but the section headers (`/* Removed Decls */`) and blank lines is a break:
  # `Func DeepLinkRouter.map(_:) has been removed`; its second word names the declaration.
  while IFS= read -r line; do
    if loosened "$line"; then
      echo "loosened   $module: $line"
      continue
    fi
    breaks=$((breaks + 1))
    name=$(printf '%s\n' "$line" | awk '{ print $2 }')
    # An accessor (`AppTab.root.Get()`) is announced with its property (`AppTab.root`).
    [[ "$line" == Accessor\ * ]] && name="${name%.*()}"
    if grep -qF -- "$name" CHANGELOG.md; then
      echo "announced  $module: $line"
    else
      echo "UNANNOUNCED $module: $line"
      status=1
    fi
  done < <(grep -v '^/\*' "$work/$module.txt" | grep -v '^[[:space:]]*$' || true)
done

if [[ $status -ne 0 ]]; then
  echo "the public API broke without a word in CHANGELOG.md: deprecate instead (@available(*, deprecated, renamed:)), or name each declaration above in CHANGELOG.md" >&2
else
  echo "public API: ${#modules[@]} modules, $breaks breaks, every one announced in CHANGELOG.md"
fi
exit $status
