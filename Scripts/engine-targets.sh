#!/usr/bin/env bash
# Every target of issue 61 (one deep-link engine) measured side by side in one run, each by the
# script that measures it, then one table: target, what this run measured, met or not.
#
#   engine size            lines of code of Sources/_NavigationGraphRoutes (neither blank nor
#                          only a comment), as EngineSizeTests counts them
#   runtime compile        BASE=4dea480 Scripts/runtime-compile-time.sh 5 -Onone, and 3 -O for
#                          release builds (no target: reported)
#   generated code         navgraph-benchmark section 3: type-checking 100 features' generated
#                          code against the seeds' hand-written equivalent
#   resolve                navgraph-benchmark section 4 (10 and 100 features, the generated
#                          router) and section 7 (10, 100 and 1,000, one router over route lines)
#                          against one URLComponents parse
#   routing-kit            Scripts/router-ratios.sh 3 (the Benchmarks package; skipped when it
#                          does not build, as on a machine without its dependencies)
#   url(for:)              navgraph-benchmark section 5, against a hand-written URL(string:)
#   first deep link        Scripts/first-link.sh 100 100 15 and 1000 100 15, a fresh process each
#   the tool from source   CONFIGS=debug Scripts/adoption-cost.sh 3
#
# Each step's whole output is kept in a folder whose path is printed first; with LOGS set to such
# a folder, nothing is measured and the table is printed again from it.
#
# Usage: [BASE=REVISION] Scripts/engine-targets.sh   (about 25 minutes on 2 cores)
#        LOGS=FOLDER Scripts/engine-targets.sh
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
logs=${LOGS:-$(mktemp -d "${TMPDIR:-/tmp}/navgraph-engine-targets.XXXXXX")}
base=${BASE:-4dea480}
source "$root/Scripts/swiftpm.sh"
cd "$root"
echo "the output of each step: $logs" >&2

# Runs the command after $1 with its output in $logs/$1, and says which step runs.
step() {
  local name=$1
  shift
  echo "== $name: $*" >&2
  "$@" >"$logs/$name" 2>&1 || { tail -30 "$logs/$name" >&2; echo "FAIL: $name" >&2; exit 1; }
}

