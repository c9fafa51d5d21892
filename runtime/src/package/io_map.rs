//! The host I/O map: where each program input and output lives on the tiles.
//!
//! A tensor is stored as [`Piece`]s; each piece is a byte range on one tile holding some of
//! the tensor's elements in a given order ([`PieceLayout`]), encoded in the tensor's
//! element type (FP8 unscaled), padding slots zero. An element may be in several pieces
//! (an input replicated on several tiles); every output element must be in at least one.
//! For layouts over a matrix, the tensor is viewed as `[R, C]` with `C` its last dimension
//! and `R` the product of the others.

use serde::{Deserialize, Serialize};

use crate::codelets::amp::{self, AmpBlocks};
use crate::reference::TensorType;

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

impl Piece {
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
