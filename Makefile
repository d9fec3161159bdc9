# workbook: two commands set everything up on a fresh machine.
#   make demo   installs what is missing, builds, generates Exercises/ from the chapters,
#               validates every exercise, renders the book into _site/, and traces the sample project
#   make test   installs what is missing, builds once, and runs the whole suite
#   make install  release build; PREFIX/bin/workbook and the runtime sources it compiles
#               learners' apps against in PREFIX/share/workbook/Sources (PREFIX=~/.local;
#               CONFIG=debug installs the debug build make demo made, in seconds)
SWIFT ?= swift
SAMPLE := Tests/Fixtures/projects/SegueBasics
.PHONY: deps build demo test golden bench browser-test site clean install uninstall
PREFIX ?= $(HOME)/.local
RUNTIME_SOURCES := WorkbookProtocol UIKit WorkbookDriver WorkbookLauncher

deps:
	@bash scripts/install-deps.sh

build: deps
	@echo "==> building workbook (debug; the first build compiles swift-syntax and takes a few minutes)"
	$(SWIFT) build

demo: build
	@echo "==> 1/4 generating the student workbook Exercises/ from the chapters"
	$(SWIFT) run --skip-build workbook generate
	@echo "==> 2/4 validating every exercise (builds the UIKit simulation once, then checks each reference, starter and mistake)"
	$(SWIFT) run --skip-build workbook validate
	@echo "==> 3/4 rendering the book into _site/"
	$(SWIFT) run --skip-build workbook render --out _site
	@echo "==> 4/4 tracing the sample project"
	$(SWIFT) run --skip-build workbook trace --project $(SAMPLE) --steps $(SAMPLE)/demo-steps.yaml

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

# Re-record golden files (reference outputs beside the tests).
golden: deps
	WORKBOOK_RECORD_GOLDEN=1 $(SWIFT) test

bench: build
	bash bench/trace-bench.sh
	bash bench/check-bench.sh
	bash bench/render-bench.sh

# The book as a static site in _site/ (learner edition; docs/site.md).
site: build
	$(SWIFT) run --skip-build workbook render

# Headless Chromium on the rendered book (installs chromium with apt-get when missing).
browser-test: build
	bash scripts/browser-test.sh --install

clean:
	rm -rf .build

# The release binary and the runtime sources (found beside it: PREFIX/share/workbook/Sources).
# Replaces only what it installs; uninstall removes only that.
# CONFIG=debug installs the debug build `make demo` already made (seconds instead of the release
# build's 23 minutes measured on 2 cores; see README).
CONFIG ?= release
install: deps
	@echo "==> building workbook ($(CONFIG))"
	$(SWIFT) build -c $(CONFIG) --product workbook
	install -d "$(PREFIX)/bin" "$(PREFIX)/share/workbook"
	install -m 755 "$$($(SWIFT) build -c $(CONFIG) --show-bin-path)/workbook" "$(PREFIX)/bin/workbook"
	rm -rf "$(PREFIX)/share/workbook/Sources.new"
	install -d "$(PREFIX)/share/workbook/Sources.new"
	for module in $(RUNTIME_SOURCES); do cp -R "Sources/$$module" "$(PREFIX)/share/workbook/Sources.new/$$module"; done
	rm -rf "$(PREFIX)/share/workbook/Sources"
	mv "$(PREFIX)/share/workbook/Sources.new" "$(PREFIX)/share/workbook/Sources"
	@echo "installed $(PREFIX)/bin/workbook; make sure $(PREFIX)/bin is on PATH, then run: workbook doctor"

uninstall:
	rm -f "$(PREFIX)/bin/workbook"
	rm -rf "$(PREFIX)/share/workbook/Sources"
	-rmdir "$(PREFIX)/share/workbook"
