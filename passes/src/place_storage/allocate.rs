//! Phase 3 of `place-storage`: first-fit allocation by decreasing size, one address per
//! buffer on all its tiles, and the peak-bytes report.
//!
//! Cost: for each buffer, the placed buffers live at the same time on one of its tiles
//! (found through a per-tile list), sorted: O(B · (C log C)) for B buffers with at most C
//! conflicts each — independent of how the buffers spread over tiles.

use std::collections::BTreeMap;

use ipu_device::{AddrRange, Region, Target};
use ipu_dialects::{Context, Diagnostic, Ir};

use super::needs::{BufferNeeds, Lifetime};

/// Where the buffers went.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Placement {
    /// Per buffer (in the needs' order): its address on every one of its tiles.
    pub addresses: Vec<u32>,
    /// Per buffer: the region it is in.
    pub regions: Vec<Region>,
}

/// A buffer that found no room, with what was placed before it.
#[derive(Debug)]
pub(crate) struct Failure {
    buffer: usize,
    addresses: Vec<Option<u32>>,
    regions: Vec<Option<Region>>,
}

/// The regions a buffer may go to, in order of preference: its own, else interleaved
/// memory first (non-interleaved memory is the only place code may live).
fn candidate_regions(b: &BufferNeeds) -> Vec<Region> {
    match b.region {
        Some(r) => vec![r],
        None => vec![Region::Interleaved, Region::NonInterleaved],
    }
}

fn align_up(x: u64, a: u32) -> u64 {
    x.div_ceil(u64::from(a)) * u64::from(a)
}

/// The lowest address in `free` (disjoint, sorted) where `bytes` aligned to `align` avoid
/// every range of `occupied` (sorted by start).
fn first_fit(free: &[AddrRange], occupied: &[AddrRange], bytes: u32, align: u32) -> Option<u32> {
    let need = u64::from(bytes);
    for avail in free {
        let (lo, hi) = (u64::from(avail.start), u64::from(avail.end));
        let mut cursor = align_up(lo, align);
        for occ in occupied {
            let (s, e) = (u64::from(occ.start), u64::from(occ.end));
            if e <= cursor {
                continue;
            }
            if s >= hi || cursor + need <= s {
                break;
            }
            cursor = align_up(e, align);
        }
        if cursor + need <= hi {
            return u32::try_from(cursor).ok();
        }
    }
    None
}

/// The placed buffers that conflict with `b`: their ranges, sorted by start.
fn occupied_by_conflicts(
    b: &BufferNeeds,
    placed_on: &BTreeMap<u32, Vec<(usize, Lifetime)>>,
    addresses: &[Option<u32>],
    buffers: &[BufferNeeds],
    tile: Option<u32>,
) -> Vec<AddrRange> {
    let mut seen: Vec<usize> = Vec::new();
    for (t, l) in b.live_tiles() {
        if tile.is_some_and(|only| only != t) {
            continue;
        }
        for &(p, lp) in placed_on.get(&t).into_iter().flatten() {
            if lp.overlaps(l) {
                seen.push(p);
            }
        }
    }
    seen.sort_unstable();
    seen.dedup();
    let mut ranges: Vec<AddrRange> = seen
        .into_iter()
        .filter_map(|p| {
            let a = addresses[p]?;
            Some(AddrRange::new(a, a + buffers[p].bytes))
        })
        .collect();
    ranges.sort_unstable_by_key(|r| (r.start, r.end));
    ranges
}

