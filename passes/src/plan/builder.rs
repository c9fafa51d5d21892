//! The planner's working state: a partially planned program, the layout each program value
//! is in, and the redistributions waiting for the next exchange phase. Op plans
//! ([`super::ops`]) extend it; the program-level search ([`super::planner`]) clones it to
//! branch.
//!
//! Invariants: a compute set is always preceded by the phase holding every redistribution
//! requested before it ([`Builder::compute`] flushes); a buffer written by a phase is read
//! only by later steps; a program input's buffer is written by the host (validity
//! [`Validity::Host`]) until the phase that completes its replicas has been flushed.

use ipu_device::{Codelet, CodeletShape, LowerBound, Target};
use smallvec::SmallVec;

use super::PlanError;
use super::geometry::{DimSplit, Rect};
use super::layout::{Elt, HostSplit, Layout, LayoutIndex, MemRegion, Order, Replicas};
use super::planned::{
    BufferKind, Call, ComputeCost, ComputeSet, Operand, Phase, PhaseCost, PlanCost, PlannedProgram,
    Redist, Step,
};
use super::program::{Program, ValueId};
use super::redistribute::{BufferId, CoordMap, Loads, SrcAxis, Validity};

/// Where a program value is.
#[derive(Clone, Debug, PartialEq)]
pub enum ValueState {
    /// A program input the host has not been told where to write yet.
    Unplaced,
    /// In a buffer.
    Placed {
        /// The buffer.
        buffer: BufferId,
        /// Which replicas are valid for the next phase.
        validity: Validity,
    },
    /// A view of another value (transpose, slice, broadcast, unit reshape): coordinates of
    /// this value read `base` through `map`.
    View {
        /// The viewed value.
        base: ValueId,
        /// This value's coordinates → the base's.
        map: CoordMap,
    },
    /// Not computed yet.
    Pending,
}

/// The running cost of the steps flushed so far.
#[derive(Clone, Debug, Default)]
pub struct RunningCost {
    /// Per compute set.
    pub compute: Vec<ComputeCost>,
    /// Per exchange phase.
    pub phases: Vec<PhaseCost>,
}

/// A partially planned program (module doc).
#[derive(Clone)]
pub struct Builder<'a> {
    /// The target.
    pub target: &'a Target,
    /// The program.
    pub program: &'a Program,
    /// What is planned so far.
    pub planned: PlannedProgram,
    /// Per program value.
    pub values: Vec<ValueState>,
    /// Redistributions for the next phase, with their loads once computed, and whether they
    /// may need on-tile copies ([`Self::allow_local_copies`] when queued).
    pending: Vec<(Redist, Option<std::sync::Arc<Loads>>, bool)>,
    /// Whether a redistribution queued now may move elements to another place on the same
    /// tile by an on-tile copy (`copy` codelet calls in a compute set after the phase). True
    /// but inside [`Self::first_without_copies`].
    pub allow_local_copies: bool,
    /// Cost of the flushed steps.
    pub running: RunningCost,
    /// Tiles the plan may use (`--tiles=N`): `0..tiles`.
    pub tiles: u32,
    /// Every buffer handed to an operation as an operand value, in order (what
    /// `lower-to-tiled` shows as the operand's layout).
    pub reads: Vec<Read>,
    /// Layouts the IR fixes (a tiled function being lowered): `None` while planning.
    pub given: Option<std::sync::Arc<GivenLayouts>>,
    /// While one operation is applied: operands the IR hands over in another layout than
    /// the plan reads them in (its `tiled.rearrange`s, [`GivenLayouts::reads`]), each with
    /// the number of the [`Self::require`] call of that value that is the operation's read,
    /// and the calls counted so far.
    reading: Vec<(ValueId, Layout, u32, u32)>,
    /// When recording (a dry run of an operation): every [`Self::require`] call's value and
    /// layout, in order.
    pub requests: Option<Vec<(ValueId, Layout)>>,
}

/// The layouts a tiled function states, which the lowering honours instead of choosing:
/// a program input is written by the host in its argument's layout, and an operand a
/// `tiled.rearrange` hands over arrives in the rearrange's layout before the operation
/// reads it in the layout its plan needs (one more exchange when the two differ).
#[derive(Clone, Debug, Default)]
pub struct GivenLayouts {
    /// Per program value: for an input, the layout the host writes it in.
    pub inputs: Vec<Option<Layout>>,
    /// Per program operation: (operand value, layout it is handed in).
    pub reads: Vec<Vec<(ValueId, Layout)>>,
    /// Per program operation: the layout its result is stated in (moved there by the next
    /// phase when its plan writes another).
    pub results: Vec<Option<Layout>>,
    /// Program outputs handed to the host in a stated layout (a `tiled.rearrange` before
    /// `func.return`), moved there after the last operation.
    pub outputs: Vec<(ValueId, Layout)>,
}

