//! Index geometry: spans along one dimension, n-dimensional boxes of a tensor, and the
//! partition of a dimension into consecutive blocks.
//!
//! Coordinates are element indices of the logical tensor, `u32` (every dimension of the
//! programs we compile fits; the largest tensor of the SigLIP MLP has 5 M elements).

use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

/// Half-open index range `[start, end)` along one dimension.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Span {
    /// First index.
    pub start: u32,
    /// One past the last index.
    pub end: u32,
}

impl Span {
    /// `[start, end)`; empty when `end <= start`.
    pub fn new(start: u32, end: u32) -> Self {
        Self {
            start,
            end: end.max(start),
        }
    }

    /// Number of indices.
    pub fn len(&self) -> u32 {
        self.end - self.start
    }

    /// Whether the span holds no index.
    pub fn is_empty(&self) -> bool {
        self.end == self.start
    }

    /// The common part, or `None` when the spans do not overlap.
    pub fn intersect(&self, other: Span) -> Option<Span> {
        let (s, e) = (self.start.max(other.start), self.end.min(other.end));
        (s < e).then_some(Span { start: s, end: e })
    }
}

impl std::fmt::Display for Span {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}..{}", self.start, self.end)
    }
}

/// An n-dimensional box of a tensor: one [`Span`] per dimension, outermost first.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Rect {
    /// One span per dimension.
    pub spans: SmallVec<[Span; 4]>,
}

impl Rect {
    /// The box from spans.
    pub fn new(spans: impl IntoIterator<Item = Span>) -> Self {
        Self {
            spans: spans.into_iter().collect(),
        }
    }

    /// The whole tensor of `shape`.
    pub fn full(shape: &[u32]) -> Self {
        Self::new(shape.iter().map(|&d| Span::new(0, d)))
    }

    /// Number of dimensions.
    pub fn rank(&self) -> usize {
        self.spans.len()
    }

    /// Number of elements.
    pub fn volume(&self) -> u64 {
        self.spans.iter().map(|s| u64::from(s.len())).product()
    }

    /// Extents per dimension.
    pub fn extents(&self) -> SmallVec<[u32; 4]> {
        self.spans.iter().map(Span::len).collect()
    }

    /// The common part, or `None` when the boxes do not overlap. Both must have one rank.
    pub fn intersect(&self, other: &Rect) -> Option<Rect> {
        debug_assert_eq!(self.rank(), other.rank());
        let mut spans = SmallVec::new();
        for (a, b) in self.spans.iter().zip(&other.spans) {
            spans.push(a.intersect(*b)?);
        }
        Some(Rect { spans })
    }

    /// Whether `other` lies inside.
    pub fn contains(&self, other: &Rect) -> bool {
        self.spans
            .iter()
            .zip(&other.spans)
            .all(|(a, b)| a.start <= b.start && b.end <= a.end)
    }
}

impl std::fmt::Display for Rect {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("[")?;
        for (i, s) in self.spans.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{s}")?;
        }
        f.write_str("]")
    }
}

/// The partition of one dimension of `size` indices into consecutive blocks:
/// `bounds = [0, b1, ..., size]`, block `i` is `bounds[i]..bounds[i + 1]`. Every block is
/// non-empty.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct DimSplit {
    /// Block boundaries, strictly increasing, from 0 to the dimension's size.
    pub bounds: Vec<u32>,
}

impl DimSplit {
    /// One block holding the whole dimension.
    pub fn whole(size: u32) -> Self {
        Self {
            bounds: vec![0, size],
        }
    }

    /// `parts` blocks as equal as possible, every boundary a multiple of `align` (the last
    /// block takes the remainder). Fewer blocks are made when the dimension has fewer than
    /// `parts` units of `align`. The largest block holds `ceil(ceil(size / align) / parts)`
    /// units; the larger blocks come first.
    pub fn even(size: u32, parts: u32, align: u32) -> Self {
        let align = align.max(1);
        let units = size.div_ceil(align).max(1);
        let parts = parts.clamp(1, units);
        let (q, r) = (units / parts, units % parts);
        let mut bounds = Vec::with_capacity(parts as usize + 1);
        let mut at = 0u32;
        bounds.push(0);
        for i in 0..parts {
            at += (q + u32::from(i < r)) * align;
            bounds.push(at.min(size));
        }
        bounds.dedup();
        Self { bounds }
    }

