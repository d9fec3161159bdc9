#!/usr/bin/env bash
# CI's floor for the teaching explanations (issue 27): a seeded sample of the mutation
# benchmark's mutants (every operator in turn; bench/mutation-bench.sh runs them all), checked
# with the book's full checks; fails when the share of failing mutants explained by their cause
# drops under the floor in bench/mutation-floor.txt. About 40 mutants, under two minutes on
# 2 cores once the debug build and the UIKit simulation are built.
set -euo pipefail
cd "$(dirname "$0")/.."
SAMPLE=${SAMPLE:-40}
SEED=${SEED:-1}
swift build --product workbook-mutate >/dev/null
BIN=$(swift build --show-bin-path)/workbook-mutate
export WORKBOOK_CACHE_DIR=${WORKBOOK_CACHE_DIR:-$PWD/.build/workbook-cache}
REPORT=$(mktemp)
trap 'rm -f "$REPORT"' EXIT
status=0
"$BIN" run --book . --sample "$SAMPLE" --seed "$SEED" --jobs "$(nproc)" --floor bench/mutation-floor.txt \
  --text "$REPORT" || status=$?
# The figures and tables (the findings' lists follow them in the report).
[ -s "$REPORT" ] && sed '/^mutants that pass every check/,$d' "$REPORT"
exit "$status"
