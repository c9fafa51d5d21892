//! Benchmark phases: exchange phases of realistic shapes at the reference system's sizes,
//! and their text in the `exchange` dialect's generic form.
//!
//! The reference system's logs (`../shared/seeds/003_*.txt`) list phases of 3,096; 21,111;
//! 28,976; 50,933; 94,930; 195,879 and 454,896 transfers on 1472 tiles, with endpoint lower
//! bounds of 7,680; 3,362; 9,288; 288; 42,048; 1,168 and 7,488 cycles. [`REFERENCE_SIZES`]
//! pairs each size with that bound, which the generator uses as the intended per-tile load,
//! so generated phases are of the same order of work as the reference's.
//!
//! Shapes ([`Shape`]):
//! - `rearrange`: a `[729, 1152]` f16 activation stored row-major across all tiles (equal
//!   contiguous element ranges) is rearranged into AMP blocks of `[16, bc]` elements dealt to
//!   tiles round-robin; one transfer per row segment of a block per source tile. Block width
//!   and the number of activations set the transfer count.
//! - `broadcast`: weight blocks, each multicast from its owner to a group of consecutive tiles
//!   (the tiles whose matmul slices use those weights).
//! - `transpose`: a matrix held by row blocks on `k` tiles is needed by column blocks on `k`
//!   other tiles; each (row block, column block) intersection is one transfer.
//! - `random`: uniform random unicast.
//! - `skewed`: random unicast where a few hot tiles send and receive several times more.
//!
//! Every generator returns exactly the requested number of transfers, with destination byte
//! ranges that never overlap on a tile (valid input for the scheduler).

use super::types::Transfer;

/// Reference phase sizes (transfers) and the endpoint lower bound the reference system
/// reported for each (cycles), from `../shared/seeds/003_2ce31b14a3f180b8.txt`.
pub const REFERENCE_SIZES: [(usize, u64); 7] = [
    (3_096, 7_680),
    (21_111, 3_362),
    (28_976, 9_288),
    (50_933, 288),
    (94_930, 42_048),
    (195_879, 1_168),
    (454_896, 7_488),
];

/// A phase shape.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Shape {
    /// Row-major → AMP-layout rearrangement of a 729×1152 activation.
    Rearrange,
    /// Weight broadcast (multicast groups).
    Broadcast,
    /// Transpose between row and column partitions.
    Transpose,
    /// Uniform random unicast.
    Random,
    /// Random unicast with hot tiles.
    Skewed,
}

impl Shape {
    /// Every shape.
    pub const ALL: [Shape; 5] = [
        Shape::Rearrange,
        Shape::Broadcast,
        Shape::Transpose,
        Shape::Random,
        Shape::Skewed,
    ];

    /// Name used in benchmark tables and file names.
    pub fn name(self) -> &'static str {
        match self {
            Shape::Rearrange => "rearrange",
            Shape::Broadcast => "broadcast",
            Shape::Transpose => "transpose",
            Shape::Random => "random",
            Shape::Skewed => "skewed",
        }
    }

    /// Whether the shape's transfers are multicast.
    pub fn is_multicast(self) -> bool {
        matches!(self, Shape::Broadcast)
    }
}

/// A small deterministic generator (SplitMix64).
#[derive(Debug, Clone)]
pub struct SplitMix(u64);

