//! Tail repair of a timed unicast schedule: ejection chains on the last cycles.
//!
//! A unicast schedule of one-word pieces is an edge colouring with latencies: every piece
//! `(s → r)` takes a send cycle `t`, distinct on its sender's bus, and arrives at
//! `t + latency(s, r)`, distinct on its receiver's port. The arrival-time realisation
//! (`arrival.rs`) leaves a few words arriving in the last cycles of the phase. Here the
//! schedule is asked to end one cycle earlier, at a target horizon `H`: every piece whose last
//! word arrives at `H` or later is taken out and put back with an *ejection chain* (the
//! Kempe-chain idea of edge colouring, Vizing 1964; here a randomised min-conflicts walk as in
//! tabu-search colouring, Hertz & de Werra 1987): a waiting piece takes the send cycle `t`
//! with `t + latency < H` whose sender-bus and receiver-port slots hold the fewest other
//! pieces (ties at random; usually one of the two is free), the pieces holding them are
//! ejected and wait in turn, until none waits. Recently moved pieces are not ejected again (a
//! short tabu list); the walk is seeded and its length bounded, so the result is
//! deterministic. When every late piece is placed, the target goes below the new horizon;
//! every target reached gives a plan.
//!
//! Only pieces of one-word jobs move (a longer job's pieces keep their order and place); a
//! late piece that cannot move ends the repair. The repair plans ports only: the instructions
//! (`send`, `set_mux`, switches off) are left to the sequence engine, which realises the
//! result in a port-consistent order (`order.rs`); the caller keeps it only if it is shorter
//! (`Scheduler::schedule`, which tries the shortest plans and a second seed).

use super::generate::SplitMix;
use super::jobs::JobSet;
use super::plan::Piece;

/// Steps of the ejection walk per target horizon (each step scans the moving piece's send
/// cycles once). On the bench's transpose of 50,933 one-word transfers (bound 243, arrival
/// schedule 249) the walk reached 248, 247, 246 and 245 in 20, 406, 2,444 and 13,102 steps;
/// 244 failed within 200,000.
const STEPS_PER_TARGET: u64 = 20_000;

/// Recently moved pieces a step may not eject (the walk's tabu list).
const TABU: usize = 4;

/// Most pieces waiting to be placed again, beyond the late ones, before a walk gives up.
const MAX_PENDING: usize = 64;

/// Largest slot table (ports × cycles) the repair builds; larger phases are not repaired.
const MAX_SLOTS: u64 = 4_000_000;

/// An empty slot.
const FREE: u32 = u32::MAX;

