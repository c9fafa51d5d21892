//! Graph dialect ↔ e-graph: [`to_egraph`] reads a function body into an e-graph (one e-node
//! per op, attributes as leaves), and [`rebuild`] writes an extracted selection back.
//!
//! **What is translated.** A `func.func` whose body is one block of graph ops ending in
//! `func.return`. Block arguments become `arg` leaves; `graph.constant` ops become `const`
//! leaves (the op itself is kept, so its value is carried faithfully, dense, splat or
//! random); any other op that is `Pure`, has no regions and one graph-tensor result
//! becomes an `opaque` node with its operands as children. A function with anything else
//! (an op with side effects or regions, several blocks, a non-tensor value used by a graph
//! op) is left alone: [`to_egraph`] returns [`Skip`] with the reason.
//!
//! **What is written back.** Each selected e-node that equals an original op (same op,
//! same attributes, same operand classes) reuses that op, so its location and any extra
//! attribute survive; other e-nodes become new ops located at the first original op of
//! their e-class. Ops are emitted in a deterministic depth-first post-order from the
//! results; original ops not selected are erased (they are all `Pure`).

use std::collections::BTreeMap;

use egg::Id;
use ipu_dialects::graph_dialect::{
    BroadcastOp, CastOp, ConcatOp, ConstantOp, GeluApproximation, GeluOp, ReduceKind, ReduceOp,
    SliceOp, SoftmaxOp, TransposeOp, operand_cast_attr,
};
use ipu_dialects::{
    AttrKind, Attribute, Context, Ir, LocKind, Location, OpId, OperationState, Traits, TypeKind,
    ValueId, float,
};

use super::analysis::{EG, GraphAnalysis};
use super::lang::{
    Attr, Elt, F32Bits, FusedSpec, Leaf, Node, OpaqueKey, SliceSpec, Step, TensorTy,
};

/// Why a function is left alone (reported as a remark at `loc`).
#[derive(Clone, Debug)]
pub struct Skip {
    /// Where.
    pub loc: Location,
    /// Why.
    pub reason: String,
}

/// A function read into an e-graph.
#[derive(Debug)]
pub struct Translation {
    /// The e-graph (rebuilt, ready for saturation).
    pub egraph: EG,
    /// The root class (`results`).
    pub root: Id,
    /// The ops of the body in order (index = the op's number in [`Node`] leaves and origins).
    pub ops: Vec<OpId>,
    /// The `func.return` op.
    pub ret: OpId,
    /// The e-node each original op became (before saturation), with the op.
    pub original: Vec<(Node, OpId)>,
    /// Argument leaves' values, by argument name.
    pub args: BTreeMap<String, ValueId>,
}

fn skip(ir: &Ir, op: OpId, reason: String) -> Skip {
    Skip {
        loc: ir.loc(op),
        reason,
    }
}

/// Reads the body of `func` (a `func.func`) into an e-graph.
///
/// # Errors
/// [`Skip`] when the function is not a single block of translatable ops (module doc).
pub fn to_egraph(ctx: &Context, ir: &Ir, func: OpId) -> Result<Translation, Skip> {
    let regions = ir.regions(func);
    let Some(&body) = regions.first() else {
        return Err(skip(ir, func, "the function has no body".into()));
    };
    let blocks: Vec<_> = ir.region_blocks(body).collect();
    let [block] = blocks[..] else {
        return Err(skip(
            ir,
            func,
            format!(
                "the body has {} blocks; only single-block bodies are fused",
                blocks.len()
            ),
        ));
    };
    let mut egraph = EG::new(GraphAnalysis::default());
    let mut values: BTreeMap<ValueId, Id> = BTreeMap::new();
    let mut args = BTreeMap::new();
    for (i, &a) in ir.block_args(block).iter().enumerate() {
        if let Some(ty) = TensorTy::from_type(ctx, ir.value_type(a)) {
            let name = format!("arg{i}");
            let id = egraph.add(Node::Leaf(Leaf::Arg {
                name: name.clone(),
                ty,
            }));
            values.insert(a, id);
            args.insert(name, a);
        }
    }
    let ops: Vec<OpId> = ir.block_ops(block).collect();
    let mut original = Vec::new();
    let mut root = None;
    let mut ret = None;
    for (index, &op) in ops.iter().enumerate() {
        let name = ctx.op_name_str(ir.name(op));
        if name == "func.return" {
            let mut children = Vec::new();
            for v in ir.operands(op) {
                let Some(&id) = values.get(&v) else {
                    return Err(skip(ir, op, "a result is not a graph tensor".into()));
                };
                children.push(id);
            }
            root = Some(egraph.add(Node::Results(children.into())));
            ret = Some(op);
            continue;
        }
        let node = op_node(ctx, ir, op, index as u32, &mut egraph, &values)?;
        let id = egraph.add(node.clone());
        let data = &mut egraph[id].data;
        data.origin = Some(data.origin.map_or(index as u32, |o| o.min(index as u32)));
        if data.ty.is_none() {
            return Err(skip(
                ir,
                op,
                format!("'{name}' is not a well-typed graph op"),
            ));
        }
        values.insert(ir.result(op, 0), id);
        original.push((node, op));
    }
    let (Some(root), Some(ret)) = (root, ret) else {
        return Err(skip(
            ir,
            func,
            "the body does not end in func.return".into(),
        ));
    };
    egraph.rebuild();
    Ok(Translation {
        egraph,
        root,
        ops,
        ret,
        original,
        args,
    })
}

