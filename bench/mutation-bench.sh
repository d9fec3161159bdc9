#!/usr/bin/env bash
# The mutation benchmark (issue 27, docs/mutation-bench.md): every mutant of every exercise's
# reference solution (workbook-mutate), each checked with the book's full checks, hidden ones
# included, and judged: a failure explained by its cause (an explanation naming what the
# mutation changed, in English and in Korean), a failure with a generic why or none, a mutant
# that passes (a missing check, or an equivalent mutant), or one that does not compile.
# Writes bench/results/mutation-bench.txt and bench/results/mutation-bench.json.
# Uses the debug build and a cache of its own; JOBS mutants at a time (default: one per core).
# SAMPLE=N checks a seeded sample of N mutants instead (SEED, default 1).
set -euo pipefail
cd "$(dirname "$0")/.."
JOBS=${JOBS:-$(nproc)}
SEED=${SEED:-1}
swift build --product workbook-mutate >/dev/null
BIN=$(swift build --show-bin-path)/workbook-mutate
export WORKBOOK_CACHE_DIR=${MUTATION_CACHE:-$PWD/.build/mutation-cache}
mkdir -p bench/results
args=(run --book . --jobs "$JOBS" --seed "$SEED" --label "$(swift --version 2>/dev/null | head -n1), load $(cut -d' ' -f1-3 /proc/loadavg), $(nproc) cores")
if [ -n "${SAMPLE:-}" ]; then args+=(--sample "$SAMPLE"); fi
"$BIN" "${args[@]}" --text bench/results/mutation-bench.txt --json bench/results/mutation-bench.json