lines=$(cat Sources/_NavigationGraphRoutes/*.swift | grep -cvE '^\s*(//.*)?$')
routing_kit=yes
if [[ -z ${LOGS:-} ]]; then
  step runtime env BASE="$base" Scripts/runtime-compile-time.sh 5 -Onone
  step runtime-release env BASE="$base" Scripts/runtime-compile-time.sh 3 -O
  step benchmark-build swiftpm swift build -c release --product navgraph-benchmark
  step benchmark .build/release/navgraph-benchmark --sizes 10,100,1000 --runtime-sizes 10,100 --skip-object-size --runs 3
  echo "== routing-kit-build: swift build -c release --package-path Benchmarks" >&2
  swiftpm swift build -c release --package-path Benchmarks >"$logs/routing-kit-build" 2>&1 || routing_kit=no
  [[ $routing_kit == no ]] || step routing-kit Scripts/router-ratios.sh 3
  step first-link-100 Scripts/first-link.sh 100 100 15
  step first-link-1000 Scripts/first-link.sh 1000 100 15
  step tool env CONFIGS=debug Scripts/adoption-cost.sh 3
else
  [[ -f $logs/routing-kit ]] || routing_kit=no
fi

# The column $2 of the rows of section $1 of the benchmark (from its heading "## $1." to the next
# heading), each as "features value", for the rows that start with a number of features.
column() {
  awk -v section="## $1." -v column="$2" '
    index($0, "## ") == 1 { inside = index($0, section " ") == 1; next }
    inside && /^[0-9]+  / { split($0, cells, /  +/); print cells[1], cells[column] }' "$logs/benchmark"
}
# "a, b and c" of the values of column() with their sizes, and whether every value is at most $1
# (the values end in "x").
figures() {
  awk -v bound="$1" '{ value = $2; sub(/x$/, "", value); if (value + 0 > bound) missed = 1
      text = text (NR > 1 ? ", " : "") $2 " at " $1 }
    END { print (missed ? "no " : "yes") "|" text }'
}

printf '\nissue 61, measured %s on %s cores\n\n' "$(date -u +%Y-%m-%d)" "$(getconf _NPROCESSORS_ONLN)"
printf '%-58s | %-3s | %s\n' target met "this run"
row() { printf '%-58s | %-3s | %s\n' "$1" "${2%%|*}" "${2#*|}"; }

row "the engine: at most 2,500 lines of code" "$([[ $lines -le 2500 ]] && echo yes || echo no)|$lines"

runtime=$(grep "^the runtime against" "$logs/runtime")
ratio=$(echo "$runtime" | sed -E 's/.*: ([0-9.]+)x.*/\1/')
row "the runtime's -Onone compile: at most 0.5x $base's" "$(awk -v r="$ratio" 'BEGIN { print (r <= 0.5 ? "yes" : "no") }')|${runtime#the runtime against }"

release=$(grep "^the runtime against" "$logs/runtime-release")
row "the runtime's -O compile, for release builds (reported)" "-|${release#the runtime against }"

typecheck=$(grep "^generated / hand-written" "$logs/benchmark" | sed -E 's/.*: ([0-9.]+x).*/\1/')
row "generated code: at most the hand-written's type-checking" "$(awk -v r="${typecheck%x}" 'BEGIN { print (r <= 1 ? "yes" : "no") }')|${typecheck} (100 features)"

row "resolve: at most 1.0x one URLComponents parse (section 4)" "$(column 4 4 | figures 1.0)"
row "resolve: at most 1.0x one URLComponents parse (section 7)" "$(column 7 5 | figures 1.0)"
row "resolve: the seeds' loop's time against ours (reported)" "-|$(column 4 6 | figures 0 | cut -d'|' -f2)"
if [[ $routing_kit == yes ]]; then
  # routing-kit's time as a share of the app router's: at least 200% is twice as fast.
  # router-ratios.sh's lines: the name in 48 columns, then the lowest, median and highest. The
  # app router's time against a parse ("Ratio/N features") times routing-kit's against the app
  # router's is routing-kit's against a parse.
  row "resolve: at least 2x faster than routing-kit" "$(awk '
    { name = substr($0, 7, 42); sub(/ +$/, "", name); split(substr($0, 50), cells, " ") }
    /^Ratio\/[0-9]+ features +[0-9]/ { parse[name] = cells[2] }
    /^Ratio\/[0-9]+ features, routing-kit +[0-9]/ {
      sub(/, routing-kit$/, "", name)
      if (cells[2] + 0 < 200) missed = 1
      text = text (n++ ? ", " : "") cells[2] "% at " name
      itself = itself (m++ ? ", " : "") sprintf("%.1fx", parse[name] * cells[2] / 10000) }
    END { print (missed ? "no " : "yes") "|routing-kit takes " text " of our time; itself " itself " a parse (medians of 3 runs)" }' "$logs/routing-kit")"
else
  row "resolve: at least 2x faster than routing-kit" "-|not measured: the Benchmarks package did not build"
fi
row "url(for:): at most 1.2x a hand-written URL(string:)" "$(column 5 4 | figures 1.2)"

for size in 100 1000; do
  bare=$(awk '$1 == "bare" { print $2 }' "$logs/first-link-$size")
  warm=$(awk '$1 == "warm" { print $2 }' "$logs/first-link-$size")
  bound=$([[ $size == 100 ]] && echo 1000 || echo 5000)
  row "the first deep link at $size features: at most $((bound / 1000)) ms" \
    "$(awk -v b="$bare" -v bound="$bound" 'BEGIN { print (b <= bound ? "yes" : "no") }')|$bare µs in a bare process, $warm µs warm (medians of 15)"
done

tool=$(awk '$1 == "debug" { print }' "$logs/tool")
added=$(echo "$tool" | sed -E 's/.*\( *([+-][0-9]+)%;.*/\1/')
row "the tool from source: at most +25% of a clean debug build" \
  "$(awk -v a="$added" 'BEGIN { print (a + 0 <= 25 ? "yes" : "no") }')|$(echo "$tool" | awk '{ printf "committed %s, prebuilt %s, from source %s: %s%%", $2, $3, $4, "'"$added"'" }') (medians of 3)"