fn attr_leaf(egraph: &mut EG, a: Attr) -> Id {
    egraph.add(Node::Leaf(Leaf::Attr(a)))
}

/// The splat value of a dense constant (`None` if not a splat of floats).
pub(crate) fn splat_value(ctx: &Context, a: Attribute) -> Option<f64> {
    let AttrKind::DenseElements { ty, splat, data } = ctx.attr_kind(a) else {
        return None;
    };
    let elt = ctx.element_type(*ty)?;
    let TypeKind::Float(kind) = ctx.type_kind(elt) else {
        return None;
    };
    let width = kind.bit_width().div_ceil(8) as usize;
    let first = data.get(..width)?;
    let all_same = *splat || data.chunks(width).all(|c| c == first);
    if !all_same || data.is_empty() {
        return None;
    }
    let mut bits: u128 = 0;
    for (i, b) in first.iter().enumerate() {
        bits |= u128::from(*b) << (8 * i);
    }
    Some(float::to_f64(*kind, bits))
}

fn op_node(
    ctx: &Context,
    ir: &Ir,
    op: OpId,
    index: u32,
    egraph: &mut EG,
    values: &BTreeMap<ValueId, Id>,
) -> Result<Node, Skip> {
    let name = ctx.op_name_str(ir.name(op)).to_string();
    let mut children = Vec::new();
    for v in ir.operands(op) {
        let Some(&id) = values.get(&v) else {
            return Err(skip(
                ir,
                op,
                format!("an operand of '{name}' is not a graph tensor"),
            ));
        };
        children.push(id);
    }
    if ir.num_results(op) != 1 {
        return Err(skip(
            ir,
            op,
            format!("'{name}' does not have exactly one result"),
        ));
    }
    let Some(result) = TensorTy::from_type(ctx, ir.value_type(ir.result(op, 0))) else {
        return Err(skip(
            ir,
            op,
            format!("the result of '{name}' is not a graph tensor"),
        ));
    };
    let bad = |what: &str| skip(ir, op, format!("'{name}' has a malformed {what}"));
    let c = |i: usize| children[i];
    let un = |n: usize| -> Result<(), Skip> {
        if children.len() == n {
            Ok(())
        } else {
            Err(bad("operand list"))
        }
    };
    let node = match name.as_str() {
        "graph.constant" => {
            let splat = ConstantOp(op)
                .value(ctx, ir)
                .and_then(|a| splat_value(ctx, a))
                .map(f64::to_bits);
            Node::Leaf(Leaf::Const {
                index,
                ty: result,
                splat,
            })
        }
        "graph.add" | "graph.sub" | "graph.mul" | "graph.div" | "graph.max" => {
            un(2)?;
            let pair = [c(0), c(1)];
            match name.as_str() {
                "graph.add" => Node::Add(pair),
                "graph.sub" => Node::Sub(pair),
                "graph.mul" => Node::Mul(pair),
                "graph.div" => Node::Div(pair),
                _ => Node::Max(pair),
            }
        }
        "graph.neg" | "graph.exp" | "graph.tanh" => {
            un(1)?;
            match name.as_str() {
                "graph.neg" => Node::Neg(c(0)),
                "graph.exp" => Node::Exp(c(0)),
                _ => Node::Tanh(c(0)),
            }
        }
        "graph.gelu" => {
            un(1)?;
            let tanh = GeluOp(op).approximate(ctx, ir) == GeluApproximation::Tanh;
            Node::Gelu([attr_leaf(egraph, Attr::Gelu(tanh)), c(0)])
        }
        "graph.cast" => {
            un(1)?;
            let scale = F32Bits::new(CastOp(op).scale(ctx, ir));
            Node::Cast([attr_leaf(egraph, Attr::Cast(result.elt, scale)), c(0)])
        }
        "graph.transpose" => {
            un(1)?;
            let perm = TransposeOp(op)
                .permutation(ctx, ir)
                .ok_or_else(|| bad("permutation"))?;
            Node::Transpose([attr_leaf(egraph, Attr::Perm(perm)), c(0)])
        }
        "graph.reshape" => {
            un(1)?;
            Node::Reshape([attr_leaf(egraph, Attr::Shape(result.shape.to_vec())), c(0)])
        }
        "graph.broadcast" => {
            un(1)?;
            let dims = BroadcastOp(op)
                .dimensions(ctx, ir)
                .ok_or_else(|| bad("dimensions"))?;
            Node::Broadcast([
                attr_leaf(egraph, Attr::Dims(dims)),
                attr_leaf(egraph, Attr::Shape(result.shape.to_vec())),
                c(0),
            ])
        }
        "graph.concat" => {
            let dim = ConcatOp(op)
                .dimension(ctx, ir)
                .ok_or_else(|| bad("dimension"))?;
            let mut ch = vec![attr_leaf(egraph, Attr::Dim(dim))];
            ch.extend(&children);
            Node::Concat(ch.into())
        }
        "graph.slice" => {
            un(1)?;
            let s = SliceOp(op);
            let spec = SliceSpec {
                start: s.start(ctx, ir).ok_or_else(|| bad("start"))?,
                limit: s.limit(ctx, ir).ok_or_else(|| bad("limit"))?,
                strides: s.strides(ctx, ir).ok_or_else(|| bad("strides"))?,
            };
            Node::Slice([attr_leaf(egraph, Attr::Slice(spec)), c(0)])
        }
        "graph.softmax" => {
            un(1)?;
            let dim = SoftmaxOp(op)
                .dimension(ctx, ir)
                .ok_or_else(|| bad("dimension"))?;
            Node::Softmax([attr_leaf(egraph, Attr::Dim(dim)), c(0)])
        }
        "graph.reduce" => {
            un(1)?;
            let r = ReduceOp(op);
            let sum = r.kind(ctx, ir).ok_or_else(|| bad("kind"))? == ReduceKind::Sum;
            let dims = r.dimensions(ctx, ir).ok_or_else(|| bad("dimensions"))?;
            Node::Reduce([attr_leaf(egraph, Attr::Reduce(sum, dims)), c(0)])
        }
        "graph.matmul" => {
            un(2)?;
            Node::Matmul([attr_leaf(egraph, Attr::Elt(result.elt)), c(0), c(1)])
        }
        "graph.fused_matmul" => {
            let f = ipu_dialects::graph_dialect::FusedMatmulOp(op);
            let epilogue: Vec<Step> = f
                .epilogue(ctx, ir)
                .ok_or_else(|| bad("epilogue"))?
                .into_iter()
                .map(Step::from_dialect)
                .collect();
            let cast = |c: Option<ipu_dialects::graph_dialect::OperandCast>| {
                c.and_then(|c| Some((Elt::from_kind(c.kind)?, F32Bits::new(c.scale))))
            };
            let spec = FusedSpec {
                out: result.elt,
                scale: f.scale(ctx, ir).map(F32Bits::new),
                lhs_cast: cast(f.lhs_cast(ctx, ir)),
                rhs_cast: cast(f.rhs_cast(ctx, ir)),
                epilogue,
            };
            if children.len() < 2 {
                return Err(bad("operand list"));
            }
            let list = egraph.add(Node::List(children[2..].into()));
            Node::Fused([attr_leaf(egraph, Attr::Fused(spec)), list, c(0), c(1)])
        }
        _ => {
            let pure = ctx.op_def(ir.name(op)).is_some_and(|d| d.has(Traits::PURE));
            if !pure || !ir.regions(op).is_empty() {
                return Err(skip(
                    ir,
                    op,
                    format!("'{name}' may have side effects or regions; the function is not fused"),
                ));
            }
            Node::Opaque(OpaqueKey { index, ty: result }, children.into())
        }
    };
    Ok(node)
}

