//! The extraction cost of one e-node, from the device model (`ipu-device`): no constant
//! here is ours except the documented modelling choices below.
//!
//! A [`Cost`] is **cycles** at the target clock, then **bytes** of the tensor the node
//! materialises (memory, which breaks ties), then the number of ops (so that of two
//! equally cheap forms the smaller wins, and so that tree costs are strictly increasing).
//!
//! Every op is assumed spread over all `tiles` of the target:
//! - **elementwise** ops run their codelet ([`Codelet::cycles`]) on `ceil(numel / tiles)`
//!   elements per tile, then one superstep sync (`target.sync_cycles`). Operands are
//!   laid out alike, so they need no exchange. Ops without a codelet of their own are
//!   charged as the nearest one: `sub`, `neg`, `max` as `add`; `div` as `mul`; `exp` and
//!   `tanh` as `gelu` (a tanh plus six vector ops: an upper bound). f8 and bf16
//!   elementwise work is charged as f16;
//! - **matrix products** (`matmul`, `fused`) are planned: every split of `M` (batch folded
//!   in), `N` and `K` over the tiles among powers of two (and the full size) whose
//!   per-tile blocks fit in the planner's memory cap
//!   ([`Target::planner_memory_cap_bytes`]) is costed as exchange (each tile receives its
//!   lhs and rhs blocks at one word per cycle, plus the worst path latency), the AMP
//!   rearrangement of the lhs block, the AMP GEMM codelet, a reduction of `K` partials
//!   when `K` is split (exchange of f32 partials + [`Codelet::ReduceAdd`]), the operand
//!   casts of `lhs_cast`/`rhs_cast` on the received blocks, and the epilogue steps in the
//!   result type on the output spread evenly over the tiles (as the elementwise ops they
//!   replace, without their syncs), with a sync per superstep; the cheapest split wins.
//!   f32 operands are charged as f16 (the catalogue has no f32 AMP codelet);
//! - **data movement** (`transpose`, `broadcast`, strided `slice`, `concat` of computed
//!   values) costs the exchange of its result's bytes per tile, plus a sync;
//! - **views** cost nothing: `reshape` (row-major data is unchanged), unit-stride `slice`
//!   (a box of a distributed tensor: its consumers exchange from the tiles that hold it,
//!   and their cost counts that exchange), and `concat` of program inputs and constants
//!   (the host lays them out when it loads them);
//! - leaves (arguments, constants, attributes) cost nothing; an opaque op costs a sync.

use egg::Id;
use ipu_device::{Codelet, CodeletShape, DType, Target};

use super::analysis::EG;
use super::lang::{Attr, Elt, FusedSpec, Leaf, Node, Step, TensorTy};

/// The cost of a node or of a whole selection (summed component-wise; ordered
/// lexicographically: cycles, bytes, ops).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Cost {
    /// Cycles at the target clock.
    pub cycles: u64,
    /// Bytes of materialised tensors.
    pub bytes: u64,
    /// Number of ops.
    pub ops: u64,
}

impl std::ops::Add for Cost {
    type Output = Cost;
    fn add(self, o: Cost) -> Cost {
        Cost {
            cycles: self.cycles.saturating_add(o.cycles),
            bytes: self.bytes.saturating_add(o.bytes),
            ops: self.ops.saturating_add(o.ops),
        }
    }
}

impl std::iter::Sum for Cost {
    fn sum<I: Iterator<Item = Cost>>(iter: I) -> Cost {
        iter.fold(Cost::default(), |a, b| a + b)
    }
}

impl std::fmt::Display for Cost {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} cycles, {} bytes, {} ops",
            self.cycles, self.bytes, self.ops
        )
    }
}

/// The cost model over one target.
#[derive(Debug)]
pub struct CostModel<'t> {
    target: &'t Target,
}

/// The codelet data type for elementwise work on `e` (f32 stays f32, the rest is f16).
fn ew(e: Elt) -> DType {
    if e == Elt::F32 {
        DType::F32
    } else {
        DType::F16
    }
}

/// The AMP input type for an operand of `e`.
fn amp_input(e: Elt) -> DType {
    match e {
        Elt::F8E4M3FN => DType::F8E4M3,
        Elt::F8E5M2 => DType::F8E5M2,
        _ => DType::F16,
    }
}

