#!/usr/bin/env bash
# Makes NavigationGraphTool.artifactbundle (SE-0305): the release build of the navgraph tool for this
# machine's platform, with the info.json SwiftPM reads, so that a package can take the tool from
# a .binaryTarget instead of compiling it in every clean build (Prebuilt/Package.swift does).
#
# A release runs this on each platform it ships (Linux x86_64 and aarch64; macOS, where lipo
# joins arm64 and x86_64 into one universal binary), merges the variants into one bundle's
# info.json, zips it (`zip -r NavigationGraphTool.artifactbundle.zip NavigationGraphTool.artifactbundle`),
# publishes the zip with the release, and writes the checksum `swift package compute-checksum`
# prints into `.binaryTarget(name: "NavigationGraphTool", url: ..., checksum: ...)`.
#
# Usage: Scripts/artifactbundle.sh [OUTPUT_DIR]   (default: Prebuilt; writes
#        OUTPUT_DIR/NavigationGraphTool.artifactbundle, and prints its zip's checksum when zip is
#        installed)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
# A relative OUTPUT_DIR is the caller's, resolved before the script moves to the repository.
mkdir -p "${1:-"$root/Prebuilt"}"
output=$(cd "${1:-"$root/Prebuilt"}" && pwd)
source "$root/Scripts/swiftpm.sh"
cd "$root"

# The Swift runtime and Foundation linked in, so that the tool runs on a machine without this
# toolchain's libraries; built apart from .build, whose products link them dynamically.
scratch="$root/.build-artifactbundle"
swiftpm swift build -c release --product navgraph --static-swift-stdlib --scratch-path "$scratch" > /dev/null
binary=$(swift build -c release --static-swift-stdlib --scratch-path "$scratch" --show-bin-path)/navgraph
version=$("$binary" --version | awk '{ print $2 }')
triple=$(swiftc -print-target-info | sed -n 's/^ *"unversionedTriple": "\(.*\)",*$/\1/p' | head -1)
variant="navgraph-$version-$triple"

bundle="$output/NavigationGraphTool.artifactbundle"
rm -rf "$bundle"
mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/navgraph"
strip "$bundle/$variant/bin/navgraph" 2>/dev/null || true
cat > "$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "navgraph": {
      "version": "$version",
      "type": "executable",
      "variants": [
        { "path": "$variant/bin/navgraph", "supportedTriples": ["$triple"] }
      ]
    }
  }
}
JSON
echo "wrote $bundle ($triple, navgraph $version, $(du -sh "$bundle/$variant/bin/navgraph" | cut -f1))"
# The same bytes for the same tool, so that the checksum names the tool: every file dated the
# same, entries in a fixed order, and no extra fields (owners, access times).
find "$bundle" -exec touch -h -d "1980-01-02 00:00:00 UTC" {} +
if command -v zip > /dev/null; then
  (cd "$output" && rm -f NavigationGraphTool.artifactbundle.zip \
    && find NavigationGraphTool.artifactbundle | LC_ALL=C sort | TZ=UTC zip -qX NavigationGraphTool.artifactbundle.zip -@)
  echo "checksum of $output/NavigationGraphTool.artifactbundle.zip: $(swift package compute-checksum "$output/NavigationGraphTool.artifactbundle.zip")"
fi