/// Places every buffer, clear of each tile's `support` range (package support memory,
/// `support.rs`). Errors with the first buffer that finds no room.
pub(crate) fn allocate(
    buffers: &[BufferNeeds],
    target: &Target,
    support: &BTreeMap<u32, AddrRange>,
) -> Result<Placement, Failure> {
    let mut order: Vec<usize> = (0..buffers.len()).collect();
    let first_use = |b: &BufferNeeds| b.live_tiles().map(|(_, l)| l.first).min().unwrap_or(0);
    // Buffers live from the first step to the last on every tile they use (load-time data:
    // weights, constants) conflict with everything there; placed first, they sit below the
    // others instead of splitting the free space the temporaries share.
    let end = buffers
        .iter()
        .flat_map(|b| b.live_tiles().map(|(_, l)| l.last))
        .max()
        .unwrap_or(0);
    let throughout = |b: &BufferNeeds| {
        let mut tiles = b.live_tiles().peekable();
        tiles.peek().is_some() && tiles.all(|(_, l)| l.first == 0 && l.last == end)
    };
    order.sort_by_key(|&i| {
        (
            !throughout(&buffers[i]),
            std::cmp::Reverse(buffers[i].bytes),
            first_use(&buffers[i]),
            i,
        )
    });
    let free: BTreeMap<Region, Vec<AddrRange>> = [Region::NonInterleaved, Region::Interleaved]
        .into_iter()
        .map(|r| (r, target.memory.available(r)))
        .collect();
    let mut addresses: Vec<Option<u32>> = vec![None; buffers.len()];
    let mut regions: Vec<Option<Region>> = vec![None; buffers.len()];
    let mut placed_on: BTreeMap<u32, Vec<(usize, Lifetime)>> = BTreeMap::new();
    for &i in &order {
        let b = &buffers[i];
        let mut occupied = occupied_by_conflicts(b, &placed_on, &addresses, buffers, None);
        let before = occupied.len();
        occupied.extend(b.tiles.iter().filter_map(|t| support.get(t).copied()));
        if occupied.len() > before {
            occupied.sort_unstable_by_key(|r| (r.start, r.end));
            occupied.dedup();
        }
        let spot = candidate_regions(b)
            .into_iter()
            .find_map(|r| first_fit(&free[&r], &occupied, b.bytes, b.align).map(|a| (a, r)));
        let Some((addr, region)) = spot else {
            return Err(Failure {
                buffer: i,
                addresses,
                regions,
            });
        };
        addresses[i] = Some(addr);
        regions[i] = Some(region);
        for (t, l) in b.live_tiles() {
            placed_on.entry(t).or_default().push((i, l));
        }
    }
    Ok(Placement {
        addresses: addresses.into_iter().map(|a| a.unwrap_or(0)).collect(),
        regions: regions
            .into_iter()
            .map(|r| r.unwrap_or(Region::Interleaved))
            .collect(),
    })
}

/// Per tile with data, in tile order: `(tile, standard bytes, interleaved bytes)`, each the
/// most bytes of that region live at once on the tile.
pub(crate) fn peaks(
    buffers: &[BufferNeeds],
    placement: &Placement,
    _target: &Target,
) -> Vec<(u32, u64, u64)> {
    let mut by_tile: BTreeMap<u32, Vec<(Lifetime, u64, Region)>> = BTreeMap::new();
    for (i, b) in buffers.iter().enumerate() {
        for (t, l) in b.live_tiles() {
            by_tile
                .entry(t)
                .or_default()
                .push((l, u64::from(b.bytes), placement.regions[i]));
        }
    }
    by_tile
        .into_iter()
        .map(|(t, list)| {
            let peak = |r: Region| {
                list.iter()
                    .map(|(at, _, _)| {
                        list.iter()
                            .filter(|(l, _, reg)| {
                                *reg == r
                                    && l.overlaps(Lifetime {
                                        first: at.first,
                                        last: at.first,
                                    })
                            })
                            .map(|(_, bytes, _)| bytes)
                            .sum::<u64>()
                    })
                    .max()
                    .unwrap_or(0)
            };
            (t, peak(Region::NonInterleaved), peak(Region::Interleaved))
        })
        .collect()
}

fn region_words(r: Option<Region>) -> &'static str {
    match r {
        Some(Region::NonInterleaved) => "standard",
        Some(Region::Interleaved) => "interleaved",
        None => "standard or interleaved",
    }
}

