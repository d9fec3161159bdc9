#!/usr/bin/env bash
# Fuzzes the storyboard importer, the Core Data model importer, the checks parser and the chapter
# parser for FUZZ_SECONDS each (default 40: about three minutes in all) with the debug build. See
# docs/fuzzing.md.
#   FUZZ_SECONDS=1800 scripts/fuzz.sh        a longer run
#   FUZZ_SEED=7 FUZZ_TARGET=chapter scripts/fuzz.sh
# Crashing and hanging inputs go to .build/fuzz/crashes/<target>/ (FUZZ_CRASHES), inputs with new
# outcomes to .build/fuzz/corpus/<target>/, reused as seeds by the next run. Traps already recorded
# in Tests/Fixtures/fuzz-crashes/ are counted as known and do not fail the run. Exits 1 on a new
# crash or any hang.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${FUZZ_SECONDS:-40}"
seed="${FUZZ_SEED:-1}"
target="${FUZZ_TARGET:-all}"
crashes="${FUZZ_CRASHES:-.build/fuzz/crashes}"
corpus="${FUZZ_CORPUS:-.build/fuzz/corpus}"
swift build --product workbook-fuzz 2>&1 | tail -n 1
bin="$(swift build --show-bin-path)/workbook-fuzz"
exec "$bin" --target "$target" --seconds "$seconds" --seed "$seed" \
  --crashes "$crashes" --corpus "$corpus" --known Tests/Fixtures/fuzz-crashes