/// The canonical form of `node` (children replaced by their class representatives).
pub fn canonical(egraph: &EG, node: &Node) -> Node {
    let mut n = node.clone();
    for c in egg::Language::children_mut(&mut n) {
        *c = egraph.find(*c);
    }
    n
}

/// Counts of what [`rebuild`] did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Rebuilt {
    /// New ops created.
    pub created: usize,
    /// Original ops erased.
    pub erased: usize,
}

/// Writes the selection back into the function body of `t`: `choice` maps every class
/// reachable from the root to its selected e-node (canonical). See the module doc.
///
/// # Errors
/// A message (our bug) if the selection is cyclic, misses a class, or an op cannot be
/// built or erased.
pub fn rebuild(
    ctx: &Context,
    ir: &mut Ir,
    t: &Translation,
    choice: &BTreeMap<Id, Node>,
) -> Result<Rebuilt, String> {
    let egraph = &t.egraph;
    let mut reusable: BTreeMap<Node, OpId> = BTreeMap::new();
    for (node, op) in &t.original {
        reusable.entry(canonical(egraph, node)).or_insert(*op);
    }
    // Depth-first post-order from the root's children.
    let root = egraph.find(t.root);
    let Some(Node::Results(results)) = choice.get(&root) else {
        return Err("the root class has no `results` node".into());
    };
    let mut order: Vec<Id> = Vec::new();
    let mut state: BTreeMap<Id, bool> = BTreeMap::new(); // false: on the stack, true: done
    for &r in results.iter() {
        visit(egraph, choice, egraph.find(r), &mut state, &mut order)?;
    }
    let mut value: BTreeMap<Id, ValueId> = BTreeMap::new();
    let mut kept: Vec<OpId> = Vec::new();
    let mut unlocated: Vec<OpId> = Vec::new();
    let mut created = 0;
    for &id in &order {
        let node = &choice[&id];
        let operands = |ch: &[Id]| -> Result<Vec<ValueId>, String> {
            ch.iter()
                .map(|c| {
                    value
                        .get(&egraph.find(*c))
                        .copied()
                        .ok_or_else(|| format!("class {c} has no value"))
                })
                .collect()
        };
        match node {
            Node::Leaf(Leaf::Attr(_)) | Node::List(_) | Node::Results(_) => continue,
            Node::Leaf(Leaf::Arg { name, .. }) => {
                let v = *t
                    .args
                    .get(name)
                    .ok_or_else(|| format!("unknown argument {name}"))?;
                value.insert(id, v);
                continue;
            }
            _ => {}
        }
        let v = if let Some(&op) = reusable.get(node) {
            let ch = value_children(egraph, choice, node);
            let vals = operands(&ch)?;
            ir.set_operands(op, &vals);
            ir.detach_op(op);
            ir.insert_op_before(t.ret, op);
            kept.push(op);
            ir.result(op, 0)
        } else {
            let loc = egraph[id]
                .data
                .origin
                .and_then(|o| t.ops.get(o as usize))
                .map_or_else(|| ctx.unknown_loc(), |&op| ir.loc(op));
            let ty = egraph[id]
                .data
                .ty
                .as_ref()
                .ok_or_else(|| format!("class {id} has no tensor type"))?
                .to_type(ctx);
            let ch = value_children(egraph, choice, node);
            let vals = operands(&ch)?;
            let state = new_op_state(ctx, egraph, node, loc)?
                .with_operands(&vals)
                .with_results(&[ty]);
            let op = ir.create_op(ctx, state);
            ir.insert_op_before(t.ret, op);
            if loc == ctx.unknown_loc() {
                unlocated.push(op);
            }
            created += 1;
            ir.result(op, 0)
        };
        value.insert(id, v);
    }
    let rets = results
        .iter()
        .map(|r| {
            value
                .get(&egraph.find(*r))
                .copied()
                .ok_or("a result has no value")
        })
        .collect::<Result<Vec<_>, _>>()?;
    ir.set_operands(t.ret, &rets);
    // Erase the original ops that were not kept, users first.
    let mut erased = 0;
    for &op in t.ops.iter().rev() {
        if op == t.ret || kept.contains(&op) {
            continue;
        }
        ir.erase_op(op).map_err(|e| e.to_string())?;
        erased += 1;
    }
    locate_from_users(ctx, ir, &unlocated);
    Ok(Rebuilt { created, erased })
}