/// A value handed to an operation in a buffer ([`Builder::require`], or a cast before the
/// exchange).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Read {
    /// The value as the operation names it (possibly a view).
    pub value: ValueId,
    /// The buffer holding it for the operation.
    pub buffer: BufferId,
    /// For a cast run before the exchange: the buffer holding the cast value in the source's
    /// layout (`buffer` then holds it redistributed).
    pub cast_at_source: Option<BufferId>,
}

impl<'a> Builder<'a> {
    /// An empty plan of `program` on the first `tiles` tiles of `target`.
    pub fn new(target: &'a Target, program: &'a Program, tiles: u32) -> Self {
        let mut values = vec![ValueState::Pending; program.values.len()];
        for &i in &program.inputs {
            values[i.0 as usize] = ValueState::Unplaced;
        }
        Self {
            target,
            program,
            planned: PlannedProgram::default(),
            values,
            pending: Vec::new(),
            allow_local_copies: true,
            running: RunningCost::default(),
            tiles: tiles.min(target.tiles),
            reads: Vec::new(),
            given: None,
            reading: Vec::new(),
            requests: None,
        }
    }

    /// Sets the operands the next operation is handed in other layouts than its plan reads
    /// them in: (value, the layout it is handed in, the number of the `require` call of that
    /// value that is the read, from 1). Empty after the operation.
    pub fn set_reading(&mut self, reading: Vec<(ValueId, Layout, u32)>) {
        self.reading = reading.into_iter().map(|(v, l, n)| (v, l, n, 0)).collect();
    }

    /// Places program input `v` (through views) in the layout the IR gives it, if it has one
    /// and is not placed yet (before a plan that follows its layout reads it).
    pub fn place_given(&mut self, v: ValueId) -> Result<(), PlanError> {
        let (base, _) = self.resolve(v);
        if self.values[base.0 as usize] == ValueState::Unplaced
            && let Some(l) = self.given_input(base)
        {
            self.place_input(base, l)?;
        }
        Ok(())
    }

    /// The layout the IR gives program input `v`, if any.
    fn given_input(&self, v: ValueId) -> Option<Layout> {
        self.given
            .as_ref()
            .and_then(|g| g.inputs.get(v.0 as usize).cloned().flatten())
    }

    /// Follows views from `v` to a value that is not a view; returns it and the composed
    /// map from `v`'s coordinates to its coordinates.
    pub fn resolve(&self, v: ValueId) -> (ValueId, CoordMap) {
        let rank = self.program.value(v).shape.len();
        let mut map = CoordMap::identity(rank);
        let mut cur = v;
        while let ValueState::View { base, map: m } = &self.values[cur.0 as usize] {
            map = compose(&map, m);
            cur = *base;
        }
        (cur, map)
    }

    /// The buffer and validity of a placed value, following views only when they are the
    /// identity.
    pub fn placed(&self, v: ValueId) -> Option<(BufferId, Validity)> {
        let (base, map) = self.resolve(v);
        // A broadcast from rank 0 (no source axes) or along a new trailing dimension has an
        // identity-looking map but another shape: it is not the buffer's tensor.
        let same =
            map.is_identity() && self.program.value(base).shape == self.program.value(v).shape;
        match (&self.values[base.0 as usize], same) {
            (ValueState::Placed { buffer, validity }, true) => Some((*buffer, *validity)),
            _ => None,
        }
    }

    /// Tiles that would send elements of the box `rect` of value `v` if a consumer read them
    /// in the next phase: the owners of the blocks holding them (or, for a program input
    /// still being completed, the replicas the host wrote them to). Empty for a value not
    /// placed yet.
    pub fn source_tiles(&self, v: ValueId, rect: &Rect) -> std::collections::BTreeSet<u32> {
        let mut out = std::collections::BTreeSet::new();
        let (base, map) = self.resolve(v);
        let ValueState::Placed { buffer, validity } = self.values[base.0 as usize] else {
            return out;
        };
        let l = &self.planned.buffer(buffer).layout;
        let Some(srect) = map.src_rect(rect, &l.shape) else {
            return out;
        };
        for blk in l.blocks_overlapping(&srect) {
            match validity {
                Validity::All => {
                    out.insert(l.placement[blk][0]);
                }
                Validity::Host => {
                    for (r, &t) in l.placement[blk].iter().enumerate() {
                        if l.host_part(blk, r)
                            .and_then(|p| p.intersect(&srect))
                            .is_some()
                        {
                            out.insert(t);
                        }
                    }
                }
            }
        }
        out
    }

    /// Adds a buffer.
    pub fn buffer(
        &mut self,
        name: String,
        layout: Layout,
        kind: BufferKind,
        value: Option<ValueId>,
    ) -> BufferId {
        let load_time = match kind {
            BufferKind::Constant | BufferKind::Splat { .. } => true,
            BufferKind::Input { arg } => self
                .program
                .inputs
                .get(arg)
                .is_some_and(|&v| self.program.is_weight(v)),
            BufferKind::Temp => false,
        };
        let b = self.planned.add_buffer(name, layout, kind, value);
        self.planned.buffer_mut(b).load_time = load_time;
        b
    }

