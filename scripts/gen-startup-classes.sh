#!/usr/bin/env bash
# gen-startup-classes.sh: writes wasm-bridge/web/startup-classes.txt, the class library classes that the
# programs of wasm-bridge/web/startup/ load, in the order the VM loads them (union, first load wins).
# The browser's class library image puts these classes first (jlink --order-resources), so that the
# chunks fetched before a program starts hold what start-up reads (scripts/make-class-pack.mjs).
# Run it after changes to the VM's start-up; it needs the native build (make native).
#
#   scripts/gen-startup-classes.sh [path/to/vitrine]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
VM="${1:-$ROOT/build/native/vitrine}"
JAVA_HOME="${JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}"
OUT="$ROOT/wasm-bridge/web/startup-classes.txt"
# WebAssembly reads the image with pread (vm/jimage.c), so the class library's own image reader reads
# it through a FileChannel and loads those classes too: list what that mode loads.
export VITRINE_JIMAGE_NO_MMAP=1
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

"$JAVA_HOME/bin/javac" -d "$work" "$ROOT"/wasm-bridge/web/startup/*.java
classes() { sed -nE 's/.*\[class,load\] ([^ ]+) source: jrt:\/.*/\1/p' | tr . /; }
"$VM" -verbose:class -cp "$work" Hello a | classes | awk '!seen[$0]++' > "$work/hello"
{
  echo line | "$VM" -verbose:class -cp "$work" ReadInput
  echo line | "$VM" -verbose:class -cp "$work" ReadInput scanner
  "$VM" -verbose:class -cp "$work" Objects 2>/dev/null
} | classes | cat "$work/hello" - | awk '!seen[$0]++' > "$work/list"
{
  echo "# The class library classes that the programs of wasm-bridge/web/startup/ load, in load order."
  echo "# Made by scripts/gen-startup-classes.sh; read by jlink --order-resources (cmake/WasmWebImage.cmake)."
  head -n "$(wc -l < "$work/hello")" "$work/list"
  echo "# end of hello world's classes: the pack's first chunks hold the classes above"
  tail -n "+$(($(wc -l < "$work/hello") + 1))" "$work/list"
} > "$OUT"
echo "$(grep -vc '^#' "$OUT") classes -> ${OUT#"$ROOT/"}"