impl SplitMix {
    /// Seeds the generator.
    pub fn new(seed: u64) -> Self {
        Self(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A value in `0..n` (`n > 0`).
    pub fn below(&mut self, n: u64) -> u64 {
        ((u128::from(self.next_u64()) * u128::from(n)) >> 64) as u64
    }
}

/// Byte cursors that hand out non-overlapping ranges per tile.
struct Cursors(Vec<u32>);

impl Cursors {
    fn new(tiles: u32) -> Self {
        Self(vec![0; tiles as usize])
    }

    /// A byte offset free on every tile of `tiles` for `words` words.
    fn take(&mut self, tiles: &[u32], words: u32) -> u32 {
        let at = tiles.iter().map(|&t| self.0[t as usize]).max().unwrap_or(0);
        for &t in tiles {
            self.0[t as usize] = at + 4 * words;
        }
        at
    }
}

/// Generates a phase of `shape` with exactly `transfers` transfers on `tiles` tiles, each
/// tile carrying roughly `load` words (the intended endpoint load), from `seed`.
pub fn generate(shape: Shape, transfers: usize, load: u64, tiles: u32, seed: u64) -> Vec<Transfer> {
    let tiles = tiles.max(4);
    let mut rng = SplitMix::new(seed ^ (shape as u64) << 56 ^ transfers as u64);
    let mut phase = match shape {
        Shape::Rearrange => rearrange(transfers, load, tiles),
        Shape::Broadcast => broadcast(transfers, load, tiles, &mut rng),
        Shape::Transpose => transpose(transfers, load, tiles, &mut rng),
        Shape::Random => random(transfers, load, tiles, &mut rng, false),
        Shape::Skewed => random(transfers, load, tiles, &mut rng, true),
    };
    // Deterministic even subsample down to the requested count.
    if phase.len() > transfers {
        let total = phase.len();
        phase = (0..transfers)
            .map(|i| phase[i * total / transfers].clone())
            .collect();
    }
    assign_destination_offsets(&mut phase, tiles);
    phase
}

/// Rewrites destination offsets so that ranges never overlap on a tile.
fn assign_destination_offsets(phase: &mut [Transfer], tiles: u32) {
    let mut cursors = Cursors::new(tiles);
    for t in phase.iter_mut() {
        t.dst_offset = cursors.take(&t.dst, t.words);
    }
}

fn rearrange(transfers: usize, load: u64, tiles: u32) -> Vec<Transfer> {
    const ROWS: u64 = 729;
    const COLS: u64 = 1152;
    const BLOCK_ROWS: u64 = 16;
    // Elements are f16: two per 32-bit word; the generator works in words.
    let row_words = COLS / 2;
    // Choose the block width (in words) and the number of activations so that the natural
    // transfer count reaches the request and each tile carries about `load` words.
    let per_activation_words = ROWS * row_words;
    let activations = (load * u64::from(tiles))
        .div_ceil(per_activation_words)
        .max(1);
    let mut block_words = row_words;
    while block_words > 1 && ROWS * (row_words / block_words) * activations < transfers as u64 {
        block_words /= 2;
    }
    let total_words = per_activation_words * activations;
    let per_tile = total_words.div_ceil(u64::from(tiles));
    let blocks_per_row = row_words.div_ceil(block_words);
    let row_blocks = ROWS.div_ceil(BLOCK_ROWS);
    let mut out = Vec::new();
    for a in 0..activations {
        for r in 0..ROWS {
            for b in 0..blocks_per_row {
                let c0 = b * block_words;
                let c1 = (c0 + block_words).min(row_words);
                // Global word index of the segment in the row-major tensor.
                let g0 = a * per_activation_words + r * row_words + c0;
                let g1 = g0 + (c1 - c0);
                let block = a * row_blocks * blocks_per_row + (r / BLOCK_ROWS) * blocks_per_row + b;
                let dst = ((block * 97 + a) % u64::from(tiles)) as u32;
                // Split at source tile boundaries.
                let mut g = g0;
                while g < g1 {
                    let src = (g / per_tile) as u32;
                    let end = g1.min((u64::from(src) + 1) * per_tile);
                    if src != dst {
                        out.push(Transfer {
                            src,
                            dst: vec![dst],
                            words: (end - g) as u32,
                            src_offset: ((g % per_tile) * 4) as u32,
                            dst_offset: 0,
                        });
                    }
                    g = end;
                }
            }
        }
    }
    out
}

fn broadcast(transfers: usize, load: u64, tiles: u32, rng: &mut SplitMix) -> Vec<Transfer> {
    // Groups of `g` consecutive tiles (even-aligned, so pairs are whole) share weights.
    let group = 8u32.min(tiles / 2).max(2);
    let groups = tiles / group;
    // Each transfer multicasts one weight block to one group; a tile receives about
    // transfers / groups blocks.
    let per_group = (transfers as u64).div_ceil(u64::from(groups)).max(1);
    let words = (load / per_group).max(1) as u32;
    let mut src_cursors = Cursors::new(tiles);
    let mut out = Vec::with_capacity(transfers);
    for i in 0..transfers as u64 {
        let g = (i % u64::from(groups)) as u32;
        let first = g * group;
        let dst: Vec<u32> = (first..first + group).collect();
        // The owner: a tile outside the group, spread over the chip.
        let mut src = rng.below(u64::from(tiles)) as u32;
        while (first..first + group).contains(&src) {
            src = rng.below(u64::from(tiles)) as u32;
        }
        let jitter = 1 + rng.below(u64::from(words)) as u32;
        let w = (words / 2 + jitter).max(1);
        let src_offset = src_cursors.take(&[src], w);
        out.push(Transfer {
            src,
            dst,
            words: w,
            src_offset,
            dst_offset: 0,
        });
    }
    out
}

fn transpose(transfers: usize, load: u64, tiles: u32, rng: &mut SplitMix) -> Vec<Transfer> {
    // k row-partition tiles each send one block to each of k column-partition tiles.
    let k = ((transfers as f64).sqrt().ceil() as u32)
        .min(tiles / 2)
        .max(1);
    let words = (load / u64::from(k)).max(1) as u32;
    // Row tiles are the even tiles, column tiles the odd ones, each in a shuffled order.
    let mut rows: Vec<u32> = (0..tiles / 2).map(|t| 2 * t).collect();
    let mut cols: Vec<u32> = (0..tiles / 2).map(|t| 2 * t + 1).collect();
    shuffle(&mut rows, rng);
    shuffle(&mut cols, rng);
    let per_row = transfers.div_ceil(k as usize);
    let mut src_cursors = Cursors::new(tiles);
    let mut out = Vec::with_capacity(transfers);
    'outer: for i in 0..k as usize {
        for j in 0..per_row.min(k as usize) {
            if out.len() == transfers {
                break 'outer;
            }
            let src = rows[i];
            let dst = cols[(i + j) % k as usize];
            let src_offset = src_cursors.take(&[src], words);
            out.push(Transfer {
                src,
                dst: vec![dst],
                words,
                src_offset,
                dst_offset: 0,
            });
        }
    }
    out
}

fn random(
    transfers: usize,
    load: u64,
    tiles: u32,
    rng: &mut SplitMix,
    skewed: bool,
) -> Vec<Transfer> {
    let mean = (load * u64::from(tiles) / transfers.max(1) as u64).max(1);
    // Hot tiles: 2% of the tiles, taking four times the traffic.
    let hot: Vec<u32> = (0..(tiles / 50).max(1)).map(|i| i * 53 % tiles).collect();
    let pick = |rng: &mut SplitMix| -> u32 {
        if skewed && rng.below(100) < 8 {
            hot[rng.below(hot.len() as u64) as usize]
        } else {
            rng.below(u64::from(tiles)) as u32
        }
    };
    let mut src_cursors = Cursors::new(tiles);
    let mut out = Vec::with_capacity(transfers);
    for _ in 0..transfers {
        let src = pick(rng);
        let mut dst = pick(rng);
        while dst == src {
            dst = rng.below(u64::from(tiles)) as u32;
        }
        let words = 1 + rng.below(2 * mean) as u32;
        let src_offset = src_cursors.take(&[src], words);
        out.push(Transfer {
            src,
            dst: vec![dst],
            words,
            src_offset,
            dst_offset: 0,
        });
    }
    out
}

fn shuffle<T>(items: &mut [T], rng: &mut SplitMix) {
    for i in (1..items.len()).rev() {
        let j = rng.below(i as u64 + 1) as usize;
        items.swap(i, j);
    }
}

/// The phase in the `exchange` dialect's generic form (the contract of issue 6), one
/// `exchange.phase` op named `name` on `target`.
pub fn to_mlir(name: &str, target: &str, transfers: &[Transfer]) -> String {
    use std::fmt::Write;
    let mut text = String::with_capacity(transfers.len() * 120 + 128);
    text.push_str("\"exchange.phase\"() ({\n");
    for t in transfers {
        let dst: Vec<String> = t.dst.iter().map(u32::to_string).collect();
        let _ = writeln!(
            text,
            "  \"exchange.transfer\"() {{src = {} : i32, dst = array<i32: {}>, words = {} : i32, \
             src_offset = {} : i32, dst_offset = {} : i32}} : () -> ()",
            t.src,
            dst.join(", "),
            t.words,
            t.src_offset,
            t.dst_offset
        );
    }
    let _ = writeln!(
        text,
        "}}) {{sym_name = \"{name}\", target = \"{target}\"}} : () -> ()"
    );
    text
}

#[cfg(test)]
mod tests {
    use super::super::validate::validate;
    use super::*;

