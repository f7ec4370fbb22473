#!/usr/bin/env bash
# bench/startup.sh: only the start-up measurement of bench/run.sh (hello world on
# java -Xint -Xshare:off, java, vitrine native and vitrine wasm). Prints; --write also updates
# docs/PERFORMANCE.md (with only the start-up table).
exec bash "$(dirname "${BASH_SOURCE[0]}")/run.sh" --only startup "$@"
