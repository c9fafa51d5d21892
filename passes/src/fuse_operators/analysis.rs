//! The e-class analysis: each e-class knows its tensor type (shape and element type), its
//! attribute (for attribute leaves), its splat value when it is a known constant splat,
//! and the first original op it came from (for locations and a stable order).
//!
//! [`infer`] is the graph dialect's type rule for one e-node, written once and used
//! twice: by [`Analysis::make`] and by the rules, which call it before adding a node so
//! that a rewrite fires only where shapes and element types agree. An e-node for which
//! it returns `None` is ill-typed; the extractor never selects one.

use egg::{Analysis, DidMerge, EGraph, Id};

use super::lang::{Attr, Elt, F32Bits, FusedSpec, Leaf, Node, Step, TensorTy};

/// The e-graph of the pass.
pub type EG = EGraph<Node, GraphAnalysis>;

/// What the analysis knows about one e-class.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Info {
    /// The tensor type of a value class (`None` for attribute leaves, lists and the root).
    pub ty: Option<TensorTy>,
    /// The attribute of an attribute-leaf class.
    pub attr: Option<Attr>,
    /// The value of every element, when the class is a known splat (a splat constant,
    /// or a broadcast or reshape of one).
    pub splat: Option<f64>,
    /// The element types of a list class (`None` for other classes).
    pub list: Option<Vec<TensorTy>>,
    /// The index of the first original op (in function order) in the class.
    pub origin: Option<u32>,
}

/// The analysis, with the provenance log the `explain` option reads.
#[derive(Debug, Default)]
pub struct GraphAnalysis {
    /// Each e-node a rule added, with the rule's name, in order of addition.
    pub provenance: Vec<(Node, &'static str)>,
}

impl Analysis<Node> for GraphAnalysis {
    type Data = Info;

    fn make(egraph: &mut EG, enode: &Node, _id: Id) -> Info {
        let get = |id: Id| &egraph[id].data;
        let ty = infer(enode, get);
        let (attr, splat) = match enode {
            Node::Leaf(Leaf::Attr(a)) => (Some(a.clone()), None),
            Node::Leaf(Leaf::Const { splat, .. }) => (None, splat.map(f64::from_bits)),
            Node::Broadcast([_, _, x]) | Node::Reshape([_, x]) => (None, get(*x).splat),
            _ => (None, None),
        };
        let list = match enode {
            Node::List(items) => items.iter().map(|&i| get(i).ty.clone()).collect(),
            _ => None,
        };
        Info {
            ty,
            attr,
            splat,
            list,
            origin: None,
        }
    }

