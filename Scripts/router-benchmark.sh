#!/usr/bin/env bash
# Resolving deep links at run time, with ordo-one/benchmark in the Benchmarks package (so that
# neither it nor routing-kit is ever a dependency of NavigationGraph): resolve time per URL and
# allocations per resolve at 10, 100 and 1,000 features against one bare URLComponents parse
# and against vapor/routing-kit's split-and-route, paired ratios, construction and memory.
# Prints ordo-one's full tables, then a summary of every median (p50).
#
# Usage: Scripts/router-benchmark.sh [ordo-one options, such as --filter 'Ratio.*']
#        (about 3 minutes after a first build of about 3)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out=$(mktemp "${TMPDIR:-/tmp}/navgraph-router-benchmark.XXXXXX")
trap 'rm -f "$out"' EXIT

swift package --package-path "$root/Benchmarks" --disable-sandbox benchmark --target RouterBenchmarks --format markdown "$@" |
  grep -v 'ETA:' | tee "$out"

echo
echo "## Summary: medians (p50)"
echo
awk -F'|' '
  /^### / { name = substr($0, 5); next }
  /^\| / && $2 !~ /Metric/ { gsub(/^ +| +$/, "", $2); gsub(/ +/, "", $5); printf "%-66s %-34s %10s\n", name, $2, $5 }
' "$out"