/// The error for a buffer that found no room: the first of its tiles where it does not fit
/// on its own, with the bytes live there at once and the bytes available; or, if it fits on
/// each tile alone, that no one address is free on all of them.
pub(crate) fn diagnose(
    _ctx: &Context,
    ir: &Ir,
    buffers: &[BufferNeeds],
    target: &Target,
    f: &Failure,
) -> Diagnostic {
    let b = &buffers[f.buffer];
    let regions = candidate_regions(b);
    let available: u64 = regions
        .iter()
        .flat_map(|&r| target.memory.available(r))
        .map(|a| u64::from(a.len()))
        .sum();
    let mut placed_on: BTreeMap<u32, Vec<(usize, Lifetime)>> = BTreeMap::new();
    for (i, other) in buffers.iter().enumerate() {
        if f.addresses[i].is_some() {
            for (t, l) in other.live_tiles() {
                placed_on.entry(t).or_default().push((i, l));
            }
        }
    }
    let what = format!(
        "'exchange.buffer' op @{} ({} bytes, {} memory, align {})",
        b.name,
        b.bytes,
        region_words(b.region),
        b.align
    );
    // Larger than any free range of its regions: no placement of the others can help.
    let largest = regions
        .iter()
        .flat_map(|&r| target.memory.available(r))
        .map(|a| a.len())
        .max()
        .unwrap_or(0);
    if b.bytes > largest {
        let tile = b.tiles.first().copied().unwrap_or(0);
        return Diagnostic::error(
            ir.loc(b.op.0),
            format!(
                "{what} does not fit on tile {tile}: it needs {} bytes, and the largest free range of {} memory is {largest} bytes",
                b.bytes,
                region_words(b.region)
            ),
        );
    }
    for (t, l) in b.live_tiles() {
        let occupied = occupied_by_conflicts(b, &placed_on, &f.addresses, buffers, Some(t));
        let fits = regions.iter().any(|&r| {
            first_fit(&target.memory.available(r), &occupied, b.bytes, b.align).is_some()
        });
        if fits {
            continue;
        }
        // The most bytes live at once on this tile during the buffer's life, in the
        // regions it may use: every buffer with that region (required or placed), itself
        // included.
        let in_regions = |i: usize| {
            let r = f.regions[i].or(buffers[i].region);
            r.is_none_or(|r| regions.contains(&r))
        };
        let live: u64 = (l.first..=l.last)
            .map(|time| {
                let at = Lifetime {
                    first: time,
                    last: time,
                };
                buffers
                    .iter()
                    .enumerate()
                    .filter(|&(i, o)| {
                        in_regions(i)
                            && o.position(t)
                                .and_then(|p| o.lifetimes[p])
                                .is_some_and(|ol| ol.overlaps(at))
                    })
                    .map(|(_, o)| u64::from(o.bytes))
                    .sum::<u64>()
            })
            .max()
            .unwrap_or(0);
        let message = if live > available {
            format!(
                "{what} does not fit on tile {t}: {live} bytes are live there at once in {} memory (this buffer included), {available} available",
                region_words(b.region)
            )
        } else {
            format!(
                "{what} does not fit on tile {t}: {live} of {available} bytes of {} memory are live there at once, but no free range of {} bytes is left (fragmentation)",
                region_words(b.region),
                b.bytes
            )
        };
        return Diagnostic::error(ir.loc(b.op.0), message);
    }
    Diagnostic::error(
        ir.loc(b.op.0),
        format!(
            "{what} does not fit: it fits on each of its {} tiles alone, but no address range is free on all of them at once (a buffer has one address on all its tiles)",
            b.tiles.len()
        ),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn r(a: u32, b: u32) -> AddrRange {
        AddrRange::new(a, b)
    }

    #[test]
    fn first_fit_skips_occupied_ranges_and_aligns() {
        let free = [r(0x100, 0x200), r(0x300, 0x400)];
        assert_eq!(first_fit(&free, &[], 16, 16), Some(0x100));
        assert_eq!(first_fit(&free, &[r(0x100, 0x104)], 16, 16), Some(0x110));
        assert_eq!(first_fit(&free, &[r(0x100, 0x1f8)], 16, 8), Some(0x300));
        assert_eq!(first_fit(&free, &[r(0x100, 0x1f8)], 8, 8), Some(0x1f8));
        assert_eq!(
            first_fit(&free, &[r(0x100, 0x180), r(0x190, 0x200)], 0x10, 4),
            Some(0x180)
        );
        assert_eq!(
            first_fit(&free, &[r(0x100, 0x200), r(0x300, 0x3f0)], 0x20, 4),
            None
        );
    }
}
