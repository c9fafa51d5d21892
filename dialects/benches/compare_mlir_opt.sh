#!/usr/bin/env bash
# Side-by-side: ipu-opt vs mlir-opt-19 on the same generated 200,000-op generic
# module (~26.7 MB): wall time, user+sys CPU time and peak RSS (/usr/bin/time -v),
# runs interleaved (ipu-opt, mlir-opt, ipu-opt, ...) so both see the same load.
# Ends with the best and the median runs and their ratios (mlir-opt / ipu-opt for times, ipu-opt /
# mlir-opt for memory) and checks that the outputs are byte-identical.
#
# usage: dialects/benches/compare_mlir_opt.sh [N_OPS] [RUNS]
# Builds ipu-opt and the generator in release mode (CARGO_TARGET_DIR is honoured).
# On a loaded machine compare the CPU times: wall times follow the other load.
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
# measure NAME CMD...: one run; prints it and appends "wall cpu rss" to $TMP/NAME.runs.
measure() {
  local name="$1"; shift
  /usr/bin/time -v "$@" 2> "$TMP/time.txt" > /dev/null
  local wall user sys rss
  wall=$(grep 'Elapsed (wall clock)' "$TMP/time.txt" | awk '{print $NF}' \
    | awk -F: '{ if (NF == 3) print $1*3600 + $2*60 + $3; else print $1*60 + $2 }')
  user=$(grep 'User time' "$TMP/time.txt" | awk '{print $NF}')
  sys=$(grep 'System time' "$TMP/time.txt" | awk '{print $NF}')
  rss=$(grep 'Maximum resident' "$TMP/time.txt" | awk '{print $NF}')
  local cpu
  cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { printf "%.2f", u + s }')
  printf '%-9s wall %6.2f s  user %5.2f s  sys %5.2f s  cpu %5.2f s  peak RSS %7d KB\n' \
    "$name" "$wall" "$user" "$sys" "$cpu" "$rss"
  echo "$wall $cpu $rss" >> "$TMP/$name.runs"
}
for _ in $(seq "$RUNS"); do
  measure ipu-opt "$TARGET/release/ipu-opt" --allow-unregistered-dialect --print-op-generic "$TMP/in.mlir" -o "$TMP/ipu.mlir"
  measure mlir-opt "$MLIR_OPT" --allow-unregistered-dialect --mlir-print-op-generic "$TMP/in.mlir" -o "$TMP/mlir.mlir"
done
# median COLUMN FILE
median() {
  cut -d' ' -f"$1" "$2" | sort -g | awk '{ v[NR] = $1 } END { if (NR % 2) print v[(NR + 1) / 2]; else print (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}
# best COLUMN FILE (the smallest value)
best() {
  cut -d' ' -f"$1" "$2" | sort -g | head -1
}
bw=$(best 1 "$TMP/ipu-opt.runs"); bc=$(best 2 "$TMP/ipu-opt.runs"); br=$(best 3 "$TMP/ipu-opt.runs")
mbw=$(best 1 "$TMP/mlir-opt.runs"); mbc=$(best 2 "$TMP/mlir-opt.runs"); mbr=$(best 3 "$TMP/mlir-opt.runs")
awk -v iw="$bw" -v ic="$bc" -v ir="$br" -v mw="$mbw" -v mc="$mbc" -v mr="$mbr" 'BEGIN {
  printf "best      ipu-opt wall %.2f s cpu %.2f s RSS %d KB | mlir-opt wall %.2f s cpu %.2f s RSS %d KB\n", iw, ic, ir, mw, mc, mr
  printf "best of each: %.2fx faster (wall), %.2fx less CPU, %.2f of the peak memory\n", mw / iw, mc / ic, ir / mr
}'
iw=$(median 1 "$TMP/ipu-opt.runs"); ic=$(median 2 "$TMP/ipu-opt.runs"); ir=$(median 3 "$TMP/ipu-opt.runs")
mw=$(median 1 "$TMP/mlir-opt.runs"); mc=$(median 2 "$TMP/mlir-opt.runs"); mr=$(median 3 "$TMP/mlir-opt.runs")
awk -v iw="$iw" -v ic="$ic" -v ir="$ir" -v mw="$mw" -v mc="$mc" -v mr="$mr" 'BEGIN {
  printf "median    ipu-opt wall %.2f s cpu %.2f s RSS %d KB | mlir-opt wall %.2f s cpu %.2f s RSS %d KB\n", iw, ic, ir, mw, mc, mr
  printf "ipu-opt is %.2fx faster (wall), %.2fx less CPU, uses %.2f of the peak memory\n", mw / iw, mc / ic, ir / mr
}'
if cmp -s "$TMP/ipu.mlir" "$TMP/mlir.mlir"; then echo "outputs: byte-identical"; else echo "outputs: differ"; fi
