#!/usr/bin/env bash
# Compile the Java test corpus (tests/java/src/*.java) with the JDK's javac.
#
#   scripts/build-corpus.sh [--force]
#
# Output:
#   build/tests/java/classes/          all programs, compiled together (so class names must be
#                                      unique across the corpus: javac reports duplicates)
#   build/tests/java/jars/<Name>.jar   for each tests/java/src/<Name>.jarmode marker: a jar with
#                                      Main-Class: <Name>, holding only that program's classes
#
# Flags: -XDstringConcat=inline (string concatenation through StringBuilder instead of
# invokedynamic) and -encoding UTF-8; otherwise javac's defaults (-g:source,lines, no
# LocalVariableTable, so helpful NullPointerException messages name locals "<local4>").
#
# The build is skipped when nothing under tests/java/src (nor this script) changed since the
# last successful build (a fingerprint of names, sizes and mtimes in build/tests/java/.stamp).
#
# JDK: $JAVA_HOME if set, else /usr/lib/jvm/java-17-openjdk-amd64.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
JAVA_HOME="${JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}"
JAVAC="$JAVA_HOME/bin/javac"
JAR="$JAVA_HOME/bin/jar"
SRC="$ROOT/tests/java/src"
OUT="$ROOT/build/tests/java"
CLASSES="$OUT/classes"
JARS="$OUT/jars"
STAMP="$OUT/.stamp"
JAVAC_FLAGS=(-XDstringConcat=inline -encoding UTF-8 -nowarn -Xlint:none -Xmaxerrs 20)

force=0
[[ "${1:-}" == "--force" ]] && force=1

for tool in "$JAVAC" "$JAR"; do
    if [[ ! -x "$tool" ]]; then
        echo "build-corpus: $tool not found (set JAVA_HOME to a JDK 17)" >&2
        exit 2
    fi
done

fingerprint() {
    {
        (cd "$SRC" && find . -type f -printf '%P %s %T@\n' | LC_ALL=C sort)
        sha256sum "${BASH_SOURCE[0]}" | cut -d' ' -f1
        "$JAVAC" -version 2>&1
    } | sha256sum | cut -d' ' -f1
}

# Serialise concurrent builds (node --test runs test files in parallel processes): the second
# caller waits, then finds the build up to date instead of deleting classes in use.
mkdir -p "$OUT"
exec 9> "$OUT/.lock"
flock 9

fp="$(fingerprint)"
if [[ $force -eq 0 && -f "$STAMP" && "$(cat "$STAMP")" == "$fp" && -d "$CLASSES" ]]; then
    echo "build-corpus: up to date ($CLASSES)"
    exit 0
fi

# Build into fresh directories and swap them in only when everything compiled, so that a javac
# error leaves the previous (complete) build in place.
NEW_CLASSES="$OUT/classes.new"
NEW_JARS="$OUT/jars.new"
JARCLASSES="$OUT/jarclasses"
rm -rf "$NEW_CLASSES" "$NEW_JARS" "$JARCLASSES"
trap 'rm -rf "$NEW_CLASSES" "$NEW_JARS"' EXIT
mkdir -p "$NEW_CLASSES" "$NEW_JARS"

shopt -s nullglob
sources=("$SRC"/*.java)
if [[ ${#sources[@]} -eq 0 ]]; then
    echo "build-corpus: no sources in $SRC" >&2
    exit 2
fi

echo "build-corpus: compiling ${#sources[@]} programs into ${CLASSES#"$ROOT"/}"
if ! "$JAVAC" "${JAVAC_FLAGS[@]}" -d "$NEW_CLASSES" "${sources[@]}" 2>&1 | { grep -v '^Note: ' || true; }; then
    echo "build-corpus: javac failed (the previous build, if any, is unchanged)" >&2
    exit 1
fi

for marker in "$SRC"/*.jarmode; do
    name="$(basename "$marker" .jarmode)"
    if [[ ! -f "$SRC/$name.java" ]]; then
        echo "build-corpus: $marker has no $name.java" >&2
        exit 1
    fi
    dir="$JARCLASSES/$name"
    mkdir -p "$dir"
    if ! "$JAVAC" "${JAVAC_FLAGS[@]}" -d "$dir" "$SRC/$name.java" 2>&1 | { grep -v '^Note: ' || true; }; then
        echo "build-corpus: javac failed for $name" >&2
        exit 1
    fi
    "$JAR" --create --file "$NEW_JARS/$name.jar" --main-class "$name" -C "$dir" .
    echo "build-corpus: jar ${JARS#"$ROOT"/}/$name.jar"
done

rm -rf "$CLASSES" "$JARS" "$STAMP"
mv "$NEW_CLASSES" "$CLASSES"
mv "$NEW_JARS" "$JARS"
echo "$fp" > "$STAMP"
echo "build-corpus: done"
