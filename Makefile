# dubeol — the two commands are `make run` and `make test`; see README.md.
SHELL := /bin/bash
export PATH := /opt/swift/usr/bin:$(PATH)

SWIFT ?= swift
# Debian packages each goal needs. The app itself needs only ncursesw and sqlite3; libhangul is
# the test oracle and the benchmark's reference, and PostgreSQL 15 (with pg_trgm) is the server the
# PostgreSQL store is tested and measured against (tests start their own in a temporary folder),
# so only `make test` and `make bench` install them.
APP_PKGS   := libncursesw5-dev libsqlite3-dev pkg-config
TEST_PKGS  := $(APP_PKGS) libhangul-dev tmux procps postgresql python3-venv
BENCH_PKGS := $(APP_PKGS) libhangul-dev wrk curl procps gcc vim python3 postgresql
BIN_DEBUG   = .build/debug/dubeol
BIN_RELEASE = .build/release/dubeol
DUBEOL_ARGS ?=

.PHONY: run test schemathesis bench fuzz build release deps-app deps-test deps-bench toolchain format clean help

help:
	@echo "make run      build and open dubeol on its embedded review server"
	@echo "make test     build and run every test"
	@echo "make bench    release build, then the benchmarks (engine, terminal, server)"
	@echo "make build    debug build of the dubeol binary"
	@echo "make release  release build, installed into ./dist"
	@echo "make fuzz     libFuzzer on each target in Fuzz/ (FUZZ_SECONDS=60 each, FUZZ_TARGETS=…)"
	@echo "make format   swift-format the sources in place"

# Explicit rules (a pattern rule never runs for a .PHONY target): each installs what is
# missing and says so, or names the packages when not run as root.
toolchain:
	@command -v $(SWIFT) >/dev/null || { echo "Swift 6 toolchain not found (expected at /opt/swift)."; exit 1; }
deps-app: toolchain
	@bash scripts/install-deps.sh $(APP_PKGS)
deps-test: toolchain
	@bash scripts/install-deps.sh $(TEST_PKGS)
deps-bench: toolchain
	@bash scripts/install-deps.sh $(BENCH_PKGS)

build: deps-app
	$(SWIFT) build --product dubeol

run: build
	$(BIN_DEBUG) $(DUBEOL_ARGS)

# A full run takes about a minute. The watchdog is for a run that stops answering (seen once
# in many runs on a loaded 2-core machine, cause unknown): it is ended and run once more,
# while a run that fails is reported as it is.
TEST_WATCHDOG_SECONDS ?= 420
test: deps-test
	$(SWIFT) build --build-tests
	@for attempt in 1 2; do \
	  DUBEOL_BIN=$(CURDIR)/$(BIN_DEBUG) timeout --kill-after=10 $(TEST_WATCHDOG_SECONDS) \
	    $(SWIFT) test --skip-build; status=$$?; \
	  [ $$status -ne 124 ] && [ $$status -ne 137 ] && exit $$status; \
	  pkill -KILL -f 'dubeolPackageTests[.]xctest' 2>/dev/null; \
	  echo "make test: no progress for $(TEST_WATCHDOG_SECONDS) s (a hang, not a failure); attempt $$attempt of 2 ended"; \
	done; exit 1
	$(MAKE) --no-print-directory schemathesis

# The server against its own OpenAPI document (schemathesis from PyPI, pinned, in
# .build-schemathesis), on SQLite and on PostgreSQL; a few minutes. Part of `make test`.
ST_MAX_EXAMPLES ?= 40
schemathesis: deps-test
	ST_MAX_EXAMPLES=$(ST_MAX_EXAMPLES) bash scripts/schemathesis.sh $(CURDIR)/$(BIN_DEBUG)

release: deps-app
	$(SWIFT) build -c release --product dubeol
	mkdir -p dist
	cp $(BIN_RELEASE) dist/
	cp -R .build/release/*.resources dist/ 2>/dev/null || true
	@echo "Installed into ./dist (keep the .resources folders next to the binary)."

bench: deps-bench
	$(SWIFT) build -c release
	DUBEOL_BIN=$(CURDIR)/$(BIN_RELEASE) .build/release/dubeol-bench
	DUBEOL_BIN=$(CURDIR)/$(BIN_RELEASE) bash bench/convert.sh
	DUBEOL_BIN=$(CURDIR)/$(BIN_RELEASE) bash bench/server.sh

# Each Fuzz/<Target> folder is a libFuzzer target. Most are SwiftPM executables built with
# -DFUZZING in their own scratch path; one with a sources.txt is compiled from the pure files it
# lists by Fuzz/build.sh (the server's checks, without building Hummingbird sanitized). New
# inputs go to .build-fuzz/corpus, crashes to .build-fuzz/crashes; copy a crash into
# Fuzz/<Target>/corpus once fixed: `make test` replays every corpus file.
FUZZ_TARGETS ?= InputDecoder WireJSON Config ServerRequest
FUZZ_SECONDS ?= 60
# gold fails linking libFuzzer into a SwiftPM executable; lld does it.
FUZZ_FLAGS = --scratch-path .build-fuzz -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -DFUZZING \
  -Xswiftc -use-ld=lld
# TOMLKit leaks a little on every parse (in its C++ bridge, not ours): leaks are not failures.
FUZZ_RUN = -max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 -detect_leaks=0
fuzz: deps-test
	@set -e; for t in $(FUZZ_TARGETS); do \
	  echo "== $$t ($(FUZZ_SECONDS) s)"; \
	  mkdir -p .build-fuzz/corpus/$$t .build-fuzz/crashes; \
	  if [ -f Fuzz/$$t/sources.txt ]; then \
	    ASAN_OPTIONS=detect_leaks=0 bash Fuzz/build.sh $$t $(FUZZ_RUN) -artifact_prefix=.build-fuzz/crashes/$$t-; \
	    continue; \
	  fi; \
	  $(SWIFT) build $(FUZZ_FLAGS) --product Fuzz$$t; \
	  ASAN_OPTIONS=detect_leaks=0 .build-fuzz/release/Fuzz$$t $(FUZZ_RUN) \
	    -artifact_prefix=.build-fuzz/crashes/$$t- .build-fuzz/corpus/$$t Fuzz/$$t/corpus; \
	done

format:
	swift-format format -i -r Sources Tests Package.swift

clean:
	rm -rf .build dist