    fn merge(&mut self, a: &mut Info, b: Info) -> DidMerge {
        let mut changed_a = false;
        if a.ty.is_none() && b.ty.is_some() {
            a.ty = b.ty.clone();
            changed_a = true;
        }
        if a.attr.is_none() && b.attr.is_some() {
            a.attr = b.attr.clone();
            changed_a = true;
        }
        if a.list.is_none() && b.list.is_some() {
            a.list = b.list.clone();
            changed_a = true;
        }
        if a.splat.is_none() && b.splat.is_some() {
            a.splat = b.splat;
            changed_a = true;
        }
        let origin = match (a.origin, b.origin) {
            (Some(x), Some(y)) => Some(x.min(y)),
            (x, y) => x.or(y),
        };
        if origin != a.origin {
            a.origin = origin;
            changed_a = true;
        }
        let changed_b = *a != b;
        DidMerge(changed_a, changed_b)
    }
}

/// The epilogue steps that consume an operand.
pub fn consumers(spec: &FusedSpec) -> usize {
    spec.epilogue
        .iter()
        .filter(|s| s.consumes_operand())
        .count()
}

/// The result type of `enode` given its children's analysis data, by the graph
/// dialect's rules (`notes/graph-spec.md`); `None` if the node is ill-typed or is not a
/// tensor (an attribute, a list, the root).
pub fn infer<'a>(enode: &Node, get: impl Fn(Id) -> &'a Info) -> Option<TensorTy> {
    let ty = |id: Id| get(id).ty.as_ref();
    let attr = |id: Id| get(id).attr.as_ref();
    match enode {
        Node::Add([a, b])
        | Node::Sub([a, b])
        | Node::Mul([a, b])
        | Node::Div([a, b])
        | Node::Max([a, b]) => {
            let (ta, tb) = (ty(*a)?, ty(*b)?);
            (ta == tb).then(|| ta.clone())
        }
        Node::Neg(x) | Node::Exp(x) | Node::Tanh(x) => ty(*x).cloned(),
        Node::Gelu([g, x]) => match attr(*g)? {
            Attr::Gelu(_) => ty(*x).cloned(),
            _ => None,
        },
        Node::Cast([c, x]) => match attr(*c)? {
            Attr::Cast(e, s) if valid_scale(*s) => Some(ty(*x)?.with_elt(*e)),
            _ => None,
        },
        Node::Transpose([p, x]) => {
            let Attr::Perm(perm) = attr(*p)? else {
                return None;
            };
            let t = ty(*x)?;
            if !is_permutation(perm, t.rank()) {
                return None;
            }
            let shape: Vec<i64> = perm.iter().map(|&i| t.shape[i as usize]).collect();
            Some(TensorTy::new(&shape, t.elt))
        }
        Node::Reshape([s, x]) => {
            let Attr::Shape(shape) = attr(*s)? else {
                return None;
            };
            let t = ty(*x)?;
            let r = TensorTy::new(shape, t.elt);
            (shape.iter().all(|&d| d >= 0) && r.numel() == t.numel()).then_some(r)
        }
        Node::Broadcast([d, s, x]) => {
            let (Attr::Dims(dims), Attr::Shape(shape)) = (attr(*d)?, attr(*s)?) else {
                return None;
            };
            let t = ty(*x)?;
            broadcast_ok(dims, shape, &t.shape).then(|| TensorTy::new(shape, t.elt))
        }
        Node::Concat(ch) => {
            let (d, xs) = ch.split_first()?;
            let Attr::Dim(dim) = attr(*d)? else {
                return None;
            };
            let first = ty(*xs.first()?)?;
            let dim = usize::try_from(*dim).ok().filter(|&d| d < first.rank())?;
            let mut shape = first.shape.clone();
            shape[dim] = 0;
            for &x in xs {
                let t = ty(x)?;
                if t.elt != first.elt || t.rank() != first.rank() {
                    return None;
                }
                for i in 0..t.rank() {
                    if i != dim && t.shape[i] != first.shape[i] {
                        return None;
                    }
                }
                shape[dim] += t.shape[dim];
            }
            Some(TensorTy {
                shape,
                elt: first.elt,
            })
        }
        Node::Slice([s, x]) => {
            let Attr::Slice(spec) = attr(*s)? else {
                return None;
            };
            let t = ty(*x)?;
            let r = t.rank();
            if spec.start.len() != r || spec.limit.len() != r || spec.strides.len() != r {
                return None;
            }
            for i in 0..r {
                let (a, b, st) = (spec.start[i], spec.limit[i], spec.strides[i]);
                if !(0 <= a && a <= b && b <= t.shape[i] && st >= 1) {
                    return None;
                }
            }
            let shape: Vec<i64> = (0..r).map(|i| spec.dim(i)).collect();
            Some(TensorTy::new(&shape, t.elt))
        }
        Node::Softmax([d, x]) => {
            let Attr::Dim(dim) = attr(*d)? else {
                return None;
            };
            let t = ty(*x)?;
            (*dim >= 0 && (*dim as usize) < t.rank()).then(|| t.clone())
        }
        Node::Reduce([k, x]) => {
            let Attr::Reduce(_, dims) = attr(*k)? else {
                return None;
            };
            let t = ty(*x)?;
            let sorted = dims.windows(2).all(|w| w[0] < w[1]);
            if !sorted || dims.iter().any(|&d| d < 0 || d as usize >= t.rank()) {
                return None;
            }
            let shape: Vec<i64> = (0..t.rank())
                .filter(|i| !dims.contains(&(*i as i64)))
                .map(|i| t.shape[i])
                .collect();
            Some(TensorTy::new(&shape, t.elt))
        }
        Node::Matmul([o, a, b]) => {
            let Attr::Elt(out) = attr(*o)? else {
                return None;
            };
            let (ta, tb) = (ty(*a)?, ty(*b)?);
            matmul_type(&ta.shape, ta.elt, &tb.shape, tb.elt, *out)
        }
        Node::Fused([s, l, a, b]) => {
            let Attr::Fused(spec) = attr(*s)? else {
                return None;
            };
            let (ta, tb) = (ty(*a)?, ty(*b)?);
            let cast_elt = |c: &Option<(Elt, F32Bits)>, e: Elt| match c {
                None => Some(e),
                Some((to, sc)) if to.is_f8() && valid_scale(*sc) => Some(*to),
                Some(_) => None,
            };
            let (ea, eb) = (
                cast_elt(&spec.lhs_cast, ta.elt)?,
                cast_elt(&spec.rhs_cast, tb.elt)?,
            );
            let r = matmul_type(&ta.shape, ea, &tb.shape, eb, spec.out)?;
            let n_scale = spec.epilogue.iter().filter(|&&s| s == Step::Scale).count();
            if n_scale > 1 || (n_scale == 1) != spec.scale.is_some() {
                return None;
            }
            if spec.scale.is_some_and(|s| !s.get().is_finite()) {
                return None;
            }
            // The epilogue operands.
            let operand_types = get(*l).list.as_ref()?;
            let steps: Vec<Step> = spec
                .epilogue
                .iter()
                .copied()
                .filter(|s| s.consumes_operand())
                .collect();
            if steps.len() != operand_types.len() {
                return None;
            }
            let n = *r.shape.last()?;
            let mut batched: Vec<i64> = r.shape[..r.rank() - 2].to_vec();
            batched.push(n);
            for (step, t) in steps.iter().zip(operand_types) {
                let ok = match step {
                    Step::Bias => {
                        t.shape.as_slice() == [n] || t.shape.as_slice() == batched.as_slice()
                    }
                    _ => t.shape == r.shape,
                };
                if !ok {
                    return None;
                }
            }
            Some(r)
        }
        Node::List(_) | Node::Results(_) => None,
        Node::Leaf(Leaf::Arg { ty, .. }) | Node::Leaf(Leaf::Const { ty, .. }) => Some(ty.clone()),
        Node::Leaf(Leaf::Attr(_)) => None,
        Node::Opaque(key, _) => Some(key.ty.clone()),
    }
}

