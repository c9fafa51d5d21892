//! Property tests of `fuse-operators`: random graphs built from fusable motifs (products
//! with bias, GELU written out as JAX does, scales, shared-input products, f8 operand
//! casts, transpose/reshape chains, concat + slice, plain elementwise ops) compute the same
//! values before and after fusion, by the graph interpreter, within the tolerance of the
//! least precise element type in the program.

use ipu_dialects::{Context, Module, PrintFlags, register_all_dialects};
use ipu_passes::fuse_operators::{FuseOperatorsOptions, fuse_function};
use ipu_passes::graph_interp::{Tensor, interpret_function};
use ipu_runtime::numerics::DType;
use proptest::prelude::*;

/// One random program: its text, its argument types, and the tolerance of its types.
#[derive(Clone, Debug)]
struct Program {
    text: String,
    args: Vec<(Vec<usize>, DType)>,
    tolerance: f32,
}

/// The motifs a program is made of (one value `x: [M, K]` flows through them).
#[derive(Clone, Copy, Debug)]
enum Motif {
    /// `x·w (+ bias through JAX's broadcasts) (then GELU written out)`.
    Linear { bias: bool, gelu: bool, n: usize },
    /// Three products of `x` with biases, summed (the QKV shape, then combined).
    Qkv { bias: bool },
    /// `(x·w) × splat`.
    Scale,
    /// `transpose(transpose(x))`, `reshape(reshape(x))`.
    Layout,
    /// `slice(concat(x, y))` back to `x`, plus `exp`.
    ConcatSlice,
    /// `cast(x → f8)·w8` (f8 operand cast; only in f16 programs).
    F8Cast,
}

struct Builder {
    body: Vec<String>,
    args: Vec<(String, Vec<usize>, DType)>,
    next: usize,
    elt: &'static str,
    dtype: DType,
}

fn ty(shape: &[usize], elt: &str) -> String {
    let mut s = String::from("tensor<");
    for d in shape {
        s.push_str(&format!("{d}x"));
    }
    s.push_str(elt);
    s.push('>');
    s
}

impl Builder {
    fn val(&mut self) -> String {
        self.next += 1;
        format!("%v{}", self.next)
    }

    fn arg(&mut self, shape: &[usize], dtype: DType, elt: &str) -> String {
        let name = format!("%a{}", self.args.len());
        self.args
            .push((format!("{name}: {}", ty(shape, elt)), shape.to_vec(), dtype));
        name
    }

    fn op(&mut self, text: String) -> String {
        let v = self.val();
        self.body.push(format!("  {v} = {text}"));
        v
    }

    fn splat(&mut self, value: &str, shape: &[usize]) -> String {
        let e = self.elt;
        let c = self.op(format!("graph.constant dense<{value}> : tensor<{e}>"));
        self.op(format!(
            "graph.broadcast {c} {{dimensions = array<i64>}} : tensor<{e}> -> {}",
            ty(shape, e)
        ))
    }

    fn matmul(&mut self, x: &str, m: usize, k: usize, n: usize) -> String {
        let e = self.elt;
        let w = self.arg(&[k, n], self.dtype, e);
        self.op(format!(
            "graph.matmul {x}, {w} : ({}, {}) -> {}",
            ty(&[m, k], e),
            ty(&[k, n], e),
            ty(&[m, n], e)
        ))
    }

    fn bias(&mut self, y: &str, m: usize, n: usize) -> String {
        let e = self.elt;
        let b = self.arg(&[n], self.dtype, e);
        let b1 = self.op(format!(
            "graph.broadcast {b} {{dimensions = array<i64: 1>}} : {} -> {}",
            ty(&[n], e),
            ty(&[1, n], e)
        ));
        let b2 = self.op(format!(
            "graph.broadcast {b1} {{dimensions = array<i64: 0, 1>}} : {} -> {}",
            ty(&[1, n], e),
            ty(&[m, n], e)
        ));
        self.op(format!("graph.add {y}, {b2} : {}", ty(&[m, n], e)))
    }

