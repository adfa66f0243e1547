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

# The runtime re-exports its deep-link engine (`_NavigationGraphRoutes`): its types are documented
# as the runtime's, as an app sees them.
swiftpm swift build --target NavigationGraph > /dev/null
rm -rf "$symbols" && mkdir -p "$symbols"
triple=$(swiftc -print-target-info | sed -n 's/^ *"triple": "\(.*\)",*$/\1/p' | head -1)
swift-symbolgraph-extract -module-name NavigationGraph -I "$(swift build --show-bin-path)/Modules" -target "$triple" \
    -minimum-access-level public -experimental-allowed-reexported-modules=_NavigationGraphRoutes -output-dir "$symbols"

docc convert Sources/NavigationGraph/NavigationGraph.docc \
    --additional-symbol-graph-dir "$symbols" \
    --fallback-display-name NavigationGraph \
    --fallback-bundle-identifier org.navigationgraph.NavigationGraph \
    --output-path "$output" \
    --warnings-as-errors
echo "docs: built into $output without a warning"
