#!/usr/bin/env bash
# Runs a folder of real learner projects (one project per subfolder, e.g. public repositories
# cloned for a held-out compatibility run; never committed) through `workbook trace --project`
# and sorts each into what a reviewer then checks against a device:
#
#   ran          the steps ran to the end (read the trace: is it what a device does?)
#   crashed      the app crashed or a step failed (a device crashes too, or a fidelity bug)
#   not-graded   refused with "not graded: X is not simulated" (acceptable: named, file and line)
#   compile      compile errors (Xcode's too for old Swift, else a missing API: a bug)
#   not-swift    an Objective-C project, or no app (out of scope)
#
# Usage: scripts/compat-sweep.sh FOLDER [STEPS_DIR]
#   STEPS_DIR/<subfolder>.yaml gives a project its own steps; otherwise it is only launched.
# Writes FOLDER/../compat-sweep/<subfolder>.txt (each trace) and prints one line per project
# and the counts. WORKBOOK (default: the debug build) names the binary.
set -euo pipefail
folder=${1:?usage: scripts/compat-sweep.sh FOLDER [STEPS_DIR]}
steps_dir=${2:-}
root=$(cd "$(dirname "$0")/.." && pwd)
workbook=${WORKBOOK:-$root/.build/debug/workbook}
[ -x "$workbook" ] || { echo "error: $workbook is missing: run 'swift build' first (or set WORKBOOK)" >&2; exit 2; }
out="$(cd "$folder/.." && pwd)/compat-sweep"
mkdir -p "$out"
launch=$(mktemp)
trap 'rm -f "$launch"' EXIT
printf -- '- launch\n' > "$launch"

declare -A counts=()
for project in "$folder"/*/; do
    name=$(basename "$project")
    steps=$launch
    [ -n "$steps_dir" ] && [ -f "$steps_dir/$name.yaml" ] && steps="$steps_dir/$name.yaml"
    log="$out/$name.txt"
    if timeout 600 "$workbook" trace --project "$project" --steps "$steps" --lang en >"$log" 2>&1; then
        outcome=ran
    elif grep -q "Objective-C project\|no Swift files in this folder\|holds [0-9]* Xcode projects" "$log"; then
        outcome=not-swift
    elif grep -qi "not graded" "$log"; then
        outcome=not-graded
    elif grep -q ": error: " "$log"; then
        outcome=compile
    else
        outcome=crashed
    fi
    # A trace that ran may still end in a crash or a failed step (reported in the trace itself).
    if [ "$outcome" = ran ] && grep -q "^crash: \|^step failed: " "$log"; then outcome=crashed; fi
    counts[$outcome]=$(( ${counts[$outcome]:-0} + 1 ))
    detail=$(grep -m1 -E "^crash: |^step failed: |: error: |not graded" "$log" | cut -c1-140 || true)
    printf '%-12s %-60s %s\n' "$outcome" "$name" "$detail"
done
echo
for outcome in ran crashed not-graded compile not-swift; do printf '%-12s %s\n' "$outcome" "${counts[$outcome]:-0}"; done
echo "traces: $out"
