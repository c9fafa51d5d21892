//! A hand-planned FP8 MLP package (`y = gelu(x·w1 + b1)₈ · w2 + b2`, the StableHLO corpus'
//! `mlp_fp8`), standing in for the compiler's `build-package` until it exists, so the
//! simulator and `ipu-run` can be exercised and timed at full SigLIP size.
//!
//! Plan on `row_groups × col_groups` tiles, tile `(i, j) = i · col_groups + j`:
//! 1. tile `(i, j)` holds row block `i` of `x` (AMP layout) and column group `j` of `w1`
//!    (whole 32-column AMP blocks), written there by the host; computes its block of
//!    `x·w1` (FP8 AMP, f16), adds the bias, gelu, casts to FP8 and rearranges into its
//!    slice of the AMP layout of `h[rows_i, :]`;
//! 2. exchange: within each row group, every tile multicasts its slice to the others, one
//!    sender after the other (gaps cover the latency spread);
//! 3. tile `(i, j)` multiplies `h[rows_i, :]` by column block `j` of `w2` and adds `b2`.

use super::*;
use ipu_runtime::package::{
    ComputeSet, ExchangePhase, IoMap, IoTensor, Package, PieceLayout, Segment, Step,
};
use ipu_runtime::reference::{AmpPlan, HostProgram};

/// Sizes and tiling.
#[derive(Clone, Copy, Debug)]
pub struct MlpPlan {
    pub tokens: usize,
    pub dim: usize,
    pub hidden: usize,
    pub row_groups: usize,
    pub col_groups: usize,
}

/// The SigLIP-so400m MLP (729 × 1152 → 4304 → 1152) on 46 × 32 = 1472 tiles.
pub const SIGLIP: MlpPlan = MlpPlan {
    tokens: 729,
    dim: 1152,
    hidden: 4304,
    row_groups: 46,
    col_groups: 32,
};

const BK: usize = 32; // ipu21 amp.block_k_f8
const BN: usize = 16; // ipu21 amp.block_n

fn align16(x: u32) -> u32 {
    x.div_ceil(16) * 16
}

/// The host program of the FP8 MLP, with the device's arithmetic of this plan: each tile
/// multiplies over the whole contracted dimension on the FP8 AMP (f16 accumulator rounded
/// once per 32-value pass, stored in f16); the bias, gelu and cast run in the declared f16.
pub fn mlp_fp8_program(p: &MlpPlan) -> HostProgram {
    let (t, d, h) = (p.tokens, p.dim, p.hidden);
    let (f, q) = (DType::F16, DType::F8E4M3FN);
    let amp = |k: usize, kind: OpKind, operands: &[usize], shape: &[usize]| {
        let mut o = op(kind, operands, shape, f);
        o.device.amp = Some(AmpPlan {
            k_bounds: vec![0, k],
            accumulator: f,
            pass: BK,
            partials: f,
        });
        o
    };
    HostProgram {
        inputs: vec![
            input("x", &[t, d], q, 1.0),
            input("w1", &[d, h], q, 1.0 / (d as f32).sqrt()),
            input("b1", &[h], f, 0.1),
            input("w2", &[h, d], q, 1.0 / (h as f32).sqrt()),
            input("b2", &[d], f, 0.1),
        ],
        ops: vec![
            amp(d, OpKind::Matmul, &[0, 1], &[t, h]), // 5
            op(OpKind::BroadcastInDim { dims: vec![1] }, &[2], &[t, h], f), // 6
            op(binary(BinaryOp::Add), &[5, 6], &[t, h], f), // 7
            op(unary(UnaryOp::GeluTanh), &[7], &[t, h], f), // 8
            op(OpKind::Cast { scale: 0 }, &[8], &[t, h], q), // 9
            amp(h, OpKind::Matmul, &[9, 3], &[t, d]), // 10
            op(OpKind::BroadcastInDim { dims: vec![1] }, &[4], &[t, d], f), // 11
            op(binary(BinaryOp::Add), &[10, 11], &[t, d], f), // 12
        ],
        outputs: vec![12],
    }
}

