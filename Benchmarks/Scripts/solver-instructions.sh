#!/usr/bin/env bash
# Instruction counts of the constraint solver's workloads, under valgrind's callgrind, as a
# Markdown table with the ratios the targets ask for (one constant change and a rotation
# against a from-scratch solve of the same screen).
#
#     Scripts/solver-instructions.sh [VIEWS]     # default 1000
#
# solver-bench starts callgrind's instrumentation just before the measured part and stops it
# just after (set-up, a warm-up on a small screen and teardown are not counted).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product solver-bench >&2
views="${1:-1000}"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# This valgrind gives up on the DWARF that the Swift 6.3 toolchain writes ("Possibly
# corrupted debuginfo file"); a copy without debug information counts the same instructions.
driver="$out/solver-bench"
cp .build/release/solver-bench "$driver"
strip --strip-debug "$driver"

count() { # workload -> "instructions units"
  local file="$out/$1"
  valgrind --tool=callgrind --instr-atstart=no --callgrind-out-file="$file.cg" \
    "$driver" run "$1" "$views" >"$file.out" 2>"$file.err"
  if grep -q '^problem:' "$file.out"; then grep '^problem:' "$file.out" >&2; exit 1; fi
  local units
  units=$(sed -n 's/.* units=\([0-9]*\).*/\1/p' "$file.out")
  echo "$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$file.err") $units"
}

read -r scratch _ <<<"$(count scratch)"
printf '| workload | instructions per unit | ÷ from scratch |\n|---|---:|---:|\n'
printf '| scratch (%s views) | %s | 1 |\n' "$views" "$scratch"
for workload in constant chain rotation; do
  read -r total units <<<"$(count "$workload")"
  awk -v w="$workload" -v t="$total" -v n="$units" -v s="$scratch" 'BEGIN {
    printf "| %s | %.0f | %.5f (%.3f %%) |\n", w, t / n, t / n / s, 100 * t / n / s
  }'
done