/// Gives each op of `ops` (created in program order, from e-classes of no original op: a
/// merged matmul, the concat of its weights) the locations of the ops using its result, fused
/// as MLIR fuses the locations of the ops a rewrite replaces: `loc(fused["a":6:5, "a":10:5])`.
/// Users are located first (reverse order), so a chain of new ops inherits its users'
/// locations; an op whose users have none keeps `loc(unknown)`.
fn locate_from_users(ctx: &Context, ir: &mut Ir, ops: &[OpId]) {
    let unknown = ctx.unknown_loc();
    for &op in ops.iter().rev() {
        let mut locs: Vec<Location> = Vec::new();
        for r in 0..ir.num_results(op) {
            for user in ir.users(ir.result(op, r)) {
                let l = ir.loc(user);
                if l != unknown && !locs.contains(&l) {
                    locs.push(l);
                }
            }
        }
        // In source order (use lists are not): line, then column; the file breaks no tie
        // that matters, as a function's ops come from one file.
        locs.sort_by_key(|&l| ctx.file_line_col(l).map(|(_, line, col)| (line, col)));
        match locs.len() {
            0 => {}
            1 => ir.set_loc(op, locs[0]),
            _ => ir.set_loc(
                op,
                ctx.location(LocKind::Fused {
                    metadata: None,
                    locs: locs.into_boxed_slice(),
                }),
            ),
        }
    }
}

