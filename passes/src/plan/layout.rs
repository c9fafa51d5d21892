//! Layouts: how a tensor is cut into blocks, which tiles hold each block, and the order of
//! a block's elements in its tile's memory. This is what the `tiled` dialect's layout
//! attribute carries.
//!
//! # The model
//!
//! A tensor of shape `[d0, ..., dn]` is cut by one [`DimSplit`] per dimension into a grid of
//! blocks; block `(b0, ..., bn)` is the box `split0.span(b0) × ... × splitn.span(bn)`. Blocks
//! are numbered row-major over the grid. Each block is held by one or more tiles (its
//! *replicas*; a consumer's required layout may replicate, a producer writes each element
//! once). Every block is stored in the same [`Order`] and memory [`MemRegion`].
//!
//! On a tile, the blocks it holds are stored one after the other in increasing block
//! number, each starting at a multiple of [`BLOCK_ALIGN`] bytes: a tile's *buffer* for the
//! tensor. Offsets are bytes from the start of that buffer.
//!
//! # Element orders
//!
//! An order maps a block-local coordinate to an element index in the block's storage. Each
//! order is a list of *digits* from slowest to fastest; a digit takes one dimension's
//! coordinate `x` to `(x / div) % extent`, and the storage index is the mixed-radix number
//! of the digits. Padding is storage no coordinate maps to.
//!
//! - [`Order::RowMajor`]: row-major over the block (no padding).
//! - [`Order::Permuted`]: row-major over the dimensions in the given order (a transposed
//!   view of a row-major block).
//! - [`Order::Amp`]: the AMP activation layout of the device codelet catalogue over the
//!   last two dimensions `[m, k]`: `k` padded to a multiple of `bk`, element `(m, k)` at
//!   `((k / bk) · M + m) · bk + k % bk`; leading dimensions row-major outside.
//! - [`Order::AmpWeights`]: the AMP weight layout over the last two dimensions `[k, n]`:
//!   element `(k, n)` at `(((n / bn) · KB + k / bk) · bn + n % bn) · bk + k % bk`.
//!
//! Padding slots of AMP orders are read by the AMP and must hold zeros: the memory image
//! initialises them (they cost no cycles), and an exchange never writes them with anything
//! but the zeros of an identically padded source (see `redistribute`).

use ipu_device::{DType, Region};
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

use super::geometry::{DimSplit, Rect, Span};

/// Alignment of every block in a tile's buffer, bytes: a multiple of the exchange word (4),
/// of 64-bit loads (8) and of the AMP's 128-bit loads (16).
pub const BLOCK_ALIGN: u32 = 16;

/// Element types of tensors.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Elt {
    /// IEEE binary32.
    F32,
    /// IEEE binary16.
    F16,
    /// bfloat16 (no codelet computes with it; it can only be moved).
    Bf16,
    /// OCP FP8 E4M3 (`f8E4M3FN`).
    F8E4M3FN,
    /// OCP FP8 E5M2 (`f8E5M2`).
    F8E5M2,
    /// 32-bit integer (`i32`).
    I32,
    /// Boolean (`i1`), one byte per element.
    I1,
}

impl Elt {
    /// Bytes per element.
    pub fn bytes(self) -> u32 {
        match self {
            Elt::F32 | Elt::I32 => 4,
            Elt::F16 | Elt::Bf16 => 2,
            Elt::F8E4M3FN | Elt::F8E5M2 | Elt::I1 => 1,
        }
    }

    /// Elements per 32-bit exchange word.
    pub fn per_word(self) -> u32 {
        4 / self.bytes()
    }

    /// Whether this is an 8-bit float.
    pub fn is_f8(self) -> bool {
        matches!(self, Elt::F8E4M3FN | Elt::F8E5M2)
    }

    /// The device codelet catalogue's type (bf16 there is a storage type only: the
    /// catalogue converts it to and from f32, nothing computes in it).
    pub fn dtype(self) -> Option<DType> {
        match self {
            Elt::F32 => Some(DType::F32),
            Elt::F16 => Some(DType::F16),
            Elt::Bf16 => Some(DType::BF16),
            Elt::F8E4M3FN => Some(DType::F8E4M3),
            Elt::F8E5M2 => Some(DType::F8E5M2),
            Elt::I32 => Some(DType::I32),
            Elt::I1 => Some(DType::Bool),
        }
    }

