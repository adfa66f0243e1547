#!/usr/bin/env bash
# Resolving deep links at run time, with ordo-one/benchmark in the Benchmarks package (so that
# neither it nor routing-kit is ever a dependency of NavigationGraph): resolve time per URL and
# allocations per resolve at 10, 100 and 1,000 features against one bare URLComponents parse
# and against vapor/routing-kit's split-and-route, paired ratios, construction and memory.
# Prints ordo-one's full tables, then a summary of every median (p50).
#
# Usage: Scripts/router-benchmark.sh [ordo-one options, such as --filter 'Ratio.*']
#        (about a minute after a first build of about 3)
set -euo pipefail
exec "$(dirname "$0")/ordo-benchmark.sh" RouterBenchmarks "$@"
