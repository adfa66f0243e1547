#!/usr/bin/env bash
# "Lint clean => compiles", at length: generates APPS apps from the grammar of hazards in
# Tests/NavigationGraphCompilerTests/Generator/HazardGraphs.swift, lints each, and compiles every
# one that lints clean with swiftc -warnings-as-errors, debug and release. `swift test` runs a
# small batch of the same test on every run; this runs a long one from another seed.
#
# Usage: Scripts/lint-clean-compiles.sh [APPS] [FIRST_SEED]   (default 1000 apps from seed 1000;
#        about 2 minutes per 1000 apps on 2 cores)
set -euo pipefail
cd "$(dirname "$0")/.."
apps=${1:-1000}
seed=${2:-1000}
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
NAVGRAPH_HAZARD_APPS=$apps NAVGRAPH_HAZARD_SEED=$seed swift test --filter LintCleanCompilesTests >"$log" 2>&1 || status=$?
grep -E -A30 "lint-clean-compiles:|lints clean but|Test run|error:" "$log" | head -400
exit "$status"