    /// MLIR spelling.
    pub fn mlir_name(self) -> &'static str {
        match self {
            Elt::F32 => "f32",
            Elt::F16 => "f16",
            Elt::Bf16 => "bf16",
            Elt::F8E4M3FN => "f8E4M3FN",
            Elt::F8E5M2 => "f8E5M2",
            Elt::I32 => "i32",
            Elt::I1 => "i1",
        }
    }
}

/// Memory region a tensor's blocks live in (the device's two regions; the issue calls the
/// non-interleaved one "standard").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MemRegion {
    /// No region asked (the planner's default): `lower-to-exchange` leaves the choice to
    /// `place-storage`, which tries interleaved memory first. The planner's memory check still
    /// counts these buffers against non-interleaved memory, which is stricter than needed.
    Standard,
    /// Interleaved memory (128-bit loads; the AMP's streamed operand must be here).
    Interleaved,
}

impl MemRegion {
    /// The device's name for the region.
    pub fn device(self) -> Region {
        match self {
            MemRegion::Standard => Region::NonInterleaved,
            MemRegion::Interleaved => Region::Interleaved,
        }
    }
}

/// The order of a block's elements in storage (module doc).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Order {
    /// Row-major over the block.
    RowMajor,
    /// Row-major over the dimensions in the order `perm` (`perm[0]` slowest).
    Permuted {
        /// A permutation of `0..rank`.
        perm: SmallVec<[u8; 4]>,
    },
    /// AMP activation layout over the last two dimensions `[m, k]`.
    Amp {
        /// Contracted-dimension block (16 for f16, 32 for f8 on ipu21).
        bk: u32,
    },
    /// AMP weight layout over the last two dimensions `[k, n]`.
    AmpWeights {
        /// Contracted-dimension block.
        bk: u32,
        /// Output-column block (16 on ipu21).
        bn: u32,
    },
}

/// One digit of an order: coordinate `x` of dimension `dim` contributes `(x / div) % extent`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Digit {
    /// The dimension.
    pub dim: u8,
    /// Divisor.
    pub div: u32,
    /// Radix.
    pub extent: u32,
}

/// The digits of an order for one block, slowest first, with each digit's weight.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Digits {
    /// Digits, slowest first.
    pub digits: SmallVec<[Digit; 6]>,
    /// `weights[i]` = product of the extents of the digits after `i`.
    pub weights: SmallVec<[u64; 6]>,
    /// Elements of storage (padding included).
    pub storage: u64,
}

impl Digits {
    fn new(digits: SmallVec<[Digit; 6]>) -> Self {
        let mut weights: SmallVec<[u64; 6]> = SmallVec::from_elem(1, digits.len());
        let mut w = 1u64;
        for (i, d) in digits.iter().enumerate().rev() {
            weights[i] = w;
            w *= u64::from(d.extent);
        }
        Self {
            digits,
            weights,
            storage: w,
        }
    }

    /// Storage index of a block-local coordinate.
    pub fn offset(&self, local: &[u32]) -> u64 {
        self.digits
            .iter()
            .zip(&self.weights)
            .map(|(d, w)| u64::from((local[d.dim as usize] / d.div) % d.extent) * w)
            .sum()
    }

    /// The fastest digit.
    pub fn fastest(&self) -> Digit {
        self.digits[self.digits.len() - 1]
    }
}

impl Order {
    /// Row-major over the dimensions in the order `perm`.
    pub fn permuted(perm: &[usize]) -> Self {
        Order::Permuted {
            perm: perm.iter().map(|&p| p as u8).collect(),
        }
    }

