//! The host I/O map: where each program input and output lives on the tiles.
//!
//! A tensor is stored as [`Piece`]s; each piece is a byte range on one tile holding some of
//! the tensor's elements in a given order ([`PieceLayout`]), encoded in the tensor's
//! element type (FP8 unscaled), padding slots zero. An element may be in several pieces
//! (an input replicated on several tiles); every output element must be in at least one.
//! For layouts over a matrix, the tensor is viewed as `[R, C]` with `C` its last dimension
//! and `R` the product of the others.

use serde::{Deserialize, Serialize};

use std::sync::OnceLock;

use crate::codelets::amp::{self, AmpBlocks};
use crate::numerics;
use crate::reference::{Tensor, TensorType};

/// The I/O map of a package.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct IoMap {
    /// One per program input, in order.
    pub inputs: Vec<IoTensor>,
    /// One per program output, in order.
    pub outputs: Vec<IoTensor>,
}

/// Where one tensor lives.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct IoTensor {
    /// Name (for messages).
    pub name: String,
    /// Its type (the program's type of this input or output).
    pub ty: TensorType,
    /// For an input: a weight, load-time data the host writes once per load (the
    /// `initialize` call); else a per-inference input, written by every `run` call. Always
    /// false for an output.
    pub weight: bool,
    /// The pieces.
    pub pieces: Vec<Piece>,
}

/// Some elements of a tensor, stored from `addr` on tile `tile`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Piece {
    /// The tile.
    pub tile: u32,
    /// First byte address.
    pub addr: u32,
    /// Which elements, in which order.
    pub layout: PieceLayout,
}

/// The elements of a piece and their order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum PieceLayout {
    /// Elements `start .. start + count` of the row-major flattening, in order.
    Contiguous {
        /// First flat index.
        start: u64,
        /// Number of elements.
        count: u64,
    },
    /// Rows `row0 .. row0 + rows` × columns `col0 .. col0 + cols` of the `[R, C]` view,
    /// row-major (row stride `cols`).
    Block {
        /// First row.
        row0: u32,
        /// Rows.
        rows: u32,
        /// First column.
        col0: u32,
        /// Columns.
        cols: u32,
    },
    /// The same block in the AMP layout (contracting dimension = columns, block
    /// `block_k`; `crate::codelets::amp`), padding slots zero.
    AmpBlock {
        /// First row.
        row0: u32,
        /// Rows.
        rows: u32,
        /// First column.
        col0: u32,
        /// Columns.
        cols: u32,
        /// Contracted-dimension block.
        block_k: u32,
    },
    /// Rows `k0 .. k0 + ks` × columns `n0 .. n0 + ns` of a `[K, N]` weight in the AMP weight
    /// layout with blocks `block_k`, `block_n`, padding slots zero.
    AmpWeightBlock {
        /// First row (contracted dimension).
        k0: u32,
        /// Rows.
        ks: u32,
        /// First column.
        n0: u32,
        /// Columns.
        ns: u32,
        /// Contracted-dimension block.
        block_k: u32,
        /// Output-column block.
        block_n: u32,
    },
}

impl IoTensor {
    /// Bytes of the tensor, each element once: `numel × element size`.
    pub fn bytes(&self) -> u64 {
        self.ty.numel() as u64 * self.ty.dtype.size_bytes() as u64
    }

    /// Bytes the host moves for it: the elements of every piece (an element in several pieces
    /// counts each time; padding slots hold zeros from the load on and do not count).
    pub fn host_bytes(&self) -> u64 {
        let size = self.ty.dtype.size_bytes() as u64;
        self.pieces
            .iter()
            .map(|p| p.elements().saturating_mul(size))
            .fold(0u64, u64::saturating_add)
    }
}

impl IoMap {
    /// The weights (load-time inputs), with their input index.
    pub fn weights(&self) -> impl Iterator<Item = (usize, &IoTensor)> {
        self.inputs.iter().enumerate().filter(|(_, t)| t.weight)
    }

    /// The per-inference inputs, with their input index.
    pub fn per_inference(&self) -> impl Iterator<Item = (usize, &IoTensor)> {
        self.inputs.iter().enumerate().filter(|(_, t)| !t.weight)
    }
}

