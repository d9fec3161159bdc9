#!/usr/bin/env bash
# Benchmark `workbook check`, side by side in one run: a cold check (compile + every check), a
# cached check (the report cache), a bare swiftc compile+link of the same files against the same
# runtime, and (as other graders do it) the same solution built and tested as a SwiftPM package
# with `swift build` + `swift test`. Writes bench/results/check-bench.txt.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
RUNS=${RUNS:-3}
swift build >/dev/null
source bench/check-setup.sh
CHECKS=$(grep -c '^  - id:' "$EX/checks.yaml")

"$BIN" check "$EX" --no-cache >/dev/null   # builds the runtime once (per toolchain and runtime source)
RUNTIME=$(ls -d "$CACHE"/runtime/*/ | head -n1)

cold=(); cached=(); bare=()
for i in $(seq "$RUNS"); do
  rm -rf "$CACHE/builds" "$CACHE/reports"
  t0=$(now); "$BIN" check "$EX" >/dev/null; t1=$(now); cold+=("$(elapsed "$t0" "$t1")")
  t0=$(now); "$BIN" check "$EX" >/dev/null; t1=$(now); cached+=("$(elapsed "$t0" "$t1")")
  BUILD=$(ls -d "$CACHE"/builds/*/ | head -n1)
  t0=$(now); bare_compile "$RUNTIME" "$BUILD" "$WORK/bare-app"; t1=$(now); bare+=("$(elapsed "$t0" "$t1")")
done

