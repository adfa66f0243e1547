#!/usr/bin/env bash
# Type-checks the code that only Apple's platforms compile, here on Linux: NavigationGraphSwiftUI
# against a stand-in SwiftUI and NavigationGraphUIKit against a stand-in UIKit, once per platform
# the package declares, and the build plugin's XcodeBuildToolPlugin conformance against a stand-in
# XcodeProjectPlugin. The stand-ins
# (Tests/AppleStandIns) copy the signatures, labels, constraints, isolation and per-platform
# availability of Apple's documentation, each cited; warnings are errors, in Swift 6 mode.
#
# The check proves it can fail: each file of Tests/AppleStandIns/Rejected (a wrong label, a
# wrong type, a full-screen cover on macOS, a sheet controller on tvOS, a main-actor violation)
# must be rejected with the message it names.
#
# Limits: a stand-in holds only the declarations our code uses, so a call to anything else is
# reported as missing here though it may exist; availability is modelled as "unavailable on this
# platform" for what a platform lacks, not as version checks. What was introduced after the
# package's deployment targets (the `Tab` API of 2024) carries Apple's `@available` versions,
# which Swift on Linux does not check: Scripts/availability-check.sh, run after this script,
# checks that every use sits inside `if #available` with those versions, platform by platform.
# Behaviour and layout are not checked at all.
#
# Usage: Scripts/apple-typecheck.sh   (after swift build: it reads .build/debug/Modules)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"

work="$root/.build/apple-typecheck"
rm -rf "$work" && mkdir -p "$work"
modules="$root/.build/debug/Modules"
[[ -d "$modules/NavigationGraph.swiftmodule" || -f "$modules/NavigationGraph.swiftmodule" ]] \
  || { echo "no NavigationGraph module in $modules: run swift build first" >&2; exit 1; }
flags=(-swift-version 6 -parse-as-library -warnings-as-errors)
status=0

# `#if os(macOS)` in our code is true only on macOS: each platform's copy says which it is.
source "$root/Scripts/standins.sh"

swiftui_for() {
  local dir="$work/$1"
  mkdir -p "$dir"
  swiftc -emit-module -module-name SwiftUI "${flags[@]}" -D "STANDIN_$1" -o "$dir/SwiftUI.swiftmodule" \
    Tests/AppleStandIns/SwiftUI.swift
}