fn dtype(e: Elt) -> DType {
    match e {
        Elt::F32 => DType::F32,
        Elt::F16 | Elt::BF16 => DType::F16,
        Elt::F8E4M3FN => DType::F8E4M3,
        Elt::F8E5M2 => DType::F8E5M2,
    }
}

fn u32_sat(v: u64) -> u32 {
    u32::try_from(v).unwrap_or(u32::MAX).max(1)
}

/// Split candidates for a dimension of size `n` on `tiles` tiles: powers of two and `n`.
fn candidates(n: u64, tiles: u64) -> Vec<u64> {
    let cap = n.clamp(1, tiles);
    let mut v = Vec::new();
    let mut p = 1;
    while p <= cap {
        v.push(p);
        p *= 2;
    }
    if *v.last().unwrap_or(&0) != cap {
        v.push(cap);
    }
    v
}

/// A matrix product to cost.
#[derive(Clone, Debug)]
pub struct GemmProblem {
    /// Rows (batch folded in).
    pub m: u64,
    /// Columns.
    pub n: u64,
    /// Contracted dimension.
    pub k: u64,
    /// Batches that need their own rhs (1 when the rhs is shared).
    pub rhs_batches: u64,
    /// Rows per batch.
    pub rows_per_batch: u64,
    /// Element type of the lhs and rhs as exchanged (before any fused cast).
    pub lhs_src: Elt,
    /// See `lhs_src`.
    pub rhs_src: Elt,
    /// Element type of the lhs and rhs as multiplied (after any fused cast).
    pub lhs_amp: Elt,
    /// See `lhs_amp`.
    pub rhs_amp: Elt,
    /// Result type.
    pub out: Elt,
    /// Epilogue steps and the byte size of each consumed operand's element.
    pub epilogue: Vec<(Step, u64)>,
}

impl<'t> CostModel<'t> {
    /// A cost model for `target`.
    pub fn new(target: &'t Target) -> Self {
        CostModel { target }
    }

    fn tiles(&self) -> u64 {
        u64::from(self.target.tiles.max(1))
    }

    fn sync(&self) -> u64 {
        u64::from(self.target.sync_cycles)
    }

    /// Cycles to receive `bytes` on one tile, plus the worst path latency.
    fn exchange(&self, bytes: u64) -> u64 {
        if bytes == 0 {
            return 0;
        }
        let x = &self.target.exchange;
        let words = bytes.div_ceil(4);
        words.div_ceil(u64::from(x.words_per_cycle_receive().max(1))) + u64::from(x.max_latency())
    }

    fn codelet(&self, c: Codelet, m: u64, n: u64, k: u64) -> u64 {
        let shape = CodeletShape {
            m: u32_sat(m),
            n: u32_sat(n),
            k: u32_sat(k),
        };
        c.cycles(self.target, &shape).unwrap_or(u64::MAX / 1024)
    }

    /// Cycles of an elementwise codelet over `numel` elements spread on every tile.
    fn elementwise(&self, c: Codelet, numel: u64) -> u64 {
        self.codelet(c, 1, numel.div_ceil(self.tiles()), 1) + self.sync()
    }

    /// Cycles of moving a tensor of `bytes` (spread over every tile) once.
    fn movement(&self, bytes: u64) -> u64 {
        self.exchange(bytes.div_ceil(self.tiles())) + self.sync()
    }

    fn cast_codelet(from: Elt, to: Elt) -> Codelet {
        let (f, t) = (dtype(from), dtype(to));
        let c = Codelet::Cast { from: f, to: t };
        let ok = (matches!(f, DType::F16 | DType::F32)
            && matches!(t, DType::F16 | DType::F32)
            && f != t)
            || (f.is_f8() != t.is_f8());
        if ok {
            c
        } else {
            Codelet::Cast {
                from: DType::F32,
                to: DType::F16,
            }
        }
    }

    fn step_codelet(step: Step, out: Elt) -> Codelet {
        let d = ew(out);
        match step {
            Step::Bias | Step::Add => Codelet::Add { dtype: d },
            Step::Mul => Codelet::Mul { dtype: d },
            Step::Scale => Codelet::MulScalar { dtype: d },
            Step::GeluTanh | Step::GeluErf => Codelet::Gelu { dtype: d },
        }
    }