# The way other graders do it: the same solution (prepared sources, glue included) as a SwiftPM
# package with the runtime as targets and an XCTest target, built and tested from scratch.
PKG=$WORK/package
mkdir -p "$PKG/Sources/App" "$PKG/Tests/AppTests"
for module in WorkbookProtocol UIKit WorkbookDriver; do cp -r "Sources/$module" "$PKG/Sources/$module"; done
BUILD=$(ls -d "$CACHE"/builds/*/ | head -n1)
find "$BUILD/src" -name '*.swift' -exec cp {} "$PKG/Sources/App/" \;
# The generated entry point's helper, without `@main` (the package's tests are the entry point).
sed '\|^// The app is built with coverage|,$d' "$BUILD/__WorkbookMain.swift" > "$PKG/Sources/App/WorkbookCast.swift"
cat > "$PKG/Package.swift" <<'SWIFT'
// swift-tools-version:6.0
import PackageDescription
let v5: [SwiftSetting] = [.swiftLanguageMode(.v5)]
let package = Package(name: "Solution", targets: [
    .target(name: "WorkbookProtocol", swiftSettings: v5),
    .target(name: "UIKit", dependencies: ["WorkbookProtocol"], swiftSettings: v5),
    .target(name: "WorkbookDriver", dependencies: ["UIKit", "WorkbookProtocol"], swiftSettings: v5),
    .target(name: "App", dependencies: ["UIKit", "WorkbookDriver"], swiftSettings: v5),
    .testTarget(name: "AppTests", dependencies: ["App", "UIKit"], swiftSettings: v5),
])
SWIFT
cat > "$PKG/Tests/AppTests/AppTests.swift" <<'SWIFT'
import XCTest
@testable import App
final class AppTests: XCTestCase {
    func testResultScreenExists() { XCTAssertNotNil(ResultViewController.self) }
}
SWIFT
t0=$(now)
(cd "$PKG" && swift build --build-tests >"$WORK/spm.log" 2>&1 && swift test --skip-build >>"$WORK/spm.log" 2>&1) \
  || { echo "(the SwiftPM comparison failed:)" >&2; grep -m5 error: "$WORK/spm.log" >&2; }
t1=$(now); spm=$(elapsed "$t0" "$t1")

# Each check's own run (sandbox start, launch, steps), from a cold check's JUnit times.
rm -rf "$CACHE/builds" "$CACHE/reports"
"$BIN" check "$EX" --format junit >"$WORK/junit.xml" || true
RUNS_MS=$(grep -o 'time="[0-9.]*"/>' "$WORK/junit.xml" | grep -o '[0-9.]*' | awk '$1 > 0 { printf "%d\n", $1 * 1000 }')
run_median=$(median $RUNS_MS); run_max=$(printf '%s\n' $RUNS_MS | sort -n | tail -n1)

# A learner edits one file and checks again (the build cache holds the version before).
echo "// edited" >>"$EX/SegueBasics/ViewController.swift"
t0=$(now); "$BIN" check "$EX" >/dev/null || true; t1=$(now); edited=$(elapsed "$t0" "$t1")

# A wrong solution (a switch's `isEnabled` read for its `isOn`): the check without and with the
# what-if search, each from a cold build, so the search's cost (a second build of the changed
# code and a short run per change) shows beside the check's own.
sed -i 's/self.isUpdate.isOn/self.isUpdate.isEnabled/' "$EX/SegueBasics/ViewController.swift"
rm -rf "$CACHE/builds" "$CACHE/reports"
t0=$(now); "$BIN" check "$EX" --no-what-if >/dev/null || true; t1=$(now); wrong_plain=$(elapsed "$t0" "$t1")
rm -rf "$CACHE/builds" "$CACHE/reports"
t0=$(now); "$BIN" check "$EX" --lang en >"$WORK/wrong.txt" || true; t1=$(now); wrong_search=$(elapsed "$t0" "$t1")
grep -q "workbook ran this check again" "$WORK/wrong.txt" || echo "(the what-if search found nothing for the wrong solution)" >&2
sed -i 's/self.isUpdate.isEnabled/self.isUpdate.isOn/' "$EX/SegueBasics/ViewController.swift"

# watch: from a save to the report on screen (the workbook's own exercise, its starter).
WB=$WORK/workbook
cp -r Exercises "$WB"
WEX=$WB/manual-segue-values
"$BIN" watch manual-segue-values --workbook "$WB" --lang en --pause 0 >"$WORK/watch.txt" 2>&1 </dev/null &
WATCH=$!
waits() { grep -c "Waiting for a save" "$WORK/watch.txt" || true; }
for _ in $(seq 600); do [ "$(waits)" -ge 1 ] && break; sleep 0.05; done
t0=$(now); echo "// saved" >>"$(find "$WEX" -name ViewController.swift | head -n1)"
for _ in $(seq 1200); do [ "$(waits)" -ge 2 ] && break; sleep 0.01; done
t1=$(now); watched=$(elapsed "$t0" "$t1")
kill "$WATCH" 2>/dev/null || true; wait "$WATCH" 2>/dev/null || true

# The first runtime build on a fresh cache (shown with progress on standard error).
FRESH=$(mktemp -d)
t0=$(now); WORKBOOK_CACHE_DIR=$FRESH "$BIN" check "$EX" --no-cache >/dev/null 2>"$WORK/fresh.txt" || true; t1=$(now)
first=$(elapsed "$t0" "$t1"); rm -rf "$FRESH"

c=$(median "${cold[@]}"); k=$(median "${cached[@]}"); b=$(median "${bare[@]}")
mkdir -p bench/results
{
  echo "workbook check, manual-segue-values ($CHECKS checks, SegueBasics project, $RUNS runs, median seconds), $(date -u +%Y-%m-%d), $(swift --version 2>&1 | head -n1)"
  printf '%-52s %8.3f\n' "bare swiftc compile+link of the same files" "$b"
  printf '%-52s %8.3f\n' "workbook check, cold (compile + $CHECKS checks)" "$c"
  printf '%-52s %8.3f\n' "workbook check, cached" "$k"
  printf '%-52s %8.3f\n' "SwiftPM package: swift build + swift test (once)" "$spm"
  printf 'ratio cold check / bare swiftc:        %.2f\n' "$(awk -v a="$c" -v b="$b" 'BEGIN { print a / b }')"
  printf 'ratio cached check / bare swiftc:      %.3f\n' "$(awk -v a="$k" -v b="$b" 'BEGIN { print a / b }')"
  printf 'ratio SwiftPM build+test / cold check: %.1f\n' "$(awk -v a="$spm" -v b="$c" 'BEGIN { print a / b }')"
  printf '%-52s %8d ms median, %d ms longest\n' "each check's run (sandbox, launch, steps)" "$run_median" "$run_max"
  printf '%-52s %8.3f (%.2f x bare)\n' "check after editing one file" "$edited" "$(awk -v a="$edited" -v b="$b" 'BEGIN { print a / b }')"
  printf '%-52s %8.3f (%.2f x bare)\n' "wrong solution, check --no-what-if (cold)" "$wrong_plain" "$(awk -v a="$wrong_plain" -v b="$b" 'BEGIN { print a / b }')"
  printf '%-52s %8.3f (%.2f x bare)\n' "wrong solution, check with the what-if search (cold)" "$wrong_search" "$(awk -v a="$wrong_search" -v b="$b" 'BEGIN { print a / b }')"
  printf '%-52s %8.3f (%.2f x bare)\n' "watch: save -> report on screen" "$watched" "$(awk -v a="$watched" -v b="$b" 'BEGIN { print a / b }')"
  printf '%-52s %8.3f\n' "first check on a fresh cache (runtime build included)" "$first"
  echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg) ($(nproc) cores)"
} | tee bench/results/check-bench.txt
