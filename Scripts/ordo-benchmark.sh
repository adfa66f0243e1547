#!/usr/bin/env bash
# Runs one benchmark target of the Benchmarks package with ordo-one/benchmark and prints its
# tables, then a summary of every median (p50). Scripts/router-benchmark.sh and
# Scripts/destination-benchmark.sh are this with their target.
#
# Usage: Scripts/ordo-benchmark.sh TARGET [ordo-one options, such as --filter 'Ratio.*']
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
target=$1
shift
out=$(mktemp "${TMPDIR:-/tmp}/navgraph-$target.XXXXXX")
trap 'rm -f "$out"' EXIT
source "$root/Scripts/swiftpm.sh"

swiftpm swift package --package-path "$root/Benchmarks" --disable-sandbox benchmark --target "$target" --format markdown "$@" |
  grep -v 'ETA:' | tee "$out"

echo
echo "## Summary: medians (p50)"
echo
awk -F'|' '
  /^### / { name = substr($0, 5); next }
  /^\| / && $2 !~ /Metric/ { gsub(/^ +| +$/, "", $2); gsub(/ +/, "", $5); printf "%-66s %-34s %10s\n", name, $2, $5 }
' "$out"
