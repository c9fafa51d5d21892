//! Operator plans for every graph op kind, and the dispatch the program-level search uses.
//!
//! - `matmul` / `fused_matmul`: [`super::matmul`].
//! - **Views** — `transpose`, `slice`, `broadcast`, and `reshape` that only adds or drops
//!   unit dimensions — move no data: the result reads its operand through a
//!   [`CoordMap`], and whoever consumes it redistributes straight from the operand's
//!   buffer. Other reshapes are [`PlanError::Unsupported`] for now.
//! - **Elementwise** (`add`, `sub`, `mul`, `div`, `max`, `neg`, `exp`, `gelu` tanh,
//!   `cast`): the result takes the layout of one operand of the result's shape (the
//!   others are redistributed to it) or a balanced layout over all tiles; one codelet
//!   call per block. `tanh` and erf GELU have no codelet in the device catalogue and are
//!   [`PlanError::Unsupported`].
//! - **Softmax** over the last dimension: whole rows per tile, the catalogue's four
//!   pieces (max, sub-exp, sum, scale) in one compute set.
//! - **Reduce**: a sum over the leading dimension of a rank-2 tensor uses `reduce_add`
//!   over column blocks; a sum or max over the last dimension uses the softmax row pieces
//!   (f32 statistics) and a cast.
//! - **Concat**: a balanced result layout filled by one redistribution per operand,
//!   rotated over the tiles when that would need a local copy.
//! - **Constant**: baked into the tile images in a balanced layout (no cycles).

use ipu_device::{Codelet, CodeletShape, DType};
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

use super::PlanError;
use super::builder::{Builder, ValueState, even_layout};
use super::geometry::{DimSplit, Rect, Span};
use super::layout::{Elt, Layout, MemRegion, Order};
use super::matmul::{self, MatmulOp, MatmulPlan};
use super::planned::{BufferKind, Call, ComputeSet, Operand, Redist};
use super::program::{Binary, Op, OpKind, ReduceKind, Unary};
use super::redistribute::{BufferId, CoordMap, SrcAxis, Validity};

/// The plan chosen for one operation.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OpPlan {
    /// A matmul plan.
    Matmul(MatmulPlan),
    /// A view: no data moves.
    View,
    /// Elementwise in the layout of operand `follow`.
    Follow {
        /// The operand whose layout the result takes.
        follow: u8,
    },
    /// In a balanced layout over `tiles` tiles starting at tile `base`.
    Balanced {
        /// Tiles used.
        tiles: u32,
        /// First tile.
        base: u32,
    },
}

impl std::fmt::Display for OpPlan {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            OpPlan::Matmul(p) => write!(f, "matmul({p})"),
            OpPlan::View => f.write_str("view"),
            OpPlan::Follow { follow } => write!(f, "follow(operand {follow})"),
            OpPlan::Balanced { tiles, base } => write!(f, "balanced({tiles} tiles from {base})"),
        }
    }
}

fn unsupported(op: &Op, message: impl Into<String>) -> PlanError {
    PlanError::Unsupported {
        op: op.kind.name(),
        name: op.name.clone(),
        message: message.into(),
    }
}

fn dtype(op: &Op, e: Elt) -> Result<DType, PlanError> {
    e.dtype()
        .ok_or_else(|| unsupported(op, format!("no codelet computes with {}", e.mlir_name())))
}

/// Candidate plans for `op` in the state `b`, most promising first, at most `limit`.
pub fn candidates(b: &Builder<'_>, op: &Op, limit: usize) -> Result<Vec<OpPlan>, PlanError> {
    Ok(match &op.kind {
        OpKind::Matmul | OpKind::FusedMatmul { .. } => {
            let mm = MatmulOp::from_op(b, op)?;
            let mut v = matmul::candidates(b.target, b.tiles, &mm, limit)
                .into_iter()
                .flat_map(|p| {
                    let mut src = p.clone();
                    src.cast_at_source = true;
                    // A cast before the exchange keeps the host from writing that
                    // operand's replicas; the flag stays only if it still applies.
                    src.host_replicas &= mm.host_writes(&src) != (false, false);
                    let casts = mm.lhs.1.is_some() || mm.rhs.1.is_some();
                    std::iter::once(OpPlan::Matmul(p)).chain(casts.then_some(OpPlan::Matmul(src)))
                })
                .fold(Vec::new(), |mut v, p| {
                    if !v.contains(&p) {
                        v.push(p);
                    }
                    v
                })
                .into_iter()
                .take(limit)
                .collect::<Vec<_>>();
            // The best plan with host-written replicas also comes without them (each input
            // element written once, replicas completed by exchange): its replicas live from
            // the program's start, and a later operation may find the memory taken.
            let twin = v.iter().find_map(|c| match c {
                OpPlan::Matmul(p) if p.host_replicas => {
                    let mut q = p.clone();
                    q.host_replicas = false;
                    Some(OpPlan::Matmul(q))
                }
                _ => None,
            });
            if let Some(t) = twin
                && !v.contains(&t)
            {
                v.push(t);
            }
            v
        }
        OpKind::Transpose { .. }
        | OpKind::Slice { .. }
        | OpKind::Broadcast { .. }
        | OpKind::Reshape => {
            vec![OpPlan::View]
        }
        OpKind::Binary(_)
        | OpKind::Unary(_)
        | OpKind::Cast { .. }
        | OpKind::Compare { .. }
        | OpKind::Select => {
            let mut v = Vec::new();
            for (i, &o) in op.operands.iter().enumerate() {
                if b.placed(o).is_some() {
                    v.push(OpPlan::Follow { follow: i as u8 });
                }
            }
            v.push(OpPlan::Balanced {
                tiles: b.tiles,
                base: 0,
            });
            // Over the upper half of the tiles: when an operand already sits on the lower
            // tiles in another place, the balanced layout from tile 0 would need local copies.
            if b.tiles >= 2 {
                v.push(OpPlan::Balanced {
                    tiles: b.tiles / 2,
                    base: b.tiles - b.tiles / 2,
                });
            }
            v
        }
        // A softmax may also take the upper half of the tiles: its input (a product's
        // reduced chunks) may sit on the lower tiles in another layout, which would need
        // local copies.
        OpKind::Softmax { .. } if b.tiles >= 2 => vec![
            OpPlan::Balanced {
                tiles: b.tiles,
                base: 0,
            },
            OpPlan::Balanced {
                tiles: b.tiles / 2,
                base: b.tiles - b.tiles / 2,
            },
        ],
        OpKind::Softmax { .. }
        | OpKind::Reduce { .. }
        | OpKind::ArgReduce { .. }
        | OpKind::Gather
        | OpKind::Concat { .. }
        | OpKind::Constant => {
            vec![OpPlan::Balanced {
                tiles: b.tiles,
                base: 0,
            }]
        }
    })
}