    #[test]
    fn every_shape_gives_the_requested_count_of_valid_transfers() {
        for shape in Shape::ALL {
            for &(count, load) in &REFERENCE_SIZES[..2] {
                let phase = generate(shape, count, load, 1472, 1);
                assert_eq!(phase.len(), count, "{}", shape.name());
                assert_eq!(validate(&phase, 1472), Ok(()), "{}", shape.name());
                assert_eq!(
                    phase.iter().any(|t| t.dst.len() > 1),
                    shape.is_multicast(),
                    "{}",
                    shape.name()
                );
            }
        }
    }

    #[test]
    fn generation_is_deterministic() {
        let a = generate(Shape::Skewed, 1000, 500, 1472, 7);
        let b = generate(Shape::Skewed, 1000, 500, 1472, 7);
        assert_eq!(a, b);
    }

    #[test]
    fn generic_form() {
        let text = to_mlir(
            "p3",
            "ipu21",
            &[Transfer {
                src: 12,
                dst: vec![40, 41],
                words: 64,
                src_offset: 0,
                dst_offset: 256,
            }],
        );
        assert_eq!(
            text,
            "\"exchange.phase\"() ({\n  \"exchange.transfer\"() {src = 12 : i32, dst = \
             array<i32: 40, 41>, words = 64 : i32, src_offset = 0 : i32, dst_offset = 256 : \
             i32} : () -> ()\n}) {sym_name = \"p3\", target = \"ipu21\"} : () -> ()\n"
        );
    }
}