    /// Records that `v` is held by `buffer`, all replicas valid after the next phase (for
    /// results of compute sets: immediately).
    pub fn set_value(&mut self, v: ValueId, buffer: BufferId) {
        self.values[v.0 as usize] = ValueState::Placed {
            buffer,
            validity: Validity::All,
        };
        if self.planned.buffer(buffer).value.is_none() {
            self.planned.buffer_mut(buffer).value = Some(v);
        }
    }

    /// Records a view.
    pub fn set_view(&mut self, v: ValueId, base: ValueId, map: CoordMap) {
        self.values[v.0 as usize] = ValueState::View { base, map };
    }

    /// Queues a redistribution for the next phase.
    pub fn redistribute(&mut self, r: Redist) {
        self.pending.push((r, None, self.allow_local_copies));
    }

    /// The loads of the pending redistributions (computed once each). Fails with a local-copy
    /// error when one queued while copies were not allowed needs one.
    fn pending_loads(&mut self) -> Result<Loads, PlanError> {
        let mut out = Loads::default();
        for i in 0..self.pending.len() {
            if self.pending[i].1.is_none() {
                let phase = Phase {
                    name: format!("p{}", self.running.phases.len()),
                    redists: vec![self.pending[i].0.clone()],
                };
                let l = self.planned.phase_loads(&self.target.exchange, &phase)?;
                if let (false, Some(&(tile, elements))) = (self.pending[i].2, l.copies.first()) {
                    return Err(PlanError::Exchange {
                        phase: phase.name,
                        buffer: self.planned.buffer(self.pending[i].0.dst).name.clone(),
                        source: super::redistribute::RedistributeError::LocalCopy {
                            tile,
                            elements,
                        },
                    });
                }
                self.pending[i].1 = Some(std::sync::Arc::new(l));
            }
            if let Some(l) = &self.pending[i].1 {
                out.shapes.extend(l.shapes.iter().cloned());
                out.copies.extend(l.copies.iter().copied());
            }
        }
        Ok(out)
    }

    /// Applies the first of `choices` (tile rotations, say) whose redistributions need no
    /// on-tile copy, the builder restored to its present state before each attempt; when every
    /// choice needs one (or fails to exchange otherwise), the first choice with copies allowed.
    /// An error other than an exchange error ends the search.
    pub fn first_without_copies<C: Copy, R>(
        &mut self,
        choices: &[C],
        mut attempt: impl FnMut(&mut Self, C) -> Result<R, PlanError>,
    ) -> Result<R, PlanError> {
        let start = self.clone();
        let allowed = self.allow_local_copies;
        let mut last = None;
        for &c in choices {
            *self = start.clone();
            self.allow_local_copies = false;
            let r = attempt(self, c);
            self.allow_local_copies = allowed;
            match r {
                Ok(r) => return Ok(r),
                Err(e @ PlanError::Exchange { .. }) => last = Some(e),
                Err(e) => return Err(e),
            }
        }
        match (allowed, choices.first()) {
            (true, Some(&c)) => {
                *self = start;
                attempt(self, c)
            }
            _ => Err(last.unwrap_or_else(|| PlanError::Internal("no choice to plan".into()))),
        }
    }

    /// Makes `v` available in `layout` for the next compute set and returns its buffer:
    /// - a program input not placed yet is placed by the host in `layout` (spread over the
    ///   replicas by `host_split`), and its replicas completed in place by the next phase;
    /// - a value already in exactly this layout is reused;
    /// - otherwise a new buffer is filled by the next phase.
    pub fn require(
        &mut self,
        v: ValueId,
        layout: Layout,
        host_split: Option<HostSplit>,
    ) -> Result<BufferId, PlanError> {
        if let Some(r) = &mut self.requests {
            r.push((v, layout.clone()));
        }
        // An operand the IR hands over in another layout: first into that layout, then (one
        // more phase) from there into the one the plan reads.
        let read = self.reading.iter_mut().position(|(u, _, nth, calls)| {
            if *u == v {
                *calls += 1;
                *calls == *nth
            } else {
                false
            }
        });
        if let Some(i) = read {
            let (_, handed, _, _) = self.reading.remove(i);
            if !handed.same_placement(&layout) {
                let mid = self.require_inner(v, handed, None)?;
                let saved = self.values[v.0 as usize].clone();
                self.values[v.0 as usize] = ValueState::Placed {
                    buffer: mid,
                    validity: Validity::All,
                };
                let out = self.require(v, layout, host_split);
                self.values[v.0 as usize] = saved;
                return out;
            }
        }
        let b = self.require_inner(v, layout, host_split)?;
        self.reads.push(Read {
            value: v,
            buffer: b,
            cast_at_source: None,
        });
        Ok(b)
    }