    /// From explicit boundaries. Errors (a bug upstream) unless they start at 0, end at
    /// `size` and strictly increase.
    pub fn from_bounds(bounds: Vec<u32>, size: u32) -> Result<Self, String> {
        if bounds.first() != Some(&0) || bounds.last() != Some(&size) || bounds.len() < 2 {
            return Err(format!("bounds {bounds:?} do not run from 0 to {size}"));
        }
        if bounds.windows(2).any(|w| w[0] >= w[1]) {
            return Err(format!("bounds {bounds:?} do not strictly increase"));
        }
        Ok(Self { bounds })
    }

    /// Number of blocks.
    pub fn blocks(&self) -> usize {
        self.bounds.len() - 1
    }

    /// The dimension's size.
    pub fn size(&self) -> u32 {
        *self.bounds.last().unwrap_or(&0)
    }

    /// Block `i`.
    pub fn span(&self, i: usize) -> Span {
        Span::new(self.bounds[i], self.bounds[i + 1])
    }

    /// The largest block's length.
    pub fn max_len(&self) -> u32 {
        self.bounds
            .windows(2)
            .map(|w| w[1] - w[0])
            .max()
            .unwrap_or(0)
    }

    /// The block holding index `x` (`x < size`).
    pub fn block_of(&self, x: u32) -> usize {
        self.bounds.partition_point(|&b| b <= x) - 1
    }

    /// The blocks overlapping `span`, as a range of block indices.
    pub fn blocks_overlapping(&self, span: Span) -> std::ops::Range<usize> {
        if span.is_empty() {
            return 0..0;
        }
        self.block_of(span.start)..self.block_of(span.end - 1) + 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check_even(size: u32, parts: u32, align: u32, expect: &[u32]) {
        assert_eq!(DimSplit::even(size, parts, align).bounds, expect);
    }

    #[test]
    fn even_splits_are_aligned_and_balanced() {
        check_even(10, 3, 1, &[0, 4, 7, 10]);
        // 4304 = 269 blocks of 16 over 92 parts: 85 parts of 3 blocks, 7 of 2.
        let s = DimSplit::even(4304, 92, 16);
        assert_eq!(s.blocks(), 92);
        assert_eq!(s.max_len(), 48);
        assert_eq!(s.size(), 4304);
        assert!(s.bounds.iter().all(|b| b % 16 == 0));
        // More parts than units: one block per unit.
        check_even(40, 8, 16, &[0, 16, 32, 40]);
        check_even(729, 2, 6, &[0, 366, 729]);
        check_even(5, 1, 16, &[0, 5]);
    }

    #[test]
    fn block_lookup() {
        let s = DimSplit::from_bounds(vec![0, 4, 7, 10], 10).unwrap();
        assert_eq!(
            (s.block_of(0), s.block_of(3), s.block_of(4), s.block_of(9)),
            (0, 0, 1, 2)
        );
        assert_eq!(s.blocks_overlapping(Span::new(3, 5)), 0..2);
        assert_eq!(s.blocks_overlapping(Span::new(7, 10)), 2..3);
        assert_eq!(s.blocks_overlapping(Span::new(5, 5)), 0..0);
        assert!(DimSplit::from_bounds(vec![0, 4, 4, 10], 10).is_err());
        assert!(DimSplit::from_bounds(vec![1, 10], 10).is_err());
    }

    #[test]
    fn rect_ops() {
        let a = Rect::new([Span::new(0, 10), Span::new(5, 8)]);
        let b = Rect::new([Span::new(4, 12), Span::new(0, 6)]);
        assert_eq!(
            a.intersect(&b),
            Some(Rect::new([Span::new(4, 10), Span::new(5, 6)]))
        );
        assert_eq!(a.volume(), 30);
        assert!(a.contains(&Rect::new([Span::new(1, 2), Span::new(5, 8)])));
        assert_eq!(
            a.intersect(&Rect::new([Span::new(10, 11), Span::new(5, 8)])),
            None
        );
        assert_eq!(a.to_string(), "[0..10, 5..8]");
    }
}
