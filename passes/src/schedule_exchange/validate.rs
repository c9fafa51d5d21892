//! Input validation: every error a phase's transfers can have, each with its transfer index.
//!
//! Checked: tiles inside the target, `words > 0`, at least one destination, no destination
//! listed twice, the source not among its own destinations, offsets that are byte offsets in
//! `0..2^32`, and no two transfers writing overlapping bytes of one destination tile. All
//! errors are collected (in transfer order), not just the first.

use super::types::{ScheduleError, Transfer};

/// A transfer as the IR spells it, before validation (the IR's integers are signed).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RawTransfer {
    /// Source tile.
    pub src: i64,
    /// Destination tiles.
    pub dst: Vec<i64>,
    /// Length in 32-bit words.
    pub words: i64,
    /// Source byte offset.
    pub src_offset: i64,
    /// Destination byte offset.
    pub dst_offset: i64,
}

/// Validates raw transfers against a target of `tiles` tiles.
///
/// Returns the typed transfers, or every error found (sorted by transfer index).
pub fn validate_raw(
    raw: &[RawTransfer],
    tiles: u32,
) -> std::result::Result<Vec<Transfer>, Vec<ScheduleError>> {
    let mut errors = Vec::new();
    let mut typed = Vec::with_capacity(raw.len());
    for (index, t) in raw.iter().enumerate() {
        let before = errors.len();
        let tile = |value: i64, role: &'static str, errors: &mut Vec<ScheduleError>| {
            if value < 0 || value >= i64::from(tiles) {
                errors.push(ScheduleError::TileOutOfRange {
                    transfer: index,
                    role,
                    tile: value,
                    tiles,
                });
                0
            } else {
                value as u32
            }
        };
        let src = tile(t.src, "source", &mut errors);
        let dst: Vec<u32> = t
            .dst
            .iter()
            .map(|&d| tile(d, "destination", &mut errors))
            .collect();
        if t.words <= 0 || t.words > i64::from(u32::MAX) {
            errors.push(ScheduleError::NonPositiveWords {
                transfer: index,
                words: t.words,
            });
        }
        for (role, offset) in [("source", t.src_offset), ("destination", t.dst_offset)] {
            if !(0..=i64::from(u32::MAX)).contains(&offset) {
                errors.push(ScheduleError::BadOffset {
                    transfer: index,
                    role,
                    offset,
                });
            }
        }
        if errors.len() == before {
            typed.push(Transfer {
                src,
                dst,
                words: t.words as u32,
                src_offset: t.src_offset as u32,
                dst_offset: t.dst_offset as u32,
            });
        } else {
            typed.push(Transfer {
                src: 0,
                dst: Vec::new(),
                words: 0,
                src_offset: 0,
                dst_offset: 0,
            });
        }
    }
    if !errors.is_empty() {
        // Structural checks on the transfers that did convert.
        let valid: Vec<(usize, &Transfer)> = typed
            .iter()
            .enumerate()
            .filter(|(_, t)| t.words > 0)
            .collect();
        errors.extend(structural_errors(&valid, tiles));
        errors.sort_by_key(|e| e.transfer().unwrap_or(usize::MAX));
        return Err(errors);
    }
    validate(&typed, tiles).map(|()| typed)
}

/// Validates typed transfers against a target of `tiles` tiles.
pub fn validate(transfers: &[Transfer], tiles: u32) -> std::result::Result<(), Vec<ScheduleError>> {
    let mut errors = Vec::new();
    for (index, t) in transfers.iter().enumerate() {
        if t.src >= tiles {
            errors.push(ScheduleError::TileOutOfRange {
                transfer: index,
                role: "source",
                tile: i64::from(t.src),
                tiles,
            });
        }
        for &d in &t.dst {
            if d >= tiles {
                errors.push(ScheduleError::TileOutOfRange {
                    transfer: index,
                    role: "destination",
                    tile: i64::from(d),
                    tiles,
                });
            }
        }
        if t.words == 0 {
            errors.push(ScheduleError::NonPositiveWords {
                transfer: index,
                words: 0,
            });
        }
    }
    let in_range: Vec<(usize, &Transfer)> = transfers
        .iter()
        .enumerate()
        .filter(|(_, t)| t.words > 0 && t.src < tiles && t.dst.iter().all(|&d| d < tiles))
        .collect();
    errors.extend(structural_errors(&in_range, tiles));
    if errors.is_empty() {
        Ok(())
    } else {
        errors.sort_by_key(|e| e.transfer().unwrap_or(usize::MAX));
        Err(errors)
    }
}