/// Build the package for `p` on `target`.
pub fn mlp_fp8_package(p: &MlpPlan, target: &ipu_device::Target) -> Package {
    let (t, d, h) = (p.tokens, p.dim, p.hidden);
    let (rg, cg) = (p.row_groups, p.col_groups);
    assert!(rg * cg <= target.tiles as usize);
    let rows_per = t.div_ceil(rg);
    let hp = h.div_ceil(BK) * BK; // padded hidden (AMP K of layer 2)
    // Layer-1 column groups in whole 32-column blocks: (first column, real columns, padded columns).
    let blocks = hp / BK;
    let groups: Vec<(usize, usize, usize)> = (0..cg)
        .map(|j| {
            let b0 = j * (blocks / cg) + j.min(blocks % cg);
            let nb = blocks / cg + usize::from(j < blocks % cg);
            let c0 = b0 * BK;
            (c0, (c0 + nb * BK).min(h) - c0, nb * BK)
        })
        .collect();
    let d_per = d.div_ceil(cg);
    let tile = |i: usize, j: usize| (i * cg + j) as u32;
    let (f, q) = (DType::F16, DType::F8E4M3FN);

    let mut images = Vec::new();
    let mut io_in: Vec<Vec<(u32, u32, PieceLayout)>> = vec![Vec::new(); 5];
    let mut io_out = Vec::new();
    let (mut layer1, mut layer2) = (Vec::new(), Vec::new());
    let mut sends = Vec::new();
    let mut receives = Vec::new();
    let max_lat = target.exchange.max_latency();
    let gap = max_lat - target.exchange.min_latency() + 1;
    // Addresses common to every tile (sizes use the largest row block and column group).
    let max_cols = groups.iter().map(|g| g.2).max().unwrap_or(0);
    let mut next = INTERLEAVED;
    let mut take = |bytes: usize| {
        let a = next;
        next = align16(next + bytes as u32);
        a
    };
    let x_addr = take(rows_per * d);
    let hbuf = take(rows_per * hp);
    let w2_addr = take(hp * d_per.div_ceil(BN) * BN);
    let out1 = take(rows_per * max_cols * 2);
    let b1blk = take(rows_per * max_cols * 2);
    let h8 = take(rows_per * max_cols);
    let scale = take(4);
    let o2 = take(rows_per * d_per * 2);
    let b2blk = take(rows_per * d_per * 2);
    let w1_addr = STANDARD;
    assert!(next <= 0xE8000, "interleaved memory overflows: {next:#x}");

    for i in 0..rg {
        let row0 = i * rows_per;
        if row0 >= t {
            break;
        }
        let rows = rows_per.min(t - row0);
        // Exchange slots of this row group.
        let mut start = 0u32;
        let mut slots = Vec::new();
        for &(c0, _, cpad) in &groups {
            let words = (rows * cpad / 4) as u32;
            slots.push((start, words, (c0 / BK * rows * BK) as u32));
            start += words + gap;
        }
        for (j, &(c0, cols, cpad)) in groups.iter().enumerate() {
            let tl = tile(i, j);
            let n0 = j * d_per;
            let dn = d_per.min(d - n0);
            let w1_bytes = d * cols;
            let w2_bytes = hp * dn.div_ceil(BN) * BN;
            images.push(ipu_runtime::package::TileImage {
                tile: tl,
                allocations: vec![
                    alloc("w1", w1_addr, w1_bytes as u32),
                    alloc("x", x_addr, (rows * d) as u32),
                    alloc("h", hbuf, (rows * hp) as u32),
                    alloc("w2", w2_addr, w2_bytes as u32),
                    alloc("fc1", out1, (rows * cols * 2) as u32),
                    alloc("b1", b1blk, (rows * cols * 2) as u32),
                    alloc("h8", h8, (rows * cols) as u32),
                    alloc("scale", scale, 4),
                    alloc("fc2", o2, (rows * dn * 2) as u32),
                    alloc("b2", b2blk, (rows * dn * 2) as u32),
                ],
                segments: vec![Segment {
                    addr: scale,
                    data: 1.0f32.to_le_bytes().to_vec(),
                }],
            });
            io_in[0].push((
                tl,
                x_addr,
                PieceLayout::AmpBlock {
                    row0: row0 as u32,
                    rows: rows as u32,
                    col0: 0,
                    cols: d as u32,
                    block_k: BK as u32,
                },
            ));
            io_in[1].push((
                tl,
                w1_addr,
                PieceLayout::AmpWeightBlock {
                    k0: 0,
                    ks: d as u32,
                    n0: c0 as u32,
                    ns: cols as u32,
                    block_k: BK as u32,
                    block_n: BN as u32,
                },
            ));
            io_in[3].push((
                tl,
                w2_addr,
                PieceLayout::AmpWeightBlock {
                    k0: 0,
                    ks: h as u32,
                    n0: n0 as u32,
                    ns: dn as u32,
                    block_k: BK as u32,
                    block_n: BN as u32,
                },
            ));
            for r in 0..rows {
                io_in[2].push((
                    tl,
                    b1blk + (r * cols * 2) as u32,
                    PieceLayout::Block {
                        row0: 0,
                        rows: 1,
                        col0: c0 as u32,
                        cols: cols as u32,
                    },
                ));
                io_in[4].push((
                    tl,
                    b2blk + (r * dn * 2) as u32,
                    PieceLayout::Block {
                        row0: 0,
                        rows: 1,
                        col0: n0 as u32,
                        cols: dn as u32,
                    },
                ));
            }
            io_out.push((
                tl,
                o2,
                PieceLayout::Block {
                    row0: row0 as u32,
                    rows: rows as u32,
                    col0: n0 as u32,
                    cols: dn as u32,
                },
            ));

            let (m, rows_u, cols_u) = (rows as u32, rows as u32, cols as u32);
            let fc1_bytes = rows_u * cols_u * 2;
            let (_, words, offset) = slots[j];
            layer1.push(call(
                tl,
                "gemm_f8E4M3FN_amp_to_f16",
                (m, cols_u, d as u32),
                vec![
                    operand(x_addr, (rows * d) as u32, q),
                    operand(w1_addr, w1_bytes as u32, q),
                    operand(out1, fc1_bytes, f),
                ],
            ));
            layer1.push(call(
                tl,
                "add_f16",
                (m, cols_u, 0),
                vec![
                    operand(out1, fc1_bytes, f),
                    operand(b1blk, fc1_bytes, f),
                    operand(out1, fc1_bytes, f),
                ],
            ));
            layer1.push(call(
                tl,
                "gelu_f16",
                (m, cols_u, 0),
                vec![operand(out1, fc1_bytes, f), operand(out1, fc1_bytes, f)],
            ));
            layer1.push(call(
                tl,
                "cast_f16_to_f8E4M3FN",
                (m, cols_u, 0),
                vec![
                    operand(out1, fc1_bytes, f),
                    operand(scale, 4, DType::F32),
                    operand(h8, rows_u * cols_u, q),
                ],
            ));
            layer1.push(call(
                tl,
                "rearrange_row_major_to_amp_f8E4M3FN",
                (m, 0, cols_u),
                vec![
                    operand(h8, rows_u * cols_u, q),
                    operand(hbuf + offset, (rows * cpad) as u32, q),
                ],
            ));
            // Layer 2.
            let fc2_bytes = (rows * dn * 2) as u32;
            layer2.push(call(
                tl,
                "gemm_f8E4M3FN_amp_to_f16",
                (m, dn as u32, h as u32),
                vec![
                    operand(hbuf, (rows * hp) as u32, q),
                    operand(w2_addr, w2_bytes as u32, q),
                    operand(o2, fc2_bytes, f),
                ],
            ));
            layer2.push(call(
                tl,
                "add_f16",
                (m, dn as u32, 0),
                vec![
                    operand(o2, fc2_bytes, f),
                    operand(b2blk, fc2_bytes, f),
                    operand(o2, fc2_bytes, f),
                ],
            ));
            // Exchange: send my slice in my slot; receive everyone else's.
            sends.push(send(tl, slots[j].0, hbuf + offset, words));
            for (j2, &(s2, w2, off2)) in slots.iter().enumerate() {
                if j2 != j {
                    let src = tile(i, j2);
                    let effect = s2 + target.exchange.latency(src, tl);
                    receives.push(set_mux(tl, effect, src, hbuf + off2, w2));
                }
            }
        }
    }
    let program = mlp_fp8_program(p);
    let names = ["x", "w1", "b1", "w2", "b2"];
    let io = IoMap {
        inputs: io_in
            .into_iter()
            .enumerate()
            .map(|(k, pieces)| io(names[k], program.inputs[k].ty.clone(), pieces))
            .collect::<Vec<IoTensor>>(),
        outputs: vec![io("y", ty(&[t, d], f), io_out)],
    };
    let lower_bound = (rows_per * hp / 4) as u32;
    Package {
        kernels: Vec::new(),
        target: target.name.clone(),
        tiles: target.tiles,
        workload: format!("mlp-fp8-t{t}-d{d}-h{h}"),
        workload_keys: Vec::new(),
        target_description: String::new(),
        producer: "hand-planned test package".into(),
        program,
        io,
        images,
        steps: vec![
            Step::Compute(ComputeSet {
                name: "fc1+bias+gelu+cast".into(),
                calls: layer1,
            }),
            Step::Sync,
            Step::Exchange(ExchangePhase {
                name: "all-gather h".into(),
                sends,
                receives,
                lower_bound,
            }),
            Step::Sync,
            Step::Compute(ComputeSet {
                name: "fc2+bias".into(),
                calls: layer2,
            }),
            Step::Sync,
        ],
    }
}

