//! Splitting multicasts into narrower ones where the senders have slack.
//!
//! A multicast occupies its sender and every receiver at once (edge-group colouring, which
//! list scheduling packs badly when destination sets are wide and random). Sends carry no
//! destination: the same words may be sent twice, each time to some of the destinations. A
//! sender whose words load is below the phase's bound can afford that: each extra part costs
//! it the words (or the `send`'s issue cycles, if more) again, and frees the receivers from
//! waiting for one another. The receivers' loads, the phase's bound, do not change.
//!
//! The rule follows measurable properties of the phase only: per sender, its slack (half
//! the bound, [`SLACK_SPENT_DIVISOR`], less its own load; the bound is the phase's lower
//! bound valid for every kind) is spent on its widest multicasts first; a multicast of fan-out `f` and `w` words
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

/// A sender's load after splitting is kept within the bound divided by this (the placement
/// engine cuts jobs into chunks, each a `send` of its own: the issue slots need room too).
const SLACK_SPENT_DIVISOR: u64 = 2;

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
    /// Per split transfer: its input transfer's destinations are whole tile pairs. A part of
    /// a transfer that is not must not go 64-bit (the bounds, computed on the input phase,
    /// count its words one a cycle).
    pub(crate) whole_pairs: Vec<bool>,
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
        let slack = (bound / SLACK_SPENT_DIVISOR).saturating_sub(load[t.src as usize]);
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
        whole_pairs: Vec::with_capacity(transfers.len()),
    };
    for (i, t) in transfers.iter().enumerate() {
        let k = parts[i] as usize;
        let whole = t.dst.iter().all(|&d| {
            let p = fabric.partner(d);
            p != d && t.dst.contains(&p)
        });
        if k == 1 {
            out.transfers.push(t.clone());
            out.origin.push((i as u32, None));
            out.part.push(0);
            out.whole_pairs.push(whole);
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
            out.whole_pairs.push(whole);
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::super::device::hand_worked_model;
    use super::*;

    fn t(src: u32, dst: &[u32], words: u32) -> Transfer {
        Transfer {
            src,
            dst: dst.to_vec(),
            words,
            src_offset: 0,
            dst_offset: 0,
        }
    }

    /// The parts of `transfers` against `bound`, as `input:[destinations]` per part.
    fn parts(transfers: &[Transfer], bound: u64) -> Option<String> {
        let Ok(model) = hand_worked_model(64) else {
            panic!("the built-in ipu21 target loads")
        };
        let fabric = Fabric::new(&model);
        let jobs = JobSet::new(&fabric, transfers);
        let split = split(&fabric, &jobs, transfers, bound)?;
        let rendered: Vec<String> = split
            .transfers
            .iter()
            .zip(&split.origin)
            .map(|(t, (input, _))| format!("{input}:{:?}", t.dst))
            .collect();
        Some(rendered.join(" | "))
    }

    #[test]
    fn a_sender_without_slack_keeps_its_multicast() {
        // The sender sends 10 words; the bound is 10: no slack.
        assert_eq!(parts(&[t(0, &[8, 9, 20, 21], 10)], 10), None);
    }

    #[test]
    fn slack_buys_parts_and_pairs_stay_together() {
        // Slack 50 / 2 - 10 = 15 against 10-word sends: one extra part; the pairs (8, 9)
        // and (20, 21) are not cut.
        let split = parts(&[t(0, &[8, 9, 20, 21], 10)], 50);
        let Some(split) = split else {
            panic!("the sender has slack for a second part")
        };
        let cut: Vec<&str> = split.split(" | ").collect();
        assert_eq!(cut.len(), 2, "{split}");
        for part in &cut {
            assert!(
                part.contains("8, 9") || part.contains("20, 21"),
                "a pair was cut: {split}"
            );
        }
    }

    #[test]
    fn parts_never_exceed_the_fanout_and_unicast_is_untouched() {
        let split = parts(&[t(0, &[8, 30], 2), t(1, &[5], 3)], 1000);
        assert_eq!(split.as_deref(), Some("0:[8] | 0:[30] | 1:[5]"));
    }
}
