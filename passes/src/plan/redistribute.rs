//! Exchange generation: the transfers that move a tensor from the layout it is in to the
//! layout a consumer needs.
//!
//! # Input
//!
//! - a **source**: a layout and which of its replicas hold valid data ([`Validity`]);
//! - a **destination**: a layout (of the same tensor, or of another tensor that reads it
//!   through a [`CoordMap`]: a transpose, slice, broadcast or concat view), the box of the
//!   destination to fill, and both buffers' identities.
//!
//! # Output
//!
//! [`Transfer`]s `{src, dst[], words, src_offset, dst_offset}` (offsets in bytes relative to
//! each tile's buffer for that tensor, `words` 32-bit words). Every destination replica of a
//! block gets the elements it lacks; elements already valid in the same buffer at the same
//! place (a program input completing its replicas in place) are not moved. One source run
//! that several replicas need at the same offset is one multicast transfer.
//!
//! # Rules
//!
//! 1. **Whole words.** A transfer moves whole 32-bit words. A run of elements must start at a
//!    byte offset that is a multiple of 4 on both sides; its length may end mid-word only at
//!    the end of both the source and the destination block (the rest of that word is block
//!    padding, which the memory image zeroes, so the move carries zeros into padding). Any
//!    other misalignment (an f16 block boundary at an odd column, say) is
//!    [`RedistributeError::Misaligned`]: the planner only cuts the innermost stored dimension
//!    at multiples of the elements per word (2 for f16, 4 for f8), and AMP blocks are 16 or 32
//!    elements.
//! 2. **Local copies.** A tile never sends to itself (an exchange cannot). A destination
//!    element whose source is on the same tile in another buffer is moved by an on-tile copy
//!    ([`local_copies`], the `copy` codelet, run by the planner in a compute set after the
//!    phase) under the same whole-word rule; [`Loads::copies`] counts them, and a planner that
//!    wants none rejects a plan that has any. A copy within one buffer (a program input's
//!    replica at another offset on the same tile) is [`RedistributeError::LocalCopy`].
//! 3. **Paired receive.** A multicast is eligible for 64-bit receive when its destinations
//!    are whole tile pairs (`2k`, `2k + 1`). Multicasts are not split to make them so (the
//!    scheduler merges transfers of identical source words back into one send); instead the
//!    planner places data so that destination sets are whole pairs (e.g. a matmul's A
//!    pieces written by the host outside the group that receives them).
//! 4. **Source choice.** For a replicated, fully valid source the owner (first replica)
//!    sends; for a program input spread by a [`super::layout::HostSplit`], the replica that
//!    the host wrote.

use ipu_device::{ExchangeModel, LowerBound, TransferShape};
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

use super::geometry::{Rect, Span};
use super::layout::{Digits, Layout, LayoutIndex};

/// Identity of a buffer: a value or temporary of the planned program.
pub type BufferId = u32;

/// One transfer of an exchange phase.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Transfer {
    /// Sending tile.
    pub src: u32,
    /// Receiving tiles (several = multicast), increasing.
    pub dst: SmallVec<[u32; 4]>,
    /// Length in 32-bit words.
    pub words: u32,
    /// Byte offset in the sender's buffer `src_buffer`.
    pub src_offset: u32,
    /// Byte offset in every receiver's buffer `dst_buffer`.
    pub dst_offset: u32,
    /// The buffer read.
    pub src_buffer: BufferId,
    /// The buffer written.
    pub dst_buffer: BufferId,
}

/// Which replicas of a source layout hold valid data.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Validity {
    /// Every replica holds its whole block.
    All,
    /// A program input as the host wrote it ([`Layout::host_part`]).
    Host,
}

/// Source coordinate `i` as a function of the destination coordinate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SrcAxis {
    /// `src[i] = dst[dim] + offset`.
    Dst {
        /// Destination dimension.
        dim: u8,
        /// Added to the destination coordinate (may be negative).
        offset: i64,
    },
    /// `src[i] = value` (a unit dimension removed by the view).
    Const(u32),
}

/// How a destination tensor reads the source: one [`SrcAxis`] per source dimension.
/// Destination dimensions no source axis names are broadcast.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct CoordMap {
    /// Per source dimension.
    pub axes: SmallVec<[SrcAxis; 4]>,
}

impl CoordMap {
    /// The identity of a rank-`rank` tensor.
    pub fn identity(rank: usize) -> Self {
        Self {
            axes: (0..rank)
                .map(|d| SrcAxis::Dst {
                    dim: d as u8,
                    offset: 0,
                })
                .collect(),
        }
    }

    /// Source box read by the destination box `dst` (`None` if it leaves `src_shape`).
    pub fn src_rect(&self, dst: &Rect, src_shape: &[u32]) -> Option<Rect> {
        let mut spans = SmallVec::new();
        for (i, a) in self.axes.iter().enumerate() {
            let s = match *a {
                SrcAxis::Dst { dim, offset } => {
                    let d = dst.spans[dim as usize];
                    let (s, e) = (i64::from(d.start) + offset, i64::from(d.end) + offset);
                    if s < 0 || e > i64::from(src_shape[i]) {
                        return None;
                    }
                    Span::new(s as u32, e as u32)
                }
                SrcAxis::Const(v) => Span::new(v, v + 1),
            };
            spans.push(s);
        }
        Some(Rect { spans })
    }

    /// The part of the destination box `dst` that reads the source box `src` (a sub-box
    /// of `self.src_rect(dst)`).
    fn dst_part(&self, dst: &Rect, src: &Rect) -> Rect {
        let mut out = dst.clone();
        for (i, a) in self.axes.iter().enumerate() {
            if let SrcAxis::Dst { dim, offset } = *a {
                let s = src.spans[i];
                out.spans[dim as usize] = Span::new(
                    (i64::from(s.start) - offset) as u32,
                    (i64::from(s.end) - offset) as u32,
                );
            }
        }
        out
    }

    fn src_coord(&self, dst: &[u32], out: &mut [u32]) {
        for (i, a) in self.axes.iter().enumerate() {
            out[i] = match *a {
                SrcAxis::Dst { dim, offset } => (i64::from(dst[dim as usize]) + offset) as u32,
                SrcAxis::Const(v) => v,
            };
        }
    }

    /// Whether some destination dimension of a rank-`rank` destination is read by no
    /// source axis (a broadcast).
    pub fn broadcasts(&self, rank: usize) -> bool {
        (0..rank).any(|d| {
            !self
                .axes
                .iter()
                .any(|a| matches!(a, SrcAxis::Dst { dim, .. } if *dim as usize == d))
        })
    }

    /// Destination dimensions of a rank-`rank` destination that no source axis reads.
    pub fn broadcast_dims_of(&self, rank: usize) -> SmallVec<[usize; 4]> {
        broadcast_dims(self, rank)
    }

