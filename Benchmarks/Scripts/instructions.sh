#!/usr/bin/env bash
# Instruction counts of every workload, under valgrind's callgrind, as a Markdown table.
#
# The driver (lifecycle-bench) starts callgrind's instrumentation just before the measured
# part and stops it just after, so the count covers that part only; set-up and teardown run
# uninstrumented. Counts are repeatable (the same binary and input give the same count
# whatever else the machine does), so they are the figures to compare on a shared machine.
#
#     Scripts/instructions.sh            # all workloads
#     Scripts/instructions.sh push-pop   # the rows whose workload matches
#
# Sizes are smaller than the benchmark plugin's (callgrind runs some 50x slower); every
# figure is also given per unit (per launch, per cycle, per view, per pass).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product lifecycle-bench >&2
filter="${1:-}"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# This valgrind gives up on the DWARF that the Swift 6.3 toolchain writes ("Possibly
# corrupted debuginfo file"); a copy without debug information counts the same instructions.
driver="$out/lifecycle-bench"
cp .build/release/lifecycle-bench "$driver"
strip --strip-debug "$driver"

# workload size units-per-run unit
rows=(
  "launch 20 20 launch"
  "push-pop 200 200 cycle"
  "foreground-background 200 200 cycle"
  "attach-tree 10000 10000 view"
  "attach-tree 100000 100000 view"
  "layout-flagged 10000 100 pass"
  "layout-flagged 1000000 100 pass"
  "storyboard 1000000 1 load"
  "table-scroll 1000 500 step"
  "table-scroll 100000 500 step"
  "diffable-apply 10000 1 apply"
  "wireframe 100 100 capture"
)

count() { # workload variant size -> instructions
  local file="$out/$1.$2.$3"
  valgrind --tool=callgrind --instr-atstart=no --callgrind-out-file="$file.cg" \
    "$driver" run "$1" "$2" "$3" >"$file.out" 2>"$file.err"
  if grep -q '^problem:' "$file.out"; then grep '^problem:' "$file.out" >&2; fi
  sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$file.err"
}

printf '| workload | size | direct (Ir/%s) | engine | engine ÷ direct | recorded | recorded ÷ engine |\n' "unit"
printf '|---|---:|---:|---:|---:|---:|---:|\n'
for row in "${rows[@]}"; do
  read -r workload size units unit <<<"$row"
  [[ -n "$filter" && "$workload" != *"$filter"* ]] && continue
  direct=$(count "$workload" direct "$size")
  engine=$(count "$workload" engine "$size")
  recorded="-"
  case "$workload/$size" in
    launch/*|push-pop/*|foreground-background/*|attach-tree/100000) recorded=$(count "$workload" recorded "$size") ;;
  esac
  awk -v w="$workload" -v s="$size" -v n="$units" -v u="$unit" -v d="$direct" -v e="$engine" -v r="$recorded" 'BEGIN {
    rec = (r == "-") ? "–" : sprintf("%.0f", r / n)
    ratio = (r == "-") ? "–" : sprintf("%.2f×", r / e)
    printf "| %s | %s | %.0f /%s | %.0f | %.2f× | %s | %s |\n", w, s, d / n, u, e / n, e / d, rec, ratio
  }'
done
