#!/usr/bin/env bash
# Benchmark: `workbook render` of the whole book (every chapter page in both languages, the
# index, the search index, storyboards and timelines drawn, Swift highlighted, links checked)
# next to pandoc converting the same chapter Markdown files one by one to standalone HTML,
# measured side by side in one run. Prints a table and the ratio; writes
# bench/results/render-bench.txt. Needs pandoc (apt-get install pandoc).
set -euo pipefail
cd "$(dirname "$0")/.."
RUNS=${RUNS:-5}
if ! command -v pandoc >/dev/null 2>&1; then
  echo "error: pandoc is not installed; run: apt-get install pandoc" >&2
  exit 2
fi
CONFIG=${CONFIG:-debug}
swift build -c "$CONFIG" --product workbook >/dev/null
BIN=$(swift build -c "$CONFIG" --show-bin-path)/workbook
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT
CHAPTERS=$(ls Chapters/*/*.md)
COUNT=$(echo "$CHAPTERS" | wc -l)

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.4f", b - a }'; }
median() { printf '%s\n' "$@" | sort -n | awk '{ a[NR] = $1 } END { print (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }

# Warm both once (file cache, dynamic loader).
"$BIN" render --out "$OUT/site" >/dev/null
for f in $CHAPTERS; do pandoc -f gfm -t html5 -s --metadata title=x "$f" -o "$OUT/warm.html"; done

workbook=(); pandoc=()
for i in $(seq "$RUNS"); do
  t0=$(now); "$BIN" render --out "$OUT/site" >/dev/null; t1=$(now)
  workbook+=("$(elapsed "$t0" "$t1")")
  t0=$(now)
  for f in $CHAPTERS; do pandoc -f gfm -t html5 -s --metadata title=x "$f" -o "$OUT/$(basename "$f" .md).html"; done
  t1=$(now)
  pandoc+=("$(elapsed "$t0" "$t1")")
done
w=$(median "${workbook[@]}"); p=$(median "${pandoc[@]}")
PAGES=$(find "$OUT/site" -name '*.html' | wc -l)
{
  echo "render-bench ($(date -u +%Y-%m-%d), $(nproc) cores, workbook $CONFIG build, pandoc $(pandoc --version | head -n1 | cut -d' ' -f2), $RUNS runs, median)"
  echo "book: $COUNT chapter files; workbook writes $PAGES pages"
  printf '%-52s %10s\n' "what" "seconds"
  printf '%-52s %10s\n' "workbook render (whole book, one process)" "$w"
  printf '%-52s %10s\n' "pandoc -f gfm -s, each chapter file (one process each)" "$p"
  awk -v w="$w" -v p="$p" 'BEGIN { printf "pandoc / workbook: %.1fx (workbook is %s)\n", p / w, (w < p ? "faster" : "slower") }'
  echo "all runs: workbook ${workbook[*]}; pandoc ${pandoc[*]}"
} | tee bench/results/render-bench.txt
