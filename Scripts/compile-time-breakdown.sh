#!/usr/bin/env bash
# Where the compile time of the generated code goes: writes the generated code of N synthetic
# features in one module and the seeds' hand-written equivalent (as Scripts/compile-time.sh
# does), then compiles the generated code again with one part at a time replaced by a stub that
# keeps every conformance, and prints each variant's CPU time and peak memory with its
# difference from the whole file. The parts:
#
#   visit            every enum's `visitNavigationCase(_:)` body, which equality, hashing and
#                    `navigationCase` (building URLs, saving state) are made from, by the
#                    runtime's `NavigationCaseVisitable` (so Swift synthesizes none of them; what
#                    synthesis cost is in Benchmarks/HISTORY.md)
#   init             every enum's `init(navigationCaseIndex:values:)` body (resolving, restoring)
#   redirect table   the app redirector's table by type, one entry per feature
#   app              everything app-level: redirector, router, resolution, restoration
#
# One compile per variant: peak memory repeats to within 1-2 MB, CPU time varies more (rerun
# to compare CPU). A variant that is not smaller than the whole file, or that does not compile
# without a warning, fails the script, so a change to the generated code cannot make it
# measure the unchanged file.
#
# Usage: Scripts/compile-time-breakdown.sh [N] [MODE]   (default 100 features, -Onone: about 2
#        minutes after a release build of navgraph-benchmark)
#        CONFIG=debug Scripts/compile-time-breakdown.sh 3   what CI runs, so that the stubs keep
#        fitting the generated code
set -euo pipefail

n=${1:-100}
mode=${2:--Onone}
config=${CONFIG:-release}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/navgraph-compile-breakdown.XXXXXX")
[[ -n "${KEEP:-}" ]] || trap 'rm -rf "$work"' EXIT

source "$root/Scripts/compile-sources.sh"
write_sources "$n"

# Replaces each block that opens with a line matching $2 (at any indent, ending in `{` or `[`)
# and closes at the same indent with the stub $3, in which `HEADER` stands for the opening line
# without its last character; writes $1 with the blocks replaced to standard output.
stub() {
  awk -v pattern="$2" -v stub="$3" '
    skipping && index($0, indent) == 1 && substr($0, length(indent) + 1, 1) ~ /[]})]/ && length($0) <= length(indent) + 2 {
      skipping = 0; next
    }
    skipping { next }
    $0 ~ pattern {
      match($0, /^ */); indent = substr($0, 1, RLENGTH)
      line = stub; header = substr($0, 1, length($0) - 1)
      gsub(/HEADER/, header, line)
      print line; skipping = 1; next
    }
    { print }
  ' "$1"
}

generated="$work/Generated.swift"
stub "$generated" '^    public func visitNavigationCase<Visitor: NavigationGraph\.NavigationCaseVisitor>\(_ visitor: inout Visitor\) -> Swift\.Int \{$' \
  'HEADER{ 0 }' >"$work/visit.swift"
stub "$generated" '^    public init\?\(navigationCaseIndex index: ' 'HEADER{ return nil }' >"$work/init.swift"
stub "$generated" '^        Swift\.Dictionary\(uniqueKeysWithValues: \[$' '        [:]' >"$work/redirect-table.swift"
sed '/^\/\/ MARK: - App: /,$d' "$generated" >"$work/app.swift"

# Prints "user-seconds peak-MB" for one compilation of $1.
measure() {
  measure_compile "$1" "$mode" | awk '{ printf "%s %.0f\n", $1, $2 / 1024 }'
}

printf '%s features in one module, %s\n\n' "$n" "$mode"
printf '%-44s %8s %9s %10s\n' 'source' 'CPU s' 'peak MB' 'vs whole'
read -r seeds_cpu seeds_mb < <(measure "$work/Seeds.swift")
printf '%-44s %8s %9s\n' "the seeds' hand-written equivalent" "$seeds_cpu" "$seeds_mb"
read -r whole_cpu whole_mb < <(measure "$generated")
printf '%-44s %8s %9s %10s\n' 'generated, whole' "$whole_cpu" "$whole_mb" ''
for part in visit init redirect-table app; do
  variant="$work/$part.swift"
  if [[ $(wc -c <"$variant") -ge $(wc -c <"$generated") ]]; then
    echo "FAIL: stubbing '$part' changed nothing: the generated code no longer has that part's shape" >&2
    exit 1
  fi
  read -r cpu mb < <(measure "$variant")
  label="generated, without ${part/-/ }"
  printf '%-44s %8s %9s %+7d MB\n' "$label" "$cpu" "$mb" "$((mb - whole_mb))"
done
