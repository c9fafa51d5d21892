//! End to end on real JAX exports: every small export of the StableHLO corpus
//! (`../shared/corpus/stablehlo`, or `$IPU_SHARED/corpus/stablehlo`) and every export of
//! `examples/stablehlo` with reference data goes through the whole compiler
//! (`ipu_compiler::compile::compile`, what `ipu-compile x.mlir -o x.ipupkg` runs:
//! import-stablehlo → fuse-operators → plan-operators → lower-to-tiled → lower-to-exchange →
//! schedule-exchange → place-storage → schedule-exchange → lower-to-tile-asm →
//! size-tile-code → build-package), the package is written, read back and simulated on the
//! export's `ref/*.in*.npy` inputs (`ipu_runtime::run::run`, what `ipu-run --inputs` runs),
//! and then
//!
//! 1. the runtime's own numerical test against the device-precision host reference must pass
//!    (`numericalTest=PASS`: a few units in the last place of each output's type,
//!    `runtime/src/check.rs`), and
//! 2. every output must match JAX's `ref/*.out*.npy` within the tolerance of the least
//!    precise element type the program computes with, relative to the output's largest
//!    magnitude — `tests/e2e/TOLERANCES.md` gives each bound and its reason.
//!
//! Exports the pipeline cannot compile yet are listed in [`XFAIL`] with the error they
//! give and the reason (as lit's `XFAIL`): such a test checks that the compile still fails
//! with that error, and fails — asking to move the export to the passing list — as soon as
//! it compiles. Nothing is skipped: a missing corpus, reference file or pipeline stage is a
//! failure. The figures are printed (`cargo test -p ipu-tests --test e2e_stablehlo --
//! --nocapture --test-threads=1`).

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use ipu_compiler::compile::{CompileArgs, compile};
use ipu_runtime::npy;
use ipu_runtime::numerics::DType;
use ipu_runtime::package::codec;
use ipu_runtime::reference::{Tensor, TensorType};
use ipu_runtime::run::run;

/// The StableHLO corpus (see [`ipu_tests::stablehlo_corpus`]).
fn corpus() -> PathBuf {
    ipu_tests::stablehlo_corpus()
}

/// `examples/stablehlo` of this repository.
fn examples() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../examples/stablehlo")
}

/// The `.npy` file-name suffix of a dtype in `ref/` (f8 and bf16 as raw bits).
fn suffix(dtype: DType) -> &'static str {
    match dtype {
        DType::F32 | DType::F16 | DType::I32 | DType::I1 => ".npy",
        DType::BF16 => ".bf16_bits.npy",
        DType::F8E4M3FN => ".f8e4m3fn_bits.npy",
        DType::F8E5M2 => ".f8e5m2_bits.npy",
    }
}

/// Larger = less precise (as the runtime ranks them for its own tolerance).
fn imprecision(dtype: DType) -> u8 {
    match dtype {
        DType::I32 | DType::I1 => 0,
        DType::F32 => 1,
        DType::F16 => 2,
        DType::BF16 => 3,
        DType::F8E4M3FN => 4,
        DType::F8E5M2 => 5,
    }
}

/// The bound on `max |device − JAX| / max |JAX|` when `dtype` is the least precise type
/// the program computes with: the runtime's bound (device vs host reference) plus the
/// importer's (graph semantics vs JAX), rounded up to a power of two. The reasons are in
/// `tests/e2e/TOLERANCES.md`.
fn jax_tolerance(dtype: DType) -> f64 {
    match dtype {
        // 2^-16 + 2^-18 (+ the runtime's 1e-6 absolute floor, negligible at |out| ~ 1).
        DType::F32 => 2f64.powi(-15),
        // 2^-8 + 2^-8.
        DType::F16 => 2f64.powi(-7),
        // 2^-5 + 2^-6.
        DType::BF16 => 2f64.powi(-4),
        // 2^-5 + 2^-5.
        DType::F8E4M3FN | DType::F8E5M2 => 2f64.powi(-4),
        // A program that computes only with integers is exact.
        DType::I32 | DType::I1 => 0.0,
    }
}

/// What one export measured.
#[derive(Debug)]
struct Measured {
    compile_time: Duration,
    final_cycles: Option<u64>,
    cycles: u64,
    /// The runtime's check against the host reference.
    runtime_pass: bool,
    runtime_max_abs_error: f64,
    /// The runtime's worst error in units in the last place of the output's type at its
    /// largest magnitude.
    runtime_ulps: f64,
    /// `max |device-precision reference − f32 reference|`.
    reference_max_abs_error: f64,
    /// Per output: `max |device − JAX|` and that over `max |JAX|`.
    vs_jax: Vec<(f64, f64)>,
    /// Per output: whether it is an integer or boolean tensor (which must match exactly).
    exact: Vec<bool>,
    /// The least precise dtype and its bound against JAX.
    dtype: DType,
    bound: f64,
}