/// Applies `plan` to `op`. Errors: [`PlanError::Unsupported`] for ops the planner cannot
/// place; other errors mean this candidate does not apply (the search discards it).
pub fn apply(b: &mut Builder<'_>, op: &Op, plan: &OpPlan) -> Result<(), PlanError> {
    match (&op.kind, plan) {
        (OpKind::Matmul | OpKind::FusedMatmul { .. }, OpPlan::Matmul(p)) => matmul::apply(b, op, p),
        (
            OpKind::Transpose { .. }
            | OpKind::Slice { .. }
            | OpKind::Broadcast { .. }
            | OpKind::Reshape,
            _,
        ) => view(b, op),
        (
            OpKind::Binary(_)
            | OpKind::Unary(_)
            | OpKind::Cast { .. }
            | OpKind::Compare { .. }
            | OpKind::Select,
            _,
        ) => elementwise(b, op, plan),
        (OpKind::ArgReduce { max, dim }, _) => arg_reduce(b, op, *max, *dim),
        (OpKind::Gather, _) => gather(b, op),
        (OpKind::Softmax { dim }, _) => softmax(b, op, *dim, plan),
        (OpKind::Reduce { kind, dims }, _) => reduce(b, op, *kind, dims),
        (OpKind::Concat { dim }, _) => concat(b, op, *dim),
        (OpKind::Constant, _) => {
            let l = b.default_layout(op.result)?;
            let buf = b.buffer(op.name.clone(), l, BufferKind::Constant, Some(op.result));
            b.set_value(op.result, buf);
            Ok(())
        }
        _ => Err(PlanError::Internal(format!(
            "plan {plan} does not apply to {}",
            op.name
        ))),
    }
}

/// The coordinate map of a view op (result coordinates → operand coordinates).
pub fn view_map(b: &Builder<'_>, op: &Op) -> Result<CoordMap, PlanError> {
    let src = b.program.value(op.operands[0]);
    let dst = b.program.value(op.result);
    let axes: SmallVec<[SrcAxis; 4]> = match &op.kind {
        OpKind::Transpose { perm } => (0..src.shape.len())
            .map(|s| {
                let j = perm.iter().position(|&p| p as usize == s).unwrap_or(0);
                SrcAxis::Dst {
                    dim: j as u8,
                    offset: 0,
                }
            })
            .collect(),
        OpKind::Slice { start, .. } => start
            .iter()
            .enumerate()
            .map(|(d, &s)| SrcAxis::Dst {
                dim: d as u8,
                offset: i64::from(s),
            })
            .collect(),
        OpKind::Broadcast { dims } => dims
            .iter()
            .enumerate()
            .map(|(i, &d)| {
                if src.shape[i] == 1 && dst.shape[d as usize] != 1 {
                    SrcAxis::Const(0)
                } else {
                    SrcAxis::Dst {
                        dim: d as u8,
                        offset: 0,
                    }
                }
            })
            .collect(),
        OpKind::Reshape => {
            let s_nu: Vec<usize> = (0..src.shape.len())
                .filter(|&d| src.shape[d] != 1)
                .collect();
            let d_nu: Vec<usize> = (0..dst.shape.len())
                .filter(|&d| dst.shape[d] != 1)
                .collect();
            let same = s_nu.len() == d_nu.len()
                && s_nu
                    .iter()
                    .zip(&d_nu)
                    .all(|(&a, &c)| src.shape[a] == dst.shape[c]);
            if !same {
                return Err(unsupported(
                    op,
                    "only reshapes that add or drop unit dimensions are planned yet",
                ));
            }
            (0..src.shape.len())
                .map(|d| match s_nu.iter().position(|&x| x == d) {
                    Some(i) => SrcAxis::Dst {
                        dim: d_nu[i] as u8,
                        offset: 0,
                    },
                    None => SrcAxis::Const(0),
                })
                .collect()
        }
        _ => return Err(PlanError::Internal(format!("{} is not a view", op.name))),
    };
    Ok(CoordMap { axes })
}

fn view(b: &mut Builder<'_>, op: &Op) -> Result<(), PlanError> {
    let map = view_map(b, op)?;
    b.set_view(op.result, op.operands[0], map);
    Ok(())
}

/// One call per block replica of `layout` with the given operand buffers (all in `layout`).
fn per_block_calls(
    b: &Builder<'_>,
    layout: &Layout,
    codelet: Codelet,
    inputs: &[(BufferId, u32)],
    out: (BufferId, u32),
    calls: &mut Vec<Call>,
) {
    let idx = |buf: BufferId| b.planned.buffer(buf).index.clone();
    let indices: Vec<_> = inputs.iter().map(|(buf, _)| idx(*buf)).collect();
    let oi = idx(out.0);
    for blk in 0..layout.blocks() {
        let elems = layout.block_rect(blk).volume() as u32;
        for (r, &t) in layout.placement[blk].iter().enumerate() {
            let mut ops: SmallVec<[Operand; 4]> = inputs
                .iter()
                .zip(&indices)
                .map(|(&(buf, eb), ix)| Operand {
                    buffer: buf,
                    offset: ix.offsets[blk][r],
                    bytes: if eb == 0 { 4 } else { elems * eb },
                    write: false,
                })
                .collect();
            ops.push(Operand {
                buffer: out.0,
                offset: oi.offsets[blk][r],
                bytes: elems * out.1,
                write: true,
            });
            calls.push(Call {
                tile: t,
                codelet,
                shape: CodeletShape {
                    m: 1,
                    n: elems,
                    k: 0,
                },
                operands: ops,
            });
        }
    }
}

