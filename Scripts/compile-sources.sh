# Sourced by Scripts/compile-time.sh and Scripts/compile-time-breakdown.sh, which set `root`,
# `work` and `config` (release or debug) first.

source "$root/Scripts/swiftpm.sh"

# Writes the generated code of $1 synthetic features in one module (Generated.swift, through the
# same compiler the plugin runs) and what a team writes by hand for them following the seeds
# (Seeds.swift) into $work, and sets `modules` to where NavigationGraph's module is.
write_sources() {
  (cd "$root" && swiftpm swift build -c "$config" --product navgraph-benchmark >/dev/null)
  "$root/.build/$config/navgraph-benchmark" --write-sources "$1" "$work"
  modules="$root/.build/$config/Modules"
  [[ -d "$modules" ]] || modules="$root/.build/$config"
}

# Prints "user-seconds peak-KB" for one compilation of the file $1 as one module at optimization
# mode $2; fails, with the compiler's output, when it does not compile or has a warning.
measure_compile() {
  /usr/bin/time -f '%U %M' -o "$work/time" \
    swiftc -c -wmo "$2" -swift-version 6 -parse-as-library -module-name Bench -I "$modules" \
    "$1" -o "$work/out.o" >"$work/log" 2>&1 || { cat "$work/log" >&2; echo "FAIL: $1 does not compile" >&2; exit 1; }
  if grep -q 'warning:' "$work/log"; then cat "$work/log" >&2; echo "FAIL: $1 has warnings" >&2; exit 1; fi
  # User CPU seconds, peak kB, then the object file's size in bytes (text + data + bss).
  printf '%s %s\n' "$(cat "$work/time")" "$(size -B "$work/out.o" | awk 'NR == 2 { print $4 }')"
}
