#!/bin/sh
# Regenerates the zip/jar fixtures of native-tests/test_zip.c (needs Info-ZIP `zip` and a JDK's `jar`).
# The tests know the contents: hello.txt is "Hello, world!\n"; lorem.txt is 100 lines
# "line N: the quick brown fox jumps over the lazy dog\n"; dir/empty.txt is empty; dir/nested/data.bin
# is 4096 bytes, byte i = (i * 7) mod 256.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
JAVA_HOME=${JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cd "$work"
mkdir -p content/dir/nested
printf 'Hello, world!\n' > content/hello.txt
i=1; while [ $i -le 100 ]; do echo "line $i: the quick brown fox jumps over the lazy dog"; i=$((i + 1)); done > content/lorem.txt
: > content/dir/empty.txt
python3 -c 'import sys; sys.stdout.buffer.write(bytes((i * 7) % 256 for i in range(4096)))' > content/dir/nested/data.bin
TZ=UTC touch -t 202401020304.05 content/hello.txt content/lorem.txt content/dir/empty.txt content/dir/nested/data.bin content/dir content/dir/nested

# basic.zip: hello.txt stored, the rest deflated, with a directory entry
rm -f "$here/basic.zip"
(cd content && zip -q -X -0 "$here/basic.zip" hello.txt && zip -q -X -9 "$here/basic.zip" lorem.txt dir/ dir/empty.txt dir/nested/data.bin)

# zip64.zip: the same, forced to the ZIP64 format
rm -f "$here/zip64.zip"
(cd content && zip -q -X -fz "$here/zip64.zip" hello.txt lorem.txt dir/nested/data.bin)

# streamed.zip: an entry read from a pipe and written to one (data descriptor, named "-")
rm -f "$here/streamed.zip"
cat content/lorem.txt | zip -q -X - - | cat > "$here/streamed.zip"

# comment.zip: an archive comment that contains an end-of-directory signature
rm -f "$here/comment.zip"
(cd content && zip -q -X "$here/comment.zip" hello.txt)
printf 'archive comment PK\005\006 with a fake signature' | zip -q -z "$here/comment.zip"

# prefixed.jar: a launcher script in front of a jar, offsets not adjusted (as `cat` makes them);
# prefixed-adjusted.zip: the same with offsets adjusted by zip -A
printf '#!/bin/sh\nexec java -jar "$0" "$@"\n' > launcher.sh
(cd content && zip -q -X "$work/plain.zip" hello.txt lorem.txt)
cat launcher.sh plain.zip > "$here/prefixed.jar"
cp "$here/prefixed.jar" "$here/prefixed-adjusted.zip"
zip -q -A "$here/prefixed-adjusted.zip"

# manifest.jar: made by jar from a manifest with a long Class-Path (jar wraps it into continuation
# lines) and a per-entry section
mkdir -p jar/com/example
printf 'not really a class\n' > jar/com/example/Main.class
cat > manifest.txt <<'MF'
Main-Class: com.example.Main
Class-Path: lib/first-library-1.0.jar lib/second-library-2.0.jar lib/third-library-3.0.jar lib/fourth.jar
X-Custom-Attr: value with: colons
Implementation-Title: Vitrine test

Name: com/example/Main.class
X-Per-Entry: only in an entry section
MF
rm -f "$here/manifest.jar"
"$JAVA_HOME/bin/jar" --create --file "$here/manifest.jar" --manifest manifest.txt -C jar .
