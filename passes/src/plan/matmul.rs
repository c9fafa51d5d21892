//! Operator plans for `graph.matmul` and `graph.fused_matmul`.
//!
//! # The decomposition
//!
//! `C[M, N] = A[M, K] · B[K, N]` is cut into a `pm × pn × pk` grid: `M` into `pm` row
//! blocks (multiples of 6 rows: the AMP codelet gives each of its 6 workers `ceil(m / 6)`
//! rows), `N` into `pn` column blocks (multiples of the AMP's 16 output channels) and `K`
//! into `pk` blocks (multiples of the AMP's contracted block, 16 f16, 8 f32 or 32 f8
//! values).
//! Tile `(i, j, l)` computes the partial product `A[i, l] · B[l, j]` with one AMP call.
//!
//! - **A** is needed by the `pn` tiles `(i, ·, l)`: its layout replicates block `(i, l)` on
//!   them, in the AMP activation order, in interleaved memory. Those tiles are numbered
//!   consecutively, so pairs `2q, 2q + 1` share A and receive it with 64-bit (paired)
//!   exchange. A program input is written by the host either into every replica
//!   (`host_replicas`: no exchange) or spread over the replicas (each row once) and
//!   completed in place; a computed A is redistributed from its producer.
//! - **B** is needed by the `pm` tiles `(·, j, l)`: replicated in the AMP weight order. The
//!   host spreads a weight over the replicas by column blocks (each element once).
//! - **Partials.** With `pk > 1` each tile's product is a partial sum (f16 or f32, a plan
//!   choice: f16 halves the exchange and the reduction, f32 keeps the accumulator's
//!   precision). Block `(i, j)` is cut by rows into `pk` chunks; the reducer of chunk `c`
//!   (a tile outside the group `(i, j, ·)`, so nothing is copied locally) receives the `pk`
//!   partial chunks into one contiguous `[pk (+1), rows, cols]` buffer and sums them with one
//!   `reduce_add` call. A bias is one more "partial": the bias row segment repeated over the
//!   chunk's rows, multicast to the reducers of its column block.
//! - **Epilogue.** GELU, scale (a multiply by a constant buffer) and elementwise add/mul run
//!   on the reduced chunks, in one compute set with the reduction.
//! - **Casts** folded into operands (`lhs_cast`, `rhs_cast` to f8) run either at the source
//!   (before the exchange: half the words move) or at the destination (after it: every
//!   replica casts); a plan choice the local search revisits ("cast order").
//!
//! The result's layout is the reducers' chunk layout (row-major chunks), which the next
//! operation redistributes from.
//!
//! # What this decomposition can reach
//!
//! Per tile, with the ipu21 device model (f16: 64 MACs/cycle, 16 × 16 AMP blocks, 6
//! workers) and a block of `m × n × k` (`m` a multiple of 6, `n` and `k` of 16), in cycles:
//!
//! - GEMM: `63 + 15·(k/16) + (n/16)·(k/16)·(235 + 24·ceil(m/6))` — each 16 × 16 pass costs
//!   235 cycles of supervisor, weight load and worker set-up whatever `m` is, so the AMP
//!   reaches `4m / (4m + 235)` of its peak: 86 % at `m = 366`, 93 % at `m = 729` (FP8: 16 × 32
//!   passes of 378 fixed cycles at twice the rate, `4m / (4m + 378)`);
//! - A broadcast (paired): `m·k/4`; B (unpaired, none when `pm = 1`): `k·n/2·(pm−1)/pm`;
//! - partials and bias to the reducer: `(pk + 1)·ceil(m/pk)·n/2` words; `reduce_add`:
//!   `(pk + 3)·ceil(m/pk)·n/4`; tanh GELU: 3 per element of the chunk.
//!
//! A large `m` (AMP efficiency) makes the A broadcast (`m·k`) and the partials (`m·n`)
//! large; with `m·n·k` fixed by the tile count the three terms balance. Enumerating every
//! `pm × pn × pk ≤ 1472` with these formulas (either operand order, either operand paired)
//! gives for the SigLIP MLP at best 84.4 k cycles for `fc1` (`2 × 90 × 8`) and 76.2 k for `fc2`
//! (`2 × 24 × 30`; `3 × 18 × 27` 76.8 k), about 160.5 k together before syncs and
//! scheduling — the selected plans (`2 × 90 × 8`, `2 × 24 × 30`) cost 164,425 analytically
//! and 166,319 simulated (2026-11-30).
//! That was with every input element written once by the host and the replicas completed
//! by exchange. With [`MatmulPlan::host_replicas`] an operand that is a program input is
//! written by the host into every replica (the issue: inputs are written "straight into the
//! layout the plan chooses", not device cycles, but the replicas must fit in memory): `fc1`
//! then pays no A or B broadcast and the SigLIP MLP costs 145,704 cycles, estimated and
//! simulated alike (2026-11-30). The search drops states over the memory cap, since those
//! replicas live from the program's start.

use ipu_device::{Codelet, CodeletShape, DType, Target};
use serde::{Deserialize, Serialize};
use smallvec::SmallVec;

use super::PlanError;
use super::builder::Builder;
use super::geometry::{DimSplit, Rect};
use super::layout::{Elt, HostSplit, Layout, MemRegion, Order, Replicas};
use super::planned::{BufferKind, Call, ComputeSet, Operand, Redist};
use super::program::{EpilogueStep, Op, OpKind, OperandCast, ValueId};
use super::redistribute::{BufferId, CoordMap, SrcAxis, Validity};

/// One matmul plan (module doc).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct MatmulPlan {
    /// Row blocks.
    pub pm: u32,
    /// Column blocks.
    pub pn: u32,
    /// Contracted-dimension blocks.
    pub pk: u32,
    /// Type of the partial sums when `pk > 1` (f16 or f32).
    pub partials: Elt,
    /// Tile numbers are rotated by this much (to keep a producer's and a consumer's tiles
    /// from colliding).
    pub rotate: u32,
    /// Casts folded into operands run before the exchange (true) or after (false).
    pub cast_at_source: bool,
    /// Products, partials and the result are stored in the AMP activation order over
    /// `[M, N]` (16-column slabs: one GEMM call per slab writes one slab), so that a
    /// consuming matmul receives the result in long runs; else row-major (one GEMM call).
    pub out_amp: bool,
    /// Operands that are program inputs not placed yet (read without a view, cast, if
    /// any, after the exchange) are written by the host into every replica of their
    /// layout (`Layout::host_replicas`): no broadcast phase, the replicas' memory only.
    #[serde(default)]
    pub host_replicas: bool,
}

impl std::fmt::Display for MatmulPlan {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "m={} n={} k={} partials={} rotate={}{}{}",
            self.pm,
            self.pn,
            self.pk,
            self.partials.mlir_name(),
            self.rotate,
            if self.cast_at_source {
                " cast=source"
            } else {
                ""
            },
            if self.host_replicas {
                " host=replicas"
            } else {
                ""
            }
        )
    }
}