impl Piece {
    /// Number of tensor elements the piece holds (its slots without padding).
    pub fn elements(&self) -> u64 {
        match self.layout {
            PieceLayout::Contiguous { count, .. } => count,
            PieceLayout::Block { rows, cols, .. } | PieceLayout::AmpBlock { rows, cols, .. } => {
                u64::from(rows) * u64::from(cols)
            }
            PieceLayout::AmpWeightBlock { ks, ns, .. } => u64::from(ks) * u64::from(ns),
        }
    }

    /// Number of storage slots (padding included), or `None` if it overflows or a block
    /// size is 0. Cheap: check it against the tile memory before [`Piece::slots`] or
    /// [`Piece::gather`] allocate.
    pub fn stored_elements(&self) -> Option<u64> {
        let up =
            |x: u32, b: u32| (b > 0).then(|| u64::from(x).div_ceil(u64::from(b)) * u64::from(b));
        match self.layout {
            PieceLayout::Contiguous { count, .. } => Some(count),
            PieceLayout::Block { rows, cols, .. } => u64::from(rows).checked_mul(u64::from(cols)),
            PieceLayout::AmpBlock {
                rows,
                cols,
                block_k,
                ..
            } => u64::from(rows).checked_mul(up(cols, block_k)?),
            PieceLayout::AmpWeightBlock {
                ks,
                ns,
                block_k,
                block_n,
                ..
            } => up(ns, block_n)?.checked_mul(up(ks, block_k)?),
        }
    }

    /// For each storage slot of the piece, in storage order, the flat index of the tensor
    /// element it holds (`None` for padding). Errors if the piece reaches outside `ty`.
    pub fn slots(&self, ty: &TensorType) -> Result<Vec<Option<usize>>, String> {
        let total = ty.numel();
        let cols_total = ty.shape.last().copied().unwrap_or(1);
        let rows_total = total.checked_div(cols_total).unwrap_or(0);
        let block = |row0: u32, rows: u32, col0: u32, cols: u32| -> Result<Vec<usize>, String> {
            let (r0, r, c0, c) = (row0 as usize, rows as usize, col0 as usize, cols as usize);
            if r0 + r > rows_total || c0 + c > cols_total {
                return Err(format!(
                    "block rows {r0}..{} cols {c0}..{} outside [{rows_total}, {cols_total}]",
                    r0 + r,
                    c0 + c
                ));
            }
            Ok((0..r)
                .flat_map(|i| (0..c).map(move |j| (r0 + i) * cols_total + c0 + j))
                .collect())
        };
        Ok(match self.layout {
            PieceLayout::Contiguous { start, count } => {
                let (s, n) = (start as usize, count as usize);
                if s.checked_add(n).is_none_or(|end| end > total) {
                    return Err(format!(
                        "elements {s}..{} outside {total}",
                        s.saturating_add(n)
                    ));
                }
                (s..s + n).map(Some).collect()
            }
            PieceLayout::Block {
                row0,
                rows,
                col0,
                cols,
            } => block(row0, rows, col0, cols)?
                .into_iter()
                .map(Some)
                .collect(),
            PieceLayout::AmpBlock {
                row0,
                rows,
                col0,
                cols,
                block_k,
            } => {
                let flat: Vec<Option<usize>> = block(row0, rows, col0, cols)?
                    .into_iter()
                    .map(Some)
                    .collect();
                amp::pack(&flat, rows as usize, cols as usize, block_k as usize)
                    .map_err(|e| e.to_string())?
            }
            PieceLayout::AmpWeightBlock {
                k0,
                ks,
                n0,
                ns,
                block_k,
                block_n,
            } => {
                let flat: Vec<Option<usize>> =
                    block(k0, ks, n0, ns)?.into_iter().map(Some).collect();
                let blocks = AmpBlocks {
                    bk: block_k as usize,
                    bn: block_n as usize,
                };
                amp::pack_weights(&flat, ks as usize, ns as usize, blocks)
                    .map_err(|e| e.to_string())?
            }
        })
    }
}

/// A tensor encoded once (row-major bytes of its element type), from which the bytes of
/// any [`Piece`] are gathered with copies rather than per-element encoding.
#[derive(Debug)]
pub struct EncodedTensor {
    rows: usize,
    cols: usize,
    size: usize,
    bytes: Vec<u8>,
    transposed: OnceLock<Vec<u8>>,
}

