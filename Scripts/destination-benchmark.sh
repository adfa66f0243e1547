#!/usr/bin/env bash
# Comparing, hashing and describing destinations at run time, with ordo-one/benchmark in the
# Benchmarks package: generated enums make `==`, `hash(into:)` and `navigationCase` from one
# visiting `switch` (which compiles at a fraction of what Swift's synthesized `Hashable` costs);
# this measures them against the same cases with Swift's synthesized `Hashable`, and against the
# `navigationCase` getter navgraph generated before, with allocations. Prints ordo-one's tables,
# then a summary of every median (p50); each benchmark does a thousand operations (two
# thousand comparisons for equality).
#
# Usage: Scripts/destination-benchmark.sh [ordo-one options]   (about a minute after a first
#        build of the Benchmarks package)
set -euo pipefail
exec "$(dirname "$0")/ordo-benchmark.sh" DestinationBenchmarks "$@"
