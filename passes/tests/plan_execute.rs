//! Executes planned programs and compares their outputs with a reference: the planner's
//! layouts, element orders, host placement, transfers (byte offsets, multicast) and codelet
//! operands must together compute the program. Tile memories are byte arrays per (tile,
//! buffer); transfers move whole 32-bit words; codelets compute with the runtime's numerics
//! (`ipu_runtime::codelets`), which is what the simulator will run. Cycles are not looked at
//! here.

use std::collections::BTreeMap;

use ipu_device::{Codelet, Target};
use ipu_passes::plan::layout::Elt;
use ipu_passes::plan::planned::{BufferKind, PlannedProgram, Step};
use ipu_passes::plan::planner::{self, LowerBoundEstimate, PlannerOptions};
use ipu_passes::plan::program::Program;
use ipu_passes::plan::redistribute::SrcAxis;
use ipu_runtime::codelets::amp::{self, AmpBlocks, F8Operand};
use ipu_runtime::codelets::elementwise::{self, BinaryOp, UnaryOp};
use ipu_runtime::numerics::{self, DType};

fn dt(e: Elt) -> DType {
    match e {
        Elt::F32 => DType::F32,
        Elt::F16 => DType::F16,
        Elt::Bf16 => DType::BF16,
        Elt::F8E4M3FN => DType::F8E4M3FN,
        Elt::F8E5M2 => DType::F8E5M2,
        Elt::I32 => DType::I32,
        Elt::I1 => DType::I1,
    }
}

fn ddt(d: ipu_device::DType) -> DType {
    ipu_runtime::sim::compute::dtype_of(d)
}

/// Row-major coordinates of `rect`, in order.
fn coords(rect: &ipu_passes::plan::geometry::Rect, mut f: impl FnMut(&[u32])) {
    if rect.volume() == 0 {
        return;
    }
    let mut c: Vec<u32> = rect.spans.iter().map(|s| s.start).collect();
    loop {
        f(&c);
        let mut d = c.len();
        loop {
            if d == 0 {
                return;
            }
            d -= 1;
            c[d] += 1;
            if c[d] < rect.spans[d].end {
                break;
            }
            c[d] = rect.spans[d].start;
        }
    }
}

fn flat(c: &[u32], shape: &[u32]) -> usize {
    c.iter()
        .zip(shape)
        .fold(0usize, |a, (&x, &s)| a * s as usize + x as usize)
}

type Memory = BTreeMap<(u32, u32), Vec<u8>>;