fn elementwise(b: &mut Builder<'_>, op: &Op, plan: &OpPlan) -> Result<(), PlanError> {
    let rv = b.program.value(op.result).clone();
    let in_elt = b.program.value(op.operands[0]).elt;
    // The narrowest type among the operands and the result sets the block granularity, so
    // that every operand's blocks are whole exchange words (a compare's i1 result, a
    // select's i1 predicate).
    let narrow = op
        .operands
        .iter()
        .map(|&o| b.program.value(o).elt)
        .chain(std::iter::once(rv.elt))
        .min_by_key(|e| e.bytes())
        .unwrap_or(in_elt);
    let codelet = match &op.kind {
        OpKind::Binary(Binary::Add) => Codelet::Add {
            dtype: dtype(op, rv.elt)?,
        },
        OpKind::Binary(Binary::Mul) => Codelet::Mul {
            dtype: dtype(op, rv.elt)?,
        },
        OpKind::Binary(Binary::Sub) => Codelet::Sub {
            dtype: dtype(op, rv.elt)?,
        },
        OpKind::Binary(Binary::Max) => Codelet::Max {
            dtype: dtype(op, rv.elt)?,
        },
        OpKind::Unary(Unary::Neg) => Codelet::Neg {
            dtype: dtype(op, rv.elt)?,
        },
        OpKind::Binary(Binary::Div) => Codelet::Div {
            dtype: dtype(op, rv.elt)?,
        },
        OpKind::Unary(Unary::Exp) => Codelet::Exp {
            dtype: dtype(op, rv.elt)?,
        },
        OpKind::Unary(Unary::Sqrt) => Codelet::Sqrt {
            dtype: dtype(op, rv.elt)?,
        },
        OpKind::Unary(Unary::Rsqrt) => Codelet::Rsqrt {
            dtype: dtype(op, rv.elt)?,
        },
        OpKind::Unary(Unary::Tanh) => Codelet::Tanh {
            dtype: dtype(op, rv.elt)?,
        },
        OpKind::Unary(Unary::GeluTanh) => Codelet::Gelu {
            dtype: dtype(op, rv.elt)?,
        },
        OpKind::Cast { .. } => Codelet::Cast {
            from: dtype(op, in_elt)?,
            to: dtype(op, rv.elt)?,
        },
        OpKind::Compare { direction } => Codelet::Compare {
            dtype: dtype(op, in_elt)?,
            direction: *direction,
        },
        OpKind::Select => Codelet::Select {
            dtype: dtype(op, rv.elt)?,
        },
        OpKind::Binary(Binary::And) => Codelet::And,
        OpKind::Binary(Binary::Or) => Codelet::Or,
        OpKind::Unary(Unary::Not) => Codelet::Not,
        _ => {
            return Err(unsupported(
                op,
                "the device codelet catalogue has no codelet for it",
            ));
        }
    };
    let mut layout = match plan {
        OpPlan::Follow { follow } => {
            let (buf, _) = b
                .placed(op.operands[*follow as usize])
                .ok_or_else(|| PlanError::Internal("followed operand is not placed".into()))?;
            let mut l = b.planned.buffer(buf).layout.clone();
            // Compute once per block: on its owner.
            for r in l.placement.iter_mut() {
                r.truncate(1);
            }
            l.host_split = None;
            l
        }
        OpPlan::Balanced { tiles, base } => even_layout(&rv.shape, narrow, *tiles, *base)?,
        _ => return Err(PlanError::Internal(format!("plan {plan} for {}", op.name))),
    };
    if matches!(layout.order, Order::Amp { .. } | Order::AmpWeights { .. }) {
        // Elementwise codelets run over whole storage; padding is fine, but keep results
        // row-major for consumers: fall back to a balanced layout.
        layout = even_layout(&rv.shape, narrow, b.tiles, 0)?;
    }
    let mut inputs = Vec::new();
    for (i, &o) in op.operands.iter().enumerate() {
        let mut l = layout.clone();
        l.elt = b.program.value(o).elt;
        // A broadcast splat constant is baked into the tile images in this layout: an
        // exchange cannot replicate one 8- or 16-bit element (whole 32-bit words only),
        // and a baked splat costs no cycles at all.
        let buf = match b.program.splat_of(o) {
            Some(value) => {
                l.host_split = None;
                b.buffer(
                    format!("{}.splat{i}", op.name),
                    l,
                    BufferKind::Splat { value },
                    None,
                )
            }
            None => b.require(o, l, None)?,
        };
        inputs.push((buf, b.program.value(o).elt.bytes()));
    }
    let mut calls = Vec::new();
    if let OpKind::Cast { scale } = op.kind {
        let mut sl = layout.clone();
        sl.elt = Elt::F32;
        let tiles: Vec<u32> = layout.placement.iter().flatten().copied().collect();
        let mut t = tiles;
        t.sort_unstable();
        t.dedup();
        let sc = Layout::new(
            &[1],
            Elt::F32,
            vec![DimSplit::whole(1)],
            Order::RowMajor,
            MemRegion::Standard,
            vec![t.into_iter().collect()],
        )
        .map_err(PlanError::Internal)?;
        let sbuf = b.buffer(
            format!("{}.scale", op.name),
            sc,
            BufferKind::Splat { value: scale },
            None,
        );
        // The scale operand is one f32 per tile, at offset 0 of its buffer.
        let mut out_layout = layout.clone();
        out_layout.elt = rv.elt;
        let out = b.buffer(
            op.name.clone(),
            out_layout.clone(),
            BufferKind::Temp,
            Some(op.result),
        );
        let (ii, oi) = (
            b.planned.buffer(inputs[0].0).index.clone(),
            b.planned.buffer(out).index.clone(),
        );
        for blk in 0..layout.blocks() {
            let elems = layout.block_rect(blk).volume() as u32;
            for (r, &t) in layout.placement[blk].iter().enumerate() {
                calls.push(Call {
                    tile: t,
                    codelet,
                    shape: CodeletShape {
                        m: 1,
                        n: elems,
                        k: 0,
                    },
                    operands: SmallVec::from_slice(&[
                        Operand {
                            buffer: inputs[0].0,
                            offset: ii.offsets[blk][r],
                            bytes: elems * in_elt.bytes(),
                            write: false,
                        },
                        Operand {
                            buffer: sbuf,
                            offset: 0,
                            bytes: 4,
                            write: false,
                        },
                        Operand {
                            buffer: out,
                            offset: oi.offsets[blk][r],
                            bytes: elems * rv.elt.bytes(),
                            write: true,
                        },
                    ]),
                });
            }
        }
        b.compute(ComputeSet {
            name: op.name.clone(),
            calls,
        })?;
        b.set_value(op.result, out);
        return Ok(());
    }
    let mut out_layout = layout.clone();
    out_layout.elt = rv.elt;
    let out = b.buffer(
        op.name.clone(),
        out_layout.clone(),
        BufferKind::Temp,
        Some(op.result),
    );
    per_block_calls(
        b,
        &out_layout,
        codelet,
        &inputs,
        (out, rv.elt.bytes()),
        &mut calls,
    );
    b.compute(ComputeSet {
        name: op.name.clone(),
        calls,
    })?;
    b.set_value(op.result, out);
    Ok(())
}

/// Rows of a `[..., C]` tensor split over tiles, whole rows per block.
fn row_layout(b: &Builder<'_>, shape: &[u32], elt: Elt) -> Result<Layout, PlanError> {
    let rank = shape.len();
    let rows: u32 = shape[..rank - 1].iter().product();
    let flat = [rows, shape[rank - 1]];
    let l2 = even_layout(&flat, elt, b.tiles, 0)?;
    // Map the row split back to the leading dimension when the tensor is rank 2.
    if rank == 2 {
        return Ok(l2);
    }
    Err(PlanError::Unsupported {
        op: "graph.softmax",
        name: String::new(),
        message: format!("rank-{rank} row operations are not planned yet (rank 2 only)"),
    })
}

