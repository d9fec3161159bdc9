# workbook: two commands set everything up on a fresh machine.
#   make demo   installs what is missing, builds, generates Exercises/ from the chapters,
#               validates every exercise, renders the book into _site/, and traces the sample project
#   make test   installs what is missing, builds once, and runs the whole suite
SWIFT ?= swift
SAMPLE := Tests/Fixtures/projects/SegueBasics
.PHONY: deps build demo test golden bench browser-test site clean

deps:
	@bash scripts/install-deps.sh

build: deps
	$(SWIFT) build

demo: build
	$(SWIFT) run --skip-build workbook generate
	$(SWIFT) run --skip-build workbook validate
	$(SWIFT) run --skip-build workbook render --out _site
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
