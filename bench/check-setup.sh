# Sourced by check-bench.sh and ratio-guard.sh: the debug binary, a cache and a work folder of
# their own (removed on exit), the exercise folder as a learner has it (the SegueBasics project,
# manual-segue-values' correct solution, its checks.yaml), and the timing helpers.
BIN=$(swift build --show-bin-path)/workbook
CACHE=$(mktemp -d)
WORK=$(mktemp -d)
trap 'rm -rf "$CACHE" "$WORK"' EXIT
export WORKBOOK_CACHE_DIR=$CACHE
EX=$WORK/exercise
cp -r Tests/Fixtures/projects/SegueBasics "$EX"
cp Tests/Fixtures/exercises/manual-segue-values/checks.yaml "$EX/"
cp Tests/Fixtures/exercises/manual-segue-values/solutions/correct/ViewController.swift "$EX/SegueBasics/"
now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.4f", b - a }'; }
median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
source bench/bare-compile.sh