    /// As [`Self::require`], but a weight (a load-time program input, [`Program::is_weight`])
    /// not placed yet (read without a view) is written by the host into every replica of
    /// `layout` ([`Layout::host_replicas`]): it is
    /// valid everywhere from the start and no phase completes it. Any other value is
    /// required as [`Self::require`] does (without a host split).
    pub fn require_host_replicas(
        &mut self,
        v: ValueId,
        layout: Layout,
    ) -> Result<BufferId, PlanError> {
        let (base, map) = self.resolve(v);
        if !(map.is_identity() && self.values[base.0 as usize] == ValueState::Unplaced)
            || self.given_input(base).is_some()
        {
            return self.require(v, layout, None);
        }
        let Some(arg) = self.program.inputs.iter().position(|&i| i == base) else {
            return self.require(v, layout, None);
        };
        // A per-inference input is written once per element (its replicas are made by
        // exchange); only load-time data may be written into every replica.
        if !self.program.is_weight(base) {
            return self.require(v, layout, None);
        }
        let name = self.program.value(v).name.clone();
        let b = self.buffer(
            name,
            layout.with_host_replicas(),
            BufferKind::Input { arg },
            Some(base),
        );
        self.values[base.0 as usize] = ValueState::Placed {
            buffer: b,
            validity: Validity::All,
        };
        self.reads.push(Read {
            value: v,
            buffer: b,
            cast_at_source: None,
        });
        Ok(b)
    }

    fn require_inner(
        &mut self,
        v: ValueId,
        layout: Layout,
        host_split: Option<HostSplit>,
    ) -> Result<BufferId, PlanError> {
        let (base, map) = self.resolve(v);
        let name = self.program.value(v).name.clone();
        let state = self.values[base.0 as usize].clone();
        match state {
            ValueState::Unplaced if self.given_input(base).is_some() => {
                // The host writes the input as the IR says, then it is read from there.
                let given = self.given_input(base).unwrap_or_else(|| layout.clone());
                self.place_input(base, given)?;
                self.require_inner(v, layout, host_split)
            }
            ValueState::Unplaced if map.is_identity() => {
                let arg = self
                    .program
                    .inputs
                    .iter()
                    .position(|&i| i == base)
                    .unwrap_or(0);
                let replicated = layout.placement.iter().any(|r| r.len() > 1);
                let layout = match host_split {
                    Some(h) if replicated => layout.with_host_split(h),
                    _ => layout,
                };
                let b = self.buffer(name, layout, BufferKind::Input { arg }, Some(base));
                if replicated {
                    let fill = Rect::full(&self.program.value(base).shape);
                    self.redistribute(Redist {
                        src: b,
                        validity: Validity::Host,
                        dst: b,
                        fill,
                        map: CoordMap::identity(map.axes.len()),
                    });
                }
                self.values[base.0 as usize] = ValueState::Placed {
                    buffer: b,
                    validity: Validity::Host,
                };
                Ok(b)
            }
            ValueState::Unplaced => {
                // A view of an unplaced input: the host writes the input in a default
                // layout, which the next phase reads through the view.
                let default = self.default_layout(base)?;
                self.require(base, default, None)?;
                self.require(v, layout, host_split)
            }
            ValueState::Placed { buffer, validity } => {
                // How the host writes an input (its split, or every replica) is not where
                // its elements are: an input is reused whatever the plan would have asked
                // the host.
                if map.is_identity() && self.planned.buffer(buffer).layout.same_placement(&layout) {
                    return Ok(buffer);
                }
                if let Some(dst) =
                    self.broadcast_rows_on_tile(base, (buffer, validity), &name, &map, &layout)?
                {
                    return Ok(dst);
                }
                let fill = Rect::full(&layout.shape);
                let dst = self.buffer(
                    format!("{name}.{}", layout.order.mnemonic()),
                    layout,
                    BufferKind::Temp,
                    None,
                );
                self.redistribute(Redist {
                    src: buffer,
                    validity,
                    dst,
                    fill,
                    map,
                });
                Ok(dst)
            }
            ValueState::View { .. } | ValueState::Pending => Err(PlanError::Internal(format!(
                "value {} is required before it is computed",
                self.program.value(v).name
            ))),
        }
    }