fn softmax(b: &mut Builder<'_>, op: &Op, dim: u32, plan: &OpPlan) -> Result<(), PlanError> {
    let v = b.program.value(op.result).clone();
    if dim as usize != v.shape.len() - 1 {
        return Err(unsupported(
            op,
            "softmax over a dimension other than the last",
        ));
    }
    let d = dtype(op, v.elt)?;
    if v.shape.len() != 2 {
        return Err(unsupported(op, "rank-2 only"));
    }
    let layout = match plan {
        OpPlan::Balanced { tiles, base } => even_layout(&v.shape, v.elt, *tiles, *base)?,
        _ => row_layout(b, &v.shape, v.elt)?,
    };
    let input = b.require(op.operands[0], layout.clone(), None)?;
    let stats = |b: &mut Builder<'_>, name: &str| -> Result<(BufferId, Layout), PlanError> {
        let sl = Layout::new(
            &[v.shape[0]],
            Elt::F32,
            vec![layout.splits[0].clone()],
            Order::RowMajor,
            MemRegion::Standard,
            layout.placement.clone(),
        )
        .map_err(PlanError::Internal)?;
        Ok((
            b.buffer(
                format!("{}.{name}", op.name),
                sl.clone(),
                BufferKind::Temp,
                None,
            ),
            sl,
        ))
    };
    let (mx, _) = stats(b, "max")?;
    let (sm, _) = stats(b, "sum")?;
    let out = b.buffer(
        op.name.clone(),
        layout.clone(),
        BufferKind::Temp,
        Some(op.result),
    );
    let idx = |b: &Builder<'_>, x: BufferId| b.planned.buffer(x).index.clone();
    let (ii, mi, si, oi) = (idx(b, input), idx(b, mx), idx(b, sm), idx(b, out));
    let mut calls = Vec::new();
    for blk in 0..layout.blocks() {
        let r = layout.block_rect(blk);
        let (rows, cols) = (r.spans[0].len(), r.spans[1].len());
        let t = layout.placement[blk][0];
        let e = v.elt.bytes();
        let o = |buf, off: u32, bytes, write| Operand {
            buffer: buf,
            offset: off,
            bytes,
            write,
        };
        let shape = CodeletShape {
            m: rows,
            n: cols,
            k: 0,
        };
        let data = rows * cols * e;
        calls.push(Call {
            tile: t,
            codelet: Codelet::SoftmaxMax { dtype: d },
            shape,
            operands: SmallVec::from_slice(&[
                o(input, ii.offsets[blk][0], data, false),
                o(mx, mi.offsets[blk][0], rows * 4, true),
            ]),
        });
        calls.push(Call {
            tile: t,
            codelet: Codelet::SoftmaxSubExp { dtype: d },
            shape,
            operands: SmallVec::from_slice(&[
                o(input, ii.offsets[blk][0], data, false),
                o(mx, mi.offsets[blk][0], rows * 4, false),
                o(out, oi.offsets[blk][0], data, true),
            ]),
        });
        calls.push(Call {
            tile: t,
            codelet: Codelet::SoftmaxSum { dtype: d },
            shape,
            operands: SmallVec::from_slice(&[
                o(out, oi.offsets[blk][0], data, false),
                o(sm, si.offsets[blk][0], rows * 4, true),
            ]),
        });
        calls.push(Call {
            tile: t,
            codelet: Codelet::SoftmaxScale { dtype: d },
            shape,
            operands: SmallVec::from_slice(&[
                o(out, oi.offsets[blk][0], data, true),
                o(sm, si.offsets[blk][0], rows * 4, false),
            ]),
        });
    }
    b.compute(ComputeSet {
        name: op.name.clone(),
        calls,
    })?;
    b.set_value(op.result, out);
    Ok(())
}

/// A sum or maximum over the leading dimension of a rank-2 operand: each tile combines the
/// rows of its column block (`ReduceAdd` / `ReduceMax`, `k` = rows partials of its
/// columns).
fn reduce_leading(
    b: &mut Builder<'_>,
    op: &Op,
    kind: ReduceKind,
    rotate: u32,
) -> Result<(), PlanError> {
    let iv = b.program.value(op.operands[0]).clone();
    let rv = b.program.value(op.result).clone();
    let d = dtype(op, iv.elt)?;
    // Column blocks, all rows: [K, n] row-major = k partials of n; block j on tile
    // (j + rotate) mod tiles.
    let cols = iv.shape[1];
    let split = DimSplit::even(cols, b.tiles, 4 / gcd(iv.elt.bytes(), 4).max(1));
    let placement = (0..split.blocks())
        .map(|j| SmallVec::from_slice(&[(j as u32 + rotate) % b.tiles.max(1)]))
        .collect::<Vec<_>>();
    let il = Layout::new(
        &iv.shape,
        iv.elt,
        vec![DimSplit::whole(iv.shape[0]), split.clone()],
        Order::RowMajor,
        MemRegion::Standard,
        placement.clone(),
    )
    .map_err(PlanError::Internal)?;
    let ol = Layout::new(
        &rv.shape,
        rv.elt,
        vec![split],
        Order::RowMajor,
        MemRegion::Standard,
        placement,
    )
    .map_err(PlanError::Internal)?;
    if rv.elt != iv.elt {
        return Err(unsupported(op, "reduce_add keeps the element type"));
    }
    let input = b.require(op.operands[0], il.clone(), None)?;
    let out = b.buffer(
        op.name.clone(),
        ol.clone(),
        BufferKind::Temp,
        Some(op.result),
    );
    let (ii, oi) = (
        b.planned.buffer(input).index.clone(),
        b.planned.buffer(out).index.clone(),
    );
    let calls = (0..ol.blocks())
        .map(|j| {
            let n = ol.block_rect(j).volume() as u32;
            Call {
                tile: ol.placement[j][0],
                codelet: match kind {
                    ReduceKind::Sum => Codelet::ReduceAdd { dtype: d },
                    ReduceKind::Max => Codelet::ReduceMax { dtype: d },
                },
                shape: CodeletShape {
                    m: 1,
                    n,
                    k: iv.shape[0],
                },
                operands: SmallVec::from_slice(&[
                    Operand {
                        buffer: input,
                        offset: ii.offsets[j][0],
                        bytes: n * iv.shape[0] * iv.elt.bytes(),
                        write: false,
                    },
                    Operand {
                        buffer: out,
                        offset: oi.offsets[j][0],
                        bytes: n * rv.elt.bytes(),
                        write: true,
                    },
                ]),
            }
        })
        .collect();
    b.compute(ComputeSet {
        name: op.name.clone(),
        calls,
    })?;
    b.set_value(op.result, out);
    Ok(())
}

fn reduce(b: &mut Builder<'_>, op: &Op, kind: ReduceKind, dims: &[u32]) -> Result<(), PlanError> {
    let iv = b.program.value(op.operands[0]).clone();
    let rv = b.program.value(op.result).clone();
    let d = dtype(op, iv.elt)?;
    if iv.shape.len() == 2 && dims == [0] {
        // As for concat: the column blocks are rotated over the tiles until no tile would
        // copy its own rows of the operand to itself (else the first rotation, with copies).
        let rotations = concat_rotations(b.tiles);
        return b.first_without_copies(&rotations, |b, rotate| reduce_leading(b, op, kind, rotate));
    }
    // f32, and f16 through f32 row results cast once to f16 (the graph's "compute in f32,
    // round once to the result type": a maximum is exact, a sum rounds once).
    if iv.shape.len() == 2 && dims == [1] && matches!(rv.elt, Elt::F32 | Elt::F16) {
        let codelet = match kind {
            ReduceKind::Sum => Codelet::SoftmaxSum { dtype: d },
            ReduceKind::Max => Codelet::SoftmaxMax { dtype: d },
        };
        let rows_f32 = (rv.elt == Elt::F32).then_some(op.result);
        let out = row_statistic(b, op, Elt::F32, codelet, rows_f32)?;
        if rv.elt == Elt::F32 {
            b.set_value(op.result, out);
        } else {
            let mut casts = Vec::new();
            let rounded = matmul::cast_blocks(b, out, rv.elt, 1.0, &mut casts)?;
            b.compute(ComputeSet {
                name: format!("{}.cast", op.name),
                calls: casts,
            })?;
            b.set_value(op.result, rounded);
        }
        return Ok(());
    }
    Err(unsupported(
        op,
        "only sums or maxima over the leading or the last dimension of rank-2 tensors are planned yet",
    ))
}