/// Compiles `dir/name.mlir` to a package in a temporary directory; the compile error
/// (rendered, with the compiler's messages) otherwise.
fn compile_export(
    dir: &Path,
    name: &str,
    work: &Path,
) -> Result<(PathBuf, Duration, Option<u64>), String> {
    let input = dir.join(format!("{name}.mlir"));
    let text = std::fs::read(&input).map_err(|e| format!("{}: {e}", input.display()))?;
    let package = work.join(format!("{name}.ipupkg"));
    let args = CompileArgs::from_args([
        "ipu-compile",
        input.to_str().ok_or("non-UTF-8 path")?,
        "-o",
        package.to_str().ok_or("non-UTF-8 path")?,
    ])?;
    let mut messages = Vec::new();
    let start = Instant::now();
    let compiled = compile(&args, &text, &mut messages);
    let time = start.elapsed();
    match compiled {
        Ok(c) => Ok((package, time, c.final_cycles)),
        Err(e) => Err(format!("{e}{}", String::from_utf8_lossy(&messages))),
    }
}

/// `max |a − b|` and `max |b|` (both finite everywhere, same shape).
fn max_errors(ours: &Tensor, jax: &Tensor) -> (f64, f64) {
    assert_eq!(ours.shape, jax.shape, "output shapes differ");
    let (mut err, mut scale) = (0f64, 0f64);
    for (&a, &b) in ours.data.iter().zip(&jax.data) {
        assert!(
            a.is_finite() && b.is_finite(),
            "non-finite value: device {a}, JAX {b}"
        );
        err = err.max((f64::from(a) - f64::from(b)).abs());
        scale = scale.max(f64::from(b).abs());
    }
    (err, scale)
}

/// Compiles, simulates and compares one export; `Err` is a compile error or a simulation
/// fault.
fn measure(dir: &Path, name: &str) -> Result<Measured, String> {
    // One directory per export and test process (two exports may share a name).
    let tag = dir.display().to_string().replace(['/', '\\', ':'], "_");
    let work = std::env::temp_dir().join(format!("ipu-e2e-{}-{tag}-{name}", std::process::id()));
    std::fs::create_dir_all(&work).map_err(|e| format!("{}: {e}", work.display()))?;
    let compiled = compile_export(dir, name, &work);
    let (path, compile_time, final_cycles) = match compiled {
        Ok(c) => c,
        Err(e) => {
            let _ = std::fs::remove_dir_all(&work);
            return Err(e);
        }
    };
    let package =
        codec::read(&path).unwrap_or_else(|e| panic!("{name}: the package reads back: {e}"));
    let _ = std::fs::remove_dir_all(&work);
    let target = ipu_device::Target::resolve(&package.target)
        .unwrap_or_else(|e| panic!("{name}: target {}: {e}", package.target));
    let inputs: Vec<Tensor> = package
        .program
        .inputs
        .iter()
        .enumerate()
        .map(|(i, input)| {
            let file = dir.join(format!("ref/{name}.in{i}{}", suffix(input.ty.dtype)));
            npy::read(&file, &input.ty).unwrap_or_else(|e| panic!("{name}: {e}"))
        })
        .collect();
    // A simulation fault (the compiler's bug) is an error too, so that XFAIL can name it.
    let report = run(&package, &target, &inputs).map_err(|e| format!("{name}: simulation: {e}"))?;
    let dtype = package
        .program
        .inputs
        .iter()
        .map(|i| i.ty.dtype)
        .chain(package.program.ops.iter().map(|o| o.result.dtype))
        .max_by_key(|&d| imprecision(d))
        .unwrap_or(DType::F32);
    let exact = report
        .run
        .outputs
        .iter()
        .map(|o| o.dtype.is_integer())
        .collect();
    let vs_jax = report
        .run
        .outputs
        .iter()
        .enumerate()
        .map(|(j, out)| {
            let ty = TensorType {
                shape: out.shape.clone(),
                dtype: out.dtype,
            };
            let file = dir.join(format!("ref/{name}.out{j}{}", suffix(out.dtype)));
            let jax = npy::read(&file, &ty).unwrap_or_else(|e| panic!("{name}: {e}"));
            let (err, scale) = max_errors(out, &jax);
            (err, err / scale.max(f64::MIN_POSITIVE))
        })
        .collect();
    Ok(Measured {
        compile_time,
        final_cycles,
        cycles: report.run.cycles,
        runtime_pass: report.pass(),
        runtime_max_abs_error: report.maximum_absolute_error(),
        runtime_ulps: report
            .comparisons
            .iter()
            .zip(&report.reference)
            .map(|(c, r)| {
                let ulp = 2f64
                    .powf(c.max_abs_reference.log2().floor() - f64::from(r.dtype.mantissa_bits()));
                c.max_abs_error / ulp.max(f64::MIN_POSITIVE)
            })
            .fold(0.0, f64::max),
        reference_max_abs_error: report.reference_max_abs_error,
        vs_jax,
        exact,
        dtype,
        bound: jax_tolerance(dtype),
    })
}

