# Sourced by Scripts/compile-time.sh, Scripts/compile-time-breakdown.sh,
# Scripts/app-module-compile-time.sh and Scripts/runtime-compile-time.sh, which set `root`,
# `work` and `config` (release or debug) first.

source "$root/Scripts/swiftpm.sh"

# Writes the generated code of $1 synthetic features in one module (Generated.swift, through the
# same compiler the plugin runs), what a team writes by hand for them following the seeds
# (Seeds.swift), and that code saving state and building URLs as well (SameWork.swift) into
# $work, and sets `modules` to where NavigationGraph's module is.
write_sources() {
  (cd "$root" && swiftpm swift build -c "$config" --product navgraph-benchmark >/dev/null)
  "$root/.build/$config/navgraph-benchmark" --write-sources "$1" "$work"
  modules="$root/.build/$config/Modules"
  [[ -d "$modules" ]] || modules="$root/.build/$config"
}

# The median of the numbers on standard input, one a line (of an even count, the mean of the
# middle two).
median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# Prints "user-seconds peak-KB object-bytes" for one compilation of the file $1 as one module at
# optimization mode $2, named $3 (Bench when left out), with the compiler arguments after it
# (`-I` a folder of modules the file imports); fails, with the compiler's output, when it does
# not compile or has a warning.
measure_compile() {
  local file=$1 mode=$2 module=${3:-Bench}
  shift $(($# < 3 ? $# : 3))
  /usr/bin/time -f '%U %M' -o "$work/time" \
    swiftc -c -wmo "$mode" -swift-version 6 -parse-as-library -module-name "$module" -I "$modules" "$@" \
    "$file" -o "$work/out.o" >"$work/log" 2>&1 || { cat "$work/log" >&2; echo "FAIL: $file does not compile" >&2; exit 1; }
  if grep -q 'warning:' "$work/log"; then cat "$work/log" >&2; echo "FAIL: $file has warnings" >&2; exit 1; fi
  # User CPU seconds, peak kB, then the object file's size in bytes (text + data + bss).
  printf '%s %s\n' "$(cat "$work/time")" "$(size -B "$work/out.o" | awk 'NR == 2 { print $4 }')"
}
