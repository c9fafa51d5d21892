//! The host reference against JAX: the StableHLO corpus' small workloads, written as host
//! programs, evaluated on the corpus' inputs, must match JAX's outputs within the
//! `numericalTest` tolerance (`ipu_runtime::check`).
//!
//! The corpus lives outside the repository (`<repo>/../shared/corpus/stablehlo/ref`, or
//! `$IPU_SHARED/corpus/stablehlo/ref`); this test fails if it is missing.

use std::path::PathBuf;

use ipu_runtime::check::{Tolerance, compare};
use ipu_runtime::codelets::elementwise::{BinaryOp, UnaryOp};
use ipu_runtime::npy;
use ipu_runtime::numerics::DType;
use ipu_runtime::reference::{HostOp, HostProgram, OpKind, ProgramInput, TensorType};

fn corpus() -> PathBuf {
    let shared = std::env::var_os("IPU_SHARED")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared"));
    let dir = shared.join("corpus/stablehlo/ref");
    assert!(
        dir.is_dir(),
        "the StableHLO corpus is missing at {} (set IPU_SHARED)",
        dir.display()
    );
    dir
}

fn ty(shape: &[usize], dtype: DType) -> TensorType {
    TensorType {
        shape: shape.to_vec(),
        dtype,
    }
}

/// Builds a program op by op; values are numbered as in `HostProgram`.
struct Builder(HostProgram);

impl Builder {
    fn new(inputs: &[(&[usize], DType)]) -> Builder {
        let inputs = inputs
            .iter()
            .enumerate()
            .map(|(i, (s, d))| ProgramInput {
                name: format!("arg{i}"),
                ty: ty(s, *d),
                random_stddev: 1.0,
            })
            .collect();
        Builder(HostProgram {
            inputs,
            ops: Vec::new(),
            outputs: Vec::new(),
        })
    }

    fn op(&mut self, kind: OpKind, operands: &[usize], shape: &[usize], dtype: DType) -> usize {
        self.0
            .ops
            .push(HostOp::new(kind, operands.to_vec(), ty(shape, dtype)));
        self.0.inputs.len() + self.0.ops.len() - 1
    }

    /// `x · w + b` with `b` broadcast over rows.
    fn dense(
        &mut self,
        x: usize,
        w: usize,
        b: Option<usize>,
        m: usize,
        n: usize,
        dtype: DType,
    ) -> usize {
        let y = self.op(OpKind::Matmul, &[x, w], &[m, n], dtype);
        match b {
            Some(b) => {
                let bb = self.op(
                    OpKind::BroadcastInDim { dims: vec![1] },
                    &[b],
                    &[m, n],
                    dtype,
                );
                self.op(OpKind::Binary(BinaryOp::Add), &[y, bb], &[m, n], dtype)
            }
            None => y,
        }
    }
}

fn check_case(name: &str, program: HostProgram, in_files: &[&str]) {
    let dir = corpus();
    let inputs: Vec<_> = in_files
        .iter()
        .zip(&program.inputs)
        .map(|(f, i)| npy::read(&dir.join(f), &i.ty).unwrap_or_else(|e| panic!("{e}")))
        .collect();
    let outputs = program
        .evaluate(&inputs)
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    let tolerance = Tolerance::for_program(&program);
    for (j, out) in outputs.iter().enumerate() {
        let want_ty = TensorType {
            shape: out.shape.clone(),
            dtype: out.dtype,
        };
        let jax = npy::read(&dir.join(format!("{name}.out{j}.npy")), &want_ty)
            .unwrap_or_else(|e| panic!("{e}"));
        let c = compare(out, &jax, tolerance);
        eprintln!(
            "{name} out{j}: max abs error {:.6} (bound {:.6}, max |ref| {:.3})",
            c.max_abs_error, c.bound, c.max_abs_reference
        );
        assert!(c.pass, "{name} out{j}: {c:?}");
        // A real check: the error is small but the outputs are not trivially zero.
        assert!(c.max_abs_reference > 0.1);
    }
}

