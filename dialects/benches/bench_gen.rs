//! Generator of large generic-form modules for benchmarks (shared by
//! `benches/parse_print.rs` and `examples/gen_bench_module.rs`).
//!
//! The module is deterministic for a given op count: functions of 100 ops each,
//! every op an `ipu_bench.*` op in generic form with one or two operands drawn
//! from earlier values, an attribute dictionary, and tensor types — about 125
//! bytes per op, so 200,000 ops make a ~25 MB file.

use std::fmt::Write;

/// A small deterministic PRNG (xorshift64*).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// A generic-form module with about `n_ops` operations.
pub fn bench_module(n_ops: usize) -> String {
    const PER_FUNC: usize = 100;
    const NAMES: [&str; 6] = ["add", "mul", "matmul", "gelu", "cast", "max"];
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut s = String::with_capacity(n_ops * 130);
    s.push_str("\"builtin.module\"() ({\n");
    let n_funcs = n_ops.div_ceil(PER_FUNC);
    let ty = "tensor<64x64xf16>";
    for f in 0..n_funcs {
        let _ = writeln!(
            s,
            "  \"func.func\"() <{{function_type = ({ty}, {ty}) -> {ty}, sym_name = \"f{f}\"}}> ({{\n  ^bb0(%arg0: {ty}, %arg1: {ty}):"
        );
        let ops = PER_FUNC.min(n_ops - f * PER_FUNC) - 1;
        for i in 0..ops {
            let name = NAMES[rng.below(NAMES.len() as u64) as usize];
            let pick = |rng: &mut Rng| -> String {
                if i == 0 || rng.below(4) == 0 {
                    format!("%arg{}", rng.below(2))
                } else {
                    format!("%{}", rng.below(i as u64))
                }
            };
            let a = pick(&mut rng);
            let tile = rng.below(1472);
            let cycles = rng.below(100_000);
            if rng.below(3) == 0 {
                let _ = writeln!(
                    s,
                    "    %{i} = \"ipu_bench.{name}\"({a}) {{tile = {tile} : i32, cycles = {cycles} : i64}} : ({ty}) -> {ty}"
                );
            } else {
                let b = pick(&mut rng);
                let _ = writeln!(
                    s,
                    "    %{i} = \"ipu_bench.{name}\"({a}, {b}) {{tile = {tile} : i32, cycles = {cycles} : i64}} : ({ty}, {ty}) -> {ty}"
                );
            }
        }
        let last = if ops == 0 {
            "%arg0".to_string()
        } else {
            format!("%{}", ops - 1)
        };
        let _ = writeln!(
            s,
            "    \"func.return\"({last}) : ({ty}) -> ()\n  }}) : () -> ()"
        );
    }
    s.push_str("}) : () -> ()\n");
    s
}
