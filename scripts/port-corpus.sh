#!/usr/bin/env bash
# Ports, builds and runs each iOS app of a folder with `lifecycle port`, and prints a table:
# the constructs the plugin rewrote, the compile errors left (by kind: the missing symbol or
# framework), and whether the app ran its actions.
#
#   scripts/port-corpus.sh CORPUS_DIR [OUT_DIR]
#
# CORPUS_DIR holds one folder per app (fetched separately; their code stays out of this
# repository). An app's actions can be given in CORPUS_DIR/<app>.actions (one line, as for
# --actions; run with --strict, so a refused action counts as not running); the default is "home, open". All ported packages share one build folder
# (OUT_DIR/.build-shared), so HeadlessUIKit and swift-syntax are built once.
#
# This is the end-to-end check of issue 18; `swift test` does not run it (it builds a
# package per app). It needs `swift build --product lifecycle` first.
set -uo pipefail

corpus=${1:?usage: scripts/port-corpus.sh CORPUS_DIR [OUT_DIR]}
out=${2:-/tmp/port-corpus}
root=$(cd "$(dirname "$0")/.." && pwd)
# HEADLESS_UIKIT: the HeadlessUIKit checkout the ported packages depend on (default: this one);
# LIFECYCLE: the lifecycle command to port with (default: this checkout's debug build).
headless=${HEADLESS_UIKIT:-$root}
lifecycle=${LIFECYCLE:-$root/.build/debug/lifecycle}
[ -x "$lifecycle" ] || { echo "build the command first: swift build --product lifecycle" >&2; exit 1; }
mkdir -p "$out"
scratch=${PORT_SCRATCH:-$out/.build-shared}   # PORT_SCRATCH: reuse another build folder

printf '%-45s | %-6s | %-50s | %s\n' "app" "runs" "errors left (kind: count)" "rewritten"
printf '%s\n' "$(printf -- '-%.0s' {1..175})"
for app in "$corpus"/*/; do
    app=${app%/}
    name=$(basename "$app")
    package="$out/$name"
    log="$out/$name.log"
    if ! "$lifecycle" port "$app" --output "$package" --headless-uikit "$headless" > "$log" 2>&1; then
        printf '%-45s | %-6s | %-50s | %s\n' "$name" "no" "port refused: $(tail -1 "$log" | cut -c1-80)" "-"
        continue
    fi
    executable=$(sed -n 's/^Next: .*\.build\/debug\/\([^ ]*\) .*/\1/p' "$log")
    (cd "$package" && swift build --scratch-path "$scratch" >> "$log" 2>&1)
    built=$?
    rewritten=$(grep -o 'port: rewrote .*' "$log" | tail -1 | sed 's/port: rewrote //')
    # Errors by kind: "cannot find 'X' in scope" → X, "no such module 'M'" → module M, others by message.
    # Each error once (the compiler repeats them per batch), by its file, line and message.
    errors=$(grep -E '^/.*: error: ' "$log" | sort -u | sed -E "s/.*error: //; s/cannot find (type )?'([^']*)' in scope/missing \2/; s/no such module '([^']*)'/module \1/; s/value of type '([^']*)' has no member '([^']*)'/missing \1.\2/; s/type '([^']*)' has no member '([^']*)'/missing \1.\2/" \
        | sort | uniq -c | sort -rn \
        | awk '{c=$1; total+=c; $1=""; if (NR<=8) {printf "%s%s: %d", sep, substr($0,2), c; sep="; "} else {more++}}
               END {if (NR) printf " (%d errors%s)", total, more ? ", " more " more kinds" : ""}')
    runs=no
    if [ $built -eq 0 ]; then
        actions="home, open"
        [ -f "$corpus/$name.actions" ] && actions=$(cat "$corpus/$name.actions")
        if (cd "$package" && "$scratch/debug/$executable" --check-leaks --strict --actions "$actions" >> "$log" 2>&1); then runs=yes; else runs="exit $?"; fi
    fi
    printf '%-45s | %-6s | %-50s | %s\n' "$name" "$runs" "${errors:-none}" "${rewritten:--}"
done
echo "logs: $out/*.log"
