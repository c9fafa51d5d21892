//! A planned program: buffers (each a value or temporary in a [`Layout`]) and a sequence of
//! BSP steps — exchange phases (redistributions between buffers) and compute sets (codelet
//! calls per tile) — with its analytic cost and memory use. This is what `lower-to-tiled`
//! and `lower-to-exchange` turn into IR.
//!
//! # Cost model (the simulator counts the same way, issue 10)
//!
//! - a compute set lasts the maximum over tiles of the sum of that tile's call cycles
//!   ([`ipu_device::Codelet::cycles`]);
//! - an exchange phase is preceded by one global sync (`target.sync_cycles`) and lasts its
//!   horizon; before scheduling, the horizon is estimated by the device's paired endpoint
//!   lower bound ([`ipu_device::endpoint_lower_bound_paired`], `words_only`); after
//!   scheduling, it is the scheduler's horizon;
//! - the total is the sum over steps.
//!
//! # Memory
//!
//! A buffer is live from the first step that touches it to the last (program inputs and
//! constants from the start, program outputs to the end, load-time data — weights,
//! constants, splats, which every inference reads — from the start to the end). Per tile and region, the peak of
//! the live buffers' bytes is reported; a plan fits when every tile's total stays within
//! the planner cap (`availableMemoryProportion` × tile memory) and each region within its
//! size (less the reserved ranges for the non-interleaved region). Code size is not
//! counted yet (the seeds' tile code is a few KiB; `size-tile-code` will account for it).

use std::collections::BTreeSet;

use ipu_device::{Codelet, CodeletShape, ExchangeModel, LowerBound, Target};
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

use super::PlanError;
use super::geometry::Rect;
use super::layout::{Layout, LayoutIndex, MemRegion};
use super::program::ValueId;
use super::redistribute::{self, BufferId, CoordMap, Dest, Loads, Source, Transfer, Validity};

/// What a buffer holds.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BufferKind {
    /// Program input number `arg`, written by the host before the program runs (each
    /// element once, as the layout's host split says).
    Input {
        /// Argument number.
        arg: usize,
    },
    /// Computed on the device.
    Temp,
    /// A `graph.constant`'s values, baked into the tile images.
    Constant,
    /// Constant data baked into the tile images: every element holds `value` (padding
    /// zero). Replicating it costs no cycles.
    Splat {
        /// The value.
        value: f32,
    },
}

/// A buffer: a tensor (or temporary) in a layout.
#[derive(Clone, Debug)]
pub struct Buffer {
    /// Name for reports and the IR.
    pub name: String,
    /// The layout.
    pub layout: Layout,
    /// Per-tile slots and offsets of the layout.
    pub index: LayoutIndex,
    /// What it holds.
    pub kind: BufferKind,
    /// The program value it holds, if any.
    pub value: Option<ValueId>,
    /// Whether it is a program output (live to the end).
    pub output: bool,
    /// Whether it holds load-time data — a weight, a constant, a splat — written once per
    /// load and read by every inference, so live from the start to the end: no later buffer
    /// may take its memory.
    pub load_time: bool,
}

/// One redistribution of an exchange phase (see [`redistribute`]).
#[derive(Clone, Debug, PartialEq)]
pub struct Redist {
    /// Source buffer.
    pub src: BufferId,
    /// Which of its replicas are valid.
    pub validity: Validity,
    /// Destination buffer (equal to `src` for an in-place completion).
    pub dst: BufferId,
    /// Destination box to fill.
    pub fill: Rect,
    /// How destination coordinates read the source.
    pub map: CoordMap,
}

/// An exchange phase.
#[derive(Clone, Debug, PartialEq)]
pub struct Phase {
    /// Name (`p0`, ...).
    pub name: String,
    /// Its redistributions.
    pub redists: Vec<Redist>,
}

