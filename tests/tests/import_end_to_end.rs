//! End to end on real JAX exports: every file of the StableHLO corpus
//! (`../shared/corpus/stablehlo`, or `$IPU_SHARED/corpus/stablehlo`) and of
//! `examples/stablehlo` imports, in pretty and generic form, to the same graph IR;
//! every export with reference data, imported and evaluated by the graph interpreter
//! on its `.npy` inputs, matches JAX's `.npy` outputs within the tolerance of its
//! element types. The examples (made by `examples/stablehlo/export_more.py` and
//! `export_models.py`) are models the corpus does not contain: softmax attention,
//! multi-head attention, gated MLPs, ReLU, where/clip, reductions, odd batch dimensions,
//! bf16, f8E5M2, LayerNorm, RMSNorm, causal attention (a `jnp.tril` mask), a pre-LN
//! ViT encoder block, and (`export_ints.py`) run-time masks, i32 arithmetic and
//! argmax/argmin, whose integer and boolean outputs must match JAX exactly, and
//! (`export_batches.py`) the SigLIP MLP at batch 2 and 3, of rank 4, and in bf16.
//!
//! Fails loudly (never skips) when the corpus is missing.
//!
//! **Tolerances** (the largest `|ours − JAX| / max|JAX|` over an output's elements;
//! JAX 0.10.2 on CPU made the references):
//!
//! | element types | bound | measured (worst case) | why they differ at all |
//! |---|---|---|---|
//! | f32 | 2⁻¹⁸ ≈ 3.8e-6 | 3.1e-7 (`attention_softmax_f32`) | both sides compute in f32, but XLA's `exp`/`tanh` are its own polynomial approximations (a few f32 ulps from libm's), its dots and reductions add in another order, and our interpreter sums reductions in f64: a few ulps (2⁻²⁴) of the largest partial sums, amplified a little by the next dot |
//! | f16 | 2⁻⁸ ≈ 3.9e-3 | 1.3e-3 (`attention_softmax_f16`) | XLA also rounds every op to f16 (most cases agree bit for bit); where an f32 sum or exp lands near an f16 rounding boundary the two sides round differently, and a flipped rounding inside a softmax moves the output by one or two f16 ulps (2⁻¹⁰ relative) |
//! | bf16 | 2⁻⁶ ≈ 1.6e-2 | 0 (`mlp_bf16`) | as f16, with bf16's 2⁻⁷ ulp |
//! | f8 operands (E4M3FN, E5M2) | 2⁻⁵ ≈ 3.1e-2 | 0 (`mlp_fp8_small`, `proj_e5m2`) | as f16 for the f16 parts; a flipped f16 rounding before an f8 re-quantisation may move that f8 value by one f8 step (2⁻³ relative) in a few of the products of the next dot |
//!
//! The measured errors are printed (`cargo test --test import_corpus -- --nocapture`).

use std::path::{Path, PathBuf};

use ipu_dialects::func_dialect::FuncOp;
use ipu_dialects::{Context, FloatKind, Module, PrintFlags, SourceMap, Type, TypeKind, render_all};
use ipu_passes::graph_interp::{Tensor, interpret_module};
use ipu_passes::import_stablehlo::{ImportOptions, import_module, register_dialects};
use ipu_runtime::npy;
use ipu_runtime::numerics::DType;
use ipu_runtime::reference::TensorType;

/// The StableHLO corpus (see [`ipu_tests::stablehlo_corpus`]).
fn corpus() -> PathBuf {
    ipu_tests::stablehlo_corpus()
}

fn context() -> Context {
    let mut ctx = Context::new();
    register_dialects(&mut ctx);
    ctx
}

/// Parses, verifies, imports and verifies `path`.
fn import_file(ctx: &Context, path: &Path) -> Result<Module, String> {
    let text = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let name = path.display().to_string();
    let mut sources = SourceMap::new();
    sources.add(ctx.ident(&name), text.clone().into());
    let render = |d: &[ipu_dialects::Diagnostic]| render_all(d, ctx, &sources);
    let mut m = Module::parse(ctx, &name, &text).map_err(|d| render(&d))?;
    let d = m.verify(ctx);
    if !d.is_empty() {
        return Err(render(&d));
    }
    import_module(ctx, &mut m.ir, m.op, &ImportOptions::default()).map_err(|d| render(&d))?;
    let d = m.verify(ctx);
    if !d.is_empty() {
        return Err(format!("imported IR does not verify:\n{}", render(&d)));
    }
    Ok(m)
}