/// An export that must compile, simulate, pass the runtime's check and match JAX.
fn check_passes(dir: &Path, name: &str) {
    let m =
        measure(dir, name).unwrap_or_else(|e| panic!("{name} does not compile or simulate:\n{e}"));
    for (j, &(abs, rel)) in m.vs_jax.iter().enumerate() {
        println!(
            "{name:40} out{j} compile {:6.2} s  cycles {:>7} (costed {:>7})  runtime {} (max abs {:.3e}, \
             {:.2} ulp; device vs f32 reference {:.3e})  vs JAX: max abs {abs:.6}, relative {rel:.3e} (bound {:.3e}, {:?})",
            m.compile_time.as_secs_f64(),
            m.cycles,
            m.final_cycles.map_or("-".to_string(), |c| c.to_string()),
            if m.runtime_pass { "PASS" } else { "FAIL" },
            m.runtime_max_abs_error,
            m.runtime_ulps,
            m.reference_max_abs_error,
            m.bound,
            m.dtype,
        );
    }
    assert!(
        m.runtime_pass,
        "{name}: numericalTest=FAIL against the host reference (max abs error {})",
        m.runtime_max_abs_error
    );
    for (j, &(abs, rel)) in m.vs_jax.iter().enumerate() {
        if m.exact[j] {
            assert!(
                abs == 0.0,
                "{name} output #{j} (integer): differs from JAX by up to {abs}"
            );
            continue;
        }
        assert!(
            rel <= m.bound,
            "{name} output #{j}: {rel:.3e} of max|JAX| exceeds the {:?} bound {:.3e}",
            m.dtype,
            m.bound
        );
    }
}

/// An export listed in [`XFAIL`]: it must still fail to compile (or to simulate) with
/// `expected` in the error.
fn check_still_fails(dir: &Path, name: &str, expected: &str, why: &str) {
    match measure(dir, name) {
        Ok(m) => panic!(
            "{name} compiles now (XPASS: cycles {}, runtime {}, vs JAX {:?}): move it from \
             XFAIL to the passing list in tests/tests/e2e_stablehlo.rs",
            m.cycles,
            if m.runtime_pass { "PASS" } else { "FAIL" },
            m.vs_jax
        ),
        Err(e) => {
            println!("{name:40} XFAIL ({why})");
            assert!(
                e.contains(expected),
                "{name} fails to compile, but not with the known error '{expected}':\n{e}"
            );
        }
    }
}

/// Exports the pipeline does not compile yet: (export, the error it gives, why). The
/// `examples/stablehlo` ones are prefixed `examples/`.
const XFAIL: &[(&str, &str, &str)] = &[];

/// Runs the export `key` (`name` or `examples/name`): as an expected failure when it is
/// listed in [`XFAIL`], else it must pass.
fn check(key: &str) {
    let (dir, name) = match key.strip_prefix("examples/") {
        Some(n) => (examples(), n),
        None => (corpus(), key),
    };
    match XFAIL.iter().find(|(k, _, _)| *k == key) {
        Some(&(_, expected, why)) => check_still_fails(&dir, name, expected, why),
        None => check_passes(&dir, name),
    }
}

macro_rules! exports {
    ($($test:ident: $key:literal,)*) => {
        $(
            #[test]
            fn $test() {
                check($key);
            }
        )*

        /// Every export tested here.
        const EXPORTS: &[&str] = &[$($key),*];
    };
}