/// A codelet operand: a byte range of a buffer on the call's tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Operand {
    /// The buffer.
    pub buffer: BufferId,
    /// Byte offset in the tile's buffer.
    pub offset: u32,
    /// Length, bytes.
    pub bytes: u32,
    /// Whether the call writes it.
    pub write: bool,
}

/// One codelet call on one tile.
#[derive(Clone, Debug, PartialEq)]
pub struct Call {
    /// The tile.
    pub tile: u32,
    /// The codelet.
    pub codelet: Codelet,
    /// Its size.
    pub shape: CodeletShape,
    /// Operands in the catalogue's contract order.
    pub operands: SmallVec<[Operand; 4]>,
}

/// A compute set.
#[derive(Clone, Debug, PartialEq)]
pub struct ComputeSet {
    /// Name (`fc1.gemm`, ...).
    pub name: String,
    /// Calls; a tile's calls run in this order.
    pub calls: Vec<Call>,
}

/// One BSP step.
#[derive(Clone, Debug, PartialEq)]
pub enum Step {
    /// A sync then an exchange phase.
    Exchange(Phase),
    /// A compute set.
    Compute(ComputeSet),
}

/// Where the host reads a program output: coordinates of the output read `buffer`'s tensor
/// through `map` (the identity unless the output is a view, e.g. a slice of a fused
/// result).
#[derive(Clone, Debug, PartialEq)]
pub struct OutputRef {
    /// The program output.
    pub value: ValueId,
    /// The buffer holding it.
    pub buffer: BufferId,
    /// Output coordinates → buffer tensor coordinates.
    pub map: CoordMap,
}

/// The planned program. Buffers and steps are shared (`Arc`) so that the search can copy
/// partial plans cheaply; they do not change once added (except through
/// [`PlannedProgram::buffer_mut`]).
#[derive(Clone, Debug, Default)]
pub struct PlannedProgram {
    /// Buffers; a [`BufferId`] indexes this.
    pub buffers: Vec<std::sync::Arc<Buffer>>,
    /// Steps in order.
    pub steps: Vec<std::sync::Arc<Step>>,
    /// Program outputs, in order.
    pub outputs: Vec<OutputRef>,
}

/// Cycles of one compute set.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ComputeCost {
    /// Its name.
    pub name: String,
    /// Max over tiles of the tile's summed call cycles.
    pub cycles: u64,
    /// Tiles with at least one call.
    pub active_tiles: usize,
}

/// Cycles of one exchange phase.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PhaseCost {
    /// Its name.
    pub name: String,
    /// The device's paired endpoint lower bound of its transfers.
    pub lower_bound: LowerBound,
    /// The scheduled horizon, once scheduled.
    pub horizon: Option<u64>,
    /// Words received, summed over receivers.
    pub received_words: u64,
}

impl PhaseCost {
    /// The phase's cycles: the horizon if scheduled, else the words-only lower bound.
    pub fn cycles(&self) -> u64 {
        self.horizon.unwrap_or(self.lower_bound.words_only)
    }
}

/// Peak memory over the program.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct MemoryReport {
    /// Max over tiles of the peak non-interleaved bytes.
    pub peak_standard_bytes: u64,
    /// Max over tiles of the peak interleaved bytes.
    pub peak_interleaved_bytes: u64,
    /// Max over tiles of the peak total bytes.
    pub peak_total_bytes: u64,
    /// The tile reaching `peak_total_bytes`.
    pub worst_tile: u32,
    /// The largest single buffer on one tile, bytes.
    pub max_allocation_bytes: u64,
}

/// The cost of a planned program (module doc).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlanCost {
    /// Σ compute sets.
    pub compute_cycles: u64,
    /// Σ exchange phases (horizons when scheduled, else lower bounds).
    pub exchange_cycles: u64,
    /// Σ syncs.
    pub sync_cycles: u64,
    /// Per compute set.
    pub compute_sets: Vec<ComputeCost>,
    /// Per exchange phase.
    pub phases: Vec<PhaseCost>,
    /// Memory.
    pub memory: MemoryReport,
    /// The distinct numbers of active tiles over the compute sets.
    pub active_tile_counts: BTreeSet<usize>,
}

