#!/usr/bin/env bash
# bench/tools/loop-cost.sh: what the CPU-bound part of a benchmark costs, start-up taken out: each
# program runs at two sizes, and the difference of the CPU times (user + sys) is the cost of the
# extra work alone. The ratio of two VMs' differences compares their loops, where the ratio of the
# whole runs also compares their start-ups (about 0.3 s under Node against 0.03 s natively).
#
#   bash bench/tools/loop-cost.sh [BENCHMARK...]      # default: the CPU-bound loops below
#
# Configurations, measured alternately in each round: the native VM, then one or more WebAssembly
# builds under Node (directories holding vitrine.js, vitrine.wasm and its vitrine.snapshot), so that
# builds of the same interpreter compiled differently can be compared in one run.
#
# Environment: LOOP_RUNS (rounds, default 5; medians are reported), VITRINE_NATIVE (default
# build/native/vitrine), LOOP_WASM_DIRS (space-separated build directories, default build/wasm),
# NODE (default node), NODE_FLAGS (node options for the wasm runs, default none), JAVAC.
# Every run's output must equal the native run's (the programs print checksums), else it stops.
set -u -o pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$ROOT" || exit 2

RUNS=${LOOP_RUNS:-5}
NATIVE=${VITRINE_NATIVE:-build/native/vitrine}
read -r -a WASM_DIRS <<<"${LOOP_WASM_DIRS:-build/wasm}"
NODE=${NODE:-node}
read -r -a NODE_OPTS <<<"${NODE_FLAGS:-}"
JAVAC=${JAVAC:-javac}
CLASSES=build/bench/loop-classes
OUT=$(mktemp -d)
trap 'rm -rf "$OUT"' EXIT

# name | the benchmark's size in bench/run.sh | a smaller size of the same work
SIZES=(
    "NBody|300000|60000"
    "Sieve|2000000 7|2000000 1"
    "Mandelbrot|1200|500"
    "Fannkuch|10|9"
    "Collatz|4000000|800000"
    "Trees|16 8 4|16 2 4"
    "Strings|2000 25|2000 5"
)

want=("$@")
selected=()
for s in "${SIZES[@]}"; do
    name=${s%%|*}
    if ((${#want[@]} == 0)) || [[ " ${want[*]} " == *" $name "* ]]; then selected+=("$s"); fi
done
((${#selected[@]})) || { echo "loop-cost.sh: no benchmark named ${want[*]}" >&2; exit 2; }

mkdir -p "$CLASSES"
"$JAVAC" -XDstringConcat=inline -d "$CLASSES" bench/java/*.java || exit 2

# run CONFIG ARGS...: one run; prints its CPU time in seconds, keeps its stdout in $OUT/last
run() {
    local cfg=$1; shift
    local cmd
    if [[ $cfg == native ]]; then
        cmd=("$NATIVE" -cp "$CLASSES" "$@")
    else
        cmd=(env VITRINE_WASM_DIR="$cfg" "$NODE" "${NODE_OPTS[@]}" wasm-bridge/bin/vitrine.mjs -cp "$CLASSES" "$@")
    fi
    /usr/bin/time -f '%U %S' -o "$OUT/time" "${cmd[@]}" >"$OUT/last" </dev/null || {
        echo "loop-cost.sh: failed: ${cmd[*]}" >&2; exit 1; }
    awk '{ printf "%.3f\n", $1 + $2 }' "$OUT/time"
}

median() { sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

configs=(native "${WASM_DIRS[@]}")
echo "CPU time (user + sys), median of $RUNS rounds; loop = big - small"
header="| benchmark | sizes | native: big | native: loop |"
rule="| --- | --- | ---: | ---: |"
for d in "${WASM_DIRS[@]}"; do
    header+=" $d: big | $d: loop | whole / native | loop / native |"
    rule+=" ---: | ---: | ---: | ---: |"
done
echo "$header"
echo "$rule"
for s in "${selected[@]}"; do
    IFS='|' read -r name big small <<<"$s"
    for i in "${!configs[@]}"; do : >"$OUT/big.$i"; : >"$OUT/small.$i"; done
    for ((r = 0; r < RUNS; r++)); do
        for size in big small; do
            read -r -a args <<<"${!size}"
            for i in "${!configs[@]}"; do
                run "${configs[$i]}" "$name" "${args[@]}" >>"$OUT/$size.$i" || exit 1
                if ((i == 0)); then
                    cp "$OUT/last" "$OUT/expected"
                elif ! cmp -s "$OUT/last" "$OUT/expected"; then
                    echo "loop-cost.sh: ${configs[$i]} printed another result for $name ${!size}" >&2
                    exit 1
                fi
            done
        done
    done
    nb=$(median <"$OUT/big.0"); ns=$(median <"$OUT/small.0")
    nl=$(awk -v b="$nb" -v s="$ns" 'BEGIN { printf "%.3f", b - s }')
    line="| \`$name\` | $big / $small | $nb s | $nl s |"
    for i in "${!WASM_DIRS[@]}"; do
        wb=$(median <"$OUT/big.$((i + 1))"); ws=$(median <"$OUT/small.$((i + 1))")
        line+=$(awk -v wb="$wb" -v ws="$ws" -v nb="$nb" -v nl="$nl" \
            'BEGIN { printf " %.3f s | %.3f s | %.2fx | %.2fx |", wb, wb - ws, wb / nb, (wb - ws) / nl }')
    done
    echo "$line"
done
