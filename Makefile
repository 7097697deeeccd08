# dubeol — the two commands are `make run` and `make test`; see README.md.
SHELL := /bin/bash
export PATH := /opt/swift/usr/bin:$(PATH)

SWIFT ?= swift
# Debian packages each goal needs. The app itself needs ncursesw, sqlite3, libpng and libjpeg-turbo
# (profile pictures), expat (loaded when a keyboard file is read) and libhangul-data (the
# keyboards it types and the 한자 and 기호 tables, read as data: no libhangul code is linked into
# dubeol) and libvterm (the screen of the program `dubeol
# type` hosts; the package then depends on libvterm0); libhangul is
# the test oracle and the benchmark's reference, and PostgreSQL 15 (with pg_trgm) is the server the
# PostgreSQL store is tested and measured against (tests start their own in a temporary folder),
# so only `make test` and `make bench` install them; uim-fep with uim-byeoru is the front-end
# processor `dubeol type` is measured against.
APP_PKGS   := libncursesw5-dev libsqlite3-dev libpng-dev libjpeg62-turbo-dev pkg-config libhangul-data libvterm-dev libexpat1
# The package: strip (binutils), dpkg-shlibdeps (dpkg-dev), gzip for the man page, and the
# archive of libstdc++ the static binary links.
DEB_PKGS   := $(APP_PKGS) binutils dpkg-dev gzip libstdc++-12-dev
# The tests also install the package they build and read its man page (man-db), put
# nginx in front of two servers (docs/nginx.conf), and log in to `dubeol serve --ssh` with
# OpenSSH's client (openssh-client: ssh, ssh-keygen).
TEST_PKGS  := $(DEB_PKGS) libhangul-dev tmux procps postgresql man-db nginx python3-venv openssh-client
BENCH_PKGS := $(APP_PKGS) libhangul-dev wrk curl procps gcc vim python3 postgresql uim-fep uim-byeoru
BIN_DEBUG   = .build/debug/dubeol
BIN_RELEASE = .build/release/dubeol
DUBEOL_ARGS ?=

.PHONY: run test schemathesis bench docs fuzz build release deb install deps-app deps-deb deps-test deps-bench toolchain format clean help

help:
	@echo "make run      build and open dubeol on its embedded review server"
	@echo "make test     build and run every test"
	@echo "make bench    release build, then the benchmarks (engine, terminal, server)"
	@echo "make build    debug build of the dubeol binary"
	@echo "make release  release build, installed into ./dist"
	@echo "make deb      Debian package dist/dubeol_VERSION_amd64.deb (static release build)"
	@echo "make install  the package's files without a package (PREFIX=/usr/local, DESTDIR=)"
	@echo "make fuzz     libFuzzer on each target in Fuzz/ (FUZZ_SECONDS=60 each, FUZZ_TARGETS=…)"
	@echo "make docs     write the generated reference in docs/ (keys, settings, bench table)"
	@echo "make format   swift-format the sources in place"

# Explicit rules (a pattern rule never runs for a .PHONY target): each installs what is
# missing and says so, or names the packages when not run as root.
toolchain:
	@command -v $(SWIFT) >/dev/null || { echo "Swift 6 toolchain not found (expected at /opt/swift)."; exit 1; }
deps-app: toolchain
	@bash scripts/install-deps.sh $(APP_PKGS)
deps-deb: toolchain
	@bash scripts/install-deps.sh $(DEB_PKGS)
deps-test: toolchain
	@bash scripts/install-deps.sh $(TEST_PKGS)
deps-bench: toolchain
	@bash scripts/install-deps.sh $(BENCH_PKGS)

build: deps-app
	$(SWIFT) build --product dubeol

run: build
	$(BIN_DEBUG) $(DUBEOL_ARGS)