    /// Cycles of the best plan of a matrix product (module doc), `None` if no split fits.
    pub fn gemm(&self, p: &GemmProblem) -> Option<u64> {
        let tiles = self.tiles();
        let cap = self.target.planner_memory_cap_bytes();
        let amp_in = if p.lhs_amp.is_f8() && p.rhs_amp.is_f8() && p.lhs_amp == p.rhs_amp {
            amp_input(p.lhs_amp)
        } else {
            DType::F16
        };
        let out = if amp_in.is_f8() {
            DType::F16
        } else if p.out == Elt::F32 {
            DType::F32
        } else {
            DType::F16
        };
        let gemm = Codelet::GemmAmp {
            input: amp_in,
            output: out,
        };
        let (lb, rb, ob) = (p.lhs_src.bytes(), p.rhs_src.bytes(), p.out.bytes());
        let mut best: Option<u64> = None;
        for &sm in &candidates(p.m, tiles) {
            for &sn in &candidates(p.n, tiles / sm) {
                for &sk in &candidates(p.k, tiles / (sm * sn)) {
                    let (mt, nt, kt) = (p.m.div_ceil(sm), p.n.div_ceil(sn), p.k.div_ceil(sk));
                    let batches = mt
                        .div_ceil(p.rows_per_batch.max(1))
                        .clamp(1, p.rhs_batches.max(1));
                    let lhs_bytes = mt * kt * lb;
                    let rhs_bytes = kt * nt * rb * batches;
                    let out_bytes = mt * nt * if sk > 1 { 4 } else { ob };
                    if lhs_bytes + rhs_bytes + out_bytes > cap {
                        continue;
                    }
                    let mut cycles = self.exchange(lhs_bytes + rhs_bytes) + self.sync();
                    cycles += self.codelet(Codelet::RearrangeToAmp { dtype: amp_in }, mt, 1, kt);
                    cycles += batches * self.codelet(gemm, mt, nt, kt);
                    if let Some(c) =
                        (p.lhs_src != p.lhs_amp).then(|| Self::cast_codelet(p.lhs_src, p.lhs_amp))
                    {
                        cycles += self.codelet(c, 1, mt * kt, 1);
                    }
                    if let Some(c) =
                        (p.rhs_src != p.rhs_amp).then(|| Self::cast_codelet(p.rhs_src, p.rhs_amp))
                    {
                        cycles += self.codelet(c, 1, kt * nt * batches, 1);
                    }
                    if sk > 1 {
                        // Each of the `sk` tiles of a group reduces 1/sk of the block.
                        let block = (mt * nt).div_ceil(sk);
                        cycles += self.exchange((sk - 1) * block * 4) + self.sync();
                        cycles +=
                            self.codelet(Codelet::ReduceAdd { dtype: DType::F32 }, 1, block, sk);
                    }
                    cycles += self.sync();
                    // The epilogue runs on the output spread evenly over the tiles, as the
                    // elementwise ops it replaces would, without their syncs.
                    let spread = (p.m * p.n).div_ceil(tiles);
                    let mut operand_bytes = 0;
                    for &(step, bytes) in &p.epilogue {
                        cycles += self.codelet(Self::step_codelet(step, p.out), 1, spread, 1);
                        operand_bytes += match step {
                            Step::Bias => nt * bytes,
                            Step::Add | Step::Mul => spread * bytes,
                            _ => 0,
                        };
                    }
                    cycles += self.exchange(operand_bytes);
                    if best.is_none_or(|b| cycles < b) {
                        best = Some(cycles);
                    }
                }
            }
        }
        best
    }