    fn bin(&mut self, op: &str, a: &str, b: &str, shape: &[usize]) -> String {
        self.op(format!("graph.{op} {a}, {b} : {}", ty(shape, self.elt)))
    }

    /// JAX's `gelu(approximate=True)` in primitive ops.
    fn gelu(&mut self, x: &str, shape: &[usize]) -> String {
        let (c1, c2) = if self.elt == "f16" {
            ("4.470830e-02", "7.978520e-01")
        } else {
            ("4.471500e-02", "0.797884583")
        };
        let sq = self.bin("mul", x, x, shape);
        let cube = self.bin("mul", &sq, x, shape);
        let k1 = self.splat(c1, shape);
        let t1 = self.bin("mul", &k1, &cube, shape);
        let inner = self.bin("add", x, &t1, shape);
        let k2 = self.splat(c2, shape);
        let arg = self.bin("mul", &k2, &inner, shape);
        let th = self.op(format!("graph.tanh {arg} : {}", ty(shape, self.elt)));
        let one = self.splat("1.000000e+00", shape);
        let s = self.bin("add", &one, &th, shape);
        let half = self.splat("5.000000e-01", shape);
        let h = self.bin("mul", &half, &s, shape);
        self.bin("mul", x, &h, shape)
    }
}

fn build(motifs: &[Motif], m: usize, k: usize, f16: bool) -> Program {
    let (elt, dtype) = if f16 {
        ("f16", DType::F16)
    } else {
        ("f32", DType::F32)
    };
    let mut b = Builder {
        body: Vec::new(),
        args: Vec::new(),
        next: 0,
        elt,
        dtype,
    };
    let mut x = b.arg(&[m, k], dtype, elt);
    let mut cols = k;
    let mut outputs: Vec<(String, Vec<usize>)> = Vec::new();
    let mut tolerance: f32 = if f16 { 2e-2 } else { 1e-4 };
    for &motif in motifs {
        match motif {
            Motif::Linear { bias, gelu, n } => {
                let mut y = b.matmul(&x, m, cols, n);
                if bias {
                    y = b.bias(&y, m, n);
                }
                if gelu {
                    y = b.gelu(&y, &[m, n]);
                }
                x = y;
                cols = n;
            }
            Motif::Qkv { bias } => {
                let mut parts = Vec::new();
                for _ in 0..3 {
                    let mut y = b.matmul(&x, m, cols, cols);
                    if bias {
                        y = b.bias(&y, m, cols);
                    }
                    parts.push(y);
                }
                outputs.push((parts[0].clone(), vec![m, cols]));
                let s = b.bin("add", &parts[1], &parts[2], &[m, cols]);
                x = s;
            }
            Motif::Scale => {
                let y = b.matmul(&x, m, cols, cols);
                let c = b.splat("1.250000e-01", &[m, cols]);
                x = b.bin("mul", &y, &c, &[m, cols]);
            }
            Motif::Layout => {
                let t1 = b.op(format!(
                    "graph.transpose {x} {{permutation = array<i64: 1, 0>}} : {} -> {}",
                    ty(&[m, cols], elt),
                    ty(&[cols, m], elt)
                ));
                let t2 = b.op(format!(
                    "graph.transpose {t1} {{permutation = array<i64: 1, 0>}} : {} -> {}",
                    ty(&[cols, m], elt),
                    ty(&[m, cols], elt)
                ));
                let r1 = b.op(format!(
                    "graph.reshape {t2} : {} -> {}",
                    ty(&[m, cols], elt),
                    ty(&[m * cols], elt)
                ));
                x = b.op(format!(
                    "graph.reshape {r1} : {} -> {}",
                    ty(&[m * cols], elt),
                    ty(&[m, cols], elt)
                ));
            }
            Motif::ConcatSlice => {
                let other = b.arg(&[m, cols], dtype, elt);
                let c = b.op(format!(
                    "graph.concat {x}, {other} {{dimension = 1 : i64}} : ({}, {}) -> {}",
                    ty(&[m, cols], elt),
                    ty(&[m, cols], elt),
                    ty(&[m, 2 * cols], elt)
                ));
                let s = b.op(format!(
                    "graph.slice {c} {{start = array<i64: 0, 0>, limit = array<i64: {m}, {cols}>}} : {} -> {}",
                    ty(&[m, 2 * cols], elt),
                    ty(&[m, cols], elt)
                ));
                let s2 = b.op(format!(
                    "graph.slice {c} {{start = array<i64: 0, {cols}>, limit = array<i64: {m}, {}>}} : {} -> {}",
                    2 * cols,
                    ty(&[m, 2 * cols], elt),
                    ty(&[m, cols], elt)
                ));
                let e = b.op(format!("graph.tanh {s2} : {}", ty(&[m, cols], elt)));
                x = b.bin("add", &s, &e, &[m, cols]);
            }
            Motif::F8Cast => {
                if !f16 {
                    continue;
                }
                let c = b.op(format!(
                    "graph.cast {x} : {} -> {}",
                    ty(&[m, cols], elt),
                    ty(&[m, cols], "f8E4M3FN")
                ));
                let w = b.arg(&[cols, cols], DType::F8E4M3FN, "f8E4M3FN");
                x = b.op(format!(
                    "graph.matmul {c}, {w} : ({}, {}) -> {}",
                    ty(&[m, cols], "f8E4M3FN"),
                    ty(&[cols, cols], "f8E4M3FN"),
                    ty(&[m, cols], elt)
                ));
                // An f8 rounding can flip where the unfused program rounded differently.
                tolerance = tolerance.max(0.25);
            }
        }
    }
    outputs.push((x, vec![m, cols]));
    let results: Vec<&str> = outputs.iter().map(|(v, _)| v.as_str()).collect();
    let types: Vec<String> = outputs.iter().map(|(_, s)| ty(s, elt)).collect();
    let text = format!(
        "func.func @main({}) -> ({}) {{\n{}\n  return {} : {}\n}}\n",
        b.args
            .iter()
            .map(|a| a.0.clone())
            .collect::<Vec<_>>()
            .join(", "),
        types.join(", "),
        b.body.join("\n"),
        results.join(", "),
        types.join(", ")
    );
    Program {
        text,
        args: b.args.into_iter().map(|(_, s, d)| (s, d)).collect(),
        tolerance,
    }
}