/// The matmul an op computes, with its operands and epilogue.
#[derive(Clone, Debug)]
pub struct MatmulOp {
    /// Rows.
    pub m: u32,
    /// Contracted dimension.
    pub k: u32,
    /// Columns.
    pub n: u32,
    /// The AMP input type (f16, f32 or an f8 type).
    pub input: Elt,
    /// The result's element type.
    pub out: Elt,
    /// lhs value and its cast.
    pub lhs: (ValueId, Option<OperandCast>),
    /// rhs value and its cast.
    pub rhs: (ValueId, Option<OperandCast>),
    /// Epilogue steps with their operands.
    pub epilogue: Vec<(EpilogueStep, Option<ValueId>)>,
    /// Whether the result is the lhs of another matmul.
    pub feeds_matmul: bool,
    /// Whether lhs is a weight (a load-time program input) not placed yet, read without a
    /// view (the host can write its replicas, `MatmulPlan::host_replicas`).
    pub lhs_host: bool,
    /// The same for rhs.
    pub rhs_host: bool,
}

impl MatmulOp {
    /// Reads a matmul or fused matmul. Errors ([`PlanError::Unsupported`], the user's
    /// program) for batch dimensions, operand types without an AMP, or mixed AMP types.
    pub fn from_op(b: &Builder<'_>, op: &Op) -> Result<Self, PlanError> {
        let p = b.program;
        let unsupported = |m: String| PlanError::Unsupported {
            op: op.kind.name(),
            name: op.name.clone(),
            message: m,
        };
        let (lhs, rhs) = (op.operands[0], op.operands[1]);
        let (lv, rv) = (p.value(lhs), p.value(rhs));
        if lv.shape.len() != 2 || rv.shape.len() != 2 {
            return Err(unsupported(
                "batch dimensions are not planned yet (rank-2 operands only)".into(),
            ));
        }
        let (lc, rc, steps) = match &op.kind {
            OpKind::Matmul => (None, None, Vec::new()),
            OpKind::FusedMatmul {
                epilogue,
                lhs_cast,
                rhs_cast,
            } => (*lhs_cast, *rhs_cast, epilogue.clone()),
            _ => return Err(PlanError::Internal(format!("{} is not a matmul", op.name))),
        };
        let li = lc.map_or(lv.elt, |c| c.to);
        let ri = rc.map_or(rv.elt, |c| c.to);
        if li != ri {
            return Err(unsupported(format!(
                "operand types {} and {} differ; the AMP multiplies one type",
                li.mlir_name(),
                ri.mlir_name()
            )));
        }
        if !matches!(li, Elt::F16 | Elt::F32 | Elt::F8E4M3FN | Elt::F8E5M2) {
            return Err(unsupported(format!(
                "the AMP has no {} mode (f16, f32 and f8 only)",
                li.mlir_name()
            )));
        }
        let out = p.value(op.result).elt;
        // The f32 AMP accumulates and writes f32 (`ipu_device::Codelet::GemmAmp`).
        if li == Elt::F32 && out != Elt::F32 {
            return Err(unsupported(format!(
                "f32 operands with a {} result (the f32 AMP writes f32)",
                out.mlir_name()
            )));
        }
        if !matches!(out, Elt::F16 | Elt::F32) {
            return Err(unsupported(format!(
                "result type {} (f16 or f32 only)",
                out.mlir_name()
            )));
        }
        let mut epilogue = Vec::new();
        let mut k = 2;
        for s in steps {
            if s == EpilogueStep::GeluErf {
                return Err(unsupported(
                    "the codelet catalogue has no erf GELU (tanh only)".into(),
                ));
            }
            let operand = s.takes_operand().then(|| {
                k += 1;
                op.operands[k - 1]
            });
            epilogue.push((s, operand));
        }
        // Only load-time data (a weight) may be written by the host into every replica: a
        // per-inference input crosses the host link once per element.
        let host = |v: ValueId| {
            let (base, map) = b.resolve(v);
            map.is_identity()
                && b.values[base.0 as usize] == super::builder::ValueState::Unplaced
                && p.inputs.contains(&base)
                && p.is_weight(base)
        };
        Ok(Self {
            lhs_host: host(lhs),
            rhs_host: host(rhs),
            m: lv.shape[0],
            k: lv.shape[1],
            n: rv.shape[1],
            input: li,
            out,
            lhs: (lhs, lc),
            rhs: (rhs, rc),
            epilogue,
            feeds_matmul: p.ops.iter().any(|o| {
                matches!(o.kind, OpKind::Matmul | OpKind::FusedMatmul { .. })
                    && o.operands.first() == Some(&op.result)
            }),
        })
    }

    /// Whether the host writes the replicas of lhs (`.0`) and rhs (`.1`) under `plan`: a
    /// program input not placed yet, its cast (if any) after the exchange.
    pub fn host_writes(&self, plan: &MatmulPlan) -> (bool, bool) {
        let ok = |host: bool, cast: Option<OperandCast>| {
            plan.host_replicas && host && (cast.is_none() || !plan.cast_at_source)
        };
        (ok(self.lhs_host, self.lhs.1), ok(self.rhs_host, self.rhs.1))
    }

    /// Whether the epilogue starts with a bias.
    fn bias(&self) -> Option<ValueId> {
        match self.epilogue.first() {
            Some((EpilogueStep::Bias, v)) => *v,
            _ => None,
        }
    }
}

fn bk(target: &Target, input: Elt) -> u32 {
    if input.is_f8() {
        target.amp.block_k_f8
    } else if input == Elt::F32 {
        target.amp.block_k_f32
    } else {
        target.amp.block_k_f16
    }
}

fn dtype(e: Elt) -> Result<DType, PlanError> {
    e.dtype()
        .ok_or_else(|| PlanError::Internal(format!("{} has no codelet type", e.mlir_name())))
}

fn reduce_cycles(target: &Target, elt: Elt, n: u64, k: u64) -> u64 {
    let Some(d) = elt.dtype() else { return 0 };
    Codelet::ReduceAdd { dtype: d }
        .cycles(
            target,
            &CodeletShape {
                m: 1,
                n: n.clamp(1, u64::from(u32::MAX)) as u32,
                k: k.max(1) as u32,
            },
        )
        .unwrap_or(0)
}

/// Quick cycle estimate of a plan for ranking before building it: the GEMM of the largest
/// block (device formula), the paired receive of A, the receive of B (neither when the host
/// writes that operand's replicas), the partial
/// reduction's receive and its `reduce_add` (device formula). Not a bound; the built plan's
/// cost replaces it.
pub fn quick_estimate(target: &Target, mm: &MatmulOp, p: &MatmulPlan) -> Option<u64> {
    let bkv = bk(target, mm.input);
    let bn = target.amp.block_n;
    let (ms, ns, ks) = (
        DimSplit::even(mm.m, p.pm, 6),
        DimSplit::even(mm.n, p.pn, bn),
        DimSplit::even(mm.k, p.pk, bkv),
    );
    let (m, n, k) = (ms.max_len(), ns.max_len(), ks.max_len());
    let (pm, pn, pk) = (ms.blocks() as u64, ns.blocks() as u64, ks.blocks() as u64);
    let input = dtype(mm.input).ok()?;
    let part = if pk > 1 { p.partials } else { mm.out };
    let gemm = Codelet::GemmAmp {
        input,
        output: dtype(part).ok()?,
    }
    .cycles(target, &CodeletShape { m, n, k })
    .ok()?;
    let eb = u64::from(mm.input.bytes());
    let kp = u64::from(k.div_ceil(bkv) * bkv);
    let (a_host, b_host) = mm.host_writes(p);
    let a = if pn > 1 && !a_host {
        u64::from(m) * kp * eb / 4 / 2 * (pn - 1) / pn
    } else {
        0
    };
    let b = if pm > 1 && !b_host {
        kp * u64::from(n) * eb / 4 * (pm - 1) / pm
    } else {
        0
    };
    let has_bias = u64::from(mm.bias().is_some());
    let chunk = u64::from(m).div_ceil(pk) * u64::from(n);
    let (c, red) = if pk > 1 || has_bias == 1 {
        let pb = u64::from(part.bytes());
        (
            (pk + has_bias) * chunk * pb / 4,
            reduce_cycles(target, part, chunk, pk + has_bias),
        )
    } else {
        (0, 0)
    };
    Some(gemm + a + b + c + red)
}

