#!/usr/bin/env bash
# Browser test of the rendered book (docs/site.md): renders the learner edition, then headless
# Chromium takes screenshots (light, dark, phone) and checks search, the language switch and
# that nothing a learner must not see is on the pages. Needs `chromium` (Debian's package):
# with --install it is installed with apt-get when missing (CI does this).
# Screenshots go to .build/browser-test/.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--install" ]; then bash scripts/install-deps.sh --browser; fi
out=.build/browser-test
rm -rf "$out/site"
mkdir -p "$out"
swift run --skip-build workbook render --out "$out/site"
WORKBOOK_BIN="$(swift build --show-bin-path)/workbook" python3 scripts/browser-test.py "$out/site" . "$out"
