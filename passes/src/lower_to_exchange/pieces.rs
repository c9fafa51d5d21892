//! Host pieces: the parts of a buffer the host writes (inputs, constants) or reads
//! (outputs), described as the back end's contract wants them — `block`, `amp_block` or
//! `amp_weight_block` pieces of the tensor's `[R, C]` view, each at a byte offset on a tile
//! (`dialects/src/exchange/host.rs`, `ipu_runtime::package::PieceLayout`).
//!
//! # Rules
//!
//! A box of a block (the part the host writes to one replica, or a whole block, or the
//! part of it an output slice covers) becomes pieces by the block's element order:
//!
//! - `row_major` (and `permuted` orders that keep the last dimension fastest): one `block`
//!   piece per run of rows whose storage is contiguous (a whole block of a rank-2 tensor is
//!   one piece);
//! - `amp<bk>` over `[m, k]`: one `amp_block` piece per `bk`-column slab, merged across
//!   slabs when the box has all the block's rows (a whole block is one piece); the box must
//!   cover whole slabs;
//! - `amp_weights<bk, bn>` over `[k, n]`: one `amp_weight_block` piece per run of
//!   `bn`-column slabs; the box must cover the block's whole `k` range and whole slabs.
//!
//! A piece's storage (padding included) is exactly the block's storage for the elements it
//! names: the host writes padding slots as zeros, and those are padding in the block too
//! (the tests check every slot against the runtime's piece layout). Anything else (e.g. a
//! transposed order) is an error: the contract has no piece for it.

use ipu_dialects::exchange_dialect::PieceKind;

use crate::plan::geometry::Rect;
use crate::plan::layout::{Layout, Order};

/// One piece: on `tile`, from byte `offset` of the buffer, the elements `numbers` name
/// (`[row0, rows, col0, cols]` or `[k0, ks, n0, ns]` of the output tensor's `[R, C]` view).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Piece {
    /// The tile.
    pub tile: u32,
    /// First byte in the buffer.
    pub offset: u32,
    /// The piece's four numbers.
    pub numbers: [i64; 4],
    /// Storage offset of the first slot in the block, elements (for merging).
    elem: u64,
}

/// The contract's piece kind of an order, with its AMP blocks (`block_k`, `block_n`).
pub fn kind_of(order: &Order) -> (PieceKind, u32, u32) {
    match order {
        Order::RowMajor | Order::Permuted { .. } => (PieceKind::Block, 0, 0),
        Order::Amp { bk } => (PieceKind::AmpBlock, *bk, 0),
        Order::AmpWeights { bk, bn } => (PieceKind::AmpWeightBlock, *bk, *bn),
    }
}

