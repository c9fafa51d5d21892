//! The latency-aware lower bound: what the device crate's endpoint bounds cannot see, because
//! they know transfers, not which of them the scheduler may move in 64-bit mode, nor latencies.

use super::fabric::Fabric;
use super::jobs::JobSet;
use super::types::Transfer;

/// A lower bound on the horizon of every schedule of `jobs` that the device model allows
/// (and `verify-exchange` accepts), in cycles: the largest of, over tiles,
///
/// 1. **send**: a tile that sends `S` cycles' worth of words (a job that may go 64-bit counts
///    half its words) finishes no earlier than `S` plus its nearest destination's latency;
/// 2. **receive**: likewise for a tile that receives, with its nearest sender's latency;
/// 3. **paired lead-in** (targets with paired exchange): the even tile `e` of a destination
///    pair takes every 64-bit reception's switch, which takes effect `muxpair_write_delay`
///    (`d`) cycles before the reception's first word, and `e` receives nothing in those cycles
///    (the device's rule 3; `verify-exchange` item 6). So:
///    - the cycles in which `e` receives and the lead-in cycles of its 64-bit receptions are
///      disjoint (a lead-in begins after the previous reception ends);
///    - a reception is a run of one sender's words at consecutive destination addresses, so
///      the 64-bit receptions are at least as many as the *chains* that `e` takes any 64-bit
///      word of: a chain is a maximal list of one sender's jobs that may go 64-bit whose
///      ranges on `e` follow one another without a gap (a reception cannot span two chains);
///    - from a chain of `W` words, `e` spends at least `min(W, W / 2 + d)` cycles: all in
///      32-bit mode (`W`), or some in 64-bit mode (half a cycle a word, at least one lead-in,
///      and the rest one cycle a word);
///    - jobs that cannot go 64-bit cost one cycle a word (`N` in all);
///    - all of these cycles lie in `[L - d, horizon)`, `L` the least latency of a sender to
///      `e` (no word arrives before `L`, and only the first reception's lead-in can begin
///      before `L`).
///
///    Hence `horizon >= L - d + N + sum_chains min(W, W / 2 + d)`. Where every chain is one
///    short job (2 words, `d = 1`), a lead-in costs what 64-bit mode saves, and the bound is
///    the 32-bit one (less `d`).
///
/// A brute-force test (`crate::exchange_crosscheck`, outside both passes) checks the bound
/// against every schedule of small phases that `verify-exchange` accepts.
///
/// `transfers`: the phase `jobs` was built from (destination offsets).
pub(crate) fn latency_lower_bound(fabric: &Fabric, jobs: &JobSet, transfers: &[Transfer]) -> u64 {
    let n = fabric.tiles as usize;
    let mut send = vec![0u64; n];
    let mut recv = vec![0u64; n];
    let mut send_lat = vec![u64::MAX; n];
    let mut recv_lat = vec![u64::MAX; n];
    // Rule 3: per even tile, words of jobs that cannot go 64-bit, and (tile, sender,
    // destination offset, words) of jobs that can.
    let d = u64::from(fabric.muxpair_delay);
    let lead_in = fabric.paired_exchange && d > 0;
    let mut narrow = vec![0u64; if lead_in { n } else { 0 }];
    let mut wide: Vec<(u32, u32, u32, u32)> = Vec::new();
    for job in &jobs.jobs {
        let words = u64::from(job.words);
        let cycles = if job.pairable {
            words.div_ceil(2)
        } else {
            words
        };
        send[job.src as usize] += cycles;
        let dst = job.dst.start as usize..job.dst.end as usize;
        for ((&r, &l), &(m, _)) in jobs.dst[dst.clone()]
            .iter()
            .zip(&jobs.lat[dst.clone()])
            .zip(&jobs.entry[dst])
        {
            recv[r as usize] += cycles;
            send_lat[job.src as usize] = send_lat[job.src as usize].min(u64::from(l));
            recv_lat[r as usize] = recv_lat[r as usize].min(u64::from(l));
            if lead_in && fabric.partner(r) > r {
                if job.pairable {
                    let offset = transfers[m as usize].dst_offset;
                    wide.push((r, job.src, offset, job.words));
                } else {
                    narrow[r as usize] += words;
                }
            }
        }
    }
    let endpoint = (0..n)
        .map(|t| {
            let s = if send[t] > 0 {
                send[t] + send_lat[t]
            } else {
                0
            };
            let r = if recv[t] > 0 {
                recv[t] + recv_lat[t]
            } else {
                0
            };
            s.max(r)
        })
        .max()
        .unwrap_or(0);
    // Rule 3, per even tile: `sum min(W, W / 2 + d)` over chains (runs of one (tile,
    // sender) whose ranges follow one another).
    wide.sort_unstable();
    let mut paired = 0u64;
    let mut i = 0;
    while i < wide.len() {
        let tile = wide[i].0;
        let mut cycles = narrow[tile as usize];
        while i < wide.len() && wide[i].0 == tile {
            let (src, mut end) = (wide[i].1, wide[i].2);
            let mut w = 0u64;
            while i < wide.len() && (wide[i].0, wide[i].1, wide[i].2) == (tile, src, end) {
                w += u64::from(wide[i].3);
                end = wide[i].2.saturating_add(4 * wide[i].3);
                i += 1;
            }
            cycles += w.min(w.div_ceil(2) + d);
        }
        paired = paired.max((recv_lat[tile as usize] + cycles).saturating_sub(d));
    }
    endpoint.max(paired)
}
