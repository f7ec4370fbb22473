#!/usr/bin/env bash
# Writes HotSpot 17's results for the math functions the VM implements itself (StrictMath's natives,
# Math's intrinsified sin, cos, tan, exp, log, log10, pow): "@Class.function" lines, each followed by
# "xbits [ybits] resultbits" lines.
#   scripts/gen-math-data.sh            -> native-tests/data/math/hotspot.txt (the unit test's table)
#   scripts/gen-math-data.sh N SEED OUT -> a larger table, e.g. for measuring agreement:
#   scripts/gen-math-data.sh 20000 1 /tmp/hotspot-big.txt && build/native/native-tests/test_math /tmp/hotspot-big.txt
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
java_home="${JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}"
n="${1:-40}"
seed="${2:-17}"
out="${3:-$root/native-tests/data/math/hotspot.txt}"
classes="$(mktemp -d)"
trap 'rm -rf "$classes"' EXIT
"$java_home/bin/javac" -d "$classes" "$root/scripts/math/MathBits.java"
mkdir -p "$(dirname "$out")"
# -Xint: the interpreter's results, which are also what compiled code returns (checked: identical)
"$java_home/bin/java" -Xint -cp "$classes" MathBits "$n" "$seed" > "$out"
echo "wrote $(wc -l < "$out") lines to $out"