exports! {
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
    example_attention_softmax_f16: "examples/attention_softmax_f16",
    example_attention_softmax_f32: "examples/attention_softmax_f32",
    example_batched_matmul_f32: "examples/batched_matmul_f32",
    example_geglu_f32: "examples/geglu_f32",
    example_mean_sq_scale_f32: "examples/mean_sq_scale_f32",
    example_mha_f16: "examples/mha_f16",
    example_mha_f32: "examples/mha_f32",
    example_mlp_bf16: "examples/mlp_bf16",
    example_mlp_f16_small: "examples/mlp_f16_small",
    example_proj_e5m2: "examples/proj_e5m2",
    example_relu_mlp_f32: "examples/relu_mlp_f32",
    example_swiglu_f16: "examples/swiglu_f16",
    example_swiglu_f32: "examples/swiglu_f32",
    example_where_clip_f32: "examples/where_clip_f32",
    example_layernorm_f32: "examples/layernorm_f32",
    example_layernorm_f16: "examples/layernorm_f16",
    example_rmsnorm_f32: "examples/rmsnorm_f32",
    example_rmsnorm_f16: "examples/rmsnorm_f16",
    example_causal_attention_f32: "examples/causal_attention_f32",
    example_causal_attention_f16: "examples/causal_attention_f16",
    example_vit_block_f32: "examples/vit_block_f32",
    example_vit_block_f16: "examples/vit_block_f16",
    example_conv_relu_f32: "examples/conv_relu_f32",
    example_conv_relu_f16: "examples/conv_relu_f16",
    example_conv_stride2_f32: "examples/conv_stride2_f32",
    example_conv_nchw_dilated_f32: "examples/conv_nchw_dilated_f32",
    example_embed_project_f32: "examples/embed_project_f32",
    example_embed_project_f16: "examples/embed_project_f16",
    example_mask_where_f32: "examples/mask_where_f32",
    example_mask_where_f16: "examples/mask_where_f16",
    example_int_arith_i32: "examples/int_arith_i32",
    example_argmax_logits_f32: "examples/argmax_logits_f32",
    example_argmax_logits_f16: "examples/argmax_logits_f16",
    example_embed_take_f32: "examples/embed_take_f32",
    example_embed_take_f16: "examples/embed_take_f16",
    example_window_rows_f32_0: "examples/window_rows_f32_0",
    example_window_rows_f32_1: "examples/window_rows_f32_1",
    example_window_rows_f32_2: "examples/window_rows_f32_2",
    example_siglip_mlp_b2_f16: "examples/siglip_mlp_b2_f16",
    example_siglip_mlp_b3_f32: "examples/siglip_mlp_b3_f32",
    example_siglip_mlp_b2x2_f16: "examples/siglip_mlp_b2x2_f16",
    example_siglip_mlp_bf16: "examples/siglip_mlp_bf16",
}

/// The case names of `dir/ref` (those with an `out0` file), prefixed.
fn reference_cases(dir: &Path, prefix: &str) -> Vec<String> {
    let mut found: Vec<String> = std::fs::read_dir(dir.join("ref"))
        .unwrap_or_else(|e| panic!("{}/ref: {e}", dir.display()))
        .filter_map(|e| e.ok())
        .filter_map(|e| {
            let n = e.file_name().to_string_lossy().into_owned();
            n.split_once(".out0")
                .map(|(case, _)| format!("{prefix}{case}"))
        })
        .collect();
    found.sort();
    found
}

#[test]
fn every_export_with_reference_data_is_tested() {
    let mut want = reference_cases(&corpus(), "");
    want.extend(reference_cases(&examples(), "examples/"));
    want.sort();
    let mut listed: Vec<String> = EXPORTS.iter().map(|s| s.to_string()).collect();
    listed.sort();
    assert_eq!(listed, want);
    for (key, _, _) in XFAIL {
        assert!(EXPORTS.contains(key), "XFAIL names an unknown export {key}");
    }
}

#[test]
fn tolerances_follow_the_runtime_and_the_importer() {
    use ipu_runtime::check::Tolerance;
    // Each bound covers the runtime's (device vs host reference) plus the importer's
    // (graph semantics vs JAX: 2^-18, 2^-8, 2^-6, 2^-5; tests/tests/import_end_to_end.rs),
    // and is less than twice that sum.
    let importer = |d: DType| match d {
        DType::F32 => 2f64.powi(-18),
        DType::F16 => 2f64.powi(-8),
        DType::BF16 => 2f64.powi(-6),
        DType::F8E4M3FN | DType::F8E5M2 => 2f64.powi(-5),
        DType::I32 | DType::I1 => 0.0,
    };
    for d in [
        DType::F32,
        DType::F16,
        DType::BF16,
        DType::F8E4M3FN,
        DType::F8E5M2,
    ] {
        let sum = Tolerance::for_dtype(d).relative + importer(d);
        let ours = jax_tolerance(d);
        assert!(sum <= ours && ours < 2.0 * sum, "{d:?}: {ours} vs {sum}");
    }
}
