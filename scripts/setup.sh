#!/usr/bin/env bash
# setup.sh: install what Vitrine's build and tests need on Debian 12, and fetch zlib's C sources for
# the WebAssembly build into build/deps/zlib. Idempotent, and quick (no apt-get) when all is there.
#
#   scripts/setup.sh            (make setup runs it; every make target runs make setup first)
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DEPS="$ROOT/build/deps"
export DEBIAN_FRONTEND=noninteractive

# Debian packages. emscripten brings clang-14, lld-14, binaryen and Node.js (the WASI build uses the
# same clang and lld).
PACKAGES=(
  build-essential cmake pkg-config
  emscripten nodejs npm
  wasi-libc libclang-rt-14-dev-wasm32   # the WASI build (make wasi): wasi-libc and clang's wasm32 builtins
  clang-14 libclang-rt-14-dev           # make fuzz: libFuzzer and the sanitizers' runtimes for clang
  libcmocka-dev zlib1g-dev
  libffi-dev          # the JNI call bridge (native builds)
  openjdk-17-jdk-headless
  dpkg-dev            # dpkg-source, for zlib's source package
  junit5 junit4       # the JUnit Platform and its engines, for Java test runs (wasm-bridge/bin/vitrine-test.mjs)
  # the real applications of tests/apps (node-tests/apps.test.mjs)
  rhino javacc ant bsh libjackson2-databind-java libguava-java libcommons-collections4-java
  libcommons-lang3-java
  chromium            # the browser tests (node-tests/browser*.test.mjs, web-devtools/tests), driven by playwright-core
)

SUDO=()
if [ "$(id -u)" -ne 0 ]; then
  SUDO=(sudo)
fi

log() { printf 'setup: %s\n' "$*"; }

is_installed() {
  [ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null)" = "install ok installed" ]
}

APT_UPDATED=0
apt_update() {
  if [ "$APT_UPDATED" -eq 0 ]; then
    log "apt-get update"
    "${SUDO[@]}" apt-get update -qq
    APT_UPDATED=1
  fi
}

# --- packages --------------------------------------------------------------------------------------
missing=()
for pkg in "${PACKAGES[@]}"; do
  case "$pkg" in
    # A Node.js from another source (e.g. NodeSource) bundles npm and conflicts with Debian's npm:
    # any working node/npm will do.
    nodejs) command -v node >/dev/null 2>&1 && continue ;;
    npm)    command -v npm >/dev/null 2>&1 && continue ;;
  esac
  is_installed "$pkg" || missing+=("$pkg")
done
if [ "${#missing[@]}" -gt 0 ]; then
  apt_update
  log "installing ${missing[*]}"
  "${SUDO[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# --- zlib's C sources, for the wasm build (Emscripten's zlib port needs the network) ---------------
ZLIB_DIR="$DEPS/zlib"
if [ ! -f "$ZLIB_DIR/zlib.h" ] || [ ! -f "$ZLIB_DIR/zconf.h" ]; then
  # apt-get source needs a deb-src entry. Mirror the deb entries of the system's sources.
  has_deb_src() {
    grep -qsE '^[[:space:]]*Types:.*deb-src' /etc/apt/sources.list.d/*.sources 2>/dev/null ||
      grep -qsE '^[[:space:]]*deb-src[[:space:]]' /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null
  }
  if ! has_deb_src; then
    if [ -f /etc/apt/sources.list.d/debian.sources ]; then
      log "adding deb-src entries: /etc/apt/sources.list.d/debian-src.sources"
      sed -E 's/^([[:space:]]*Types:).*/\1 deb-src/' /etc/apt/sources.list.d/debian.sources |
        "${SUDO[@]}" tee /etc/apt/sources.list.d/debian-src.sources >/dev/null
    elif [ -f /etc/apt/sources.list ] && grep -qE '^[[:space:]]*deb[[:space:]]' /etc/apt/sources.list; then
      log "adding deb-src entries: /etc/apt/sources.list.d/debian-src.list"
      sed -nE 's/^[[:space:]]*deb([[:space:]])/deb-src\1/p' /etc/apt/sources.list |
        "${SUDO[@]}" tee /etc/apt/sources.list.d/debian-src.list >/dev/null
    else
      echo "setup: no Debian apt sources found to derive a deb-src entry from" >&2
      exit 1
    fi
    APT_UPDATED=0   # the new entries need their indexes
    apt_update
  elif [ -z "$(apt-cache showsrc zlib 2>/dev/null | head -n 1)" ]; then
    APT_UPDATED=0
    apt_update
  fi

  log "fetching Debian's zlib source package into $ZLIB_DIR"
  mkdir -p "$DEPS"
  work="$(mktemp -d "$DEPS/zlib-src.XXXXXX")"
  trap 'rm -rf "$work"' EXIT
  # Files fetched as root cannot be written by the _apt sandbox user: let _apt write there.
  chmod 0777 "$work"
  (cd "$work" && apt-get source --download-only -qq zlib)
  dsc="$(ls "$work"/zlib_*.dsc | head -n 1)"
  dpkg-source --no-check -x "$dsc" "$work/zlib" >/dev/null
  rm -rf "$ZLIB_DIR"
  mv "$work/zlib" "$ZLIB_DIR"
  rm -rf "$work"
  trap - EXIT
  log "zlib $(sed -nE 's/^#define ZLIB_VERSION "([^"]*)".*/\1/p' "$ZLIB_DIR/zlib.h") in $ZLIB_DIR"
fi

# --- npm packages, pinned by their lockfiles ------------------------------------------------------
# wasm-bridge/: TypeScript checks the bridge's declarations (node-tests/bridge-types.test.mjs).
# The repository's root: esbuild and CodeMirror for the devtools panel, playwright-core for the
# browser tests. `npm ci` runs only when a lockfile is newer than the last install, so the build then
# works offline.
for dir in "$ROOT" "$ROOT/wasm-bridge"; do
  if [ ! -f "$dir/node_modules/.package-lock.json" ] || [ "$dir/package-lock.json" -nt "$dir/node_modules/.package-lock.json" ]; then
    log "npm ci in $dir"
    (cd "$dir" && npm ci --no-audit --no-fund --loglevel=error)
  fi
done

log "ready"