    /// Places program input `v` where the host writes it, in `layout` as given (its host
    /// split or `host = replicas` included): replicas the host does not write are completed
    /// by the next phase.
    fn place_input(&mut self, v: ValueId, layout: Layout) -> Result<(), PlanError> {
        let arg = self
            .program
            .inputs
            .iter()
            .position(|&i| i == v)
            .ok_or_else(|| PlanError::Internal(format!("value {v} is not an input")))?;
        let replicated = layout.placement.iter().any(|r| r.len() > 1);
        let complete = replicated && !layout.host_replicas;
        let name = self.program.value(v).name.clone();
        let b = self.buffer(name, layout, BufferKind::Input { arg }, Some(v));
        if complete {
            let fill = Rect::full(&self.program.value(v).shape);
            self.redistribute(Redist {
                src: b,
                validity: Validity::Host,
                dst: b,
                fill,
                map: CoordMap::identity(self.program.value(v).shape.len()),
            });
        }
        self.values[v.0 as usize] = ValueState::Placed {
            buffer: b,
            validity: if complete {
                Validity::Host
            } else {
                Validity::All
            },
        };
        Ok(())
    }

    /// A balanced row-major layout of value `v` over this plan's tiles: its outermost
    /// dimension with more than one element is cut into up to `tiles` blocks whose inner
    /// extent keeps whole 32-bit words.
    pub fn default_layout(&self, v: ValueId) -> Result<Layout, PlanError> {
        let val = self.program.value(v);
        even_layout(&val.shape, val.elt, self.tiles, 0)
    }

    /// Flushes the queued redistributions into an exchange phase (if any) and costs it. A
    /// redistribution that reads a buffer an earlier queued one fills (a computed value
    /// brought into another layout, then sent on: a concat's result as a matmul's bias)
    /// starts a new phase: a tile cannot send words it receives in the same phase.
    pub fn flush(&mut self) -> Result<(), PlanError> {
        while !self.pending.is_empty() {
            let split = (1..self.pending.len())
                .find(|&i| {
                    let src = self.pending[i].0.src;
                    self.pending[..i]
                        .iter()
                        .any(|(p, _, _)| p.dst == src && p.src != p.dst)
                })
                .unwrap_or(self.pending.len());
            let rest = self.pending.split_off(split);
            self.flush_phase()?;
            self.pending = rest;
        }
        Ok(())
    }

    fn flush_phase(&mut self) -> Result<(), PlanError> {
        if self.pending.is_empty() {
            return Ok(());
        }
        let loads = self.pending_loads()?;
        let phase = Phase {
            name: format!("p{}", self.running.phases.len()),
            redists: std::mem::take(&mut self.pending)
                .into_iter()
                .map(|(r, _, _)| r)
                .collect(),
        };
        // On-tile copies run in a compute set after the phase (they read what the phase's
        // sources held before it, and write buffers no other redistribution of it reads).
        let copies = if loads.copies.is_empty() {
            None
        } else {
            Some(self.copy_compute_set(&phase)?)
        };
        // A phase of on-tile copies only is no exchange.
        if copies.is_none() || !loads.shapes.is_empty() {
            self.running.phases.push(PhaseCost {
                name: phase.name.clone(),
                lower_bound: loads.lower_bound(&self.target.exchange),
                horizon: None,
                received_words: loads.received_words(),
            });
        }
        // Replicas written by this phase are valid from now on.
        for st in self.values.iter_mut() {
            if let ValueState::Placed { validity, .. } = st {
                *validity = Validity::All;
            }
        }
        if copies.is_none() || !loads.shapes.is_empty() {
            self.planned
                .steps
                .push(std::sync::Arc::new(Step::Exchange(phase)));
        }
        if let Some(cs) = copies {
            self.compute(cs)?;
        }
        Ok(())
    }