fn motif() -> impl Strategy<Value = Motif> {
    prop_oneof![
        (
            any::<bool>(),
            any::<bool>(),
            prop_oneof![Just(4usize), Just(8)]
        )
            .prop_map(|(bias, gelu, n)| Motif::Linear { bias, gelu, n }),
        any::<bool>().prop_map(|bias| Motif::Qkv { bias }),
        Just(Motif::Scale),
        Just(Motif::Layout),
        Just(Motif::ConcatSlice),
        Just(Motif::F8Cast),
    ]
}

fn inputs(p: &Program, seed: u64) -> Vec<Tensor> {
    // A small deterministic generator (SplitMix64) for values in [-1, 1), weights scaled
    // by 1/sqrt(rows) so that values stay O(1).
    let mut state = seed;
    let mut next = move || {
        state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        (z >> 40) as f32 / (1u64 << 24) as f32 * 2.0 - 1.0
    };
    p.args
        .iter()
        .map(|(shape, dtype)| {
            let n: usize = shape.iter().product();
            let scale = if shape.len() == 2 {
                1.0 / (shape[0] as f32).sqrt()
            } else {
                0.5
            };
            let data = (0..n).map(|_| next() * scale).collect();
            Tensor::new(shape.clone(), *dtype, data).expect("valid input tensor")
        })
        .collect()
}

