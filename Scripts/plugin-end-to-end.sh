#!/usr/bin/env bash
# Proves the build-tool plugin in a consumer package: a package that depends on this one by path
# builds from its graphs alone, and editing, adding and removing a graph are each picked up by the
# next `swift build`; a missing redirect stops the build at the graph's line.
#
# Usage: Scripts/plugin-end-to-end.sh   (takes a few minutes: the consumer builds navgraph itself)
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/navgraph-e2e.XXXXXX")
trap 'rm -rf "$work"' EXIT
consumer="$work/Consumer"
mkdir -p "$consumer/Graphs" "$consumer/Sources/Shop" "$consumer/Sources/App" "$consumer/Sources/Plain" "$consumer/Sources/Legacy" \
  "$consumer/Tests/LegacyTests" "$consumer/Sources/Models"

step() { printf '\n== %s\n' "$*"; }
fail() { printf 'FAIL: %s\n' "$*" >&2; exit 1; }
# SwiftPM's own crash in libdispatch while it plans (swiftlang/swift#87033) runs a command once
# more; nothing else is retried.
source "$root/Scripts/swiftpm.sh"
build() { (cd "$consumer" && swiftpm swift build --scratch-path "$consumer/.build"); }
# File times are coarse: leave time between an edit and the build that must notice it.
settle() { sleep 2; }

cat > "$consumer/Package.swift" <<SWIFT
// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Consumer",
    dependencies: [.package(name: "NavigationGraph", path: "$root")],
    targets: [
        .target(name: "Shop", dependencies: [.product(name: "NavigationGraph", package: "NavigationGraph")],
                plugins: [.plugin(name: "NavigationGraphPlugin", package: "NavigationGraph")]),
        .target(name: "App", dependencies: ["Shop", .product(name: "NavigationGraph", package: "NavigationGraph")],
                plugins: [.plugin(name: "NavigationGraphPlugin", package: "NavigationGraph")]),
        // A target with no graph of its own: generates nothing, fails nothing.
        .target(name: "Plain", plugins: [.plugin(name: "NavigationGraphPlugin", package: "NavigationGraph")]),
        // A feature whose graph passes types through: Swift's errors about them land in the graph.
        .target(name: "Models", dependencies: [.product(name: "NavigationGraph", package: "NavigationGraph")],
                plugins: [.plugin(name: "NavigationGraphPlugin", package: "NavigationGraph")]),
        // Code written against an earlier README: it compiles, with deprecation warnings, and works.
        .target(name: "Legacy", dependencies: [.product(name: "NavigationGraph", package: "NavigationGraph")]),
        .testTarget(name: "LegacyTests", dependencies: ["Legacy", "Shop", "App", .product(name: "NavigationGraph", package: "NavigationGraph")]),
    ]
)
SWIFT

cat > "$consumer/Graphs/Shop.navgraph.json" <<'JSON'
{
  "feature": "Shop",
  "module": "Shop",
  "deepLink": { "scheme": "shop", "host": "shop" },
  "incoming": [ { "name": "home", "deepLink": "/" } ],
  "outgoing": [ { "name": "help" } ]
}
JSON
cat > "$consumer/Graphs/App.navgraph.json" <<'JSON'
{
  "app": "Consumer",
  "module": "App",
  "features": ["Shop"],
  "redirects": [ { "from": "Shop.help", "to": "Shop.home" } ]
}
JSON
cat > "$consumer/Sources/Shop/Uses.swift" <<'SWIFT'
import NavigationGraph
let home: ShopIncomingNavigation = .home
SWIFT
cat > "$consumer/Sources/App/Uses.swift" <<'SWIFT'
import Foundation
import NavigationGraph
import Shop

// Every name SPEC 4 lists, called from the consumer.
let redirect: any NavigationRedirectContract = AppNavigationRedirect()
let redirected = AppNavigationRedirect().redirect(ShopOutgoingNavigation.help)
let router = AppDeepLinkRouter()
let routed = router.resolve(URL(string: "shop://shop/")!)
let handler: any DeepLinkHandlerContract = ShopDeepLinkHandler()
let scheme = ShopDeepLinkHandler().scheme + ShopDeepLinkHandler().host
let resolved = ShopDeepLinkHandler().resolve(URL(string: "shop://shop/")!)
let typed: ShopIncomingNavigation? = ShopDeepLinkHandler().destination(for: URL(string: "shop://shop/")!)
let built: URL? = ShopDeepLinkHandler().url(for: .home)
let saved = try? JSONEncoder().encode(ShopIncomingNavigation.home)
let outgoing: any OutgoingNavigationContract = ShopOutgoingNavigation.help