for platform in iOS macOS tvOS watchOS visionOS; do
  swiftui_for "$platform"
  dir="$work/$platform"
  sources=()
  for source in Sources/NavigationGraphSwiftUI/*.swift; do
    for_platform "$source" "$dir/$(basename "$source")"
    sources+=("$dir/$(basename "$source")")
  done
  if swiftc -typecheck "${flags[@]}" -module-name NavigationGraphSwiftUI -D "STANDIN_$platform" -I "$dir" -I "$modules" \
      "${sources[@]}" > "$dir/log" 2>&1; then
    echo "NavigationGraphSwiftUI type-checks for $platform"
  else
    echo "FAIL: NavigationGraphSwiftUI does not type-check for $platform:"
    sed "s|$dir/|Sources/NavigationGraphSwiftUI/|" "$dir/log"
    status=1
  fi
done

# NavigationGraphUIKit against a stand-in UIKit where UIKit exists; watchOS's UIKit has no view
# controllers, and macOS has no UIKit: there the library must compile to nothing.
for platform in iOS macOS tvOS watchOS visionOS; do
  dir="$work/$platform"
  mkdir -p "$dir/uikit"
  if [[ "$platform" != macOS ]]; then
    swiftc -emit-module -module-name UIKit "${flags[@]}" -D "STANDIN_$platform" -o "$dir/UIKit.swiftmodule" \
      Tests/AppleStandIns/UIKit.swift
  fi
  sources=()
  for source in Sources/NavigationGraphUIKit/*.swift; do
    for_platform "$source" "$dir/uikit/$(basename "$source")"
    sources+=("$dir/uikit/$(basename "$source")")
  done
  # A module, so that the rejected controls can misuse it.
  if swiftc -emit-module -o "$dir/NavigationGraphUIKit.swiftmodule" "${flags[@]}" -module-name NavigationGraphUIKit \
      -D "STANDIN_$platform" -I "$dir" -I "$modules" "${sources[@]}" > "$dir/uikit.log" 2>&1; then
    echo "NavigationGraphUIKit type-checks for $platform"
  else
    echo "FAIL: NavigationGraphUIKit does not type-check for $platform:"
    sed "s|$dir/uikit/|Sources/NavigationGraphUIKit/|" "$dir/uikit.log"
    status=1
  fi
done

# The Reader example's view controllers, with the code the plugin generated for it (the build
# made it), against the stand-in UIKit: an app's side of NavigationGraphUIKit.
generated=$(find "$root/.build/plugins/outputs" -path "*/Reader/destination/NavigationGraphPlugin/Generated/*.swift" | head -1)
if [[ -z "$generated" ]]; then
  echo "FAIL: no generated code for the Reader example under .build/plugins/outputs: run swift build first"
  status=1
else
  for platform in iOS tvOS visionOS; do
    dir="$work/$platform"
    mkdir -p "$dir/reader"
    sources=("$generated")
    for source in Examples/Reader/*.swift; do
      for_platform "$source" "$dir/reader/$(basename "$source")"
      sources+=("$dir/reader/$(basename "$source")")
    done
    if swiftc -typecheck "${flags[@]}" -module-name Reader -D "STANDIN_$platform" -I "$dir" -I "$modules" "${sources[@]}" \
        > "$dir/reader.log" 2>&1; then
      echo "The Reader example's view controllers type-check for $platform"
    else
      echo "FAIL: the Reader example's view controllers do not type-check for $platform:"
      sed "s|$dir/reader/|Examples/Reader/|" "$dir/reader.log"
      status=1
    fi
  done
fi

for file in Tests/AppleStandIns/Rejected/*.swift; do
  platform=$(sed -n 's|^// platform: ||p' "$file")
  expected=$(sed -n 's|^// expect: ||p' "$file")
  dir="$work/$platform"
  for_platform "$file" "$dir/$(basename "$file")"
  if swiftc -typecheck "${flags[@]}" -module-name Rejected -D "STANDIN_$platform" -I "$dir" -I "$modules" \
      "$dir/$(basename "$file")" > "$dir/rejected.log" 2>&1; then
    echo "FAIL: $file type-checks for $platform; the check cannot tell it apart"
    status=1
  elif grep -qF -- "$expected" "$dir/rejected.log"; then
    echo "rejected, as it must be: $(basename "$file" .swift) for $platform ($expected)"
  else
    echo "FAIL: $file was rejected for $platform, but not with \"$expected\":"
    cat "$dir/rejected.log"
    status=1
  fi
done

# The build plugin's Xcode conformance, against the toolchain's PackagePlugin.
plugin_api=$(dirname "$(dirname "$(command -v swiftc)")")/lib/swift/pm/PluginAPI
xcode="$work/xcode"
mkdir -p "$xcode"
swiftc -emit-module -module-name XcodeProjectPlugin "${flags[@]}" -package-description-version 6.2 -I "$plugin_api" -o "$xcode/XcodeProjectPlugin.swiftmodule" \
  Tests/AppleStandIns/XcodeProjectPlugin.swift
plugin_sources=()
for source in Plugins/NavigationGraphPlugin/*.swift; do plugin_sources+=("$(realpath "$source")"); done
if swiftc -typecheck "${flags[@]}" -package-description-version 6.2 -module-name NavigationGraphPlugin -I "$xcode" -I "$plugin_api" "${plugin_sources[@]}" \
    > "$xcode/log" 2>&1; then
  echo "NavigationGraphPlugin's XcodeBuildToolPlugin conformance type-checks"
else
  echo "FAIL: NavigationGraphPlugin does not type-check with XcodeProjectPlugin:"
  cat "$xcode/log"
  status=1
fi
exit $status