/// `pieces` (unicast, each `planned` its send cycle) with their tail repaired to end as early
/// as possible, but not before `floor` (a lower bound): one plan per horizon reached, from one
/// cycle below the given schedule's down to the shortest, each the pieces re-timed (in the
/// given order) with the horizon they end at (`max(send + cycles + latency)`). `None` if not
/// one cycle was gained (or the phase is not unicast, or too large for the slot tables).
pub(crate) fn repair_tail(
    jobs: &JobSet,
    pieces: &[Piece],
    floor: u64,
    seed: u64,
) -> Option<Vec<(Vec<Piece>, u64)>> {
    if pieces.is_empty() || !jobs.is_unicast() {
        return None;
    }
    let lat = |p: &Piece| u64::from(jobs.latencies(p.job as usize)[0]);
    let end = |p: &Piece| p.planned + u64::from(p.to - p.from) + lat(p);
    let start_horizon = pieces.iter().map(end).max()?;
    if start_horizon <= floor {
        return None;
    }
    let movable = |p: &Piece| jobs.jobs[p.job as usize].words == 1 && p.to - p.from == 1;
    // Late pieces at the first target must all move.
    if pieces
        .iter()
        .any(|p| end(p) >= start_horizon && !movable(p))
    {
        return None;
    }
    // Ports numbered densely: senders, then receivers.
    let tiles = jobs.send_load.len();
    let mut port_of_sender = vec![u32::MAX; tiles];
    let mut port_of_receiver = vec![u32::MAX; tiles];
    let mut ports = 0u32;
    for p in pieces {
        let s = jobs.jobs[p.job as usize].src as usize;
        if port_of_sender[s] == u32::MAX {
            port_of_sender[s] = ports;
            ports += 1;
        }
    }
    for p in pieces {
        let r = jobs.receivers(p.job as usize)[0] as usize;
        if port_of_receiver[r] == u32::MAX {
            port_of_receiver[r] = ports;
            ports += 1;
        }
    }
    let width = start_horizon as usize;
    if u64::from(ports) * start_horizon > MAX_SLOTS {
        return None;
    }
    let mut state = State {
        width,
        slots: vec![FREE; ports as usize * width],
        send_port: Vec::with_capacity(pieces.len()),
        recv_port: Vec::with_capacity(pieces.len()),
        lat: Vec::with_capacity(pieces.len()),
        planned: pieces.iter().map(|p| p.planned).collect(),
        moved: vec![0; pieces.len()],
        movable: pieces.iter().map(movable).collect(),
        step: TABU as u64 + 1,
    };
    for (i, p) in pieces.iter().enumerate() {
        let j = p.job as usize;
        state
            .send_port
            .push(port_of_sender[jobs.jobs[j].src as usize]);
        state
            .recv_port
            .push(port_of_receiver[jobs.receivers(j)[0] as usize]);
        state.lat.push(lat(p));
        let len = u64::from(p.to - p.from);
        for c in p.planned..p.planned + len {
            let s = state.index(state.send_port[i], c);
            let r = state.index(state.recv_port[i], c + state.lat[i]);
            state.slots[s] = i as u32;
            state.slots[r] = i as u32;
        }
    }
    let mut rng = SplitMix::new(seed);
    let mut plans = Vec::new();
    let mut target = start_horizon - 1;
    while target >= floor {
        let late: Vec<usize> = (0..pieces.len())
            .filter(|&i| {
                end(&Piece {
                    planned: state.planned[i],
                    ..pieces[i]
                }) > target
            })
            .collect();
        if late.iter().any(|&i| !movable(&pieces[i])) {
            break;
        }
        for &i in &late {
            state.take_out(i);
        }
        let mut budget = STEPS_PER_TARGET;
        if !state.walk(late, target, &mut budget, &mut rng) {
            break;
        }
        let plan = pieces
            .iter()
            .zip(&state.planned)
            .map(|(p, &planned)| Piece { planned, ..*p })
            .collect::<Vec<Piece>>();
        // (Pieces far out of place may come back by more than one cycle.)
        let horizon = plan.iter().map(end).max().unwrap_or(0);
        plans.push((plan, horizon));
        target = horizon - 1;
    }
    Some(plans).filter(|p| !p.is_empty())
}

/// The slot tables and the pieces' current send cycles.
struct State {
    /// Cycles per port row.
    width: usize,
    /// `ports × width`: the piece holding each (port, cycle), or [`FREE`].
    slots: Vec<u32>,
    send_port: Vec<u32>,
    recv_port: Vec<u32>,
    /// Each piece's latency, cycles.
    lat: Vec<u64>,
    /// Each piece's send cycle.
    planned: Vec<u64>,
    /// The step each piece last moved at (for the tabu list).
    moved: Vec<u64>,
    /// Whether each piece may move (a one-word job).
    movable: Vec<bool>,
    step: u64,
}

impl State {
    #[inline]
    fn index(&self, port: u32, c: u64) -> usize {
        port as usize * self.width + c as usize
    }

    /// Frees one-word piece `i`'s two slots.
    fn take_out(&mut self, i: usize) {
        let s = self.index(self.send_port[i], self.planned[i]);
        let r = self.index(self.recv_port[i], self.planned[i] + self.lat[i]);
        self.slots[s] = FREE;
        self.slots[r] = FREE;
    }

    /// Puts one-word piece `i` (taken out) at send cycle `t`; both slots must be free.
    fn put(&mut self, i: usize, t: u64) {
        let s = self.index(self.send_port[i], t);
        let r = self.index(self.recv_port[i], t + self.lat[i]);
        self.slots[s] = i as u32;
        self.slots[r] = i as u32;
        self.planned[i] = t;
        self.moved[i] = self.step;
    }

