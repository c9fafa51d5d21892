//! The simulator on hand-written packages: values against the host reference, cycles
//! against the device model, and every hard error it must raise.

mod common;

use common::*;
use ipu_runtime::check::{Tolerance, compare};
use ipu_runtime::package::{ExchangePhase, Step};
use ipu_runtime::{Error, sim};

fn run(package: &ipu_runtime::package::Package, seed: u64) -> ipu_runtime::Result<sim::RunResult> {
    let inputs = package.program.random_inputs(seed);
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
    let inputs = package.program.random_inputs(5);
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
