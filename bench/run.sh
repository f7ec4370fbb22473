#!/usr/bin/env bash
# bench/run.sh: Vitrine's performance measurement, as ratios against HotSpot, in one run.
#
#   bash bench/run.sh [--no-write] [--only startup|cpu|threads|jni|memory|browser] [BENCHMARK...]
#
# Compiles bench/java/*.java and bench/jni/*.java into build/bench/classes (and bench/jni/benchjni.c
# twice: against include/jni.h for Vitrine, against the JDK's jni.h for HotSpot), then for every
# benchmark runs each configuration once untimed (its stdout must equal HotSpot's: the programs
# print checksums), then BENCH_RUNS timed rounds, alternating the VMs inside each round, and
# reports the median wall time of each configuration and the ratios:
#
#   startup (Hello):     java -Xint -Xshare:off | java | vitrine native | vitrine wasm (Node)
#                        | vitrine wasi (the WASI build under node:wasi, when build/wasi is built)
#   CPU-bound, threads:  java -Xint             | java | vitrine native | vitrine wasm (Node) | wasi
#   JNI (JniCalls):      java -Xint             | java | vitrine native  (and the time per call
#                        the program measures itself, printed as "metric MODE ns/op N" on stderr)
#   JVMTI (--only jvmti, `make bench-jvmti`; not part of the default run): the same four
#                        configurations without an agent and with the allcaps test agent
#                        (native-tests/jvmti/agents/allcaps) in each of its modes: every capability
#                        and nothing enabled, a breakpoint in a cold method (the benchmark's main),
#                        MethodEntry and MethodExit on every thread, SingleStep on every thread,
#                        SampledObjectAlloc at the default interval; a mode whose capability or event
#                        a VM does not offer is reported as not available (the agent says so and the
#                        VM does not start), never timed; and the heap walk: FollowReferences at
#                        VMDeath over HeapGraph's million objects, timed by the agent ("metric" line)
#   memory (--only memory, `make bench-memory`; not part of the default run): HashMapScale at three
#                        sizes on the CPU-bound configurations, BENCH_MEMORY_RUNS (1) timed rounds:
#                        time and peak RSS against the size of the live set
#   browser (--only browser; part of the default run): bench/browser.mjs, hello world in headless
#                        Chromium, cold and warm page loads (its own section of docs/PERFORMANCE.md)
#
# The untimed run is also the memory measurement: it runs with -verbose:gc (the GC lines are taken
# out of stdout before the comparison) under GNU time (/usr/bin/time), which gives the peak RSS of
# the process (for wasm: of Node); the report gives the GC pauses (count, average, maximum) and the
# peak RSS of every configuration.
#
# A benchmark is named by its class (Sieve) or, for the JNI and memory ones, also by its label
# (JniCalls-call, HashMapScale-1000000).
# The table (with the command line, date, machine and versions) replaces the part of
# docs/PERFORMANCE.md between the "bench:begin" and "bench:end" markers; the hand-written text
# around them is kept. `make bench` runs this with no arguments, so it updates the document.
# --no-write only prints; so does a partial run (--only, named benchmarks) unless --write is given.
# Targets are reported (met / missed), never asserted: the exit status is non-zero only when a
# configuration cannot be measured (it fails, or prints a different checksum).
#
# Environment: BENCH (benchmark names, as the arguments; `make bench BENCH="Monitors PingPong"`),
# BENCH_RUNS (timed rounds, default 5), BENCH_STARTUP_RUNS (default 2 * BENCH_RUNS),
# BENCH_RETRIES (a run that exits non-zero is run again, at most this many times, and reported;
# default 2), BENCH_TIMEOUT (seconds for each verification run, default 300), JAVA_HOME / JAVA /
# JAVAC, NODE, VITRINE_NATIVE (default build/native/vitrine), VITRINE_WASM_DIR (build/wasm),
# VITRINE_WASI_DIR (build/wasi; the WASI configuration is left out when its vitrine.wasm is missing),
# VITRINE_NODE_LAUNCHER (wasm-bridge/bin/vitrine.mjs), BENCH_NODE_FLAGS (node options for the
# wasm runs, e.g. --no-liftoff; default none), BENCH_VITRINE_SOURCE (how the report describes the
# measured VM; default: the working tree and its commit), CC (for the JNI library; default cc).
# The VMs must be built already (`make bench` builds native and wasm first); a run of only the JNI
# benchmarks needs no wasm build.

set -u -o pipefail
export LC_ALL=C

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$ROOT" || exit 2

# ---- the workloads: name and arguments. Sized so that one `java -Xint` run takes ~0.5-2 s
# (about 0.7 s of CPU on the machine of docs/PERFORMANCE.md) and the whole run ~5-8 minutes. ----
CPU_BENCHES=(
    "NBody 300000"        # floating point: 5-body simulation, 300k steps
    "Sieve 2000000 7"     # int arithmetic + arrays: sieve below 2M, 7 rounds, hash mixing
    "Trees 16 8 4"        # allocation + virtual calls: 8 trees of depth 16, 4 walks each (~50 MB)
    "BinaryTrees 14"      # allocation + GC: a long-lived tree and ~3M short-lived nodes (~100 MB)
    "Strings 2000 25"     # StringBuilder appends, toString, indexOf, charAt, hashCode
    "Streams 10000 3"     # lambdas, method references, streams and collectors (bench/java-indy)
    "HelloLambda"         # start-up plus the first lambda and concatenation: minus Hello = first linkage
    "Mandelbrot 1200"     # double arithmetic in a tight loop with a data-dependent exit, no calls
    "Fannkuch 10"         # permutations: short int[] loops with swaps and counters (fannkuch-redux)
    "Collatz 4000000"     # long arithmetic and a data-dependent branch in a tight loop, an int[] cache
)
# Threads: what HotSpot does with OS threads on the machine's CPUs, Vitrine with its scheduler.
THREAD_BENCHES=(
    "Monitors 4 150000"   # 4 threads, contended synchronized blocks/methods, re-entry, nested locks
    "PingPong 30000"      # 2 threads hand a token over 30k times: wait/notify, SynchronousQueue, park/unpark
)
# JNI, natively only: each also reports the time per operation measured inside the program.
JNI_BENCHES=(
    "JniCalls call 1000000"        # Java -> native (an empty native method), 1M calls
    "JniCalls roundtrip 1000000"   # Java -> native -> Java (CallStaticIntMethod), 1M round trips
    "JniCalls region 1000000"      # 1M GetIntArrayRegion calls of 16 ints from one native call
)
STARTUP_BENCH="Hello"
# Memory against size (--only memory): the same program with 1, 2 and 4 million live HashMap entries
# (about 10-30 s each on java -Xint); BENCH_MEMORY_RUNS timed rounds (default 1).
MEMORY_BENCHES=(
    "HashMapScale 1000000"
    "HashMapScale 2000000"
    "HashMapScale 4000000"
)
# JVMTI agent overhead (--only jvmti): smaller workloads, since single-stepping costs a callback per
# bytecode; each is run without an agent and under every mode of JVMTI_MODES.
JVMTI_BENCHES=(
    "Sieve 2000000 3"     # int arithmetic + arrays, in loops: few method entries
    "Trees 16 8 2"        # allocation + virtual calls: many method entries
)
JVMTI_MODES=(caps breakpoint entryexit step sample)
# BENCH_JVMTI_MODES="caps sample": only these modes
[[ -n ${BENCH_JVMTI_MODES:-} ]] && read -ra JVMTI_MODES <<<"$BENCH_JVMTI_MODES"
# the heap walk (--only jvmti): FollowReferences over a heap of about 1 million live objects, at VMDeath
JVMTI_HEAP_BENCH="HeapGraph 1000000"

# ---- targets (reported, not asserted) ----
TARGET_NATIVE_VS_XINT=0.5      # CPU-bound: geometric mean of native time / java -Xint <= 0.5
TARGET_NATIVE_VS_XINT_EACH=0.8 # ... and no CPU-bound benchmark above 0.8
TARGET_STARTUP_VS_JAVA=1.0     # hello world: native no slower than plain java
TARGET_WASM_VS_NATIVE=1.5      # wasm under Node within 1.5 x native (CPU-bound programs)
TARGET_WASM_STARTUP=3.0        # hello world under Node within 3 x native