    /// Places the taken-out pieces `pending` so that they and every piece they eject end by
    /// `target`, within `budget` steps; false (with pieces possibly left out) if it fails.
    /// Each step places one pending piece at the send cycle with the fewest conflicts (ties
    /// at random), ejecting the pieces that held its slots.
    fn walk(
        &mut self,
        mut pending: Vec<usize>,
        target: u64,
        budget: &mut u64,
        rng: &mut SplitMix,
    ) -> bool {
        let cap = pending.len() + MAX_PENDING;
        while let Some(cur) = pending.pop() {
            if *budget == 0 || pending.len() > cap {
                return false;
            }
            *budget -= 1;
            self.step += 1;
            let lat = self.lat[cur];
            // Latest send cycle: the word arrives at `t + lat` and ends at `t + lat + 1`.
            let Some(last) = target.checked_sub(lat + 1) else {
                return false;
            };
            let sp = self.send_port[cur];
            let rp = self.recv_port[cur];
            let step = self.step;
            let ejectable =
                |x: u32| self.movable[x as usize] && step - self.moved[x as usize] > TABU as u64;
            // (conflicts, choice): the best send cycle so far; `ties` for reservoir sampling.
            let mut best: Option<(u32, u64)> = None;
            let mut ties = 0u64;
            for t in 0..=last {
                let a = self.slots[self.index(sp, t)];
                let b = self.slots[self.index(rp, t + lat)];
                if (a != FREE && !ejectable(a)) || (b != FREE && !ejectable(b)) {
                    continue;
                }
                let k = u32::from(a != FREE) + u32::from(b != FREE);
                match best {
                    Some((bk, _)) if k > bk => continue,
                    Some((bk, _)) if k == bk => {
                        ties += 1;
                        if rng.below(ties) == 0 {
                            best = Some((k, t));
                        }
                    }
                    _ => {
                        ties = 1;
                        best = Some((k, t));
                    }
                }
                if k == 0 {
                    break;
                }
            }
            let Some((_, t)) = best else {
                return false;
            };
            let a = self.slots[self.index(sp, t)];
            let b = self.slots[self.index(rp, t + lat)];
            // (The same piece may hold both: another job between the same two tiles.)
            for x in [a, if b == a { FREE } else { b }] {
                if x != FREE {
                    self.take_out(x as usize);
                    pending.push(x as usize);
                }
            }
            self.put(cur, t);
        }
        true
    }
}

#[cfg(test)]
mod tests {
    use super::super::arrival;
    use super::super::device::hand_worked_model;
    use super::super::fabric::Fabric;
    use super::super::instructions;
    use super::super::order;
    use super::super::sequence::SequenceEngine;
    use super::super::types::Transfer;
    use super::*;

    /// A transpose of one-word transfers: tiles `4s` (`s < k`, column `s`) each send one word
    /// to each of tiles `4d + 1` (column `d`), latency classes 0-2 mixed on every port.
    fn transpose(k: u32) -> Vec<Transfer> {
        let mut phase = Vec::new();
        for s in 0..k {
            for d in 0..k {
                phase.push(Transfer {
                    src: 4 * s,
                    dst: vec![4 * d + 1],
                    words: 1,
                    src_offset: d * 4,
                    dst_offset: s * 4,
                });
            }
        }
        phase
    }

    /// Checks the ports of timed `pieces` independently (one word per sender and cycle, one
    /// arrival per receiver and cycle, every job covered once) and returns their horizon.
    fn check_ports(jobs: &JobSet, pieces: &[Piece]) -> u64 {
        let mut send = std::collections::BTreeSet::new();
        let mut recv = std::collections::BTreeSet::new();
        let mut covered = vec![0u32; jobs.jobs.len()];
        let mut horizon = 0;
        for p in pieces {
            let j = p.job as usize;
            covered[j] += p.to - p.from;
            let lat = u64::from(jobs.latencies(j)[0]);
            for c in p.planned..p.planned + u64::from(p.to - p.from) {
                assert!(
                    send.insert((jobs.jobs[j].src, c)),
                    "sender busy twice at {c}"
                );
                let r = jobs.receivers(j)[0];
                assert!(
                    recv.insert((r, c + lat)),
                    "receiver {r} twice at {}",
                    c + lat
                );
                horizon = horizon.max(c + lat + 1);
            }
        }
        for (j, job) in jobs.jobs.iter().enumerate() {
            assert_eq!(covered[j], job.words, "job {j} covered once");
        }
        horizon
    }

