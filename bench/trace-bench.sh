#!/usr/bin/env bash
# Benchmark: `workbook trace` of a 3-file project, cold (compile + run) and cached (run only),
# next to a bare `swiftc` compile and link of the same files against the same runtime, measured
# side by side in one run. Prints a table and the ratios; writes bench/results/trace-bench.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
RUNS=${RUNS:-3}
PROJECT=bench/projects/ThreeFiles
STEPS=$PROJECT/steps.yaml
swift build >/dev/null
BIN=$(swift build --show-bin-path)/workbook
CACHE=$(mktemp -d)
trap 'rm -rf "$CACHE"' EXIT

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.4f", b - a }'; }

# Warm the runtime once (it is built once per toolchain and runtime source, not per project).
WORKBOOK_CACHE_DIR=$CACHE "$BIN" trace --project "$PROJECT" --steps "$STEPS" >/dev/null
RUNTIME=$(ls -d "$CACHE"/runtime/*/ | head -n1)

cold=(); cached=(); bare=()
for i in $(seq "$RUNS"); do
  rm -rf "$CACHE"/builds
  t0=$(now); WORKBOOK_CACHE_DIR=$CACHE "$BIN" trace --project "$PROJECT" --steps "$STEPS" >/dev/null; t1=$(now)
  cold+=("$(elapsed "$t0" "$t1")")
  t0=$(now); WORKBOOK_CACHE_DIR=$CACHE "$BIN" trace --project "$PROJECT" --steps "$STEPS" >/dev/null; t1=$(now)
  cached+=("$(elapsed "$t0" "$t1")")
  # Bare compile + link of the same prepared files (the glue included) against the runtime.
  SRC=$(ls -d "$CACHE"/builds/*/ | head -n1)
  OUT=$(mktemp -d)
  t0=$(now)
  swiftc -swift-version 5 -parse-as-library -Onone -module-name ThreeFiles -I "$RUNTIME" -L "$RUNTIME" \
    -lUIKit -lWorkbookDriver -lWorkbookProtocol -Xlinker -rpath -Xlinker "$RUNTIME" \
    $(find "$SRC" -name '*.swift') -o "$OUT/app" 2>/dev/null
  t1=$(now)
  bare+=("$(elapsed "$t0" "$t1")")
  rm -rf "$OUT"
done

median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
c=$(median "${cold[@]}"); k=$(median "${cached[@]}"); b=$(median "${bare[@]}")
mkdir -p bench/results
{
  echo "workbook trace, 3-file project ($RUNS runs, median seconds), $(date -u +%Y-%m-%d), $(swift --version 2>&1 | head -n1)"
  printf '%-40s %8.3f\n' "bare swiftc compile+link" "$b"
  printf '%-40s %8.3f\n' "workbook trace, cold (compile + run)" "$c"
  printf '%-40s %8.3f\n' "workbook trace, cached (run only)" "$k"
  printf 'ratio cold / bare swiftc:   %.2f\n' "$(awk -v a="$c" -v b="$b" 'BEGIN { print a / b }')"
  printf 'ratio cached / bare swiftc: %.2f\n' "$(awk -v a="$k" -v b="$b" 'BEGIN { print a / b }')"
} | tee bench/results/trace-bench.txt