struct Screens: AppNavigationResolver {
    typealias Content = String
    func resolve(shop destination: ShopIncomingNavigation, navigator: any NavigatorContract) -> String { "shop" }
    func resolve(_ destination: UnknownNavigation, navigator: any NavigatorContract) -> String { "not found" }
}
SWIFT
echo 'public let plain = 1' > "$consumer/Sources/Plain/Plain.swift"
echo 'public let models = 1' > "$consumer/Sources/Models/Models.swift"
cat > "$consumer/Sources/Legacy/LegacyNavigator.swift" <<'SWIFT'
import NavigationGraph

/// A navigator of its own, as the README of 2026-11-21 described one: the seeds' four methods and
/// popToRoot(), nothing for results.
public final class LegacyNavigator: NavigatorContract {
    public private(set) var log: [String] = []
    public init() {}
    public func navigate(to destination: any NavigationContract) { log.append("navigate \(destination)") }
    public func present(_ destination: any NavigationContract, style: ModalPresentationStyle) { log.append("present \(destination)") }
    public func dismiss() { log.append("dismiss") }
    public func goBack() { log.append("back") }
    public func popToRoot() { log.append("root") }
}
SWIFT
cat > "$consumer/Tests/LegacyTests/LegacyTests.swift" <<'SWIFT'
import App
import Legacy
import NavigationGraph
import Shop
import Testing

// As the README of 2026-11-23 showed them.
@Test func everyRouteRoundTrips() {
    #expect(AppDeepLinkRouter.roundTripFailures() == [])
    #expect(ShopDeepLinkHandler.roundTripFailures() == [])
}

@Test func aHandWrittenNavigatorOpensAsTheDestinationDeclares() {
    let navigator = LegacyNavigator()
    navigator.open(ShopIncomingNavigation.home)
    #expect(navigator.log == ["navigate home"])
}
SWIFT

step "a consumer builds from its graphs alone"
build > "$work/build1.log" || { cat "$work/build1.log"; fail "first build"; }

step "editing a graph is picked up (a new case must be handled)"
settle
sed -i.bak 's|"incoming": \[ { "name": "home", "deepLink": "/" } \]|"incoming": [ { "name": "home", "deepLink": "/" }, { "name": "cart", "deepLink": "/cart" } ]|' "$consumer/Graphs/Shop.navgraph.json"
rm -f "$consumer/Graphs/Shop.navgraph.json.bak"
echo 'let cart: ShopIncomingNavigation = .cart' >> "$consumer/Sources/Shop/Uses.swift"
build > "$work/build2.log" || { cat "$work/build2.log"; fail "build after editing a graph"; }

step "adding a graph is picked up"
settle
cat > "$consumer/Graphs/Help.navgraph.json" <<'JSON'
{ "feature": "Help", "module": "Shop", "incoming": [ { "name": "faq" } ] }
JSON
echo 'let faq: HelpIncomingNavigation = .faq' >> "$consumer/Sources/Shop/Uses.swift"
build > "$work/build3.log" || { cat "$work/build3.log"; fail "build after adding a graph"; }

step "editing a graph added since the last build is picked up"
settle
sed -i.bak 's|{ "name": "faq" }|{ "name": "faq" }, { "name": "contact" }|' "$consumer/Graphs/Help.navgraph.json"
rm -f "$consumer/Graphs/Help.navgraph.json.bak"
echo 'let contact: HelpIncomingNavigation = .contact' >> "$consumer/Sources/Shop/Uses.swift"
build > "$work/build3b.log" || { cat "$work/build3b.log"; fail "build after editing a graph added since the last build"; }

step "removing a graph is picked up"
settle
rm "$consumer/Graphs/Help.navgraph.json"
sed -i.bak '/HelpIncomingNavigation/d' "$consumer/Sources/Shop/Uses.swift" && rm -f "$consumer/Sources/Shop/Uses.swift.bak"
build > "$work/build4.log" || { cat "$work/build4.log"; fail "build after removing a graph"; }
if grep -rq "HelpIncomingNavigation" "$consumer/.build/plugins/outputs"; then
  fail "the removed graph's code is still generated"
fi

step "a missing redirect stops the build at the graph's line"
settle
printf '{ "app": "Consumer", "module": "App", "features": ["Shop"], "redirects": [] }\n' > "$consumer/Graphs/App.navgraph.json"
if build > "$work/build5.log"; then
  cat "$work/build5.log"; fail "the build passed without a redirect"
fi
grep -q "App.navgraph.json:1:61: error: outgoing destination 'Shop.help' has no redirect" "$work/build5.log" \
  || { cat "$work/build5.log"; fail "the missing redirect was not reported at the graph's line"; }