/// Destination-list and overlap errors of transfers whose tiles are in range.
///
/// Overlaps are looked for first by [`any_overlap`] (a few times faster on large phases);
/// only a phase that has one takes the exact pass that names every overlapping pair.
fn structural_errors(transfers: &[(usize, &Transfer)], tiles: u32) -> Vec<ScheduleError> {
    let overlaps = any_overlap(transfers, tiles);
    let mut errors = Vec::new();
    // (tile, start byte, end byte, transfer)
    let mut ranges: Vec<(u32, u64, u64, usize)> = Vec::new();
    let mut seen = vec![usize::MAX; tiles as usize];
    for &(index, t) in transfers {
        if t.dst.is_empty() {
            errors.push(ScheduleError::NoDestination { transfer: index });
        }
        for &d in &t.dst {
            if d >= tiles {
                continue;
            }
            if seen[d as usize] == index {
                errors.push(ScheduleError::DuplicateDestination {
                    transfer: index,
                    tile: d,
                });
                continue;
            }
            seen[d as usize] = index;
            if d == t.src {
                errors.push(ScheduleError::SourceAmongDestinations {
                    transfer: index,
                    tile: d,
                });
            }
            if overlaps {
                let start = u64::from(t.dst_offset);
                ranges.push((d, start, start + 4 * u64::from(t.words), index));
            }
        }
    }
    ranges.sort_unstable();
    let mut reported = std::collections::BTreeSet::new();
    let mut i = 0;
    while i < ranges.len() {
        let tile = ranges[i].0;
        // The range reaching furthest so far on this tile, and its transfer.
        let (mut reach, mut owner) = (ranges[i].2, ranges[i].3);
        let mut j = i + 1;
        while j < ranges.len() && ranges[j].0 == tile {
            let (_, start, end, index) = ranges[j];
            if start < reach && reported.insert((index, tile)) {
                errors.push(ScheduleError::OverlappingDestinations {
                    transfer: index,
                    other: owner,
                    tile,
                    start,
                    end,
                });
            }
            if end > reach {
                reach = end;
                owner = index;
            }
            j += 1;
        }
        i = j;
    }
    errors
}