    /// The cost of `node`, an e-node of `egraph`; `None` if it cannot be extracted (it is
    /// ill-typed, or no plan fits in memory).
    pub fn node_cost(&self, egraph: &EG, node: &Node) -> Option<Cost> {
        let ty = |id: Id| egraph[id].data.ty.as_ref();
        let result: Option<TensorTy> = super::analysis::infer(node, |id| &egraph[id].data);
        let op = |cycles: u64, r: &TensorTy| Cost {
            cycles,
            bytes: r.bytes(),
            ops: 1,
        };
        let free = Cost::default();
        match node {
            Node::Leaf(Leaf::Attr(_)) | Node::List(_) | Node::Results(_) => return Some(free),
            Node::Leaf(_) => {
                let r = result?;
                return Some(Cost {
                    cycles: 0,
                    bytes: r.bytes(),
                    ops: 0,
                });
            }
            _ => {}
        }
        let r = result?;
        let numel = r.numel();
        let d = ew(r.elt);
        let cost = match node {
            Node::Add(_) | Node::Sub(_) | Node::Max(_) | Node::Neg(_) => {
                op(self.elementwise(Codelet::Add { dtype: d }, numel), &r)
            }
            Node::Mul(_) | Node::Div(_) => {
                op(self.elementwise(Codelet::Mul { dtype: d }, numel), &r)
            }
            Node::Exp(_) | Node::Tanh(_) | Node::Gelu(_) => {
                op(self.elementwise(Codelet::Gelu { dtype: d }, numel), &r)
            }
            Node::Cast([_, x]) => {
                let from = ty(*x)?.elt;
                op(self.elementwise(Self::cast_codelet(from, r.elt), numel), &r)
            }
            Node::Reshape(_) => Cost {
                cycles: 0,
                bytes: 0,
                ops: 1,
            },
            Node::Slice([s, _]) => match egraph[*s].data.attr.as_ref()? {
                Attr::Slice(spec) if spec.unit_strides() => Cost {
                    cycles: 0,
                    bytes: 0,
                    ops: 1,
                },
                _ => op(self.movement(r.bytes()), &r),
            },
            Node::Concat(ch) => {
                let inputs = ch[1..].iter().all(|&c| {
                    egraph[c]
                        .nodes
                        .iter()
                        .any(|n| matches!(n, Node::Leaf(Leaf::Arg { .. } | Leaf::Const { .. })))
                });
                if inputs {
                    Cost {
                        cycles: 0,
                        bytes: 0,
                        ops: 1,
                    }
                } else {
                    op(self.movement(r.bytes()), &r)
                }
            }
            Node::Transpose(_) | Node::Broadcast(_) => op(self.movement(r.bytes()), &r),
            Node::Softmax([dim, x]) => {
                let Attr::Dim(dim) = egraph[*dim].data.attr.as_ref()? else {
                    return None;
                };
                let t = ty(*x)?;
                let n = t.shape[*dim as usize].max(1) as u64;
                let rows = (numel / n).div_ceil(self.tiles());
                let c: u64 = [
                    Codelet::SoftmaxMax { dtype: d },
                    Codelet::SoftmaxSubExp { dtype: d },
                    Codelet::SoftmaxSum { dtype: d },
                    Codelet::SoftmaxScale { dtype: d },
                ]
                .into_iter()
                .map(|c| self.codelet(c, rows, n, 1))
                .sum();
                op(c + self.sync(), &r)
            }
            // As plan-operators plans it: over the last dimension one row statistic per row
            // (`softmax_sum` / `softmax_max`, plan/ops.rs `row_statistic`), else partial
            // vectors combined (`reduce_add` / `reduce_max`).
            Node::Reduce([kind, x]) => {
                let Attr::Reduce(sum, dims) = egraph[*kind].data.attr.as_ref()? else {
                    return None;
                };
                let t = ty(*x)?;
                let k = (t.numel() / numel.max(1)).max(1);
                let last = t.rank().checked_sub(1).map(|l| l as i64);
                let cycles = if dims.len() == 1 && Some(dims[0]) == last {
                    let c = if *sum {
                        Codelet::SoftmaxSum { dtype: d }
                    } else {
                        Codelet::SoftmaxMax { dtype: d }
                    };
                    self.codelet(c, numel.div_ceil(self.tiles()), k, 1)
                } else {
                    let c = if *sum {
                        Codelet::ReduceAdd { dtype: d }
                    } else {
                        Codelet::ReduceMax { dtype: d }
                    };
                    self.codelet(c, 1, numel.div_ceil(self.tiles()), k)
                };
                op(cycles + self.sync(), &r)
            }
            Node::Matmul([_, a, b]) => {
                let (ta, tb) = (ty(*a)?, ty(*b)?);
                let p = problem(ta, tb, ta.elt, tb.elt, &r, Vec::new());
                op(self.gemm(&p)?, &r)
            }
            Node::Fused([s, l, a, b]) => {
                let Attr::Fused(spec) = egraph[*s].data.attr.as_ref()? else {
                    return None;
                };
                let (ta, tb) = (ty(*a)?, ty(*b)?);
                let items = egraph[*l].data.list.as_ref()?;
                let p = fused_problem(spec, ta, tb, &r, items);
                op(self.gemm(&p)?, &r)
            }
            Node::Opaque(..) => op(self.sync(), &r),
            Node::Leaf(_) | Node::List(_) | Node::Results(_) => free,
        };
        Some(cost)
    }
}

