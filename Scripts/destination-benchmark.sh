#!/usr/bin/env bash
# Comparing, hashing and describing destinations at run time, with ordo-one/benchmark in the
# Benchmarks package: generated enums make `==`, `hash(into:)` and `navigationCase` from one
# visiting `switch` (which compiles at a fraction of what Swift's synthesized `Hashable` costs);
# this measures them against the same cases with Swift's synthesized `Hashable`, and against the
# `navigationCase` getter navgraph generated before, with allocations. Prints ordo-one's tables,
# then a summary of every median (p50), each per thousand operations.
#
# Usage: Scripts/destination-benchmark.sh [ordo-one options]   (about a minute after a first
#        build of the Benchmarks package)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=$(mktemp "${TMPDIR:-/tmp}/navgraph-destination-benchmark.XXXXXX")
trap 'rm -f "$out"' EXIT

swift package --package-path "$root/Benchmarks" --disable-sandbox benchmark --target DestinationBenchmarks --format markdown "$@" |
  grep -v 'ETA:' | tee "$out"

echo
echo "## Summary: medians (p50), per thousand"
echo
awk -F'|' '
  /^### / { name = substr($0, 5); next }
  /^\| / && $2 !~ /Metric/ { gsub(/^ +| +$/, "", $2); gsub(/ +/, "", $5); printf "%-66s %-34s %10s\n", name, $2, $5 }
' "$out"