/// Whether two destination byte ranges on one tile overlap (a destination listed twice by
/// one transfer counts: [`structural_errors`] reports it exactly).
///
/// The ranges are bucketed by tile (a counting sort) and each tile's sorted on its own, as
/// `(start byte, words)` pairs: on the 455k-transfer broadcast (3.6M ranges)
/// this takes a fraction of one sort of all the ranges by `(tile, start, end, transfer)`.
/// Ranges on a tile overlap exactly when, in order of start, one starts before the furthest
/// end of those before it (ranges are non-empty: `words > 0`), whatever the order of ties.
fn any_overlap(transfers: &[(usize, &Transfer)], tiles: u32) -> bool {
    let n = tiles as usize;
    let mut first = vec![0usize; n + 1];
    for (_, t) in transfers {
        for &d in &t.dst {
            if d < tiles {
                first[d as usize + 1] += 1;
            }
        }
    }
    for d in 0..n {
        first[d + 1] += first[d];
    }
    let mut fill = first.clone();
    let mut keys: Vec<(u32, u32)> = vec![(0, 0); first[n]];
    for (_, t) in transfers {
        for &d in &t.dst {
            if d < tiles {
                keys[fill[d as usize]] = (t.dst_offset, t.words);
                fill[d as usize] += 1;
            }
        }
    }
    (0..n).any(|d| {
        let ranges = &mut keys[first[d]..first[d + 1]];
        ranges.sort_unstable();
        let mut reach = 0u64;
        ranges.iter().any(|&(start, words)| {
            let start = u64::from(start);
            let overlaps = start < reach;
            reach = reach.max(start + 4 * u64::from(words));
            overlaps
        })
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn raw(src: i64, dst: &[i64], words: i64, dst_offset: i64) -> RawTransfer {
        RawTransfer {
            src,
            dst: dst.to_vec(),
            words,
            src_offset: 0,
            dst_offset,
        }
    }

    /// Validates against 16 tiles and renders each error on its own line.
    fn check(input: &[RawTransfer], expect: &str) {
        let rendered = match validate_raw(input, 16) {
            Ok(t) => format!("ok {}", t.len()),
            Err(errors) => errors
                .iter()
                .map(|e| e.to_string())
                .collect::<Vec<_>>()
                .join("\n"),
        };
        assert_eq!(rendered, expect);
    }

    #[test]
    fn accepts_a_valid_phase() {
        check(&[raw(0, &[1, 2], 4, 0), raw(1, &[2], 4, 16)], "ok 2");
    }

    #[test]
    fn tile_outside_the_target() {
        check(
            &[raw(16, &[1], 4, 0), raw(0, &[-1], 4, 0)],
            "transfer #0: source tile 16 is outside the target (16 tiles)\n\
             transfer #1: destination tile -1 is outside the target (16 tiles)",
        );
    }

    #[test]
    fn non_positive_words() {
        check(
            &[raw(0, &[1], 0, 0), raw(0, &[2], -3, 0)],
            "transfer #0: words must be positive, got 0\n\
             transfer #1: words must be positive, got -3",
        );
    }

    #[test]
    fn duplicate_destination_and_source_among_destinations() {
        check(
            &[raw(0, &[1, 1], 4, 0), raw(3, &[3], 1, 0)],
            "transfer #0: destination tile 1 is listed twice\n\
             transfer #1: source tile 3 is among its own destinations",
        );
    }

    #[test]
    fn overlapping_destination_ranges() {
        // Transfer 1 writes bytes [12, 28) on tile 2, inside transfer 0's [0, 16).
        check(
            &[raw(0, &[2], 4, 0), raw(1, &[2], 4, 12), raw(3, &[2], 1, 16)],
            "transfer #1: destination bytes [12, 28) on tile 2 overlap those of transfer #0\n\
             transfer #2: destination bytes [16, 20) on tile 2 overlap those of transfer #1",
        );
    }

    #[test]
    fn adjacent_ranges_do_not_overlap() {
        check(&[raw(0, &[2], 4, 0), raw(1, &[2], 4, 16)], "ok 2");
    }

    /// The fast overlap test agrees with the exact pass on random small phases (including
    /// duplicates and sources among destinations), 2,000 of them.
    #[test]
    fn fast_overlap_test_agrees_with_the_exact_pass() {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        let mut next = |m: u64| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state % m
        };
        let (mut with, mut without) = (0, 0);
        for _ in 0..2000 {
            let count = 1 + next(6) as usize;
            let transfers: Vec<Transfer> = (0..count)
                .map(|_| Transfer {
                    src: next(6) as u32,
                    dst: (0..1 + next(3)).map(|_| next(6) as u32).collect(),
                    words: 1 + next(4) as u32,
                    src_offset: 0,
                    dst_offset: 4 * next(12) as u32,
                })
                .collect();
            let items: Vec<(usize, &Transfer)> = transfers.iter().enumerate().collect();
            let exact = {
                let mut seen = std::collections::BTreeSet::new();
                let mut found = false;
                for (i, a) in transfers.iter().enumerate() {
                    for (k, &d) in a.dst.iter().enumerate() {
                        found |= !seen.insert((i, d)) || a.dst[..k].contains(&d);
                        for b in &transfers[..i] {
                            let (a0, a1) = (a.dst_offset, a.dst_offset + 4 * a.words);
                            let (b0, b1) = (b.dst_offset, b.dst_offset + 4 * b.words);
                            found |= b.dst.contains(&d) && a0 < b1 && b0 < a1;
                        }
                    }
                }
                found
            };
            assert_eq!(any_overlap(&items, 6), exact, "{transfers:?}");
            if exact { with += 1 } else { without += 1 }
        }
        assert!(
            with > 100 && without > 100,
            "{with} with, {without} without"
        );
    }

    #[test]
    fn no_destination() {
        check(&[raw(0, &[], 4, 0)], "transfer #0: no destination tile");
    }

    #[test]
    fn bad_offset() {
        let mut t = raw(0, &[1], 4, 0);
        t.src_offset = -4;
        check(
            &[t],
            "transfer #0: source offset -4 is not a byte offset in 0..2^32",
        );
    }
}