/// Whether the largest A block, B block and GEMM output of `p` fit one tile together
/// (`Target::planner_memory_cap_bytes`): a lower bound of the tile's peak, so a plan
/// failing it cannot fit; the built plan's memory check is the real test.
fn fits_blocks(target: &Target, mm: &MatmulOp, p: &MatmulPlan) -> bool {
    let bkv = bk(target, mm.input);
    let bn = target.amp.block_n;
    let m = u64::from(DimSplit::even(mm.m, p.pm, 6).max_len());
    let n = u64::from(DimSplit::even(mm.n, p.pn, bn).max_len().div_ceil(bn) * bn);
    let k = u64::from(DimSplit::even(mm.k, p.pk, bkv).max_len().div_ceil(bkv) * bkv);
    let out = if p.pk > 1 { p.partials } else { mm.out };
    let bytes = (m * k + k * n) * u64::from(mm.input.bytes()) + m * n * u64::from(out.bytes());
    bytes <= target.planner_memory_cap_bytes()
}

/// Whether row-major partials of type `partials` over the grid `ms × ns` have a block of
/// an odd number of 16- or 8-bit elements (an odd row block and an odd column block),
/// which the reduce exchange cannot move in whole 32-bit words.
fn odd_partials(ms: &DimSplit, ns: &DimSplit, partials: Elt, out_amp: bool) -> bool {
    let odd = |d: &DimSplit| (0..d.blocks()).any(|i| d.span(i).len() % 2 == 1);
    partials.bytes() < 4 && !out_amp && odd(ms) && odd(ns)
}

/// Candidate plans of a matmul on `tiles` tiles, best quick estimate first, at most
/// `limit`. Splits that leave a dimension with fewer blocks than asked are folded into the
/// plan that asks for exactly that many.
pub fn candidates(target: &Target, tiles: u32, mm: &MatmulOp, limit: usize) -> Vec<MatmulPlan> {
    let bkv = bk(target, mm.input);
    let bn = target.amp.block_n;
    let (mb, nb, kb) = (mm.m.div_ceil(6), mm.n.div_ceil(bn), mm.k.div_ceil(bkv));
    let mut seen = std::collections::BTreeSet::new();
    let mut out: Vec<(u64, MatmulPlan)> = Vec::new();
    // f32 products keep f32 partials (the f32 AMP writes f32 only), f8 products f16.
    let parts: &[Elt] = if mm.input == Elt::F32 {
        &[Elt::F32]
    } else if mm.input.is_f8() {
        &[Elt::F16]
    } else {
        &[Elt::F16, Elt::F32]
    };
    for pm in 1..=mb.min(24) {
        for pk in 1..=kb.min(96) {
            if pm * pk > tiles {
                break;
            }
            let most = (tiles / (pm * pk)).min(nb).max(1);
            // The most column blocks, and the fewest that keep the same largest block.
            let per = nb.div_ceil(most);
            for pn in [most, nb.div_ceil(per), most.saturating_sub(1).max(1)] {
                let (ms, ns, ks) = (
                    DimSplit::even(mm.m, pm, 6).blocks() as u32,
                    DimSplit::even(mm.n, pn, bn).blocks() as u32,
                    DimSplit::even(mm.k, pk, bkv).blocks() as u32,
                );
                let hosts: &[bool] = if mm.lhs_host || mm.rhs_host {
                    &[true, false]
                } else {
                    &[false]
                };
                for (&partials, &host_replicas) in (if ks > 1 { parts } else { &parts[..1] })
                    .iter()
                    .flat_map(|e| hosts.iter().map(move |h| (e, h)))
                {
                    let p = MatmulPlan {
                        pm: ms,
                        pn: ns,
                        pk: ks,
                        partials,
                        rotate: 0,
                        cast_at_source: false,
                        out_amp: mm.feeds_matmul && mm.n.is_multiple_of(bn),
                        host_replicas,
                    };
                    if !seen.insert(p.clone()) {
                        continue;
                    }
                    let (msplit, nsplit) =
                        (DimSplit::even(mm.m, pm, 6), DimSplit::even(mm.n, pn, bn));
                    if ks > 1 && odd_partials(&msplit, &nsplit, partials, p.out_amp) {
                        continue;
                    }
                    if fits_blocks(target, mm, &p)
                        && let Some(c) = quick_estimate(target, mm, &p)
                    {
                        out.push((c, p));
                    }
                }
            }
        }
    }
    out.sort_by(|a, b| {
        a.0.cmp(&b.0)
            .then_with(|| format!("{:?}", a.1).cmp(&format!("{:?}", b.1)))
    });
    out.truncate(limit);
    out.into_iter().map(|(_, p)| p).collect()
}

/// The geometry of a plan applied to a matmul: the splits and the tile of every grid
/// position `g(i, j, l) = (i · pk + l) · pn + j` (see [`assign_tiles`]).
struct Grid {
    ms: DimSplit,
    ns: DimSplit,
    ks: DimSplit,
    pm: usize,
    pn: usize,
    pk: usize,
    /// Tile of grid position `g`; positions past `used()` list the remaining tiles.
    table: Vec<u32>,
}

impl Grid {
    fn g(&self, i: usize, j: usize, l: usize) -> usize {
        (i * self.pk + l) * self.pn + j
    }

    fn tile(&self, i: usize, j: usize, l: usize) -> u32 {
        self.table[self.g(i, j, l)]
    }

    fn used(&self) -> usize {
        self.pm * self.pn * self.pk
    }

    /// Reducer of chunk `c` of block `(i, j)`: the next grid position's tile, which lies
    /// outside the group `(i, j, ·)` whenever `pn > 1`; else the next row block's group;
    /// else a tile after the grid.
    fn reducer(&self, i: usize, j: usize, c: usize) -> Option<u32> {
        let g = self.g(i, j, c);
        let at = if self.pn > 1 {
            (g + 1) % self.used()
        } else if self.pm > 1 {
            (g + self.pk) % self.used()
        } else if g + self.used() < self.table.len() {
            g + self.used()
        } else {
            return None;
        };
        Some(self.table[at])
    }
}

