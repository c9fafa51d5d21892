#!/usr/bin/env bash
# Compiles every full-size StableHLO export of the corpus (or the files given) with
# ipu-compile --weights=all-but-first (JAX's f(x, *params): the parameters are load-time data)
# and runs it with ipu-run --inferences 2 on seeded random inputs (the full-size exports have
# no JAX reference data): each inference must print numericalTest=PASS against the host
# reference, and the host must write each per-inference input element once (hostInputBytes =
# inputBytes). Prints one line per export: compile seconds, inputBytes, cycles,
# endToEndCycles, efficiency, error, result.
#
#   tests/e2e/full_size.sh                       # every *_full.mlir of the corpus
#   tests/e2e/full_size.sh path/to/x_full.mlir   # only these
#
# Uses the release build (cargo build --release --bin ipu-compile --bin ipu-run) unless
# IPU_BIN is set to another directory holding both; IPU_SHARED overrides ../shared.
# Exit status: the number of exports that failed to compile or did not PASS.
set -u
here=$(cd "$(dirname "$0")/../.." && pwd)
shared=${IPU_SHARED:-$here/../shared}
if [ -z "${IPU_BIN:-}" ]; then
    (cd "$here" && cargo build --release --bin ipu-compile --bin ipu-run) || exit 100
    IPU_BIN=${CARGO_TARGET_DIR:-$here/target}/release
fi
if [ $# -gt 0 ]; then
    files=("$@")
else
    files=("$shared"/corpus/stablehlo/*_full.mlir)
    files=("${files[@]/*.generic.mlir/}")
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0
for f in "${files[@]}"; do
    [ -n "$f" ] || continue
    name=$(basename "$f" .mlir)
    start=$(date +%s.%N)
    if ! "$IPU_BIN/ipu-compile" "$f" -o "$work/$name.ipupkg" --weights=all-but-first --log-level=error \
        >"$work/$name.log" 2>&1; then
        printf '%-40s compile FAILED: %s\n' "$name" "$(head -c 300 "$work/$name.log" | tr '\n' ' ')"
        failed=$((failed + 1))
        continue
    fi
    secs=$(echo "$(date +%s.%N) - $start" | bc)
    "$IPU_BIN/ipu-run" "$work/$name.ipupkg" --seed 1 --inferences 2 --log-level=error \
        --device-lock "$work/device.lock" >"$work/$name.run" 2>&1
    summary=$(grep -E '^(inputBytes|cycles|endToEndCycles|efficiencyPercent|referencePrecision|referenceMaximumAbsoluteError|maximumAbsoluteError|numericalTest)=' \
        "$work/$name.run" | tr '\n' ' ')
    printf '%-40s compile %6.1f s  %s\n' "$name" "$secs" "${summary:-$(head -c 300 "$work/$name.run")}"
    input=$(grep '^inputBytes=' "$work/$name.run" | cut -d= -f2)
    host=$(grep '^hostInputBytes=' "$work/$name.run" | cut -d= -f2)
    if [ "$(grep -c 'numericalTest=PASS' "$work/$name.run")" -ne 3 ] || [ -z "$input" ] || [ "$input" != "$host" ]; then
        failed=$((failed + 1))
    fi
done
exit $failed