    /// A row broadcast (`[R]` or `[R, 1, ...]` read as `[R, C]`, f32, row-major) made on the
    /// tiles: the next phase brings each block's rows of the vector to the block's tiles, and
    /// a `broadcast_rows` call per block writes the rows out there. An exchange would move
    /// every destination word separately (it moves a word once per destination place), `C`
    /// transfers per row on every tile. `None` when the read is not such a broadcast, or when
    /// the exchange is estimated cheaper: its phase's lower bound alone against the vector's
    /// plus the calls' cycles and one more sync.
    fn broadcast_rows_on_tile(
        &mut self,
        base: ValueId,
        (src, validity): (BufferId, Validity),
        name: &str,
        map: &CoordMap,
        layout: &Layout,
    ) -> Result<Option<BufferId>, PlanError> {
        let vshape = self.program.value(base).shape.clone();
        let qualifies = layout.rank() == 2
            && layout.elt == Elt::F32
            && layout.order == Order::RowMajor
            && layout.host_split.is_none()
            && !vshape.is_empty()
            && vshape[0] == layout.shape[0]
            && vshape[1..].iter().all(|&d| d == 1)
            && map.axes.len() == vshape.len()
            && map.axes[0] == SrcAxis::Dst { dim: 0, offset: 0 }
            && map.axes[1..].iter().all(|a| *a == SrcAxis::Const(0))
            && layout.shape[1] > 1;
        if !qualifies {
            return Ok(None);
        }
        // The vector's row blocks, each on every tile of a destination block of those rows.
        let rows = layout.splits[0].clone();
        let mut tiles: Vec<Replicas> = vec![SmallVec::new(); rows.blocks()];
        let row_block = |blk: usize| layout.block_coords(blk)[0];
        for blk in 0..layout.blocks() {
            tiles[row_block(blk)].extend(layout.placement[blk].iter().copied());
        }
        for t in tiles.iter_mut() {
            t.sort_unstable();
            t.dedup();
        }
        let mut splits = vec![rows];
        splits.extend(vshape[1..].iter().map(|&d| DimSplit::whole(d)));
        let vl = Layout::new(
            &vshape,
            Elt::F32,
            splits,
            Order::RowMajor,
            MemRegion::Standard,
            tiles,
        )
        .map_err(PlanError::Internal)?;
        // The two ways' estimates.
        let model = &self.target.exchange;
        let sb = self.planned.buffer(src);
        let source = super::redistribute::Source {
            layout: &sb.layout,
            index: &sb.index,
            validity,
            buffer: src,
        };
        let (li, vli) = (layout.index(), vl.index());
        let dest = |layout, index, map: &CoordMap| super::redistribute::Dest {
            layout,
            index,
            buffer: BufferId::MAX,
            fill: Rect::full(&layout.shape),
            map: map.clone(),
        };
        let phase_cost = |d: &super::redistribute::Dest<'_>| {
            super::redistribute::loads(model, &source, d)
                .map(|l| l.lower_bound(model).with_instructions)
        };
        let Ok(by_exchange) = phase_cost(&dest(layout, &li, map)) else {
            return Ok(None);
        };
        let Ok(vector) = phase_cost(&dest(&vl, &vli, &CoordMap::identity(vshape.len()))) else {
            return Ok(None);
        };
        let calls = |vb: BufferId, vi: &LayoutIndex, dst: BufferId, di: &LayoutIndex| {
            let mut calls = Vec::new();
            for blk in 0..layout.blocks() {
                let r = layout.block_rect(blk);
                let (m, n) = (r.spans[0].len(), r.spans[1].len());
                let i = row_block(blk);
                for (q, &t) in layout.placement[blk].iter().enumerate() {
                    let Some(vq) = vl.placement[i].iter().position(|&u| u == t) else {
                        return Err(PlanError::Internal("a row block without its vector".into()));
                    };
                    calls.push(Call {
                        tile: t,
                        codelet: Codelet::BroadcastRows {
                            dtype: ipu_device::DType::F32,
                        },
                        shape: CodeletShape { m, n, k: 0 },
                        operands: smallvec::smallvec![
                            Operand {
                                buffer: vb,
                                offset: vi.offsets[i][vq],
                                bytes: m * 4,
                                write: false,
                            },
                            Operand {
                                buffer: dst,
                                offset: di.offsets[blk][q],
                                bytes: m * n * 4,
                                write: true,
                            },
                        ],
                    });
                }
            }
            Ok(ComputeSet {
                name: format!("{name}.broadcast"),
                calls,
            })
        };
        let on_tile = self
            .planned
            .compute_cost(self.target, &calls(src, &vli, src, &li)?)?
            .cycles;
        if vector + on_tile + u64::from(self.target.sync_cycles) >= by_exchange {
            return Ok(None);
        }
        let vb = self.require_inner(base, vl.clone(), None)?;
        let vi = self.planned.buffer(vb).index.clone();
        let dst = self.buffer(
            format!("{name}.{}", layout.order.mnemonic()),
            layout.clone(),
            BufferKind::Temp,
            None,
        );
        let di = self.planned.buffer(dst).index.clone();
        let cs = calls(vb, &vi, dst, &di)?;
        self.compute(cs)?;
        Ok(Some(dst))
    }

    /// The compute set of a phase's on-tile copies: one `copy` call per run, named after the
    /// phase.
    fn copy_compute_set(&self, phase: &Phase) -> Result<ComputeSet, PlanError> {
        let copies = self
            .planned
            .phase_local_copies(&self.target.exchange, phase)?;
        let calls = copies
            .into_iter()
            .map(|c| {
                let elt = self.planned.buffer(c.dst_buffer).layout.elt;
                let dtype = elt.dtype().ok_or_else(|| {
                    PlanError::Internal(format!("no device type for an on-tile copy of {elt:?}"))
                })?;
                let bytes = c.words * 4;
                Ok(Call {
                    tile: c.tile,
                    codelet: Codelet::Copy { dtype },
                    shape: CodeletShape {
                        m: 1,
                        n: u32::try_from(c.elements).map_err(|_| {
                            PlanError::Internal("an on-tile copy of over 2^32 elements".into())
                        })?,
                        k: 0,
                    },
                    operands: smallvec::smallvec![
                        Operand {
                            buffer: c.src_buffer,
                            offset: c.src_offset,
                            bytes,
                            write: false,
                        },
                        Operand {
                            buffer: c.dst_buffer,
                            offset: c.dst_offset,
                            bytes,
                            write: true,
                        },
                    ],
                })
            })
            .collect::<Result<Vec<_>, PlanError>>()?;
        Ok(ComputeSet {
            name: format!("{}.copy", phase.name),
            calls,
        })
    }

    /// Appends a compute set (after flushing the pending phase).
    pub fn compute(&mut self, cs: ComputeSet) -> Result<(), PlanError> {
        if cs.calls.is_empty() {
            return Ok(());
        }
        self.flush()?;
        let c = self.planned.compute_cost(self.target, &cs)?;
        self.running.compute.push(c);
        self.planned
            .steps
            .push(std::sync::Arc::new(Step::Compute(cs)));
        Ok(())
    }

    /// Cycles of the flushed steps plus the pending phase's lower bound: what the search
    /// ranks partial plans by.
    pub fn cycles_so_far(&mut self) -> Result<u64, PlanError> {
        let sync = u64::from(self.target.sync_cycles);
        let mut total: u64 = self.running.compute.iter().map(|c| c.cycles).sum::<u64>()
            + self
                .running
                .phases
                .iter()
                .map(|p| p.cycles() + sync)
                .sum::<u64>();
        if !self.pending.is_empty() {
            let lb: LowerBound = self.pending_loads()?.lower_bound(&self.target.exchange);
            total += lb.words_only + sync;
        }
        Ok(total)
    }

    /// Finishes the plan: flushes, marks outputs, checks memory and returns the program and
    /// its analytic cost.
    pub fn finish(mut self) -> Result<(PlannedProgram, PlanCost), PlanError> {
        self.flush()?;
        for &o in &self.program.outputs {
            // An output may be a view (a slice of a fused result): the host reads it from
            // the viewed buffer through the map; nothing moves.
            let (base, map) = self.resolve(o);
            if self.values[base.0 as usize] == ValueState::Unplaced {
                let l = self.default_layout(base)?;
                self.require(base, l, None)?;
            }
            let ValueState::Placed { buffer, .. } = self.values[base.0 as usize] else {
                return Err(PlanError::Internal(format!(
                    "output {} is never computed",
                    self.program.value(o).name
                )));
            };
            self.planned.buffer_mut(buffer).output = true;
            self.planned.outputs.push(super::planned::OutputRef {
                value: o,
                buffer,
                map,
            });
        }
        let memory = self.planned.memory(self.target);
        self.planned.check_memory(self.target, &memory)?;
        let sync = u64::from(self.target.sync_cycles);
        let mut cost = PlanCost {
            compute_cycles: self.running.compute.iter().map(|c| c.cycles).sum(),
            exchange_cycles: 0,
            sync_cycles: self.running.phases.len() as u64 * sync,
            active_tile_counts: self
                .running
                .compute
                .iter()
                .map(|c| c.active_tiles)
                .collect(),
            compute_sets: self.running.compute,
            phases: self.running.phases,
            memory,
        };
        cost.resum();
        Ok((self.planned, cost))
    }
}