/// Assigns tiles to grid positions, in position order, from the tiles `0..tiles` (the
/// scan starting at `rotate`): consecutive `j` of one A group take a tile pair `2q, 2q + 1`
/// when they can (so the pair receives A with 64-bit exchange), and no position takes a
/// tile in `forbidden(i, j, l)` (a tile that sends that position's operand data: it would
/// have to copy to itself). Returns `None` when the constraints cannot be met.
fn assign_tiles(
    pm: usize,
    pn: usize,
    pk: usize,
    tiles: u32,
    rotate: u32,
    forbidden: impl Fn(usize, usize, usize, u32) -> bool,
) -> Option<Vec<u32>> {
    let order: Vec<u32> = (0..tiles)
        .map(|t| (t + rotate - rotate % 2) % tiles)
        .collect();
    let mut free = vec![true; tiles as usize];
    let mut table = Vec::with_capacity(tiles as usize);
    // Scan position: tiles before it are all taken, so scans start there.
    let mut first = 0usize;
    let take_single = |free: &mut Vec<bool>, first: &mut usize, ok: &dyn Fn(u32) -> bool| {
        while *first < order.len() && !free[order[*first] as usize] {
            *first += 1;
        }
        let pos = (*first..order.len()).find(|&p| free[order[p] as usize] && ok(order[p]))?;
        free[order[pos] as usize] = false;
        Some(order[pos])
    };
    for i in 0..pm {
        for l in 0..pk {
            let mut j = 0;
            while j < pn {
                if j + 1 < pn {
                    // A free, allowed, even-aligned pair.
                    while first < order.len() && !free[order[first] as usize] {
                        first += 1;
                    }
                    let pair = (first..order.len()).find(|&p| {
                        let t = order[p];
                        t.is_multiple_of(2)
                            && t + 1 < tiles
                            && free[t as usize]
                            && free[t as usize + 1]
                            && !forbidden(i, j, l, t)
                            && !forbidden(i, j + 1, l, t + 1)
                    });
                    if let Some(p) = pair {
                        let t = order[p];
                        free[t as usize] = false;
                        free[t as usize + 1] = false;
                        table.push(t);
                        table.push(t + 1);
                        j += 2;
                        continue;
                    }
                }
                let t = take_single(&mut free, &mut first, &|t| !forbidden(i, j, l, t))?;
                table.push(t);
                j += 1;
            }
        }
    }
    table.extend(order.iter().copied().filter(|&t| free[t as usize]));
    Some(table)
}

/// Where a plan puts each reduced chunk: the chunk split of `M` and, per chunk, its row
/// block and index within it.
struct Chunks {
    split: DimSplit,
    of: Vec<(usize, usize)>,
}

fn chunks(ms: &DimSplit, pk: usize, align: u32) -> Chunks {
    let mut bounds = vec![0u32];
    let mut of = Vec::new();
    for i in 0..ms.blocks() {
        let s = ms.span(i);
        let sub = DimSplit::even(s.len(), pk as u32, align);
        for c in 0..sub.blocks() {
            bounds.push(s.start + sub.bounds[c + 1]);
            of.push((i, c));
        }
    }
    Chunks {
        split: DimSplit { bounds },
        of,
    }
}

fn reps(v: impl IntoIterator<Item = u32>) -> Replicas {
    v.into_iter().collect()
}

fn storage_bytes(l: &Layout, block: usize) -> u32 {
    (l.block_digits(block).storage * u64::from(l.elt.bytes())) as u32
}

/// The order of products, partials, reduce buffers and the result (`MatmulPlan::out_amp`).
fn out_order(plan: &MatmulPlan, bn: u32) -> Order {
    if plan.out_amp {
        Order::Amp { bk: bn }
    } else {
        Order::RowMajor
    }
}

/// Places a matmul's lhs program input as the host writes it: each A block `(i, l)` cut by
/// rows into one piece per replica, the pieces on the tiles of another A group (so every
/// destination set of the broadcast is a whole group of tile pairs, eligible for 64-bit
/// receive). `None` when there is no other group to use.
fn lhs_input_pieces(g: &Grid, a: &Layout) -> Option<Layout> {
    if g.pm * g.pk < 2 || g.pn < 2 {
        return None;
    }
    let mut bounds = vec![0u32];
    for i in 0..g.pm {
        let s = g.ms.span(i);
        let sub = DimSplit::even(s.len(), g.pn as u32, 1);
        bounds.extend(sub.bounds[1..].iter().map(|b| s.start + b));
    }
    let rows = DimSplit { bounds };
    // Fine row block `f` belongs to row block `i` and is piece `r` of it.
    let mut of = Vec::new();
    for i in 0..g.pm {
        let n = DimSplit::even(g.ms.span(i).len(), g.pn as u32, 1).blocks();
        of.extend((0..n).map(|r| (i, r)));
    }
    let groups = g.pm * g.pk;
    let mut placement = Vec::with_capacity(of.len() * g.pk);
    for &(i, r) in &of {
        for l in 0..g.pk {
            // The next group in (i, l) order.
            let next = (i * g.pk + l + 1) % groups;
            let (i2, l2) = (next / g.pk, next % g.pk);
            placement.push(reps([g.tile(i2, r % g.pn, l2)]));
        }
    }
    Layout::new(
        &a.shape,
        a.elt,
        vec![rows, g.ks.clone()],
        a.order.clone(),
        MemRegion::Standard,
        placement,
    )
    .ok()
}

/// A constant `[1]` f32 buffer replicated on `tiles` (the scale operand of casts).
fn scale_buffer(b: &mut Builder<'_>, tiles: &[u32], value: f32) -> Result<BufferId, PlanError> {
    scalar_buffer(b, tiles, Elt::F32, value)
}

/// A constant `[1]` buffer of type `elt` replicated on `tiles`, at offset 0 on each: the one
/// scalar a call such as `mul_scalar` or a cast reads. Named `scale.<value>` for f32 and
/// `scale.<value>.<type>` otherwise.
fn scalar_buffer(
    b: &mut Builder<'_>,
    tiles: &[u32],
    elt: Elt,
    value: f32,
) -> Result<BufferId, PlanError> {
    let mut t: Vec<u32> = tiles.to_vec();
    t.sort_unstable();
    t.dedup();
    let l = Layout::new(
        &[1],
        elt,
        vec![DimSplit::whole(1)],
        Order::RowMajor,
        MemRegion::Standard,
        vec![t.into_iter().collect()],
    )
    .map_err(PlanError::Internal)?;
    let name = if elt == Elt::F32 {
        format!("scale.{value}")
    } else {
        format!("scale.{value}.{}", elt.mlir_name())
    };
    Ok(b.buffer(name, l, BufferKind::Splat { value }, None))
}

/// Casts every block of `src` (whole storage, padding included) into a new buffer of the
/// same layout in `to`, on each replica; returns the new buffer and the calls.
pub(super) fn cast_blocks(
    b: &mut Builder<'_>,
    src: BufferId,
    to: Elt,
    scale: f32,
    calls: &mut Vec<Call>,
) -> Result<BufferId, PlanError> {
    let sl = b.planned.buffer(src).layout.clone();
    let mut dl = sl.clone();
    dl.elt = to;
    dl.host_split = None;
    let name = format!("{}.{}", b.planned.buffer(src).name, to.mlir_name());
    let dst = b.buffer(name, dl.clone(), BufferKind::Temp, None);
    let tiles: Vec<u32> = sl.placement.iter().flatten().copied().collect();
    let sc = scale_buffer(b, &tiles, scale)?;
    let codelet = Codelet::Cast {
        from: dtype(sl.elt)?,
        to: dtype(to)?,
    };
    let (si, di) = (
        b.planned.buffer(src).index.clone(),
        b.planned.buffer(dst).index.clone(),
    );
    for blk in 0..sl.blocks() {
        let elems = sl.block_digits(blk).storage as u32;
        for (r, &t) in sl.placement[blk].iter().enumerate() {
            calls.push(Call {
                tile: t,
                codelet,
                shape: CodeletShape {
                    m: 1,
                    n: elems,
                    k: 0,
                },
                operands: SmallVec::from_slice(&[
                    Operand {
                        buffer: src,
                        offset: si.offsets[blk][r],
                        bytes: elems * sl.elt.bytes(),
                        write: false,
                    },
                    Operand {
                        buffer: sc,
                        offset: 0,
                        bytes: 4,
                        write: false,
                    },
                    Operand {
                        buffer: dst,
                        offset: di.offsets[blk][r],
                        bytes: elems * to.bytes(),
                        write: true,
                    },
                ]),
            });
        }
    }
    Ok(dst)
}

