#!/usr/bin/env bash
# Generate the expected output ("goldens") of the Java test corpus by running every program on
# HotSpot, the reference JVM.
#
#   scripts/gen-goldens.sh [--check] [Name...]
#
# For each tests/java/src/<Name>.java (or only the given names) writes
#   tests/java/expected/<Name>.out    stdout, byte for byte
#   tests/java/expected/<Name>.err    stderr, byte for byte
#   tests/java/expected/<Name>.exit   exit status, one line
# and, when regenerating everything, tests/java/expected/jdk-version.txt (the JDK the goldens
# came from: stack traces through JDK code carry the JDK's line numbers, so goldens must be
# regenerated when the JDK is updated) and drops goldens of programs that no longer exist.
#
# --check  runs the programs again into a scratch directory and diffs against the committed
#          goldens without touching them (use it to verify that the corpus is deterministic).
#
# The programs are compiled first by scripts/build-corpus.sh (plain javac -encoding UTF-8, so string
# concatenation, lambdas and records use invokedynamic; tests/java/resources/<Name>/ is copied
# onto the class path).
#
# How a program is run (node-tests/corpus.test.mjs runs the Vitrine launchers the same way):
#   cwd      a fresh empty scratch directory, removed afterwards
#   env      only PATH, HOME (= the scratch directory), LANG=C.UTF-8, LC_ALL=C.UTF-8, TZ=UTC
#            (no JAVA_TOOL_OPTIONS / JDK_JAVA_OPTIONS, which would make java print a banner)
#   stdin    tests/java/src/<Name>.stdin if present, else empty
#   command  java $HOTSPOT_FLAGS [<Name>.jvmargs] -cp <abs>/build/tests/java/classes <Name> [<Name>.args]
#            or, with a <Name>.jarmode marker:
#            java $HOTSPOT_FLAGS [<Name>.jvmargs] -jar <abs>/build/tests/java/jars/<Name>.jar [<Name>.args]
#   .args / .jvmargs: the first line, split on spaces.
#
# HOTSPOT_FLAGS is -Xint: the interpreter never omits stack traces of hot implicit exceptions
# (-XX:+OmitStackTraceInFastThrow in compiled code) and is the closest reference for an
# interpreter. The node runner uses the same flags for its "hotspot" launcher.
#
# JDK: $JAVA_HOME if set, else /usr/lib/jvm/java-17-openjdk-amd64. JOBS=N sets parallelism.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export JAVA_HOME="${JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}"
JAVA="$JAVA_HOME/bin/java"
SRC="$ROOT/tests/java/src"
EXPECTED="$ROOT/tests/java/expected"
CLASSES="$ROOT/build/tests/java/classes"
JARS="$ROOT/build/tests/java/jars"
HOTSPOT_FLAGS=(-Xint)
TIMEOUT_SECONDS=60
JOBS="${JOBS:-$(nproc 2>/dev/null || echo 2)}"

check=0
names=()
for a in "$@"; do
    case "$a" in
        --check) check=1 ;;
        -h|--help) sed -n '2,/^set -euo/p' "${BASH_SOURCE[0]}" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        -*) echo "gen-goldens: unknown option $a" >&2; exit 2 ;;
        *) names+=("${a%.java}") ;;
    esac
done

"$ROOT/scripts/build-corpus.sh"

all=0
if [[ ${#names[@]} -eq 0 ]]; then
    all=1
    for f in "$SRC"/*.java; do names+=("$(basename "$f" .java)"); done
fi
for n in "${names[@]}"; do
    [[ -f "$SRC/$n.java" ]] || { echo "gen-goldens: no such program: $n" >&2; exit 2; }
done

if [[ $check -eq 1 ]]; then
    OUTDIR="$(mktemp -d)"
    trap 'rm -rf "$OUTDIR"' EXIT
else
    OUTDIR="$EXPECTED"
    mkdir -p "$OUTDIR"
fi

first_line_words() { # file -> words of its first line, one per line
    local line=""
    if [[ -f "$1" ]]; then IFS= read -r line < "$1" || true; fi
    local -a w
    read -r -a w <<< "$line" || true
    ((${#w[@]})) && printf '%s\n' "${w[@]}"
    return 0
}

run_one() {
    local n="$1" scratch stdin
    local -a jvmargs args cmd
    mapfile -t jvmargs < <(first_line_words "$SRC/$n.jvmargs")
    mapfile -t args < <(first_line_words "$SRC/$n.args")
    stdin=/dev/null
    [[ -f "$SRC/$n.stdin" ]] && stdin="$SRC/$n.stdin"
    if [[ -f "$SRC/$n.jarmode" ]]; then
        cmd=("$JAVA" "${HOTSPOT_FLAGS[@]}" "${jvmargs[@]}" -jar "$JARS/$n.jar" "${args[@]}")
    else
        cmd=("$JAVA" "${HOTSPOT_FLAGS[@]}" "${jvmargs[@]}" -cp "$CLASSES" "$n" "${args[@]}")
    fi
    scratch="$(mktemp -d)"
    local status=0
    (cd "$scratch" && exec env -i PATH=/usr/local/bin:/usr/bin:/bin HOME="$scratch" LANG=C.UTF-8 LC_ALL=C.UTF-8 TZ=UTC \
        timeout -k 5 "$TIMEOUT_SECONDS" "${cmd[@]}") < "$stdin" > "$OUTDIR/$n.out" 2> "$OUTDIR/$n.err" || status=$?
    rm -rf "$scratch"
    echo "$status" > "$OUTDIR/$n.exit"
    if [[ $status -eq 124 || $status -eq 137 ]]; then
        echo "gen-goldens: $n timed out after ${TIMEOUT_SECONDS}s" >&2
        return 1
    fi
    printf '  %-24s exit %s\n' "$n" "$status"
}

echo "gen-goldens: running ${#names[@]} programs on $("$JAVA" -version 2>&1 | head -n1) with ${HOTSPOT_FLAGS[*]} ($JOBS at a time)"
failed=0
running=0
for n in "${names[@]}"; do
    run_one "$n" &
    running=$((running + 1))
    if [[ $running -ge $JOBS ]]; then
        wait -n || failed=1
        running=$((running - 1))
    fi
done
while [[ $running -gt 0 ]]; do
    wait -n || failed=1
    running=$((running - 1))
done

if [[ $check -eq 1 ]]; then
    bad=0
    for n in "${names[@]}"; do
        for ext in out err exit; do
            if ! cmp -s "$OUTDIR/$n.$ext" "$EXPECTED/$n.$ext"; then
                echo "gen-goldens --check: $n.$ext differs from the golden:" >&2
                diff -u "$EXPECTED/$n.$ext" "$OUTDIR/$n.$ext" | head -n 20 >&2 || true
                bad=1
            fi
        done
    done
    if [[ $bad -eq 0 && $failed -eq 0 ]]; then
        echo "gen-goldens --check: all ${#names[@]} programs reproduce their goldens"
    fi
    exit $((bad | failed))
fi

if [[ $all -eq 1 ]]; then
    "$JAVA" -version > "$EXPECTED/jdk-version.txt" 2>&1
    for f in "$EXPECTED"/*.out "$EXPECTED"/*.err "$EXPECTED"/*.exit; do
        [[ -e "$f" ]] || continue
        b="$(basename "$f")"
        [[ -f "$SRC/${b%.*}.java" ]] || { echo "gen-goldens: removing stale $b"; rm -f "$f"; }
    done
fi
echo "gen-goldens: wrote goldens for ${#names[@]} programs into ${EXPECTED#"$ROOT"/}"
exit $failed