impl PlanCost {
    /// Total cycles.
    pub fn total(&self) -> u64 {
        self.compute_cycles + self.exchange_cycles + self.sync_cycles
    }

    /// Σ exchange lower bounds (words only), regardless of scheduling.
    pub fn exchange_lower_bound(&self) -> u64 {
        self.phases.iter().map(|p| p.lower_bound.words_only).sum()
    }

    /// Recomputes the sums after phase horizons changed.
    pub fn resum(&mut self) {
        self.exchange_cycles = self.phases.iter().map(PhaseCost::cycles).sum();
    }
}

impl PlannedProgram {
    /// Adds a buffer.
    pub fn add_buffer(
        &mut self,
        name: String,
        layout: Layout,
        kind: BufferKind,
        value: Option<ValueId>,
    ) -> BufferId {
        let index = layout.index();
        self.buffers.push(std::sync::Arc::new(Buffer {
            name,
            layout,
            index,
            kind,
            value,
            output: false,
            load_time: false,
        }));
        self.buffers.len() as BufferId - 1
    }

    /// The buffer `b`.
    pub fn buffer(&self, b: BufferId) -> &Buffer {
        &self.buffers[b as usize]
    }

    /// The buffer `b`, to change it (copied if shared).
    pub fn buffer_mut(&mut self, b: BufferId) -> &mut Buffer {
        std::sync::Arc::make_mut(&mut self.buffers[b as usize])
    }

