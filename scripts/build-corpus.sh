#!/usr/bin/env bash
# Compile the Java test corpus (tests/java/src/*.java) with the JDK's javac.
#
#   scripts/build-corpus.sh [--force]
#
# Output:
#   build/tests/java/classes/          all programs, compiled together (so class names must be
#                                      unique across the corpus: javac reports duplicates)
#                                      (tests/java/src/<Name>.recompile/*.java compiled
#                                      afterwards over them: see "Separate compilation")
#   build/tests/java/jars/<Name>.jar   for each tests/java/src/<Name>.jarmode marker: a jar with
#                                      Main-Class: <Name>, holding only that program's classes
#                                      (and resources)
#
# Resources: every file tests/java/resources/<Name>/<path> (for a program tests/java/src/<Name>.java)
# is copied to build/tests/java/classes/<path>, i.e. onto the class path, and into <Name>.jar in
# jar mode. Typical use: META-INF/services/<Name>$Service naming providers for ServiceLoader.
# Since all programs share one class path, a <path> may be provided by only one program (checked);
# name resources after the program (a service interface nested in <Name> does that by itself).
#
# Flags: -encoding UTF-8 only; otherwise javac's defaults: -g:source,lines (no
# LocalVariableTable, so helpful NullPointerException messages name locals "<local4>") and
# string concatenation through invokedynamic (StringConcatFactory), as plain `javac` compiles it.
#
# The build is skipped when nothing under tests/java/src or tests/java/resources (nor this
# script) changed since the last successful build (a fingerprint of names, sizes and mtimes in
# build/tests/java/.stamp).
#
# JDK: $JAVA_HOME if set, else /usr/lib/jvm/java-17-openjdk-amd64.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
JAVA_HOME="${JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}"
JAVAC="$JAVA_HOME/bin/javac"
JAR="$JAVA_HOME/bin/jar"
SRC="$ROOT/tests/java/src"
RESOURCES="$ROOT/tests/java/resources"
OUT="$ROOT/build/tests/java"
CLASSES="$OUT/classes"
JARS="$OUT/jars"
STAMP="$OUT/.stamp"
JAVAC_FLAGS=(-encoding UTF-8 -nowarn -Xlint:none -Xmaxerrs 20)

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
        if [[ -d "$RESOURCES" ]]; then (cd "$RESOURCES" && find . -type f -printf '%P %s %T@\n' | LC_ALL=C sort); fi
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

# Separate compilation: tests/java/src/<Name>.recompile/*.java are compiled after the corpus, against
# it, into the same directory: they replace classes the program was compiled against (a library changed
# after its client), so the program meets linkage errors as it would after a partial rebuild.
for dir in "$SRC"/*.recompile/; do
    name="$(basename "$dir" .recompile)"
    if [[ ! -f "$SRC/$name.java" ]]; then
        echo "build-corpus: tests/java/src/$name.recompile has no program tests/java/src/$name.java" >&2
        exit 1
    fi
    if ! "$JAVAC" "${JAVAC_FLAGS[@]}" -cp "$NEW_CLASSES" -d "$NEW_CLASSES" "$dir"*.java 2>&1 | { grep -v '^Note: ' || true; }; then
        echo "build-corpus: javac failed for $name.recompile" >&2
        exit 1
    fi
done

# Resources of each program onto the shared class path (no two programs may provide the same path).
declare -A resource_owner=()
copy_resources() { # name destination-dir
    local name="$1" dest="$2" rel
    [[ -d "$RESOURCES/$name" ]] || return 0
    while IFS= read -r -d '' rel; do
        mkdir -p "$dest/$(dirname "$rel")"
        cp "$RESOURCES/$name/$rel" "$dest/$rel"
    done < <(cd "$RESOURCES/$name" && find . -type f -printf '%P\0' | LC_ALL=C sort -z)
}
if [[ -d "$RESOURCES" ]]; then
    for dir in "$RESOURCES"/*/; do
        name="$(basename "$dir")"
        if [[ ! -f "$SRC/$name.java" ]]; then
            echo "build-corpus: tests/java/resources/$name has no program tests/java/src/$name.java" >&2
            exit 1
        fi
        while IFS= read -r -d '' rel; do
            if [[ -n "${resource_owner[$rel]:-}" ]]; then
                echo "build-corpus: resource $rel is provided by both ${resource_owner[$rel]} and $name" >&2
                exit 1
            fi
            if [[ -e "$NEW_CLASSES/$rel" ]]; then
                echo "build-corpus: resource $rel of $name collides with a compiled class" >&2
                exit 1
            fi
            resource_owner[$rel]="$name"
        done < <(cd "$dir" && find . -type f -printf '%P\0')
        copy_resources "$name" "$NEW_CLASSES"
    done
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
    copy_resources "$name" "$dir"
    "$JAR" --create --file "$NEW_JARS/$name.jar" --main-class "$name" -C "$dir" .
    echo "build-corpus: jar ${JARS#"$ROOT"/}/$name.jar"
done

rm -rf "$CLASSES" "$JARS" "$STAMP"
mv "$NEW_CLASSES" "$CLASSES"
mv "$NEW_JARS" "$JARS"
echo "$fp" > "$STAMP"
echo "build-corpus: done"
