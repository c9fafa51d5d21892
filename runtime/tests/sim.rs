//! The simulator on hand-written packages: values against the host reference, cycles
//! against the device model, and every hard error it must raise.

mod common;

use common::*;
use ipu_runtime::check::{Tolerance, compare};
use ipu_runtime::package::{ExchangePhase, Step};
use ipu_runtime::{Error, sim};

fn run(package: &ipu_runtime::package::Package, seed: u64) -> ipu_runtime::Result<sim::RunResult> {
    let inputs = package.program.random_inputs(seed)?;
    sim::run(package, &target(), &inputs)
}

/// The fault of a failed run, as (step, tile, cycle, message).
fn fault_of(result: ipu_runtime::Result<sim::RunResult>) -> (usize, u32, u64, String) {
    match result {
        Err(Error::Simulation {
            step,
            tile,
            cycle,
            fault,
        }) => (step, tile, cycle, fault.to_string()),
        Err(other) => panic!("expected a simulation fault, got: {other}"),
        Ok(_) => panic!("expected a simulation fault, the run succeeded"),
    }
}

#[test]
fn two_tile_matmul_matches_the_reference() {
    let package = two_tile_matmul();
    let inputs = package.program.random_inputs(5).unwrap();
    let result = sim::run(&package, &target(), &inputs).unwrap();
    let reference = package.program.evaluate(&inputs).unwrap();
    let c = compare(
        &result.outputs[0],
        &reference[0],
        Tolerance::for_program(&package.program),
    );
    assert!(c.pass, "{c:?}");
    assert!(c.max_abs_reference > 0.1);
    // f16 products accumulated in f32 by both: agreement to f32 rounding.
    assert!(c.max_abs_error < 1e-5, "{c:?}");
}

#[test]
fn cycles_come_from_the_device_model() {
    let package = two_tile_matmul();
    let t = target();
    let result = run(&package, 1).unwrap();
    let gemm = ipu_device::Codelet::from_name("gemm_f16_amp_to_f32").unwrap();
    let compute = gemm
        .cycles(&t, &ipu_device::CodeletShape { m: 4, n: 16, k: 32 })
        .unwrap();
    // 256 words sent from cycle 0, arriving latency(1, 0) later, one per cycle.
    let horizon = u64::from(t.exchange.latency(1, 0)) + 256;
    let kinds: Vec<_> = result.steps.iter().map(|s| (s.kind, s.cycles)).collect();
    assert_eq!(
        kinds,
        vec![
            ("exchange", horizon),
            ("sync", u64::from(t.sync_cycles)),
            ("compute", compute),
            ("sync", u64::from(t.sync_cycles))
        ]
    );
    assert_eq!(
        result.cycles,
        horizon + compute + 2 * u64::from(t.sync_cycles)
    );
}

#[test]
fn results_do_not_depend_on_the_thread_count() {
    let package = two_tile_matmul();
    let one = rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .unwrap()
        .install(|| run(&package, 9).unwrap());
    let four = rayon::ThreadPoolBuilder::new()
        .num_threads(4)
        .build()
        .unwrap()
        .install(|| run(&package, 9).unwrap());
    assert_eq!(one, four);
}

fn phase(package: &mut ipu_runtime::package::Package) -> &mut ExchangePhase {
    match &mut package.steps[0] {
        Step::Exchange(p) => p,
        _ => unreachable!("step 0 of two_tile_matmul is the exchange"),
    }
}

#[test]
fn two_senders_on_one_receiver_is_an_error() {
    let mut package = two_tile_matmul();
    package
        .images
        .push(image(2, vec![alloc("z", STANDARD, 64)]));
    package.images[2]
        .segments
        .push(ipu_runtime::package::Segment {
            addr: STANDARD,
            data: vec![0; 64],
        });
    let p = phase(&mut package);
    p.sends.push(send(2, 0, STANDARD, 16));
    // Tile 0 switches to tile 2 at cycle 100 while still receiving tile 1's 256 words.
    p.receives.push(set_mux(0, 100, 2, STANDARD + 0x2000, 16));
    let (step, tile, cycle, message) = fault_of(run(&package, 1));
    assert_eq!((step, tile, cycle), (0, 0, 100));
    assert!(
        message.contains("two senders on one receiver")
            && message.contains("tile 2")
            && message.contains("tile 1"),
        "{message}"
    );
}