/// `a` then `b`: `a` maps coordinates of X to Y, `b` of Y to Z; the result maps X to Z.
pub fn compose(a: &CoordMap, b: &CoordMap) -> CoordMap {
    CoordMap {
        axes: b
            .axes
            .iter()
            .map(|bz| match *bz {
                SrcAxis::Const(c) => SrcAxis::Const(c),
                SrcAxis::Dst { dim, offset } => match a.axes[dim as usize] {
                    SrcAxis::Const(c) => SrcAxis::Const((i64::from(c) + offset) as u32),
                    SrcAxis::Dst {
                        dim: d2,
                        offset: o2,
                    } => SrcAxis::Dst {
                        dim: d2,
                        offset: o2 + offset,
                    },
                },
            })
            .collect(),
    }
}

/// A balanced row-major layout of a tensor over tiles `base..base + tiles`. The dimensions
/// before the last are its rows, whatever the rank (`[B, T, D]` is cut as the `[B·T, D]`
/// it is row-major): the outermost row dimension with more than one element is cut into
/// as many blocks as there are tiles, and while the blocks are fewer than the tiles the next
/// row dimension is cut into the tiles each block has left (so a batch of 2 spreads over
/// the tiles, not over 2). A tensor whose only dimension of more than one element is the
/// last one is cut along it, in multiples of the elements per word (blocks hold whole
/// words); a row dimension is cut so that every block boundary is word aligned.
pub fn even_layout(shape: &[u32], elt: Elt, tiles: u32, base: u32) -> Result<Layout, PlanError> {
    let rank = shape.len();
    let mut splits: Vec<DimSplit> = shape.iter().map(|&d| DimSplit::whole(d)).collect();
    let tiles_wanted = tiles.max(1);
    let rows: Vec<usize> = (0..rank.saturating_sub(1))
        .filter(|&d| shape[d] > 1)
        .collect();
    let cut: Vec<usize> = if rows.is_empty() {
        (0..rank).filter(|&d| shape[d] > 1).take(1).collect()
    } else {
        rows
    };
    let mut blocks_so_far = 1u32;
    for d in cut {
        let parts = tiles_wanted / blocks_so_far;
        if parts < 2 {
            break;
        }
        let align = if d == rank - 1 { elt.per_word() } else { 1 };
        // Keep whole words when the split dimension is not innermost: the inner block size
        // in bytes must be a multiple of 4 for every cut to be word aligned.
        let inner: u64 = shape[d + 1..].iter().map(|&x| u64::from(x)).product();
        let align = if d < rank - 1 && !(inner * u64::from(elt.bytes())).is_multiple_of(4) {
            (4 / gcd((inner * u64::from(elt.bytes())) as u32, 4)).max(align)
        } else {
            align
        };
        splits[d] = DimSplit::even(shape[d], parts, align);
        blocks_so_far *= splits[d].blocks() as u32;
    }
    let blocks: usize = splits.iter().map(DimSplit::blocks).product();
    let placement: Vec<Replicas> = (0..blocks)
        .map(|b| SmallVec::from_slice(&[base + (b as u32 % tiles.max(1))]))
        .collect();
    Layout::new(
        shape,
        elt,
        splits,
        Order::RowMajor,
        MemRegion::Standard,
        placement,
    )
    .map_err(PlanError::Internal)
}