    /// Whether the order applies to a tensor of `rank` dimensions.
    pub fn fits_rank(&self, rank: usize) -> bool {
        match self {
            Order::RowMajor => true,
            Order::Permuted { perm } => {
                let mut seen = vec![false; rank];
                perm.len() == rank
                    && perm.iter().all(|&p| {
                        let ok = (p as usize) < rank && !seen[p as usize];
                        if ok {
                            seen[p as usize] = true;
                        }
                        ok
                    })
            }
            Order::Amp { bk } | Order::AmpWeights { bk, .. } => rank >= 2 && *bk > 0,
        }
    }

    /// The digits of a block with these extents (module doc).
    pub fn digits(&self, extents: &[u32]) -> Digits {
        let rank = extents.len();
        let single = |d: usize| Digit {
            dim: d as u8,
            div: 1,
            extent: extents[d].max(1),
        };
        let mut digits: SmallVec<[Digit; 6]> = SmallVec::new();
        match self {
            Order::RowMajor => digits.extend((0..rank).map(single)),
            Order::Permuted { perm } => digits.extend(perm.iter().map(|&p| single(p as usize))),
            Order::Amp { bk } => {
                let (m, k) = (rank - 2, rank - 1);
                digits.extend((0..rank - 2).map(single));
                digits.push(Digit {
                    dim: k as u8,
                    div: *bk,
                    extent: extents[k].div_ceil(*bk).max(1),
                });
                digits.push(single(m));
                digits.push(Digit {
                    dim: k as u8,
                    div: 1,
                    extent: *bk,
                });
            }
            Order::AmpWeights { bk, bn } => {
                let (k, n) = (rank - 2, rank - 1);
                digits.extend((0..rank - 2).map(single));
                digits.push(Digit {
                    dim: n as u8,
                    div: *bn,
                    extent: extents[n].div_ceil(*bn).max(1),
                });
                digits.push(Digit {
                    dim: k as u8,
                    div: *bk,
                    extent: extents[k].div_ceil(*bk).max(1),
                });
                digits.push(Digit {
                    dim: n as u8,
                    div: 1,
                    extent: *bn,
                });
                digits.push(Digit {
                    dim: k as u8,
                    div: 1,
                    extent: *bk,
                });
            }
        }
        Digits::new(digits)
    }

    /// Short text form used in the IR (`row_major`, `permuted<1,0>`, `amp<16>`,
    /// `amp_weights<16,16>`).
    pub fn mnemonic(&self) -> String {
        match self {
            Order::RowMajor => "row_major".into(),
            Order::Permuted { perm } => format!(
                "permuted<{}>",
                perm.iter()
                    .map(|p| p.to_string())
                    .collect::<Vec<_>>()
                    .join(",")
            ),
            Order::Amp { bk } => format!("amp<{bk}>"),
            Order::AmpWeights { bk, bn } => format!("amp_weights<{bk},{bn}>"),
        }
    }
}

/// The tiles holding one block. The first is the block's *owner*: the tile a producer
/// writes, or the host writes for a program input (unless the layout's [`HostSplit`] says
/// otherwise).
pub type Replicas = SmallVec<[u32; 2]>;

/// How the host writes a program input whose layout replicates blocks: block `b`'s span
/// along `dim` is cut into `replicas(b).len()` near-equal parts (boundaries multiples of
/// `align`) and part `r` is written to replica `r`. The other replicas get each part by
/// exchange. Each element is written once.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct HostSplit {
    /// The dimension cut.
    pub dim: u8,
    /// Alignment of the cuts, elements.
    pub align: u32,
}

/// A tensor layout (module doc).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Layout {
    /// Logical shape.
    pub shape: SmallVec<[u32; 4]>,
    /// Element type.
    pub elt: Elt,
    /// One partition per dimension.
    pub splits: SmallVec<[DimSplit; 4]>,
    /// Element order of every block.
    pub order: Order,
    /// Memory region of every block.
    pub region: MemRegion,
    /// Per block (row-major over the block grid), the tiles holding it; never empty.
    pub placement: Vec<Replicas>,
    /// For program inputs with replicated blocks: how the host spreads each block over its
    /// replicas. `None`: the owner (first replica) holds the whole block.
    pub host_split: Option<HostSplit>,
    /// For a program input: the host writes every replica of every block in full (one
    /// input element written to several places, as constants are), so no exchange
    /// completes it and every replica is valid from the start; it then costs no device
    /// cycles, only the replicas' memory. Exclusive with `host_split`.
    #[serde(default)]
    pub host_replicas: bool,
}