/// The `.npy` dtype a graph element type is stored as, and the file-name suffix.
fn dtype(ctx: &Context, elt: Type) -> (DType, &'static str) {
    match ctx.type_kind(elt) {
        TypeKind::Float(FloatKind::F32) => (DType::F32, ".npy"),
        TypeKind::Float(FloatKind::F16) => (DType::F16, ".npy"),
        TypeKind::Float(FloatKind::BF16) => (DType::BF16, ".bf16_bits.npy"),
        TypeKind::Float(FloatKind::F8E4M3FN) => (DType::F8E4M3FN, ".f8e4m3fn_bits.npy"),
        TypeKind::Float(FloatKind::F8E5M2) => (DType::F8E5M2, ".f8e5m2_bits.npy"),
        TypeKind::Integer { width: 32, .. } => (DType::I32, ".npy"),
        TypeKind::Integer { width: 1, .. } => (DType::I1, ".npy"),
        other => panic!("unexpected element type {other:?}"),
    }
}

fn tensor_type(ctx: &Context, ty: Type) -> (TensorType, &'static str) {
    let shape = ctx
        .shape(ty)
        .expect("a ranked tensor")
        .iter()
        .map(|&d| d as usize)
        .collect();
    let (dtype, suffix) = dtype(ctx, ctx.element_type(ty).expect("a tensor"));
    (TensorType { shape, dtype }, suffix)
}

/// The signature of `@main`.
fn signature(ctx: &Context, m: &Module) -> (Vec<Type>, Vec<Type>) {
    let region = m.ir.regions(m.op)[0];
    let block = m.ir.entry_block(region).expect("module body");
    let main =
        m.ir.block_ops(block)
            .find(|&o| FuncOp(o).name(ctx, &m.ir).as_deref() == Some("main"))
            .expect("@main");
    FuncOp(main).signature(ctx, &m.ir).expect("a signature")
}

/// `max |a − b| / max |b|`.
fn normalized_max_error(ours: &Tensor, jax: &Tensor) -> f64 {
    assert_eq!(ours.shape, jax.shape);
    let (mut err, mut scale) = (0f64, 0f64);
    for (&a, &b) in ours.data.iter().zip(&jax.data) {
        assert!(
            a.is_finite() && b.is_finite(),
            "non-finite value: ours {a}, JAX {b}"
        );
        err = err.max((f64::from(a) - f64::from(b)).abs());
        scale = scale.max(f64::from(b).abs());
    }
    err / scale.max(f64::MIN_POSITIVE)
}

/// The tolerance of a case (see the module doc).
fn tolerance(name: &str) -> f64 {
    if name.contains("fp8") || name.contains("e5m2") {
        2f64.powi(-5)
    } else if name.contains("bf16") {
        2f64.powi(-6)
    } else if name.contains("f16") {
        2f64.powi(-8)
    } else {
        2f64.powi(-18)
    }
}

/// `examples/stablehlo` of this repository.
fn examples() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../examples/stablehlo")
}

/// Imports `<name>.mlir`, evaluates it on `ref/<name>.in*.npy`, compares with
/// `ref/<name>.out*.npy`; the same for the generic form. Returns the errors.
fn check_case(dir: &Path, name: &str) {
    let ctx = context();
    for file in [format!("{name}.mlir"), format!("{name}.generic.mlir")] {
        let m = import_file(&ctx, &dir.join(&file)).unwrap_or_else(|e| panic!("{e}"));
        let (inputs, outputs) = signature(&ctx, &m);
        let inputs: Vec<Tensor> = inputs
            .iter()
            .enumerate()
            .map(|(i, &t)| {
                let (tt, suffix) = tensor_type(&ctx, t);
                let path = dir.join(format!("ref/{name}.in{i}{suffix}"));
                npy::read(&path, &tt).unwrap_or_else(|e| panic!("{e}"))
            })
            .collect();
        let ours = interpret_module(&ctx, &m, "main", &inputs)
            .unwrap_or_else(|e| panic!("{file}: {}", e.render(&ctx, &SourceMap::new())));
        assert_eq!(ours.len(), outputs.len());
        for (j, (&t, got)) in outputs.iter().zip(&ours).enumerate() {
            let (tt, suffix) = tensor_type(&ctx, t);
            let path = dir.join(format!("ref/{name}.out{j}{suffix}"));
            let jax = npy::read(&path, &tt).unwrap_or_else(|e| panic!("{e}"));
            let err = normalized_max_error(got, &jax);
            // Integer and boolean outputs (indices, masks) must be exact.
            let tol = if tt.dtype.is_integer() {
                0.0
            } else {
                tolerance(name)
            };
            eprintln!(
                "{file:48} out{j} {:>12} normalized max error {err:.3e} (bound {tol:.3e})",
                format!("{:?}", tt.shape)
            );
            assert!(
                err <= tol,
                "{file} output #{j}: normalized max error {err:.3e} exceeds {tol:.3e}"
            );
        }
    }
}

