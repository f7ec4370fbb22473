#!/usr/bin/env bash
# Generate the HotSpot golden of the thread stress test (tests/stress/ThreadStress.java), in the
# corpus's format: tests/stress/expected/ThreadStress.out / .err / .exit.
#
#   tests/stress/gen-golden.sh [--check]
#
# Run as scripts/gen-goldens.sh runs a corpus program: plain javac, `java -Xint`, a fresh scratch
# directory, a clean environment, the arguments of the first line of ThreadStress.args. --check
# compares a new run with the committed golden instead of writing it.
# JDK: $JAVA_HOME if set, else /usr/lib/jvm/java-17-openjdk-amd64.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$HERE/../.." && pwd)"
JAVA_HOME="${JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}"
CLASSES="$ROOT/build/tests/stress/hotspot-classes"
TIMEOUT_SECONDS=120

check=0
case "${1:-}" in
    --check) check=1 ;;
    "") ;;
    *) echo "gen-golden: usage: $0 [--check]" >&2; exit 2 ;;
esac

rm -rf "$CLASSES" && mkdir -p "$CLASSES"
"$JAVA_HOME/bin/javac" -encoding UTF-8 -d "$CLASSES" "$HERE/ThreadStress.java"
read -r -a args < "$HERE/ThreadStress.args"

if ((check)); then out="$(mktemp -d)"; trap 'rm -rf "$out"' EXIT; else out="$HERE/expected"; mkdir -p "$out"; fi
scratch="$(mktemp -d)"
status=0
(cd "$scratch" && exec env -i PATH=/usr/local/bin:/usr/bin:/bin HOME="$scratch" LANG=C.UTF-8 LC_ALL=C.UTF-8 TZ=UTC \
    timeout -k 5 "$TIMEOUT_SECONDS" "$JAVA_HOME/bin/java" -Xint -cp "$CLASSES" ThreadStress "${args[@]}") \
    </dev/null >"$out/ThreadStress.out" 2>"$out/ThreadStress.err" || status=$?
rm -rf "$scratch"
echo "$status" >"$out/ThreadStress.exit"
if ((status == 124 || status == 137)); then echo "gen-golden: HotSpot timed out after ${TIMEOUT_SECONDS}s" >&2; exit 1; fi
if ((status != 0)); then echo "gen-golden: HotSpot exited with $status:" >&2; cat "$out/ThreadStress.out" >&2; exit 1; fi
if ((check)); then
    for ext in out err exit; do
        cmp -s "$out/ThreadStress.$ext" "$HERE/expected/ThreadStress.$ext" ||
            { echo "gen-golden --check: ThreadStress.$ext differs" >&2; diff -u "$HERE/expected/ThreadStress.$ext" "$out/ThreadStress.$ext" >&2; exit 1; }
    done
    echo "gen-golden --check: the golden is up to date"
else
    echo "gen-golden: wrote tests/stress/expected/ThreadStress.{out,err,exit}"
fi