fn check(p: &Program, seed: u64) -> Result<(), TestCaseError> {
    let mut ctx = Context::new();
    register_all_dialects(&mut ctx);
    let mut m = Module::parse(&ctx, "prop.mlir", p.text.as_bytes()).map_err(|d| {
        TestCaseError::fail(format!(
            "generated program does not parse: {d:?}\n{}",
            p.text
        ))
    })?;
    prop_assert!(
        m.verify(&ctx).is_empty(),
        "generated program does not verify:\n{}",
        p.text
    );
    let func =
        m.ir.collect_ops(m.op, |op| ctx.op_name_str(m.ir.name(op)) == "func.func")[0];
    let ins = inputs(p, seed);
    let before = interpret_function(&ctx, &m.ir, func, &ins)
        .map_err(|e| TestCaseError::fail(e.to_string()))?;
    let target = ipu_device::Target::default_target().expect("default target");
    fuse_function(
        &ctx,
        &mut m.ir,
        func,
        &target,
        &FuseOperatorsOptions::default(),
    )
    .map_err(|e| TestCaseError::fail(format!("{e:?}")))?;
    prop_assert!(m.verify(&ctx).is_empty(), "fused program does not verify");
    let after = interpret_function(&ctx, &m.ir, func, &ins)
        .map_err(|e| TestCaseError::fail(e.to_string()))?;
    let printed = m.print(&ctx, &PrintFlags::default());
    prop_assert_eq!(before.len(), after.len());
    for (b, a) in before.iter().zip(&after) {
        prop_assert_eq!(&b.shape, &a.shape);
        let scale = b.data.iter().fold(1f32, |s, v| s.max(v.abs()));
        for (i, (x, y)) in b.data.iter().zip(&a.data).enumerate() {
            prop_assert!(
                (x - y).abs() <= p.tolerance * scale,
                "element {i}: {x} before, {y} after (tolerance {} × {scale})\ninput:\n{}\noutput:\n{printed}",
                p.tolerance,
                p.text
            );
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn fusion_preserves_values(
        motifs in prop::collection::vec(motif(), 1..4),
        m in prop_oneof![Just(2usize), Just(3), Just(4)],
        k in prop_oneof![Just(4usize), Just(8)],
        f16 in any::<bool>(),
        seed in any::<u64>(),
    ) {
        let p = build(&motifs, m, k, f16);
        check(&p, seed)?;
    }
}

/// The generator makes the motifs it claims to: a program with every motif fuses (the
/// property above is not vacuous).
#[test]
fn every_motif_changes_something() {
    let all = [
        Motif::Linear {
            bias: true,
            gelu: true,
            n: 8,
        },
        Motif::Qkv { bias: true },
        Motif::Scale,
        Motif::Layout,
        Motif::ConcatSlice,
        Motif::F8Cast,
    ];
    let p = build(&all, 4, 8, true);
    let mut ctx = Context::new();
    register_all_dialects(&mut ctx);
    let mut m = Module::parse(&ctx, "all.mlir", p.text.as_bytes()).expect("parses");
    let func =
        m.ir.collect_ops(m.op, |op| ctx.op_name_str(m.ir.name(op)) == "func.func")[0];
    let target = ipu_device::Target::default_target().expect("default target");
    let (report, _) = fuse_function(
        &ctx,
        &mut m.ir,
        func,
        &target,
        &FuseOperatorsOptions::default(),
    )
    .expect("fuses");
    let report = report.expect("translated");
    let out = m.print(&ctx, &PrintFlags::default());
    assert!(report.fused >= 3, "{report:?}\n{out}");
    assert!(report.gelus >= 1 || out.contains("gelu_tanh"), "{out}");
    assert!(!out.contains("graph.transpose"), "{out}");
    assert!(out.contains("lhs_cast"), "{out}");
    check(&p, 7).expect("values agree");
}