/// One 4-byte value per row of a rank-2 operand (`out_elt`: an f32 statistic, an i32
/// index): the operand in whole rows per tile ([`row_layout`]), one `codelet` call per row
/// block writing its rows' values on the same tile, in a compute set named after the op.
/// Returns the result buffer (holding `value`, if any).
fn row_statistic(
    b: &mut Builder<'_>,
    op: &Op,
    out_elt: Elt,
    codelet: Codelet,
    value: Option<super::program::ValueId>,
) -> Result<BufferId, PlanError> {
    let iv = b.program.value(op.operands[0]).clone();
    let rv = b.program.value(op.result).clone();
    let layout = row_layout(b, &iv.shape, iv.elt)?;
    let input = b.require(op.operands[0], layout.clone(), None)?;
    let ol = Layout::new(
        &rv.shape,
        out_elt,
        vec![layout.splits[0].clone()],
        Order::RowMajor,
        MemRegion::Standard,
        layout.placement.clone(),
    )
    .map_err(PlanError::Internal)?;
    let out = b.buffer(op.name.clone(), ol, BufferKind::Temp, value);
    let (ii, oi) = (
        b.planned.buffer(input).index.clone(),
        b.planned.buffer(out).index.clone(),
    );
    let calls = (0..layout.blocks())
        .map(|blk| {
            let r = layout.block_rect(blk);
            let (rows, cols) = (r.spans[0].len(), r.spans[1].len());
            Call {
                tile: layout.placement[blk][0],
                codelet,
                shape: CodeletShape {
                    m: rows,
                    n: cols,
                    k: 0,
                },
                operands: SmallVec::from_slice(&[
                    Operand {
                        buffer: input,
                        offset: ii.offsets[blk][0],
                        bytes: rows * cols * iv.elt.bytes(),
                        write: false,
                    },
                    Operand {
                        buffer: out,
                        offset: oi.offsets[blk][0],
                        bytes: rows * 4,
                        write: true,
                    },
                ]),
            }
        })
        .collect();
    b.compute(ComputeSet {
        name: op.name.clone(),
        calls,
    })?;
    Ok(out)
}

/// `graph.argmax` / `graph.argmin` over the last dimension of a rank-2 operand: whole rows
/// per tile, one `ArgMax`/`ArgMin` call per row block writing its rows' `i32` indices.
fn arg_reduce(b: &mut Builder<'_>, op: &Op, max: bool, dim: u32) -> Result<(), PlanError> {
    let iv = b.program.value(op.operands[0]).clone();
    let d = dtype(op, iv.elt)?;
    if iv.shape.len() != 2 || dim != 1 {
        return Err(unsupported(
            op,
            "only an argmax/argmin over the last dimension of a rank-2 tensor is planned yet",
        ));
    }
    let codelet = if max {
        Codelet::ArgMax { dtype: d }
    } else {
        Codelet::ArgMin { dtype: d }
    };
    let out = row_statistic(b, op, Elt::I32, codelet, Some(op.result))?;
    b.set_value(op.result, out);
    Ok(())
}

/// `graph.gather`: the result's rows split over the tiles ([`row_layout`]), each tile's
/// block of indices beside them, and the whole table replicated on every tile that holds
/// rows (the exchange copies it); one `GatherRows` call per row block.
fn gather(b: &mut Builder<'_>, op: &Op) -> Result<(), PlanError> {
    let tv = b.program.value(op.operands[0]).clone();
    let rv = b.program.value(op.result).clone();
    let d = dtype(op, tv.elt)?;
    let layout = row_layout(b, &rv.shape, rv.elt)?;
    let mut tiles: Vec<u32> = layout.placement.iter().map(|r| r[0]).collect();
    tiles.sort_unstable();
    tiles.dedup();
    let tl = Layout::new(
        &tv.shape,
        tv.elt,
        vec![DimSplit::whole(tv.shape[0]), DimSplit::whole(tv.shape[1])],
        Order::RowMajor,
        MemRegion::Standard,
        vec![tiles.into_iter().collect()],
    )
    .map_err(PlanError::Internal)?;
    let table = b.require(op.operands[0], tl, None)?;
    let il = Layout::new(
        &[rv.shape[0]],
        Elt::I32,
        vec![layout.splits[0].clone()],
        Order::RowMajor,
        MemRegion::Standard,
        layout.placement.clone(),
    )
    .map_err(PlanError::Internal)?;
    let ids = b.require(op.operands[1], il, None)?;
    let out = b.buffer(
        op.name.clone(),
        layout.clone(),
        BufferKind::Temp,
        Some(op.result),
    );
    let (ti, ii, oi) = (
        b.planned.buffer(table).index.clone(),
        b.planned.buffer(ids).index.clone(),
        b.planned.buffer(out).index.clone(),
    );
    let e = rv.elt.bytes();
    let calls = (0..layout.blocks())
        .map(|blk| {
            let r = layout.block_rect(blk);
            let (rows, cols) = (r.spans[0].len(), r.spans[1].len());
            let tile = layout.placement[blk][0];
            // The table's replica on this tile.
            let replica = b.planned.buffer(table).layout.placement[0]
                .iter()
                .position(|&t| t == tile)
                .unwrap_or(0);
            Call {
                tile,
                codelet: Codelet::GatherRows { dtype: d },
                shape: CodeletShape {
                    m: rows,
                    n: cols,
                    k: tv.shape[0],
                },
                operands: SmallVec::from_slice(&[
                    Operand {
                        buffer: table,
                        offset: ti.offsets[0][replica],
                        bytes: tv.shape[0] * tv.shape[1] * e,
                        write: false,
                    },
                    Operand {
                        buffer: ids,
                        offset: ii.offsets[blk][0],
                        bytes: rows * 4,
                        write: false,
                    },
                    Operand {
                        buffer: out,
                        offset: oi.offsets[blk][0],
                        bytes: rows * cols * e,
                        write: true,
                    },
                ]),
            }
        })
        .collect();
    b.compute(ComputeSet {
        name: op.name.clone(),
        calls,
    })?;
    b.set_value(op.result, out);
    Ok(())
}

