#!/usr/bin/env bash
# What tracing costs when no recorder is attached, in instructions (workload 7's second half).
#
# The engine with no recorder still runs the trace's bookkeeping: the nil test on the
# recorder in every delivery (and in recordInit / recordDeinit), the nesting depth counted
# around every delivery, the cause stack of each operation, and each object's trace identity
# (its class name and ordinal, taken at creation). A build without tracing would run none of
# it. callgrind attributes the instructions of those source lines, inlined or not, to the
# lines themselves, so their sum is what such a build would save.
#
#     Scripts/tracing-overhead.sh [WORKLOAD SIZE]      # default: push-pop 200
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product lifecycle-bench >&2
workload="${1:-push-pop}"
size="${2:-200}"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
valgrind --tool=callgrind --dump-instr=no --instr-atstart=no --callgrind-out-file="$out/cg" \
  .build/release/lifecycle-bench run "$workload" engine "$size" >"$out/run.txt" 2>"$out/err.txt"
total=$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$out/err.txt")
callgrind_annotate --auto=yes --show-percs=no "$out/cg" >"$out/annotated.txt" 2>/dev/null

# Self instructions of the source lines that exist for tracing (the pattern is matched
# against the annotated source text).
line_total() {
  awk -v pattern="$1" '
    /^-- Auto-annotated source:/ { inSource = 1; next }
    inSource && index($0, pattern) && $1 ~ /^[0-9,]+$/ { gsub(",", "", $1); sum += $1 }
    END { print sum + 0 }' "$out/annotated.txt"
}
# Inclusive instructions of a function (all its calls).
function_total() {
  callgrind_annotate --inclusive=yes --show-percs=no "$out/cg" 2>/dev/null | swift demangle --simplified \
    | awk -v pattern="$1" 'index($0, pattern) && $1 ~ /^[0-9,]+$/ { gsub(",", "", $1); if ($1 > best) best = $1 } END { print best + 0 }'
}

recorder_tests=$(( $(line_total "if let recorder {") + $(line_total "guard let recorder else") + $(line_total "recorder?.record(") ))
depth=$(( $(line_total "depth += 1") + $(line_total "depth -= 1") ))
causes=$(( $(line_total "causes.append(") + $(line_total "defer { causes.removeLast() }") ))
identity=$(( $(function_total "HeadlessRuntime.nextOrdinal(forClassNamed:)") + $(function_total "UIResponder.traceClassName.getter") ))
sum=$(( recorder_tests + depth + causes + identity ))
cat "$out/run.txt"
printf 'workload %s, size %s, engine with no recorder: %s instructions in the measured part\n' "$workload" "$size" "$total"
printf '  recorder nil tests      %12d  (%.2f%%)\n' "$recorder_tests" "$(echo "100*$recorder_tests/$total" | bc -l)"
printf '  nesting depth           %12d  (%.2f%%)\n' "$depth" "$(echo "100*$depth/$total" | bc -l)"
printf '  cause stack             %12d  (%.2f%%)\n' "$causes" "$(echo "100*$causes/$total" | bc -l)"
printf '  trace identity at init  %12d  (%.2f%%)\n' "$identity" "$(echo "100*$identity/$total" | bc -l)"
printf '  all tracing bookkeeping %12d  (%.2f%%)\n' "$sum" "$(echo "100*$sum/$total" | bc -l)"
