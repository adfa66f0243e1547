#!/usr/bin/env bash
# Builds the fuzz targets with libFuzzer and AddressSanitizer (which checks leaks too) and runs
# each for RUNS inputs or SECONDS seconds, whichever comes first, from a seed corpus made of the
# example graphs and routes.
#
# Targets: pipeline (graph files through every check and the generator), router (URLs through
# the generated routers, and the engine against the tests' reference matcher), roundtrip
# (destinations through build-then-resolve and saved state) and restore (any bytes as saved tab
# state or one stack's).
#
# Usage: Scripts/fuzz.sh [RUNS] [SECONDS] [TARGET ...]
#        (defaults: 1000000 inputs, 600 s per target, every target)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
runs=${1:-1000000}
seconds=${2:-600}
shift $(($# < 2 ? $# : 2))
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(pipeline router roundtrip restore)
build="$root/.build-fuzz"
mkdir -p "$build"
cd "$root"

flags=(-O -g -sanitize=fuzzer,address -parse-as-library -swift-version 6)
echo "== building the runtime and the compiler with fuzzer instrumentation (log: $build/build.log)"
exec 3>&1 1>"$build/build.log" 2>&1
# The deep-link engine, then the runtime that re-exports it and the compiler that links it.
# The engine with testing enabled: the router target compiles the tests' reference matcher,
# which reads the engine's internals.
swiftc "${flags[@]}" -enable-testing -emit-library -static -emit-module -module-name _NavigationGraphRoutes -package-name NavigationGraph \
  -emit-module-path "$build/_NavigationGraphRoutes.swiftmodule" -o "$build/lib_NavigationGraphRoutes.a" \
  $(find Sources/_NavigationGraphRoutes -name '*.swift' | sort)
swiftc "${flags[@]}" -emit-library -static -emit-module -module-name NavigationGraph -package-name NavigationGraph -I "$build" \
  -emit-module-path "$build/NavigationGraph.swiftmodule" -o "$build/libNavigationGraph.a" \
  $(find Sources/NavigationGraph -name '*.swift' | sort)
swiftc "${flags[@]}" -emit-library -static -emit-module -module-name _NavigationGraphCompiler -package-name NavigationGraph -I "$build" \
  -emit-module-path "$build/_NavigationGraphCompiler.swiftmodule" -o "$build/lib_NavigationGraphCompiler.a" \
  $(find Sources/_NavigationGraphCompiler -name '*.swift' | sort)

echo "== generating the example app's code into one module"
graphs="$build/graphs"
rm -rf "$graphs" && mkdir -p "$graphs"
# With the federated client's features beside them, in no app graph: a placeholder host, literal
# text around placeholders, value patterns, query-keyed routes and exclusions (Social), fragments
# and URIs without a host (Chat), and wildcard and placeholder subdomains (Blogs).
for file in Graphs/*.navgraph.json Examples/Federated/Social.navgraph.json Examples/Federated/Chat.navgraph.json \
  Examples/Federated/Blogs.navgraph.json; do
  sed -E 's/"module": "[A-Za-z]+"/"module": "FuzzApp"/' "$file" > "$graphs/$(basename "$file")"
done
swift run -q navgraph generate --module FuzzApp --output "$build" "$graphs" > /dev/null

swiftc "${flags[@]}" -I "$build" -L "$build" -l_NavigationGraphCompiler -l_NavigationGraphRoutes \
  Fuzz/PipelineFuzz.swift -o "$build/pipeline-fuzz"
for target in Router RoundTrip Restore; do
  oracle=()
  [[ $target == Router ]] && oracle=(Tests/NavigationGraphTests/ReferenceMatcher.swift)
  swiftc "${flags[@]}" -module-name FuzzApp -I "$build" -L "$build" -lNavigationGraph -l_NavigationGraphRoutes \
    "Fuzz/${target}Fuzz.swift" "${oracle[@]}" "$build/FuzzApp.navgraph.swift" -o "$build/$(echo "$target" | tr 'A-Z' 'a-z')-fuzz"
done

exec 1>&3 2>&1
echo "== seed corpora"
mkdir -p "$build/corpus/pipeline" "$build/corpus/router" "$build/corpus/roundtrip" "$build/corpus/restore"
cp Graphs/*.navgraph.json Examples/EdgeCases/*.navgraph.json "$build/corpus/pipeline/"
cp Examples/Federated/Social.navgraph.json "$build/corpus/pipeline/Federated.navgraph.json"
for invalid in Tests/Fixtures/Invalid/*/; do cp "$invalid"/*.navgraph.json "$build/corpus/pipeline/$(basename "$invalid").json" 2>/dev/null || true; done
index=0
while read -r url; do
  index=$((index + 1)); printf '%s' "$url" > "$build/corpus/router/url$index"
done < <(swift run -q navgraph routes --format json Graphs | grep -o '"url": "[^"]*"' | cut -d'"' -f4 | sed 's/{[a-zA-Z]*}/42/g')
printf 'challenge://character/detail?id=42' > "$build/corpus/router/detail"
for url in 'https://mastodon.social/@alice/109' 'https://Home.Example/@bob/109.json?ref=x' 'https://a.b/@c/1?reply=2' \
  'http://www.home.example/users/d/statuses/3' 'https://x.y/@e/media' 'https://home.example/@alice/following' \
  'https://matrix.to/#/@alice:example.org' 'https://matrix.to/#/!room:server/$event?via=server' 'https://matrix.to/#/%23room:server' \
  'matrix:u/alice:example.org?action=chat' 'https://matrix.to/pair#channel_id=a&channel_key=b' \
  'https://my.pages.example/stats?days=3' 'https://news.blogs.example/insights/week'; do
  index=$((index + 1)); printf '%s' "$url" > "$build/corpus/router/url$index"
done
head -c 64 /dev/urandom > "$build/corpus/roundtrip/random"
# Saved state as the app writes it; the first byte chooses, by its value modulo 3, the generated
# tab bar ('0'), one stack ('1') or a tab bar of tabs with values ('2').
stack='{"version":2,"path":[{"type":"Character.incoming","value":{"list":{}}},{"type":"Character.incoming","value":{"detail":{"identifier":7}}},{"type":"Episode.incoming","value":{"detail":{"identifier":1,"season":2}}}],"sheet":{"destination":{"type":"Character.incoming","value":{"filter":{"query":"ri"}}},"style":{"sheet":{"detents":["medium",{"fraction":0.3}]}}}}'
printf '0{"selectedTab":"characters","tabs":{"home":{"version":2,"path":[]},"characters":%s,"episodes":{"version":1,"path":[]}}}' "$stack" > "$build/corpus/restore/tabs"
printf '1%s' "$stack" > "$build/corpus/restore/stack"
printf '0{"selectedTab":"gone","tabs":{"home":1,"characters":null,"settings":{"version":2,"path":[]}}}' > "$build/corpus/restore/tampered"
printf '0{"selectedTab":"episodes","visibleTabs":["episodes","surprise","home","surprise"],"tabs":{"episodes":%s}}' "$stack" > "$build/corpus/restore/chosen"
printf '2{"selectedTab":{"list":{"id":"ri"}},"visibleTabs":[{"home":{}},{"list":{"id":"ri"}},{"compose":{}}],"tabs":{"{\\"list\\":{\\"id\\":\\"ri\\"}}":%s}}' "$stack" > "$build/corpus/restore/values"

# Swift's Regex parser allocates boxes that refer to each other (an AST of indirect cases): a
# value pattern compiled once, into a static that lives as long as the process, is reported as
# leaked when the process ends. Those reports name the toolchain's regex libraries, and are
# left out; a leak anywhere else still fails.
printf 'leak:_RegexParser\nleak:_StringProcessing\n' > "$build/lsan.supp"
export LSAN_OPTIONS="suppressions=$build/lsan.supp${LSAN_OPTIONS:+:$LSAN_OPTIONS}"

status=0
for target in "${targets[@]}"; do
  echo "== $target: up to $runs inputs or $seconds s"
  if ! "$build/$target-fuzz" -runs="$runs" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
      -artifact_prefix="$build/crash-$target-" "$build/corpus/$target" 2> "$build/$target.log"; then
    status=1
    tail -30 "$build/$target.log"
  fi
  grep -E "^Done|^#[0-9]+.*DONE|stat::number_of_executed_units|SUMMARY" "$build/$target.log" | tail -2 || true
done
exit $status