    /// Whether this is the identity.
    pub fn is_identity(&self) -> bool {
        self.axes.iter().enumerate().all(|(i, a)| {
            *a == SrcAxis::Dst {
                dim: i as u8,
                offset: 0,
            }
        })
    }
}

/// Why a redistribution cannot be expressed as exchange transfers.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RedistributeError {
    /// Rule 1 of the module doc.
    #[error(
        "a run of {elements} elements from byte {src_offset} of tile {src} to byte {dst_offset} is not whole 32-bit words"
    )]
    Misaligned {
        /// Sending tile.
        src: u32,
        /// Source byte offset.
        src_offset: u64,
        /// Destination byte offset.
        dst_offset: u64,
        /// Run length, elements.
        elements: u64,
    },
    /// Rule 2 of the module doc: a copy within one buffer, or any local copy where the planner
    /// allows none.
    #[error("tile {tile} would have to copy {elements} elements to itself")]
    LocalCopy {
        /// The tile.
        tile: u32,
        /// Elements.
        elements: u64,
    },
    /// The view reads outside the source (a bug upstream).
    #[error("the destination box {dst} reads outside the source")]
    OutOfBounds {
        /// The destination box.
        dst: String,
    },
}

/// The source side of a redistribution.
#[derive(Clone, Copy)]
pub struct Source<'a> {
    /// Layout.
    pub layout: &'a Layout,
    /// Its per-tile index.
    pub index: &'a LayoutIndex,
    /// Which replicas are valid.
    pub validity: Validity,
    /// Buffer identity.
    pub buffer: BufferId,
}

/// The destination side of a redistribution.
#[derive(Clone)]
pub struct Dest<'a> {
    /// Layout.
    pub layout: &'a Layout,
    /// Its per-tile index.
    pub index: &'a LayoutIndex,
    /// Buffer identity (equal to the source's for an in-place completion).
    pub buffer: BufferId,
    /// The destination box to fill.
    pub fill: Rect,
    /// How destination coordinates read the source.
    pub map: CoordMap,
}

/// Per-tile exchange load of a set of transfers, and their lower bound.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Loads {
    /// Aggregated shapes `(src, dst, words)`: the words each tile sends and receives are
    /// exact; the number of transfers is not (one shape per source/destination block pair).
    pub shapes: Vec<(u32, SmallVec<[u32; 4]>, u32)>,
    /// On-tile copies `(tile, elements)` (rule 2), one per source/destination block pair: not
    /// exchange load, but compute ([`local_copies`] gives their runs).
    pub copies: Vec<(u32, u64)>,
}

impl Loads {
    /// Adds another redistribution's loads.
    pub fn extend(&mut self, other: Loads) {
        self.shapes.extend(other.shapes);
        self.copies.extend(other.copies);
    }

    /// The device's paired endpoint lower bound of these loads (in one phase).
    pub fn lower_bound(&self, model: &ExchangeModel) -> LowerBound {
        ipu_device::endpoint_lower_bound_paired(
            model,
            self.shapes.iter().map(|(s, d, w)| TransferShape {
                src: *s,
                dst: d,
                words: *w,
            }),
        )
    }

    /// Per tile of `0..tiles`: words sent (counting each multicast once) and received.
    pub fn per_tile(&self, tiles: u32) -> (Vec<u64>, Vec<u64>) {
        let mut send = vec![0u64; tiles as usize];
        let mut recv = vec![0u64; tiles as usize];
        for (s, d, w) in &self.shapes {
            send[*s as usize] += u64::from(*w);
            for &t in d {
                recv[t as usize] += u64::from(*w);
            }
        }
        (send, recv)
    }

    /// Total words received (summed over receivers).
    pub fn received_words(&self) -> u64 {
        self.shapes
            .iter()
            .map(|(_, d, w)| d.len() as u64 * u64::from(*w))
            .sum()
    }
}

/// The destination sets of one multicast: the whole set (rule 3 of the module doc). The
/// scheduler decides which multicasts go 64-bit; it treats transfers of identical source
/// words as one send, so splitting a set here would only count sends it does not make.
fn pair_split(
    _model: &ExchangeModel,
    dst: SmallVec<[u32; 4]>,
) -> SmallVec<[SmallVec<[u32; 4]>; 2]> {
    smallvec::smallvec![dst]
}

/// One piece of valid source data: tile, block, the valid box, and the block's offset in
/// the tile's buffer.
struct SrcPiece {
    tile: u32,
    block: usize,
    rect: Rect,
    base: u32,
}

fn src_pieces(src: &Source<'_>, block: usize, within: &Rect) -> SmallVec<[SrcPiece; 2]> {
    let l = src.layout;
    let mut out = SmallVec::new();
    let reps = &l.placement[block];
    match src.validity {
        Validity::All => {
            if let Some(rect) = l.block_rect(block).intersect(within) {
                out.push(SrcPiece {
                    tile: reps[0],
                    block,
                    rect,
                    base: src.index.offsets[block][0],
                });
            }
        }
        Validity::Host => {
            for r in 0..reps.len() {
                if let Some(part) = l.host_part(block, r)
                    && let Some(rect) = part.intersect(within)
                {
                    out.push(SrcPiece {
                        tile: reps[r],
                        block,
                        rect,
                        base: src.index.offsets[block][r],
                    });
                }
            }
        }
    }
    out
}

fn broadcast_dims(map: &CoordMap, rank: usize) -> SmallVec<[usize; 4]> {
    (0..rank)
        .filter(|&d| {
            !map.axes
                .iter()
                .any(|a| matches!(a, SrcAxis::Dst { dim, .. } if *dim as usize == d))
        })
        .collect()
}

/// Destination tiles grouped by their buffer offset, each group split into whole pairs
/// and the rest (rule 3).
type DstGroups = SmallVec<[DstGroup; 1]>;

/// Replicas of a destination block at one buffer offset.
#[derive(Clone, Debug)]
struct DstGroup {
    offset: u32,
    /// Sorted.
    tiles: SmallVec<[u32; 4]>,
    /// Whole pairs and the rest of `tiles`.
    split: SmallVec<[SmallVec<[u32; 4]>; 2]>,
}

/// The groups of a destination block (before excluding any source tile).
fn block_groups(model: &ExchangeModel, dst: &Dest<'_>, dblock: usize) -> DstGroups {
    let reps = &dst.layout.placement[dblock];
    let offs = &dst.index.offsets[dblock];
    let mut groups: DstGroups = SmallVec::new();
    for (r, &t) in reps.iter().enumerate() {
        match groups.iter_mut().find(|g| g.offset == offs[r]) {
            Some(g) => g.tiles.push(t),
            None => groups.push(DstGroup {
                offset: offs[r],
                tiles: smallvec::smallvec![t],
                split: SmallVec::new(),
            }),
        }
    }
    for g in groups.iter_mut() {
        g.tiles.sort_unstable();
        g.split = pair_split(model, g.tiles.clone());
    }
    groups
}

