#!/usr/bin/env bash
# Installs what workbook needs from Debian's packages when it is missing:
# libcmark-gfm-dev (Markdown) and pkg-config, and Python's pbxproj and check-jsonschema packages for the tests.
# With --browser: chromium, CJK fonts and axe-core instead (only the browser test of the rendered book needs them).
# Prints what to do when it cannot install.
set -euo pipefail

missing=()
if [ "${1:-}" = "--browser" ]; then
  command -v chromium >/dev/null 2>&1 || missing+=(chromium)
  ls /usr/share/fonts/opentype/noto/NotoSansCJK* >/dev/null 2>&1 || missing+=(fonts-noto-cjk)
  # axe-core (axe.min.js) for the accessibility check, from PyPI's axe-playwright-python, which
  # ships it; without its dependencies (the test loads only the script, into headless Chromium).
  if ! python3 -c "import importlib.util, sys; sys.exit(0 if importlib.util.find_spec('axe_playwright_python') else 1)" >/dev/null 2>&1; then
    echo "workbook: installing axe-core (PyPI's axe-playwright-python) with pip" >&2
    python3 -m pip install --quiet --no-deps axe-playwright-python==0.1.8 || echo "warning: could not install it; run: python3 -m pip install --no-deps axe-playwright-python==0.1.8" >&2
  fi
else
  command -v pkg-config >/dev/null 2>&1 || missing+=(pkg-config)
  if ! pkg-config --exists libcmark-gfm 2>/dev/null; then missing+=(libcmark-gfm-dev); fi
  # libcmark-gfm.pc links the GFM extensions library too.
  [ -e /usr/lib/x86_64-linux-gnu/libcmark-gfm-extensions.so ] || ls /usr/lib/*/libcmark-gfm-extensions.so >/dev/null 2>&1 || missing+=(libcmark-gfm-extensions-dev)
  # bubblewrap sandboxes learner code in `workbook check` (optional: without it, limits only).
  command -v bwrap >/dev/null 2>&1 || missing+=(bubblewrap)
fi
if ! command -v swift >/dev/null 2>&1; then
  echo "error: swift is not on PATH. Install Swift 6 (https://swift.org/install) and try again." >&2
  exit 1
fi
# Python's pbxproj package reads the generated project.pbxproj back in the tests (optional:
# without it those tests are skipped with a message).
if command -v python3 >/dev/null 2>&1 && ! python3 -c "import pbxproj" >/dev/null 2>&1; then
  echo "workbook: installing Python's pbxproj package with pip (for the Xcode project tests)" >&2
  python3 -m pip install --quiet pbxproj || echo "warning: could not install pbxproj; run: python3 -m pip install --quiet pbxproj" >&2
fi
# check-jsonschema (PyPI) ships SchemaStore's GitHub workflow schema: the tests validate every
# workflow `workbook ci-template` writes against it (optional: without it that test is skipped).
if command -v python3 >/dev/null 2>&1 && ! python3 -c "import check_jsonschema" >/dev/null 2>&1; then
  echo "workbook: installing Python's check-jsonschema with pip (for the workflow schema test)" >&2
  python3 -m pip install --quiet check-jsonschema==0.39.0 || echo "warning: could not install check-jsonschema; run: python3 -m pip install check-jsonschema==0.39.0" >&2
fi
[ ${#missing[@]} -eq 0 ] && exit 0

echo "workbook: installing ${missing[*]} with apt-get" >&2
if [ "$(id -u)" = 0 ]; then
  SUDO=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  SUDO="sudo -n"
else
  echo "error: ${missing[*]} missing and this user cannot run apt-get." >&2
  echo "  Run: sudo apt-get install ${missing[*]}" >&2
  exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "error: ${missing[*]} missing and apt-get is not available; install them with your package manager." >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq >/dev/null
$SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
echo "workbook: installed ${missing[*]}" >&2
