//! Compute sets: run each tile's codelet calls on its memory, with the catalogue's
//! contracts and cycle formulas (`ipu_device::Codelet`).

use ipu_device::{Codelet, CodeletShape, Target};

use super::Fault;
use super::memory::TileMemory;
use crate::codelets::amp::{self, AmpBlocks, F8Operand};
use crate::codelets::elementwise::{self, BinaryOp, UnaryOp};
use crate::codelets::logic::{self, LogicOp};
use crate::codelets::reduce::{self, ReduceKind};
use crate::numerics::{self, DType};
use crate::package::{CodeletCall, Operand};

/// Our element type for a catalogue element type.
pub fn dtype_of(d: ipu_device::DType) -> DType {
    match d {
        ipu_device::DType::F32 => DType::F32,
        ipu_device::DType::F16 => DType::F16,
        ipu_device::DType::F8E4M3 => DType::F8E4M3FN,
        ipu_device::DType::F8E5M2 => DType::F8E5M2,
        ipu_device::DType::BF16 => DType::BF16,
        ipu_device::DType::I32 => DType::I32,
        ipu_device::DType::Bool => DType::I1,
    }
}

fn bad(call: &CodeletCall, message: impl Into<String>) -> Fault {
    Fault::Codelet {
        codelet: call.codelet.clone(),
        message: message.into(),
    }
}

/// Run one call on `memory`; returns its cycles (from the catalogue).
pub fn run_call(
    call: &CodeletCall,
    target: &Target,
    memory: &mut TileMemory,
) -> Result<u64, Fault> {
    let codelet = Codelet::from_name(&call.codelet)
        .ok_or_else(|| bad(call, "not in the codelet catalogue"))?;
    if call.workers == 0 || call.workers > target.worker_contexts {
        return Err(bad(
            call,
            format!(
                "{} workers; the target has {} worker contexts",
                call.workers, target.worker_contexts
            ),
        ));
    }
    let shape = CodeletShape {
        m: call.m,
        n: call.n,
        k: call.k,
    };
    let contract = codelet
        .memory_contract(target, &shape)
        .map_err(|e| bad(call, e.to_string()))?;
    if contract.operands.len() != call.operands.len() {
        return Err(bad(
            call,
            format!(
                "{} operands given, the codelet takes {}",
                call.operands.len(),
                contract.operands.len()
            ),
        ));
    }
    for (given, want) in call.operands.iter().zip(&contract.operands) {
        let want_dtype = dtype_of(want.dtype);
        if given.dtype != want_dtype || u64::from(given.bytes) != want.bytes {
            return Err(bad(
                call,
                format!(
                    "operand '{}' is {} bytes of {}, the contract says {} bytes of {}",
                    want.name, given.bytes, given.dtype, want.bytes, want_dtype
                ),
            ));
        }
        if given.addr % want.align != 0 {
            return Err(bad(
                call,
                format!(
                    "operand '{}' at {:#x} is not {}-byte aligned",
                    want.name, given.addr, want.align
                ),
            ));
        }
        if let Some(region) = want.region {
            let range =
                ipu_device::AddrRange::new(given.addr, given.addr.saturating_add(given.bytes));
            if target.memory.region_of_range(range) != Some(region) {
                return Err(bad(
                    call,
                    format!(
                        "operand '{}' at {range} must be in the {region:?} region",
                        want.name
                    ),
                ));
            }
        }
    }
    let cycles = codelet
        .cycles_with_workers(target, &shape, call.workers)
        .map_err(|e| bad(call, e.to_string()))?;
    execute(codelet, call, target, memory)?;
    Ok(cycles)
}

fn read(memory: &TileMemory, op: &Operand) -> Result<Vec<f32>, Fault> {
    Ok(numerics::decode(
        op.dtype,
        memory.read(op.addr, op.bytes as usize)?,
        0,
    ))
}

fn write(memory: &mut TileMemory, op: &Operand, values: &[f32]) -> Result<(), Fault> {
    memory.write(op.addr, &numerics::encode(op.dtype, values, 0))
}

