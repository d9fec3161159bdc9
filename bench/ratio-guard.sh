#!/usr/bin/env bash
# CI's speed guard (issue 19): a cold `workbook check` against a bare `swiftc` of the same files,
# paired on this machine (A B A B, medians), fails when the ratio is over GUARD (default 1.6; the
# bench measures about 1.1). A ratio, never an absolute time: CI machines differ and are shared.
# Uses the debug build (`swift build` first) and a cache of its own.
set -euo pipefail
cd "$(dirname "$0")/.."
GUARD=${GUARD:-1.6}
RUNS=${RUNS:-3}
source bench/check-setup.sh
"$BIN" check "$EX" --no-cache >/dev/null 2>&1   # the runtime, once (not counted)
RUNTIME=$(ls -d "$CACHE"/runtime/*/ | head -n1)
cold=(); bare=()
for _ in $(seq "$RUNS"); do
  rm -rf "$CACHE/builds" "$CACHE/reports"
  t0=$(now); "$BIN" check "$EX" >/dev/null; t1=$(now); cold+=("$(elapsed "$t0" "$t1")")
  BUILD=$(ls -d "$CACHE"/builds/*/ | head -n1)
  t0=$(now); bare_compile "$RUNTIME" "$BUILD" "$WORK/app"; t1=$(now); bare+=("$(elapsed "$t0" "$t1")")
done
c=$(median "${cold[@]}"); b=$(median "${bare[@]}")
ratio=$(awk -v a="$c" -v b="$b" 'BEGIN { printf "%.2f", a / b }')
echo "speed guard: cold check ${c}s / bare swiftc ${b}s = ${ratio} (guard ${GUARD}; load $(cut -d' ' -f1-3 /proc/loadavg))"
awk -v r="$ratio" -v g="$GUARD" 'BEGIN { exit !(r <= g) }' || { echo "speed guard: a cold check costs more than ${GUARD}x the compiler (see bench/check-bench.sh)" >&2; exit 1; }