/// The groups of `dblock` that need `piece`, without the piece's own tile, and the byte
/// offset of the destination block on that tile when it needs the piece copied there (rule
/// 2): `None` when the tile holds no replica of the block or already holds the data in
/// place. A copy within one buffer is an error.
fn dst_groups<'g>(
    model: &ExchangeModel,
    src: &Source<'_>,
    dst: &Dest<'_>,
    piece: &SrcPiece,
    dblock: usize,
    groups: &'g DstGroups,
    elements: u64,
) -> Result<(std::borrow::Cow<'g, DstGroups>, Option<u32>), RedistributeError> {
    let Some(gi) = groups
        .iter()
        .position(|g| g.tiles.binary_search(&piece.tile).is_ok())
    else {
        return Ok((std::borrow::Cow::Borrowed(groups), None));
    };
    let in_place = src.buffer == dst.buffer
        && std::ptr::eq(src.layout, dst.layout)
        && dst.map.is_identity()
        && dblock == piece.block
        && groups[gi].offset == piece.base;
    if !in_place && src.buffer == dst.buffer {
        return Err(RedistributeError::LocalCopy {
            tile: piece.tile,
            elements,
        });
    }
    let local = (!in_place).then_some(groups[gi].offset);
    let mut out = groups.clone();
    let g = &mut out[gi];
    g.tiles.retain(|t| *t != piece.tile);
    g.split = pair_split(model, g.tiles.clone());
    if g.tiles.is_empty() {
        out.remove(gi);
    }
    Ok((std::borrow::Cow::Owned(out), local))
}

/// Visits every (source piece, destination block, destination sub-box) of a
/// redistribution.
fn for_each_part(
    model: &ExchangeModel,
    src: &Source<'_>,
    dst: &Dest<'_>,
    mut f: impl FnMut(&SrcPiece, usize, &DstGroups, &Rect, &Rect) -> Result<(), RedistributeError>,
) -> Result<(), RedistributeError> {
    for dblock in dst.layout.blocks_overlapping(&dst.fill) {
        let Some(drect) = dst.layout.block_rect(dblock).intersect(&dst.fill) else {
            continue;
        };
        let groups = block_groups(model, dst, dblock);
        let srect = dst.map.src_rect(&drect, &src.layout.shape).ok_or_else(|| {
            RedistributeError::OutOfBounds {
                dst: drect.to_string(),
            }
        })?;
        for sblock in src.layout.blocks_overlapping(&srect) {
            for piece in src_pieces(src, sblock, &srect) {
                let dpart = dst.map.dst_part(&drect, &piece.rect);
                f(&piece, dblock, &groups, &dpart, &drect)?;
            }
        }
    }
    Ok(())
}

/// The per-tile loads of a redistribution (fast: one shape per block pair, no offsets).
/// Errors as [`transfers`].
pub fn loads(
    model: &ExchangeModel,
    src: &Source<'_>,
    dst: &Dest<'_>,
) -> Result<Loads, RedistributeError> {
    if dst.map.broadcasts(dst.layout.rank()) {
        return broadcast_loads(model, src, dst);
    }
    let bytes = u64::from(dst.layout.elt.bytes());
    let mut out = Loads::default();
    for_each_part(model, src, dst, |piece, dblock, groups, dpart, _| {
        let elements = dpart.volume();
        let words = (elements * bytes).div_ceil(4) as u32;
        let (groups, local) = dst_groups(model, src, dst, piece, dblock, groups, elements)?;
        if local.is_some() {
            out.copies.push((piece.tile, elements));
        }
        for g in groups.iter() {
            for set in &g.split {
                out.shapes.push((piece.tile, set.clone(), words));
            }
        }
        Ok(())
    })?;
    Ok(out)
}

/// Loads of a broadcast redistribution. One source run may feed several destination
/// places (a bias row repeated over every row of many reducers' chunks), and [`transfers`]
/// merges runs moving the same source words to the same destination offset into one
/// multicast. Here each destination part is cut into *slices* along the broadcast
/// dimensions; the runs of one slice per class (block extents and part box) are computed
/// once, and every slice's runs are those shifted by the slice's offset (exact when each
/// broadcast dimension is a single digit of the destination order, so that offsets are
/// linear in it). Runs are then merged by (source run, destination offset) exactly as
/// [`transfers`] does. Otherwise this falls back to [`transfers`].
fn broadcast_loads(
    model: &ExchangeModel,
    src: &Source<'_>,
    dst: &Dest<'_>,
) -> Result<Loads, RedistributeError> {
    let rank = dst.layout.rank();
    let bdims: SmallVec<[usize; 4]> = (0..rank)
        .filter(|&d| {
            !dst.map
                .axes
                .iter()
                .any(|a| matches!(a, SrcAxis::Dst { dim, .. } if *dim as usize == d))
        })
        .collect();
    let eb = u64::from(dst.layout.elt.bytes());
    // (source tile, source block, source run offset, words, destination byte offset) → tiles.
    type Key = (u32, usize, u64, u32, u64);
    let mut merged: std::collections::BTreeMap<Key, (u32, SmallVec<[u32; 4]>)> = Default::default();
    type Class = (SmallVec<[u32; 4]>, SmallVec<[u32; 8]>, usize);
    type ClassRuns = Option<(u64, Vec<(u64, u64, u64)>)>;
    let mut class_runs: std::collections::BTreeMap<Class, ClassRuns> = Default::default();
    let mut general = false;
    let mut copies = Vec::new();
    for_each_part(model, src, dst, |piece, dblock, groups, dpart, _| {
        if general {
            return Ok(());
        }
        let brect = dst.layout.block_rect(dblock);
        let ext = brect.extents();
        let dd = dst.layout.order.digits(&ext);
        if bdims
            .iter()
            .any(|&d| dd.digits.iter().filter(|g| g.dim as usize == d).count() != 1)
        {
            general = true;
            return Ok(());
        }
        let lo: SmallVec<[u32; 4]> = (0..rank)
            .map(|d| dpart.spans[d].start - brect.spans[d].start)
            .collect();
        let hi: SmallVec<[u32; 4]> = (0..rank)
            .map(|d| dpart.spans[d].end - brect.spans[d].start)
            .collect();
        let class = (
            ext.clone(),
            lo.iter().chain(hi.iter()).copied().collect(),
            piece.block,
        );
        let runs = class_runs.entry(class).or_insert_with(|| {
            // The representative slice: broadcast dimensions at their first value.
            let mut rep = dpart.clone();
            for &d in &bdims {
                rep.spans[d] = Span::new(dpart.spans[d].start, dpart.spans[d].start + 1);
            }
            let srect = src.layout.block_rect(piece.block);
            let sd = src.layout.order.digits(&srect.extents());
            let mut out = Vec::new();
            element_runs(&dst.map, &rep, &brect, &dd, &srect, &sd, &mut out);
            let words_ok = out.iter().all(|&(so, doff, len)| {
                (so * eb) % 4 == 0
                    && (doff * eb) % 4 == 0
                    && ((len * eb) % 4 == 0 || (so + len == sd.storage && doff + len == dd.storage))
            });
            words_ok.then(|| (dd.offset(&lo), out))
        });
        let Some((rep_off, runs)) = runs.clone() else {
            general = true;
            return Ok(());
        };
        let (groups, local) = dst_groups(model, src, dst, piece, dblock, groups, dpart.volume())?;
        if local.is_some() {
            copies.push((piece.tile, dpart.volume()));
        }
        // Odometer over the broadcast dimensions.
        let mut at: SmallVec<[u32; 4]> = lo.clone();
        loop {
            let delta = dd.offset(&at) as i64 - rep_off as i64;
            for &(so, doff, len) in &runs {
                let words = (len * eb).div_ceil(4) as u32;
                let dbyte = ((doff as i64 + delta) as u64) * eb;
                for g in groups.iter() {
                    let key = (
                        piece.tile,
                        piece.block,
                        so,
                        words,
                        u64::from(g.offset) + dbyte,
                    );
                    let e = merged.entry(key).or_insert((words, SmallVec::new()));
                    e.1.extend(g.tiles.iter().copied());
                }
            }
            let mut k = bdims.len();
            loop {
                if k == 0 {
                    return Ok(());
                }
                k -= 1;
                let d = bdims[k];
                at[d] += 1;
                if at[d] < hi[d] {
                    break;
                }
                at[d] = lo[d];
            }
        }
    })?;
    if general {
        let (ts, cs) = walk(model, src, dst, true, true)?;
        return Ok(Loads {
            shapes: ts.into_iter().map(|t| (t.src, t.dst, t.words)).collect(),
            copies: cs.into_iter().map(|c| (c.tile, c.elements)).collect(),
        });
    }
    let mut out = Loads {
        copies,
        ..Loads::default()
    };
    for ((tile, ..), (words, mut tiles)) in merged {
        tiles.sort_unstable();
        tiles.dedup();
        for set in pair_split(model, tiles) {
            out.shapes.push((tile, set, words));
        }
    }
    Ok(out)
}

