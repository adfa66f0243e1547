#!/usr/bin/env bash
# Opens the pages `navgraph map` writes in a real browser, headless, with the network off: the
# example app's, the federated client's, the mail app's, and a generated app of N feature modules (200 by
# default). For each it checks, from the DOM the browser leaves:
#
#   - that the page resolves every sample URL of its graphs to the destination `navgraph resolve`
#     gives (`#selfcheck`);
#   - that search filters (`#q=...`), a pasted URL names what it opens, and focus lists what reaches
#     a destination and what it reaches (`#focus=...`);
#   - that the console has no error;
#
# and prints each page's size and the time it took to draw, and saves a screenshot in OUTPUT.
# Installs Debian's chromium when it is missing (apt-get, as root).
#
# Usage: Scripts/map-browser-check.sh [N] [OUTPUT]   (defaults: 200 modules, .build/map-check)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
n=${1:-200}
out=${2:-$root/.build/map-check}
source "$root/Scripts/swiftpm.sh"
mkdir -p "$out"
fail() { printf 'FAIL: %s\n' "$*" >&2; exit 1; }

browser=$(command -v chromium || command -v chromium-browser || true)
if [[ -z "$browser" ]]; then
  echo "== installing chromium"
  apt-get update -o Apt::Key::gpgvcommand=/usr/bin/gpgv > "$out/apt.log" 2>&1
  DEBIAN_FRONTEND=noninteractive apt-get install -y chromium >> "$out/apt.log" 2>&1 || { cat "$out/apt.log"; fail "could not install chromium"; }
  browser=$(command -v chromium)
fi

cd "$root"
swiftpm swift build --product navgraph > "$out/build.log" 2>&1 || { cat "$out/build.log"; fail "navgraph does not build"; }
navgraph="$root/.build/debug/navgraph"

# A generated app: N features, each with a list, a detail under it, a looked-up destination and a
# redirect to the next feature's detail, in a tab bar of four tabs.
app="$out/app$n"
rm -rf "$app" && mkdir -p "$app"
features="" redirects=""
for i in $(seq 1 "$n"); do
  next=$(( i % n + 1 ))
  cat > "$app/F$i.navgraph.json" <<JSON
{
  "feature": "F$i", "module": "M$i", "description": "Feature $i of $n.",
  "deepLink": { "scheme": "scale", "host": "f$i" },
  "incoming": [
    { "name": "list", "deepLink": "/" },
    { "name": "detail", "parent": "list", "parameters": [ { "name": "id", "type": "Int" } ], "deepLink": "/items/{id}" },
    { "name": "search", "lookup": true, "parameters": [ { "name": "query", "type": "String" } ], "deepLink": "/search?q={query}" }
  ],
  "outgoing": [ { "name": "next", "parameters": [ { "name": "id", "type": "Int" } ] } ]
}
JSON
  features+="\"F$i\"$([[ $i -lt $n ]] && echo , || true)"
  redirects+="{ \"from\": \"F$i.next\", \"to\": \"F$next.detail\" }$([[ $i -lt $n ]] && echo , || true)"
done
quarter=$(( (n + 3) / 4 ))
tabs=""
for t in 0 1 2 3; do
  list=$(for i in $(seq $(( t * quarter + 1 )) $(( (t + 1) * quarter ))); do [[ $i -le $n ]] && printf '"F%s",' "$i"; done)
  [[ -n "$list" ]] || continue
  first=$(( t * quarter + 1 ))
  tabs+="$([[ -n "$tabs" ]] && echo , || true){ \"name\": \"tab$t\", \"root\": \"F$first.list\", \"features\": [${list%,}] }"
done
printf '{ "app": "Scale", "module": "App", "features": [%s], "tabs": [%s], "redirects": [%s] }\n' "$features" "$tabs" "$redirects" \
  > "$app/App.navgraph.json"

"$navgraph" map --output "$out/challenge.html" Graphs > /dev/null
"$navgraph" map --output "$out/federated.html" Examples/Federated > /dev/null
"$navgraph" map --output "$out/mail.html" Examples/Mail > /dev/null
"$navgraph" map --output "$out/scale$n.html" "$app" > /dev/null

