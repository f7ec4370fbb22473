#!/usr/bin/env bash
# fuzz.sh: runs every libFuzzer target of build/fuzz (the fuzz preset: `make fuzz` builds it first)
# for FUZZ_SECONDS each (default 60), with AddressSanitizer and UBSan, from the saved inputs of
# native-tests/data/fuzz/<target>/ and the project's other test data for that reader (the corpus's
# class files, the zip fixtures; for verify and define also the verifier test's class files and
# classes of the JDK, build/fuzz/seeds/classes/) as seeds. Inputs run with stdin empty and stdout
# closed (what a fuzzed <clinit> prints is of no interest). The corpus grows in build/fuzz/corpus/<target>/; a crash
# leaves its input in build/fuzz/crashes/<target>/ and makes the run fail: minimise it
# (build/fuzz/fuzz_<target> -minimize_crash=1 <file>), fix the bug, and keep the input in
# native-tests/data/fuzz/<target>/ so that `make check` runs it from then on (fuzz_regress_<target>).
#
#   make fuzz                      # every target, 60 s each
#   FUZZ_SECONDS=3600 make fuzz    # an hour each
#   bash scripts/fuzz.sh zip       # one target (build/fuzz must be built)
#   FUZZ_SECONDS=3600 FUZZ_RUNS=10000000 bash scripts/fuzz.sh zip   # up to an hour or 10 M inputs
set -uo pipefail
cd "$(dirname "$0")/.."
SECONDS_EACH=${FUZZ_SECONDS:-60}
RUNS_EACH=${FUZZ_RUNS:--1} # libFuzzer's -runs: -1 is no limit
targets=("$@")
if ((${#targets[@]} == 0)); then
  for f in build/fuzz/fuzz_*; do [[ -x $f ]] && targets+=("${f#build/fuzz/fuzz_}"); done
fi
((${#targets[@]})) || { echo "fuzz.sh: no fuzz targets in build/fuzz (make fuzz builds them)" >&2; exit 2; }
# The class-level targets' seeds beyond the corpus: the class files of node-tests/verify.test.mjs
# (bytecode HotSpot's verifier rejects, and unusual valid code), and classes of the JDK's runtime image
# that a class loader other than the boot loader may define (not java.*), whose references the boot
# loader answers.
class_seeds() {
  local dir=build/fuzz/seeds/classes
  [[ -d $dir ]] && return
  mkdir -p "$dir.tmp"
  node -e "import('./node-tests/lib/verify-cases.mjs').then((m) => m.writeCases(require('fs'), require('path'), '$dir.tmp'))" &&
    "$JAVA_HOME_FOR_SEEDS/bin/jimage" extract --dir "$dir.tmp/jdk" \
      --include 'regex:/java\.base/(sun/util|sun/nio/cs|sun/security/util|jdk/internal/util|jdk/internal/math)/[^/]*\.class' \
      "$JAVA_HOME_FOR_SEEDS/lib/modules" &&
    find "$dir.tmp/jdk" -name '*.class' -exec mv -t "$dir.tmp" {} + && rm -r "$dir.tmp/jdk" && mv "$dir.tmp" "$dir"
}
JAVA_HOME_FOR_SEEDS=${JAVA_HOME:-/usr/lib/jvm/java-17-openjdk-amd64}

status=0
for t in "${targets[@]}"; do
  corpus=build/fuzz/corpus/$t crashes=build/fuzz/crashes/$t
  mkdir -p "$corpus" "$crashes"
  seeds=(native-tests/data/fuzz/"$t")
  extra=()
  case $t in
    classfile) seeds+=(native-tests/data/classfile/cftest build/tests/java/classes) ;;
    zip) seeds+=(native-tests/data/zip) ;;
    verify | define)
      class_seeds
      # the classes inputs define are kept for ever: fork mode restarts the process before it fills
      # the memory limit (the summary line counts the out-of-memory restarts, "oom/timeout/crash").
      # Since each defined class stays, libFuzzer would look for a leak after every such input (a
      # LeakSanitizer scan of the whole heap, its first 1000 times in each child process: 90% of the
      # time); LeakSanitizer still checks the whole process when each child exits.
      extra=(-fork=1 -ignore_ooms=1 -detect_leaks=0)
      [[ $t == define ]] && seeds+=(native-tests/data/fuzz/verify)
      seeds+=(native-tests/data/fuzz/classfile build/fuzz/seeds/classes build/tests/java/classes) ;;
  esac
  existing=()
  for s in "${seeds[@]}"; do [[ -d $s ]] && existing+=("$s"); done
  echo "== fuzz_$t: ${SECONDS_EACH} s" >&2
  build/fuzz/fuzz_"$t" -max_total_time="$SECONDS_EACH" -runs="$RUNS_EACH" -rss_limit_mb=2048 -max_len=262144 \
    -timeout=60 -close_fd_mask=1 "${extra[@]}" -artifact_prefix="$crashes/" -print_final_stats=1 "$corpus" "${existing[@]}" \
    2>"build/fuzz/$t.log" </dev/null
  rc=$?
  grep -E '^(Done|stat::number_of_executed_units|stat::peak_rss_mb)' "build/fuzz/$t.log" >&2
  grep -E '^#[0-9]+: ' "build/fuzz/$t.log" | tail -1 >&2 # fork mode's last report
  if ((rc != 0)); then
    echo "fuzz_$t: FAILED (exit $rc): build/fuzz/$t.log, input in $crashes/" >&2
    grep -m3 -E 'ERROR|SUMMARY|fuzz: property' "build/fuzz/$t.log" >&2
    status=1
  fi
done
exit $status
