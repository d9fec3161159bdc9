#!/usr/bin/env bash
# Browser test of the screen pictures (docs/screens.md): headless Chromium renders every golden
# screen (Tests/Fixtures/golden/screens: each kind of view and bar, Korean and English, light and
# dark) and checks, with the fonts really installed, that every text a view draws sits inside
# that view's frame (horizontally; its middle inside vertically), that bar texts stay on the
# screen, and that the pictures hold no script. Needs `chromium` and `fonts-noto-cjk` (with
# --install they are installed when missing). A screenshot of the gallery goes to
# .build/screens-browser-test/.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${1:-}" = "--install" ]; then bash scripts/install-deps.sh --browser; fi
out=.build/screens-browser-test
mkdir -p "$out"
python3 scripts/screens-browser-test.py Tests/Fixtures/golden/screens "$out"
