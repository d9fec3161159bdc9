# workbook: two commands set everything up on a fresh machine.
#   make demo   installs what is missing, builds, generates Exercises/ from the chapters,
#               validates every exercise, and traces the bundled sample project
#   make test   installs what is missing, builds once, and runs the whole suite
SWIFT ?= swift
SAMPLE := Tests/Fixtures/projects/SegueBasics
.PHONY: deps build demo test golden bench clean

deps:
	@bash scripts/install-deps.sh

build: deps
	$(SWIFT) build

demo: build
	$(SWIFT) run --skip-build workbook generate
	$(SWIFT) run --skip-build workbook validate
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

clean:
	rm -rf .build