fn gcd(a: u32, b: u32) -> u32 {
    if b == 0 { a } else { gcd(b, a % b) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compose_maps() {
        // y = transpose(x) (y[i, j] = x[j, i]); z = slice(y, rows 2..) (z[i, j] = y[i + 2, j]).
        let z_to_y = CoordMap {
            axes: smallvec::smallvec![
                SrcAxis::Dst { dim: 0, offset: 2 },
                SrcAxis::Dst { dim: 1, offset: 0 }
            ],
        };
        let y_to_x = CoordMap {
            axes: smallvec::smallvec![
                SrcAxis::Dst { dim: 1, offset: 0 },
                SrcAxis::Dst { dim: 0, offset: 0 }
            ],
        };
        let z_to_x = compose(&z_to_y, &y_to_x);
        assert_eq!(
            z_to_x.axes.as_slice(),
            &[
                SrcAxis::Dst { dim: 1, offset: 0 },
                SrcAxis::Dst { dim: 0, offset: 2 }
            ]
        );
    }

    #[test]
    fn even_layouts_keep_words() {
        let l = even_layout(&[729, 9], Elt::F16, 64, 0).unwrap();
        // 9 halves per row: cuts at even rows.
        assert!(l.splits[0].bounds.iter().all(|b| b % 2 == 0 || *b == 729));
        assert_eq!(l.blocks(), 64);
        let l = even_layout(&[1, 1, 10], Elt::F8E4M3FN, 4, 3).unwrap();
        assert_eq!(l.splits[2].bounds, vec![0, 4, 8, 10]);
        assert_eq!(l.placement[2].as_slice(), &[5]);
    }

    #[test]
    fn even_layouts_spread_a_batch_over_the_tiles() {
        // [2, 729, 1152] over 1472 tiles: 2 batch blocks, each cut into 729 row blocks (the
        // [1458, 1152] rows, one per tile), the last dimension whole.
        let l = even_layout(&[2, 729, 1152], Elt::F16, 1472, 0).unwrap();
        assert_eq!(
            (
                l.splits[0].blocks(),
                l.splits[1].blocks(),
                l.splits[2].blocks()
            ),
            (2, 729, 1)
        );
        let tiles: std::collections::BTreeSet<u32> =
            l.placement.iter().flatten().copied().collect();
        assert_eq!(tiles.len(), 1458);
        // Seeded shapes of rank 2 to 4: never more blocks than tiles, and as many as the
        // rows allow (the rows of [B, T, D] are B·T).
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = |n: u32| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % u64::from(n)) as u32 + 1
        };
        for _ in 0..200 {
            let rank = 2 + next(3) as usize - 1;
            let shape: Vec<u32> = (0..rank).map(|_| next(40)).collect();
            let tiles = next(64);
            let l = even_layout(&shape, Elt::F32, tiles, 0).unwrap();
            let rows: u32 = shape[..rank - 1].iter().product();
            assert!(l.blocks() <= tiles as usize, "{shape:?} over {tiles}");
            if rows > 1 && shape[..rank - 1].iter().filter(|&&d| d > 1).count() == 1 {
                assert_eq!(l.blocks() as u32, rows.min(tiles), "{shape:?} over {tiles}");
            }
            if rows >= tiles {
                // Enough rows: at least half the tiles are used, whatever the rank.
                assert!(2 * l.blocks() as u32 >= tiles, "{shape:?} over {tiles}");
            }
        }
    }
}
