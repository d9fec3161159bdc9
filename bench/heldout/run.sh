#!/usr/bin/env bash
# Runs every solution of a held-out set once: `bash run.sh SET_DIR WORKBOOK_BIN OUT_DIR [BOOK_DIR]`.
# SET_DIR/solutions/NAME/ holds `meta.txt` (exercise=ID, kind=wrong|correct|compile), `cause.md`
# (the writer's account of the real cause, read by the judge only) and `files/` (the files the
# learner changed, at their paths inside the exercise folder). Each solution is checked in a copy
# of BOOK_DIR/Exercises/ID with its files laid over, in English and Korean (text) and as JSON.
set -euo pipefail
set_dir=$(cd "$1" && pwd); bin=$2; out=$3; book=${4:-$(cd "$(dirname "$0")/../.." && pwd)}
mkdir -p "$out"; out=$(cd "$out" && pwd)
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
for sol in "$set_dir"/solutions/*/; do
  name=$(basename "$sol")
  exercise=$(sed -n 's/^exercise=//p' "$sol/meta.txt")
  [ -d "$book/Exercises/$exercise" ] || { echo "$name: no exercise $exercise" >&2; continue; }
  rm -rf "$work/$name"; cp -R "$book/Exercises/$exercise" "$work/$name"
  [ -d "$sol/files" ] && cp -R "$sol/files/." "$work/$name/"
  start=$(date +%s.%N)
  "$bin" check "$work/$name" --lang en > "$out/$name.en.txt" 2>&1 || true
  end=$(date +%s.%N)
  "$bin" check "$work/$name" --lang ko > "$out/$name.ko.txt" 2>&1 || true
  "$bin" check "$work/$name" --format json > "$out/$name.json" 2>/dev/null || true
  printf '%s\t%s\t%.2f\n' "$name" "$exercise" "$(echo "$end - $start" | bc)" | tee -a "$out/seconds.tsv"
done