/// Makes a matmul operand available in `layout` (whose element type is the AMP input
/// type), applying its folded cast at the source or the destination. A program input is
/// written by the host spread by `host` over the replicas, or into every replica when
/// `replicas` (`MatmulOp::host_writes`). Returns the buffer the GEMM reads; cast calls to
/// run before the GEMM (destination casts) go to `pre`.
#[allow(clippy::too_many_arguments)]
fn operand(
    b: &mut Builder<'_>,
    value: ValueId,
    cast: Option<OperandCast>,
    layout: Layout,
    host: HostSplit,
    replicas: bool,
    at_source: bool,
    pre: &mut Vec<Call>,
) -> Result<BufferId, PlanError> {
    let require = |b: &mut Builder<'_>, l: Layout| {
        if replicas {
            b.require_host_replicas(value, l)
        } else {
            b.require(value, l, Some(host))
        }
    };
    let Some(cast) = cast else {
        return require(b, layout);
    };
    let from = b.program.value(value).elt;
    if !at_source {
        let mut wide = layout.clone();
        wide.elt = from;
        let buf = require(b, wide)?;
        return cast_blocks(b, buf, cast.to, cast.scale, pre);
    }
    // Cast at the source: the value where it is (through views), cast there, then
    // redistributed in f8.
    let (base, map) = b.resolve(value);
    let src = match b.placed(base) {
        Some((buf, _)) => buf,
        None => {
            let l = b.default_layout(base)?;
            b.require(base, l, None)?
        }
    };
    let mut calls = Vec::new();
    let narrow = cast_blocks(b, src, cast.to, cast.scale, &mut calls)?;
    b.compute(ComputeSet {
        name: format!("{}.cast", b.program.value(value).name),
        calls,
    })?;
    let fill = Rect::full(&layout.shape);
    let name = format!(
        "{}.{}",
        b.program.value(value).name,
        layout.order.mnemonic()
    );
    let dst = b.buffer(name, layout, BufferKind::Temp, None);
    b.redistribute(Redist {
        src: narrow,
        validity: Validity::All,
        dst,
        fill,
        map,
    });
    b.reads.push(super::builder::Read {
        value,
        buffer: dst,
        cast_at_source: Some(narrow),
    });
    Ok(dst)
}

/// Whether a rank-2 map is a transpose.
fn transposes(map: &CoordMap) -> bool {
    map.axes.as_slice()
        == [
            SrcAxis::Dst { dim: 1, offset: 0 },
            SrcAxis::Dst { dim: 0, offset: 0 },
        ]
}

/// The same blocks and tiles in the transposed tensor's coordinates, row-major.
fn transpose_layout(l: &Layout) -> Option<Layout> {
    if l.rank() != 2 {
        return None;
    }
    let (r, c) = (l.splits[0].blocks(), l.splits[1].blocks());
    let mut placement = Vec::with_capacity(r * c);
    for j in 0..c {
        for i in 0..r {
            placement.push(l.placement[i * c + j].clone());
        }
    }
    Layout::new(
        &[l.shape[1], l.shape[0]],
        l.elt,
        vec![l.splits[1].clone(), l.splits[0].clone()],
        Order::RowMajor,
        MemRegion::Standard,
        placement,
    )
    .ok()
}

/// Places a matmul's rhs program input as the host writes it when it is cast before the
/// exchange or read through a view: each B block `(l, j)`'s columns cut into up to `pm`
/// pieces (multiples of `align` columns), piece `r` on row position `r` of another column
/// block's group (so no piece's tile is among its receivers), so the pieces, and the casts
/// of them, spread over the grid's tiles as the lhs pieces do. `None` when there is no other
/// group.
fn rhs_input_pieces(g: &Grid, bl: &Layout, align: u32) -> Option<Layout> {
    if g.pn < 2 && g.pk < 2 {
        return None;
    }
    let mut bounds = vec![0u32];
    let mut of = Vec::new();
    for j in 0..g.pn {
        let s = g.ns.span(j);
        let sub = DimSplit::even(s.len(), g.pm as u32, align);
        bounds.extend(sub.bounds[1..].iter().map(|b| s.start + b));
        of.extend((0..sub.blocks()).map(|r| (j, r)));
    }
    let placement: Vec<Replicas> = (0..g.pk)
        .flat_map(|l| of.iter().map(move |&(j, r)| (l, j, r)))
        .map(|(l, j, r)| {
            if g.pn > 1 {
                reps([g.tile(r % g.pm, (j + 1) % g.pn, l)])
            } else {
                reps([g.tile(r % g.pm, j, (l + 1) % g.pk)])
            }
        })
        .collect();
    Layout::new(
        &bl.shape,
        bl.elt,
        vec![bl.splits[0].clone(), DimSplit { bounds }],
        bl.order.clone(),
        MemRegion::Standard,
        placement,
    )
    .ok()
}

