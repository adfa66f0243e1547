# Sourced by .ci/run and the scripts that run SwiftPM (plugin-end-to-end.sh, scale-check.sh,
# import-check.sh, map-browser-check.sh, docs.sh, ordo-benchmark.sh for the benchmarks, and
# compile-sources.sh for the compile-time scripts): what to do when SwiftPM itself crashes; and,
# for the scripts that write a consumer package (adoption-cost.sh, prebuilt-check.sh,
# first-link.sh), the identity SwiftPM gives this package.
#
# SwiftPM sometimes crashes in libdispatch's event loop while it plans a build, a known toolchain
# bug on Linux (swiftlang/swift#87033): its own process (`Thread 0 "swift-build"`, or
# swift-test, swift-run, swift-package) dies in `_dispatch_event_loop_drain` before anything of
# ours runs. Such a command is run once more, saying so. Any other failure, of a build, a test, a
# plugin or a test's process, is not retried.

# Whether the output in the file $1 is that crash, in SwiftPM's own process.
swiftpm_crashed() {
  grep -q '_dispatch_event_loop_drain' "$1" && grep -qE '^Thread 0 "swift-(build|test|run|package)"' "$1"
}

# Runs a command, its output shown as it comes; runs it once more if SwiftPM crashed so, and
# returns the status of the last run.
swiftpm() {
  local log status
  log=$(mktemp "${TMPDIR:-/tmp}/navgraph-swiftpm.XXXXXX")
  set +e
  "$@" 2>&1 | tee "$log"
  status=${PIPESTATUS[0]}
  set -e
  if ((status != 0)) && swiftpm_crashed "$log"; then
    echo "note: SwiftPM crashed in libdispatch while planning (swiftlang/swift#87033); running '$*' again" >&2
    status=0
    "$@" 2>&1 || status=$?
  fi
  rm -f "$log"
  return "$status"
}

# The identity SwiftPM gives the package at the path $1, which a consumer's Package.swift that
# depends on it by path names in `.product(name:package:)`: its folder's name, in lower case.
package_identity() {
  basename "$1" | tr 'A-Z' 'a-z'
}
