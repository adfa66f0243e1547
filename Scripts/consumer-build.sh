# Sourced by Scripts/prebuilt-check.sh, Scripts/adoption-cost.sh and Scripts/first-link.sh, after
# Scripts/swiftpm.sh: a consumer package's manifest, its clean build, timed, and what its log
# proves about where navgraph came from.

# Writes $1/Package.swift: a package named $2 that depends on this package, whose identity is
# $3, and on the packages $4 (Swift: more elements of `dependencies`, after a comma; may be
# empty), with a target of each name after the sixth argument, each depending on the runtime,
# then `BenchApp` over all of them, every one applying the plugin usage $5 (Swift; empty for
# none), then the targets $6 (Swift: more elements of `targets`; may be empty).
write_consumer_manifest() {
  local folder=$1 name=$2 identity=$3 dependencies=$4 plugin=$5 more=$6 module usage
  shift 6
  usage=${plugin:+, plugins: [$plugin]}
  {
    echo "// swift-tools-version: 6.0"
    echo "import PackageDescription"
    echo "let runtime: Target.Dependency = .product(name: \"NavigationGraph\", package: \"$identity\")"
    echo "let package = Package("
    echo "    name: \"$name\","
    echo "    platforms: [.iOS(.v17), .macOS(.v14)],"
    echo "    dependencies: [.package(path: \"$root\")${dependencies:+, $dependencies}],"
    echo "    targets: ["
    for module in "$@"; do
      echo "        .target(name: \"$module\", dependencies: [runtime]$usage),"
    done
    echo "        .target(name: \"BenchApp\", dependencies: [$(printf '"%s", ' "$@")runtime]$usage),"
    [[ -z $more ]] || echo "        $more"
    echo "    ]"
    echo ")"
  } >"$folder/Package.swift"
}

# Builds the package in folder $1 from clean in configuration $2, with the build's verbose log in
# file $3 (compile commands included, for `check_tool_source`), and prints the seconds the build
# took. Its dependencies are resolved first, untimed: the first consumer would otherwise also pay
# for compiling the manifests of this package and Prebuilt/, which SwiftPM then caches.
timed_clean_build() {
  local package=$1 configuration=$2 log=$3 start end
  rm -rf "$package/.build"
  swiftpm swift package resolve --package-path "$package" >"$log" 2>&1 || { tail -20 "$log" >&2; exit 1; }
  start=$(date +%s.%N)
  swiftpm swift build -c "$configuration" --package-path "$package" -v >"$log" 2>&1 || { tail -40 "$log" >&2; exit 1; }
  end=$(date +%s.%N)
  awk -v a="$start" -v b="$end" 'BEGIN { printf "%.1f\n", b - a }'
}

# Fails unless the builds logged in the files $1 (one or more, space-separated) compiled no
# navgraph and ran the artifact bundle's, and the build logged in file $2, with the tool from
# source, compiled it (so that the first check can tell) over the deep-link engine alone, with no
# copy of the whole runtime for the tool (SwiftPM builds a tool's modules into `Modules-tool`),
# and without the commands a build never runs (`_NavigationGraphTooling`).
check_tool_source() {
  local prebuilt_logs=$1 source_log=$2
  # shellcheck disable=SC2086 # a list of files
  if grep -qE -- '-module-name (navgraph|navgraph_build|_NavigationGraphCompiler) ' $prebuilt_logs; then
    echo "FAIL: a build through the prebuilt tool compiled navgraph" >&2
    exit 1
  fi
  # shellcheck disable=SC2086
  grep -q 'NavigationGraphTool.artifactbundle/navgraph-' $prebuilt_logs ||
    { echo "FAIL: a build through the prebuilt tool did not run the bundle's navgraph" >&2; exit 1; }
  grep -qE -- '-module-name _NavigationGraphCompiler ' "$source_log" ||
    { echo "FAIL: the build from source did not compile navgraph: the check cannot tell" >&2; exit 1; }
  grep -qE -- '-module-name _NavigationGraphRoutes .*/Modules-tool/' "$source_log" ||
    { echo "FAIL: the build from source did not compile the tool's deep-link engine" >&2; exit 1; }
  if grep -qE -- '-module-name NavigationGraph .*/Modules-tool/' "$source_log"; then
    echo "FAIL: the build from source compiled the whole runtime for navgraph" >&2
    exit 1
  fi
  if grep -qE -- '-module-name (_NavigationGraphTooling|navgraph) ' "$source_log"; then
    echo "FAIL: the build from source compiled the commands a build never runs" >&2
    exit 1
  fi
}
