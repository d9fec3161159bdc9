#!/usr/bin/env python3
"""Gathers a held-out run for its judge: `python3 judge.py SET_DIR OUT_DIR`.

Writes OUT_DIR/judge-input.md (per solution: the writer's cause, then what the learner was told
in English and in Korean) and prints the verdict table (a correct solution must pass, every other
one must fail); the judge classes each wrong solution's explanation by hand (judge-prompt.md)."""
import json, os, re, sys

set_dir, out = sys.argv[1], sys.argv[2]
rows, parts = [], []
for name in sorted(os.listdir(os.path.join(set_dir, "solutions"))):
    sol = os.path.join(set_dir, "solutions", name)
    meta = dict(l.strip().split("=", 1) for l in open(os.path.join(sol, "meta.txt")) if "=" in l)
    cause = open(os.path.join(sol, "cause.md")).read().strip() if os.path.exists(os.path.join(sol, "cause.md")) else "(none)"
    try:
        report = json.load(open(os.path.join(out, name + ".json")))
        status = report.get("status")
    except Exception:
        report, status = None, "no report"
    kind = meta.get("kind", "?")
    right = (status == "pass") if kind == "correct" else (status not in ("pass", None, "no report"))
    rows.append((name, meta.get("exercise"), kind, status, "ok" if right else "WRONG VERDICT"))
    def told(lang):
        p = os.path.join(out, f"{name}.{lang}.txt")
        text = open(p).read() if os.path.exists(p) else "(no output)"
        # the timeline is the run, not the explanation: keep it short for the judge
        text = re.sub(r"\n    (?:timeline|타임라인):\n(?:      .*\n?)*", "\n    (timeline cut)\n", text)
        return text.strip()
    changed = []
    for root, _, files in os.walk(os.path.join(sol, "files")):
        for f in files:
            if f.endswith(".swift"):
                path = os.path.join(root, f)
                changed.append(f"#### {os.path.relpath(path, os.path.join(sol, 'files'))}\n```swift\n{open(path).read()}\n```")
    parts.append(f"## {name}  ({meta.get('exercise')}, {kind}, verdict {status})\n\n### Real cause (writer)\n{cause}\n\n"
                 f"### Learner's files\n" + "\n".join(changed) + f"\n\n### Told (English)\n```\n{told('en')}\n```\n\n### Told (Korean)\n```\n{told('ko')}\n```\n")
open(os.path.join(out, "judge-input.md"), "w").write("\n".join(parts))
for r in rows: print("\t".join(str(x) for x in r))
bad = [r for r in rows if r[4] != "ok"]
print(f"verdicts right: {len(rows) - len(bad)}/{len(rows)}")
