#!/usr/bin/env bash
# Browser test of the rendered book (docs/site.md): renders the learner edition, then headless
# Chromium takes screenshots of every page (light, dark, phone), checks every page as laid out
# (figure texts uncut, no code block twice, anchors clear of the bar, Korean line breaks,
# axe-core's accessibility rules), search, the language switch and that nothing a learner must
# not see is on the pages. Needs `chromium` and `fonts-noto-cjk` (Debian's packages) and axe-core
# (PyPI's axe-playwright-python): with --install they are installed when missing (CI does this).
# Screenshots go to .build/browser-test/.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--install" ]; then bash scripts/install-deps.sh --browser; fi
out=.build/browser-test
rm -rf "$out/site"
mkdir -p "$out"
swift run --skip-build workbook render --out "$out/site"
WORKBOOK_BIN="$(swift build --show-bin-path)/workbook" python3 scripts/browser-test.py "$out/site" . "$out"
