# Vitrine's top-level commands. The real build is CMake (CMakePresets.json); this file only strings
# the presets together. Every target runs `setup` first (quick when everything is installed).
#
#   make demo    build everything, then serve the devtools panel (build/web-devtools) on 127.0.0.1 at a
#                free port, printing its URL, until interrupted
#   make panel   build the devtools panel only (web-devtools/ into build/web-devtools)
#   make hello   run tests/demo/Hello.java on HotSpot, native Vitrine and wasm
#   make check   build native, native-debug, wasm, wasi and the panel, then run ctest (both native builds),
#                the whole Java corpus on build/native-debug (AddressSanitizer, UBSan, LeakSanitizer: the
#                corpus launcher native-asan; about 2.5 minutes on 2 cores) and the JNI programs on it (40 s),
#                and the Node and browser tests (node-tests/)
#   make wasi    build/wasi/vitrine.wasm, the standalone WASI build (docs/WASI.md)
#   make native | debug | wasm | wasi | all | goldens | bench [BENCH=names] | bench-jvmti | bench-memory | bench-compile | bench-panel | apps
#   make check-jvmti-corpus   the whole Java corpus under the allcaps JVMTI agent (make check runs a subset)
#   make clean | distclean | setup

SHELL := /bin/bash
JOBS ?= 2
NODE ?= node
JAVA_HOME ?= /usr/lib/jvm/java-17-openjdk-amd64
JAVA ?= $(JAVA_HOME)/bin/java
JAVAC ?= $(JAVA_HOME)/bin/javac

# emcc's Node tools need Debian's acorn (Emscripten 3.1.6 on Debian).
export NODE_PATH := /usr/share/nodejs$(if $(NODE_PATH),:$(NODE_PATH))

# Environment of the Node tests: where the launchers are.
NODE_TEST_ENV = \
  VITRINE_SOURCE_DIR=$(CURDIR) \
  VITRINE_NATIVE=$(CURDIR)/build/native/vitrine \
  VITRINE_NATIVE_LIB=$(CURDIR)/build/native/libvitrine.so \
  VITRINE_NODE_LAUNCHER=$(CURDIR)/wasm-bridge/bin/vitrine.mjs \
  VITRINE_WASM_DIR=$(CURDIR)/build/wasm \
  VITRINE_WASI_DIR=$(CURDIR)/build/wasi

MAKEFLAGS += --no-print-directory

# Sub-builds run with -j$(JOBS) themselves; keep make's own steps in order.
.NOTPARALLEL:
.PHONY: all setup native debug wasm wasm-debug wasi check check-jvmti-corpus demo panel hello goldens bench bench-panel bench-jvmti bench-memory bench-compile apps fuzz clean distclean

all: native wasm

setup:
	@bash scripts/setup.sh

# Configure once (cmake re-configures by itself when CMakeLists or the source globs change). A configure
# that failed or was interrupted leaves a cache without a Makefile: configure that directory again.
define build_preset
	@if [ ! -f build/$(1)/Makefile ]; then cmake --preset $(1); fi
	cmake --build --preset $(1) -j $(JOBS)
endef

native: setup
	$(call build_preset,native)

debug: setup
	$(call build_preset,native-debug)

wasm: setup
	$(call build_preset,wasm)

wasm-debug: setup
	$(call build_preset,wasm-debug)

wasi: setup
	$(call build_preset,wasi)

check: setup native debug wasm wasi panel
	@status=0; \
	echo "== ctest: build/native"; \
	ctest --test-dir build/native --output-on-failure -j $(JOBS) || status=1; \
	echo "== ctest: build/native-debug (AddressSanitizer + UBSan)"; \
	ctest --test-dir build/native-debug --output-on-failure -j $(JOBS) || status=1; \
	echo "== the Java corpus on build/native-debug (AddressSanitizer + UBSan + LeakSanitizer)"; \
	VITRINE_LAUNCHERS=native-asan $(NODE_TEST_ENV) $(NODE) --test node-tests/corpus.test.mjs || status=1; \
	echo "== the JNI programs on build/native-debug (AddressSanitizer + UBSan + LeakSanitizer)"; \
	VITRINE_LAUNCHERS=native $(NODE_TEST_ENV) VITRINE_NATIVE=$(CURDIR)/build/native-debug/vitrine $(NODE) --test node-tests/jni.test.mjs || status=1; \
	echo "== node --test node-tests/"; \
	if [ -n "$$(find node-tests -type f \( -name '*.js' -o -name '*.mjs' -o -name '*.cjs' \) 2>/dev/null | head -n 1)" ]; then \
	  $(NODE_TEST_ENV) $(NODE) --test node-tests/ || status=1; \
	else \
	  echo "node-tests/: no test files yet"; \
	fi; \
	exit $$status