step "a no-op build does not run the compiler again"
printf '{ "app": "Consumer", "module": "App", "features": ["Shop"], "redirects": [ { "from": "Shop.help", "to": "Shop.home" } ] }\n' > "$consumer/Graphs/App.navgraph.json"
settle
build > "$work/build6.log" || { cat "$work/build6.log"; fail "build after fixing the redirect"; }
build > "$work/build7.log"
if grep -q "Compiling navigation graphs" "$work/build7.log"; then
  cat "$work/build7.log"; fail "a no-op build ran the graph compiler"
fi

step "the generate command plugin writes a target's code into the package"
(cd "$consumer" && swiftpm swift package --scratch-path "$consumer/.build" --allow-writing-to-package-directory navgraph-generate --target Shop) > "$work/generate.log" 2>&1 \
  || { cat "$work/generate.log"; fail "swift package navgraph-generate"; }
built=$(find "$consumer/.build/plugins/outputs" -path '*/Shop/*' -name 'Shop.navgraph.swift' | head -1)
cmp -s "$consumer/Sources/Shop/Generated/Shop.navgraph.swift" "$built" || fail "the committed code differs from the build plugin's"
[[ ! -e "$consumer/Sources/Plain/Generated" ]] || fail "a target without graphs got a generated folder"

step "navgraph-generate --check passes on fresh code and names a stale file"
(cd "$consumer" && swiftpm swift package --scratch-path "$consumer/.build" --allow-writing-to-package-directory navgraph-generate --target Shop --check) > "$work/check.log" 2>&1 \
  || { cat "$work/check.log"; fail "navgraph-generate --check on fresh code"; }
cp "$consumer/Sources/Shop/Generated/Shop.navgraph.swift" "$work/fresh.swift"
echo '// edited by hand' >> "$consumer/Sources/Shop/Generated/Shop.navgraph.swift"
if (cd "$consumer" && swiftpm swift package --scratch-path "$consumer/.build" --allow-writing-to-package-directory navgraph-generate --target Shop --check) > "$work/check-stale.log" 2>&1; then
  cat "$work/check-stale.log"; fail "navgraph-generate --check passed on a stale file"
fi
grep -q "Shop.navgraph.swift' is not what the graphs generate" "$work/check-stale.log" || { cat "$work/check-stale.log"; fail "the stale file was not named"; }
cp "$work/fresh.swift" "$consumer/Sources/Shop/Generated/Shop.navgraph.swift"

step "a target that commits its generated code still builds (no two producers of one file)"
build > "$work/build8.log" || { cat "$work/build8.log"; fail "build with Sources/Shop/Generated committed"; }
rm -rf "$consumer/Sources/Shop/Generated"

step "the navgraph command plugin lints the package"
(cd "$consumer" && swiftpm swift package --scratch-path "$consumer/.build" navgraph lint) > "$work/lint.log" 2>&1 || { cat "$work/lint.log"; fail "swift package navgraph lint"; }
grep -q "2 graph files are clean" "$work/lint.log" || { cat "$work/lint.log"; fail "lint did not read the package's 2 graphs once each"; }

step "explicit paths reach navgraph unchanged, and --target reads what that target's build reads"
(cd "$consumer" && swiftpm swift package --scratch-path "$consumer/.build" navgraph lint Graphs) > "$work/lint-path.log" 2>&1 || { cat "$work/lint-path.log"; fail "swift package navgraph lint Graphs"; }
grep -q "2 graph files are clean" "$work/lint-path.log" || { cat "$work/lint-path.log"; fail "lint Graphs read the graphs more than once"; }
(cd "$consumer" && swiftpm swift package --scratch-path "$consumer/.build" navgraph lint --target Plain) > "$work/lint-plain.log" 2>&1 || true
grep -q "the build of Plain reads no graph files" "$work/lint-plain.log" || { cat "$work/lint-plain.log"; fail "lint --target Plain should read no graph"; }
(cd "$consumer" && swiftpm swift package --scratch-path "$consumer/.build" navgraph lint --target App) > "$work/lint-app.log" 2>&1 || { cat "$work/lint-app.log"; fail "lint --target App"; }
grep -q "2 graph files are clean" "$work/lint-app.log" || { cat "$work/lint-app.log"; fail "lint --target App did not read the app and its feature"; }

step "a module that no target builds is a warning at the graph's line"
sed -i.bak 's|"module": "Shop"|"module": "Shopp"|' "$consumer/Graphs/Shop.navgraph.json" && rm -f "$consumer/Graphs/Shop.navgraph.json.bak"
(cd "$consumer" && swiftpm swift package --scratch-path "$consumer/.build" navgraph lint) > "$work/lint-typo.log" 2>&1 || true
grep -q "Shop.navgraph.json:3:1: warning: module 'Shopp' is not a target of package 'Consumer'; did you mean 'Shop'?" "$work/lint-typo.log" \
  || { cat "$work/lint-typo.log"; fail "the mistyped module was not reported at its line"; }