/// Coordinates of `rect`'s leading dimensions (all but the last `inner`), row-major.
fn leading(
    rect: &Rect,
    inner: usize,
    mut f: impl FnMut(&[u32]) -> Result<(), String>,
) -> Result<(), String> {
    let n = rect.rank().saturating_sub(inner);
    let mut c: Vec<u32> = rect.spans[..n].iter().map(|s| s.start).collect();
    if rect.spans[..n].iter().any(|s| s.is_empty()) {
        return Ok(());
    }
    loop {
        f(&c)?;
        let mut d = n;
        loop {
            if d == 0 {
                return Ok(());
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

/// Row index of output coordinates in the `[R, C]` view (all dimensions but the last).
fn row_of(o: &[u32], out_shape: &[u32]) -> i64 {
    let n = out_shape.len().saturating_sub(1);
    o[..n]
        .iter()
        .zip(&out_shape[..n])
        .fold(0i64, |a, (&x, &s)| a * i64::from(s) + i64::from(x))
}

/// Appends the pieces holding `rect` (buffer coordinates, inside block `blk`) stored from
/// byte `slot` of the buffer on `tile`. `to_out` maps buffer coordinates to the host
/// tensor's (a translation for an output slice, else the identity), `out_shape` is the
/// host tensor's shape. Errors when the elements cannot be described by pieces.
#[allow(clippy::too_many_arguments)]
pub fn block_pieces(
    layout: &Layout,
    blk: usize,
    slot: u32,
    tile: u32,
    rect: &Rect,
    to_out: &dyn Fn(&[u32]) -> Vec<u32>,
    out_shape: &[u32],
    out: &mut Vec<Piece>,
) -> Result<(), String> {
    let eb = u64::from(layout.elt.bytes());
    let brect = layout.block_rect(blk);
    let digits = layout.block_digits(blk);
    let rank = layout.rank();
    let local = |c: &[u32]| -> Vec<u32> {
        c.iter()
            .zip(&brect.spans)
            .map(|(x, s)| x - s.start)
            .collect()
    };
    let first = out.len();
    let push =
        |out: &mut Vec<Piece>, elem: u64, numbers: [i64; 4], merge: &dyn Fn(&Piece) -> bool| {
            if out.len() > first
                && let Some(p) = out.last_mut()
                && merge(p)
            {
                p.numbers[1] += numbers[1];
                return;
            }
            out.push(Piece {
                tile,
                offset: slot + (elem * eb) as u32,
                numbers,
                elem,
            });
        };
    if rank == 0 {
        push(out, 0, [0, 1, 0, 1], &|_| false);
        return Ok(());
    }
    let last = rank - 1;
    match &layout.order {
        Order::RowMajor | Order::Permuted { .. } => {
            let span = rect.spans[last];
            leading(rect, 1, |c| {
                let mut coord = c.to_vec();
                coord.push(span.start);
                let l = local(&coord);
                let elem = digits.offset(&l);
                if span.len() > 1 {
                    let mut l2 = l.clone();
                    l2[last] += 1;
                    if digits.offset(&l2) != elem + 1 {
                        return Err(format!(
                            "order {} does not keep the last dimension contiguous",
                            layout.order.mnemonic()
                        ));
                    }
                }
                let o = to_out(&coord);
                let (row, col0, cols) = (
                    row_of(&o, out_shape),
                    i64::from(o[last]),
                    i64::from(span.len()),
                );
                // Merge rows of pieces laid out one after the other with equal columns; the
                // running piece is [row0, rows, col0, cols].
                let merge = |p: &Piece| {
                    p.numbers[2] == col0
                        && p.numbers[3] == cols
                        && p.numbers[0] + p.numbers[1] == row
                        && p.elem + (p.numbers[1] * cols) as u64 == elem
                };
                // Swap numbers into [row, rows=1, col0, cols].
                push(out, elem, [row, 1, col0, cols], &merge);
                Ok(())
            })?;
        }
        Order::Amp { bk } => {
            let bk = *bk;
            let (mdim, kdim) = (rank - 2, rank - 1);
            let kb = brect.spans[kdim];
            let mspan = rect.spans[mdim];
            let kspan = rect.spans[kdim];
            let full_rows = mspan == brect.spans[mdim];
            leading(rect, 2, |c| {
                let slabs = kb.len().div_ceil(bk);
                for q in 0..slabs {
                    let s0 = kb.start + q * bk;
                    let s1 = (s0 + bk).min(kb.end);
                    let inter = (kspan.start.max(s0), kspan.end.min(s1));
                    if inter.0 >= inter.1 {
                        continue;
                    }
                    if inter != (s0, s1) {
                        return Err(format!(
                            "columns {}..{} cover part of an AMP slab {s0}..{s1}",
                            kspan.start, kspan.end
                        ));
                    }
                    let mut coord = c.to_vec();
                    coord.push(mspan.start);
                    coord.push(s0);
                    let elem = digits.offset(&local(&coord));
                    let o = to_out(&coord);
                    let (row, col0) = (row_of(&o, out_shape), i64::from(o[last]));
                    let rows = i64::from(mspan.len());
                    let cols = i64::from(s1 - s0);
                    let b = i64::from(bk);
                    let merge = |p: &Piece| {
                        full_rows
                            && p.numbers[0] == row
                            && p.numbers[1] == rows
                            && p.numbers[2] + p.numbers[3] == col0
                            && p.numbers[3] % b == 0
                            && p.elem + (rows * p.numbers[3]) as u64 == elem
                    };
                    if out.len() > first
                        && let Some(p) = out.last_mut()
                        && merge(p)
                    {
                        p.numbers[3] += cols;
                        continue;
                    }
                    out.push(Piece {
                        tile,
                        offset: slot + (elem * eb) as u32,
                        numbers: [row, rows, col0, cols],
                        elem,
                    });
                }
                Ok(())
            })?;
        }
        Order::AmpWeights { bk, bn } => {
            let (bk, bn) = (*bk, *bn);
            let (kdim, ndim) = (rank - 2, rank - 1);
            let (kb, nb) = (brect.spans[kdim], brect.spans[ndim]);
            if rect.spans[kdim] != kb {
                return Err(format!(
                    "rows {} are part of an AMP weight block's {}",
                    rect.spans[kdim], kb
                ));
            }
            let nspan = rect.spans[ndim];
            let kpad = i64::from(kb.len().div_ceil(bk) * bk);
            leading(rect, 2, |c| {
                let slabs = nb.len().div_ceil(bn);
                for q in 0..slabs {
                    let s0 = nb.start + q * bn;
                    let s1 = (s0 + bn).min(nb.end);
                    let inter = (nspan.start.max(s0), nspan.end.min(s1));
                    if inter.0 >= inter.1 {
                        continue;
                    }
                    if inter != (s0, s1) {
                        return Err(format!(
                            "columns {}..{} cover part of an AMP weight slab {s0}..{s1}",
                            nspan.start, nspan.end
                        ));
                    }
                    let mut coord = c.to_vec();
                    coord.push(kb.start);
                    coord.push(s0);
                    let elem = digits.offset(&local(&coord));
                    let o = to_out(&coord);
                    let (row, col0) = (row_of(&o, out_shape), i64::from(o[last]));
                    let ks = i64::from(kb.len());
                    let ns = i64::from(s1 - s0);
                    let b = i64::from(bn);
                    let merge = |p: &Piece| {
                        p.numbers[0] == row
                            && p.numbers[2] + p.numbers[3] == col0
                            && p.numbers[3] % b == 0
                            && p.elem + (p.numbers[3] / b * kpad * b) as u64 == elem
                    };
                    if out.len() > first
                        && let Some(p) = out.last_mut()
                        && merge(p)
                    {
                        p.numbers[3] += ns;
                        continue;
                    }
                    out.push(Piece {
                        tile,
                        offset: slot + (elem * eb) as u32,
                        numbers: [row, ks, col0, ns],
                        elem,
                    });
                }
                Ok(())
            })?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plan::geometry::{DimSplit, Span};
    use crate::plan::layout::{Elt, HostSplit, MemRegion};
    use ipu_runtime::package::{Piece as RtPiece, PieceLayout};
    use ipu_runtime::reference::TensorType;
    use smallvec::SmallVec;

    fn rt_layout(kind: PieceKind, n: [i64; 4], bk: u32, bn: u32) -> PieceLayout {
        let u = |i: usize| n[i] as u32;
        match kind {
            PieceKind::Block | PieceKind::Contiguous => PieceLayout::Block {
                row0: u(0),
                rows: u(1),
                col0: u(2),
                cols: u(3),
            },
            PieceKind::AmpBlock => PieceLayout::AmpBlock {
                row0: u(0),
                rows: u(1),
                col0: u(2),
                cols: u(3),
                block_k: bk,
            },
            PieceKind::AmpWeightBlock => PieceLayout::AmpWeightBlock {
                k0: u(0),
                ks: u(1),
                n0: u(2),
                ns: u(3),
                block_k: bk,
                block_n: bn,
            },
        }
    }

    fn flat(c: &[u32], shape: &[u32]) -> usize {
        c.iter()
            .zip(shape)
            .fold(0usize, |a, (&x, &s)| a * s as usize + x as usize)
    }

    /// For every block and host part: the pieces' slots (by the runtime's layouts) name
    /// exactly the elements the block stores at those positions, and padding slots are
    /// padding in the block.
    fn check(l: &Layout) {
        let (kind, bk, bn) = kind_of(&l.order);
        let ty = TensorType {
            shape: l.shape.iter().map(|&d| d as usize).collect(),
            dtype: ipu_runtime::numerics::DType::F16,
        };
        let idx = l.index();
        for blk in 0..l.blocks() {
            let brect = l.block_rect(blk);
            let dg = l.block_digits(blk);
            // Storage position (elements from the block start) -> flat index.
            let mut at = vec![None; dg.storage as usize];
            let mut c: Vec<u32> = brect.spans.iter().map(|s| s.start).collect();
            'outer: loop {
                let local: Vec<u32> = c
                    .iter()
                    .zip(&brect.spans)
                    .map(|(x, s)| x - s.start)
                    .collect();
                at[dg.offset(&local) as usize] = Some(flat(&c, &l.shape));
                let mut d = c.len();
                loop {
                    if d == 0 {
                        break 'outer;
                    }
                    d -= 1;
                    c[d] += 1;
                    if c[d] < brect.spans[d].end {
                        break;
                    }
                    c[d] = brect.spans[d].start;
                }
            }
            for r in 0..l.placement[blk].len() {
                let Some(part) = l.host_part(blk, r) else {
                    continue;
                };
                let mut pieces = Vec::new();
                let slot = idx.offsets[blk][r];
                block_pieces(
                    l,
                    blk,
                    slot,
                    l.placement[blk][r],
                    &part,
                    &|c| c.to_vec(),
                    &l.shape,
                    &mut pieces,
                )
                .unwrap_or_else(|e| panic!("{e}"));
                let mut covered = 0usize;
                for p in &pieces {
                    let rp = RtPiece {
                        tile: p.tile,
                        addr: p.offset,
                        layout: rt_layout(kind, p.numbers, bk, bn),
                    };
                    let slots = rp.slots(&ty).unwrap_or_else(|e| panic!("{e}"));
                    let base = ((p.offset - slot) / 2) as usize;
                    for (i, s) in slots.iter().enumerate() {
                        let pos = base + i;
                        assert!(pos < at.len(), "piece {p:?} overruns block {blk}");
                        assert_eq!(*s, at[pos], "block {blk} piece {p:?} slot {i}");
                        covered += usize::from(s.is_some());
                    }
                }
                assert_eq!(covered as u64, part.volume(), "block {blk} replica {r}");
            }
        }
    }

    fn reps(t: &[u32]) -> SmallVec<[u32; 2]> {
        SmallVec::from_slice(t)
    }

    #[test]
    fn pieces_match_the_runtime_layouts() {
        // AMP activations, rows split over replicas by the host.
        let a = Layout::new(
            &[10, 40],
            Elt::F16,
            vec![DimSplit::even(10, 2, 1), DimSplit::even(40, 1, 1)],
            Order::Amp { bk: 16 },
            MemRegion::Interleaved,
            vec![reps(&[0, 1, 2]), reps(&[3])],
        )
        .unwrap_or_else(|e| panic!("{e}"))
        .with_host_split(HostSplit { dim: 0, align: 1 });
        check(&a);
        // AMP weights, columns split by the host at multiples of bn.
        let w = Layout::new(
            &[20, 72],
            Elt::F16,
            vec![DimSplit::even(20, 2, 16), DimSplit::even(72, 2, 16)],
            Order::AmpWeights { bk: 16, bn: 16 },
            MemRegion::Standard,
            vec![reps(&[0, 1]), reps(&[1]), reps(&[2, 3]), reps(&[4])],
        )
        .unwrap_or_else(|e| panic!("{e}"))
        .with_host_split(HostSplit { dim: 1, align: 16 });
        check(&w);
        // Row-major rank 3, several blocks per tile, rows split.
        let r = Layout::new(
            &[3, 5, 8],
            Elt::F16,
            vec![
                DimSplit::even(3, 2, 1),
                DimSplit::even(5, 2, 1),
                DimSplit::whole(8),
            ],
            Order::RowMajor,
            MemRegion::Standard,
            vec![reps(&[0, 1]), reps(&[0]), reps(&[2]), reps(&[2, 0])],
        )
        .unwrap_or_else(|e| panic!("{e}"))
        .with_host_split(HostSplit { dim: 1, align: 1 });
        check(&r);
    }

    #[test]
    fn whole_blocks_are_one_piece_and_partial_slabs_are_refused() {
        let a = Layout::new(
            &[4, 40],
            Elt::F16,
            vec![DimSplit::whole(4), DimSplit::whole(40)],
            Order::Amp { bk: 16 },
            MemRegion::Standard,
            vec![reps(&[7])],
        )
        .unwrap_or_else(|e| panic!("{e}"));
        let mut out = Vec::new();
        block_pieces(
            &a,
            0,
            32,
            7,
            &a.block_rect(0),
            &|c| c.to_vec(),
            &[4, 40],
            &mut out,
        )
        .unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(out.len(), 1);
        assert_eq!(
            (out[0].tile, out[0].offset, out[0].numbers),
            (7, 32, [0, 4, 0, 40])
        );
        let part = Rect::new([Span::new(0, 4), Span::new(0, 20)]);
        let e = block_pieces(
            &a,
            0,
            0,
            7,
            &part,
            &|c| c.to_vec(),
            &[4, 40],
            &mut Vec::new(),
        )
        .unwrap_err();
        assert_eq!(e, "columns 0..20 cover part of an AMP slab 16..32");
        let t = Layout::new(
            &[4, 8],
            Elt::F16,
            vec![DimSplit::whole(4), DimSplit::whole(8)],
            Order::permuted(&[1, 0]),
            MemRegion::Standard,
            vec![reps(&[0])],
        )
        .unwrap_or_else(|e| panic!("{e}"));
        let e = block_pieces(
            &t,
            0,
            0,
            0,
            &t.block_rect(0),
            &|c| c.to_vec(),
            &[4, 8],
            &mut Vec::new(),
        )
        .unwrap_err();
        assert_eq!(
            e,
            "order permuted<1,0> does not keep the last dimension contiguous"
        );
    }

    #[test]
    fn output_slices_are_pieces_of_the_slice() {
        // A [4, 48] row-major result of which the host reads columns 16..32 as a [4, 16]
        // output.
        let l = Layout::new(
            &[4, 48],
            Elt::F16,
            vec![DimSplit::even(4, 2, 1), DimSplit::even(48, 3, 16)],
            Order::RowMajor,
            MemRegion::Standard,
            (0..6).map(|t| reps(&[t])).collect(),
        )
        .unwrap_or_else(|e| panic!("{e}"));
        let slice = Rect::new([Span::new(0, 4), Span::new(16, 32)]);
        let mut out = Vec::new();
        for blk in 0..l.blocks() {
            if let Some(r) = l.block_rect(blk).intersect(&slice) {
                block_pieces(
                    &l,
                    blk,
                    0,
                    l.placement[blk][0],
                    &r,
                    &|c| vec![c[0], c[1] - 16],
                    &[4, 16],
                    &mut out,
                )
                .unwrap_or_else(|e| panic!("{e}"));
            }
        }
        let got: Vec<(u32, [i64; 4])> = out.iter().map(|p| (p.tile, p.numbers)).collect();
        assert_eq!(got, vec![(1, [0, 2, 0, 16]), (4, [2, 2, 0, 16])]);
    }
}