/// Where one block sits on one tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BlockSlot {
    /// Block number.
    pub block: usize,
    /// Byte offset in the tile's buffer.
    pub offset: u32,
    /// Bytes of storage (padding included, rounded up to [`BLOCK_ALIGN`]).
    pub bytes: u32,
}

/// Per-tile view of a layout: which blocks each tile holds and where. Built by
/// [`Layout::index`]; O(blocks × replicas).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LayoutIndex {
    /// Tiles holding at least one block, increasing, with their slots in block order.
    pub tiles: Vec<(u32, Vec<BlockSlot>)>,
    /// Per block, per replica (in placement order), the byte offset in that tile's buffer.
    pub offsets: Vec<SmallVec<[u32; 2]>>,
}

impl LayoutIndex {
    /// The slots of `tile`, or an empty slice.
    pub fn slots(&self, tile: u32) -> &[BlockSlot] {
        match self.tiles.binary_search_by_key(&tile, |(t, _)| *t) {
            Ok(i) => &self.tiles[i].1,
            Err(_) => &[],
        }
    }

    /// Bytes of `tile`'s buffer.
    pub fn tile_bytes(&self, tile: u32) -> u32 {
        self.slots(tile).last().map_or(0, |s| s.offset + s.bytes)
    }

    /// The largest buffer over tiles, bytes.
    pub fn max_tile_bytes(&self) -> u32 {
        self.tiles
            .iter()
            .map(|(_, s)| s.last().map_or(0, |s| s.offset + s.bytes))
            .max()
            .unwrap_or(0)
    }
}

impl Layout {
    /// A layout; checks the invariants (our bug when they fail: layouts are built by the
    /// planner). Errors name what is wrong.
    pub fn new(
        shape: &[u32],
        elt: Elt,
        splits: Vec<DimSplit>,
        order: Order,
        region: MemRegion,
        placement: Vec<Replicas>,
    ) -> Result<Self, String> {
        if splits.len() != shape.len() {
            return Err(format!(
                "{} splits for a rank-{} tensor",
                splits.len(),
                shape.len()
            ));
        }
        for (d, (s, &size)) in splits.iter().zip(shape).enumerate() {
            if s.size() != size {
                return Err(format!(
                    "split of dimension {d} covers {} of {size}",
                    s.size()
                ));
            }
        }
        if !order.fits_rank(shape.len()) {
            return Err(format!(
                "order {} does not apply to rank {}",
                order.mnemonic(),
                shape.len()
            ));
        }
        let blocks: usize = splits.iter().map(DimSplit::blocks).product();
        if placement.len() != blocks {
            return Err(format!(
                "{} placements for {blocks} blocks",
                placement.len()
            ));
        }
        if let Some(b) = placement.iter().position(|r| r.is_empty()) {
            return Err(format!("block {b} has no tile"));
        }
        Ok(Self {
            shape: shape.iter().copied().collect(),
            elt,
            splits: splits.into_iter().collect(),
            order,
            region,
            placement,
            host_split: None,
            host_replicas: false,
        })
    }

    /// The same layout with a host split.
    pub fn with_host_split(mut self, split: HostSplit) -> Self {
        self.host_split = Some(split);
        self.host_replicas = false;
        self
    }

    /// Whether `other` puts every element in the same place (shape, type, blocks, order,
    /// region, tiles), however the host writes it ([`Self::host_split`],
    /// [`Self::host_replicas`]).
    pub fn same_placement(&self, other: &Layout) -> bool {
        self.shape == other.shape
            && self.elt == other.elt
            && self.splits == other.splits
            && self.order == other.order
            && self.region == other.region
            && self.placement == other.placement
    }

    /// The same layout with every replica written by the host ([`Self::host_replicas`]).
    pub fn with_host_replicas(mut self) -> Self {
        self.host_split = None;
        self.host_replicas = true;
        self
    }

    /// Rank.
    pub fn rank(&self) -> usize {
        self.shape.len()
    }