/// Raw element bits (elements of at most 4 bytes), for layout-only codelets.
fn read_bits(memory: &TileMemory, op: &Operand) -> Result<Vec<u32>, Fault> {
    let size = op.dtype.size_bytes();
    let bytes = memory.read(op.addr, op.bytes as usize)?;
    Ok(bytes
        .chunks_exact(size)
        .map(|c| c.iter().rev().fold(0u32, |a, b| (a << 8) | u32::from(*b)))
        .collect())
}

fn write_bits(memory: &mut TileMemory, op: &Operand, bits: &[u32]) -> Result<(), Fault> {
    let size = op.dtype.size_bytes();
    let bytes: Vec<u8> = bits
        .iter()
        .flat_map(|b| b.to_le_bytes().into_iter().take(size))
        .collect();
    memory.write(op.addr, &bytes)
}

/// The byte ranges `(offset, bytes)` of an AMP weight operand (`[k, n]` in the AMP weight
/// layout of `ipu_runtime::codelets::amp`, `size` bytes per element) that hold real
/// values: in each `bn × bk` block, the first `min(bn, n − j0)` rows, and of each row the
/// first `min(bk, k − k0)` values. The AMP codelet loads the coefficients of padded
/// columns and of the contracted dimension's padding (`k ≥ K` in the last block) as
/// zeros, so the padding need not be written (the host writes real elements only, and the
/// exchange moves only those).
fn weight_columns(n: usize, k: usize, blocks: AmpBlocks, size: usize) -> Vec<(usize, usize)> {
    let AmpBlocks { bk, bn } = blocks;
    let kb = k.div_ceil(bk);
    let mut ranges = Vec::new();
    for jb in 0..n.div_ceil(bn) {
        let rows = bn.min(n - jb * bn);
        for b in 0..kb {
            let start = (jb * kb + b) * bn * bk * size;
            let real = bk.min(k - b * bk);
            if real == bk {
                ranges.push((start, rows * bk * size));
            } else {
                ranges.extend((0..rows).map(|r| (start + r * bk * size, real * size)));
            }
        }
    }
    ranges
}