fn gcd(a: u32, b: u32) -> u32 {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// Tile rotations [`concat`] tries for its result layout, in order: none, then half, a
/// third and a quarter (plus one) of the tiles, then one; then, for concats whose pieces
/// tile the result so that every one of those rotations lands some block on a tile
/// holding its source elsewhere (a many-piece concat, such as a reshape splitting
/// `[H·W, C]` into `[H, W, C]`), the odd rotations 3, 5, 7, ... up to 63.
fn concat_rotations(tiles: u32) -> Vec<u32> {
    let mut v = vec![0, tiles / 2, tiles / 3, tiles / 4 + 1, 1];
    v.extend((3..64).step_by(2));
    v.retain(|&r| r < tiles.max(1));
    let mut seen = std::collections::BTreeSet::new();
    v.retain(|&r| seen.insert(r));
    v
}

/// Concat: a balanced result layout filled by one redistribution per operand. When the
/// operands are balanced the same way (program inputs in their default layout, say), the
/// result's block on a tile is often built from the operand pieces on that same tile at
/// other offsets — a local copy the exchange cannot make (redistribute rule 2) — so the
/// result layout is rotated over the tiles until no tile would copy to itself; when none
/// avoids it, the first rotation is taken with its on-tile copies.
///
/// A concat of weights that are program inputs, read only as the rhs of matmuls (fused
/// projections: `x · concat(w_q, w_k, w_v)`), is built in the AMP weight order instead,
/// its inputs written by the host in that order: the exchange cannot rearrange a row-major
/// result into the matmul's AMP weight blocks for 16- and 8-bit types (consecutive `k`
/// values of one column are in different rows, so runs would be single sub-word elements,
/// redistribute rule 1), and for f32 only word by word (one transfer per element).
fn concat(b: &mut Builder<'_>, op: &Op, dim: u32) -> Result<(), PlanError> {
    let orders: Vec<Order> = concat_amp_weights(b, op, dim)
        .into_iter()
        .chain(std::iter::once(Order::RowMajor))
        .collect();
    let rotations = concat_rotations(b.tiles);
    let choices: Vec<(usize, u32)> = (0..orders.len())
        .flat_map(|o| rotations.iter().map(move |&r| (o, r)))
        .collect();
    b.first_without_copies(&choices, |b, (o, rotate)| {
        concat_rotated(b, op, dim, rotate, &orders[o])
    })
}

/// The AMP weight order for a concat (see [`concat`]) when it applies: rank 2, along the
/// columns, every operand an unplaced program input read by this concat
/// only and a whole number of AMP column blocks wide, every reader of the result a matmul
/// taking it as its rhs.
fn concat_amp_weights(b: &Builder<'_>, op: &Op, dim: u32) -> Option<Order> {
    let p = b.program;
    let rv = p.value(op.result);
    let d = rv.elt.dtype()?;
    let (bk, bn) = (b.target.amp.block_k(d), b.target.amp.block_n);
    let rhs_only = p.ops.iter().all(|o| {
        !o.operands.contains(&op.result)
            || (matches!(o.kind, OpKind::Matmul | OpKind::FusedMatmul { .. })
                && o.operands[0] != op.result
                && o.operands[1] == op.result
                && !o.operands[2..].contains(&op.result))
    }) && !p.outputs.contains(&op.result);
    let inputs_only = op.operands.iter().all(|&v| {
        p.inputs.contains(&v)
            && matches!(b.values[v.0 as usize], ValueState::Unplaced)
            && !p.outputs.contains(&v)
            && p.value(v).shape.get(1).is_some_and(|n| n % bn == 0)
            && p.ops.iter().filter(|o| o.operands.contains(&v)).count() == 1
            && op.operands.iter().filter(|&&w| w == v).count() == 1
    });
    (rv.shape.len() == 2 && dim == 1 && rhs_only && inputs_only)
        .then_some(Order::AmpWeights { bk, bn })
}

/// `[k, n]` in `order`, all of `k` per block and `n` cut into column blocks (multiples of
/// the order's `bn`) over the tiles, block `j` on tile `(j + rotate) % tiles`.
fn column_blocks(
    shape: &[u32],
    elt: Elt,
    tiles: u32,
    rotate: u32,
    order: &Order,
) -> Result<Layout, PlanError> {
    let Order::AmpWeights { bn, .. } = *order else {
        return Err(PlanError::Internal(format!("column blocks in {order:?}")));
    };
    let cols = DimSplit::even(shape[1], tiles, bn);
    let placement = (0..cols.blocks() as u32)
        .map(|j| SmallVec::from_slice(&[(j + rotate) % tiles]))
        .collect();
    Layout::new(
        shape,
        elt,
        vec![DimSplit::whole(shape[0]), cols],
        order.clone(),
        MemRegion::Standard,
        placement,
    )
    .map_err(PlanError::Internal)
}

fn concat_rotated(
    b: &mut Builder<'_>,
    op: &Op,
    dim: u32,
    rotate: u32,
    order: &Order,
) -> Result<(), PlanError> {
    let rv = b.program.value(op.result).clone();
    let tiles = b.tiles.max(1);
    let layout = if *order == Order::RowMajor {
        let mut layout = even_layout(&rv.shape, rv.elt, b.tiles, 0)?;
        for replicas in layout.placement.iter_mut() {
            for t in replicas.iter_mut() {
                *t = (*t + rotate) % tiles;
            }
        }
        layout
    } else {
        // The inputs are written by the host in the same order, column blocks from tile 0.
        for &o in &op.operands {
            let ov = b.program.value(o).clone();
            let l = column_blocks(&ov.shape, ov.elt, tiles, 0, order)?;
            b.require(o, l, None)?;
        }
        column_blocks(&rv.shape, rv.elt, tiles, rotate, order)?
    };
    let out = b.buffer(
        op.name.clone(),
        layout.clone(),
        BufferKind::Temp,
        Some(op.result),
    );
    let mut at = 0u32;
    let d = dim as usize;
    for &o in &op.operands {
        let ov = b.program.value(o).clone();
        let len = ov.shape[d];
        // The operand's own buffer (placing inputs by default).
        let (base, map0) = b.resolve(o);
        let src = match b.values[base.0 as usize].clone() {
            ValueState::Placed { buffer, .. } => buffer,
            ValueState::Unplaced => {
                let l = b.default_layout(base)?;
                b.require(base, l, None)?
            }
            _ => return Err(PlanError::Internal(format!("{} is not computed", ov.name))),
        };
        let validity = match b.values[base.0 as usize] {
            ValueState::Placed { validity, .. } => validity,
            _ => Validity::All,
        };
        let mut fill = Rect::full(&rv.shape);
        fill.spans[d] = Span::new(at, at + len);
        // Result coordinates → operand coordinates: shift along `dim`, then the view.
        let shift = CoordMap {
            axes: (0..rv.shape.len())
                .map(|x| SrcAxis::Dst {
                    dim: x as u8,
                    offset: if x == d { -i64::from(at) } else { 0 },
                })
                .collect(),
        };
        let map = super::builder::compose(&shift, &map0);
        b.redistribute(Redist {
            src,
            validity,
            dst: out,
            fill,
            map,
        });
        at += len;
    }
    b.flush()?;
    b.set_value(op.result, out);
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plan::planner::{self, LowerBoundEstimate, PlannerOptions};
    use crate::plan::program::Program;
    use ipu_device::Target;

    /// Plans `program` on the first `tiles` tiles of ipu21.
    fn check_plans(program: &Program, tiles: u32) -> crate::plan::planned::PlannedProgram {
        let target = Target::resolve("ipu21").unwrap();
        let options = PlannerOptions {
            tiles,
            beam: 2,
            candidates: 4,
            finalists: 1,
            ..PlannerOptions::default()
        };
        planner::plan_program(&target, program, &options, &LowerBoundEstimate)
            .unwrap_or_else(|e| panic!("{}: {e}", program.name))
            .selected
            .planned
    }

    fn codelets(p: &crate::plan::planned::PlannedProgram) -> Vec<Codelet> {
        p.steps
            .iter()
            .filter_map(|s| match &**s {
                crate::plan::planned::Step::Compute(cs) => Some(cs),
                _ => None,
            })
            .flat_map(|cs| cs.calls.iter().map(|c| c.codelet))
            .collect()
    }

    #[test]
    fn concat_of_inputs_in_their_default_layout_rotates() {
        // Three [64, 64] inputs balanced by rows over the tiles, concatenated along columns:
        // unrotated, row r of the result sits on the tile that holds row r of every operand
        // (a local copy); the planner must rotate the result instead of failing.
        for tiles in [1472, 64] {
            let mut p = Program::new("concat");
            let ins: Vec<_> = ["a", "b", "c"]
                .iter()
                .map(|n| p.input(n, &[64, 64], Elt::F16))
                .collect();
            let y = p.op("cat", OpKind::Concat { dim: 1 }, &ins, &[64, 192], Elt::F16);
            p.output(y);
            let planned = check_plans(&p, tiles);
            let cat = planned
                .buffers
                .iter()
                .find(|b| b.name == "cat")
                .expect("the concat's buffer");
            let first = cat.layout.placement[0][0];
            assert_ne!(first, 0, "{tiles} tiles: the result is rotated");
            assert!(cat.layout.placement.iter().flatten().all(|&t| t < tiles));
        }
        // The five rotations tried first, then the odd ones 3..63.
        let r = concat_rotations(1472);
        assert_eq!(r[..5], [0, 736, 490, 369, 1]);
        assert_eq!(r[5..], (3..64).step_by(2).collect::<Vec<u32>>()[..]);
        assert_eq!(concat_rotations(1), vec![0]);
    }

    #[test]
    fn concat_of_weights_for_a_matmul_is_built_in_amp_weight_order() {
        // x · concat(a, b, c): in row-major the concat could not be rearranged into the
        // matmul's AMP weight blocks (single f16 runs); in AMP weight order it can.
        for (tiles, elt, bk) in [(1472, Elt::F16, 16), (64, Elt::F16, 16), (64, Elt::F32, 8)] {
            let mut p = Program::new("qkv");
            let x = p.input("x", &[24, 64], elt);
            let ws: Vec<_> = ["a", "b", "c"]
                .iter()
                .map(|n| p.input(n, &[64, 64], elt))
                .collect();
            let w = p.op("cat", OpKind::Concat { dim: 1 }, &ws, &[64, 192], elt);
            let y = p.op("mm", OpKind::Matmul, &[x, w], &[24, 192], elt);
            p.output(y);
            let planned = check_plans(&p, tiles);
            for name in ["cat", "a", "b", "c"] {
                let buf = planned
                    .buffers
                    .iter()
                    .find(|b| b.name == name)
                    .unwrap_or_else(|| panic!("buffer {name}"));
                assert!(
                    buf.layout.order == Order::AmpWeights { bk, bn: 16 },
                    "{tiles} tiles, {name}: {:?}",
                    buf.layout.order
                );
            }
        }
    }

    #[test]
    fn a_computed_bias_is_sent_on_in_a_later_phase() {
        // x · w + concat(b1, b2): the concat's result is brought into the bias layout, then
        // multicast to the reducers; the second move must not share the first's phase.
        let mut p = Program::new("bias");
        let x = p.input("x", &[24, 64], Elt::F32);
        let w = p.input("w", &[64, 64], Elt::F32);
        let b1 = p.input("b1", &[32], Elt::F32);
        let b2 = p.input("b2", &[32], Elt::F32);
        let bias = p.op("cat", OpKind::Concat { dim: 0 }, &[b1, b2], &[64], Elt::F32);
        let y = p.op(
            "mm",
            OpKind::FusedMatmul {
                epilogue: vec![crate::plan::program::EpilogueStep::Bias],
                lhs_cast: None,
                rhs_cast: None,
            },
            &[x, w, bias],
            &[24, 64],
            Elt::F32,
        );
        p.output(y);
        let planned = check_plans(&p, 1472);
        for s in &planned.steps {
            if let crate::plan::planned::Step::Exchange(ph) = &**s {
                for r in &ph.redists {
                    assert!(
                        !ph.redists.iter().any(|q| q.dst == r.src && q.src != q.dst),
                        "phase {} reads buffer {} while filling it",
                        ph.name,
                        r.src
                    );
                }
            }
        }
    }

    #[test]
    fn elementwise_ops_may_use_the_upper_half_of_the_tiles() {
        let target = Target::resolve("ipu21").unwrap();
        let mut p = Program::new("neg");
        let x = p.input("x", &[16, 32], Elt::F32);
        let y = p.op("y", OpKind::Unary(Unary::Neg), &[x], &[16, 32], Elt::F32);
        p.output(y);
        let b = Builder::new(&target, &p, 64);
        let got = candidates(&b, &p.ops[0], 8).unwrap();
        assert!(
            got.contains(&OpPlan::Balanced {
                tiles: 32,
                base: 32
            }),
            "{got:?}"
        );
        let planned = check_plans(&p, 64);
        let y = planned.buffers.iter().find(|b| b.name == "y").unwrap();
        assert!(y.layout.placement.iter().flatten().all(|&t| t < 64));
    }

    #[test]
    fn f16_row_reductions_round_f32_rows_once() {
        // max and sum over the last dimension of an f16 [16, 32]: the row codelets write
        // f32 per row, one cast rounds them to the f16 results.
        let mut p = Program::new("rows16");
        let x = p.input("x", &[16, 32], Elt::F16);
        for (name, kind) in [("mx", ReduceKind::Max), ("sm", ReduceKind::Sum)] {
            let r = p.op(
                name,
                OpKind::Reduce {
                    kind,
                    dims: vec![1],
                },
                &[x],
                &[16],
                Elt::F16,
            );
            p.output(r);
        }
        let planned = check_plans(&p, 16);
        let f16 = DType::F16;
        let got = codelets(&planned);
        for want in [
            Codelet::SoftmaxMax { dtype: f16 },
            Codelet::SoftmaxSum { dtype: f16 },
            Codelet::Cast {
                from: DType::F32,
                to: f16,
            },
        ] {
            assert!(got.contains(&want), "{want:?} in {got:?}");
        }
        let outputs: Vec<_> = planned
            .buffers
            .iter()
            .filter(|b| b.value.is_some())
            .collect();
        for name in ["mx", "sm"] {
            let rows = outputs
                .iter()
                .filter(|b| b.name.starts_with(name))
                .map(|b| b.layout.elt)
                .collect::<Vec<_>>();
            assert_eq!(rows, [Elt::F16], "{name}: the result buffer is f16 only");
        }
    }

    #[test]
    fn f16_splat_operands_are_baked_not_exchanged() {
        // 1 / (1 + exp(x)) in f16 (JAX's sigmoid): both constants are broadcast f16
        // scalars, which the exchange cannot replicate (single 16-bit elements); each is a
        // `Splat` buffer in the op's layout, and nothing is exchanged for them.
        let mut p = Program::new("sigmoid16");
        let x = p.input("x", &[16, 64], Elt::F16);
        let one = p.op("one", OpKind::Constant, &[], &[], Elt::F16);
        p.splats.insert(one, 1.0);
        let ones = p.op(
            "ones",
            OpKind::Broadcast { dims: vec![] },
            &[one],
            &[16, 64],
            Elt::F16,
        );
        let e = p.op("e", OpKind::Unary(Unary::Exp), &[x], &[16, 64], Elt::F16);
        let add = OpKind::Binary(Binary::Add);
        let d = p.op("d", add, &[ones, e], &[16, 64], Elt::F16);
        let q = OpKind::Binary(Binary::Div);
        let y = p.op("y", q, &[ones, d], &[16, 64], Elt::F16);
        p.output(y);
        assert_eq!(p.splat_of(ones), Some(1.0));
        assert_eq!(p.splat_of(e), None);
        let planned = check_plans(&p, 16);
        let splats: Vec<_> = planned
            .buffers
            .iter()
            .filter(|b| matches!(b.kind, BufferKind::Splat { value } if value == 1.0))
            .map(|b| (b.name.as_str(), b.layout.elt))
            .collect();
        assert_eq!(splats, [("d.splat0", Elt::F16), ("y.splat0", Elt::F16)]);
        let got = codelets(&planned);
        assert!(got.contains(&Codelet::Div { dtype: DType::F16 }), "{got:?}");
    }

    #[test]
    fn column_maximum_combines_partials_on_rotated_tiles() {
        // max(x, axis=0) of an x that an elementwise op also reads in its own layout (the
        // column blocks may be rotated so that no tile copies its own rows to itself).
        let mut p = Program::new("colmax");
        let x = p.input("x", &[16, 32], Elt::F32);
        let sq = p.op(
            "sq",
            OpKind::Binary(Binary::Mul),
            &[x, x],
            &[16, 32],
            Elt::F32,
        );
        let m = p.op(
            "m",
            OpKind::Reduce {
                kind: ReduceKind::Max,
                dims: vec![0],
            },
            &[x],
            &[32],
            Elt::F32,
        );
        p.output(sq);
        p.output(m);
        // On 64 tiles: `x` is held by the tiles of `sq`'s rows; a tile holding every
        // column would need a local copy of its own row whatever the rotation.
        let got = codelets(&check_plans(&p, 64));
        assert!(
            got.contains(&Codelet::ReduceMax { dtype: DType::F32 }),
            "{got:?}"
        );
        assert!(!got.iter().any(|c| matches!(c, Codelet::ReduceAdd { .. })));
    }

    #[test]
    fn f16_partials_of_odd_blocks_are_no_plan() {
        // [45, 256] · [256, 45] f16 split in two along K: with 3 row and 3 column blocks
        // (odd sizes: 45 = 18 + 18 + 9 rows, 16 + 16 + 13 columns), the f16 partials of the
        // odd blocks cannot be exchanged in whole words; f32 partials can, and the planner
        // finds a plan.
        let target = Target::resolve("ipu21").unwrap();
        let mut p = Program::new("odd");
        let a = p.input("a", &[45, 256], Elt::F16);
        let w = p.input("w", &[256, 45], Elt::F16);
        let y = p.op("mm", OpKind::Matmul, &[a, w], &[45, 45], Elt::F16);
        p.output(y);
        let plan = |partials| {
            OpPlan::Matmul(MatmulPlan {
                pm: 3,
                pn: 3,
                pk: 2,
                partials,
                rotate: 0,
                cast_at_source: false,
                out_amp: false,
                host_replicas: false,
            })
        };
        let mut b = Builder::new(&target, &p, 64);
        match apply(&mut b, &p.ops[0], &plan(Elt::F16)) {
            Err(PlanError::NoPlan { reasons, .. }) => {
                assert!(reasons.contains("not whole 32-bit words"), "{reasons}")
            }
            other => panic!("f16 partials of odd blocks: {other:?}"),
        }
        let mut b = Builder::new(&target, &p, 64);
        apply(&mut b, &p.ops[0], &plan(Elt::F32)).unwrap();
        check_plans(&p, 64);
    }

    #[test]
    fn sub_max_neg_have_codelets() {
        let mut p = Program::new("clip");
        let a = p.input("a", &[16, 32], Elt::F32);
        let b = p.input("b", &[16, 32], Elt::F32);
        let m = p.op(
            "m",
            OpKind::Binary(Binary::Max),
            &[a, b],
            &[16, 32],
            Elt::F32,
        );
        let n = p.op("n", OpKind::Unary(Unary::Neg), &[m], &[16, 32], Elt::F32);
        let d = p.op(
            "d",
            OpKind::Binary(Binary::Sub),
            &[n, a],
            &[16, 32],
            Elt::F32,
        );
        p.output(d);
        let got = codelets(&check_plans(&p, 16));
        let f32 = DType::F32;
        for want in [
            Codelet::Max { dtype: f32 },
            Codelet::Neg { dtype: f32 },
            Codelet::Sub { dtype: f32 },
        ] {
            assert!(got.contains(&want), "{want:?} in {got:?}");
        }
    }

    #[test]
    fn elementwise_with_broadcast_constants_and_rows() {
        // relu(x) · s + b[row]: a rank-0 constant broadcast (no source axes) and a [16]
        // vector broadcast along a new trailing dimension both have identity-looking maps;
        // the result must not follow their buffers' shapes.
        let mut p = Program::new("bcast");
        let x = p.input("x", &[16, 32], Elt::F32);
        let zero = p.op("zero", OpKind::Constant, &[], &[], Elt::F32);
        let zeros = p.op(
            "zeros",
            OpKind::Broadcast { dims: vec![] },
            &[zero],
            &[16, 32],
            Elt::F32,
        );
        let r = p.op(
            "relu",
            OpKind::Binary(Binary::Max),
            &[zeros, x],
            &[16, 32],
            Elt::F32,
        );
        let e = p.op("e", OpKind::Unary(Unary::Exp), &[r], &[16, 32], Elt::F32);
        let v = p.input("v", &[16], Elt::F32);
        let vb = p.op(
            "vb",
            OpKind::Broadcast { dims: vec![0] },
            &[v],
            &[16, 32],
            Elt::F32,
        );
        let y = p.op(
            "y",
            OpKind::Binary(Binary::Div),
            &[vb, e],
            &[16, 32],
            Elt::F32,
        );
        p.output(y);
        let planned = check_plans(&p, 16);
        for b in &planned.buffers {
            if matches!(b.name.as_str(), "relu" | "e" | "y") {
                assert_eq!(b.layout.shape.as_slice(), &[16, 32], "{}", b.name);
            }
        }
        let got = codelets(&planned);
        assert!(got.contains(&Codelet::Exp { dtype: DType::F32 }));
        assert!(got.contains(&Codelet::Div { dtype: DType::F32 }));
    }

    #[test]
    fn f32_matmul_runs_on_the_f32_amp() {
        let mut p = Program::new("mm32");
        let a = p.input("a", &[24, 40], Elt::F32);
        let w = p.input("w", &[40, 48], Elt::F32);
        let y = p.op("mm", OpKind::Matmul, &[a, w], &[24, 48], Elt::F32);
        p.output(y);
        let got = codelets(&check_plans(&p, 64));
        let gemm: Vec<_> = got
            .iter()
            .filter(|c| matches!(c, Codelet::GemmAmp { .. }))
            .collect();
        assert!(!gemm.is_empty());
        for c in gemm {
            assert_eq!(
                *c,
                Codelet::GemmAmp {
                    input: DType::F32,
                    output: DType::F32
                }
            );
        }
        // Partial sums of f32 products stay f32.
        for c in &got {
            if let Codelet::ReduceAdd { dtype } = c {
                assert_eq!(*dtype, DType::F32);
            }
        }
    }
}