# A full run takes about a minute. (A run that once in many stopped answering was a test's
# PostgreSQL inheriting a pipe the tests read to its end: the tests' children now inherit
# nothing but stdin, stdout and stderr, and no watchdog is needed.)
# The package test installs a package whose binary is the debug build's objects linked
# statically (scripts/link-static.sh, seconds): a second, release build would double what CI
# spends building. `make deb` is the release package.
TEST_DEB_DIR = .build/deb-test
test: deps-test
	$(SWIFT) build --build-tests
	$(SWIFT) build --product generate-manual
	rm -rf $(TEST_DEB_DIR)
	bash scripts/link-static.sh .build/debug $(TEST_DEB_DIR)/dubeol
	DEB_COMPRESSION=none bash scripts/deb.sh $(TEST_DEB_DIR)/dubeol $(GENERATE_MANUAL) $(TEST_DEB_DIR) >/dev/null
	set -o pipefail; DUBEOL_BIN=$(CURDIR)/$(BIN_DEBUG) DUBEOL_DEB=$$(ls $(CURDIR)/$(TEST_DEB_DIR)/*.deb) \
	  $(SWIFT) test --skip-build --xunit-output .build/tests.xml 2>&1 | tee .build/test.log \
	  || { bash scripts/test-failures.sh .build/test.log .build/tests-swift-testing.xml; exit 1; }
	$(MAKE) --no-print-directory schemathesis

# The server against its own OpenAPI document (schemathesis from PyPI, pinned, in
# .build-schemathesis), on SQLite and on PostgreSQL; a few minutes. Part of `make test`.
ST_MAX_EXAMPLES ?= 40
schemathesis: deps-test
	ST_MAX_EXAMPLES=$(ST_MAX_EXAMPLES) bash scripts/schemathesis.sh $(CURDIR)/$(BIN_DEBUG)

# The package: the release build with the Swift runtime and Foundation linked in, stripped;
# its man page comes from the binary through swift-argument-parser's generate-manual. It is
# built in a folder of its own: objects compiled for the static runtime break a later dynamic
# link in the same folder (make bench's).
DEB_SCRATCH = .build-deb
BIN_DEB = $(DEB_SCRATCH)/release/dubeol
GENERATE_MANUAL = .build/debug/generate-manual
MAX_INSTALLED_KIB = 102400
PREFIX ?= /usr/local
DESTDIR ?=
# --no-export-dynamic: SwiftPM exports every symbol of an executable (58,000 here), and the Swift
# runtime's start-up dladdr walks them all; the package's binary starts 1.5 ms sooner without.
# libstdc++ and libgcc are linked from their archives (Package.swift passes the folder of
# scripts/static-cxx-dir.sh, named in DUBEOL_STATIC_CXX_DIR, to the linker): the C++ runtime is
# the compiler's, as the Swift runtime linked with it is, while the C libraries stay shared so
# that Debian's security updates reach them.
# -disable-concrete-type-metadata-mangled-name-accessors: generic types are instantiated by their
# metadata accessors, not from mangled names, whose generic requirements (`Key: Hashable`) the
# runtime checks by scanning the binary's 150,000 conformance records, once per new pair; the
# first frame came 2–3 ms sooner (16.0–17.5 ms against 18.3–19.9 ms in two interleaved pairs).
STATIC_CXX_DIR = $(CURDIR)/$(DEB_SCRATCH)/static-cxx
static-release: deps-deb
	bash scripts/static-cxx-dir.sh $(STATIC_CXX_DIR)
	DUBEOL_STATIC_CXX_DIR=$(STATIC_CXX_DIR) $(SWIFT) build --scratch-path $(DEB_SCRATCH) -c release \
	  --product dubeol --static-swift-stdlib -Xlinker --no-export-dynamic \
	  -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
	$(SWIFT) build --product generate-manual

deb: static-release
	@deb=$$(bash scripts/deb.sh $(BIN_DEB) $(GENERATE_MANUAL) dist) && \
	size=$$(dpkg-deb -f $$deb Installed-Size) && \
	echo "$$deb: installed size $$size KiB (at most $(MAX_INSTALLED_KIB))" && \
	[ $$size -le $(MAX_INSTALLED_KIB) ]

install: static-release
	bash scripts/install-tree.sh $(BIN_DEB) $(GENERATE_MANUAL) "$(DESTDIR)" $(PREFIX)

release: deps-app
	$(SWIFT) build -c release --product dubeol
	mkdir -p dist
	cp $(BIN_RELEASE) dist/
	cp -R .build/release/*.resources dist/ 2>/dev/null || true
	@echo "Installed into ./dist (needs the Swift runtime of /opt/swift; make deb makes a package that does not)."

# Start-up (and the one-word 한자 look-up, a start), keystroke latency and `dubeol type` are timed
# on the package's static binary (what `make deb` installs and users run); everything else on the
# release build.
# What they print is kept in .build/bench.log; its BENCH lines become bench/results.tsv and the
# table of docs/performance.md (bench/report.py).
BENCH_LOG = .build/bench.log
bench: deps-bench static-release
	$(SWIFT) build -c release
	: > $(BENCH_LOG)
	set -o pipefail; DUBEOL_BIN=$(CURDIR)/$(BIN_RELEASE) DUBEOL_START_BIN=$(CURDIR)/$(BIN_DEB) .build/release/dubeol-bench | tee -a $(BENCH_LOG)
	set -o pipefail; DUBEOL_BIN=$(CURDIR)/$(BIN_RELEASE) bash bench/convert.sh | tee -a $(BENCH_LOG)
	set -o pipefail; DUBEOL_BIN=$(CURDIR)/$(BIN_DEB) bash bench/startup.sh | tee -a $(BENCH_LOG)
	set -o pipefail; DUBEOL_BIN=$(CURDIR)/$(BIN_RELEASE) DUBEOL_START_BIN=$(CURDIR)/$(BIN_DEB) bash bench/hanja.sh | tee -a $(BENCH_LOG)
	set -o pipefail; DUBEOL_BIN=$(CURDIR)/$(BIN_RELEASE) bash bench/server.sh | tee -a $(BENCH_LOG)
	set -o pipefail; DUBEOL_BIN=$(CURDIR)/$(BIN_RELEASE) bash bench/list.sh | tee -a $(BENCH_LOG)
	python3 bench/report.py --collect $(BENCH_LOG)
	python3 bench/report.py --write

# The reference the code writes (docs/keys.md, docs/config.md's settings, docs/performance.md's
# table); tests fail when a committed copy is stale.
docs: build
	bash scripts/generate-docs.sh $(CURDIR)/$(BIN_DEBUG)

# Each Fuzz/<Target> folder is a libFuzzer target. Most are SwiftPM executables built with
# -DFUZZING in their own scratch path; one with a sources.txt is compiled from the pure files it
# lists by Fuzz/build.sh (the server's checks, without building Hummingbird sanitized). New
# inputs go to .build-fuzz/corpus, crashes to .build-fuzz/crashes; copy a crash into
# Fuzz/<Target>/corpus once fixed: `make test` replays every corpus file.
FUZZ_TARGETS ?= InputDecoder WireJSON Config KeyboardFile KeyboardCache ServerRequest HanjaTable
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
	rm -rf .build $(DEB_SCRATCH) dist