/// The transfers of a redistribution (module doc), without its on-tile copies
/// ([`local_copies`]). Deterministic: ordered by destination block, source block, piece,
/// then storage order of the destination.
pub fn transfers(
    model: &ExchangeModel,
    src: &Source<'_>,
    dst: &Dest<'_>,
) -> Result<Vec<Transfer>, RedistributeError> {
    Ok(walk(model, src, dst, true, false)?.0)
}

/// One on-tile copy of a redistribution (module doc, rule 2): `words` 32-bit words from byte
/// `src_offset` of the tile's `src_buffer` to byte `dst_offset` of its `dst_buffer`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LocalCopy {
    /// The tile.
    pub tile: u32,
    /// Elements copied (the last word may end in block padding).
    pub elements: u64,
    /// Length in 32-bit words.
    pub words: u32,
    /// Byte offset in the tile's `src_buffer`.
    pub src_offset: u32,
    /// Byte offset in the tile's `dst_buffer`.
    pub dst_offset: u32,
    /// The buffer read.
    pub src_buffer: BufferId,
    /// The buffer written.
    pub dst_buffer: BufferId,
}

/// The on-tile copies of a redistribution (module doc, rule 2), in the order of
/// [`transfers`]. Errors as [`transfers`].
pub fn local_copies(
    model: &ExchangeModel,
    src: &Source<'_>,
    dst: &Dest<'_>,
) -> Result<Vec<LocalCopy>, RedistributeError> {
    Ok(walk(model, src, dst, false, true)?.1)
}

/// The transfers and on-tile copies of a redistribution, each only when asked for.
fn walk(
    model: &ExchangeModel,
    src: &Source<'_>,
    dst: &Dest<'_>,
    want_transfers: bool,
    want_copies: bool,
) -> Result<(Vec<Transfer>, Vec<LocalCopy>), RedistributeError> {
    let eb = u64::from(src.layout.elt.bytes());
    debug_assert_eq!(src.layout.elt.bytes(), dst.layout.elt.bytes());
    let mut out = Vec::new();
    let mut copies = Vec::new();
    let mut runs = Vec::new();
    let broadcast = dst.map.broadcasts(dst.layout.rank());
    for_each_part(model, src, dst, |piece, dblock, groups, dpart, _| {
        let (groups, local) = dst_groups(model, src, dst, piece, dblock, groups, dpart.volume())?;
        let local = local.filter(|_| want_copies);
        if (groups.is_empty() || !want_transfers) && local.is_none() {
            return Ok(());
        }
        let srect = src.layout.block_rect(piece.block);
        let drect_full = dst.layout.block_rect(dblock);
        let sd = src.layout.order.digits(&srect.extents());
        let dd = dst.layout.order.digits(&drect_full.extents());
        runs.clear();
        if broadcast {
            // One slice per position along the broadcast dimensions, runs not coalesced
            // across slices: each slice's runs then match other blocks' for merging.
            let bdims = broadcast_dims(&dst.map, dpart.rank());
            let mut slice = dpart.clone();
            let mut at: SmallVec<[u32; 4]> = dpart.spans.iter().map(|s| s.start).collect();
            loop {
                for &d in &bdims {
                    slice.spans[d] = Span::new(at[d], at[d] + 1);
                }
                let mut one = Vec::new();
                element_runs(&dst.map, &slice, &drect_full, &dd, &srect, &sd, &mut one);
                runs.extend(one);
                let mut k = bdims.len();
                let done = loop {
                    if k == 0 {
                        break true;
                    }
                    k -= 1;
                    let d = bdims[k];
                    at[d] += 1;
                    if at[d] < dpart.spans[d].end {
                        break false;
                    }
                    at[d] = dpart.spans[d].start;
                };
                if done {
                    break;
                }
            }
        } else {
            element_runs(&dst.map, dpart, &drect_full, &dd, &srect, &sd, &mut runs);
        }
        for &(so, doff, len) in &runs {
            let (sb, db, lb) = (so * eb, doff * eb, len * eb);
            let ends_at_block_end = so + len == sd.storage && doff + len == dd.storage;
            if sb % 4 != 0 || db % 4 != 0 || (lb % 4 != 0 && !ends_at_block_end) {
                return Err(RedistributeError::Misaligned {
                    src: piece.tile,
                    src_offset: sb + u64::from(piece.base),
                    dst_offset: db,
                    elements: len,
                });
            }
            let words = lb.div_ceil(4) as u32;
            if let Some(off) = local {
                copies.push(LocalCopy {
                    tile: piece.tile,
                    elements: len,
                    words,
                    src_offset: piece.base + sb as u32,
                    dst_offset: off + db as u32,
                    src_buffer: src.buffer,
                    dst_buffer: dst.buffer,
                });
            }
            if !want_transfers {
                continue;
            }
            for g in groups.iter() {
                // Broadcasts merge across blocks first and split into pairs after.
                let sets: &[SmallVec<[u32; 4]>] = if broadcast {
                    std::slice::from_ref(&g.tiles)
                } else {
                    &g.split
                };
                for set in sets {
                    out.push(Transfer {
                        src: piece.tile,
                        dst: set.clone(),
                        words,
                        src_offset: piece.base + sb as u32,
                        dst_offset: g.offset + db as u32,
                        src_buffer: src.buffer,
                        dst_buffer: dst.buffer,
                    });
                }
            }
        }
        Ok(())
    })?;
    if broadcast {
        out = merge_identical(out)
            .into_iter()
            .flat_map(|t| {
                pair_split(model, t.dst.clone())
                    .into_iter()
                    .map(move |set| Transfer {
                        dst: set,
                        ..t.clone()
                    })
            })
            .collect();
    }
    Ok((out, copies))
}