fn execute(
    codelet: Codelet,
    call: &CodeletCall,
    target: &Target,
    memory: &mut TileMemory,
) -> Result<(), Fault> {
    let ops = &call.operands;
    let (m, n, k) = (call.m as usize, call.n as usize, call.k as usize);
    let numeric = |e: crate::Error| bad(call, e.to_string());
    // Operands are checked first, outputs written last, so a fault leaves memory as it was.
    match codelet {
        Codelet::GemmAmp { input, .. } => {
            let bk = target.amp.block_k(input) as usize;
            let blocks = AmpBlocks {
                bk,
                bn: target.amp.block_n as usize,
            };
            memory.check_writable(ops[2].addr, ops[2].bytes as usize)?;
            let mut y = vec![0.0f32; m * n];
            let input = dtype_of(input);
            // The weights' padding (output columns up to a multiple of `bn`, the
            // contracted dimension up to one of `bk`) is loaded as zeros: only the real
            // values must be written.
            let needed = weight_columns(n, k, blocks, input.size_bytes());
            let w = memory.read_needing(ops[1].addr, ops[1].bytes as usize, &needed)?;
            if let Some(format) = input.f8_format() {
                let x = memory.read(ops[0].addr, ops[0].bytes as usize)?;
                let (x, w) = (
                    F8Operand {
                        codes: x,
                        format,
                        scale: 0,
                    },
                    F8Operand {
                        codes: w,
                        format,
                        scale: 0,
                    },
                );
                amp::matmul_f8(x, w, m, n, k, blocks, &mut y).map_err(numeric)?;
            } else {
                let x = read(memory, &ops[0])?;
                let w = numerics::decode(ops[1].dtype, w, 0);
                amp::matmul_f16(&x, &w, m, n, k, blocks, &mut y).map_err(numeric)?;
            }
            write(memory, &ops[2], &y)
        }
        Codelet::RearrangeToAmp { dtype } => {
            let bk = target.amp.block_k(dtype) as usize;
            let src = read_bits(memory, &ops[0])?;
            let packed = amp::pack(&src, m, k, bk).map_err(numeric)?;
            write_bits(memory, &ops[1], &packed)
        }
        Codelet::Cast { .. } => {
            let x = read(memory, &ops[0])?;
            let scale = read(memory, &ops[1])?[0];
            let y: Vec<f32> = x.iter().map(|v| v * scale).collect();
            write(memory, &ops[2], &y)
        }
        Codelet::Add { dtype }
        | Codelet::Mul { dtype }
        | Codelet::Sub { dtype }
        | Codelet::Max { dtype }
        | Codelet::Div { dtype } => {
            let op = match codelet {
                Codelet::Add { .. } => BinaryOp::Add,
                Codelet::Sub { .. } => BinaryOp::Sub,
                Codelet::Max { .. } => BinaryOp::Max,
                Codelet::Div { .. } => BinaryOp::Div,
                _ => BinaryOp::Mul,
            };
            let (a, b) = (read(memory, &ops[0])?, read(memory, &ops[1])?);
            let mut y = vec![0.0; a.len()];
            if dtype == ipu_device::DType::I32 {
                logic::int_binary(op, &a, &b, &mut y).map_err(numeric)?;
            } else {
                elementwise::binary(op, &a, &b, &mut y).map_err(numeric)?;
            }
            write(memory, &ops[2], &y)
        }
        Codelet::MulScalar { .. } => {
            let (x, s) = (read(memory, &ops[0])?, read(memory, &ops[1])?);
            let s = *s.first().ok_or_else(|| bad(call, "no scalar operand"))?;
            let mut y = vec![0.0; x.len()];
            elementwise::binary(BinaryOp::Mul, &x, &vec![s; x.len()], &mut y).map_err(numeric)?;
            write(memory, &ops[2], &y)
        }
        Codelet::Gelu { .. }
        | Codelet::Neg { .. }
        | Codelet::Exp { .. }
        | Codelet::Sqrt { .. }
        | Codelet::Rsqrt { .. }
        | Codelet::Tanh { .. } => {
            let op = match codelet {
                Codelet::Neg { .. } => UnaryOp::Neg,
                Codelet::Exp { .. } => UnaryOp::Exp,
                Codelet::Sqrt { .. } => UnaryOp::Sqrt,
                Codelet::Rsqrt { .. } => UnaryOp::Rsqrt,
                Codelet::Tanh { .. } => UnaryOp::Tanh,
                _ => UnaryOp::GeluTanh,
            };
            let x = read(memory, &ops[0])?;
            let mut y = vec![0.0; x.len()];
            elementwise::unary(op, &x, &mut y).map_err(numeric)?;
            write(memory, &ops[1], &y)
        }
        Codelet::SoftmaxMax { .. } | Codelet::SoftmaxSum { .. } => {
            let kind = if matches!(codelet, Codelet::SoftmaxMax { .. }) {
                ReduceKind::Max
            } else {
                ReduceKind::Sum
            };
            let x = read(memory, &ops[0])?;
            let mut out = vec![0.0; m];
            reduce::row_reduce(kind, &x, n, &mut out).map_err(numeric)?;
            write(memory, &ops[1], &out)
        }
        Codelet::SoftmaxSubExp { .. } => {
            let (x, max) = (read(memory, &ops[0])?, read(memory, &ops[1])?);
            let mut y = vec![0.0; x.len()];
            reduce::sub_exp(&x, &max, n, &mut y).map_err(numeric)?;
            write(memory, &ops[2], &y)
        }
        Codelet::SoftmaxScale { .. } => {
            let (x, sum) = (read(memory, &ops[0])?, read(memory, &ops[1])?);
            let mut y = vec![0.0; x.len()];
            reduce::scale_rows(&x, &sum, n, &mut y).map_err(numeric)?;
            write(memory, &ops[0], &y)
        }
        Codelet::ReduceAdd { .. } | Codelet::ReduceMax { .. } => {
            let kind = if matches!(codelet, Codelet::ReduceMax { .. }) {
                ReduceKind::Max
            } else {
                ReduceKind::Sum
            };
            let partials = read(memory, &ops[0])?;
            let parts: Vec<&[f32]> = partials.chunks(n).collect();
            let mut out = vec![0.0; n];
            reduce::combine_partials(kind, &parts[..k.min(parts.len())], &mut out)
                .map_err(numeric)?;
            write(memory, &ops[1], &out)
        }
        Codelet::Compare { direction, .. } => {
            let (a, b) = (read(memory, &ops[0])?, read(memory, &ops[1])?);
            let mut y = vec![0.0; a.len()];
            logic::compare(direction, &a, &b, &mut y).map_err(numeric)?;
            write(memory, &ops[2], &y)
        }
        Codelet::Select { .. } => {
            let p = read(memory, &ops[0])?;
            let (t, f) = (read(memory, &ops[1])?, read(memory, &ops[2])?);
            let mut y = vec![0.0; t.len()];
            logic::select(&p, &t, &f, &mut y).map_err(numeric)?;
            write(memory, &ops[3], &y)
        }
        Codelet::And | Codelet::Or => {
            let op = if codelet == Codelet::And {
                LogicOp::And
            } else {
                LogicOp::Or
            };
            let (a, b) = (read(memory, &ops[0])?, read(memory, &ops[1])?);
            let mut y = vec![0.0; a.len()];
            logic::logic(op, &a, &b, &mut y).map_err(numeric)?;
            write(memory, &ops[2], &y)
        }
        Codelet::Not => {
            let x = read(memory, &ops[0])?;
            let mut y = vec![0.0; x.len()];
            logic::not(&x, &mut y).map_err(numeric)?;
            write(memory, &ops[1], &y)
        }
        Codelet::GatherRows { .. } => {
            let (table, ids) = (read(memory, &ops[0])?, read(memory, &ops[1])?);
            let mut out = vec![0.0; m * n];
            logic::gather_rows(&table, &ids, n, &mut out).map_err(numeric)?;
            write(memory, &ops[2], &out)
        }
        Codelet::ArgMax { .. } | Codelet::ArgMin { .. } => {
            let x = read(memory, &ops[0])?;
            let mut out = vec![0.0; m];
            logic::arg_reduce(matches!(codelet, Codelet::ArgMax { .. }), &x, n, &mut out)
                .map_err(numeric)?;
            write(memory, &ops[1], &out)
        }
        Codelet::Copy { .. } => {
            let bytes = memory.read(ops[0].addr, ops[0].bytes as usize)?.to_vec();
            memory.write(ops[1].addr, &bytes)
        }
        Codelet::BroadcastRows { .. } => {
            let v = read_bits(memory, &ops[0])?;
            let out: Vec<u32> = v
                .iter()
                .take(m)
                .flat_map(|&x| std::iter::repeat_n(x, n))
                .collect();
            write_bits(memory, &ops[1], &out)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::package::{Allocation, Segment, TileImage};

    /// Runs `codelet` with `m, n, k` on operands `(addr, dtype, values or None)` (inputs
    /// written at their addresses) and returns the last operand's values.
    fn check_call(
        codelet: Codelet,
        (m, n, k): (u32, u32, u32),
        operands: &[(u32, DType, usize, Option<Vec<f32>>)],
    ) -> Vec<f32> {
        let target = Target::resolve("ipu21").unwrap();
        let ops: Vec<Operand> = operands
            .iter()
            .map(|&(addr, dtype, len, _)| Operand {
                addr,
                bytes: (len * dtype.size_bytes()) as u32,
                dtype,
            })
            .collect();
        let image = TileImage {
            tile: 0,
            allocations: ops
                .iter()
                .enumerate()
                .map(|(i, o)| Allocation {
                    name: format!("op{i}"),
                    addr: o.addr,
                    bytes: o.bytes,
                })
                .collect(),
            segments: operands
                .iter()
                .zip(&ops)
                .filter_map(|((_, _, _, v), o)| {
                    v.as_ref().map(|v| Segment {
                        addr: o.addr,
                        data: numerics::encode(o.dtype, v, 0),
                    })
                })
                .collect(),
        };
        let mut memory = TileMemory::from_image(&image).unwrap();
        let call = CodeletCall {
            tile: 0,
            codelet: codelet.name(),
            workers: 6,
            m,
            n,
            k,
            operands: ops.clone(),
        };
        let cycles = run_call(&call, &target, &mut memory).unwrap();
        assert_eq!(
            cycles,
            codelet.cycles(&target, &CodeletShape { m, n, k }).unwrap()
        );
        read(&memory, ops.last().unwrap()).unwrap()
    }

    #[test]
    fn f32_gemm_accumulates_in_f32() {
        // [2, 3] · [3, 2] with k padded to the f32 block of 8 and n to 16.
        let x = [1.5f32, -2.0, 0.25, 3.0, 0.5, -1.0];
        let w = [2.0f32, 1.0, -1.0, 0.5, 4.0, 8.0];
        let blocks = AmpBlocks { bk: 8, bn: 16 };
        let xp = amp::pack(&x, 2, 3, 8).unwrap();
        let wp = amp::pack_weights(&w, 3, 2, blocks).unwrap();
        let wlen = wp.len();
        let y = check_call(
            Codelet::GemmAmp {
                input: ipu_device::DType::F32,
                output: ipu_device::DType::F32,
            },
            (2, 2, 3),
            &[
                (0x80000, DType::F32, 16, Some(xp)),
                (0x4C000, DType::F32, wlen, Some(wp)),
                (0x4D000, DType::F32, 4, None),
            ],
        );
        // Row 0: 1.5·2 − 2·(−1) + 0.25·4 = 6; 1.5·1 − 2·0.5 + 0.25·8 = 2.5.
        // Row 1: 3·2 + 0.5·(−1) − 1·4 = 1.5; 3·1 + 0.5·0.5 − 1·8 = −4.75.
        assert_eq!(y, vec![6.0, 2.5, 1.5, -4.75]);
    }

    /// Runs the f32 gemm of `f32_gemm_accumulates_in_f32` with only the weight values at
    /// the packed indices `written` (of 128: `n` = 2 of 16 columns, `k` = 3 of 8) in
    /// memory.
    fn gemm_with_partial_weights(written: &[usize]) -> Result<Vec<f32>, Fault> {
        let target = Target::resolve("ipu21").unwrap();
        let blocks = AmpBlocks { bk: 8, bn: 16 };
        let xp = amp::pack(&[1.5f32, -2.0, 0.25, 3.0, 0.5, -1.0], 2, 3, 8).unwrap();
        let wp = amp::pack_weights(&[2.0f32, 1.0, -1.0, 0.5, 4.0, 8.0], 3, 2, blocks).unwrap();
        let op = |addr, len: usize| Operand {
            addr,
            bytes: (len * 4) as u32,
            dtype: DType::F32,
        };
        let ops = vec![op(0x80000, 16), op(0x4C000, wp.len()), op(0x4D000, 4)];
        let image = TileImage {
            tile: 0,
            allocations: (ops.iter().enumerate())
                .map(|(i, o)| Allocation {
                    name: format!("op{i}"),
                    addr: o.addr,
                    bytes: o.bytes,
                })
                .collect(),
            segments: [Segment {
                addr: 0x80000,
                data: numerics::encode(DType::F32, &xp, 0),
            }]
            .into_iter()
            .chain(written.iter().map(|&i| Segment {
                addr: 0x4C000 + 4 * i as u32,
                data: numerics::encode(DType::F32, &wp[i..i + 1], 0),
            }))
            .collect(),
        };
        let mut memory = TileMemory::from_image(&image).unwrap();
        let call = CodeletCall {
            tile: 0,
            codelet: "gemm_f32_amp_to_f32".into(),
            workers: 6,
            m: 2,
            n: 2,
            k: 3,
            operands: ops.clone(),
        };
        run_call(&call, &target, &mut memory)?;
        read(&memory, &ops[2])
    }

    #[test]
    fn gemm_needs_only_the_weights_real_values_written() {
        // The host and the exchange write a weight slice's real values only: rows 0 and 1
        // (the real columns) of the one 16 × 8 block, values 0..3 (the real `k`) of each.
        let real = [0, 1, 2, 8, 9, 10];
        assert_eq!(
            gemm_with_partial_weights(&real),
            Ok(vec![6.0, 2.5, 1.5, -4.75])
        );
        // A real value missing (k = 2 of column 1) is still a fault.
        assert!(matches!(
            gemm_with_partial_weights(&real[..5]),
            Err(Fault::Uninitialised { addr: 0x4C028, .. })
        ));
    }

    #[test]
    fn reduce_max_combines_partial_maxima() {
        // 3 partials of 4 values: the column maxima, NaN propagating.
        let partials = vec![
            1.0f32,
            -2.0,
            3.5,
            0.0, //
            4.0,
            -3.0,
            3.0,
            f32::NAN, //
            -1.0,
            -2.5,
            3.25,
            1.0,
        ];
        let y = check_call(
            Codelet::ReduceMax {
                dtype: ipu_device::DType::F32,
            },
            (1, 4, 3),
            &[
                (0x4C000, DType::F32, 12, Some(partials)),
                (0x4C040, DType::F32, 4, None),
            ],
        );
        assert_eq!(y[..3], [4.0, -2.0, 3.5]);
        assert!(y[3].is_nan());
    }

    #[test]
    fn sub_max_neg_compute_elementwise() {
        let a = vec![1.0f32, -2.0, 3.5, 0.0];
        let b = vec![0.5f32, -1.0, 4.0, -0.0];
        let f32 = ipu_device::DType::F32;
        let binary = |c| {
            check_call(
                c,
                (1, 4, 0),
                &[
                    (0x4C000, DType::F32, 4, Some(a.clone())),
                    (0x4C010, DType::F32, 4, Some(b.clone())),
                    (0x4C020, DType::F32, 4, None),
                ],
            )
        };
        assert_eq!(
            binary(Codelet::Sub { dtype: f32 }),
            vec![0.5, -1.0, -0.5, 0.0]
        );
        assert_eq!(
            binary(Codelet::Max { dtype: f32 }),
            vec![1.0, -1.0, 4.0, 0.0]
        );
        let neg = check_call(
            Codelet::Neg {
                dtype: ipu_device::DType::F16,
            },
            (2, 2, 0),
            &[
                (0x4C000, DType::F16, 4, Some(a.clone())),
                (0x4C008, DType::F16, 4, None),
            ],
        );
        assert_eq!(neg, vec![-1.0, 2.0, -3.5, -0.0]);
    }

    #[test]
    fn mul_scalar_reads_one_scalar_and_rounds_once_to_the_type() {
        // 0.1178 is 0.1177978515625 in f16 (965 / 8192); 3 × it is 1447.5 / 4096, halfway
        // between two f16 neighbours, and rounds to the even one, 1448 / 4096 = 0.353515625.
        let x = vec![1.0f32, -2.0, 3.0, 0.0];
        let y = check_call(
            Codelet::MulScalar {
                dtype: ipu_device::DType::F16,
            },
            (1, 4, 0),
            &[
                (0x4C000, DType::F16, 4, Some(x)),
                (0x4C008, DType::F16, 1, Some(vec![0.1178])),
                (0x4C010, DType::F16, 4, None),
            ],
        );
        assert_eq!(
            y,
            vec![965.0 / 8192.0, -965.0 / 4096.0, 1448.0 / 4096.0, 0.0]
        );
    }

    #[test]
    fn copy_moves_whole_words_and_broadcast_rows_repeats_each_rows_value() {
        // 4 halves (two words) copied bit for bit, -0.0 and a subnormal included.
        let x = vec![1.5f32, -0.0, 6.0e-8, 65504.0];
        let y = check_call(
            Codelet::Copy {
                dtype: ipu_device::DType::F16,
            },
            (1, 4, 0),
            &[
                (0x4C000, DType::F16, 4, Some(x.clone())),
                (0x4C010, DType::F16, 4, None),
            ],
        );
        assert_eq!(
            y.iter().map(|v| v.to_bits()).collect::<Vec<_>>(),
            [1.5f32, -0.0, 5.9604645e-8, 65504.0].map(f32::to_bits)
        );
        // Rows of 3: out[r, c] = v[r].
        let y = check_call(
            Codelet::BroadcastRows {
                dtype: ipu_device::DType::F32,
            },
            (2, 3, 0),
            &[
                (0x4C000, DType::F32, 2, Some(vec![-1.25, 7.0])),
                (0x4C010, DType::F32, 6, None),
            ],
        );
        assert_eq!(y, [-1.25, -1.25, -1.25, 7.0, 7.0, 7.0]);
    }

    #[test]
    fn div_exp_compute_elementwise() {
        let a = vec![1.0f32, -2.0, 3.5, 0.0];
        let b = vec![0.5f32, -1.0, 4.0, 8.0];
        let div = check_call(
            Codelet::Div {
                dtype: ipu_device::DType::F32,
            },
            (2, 2, 0),
            &[
                (0x4C000, DType::F32, 4, Some(a.clone())),
                (0x4C010, DType::F32, 4, Some(b)),
                (0x4C020, DType::F32, 4, None),
            ],
        );
        assert_eq!(div, vec![2.0, 2.0, 0.875, 0.0]);
        let exp = check_call(
            Codelet::Exp {
                dtype: ipu_device::DType::F16,
            },
            (1, 4, 0),
            &[
                (0x4C000, DType::F16, 4, Some(a)),
                (0x4C008, DType::F16, 4, None),
            ],
        );
        // Rounded once to f16: e = 2.71875, e^-2 = 0.13537..., e^3.5 = 33.125 (f16).
        let want: Vec<f32> = [1f32, -2.0, 3.5, 0.0]
            .iter()
            .map(|x| half::f16::from_f32(x.exp()).to_f32())
            .collect();
        assert_eq!(exp, want);
        assert_eq!(exp[3], 1.0);
    }

    #[test]
    fn sqrt_rsqrt_compute_elementwise() {
        let x = vec![4.0f32, 2.0, 0.25, 0.0];
        let sqrt = check_call(
            Codelet::Sqrt {
                dtype: ipu_device::DType::F32,
            },
            (2, 2, 0),
            &[
                (0x4C000, DType::F32, 4, Some(x.clone())),
                (0x4C010, DType::F32, 4, None),
            ],
        );
        assert_eq!(sqrt, vec![2.0, std::f32::consts::SQRT_2, 0.5, 0.0]);
        let rsqrt = check_call(
            Codelet::Rsqrt {
                dtype: ipu_device::DType::F16,
            },
            (1, 4, 0),
            &[
                (0x4C000, DType::F16, 4, Some(x)),
                (0x4C008, DType::F16, 4, None),
            ],
        );
        // 1/√2 rounded to f16 is 0.70703125; 1/√0 is +∞.
        assert_eq!(rsqrt, vec![0.5, 0.707_031_25, 2.0, f32::INFINITY]);
    }

    #[test]
    fn tanh_computes_elementwise() {
        let x = vec![0.0f32, 0.5, -2.0, 20.0];
        let y = check_call(
            Codelet::Tanh {
                dtype: ipu_device::DType::F32,
            },
            (2, 2, 0),
            &[
                (0x4C000, DType::F32, 4, Some(x.clone())),
                (0x4C010, DType::F32, 4, None),
            ],
        );
        // tanh(0.5) = 0.46211715726..., tanh(-2) = -0.96402758007... (tables); tanh(20)
        // rounds to 1 in f32.
        assert_eq!(y[0], 0.0);
        assert!((y[1] - 0.462_117_16).abs() <= 6e-8, "{}", y[1]);
        assert!((y[2] + 0.964_027_6).abs() <= 1.2e-7, "{}", y[2]);
        assert_eq!(y[3], 1.0);
        let h = check_call(
            Codelet::Tanh {
                dtype: ipu_device::DType::F16,
            },
            (1, 4, 0),
            &[
                (0x4C000, DType::F16, 4, Some(x)),
                (0x4C008, DType::F16, 4, None),
            ],
        );
        // Rounded once to f16 (spacing 2^-12 in [0.25, 0.5), 2^-11 in [0.5, 1)):
        // 0.46211... → 1893 / 4096, -0.96402... → -1974 / 2048.
        assert_eq!(h, vec![0.0, 1893.0 / 4096.0, -1974.0 / 2048.0, 1.0]);
    }
}