    /// Number of blocks.
    pub fn blocks(&self) -> usize {
        self.placement.len()
    }

    /// Blocks per dimension.
    pub fn grid(&self) -> SmallVec<[usize; 4]> {
        self.splits.iter().map(DimSplit::blocks).collect()
    }

    /// Block number of grid coordinates.
    pub fn block_number(&self, coords: &[usize]) -> usize {
        let mut b = 0;
        for (c, s) in coords.iter().zip(&self.splits) {
            b = b * s.blocks() + c;
        }
        b
    }

    /// Grid coordinates of a block number.
    pub fn block_coords(&self, mut block: usize) -> SmallVec<[usize; 4]> {
        let mut c: SmallVec<[usize; 4]> = SmallVec::from_elem(0, self.rank());
        for d in (0..self.rank()).rev() {
            let n = self.splits[d].blocks();
            c[d] = block % n;
            block /= n;
        }
        c
    }

    /// The box of a block.
    pub fn block_rect(&self, block: usize) -> Rect {
        let c = self.block_coords(block);
        Rect::new(c.iter().zip(&self.splits).map(|(&i, s)| s.span(i)))
    }

    /// The digits of a block's order.
    pub fn block_digits(&self, block: usize) -> Digits {
        self.order.digits(&self.block_rect(block).extents())
    }

    /// Bytes of a block's storage, rounded up to [`BLOCK_ALIGN`].
    pub fn block_bytes(&self, block: usize) -> u32 {
        let elems = self.block_digits(block).storage;
        let bytes = elems * u64::from(self.elt.bytes());
        (bytes.div_ceil(u64::from(BLOCK_ALIGN)) * u64::from(BLOCK_ALIGN)) as u32
    }

    /// The blocks overlapping `rect`, in increasing block number.
    pub fn blocks_overlapping(&self, rect: &Rect) -> Vec<usize> {
        let ranges: SmallVec<[std::ops::Range<usize>; 4]> = self
            .splits
            .iter()
            .zip(&rect.spans)
            .map(|(s, &sp)| s.blocks_overlapping(sp))
            .collect();
        if ranges.iter().any(|r| r.is_empty()) {
            return Vec::new();
        }
        let mut out = Vec::new();
        let mut c: SmallVec<[usize; 4]> = ranges.iter().map(|r| r.start).collect();
        loop {
            out.push(self.block_number(&c));
            let mut d = self.rank();
            loop {
                if d == 0 {
                    return out;
                }
                d -= 1;
                c[d] += 1;
                if c[d] < ranges[d].end {
                    break;
                }
                c[d] = ranges[d].start;
            }
        }
    }

    /// The blocks holding element `coord` (exactly one block).
    pub fn block_of(&self, coord: &[u32]) -> usize {
        let c: SmallVec<[usize; 4]> = self
            .splits
            .iter()
            .zip(coord)
            .map(|(s, &x)| s.block_of(x))
            .collect();
        self.block_number(&c)
    }

    /// Tiles holding element `coord` (its block's replicas).
    pub fn tiles_of(&self, coord: &[u32]) -> &Replicas {
        &self.placement[self.block_of(coord)]
    }

    /// Per-tile slots and offsets (module doc).
    pub fn index(&self) -> LayoutIndex {
        let mut per_tile: std::collections::BTreeMap<u32, Vec<BlockSlot>> = Default::default();
        let mut offsets = Vec::with_capacity(self.blocks());
        // Blocks of one storage size are common; cache by extents.
        let mut last_ext: Option<(SmallVec<[u32; 4]>, u32)> = None;
        for (b, reps) in self.placement.iter().enumerate() {
            let ext = self.block_rect(b).extents();
            let bytes = match &last_ext {
                Some((e, by)) if *e == ext => *by,
                _ => {
                    let by = self.block_bytes(b);
                    last_ext = Some((ext, by));
                    by
                }
            };
            let mut offs = SmallVec::new();
            for &t in reps {
                let slots = per_tile.entry(t).or_default();
                let offset = slots.last().map_or(0, |s| s.offset + s.bytes);
                slots.push(BlockSlot {
                    block: b,
                    offset,
                    bytes,
                });
                offs.push(offset);
            }
            offsets.push(offs);
        }
        LayoutIndex {
            tiles: per_tile.into_iter().collect(),
            offsets,
        }
    }

