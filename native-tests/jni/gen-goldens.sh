#!/usr/bin/env bash
# gen-goldens.sh: the expected output of the JNI test programs, from HotSpot. Builds the test
# libraries (native-tests/jni/lib/<name>/*.c) against the JDK's own jni.h, compiles the programs
# and runs each program of programs.txt with java; writes expected/<Name>.out, .err and .status.
# A line of programs.txt is `[VM options] MainClass [arguments]`; its expected files are named after
# the class and the arguments joined with '-' (JniCheck-critical.out). Addresses (0x and 16 hex
# digits) are written as 0x<address>; the tests normalise the VM's output the same way.
#
#   native-tests/jni/gen-goldens.sh            (JAVA_HOME defaults to Debian's OpenJDK 17)
set -euo pipefail
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
JAVA_HOME="${JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}"
CC="${CC:-gcc}"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

mkdir -p "$WORK/lib" "$WORK/classes"
for dir in "$HERE"/lib/*/; do
  name="$(basename "$dir")"
  "$CC" -std=c11 -Wall -Wextra -Werror -shared -fPIC -I"$JAVA_HOME/include" -I"$JAVA_HOME/include/linux" \
    -o "$WORK/lib/lib$name.so" "$dir"*.c
done
"$JAVA_HOME/bin/javac" -XDstringConcat=inline -encoding UTF-8 -d "$WORK/classes" "$HERE"/java/*.java

mkdir -p "$HERE/expected"
normalise() { sed -E 's/0x[0-9a-f]{16}/0x<address>/g'; }
grep -v '^#' "$HERE/programs.txt" | while read -r line; do
  [ -n "$line" ] || continue
  read -ra words <<<"$line"
  opts=() main=() name=""
  for w in "${words[@]}"; do
    if [ ${#main[@]} -eq 0 ] && [ "${w#-}" != "$w" ]; then opts+=("$w"); else main+=("$w"); fi
  done
  name="$(IFS=-; echo "${main[*]}")"
  status=0
  (cd "$WORK" && ulimit -c 0 && "$JAVA_HOME/bin/java" "${opts[@]}" -Djava.library.path="$WORK/lib" -cp "$WORK/classes" \
    "${main[@]}" >"$WORK/out" 2>"$WORK/err" </dev/null) || status=$?
  normalise <"$WORK/out" >"$HERE/expected/$name.out"
  normalise <"$WORK/err" >"$HERE/expected/$name.err"
  echo "$status" >"$HERE/expected/$name.status"
  echo "gen-goldens: $name (exit $status)"
done