fn execute(
    target: &Target,
    program: &Program,
    p: &PlannedProgram,
    inputs: &[Vec<f32>],
) -> Vec<Vec<f32>> {
    let mut mem: Memory = BTreeMap::new();
    for (id, b) in p.buffers.iter().enumerate() {
        for (t, slots) in &b.index.tiles {
            let bytes = slots.last().map_or(0, |s| s.offset + s.bytes) as usize;
            mem.insert((*t, id as u32), vec![0; bytes]);
        }
        let l = &b.layout;
        let eb = l.elt.bytes() as u64;
        let write = |mem: &mut Memory, tile: u32, off: u64, v: f32| {
            let bytes = numerics::encode(dt(l.elt), &[v], 0);
            let buf = mem.get_mut(&(tile, id as u32)).unwrap();
            buf[off as usize..off as usize + bytes.len()].copy_from_slice(&bytes);
        };
        match b.kind {
            BufferKind::Input { arg } => {
                let v = program.value(program.inputs[arg]);
                for blk in 0..l.blocks() {
                    let rect = l.block_rect(blk);
                    let dg = l.block_digits(blk);
                    for r in 0..l.placement[blk].len() {
                        let Some(part) = l.host_part(blk, r) else {
                            continue;
                        };
                        let tile = l.placement[blk][r];
                        let base = u64::from(b.index.offsets[blk][r]);
                        coords(&part, |c| {
                            let local: Vec<u32> = c
                                .iter()
                                .zip(&rect.spans)
                                .map(|(x, s)| x - s.start)
                                .collect();
                            write(
                                &mut mem,
                                tile,
                                base + dg.offset(&local) * eb,
                                inputs[arg][flat(c, &v.shape)],
                            );
                        });
                    }
                }
            }
            BufferKind::Splat { value } => {
                for blk in 0..l.blocks() {
                    let rect = l.block_rect(blk);
                    let dg = l.block_digits(blk);
                    for (r, &tile) in l.placement[blk].iter().enumerate() {
                        let base = u64::from(b.index.offsets[blk][r]);
                        coords(&rect, |c| {
                            let local: Vec<u32> = c
                                .iter()
                                .zip(&rect.spans)
                                .map(|(x, s)| x - s.start)
                                .collect();
                            write(&mut mem, tile, base + dg.offset(&local) * eb, value);
                        });
                    }
                }
            }
            BufferKind::Temp | BufferKind::Constant => {}
        }
    }
    for step in &p.steps {
        match &**step {
            Step::Exchange(phase) => {
                let ts = p.phase_transfers(&target.exchange, phase).unwrap();
                // BSP: every send reads the state before the phase.
                let reads: Vec<Vec<u8>> = ts
                    .iter()
                    .map(|t| {
                        let src = &mem[&(t.src, t.src_buffer)];
                        let (a, z) = (
                            t.src_offset as usize,
                            t.src_offset as usize + 4 * t.words as usize,
                        );
                        assert!(
                            z <= src.len(),
                            "send past the end of {} on tile {}",
                            p.buffer(t.src_buffer).name,
                            t.src
                        );
                        src[a..z].to_vec()
                    })
                    .collect();
                for (t, data) in ts.iter().zip(reads) {
                    for &d in &t.dst {
                        let dst = mem.get_mut(&(d, t.dst_buffer)).unwrap_or_else(|| {
                            panic!("tile {d} has no {}", p.buffer(t.dst_buffer).name)
                        });
                        let a = t.dst_offset as usize;
                        assert!(
                            a + data.len() <= dst.len(),
                            "receive past the end of {} on tile {d}",
                            p.buffer(t.dst_buffer).name
                        );
                        dst[a..a + data.len()].copy_from_slice(&data);
                    }
                }
            }
            Step::Compute(cs) => {
                for call in &cs.calls {
                    let read = |i: usize, d: DType| -> Vec<f32> {
                        let o = call.operands[i];
                        let buf = &mem[&(call.tile, o.buffer)];
                        numerics::decode(
                            d,
                            &buf[o.offset as usize..(o.offset + o.bytes) as usize],
                            0,
                        )
                    };
                    let raw = |i: usize| -> Vec<u8> {
                        let o = call.operands[i];
                        mem[&(call.tile, o.buffer)]
                            [o.offset as usize..(o.offset + o.bytes) as usize]
                            .to_vec()
                    };
                    let s = call.shape;
                    let (out_i, out_d, values): (usize, DType, Vec<f32>) = match call.codelet {
                        Codelet::GemmAmp { input, output } => {
                            let (m, n, k) = (s.m as usize, s.n as usize, s.k as usize);
                            let bk = if input.is_f8() {
                                target.amp.block_k_f8
                            } else {
                                target.amp.block_k_f16
                            } as usize;
                            let blocks = AmpBlocks {
                                bk,
                                bn: target.amp.block_n as usize,
                            };
                            let mut y = vec![0f32; m * n];
                            if input.is_f8() {
                                let f = ddt(input).f8_format().unwrap();
                                let (x, w) = (raw(0), raw(1));
                                amp::matmul_f8(
                                    F8Operand {
                                        codes: &x,
                                        format: f,
                                        scale: 0,
                                    },
                                    F8Operand {
                                        codes: &w,
                                        format: f,
                                        scale: 0,
                                    },
                                    m,
                                    n,
                                    k,
                                    blocks,
                                    &mut y,
                                )
                                .unwrap();
                            } else {
                                amp::matmul_f16(
                                    &read(0, DType::F16),
                                    &read(1, DType::F16),
                                    m,
                                    n,
                                    k,
                                    blocks,
                                    &mut y,
                                )
                                .unwrap();
                            }
                            (2, ddt(output), y)
                        }
                        Codelet::ReduceAdd { dtype } => {
                            let parts = read(0, ddt(dtype));
                            let (n, k) = (s.n as usize, s.k as usize);
                            let y = (0..n)
                                .map(|i| (0..k).map(|p| parts[p * n + i]).sum())
                                .collect();
                            (1, ddt(dtype), y)
                        }
                        Codelet::Gelu { dtype } => {
                            let x = read(0, ddt(dtype));
                            let mut y = vec![0f32; x.len()];
                            elementwise::unary(UnaryOp::GeluTanh, &x, &mut y).unwrap();
                            (1, ddt(dtype), y)
                        }
                        Codelet::Add { dtype } | Codelet::Mul { dtype } => {
                            let op = if matches!(call.codelet, Codelet::Add { .. }) {
                                BinaryOp::Add
                            } else {
                                BinaryOp::Mul
                            };
                            let (a, b) = (read(0, ddt(dtype)), read(1, ddt(dtype)));
                            let mut y = vec![0f32; a.len()];
                            elementwise::binary(op, &a, &b, &mut y).unwrap();
                            (2, ddt(dtype), y)
                        }
                        Codelet::MulScalar { dtype } => {
                            let (x, s) = (read(0, ddt(dtype)), read(1, ddt(dtype))[0]);
                            let mut y = vec![0f32; x.len()];
                            elementwise::binary(BinaryOp::Mul, &x, &vec![s; x.len()], &mut y)
                                .unwrap();
                            (2, ddt(dtype), y)
                        }
                        Codelet::Cast { from, to } => {
                            let x = read(0, ddt(from));
                            let scale = read(1, DType::F32)[0];
                            (2, ddt(to), x.iter().map(|v| v * scale).collect())
                        }
                        other => panic!("codelet {} not executed by this test", other.name()),
                    };
                    let bytes = numerics::encode(out_d, &values, 0);
                    let o = call.operands[out_i];
                    assert_eq!(
                        bytes.len(),
                        o.bytes as usize,
                        "{} output size",
                        call.codelet.name()
                    );
                    let buf = mem.get_mut(&(call.tile, o.buffer)).unwrap();
                    buf[o.offset as usize..(o.offset + o.bytes) as usize].copy_from_slice(&bytes);
                }
            }
        }
    }
    p.outputs
        .iter()
        .map(|o| {
            let v = program.value(o.value);
            let b = p.buffer(o.buffer);
            let l = &b.layout;
            let mut out = vec![0f32; v.numel() as usize];
            let full = ipu_passes::plan::geometry::Rect::full(&v.shape);
            coords(&full, |c| {
                let bc: Vec<u32> = o
                    .map
                    .axes
                    .iter()
                    .map(|a| match *a {
                        SrcAxis::Dst { dim, offset } => {
                            (i64::from(c[dim as usize]) + offset) as u32
                        }
                        SrcAxis::Const(x) => x,
                    })
                    .collect();
                let blk = l.block_of(&bc);
                let rect = l.block_rect(blk);
                let local: Vec<u32> = bc
                    .iter()
                    .zip(&rect.spans)
                    .map(|(x, s)| x - s.start)
                    .collect();
                let off = u64::from(b.index.offsets[blk][0])
                    + l.block_digits(blk).offset(&local) * u64::from(l.elt.bytes());
                let buf = &mem[&(l.placement[blk][0], o.buffer)];
                out[flat(c, &v.shape)] = numerics::decode(
                    dt(l.elt),
                    &buf[off as usize..off as usize + l.elt.bytes() as usize],
                    0,
                )[0];
            });
            out
        })
        .collect()
}