/// True if `scale` is finite and > 0 (a cast's scale).
pub fn valid_scale(scale: F32Bits) -> bool {
    let s = scale.get();
    s.is_finite() && s > 0.0
}

/// True if `perm` is a permutation of `0..rank`.
pub fn is_permutation(perm: &[i64], rank: usize) -> bool {
    if perm.len() != rank {
        return false;
    }
    let mut seen = vec![false; rank];
    for &p in perm {
        let Some(slot) = usize::try_from(p).ok().and_then(|i| seen.get_mut(i)) else {
            return false;
        };
        if *slot {
            return false;
        }
        *slot = true;
    }
    true
}

/// `broadcast_in_dim` rule: operand dim `i` maps to result dim `dims[i]` (strictly
/// increasing) and is 1 or equal to it.
pub fn broadcast_ok(dims: &[i64], shape: &[i64], operand: &[i64]) -> bool {
    dims.len() == operand.len()
        && dims.windows(2).all(|w| w[0] < w[1])
        && dims.iter().zip(operand).all(|(&d, &od)| {
            usize::try_from(d)
                .ok()
                .and_then(|d| shape.get(d))
                .is_some_and(|&rd| od == 1 || od == rd)
        })
        && shape.iter().all(|&d| d >= 0)
}

/// `graph.matmul`'s type rule: lhs `[B..., M, K]`, rhs `[B..., K, N]` or `[K, N]`, result
/// `[B..., M, N]` of `out` (f32, f16 or bf16; not bf16 with an f8 operand).
pub fn matmul_type(a: &[i64], ea: Elt, b: &[i64], eb: Elt, out: Elt) -> Option<TensorTy> {
    let (rl, rr) = (a.len(), b.len());
    if rl < 2 || (rr != 2 && rr != rl) {
        return None;
    }
    if rr == rl && a[..rl - 2] != b[..rr - 2] {
        return None;
    }
    if a[rl - 1] != b[rr - 2] {
        return None;
    }
    if !matches!(out, Elt::F32 | Elt::F16 | Elt::BF16) {
        return None;
    }
    if (ea.is_f8() || eb.is_f8()) && out == Elt::BF16 {
        return None;
    }
    let mut shape = a[..rl - 1].to_vec();
    shape.push(b[rr - 1]);
    Some(TensorTy::new(&shape, out))
}