    /// Repairs `pieces` of `phase` (a 64-tile ipu21) down to `floor`; checks the ports of
    /// every plan and that the sequence engine realises them with every instruction in a slot,
    /// the best shorter than `pieces`; returns the horizon before and the shortest plan's.
    fn repaired(phase: &[Transfer], pieces: impl Fn(&JobSet, &Fabric) -> Vec<Piece>) -> (u64, u64) {
        let Ok(model) = hand_worked_model(64) else {
            panic!("the built-in ipu21 target loads")
        };
        let fabric = Fabric::new(&model);
        let jobs = JobSet::new(&fabric, phase);
        let pieces = pieces(&jobs, &fabric);
        let before = check_ports(&jobs, &pieces);
        let floor = 17 + jobs.recv_load.iter().copied().max().unwrap_or(0);
        let Some(plans) = repair_tail(&jobs, &pieces, floor, 1) else {
            return (before, before);
        };
        for (k, (plan, target)) in plans.iter().enumerate() {
            assert!(*target < before - k as u64);
            assert_eq!(check_ports(&jobs, plan), *target);
        }
        let Some(&(_, horizon)) = plans.last() else {
            panic!("plans are not empty")
        };
        assert!(horizon < before && horizon >= floor);
        // Realised by the sequence engine in port-consistent order (as the scheduler does),
        // every instruction in a slot; the best realisation gains on the given schedule.
        let mut realised = u64::MAX;
        for (plan, _) in &plans {
            let mut engine = SequenceEngine::new(&fabric, &jobs, vec![false; jobs.jobs.len()]);
            engine.place_all(&order::port_consistent(&jobs, plan));
            assert!(instructions::validate_chunks(&fabric, &jobs, engine.chunks.iter()).is_empty());
            realised = realised.min(engine.horizon());
        }
        assert!(realised < before, "realised {realised} against {before}");
        (before, horizon)
    }

    fn arrival_pieces(jobs: &JobSet, fabric: &Fabric) -> Vec<Piece> {
        match arrival::arrival_pieces(fabric, jobs) {
            Some((pieces, _)) => pieces,
            None => panic!("a unicast phase has arrival pieces"),
        }
    }

    #[test]
    fn words_pushed_late_come_back() {
        // The arrival schedule of a 12 x 12 transpose with three words moved 20 cycles later
        // (their ports are free there): the repair brings the tail back at least to where
        // the arrival schedule ended.
        let phase = transpose(12);
        let (_, plain) = repaired(&phase, arrival_pieces);
        let (before, after) = repaired(&phase, |jobs, fabric| {
            let mut pieces = arrival_pieces(jobs, fabric);
            for (i, p) in pieces.iter_mut().enumerate().step_by(37).take(3) {
                p.planned += 20 + i as u64;
            }
            pieces
        });
        assert!(before > plain + 15, "{before} against {plain}");
        assert!(after <= plain, "{after} against {plain}");
    }

    #[test]
    fn a_transpose_tail_ends_near_its_bound() {
        // 16 x 16 one-word transpose: bound 16 + 17 = 33, not reachable (`arrival.rs`'s
        // test: the least horizon is 34).
        let (before, after) = repaired(&transpose(16), arrival_pieces);
        assert!(after <= 34 + 1, "{after} (arrival {before})");
    }

    #[test]
    fn a_long_late_job_is_left_alone() {
        // One sender, two receivers, four words each: the late piece is a four-word job.
        let phase = [
            Transfer {
                src: 0,
                dst: vec![1],
                words: 4,
                src_offset: 0,
                dst_offset: 0,
            },
            Transfer {
                src: 0,
                dst: vec![5],
                words: 4,
                src_offset: 16,
                dst_offset: 0,
            },
        ];
        let Ok(model) = hand_worked_model(64) else {
            panic!("the built-in ipu21 target loads")
        };
        let fabric = Fabric::new(&model);
        let jobs = JobSet::new(&fabric, &phase);
        let pieces = [
            Piece {
                job: 0,
                from: 0,
                to: 4,
                planned: 0,
            },
            Piece {
                job: 1,
                from: 0,
                to: 4,
                planned: 9,
            },
        ];
        assert!(repair_tail(&jobs, &pieces, 0, 1).is_none());
    }
}