#[test]
fn a_receive_without_a_send_is_an_error() {
    let mut package = two_tile_matmul();
    phase(&mut package).sends.clear();
    let (step, tile, cycle, message) = fault_of(run(&package, 1));
    assert_eq!((step, tile, cycle), (0, 0, 0));
    assert!(message.contains("no matching send"), "{message}");
}

#[test]
fn reading_unwritten_memory_is_an_error() {
    let mut package = two_tile_matmul();
    // Without the exchange, the matmul reads tile 0's `w`, which nothing wrote.
    package.steps.remove(0);
    let (step, tile, cycle, message) = fault_of(run(&package, 1));
    assert_eq!((step, tile, cycle), (1, 0, 0));
    assert!(message.contains("unwritten memory"), "{message}");
}

#[test]
fn an_address_outside_the_allocations_is_an_error() {
    let mut package = two_tile_matmul();
    // The receive buffer on tile 0 is one word too short.
    package.images[0].allocations[1].bytes -= 4;
    let (step, tile, _, message) = fault_of(run(&package, 1));
    assert_eq!((step, tile), (0, 0));
    assert!(
        message.contains("outside the tile's allocations"),
        "{message}"
    );
}

#[test]
fn overlapping_sends_and_instruction_clashes_are_errors() {
    let mut package = two_tile_matmul();
    phase(&mut package).sends.push(send(1, 10, STANDARD, 1));
    let (_, tile, cycle, message) = fault_of(run(&package, 1));
    assert_eq!((tile, cycle), (1, 10));
    assert!(
        message.contains("send port is busy until cycle 256"),
        "{message}"
    );

    let mut package = two_tile_matmul();
    phase(&mut package).receives[0].delay = 1000;
    let (_, tile, _, message) = fault_of(run(&package, 1));
    assert_eq!(tile, 0);
    assert!(
        message.contains("exceeds the target's maximum"),
        "{message}"
    );
}

#[test]
fn a_malformed_call_is_an_error() {
    let mut package = two_tile_matmul();
    if let Step::Compute(cs) = &mut package.steps[2] {
        cs.calls[0].operands[2].bytes = 4;
    }
    let (step, tile, _, message) = fault_of(run(&package, 1));
    assert_eq!((step, tile), (2, 0));
    assert!(
        message.contains("operand 'out'") && message.contains("the contract says 256 bytes"),
        "{message}"
    );
}

/// A small FP8 MLP (the corpus' `mlp_fp8_small` sizes) on 4 × 4 tiles: every codelet of the
/// FP8 path, a multicast all-gather, and the numerical test.
#[test]
fn small_fp8_mlp_on_16_tiles_passes() {
    let plan = mlp::MlpPlan {
        tokens: 64,
        dim: 128,
        hidden: 256,
        row_groups: 4,
        col_groups: 4,
    };
    let t = target();
    let package = mlp::mlp_fp8_package(&plan, &t);
    let inputs = package.program.random_inputs(2).unwrap();
    let report = ipu_runtime::run::run(&package, &t, &inputs).unwrap_or_else(|e| panic!("{e}"));
    let c = &report.comparisons[0];
    eprintln!("{}", report.summary());
    // Bit for bit what the device numerics give on whole tensors: layouts, exchange and
    // tiling lose nothing.
    let model = mlp::mlp_fp8_device_model(&plan, &inputs);
    let got = &report.run.outputs[0].data;
    let differ = got
        .iter()
        .zip(&model)
        .filter(|(a, b)| a.to_bits() != b.to_bits())
        .count();
    assert_eq!(
        differ,
        0,
        "{differ} of {} elements differ from the whole-tensor device model",
        got.len()
    );
    assert!(c.pass && c.max_abs_reference > 0.5, "{c:?}");
    assert!(
        report.reference_max_abs_error > c.max_abs_error,
        "the device accumulates in f16, the f32 reference in f32: {} vs {}",
        report.reference_max_abs_error,
        c.max_abs_error
    );
}