#[test]
fn mlp_f16_small() {
    let f = DType::F16;
    let mut b = Builder::new(&[
        (&[64, 128], f),
        (&[128, 256], f),
        (&[256], f),
        (&[256, 128], f),
        (&[128], f),
    ]);
    let h = b.dense(0, 1, Some(2), 64, 256, f);
    let g = b.op(OpKind::Unary(UnaryOp::GeluTanh), &[h], &[64, 256], f);
    let y = b.dense(g, 3, Some(4), 64, 128, f);
    b.0.outputs = vec![y];
    check_case(
        "mlp_f16_small",
        b.0,
        &[
            "mlp_f16_small.in0.npy",
            "mlp_f16_small.in1.npy",
            "mlp_f16_small.in2.npy",
            "mlp_f16_small.in3.npy",
            "mlp_f16_small.in4.npy",
        ],
    );
}

#[test]
fn mlp_fp8_small() {
    let (f, q) = (DType::F16, DType::F8E4M3FN);
    let mut b = Builder::new(&[
        (&[64, 128], q),
        (&[128, 256], q),
        (&[256], f),
        (&[256, 128], q),
        (&[128], f),
    ]);
    let h = b.dense(0, 1, Some(2), 64, 256, f);
    let g = b.op(OpKind::Unary(UnaryOp::GeluTanh), &[h], &[64, 256], f);
    let g8 = b.op(OpKind::Cast { scale: 0 }, &[g], &[64, 256], q);
    let y = b.dense(g8, 3, Some(4), 64, 128, f);
    b.0.outputs = vec![y];
    let files = [
        "mlp_fp8_small.in0.f8e4m3fn_bits.npy",
        "mlp_fp8_small.in1.f8e4m3fn_bits.npy",
        "mlp_fp8_small.in2.npy",
        "mlp_fp8_small.in3.f8e4m3fn_bits.npy",
        "mlp_fp8_small.in4.npy",
    ];
    check_case("mlp_fp8_small", b.0, &files);
}

#[test]
fn qkv_fused_f32_small() {
    let f = DType::F32;
    let mut b = Builder::new(&[(&[64, 128], f), (&[128, 384], f), (&[384], f)]);
    let y = b.dense(0, 1, Some(2), 64, 384, f);
    let outs: Vec<usize> = (0..3)
        .map(|i| {
            b.op(
                OpKind::Slice {
                    start: vec![0, 128 * i],
                    limit: vec![64, 128 * (i + 1)],
                    stride: vec![1, 1],
                },
                &[y],
                &[64, 128],
                f,
            )
        })
        .collect();
    b.0.outputs = outs;
    check_case(
        "qkv_fused_f32_small",
        b.0,
        &[
            "qkv_fused_f32_small.in0.npy",
            "qkv_fused_f32_small.in1.npy",
            "qkv_fused_f32_small.in2.npy",
        ],
    );
}

#[test]
fn attn_scores_1head_f16_small() {
    let f = DType::F16;
    let mut b = Builder::new(&[(&[64, 32], f), (&[64, 32], f)]);
    let kt = b.op(OpKind::Transpose { perm: vec![1, 0] }, &[1], &[32, 64], f);
    let s = b.op(OpKind::Matmul, &[0, kt], &[64, 64], f);
    let scale = b.op(
        OpKind::Constant {
            values: vec![1.0 / 32f32.sqrt()],
        },
        &[],
        &[],
        f,
    );
    let sb = b.op(
        OpKind::BroadcastInDim { dims: vec![] },
        &[scale],
        &[64, 64],
        f,
    );
    let y = b.op(OpKind::Binary(BinaryOp::Mul), &[s, sb], &[64, 64], f);
    b.0.outputs = vec![y];
    check_case(
        "attn_scores_1head_f16_small",
        b.0,
        &[
            "attn_scores_1head_f16_small.in0.npy",
            "attn_scores_1head_f16_small.in1.npy",
        ],
    );
}