    fn endpoints<'a>(&'a self, r: &'a Redist) -> (Source<'a>, Dest<'a>) {
        let (s, d) = (self.buffer(r.src), self.buffer(r.dst));
        (
            Source {
                layout: &s.layout,
                index: &s.index,
                validity: r.validity,
                buffer: r.src,
            },
            Dest {
                layout: &d.layout,
                index: &d.index,
                buffer: r.dst,
                fill: r.fill.clone(),
                map: r.map.clone(),
            },
        )
    }

    /// Per-tile loads of a phase. Errors as [`redistribute::loads`].
    pub fn phase_loads(&self, model: &ExchangeModel, phase: &Phase) -> Result<Loads, PlanError> {
        let mut out = Loads::default();
        for r in &phase.redists {
            let (s, d) = self.endpoints(r);
            out.extend(
                redistribute::loads(model, &s, &d).map_err(|e| PlanError::Exchange {
                    phase: phase.name.clone(),
                    buffer: self.buffer(r.dst).name.clone(),
                    source: e,
                })?,
            );
        }
        Ok(out)
    }

    /// The transfers of a phase. Errors as [`redistribute::transfers`].
    pub fn phase_transfers(
        &self,
        model: &ExchangeModel,
        phase: &Phase,
    ) -> Result<Vec<Transfer>, PlanError> {
        self.per_redistribution(phase, |s, d| redistribute::transfers(model, s, d))
    }

    /// The on-tile copies of a phase ([`redistribute::local_copies`]). Errors as
    /// [`redistribute::transfers`].
    pub fn phase_local_copies(
        &self,
        model: &ExchangeModel,
        phase: &Phase,
    ) -> Result<Vec<redistribute::LocalCopy>, PlanError> {
        self.per_redistribution(phase, |s, d| redistribute::local_copies(model, s, d))
    }

    /// `f` of every redistribution of `phase`, concatenated; an error names the phase and the
    /// destination buffer.
    fn per_redistribution<T>(
        &self,
        phase: &Phase,
        f: impl Fn(&Source<'_>, &Dest<'_>) -> Result<Vec<T>, redistribute::RedistributeError>,
    ) -> Result<Vec<T>, PlanError> {
        let mut out = Vec::new();
        for r in &phase.redists {
            let (s, d) = self.endpoints(r);
            out.extend(f(&s, &d).map_err(|e| PlanError::Exchange {
                phase: phase.name.clone(),
                buffer: self.buffer(r.dst).name.clone(),
                source: e,
            })?);
        }
        Ok(out)
    }

    /// Provisional byte addresses, one per buffer: buffers laid out one after the other at
    /// the same address on every tile that holds them (no reuse; storage placement assigns
    /// the real addresses later, keeping this rule: a multicast writes one offset on every
    /// destination). Distinct buffers get disjoint ranges, so a scheduler that checks for
    /// overlapping writes or merges identical source words sees the program's real aliasing.
    pub fn provisional_bases(&self) -> Vec<u32> {
        let mut next = 0u32;
        self.buffers
            .iter()
            .map(|b| {
                let base = next;
                next += b
                    .index
                    .max_tile_bytes()
                    .next_multiple_of(super::layout::BLOCK_ALIGN);
                base
            })
            .collect()
    }

    /// The transfers of a phase in the exchange scheduler's input form, with the addresses
    /// `schedule-exchange` gives a phase before storage placement: offsets relative to each
    /// buffer, then each buffer the phase names, in name order, starting at the next multiple
    /// of 16 bytes after the previous one's last byte used in the phase. The planner's
    /// estimate of a phase is then the schedule the pass makes of the lowered phase.
    pub fn phase_transfers_addressed(
        &self,
        model: &ExchangeModel,
        phase: &Phase,
    ) -> Result<Vec<crate::schedule_exchange::Transfer>, PlanError> {
        let ts = self.phase_transfers(model, phase)?;
        // Keyed by name, then id: the lowering gives buffers of one name distinct symbols.
        let key = |b: BufferId| (self.buffer(b).name.as_str(), b);
        let mut end: std::collections::BTreeMap<(&str, BufferId), u64> = Default::default();
        for t in &ts {
            let bytes = 4 * u64::from(t.words);
            for (b, offset) in [(t.src_buffer, t.src_offset), (t.dst_buffer, t.dst_offset)] {
                let e = end.entry(key(b)).or_insert(0);
                *e = (*e).max(u64::from(offset) + bytes);
            }
        }
        let mut base: std::collections::BTreeMap<(&str, BufferId), u64> = Default::default();
        let mut next = 0u64;
        for (k, e) in end {
            base.insert(k, next);
            next = (next + e).next_multiple_of(16);
        }
        let at = |b: BufferId, offset: u32| -> Result<u32, PlanError> {
            u32::try_from(base[&key(b)] + u64::from(offset))
                .map_err(|_| PlanError::Internal("a phase's addresses pass 4 GiB".into()))
        };
        ts.into_iter()
            .map(|t| {
                Ok(crate::schedule_exchange::Transfer {
                    src: t.src,
                    dst: t.dst.to_vec(),
                    words: t.words,
                    src_offset: at(t.src_buffer, t.src_offset)?,
                    dst_offset: at(t.dst_buffer, t.dst_offset)?,
                })
            })
            .collect()
    }

    /// Cycles of a compute set: max over tiles of the sum of the tile's calls, and the
    /// number of active tiles. Errors when a call is invalid for the target (our bug).
    pub fn compute_cost(&self, target: &Target, cs: &ComputeSet) -> Result<ComputeCost, PlanError> {
        let mut per_tile = vec![0u64; target.tiles as usize];
        for c in &cs.calls {
            let cycles = c
                .codelet
                .cycles(target, &c.shape)
                .map_err(|e| PlanError::Codelet {
                    compute_set: cs.name.clone(),
                    tile: c.tile,
                    message: e.to_string(),
                })?;
            per_tile[c.tile as usize] += cycles;
        }
        Ok(ComputeCost {
            name: cs.name.clone(),
            cycles: per_tile.iter().copied().max().unwrap_or(0),
            active_tiles: per_tile.iter().filter(|&&c| c > 0).count(),
        })
    }

    /// The first and last step touching each buffer (inputs and constants from step 0,
    /// outputs and load-time data to the last step).
    fn live_ranges(&self) -> Vec<Option<(usize, usize)>> {
        let last = self.steps.len().saturating_sub(1);
        let mut live: Vec<Option<(usize, usize)>> = vec![None; self.buffers.len()];
        let mut touch = |b: BufferId, s: usize| {
            let e = &mut live[b as usize];
            *e = Some(match *e {
                None => (s, s),
                Some((a, z)) => (a.min(s), z.max(s)),
            });
        };
        for (s, step) in self.steps.iter().enumerate() {
            match &**step {
                Step::Exchange(p) => {
                    for r in &p.redists {
                        touch(r.src, s);
                        touch(r.dst, s);
                    }
                }
                Step::Compute(cs) => {
                    for c in &cs.calls {
                        for o in &c.operands {
                            touch(o.buffer, s);
                        }
                    }
                }
            }
        }
        for (b, buf) in self.buffers.iter().enumerate() {
            let early = !matches!(buf.kind, BufferKind::Temp);
            if let Some((a, z)) = &mut live[b] {
                if early {
                    *a = 0;
                }
                if buf.output || buf.load_time {
                    *z = last;
                }
            }
        }
        live
    }

    /// Peak memory (module doc).
    pub fn memory(&self, target: &Target) -> MemoryReport {
        let n = target.tiles as usize;
        let steps = self.steps.len().max(1);
        // Events: at step `a` add, after step `z` remove.
        let mut add: Vec<Vec<BufferId>> = vec![Vec::new(); steps + 1];
        let mut remove: Vec<Vec<BufferId>> = vec![Vec::new(); steps + 1];
        let mut max_alloc = 0u64;
        for (b, r) in self.live_ranges().into_iter().enumerate() {
            if let Some((a, z)) = r {
                add[a].push(b as BufferId);
                remove[z + 1].push(b as BufferId);
                max_alloc = max_alloc.max(u64::from(self.buffers[b].index.max_tile_bytes()));
            }
        }
        let mut cur = [vec![0u64; n], vec![0u64; n]];
        let mut peak = [vec![0u64; n], vec![0u64; n]];
        let mut peak_total = vec![0u64; n];
        for s in 0..=steps {
            for &b in &remove[s] {
                let buf = &self.buffers[b as usize];
                let r = usize::from(buf.layout.region == MemRegion::Interleaved);
                for (t, slots) in &buf.index.tiles {
                    cur[r][*t as usize] -=
                        u64::from(slots.last().map_or(0, |x| x.offset + x.bytes));
                }
            }
            if s == steps {
                break;
            }
            for &b in &add[s] {
                let buf = &self.buffers[b as usize];
                let r = usize::from(buf.layout.region == MemRegion::Interleaved);
                for (t, slots) in &buf.index.tiles {
                    let t = *t as usize;
                    cur[r][t] += u64::from(slots.last().map_or(0, |x| x.offset + x.bytes));
                    peak[r][t] = peak[r][t].max(cur[r][t]);
                    peak_total[t] = peak_total[t].max(cur[0][t] + cur[1][t]);
                }
            }
        }
        let (worst_tile, peak_total_bytes) = peak_total
            .iter()
            .enumerate()
            .max_by_key(|(t, b)| (**b, std::cmp::Reverse(*t)))
            .map(|(t, b)| (t as u32, *b))
            .unwrap_or((0, 0));
        MemoryReport {
            peak_standard_bytes: peak[0].iter().copied().max().unwrap_or(0),
            peak_interleaved_bytes: peak[1].iter().copied().max().unwrap_or(0),
            peak_total_bytes,
            worst_tile,
            max_allocation_bytes: max_alloc,
        }
    }

    /// Per step, the most bytes live at once on any tile during that step, per region
    /// (`[standard, interleaved]`), with the liveness of [`Self::memory`].
    pub fn step_peaks(&self, target: &Target) -> Vec<[u64; 2]> {
        let n = target.tiles as usize;
        let steps = self.steps.len();
        let mut add: Vec<Vec<usize>> = vec![Vec::new(); steps + 1];
        let mut remove: Vec<Vec<usize>> = vec![Vec::new(); steps + 1];
        for (b, r) in self.live_ranges().into_iter().enumerate() {
            if let Some((a, z)) = r {
                add[a].push(b);
                remove[z + 1].push(b);
            }
        }
        let mut cur = [vec![0u64; n], vec![0u64; n]];
        let mut out = Vec::with_capacity(steps);
        let bytes = |slots: &[super::layout::BlockSlot]| {
            u64::from(slots.last().map_or(0, |x| x.offset + x.bytes))
        };
        for s in 0..steps {
            for &b in &remove[s] {
                let buf = &self.buffers[b];
                let r = usize::from(buf.layout.region == MemRegion::Interleaved);
                for (t, slots) in &buf.index.tiles {
                    cur[r][*t as usize] -= bytes(slots);
                }
            }
            for &b in &add[s] {
                let buf = &self.buffers[b];
                let r = usize::from(buf.layout.region == MemRegion::Interleaved);
                for (t, slots) in &buf.index.tiles {
                    cur[r][*t as usize] += bytes(slots);
                }
            }
            out.push([
                cur[0].iter().copied().max().unwrap_or(0),
                cur[1].iter().copied().max().unwrap_or(0),
            ]);
        }
        out
    }

    /// Checks the memory report against the target (module doc). Errors name the tile and
    /// the bytes ([`PlanError::OutOfMemory`], the user's program does not fit).
    pub fn check_memory(&self, target: &Target, mem: &MemoryReport) -> Result<(), PlanError> {
        let cap = target.planner_memory_cap_bytes();
        let standard = u64::from(
            target
                .memory
                .region_range(MemRegion::Standard.device())
                .len(),
        ) - target
            .memory
            .reserved_ranges()
            .iter()
            .map(|r| u64::from(r.len()))
            .sum::<u64>();
        let interleaved = u64::from(
            target
                .memory
                .region_range(MemRegion::Interleaved.device())
                .len(),
        );
        for (what, need, have) in [
            ("total", mem.peak_total_bytes, cap),
            ("non-interleaved", mem.peak_standard_bytes, standard),
            ("interleaved", mem.peak_interleaved_bytes, interleaved),
        ] {
            if need > have {
                return Err(PlanError::OutOfMemory {
                    tile: mem.worst_tile,
                    region: what,
                    needed: need,
                    available: have,
                });
            }
        }
        Ok(())
    }

    /// The analytic cost (module doc): exchange phases at their lower bounds.
    pub fn cost(&self, target: &Target) -> Result<PlanCost, PlanError> {
        let mut compute_sets = Vec::new();
        let mut phases = Vec::new();
        for step in &self.steps {
            match &**step {
                Step::Compute(cs) => compute_sets.push(self.compute_cost(target, cs)?),
                Step::Exchange(p) => {
                    let loads = self.phase_loads(&target.exchange, p)?;
                    phases.push(PhaseCost {
                        name: p.name.clone(),
                        lower_bound: loads.lower_bound(&target.exchange),
                        horizon: None,
                        received_words: loads.received_words(),
                    });
                }
            }
        }
        let memory = self.memory(target);
        let mut cost = PlanCost {
            compute_cycles: compute_sets.iter().map(|c| c.cycles).sum(),
            exchange_cycles: 0,
            sync_cycles: phases.len() as u64 * u64::from(target.sync_cycles),
            active_tile_counts: compute_sets.iter().map(|c| c.active_tiles).collect(),
            compute_sets,
            phases,
            memory,
        };
        cost.resum();
        Ok(cost)
    }
}