build/demo/Hello.class: tests/demo/Hello.java
	@mkdir -p build/demo
	$(JAVAC) -d build/demo $<

# The devtools panel: static files bundled by esbuild (web-devtools/build.mjs) with the VM's browser
# build (build/wasm/web) copied in.
panel: setup wasm
	$(NODE) web-devtools/build.mjs

demo: setup native wasm panel
	@echo "== the devtools panel (Ctrl+C stops the server)"
	@$(NODE) scripts/serve.mjs build/web-devtools

hello: setup native wasm build/demo/Hello.class
	@echo "== HotSpot: java -cp build/demo Hello"
	@$(JAVA) -cp build/demo Hello
	@echo "== native: build/native/vitrine -cp build/demo Hello"
	@build/native/vitrine -cp build/demo Hello
	@echo "== wasm: node wasm-bridge/bin/vitrine.mjs -cp build/demo Hello"
	@$(NODE) wasm-bridge/bin/vitrine.mjs -cp build/demo Hello

goldens: setup
	@if [ -f scripts/gen-goldens.sh ]; then bash scripts/gen-goldens.sh; \
	else echo "make goldens: scripts/gen-goldens.sh does not exist yet" >&2; exit 1; fi
	node scripts/gen-malformed-goldens.mjs

# The real applications of tests/apps alone (they are part of `make check` too).
apps: setup native wasm
	$(NODE_TEST_ENV) $(NODE) --test node-tests/apps.test.mjs

# The whole Java corpus under the allcaps agent (every capability; single step once the VM sends it):
# make check runs only a representative subset of node-tests/jvmti-corpus.test.mjs.
check-jvmti-corpus: setup native wasm
	VITRINE_JVMTI_CORPUS=all $(NODE_TEST_ENV) $(NODE) --test node-tests/jvmti-corpus.test.mjs

# `make bench BENCH="Monitors PingPong"` runs only the named benchmarks and only prints. A full run
# also measures compiling in the VM (bench/compile.mjs; `make bench-compile` alone).
bench: setup native wasm wasi
	@if [ -f bench/run.sh ]; then $(if $(BENCH),BENCH='$(BENCH)' )bash bench/run.sh; \
	else echo "make bench: bench/run.sh does not exist yet: no benchmarks to run"; fi
	$(if $(BENCH),,$(NODE_TEST_ENV) $(NODE) bench/compile.mjs)

# The compile server's first and warm compile times (wasm, native, HotSpot) into docs/PERFORMANCE.md.
bench-compile: setup native wasm
	$(NODE_TEST_ENV) $(NODE) bench/compile.mjs

# The devtools panel in headless Chromium (bench/panel.mjs): load, compile and run, step latency,
# frame rate while Java runs; prints a table for docs/PERFORMANCE.md.
bench-panel: setup wasm panel
	$(NODE) bench/panel.mjs

# The cost of a JVMTI agent (bench/run.sh --only jvmti): prints, docs/PERFORMANCE.md records it by hand.
bench-jvmti: setup native wasm
	bash bench/run.sh --only jvmti

# Memory against size (bench/run.sh --only memory): HashMapScale at 1, 2 and 4 million entries; prints,
# docs/PERFORMANCE.md records it by hand.
bench-memory: setup native wasm
	bash bench/run.sh --only memory

# libFuzzer targets (fuzz/, clang with AddressSanitizer and UBSan) run FUZZ_SECONDS each (default 60)
fuzz: setup
	$(call build_preset,fuzz)
	bash scripts/fuzz.sh

clean:
	rm -rf build/native build/native-debug build/wasm build/wasm-debug build/wasi build/demo build/web-devtools

# Also removes build/deps (zlib's sources: `make setup` fetches them again).
distclean:
	rm -rf build
