#!/usr/bin/env bash
# Side-by-side: ipu-opt vs mlir-opt-19 on the same generated 200,000-op generic
# module (~25 MB): wall time, user+sys CPU time and peak RSS (/usr/bin/time -v).
#
# usage: dialects/benches/compare_mlir_opt.sh [N_OPS] [RUNS]
# Builds ipu-opt and the generator in release mode (CARGO_TARGET_DIR is honoured).
set -euo pipefail
N="${1:-200000}"
RUNS="${2:-3}"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
TARGET="${CARGO_TARGET_DIR:-$ROOT/target}"
MLIR_OPT="${MLIR_OPT:-mlir-opt-19}"
cargo build --release -q -p ipu-compiler --bin ipu-opt --manifest-path "$ROOT/Cargo.toml"
cargo build --release -q -p ipu-dialects --example gen_bench_module --manifest-path "$ROOT/Cargo.toml"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
"$TARGET/release/examples/gen_bench_module" "$N" > "$TMP/in.mlir"
echo "input: $N ops, $(stat -c %s "$TMP/in.mlir") bytes; load: $(cut -d' ' -f1-3 /proc/loadavg)"
measure() {
  local name="$1"; shift
  /usr/bin/time -v "$@" 2> "$TMP/time.txt" > /dev/null
  local wall user sys rss
  wall=$(grep 'Elapsed (wall clock)' "$TMP/time.txt" | awk '{print $NF}')
  user=$(grep 'User time' "$TMP/time.txt" | awk '{print $NF}')
  sys=$(grep 'System time' "$TMP/time.txt" | awk '{print $NF}')
  rss=$(grep 'Maximum resident' "$TMP/time.txt" | awk '{print $NF}')
  printf '%-9s wall %8s  user %6s s  sys %6s s  peak RSS %7d KB\n' "$name" "$wall" "$user" "$sys" "$rss"
}
for _ in $(seq "$RUNS"); do
  measure ipu-opt "$TARGET/release/ipu-opt" --allow-unregistered-dialect --print-op-generic "$TMP/in.mlir" -o "$TMP/ipu.mlir"
  measure mlir-opt "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic "$TMP/in.mlir" -o "$TMP/mlir.mlir"
done
if cmp -s "$TMP/ipu.mlir" "$TMP/mlir.mlir"; then echo "outputs: byte-identical"; else echo "outputs: differ"; fi