/// Merges transfers moving the same source words to the same destination offset into one
/// multicast (first occurrence's position kept).
fn merge_identical(ts: Vec<Transfer>) -> Vec<Transfer> {
    let mut at: std::collections::HashMap<(u32, u32, u32, u32), usize> = Default::default();
    let mut out: Vec<Transfer> = Vec::with_capacity(ts.len());
    for t in ts {
        let key = (t.src, t.src_offset, t.words, t.dst_offset);
        match at.get(&key) {
            Some(&i) => out[i].dst.extend(t.dst),
            None => {
                at.insert(key, out.len());
                out.push(t);
            }
        }
    }
    for t in out.iter_mut() {
        t.dst.sort_unstable();
        t.dst.dedup();
    }
    out
}

/// The value range of each digit of `dg` over the block-local box `lo..hi`, or `None` when
/// the box is not one contiguous storage range. Digits are slowest first.
fn digit_ranges(dg: &Digits, lo: &[u32], hi: &[u32]) -> Option<SmallVec<[(u32, u32); 6]>> {
    let n = dg.digits.len();
    let mut r: SmallVec<[(u32, u32); 6]> = SmallVec::with_capacity(n);
    for (i, d) in dg.digits.iter().enumerate() {
        let (a, b) = (lo[d.dim as usize], hi[d.dim as usize]);
        // The dimension's other digit, if split.
        let other = dg
            .digits
            .iter()
            .enumerate()
            .find(|(j, o)| *j != i && o.dim == d.dim)
            .map(|(_, o)| *o);
        let range = match other {
            None => (a, b),
            Some(o) if d.div > o.div => (a / d.div, (b - 1) / d.div + 1),
            Some(_) => {
                // Lower digit of a split dimension (divisor 1, radix `extent`).
                if a / d.extent == (b - 1) / d.extent {
                    (a % d.extent, (b - 1) % d.extent + 1)
                } else if a % d.extent == 0 && (b % d.extent == 0) {
                    (0, d.extent)
                } else {
                    return None;
                }
            }
        };
        r.push(range);
    }
    // Contiguous: full digits from the fastest up to the first partial one, then single
    // values.
    let mut partial_seen = false;
    for (i, d) in dg.digits.iter().enumerate().rev() {
        let (a, b) = r[i];
        if partial_seen {
            if b - a != 1 {
                return None;
            }
        } else if (a, b) != (0, d.extent) {
            partial_seen = true;
        }
    }
    Some(r)
}

/// The whole destination part as one run, when it is one contiguous range in both orders
/// and both orders visit its elements in the same sequence.
fn single_run(
    map: &CoordMap,
    lo: &[u32],
    hi: &[u32],
    dblock_rect: &Rect,
    dd: &Digits,
    sblock_rect: &Rect,
    sd: &Digits,
) -> Option<(u64, u64, u64)> {
    let drs = digit_ranges(dd, lo, hi)?;
    // The source box (block-local).
    let srank = sblock_rect.rank();
    let mut slo: SmallVec<[u32; 4]> = SmallVec::from_elem(0, srank);
    let mut shi: SmallVec<[u32; 4]> = SmallVec::from_elem(0, srank);
    for (i, a) in map.axes.iter().enumerate() {
        let (x, y) = match *a {
            SrcAxis::Dst { dim, offset } => {
                let d = dim as usize;
                let base = i64::from(dblock_rect.spans[d].start) + offset
                    - i64::from(sblock_rect.spans[i].start);
                (
                    (i64::from(lo[d]) + base) as u32,
                    (i64::from(hi[d]) + base) as u32,
                )
            }
            SrcAxis::Const(v) => (
                v - sblock_rect.spans[i].start,
                v - sblock_rect.spans[i].start + 1,
            ),
        };
        slo[i] = x;
        shi[i] = y;
    }
    // Broadcast destination dimensions of extent > 1 repeat source data: not one run.
    for d in 0..lo.len() {
        if hi[d] - lo[d] > 1
            && !map
                .axes
                .iter()
                .any(|a| matches!(a, SrcAxis::Dst { dim, .. } if *dim as usize == d))
        {
            return None;
        }
    }
    let srs = digit_ranges(sd, &slo, &shi)?;
    // Same visiting sequence: the multi-valued digits agree (as source dimensions).
    let to_src = |d: u8| -> Option<u8> {
        map.axes
            .iter()
            .position(|a| matches!(a, SrcAxis::Dst { dim, .. } if *dim == d))
            .map(|p| p as u8)
    };
    let dseq = dd
        .digits
        .iter()
        .zip(&drs)
        .filter(|(_, r)| r.1 - r.0 > 1)
        .map(|(d, r)| (to_src(d.dim), d.div, r.1 - r.0));
    let sseq = sd
        .digits
        .iter()
        .zip(&srs)
        .filter(|(_, r)| r.1 - r.0 > 1)
        .map(|(d, r)| (Some(d.dim), d.div, r.1 - r.0));
    if !dseq.eq(sseq) {
        return None;
    }
    let len: u64 = drs.iter().map(|r| u64::from(r.1 - r.0)).product();
    Some((sd.offset(&slo), dd.offset(lo), len))
}

