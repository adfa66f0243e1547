#!/usr/bin/env bash
# Builds the DocC catalog of NavigationGraph with the toolchain's docc, and fails on any warning:
# an unresolved symbol or article link, a malformed directive.
#
#   Scripts/docs.sh [OUTPUT]      # OUTPUT defaults to .build/docs (open OUTPUT/index.html through a web server)
set -euo pipefail
cd "$(dirname "$0")/.."
output="${1:-.build/docs}"
symbols=".build/docs-symbol-graphs"
source Scripts/swiftpm.sh

swiftpm swift package dump-symbol-graph --minimum-access-level public > /dev/null
rm -rf "$symbols" && mkdir -p "$symbols"
graphs="$(swift build --show-bin-path)/../symbolgraph"
cp "$graphs"/NavigationGraph.symbols.json "$symbols"/
cp "$graphs"/NavigationGraph@*.symbols.json "$symbols"/ 2> /dev/null || true

docc convert Sources/NavigationGraph/NavigationGraph.docc \
    --additional-symbol-graph-dir "$symbols" \
    --fallback-display-name NavigationGraph \
    --fallback-bundle-identifier org.navigationgraph.NavigationGraph \
    --output-path "$output" \
    --warnings-as-errors
echo "docs: built into $output without a warning"