/// Applies `plan` to the matmul `op`: adds its buffers, redistributions and compute sets
/// to `b` and records the result's buffer. Errors: [`PlanError::Unsupported`] for what the
/// planner cannot do; [`PlanError::Internal`] when the plan does not apply (the search
/// discards it).
pub fn apply(b: &mut Builder<'_>, op: &Op, plan: &MatmulPlan) -> Result<(), PlanError> {
    let mm = MatmulOp::from_op(b, op)?;
    let target = b.target;
    let bkv = bk(target, mm.input);
    let bn = target.amp.block_n;
    let (ms, ns, ks) = (
        DimSplit::even(mm.m, plan.pm, 6),
        DimSplit::even(mm.n, plan.pn, bn),
        DimSplit::even(mm.k, plan.pk, bkv),
    );
    let (pm, pn, pk) = (ms.blocks(), ns.blocks(), ks.blocks());
    if (pm * pn * pk) as u32 > b.tiles {
        return Err(PlanError::Internal(format!(
            "plan {plan} needs {} tiles, {} available",
            pm * pn * pk,
            b.tiles
        )));
    }
    // Where the operands come from: tiles holding A block (i, l) or B block (l, j) data
    // must not be given position (i, ·, l) or (·, j, l).
    let a_src: Vec<std::collections::BTreeSet<u32>> = (0..pm)
        .flat_map(|i| (0..pk).map(move |l| (i, l)))
        .map(|(i, l)| b.source_tiles(mm.lhs.0, &Rect::new([ms.span(i), ks.span(l)])))
        .collect();
    let b_src: Vec<std::collections::BTreeSet<u32>> = (0..pk)
        .flat_map(|l| (0..pn).map(move |j| (l, j)))
        .map(|(l, j)| b.source_tiles(mm.rhs.0, &Rect::new([ks.span(l), ns.span(j)])))
        .collect();
    let table = assign_tiles(pm, pn, pk, b.tiles, plan.rotate, |i, j, l, t| {
        a_src[i * pk + l].contains(&t) || b_src[l * pn + j].contains(&t)
    })
    .ok_or_else(|| {
        PlanError::Internal(format!(
            "plan {plan}: no tile assignment avoids the operands' tiles"
        ))
    })?;
    let g = Grid {
        ms,
        ns,
        ks,
        pm,
        pn,
        pk,
        table,
    };
    let name = &op.name;
    let internal = PlanError::Internal;

    // A: blocks (i, l) replicated over j, AMP order, interleaved.
    let a_layout = Layout::new(
        &[mm.m, mm.k],
        mm.input,
        vec![g.ms.clone(), g.ks.clone()],
        Order::Amp { bk: bkv },
        MemRegion::Interleaved,
        (0..g.pm)
            .flat_map(|i| (0..g.pk).map(move |l| (i, l)))
            .map(|(i, l)| reps((0..g.pn).map(|j| g.tile(i, j, l))))
            .collect(),
    )
    .map_err(internal)?;
    // B: blocks (l, j) replicated over i, AMP weight order.
    let b_layout = Layout::new(
        &[mm.k, mm.n],
        mm.input,
        vec![g.ks.clone(), g.ns.clone()],
        Order::AmpWeights { bk: bkv, bn },
        MemRegion::Standard,
        (0..g.pk)
            .flat_map(|l| (0..g.pn).map(move |j| (l, j)))
            .map(|(l, j)| reps((0..g.pm).map(|i| g.tile(i, j, l))))
            .collect(),
    )
    .map_err(internal)?;
    let mut pre = Vec::new();
    // Program inputs are written by the host in pieces outside the group that receives
    // them: A always (every destination set of its broadcast is then a whole group of tile
    // pairs, for 64-bit receive), B when it is cast before the exchange (each piece is cast
    // where the host wrote it) or read through a view (it cannot be completed in place).
    // Inputs read through a transpose (`Kᵀ`) are placed in their own coordinates.
    let (a_host, b_host) = mm.host_writes(plan);
    for (is_a, (v, cast)) in [(true, mm.lhs), (false, mm.rhs)] {
        if (is_a && a_host) || (!is_a && b_host) {
            continue;
        }
        let (base, map) = b.resolve(v);
        let wants = if is_a {
            cast.is_none() || plan.cast_at_source
        } else {
            (cast.is_some() && plan.cast_at_source) || !map.is_identity()
        };
        if !wants || b.values[base.0 as usize] != super::builder::ValueState::Unplaced {
            continue;
        }
        let pieces = if is_a {
            lhs_input_pieces(&g, &a_layout)
        } else if transposes(&map) {
            // Placed in the transposed value's coordinates, row-major: pieces of whole rows
            // of Bᵀ, four at a time so that any row length keeps whole 32-bit words in f8.
            rhs_input_pieces(&g, &b_layout, 4)
        } else {
            rhs_input_pieces(&g, &b_layout, bn)
        };
        let Some(mut pieces) = pieces else { continue };
        pieces.elt = b.program.value(base).elt;
        let placed = if map.is_identity() {
            Some(pieces)
        } else if transposes(&map) {
            transpose_layout(&pieces)
        } else {
            None
        };
        if let Some(l) = placed {
            b.require(base, l, None)?;
        }
    }
    let a = operand(
        b,
        mm.lhs.0,
        mm.lhs.1,
        a_layout.clone(),
        HostSplit { dim: 0, align: 1 },
        a_host,
        plan.cast_at_source,
        &mut pre,
    )?;
    let bw = operand(
        b,
        mm.rhs.0,
        mm.rhs.1,
        b_layout.clone(),
        HostSplit { dim: 1, align: bn },
        b_host,
        plan.cast_at_source,
        &mut pre,
    )?;
    let (ai, bi) = (
        b.planned.buffer(a).index.clone(),
        b.planned.buffer(bw).index.clone(),
    );

    // GEMM output: partials [pk, M, N], or the (bias-extended) product.
    let bias = mm.bias();
    let reduce = g.pk > 1 || bias.is_some();
    let gemm_out_elt = if g.pk > 1 { plan.partials } else { mm.out };
    // f8 products keep f16 partials: the f8 AMP's f32 output (its f16 sums widened) is
    // for an f32 result only (`proj_e5m2`); f32 partials of f8 products are not planned.
    if mm.input.is_f8() && g.pk > 1 && plan.partials == Elt::F32 {
        return Err(PlanError::NoPlan {
            op: op.kind.name(),
            name: op.name.clone(),
            reasons: "f8 products with f32 partials".into(),
        });
    }
    // 16-bit partials of an odd row block and an odd column block are an odd number of
    // elements: the reduce exchange (runs of whole 32-bit words) cannot move that
    // block's last chunk. Such a grid needs f32 partials (`M` and `N` both odd, as the
    // 729 tokens of the SigLIP attention scores).
    if g.pk > 1 && odd_partials(&g.ms, &g.ns, gemm_out_elt, plan.out_amp) {
        return Err(PlanError::NoPlan {
            op: op.kind.name(),
            name: op.name.clone(),
            reasons: format!(
                "{} partials of odd row and column blocks are not whole 32-bit words",
                gemm_out_elt.mlir_name()
            ),
        });
    }
    let slots = g.pk + usize::from(bias.is_some());
    // The buffer GEMMs write: for pk == 1 with a bias, the reduce buffer itself (slot 0).
    let (p_buf, p_layout) = if g.pk > 1 {
        let l = Layout::new(
            &[g.pk as u32, mm.m, mm.n],
            gemm_out_elt,
            vec![
                DimSplit::even(g.pk as u32, g.pk as u32, 1),
                g.ms.clone(),
                g.ns.clone(),
            ],
            out_order(plan, bn),
            MemRegion::Standard,
            (0..g.pk)
                .flat_map(|l| (0..g.pm).flat_map(move |i| (0..g.pn).map(move |j| (l, i, j))))
                .map(|(l, i, j)| reps([g.tile(i, j, l)]))
                .collect(),
        )
        .map_err(internal)?;
        (
            b.buffer(
                format!("{name}.partials"),
                l.clone(),
                BufferKind::Temp,
                None,
            ),
            l,
        )
    } else {
        let l = Layout::new(
            &[slots as u32, mm.m, mm.n],
            gemm_out_elt,
            vec![DimSplit::whole(slots as u32), g.ms.clone(), g.ns.clone()],
            out_order(plan, bn),
            MemRegion::Standard,
            (0..g.pm)
                .flat_map(|i| (0..g.pn).map(move |j| (i, j)))
                .map(|(i, j)| reps([g.tile(i, j, 0)]))
                .collect(),
        )
        .map_err(internal)?;
        (
            b.buffer(format!("{name}.product"), l.clone(), BufferKind::Temp, None),
            l,
        )
    };
    let pi = b.planned.buffer(p_buf).index.clone();
    let gemm = Codelet::GemmAmp {
        input: dtype(mm.input)?,
        output: dtype(gemm_out_elt)?,
    };
    let mut calls = pre;
    for i in 0..g.pm {
        for j in 0..g.pn {
            for l in 0..g.pk {
                let t = g.tile(i, j, l);
                let (ms, ns, ks) = (g.ms.span(i), g.ns.span(j), g.ks.span(l));
                let ab = a_layout.block_number(&[i, l]);
                let bb = b_layout.block_number(&[l, j]);
                let ar = a_layout.placement[ab]
                    .iter()
                    .position(|&x| x == t)
                    .unwrap_or(0);
                let br = b_layout.placement[bb]
                    .iter()
                    .position(|&x| x == t)
                    .unwrap_or(0);
                let pb = if g.pk > 1 {
                    p_layout.block_number(&[l, i, j])
                } else {
                    p_layout.block_number(&[0, i, j])
                };
                // One call, or one per 16-column slab (out_amp): slab q of the weight
                // block and of the output are contiguous.
                let (slabs, slab_n) = if plan.out_amp {
                    (ns.len().div_ceil(bn), bn)
                } else {
                    (1, ns.len())
                };
                let kb = ks.len().div_ceil(bkv);
                for q in 0..slabs {
                    let n = slab_n.min(ns.len() - q * slab_n);
                    calls.push(Call {
                        tile: t,
                        codelet: gemm,
                        shape: CodeletShape {
                            m: ms.len(),
                            n,
                            k: ks.len(),
                        },
                        operands: SmallVec::from_slice(&[
                            Operand {
                                buffer: a,
                                offset: ai.offsets[ab][ar],
                                bytes: storage_bytes(&a_layout, ab),
                                write: false,
                            },
                            Operand {
                                buffer: bw,
                                offset: bi.offsets[bb][br] + q * kb * bn * bkv * mm.input.bytes(),
                                bytes: if slabs == 1 {
                                    storage_bytes(&b_layout, bb)
                                } else {
                                    kb * bn * bkv * mm.input.bytes()
                                },
                                write: false,
                            },
                            Operand {
                                buffer: p_buf,
                                offset: pi.offsets[pb][0]
                                    + q * ms.len() * slab_n * gemm_out_elt.bytes(),
                                bytes: ms.len() * n * gemm_out_elt.bytes(),
                                write: true,
                            },
                        ]),
                    });
                }
            }
        }
    }
    b.compute(ComputeSet {
        name: format!("{name}.gemm"),
        calls,
    })?;

    // Reduction (and bias).
    let mut calls = Vec::new();
    let (mut cur, mut cur_layout) = if reduce {
        let ch = if g.pk > 1 {
            chunks(&g.ms, g.pk, 2)
        } else {
            Chunks {
                split: g.ms.clone(),
                of: (0..g.pm).map(|i| (i, 0)).collect(),
            }
        };
        let mut placement = Vec::with_capacity(ch.of.len() * g.pn);
        for &(i, c) in &ch.of {
            for j in 0..g.pn {
                let r = if g.pk > 1 {
                    g.reducer(i, j, c).ok_or_else(|| {
                        internal(format!(
                            "plan {plan}: no tile outside the groups to reduce on"
                        ))
                    })?
                } else {
                    g.tile(i, j, 0)
                };
                placement.push(reps([r]));
            }
        }
        let (q_buf, q_layout) = if g.pk > 1 {
            let ql = Layout::new(
                &[slots as u32, mm.m, mm.n],
                gemm_out_elt,
                vec![
                    DimSplit::whole(slots as u32),
                    ch.split.clone(),
                    g.ns.clone(),
                ],
                out_order(plan, bn),
                MemRegion::Standard,
                placement.clone(),
            )
            .map_err(internal)?;
            let q = b.buffer(
                format!("{name}.reduce_in"),
                ql.clone(),
                BufferKind::Temp,
                None,
            );
            b.redistribute(Redist {
                src: p_buf,
                validity: Validity::All,
                dst: q,
                fill: Rect::full(&[g.pk as u32, mm.m, mm.n]),
                map: CoordMap::identity(3),
            });
            (q, ql)
        } else {
            (p_buf, p_layout.clone())
        };
        if let Some(bv) = bias {
            // The bias is cut into 16-column slabs (so its multicasts spread over many
            // senders), each on a tile of its column block's group that does not reduce that
            // column block (rule 2 of `redistribute`), different slabs on different tiles.
            let mut bounds = vec![0u32];
            let mut slab_col = Vec::new();
            for j in 0..g.pn {
                let sp = g.ns.span(j);
                let sub = DimSplit::even(sp.len(), sp.len().div_ceil(bn), bn);
                for q in 0..sub.blocks() {
                    bounds.push(sp.start + sub.bounds[q + 1]);
                    slab_col.push((j, q));
                }
            }
            let mut bias_place = Vec::with_capacity(slab_col.len());
            for &(j, q) in &slab_col {
                let dests: std::collections::BTreeSet<u32> = (0..q_layout.splits[1].blocks())
                    .map(|c| q_layout.placement[q_layout.block_number(&[0, c, j])][0])
                    .collect();
                let group = g.pm * g.pk;
                let t = (0..group)
                    .map(|x| {
                        let y = (x + q * 7) % group;
                        g.tile(y / g.pk, j, y % g.pk)
                    })
                    .chain((0..b.tiles).map(|d| (g.tile(0, j, 0) + d) % b.tiles))
                    .find(|t| !dests.contains(t))
                    .ok_or_else(|| internal("no tile can hold the bias".into()))?;
                bias_place.push(reps([t]));
            }
            let bl = Layout::new(
                &[mm.n],
                b.program.value(bv).elt,
                vec![DimSplit { bounds }],
                Order::RowMajor,
                MemRegion::Standard,
                bias_place,
            )
            .map_err(internal)?;
            if b.program.value(bv).elt != gemm_out_elt {
                // Not this candidate (the bias is added as one more partial, of the
                // partials' type); others with matching partials may apply.
                return Err(PlanError::NoPlan {
                    op: op.kind.name(),
                    name: op.name.clone(),
                    reasons: format!(
                        "bias of type {} with {} partials",
                        b.program.value(bv).elt.mlir_name(),
                        gemm_out_elt.mlir_name()
                    ),
                });
            }
            let src = b.require(bv, bl, None)?;
            let validity = b.placed(bv).map_or(Validity::All, |(_, v)| v);
            b.redistribute(Redist {
                src,
                validity,
                dst: q_buf,
                fill: Rect::new([
                    super::geometry::Span::new(slots as u32 - 1, slots as u32),
                    super::geometry::Span::new(0, mm.m),
                    super::geometry::Span::new(0, mm.n),
                ]),
                map: CoordMap {
                    axes: smallvec::smallvec![SrcAxis::Dst { dim: 2, offset: 0 }],
                },
            });
        }
        let rl = Layout::new(
            &[mm.m, mm.n],
            gemm_out_elt,
            vec![ch.split.clone(), g.ns.clone()],
            out_order(plan, bn),
            MemRegion::Standard,
            placement,
        )
        .map_err(internal)?;
        let r_buf = b.buffer(
            format!("{name}.reduced"),
            rl.clone(),
            BufferKind::Temp,
            None,
        );
        let (qi, ri) = (
            b.planned.buffer(q_buf).index.clone(),
            b.planned.buffer(r_buf).index.clone(),
        );
        let red = Codelet::ReduceAdd {
            dtype: dtype(gemm_out_elt)?,
        };
        for blk in 0..rl.blocks() {
            let t = rl.placement[blk][0];
            let elems = rl.block_rect(blk).volume() as u32;
            let coords = rl.block_coords(blk);
            let qb = q_layout.block_number(&[0, coords[0], coords[1]]);
            calls.push(Call {
                tile: t,
                codelet: red,
                shape: CodeletShape {
                    m: 1,
                    n: elems,
                    k: slots as u32,
                },
                operands: SmallVec::from_slice(&[
                    Operand {
                        buffer: q_buf,
                        offset: qi.offsets[qb][0],
                        bytes: elems * slots as u32 * gemm_out_elt.bytes(),
                        write: false,
                    },
                    Operand {
                        buffer: r_buf,
                        offset: ri.offsets[blk][0],
                        bytes: elems * gemm_out_elt.bytes(),
                        write: true,
                    },
                ]),
            });
        }
        (r_buf, rl)
    } else {
        // The product is the result: view the [1, M, N] buffer as [M, N].
        let rl = Layout::new(
            &[mm.m, mm.n],
            gemm_out_elt,
            vec![g.ms.clone(), g.ns.clone()],
            out_order(plan, bn),
            MemRegion::Standard,
            p_layout.placement.clone(),
        )
        .map_err(internal)?;
        // Same bytes per tile and block order: reuse the product buffer with a rank-2 layout.
        let buf = b.planned.buffer_mut(p_buf);
        buf.layout = rl.clone();
        buf.index = rl.index();
        (p_buf, rl)
    };

    // Epilogue on the result layout.
    let skip = usize::from(bias.is_some());
    for (step, operand) in mm.epilogue.iter().skip(skip) {
        let elt = cur_layout.elt;
        let d = dtype(elt)?;
        let (codelet, rhs) = match step {
            EpilogueStep::GeluTanh => (Codelet::Gelu { dtype: d }, None),
            // One scalar per tile (`mul_scalar`), not a tensor of copies of it.
            EpilogueStep::Scale(s) => {
                let tiles: Vec<u32> = cur_layout.placement.iter().flatten().copied().collect();
                let c = scalar_buffer(b, &tiles, elt, *s)?;
                (Codelet::MulScalar { dtype: d }, Some(c))
            }
            EpilogueStep::Add | EpilogueStep::Mul | EpilogueStep::Bias => {
                let v = operand.ok_or_else(|| internal("epilogue operand missing".into()))?;
                let rhs = if *step == EpilogueStep::Bias {
                    // A bias after other steps: read [N] through a broadcast view.
                    let dst = b.buffer(
                        format!("{name}.bias_rows"),
                        cur_layout.clone(),
                        BufferKind::Temp,
                        None,
                    );
                    let src = match b.placed(v) {
                        Some((s, _)) => s,
                        None => {
                            let l = b.default_layout(v)?;
                            b.require(v, l, None)?
                        }
                    };
                    b.redistribute(Redist {
                        src,
                        validity: b.placed(v).map_or(Validity::All, |(_, x)| x),
                        dst,
                        fill: Rect::full(&[mm.m, mm.n]),
                        map: CoordMap {
                            axes: smallvec::smallvec![SrcAxis::Dst { dim: 1, offset: 0 }],
                        },
                    });
                    dst
                } else {
                    b.require(v, cur_layout.clone(), None)?
                };
                let c = if *step == EpilogueStep::Mul {
                    Codelet::Mul { dtype: d }
                } else {
                    Codelet::Add { dtype: d }
                };
                (c, Some(rhs))
            }
            EpilogueStep::GeluErf => unreachable_erf()?,
        };
        let out = b.buffer(
            format!("{name}.{}", step.name()),
            cur_layout.clone(),
            BufferKind::Temp,
            None,
        );
        let (ci, oi) = (
            b.planned.buffer(cur).index.clone(),
            b.planned.buffer(out).index.clone(),
        );
        let rhs_index = rhs.map(|r| b.planned.buffer(r).index.clone());
        for blk in 0..cur_layout.blocks() {
            let elems = cur_layout.block_rect(blk).volume() as u32;
            let bytes = elems * elt.bytes();
            for (r, &t) in cur_layout.placement[blk].iter().enumerate() {
                let mut ops: SmallVec<[Operand; 4]> = SmallVec::new();
                ops.push(Operand {
                    buffer: cur,
                    offset: ci.offsets[blk][r],
                    bytes,
                    write: false,
                });
                if let (Some(rb), Some(ri)) = (rhs, &rhs_index) {
                    ops.push(if matches!(codelet, Codelet::MulScalar { .. }) {
                        Operand {
                            buffer: rb,
                            offset: 0,
                            bytes: elt.bytes(),
                            write: false,
                        }
                    } else {
                        Operand {
                            buffer: rb,
                            offset: ri.offsets[blk][r],
                            bytes,
                            write: false,
                        }
                    });
                }
                ops.push(Operand {
                    buffer: out,
                    offset: oi.offsets[blk][r],
                    bytes,
                    write: true,
                });
                calls.push(Call {
                    tile: t,
                    codelet,
                    shape: CodeletShape {
                        m: 1,
                        n: elems,
                        k: 0,
                    },
                    operands: ops,
                });
            }
        }
        cur = out;
    }
    // Final type.
    if cur_layout.elt != mm.out {
        let mut l = cur_layout.clone();
        l.elt = mm.out;
        let out = b.buffer(
            format!("{name}.{}", mm.out.mlir_name()),
            l.clone(),
            BufferKind::Temp,
            None,
        );
        let tiles: Vec<u32> = l.placement.iter().flatten().copied().collect();
        let sc = scale_buffer(b, &tiles, 1.0)?;
        let (ci, oi) = (
            b.planned.buffer(cur).index.clone(),
            b.planned.buffer(out).index.clone(),
        );
        let codelet = Codelet::Cast {
            from: dtype(cur_layout.elt)?,
            to: dtype(mm.out)?,
        };
        for blk in 0..l.blocks() {
            let elems = l.block_rect(blk).volume() as u32;
            for (r, &t) in l.placement[blk].iter().enumerate() {
                calls.push(Call {
                    tile: t,
                    codelet,
                    shape: CodeletShape {
                        m: 1,
                        n: elems,
                        k: 0,
                    },
                    operands: SmallVec::from_slice(&[
                        Operand {
                            buffer: cur,
                            offset: ci.offsets[blk][r],
                            bytes: elems * cur_layout.elt.bytes(),
                            write: false,
                        },
                        Operand {
                            buffer: sc,
                            offset: 0,
                            bytes: 4,
                            write: false,
                        },
                        Operand {
                            buffer: out,
                            offset: oi.offsets[blk][r],
                            bytes: elems * mm.out.bytes(),
                            write: true,
                        },
                    ]),
                });
            }
        }
        cur = out;
        cur_layout = l;
    }
    let _ = cur_layout;
    b.compute(ComputeSet {
        name: format!("{name}.epilogue"),
        calls,
    })?;
    b.set_value(op.result, cur);
    Ok(())
}

fn unreachable_erf() -> Result<(Codelet, Option<BufferId>), PlanError> {
    Err(PlanError::Internal(
        "erf GELU reached the epilogue (rejected when reading the op)".into(),
    ))
}