/// Maximal runs `(src element offset, dst element offset, length)` (offsets in block
/// storage elements) moving the destination box `dpart` (tensor coordinates; inside the
/// destination block `dblock_rect`, stored with digits `dd`) from the source block
/// `sblock_rect` (digits `sd`). Runs follow destination storage order.
fn element_runs(
    map: &CoordMap,
    dpart: &Rect,
    dblock_rect: &Rect,
    dd: &Digits,
    sblock_rect: &Rect,
    sd: &Digits,
    out: &mut Vec<(u64, u64, u64)>,
) {
    let rank = dpart.rank();
    let srank = sblock_rect.rank();
    // Block-local box of the destination part.
    let lo: SmallVec<[u32; 4]> = (0..rank)
        .map(|d| dpart.spans[d].start - dblock_rect.spans[d].start)
        .collect();
    let hi: SmallVec<[u32; 4]> = (0..rank)
        .map(|d| dpart.spans[d].end - dblock_rect.spans[d].start)
        .collect();
    if let Some(run) = single_run(map, &lo, &hi, dblock_rect, dd, sblock_rect, sd) {
        match out.last_mut() {
            Some((s, d, l)) if *s + *l == run.0 && *d + *l == run.1 => *l += run.2,
            _ => out.push(run),
        }
        return;
    }
    let fast = dd.fastest();
    let fdim = fast.dim as usize;
    // The source dimension the destination's fastest dimension feeds, if any.
    let s_of_f = map
        .axes
        .iter()
        .position(|a| matches!(a, SrcAxis::Dst { dim, .. } if *dim as usize == fdim));
    let sfast = sd.fastest();
    let src_contiguous_along_f = s_of_f == Some(sfast.dim as usize);

    // Iterate the slower digits in storage order; each combination fixes every coordinate
    // except the fastest digit's, which then spans a line.
    let slow = &dd.digits[..dd.digits.len() - 1];
    let mut vals: SmallVec<[u32; 6]> = SmallVec::from_elem(0, slow.len());
    let mut coord: SmallVec<[u32; 4]> = SmallVec::from_elem(0, rank);
    let mut scoord: SmallVec<[u32; 4]> = SmallVec::from_elem(0, srank);
    let mut tcoord: SmallVec<[u32; 4]> = SmallVec::from_elem(0, rank);

    // Range of digit `i`'s value given the higher digits' values of the same dimension.
    // Each dimension has at most two digits: (hi: div = s), (lo: div = 1).
    let range = |i: usize, vals: &[u32]| -> (u32, u32) {
        let dg = slow[i];
        let d = dg.dim as usize;
        let (a, b) = (lo[d], hi[d]);
        if dg.div > 1 {
            (a / dg.div, (b - 1) / dg.div + 1)
        } else {
            // A lower digit of a split dimension: clip to the higher digit's value.
            let higher = slow[..i]
                .iter()
                .zip(vals)
                .find(|(h, _)| h.dim == dg.dim && h.div > 1);
            match higher {
                Some((h, &v)) => {
                    let base = v * h.div;
                    (a.max(base) - base, b.min(base + h.div) - base)
                }
                None => (a, b),
            }
        }
    };
    let n = slow.len();
    // Initialise.
    let mut i = 0;
    let mut ranges: SmallVec<[(u32, u32); 6]> = SmallVec::from_elem((0, 0), n);
    'init: loop {
        while i < n {
            ranges[i] = range(i, &vals);
            if ranges[i].0 >= ranges[i].1 {
                // Empty: advance a higher digit.
                loop {
                    if i == 0 {
                        break 'init;
                    }
                    i -= 1;
                    vals[i] += 1;
                    if vals[i] < ranges[i].1 {
                        i += 1;
                        continue 'init;
                    }
                }
            }
            vals[i] = ranges[i].0;
            i += 1;
        }
        // Leaf: compute the line.
        for c in coord.iter_mut() {
            *c = 0;
        }
        for (dg, &v) in slow.iter().zip(&vals) {
            coord[dg.dim as usize] += v * dg.div;
        }
        // Fastest digit: a line along dimension fdim.
        let (fa, fb) = {
            let higher = slow
                .iter()
                .zip(&vals)
                .find(|(h, _)| h.dim == fast.dim && h.div > 1);
            match higher {
                Some((h, &v)) => {
                    let base = v * h.div;
                    (lo[fdim].max(base), hi[fdim].min(base + h.div))
                }
                None => (lo[fdim], hi[fdim]),
            }
        };
        let mut x = fa;
        while x < fb {
            coord[fdim] = x;
            let doff = dd.offset(&coord);
            for d in 0..rank {
                tcoord[d] = coord[d] + dblock_rect.spans[d].start;
            }
            map.src_coord(&tcoord, &mut scoord);
            for d in 0..srank {
                scoord[d] -= sblock_rect.spans[d].start;
            }
            let soff = sd.offset(&scoord);
            let len = if src_contiguous_along_f {
                // Stay within the source's fastest digit row.
                let sx = scoord[sfast.dim as usize];
                let room = sfast.extent - (sx % sfast.extent);
                room.min(fb - x)
            } else {
                1
            };
            match out.last_mut() {
                Some((s, d, l)) if *s + *l == soff && *d + *l == doff => *l += u64::from(len),
                _ => out.push((soff, doff, u64::from(len))),
            }
            x += len;
        }
        // Advance the odometer.
        loop {
            if i == 0 {
                break 'init;
            }
            i -= 1;
            vals[i] += 1;
            if vals[i] < ranges[i].1 {
                i += 1;
                continue 'init;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::plan::geometry::DimSplit;
    use crate::plan::layout::{Elt, HostSplit, MemRegion, Order, Replicas};
    use ipu_device::Target;

    /// The ipu21 exchange with the short reading of the latency (17 cycles tile to tile in a
    /// column), which the expectations below are worked out for.
    fn model() -> ExchangeModel {
        let mut config = Target::resolve("ipu21").unwrap().exchange.config().clone();
        config.exchange_to_tile_cycles = 9;
        ExchangeModel::new(config, std::path::Path::new("<builtin>/ipu21")).unwrap()
    }

    fn reps(v: &[u32]) -> Replicas {
        SmallVec::from_slice(v)
    }

    /// Applies `transfers` to byte images of the source layout's tiles and checks every
    /// destination element holds the source element its view reads. Elements are encoded as
    /// their flat source index + 1 (u16), so f16-sized.
    fn simulate(
        src: &Layout,
        dst: &Layout,
        map: &CoordMap,
        fill: &Rect,
        ts: &[Transfer],
        host: bool,
    ) {
        use std::collections::BTreeMap;
        let si = src.index();
        let di = dst.index();
        let flat = |c: &[u32], shape: &[u32]| {
            c.iter()
                .zip(shape)
                .fold(0u64, |a, (&x, &s)| a * u64::from(s) + u64::from(x))
        };
        // Source images.
        let mut simg: BTreeMap<u32, Vec<u16>> = BTreeMap::new();
        for (t, slots) in &si.tiles {
            simg.insert(
                *t,
                vec![0; (slots.last().unwrap().offset + slots.last().unwrap().bytes) as usize / 2],
            );
        }
        for b in 0..src.blocks() {
            let rect = src.block_rect(b);
            let dg = src.block_digits(b);
            for (r, &t) in src.placement[b].iter().enumerate() {
                let part = if host {
                    src.host_part(b, r)
                } else if r == 0 {
                    Some(rect.clone())
                } else {
                    None
                };
                let Some(part) = part else { continue };
                let base = si.offsets[b][r] / 2;
                for_each_coord(&part, |c| {
                    let local: Vec<u32> = c
                        .iter()
                        .zip(&rect.spans)
                        .map(|(x, s)| x - s.start)
                        .collect();
                    simg.get_mut(&t).unwrap()[(base as u64 + dg.offset(&local)) as usize] =
                        (flat(c, &src.shape) + 1) as u16;
                });
            }
        }
        let same = std::ptr::eq(src, dst);
        let mut dimg: BTreeMap<u32, Vec<u16>> = if same {
            simg.clone()
        } else {
            di.tiles
                .iter()
                .map(|(t, s)| {
                    (
                        *t,
                        vec![0; (s.last().unwrap().offset + s.last().unwrap().bytes) as usize / 2],
                    )
                })
                .collect()
        };
        for t in ts {
            assert!(!t.dst.contains(&t.src));
            assert!(t.dst.windows(2).all(|w| w[0] < w[1]));
            for &d in &t.dst {
                for w in 0..t.words as usize * 2 {
                    let v = simg[&t.src][t.src_offset as usize / 2 + w];
                    dimg.get_mut(&d).unwrap()[t.dst_offset as usize / 2 + w] = v;
                }
            }
        }
        let mut sc = vec![0u32; src.rank()];
        for b in dst.blocks_overlapping(fill) {
            let rect = dst.block_rect(b);
            let part = rect.intersect(fill).unwrap();
            let dg = dst.block_digits(b);
            for (r, &t) in dst.placement[b].iter().enumerate() {
                let base = di.offsets[b][r] / 2;
                for_each_coord(&part, |c| {
                    let local: Vec<u32> = c
                        .iter()
                        .zip(&rect.spans)
                        .map(|(x, s)| x - s.start)
                        .collect();
                    map.src_coord(c, &mut sc);
                    let got = dimg[&t][(base as u64 + dg.offset(&local)) as usize];
                    assert_eq!(
                        u64::from(got),
                        flat(&sc, &src.shape) + 1,
                        "tile {t} coord {c:?}"
                    );
                });
            }
        }
    }

    fn for_each_coord(r: &Rect, mut f: impl FnMut(&[u32])) {
        let mut c: Vec<u32> = r.spans.iter().map(|s| s.start).collect();
        if r.volume() == 0 {
            return;
        }
        loop {
            f(&c);
            let mut d = c.len();
            loop {
                if d == 0 {
                    return;
                }
                d -= 1;
                c[d] += 1;
                if c[d] < r.spans[d].end {
                    break;
                }
                c[d] = r.spans[d].start;
            }
        }
    }

    fn layout(
        shape: &[u32],
        splits: Vec<DimSplit>,
        order: Order,
        placement: Vec<Replicas>,
    ) -> Layout {
        Layout::new(
            shape,
            Elt::F16,
            splits,
            order,
            MemRegion::Standard,
            placement,
        )
        .unwrap()
    }

    #[test]
    fn row_major_rows_to_replicated_amp_blocks() {
        // [8, 32] in 4 row blocks on tiles 0..4 → 2 k-blocks in AMP order, each on tiles
        // {10, 11} and {12, 13} (whole pairs).
        let src = layout(
            &[8, 32],
            vec![DimSplit::even(8, 4, 1), DimSplit::whole(32)],
            Order::RowMajor,
            (0..4).map(|t| reps(&[t])).collect(),
        );
        let dst = layout(
            &[8, 32],
            vec![DimSplit::whole(8), DimSplit::even(32, 2, 16)],
            Order::Amp { bk: 16 },
            vec![reps(&[10, 11]), reps(&[12, 13])],
        );
        let (si, di) = (src.index(), dst.index());
        let s = Source {
            layout: &src,
            index: &si,
            validity: Validity::All,
            buffer: 0,
        };
        let d = Dest {
            layout: &dst,
            index: &di,
            buffer: 1,
            fill: Rect::full(&[8, 32]),
            map: CoordMap::identity(2),
        };
        let ts = transfers(&model(), &s, &d).unwrap();
        simulate(&src, &dst, &d.map, &d.fill, &ts, false);
        // Each source row of 16 halves is one 8-word run; runs of consecutive rows are
        // contiguous in both orders only within a k-block.
        assert!(ts.iter().all(|t| t.words == 8 && t.dst.len() == 2));
        assert_eq!(ts.len(), 16);
        let l = loads(&model(), &s, &d).unwrap();
        assert_eq!(l.received_words(), 8 * 32 / 2 * 2);
        assert_eq!(
            l.received_words(),
            ts.iter()
                .map(|t| t.dst.len() as u64 * u64::from(t.words))
                .sum::<u64>()
        );
        // Paired bound: each pair takes 64 words at 2 per cycle.
        let lb = l.lower_bound(&model());
        assert_eq!(lb.words_only, 32 + 17);
    }

    #[test]
    fn in_place_completion_of_a_host_split_input() {
        // One block replicated on 4 tiles; the host writes a quarter of the rows to each.
        let l = layout(
            &[8, 16],
            vec![DimSplit::whole(8), DimSplit::whole(16)],
            Order::Amp { bk: 16 },
            vec![reps(&[20, 21, 22, 23])],
        )
        .with_host_split(HostSplit { dim: 0, align: 1 });
        let i = l.index();
        let s = Source {
            layout: &l,
            index: &i,
            validity: Validity::Host,
            buffer: 3,
        };
        let d = Dest {
            layout: &l,
            index: &i,
            buffer: 3,
            fill: Rect::full(&[8, 16]),
            map: CoordMap::identity(2),
        };
        let ts = transfers(&model(), &s, &d).unwrap();
        simulate(&l, &l, &d.map, &d.fill, &ts, true);
        // Tile 20's rows go to the three other replicas in one multicast.
        let from20: Vec<_> = ts
            .iter()
            .filter(|t| t.src == 20)
            .map(|t| t.dst.to_vec())
            .collect();
        assert_eq!(from20, vec![vec![21, 22, 23]]);
    }

    #[test]
    fn transpose_and_broadcast_views() {
        // dst[j, i] = src[i, j]: a transposed read of a row-major [4, 6] into [6, 4].
        let src = layout(
            &[4, 6],
            vec![DimSplit::whole(4), DimSplit::whole(6)],
            Order::RowMajor,
            vec![reps(&[1])],
        );
        let dst = layout(
            &[6, 4],
            vec![DimSplit::even(6, 2, 2), DimSplit::whole(4)],
            Order::permuted(&[1, 0]),
            vec![reps(&[2]), reps(&[3])],
        );
        let map = CoordMap {
            axes: smallvec::smallvec![
                SrcAxis::Dst { dim: 1, offset: 0 },
                SrcAxis::Dst { dim: 0, offset: 0 }
            ],
        };
        let (si, di) = (src.index(), dst.index());
        let s = Source {
            layout: &src,
            index: &si,
            validity: Validity::All,
            buffer: 0,
        };
        let d = Dest {
            layout: &dst,
            index: &di,
            buffer: 1,
            fill: Rect::full(&[6, 4]),
            map,
        };
        let ts = transfers(&model(), &s, &d).unwrap();
        simulate(&src, &dst, &d.map, &d.fill, &ts, false);
        // A permuted destination stores destination columns contiguously, i.e. source row
        // segments: blocks of 4 and 2 destination rows (cut at even indices) make runs of
        // 2 words and 1 word, one per source row.
        let words: Vec<u32> = ts.iter().map(|t| t.words).collect();
        assert_eq!(words, vec![2, 2, 2, 2, 1, 1, 1, 1]);

        // Broadcast: bias [4] → [3, 4] rows.
        let bias = layout(
            &[4],
            vec![DimSplit::whole(4)],
            Order::RowMajor,
            vec![reps(&[9])],
        );
        let rows = layout(
            &[3, 4],
            vec![DimSplit::whole(3), DimSplit::whole(4)],
            Order::RowMajor,
            vec![reps(&[5, 6])],
        );
        let map = CoordMap {
            axes: smallvec::smallvec![SrcAxis::Dst { dim: 1, offset: 0 }],
        };
        let (bi, ri) = (bias.index(), rows.index());
        let s = Source {
            layout: &bias,
            index: &bi,
            validity: Validity::All,
            buffer: 0,
        };
        let d = Dest {
            layout: &rows,
            index: &ri,
            buffer: 1,
            fill: Rect::full(&[3, 4]),
            map,
        };
        let ts = transfers(&model(), &s, &d).unwrap();
        simulate(&bias, &rows, &d.map, &d.fill, &ts, false);
        assert_eq!(ts.len(), 3);
        assert!(
            ts.iter()
                .all(|t| t.words == 2 && t.dst.as_slice() == [5, 6])
        );
    }

    #[test]
    fn misaligned_runs_are_errors() {
        let src = layout(
            &[2, 6],
            vec![DimSplit::whole(2), DimSplit::whole(6)],
            Order::RowMajor,
            vec![reps(&[1])],
        );
        let odd = layout(
            &[2, 6],
            vec![
                DimSplit::whole(2),
                DimSplit::from_bounds(vec![0, 3, 6], 6).unwrap(),
            ],
            Order::RowMajor,
            vec![reps(&[2]), reps(&[3])],
        );
        let (si, di) = (src.index(), odd.index());
        let s = Source {
            layout: &src,
            index: &si,
            validity: Validity::All,
            buffer: 0,
        };
        let d = Dest {
            layout: &odd,
            index: &di,
            buffer: 1,
            fill: Rect::full(&[2, 6]),
            map: CoordMap::identity(2),
        };
        assert!(matches!(
            transfers(&model(), &s, &d),
            Err(RedistributeError::Misaligned { .. })
        ));
        let local = layout(
            &[2, 6],
            vec![DimSplit::whole(2), DimSplit::whole(6)],
            Order::permuted(&[1, 0]),
            vec![reps(&[1, 4])],
        );
        let li = local.index();
        let d = Dest {
            layout: &local,
            index: &li,
            buffer: 1,
            fill: Rect::full(&[2, 6]),
            map: CoordMap::identity(2),
        };
        // Tile 1 keeps its own elements at other places: on-tile copies of single f16
        // elements, which are not whole words either.
        assert!(matches!(
            local_copies(&model(), &s, &d),
            Err(RedistributeError::Misaligned { src: 1, .. })
        ));
    }

    #[test]
    fn a_tiles_own_elements_move_by_on_tile_copy() {
        // [2, 6] f16 on tile 1 → row 0 on tile 4, row 1 on tile 1 (at offset 0 of the new
        // buffer, from byte 12 of the old): one transfer and one on-tile copy of 3 words.
        let src = layout(
            &[2, 6],
            vec![DimSplit::whole(2), DimSplit::whole(6)],
            Order::RowMajor,
            vec![reps(&[1])],
        );
        let rows = layout(
            &[2, 6],
            vec![
                DimSplit::from_bounds(vec![0, 1, 2], 2).unwrap(),
                DimSplit::whole(6),
            ],
            Order::RowMajor,
            vec![reps(&[4]), reps(&[1])],
        );
        let (si, ri) = (src.index(), rows.index());
        let s = Source {
            layout: &src,
            index: &si,
            validity: Validity::All,
            buffer: 0,
        };
        let d = Dest {
            layout: &rows,
            index: &ri,
            buffer: 1,
            fill: Rect::full(&[2, 6]),
            map: CoordMap::identity(2),
        };
        let ts = transfers(&model(), &s, &d).unwrap();
        assert_eq!(ts.len(), 1);
        assert_eq!(
            (
                ts[0].src,
                ts[0].dst.as_slice(),
                ts[0].words,
                ts[0].src_offset
            ),
            (1, &[4u32][..], 3, 0)
        );
        assert_eq!(
            local_copies(&model(), &s, &d).unwrap(),
            [LocalCopy {
                tile: 1,
                elements: 6,
                words: 3,
                src_offset: 12,
                dst_offset: 0,
                src_buffer: 0,
                dst_buffer: 1,
            }]
        );
        let l = loads(&model(), &s, &d).unwrap();
        assert_eq!(l.copies, [(1, 6)]);
        assert_eq!(l.shapes.len(), 1);
        // Within one buffer (the same buffer id in another layout), no copy is made.
        let same = Dest { buffer: 0, ..d };
        assert_eq!(
            loads(&model(), &s, &same).unwrap_err(),
            RedistributeError::LocalCopy {
                tile: 1,
                elements: 6
            }
        );
    }

    #[test]
    fn whole_block_run_may_end_in_padding() {
        // [3, 3] f16 row-major = 9 halves = 18 bytes: one run of 4.5 words, rounded up.
        let a = layout(
            &[3, 3],
            vec![DimSplit::whole(3), DimSplit::whole(3)],
            Order::RowMajor,
            vec![reps(&[0])],
        );
        let b = layout(
            &[3, 3],
            vec![DimSplit::whole(3), DimSplit::whole(3)],
            Order::RowMajor,
            vec![reps(&[1])],
        );
        let (ai, bi) = (a.index(), b.index());
        let s = Source {
            layout: &a,
            index: &ai,
            validity: Validity::All,
            buffer: 0,
        };
        let d = Dest {
            layout: &b,
            index: &bi,
            buffer: 1,
            fill: Rect::full(&[3, 3]),
            map: CoordMap::identity(2),
        };
        let ts = transfers(&model(), &s, &d).unwrap();
        assert_eq!(ts.len(), 1);
        assert_eq!(ts[0].words, 5);
    }
}
