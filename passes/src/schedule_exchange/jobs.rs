//! Normalisation: the phase's transfers become *jobs*, the units the scheduler places.
//!
//! A job is one stream of source words and every destination that takes them. Transfers
//! that read the very same source words (same source tile, offset and length) to disjoint
//! destination sets are merged into one multicast job: sends carry no destination, so one
//! send feeds them all. Each job remembers its member transfers so the schedule can be
//! reported per transfer.

use std::ops::Range;

use super::fabric::Fabric;
use super::types::Transfer;

/// Transfers whose records (and, a batch later, destination lists) [`JobSet::new`] reads
/// ahead at once.
const TOUCH_BATCH: usize = 8;

/// One stream of words from one source to one or more destinations.
#[derive(Debug, Clone)]
pub(crate) struct Job {
    pub(crate) src: u32,
    pub(crate) words: u32,
    /// Receivers: indices into [`JobSet::dst`], [`JobSet::lat`], [`JobSet::entry`].
    pub(crate) dst: Range<u32>,
    /// Member transfers: indices into [`JobSet::members`].
    pub(crate) members: Range<u32>,
    /// Whether the job may be sent paired (two words per cycle): an even number of words at
    /// 8-byte aligned offsets, a source with a partner, destinations that form whole pairs.
    pub(crate) pairable: bool,
}

impl Job {
    /// Number of receivers.
    pub(crate) fn fanout(&self) -> u32 {
        self.dst.end - self.dst.start
    }
}

/// The jobs of a phase.
#[derive(Debug, Clone, Default)]
pub(crate) struct JobSet {
    pub(crate) jobs: Vec<Job>,
    /// Receiver tiles, sorted by tile within each job.
    pub(crate) dst: Vec<u32>,
    /// Latency from the job's source to each receiver.
    pub(crate) lat: Vec<u16>,
    /// For each receiver: the transfer it belongs to and its position in that `dst` list.
    pub(crate) entry: Vec<(u32, u32)>,
    /// Transfer indices of each job's members.
    pub(crate) members: Vec<u32>,
    /// Words each tile sends (a multicast word once).
    pub(crate) send_load: Vec<u64>,
    /// Words each tile receives.
    pub(crate) recv_load: Vec<u64>,
}

impl JobSet {
    /// Builds the jobs of validated `transfers`.
    pub(crate) fn new(fabric: &Fabric, transfers: &[Transfer]) -> Self {
        Self::with_parts(fabric, transfers, None)
    }

    /// [`Self::new`], where transfers of different `part` numbers (`split.rs`: the parts of
    /// one split multicast) are never merged into one job.
    pub(crate) fn with_parts(
        fabric: &Fabric,
        transfers: &[Transfer],
        part: Option<&[u32]>,
    ) -> Self {
        // Keys copied out once: sorting indices by keys read through `transfers` would cost a
        // cache miss per comparison on large phases.
        let mut keyed: Vec<(u32, u32, u32, u32, u32)> = transfers
            .iter()
            .enumerate()
            .map(|(i, t)| {
                let p = part.map_or(0, |p| p[i]);
                (t.src, t.src_offset, t.words, p, i as u32)
            })
            .collect();
        keyed.sort_unstable();
        let order: Vec<u32> = keyed.iter().map(|k| k.4).collect();
        let n = fabric.tiles as usize;
        let mut set = JobSet {
            send_load: vec![0; n],
            recv_load: vec![0; n],
            ..JobSet::default()
        };
        // Scratch: which job (per group) already takes each tile.
        let mut taken: Vec<u32> = vec![u32::MAX; n];
        let mut scratch: Vec<(u32, u32, u32)> = Vec::new();
        set.jobs.reserve(transfers.len());
        set.members.reserve(transfers.len());
        let receivers: usize = transfers.iter().map(|t| t.dst.len()).sum();
        set.dst.reserve(receivers);
        set.lat.reserve(receivers);
        set.entry.reserve(receivers);
        let mut i = 0;
        // `order` visits the transfers at random: each one's record and `dst` list are cache
        // misses. Read them ahead in batches of [`TOUCH_BATCH`] transfers (the records two
        // batches on, the lists of the next batch), as plain loads folded into a kept value:
        // a batch's loads are independent, so their misses overlap. Same jobs.
        let mut warm = 0u32;
        let mut touched = 0usize;
        while i < order.len() {
            while touched < (i + 2 * TOUCH_BATCH).min(order.len()) {
                let len = order.len();
                let records =
                    (touched + TOUCH_BATCH).min(len)..(touched + 2 * TOUCH_BATCH).min(len);
                for &ahead in &order[records] {
                    warm ^= transfers[ahead as usize].words;
                }
                for &ahead in &order[touched..(touched + TOUCH_BATCH).min(len)] {
                    warm ^= transfers[ahead as usize].dst.first().copied().unwrap_or(0);
                }
                touched += TOUCH_BATCH;
            }
            let same = |a: &(u32, u32, u32, u32, u32), b: &(u32, u32, u32, u32, u32)| {
                (a.0, a.1, a.2, a.3) == (b.0, b.1, b.2, b.3)
            };
            let mut j = i + 1;
            while j < order.len() && same(&keyed[j], &keyed[i]) {
                j += 1;
            }
            let group = &order[i..j];
            if group.len() == 1 {
                set.push_job(fabric, transfers, group, &mut scratch);
                i = j;
                continue;
            }
            // First-fit the group's transfers into jobs with disjoint destinations.
            let mut bins: Vec<Vec<u32>> = Vec::new();
            for &index in group {
                let dst = &transfers[index as usize].dst;
                let slot = bins.iter().position(|bin| {
                    let tag = bin[0];
                    for &m in bin {
                        for &d in &transfers[m as usize].dst {
                            taken[d as usize] = tag;
                        }
                    }
                    dst.iter().all(|&d| taken[d as usize] != tag)
                });
                match slot {
                    Some(b) => bins[b].push(index),
                    None => bins.push(vec![index]),
                }
            }
            for bin in bins {
                set.push_job(fabric, transfers, &bin, &mut scratch);
            }
            i = j;
        }
        std::hint::black_box(warm);
        set
    }