/// Deterministic values in `[-scale, scale]` (a 64-bit LCG), rounded to f16.
fn random(n: usize, seed: u64, scale: f32) -> Vec<f32> {
    let mut s = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    (0..n)
        .map(|_| {
            s = s
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            let u = (s >> 40) as f32 / (1u64 << 24) as f32;
            numerics::round_f16((2.0 * u - 1.0) * scale)
        })
        .collect()
}

fn matmul(a: &[f32], b: &[f32], m: usize, k: usize, n: usize) -> Vec<f32> {
    let mut y = vec![0f32; m * n];
    for i in 0..m {
        for kk in 0..k {
            let x = a[i * k + kk];
            for j in 0..n {
                y[i * n + j] += x * b[kk * n + j];
            }
        }
    }
    y
}

/// `max |got - want| <= rel · max |want|`.
fn check_close(got: &[f32], want: &[f32], rel: f32, what: &str) {
    let top = want.iter().fold(0f32, |a, x| a.max(x.abs()));
    let err = got
        .iter()
        .zip(want)
        .fold(0f32, |a, (g, w)| a.max((g - w).abs()));
    assert!(err <= rel * top, "{what}: max error {err} > {rel} × {top}");
}

fn plan(program: &Program, tiles: u32) -> PlannedProgram {
    let target = Target::resolve("ipu21").unwrap();
    let options = PlannerOptions {
        tiles,
        beam: 2,
        candidates: 4,
        finalists: 1,
        ..PlannerOptions::default()
    };
    planner::plan_program(&target, program, &options, &LowerBoundEstimate)
        .unwrap()
        .selected
        .planned
}

