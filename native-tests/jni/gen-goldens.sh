#!/usr/bin/env bash
# gen-goldens.sh: the expected output of the JNI test programs, from HotSpot. Builds the test
# libraries (native-tests/jni/lib/<name>/*.c) against the JDK's own jni.h, compiles the programs
# and runs each program of programs.txt with java; writes expected/<Name>.out, .err and .status.
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
grep -v '^#' "$HERE/programs.txt" | while read -r name; do
  [ -n "$name" ] || continue
  status=0
  (cd "$WORK" && ulimit -c 0 && "$JAVA_HOME/bin/java" -Djava.library.path="$WORK/lib" -cp "$WORK/classes" "$name" \
    >"$HERE/expected/$name.out" 2>"$HERE/expected/$name.err" </dev/null) || status=$?
  echo "$status" >"$HERE/expected/$name.status"
  echo "gen-goldens: $name (exit $status)"
done