fn problem(
    ta: &TensorTy,
    tb: &TensorTy,
    ea: Elt,
    eb: Elt,
    r: &TensorTy,
    epilogue: Vec<(Step, u64)>,
) -> GemmProblem {
    let rank = ta.rank();
    let rows_per_batch = ta.shape[rank - 2].max(1) as u64;
    let batch: u64 = ta.shape[..rank - 2]
        .iter()
        .map(|&d| d.max(1) as u64)
        .product();
    GemmProblem {
        m: rows_per_batch * batch,
        n: *r.shape.last().unwrap_or(&1) as u64,
        k: ta.shape[rank - 1].max(1) as u64,
        rhs_batches: if tb.rank() > 2 { batch } else { 1 },
        rows_per_batch,
        lhs_src: ta.elt,
        rhs_src: tb.elt,
        lhs_amp: ea,
        rhs_amp: eb,
        out: r.elt,
        epilogue,
    }
}

fn fused_problem(
    spec: &FusedSpec,
    ta: &TensorTy,
    tb: &TensorTy,
    r: &TensorTy,
    items: &[TensorTy],
) -> GemmProblem {
    let ea = spec.lhs_cast.map_or(ta.elt, |c| c.0);
    let eb = spec.rhs_cast.map_or(tb.elt, |c| c.0);
    let mut operands = items.iter();
    let epilogue = spec
        .epilogue
        .iter()
        .map(|&s| {
            let bytes = if s.consumes_operand() {
                operands.next().map_or(0, |t| t.elt.bytes())
            } else {
                0
            };
            (s, bytes)
        })
        .collect();
    problem(ta, tb, ea, eb, r, epilogue)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn target() -> Target {
        Target::default_target().expect("the default target loads")
    }

    fn gemm(m: u64, n: u64, k: u64, epilogue: Vec<(Step, u64)>) -> u64 {
        let t = target();
        let model = CostModel::new(&t);
        let p = GemmProblem {
            m,
            n,
            k,
            rhs_batches: 1,
            rows_per_batch: m,
            lhs_src: Elt::F16,
            rhs_src: Elt::F16,
            lhs_amp: Elt::F16,
            rhs_amp: Elt::F16,
            out: Elt::F16,
            epilogue,
        };
        model.gemm(&p).expect("a plan fits")
    }

    #[test]
    fn one_wide_product_is_cheaper_than_three_narrow_ones() {
        let one = gemm(729, 3 * 1152, 1152, Vec::new());
        let three = 3 * gemm(729, 1152, 1152, Vec::new());
        assert!(one < three, "{one} vs {three}");
    }

    #[test]
    fn an_epilogue_is_cheaper_than_a_separate_op() {
        let t = target();
        let model = CostModel::new(&t);
        let plain = gemm(729, 4304, 1152, Vec::new());
        let fused = gemm(729, 4304, 1152, vec![(Step::Bias, 2), (Step::GeluTanh, 0)]);
        let separate = plain
            + model.elementwise(Codelet::Add { dtype: DType::F16 }, 729 * 4304)
            + model.elementwise(Codelet::Gelu { dtype: DType::F16 }, 729 * 4304);
        assert!(
            plain < fused && fused < separate,
            "{plain} {fused} {separate}"
        );
    }

    #[test]
    fn costs_grow_with_size() {
        assert!(gemm(64, 128, 128, Vec::new()) <= gemm(729, 1152, 1152, Vec::new()));
    }
}
