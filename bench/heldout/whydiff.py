#!/usr/bin/env python3
"""The whys that changed between two runs of a held-out set: `python3 whydiff.py SET_DIR/OUT_A SET_DIR/OUT_B`."""
import os, re, sys
a, b = sys.argv[1], sys.argv[2]
def whys(path):
    if not os.path.exists(path): return []
    return [l.strip() for l in open(path) if l.strip().startswith("why:")]
for name in sorted(f[:-7] for f in os.listdir(a) if f.endswith(".en.txt")):
    x, y = whys(os.path.join(a, name + ".en.txt")), whys(os.path.join(b, name + ".en.txt"))
    if x != y:
        print(f"== {name}")
        for l in x: print("  - " + l[:260])
        for l in y: print("  + " + l[:260])