# ---- options ----
WRITE=""
ONLY=""
SELECT=()
ORIG_ARGS=("$@")
while (($#)); do
    case "$1" in
        --write) WRITE=1 ;;
        --no-write | -n) WRITE=0 ;;
        --only) shift; ONLY=${1:-} ;;
        --only=*) ONLY=${1#--only=} ;;
        -h | --help) awk 'NR > 1 && !/^#/ { exit } NR > 1' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) echo "bench/run.sh: unknown option $1" >&2; exit 2 ;;
        *) SELECT+=("$1") ;;  # benchmark names: Hello NBody Sieve ... JniCalls JniCalls-call
    esac
    shift
done
# BENCH (from `make bench BENCH=...`): more names, separated by spaces or commas
for b in ${BENCH:+${BENCH//,/ }}; do SELECT+=("$b"); done
case "$ONLY" in "" | startup | cpu | threads | jni | jvmti | memory | browser) ;; *) echo "bench/run.sh: --only startup|cpu|threads|jni|jvmti|memory|browser" >&2; exit 2 ;; esac
# A partial run (--only, named benchmarks) only prints unless --write is given.
if [[ -z $WRITE ]]; then
    if [[ -n $ONLY ]] || ((${#SELECT[@]})); then WRITE=0; else WRITE=1; fi
fi

# The browser benchmark writes its own section of the document (bench/browser.mjs).
run_browser() {
    local flags=()
    ((WRITE)) && flags+=(--write)
    "${NODE:-node}" bench/browser.mjs "${flags[@]}"
}
if [[ $ONLY == browser ]]; then
    run_browser
    exit $?
fi

# ---- the plan: which benchmarks run, as "label class args" ----
selected() { # LABEL CLASS: named by the arguments (or all when none are)
    ((${#SELECT[@]} == 0)) && return 0
    local s
    for s in "${SELECT[@]}"; do [[ $s == "$1" || $s == "$2" ]] && return 0; done
    return 1
}
# plan GROUP ENTRIES...: the selected entries of a group; JNI labels add the mode (JniCalls-call),
# memory labels the size (HashMapScale-1000000)
plan() {
    local group=$1 entry name args label
    shift
    for entry in "$@"; do
        read -r name args <<<"$entry"
        label=$name
        [[ $group == jni || $group == memory ]] && label="$name-${args%% *}"
        selected "$label" "$name" && printf '%s %s %s\n' "$label" "$name" "$args"
    done
    return 0
}
PLAN_STARTUP=() PLAN_CPU=() PLAN_THREADS=() PLAN_JNI=() PLAN_JVMTI=() PLAN_MEMORY=()
[[ -z $ONLY || $ONLY == startup ]] && mapfile -t PLAN_STARTUP < <(plan startup "$STARTUP_BENCH")
[[ -z $ONLY || $ONLY == cpu ]] && mapfile -t PLAN_CPU < <(plan cpu "${CPU_BENCHES[@]}")
[[ -z $ONLY || $ONLY == threads ]] && mapfile -t PLAN_THREADS < <(plan threads "${THREAD_BENCHES[@]}")
[[ -z $ONLY || $ONLY == jni ]] && mapfile -t PLAN_JNI < <(plan jni "${JNI_BENCHES[@]}")
[[ $ONLY == jvmti ]] && mapfile -t PLAN_JVMTI < <(plan jvmti "${JVMTI_BENCHES[@]}")
[[ $ONLY == memory ]] && mapfile -t PLAN_MEMORY < <(plan memory "${MEMORY_BENCHES[@]}")
PLAN_HEAP=()
[[ $ONLY == jvmti ]] && mapfile -t PLAN_HEAP < <(plan jvmti "$JVMTI_HEAP_BENCH")
for s in "${SELECT[@]}"; do
    found=""
    for entry in "${PLAN_STARTUP[@]}" "${PLAN_CPU[@]}" "${PLAN_THREADS[@]}" "${PLAN_JNI[@]}" "${PLAN_JVMTI[@]}" "${PLAN_HEAP[@]}" \
        "${PLAN_MEMORY[@]}"; do
        read -r label name _ <<<"$entry"
        [[ $s == "$label" || $s == "$name" ]] && found=1
    done
    [[ -n $found ]] || {
        echo "bench/run.sh: no benchmark \"$s\"${ONLY:+ in --only $ONLY} (names: $STARTUP_BENCH, the classes of bench/java, bench/java-indy and bench/jni, JniCalls-call|roundtrip|region, HashMapScale-1000000|2000000|4000000)" >&2
        exit 2
    }
done
WASM_NEEDED=""
((${#PLAN_STARTUP[@]} + ${#PLAN_CPU[@]} + ${#PLAN_THREADS[@]} + ${#PLAN_JVMTI[@]} + ${#PLAN_MEMORY[@]})) && WASM_NEEDED=1

# The environment that shaped this run, for the command line recorded in the report.
cmd_env=""
for v in BENCH BENCH_RUNS BENCH_STARTUP_RUNS BENCH_MEMORY_RUNS BENCH_RETRIES BENCH_NODE_FLAGS VITRINE_NATIVE VITRINE_WASM_DIR VITRINE_WASI_DIR VITRINE_NODE_LAUNCHER \
    BENCH_VITRINE_SOURCE; do
    if [[ -n ${!v+x} ]]; then
        val=${!v}
        [[ $val =~ [^A-Za-z0-9_./:=,+-] ]] && val=${val@Q}
        cmd_env+="$v=$val "
    fi
done

RUNS=${BENCH_RUNS:-5}
STARTUP_RUNS=${BENCH_STARTUP_RUNS:-$((2 * RUNS))}
MEMORY_RUNS=${BENCH_MEMORY_RUNS:-1}
TIMEOUT=${BENCH_TIMEOUT:-300}
if [[ -z ${JAVA_HOME:-} && -x /usr/lib/jvm/java-17-openjdk-amd64/bin/java ]]; then
    JAVA_HOME=/usr/lib/jvm/java-17-openjdk-amd64
fi
JAVA=${JAVA:-${JAVA_HOME:+$JAVA_HOME/bin/}java}
JAVAC=${JAVAC:-${JAVA_HOME:+$JAVA_HOME/bin/}javac}
JAVAP=${JAVAP:-${JAVA_HOME:+$JAVA_HOME/bin/}javap}
NODE=${NODE:-node}
NATIVE=${VITRINE_NATIVE:-build/native/vitrine}
WASM_LAUNCHER=${VITRINE_NODE_LAUNCHER:-wasm-bridge/bin/vitrine.mjs}
WASI_LAUNCHER=wasm-bridge/bin/vitrine-wasi.mjs
OUT=build/bench
CLASSES=$OUT/classes
DOC=docs/PERFORMANCE.md

die() { echo "bench/run.sh: $*" >&2; exit 2; }
[[ -x $NATIVE ]] || die "$NATIVE is not built (cmake --build build/native, or make bench)"
[[ -z $WASM_NEEDED || -f ${VITRINE_WASM_DIR:-build/wasm}/vitrine.wasm ]] ||
    die "${VITRINE_WASM_DIR:-build/wasm}/vitrine.wasm is not built (cmake --build build/wasm, or make bench)"
command -v "$JAVA" >/dev/null || die "no java ($JAVA)"
[[ -z $WASM_NEEDED ]] || command -v "$NODE" >/dev/null || die "no node ($NODE)"
# GNU time gives the peak RSS of the untimed runs; without it the memory table says n/a.
GNU_TIME=/usr/bin/time
[[ -x $GNU_TIME ]] && "$GNU_TIME" -f %M true >/dev/null 2>&1 || GNU_TIME=""
[[ -n $GNU_TIME ]] || echo "bench/run.sh: no GNU time at /usr/bin/time (Debian: apt-get install time): no peak RSS" >&2

# ---- compile, without invokedynamic: the benchmarks measure the interpreter, not JSR 292 ----
mkdir -p "$CLASSES" "$OUT/runs"
rm -f "$CLASSES"/*.class
"$JAVAC" -XDstringConcat=inline -encoding UTF-8 -d "$CLASSES" bench/java/*.java bench/jni/*.java || die "javac failed"
if "$JAVAP" -c -p "$CLASSES"/*.class | grep -q invokedynamic; then
    die "a benchmark uses invokedynamic (lambda, method reference, switch on patterns): keep bench/java and bench/jni free of it"
fi
# JSR 292 benchmarks (lambdas, streams, the first linkage) are compiled with plain javac
"$JAVAC" -encoding UTF-8 -d "$CLASSES" bench/java-indy/*.java || die "javac failed (bench/java-indy)"

# ---- the JNI library, once per header: the VM's own (include/jni.h) and the JDK's ----
JNI_OUT=$OUT/jni
if ((${#PLAN_JNI[@]})); then
    jdk_home=${JAVA_HOME:-$(dirname "$(dirname "$(readlink -f "$(command -v "$JAVA")")")")}
    [[ -f $jdk_home/include/jni.h ]] || die "no jni.h in $jdk_home/include (set JAVA_HOME to a JDK 17)"
    mkdir -p "$JNI_OUT/vitrine" "$JNI_OUT/jdk"
    JNI_CFLAGS=(-O2 -shared -fPIC -Wall -Wextra -Werror)
    "${CC:-cc}" "${JNI_CFLAGS[@]}" -Iinclude -o "$JNI_OUT/vitrine/libbenchjni.so" bench/jni/benchjni.c &&
        "${CC:-cc}" "${JNI_CFLAGS[@]}" -I"$jdk_home/include" -I"$jdk_home/include/linux" \
            -o "$JNI_OUT/jdk/libbenchjni.so" bench/jni/benchjni.c || die "cannot compile bench/jni/benchjni.c (${CC:-cc})"
fi

# ---- snapshot the VMs: others rebuild build/native and build/wasm while we measure ----
WASM_DIR=${VITRINE_WASM_DIR:-build/wasm}
WASM_JDK=${VITRINE_WASM_JAVA_HOME:-$WASM_DIR/jdk}
SNAP=$OUT/vm
rm -rf "$SNAP" && mkdir -p "$SNAP/wasm" || die "cannot create $SNAP"
cp "$NATIVE" "$SNAP/vitrine" || die "cannot copy the VM into $SNAP"
if [[ -n $WASM_NEEDED ]]; then
    cp "$WASM_DIR/vitrine.js" "$WASM_DIR/vitrine.wasm" "$SNAP/wasm/" &&
        cp -r "$WASM_JDK" "$SNAP/wasm/jdk" || die "cannot copy the VMs into $SNAP"
    # the start-up snapshot (docs/SNAPSHOT.md), used when it matches the module and the image
    if [[ -f $WASM_DIR/vitrine.snapshot ]]; then
        cp "$WASM_DIR/vitrine.snapshot" "$SNAP/wasm/" || die "cannot copy the VMs into $SNAP"
    fi
    # the browser build, for the browser benchmark (bench/browser.mjs reads VITRINE_WASM_DIR/web)
    if [[ -d $WASM_DIR/web ]]; then
        cp -r "$WASM_DIR/web" "$SNAP/wasm/web" || die "cannot copy the browser build into $SNAP"
    fi
fi
unset VITRINE_WASM_JAVA_HOME
# the WASI build (docs/WASI.md) with its class library image, when it is built
WASI_DIR=${VITRINE_WASI_DIR:-build/wasi}
WASI_BUILT=""
if [[ -n $WASM_NEEDED && -f $WASI_DIR/vitrine.wasm ]]; then
    mkdir -p "$SNAP/wasi" && cp "$WASI_DIR/vitrine.wasm" "$SNAP/wasi/" && cp -r "$WASI_DIR/jdk" "$SNAP/wasi/jdk" ||
        die "cannot copy the WASI build into $SNAP"
    WASI_BUILT=$(date -u -r "$WASI_DIR/vitrine.wasm" '+%Y-%m-%d %H:%M UTC')
fi
unset VITRINE_WASI_JAVA_HOME
# the allcaps agent: natively (and for HotSpot) its shared library, in WebAssembly the test program
# that links it statically (build/wasm/jvmtitest)
AGENT_LIB=build/native/native-tests/jvmti/lib/liballcaps.so
if ((${#PLAN_JVMTI[@]} + ${#PLAN_HEAP[@]})); then
    [[ -f $AGENT_LIB && -f $WASM_DIR/jvmtitest/vitrine.wasm ]] ||
        die "$AGENT_LIB or $WASM_DIR/jvmtitest/vitrine.wasm is not built (make native wasm)"
    mkdir -p "$SNAP/wasm-jvmti" && cp "$AGENT_LIB" "$SNAP/liballcaps.so" &&
        cp "$WASM_DIR/jvmtitest/vitrine.js" "$WASM_DIR/jvmtitest/vitrine.wasm" "$SNAP/wasm-jvmti/" ||
        die "cannot copy the agent into $SNAP"
fi
built() { date -u -r "$1" '+%Y-%m-%d %H:%M UTC'; }
NATIVE_BUILT=$(built "$NATIVE")
WASM_BUILT=""
[[ -n $WASM_NEEDED ]] && WASM_BUILT=$(built "$WASM_DIR/vitrine.wasm")

# ---- configurations: label and command prefix (run from the repository root) ----
# The wasm launcher finds the snapshot through VITRINE_WASM_DIR (exported, so that `timeout` can run
# the command as is; the report shows it as a prefix of the wasm commands).
export VITRINE_WASM_DIR=$SNAP/wasm
export VITRINE_WASI_DIR=$SNAP/wasi
CP="-cp $CLASSES"
CFG_NAMES=(xint java native wasm wasi)
# shellcheck disable=SC2034 # used through a nameref in bench()
declare -A CFG_CPU=(
    [xint]="$JAVA -Xint $CP"
    [java]="$JAVA $CP"
    [native]="$SNAP/vitrine $CP"
    [wasm]="$NODE ${BENCH_NODE_FLAGS:+$BENCH_NODE_FLAGS }$WASM_LAUNCHER $CP"
)
[[ -n $WASI_BUILT ]] && CFG_CPU[wasi]="$NODE ${BENCH_NODE_FLAGS:+$BENCH_NODE_FLAGS }$WASI_LAUNCHER $CP"
# shellcheck disable=SC2034
declare -A CFG_JNI=(
    [xint]="$JAVA -Xint -Djava.library.path=$JNI_OUT/jdk $CP"
    [java]="$JAVA -Djava.library.path=$JNI_OUT/jdk $CP"
    [native]="$SNAP/vitrine -Djava.library.path=$JNI_OUT/vitrine $CP"
)
# shellcheck disable=SC2034
declare -A CFG_STARTUP=(
    [xint]="$JAVA -Xint -Xshare:off $CP"
    [java]="$JAVA $CP"
    [native]="$SNAP/vitrine $CP"
    [wasm]="$NODE ${BENCH_NODE_FLAGS:+$BENCH_NODE_FLAGS }$WASM_LAUNCHER $CP"
)
[[ -n $WASI_BUILT ]] && CFG_STARTUP[wasi]="$NODE ${BENCH_NODE_FLAGS:+$BENCH_NODE_FLAGS }$WASI_LAUNCHER $CP"
# The JVMTI group's runs without an agent: the configurations that can load the agent (the WASI
# build has no JVMTI test program).
# shellcheck disable=SC2034
declare -A CFG_NOAGENT=()
for cfg in xint java native wasm; do CFG_NOAGENT[$cfg]=${CFG_CPU[$cfg]}; done
# jvmti_cfg MODE ARRAY: the configurations with the allcaps agent in MODE (option of -agentpath/-agentlib)
jvmti_cfg() {
    local -n into=$2
    local opt=$1
    [[ $1 == caps ]] && opt=none
    into=(
        [xint]="$JAVA -Xint -agentpath:$SNAP/liballcaps.so=$opt $CP"
        [java]="$JAVA -agentpath:$SNAP/liballcaps.so=$opt $CP"
        [native]="$SNAP/vitrine -agentpath:$SNAP/liballcaps.so=$opt $CP"
        [wasm]="env VITRINE_WASM_DIR=$SNAP/wasm-jvmti $NODE ${BENCH_NODE_FLAGS:+$BENCH_NODE_FLAGS }$WASM_LAUNCHER -agentlib:allcaps=$opt $CP"
    )
}
shown() { # the command as a user would type it
    case $1 in *.wasm) [[ ${CMDLINE[$1]} == env\ VITRINE_WASM_DIR=* ]] && echo "${CMDLINE[$1]}" || echo "VITRINE_WASM_DIR=$SNAP/wasm ${CMDLINE[$1]}" ;;
    *.wasi) echo "VITRINE_WASI_DIR=$SNAP/wasi ${CMDLINE[$1]}" ;;
    *) echo "${CMDLINE[$1]}" ;; esac
}

FAILURES=0
FAIL_NOTES=()
# Per KEY (benchmark.config): STATUS ok or why not; wall and CPU (user + sys) times in ms of every
# timed run; their medians and spreads.
declare -A STATUS CMDLINE WALL CPU WALL_MED WALL_SPREAD CPU_MED CPU_SPREAD
# Per KEY: what the program measured itself (ns per operation) in every timed run, median, spread;
# GC pauses (count, average and maximum in ms) and peak RSS (KB) of the untimed run.
declare -A METRIC METRIC_MED METRIC_SPREAD GC_N GC_AVG GC_MAX RSS_KB
# Per KEY of the JVMTI group: why the agent does not start in that mode there (its own message).
declare -A NOT_AVAILABLE=()

# run_once KEY CMD: one run, stdout to $OUT/runs/KEY.out, stderr to .err; sets RC, WALL_MS, CPU_MS
# (bash's `time`: no extra process in the measurement).
run_once() {
    local key=$1 cmd=$2 real user sys TIMEFORMAT='%3R %3U %3S'
    { time eval "$cmd" >"$OUT/runs/$key.out" 2>"$OUT/runs/$key.err" </dev/null; } 2>"$OUT/runs/$key.time"
    RC=$?
    read -r real user sys <"$OUT/runs/$key.time"
    WALL_MS=$(awk -v r="$real" 'BEGIN { printf "%.0f", r * 1000 }')
    CPU_MS=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.0f", (u + s) * 1000 }')
}

# median and spread ((max - min) / median, in %) of values
stats() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END {
    m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
    printf "%s %.0f\n", m, (m > 0) ? 100 * (v[NR] - v[1]) / m : 0 }'; }

# errline FILE: the first two non-empty lines of FILE, joined
errline() { grep -v '^[[:space:]]*$' "$1" 2>/dev/null | head -n 2 | tr -s ' \t' ' ' | paste -sd'|' - |
    sed 's/|/ \/ /' | cut -c1-240; }

fail() { # KEY WHY [DETAIL-FILE]: a configuration that cannot be timed
    STATUS[$1]=$2
    FAILURES=$((FAILURES + 1))
    local first=""
    [[ -n ${3:-} ]] && first=$(errline "$3")
    FAIL_NOTES+=("\`$(shown "$1")\`: $2${first:+: \`$first\`}")
}

# attempt KEY TAG CMD: run_once, again (up to BENCH_RETRIES times) while the exit status is not 0.
# Every failed attempt is reported and its stderr kept as $OUT/runs/KEY.TAG.failN.err.
RETRIES=${BENCH_RETRIES:-2}
RETRIED=() # "config<TAB>error line" of every failed attempt
declare -A ATTEMPTS
attempt() {
    local key=$1 tag=$2 cmd=$3 i
    for ((i = 0; i <= RETRIES; i++)); do
        run_once "$key.$tag" "$cmd"
        ATTEMPTS[${key#*.}]=$((${ATTEMPTS[${key#*.}]:-0} + 1))
        ((RC == 0)) && return 0
        cp "$OUT/runs/$key.$tag.err" "$OUT/runs/$key.$tag.fail$i.err"
        echo "   ${key#*.}: exit status $RC (attempt $((i + 1))): $(errline "$OUT/runs/$key.$tag.err")" >&2
        local why
        why=$(errline "$OUT/runs/$key.$tag.err")
        RETRIED+=("${key#*.}	exit $RC${why:+: $why}")
    done
    return 1
}

# memory KEY: from the untimed run of KEY (under -verbose:gc and GNU time): the GC pauses (HotSpot
# and Vitrine both print "[...][info][gc] GC(n) Pause ... <ms>ms" lines) into GC_N, GC_AVG and GC_MAX,
# the peak RSS (KB) into RSS_KB; and the run's stdout without the GC lines into KEY.verify.clean (a
# pause line may have been printed in the middle of a program's line: the rest of the line follows).
memory() {
    local key=$1 f=$OUT/runs/$1.verify.out rss=""
    read -r GC_N[$key] GC_AVG[$key] GC_MAX[$key] < <(perl -ne '
        while (/\]\[info\]\[gc[^\]]*\]\s+GC\(\d+\)\s+Pause\b[^\n]*?\s(\d+(?:\.\d+)?)ms/g) { $n++; $s += $1; $m = $1 if $1 > $m }
        END { printf "%d %.3f %.3f\n", $n, $n ? $s / $n : 0, $m + 0 }' "$f")
    perl -pe 's/\[\d+(?:\.\d+)?s\]\[info\]\[gc[^\]]*\][^\n]*\n//g' "$f" >"$OUT/runs/$key.verify.clean"
    [[ -f $OUT/runs/$key.rss ]] && rss=$(tail -n 1 "$OUT/runs/$key.rss")
    [[ $rss =~ ^[0-9]+$ ]] && RSS_KB[$key]=$rss
    return 0
}

# bench LABEL CLASS ARGS RUNS CONFIG-ARRAY: verify every configuration of the array (the untimed run,
# also the memory measurement), then RUNS alternating rounds.
bench() {
    local label=$1 class=$2 args=$3 runs=$4 cfg key ref="" r metric mem
    local -n cfgs=$5
    echo "== $label: $class${args:+ $args} ($runs runs)" >&2
    for cfg in "${CFG_NAMES[@]}"; do
        [[ -n ${cfgs[$cfg]+x} ]] || continue
        key=$label.$cfg
        CMDLINE[$key]="${cfgs[$cfg]} $class${args:+ $args}"
        WALL[$key]="" CPU[$key]="" METRIC[$key]=""
        # GNU time outside `timeout`: killing time would leave the VM running
        rm -f "$OUT/runs/$key.rss"
        mem=${GNU_TIME:+$GNU_TIME -f %M -o $OUT/runs/$key.rss }
        if ! attempt "$key" verify "$mem timeout $TIMEOUT ${cfgs[$cfg]} -verbose:gc $class${args:+ $args}"; then
            echo "   $cfg: FAILED (exit status $RC): $(shown "$key")" >&2
            sed 's/^/      /' "$OUT/runs/$key.verify.err" | head -n 15 >&2
            fail "$key" "exit $RC" "$OUT/runs/$key.verify.err"
            continue
        fi
        memory "$key"
        if [[ $cfg == xint || ($cfg == java && -z $ref) ]]; then
            ref=$OUT/runs/$key.verify.clean # HotSpot's output is the reference
        elif [[ -z $ref ]]; then
            echo "   $cfg: not timed: HotSpot failed, nothing to compare with" >&2
            fail "$key" "no reference"
            continue
        elif ! cmp -s "$ref" "$OUT/runs/$key.verify.clean"; then
            echo "   $cfg: WRONG OUTPUT (differs from HotSpot's): $(shown "$key")" >&2
            diff "$ref" "$OUT/runs/$key.verify.clean" >"$OUT/runs/$key.diff"
            head -n 10 "$OUT/runs/$key.diff" | sed 's/^/      /' >&2
            fail "$key" "wrong output" "$OUT/runs/$key.diff"
            continue
        fi
        STATUS[$key]=ok
    done
    for ((r = 1; r <= runs; r++)); do
        for cfg in "${CFG_NAMES[@]}"; do
            key=$label.$cfg
            [[ ${STATUS[$key]:-} == ok ]] || continue
            if ! attempt "$key" run "${CMDLINE[$key]}"; then
                fail "$key" "timed run $r: exit $RC" "$OUT/runs/$key.run.err"
                continue
            fi
            if ! cmp -s "$ref" "$OUT/runs/$key.run.out"; then
                echo "   $cfg: timed run $r printed a different result" >&2
                diff "$ref" "$OUT/runs/$key.run.out" >"$OUT/runs/$key.diff"
                fail "$key" "timed run $r: wrong output" "$OUT/runs/$key.diff"
                continue
            fi
            WALL[$key]+="$WALL_MS " CPU[$key]+="$CPU_MS "
            # what the program measured itself: "metric MODE ns/op VALUE" on stderr
            metric=$(awk '$1 == "metric" { print $4; exit }' "$OUT/runs/$key.run.err")
            [[ -n $metric ]] && METRIC[$key]+="$metric "
        done
    done
    for cfg in "${CFG_NAMES[@]}"; do
        key=$label.$cfg
        [[ ${STATUS[$key]:-} == ok ]] || continue
        # shellcheck disable=SC2086
        read -r WALL_MED[$key] WALL_SPREAD[$key] < <(stats ${WALL[$key]})
        # shellcheck disable=SC2086
        read -r CPU_MED[$key] CPU_SPREAD[$key] < <(stats ${CPU[$key]})
        printf '   %-6s wall %8.0f ms (spread %3s%%)  cpu %8.0f ms   [%s]' "$cfg" "${WALL_MED[$key]}" \
            "${WALL_SPREAD[$key]}" "${CPU_MED[$key]}" "${WALL[$key]% }" >&2
        if [[ -n ${METRIC[$key]} ]]; then
            # shellcheck disable=SC2086
            read -r METRIC_MED[$key] METRIC_SPREAD[$key] < <(stats ${METRIC[$key]})
            printf '  %s ns/op' "${METRIC_MED[$key]}" >&2
        fi
        printf '  gc %s x avg %s / max %s ms  rss %s KB\n' "${GC_N[$key]:-?}" "${GC_AVG[$key]:-?}" "${GC_MAX[$key]:-?}" \
            "${RSS_KB[$key]:-?}" >&2
    done
}

# ratio MEDIANS A B: MEDIANS[A] / MEDIANS[B] as "1.23", or "n/a"
ratio() {
    local -n med=$1
    if [[ ${STATUS[$2]:-} == ok && ${STATUS[$3]:-} == ok ]]; then
        awk -v a="${med[$2]}" -v b="${med[$3]}" 'BEGIN { printf "%.2f", a / b }'
    else
        echo "n/a"
    fi
}
# target RATIO LIMIT: "1.23x met" / "1.23x **missed**"
target() {
    [[ $1 == n/a ]] && { echo "n/a"; return; }
    awk -v v="$1" -v l="$2" 'BEGIN { printf "%.2fx %s", v, (v <= l) ? "met" : "**missed**" }'
}
x() { [[ $1 == n/a ]] && echo n/a || echo "$1x"; }
# fmt KEY UNIT(s|ms) [cpu]: the median, with half the spread
fmt() {
    if [[ -n ${NOT_AVAILABLE[$1]:-} ]]; then echo "not available"; return; fi
    if [[ ${STATUS[$1]:-} != ok ]]; then echo "FAIL (${STATUS[$1]:-not run})"; return; fi
    local m=${WALL_MED[$1]} sp=${WALL_SPREAD[$1]}
    [[ ${3:-} == cpu ]] && m=${CPU_MED[$1]} sp=${CPU_SPREAD[$1]}
    awk -v m="$m" -v unit="$2" -v sp="$sp" 'BEGIN {
        if (unit == "ms") printf "%.0f ms", m; else printf "%.2f s", m / 1e3
        printf " ±%d%%", (sp + 1) / 2 }'
}
# How busy the machine was with other work: non-idle CPU time of the whole machine (/proc/stat)
# minus this script's children's, as a share of all CPUs over the run.
cpu_jiffies() { awk '/^cpu / { print $2 + $3 + $4 + $7 + $8 + $9, $2 + $3 + $4 + $5 + $6 + $7 + $8 + $9; exit }' /proc/stat 2>/dev/null; }
# CPU seconds of this shell's finished children (`times` must run in this shell, not in $(...))
children_cpu() { awk 'NR == 2 { t = 0; for (i = 1; i <= 2; i++) { split($i, p, "m"); t += p[1] * 60 + p[2] } print t }' "$OUT/times"; }
started=$(date -u '+%Y-%m-%d %H:%M UTC')
load_before=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)
read -r busy_before total_before < <(cpu_jiffies)
times >"$OUT/times"
ours_before=$(children_cpu)
t_start=$SECONDS

# ---- run ----
# run_group PLAN-ARRAY RESULT-ARRAY RUNS CONFIG-ARRAY: every planned benchmark, its label appended to
# RESULT-ARRAY; ARGS[label] and CLASS[label] for the report.
declare -A ARGS CLASS
run_group() {
    local -n planned=$1 ran=$2
    local entry label name args
    for entry in "${planned[@]}"; do
        read -r label name args <<<"$entry"
        ARGS[$label]=$args CLASS[$label]=$name
        bench "$label" "$name" "$args" "$3" "$4"
        ran+=("$label")
    done
}
STARTUP_RUN=() CPU_RUN=() THREAD_RUN=() JNI_RUN=() JVMTI_RUN=() MEMORY_RUN=()
run_group PLAN_STARTUP STARTUP_RUN "$STARTUP_RUNS" CFG_STARTUP
run_group PLAN_CPU CPU_RUN "$RUNS" CFG_CPU
run_group PLAN_THREADS THREAD_RUN "$RUNS" CFG_CPU
run_group PLAN_JNI JNI_RUN "$RUNS" CFG_JNI
run_group PLAN_MEMORY MEMORY_RUN "$MEMORY_RUNS" CFG_CPU
# JVMTI: each benchmark without an agent (label jvmti-NAME), then under each mode (jvmti-NAME-MODE).
# A configuration whose agent does not start in a mode (a capability or event the VM does not offer)
# is left out of that mode's array, with the agent's own words in NOT_AVAILABLE.
for entry in "${PLAN_JVMTI[@]}"; do
    read -r label name args <<<"$entry"
    ARGS[jvmti-$label]=$args CLASS[jvmti-$label]=$name
    bench "jvmti-$label" "$name" "$args" "$RUNS" CFG_NOAGENT
    JVMTI_RUN+=("jvmti-$label")
    for mode in "${JVMTI_MODES[@]}"; do
        declare -A cfg_mode=()
        jvmti_cfg "$([[ $mode == breakpoint ]] && echo "breakpoint=$name.main" || echo "$mode")" cfg_mode
        for cfg in "${CFG_NAMES[@]}"; do
            [[ -n ${cfg_mode[$cfg]+x} ]] || continue
            run_once "jvmti-$label-$mode.$cfg.probe" "${cfg_mode[$cfg]} Hello"
            if ((RC != 0)); then
                NOT_AVAILABLE[jvmti-$label-$mode.$cfg]=$(grep -m1 '^allcaps:' "$OUT/runs/jvmti-$label-$mode.$cfg.probe.err" || errline "$OUT/runs/jvmti-$label-$mode.$cfg.probe.err")
                echo "   $mode on $cfg: not available: ${NOT_AVAILABLE[jvmti-$label-$mode.$cfg]}" >&2
                unset "cfg_mode[$cfg]"
            fi
        done
        ARGS[jvmti-$label-$mode]=$args CLASS[jvmti-$label-$mode]=$name
        bench "jvmti-$label-$mode" "$name" "$args" "$RUNS" cfg_mode
        unset cfg_mode
    done
done
# The heap walk: the allcaps agent's followrefs mode times FollowReferences at VMDeath ("metric" line)
HEAP_RUN=()
for entry in "${PLAN_HEAP[@]}"; do
    read -r label name args <<<"$entry"
    declare -A cfg_heap=()
    jvmti_cfg followrefs cfg_heap
    ARGS[jvmti-heap-$label]=$args CLASS[jvmti-heap-$label]=$name
    bench "jvmti-heap-$label" "$name" "$args" "$RUNS" cfg_heap
    HEAP_RUN+=("jvmti-heap-$label")
    unset cfg_heap
done
load_after=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null)
read -r busy_after total_after < <(cpu_jiffies)
times >"$OUT/times"
others_pct=$(awk -v b0="${busy_before:-0}" -v b1="${busy_after:-0}" -v t0="${total_before:-0}" -v t1="${total_after:-0}" \
    -v o0="$ours_before" -v o1="$(children_cpu)" -v hz="$(getconf CLK_TCK 2>/dev/null || echo 100)" \
    'BEGIN { if (t1 <= t0) { print "?"; exit } o = ((b1 - b0) / hz - (o1 - o0)) / ((t1 - t0) / hz); printf "%.0f", (o < 0 ? 0 : o) * 100 }')

# ---- report ----
geomean() { # MEDIANS CONFIG-A CONFIG-B [GROUP-ARRAY]: geometric mean over a group (default CPU-bound)
    local -n group=${4:-CPU_RUN}
    local n a vals=()
    for n in "${group[@]}"; do
        a=$(ratio "$1" "$n.$2" "$n.$3")
        [[ $a == n/a ]] || vals+=("$a")
    done
    ((${#vals[@]} == ${#group[@]} && ${#vals[@]} > 0)) || { echo n/a; return; }
    printf '%s\n' "${vals[@]}" | awk '{ s += log($1); n++ } END { printf "%.2f", exp(s / n) }'
}
# metric KEY: the median time per operation the program measured, with half the spread
metric() {
    if [[ ${STATUS[$1]:-} != ok || -z ${METRIC_MED[$1]:-} ]]; then echo "FAIL (${STATUS[$1]:-not run})"; return; fi
    awk -v m="${METRIC_MED[$1]}" -v sp="${METRIC_SPREAD[$1]}" 'BEGIN { printf "%.1f ns ±%d%%", m, (sp + 1) / 2 }'
}
mratio() { # KEY-A KEY-B: METRIC_MED[A] / METRIC_MED[B]
    if [[ -n ${METRIC_MED[$1]:-} && -n ${METRIC_MED[$2]:-} ]]; then
        awk -v a="${METRIC_MED[$1]}" -v b="${METRIC_MED[$2]}" 'BEGIN { printf "%.2fx", a / b }'
    else
        echo n/a
    fi
}
# rss KEY: peak RSS in MB; pauses KEY: "count × avg / max ms"
rss() { if [[ -n ${RSS_KB[$1]:-} ]]; then awk -v k="${RSS_KB[$1]}" 'BEGIN { printf "%.0f MB", k / 1024 }'; else echo n/a; fi; }
pauses() {
    if [[ -z ${GC_N[$1]:-} ]]; then echo n/a; return; fi
    if ((GC_N[$1] == 0)); then echo "none"; return; fi
    awk -v n="${GC_N[$1]}" -v a="${GC_AVG[$1]}" -v m="${GC_MAX[$1]}" 'BEGIN {
        f = (m < 10) ? "%.1f" : "%.0f"; printf "%d × " f " / " f " ms", n, a, m }'
}
rss_ratio() { # KEY-A KEY-B
    if [[ -n ${RSS_KB[$1]:-} && -n ${RSS_KB[$2]:-} ]]; then
        awk -v a="${RSS_KB[$1]}" -v b="${RSS_KB[$2]}" 'BEGIN { printf "%.2fx", a / b }'
    else
        echo n/a
    fi
}
bench_name() { # jvmti-NAME-MODE: the benchmark under the allcaps agent in MODE
    local n="${CLASS[$1]}${ARGS[$1]:+ ${ARGS[$1]}}"
    if [[ $1 == jvmti-heap-* ]]; then n+=" (allcaps followrefs)"
    elif [[ $1 == jvmti-*-* ]]; then n+=" (allcaps ${1##*-})"; fi
    echo "$n"
}
ALL_RUN=("${STARTUP_RUN[@]}" "${CPU_RUN[@]}" "${THREAD_RUN[@]}" "${JNI_RUN[@]}")
for b in "${JVMTI_RUN[@]}"; do
    ALL_RUN+=("$b")
    for mode in "${JVMTI_MODES[@]}"; do ALL_RUN+=("$b-$mode"); done
done
ALL_RUN+=("${HEAP_RUN[@]}" "${MEMORY_RUN[@]}")
# jvmti_cell KEY BASE UNIT: the CPU time of KEY and its ratio to BASE (the same VM without an agent)
jvmti_cell() {
    if [[ -n ${NOT_AVAILABLE[$1]:-} ]]; then echo "not available"; return; fi
    [[ ${STATUS[$1]:-} == ok ]] || { fmt "$1" "$3"; return; }
    echo "$(fmt "$1" "$3" cpu) ($(x "$(ratio CPU_MED "$1" "$2")"))"
}

cpu_model=$(awk -F': ' '/^model name/ { print $2; exit }' /proc/cpuinfo 2>/dev/null)
commit=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
[[ -n $(git status --porcelain --untracked-files=no 2>/dev/null) ]] && commit+=" with uncommitted changes"
command_line="${cmd_env}bash bench/run.sh${ORIG_ARGS[*]:+ ${ORIG_ARGS[*]}}"
shown_command="\`$command_line\`"
[[ -n ${MAKELEVEL:-} ]] && shown_command="\`make bench${BENCH:+ BENCH=${BENCH@Q}}\` (\`$command_line\`)"

n=$STARTUP_BENCH
T_NX=$TARGET_NATIVE_VS_XINT T_NX1=$TARGET_NATIVE_VS_XINT_EACH T_SJ=$TARGET_STARTUP_VS_JAVA
T_WN=$TARGET_WASM_VS_NATIVE T_WS=$TARGET_WASM_STARTUP
report=$OUT/report.md
{
    echo "Measured $started by $shown_command in $((SECONDS - t_start)) s."
    echo
    echo "- Machine: $(nproc) CPUs, ${cpu_model:-unknown CPU}, $(awk '/^MemTotal/ { printf "%.0f GB RAM", $2 / 1048576 }' /proc/meminfo), $(uname -sr); other processes used ${others_pct}% of its CPU time during the run (load average $load_before before, $load_after after)"
    echo "- Vitrine: ${BENCH_VITRINE_SOURCE:-the working tree at commit $commit}; \`$NATIVE\` (built $NATIVE_BUILT)${WASM_BUILT:+ and \`$WASM_DIR\` (built $WASM_BUILT)}${WASI_BUILT:+ and \`$WASI_DIR\` (built $WASI_BUILT)}, copied to \`$SNAP\` first"
    echo "- HotSpot: $("$JAVA" -version 2>&1 | sed -n 2p)${WASM_NEEDED:+; Node $("$NODE" --version)}"
    if [[ $others_pct != "?" ]] && ((others_pct >= 10)); then
        echo "- **The machine was busy** with other work: wall times are inflated and noisy; the CPU-time table below is the steadier comparison."
    fi
    echo "- Median wall time of $RUNS runs (start-up: $STARTUP_RUNS runs${MEMORY_RUN[0]:+; memory against size: $MEMORY_RUNS}), the configurations alternating in each round, after one untimed run of each whose output must equal HotSpot's (the programs print checksums). ±: half the min-max spread, relative to the median. A ratio below 1 means Vitrine is faster."
    echo
    if [[ -n ${STATUS[$n.native]:-} ]]; then
        echo "**Start-up**: hello world (\`$n\`)"
        echo
        echo "| java -Xint -Xshare:off | java | vitrine native | vitrine wasm | native / java -Xint -Xshare:off | native / java (target ≤ $T_SJ) | wasm / native (target ≤ $T_WS) |"
        echo "| ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
        echo "| $(fmt $n.xint ms) | $(fmt $n.java ms) | $(fmt $n.native ms) | $(fmt $n.wasm ms)" \
            "| $(x "$(ratio WALL_MED $n.native $n.xint)") | $(target "$(ratio WALL_MED $n.native $n.java)" "$T_SJ")" \
            "| $(target "$(ratio WALL_MED $n.wasm $n.native)" "$T_WS") |"
        echo
    fi
    if ((${#CPU_RUN[@]})); then
        echo "**CPU-bound**: the interpreter"
        echo
        echo "| benchmark | java -Xint | java | vitrine native | vitrine wasm | native / java -Xint (target ≤ $T_NX1 each, ≤ $T_NX in geometric mean) | native / java | wasm / native (target ≤ $T_WN) |"
        echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
        for b in "${CPU_RUN[@]}"; do
            echo "| \`$(bench_name "$b")\` | $(fmt $b.xint s) | $(fmt $b.java s) | $(fmt $b.native s) | $(fmt $b.wasm s)" \
                "| $(target "$(ratio WALL_MED $b.native $b.xint)" "$T_NX1") | $(x "$(ratio WALL_MED $b.native $b.java)")" \
                "| $(target "$(ratio WALL_MED $b.wasm $b.native)" "$T_WN") |"
        done
        echo "| geometric mean | | | | | $(target "$(geomean WALL_MED native xint)" "$T_NX") | $(x "$(geomean WALL_MED native java)")" \
            "| $(target "$(geomean WALL_MED wasm native)" "$T_WN") |"
        echo
    fi
    if ((${#THREAD_RUN[@]})); then
        echo "**Threads**: contended monitors and hand-overs between threads. HotSpot runs OS threads on the machine's CPUs (a hand-over wakes a sleeping thread through the kernel); Vitrine runs one thread at a time and switches between them itself, so these compare two designs more than two interpreters (no targets)."
        echo
        echo "| benchmark | java -Xint | java | vitrine native | vitrine wasm | native / java -Xint | native / java | wasm / native |"
        echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
        for b in "${THREAD_RUN[@]}"; do
            echo "| \`$(bench_name "$b")\` | $(fmt $b.xint s) | $(fmt $b.java s) | $(fmt $b.native s) | $(fmt $b.wasm s)" \
                "| $(x "$(ratio WALL_MED $b.native $b.xint)") | $(x "$(ratio WALL_MED $b.native $b.java)")" \
                "| $(x "$(ratio WALL_MED $b.wasm $b.native)") |"
        done
        echo
    fi
    if [[ -n $WASI_BUILT ]] && ((${#STARTUP_RUN[@]} + ${#CPU_RUN[@]} + ${#THREAD_RUN[@]})); then
        echo "**The WASI build** (docs/WASI.md): \`build/wasi/vitrine.wasm\` (clang 14 + wasi-libc) under Node's \`node:wasi\` (\`$WASI_LAUNCHER\`), against the Emscripten build and native; the same programs, wall time."
        echo
        echo "| benchmark | vitrine native | vitrine wasm | vitrine wasi | wasi / native | wasi / wasm |"
        echo "| --- | ---: | ---: | ---: | ---: | ---: |"
        for b in "${STARTUP_RUN[@]}" "${CPU_RUN[@]}" "${THREAD_RUN[@]}"; do
            echo "| \`$(bench_name "$b")\` | $(fmt $b.native s) | $(fmt $b.wasm s) | $(fmt $b.wasi s)" \
                "| $(x "$(ratio WALL_MED $b.wasi $b.native)") | $(x "$(ratio WALL_MED $b.wasi $b.wasm)") |"
        done
        echo
    fi
    if ((${#JNI_RUN[@]})); then
        echo "**JNI** (natively; \`bench/jni/benchjni.c\` built against \`include/jni.h\` for Vitrine and the JDK's \`jni.h\` for HotSpot): time per operation measured inside the program (\`System.nanoTime\` around the loop, after a warm-up of a tenth), median of the timed runs; the whole runs' times are in the CPU-time table."
        echo
        echo "| operation | java -Xint | java | vitrine native | native / java -Xint | native / java |"
        echo "| --- | ---: | ---: | ---: | ---: | ---: |"
        for b in "${JNI_RUN[@]}"; do
            case ${ARGS[$b]%% *} in
                call) what="Java → native call (an empty \`static native int nop(int)\`)" ;;
                roundtrip) what="Java → native → Java round trip (\`CallStaticIntMethod\` back to a static method)" ;;
                region) what="\`GetIntArrayRegion\` of 16 \`int\`s (in one native call's loop)" ;;
                *) what=$(bench_name "$b") ;;
            esac
            echo "| $what, \`$(bench_name "$b")\` | $(metric $b.xint) | $(metric $b.java) | $(metric $b.native)" \
                "| $(mratio $b.native $b.xint) | $(mratio $b.native $b.java) |"
        done
        echo
    fi
    if ((${#JVMTI_RUN[@]})); then
        echo "**JVMTI agent overhead**: the allcaps test agent (\`native-tests/jvmti/agents/allcaps\`) holding every capability the VM offers (GetPotentialCapabilities, then AddCapabilities), with nothing enabled, with a breakpoint at the start of the benchmark's \`main\` (a cold method: hit once), with MethodEntry and MethodExit, or SingleStep, on every thread (counted by the callbacks). CPU time (user + sys, median: the agent's cost shows there whatever else the machine runs); in brackets the ratio to the same VM without an agent. \"not available\": the VM does not offer that capability or event yet (the agent says so and the VM does not start)."
        echo
        echo "| benchmark | agent | java -Xint | java | vitrine native | vitrine wasm |"
        echo "| --- | --- | ---: | ---: | ---: | ---: |"
        for b in "${JVMTI_RUN[@]}"; do
            echo "| \`$(bench_name "$b")\` | none | $(fmt $b.xint s cpu) | $(fmt $b.java s cpu) | $(fmt $b.native s cpu) | $(fmt $b.wasm s cpu) |"
            for mode in "${JVMTI_MODES[@]}"; do
                case $mode in
                    caps) what="every capability, nothing enabled" ;;
                    breakpoint) what="a breakpoint in main" ;;
                    entryexit) what="MethodEntry + MethodExit" ;;
                    step) what="SingleStep" ;;
                    sample) what="SampledObjectAlloc, default interval (512 KB)" ;;
                esac
                echo "| | $what | $(jvmti_cell $b-$mode.xint $b.xint s) | $(jvmti_cell $b-$mode.java $b.java s)" \
                    "| $(jvmti_cell $b-$mode.native $b.native s) | $(jvmti_cell $b-$mode.wasm $b.wasm s) |"
            done
        done
        if ((${#NOT_AVAILABLE[@]})); then
            echo
            echo "Not available (what the agent said):"
            echo
            printf '%s\n' "${NOT_AVAILABLE[@]}" | sort | uniq -c | awk '{ n = $1; $1 = ""; printf "- %d configuration(s):%s\n", n, $0 }'
        fi
        echo
    fi
    if ((${#HEAP_RUN[@]})); then
        echo "**Heap walk**: \`FollowReferences\` from the heap roots at VMDeath, every reachable object visited (the allcaps agent's \`followrefs\` mode), over a program's heap of about a million live objects; time per reference reported to the callback, measured by the agent (median, ± half the spread)."
        echo
        echo "| program | java -Xint | java | vitrine native | vitrine wasm | native / java -Xint | wasm / native |"
        echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"
        for b in "${HEAP_RUN[@]}"; do
            echo "| \`$(bench_name "$b")\` | $(metric $b.xint) | $(metric $b.java) | $(metric $b.native) | $(metric $b.wasm)" \
                "| $(mratio $b.native $b.xint) | $(mratio $b.wasm $b.native) |"
        done
        echo
    fi
    if ((${#MEMORY_RUN[@]})); then
        first=${MEMORY_RUN[0]} last=${MEMORY_RUN[${#MEMORY_RUN[@]} - 1]}
        echo "**Memory against size**: \`HashMapScale N\` keeps N \`HashMap<Integer, String>\` entries live; CPU time (user + sys, median of $MEMORY_RUNS timed run(s)) and peak RSS of the untimed run (for wasm: of Node, with V8 and the wasm memory; HotSpot: G1 with its default heap sizing, up to a quarter of the RAM). The last rows: how each grows from the smallest size to the largest."
        echo
        echo "| N | CPU: java -Xint | java | vitrine native | vitrine wasm | peak RSS: java -Xint | java | vitrine native | vitrine wasm | RSS native / java -Xint | CPU native / java -Xint |"
        echo "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
        for b in "${MEMORY_RUN[@]}"; do
            echo "| ${ARGS[$b]%% *} | $(fmt $b.xint s cpu) | $(fmt $b.java s cpu) | $(fmt $b.native s cpu) | $(fmt $b.wasm s cpu)" \
                "| $(rss $b.xint) | $(rss $b.java) | $(rss $b.native) | $(rss $b.wasm) | $(rss_ratio $b.native $b.xint)" \
                "| $(x "$(ratio CPU_MED $b.native $b.xint)") |"
        done
        if [[ $first != "$last" ]]; then
            echo "| growth ${ARGS[$first]%% *} → ${ARGS[$last]%% *} | $(x "$(ratio CPU_MED $last.xint $first.xint)") | $(x "$(ratio CPU_MED $last.java $first.java)")" \
                "| $(x "$(ratio CPU_MED $last.native $first.native)") | $(x "$(ratio CPU_MED $last.wasm $first.wasm)")" \
                "| $(rss_ratio $last.xint $first.xint) | $(rss_ratio $last.java $first.java) | $(rss_ratio $last.native $first.native)" \
                "| $(rss_ratio $last.wasm $first.wasm) | | |"
        fi
        echo
    fi
    echo "CPU time (user + sys, median), less sensitive to other load on the machine; HotSpot's includes its compiler and GC threads:"
    echo
    echo "| program | java -Xint | java | vitrine native | vitrine wasm | native / java -Xint | native / java | wasm / native |"
    echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
    if [[ -n ${STATUS[$n.native]:-} ]]; then
        echo "| \`$n\` (-Xint with -Xshare:off) | $(fmt $n.xint ms cpu) | $(fmt $n.java ms cpu) | $(fmt $n.native ms cpu) | $(fmt $n.wasm ms cpu)" \
            "| $(x "$(ratio CPU_MED $n.native $n.xint)") | $(x "$(ratio CPU_MED $n.native $n.java)") | $(x "$(ratio CPU_MED $n.wasm $n.native)") |"
    fi
    for b in "${CPU_RUN[@]}" "${THREAD_RUN[@]}" "${JNI_RUN[@]}" "${ALL_RUN[@]:${#STARTUP_RUN[@]}+${#CPU_RUN[@]}+${#THREAD_RUN[@]}+${#JNI_RUN[@]}}"; do
        wasm_cell=$(fmt $b.wasm s cpu)
        [[ -z ${CMDLINE[$b.wasm]:-} ]] && wasm_cell="—"
        echo "| \`$(bench_name "$b")\` | $(fmt $b.xint s cpu) | $(fmt $b.java s cpu) | $(fmt $b.native s cpu) | $wasm_cell" \
            "| $(x "$(ratio CPU_MED $b.native $b.xint)") | $(x "$(ratio CPU_MED $b.native $b.java)") | $(x "$(ratio CPU_MED $b.wasm $b.native)") |"
    done
    if ((${#CPU_RUN[@]})); then
        echo "| geometric mean (CPU-bound) | | | | | $(x "$(geomean CPU_MED native xint)") | $(x "$(geomean CPU_MED native java)") | $(x "$(geomean CPU_MED wasm native)") |"
    fi
    echo
    if ((${#ALL_RUN[@]})); then
        echo "**Memory**: from the untimed run of each configuration, made with \`-verbose:gc\` under GNU time: peak RSS of the process (for wasm: of Node, with V8 and the wasm memory) and the collector's pauses, as count × average / maximum (HotSpot: G1 with its default heap sizing; Vitrine: its stop-the-world mark-sweep, default heap limit)."
        echo
        echo "| program | peak RSS: java -Xint | java | vitrine native | vitrine wasm | native / java -Xint | GC pauses: java -Xint | java | vitrine native | vitrine wasm |"
        echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
        for b in "${ALL_RUN[@]}"; do
            wasm_rss=$(rss $b.wasm) wasm_gc=$(pauses $b.wasm)
            [[ -z ${CMDLINE[$b.wasm]:-} ]] && wasm_rss="—" wasm_gc="—"
            echo "| \`$(bench_name "$b")\` | $(rss $b.xint) | $(rss $b.java) | $(rss $b.native) | $wasm_rss | $(rss_ratio $b.native $b.xint)" \
                "| $(pauses $b.xint) | $(pauses $b.java) | $(pauses $b.native) | $wasm_gc |"
        done
        echo
    fi
    echo "Commands (from the repository root; the programs are \`bench/java/*.java\` and \`bench/jni/*.java\`, compiled by \`javac -XDstringConcat=inline -d $CLASSES\`, and \`bench/java-indy/*.java\` by plain \`javac\`; the untimed run adds \`-verbose:gc\` before the class name):"
    echo
    echo '```'
    for b in "${ALL_RUN[@]}"; do
        for cfg in "${CFG_NAMES[@]}"; do [[ -n ${CMDLINE[$b.$cfg]:-} ]] && shown "$b.$cfg"; done
    done
    echo '```'
    if ((FAILURES)); then
        echo
        echo "**$FAILURES configuration(s) could not be measured** (stderr of the runs is in \`$OUT/runs/\`):"
        echo
        for note in "${FAIL_NOTES[@]}"; do echo "- $note"; done
    fi
    if ((${#RETRIED[@]})); then
        echo
        echo "**${#RETRIED[@]} run(s) failed and were run again** (up to $RETRIES retries; only successful runs are timed). Failed / all runs per configuration: $(
            for c in "${CFG_NAMES[@]}"; do
                k=$(printf '%s\n' "${RETRIED[@]}" | grep -c "^$c	")
                ((k)) && printf '%s %d / %d; ' "$c" "$k" "${ATTEMPTS[$c]}"
            done | sed 's/; $//'). Errors:"
        echo
        printf '%s\n' "${RETRIED[@]}" | sort | uniq -c | sort -rn |
            awk -F'\t' '{ split($1, a, " "); printf "- %s × %s: `%s`\n", a[1], a[2], $2 }'
    fi
} >"$report"

echo >&2
cat "$report"

if ((WRITE)); then
    mkdir -p "$(dirname "$DOC")"
    if [[ ! -f $DOC ]] || ! grep -q '<!-- bench:begin' "$DOC" || ! grep -q '<!-- bench:end' "$DOC"; then
        [[ -f $DOC ]] && cp "$DOC" "$DOC.bak"
        {
            echo "# Performance"
            echo
            echo "<!-- bench:begin (written by bench/run.sh: do not edit by hand) -->"
            echo "<!-- bench:end -->"
        } >"$DOC"
    fi
    awk -v report="$report" '
        /<!-- bench:begin/ { print; while ((getline line < report) > 0) print line; skip = 1; next }
        /<!-- bench:end/ { skip = 0 }
        !skip { print }' "$DOC" >"$DOC.tmp" && mv "$DOC.tmp" "$DOC"
    echo >&2
    echo "bench/run.sh: wrote the results into $DOC" >&2
fi

if [[ -z $ONLY ]] && ((${#SELECT[@]} == 0)); then
    echo >&2
    run_browser || { echo "bench/run.sh: the browser benchmark failed" >&2; FAILURES=$((FAILURES + 1)); }
fi

((FAILURES == 0)) || { echo "bench/run.sh: $FAILURES failure(s)" >&2; exit 1; }
