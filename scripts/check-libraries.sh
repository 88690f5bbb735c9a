#!/usr/bin/env bash
# Builds the Swift sources of each iOS library of a folder against this checkout's UIKit, with
# the port's rewrites, and prints a table: whether the library builds, the compile errors left
# (by kind: the missing symbol or framework), and the constructs the plugin rewrote.
#
#   scripts/check-libraries.sh LIBS_DIR [OUT_DIR]
#
# LIBS_DIR holds one folder per library (SnapKit, Hero…, fetched separately; their code stays
# out of this repository). A library's sources are the folder its Package.swift gives the
# target named as the library (`path:`, or SwiftPM's default Sources/NAME). Each is ported with
# `lifecycle port --library` into OUT_DIR/NAME, a package whose library target NAME is the
# library's files rewritten by PortPlugin at every build, in the Swift 5 mode, with
# `#if os(iOS)` and `targetEnvironment(simulator)` true as for the iOS simulator. All packages
# share one build folder (OUT_DIR/.build-shared), so HeadlessUIKit and swift-syntax are built
# once.
#
# The compatibility check of issue 33 item 5; `swift test` does not run it (it builds a
# package per library). It needs `swift build --product lifecycle` first.
set -uo pipefail

libs=${1:?usage: scripts/check-libraries.sh LIBS_DIR [OUT_DIR]}
out=${2:-/tmp/check-libraries}
. "$(dirname "$0")/port-common.sh"   # root, headless, lifecycle, scratch, summarize_errors

# The sources folder of the target named $1 in the manifest $2: its `path:`, else Sources/$1.
sources_of() {
    local path
    path=$(tr '\n' ' ' < "$2" | grep -o "\.target( *name: *\"$1\"[^)]*" | grep -o 'path: *"[^"]*"' | head -1 \
        | sed 's/path: *"\(.*\)"/\1/')
    echo "${path:-Sources/$1}"
}

printf '%-25s | %-6s | %-90s | %s\n' "library" "builds" "errors left (kind: count)" "rewritten"
printf '%s\n' "$(printf -- '-%.0s' {1..175})"
for lib in "$libs"/*/; do
    lib=${lib%/}
    name=$(basename "$lib")
    package="$out/$name"
    log="$out/$name.log"
    if [ ! -f "$lib/Package.swift" ]; then
        printf '%-25s | %-6s | %-90s | %s\n' "$name" "no" "no Package.swift: cannot tell its sources" "-"
        continue
    fi
    sources="$lib/$(sources_of "$name" "$lib/Package.swift")"
    if ! "$lifecycle" port "$sources" --library --name "$name" --output "$package" --headless-uikit "$headless" > "$log" 2>&1; then
        printf '%-25s | %-6s | %-90s | %s\n' "$name" "no" "port refused: $(tail -1 "$log" | cut -c1-80)" "-"
        continue
    fi
    (cd "$package" && swift build --scratch-path "$scratch" >> "$log" 2>&1)
    built=$?
    rewritten=$(grep -o 'port: rewrote .*' "$log" | tail -1 | sed 's/port: rewrote //')
    errors=$(summarize_errors "$log" 6)
    builds=no
    [ $built -eq 0 ] && builds=yes
    printf '%-25s | %-6s | %-90s | %s\n' "$name" "$builds" "${errors:-none}" "${rewritten:--}"
done
echo "logs: $out/*.log"
