#!/usr/bin/env bash
# Instruction counts of a UI test (issue 35, item 6): the launch and ten actions and queries
# through XCUIAutomation, against the same launch and actions as device actions alone.
#
# The driver is Sources/ui-test-bench (not a target of this package, which does not link
# XCUIAutomation): the script builds it in a throw-away package that depends on the main package
# by path, then counts under callgrind the instructions inside `measuredRuns` only (RUNS runs
# of each kind, after one warm-up run), per run.
#
#     Scripts/ui-test-instructions.sh [RUNS]          # CONFIG=release for a release build
#     SCRATCH=/tmp/some-scratch Scripts/ui-test-instructions.sh   # reuse a build folder
set -euo pipefail
cd "$(dirname "$0")/.."
benchmarks=$(pwd)
runs="${1:-5}"
config="${CONFIG:-debug}"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
mkdir -p "$out/package/Sources"
# -L: CatalogApp.swift is a link to the test target's app, copied as a file.
cp -rL "$benchmarks/Sources/ui-test-bench" "$out/package/Sources/"
cat > "$out/package/Package.swift" <<SWIFT
// swift-tools-version: 6.1
import PackageDescription
let package = Package(
    name: "UITestBench",
    dependencies: [.package(name: "HeadlessUIKit", path: "$benchmarks/..")],
    targets: [
        .executableTarget(
            name: "ui-test-bench",
            dependencies: [.product(name: "UIKit", package: "HeadlessUIKit"),
                           .product(name: "UIKitTesting", package: "HeadlessUIKit"),
                           .product(name: "XCUIAutomation", package: "HeadlessUIKit")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
SWIFT
scratch="${SCRATCH:-$out/scratch}"
(cd "$out/package" && HEADLESS_UIKIT_WITHOUT_PORT=1 swift build -c "$config" --scratch-path "$scratch" >&2)
# This valgrind gives up on the DWARF that the Swift 6.3 toolchain writes; a copy without
# debug information counts the same instructions.
cp "$scratch/$config/ui-test-bench" "$out/driver"
strip --strip-debug "$out/driver"

count() { # kind -> instructions per run
  valgrind --tool=callgrind --toggle-collect='*measuredRuns*' --callgrind-out-file="$out/$1.cg" \
    "$out/driver" "$1" "$runs" >"$out/$1.out" 2>"$out/$1.err"
  grep -q 'as expected' "$out/$1.out" || { cat "$out/$1.out" >&2; exit 1; }
  local total
  total=$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$out/$1.err")
  echo $((total / runs))
}

ui=$(count ui)
device=$(count device)
printf '| run (%s build, instructions per run) | instructions |\n|---|---:|\n' "$config"
printf '| launch + 10 UI-test steps through XCUIAutomation | %s |\n' "$ui"
printf '| launch + the same 6 actions as device actions | %s |\n' "$device"
awk -v u="$ui" -v d="$device" 'BEGIN { printf "| UI test ÷ device actions | %.2f× |\n", u / d }'
