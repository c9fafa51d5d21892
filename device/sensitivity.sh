#!/usr/bin/env bash
# The sensitivity table of device/README.md: every full-size corpus model compiled with
# `--weights=all-but-first` for copies of ipu21.toml whose `exchange_send_issue_cycles` and
# `exchange_set_mux_issue_cycles` are each COST, then run with `ipu-run --inferences 2`.
# Prints one line per model and cost: `COST MODEL cycles=N compile=Ss K numericalTest=PASS`.
#
# usage: device/sensitivity.sh [COST...]   (default: 1 2 3; release binaries are built first)
# The corpus is ../shared/corpus/stablehlo (IPU_SHARED overrides ../shared); work files go to
# a temporary directory.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
SHARED="${IPU_SHARED:-$ROOT/../shared}"
BIN="${CARGO_TARGET_DIR:-$ROOT/target}/release"
cargo build --release -q --bin ipu-compile --bin ipu-run --manifest-path "$ROOT/Cargo.toml"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
[ $# -gt 0 ] || set -- 1 2 3
for c in "$@"; do
  sed -e "s/^exchange_send_issue_cycles = .*/exchange_send_issue_cycles = $c/" \
      -e "s/^exchange_set_mux_issue_cycles = .*/exchange_set_mux_issue_cycles = $c/" \
      "$ROOT/device/targets/ipu21.toml" > "$WORK/ipu21_issue$c.toml"
  for f in "$SHARED"/corpus/stablehlo/*_full.mlir; do
    case $f in *generic*) continue ;; esac
    m=$(basename "$f" .mlir)
    t0=$(date +%s.%N)
    if "$BIN/ipu-compile" "$f" --weights=all-but-first --target "$WORK/ipu21_issue$c.toml" \
        -o "$WORK/$m.$c.ipupkg" 2> "$WORK/compile.log"; then
      t1=$(date +%s.%N)
      "$BIN/ipu-run" "$WORK/$m.$c.ipupkg" --inferences 2 > "$WORK/run.txt" 2> /dev/null || true
      cyc=$(grep -o "^cycles=[0-9]*" "$WORK/run.txt" | head -1 || true)
      verdicts=$(grep -o "numericalTest=[A-Z]*" "$WORK/run.txt" | sort | uniq -c | tr -s ' \n' ' ' || true)
      echo "$c $m $cyc compile=$(awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f", b - a }')s$verdicts"
    else
      echo "$c $m COMPILE FAILED: $(tail -1 "$WORK/compile.log")"
    fi
  done
done
