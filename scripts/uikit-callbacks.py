#!/usr/bin/env python3
"""Builds Sources/Teaching/UIKitCallbacks+Data.swift from the simulated UIKit (Sources/UIKit): the
methods of each UIKit delegate and data source protocol, which UIKit class holds an object of that
protocol in which property, and which class posts each UIKit notification (its `object`).

Usage: scripts/uikit-callbacks.py [--check]   (run from the repository's root)
  Without --check, writes the file; with --check, exits 1 when the file differs from what the
  simulation gives (a test runs this, so the table follows the simulation).
"""
import glob, re, sys

protocols, holders, posters = {}, {}, {}
for path in sorted(glob.glob("Sources/UIKit/**/*.swift", recursive=True)):
    text = open(path, encoding="utf-8").read()
    for match in re.finditer(r"public protocol (\w+)[^{]*\{(.*?)\n\}", text, re.S):
        name, body = match.group(1), match.group(2)
        if not (name.endswith("Delegate") or name.endswith("DataSource") or name.endswith("Updating")):
            continue
        methods = []
        for function in re.finditer(r"func (\w+)\s*\(([^)]*)\)", body):
            labels = [part.strip().split(":")[0].split()[0] for part in function.group(2).split(",") if part.strip()]
            methods.append(function.group(1) + "(" + "".join(label + ":" for label in labels) + ")")
        protocols[name] = methods
    # `open weak var delegate: UITextFieldDelegate?` inside `class UITextField`.
    classes = [(m.start(), m.group(1)) for m in re.finditer(r"\bclass (\w+)\b", text)]
    for match in re.finditer(r"(?:open|public) weak var (\w+)\s*:\s*(\w+)\?", text):
        owner = [name for start, name in classes if start < match.start()]
        if owner:
            holders.setdefault(match.group(2), []).append((owner[-1], match.group(1)))
    for match in re.finditer(r"NotificationCenter\.default\.post\(name:\s*(\w+)\.(\w+),\s*object:\s*self\)", text):
        posters[match.group(1) + "." + match.group(2)] = match.group(1)

def swift_string_list(items):
    return "[" + ", ".join('"%s"' % item for item in items) + "]"

lines = [
    "// Generated from Sources/UIKit by scripts/uikit-callbacks.py: do not edit.",
    "",
    "extension UIKitCallbacks {",
    "    /// Each delegate or data source protocol's methods, as Swift names them.",
    "    static let protocols: [String: [String]] = [",
]
for name in sorted(protocols):
    lines.append('        "%s": %s,' % (name, swift_string_list(protocols[name])))
lines += ["    ]", "", "    /// The UIKit classes that hold an object of each protocol, and the (weak) property it is in.",
          "    static let holders: [String: [Holder]] = ["]
for name in sorted(holders):
    if name not in protocols:
        continue
    lines.append('        "%s": [%s],' % (name, ", ".join('Holder(owner: "%s", property: "%s")' % pair for pair in holders[name])))
lines += ["    ]", "", "    /// UIKit's notifications and the class whose instance posts them (the notification's `object`).",
          "    static let posters: [String: String] = ["]
for name in sorted(posters):
    lines.append('        "%s": "%s",' % (name, posters[name]))
lines += ["    ]", "}", ""]
output = "\n".join(lines)

target = "Sources/Teaching/UIKitCallbacks+Data.swift"
if "--check" in sys.argv:
    current = open(target, encoding="utf-8").read() if glob.glob(target) else ""
    if current != output:
        sys.stderr.write(target + " is out of date: run scripts/uikit-callbacks.py\n")
        sys.exit(1)
else:
    open(target, "w", encoding="utf-8").write(output)
