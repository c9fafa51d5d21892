//! A malformed package is an error, never a panic or a hang: random mutations of a valid
//! package's fields (the kind of thing a buggy `build-package` or a hand-edited file
//! produces) run through the simulator and the reference.

mod common;

use common::*;
use ipu_runtime::package::{Package, PieceLayout, Step};
use proptest::prelude::*;

fn phase(p: &mut Package) -> Option<&mut ipu_runtime::package::ExchangePhase> {
    p.steps.iter_mut().find_map(|s| match s {
        Step::Exchange(ph) => Some(ph),
        _ => None,
    })
}

fn call(p: &mut Package) -> Option<&mut ipu_runtime::package::CodeletCall> {
    p.steps.iter_mut().find_map(|s| match s {
        Step::Compute(cs) => cs.calls.first_mut(),
        _ => None,
    })
}

/// Overwrite one field of `p` (chosen by `which`) with `v`.
fn mutate(p: &mut Package, which: u8, v: u32) {
    match which {
        0 => p.images[0].allocations[1].addr = v,
        1 => p.images[0].allocations[1].bytes = v,
        2 => p.images[1].tile = v,
        3 => phase(p).unwrap().sends[0].cycle = v,
        4 => phase(p).unwrap().sends[0].addr = v,
        5 => phase(p).unwrap().sends[0].words = v,
        6 => phase(p).unwrap().sends[0].paired ^= true,
        7 => phase(p).unwrap().receives[0].cycle = v,
        8 => phase(p).unwrap().receives[0].delay = v,
        9 => phase(p).unwrap().receives[0].source = v,
        10 => phase(p).unwrap().receives[0].addr = v,
        11 => phase(p).unwrap().receives[0].words = v,
        12 => phase(p).unwrap().receives[0].paired ^= true,
        13 => call(p).unwrap().m = v,
        14 => call(p).unwrap().n = v,
        15 => call(p).unwrap().k = v,
        16 => call(p).unwrap().workers = v,
        17 => call(p).unwrap().operands[0].addr = v,
        18 => call(p).unwrap().operands[1].bytes = v,
        19 => call(p).unwrap().tile = v,
        20 => p.io.inputs[0].pieces[0].addr = v,
        21 => {
            if let PieceLayout::AmpBlock { block_k, .. } = &mut p.io.inputs[0].pieces[0].layout {
                *block_k = v;
            }
        }
        22 => {
            if let PieceLayout::AmpWeightBlock { ns, .. } = &mut p.io.inputs[1].pieces[0].layout {
                *ns = v;
            }
        }
        23 => p.io.outputs[0].pieces[0].tile = v,
        24 => p.program.ops[0].result.shape[0] = v as usize,
        25 => p.program.outputs[0] = v as usize,
        26 => p.program.ops[0].operands[1] = v as usize,
        27 => p.io.outputs[0].ty.shape[1] = v as usize,
        28 => p.steps.swap(0, 2),
        _ => p.images[1].segments.push(ipu_runtime::package::Segment {
            addr: v,
            data: vec![1; (v % 64) as usize],
        }),
    }
}

fn value() -> impl Strategy<Value = u32> {
    prop_oneof![
        0u32..64,
        0x4C000u32..0xE8010,
        Just(u32::MAX),
        Just(u32::MAX / 4 + 1),
        any::<u32>()
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]
    #[test]
    fn mutated_packages_fail_cleanly(mutations in proptest::collection::vec((0u8..30, value()), 1..4)) {
        let mut package = two_tile_matmul();
        for (which, v) in mutations {
            mutate(&mut package, which, v);
        }
        let target = target();
        // Either result is fine; a panic fails the test.
        if let Ok(inputs) = package.program.random_inputs(1) {
            let _ = ipu_runtime::run::run(&package, &target, &inputs);
        }
        // The file round trip holds whatever the content.
        let bytes = ipu_runtime::package::codec::encode(&package).unwrap();
        prop_assert_eq!(ipu_runtime::package::codec::decode(&bytes).unwrap(), package);
    }
}
