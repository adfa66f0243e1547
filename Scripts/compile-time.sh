#!/usr/bin/env bash
# Compile time of the generated code against its hand-written equivalent: writes the generated
# code of N synthetic features in one module (Generated.swift, through the same compiler the
# plugin runs) and what a team writes by hand today for the same features following the seeds
# (Seeds.swift: each feature's Incoming and Outgoing enums, a deep-link handler that parses URLs
# with URLComponents, and the app's redirector), then compiles each as one module with swiftc,
# interleaved over ROUNDS rounds, at -Onone and at -O, and prints the median user CPU time, the
# median peak memory and the object file's size (`size`: text, data and bss) of each with their
# ratio (generated / hand-written). MODES="-O -Osize" measures what a release binary carries.
#
# The seeds' equivalent does less than the generated code: it neither saves navigation state nor
# builds URLs. Up to 100 features (SAME_WORK=1 for more, 0 for none), the script also compiles
# SameWork.swift, the same hand-written code doing both as a team would write them (each enum
# `Codable`, synthesized; each handler's `url(for:)` with `URLComponents`), and prints the
# generated code's ratios against it too. It is the slowest of the three to compile (about
# 100 s of CPU and 1.3 GB at -O for 100 features).
#
# Usage: Scripts/compile-time.sh [N] [ROUNDS]   (default 100 features, 3 rounds: about 10 minutes)
#        MODES="-O" Scripts/compile-time.sh 1000 1   one mode only
set -euo pipefail

n=${1:-100}
rounds=${2:-3}
modes=${MODES:--Onone -O}
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/navgraph-compile-time.XXXXXX")
[[ -n "${KEEP:-}" ]] || trap 'rm -rf "$work"' EXIT

config=release
source "$root/Scripts/compile-sources.sh"
write_sources "$n"
generated_lines=$(wc -l <"$work/Generated.swift")
seeds_lines=$(wc -l <"$work/Seeds.swift")
# Lines of code: neither blank nor only a comment. The hand-written equivalent has no
# documentation; the generated code documents each type and member.
code_lines() { grep -v -e '^[[:space:]]*$' -e '^[[:space:]]*//' "$1" | wc -l; }
generated_code=$(code_lines "$work/Generated.swift")
seeds_code=$(code_lines "$work/Seeds.swift")
ratio() { awk -v g="$1" -v s="$2" 'BEGIN { printf "%.2fx", g / s }'; }
printf '%s features in one module: Generated.swift %s lines, Seeds.swift %s lines (%s, target at most 2x)\n' \
  "$n" "$generated_lines" "$seeds_lines" "$(ratio "$generated_lines" "$seeds_lines")"
printf '  of which code, not blank nor comment: %s against %s (%s)\n' \
  "$generated_code" "$seeds_code" "$(ratio "$generated_code" "$seeds_code")"

sources="Seeds Generated"
if [[ "${SAME_WORK:-$((n <= 100))}" == 1 ]]; then
  sources="Seeds SameWork Generated"
  same_work_lines=$(wc -l <"$work/SameWork.swift")
  printf '  SameWork.swift %s lines (%s)\n' "$same_work_lines" "$(ratio "$generated_lines" "$same_work_lines")"
fi

# Prints the generated code's CPU, memory and object size in $mode as ratios to those of source $1,
# with the note $2.
ratios() {
  local base=$1 note=$2 cpu mb kb
  cpu=${base}_cpu mb=${base}_mb kb=${base}_kb
  awk -v c1="$Generated_cpu" -v c0="${!cpu}" -v m1="$Generated_mb" -v m0="${!mb}" -v k1="$Generated_kb" -v k0="${!kb}" \
    -v mode="$mode" -v note="$note" 'BEGIN { printf "%-6s %-10s %10.2fx %9.2fx %9.2fx   (%s)\n", mode, "ratio", c1 / c0, m1 / m0, k1 / k0, note }'
}

printf '%-6s %-10s %10s %10s %10s\n' mode source 'CPU s' 'peak MB' 'object kB'
for mode in $modes; do
  for source in $sources; do : >"$work/$source.$mode"; done
  for _ in $(seq "$rounds"); do
    for source in $sources; do measure_compile "$work/$source.swift" "$mode" >>"$work/$source.$mode"; done
  done
  for source in $sources; do
    cpu=$(cut -d' ' -f1 "$work/$source.$mode" | median)
    mb=$(cut -d' ' -f2 "$work/$source.$mode" | median | awk '{ printf "%.0f", $1 / 1024 }')
    kb=$(cut -d' ' -f3 "$work/$source.$mode" | median | awk '{ printf "%.0f", $1 / 1024 }')
    printf '%-6s %-10s %10s %10s %10s\n' "$mode" "$source" "$cpu" "$mb" "$kb"
    eval "${source}_cpu=$cpu ${source}_mb=$mb ${source}_kb=$kb"
  done
  ratios Seeds "against Seeds, which neither save state nor build URLs"
  if [[ "$sources" == *SameWork* ]]; then
    ratios SameWork "against SameWork: object target at most 1x"
  fi
done