macro_rules! cases {
    ($list:ident in $dir:expr; $($test:ident: $name:literal,)*) => {
        $(
            #[test]
            fn $test() {
                check_case(&$dir, $name);
            }
        )*

        /// Every case with reference data, so none goes untested.
        const $list: &[&str] = &[$($name),*];
    };
}

cases! {
    CASES in corpus();
    mlp_f16_small: "mlp_f16_small",
    mlp_f32_small: "mlp_f32_small",
    mlp_nobias_f16_small: "mlp_nobias_f16_small",
    mlp_nobias_f32_small: "mlp_nobias_f32_small",
    mlp_fp8_small: "mlp_fp8_small",
    qkv_f16_small: "qkv_f16_small",
    qkv_f32_small: "qkv_f32_small",
    qkv_nobias_f16_small: "qkv_nobias_f16_small",
    qkv_nobias_f32_small: "qkv_nobias_f32_small",
    qkv_fused_f16_small: "qkv_fused_f16_small",
    qkv_fused_f32_small: "qkv_fused_f32_small",
    attn_scores_1head_f16_small: "attn_scores_1head_f16_small",
    attn_scores_1head_f32_small: "attn_scores_1head_f32_small",
    attn_scores_1head_noscale_f16_small: "attn_scores_1head_noscale_f16_small",
    attn_scores_1head_noscale_f32_small: "attn_scores_1head_noscale_f32_small",
}

cases! {
    EXAMPLES in examples();
    attention_softmax_f32: "attention_softmax_f32",
    attention_softmax_f16: "attention_softmax_f16",
    mha_f32: "mha_f32",
    mha_f16: "mha_f16",
    swiglu_f32: "swiglu_f32",
    swiglu_f16: "swiglu_f16",
    geglu_f32: "geglu_f32",
    relu_mlp_f32: "relu_mlp_f32",
    where_clip_f32: "where_clip_f32",
    mean_sq_scale_f32: "mean_sq_scale_f32",
    batched_matmul_f32: "batched_matmul_f32",
    mlp_bf16: "mlp_bf16",
    proj_e5m2: "proj_e5m2",
    example_mlp_f16_small: "mlp_f16_small",
    layernorm_f32: "layernorm_f32",
    layernorm_f16: "layernorm_f16",
    rmsnorm_f32: "rmsnorm_f32",
    rmsnorm_f16: "rmsnorm_f16",
    causal_attention_f32: "causal_attention_f32",
    causal_attention_f16: "causal_attention_f16",
    vit_block_f32: "vit_block_f32",
    vit_block_f16: "vit_block_f16",
    conv_relu_f32: "conv_relu_f32",
    conv_relu_f16: "conv_relu_f16",
    conv_stride2_f32: "conv_stride2_f32",
    conv_nchw_dilated_f32: "conv_nchw_dilated_f32",
    embed_project_f32: "embed_project_f32",
    embed_project_f16: "embed_project_f16",
    mask_where_f32: "mask_where_f32",
    mask_where_f16: "mask_where_f16",
    int_arith_i32: "int_arith_i32",
    argmax_logits_f32: "argmax_logits_f32",
    argmax_logits_f16: "argmax_logits_f16",
    embed_take_f32: "embed_take_f32",
    embed_take_f16: "embed_take_f16",
    window_rows_f32_0: "window_rows_f32_0",
    window_rows_f32_1: "window_rows_f32_1",
    window_rows_f32_2: "window_rows_f32_2",
    siglip_mlp_b2_f16: "siglip_mlp_b2_f16",
    siglip_mlp_b3_f32: "siglip_mlp_b3_f32",
    siglip_mlp_b2x2_f16: "siglip_mlp_b2x2_f16",
    siglip_mlp_bf16: "siglip_mlp_bf16",
}

/// The case names of `dir/ref` (those with an `out0` file).
fn reference_cases(dir: &Path) -> Vec<String> {
    let mut found: Vec<String> = std::fs::read_dir(dir.join("ref"))
        .expect("ref/")
        .filter_map(|e| e.ok())
        .filter_map(|e| {
            let n = e.file_name().to_string_lossy().into_owned();
            n.split_once(".out0").map(|(case, _)| case.to_string())
        })
        .collect();
    found.sort();
    found
}