    /// Appends the job of `members` (`receivers`: scratch).
    fn push_job(
        &mut self,
        fabric: &Fabric,
        transfers: &[Transfer],
        members: &[u32],
        receivers: &mut Vec<(u32, u32, u32)>,
    ) {
        let first = &transfers[members[0] as usize];
        let (src, words) = (first.src, first.words);
        receivers.clear();
        for &m in members {
            for (position, &d) in transfers[m as usize].dst.iter().enumerate() {
                receivers.push((d, m, position as u32));
            }
        }
        receivers.sort_unstable();
        let start = self.dst.len() as u32;
        for &(d, m, position) in receivers.iter() {
            self.dst.push(d);
            self.lat.push(fabric.latency(src, d) as u16);
            self.entry.push((m, position));
            self.recv_load[d as usize] += u64::from(words);
        }
        self.send_load[src as usize] += u64::from(words);
        let member_start = self.members.len() as u32;
        self.members.extend_from_slice(members);
        // 64-bit mode (the device's rule 3): whole 64-bit words (an even length at 8-byte
        // aligned offsets), a sender with a partner, destinations that are whole pairs.
        let aligned = first.src_offset.is_multiple_of(8)
            && members
                .iter()
                .all(|&m| transfers[m as usize].dst_offset.is_multiple_of(8));
        let pairable = fabric.paired_exchange
            && words.is_multiple_of(2)
            && aligned
            && fabric.partner(src) != src
            && receivers.iter().all(|&(d, _, _)| {
                let p = fabric.partner(d);
                p != d && receivers.binary_search_by_key(&p, |r| r.0).is_ok()
            });
        self.jobs.push(Job {
            src,
            words,
            dst: start..self.dst.len() as u32,
            members: member_start..self.members.len() as u32,
            pairable,
        });
    }

    /// Receiver tiles of job `j`.
    #[inline]
    pub(crate) fn receivers(&self, j: usize) -> &[u32] {
        let r = &self.jobs[j].dst;
        &self.dst[r.start as usize..r.end as usize]
    }

    /// Latencies to the receivers of job `j`.
    #[inline]
    pub(crate) fn latencies(&self, j: usize) -> &[u16] {
        let r = &self.jobs[j].dst;
        &self.lat[r.start as usize..r.end as usize]
    }

    /// Most destinations taking identical data.
    pub(crate) fn max_fanout(&self) -> u32 {
        self.jobs.iter().map(Job::fanout).max().unwrap_or(0)
    }

    /// Whether every job has exactly one receiver.
    pub(crate) fn is_unicast(&self) -> bool {
        self.jobs.iter().all(|j| j.fanout() == 1)
    }
}

#[cfg(test)]
mod tests {
    use super::super::device::hand_worked_model;
    use super::*;

    fn t(src: u32, dst: &[u32], words: u32, src_offset: u32) -> Transfer {
        Transfer {
            src,
            dst: dst.to_vec(),
            words,
            src_offset,
            dst_offset: 0,
        }
    }

    /// Renders each job as `src->[dst..] words members [..] paired?`.
    fn check(transfers: &[Transfer], expect: &str) {
        let Ok(model) = hand_worked_model(16) else {
            panic!("the built-in ipu21 target loads")
        };
        let fabric = Fabric::new(&model);
        let set = JobSet::new(&fabric, transfers);
        let rendered: Vec<String> = (0..set.jobs.len())
            .map(|j| {
                let job = &set.jobs[j];
                let members = &set.members[job.members.start as usize..job.members.end as usize];
                format!(
                    "{}->{:?} w{} m{:?}{}",
                    job.src,
                    set.receivers(j),
                    job.words,
                    members,
                    if job.pairable { " pairable" } else { "" }
                )
            })
            .collect();
        assert_eq!(rendered.join("\n"), expect);
    }

    #[test]
    fn identical_source_words_merge_into_multicast() {
        check(
            &[t(0, &[3], 8, 0), t(0, &[2], 8, 0), t(0, &[5], 8, 32)],
            "0->[2, 3] w8 m[0, 1] pairable\n0->[5] w8 m[2]",
        );
    }

    #[test]
    fn overlapping_destinations_do_not_merge() {
        check(
            &[t(0, &[3], 8, 0), t(0, &[3, 4], 8, 0)],
            "0->[3] w8 m[0]\n0->[3, 4] w8 m[1]",
        );
    }
}
