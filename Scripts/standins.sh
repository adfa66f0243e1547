# Sourced by Scripts/apple-typecheck.sh, Scripts/api-check.sh and
# Scripts/library-evolution-check.sh, which compile the Apple-only code against the stand-ins of
# SwiftUI and UIKit in Tests/AppleStandIns.

# Copies the Swift file $1 to $2 for one platform's build: `#if os(macOS)` in our code is true
# only on macOS, so each platform's copy says which it is (`STANDIN_macOS`), and the build
# defines the platform it stands for (`-D STANDIN_macOS`).
for_platform() {
  sed -E 's/os\((iOS|macOS|tvOS|watchOS|visionOS)\)/STANDIN_\1/g' "$1" > "$2"
}