/// The FP8 MLP computed with the device's numerics on whole tensors (no tiling, no
/// exchange), straight from the codelet functions: what the simulator must reproduce bit
/// for bit, since tiling changes neither any element's accumulation order nor its roundings.
pub fn mlp_fp8_device_model(p: &MlpPlan, inputs: &[ipu_runtime::reference::Tensor]) -> Vec<f32> {
    use ipu_runtime::codelets::amp::{self, AmpBlocks, F8Operand};
    use ipu_runtime::codelets::elementwise;
    use ipu_runtime::numerics::{self, F8Format, f8};
    let (t, d, h) = (p.tokens, p.dim, p.hidden);
    let blocks = AmpBlocks { bk: BK, bn: BN };
    let codes = |v: &[f32]| {
        v.iter()
            .map(|x| f8::encode(F8Format::E4M3FN, *x))
            .collect::<Vec<u8>>()
    };
    let gemm = |x: &[u8], w: &[u8], m: usize, k: usize, n: usize| {
        let xp = amp::pack(x, m, k, BK).unwrap();
        let wp = amp::pack_weights(w, k, n, blocks).unwrap();
        let mut y = vec![0.0; m * n];
        let op = |c| F8Operand {
            codes: c,
            format: F8Format::E4M3FN,
            scale: 0,
        };
        amp::matmul_f8(op(&xp), op(&wp), m, n, k, blocks, &mut y).unwrap();
        y
    };
    let bias = |y: &mut Vec<f32>, b: &[f32]| {
        let mut out = vec![0.0; y.len()];
        elementwise::binary(BinaryOp::Add, y, b, &mut out).unwrap();
        numerics::round_slice(DType::F16, &mut out);
        *y = out;
    };
    let mut a = gemm(&codes(&inputs[0].data), &codes(&inputs[1].data), t, d, h);
    bias(&mut a, &inputs[2].data);
    let mut g = vec![0.0; a.len()];
    elementwise::unary(UnaryOp::GeluTanh, &a, &mut g).unwrap();
    numerics::round_slice(DType::F16, &mut g);
    let mut y = gemm(&codes(&g), &codes(&inputs[3].data), t, h, d);
    bias(&mut y, &inputs[4].data);
    y
}