    /// For a program input: the part of `block` the host writes to replica `r` (module doc of
    /// [`HostSplit`]), or `None` when that replica gets nothing from the host.
    pub fn host_part(&self, block: usize, r: usize) -> Option<Rect> {
        let rect = self.block_rect(block);
        let n = self.placement[block].len();
        if self.host_replicas {
            return (r < n).then_some(rect);
        }
        match self.host_split {
            None => (r == 0).then_some(rect),
            Some(HostSplit { dim, align }) => {
                let span = rect.spans[dim as usize];
                let parts = DimSplit::even(span.len(), n as u32, align);
                if r >= parts.blocks() {
                    return None;
                }
                let p = parts.span(r);
                let mut out = rect;
                out.spans[dim as usize] = Span::new(span.start + p.start, span.start + p.end);
                Some(out)
            }
        }
    }

    /// Tiles that hold at least one block.
    pub fn tile_count(&self) -> usize {
        let mut t: Vec<u32> = self.placement.iter().flatten().copied().collect();
        t.sort_unstable();
        t.dedup();
        t.len()
    }

    /// The compact text form of the `tiled` layout attribute:
    /// `#tiled.layout<blocks = [2, 1], order = amp<16>, region = interleaved, tiles = [0, 2]>`
    /// (replicated blocks print their tiles as `{3,4}`; non-uniform splits print their
    /// bounds).
    pub fn to_attr_string(&self) -> String {
        let grid: Vec<String> = self
            .splits
            .iter()
            .map(|s| {
                let uniform = s.blocks() == 1
                    || s.bounds
                        .windows(2)
                        .take(s.blocks() - 1)
                        .all(|w| w[1] - w[0] == s.bounds[1]);
                if uniform {
                    s.blocks().to_string()
                } else {
                    format!(
                        "bounds<{}>",
                        s.bounds
                            .iter()
                            .map(|b| b.to_string())
                            .collect::<Vec<_>>()
                            .join(",")
                    )
                }
            })
            .collect();
        let tiles: Vec<String> = self
            .placement
            .iter()
            .map(|r| {
                if r.len() == 1 {
                    r[0].to_string()
                } else {
                    format!(
                        "{{{}}}",
                        r.iter()
                            .map(|t| t.to_string())
                            .collect::<Vec<_>>()
                            .join(",")
                    )
                }
            })
            .collect();
        format!(
            "#tiled.layout<blocks = [{}], order = {}, region = {}, tiles = [{}]>",
            grid.join(", "),
            self.order.mnemonic(),
            match self.region {
                MemRegion::Standard => "standard",
                MemRegion::Interleaved => "interleaved",
            },
            tiles.join(", ")
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn offsets(order: Order, extents: &[u32]) -> Vec<u64> {
        let d = order.digits(extents);
        let mut out = Vec::new();
        let n: u32 = extents.iter().product();
        for flat in 0..n {
            let mut c = vec![0u32; extents.len()];
            let mut f = flat;
            for i in (0..extents.len()).rev() {
                c[i] = f % extents[i];
                f /= extents[i];
            }
            out.push(d.offset(&c));
        }
        out
    }

    #[test]
    fn amp_order_matches_the_catalogue_formula() {
        // [m, k] = [3, 20], bk = 16: element (m, k) at ((k / 16) * 3 + m) * 16 + k % 16.
        let got = offsets(Order::Amp { bk: 16 }, &[3, 20]);
        for m in 0..3u64 {
            for k in 0..20u64 {
                assert_eq!(got[(m * 20 + k) as usize], ((k / 16) * 3 + m) * 16 + k % 16);
            }
        }
        assert_eq!(Order::Amp { bk: 16 }.digits(&[3, 20]).storage, 3 * 32);
    }

    #[test]
    fn amp_weight_order_matches_the_catalogue_formula() {
        // [k, n] = [20, 18], bk = bn = 16: KB = 2.
        let got = offsets(Order::AmpWeights { bk: 16, bn: 16 }, &[20, 18]);
        for k in 0..20u64 {
            for n in 0..18u64 {
                let want = (((n / 16) * 2 + k / 16) * 16 + n % 16) * 16 + k % 16;
                assert_eq!(got[(k * 18 + n) as usize], want);
            }
        }
        assert_eq!(
            Order::AmpWeights { bk: 16, bn: 16 }
                .digits(&[20, 18])
                .storage,
            32 * 32
        );
    }

    #[test]
    fn permuted_is_a_transpose() {
        let got = offsets(Order::permuted(&[1, 0]), &[2, 3]);
        assert_eq!(got, vec![0, 2, 4, 1, 3, 5]);
        assert_eq!(offsets(Order::RowMajor, &[2, 3]), vec![0, 1, 2, 3, 4, 5]);
    }

    fn sample() -> Layout {
        // [8, 32] f16 in 2 × 2 blocks; block 1 replicated on tiles 5 and 6.
        Layout::new(
            &[8, 32],
            Elt::F16,
            vec![DimSplit::even(8, 2, 1), DimSplit::even(32, 2, 16)],
            Order::RowMajor,
            MemRegion::Standard,
            vec![
                SmallVec::from_slice(&[5]),
                SmallVec::from_slice(&[5, 6]),
                SmallVec::from_slice(&[7]),
                SmallVec::from_slice(&[8]),
            ],
        )
        .unwrap()
    }

    #[test]
    fn blocks_tiles_and_buffers() {
        let l = sample();
        assert_eq!(l.blocks(), 4);
        assert_eq!(l.block_rect(1).to_string(), "[0..4, 16..32]");
        assert_eq!(l.block_of(&[5, 20]), 3);
        assert_eq!(l.tiles_of(&[0, 16]).as_slice(), &[5, 6]);
        let idx = l.index();
        // Tile 5 holds blocks 0 and 1: 4 × 16 halves = 128 bytes each.
        assert_eq!(idx.tile_bytes(5), 256);
        assert_eq!(idx.slots(5)[1].offset, 128);
        assert_eq!(idx.offsets[1].as_slice(), &[128, 0]);
        assert_eq!(idx.tile_bytes(6), 128);
        assert_eq!(idx.max_tile_bytes(), 256);
        assert_eq!(l.tile_count(), 4);
        let r = Rect::new([Span::new(3, 5), Span::new(15, 17)]);
        assert_eq!(l.blocks_overlapping(&r), vec![0, 1, 2, 3]);
        assert_eq!(
            l.to_attr_string(),
            "#tiled.layout<blocks = [2, 2], order = row_major, region = standard, tiles = [5, {5,6}, 7, 8]>"
        );
    }

    #[test]
    fn host_split_spreads_replicated_blocks() {
        let l = sample().with_host_split(HostSplit { dim: 0, align: 1 });
        assert_eq!(l.host_part(1, 0).unwrap().to_string(), "[0..2, 16..32]");
        assert_eq!(l.host_part(1, 1).unwrap().to_string(), "[2..4, 16..32]");
        assert_eq!(l.host_part(0, 0).unwrap().to_string(), "[0..4, 0..16]");
        let plain = sample();
        assert_eq!(plain.host_part(1, 1), None);
    }

    #[test]
    fn invalid_layouts_are_rejected() {
        let e = Layout::new(
            &[8],
            Elt::F32,
            vec![DimSplit::even(6, 1, 1)],
            Order::RowMajor,
            MemRegion::Standard,
            vec![SmallVec::from_slice(&[0])],
        )
        .unwrap_err();
        assert_eq!(e, "split of dimension 0 covers 6 of 8");
        let e = Layout::new(
            &[8],
            Elt::F32,
            vec![DimSplit::even(8, 1, 1)],
            Order::Amp { bk: 16 },
            MemRegion::Standard,
            vec![SmallVec::from_slice(&[0])],
        )
        .unwrap_err();
        assert_eq!(e, "order amp<16> does not apply to rank 1");
    }
}