sed -i.bak 's|"module": "Shopp"|"module": "Shop"|' "$consumer/Graphs/Shop.navgraph.json" && rm -f "$consumer/Graphs/Shop.navgraph.json.bak"

step "a graph in a target that names another module is a warning at the graph's line"
settle
printf '{\n  "feature": "Stray",\n  "module": "Elsewhere",\n  "incoming": [ { "name": "home" } ]\n}\n' > "$consumer/Sources/Plain/Stray.navgraph.json"
build > "$work/build9.log" 2>&1 || { cat "$work/build9.log"; fail "build with a stray graph"; }
grep -q "Sources/Plain/Stray.navgraph.json:3:1: this graph sits in target 'Plain' but names module 'Elsewhere'" "$work/build9.log" \
  || { cat "$work/build9.log"; fail "the stray graph's warning has no place"; }
rm "$consumer/Sources/Plain/Stray.navgraph.json"

step "the generate command plugin refuses a Generated folder that links outside the package"
mkdir -p "$work/Elsewhere"
ln -s "$work/Elsewhere" "$consumer/Sources/Shop/Generated"
if (cd "$consumer" && swiftpm swift package --scratch-path "$consumer/.build" --allow-writing-to-package-directory navgraph-generate --target Shop) > "$work/generate-link.log" 2>&1; then
  cat "$work/generate-link.log"; fail "navgraph-generate wrote through a link to outside the package"
fi
grep -q "through a symbolic link" "$work/generate-link.log" || { cat "$work/generate-link.log"; fail "the refusal does not say why"; }
[[ -z "$(ls -A "$work/Elsewhere")" ]] || fail "a file was written outside the package"
rm "$consumer/Sources/Shop/Generated"

step "a consumer written against an earlier README compiles, with deprecation warnings, and its tests pass"
# Compiled again, so that its warnings are in this log.
settle
touch "$consumer/Sources/Legacy/LegacyNavigator.swift"
(cd "$consumer" && swiftpm swift test --scratch-path "$consumer/.build" --filter LegacyTests) > "$work/legacy.log" 2>&1 \
  || { cat "$work/legacy.log"; fail "the earlier README's code"; }
grep -q "roundTripFailures()' is deprecated" "$work/legacy.log" || { cat "$work/legacy.log"; fail "no deprecation warning names roundTripFailures()"; }
grep -q "deprecated default implementation is used to satisfy" "$work/legacy.log" \
  || { cat "$work/legacy.log"; fail "no deprecation warning at the hand-written navigator's conformance"; }
grep -q "Test run with 2 tests" "$work/legacy.log" || { cat "$work/legacy.log"; fail "the earlier README's tests did not run"; }

step "Swift's errors about a graph's types are reported at the graph's lines, none inside .build"
settle
cat > "$consumer/Sources/Models/Models.navgraph.json" <<'JSON'
{
  "feature": "Models",
  "module": "Models",
  "incoming": [
    { "name": "missing", "parameters": [ { "name": "value", "type": "Missing" } ] },
    { "name": "unhashable", "parameters": [ { "name": "value", "type": "NotHashable" } ] },
    { "name": "unsendable", "parameters": [ { "name": "value", "type": "NotSendable" } ] }
  ]
}
JSON
cat > "$consumer/Sources/Models/Types.swift" <<'SWIFT'
public struct NotHashable: Sendable {}
public final class NotSendable: Hashable {
    public var count = 0
    public static func == (lhs: NotSendable, rhs: NotSendable) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
SWIFT
if build > "$work/build-types.log" 2>&1; then
  cat "$work/build-types.log"; fail "a graph naming a missing, a non-Hashable and a non-Sendable type built"
fi
for expected in "Models.navgraph.json:5:[0-9]*: error: cannot find type 'Missing' in scope" \
    "Models.navgraph.json:6:[0-9]*: error: .*'NotHashable' conform to 'Hashable'" \
    "Models.navgraph.json:7:[0-9]*: error: .*NotSendable.*Sendable"; do
  grep -q "$expected" "$work/build-types.log" || { cat "$work/build-types.log"; fail "no error at the graph's line: $expected"; }
done
if grep -E "\.build/.*: error:" "$work/build-types.log"; then
  fail "an error about a graph's type was reported inside .build"
fi
rm "$consumer/Sources/Models/Models.navgraph.json" "$consumer/Sources/Models/Types.swift"

printf '\nplugin end to end: 18 passed, 0 failed\n'
