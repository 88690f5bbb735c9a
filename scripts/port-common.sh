# Shared by scripts/port-corpus.sh and scripts/check-libraries.sh (sourced, not run): the
# checkout and command to port with, the shared build folder, and the table's error summary.
#
# After `out` is set: HEADLESS_UIKIT is the HeadlessUIKit checkout the ported packages depend
# on (default: this one); LIFECYCLE the lifecycle command to port with (default: this
# checkout's debug build); PORT_SCRATCH another build folder to reuse.
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
headless=${HEADLESS_UIKIT:-$root}
lifecycle=${LIFECYCLE:-$root/.build/debug/lifecycle}
[ -x "$lifecycle" ] || { echo "build the command first: swift build --product lifecycle" >&2; exit 1; }
mkdir -p "$out"
scratch=${PORT_SCRATCH:-$out/.build-shared}

# The compile errors of the build log $1, by kind ("cannot find 'X' in scope" → missing X,
# "no such module 'M'" → module M, others by message), each once (the compiler repeats them
# per batch), the $2 commonest named, then the total.
summarize_errors() {
    grep -E '^/.*: error: ' "$1" | sort -u | sed -E "s/.*error: //; s/cannot find (type )?'([^']*)' in scope/missing \2/; s/no such module '([^']*)'/module \1/; s/value of type '([^']*)' has no member '([^']*)'/missing \1.\2/; s/type '([^']*)' has no member '([^']*)'/missing \1.\2/" \
        | sort | uniq -c | sort -rn \
        | awk -v shown="$2" '{c=$1; total+=c; $1=""; if (NR<=shown) {printf "%s%s: %d", sep, substr($0,2), c; sep="; "} else {more++}}
               END {if (NR) printf " (%d errors%s)", total, more ? ", " more " more kinds" : ""}'
}