# The browser, headless, with every host unreachable: the page must need none.
open_page() { # page hash log -> DOM on stdout
  "$browser" --headless=new --no-sandbox --disable-gpu --no-first-run --disable-extensions \
    --host-resolver-rules="MAP * ~NOTFOUND" --proxy-server="127.0.0.1:9" \
    --enable-logging=stderr --v=0 --virtual-time-budget=5000 \
    --dump-dom "file://$1#$2" 2> "$3"
}
check_console() { # log name
  if grep -E 'CONSOLE|Uncaught|SyntaxError|TypeError|ReferenceError' "$1" | grep -viE 'dbus|gpu|fontconfig' > "$1.errors"; then
    if [[ -s "$1.errors" ]]; then cat "$1.errors"; fail "$2: the console has an error"; fi
  fi
}
field() { # dom id
  sed -n "s|.*<[a-z]* id=\"$2\"[^>]*>\\([^<]*\\)<.*|\\1|p" <<<"$1" | head -1
}

check() { # name search-word focus url expected-destination
  local page="$out/$1.html" dom
  dom=$(open_page "$page" selfcheck "$out/$1-selfcheck.log")
  check_console "$out/$1-selfcheck.log" "$1"
  local line
  line=$(sed -n 's|.*\(selfcheck: [0-9]* of [0-9]* samples open what navgraph resolve opens\).*|\1|p' <<<"$dom" | head -1)
  [[ -n "$line" ]] || fail "$1: the self-check did not run"
  read -r _ passed _ total _ <<<"$line"
  [[ "$passed" == "$total" ]] || { grep -o 'missed: [^<]*' <<<"$dom" | head; fail "$1: $line"; }
  echo "$1: $line"

  dom=$(open_page "$page" "q=$2" "$out/$1-search.log")
  check_console "$out/$1-search.log" "$1"
  local status
  status=$(field "$dom" status)
  [[ "$status" =~ ^[1-9][0-9]*\ of\ [0-9]+\ destinations\ match$ ]] || fail "$1: searching '$2' shows '$status'"
  echo "$1: searching '$2': $status"

  dom=$(open_page "$page" "q=$4" "$out/$1-url.log")
  local answer
  answer=$(field "$dom" answer)
  [[ "$answer" == "$4 opens $5"* ]] || fail "$1: pasting $4 shows '$answer'"
  echo "$1: $answer"

  dom=$(open_page "$page" "focus=$3" "$out/$1-focus.log")
  check_console "$out/$1-focus.log" "$1"
  local from to
  from=$(field "$dom" reached-from) to=$(field "$dom" reaches)
  [[ -n "$from" && -n "$to" ]] || fail "$1: focusing on $3 shows no panel"
  [[ "${6:-}" == "isolated" ]] || ! [[ "$from" == "reached from: nothing" && "$to" == "reaches: nothing" ]] \
    || fail "$1: focusing on $3 shows '$from' and '$to'"
  echo "$1: focus on $3: $from; $to"

  local size rendered
  size=$(wc -c < "$page")
  rendered=$(sed -n 's|.*data-rendered-in="\([0-9]*\)".*|\1|p' <<<"$dom" | head -1)
  echo "$1: $(( size / 1024 )) KB, drawn in ${rendered:-?} ms"
  "$browser" --headless=new --no-sandbox --disable-gpu --host-resolver-rules="MAP * ~NOTFOUND" --window-size=1280,900 \
    --screenshot="$out/$1.png" "file://$page" > /dev/null 2>&1 || true
}

check challenge detail Character.detail "challenge://character/detail?id=42" Character.detail
# The federated client's features link to none other: its focus shows nothing around.
check federated profile Social.profile "https://home.example/@alice@other.example" Social.remoteProfile isolated
check mail attachment Mail.message "mailapp://mail/inbox/42" Mail.message
check "scale$n" search F7.detail "scale://f7/items/3" F7.detail
echo "map browser check: passed (screenshots in $out)"
