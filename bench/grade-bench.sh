#!/usr/bin/env bash
# Benchmark `workbook grade` on a synthetic class: 40 students (STUDENTS=…), each a whole-workbook
# clone (`<student>/Exercises/<id>/` for every exercise of the book, as GitHub Classroom hands
# them in) holding the reference solution, the starter or one of the chapter's mistakes, taken
# in turn, every file re-indented and given a per-student private name so no cache sees copies
# (`workbook grade synth-class`): the worst case, since in a real class untouched starters and
# identical files share the build and report caches. Measures, with /usr/bin/time -v:
#   cold  --jobs 2: empty build and report caches, new gradebook;
#   warm         : the same command again (the gradebook already holds every result);
#   cached       : a new gradebook, the report cache warm (e.g. a CI shard re-run);
#   cold  --jobs 1: empty caches again, one at a time (only with JOBS1=1: it doubles the time).
# The load average before and after each run is written beside it.
# The runtime (built once per toolchain) is warmed first and not counted. Peak memory is the
# largest resident set of `workbook grade` or any one of its children (GNU time's "Maximum
# resident set size"). Writes bench/results/grade-bench.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
STUDENTS=${STUDENTS:-40}
swift build >/dev/null
BIN=$(swift build --show-bin-path)/workbook
CACHE=$(mktemp -d)
WORK=$(mktemp -d)
trap 'rm -rf "$CACHE" "$WORK"' EXIT
export WORKBOOK_CACHE_DIR=$CACHE

"$BIN" grade synth-class --students "$STUDENTS" --out "$WORK/class" >"$WORK/variants.txt"
PAIRS=$(find "$WORK/class" -mindepth 3 -maxdepth 3 -type d -path '*/Exercises/*' | wc -l)
EXERCISES=$(ls "$WORK/class/student001/Exercises" | wc -l)

# Warm the runtime once with a one-student class (not counted).
"$BIN" grade synth-class --students 1 --out "$WORK/warmup" >/dev/null
"$BIN" grade "$WORK/warmup" --out "$WORK/warmup-out" >/dev/null 2>&1

load() { cut -d' ' -f1-3 /proc/loadavg; }
measure() { # name, then the command; prints "name wall_s peak_MiB"
  local name=$1; shift
  echo "$name: load before $(load)" >>"$WORK/loads.txt"
  /usr/bin/time -v -o "$WORK/time.txt" "$@" >/dev/null 2>"$WORK/$name.log" || { echo "$name failed:"; tail -5 "$WORK/$name.log"; exit 1; }
  local wall rss
  wall=$(awk -F': ' '/Elapsed \(wall clock\)/ { n = split($2, p, ":"); s = 0; for (i = 1; i <= n; i++) s = s * 60 + p[i]; printf "%.2f", s }' "$WORK/time.txt")
  rss=$(awk -F': ' '/Maximum resident set size/ { printf "%.0f", $2 / 1024 }' "$WORK/time.txt")
  echo "$name: load after $(load)" >>"$WORK/loads.txt"
  echo "$name $wall $rss"
}

clear_caches() { rm -rf "$CACHE/builds" "$CACHE/reports"; }

clear_caches
read -r _ cold2 cold2_rss < <(measure cold2 "$BIN" grade "$WORK/class" --out "$WORK/out2" --jobs 2)
read -r _ warm warm_rss < <(measure warm "$BIN" grade "$WORK/class" --out "$WORK/out2" --jobs 2)
read -r _ cached cached_rss < <(measure cached "$BIN" grade "$WORK/class" --out "$WORK/out-cached" --jobs 2)
if [ "${JOBS1:-0}" = 1 ]; then
  clear_caches
  read -r _ cold1 cold1_rss < <(measure cold1 "$BIN" grade "$WORK/class" --out "$WORK/out1" --jobs 1)
  cmp -s "$WORK/out1/grades.csv" "$WORK/out2/grades.csv" && same=yes || same=NO
fi
refused=$(grep -c ': refused' "$WORK/cold2.log" || true)

# The compiler's pace: a bare swiftc compile+link of every distinct solution the cold run built
# (the same prepared files, against the same runtime, no sandbox, a warm module cache), two at a
# time like --jobs 2, timed as a whole.
RUNTIME=$(ls -d "$CACHE"/runtime/*/ | head -n1)
BARE=$WORK/bare
mkdir -p "$BARE"
ls -d "$CACHE"/builds/*/ >"$WORK/builds.txt"
BUILDS=$(wc -l <"$WORK/builds.txt")
source bench/bare-compile.sh
bare_one() { bare_compile "$RUNTIME" "$1" "$BARE/$(basename "$1")" || true; rm -f "$BARE/$(basename "$1")"; }
export -f bare_compile bare_one; export BARE RUNTIME
echo "bare: load before $(load)" >>"$WORK/loads.txt"
t0=$(date +%s.%N)
xargs -P 2 -I{} bash -c 'bare_one {}' <"$WORK/builds.txt"
t1=$(date +%s.%N)
echo "bare: load after $(load)" >>"$WORK/loads.txt"
bare=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.2f", b - a }')

rate() { awk -v p="$PAIRS" -v s="$1" 'BEGIN { printf "%.2f", p / s }'; }
{
  echo "workbook grade, synthetic class: $STUDENTS students x $EXERCISES exercises = $PAIRS solutions (reference, starter, mistakes in turn), $(date +%F), $(swift --version 2>&1 | head -n1), $(nproc) cores, sandbox $(command -v bwrap >/dev/null && echo 'bwrap (auto)' || echo none)"
  printf '%-46s %8s %14s %10s\n' "run" "wall s" "solutions/s" "peak MiB"
  printf '%-46s %8s %14s %10s\n' "cold, --jobs 2 (empty build and report caches)" "$cold2" "$(rate "$cold2")" "$cold2_rss"
  [ -n "${cold1:-}" ] && printf '%-46s %8s %14s %10s\n' "cold, --jobs 1" "$cold1" "$(rate "$cold1")" "$cold1_rss"
  printf '%-46s %8s %14s %10s\n' "warm, same gradebook (nothing to grade)" "$warm" "$(rate "$warm")" "$warm_rss"
  printf '%-46s %8s %14s %10s\n' "new gradebook, report cache warm" "$cached" "$(rate "$cached")" "$cached_rss"
  if [ -n "${cold1:-}" ]; then
    awk -v a="$cold1" -v b="$cold2" 'BEGIN { printf "speed-up --jobs 2 over --jobs 1: %.2fx\n", a / b }'
    echo "grades.csv identical for --jobs 1 and --jobs 2: $same"
  fi
  printf '%-46s %8s   (%s distinct builds, 2 at a time)\n' "bare swiftc of every distinct solution" "$bare" "$BUILDS"
  awk -v a="$cold2" -v b="$bare" 'BEGIN { printf "ratio cold grade / bare compiles: %.2f (target <= 1.3)\n", a / b }'
  echo "pairs refused: $refused (a whole-workbook clone must be graded pair by pair)"
  echo "$(nproc) cores; load average (1, 5, 15 min) around each run:"
  sed 's/^/  /' "$WORK/loads.txt"
  echo "targets: cold <= 1.3 x the bare compiles, warm <= 10 s, peak < 1024 MiB (one build per pair here: every file differs)"
} | tee bench/results/grade-bench.txt
