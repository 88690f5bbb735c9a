#!/usr/bin/env bash
# Ports, builds and runs each iOS app of a folder with `lifecycle port`, and prints a table:
# the constructs the plugin rewrote, the compile errors left (by kind: the missing symbol or
# framework), and whether the app ran its actions.
#
#   scripts/port-corpus.sh CORPUS_DIR [OUT_DIR]
#
# CORPUS_DIR holds one folder per app (fetched separately; their code stays out of this
# repository). An app's actions can be given in CORPUS_DIR/<app>.actions (one line, as for
# --actions; run with --strict, so a refused action counts as not running); the default is "home, open".
# CORPUS_DIR/<app>.options adds run options on one line, such as `--network replay=/path/to/responses`.
# All ported packages share one build folder
# (OUT_DIR/.build-shared), so HeadlessUIKit and swift-syntax are built once.
# PORT_DEPENDENCIES="NAME=PATH …" gives every app the sources of those dependencies
# (`lifecycle port --dependency NAME=PATH`; one an app does not import is left out), such as
# PORT_DEPENDENCIES="SnapKit=/path/to/SnapKit" for the SnapKit apps.
#
# This is the end-to-end check of issue 18; `swift test` does not run it (it builds a
# package per app). It needs `swift build --product lifecycle` first.
set -uo pipefail

corpus=${1:?usage: scripts/port-corpus.sh CORPUS_DIR [OUT_DIR]}
out=${2:-/tmp/port-corpus}
. "$(dirname "$0")/port-common.sh"   # root, headless, lifecycle, scratch, summarize_errors

printf '%-45s | %-6s | %-50s | %s\n' "app" "runs" "errors left (kind: count)" "rewritten"
printf '%s\n' "$(printf -- '-%.0s' {1..175})"
for app in "$corpus"/*/; do
    app=${app%/}
    name=$(basename "$app")
    package="$out/$name"
    log="$out/$name.log"
    given=()
    for dependency in ${PORT_DEPENDENCIES:-}; do given+=(--dependency "$dependency"); done
    if ! "$lifecycle" port "$app" --output "$package" --headless-uikit "$headless" "${given[@]}" > "$log" 2>&1; then
        printf '%-45s | %-6s | %-50s | %s\n' "$name" "no" "port refused: $(tail -1 "$log" | cut -c1-80)" "-"
        continue
    fi
    executable=$(sed -n 's/^Next: .*\.build\/debug\/\([^ ]*\) .*/\1/p' "$log")
    (cd "$package" && swift build --scratch-path "$scratch" >> "$log" 2>&1)
    built=$?
    rewritten=$(grep -o 'port: rewrote .*' "$log" | tail -1 | sed 's/port: rewrote //')
    errors=$(summarize_errors "$log" 8)
    runs=no
    if [ $built -eq 0 ]; then
        actions="home, open"
        [ -f "$corpus/$name.actions" ] && actions=$(cat "$corpus/$name.actions")
        options=()
        [ -f "$corpus/$name.options" ] && read -ra options < "$corpus/$name.options"
        if (cd "$package" && "$scratch/debug/$executable" --check-leaks --strict "${options[@]}" --actions "$actions" >> "$log" 2>&1); then runs=yes; else runs="exit $?"; fi
    fi
    printf '%-45s | %-6s | %-50s | %s\n' "$name" "$runs" "${errors:-none}" "${rewritten:--}"
done
echo "logs: $out/*.log"