/// The children of `node` that are values (attribute leaves left out; a fused node's
/// operands are lhs, rhs, then the list's items).
pub fn value_children(egraph: &EG, choice: &BTreeMap<Id, Node>, node: &Node) -> Vec<Id> {
    match node {
        Node::Fused([_, l, a, b]) => {
            let mut v = vec![*a, *b];
            if let Some(Node::List(items)) = choice.get(&egraph.find(*l)) {
                v.extend(items.iter().copied());
            }
            v
        }
        _ => egg::Language::children(node)
            .iter()
            .copied()
            .filter(|&c| egraph[c].data.attr.is_none())
            .collect(),
    }
}

fn visit(
    egraph: &EG,
    choice: &BTreeMap<Id, Node>,
    id: Id,
    state: &mut BTreeMap<Id, bool>,
    order: &mut Vec<Id>,
) -> Result<(), String> {
    match state.get(&id) {
        Some(true) => return Ok(()),
        Some(false) => return Err(format!("the selection has a cycle through class {id}")),
        None => {}
    }
    state.insert(id, false);
    let node = choice
        .get(&id)
        .ok_or_else(|| format!("class {id} is needed but has no selected node"))?;
    for &c in egg::Language::children(node) {
        visit(egraph, choice, egraph.find(c), state, order)?;
    }
    state.insert(id, true);
    order.push(id);
    Ok(())
}

fn attr_of(egraph: &EG, id: Id) -> Result<&Attr, String> {
    egraph[id]
        .data
        .attr
        .as_ref()
        .ok_or_else(|| format!("class {id} is not an attribute"))
}

