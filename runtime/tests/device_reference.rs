//! The device-precision check can fail: test doubles of a device whose AMP accumulates in the
//! wrong type, rounds at the wrong granularity, splits the contracted dimension differently
//! or adds partial sums in another order give outputs that the device-precision tolerance
//! (a few units in the last place) rejects, though the f32 reference's tolerance (the
//! device's whole accumulation error) accepts most of them. The simulator itself matches the
//! device reference (`sim.rs`, `siglip.rs`, and the corpus in `ipu-tests`).

mod common;

use common::mlp::{MlpPlan, mlp_fp8_program};
use ipu_runtime::check::{Tolerance, compare};
use ipu_runtime::numerics::DType;
use ipu_runtime::reference::device::amp_matmul;
use ipu_runtime::reference::{AmpPlan, HostProgram, Precision, Tensor};

/// The corpus' `mlp_fp8_small` sizes.
const SMALL: MlpPlan = MlpPlan {
    tokens: 64,
    dim: 128,
    hidden: 256,
    row_groups: 4,
    col_groups: 4,
};

/// `program` with every AMP plan edited by `edit`: the arithmetic of a wrong device.
fn double(program: &HostProgram, edit: &dyn Fn(&mut AmpPlan)) -> HostProgram {
    let mut p = program.clone();
    for op in &mut p.ops {
        if let Some(a) = op.device.amp.as_mut() {
            edit(a);
        }
    }
    p
}

/// Worst ratio of `max |double − device reference|` to the device tolerance's bound, over
/// seeds; and whether the f32 check (the f32 reference and its tolerance) passes the double
/// on every seed.
fn measure(program: &HostProgram, edit: &dyn Fn(&mut AmpPlan), seeds: u64) -> (f64, bool) {
    let wrong = double(program, edit);
    let (mut worst, mut f32_passes) = (f64::INFINITY, true);
    for seed in 0..seeds {
        let inputs = program.random_inputs(seed).unwrap();
        let reference = program.evaluate_with(&inputs, Precision::Device).unwrap();
        let f32_reference = program.evaluate(&inputs).unwrap();
        let device = wrong.evaluate_with(&inputs, Precision::Device).unwrap();
        let c = compare(&device[0], &reference[0], Tolerance::device(DType::F16));
        worst = worst.min(c.max_abs_error / c.bound);
        f32_passes &= compare(
            &device[0],
            &f32_reference[0],
            Tolerance::for_program(program),
        )
        .pass;
    }
    (worst, f32_passes)
}

#[test]
fn a_device_with_the_wrong_accumulation_fails_the_device_check() {
    let program = mlp_fp8_program(&SMALL);
    type Edit = Box<dyn Fn(&mut AmpPlan)>;
    let doubles: [(&str, Edit); 4] = [
        (
            "an f32 accumulator",
            Box::new(|a: &mut AmpPlan| a.accumulator = DType::F32),
        ),
        (
            "an f16 rounding every 8 values",
            Box::new(|a: &mut AmpPlan| a.pass = 8),
        ),
        (
            "an f16 rounding every 128 values",
            Box::new(|a: &mut AmpPlan| a.pass = 128),
        ),
        (
            "the contracted dimension in two parts, stored in f16",
            Box::new(|a: &mut AmpPlan| {
                let k = *a.k_bounds.last().unwrap();
                a.k_bounds = vec![0, k / 2, k];
            }),
        ),
    ];
    for (what, edit) in &doubles {
        let (worst, f32_passes) = measure(&program, edit.as_ref(), 4);
        eprintln!("{what}: at least {worst:.1}× the device bound; f32 check passes: {f32_passes}");
        assert!(
            worst > 1.0,
            "a device with {what} passes the device check ({worst:.2} of the bound)"
        );
    }
    // The right arithmetic is the reference itself: error 0.
    let (exact, _) = measure(&program, &|_| {}, 1);
    assert_eq!(exact, 0.0);
}

#[test]
fn partial_sums_added_in_another_order_fail_the_device_check() {
    // y[1, 2] = x[1, 3] · w[3, 2] with the contracted dimension in three parts stored in f32,
    // added in part order: column 0 is (2^24 + 1) − 2^24 = 0 in f32 (2^24 + 1 rounds to
    // 2^24), column 1 a plain 1.5. A device adding the parts last to first gets
    // (−2^24 + 1) + 2^24 = 1 in column 0.
    let x = Tensor::new(vec![1, 3], DType::F32, vec![1.0, 1.0, 1.0]).unwrap();
    let big = 2f32.powi(24);
    let w = Tensor::new(vec![3, 2], DType::F32, vec![big, 0.5, 1.0, 0.5, -big, 0.5]).unwrap();
    let plan = AmpPlan {
        k_bounds: vec![0, 1, 2, 3],
        accumulator: DType::F32,
        pass: 8,
        partials: DType::F32,
    };
    let (shape, data) = amp_matmul(&x, &w, &plan).unwrap();
    let reference = Tensor::new(shape, DType::F32, data).unwrap();
    assert_eq!(reference.data, vec![0.0, 1.5]);
    // The double: each part alone (one part each), then added from the last.
    let part = |k: usize| {
        let xk = Tensor::new(vec![1, 1], DType::F32, vec![x.data[k]]).unwrap();
        let wk = Tensor::new(vec![1, 2], DType::F32, w.data[2 * k..2 * k + 2].to_vec()).unwrap();
        let one = AmpPlan {
            k_bounds: vec![0, 1],
            ..plan.clone()
        };
        amp_matmul(&xk, &wk, &one).unwrap().1
    };
    let mut reversed = vec![0.0f32; 2];
    for k in (0..3).rev() {
        for (y, p) in reversed.iter_mut().zip(part(k)) {
            *y += p;
        }
    }
    let device = Tensor::new(vec![1, 2], DType::F32, reversed).unwrap();
    assert_eq!(device.data, vec![1.0, 1.5]);
    let c = compare(&device, &reference, Tolerance::device(DType::F32));
    assert!(!c.pass && c.worst_index == 0, "{c:?}");
}