#[test]
fn every_reference_case_is_tested() {
    for (dir, list) in [(corpus(), CASES), (examples(), EXAMPLES)] {
        let mut listed: Vec<String> = list.iter().map(|s| s.to_string()).collect();
        listed.sort();
        assert_eq!(reference_cases(&dir), listed, "{}", dir.display());
    }
}

/// Imports every `*.mlir` of `dir` and its `*.generic.mlir`; both must give the same
/// graph IR, with no StableHLO left. Returns how many pairs there were.
fn import_pairs(dir: &Path) -> usize {
    let ctx = context();
    let mut pretty: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("corpus")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            let n = p
                .file_name()
                .map(|n| n.to_string_lossy().into_owned())
                .unwrap_or_default();
            n.ends_with(".mlir") && !n.ends_with(".generic.mlir")
        })
        .collect();
    pretty.sort();
    let flags = PrintFlags::default();
    for p in &pretty {
        let g = p.with_extension("generic.mlir");
        let a = import_file(&ctx, p).unwrap_or_else(|e| panic!("{e}"));
        let b = import_file(&ctx, &g).unwrap_or_else(|e| panic!("{e}"));
        let (a, b) = (a.print(&ctx, &flags), b.print(&ctx, &flags));
        assert_eq!(
            a,
            b,
            "{} and its generic form import differently",
            p.display()
        );
        // Everything became graph ops: no StableHLO is left.
        assert!(!a.contains("stablehlo."), "{}:\n{a}", p.display());
        assert!(a.contains("graph."), "{}:\n{a}", p.display());
    }
    pretty.len()
}

#[test]
fn every_corpus_file_imports_in_pretty_and_generic_form_alike() {
    let n = import_pairs(&corpus());
    assert!(n >= 23, "expected the 23 corpus exports, found {n}");
}

#[test]
fn every_example_imports_in_pretty_and_generic_form_alike() {
    let n = import_pairs(&examples());
    assert!(n >= 13, "expected at least 13 examples, found {n}");
}

/// `--weights-as-constants` folds weight `i` into `graph.constant random {seed = i}`:
/// evaluating the folded module on `x` must equal evaluating the unfolded one on `x`
/// and the documented random values (seed `i`, normal, σ = `weight_scale`).
#[test]
fn folded_weights_are_the_documented_random_values() {
    use ipu_dialects::graph_dialect::{Distribution, RandomSpec};
    use ipu_passes::graph_interp::random_values;
    use ipu_passes::import_stablehlo::weight_scale;

    let ctx = context();
    let path = corpus().join("mlp_f32_small.mlir");
    let plain = import_file(&ctx, &path).unwrap_or_else(|e| panic!("{e}"));
    let text = std::fs::read(&path).expect("corpus file");
    let mut folded = Module::parse(&ctx, "mlp.mlir", &text).expect("parses");
    let opts = ImportOptions {
        weights_as_constants: true,
        num_inputs: 1,
        seed: 40,
    };
    let stats = import_module(&ctx, &mut folded.ir, folded.op, &opts).expect("imports");
    assert_eq!(stats.weights_folded, 4);
    assert!(folded.verify(&ctx).is_empty());

    let (inputs, _) = signature(&ctx, &plain);
    assert_eq!(signature(&ctx, &folded).0.len(), 1);
    let x_type = tensor_type(&ctx, inputs[0]).0;
    let x = npy::read(&corpus().join("ref/mlp_f32_small.in0.npy"), &x_type).expect("input");
    let mut all = vec![x.clone()];
    for (i, &t) in inputs.iter().enumerate().skip(1) {
        let tt = tensor_type(&ctx, t).0;
        let spec = RandomSpec {
            seed: 40 + i as u64,
            distribution: Distribution::Normal,
            scale: weight_scale(&ctx, t),
        };
        let data = random_values(spec, tt.numel());
        all.push(Tensor::new(tt.shape.clone(), tt.dtype, data).expect("tensor"));
    }
    let a = interpret_module(&ctx, &plain, "main", &all).expect("evaluates");
    let b = interpret_module(&ctx, &folded, "main", &[x]).expect("evaluates");
    assert_eq!(a, b);
    assert!(a[0].data.iter().all(|v| v.is_finite()));
    assert!(a[0].data.iter().any(|&v| v != 0.0));
}
