#!/usr/bin/env bash
# The adoption path of a team whose features were written the seeds' way: builds and tests the
# hand-written package of Tests/Fixtures/Adoption, extracts its symbol graph, runs `navgraph
# import`, deletes the hand-written enums, and builds and tests the package again through the
# build plugin, with no other change to its code. Fails if the imported graph does not lint clean,
# or the package's own code or tests no longer compile or pass.
#
# Usage: Scripts/import-check.sh   (about two minutes)
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
source "$root/Scripts/swiftpm.sh"
work=$(mktemp -d "${TMPDIR:-/tmp}/navgraph-import.XXXXXX")
[[ -n "${KEEP:-}" ]] || trap 'rm -rf "$work"' EXIT
fail() { printf 'FAIL: %s\n' "$*" >&2; exit 1; }
step() { printf '== %s\n' "$*"; }

package="$work/Adoption"
cp -R "$root/Tests/Fixtures/Adoption" "$package"
cat > "$package/Package.swift" <<SWIFT
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Adoption",
    dependencies: [.package(name: "NavigationGraph", path: "$root")],
    targets: [
        .target(
            name: "Shelf", dependencies: [.product(name: "NavigationGraph", package: "NavigationGraph")],
            plugins: [.plugin(name: "NavigationGraphPlugin", package: "NavigationGraph")]),
        .testTarget(name: "ShelfTests", dependencies: ["Shelf", .product(name: "NavigationGraph", package: "NavigationGraph")]),
    ]
)
SWIFT

step "the hand-written package builds and its tests pass"
(cd "$package" && swiftpm swift test > "$work/before.log" 2>&1) || { cat "$work/before.log"; fail "the hand-written package"; }

step "navgraph import reads its symbol graph"
(cd "$package" && swiftpm swift package dump-symbol-graph > "$work/dump.log" 2>&1) || { cat "$work/dump.log"; fail "dump-symbol-graph"; }
graphs=$(sed -n 's/^Files written to //p' "$work/dump.log" | tail -1)
[[ -d "$graphs" ]] || graphs=$(find "$package/.build" -name 'Shelf.symbols.json' -printf '%h\n' | head -1)
[[ -f "$graphs/Shelf.symbols.json" ]] || fail "no Shelf.symbols.json under $package/.build"
"$root/.build/debug/navgraph" import --output "$package/Sources/Shelf" "$graphs/Shelf.symbols.json" | tee "$work/import.log"
"$root/.build/debug/navgraph" lint "$package/Sources/Shelf" || fail "the imported graph does not lint clean"

step "with the hand-written enums deleted, the same code builds through the plugin and its tests pass"
rm "$package/Sources/Shelf/ShelfNavigation.swift"
(cd "$package" && swiftpm swift test > "$work/after.log" 2>&1) || { cat "$work/after.log"; fail "the package after import"; }
grep -q "Compiling navigation graphs for Shelf" "$work/after.log" || fail "the plugin did not compile the imported graph"
grep -q "Test run with 1 test" "$work/after.log" || { cat "$work/after.log"; fail "the package's test did not run"; }
echo "import check: passed"
