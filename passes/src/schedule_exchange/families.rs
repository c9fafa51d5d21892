//! Randomised phase families: seeded exchange phases of many shapes on any target, for the
//! property tests and the benchmark (`passes/benches/schedule_exchange.rs --families`).
//!
//! Unlike [`super::generate`] (the reference system's phase sizes in five shapes), these
//! families are drawn independently of any one benchmark shape: unicast with uniform, hot
//! sender and hot receiver traffic; multicast with fan-outs from 1 to 128 to contiguous,
//! strided and random destination sets; unicast and multicast mixed in one phase; words odd
//! and even, destinations in whole or partial tile pairs. [`Spec`] names one phase: a
//! [`Family`], a transfer count, the target's tile count and a seed; [`phase`] builds it.
//!
//! Every phase is valid scheduler input: tiles inside the target, `words >= 1`, no
//! destination twice, the source never among its destinations, and destination byte ranges
//! that never overlap on a tile; source ranges of one tile do not overlap either (8-byte
//! aligned, so 64-bit sends are possible). The destination offsets are laid out per tile, so a tile's
//! memory use is its received words (a few KiB to a few hundred KiB at these sizes).

use super::generate::SplitMix;
use super::types::Transfer;

/// A family of phases.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Family {
    /// Unicast, uniform random source and destination, 1 to 64 words.
    Unicast,
    /// Unicast of 1 to 12 words (instruction slots weigh more).
    UnicastShort,
    /// Unicast where a twentieth of the tiles receive a third of the transfers.
    HotReceivers,
    /// Unicast where a twentieth of the tiles send a third of the transfers.
    HotSenders,
    /// Multicast to a contiguous run of tiles, fan-out 2 to 32.
    MulticastContiguous,
    /// Multicast to tiles a random stride apart, fan-out 2 to 32.
    MulticastStrided,
    /// Multicast to random tiles, fan-out 2 to 8.
    MulticastNarrow,
    /// Multicast to random tiles, fan-out 2 to 32.
    MulticastRandom,
    /// Multicast to random tiles, fan-out 1 to 128.
    MulticastWide,
    /// Seven transfers in ten unicast, the others multicast to random tiles (fan-out 2 to 32).
    Mixed,
    /// Multicast of even word counts to whole tile pairs (64-bit capable), fan-out 2 to 16.
    WholePairs,
    /// As [`Family::WholePairs`], but some destination pairs partial and some words odd.
    PartialPairs,
}

impl Family {
    /// Every family.
    pub const ALL: [Family; 12] = [
        Family::Unicast,
        Family::UnicastShort,
        Family::HotReceivers,
        Family::HotSenders,
        Family::MulticastContiguous,
        Family::MulticastStrided,
        Family::MulticastNarrow,
        Family::MulticastRandom,
        Family::MulticastWide,
        Family::Mixed,
        Family::WholePairs,
        Family::PartialPairs,
    ];

    /// The name in benchmark tables.
    pub fn name(self) -> &'static str {
        match self {
            Family::Unicast => "unicast",
            Family::UnicastShort => "unicast-short",
            Family::HotReceivers => "hot-receivers",
            Family::HotSenders => "hot-senders",
            Family::MulticastContiguous => "mc-contiguous",
            Family::MulticastStrided => "mc-strided",
            Family::MulticastNarrow => "mc-narrow",
            Family::MulticastRandom => "mc-random",
            Family::MulticastWide => "mc-wide",
            Family::Mixed => "mixed",
            Family::WholePairs => "whole-pairs",
            Family::PartialPairs => "partial-pairs",
        }
    }

    /// The family named `name`.
    pub fn from_name(name: &str) -> Option<Family> {
        Family::ALL.into_iter().find(|f| f.name() == name)
    }

    /// Whether every transfer of the family has one destination.
    pub fn is_unicast(self) -> bool {
        matches!(
            self,
            Family::Unicast | Family::UnicastShort | Family::HotReceivers | Family::HotSenders
        )
    }
}

/// One phase of a family.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Spec {
    /// The family.
    pub family: Family,
    /// Transfers in the phase.
    pub transfers: usize,
    /// Tiles of the target (at least 4).
    pub tiles: u32,
    /// The seed.
    pub seed: u64,
}

