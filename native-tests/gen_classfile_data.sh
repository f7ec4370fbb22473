#!/bin/sh
# gen_classfile_data.sh: the test inputs of test_classfile.c.
#
#   gen_classfile_data.sh            recompile native-tests/data/classfile/src into the committed
#                                    .class files (needs JDK 17's javac and jar)
#   gen_classfile_data.sh check TEST compare the error messages test_classfile expects with what
#                                    HotSpot says for the same bytes: TEST is the built test
#                                    executable, run with VITRINE_CF_DUMP set so that it writes every
#                                    malformed class it checks; each is then defined by a fresh class
#                                    loader on the JDK's java (Oracle.java)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data="$here/data/classfile"
jdk="${VITRINE_JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

case "${1:-gen}" in
gen)
    "$jdk/bin/javac" --release 17 -g -parameters -d "$tmp/mod" \
        "$data/src/module-info.java" "$data/src/cftest/Kitchen.java" "$data/src/cftest/Shapes.java" \
        "$data/src/cftest/Main.java"
    # jar adds ModulePackages and ModuleMainClass to module-info.class
    "$jdk/bin/jar" --create --file "$tmp/cftest.jar" --main-class cftest.Main -C "$tmp/mod" .
    mkdir -p "$tmp/jar" && (cd "$tmp/jar" && "$jdk/bin/jar" xf "$tmp/cftest.jar" module-info.class)
    "$jdk/bin/javac" --release 7 -Xlint:-options -g -d "$tmp/old" "$data/src/cftest/Old.java"
    rm -rf "$data/cftest" "$data/release7"
    mkdir -p "$data/cftest" "$data/release7/cftest"
    cp "$tmp/mod/cftest/"*.class "$data/cftest/"
    cp "$tmp/jar/module-info.class" "$data/module-info.class"
    cp "$tmp/old/cftest/"*.class "$data/release7/cftest/"
    ls -l "$data" "$data/cftest" "$data/release7/cftest"
    ;;
check)
    test_exe="$2"
    mkdir -p "$tmp/dump" "$tmp/oracle"
    VITRINE_CF_DUMP="$tmp/dump" "$test_exe" >/dev/null
    "$jdk/bin/javac" -d "$tmp/oracle" "$data/Oracle.java"
    # expect.txt: file <TAB> name-or-- <TAB> expected "exception: message"
    cut -f1,2 "$tmp/dump/expect.txt" | awk -F'\t' '{print $2; print $1}' |
        (cd "$tmp/dump" && xargs -n 400 "$jdk/bin/java" -cp "$tmp/oracle" Oracle) > "$tmp/hotspot.txt"
    cut -f1,3 "$tmp/dump/expect.txt" > "$tmp/vitrine.txt"
    if diff "$tmp/vitrine.txt" "$tmp/hotspot.txt"; then
        echo "all $(wc -l < "$tmp/vitrine.txt") messages match HotSpot"
    else
        echo "messages differ from HotSpot (< Vitrine's expectation, > HotSpot)"
        exit 1
    fi
    ;;
*)
    echo "usage: $0 [gen | check TEST-EXECUTABLE]" >&2
    exit 2
    ;;
esac