impl EncodedTensor {
    /// Encode `tensor`'s values as `ty.dtype` (FP8 unscaled).
    pub fn new(ty: &TensorType, tensor: &Tensor) -> EncodedTensor {
        let cols = ty.shape.last().copied().unwrap_or(1);
        let rows = ty.numel().checked_div(cols).unwrap_or(0);
        let bytes = numerics::encode(ty.dtype, &tensor.data, 0);
        EncodedTensor {
            rows,
            cols,
            size: ty.dtype.size_bytes(),
            bytes,
            transposed: OnceLock::new(),
        }
    }

    /// The `[cols, rows]` transpose of the `[rows, cols]` view (built on first use).
    fn transposed(&self) -> &[u8] {
        self.transposed.get_or_init(|| {
            let (r, c, z) = (self.rows, self.cols, self.size);
            let mut t = vec![0u8; self.bytes.len()];
            for i in 0..r {
                for j in 0..c {
                    t[(j * r + i) * z..(j * r + i + 1) * z]
                        .copy_from_slice(&self.bytes[(i * c + j) * z..(i * c + j + 1) * z]);
                }
            }
            t
        })
    }
}

impl Piece {
    /// The bytes of this piece of `tensor` (padding zero), as the host writes them: the
    /// same as encoding the elements [`Piece::slots`] lists, by block copies. Errors as
    /// `slots` if the piece reaches outside `ty`.
    pub fn gather(&self, ty: &TensorType, tensor: &EncodedTensor) -> Result<Vec<u8>, String> {
        let z = tensor.size;
        let (rows_total, cols_total) = (tensor.rows, tensor.cols);
        let check = |r0: u32, r: u32, c0: u32, c: u32| {
            if (r0 + r) as usize > rows_total || (c0 + c) as usize > cols_total {
                Err(format!(
                    "block rows {r0}..{} cols {c0}..{} outside [{rows_total}, {cols_total}]",
                    r0 + r,
                    c0 + c
                ))
            } else {
                Ok(())
            }
        };
        let bytes = &tensor.bytes;
        Ok(match self.layout {
            PieceLayout::Contiguous { .. } => {
                let slots = self.slots(ty)?;
                let s = slots.first().copied().flatten().unwrap_or(0);
                bytes[s * z..(s + slots.len()) * z].to_vec()
            }
            PieceLayout::Block {
                row0,
                rows,
                col0,
                cols,
            } => {
                check(row0, rows, col0, cols)?;
                let mut out = Vec::with_capacity(rows as usize * cols as usize * z);
                for r in row0 as usize..(row0 + rows) as usize {
                    let from = (r * cols_total + col0 as usize) * z;
                    out.extend_from_slice(&bytes[from..from + cols as usize * z]);
                }
                out
            }
            PieceLayout::AmpBlock {
                row0,
                rows,
                col0,
                cols,
                block_k,
            } => {
                check(row0, rows, col0, cols)?;
                if block_k == 0 {
                    return Err("block_k is 0".into());
                }
                let (rows, cols, bk) = (rows as usize, cols as usize, block_k as usize);
                let mut out = vec![0u8; amp::packed_len(rows, cols, bk) * z];
                for p in 0..cols.div_ceil(bk) {
                    let width = bk.min(cols - p * bk);
                    for r in 0..rows {
                        let dst = (p * rows + r) * bk * z;
                        let src = ((row0 as usize + r) * cols_total + col0 as usize + p * bk) * z;
                        out[dst..dst + width * z].copy_from_slice(&bytes[src..src + width * z]);
                    }
                }
                out
            }
            PieceLayout::AmpWeightBlock {
                k0,
                ks,
                n0,
                ns,
                block_k,
                block_n,
            } => {
                check(k0, ks, n0, ns)?;
                if block_k == 0 || block_n == 0 {
                    return Err("a block size is 0".into());
                }
                let (ks, ns, bk, bn) =
                    (ks as usize, ns as usize, block_k as usize, block_n as usize);
                let t = tensor.transposed();
                let mut out = vec![0u8; amp::weights_len(ks, ns, AmpBlocks { bk, bn }) * z];
                let kb_count = ks.div_ceil(bk);
                for nb in 0..ns.div_ceil(bn) {
                    for kb in 0..kb_count {
                        let width = bk.min(ks - kb * bk);
                        for jn in 0..bn {
                            let n = nb * bn + jn;
                            if n >= ns {
                                break;
                            }
                            let dst = ((nb * kb_count + kb) * bn + jn) * bk * z;
                            let src = ((n0 as usize + n) * rows_total + k0 as usize + kb * bk) * z;
                            out[dst..dst + width * z].copy_from_slice(&t[src..src + width * z]);
                        }
                    }
                }
                out
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::numerics::DType;

    fn check(layout: PieceLayout, shape: &[usize], expect: &[Option<usize>]) {
        let ty = TensorType {
            shape: shape.to_vec(),
            dtype: DType::F16,
        };
        let piece = Piece {
            tile: 0,
            addr: 0x80000,
            layout,
        };
        assert_eq!(piece.slots(&ty).unwrap(), expect);
    }

    #[test]
    fn slots_of_each_layout() {
        check(
            PieceLayout::Contiguous { start: 2, count: 3 },
            &[2, 3],
            &[Some(2), Some(3), Some(4)],
        );
        check(
            PieceLayout::Block {
                row0: 1,
                rows: 1,
                col0: 1,
                cols: 2,
            },
            &[2, 3],
            &[Some(4), Some(5)],
        );
        // Two rows, three columns, AMP block 2: block 0 = cols 0,1; block 1 = col 2 + pad.
        check(
            PieceLayout::AmpBlock {
                row0: 0,
                rows: 2,
                col0: 0,
                cols: 3,
                block_k: 2,
            },
            &[2, 3],
            &[
                Some(0),
                Some(1),
                Some(3),
                Some(4),
                Some(2),
                None,
                Some(5),
                None,
            ],
        );
        // Weight [2, 1] with bk = 2, bn = 2: one block, n-major: n=0: k0, k1; n=1 padding.
        check(
            PieceLayout::AmpWeightBlock {
                k0: 0,
                ks: 2,
                n0: 0,
                ns: 1,
                block_k: 2,
                block_n: 2,
            },
            &[2, 1],
            &[Some(0), Some(1), None, None],
        );
    }

    proptest::proptest! {
        /// `gather` (block copies) agrees with encoding the elements `slots` lists.
        #[test]
        fn gather_agrees_with_slots(
            rows in 1usize..12, cols in 1usize..40, a in 0u32..12, b in 0u32..40,
            bk in 1u32..9, bn in 1u32..9, kind in 0usize..4, f8 in proptest::bool::ANY,
        ) {
            let dtype = if f8 { DType::F8E4M3FN } else { DType::F16 };
            let ty = TensorType { shape: vec![rows, cols], dtype };
            let values: Vec<f32> = (0..rows * cols).map(|i| numerics::round(dtype, i as f32 * 0.25 - 3.0)).collect();
            let tensor = Tensor::new(vec![rows, cols], dtype, values.clone()).unwrap();
            let (r0, c0) = (a % rows as u32, b % cols as u32);
            let (nr, nc) = (rows as u32 - r0, cols as u32 - c0);
            let layout = match kind {
                0 => PieceLayout::Contiguous { start: u64::from(r0), count: u64::from(nr) },
                1 => PieceLayout::Block { row0: r0, rows: nr, col0: c0, cols: nc },
                2 => PieceLayout::AmpBlock { row0: r0, rows: nr, col0: c0, cols: nc, block_k: bk },
                _ => PieceLayout::AmpWeightBlock { k0: r0, ks: nr, n0: c0, ns: nc, block_k: bk, block_n: bn },
            };
            let piece = Piece { tile: 0, addr: 0, layout };
            let slots = piece.slots(&ty).unwrap();
            let want = numerics::encode(dtype, &slots.iter().map(|s| s.map_or(0.0, |i| values[i])).collect::<Vec<_>>(), 0);
            let got = piece.gather(&ty, &EncodedTensor::new(&ty, &tensor)).unwrap();
            proptest::prop_assert_eq!(got, want);
        }
    }

    #[test]
    fn out_of_bounds_pieces_are_errors() {
        let ty = TensorType {
            shape: vec![2, 3],
            dtype: DType::F16,
        };
        let piece = |layout| Piece {
            tile: 0,
            addr: 0,
            layout,
        };
        assert!(
            piece(PieceLayout::Contiguous { start: 4, count: 3 })
                .slots(&ty)
                .is_err()
        );
        assert!(
            piece(PieceLayout::Block {
                row0: 1,
                rows: 2,
                col0: 0,
                cols: 1
            })
            .slots(&ty)
            .is_err()
        );
    }
}