/// Builds the phase `spec` names (deterministic in `spec`).
pub fn phase(spec: Spec) -> Vec<Transfer> {
    let tiles = spec.tiles.max(4);
    let mut rng = SplitMix::new(
        spec.seed
            .wrapping_mul(0x2545_F491_4F6C_DD1D)
            .wrapping_add((spec.family as u64) << 40)
            .wrapping_add(spec.transfers as u64),
    );
    let hot: Vec<u32> = (0..(tiles / 20).max(1))
        .map(|_| rng.below(u64::from(tiles)) as u32)
        .collect();
    let mut cursor = vec![0u32; tiles as usize];
    let mut read = vec![0u32; tiles as usize];
    let mut out = Vec::with_capacity(spec.transfers);
    let mut dst: Vec<u32> = Vec::new();
    for _ in 0..spec.transfers {
        let f = spec.family;
        let pick = |rng: &mut SplitMix| rng.below(u64::from(tiles)) as u32;
        let range =
            |rng: &mut SplitMix, lo: u32, hi: u32| lo + rng.below(u64::from(hi - lo + 1)) as u32;
        let (src, words) = match f {
            Family::HotSenders if rng.below(3) == 0 => (
                hot[rng.below(hot.len() as u64) as usize],
                range(&mut rng, 1, 64),
            ),
            Family::UnicastShort => (pick(&mut rng), range(&mut rng, 1, 12)),
            Family::WholePairs => (pick(&mut rng), 2 * range(&mut rng, 1, 16)),
            Family::PartialPairs => (pick(&mut rng), range(&mut rng, 1, 32)),
            Family::MulticastWide => (pick(&mut rng), range(&mut rng, 1, 16)),
            _ => (pick(&mut rng), range(&mut rng, 1, 64)),
        };
        dst.clear();
        match f {
            Family::Unicast | Family::UnicastShort | Family::HotSenders => {
                dst.push(pick(&mut rng));
            }
            Family::HotReceivers => {
                if rng.below(3) == 0 {
                    dst.push(hot[rng.below(hot.len() as u64) as usize]);
                } else {
                    dst.push(pick(&mut rng));
                }
            }
            Family::MulticastContiguous => {
                let n = range(&mut rng, 2, 32).min(tiles - 1);
                let first = pick(&mut rng);
                dst.extend((0..=n).map(|i| (first + i) % tiles));
            }
            Family::MulticastStrided => {
                let n = range(&mut rng, 2, 32).min(tiles - 1);
                let stride = range(&mut rng, 2, 64);
                let first = pick(&mut rng);
                dst.extend((0..=n).map(|i| (first + i * stride) % tiles));
            }
            Family::MulticastNarrow => {
                let n = range(&mut rng, 2, 8);
                random_set(&mut rng, tiles, n, &mut dst);
            }
            Family::MulticastRandom => {
                let n = range(&mut rng, 2, 32);
                random_set(&mut rng, tiles, n, &mut dst);
            }
            Family::MulticastWide => {
                let n = range(&mut rng, 1, 128);
                random_set(&mut rng, tiles, n, &mut dst);
            }
            Family::Mixed => {
                let n = if rng.below(10) < 7 {
                    1
                } else {
                    range(&mut rng, 2, 32)
                };
                random_set(&mut rng, tiles, n, &mut dst);
            }
            Family::WholePairs | Family::PartialPairs => {
                let pairs = range(&mut rng, 1, 8);
                for _ in 0..pairs {
                    let even = pick(&mut rng) & !1;
                    dst.push(even);
                    let whole = f == Family::WholePairs || rng.below(4) != 0;
                    if whole && even + 1 < tiles {
                        dst.push(even + 1);
                    }
                }
            }
        }
        // Distinct destinations, not the source; at least one.
        dst.sort_unstable();
        dst.dedup();
        dst.retain(|&d| d != src);
        if dst.is_empty() {
            dst.push(if src + 1 < tiles { src + 1 } else { 0 });
        }
        // One offset free on every destination; the source reads its own range.
        let at = dst.iter().map(|&d| cursor[d as usize]).max().unwrap_or(0);
        for &d in &dst {
            cursor[d as usize] = at + 8 * words.div_ceil(2);
        }
        let from = read[src as usize];
        read[src as usize] = from + 8 * words.div_ceil(2);
        out.push(Transfer {
            src,
            dst: dst.clone(),
            words,
            // Sources read disjoint ranges of a region no destination writes.
            src_offset: (1 << 24) + from,
            dst_offset: at,
        });
    }
    out
}

/// Draws `n` distinct tiles (fewer if the chip is smaller) into `dst`.
fn random_set(rng: &mut SplitMix, tiles: u32, n: u32, dst: &mut Vec<u32>) {
    let n = n.min(tiles - 1) as usize;
    while dst.len() < n {
        let t = rng.below(u64::from(tiles)) as u32;
        if !dst.contains(&t) {
            dst.push(t);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_family_is_valid_input_and_deterministic() {
        for family in Family::ALL {
            let spec = Spec {
                family,
                transfers: 600,
                tiles: 64,
                seed: 3,
            };
            let p = phase(spec);
            assert_eq!(p.len(), 600);
            assert_eq!(p, phase(spec), "{}", family.name());
            assert!(
                super::super::validate(&p, 64).is_ok(),
                "{}: {:?}",
                family.name(),
                super::super::validate(&p, 64)
                    .err()
                    .map(|e| e[0].to_string())
            );
            let fanout = p.iter().map(|t| t.dst.len()).max().unwrap_or(0);
            assert_eq!(fanout == 1, family.is_unicast(), "{}", family.name());
        }
    }
}