/// The package of `small_fp8_mlp_on_16_tiles_passes` with a wrong record of the device's
/// arithmetic (the FP8 AMP's f16 accumulator rounded every 8 values instead of once per
/// 32-value pass, as a `build-package` that got the AMP wrong would write): the simulated
/// device no longer matches the device-precision reference, and
/// `numericalTest` fails, though the f32 reference's tolerance still passes it.
#[test]
fn a_wrong_record_of_the_amp_fails_the_numerical_test() {
    let plan = mlp::MlpPlan {
        tokens: 64,
        dim: 128,
        hidden: 256,
        row_groups: 4,
        col_groups: 4,
    };
    let t = target();
    let mut package = mlp::mlp_fp8_package(&plan, &t);
    for op in &mut package.program.ops {
        if let Some(a) = op.device.amp.as_mut() {
            a.accumulator = DType::F16;
            a.pass = 8;
        }
    }
    let inputs = package.program.random_inputs(2).unwrap();
    let device = ipu_runtime::run::run(&package, &t, &inputs).unwrap_or_else(|e| panic!("{e}"));
    assert!(!device.pass(), "{:?}", device.comparisons);
    let f32 = ipu_runtime::run::run_with(
        &package,
        &t,
        &inputs,
        ipu_runtime::reference::Precision::F32,
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert!(f32.pass(), "{:?}", f32.comparisons);
}

#[test]
fn allocations_must_be_in_usable_tile_memory() {
    let mut package = two_tile_matmul();
    package.images[1].allocations[0].addr = 0x4C000; // ipu21 reserves [0x4C000, 0x50000)
    let (_, tile, _, message) = fault_of(run(&package, 1));
    assert_eq!(tile, 1);
    assert!(message.contains("reserved"), "{message}");
    let mut package = two_tile_matmul();
    package.images[1].allocations[0].addr = 0xE7F00; // runs past the end (0xE8000)
    let (_, _, _, message) = fault_of(run(&package, 1));
    assert!(
        message.contains("tile memory is [0x4c000, 0xe8000)"),
        "{message}"
    );
}

/// Every f16 codelet on one tile against the host reference: add, mul, gelu, the four
/// softmax pieces, casts to and from FP8 with a scale, reduce_add and the AMP rearrangement.
#[test]
fn f16_codelets_match_the_reference() {
    use ipu_runtime::package::{ComputeSet, IoMap, Package, PieceLayout, Segment, TileImage};
    let (m, n, parts) = (8usize, 20usize, 3usize);
    let (f, q) = (DType::F16, DType::F8E4M3FN);
    let (mn, row) = ((m * n) as u32, (m * n * 2) as u32);
    // Addresses in the interleaved region, 16-byte aligned.
    let mut next = INTERLEAVED;
    let mut take = |bytes: u32| {
        let a = next;
        next += bytes.div_ceil(16) * 16;
        a
    };
    let (a, b, p) = (take(row), take(row), take((parts * n * 2) as u32));
    let (sum_ab, prod, gelu, soft) = (take(row), take(row), take(row), take(row));
    let (max, sums, q8, back) = (take(4 * m as u32), take(4 * m as u32), take(mn), take(row));
    let (scale_down, scale_up, reduced, amp) = (
        take(4),
        take(4),
        take((n * 2) as u32),
        take((m * 32 * 2) as u32),
    );
    let program = HostProgram {
        inputs: vec![
            input("a", &[m, n], f, 1.0),
            input("b", &[m, n], f, 1.0),
            input("p", &[parts, n], f, 1.0),
        ],
        ops: vec![
            op(binary(BinaryOp::Add), &[0, 1], &[m, n], f),    // 3
            op(binary(BinaryOp::Mul), &[0, 1], &[m, n], f),    // 4
            op(unary(UnaryOp::GeluTanh), &[0], &[m, n], f),    // 5
            op(OpKind::Softmax { axis: 1 }, &[0], &[m, n], f), // 6
            op(OpKind::Cast { scale: 2 }, &[0], &[m, n], q),   // 7
            op(OpKind::Cast { scale: 2 }, &[7], &[m, n], f),   // 8
            op(
                OpKind::Reduce {
                    kind: ipu_runtime::codelets::reduce::ReduceKind::Sum,
                    axes: vec![0],
                },
                &[2],
                &[n],
                f,
            ), // 9
        ],
        outputs: vec![3, 4, 5, 6, 8, 9, 0],
    };
    let block = |addr| {
        (
            0u32,
            addr,
            PieceLayout::Block {
                row0: 0,
                rows: m as u32,
                col0: 0,
                cols: n as u32,
            },
        )
    };
    let io_map = IoMap {
        inputs: vec![
            io("a", ty(&[m, n], f), vec![block(a)]),
            io("b", ty(&[m, n], f), vec![block(b)]),
            io(
                "p",
                ty(&[parts, n], f),
                vec![(
                    0,
                    p,
                    PieceLayout::Contiguous {
                        start: 0,
                        count: (parts * n) as u64,
                    },
                )],
            ),
        ],
        outputs: vec![
            io("sum", ty(&[m, n], f), vec![block(sum_ab)]),
            io("prod", ty(&[m, n], f), vec![block(prod)]),
            io("gelu", ty(&[m, n], f), vec![block(gelu)]),
            io("softmax", ty(&[m, n], f), vec![block(soft)]),
            io("cast", ty(&[m, n], f), vec![block(back)]),
            io(
                "reduced",
                ty(&[n], f),
                vec![(
                    0,
                    reduced,
                    PieceLayout::Contiguous {
                        start: 0,
                        count: n as u64,
                    },
                )],
            ),
            io(
                "amp",
                ty(&[m, n], f),
                vec![(
                    0,
                    amp,
                    PieceLayout::AmpBlock {
                        row0: 0,
                        rows: m as u32,
                        col0: 0,
                        cols: n as u32,
                        block_k: 16,
                    },
                )],
            ),
        ],
    };
    let all = [
        a, b, p, sum_ab, prod, gelu, soft, max, sums, q8, back, scale_down, scale_up, reduced, amp,
    ];
    let mut allocations: Vec<_> = all
        .windows(2)
        .map(|w| alloc("buf", w[0], w[1] - w[0]))
        .collect();
    allocations.push(alloc("amp", amp, (m * 32 * 2) as u32));
    let segments = vec![
        Segment {
            addr: scale_down,
            data: 0.25f32.to_le_bytes().to_vec(),
        },
        Segment {
            addr: scale_up,
            data: 4.0f32.to_le_bytes().to_vec(),
        },
    ];
    let (mm, nn) = (m as u32, n as u32);
    let calls = vec![
        call(
            0,
            "add_f16",
            (mm, nn, 0),
            vec![
                operand(a, row, f),
                operand(b, row, f),
                operand(sum_ab, row, f),
            ],
        ),
        call(
            0,
            "mul_f16",
            (mm, nn, 0),
            vec![
                operand(a, row, f),
                operand(b, row, f),
                operand(prod, row, f),
            ],
        ),
        call(
            0,
            "gelu_f16",
            (mm, nn, 0),
            vec![operand(a, row, f), operand(gelu, row, f)],
        ),
        call(
            0,
            "softmax_max_f16",
            (mm, nn, 0),
            vec![operand(a, row, f), operand(max, 4 * mm, DType::F32)],
        ),
        call(
            0,
            "softmax_sub_exp_f16",
            (mm, nn, 0),
            vec![
                operand(a, row, f),
                operand(max, 4 * mm, DType::F32),
                operand(soft, row, f),
            ],
        ),
        call(
            0,
            "softmax_sum_f16",
            (mm, nn, 0),
            vec![operand(soft, row, f), operand(sums, 4 * mm, DType::F32)],
        ),
        call(
            0,
            "softmax_scale_f16",
            (mm, nn, 0),
            vec![operand(soft, row, f), operand(sums, 4 * mm, DType::F32)],
        ),
        call(
            0,
            "cast_f16_to_f8E4M3FN",
            (mm, nn, 0),
            vec![
                operand(a, row, f),
                operand(scale_down, 4, DType::F32),
                operand(q8, mn, q),
            ],
        ),
        call(
            0,
            "cast_f8E4M3FN_to_f16",
            (mm, nn, 0),
            vec![
                operand(q8, mn, q),
                operand(scale_up, 4, DType::F32),
                operand(back, row, f),
            ],
        ),
        call(
            0,
            "reduce_add_f16",
            (0, nn, parts as u32),
            vec![
                operand(p, (parts * n * 2) as u32, f),
                operand(reduced, nn * 2, f),
            ],
        ),
        call(
            0,
            "rearrange_row_major_to_amp_f16",
            (mm, 0, nn),
            vec![operand(a, row, f), operand(amp, (m * 32 * 2) as u32, f)],
        ),
    ];
    let package = Package {
        kernels: Vec::new(),
        target: "ipu21".into(),
        tiles: 1472,
        workload: "codelets".into(),
        workload_keys: Vec::new(),
        target_description: String::new(),
        program,
        io: io_map,
        images: vec![TileImage {
            tile: 0,
            allocations,
            segments,
        }],
        steps: vec![Step::Compute(ComputeSet {
            name: "all codelets".into(),
            calls,
        })],
        ..Package::default()
    };
    let inputs = package.program.random_inputs(4).unwrap();
    let report =
        ipu_runtime::run::run(&package, &target(), &inputs).unwrap_or_else(|e| panic!("{e}"));
    let names = [
        "add",
        "mul",
        "gelu",
        "softmax",
        "cast",
        "reduce_add",
        "rearrange",
    ];
    for (name, c) in names.iter().zip(&report.comparisons) {
        assert!(c.pass && c.max_abs_reference > 0.1, "{name}: {c:?}");
    }
    // Layout-only and exact ops are exact.
    for i in [0, 1, 6] {
        assert_eq!(report.comparisons[i].max_abs_error, 0.0, "{}", names[i]);
    }
    // One compute step: the tile's cycles are the sum of its calls' catalogue cycles.
    let t = target();
    let want: u64 = match &package.steps[0] {
        Step::Compute(cs) => cs
            .calls
            .iter()
            .map(|c| {
                let codelet = ipu_device::Codelet::from_name(&c.codelet).unwrap();
                codelet
                    .cycles(
                        &t,
                        &ipu_device::CodeletShape {
                            m: c.m,
                            n: c.n,
                            k: c.k,
                        },
                    )
                    .unwrap()
            })
            .sum(),
        _ => unreachable!(),
    };
    assert_eq!(report.run.cycles, want);
}

/// Tile 2 multicasts 16 words in 64-bit mode; one `set_mux_pair` on tile 0 makes tiles 0
/// and 1 (a pair) both store them. Outputs: `x` read back from tile 0 and from tile 1.
fn paired_package(effect_before_arrival: u32) -> ipu_runtime::package::Package {
    use ipu_runtime::package::{IoMap, Package, PieceLayout};
    let t = target();
    let lat = t.exchange.latency(2, 0);
    let (src, dst) = (STANDARD, STANDARD + 0x100);
    let x = ty(&[16], DType::F32);
    let whole = |tile, addr| {
        (
            tile,
            addr,
            PieceLayout::Contiguous {
                start: 0,
                count: 16,
            },
        )
    };
    let mut mux = set_mux(0, 10 + lat - effect_before_arrival, 2, dst, 16);
    mux.paired = true;
    let mut s = send(2, 10, src, 16);
    s.paired = true;
    Package {
        kernels: Vec::new(),
        target: "ipu21".into(),
        tiles: 1472,
        workload: "paired".into(),
        workload_keys: Vec::new(),
        target_description: String::new(),
        program: HostProgram {
            inputs: vec![input("x", &[16], DType::F32, 1.0)],
            ops: vec![],
            outputs: vec![0, 0],
        },
        io: IoMap {
            inputs: vec![io("x", x.clone(), vec![whole(2, src)])],
            outputs: vec![
                io("x0", x.clone(), vec![whole(0, dst)]),
                io("x1", x, vec![whole(1, dst)]),
            ],
        },
        images: vec![
            image(0, vec![alloc("x", dst, 64)]),
            image(1, vec![alloc("x", dst, 64)]),
            image(2, vec![alloc("x", src, 64)]),
            image(3, vec![alloc("y", src, 64)]),
        ],
        steps: vec![Step::Exchange(ExchangePhase {
            name: "paired multicast".into(),
            sends: vec![s],
            receives: vec![mux],
            lower_bound: 8,
        })],
        ..Default::default()
    }
}

#[test]
fn paired_exchange_delivers_to_both_tiles_of_a_pair() {
    let t = target();
    let package = paired_package(2);
    let inputs = package.program.random_inputs(3).unwrap();
    let result = sim::run(&package, &t, &inputs).unwrap();
    assert_eq!(result.outputs[0], inputs[0]);
    assert_eq!(result.outputs[1], inputs[0]);
    // 16 words at 2 per cycle from cycle 10: the last pair arrives at 10 + 7 + latency.
    assert_eq!(result.cycles, 10 + 8 + u64::from(t.exchange.latency(2, 0)));
}

#[test]
fn paired_exchange_errors() {
    // The partner's multiplexer follows one cycle late: effect at the first arrival makes
    // tile 1 miss the first pair.
    let (_, tile, _, message) = fault_of(run(&paired_package(0), 1));
    assert_eq!(tile, 1);
    assert!(
        message.contains("no matching send") && message.contains("(14 arrive)"),
        "{message}"
    );
    // A 64-bit send needs an ordinary receiver to use set_mux_pair.
    let mut package = paired_package(2);
    phase(&mut package).receives[0].paired = false;
    let (_, tile, _, message) = fault_of(run(&package, 1));
    assert_eq!(tile, 0);
    assert!(
        message.contains("64-bit send reaches an ordinary set_mux"),
        "{message}"
    );
    // The partner (tile 3) cannot send while tile 2 uses its wires.
    let mut package = paired_package(2);
    package.images[3]
        .segments
        .push(ipu_runtime::package::Segment {
            addr: STANDARD,
            data: vec![0; 64],
        });
    phase(&mut package).sends.push(send(3, 12, STANDARD, 4));
    let (_, tile, cycle, message) = fault_of(run(&package, 1));
    assert_eq!((tile, cycle), (3, 12));
    assert!(message.contains("busy until cycle 18"), "{message}");
    // Odd word counts cannot be sent in 64-bit mode.
    let mut package = paired_package(2);
    phase(&mut package).sends[0].words = 15;
    let (_, _, _, message) = fault_of(run(&package, 1));
    assert!(message.contains("even word count"), "{message}");
}

#[test]
fn twelve_tile_mlp_is_identical_for_any_thread_count() {
    let plan = mlp::MlpPlan {
        tokens: 40,
        dim: 64,
        hidden: 96,
        row_groups: 4,
        col_groups: 3,
    };
    let package = mlp::mlp_fp8_package(&plan, &target());
    let runs: Vec<_> = [1, 2, 3]
        .into_iter()
        .map(|threads| {
            rayon::ThreadPoolBuilder::new()
                .num_threads(threads)
                .build()
                .unwrap()
                .install(|| run(&package, 6).unwrap())
        })
        .collect();
    assert_eq!(runs[0], runs[1]);
    assert_eq!(runs[0], runs[2]);
}