fn new_op_state(
    ctx: &Context,
    egraph: &EG,
    node: &Node,
    loc: Location,
) -> Result<OperationState, String> {
    let st = |name: &str| OperationState::named(ctx, name, loc);
    let f32a = |v: f32| ctx.float_attr(ctx.f32(), f64::from(v));
    Ok(match node {
        Node::Add(_) => st("graph.add"),
        Node::Sub(_) => st("graph.sub"),
        Node::Mul(_) => st("graph.mul"),
        Node::Div(_) => st("graph.div"),
        Node::Max(_) => st("graph.max"),
        Node::Neg(_) => st("graph.neg"),
        Node::Exp(_) => st("graph.exp"),
        Node::Tanh(_) => st("graph.tanh"),
        Node::Gelu([g, _]) => {
            let Attr::Gelu(tanh) = attr_of(egraph, *g)? else {
                return Err("gelu without approximation".into());
            };
            let a = if *tanh { "tanh" } else { "none" };
            st("graph.gelu").with_attr(ctx, "approximate", ctx.string_attr(a))
        }
        Node::Cast([c, _]) => {
            let Attr::Cast(_, s) = attr_of(egraph, *c)? else {
                return Err("cast without spec".into());
            };
            let mut s0 = st("graph.cast");
            if s.get() != 1.0 {
                s0 = s0.with_attr(ctx, "scale", f32a(s.get()));
            }
            s0
        }
        Node::Transpose([p, _]) => {
            let Attr::Perm(p) = attr_of(egraph, *p)? else {
                return Err("transpose without permutation".into());
            };
            st("graph.transpose").with_attr(ctx, "permutation", ctx.dense_i64_array(p))
        }
        Node::Reshape(_) => st("graph.reshape"),
        Node::Broadcast([d, _, _]) => {
            let Attr::Dims(d) = attr_of(egraph, *d)? else {
                return Err("broadcast without dimensions".into());
            };
            st("graph.broadcast").with_attr(ctx, "dimensions", ctx.dense_i64_array(d))
        }
        Node::Concat(ch) => {
            let Attr::Dim(d) = attr_of(egraph, ch[0])? else {
                return Err("concat without dimension".into());
            };
            st("graph.concat").with_attr(ctx, "dimension", ctx.i64_attr(*d))
        }
        Node::Slice([s, _]) => {
            let Attr::Slice(s) = attr_of(egraph, *s)? else {
                return Err("slice without spec".into());
            };
            let mut s0 = st("graph.slice")
                .with_attr(ctx, "start", ctx.dense_i64_array(&s.start))
                .with_attr(ctx, "limit", ctx.dense_i64_array(&s.limit));
            if !s.unit_strides() {
                s0 = s0.with_attr(ctx, "strides", ctx.dense_i64_array(&s.strides));
            }
            s0
        }
        Node::Softmax([d, _]) => {
            let Attr::Dim(d) = attr_of(egraph, *d)? else {
                return Err("softmax without dimension".into());
            };
            st("graph.softmax").with_attr(ctx, "dimension", ctx.i64_attr(*d))
        }
        Node::Reduce([k, _]) => {
            let Attr::Reduce(sum, dims) = attr_of(egraph, *k)? else {
                return Err("reduce without spec".into());
            };
            let kind = if *sum { "sum" } else { "max" };
            st("graph.reduce")
                .with_attr(ctx, "kind", ctx.string_attr(kind))
                .with_attr(ctx, "dimensions", ctx.dense_i64_array(dims))
        }
        Node::Matmul(_) => st("graph.matmul"),
        Node::Fused([s, _, _, _]) => {
            let Attr::Fused(spec) = attr_of(egraph, *s)? else {
                return Err("fused without spec".into());
            };
            let mut s0 = st("graph.fused_matmul");
            if !spec.epilogue.is_empty() {
                let steps: Vec<Attribute> = spec
                    .epilogue
                    .iter()
                    .map(|s| ctx.string_attr(s.to_dialect().name()))
                    .collect();
                s0 = s0.with_attr(ctx, "epilogue", ctx.array_attr(&steps));
            }
            if let Some(sc) = spec.scale {
                s0 = s0.with_attr(ctx, "scale", f32a(sc.get()));
            }
            for (name, c) in [("lhs_cast", &spec.lhs_cast), ("rhs_cast", &spec.rhs_cast)] {
                if let Some((e, sc)) = c {
                    s0 = s0.with_attr(ctx, name, operand_cast_attr(ctx, e.to_type(ctx), sc.get()));
                }
            }
            s0
        }
        Node::Leaf(_) | Node::List(_) | Node::Results(_) | Node::Opaque(..) => {
            return Err(format!("cannot build a new op for {node}"));
        }
    })
}
