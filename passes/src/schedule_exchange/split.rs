//! Splitting multicasts into narrower ones where the senders have slack.
//!
//! A multicast occupies its sender and every receiver at once (edge-group colouring, which
//! list scheduling packs badly when destination sets are wide and random). Sends carry no
//! destination: the same words may be sent twice, each time to some of the destinations. A
//! sender whose words load is below the phase's bound can afford that: each extra part costs
//! it the words (or the `send`'s issue cycles, if more) again, and frees the receivers from
//! waiting for one another. The receivers' loads, the phase's bound, do not change.
//!
//! The rule follows measurable properties of the phase only: per sender, its slack (the
//! bound, the larger of the busiest receiver's words and the busiest sender's, less its own
//! load) is spent on its widest multicasts first; a multicast of fan-out `f` and `w` words
//! gets `1 + min(f - 1, slack / cost(w))` parts. The destinations are cut into parts of
//! consecutive latency (sorted by latency from the sender, then tile), so each part's
//! receivers see the send in a narrow band of cycles.
//!
//! The split transfers are scheduled as a phase of their own (parts of one transfer never
//! merge again, `JobSet::with_parts`); their chunks are mapped back to the input transfers
//! with the positions of the destinations they reach ([`super::ScheduledChunk::receivers`]).

use super::fabric::Fabric;
use super::jobs::JobSet;
use super::types::Transfer;

/// A phase with some multicasts split.
pub(crate) struct Split {
    /// The split phase: transfers in input order, each followed by its further parts.
    pub(crate) transfers: Vec<Transfer>,
    /// Per split transfer: the input transfer and the positions of its destinations (in the
    /// input transfer's `dst`) that this part takes; `None` for an unsplit transfer.
    pub(crate) origin: Vec<(u32, Option<Vec<u32>>)>,
    /// Per split transfer: its part number within its input transfer (parts of one transfer
    /// must not be merged back into one multicast).
    pub(crate) part: Vec<u32>,
}

/// Splits the multicasts of `transfers` (whose jobs are `jobs`) where their senders have slack
/// against `bound` (cycles; the phase's lower bound). `None`: nothing to split.
pub(crate) fn split(
    fabric: &Fabric,
    jobs: &JobSet,
    transfers: &[Transfer],
    bound: u64,
) -> Option<Split> {
    // Each sender's load: words, or a send's issue cycles where those are more.
    let cost = |words: u32| u64::from(words.max(fabric.send_issue(words)));
    let mut load = vec![0u64; fabric.tiles as usize];
    for job in &jobs.jobs {
        load[job.src as usize] += cost(job.words);
    }
    // Multicasts by sender, widest first (then input order).
    let mut order: Vec<u32> = (0..transfers.len() as u32)
        .filter(|&i| transfers[i as usize].dst.len() > 1)
        .collect();
    order.sort_by_key(|&i| {
        let t = &transfers[i as usize];
        (t.src, std::cmp::Reverse(t.dst.len()), i)
    });
    let mut parts = vec![1u32; transfers.len()];
    let mut any = false;
    for &i in &order {
        let t = &transfers[i as usize];
        let slack = bound.saturating_sub(load[t.src as usize]);
        let c = cost(t.words);
        let extra = (slack / c).min(t.dst.len() as u64 - 1);
        if extra > 0 {
            parts[i as usize] = 1 + extra as u32;
            load[t.src as usize] += extra * c;
            any = true;
        }
    }
    if !any {
        return None;
    }
    let mut out = Split {
        transfers: Vec::with_capacity(transfers.len()),
        origin: Vec::with_capacity(transfers.len()),
        part: Vec::with_capacity(transfers.len()),
    };
    for (i, t) in transfers.iter().enumerate() {
        let k = parts[i] as usize;
        if k == 1 {
            out.transfers.push(t.clone());
            out.origin.push((i as u32, None));
            out.part.push(0);
            continue;
        }
        // Units: a destination with its pair partner where both are destinations (so a
        // part can still go 64-bit), else alone; by latency from the sender, then tile.
        let mut positions: Vec<u32> = (0..t.dst.len() as u32).collect();
        positions.sort_by_key(|&p| t.dst[p as usize]);
        let mut units: Vec<(u32, u32, Vec<u32>)> = Vec::new();
        let mut k_seen = 0;
        while k_seen < positions.len() {
            let p = positions[k_seen];
            let d = t.dst[p as usize];
            let mut unit = vec![p];
            if let Some(&q) = positions.get(k_seen + 1)
                && fabric.partner(d) == t.dst[q as usize]
                && fabric.partner(d) != d
            {
                unit.push(q);
            }
            k_seen += unit.len();
            units.push((fabric.latency(t.src, d), d, unit));
        }
        units.sort_unstable();
        let k = k.min(units.len());
        let n = units.len();
        for part in 0..k {
            let mut mine: Vec<u32> = units[part * n / k..(part + 1) * n / k]
                .iter()
                .flat_map(|u| u.2.iter().copied())
                .collect();
            mine.sort_unstable();
            out.transfers.push(Transfer {
                dst: mine.iter().map(|&p| t.dst[p as usize]).collect(),
                ..t.clone()
            });
            out.origin.push((i as u32, Some(mine)));
            out.part.push(part as u32);
        }
    }
    Some(out)
}
