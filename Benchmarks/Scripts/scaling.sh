#!/usr/bin/env bash
# The scaling workloads (issue 37, item 5): each input-driven cost at two sizes ten times
# apart, per unit, and the ratio of the two per-unit figures (1.00× is flat: the cost grows
# linearly with the input; 10× is quadratic).
#
#     Scripts/scaling.sh                        # instruction counts under callgrind, release build
#     Scripts/scaling.sh type-text              # the rows whose workload matches
#     MEASURE=wall Scripts/scaling.sh           # wall time of one run instead (no valgrind)
#     CONFIGURATION=debug Scripts/scaling.sh    # a debug build (quicker to build, slower to run)
#
# As in Scripts/instructions.sh, the driver counts only its measured part (client requests
# around it), after a small warm-up run of the same workload.
set -euo pipefail
cd "$(dirname "$0")/.."
configuration="${CONFIGURATION:-release}"
measure="${MEASURE:-callgrind}"
swift build -c "$configuration" --product lifecycle-bench >&2
filter="${1:-}"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# This valgrind gives up on the DWARF of the Swift 6.3 toolchain; a stripped copy counts the same.
driver="$out/lifecycle-bench"
cp ".build/$configuration/lifecycle-bench" "$driver"
strip --strip-debug "$driver"

# workload small large unit
rows=(
  "type-text 1000 10000 character"
  "scenario-push 100 1000 step"
  "scenario-present 30 300 step"
  "animate-views 1000 10000 view"
  "autolayout-chain 100 1000 view"
  "home-deep-chain 400 4000 view"
)

count() { # workload size -> instructions, or microseconds of wall time
  local file="$out/$1.$2"
  if [[ "$measure" == wall ]]; then
    "$driver" run "$1" engine "$2" >"$file.out" 2>"$file.err"
    if grep -q '^problem:' "$file.out"; then grep '^problem:' "$file.out" >&2; fi
    sed -n 's/.*wall_s=\([0-9.]*\).*/\1/p' "$file.out" | awk '{ printf "%.0f", $1 * 1e6 }'
    return
  fi
  valgrind --tool=callgrind --instr-atstart=no --callgrind-out-file="$file.cg" \
    "$driver" run "$1" engine "$2" >"$file.out" 2>"$file.err"
  if grep -q '^problem:' "$file.out"; then grep '^problem:' "$file.out" >&2; fi
  sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$file.err"
}

what=$([[ "$measure" == wall ]] && echo "µs" || echo "Ir")
printf '| workload | unit | %s/unit at n | n | %s/unit at 10n | 10n | ratio |\n' "$what" "$what"
printf '|---|---|---:|---:|---:|---:|---:|\n'
for row in "${rows[@]}"; do
  read -r workload small large unit <<<"$row"
  [[ -n "$filter" && "$workload" != *"$filter"* ]] && continue
  a=$(count "$workload" "$small")
  b=$(count "$workload" "$large")
  awk -v w="$workload" -v u="$unit" -v s="$small" -v l="$large" -v a="$a" -v b="$b" 'BEGIN {
    printf "| %s | %s | %.1f | %d | %.1f | %d | %.2f× |\n", w, u, a / s, s, b / l, l, (b / l) / (a / s)
  }'
done