#[test]
fn small_mlp_computes_its_reference() {
    let target = Target::resolve("ipu21").unwrap();
    let (t, d, h) = (48usize, 64usize, 160usize);
    for tiles in [16u32, 64, 256, 1472] {
        let program = Program::mlp("small-mlp", t as u32, d as u32, h as u32, true);
        let x = random(t * d, 1, 1.0);
        let w1 = random(d * h, 2, 1.0 / (d as f32).sqrt());
        let b1 = random(h, 3, 0.1);
        let w2 = random(h * d, 4, 1.0 / (h as f32).sqrt());
        let b2 = random(d, 5, 0.1);
        let planned = plan(&program, tiles);
        let got = execute(
            &target,
            &program,
            &planned,
            &[x.clone(), w1.clone(), b1.clone(), w2.clone(), b2.clone()],
        );
        let mut hh = matmul(&x, &w1, t, d, h);
        for (i, v) in hh.iter_mut().enumerate() {
            *v = numerics::round_f16(UnaryOp::GeluTanh.apply(*v + b1[i % h]));
        }
        let mut y = matmul(&hh, &w2, t, h, d);
        for (i, v) in y.iter_mut().enumerate() {
            *v = numerics::round_f16(*v + b2[i % d]);
        }
        check_close(&got[0], &y, 2f32.powi(-8), &format!("mlp on {tiles} tiles"));
    }
}

#[test]
fn fused_qkv_slices_read_their_columns() {
    let target = Target::resolve("ipu21").unwrap();
    let (t, d) = (40usize, 48usize);
    let program = Program::qkv(t as u32, d as u32, true);
    let x = random(t * d, 7, 1.0);
    let w = random(d * 3 * d, 8, 1.0 / (d as f32).sqrt());
    let b = random(3 * d, 9, 0.1);
    let planned = plan(&program, 32);
    let got = execute(
        &target,
        &program,
        &planned,
        &[x.clone(), w.clone(), b.clone()],
    );
    let y = matmul(&x, &w, t, d, 3 * d);
    for (s, out) in got.iter().enumerate() {
        let want: Vec<f32> = (0..t * d)
            .map(|i| numerics::round_f16(y[(i / d) * 3 * d + s * d + i % d] + b[s * d + i % d]))
            .collect();
        check_close(out, &want, 2f32.powi(-8), &format!("slice {s}"));
    }
}

#[test]
fn fp8_attention_scores_in_both_cast_orders() {
    let target = Target::resolve("ipu21").unwrap();
    let (t, hd) = (96usize, 40usize);
    let program = Program::attention_scores(t as u32, hd as u32, true);
    let q = random(t * hd, 11, 1.0);
    let k = random(t * hd, 12, 1.0);
    let base = planner::plan_program(
        &target,
        &program,
        &PlannerOptions {
            tiles: 16,
            beam: 1,
            candidates: 2,
            finalists: 1,
            ..PlannerOptions::default()
        },
        &LowerBoundEstimate,
    )
    .unwrap()
    .selected;
    let f8 = |v: &[f32]| -> Vec<f32> {
        v.iter()
            .map(|&x| numerics::round(DType::F8E4M3FN, x))
            .collect()
    };
    let (q8, k8) = (f8(&q), f8(&k));
    let mut kt = vec![0f32; hd * t];
    for i in 0..t {
        for j in 0..hd {
            kt[j * t + i] = k8[i * hd + j];
        }
    }
    let scale = 1.0 / (hd as f32).sqrt();
    let want: Vec<f32> = matmul(&q8, &kt, t, hd, t)
        .iter()
        .map(|v| numerics::round_f16(v * scale))
        .collect();
    for at_source in [false, true] {
        let mut choices = base.choices.clone();
        for c in choices.iter_mut() {
            if let ipu_passes::plan::ops::OpPlan::Matmul(p) = c {
                p.cast_at_source = at_source;
            }
        }
        let f = ipu_passes::plan::search::build(&target, &program, 16, &choices).unwrap();
        let got = execute(&target, &program, &f.planned, &[q.clone(), k.clone()]);
        // FP8 products accumulate in f16 (one rounding per 32-value AMP pass) and the result is
        // scaled in f16: the runtime's FP8 tolerance.
        check_close(
            &got[0],
            &want,
            2f32.powi(-6),
            &format!("cast at source {at_source}"),
        );
    }
}
