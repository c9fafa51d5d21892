//! `stablehlo.dot_general` / `stablehlo.dot` → `graph.transpose` + `graph.reshape` +
//! `graph.matmul`, and `stablehlo.reduce` → `graph.reduce`.
//!
//! **dot_general** (StableHLO spec: the result is `[batch..., lhs free..., rhs free...]`,
//! the free dimensions in operand order). Any batching and contracting dimensions:
//! the lhs is transposed to `[batch..., free..., contracting...]` and reshaped to
//! `[B..., M, K]` (`M` = product of its free sizes, `K` = of the contracting sizes);
//! the rhs to `[batch..., contracting..., free...]` → `[B..., K, N]`; `graph.matmul`
//! gives `[B..., M, N]`, reshaped to the result shape. Identity transposes and
//! reshapes are not emitted, so `x @ w` is one `graph.matmul`. Precision hints are
//! accepted and ignored: the graph matmul accumulates in f32 whatever they say.
//!
//! **reduce**: the reducer region (or the compact `applies` form) must be one
//! `stablehlo.add`, `maximum` or `minimum` of the two block arguments (in either
//! order): a sum, max or min reduction (min as `-max(-x)`). The init value is folded
//! in when it is not the identity (0, -inf, +inf): `combine(reduce(x), init)`.

use ipu_dialects::{Type, ValueId};

use super::attrs::{DotDims, opaque_body};
use super::lower::{Fail, LResult, Lowered, Lowerer, Side, list_str, shape_of, ty_str};
use ipu_dialects::{FloatKind, TypeKind};

/// A reduction the graph dialect has (min via negation).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Reducer {
    Sum,
    Max,
    Min,
    /// Logical and (`true`) or or of `i1` values: imported only over dimensions of size 1
    /// with the identity as initial value (a reshape).
    Logic(bool),
}

impl Lowerer<'_> {
    /// The dimension numbers of a `dot_general`, or the implied ones of a `dot`.
    fn dot_dims(
        &self,
        op: ipu_dialects::OpId,
        name: &str,
        lr: usize,
        rr: usize,
    ) -> LResult<DotDims> {
        let ctx = self.ctx;
        if name == "stablehlo.dot" {
            if !(1..=2).contains(&lr) || !(1..=2).contains(&rr) {
                return Err(self
                    .error(
                        op,
                        format!("operands must have rank 1 or 2, got ranks {lr} and {rr}"),
                    )
                    .into());
            }
            return Ok(DotDims {
                lhs_contract: vec![lr as i64 - 1],
                rhs_contract: vec![0],
                ..DotDims::default()
            });
        }
        if self.ir.attr(ctx, op, "algorithm").is_some() {
            return Err(self
                .error(
                    op,
                    "has a dot 'algorithm', which import-stablehlo does not support",
                )
                .into());
        }
        let a = self
            .ir
            .attr(ctx, op, "dot_dimension_numbers")
            .ok_or_else(|| self.error(op, "requires attribute 'dot_dimension_numbers'"))?;
        let body = opaque_body(ctx, a).ok_or_else(|| {
            self.error(
                op,
                format!(
                    "attribute 'dot_dimension_numbers' must be #stablehlo.dot<...>, got {}",
                    ipu_dialects::attr_to_string(ctx, a)
                ),
            )
        })?;
        DotDims::from_body(body).map_err(|m| Fail::Error(self.error(op, m)))
    }

    /// See the module doc.
    pub(crate) fn lower_dot(
        &mut self,
        op: ipu_dialects::OpId,
        name: &str,
        operands: &[Lowered],
    ) -> LResult<Lowered> {
        let ctx = self.ctx;
        let to = self.graph_result(op, 0)?;
        let a = self.tensor_operand(op, 0, operands[0])?;
        let b = self.tensor_operand(op, 1, operands[1])?;
        let (ls, rs) = (
            shape_of(ctx, self.ty(a.value)),
            shape_of(ctx, self.ty(b.value)),
        );
        let d = self.dot_dims(op, name, ls.len(), rs.len())?;

        // Validate the dimension numbers.
        let check = |side: &str, dims: &[i64], rank: usize, what: &str| -> Result<(), String> {
            if let Some(&bad) = dims.iter().find(|&&x| x < 0 || x as usize >= rank) {
                return Err(format!(
                    "{side} {what} dimension {bad} is out of range for rank {rank}"
                ));
            }
            Ok(())
        };
        let checks = [
            check("lhs", &d.lhs_batch, ls.len(), "batching"),
            check("rhs", &d.rhs_batch, rs.len(), "batching"),
            check("lhs", &d.lhs_contract, ls.len(), "contracting"),
            check("rhs", &d.rhs_contract, rs.len(), "contracting"),
        ];
        if let Some(Err(m)) = checks.into_iter().find(|c| c.is_err()) {
            return Err(self.error(op, m).into());
        }
        if d.lhs_batch.len() != d.rhs_batch.len() || d.lhs_contract.len() != d.rhs_contract.len() {
            return Err(self
                .error(
                    op,
                    "lhs and rhs must have as many batching and as many contracting dimensions",
                )
                .into());
        }
        let free = |rank: usize, batch: &[i64], contract: &[i64]| -> Option<Vec<i64>> {
            let mut used = vec![false; rank];
            for &x in batch.iter().chain(contract) {
                if std::mem::replace(&mut used[x as usize], true) {
                    return None;
                }
            }
            Some((0..rank as i64).filter(|&i| !used[i as usize]).collect())
        };
        let (Some(lf), Some(rf)) = (
            free(ls.len(), &d.lhs_batch, &d.lhs_contract),
            free(rs.len(), &d.rhs_batch, &d.rhs_contract),
        ) else {
            return Err(self
                .error(op, "a dimension is used twice in the dimension numbers")
                .into());
        };
        let sizes =
            |s: &[i64], dims: &[i64]| -> Vec<i64> { dims.iter().map(|&x| s[x as usize]).collect() };
        let (lb, rb) = (sizes(&ls, &d.lhs_batch), sizes(&rs, &d.rhs_batch));
        let (lk, rk) = (sizes(&ls, &d.lhs_contract), sizes(&rs, &d.rhs_contract));
        if lb != rb {
            return Err(self
                .error(
                    op,
                    format!(
                        "batch dimension sizes differ ({} vs {})",
                        list_str(&lb),
                        list_str(&rb)
                    ),
                )
                .into());
        }
        if lk != rk {
            return Err(self
                .error(
                    op,
                    format!(
                        "contracting dimension sizes differ ({} vs {})",
                        list_str(&lk),
                        list_str(&rk)
                    ),
                )
                .into());
        }
        let (lm, rn) = (sizes(&ls, &lf), sizes(&rs, &rf));
        let mut expected = lb.clone();
        expected.extend(&lm);
        expected.extend(&rn);
        let out_shape = shape_of(ctx, to);
        if expected != out_shape {
            return Err(self
                .error(
                    op,
                    format!(
                        "result type {} does not match the dimension numbers (expected shape {})",
                        ty_str(ctx, to),
                        list_str(&expected)
                    ),
                )
                .into());
        }
        let elt: Type = ctx.element_type(to).unwrap_or(to);
        if !matches!(
            ctx.type_kind(elt),
            TypeKind::Float(FloatKind::F32 | FloatKind::F16 | FloatKind::BF16)
        ) {
            return Err(self
                .error(
                    op,
                    format!(
                        "result element type {} is not supported: graph.matmul produces f32, f16 or bf16",
                        ty_str(ctx, elt)
                    ),
                )
                .into());
        }

        let loc = self.loc_of(op);
        let product = |v: &[i64]| v.iter().product::<i64>();
        let (m, k, n) = (product(&lm), product(&lk), product(&rn));
        // lhs → [batch..., free..., contracting...] → [B..., M, K].
        let mut perm: Vec<i64> = d.lhs_batch.clone();
        perm.extend(&lf);
        perm.extend(&d.lhs_contract);
        let a = self.transpose(loc, a, &perm);
        let mut shape = lb.clone();
        shape.extend([m, k]);
        let a = self.reshape(loc, a, &shape);
        // rhs → [batch..., contracting..., free...] → [B..., K, N].
        let mut perm: Vec<i64> = d.rhs_batch.clone();
        perm.extend(&d.rhs_contract);
        perm.extend(&rf);
        let b = self.transpose(loc, b, &perm);
        let mut shape = lb.clone();
        shape.extend([k, n]);
        let b = self.reshape(loc, b, &shape);
        let mut mm = lb;
        mm.extend([m, n]);
        let mm_ty = ctx.tensor_type(&mm, elt);
        let v: ValueId = self.emit(loc, "graph.matmul", &[a.value, b.value], mm_ty, &[]);
        let y = self.reshape(
            loc,
            Side {
                value: v,
                splat: None,
            },
            &out_shape,
        );
        Ok(Lowered::Tensor(y))
    }

    /// What the reducer of a `stablehlo.reduce` computes.
    /// The name of the one op of a `reduce`'s reducer applied to its two arguments (the
    /// compact form's `applies`, or the region's body), if it is one.
    pub(crate) fn reducer_op_name(&self, op: ipu_dialects::OpId) -> Option<String> {
        let ctx = self.ctx;
        if let Some(a) = self.ir.attr(ctx, op, "applies") {
            return ctx.str_value(a).map(|s| s.into_owned());
        }
        let region = *self.ir.regions(op).first()?;
        let blocks: Vec<_> = self.ir.region_blocks(region).collect();
        let [block] = blocks.as_slice() else {
            return None;
        };
        let args = self.ir.block_args(*block).to_vec();
        let ops: Vec<_> = self.ir.block_ops(*block).collect();
        let [body, ret] = ops.as_slice() else {
            return None;
        };
        let operands: Vec<_> = self.ir.operands(*body).collect();
        let uses_args = args.len() == 2
            && operands.len() == 2
            && operands.contains(&args[0])
            && operands.contains(&args[1]);
        let returns = self.ir.num_operands(*ret) == 1
            && self.ir.num_results(*body) == 1
            && self.ir.operand(*ret, 0) == self.ir.result(*body, 0);
        (uses_args && returns).then(|| ctx.op_name_str(self.ir.name(*body)).to_string())
    }

    fn reducer(&self, op: ipu_dialects::OpId) -> LResult<Reducer> {
        let ctx = self.ctx;
        let by_name = |n: &str| match n {
            "stablehlo.add" => Some(Reducer::Sum),
            "stablehlo.maximum" => Some(Reducer::Max),
            "stablehlo.minimum" => Some(Reducer::Min),
            "stablehlo.and" => Some(Reducer::Logic(true)),
            "stablehlo.or" => Some(Reducer::Logic(false)),
            _ => None,
        };
        let unsupported = |what: String| {
            Fail::Error(self.error(
                op,
                format!(
                    "reducer {what} is not supported: only sum, max and min reductions \
                     (a single stablehlo.add, maximum or minimum of the two block arguments) are imported"
                ),
            ))
        };
        if let Some(a) = self.ir.attr(ctx, op, "applies") {
            let n = ctx.str_value(a).map(|s| s.into_owned()).unwrap_or_default();
            return by_name(&n).ok_or_else(|| unsupported(format!("'{n}'")));
        }
        let regions = self.ir.regions(op);
        let Some(&region) = regions.first() else {
            return Err(unsupported("(missing)".into()));
        };
        let blocks: Vec<_> = self.ir.region_blocks(region).collect();
        if blocks.len() != 1 {
            return Err(unsupported(format!("with {} blocks", blocks.len())));
        }
        let args = self.ir.block_args(blocks[0]).to_vec();
        let ops: Vec<_> = self.ir.block_ops(blocks[0]).collect();
        let body = match ops.as_slice() {
            [body, ret] if args.len() == 2 => (*body, *ret),
            _ => return Err(unsupported(format!("with {} operations", ops.len()))),
        };
        let (body, ret) = body;
        let body_name = ctx.op_name_str(self.ir.name(body));
        let kind = by_name(body_name).ok_or_else(|| unsupported(format!("'{body_name}'")))?;
        let operands: Vec<_> = self.ir.operands(body).collect();
        let uses_args = operands.len() == 2
            && ((operands[0] == args[0] && operands[1] == args[1])
                || (operands[0] == args[1] && operands[1] == args[0]));
        let returns = self.ir.num_operands(ret) == 1
            && self.ir.num_results(body) == 1
            && self.ir.operand(ret, 0) == self.ir.result(body, 0);
        if !uses_args || !returns {
            return Err(unsupported(format!(
                "'{body_name}' on values other than its two arguments"
            )));
        }
        Ok(kind)
    }

    /// See the module doc.
    pub(crate) fn lower_reduce(
        &mut self,
        op: ipu_dialects::OpId,
        operands: &[Lowered],
    ) -> LResult<Vec<Lowered>> {
        let ctx = self.ctx;
        if operands.len() == 4 {
            return self.lower_arg_reduce(op, operands);
        }
        if operands.len() != 2 {
            return Err(self
                .error(
                    op,
                    format!(
                        "reduces {} inputs at once; only single-input reductions are supported",
                        operands.len() / 2
                    ),
                )
                .into());
        }
        let kind = self.reducer(op)?;
        let to = self.graph_result(op, 0)?;
        let x = self.tensor_operand(op, 0, operands[0])?;
        let mut dims = self.int_list_attr(op, "dimensions")?;
        let in_shape = shape_of(ctx, self.ty(x.value));
        dims.sort_unstable();
        let valid = dims.windows(2).all(|w| w[0] < w[1])
            && dims
                .iter()
                .all(|&d| d >= 0 && (d as usize) < in_shape.len());
        if !valid {
            return Err(self
                .error(
                    op,
                    format!(
                        "dimensions {} are not distinct dimensions of the operand",
                        list_str(&dims)
                    ),
                )
                .into());
        }
        let kept: Vec<i64> = (0..in_shape.len())
            .filter(|i| !dims.contains(&(*i as i64)))
            .map(|i| in_shape[i])
            .collect();
        if kept != shape_of(ctx, to) {
            return Err(self
                .error(
                    op,
                    format!(
                        "result type {} does not match the reduced dimensions",
                        ty_str(ctx, to)
                    ),
                )
                .into());
        }
        let loc = self.loc_of(op);
        if let Reducer::Logic(and) = kind {
            // JAX's gather bounds check reduces a `[N, 1]` mask over its unit dimension.
            let identity = if and { 1.0 } else { 0.0 };
            if dims.iter().any(|&d| in_shape[d as usize] != 1)
                || self.splat_value(operands[1]) != Some(identity)
            {
                return Err(self
                    .error(
                        op,
                        "reducer 'stablehlo.and'/'stablehlo.or' is supported only over dimensions of size 1, from its identity",
                    )
                    .into());
            }
            return Ok(vec![Lowered::Tensor(self.reshape(loc, x, &kept))]);
        }
        let reduce = |s: &mut Self, x: Side, kind: &str| -> Side {
            if dims.is_empty() {
                return x;
            }
            let attrs = [
                ("kind", s.ctx.string_attr(kind)),
                ("dimensions", s.ctx.dense_i64_array(&dims)),
            ];
            let xty = s.ty(x.value);
            let elt = s.ctx.element_type(xty).unwrap_or(xty);
            let rty = s.ctx.tensor_type(&kept, elt);
            let v = s.emit(loc, "graph.reduce", &[x.value], rty, &attrs);
            Side {
                value: v,
                splat: None,
            }
        };
        let r = match kind {
            Reducer::Sum | Reducer::Logic(_) => reduce(self, x, "sum"),
            Reducer::Max => reduce(self, x, "max"),
            Reducer::Min => {
                let n = self.neg(loc, x);
                let m = reduce(self, n, "max");
                self.neg(loc, m)
            }
        };
        if self.ty(r.value) != to {
            return Err(self
                .error(
                    op,
                    format!(
                        "result type {} differs from the operand's element type",
                        ty_str(ctx, to)
                    ),
                )
                .into());
        }
        let identity = match kind {
            Reducer::Sum | Reducer::Logic(_) => 0.0,
            Reducer::Max => f64::NEG_INFINITY,
            Reducer::Min => f64::INFINITY,
        };
        let init = operands[1];
        if self.splat_value(init) == Some(identity) {
            return Ok(vec![Lowered::Tensor(r)]);
        }
        // A non-identity init value takes part once per result element.
        let init = self.tensor_operand(op, 1, init)?;
        let init = self.broadcast(loc, init, to, &[]);
        let combined = match kind {
            Reducer::Sum | Reducer::Logic(_) => {
                self.elementwise(loc, "graph.add", &[r, init], to, |v| v[0] + v[1])
            }
            Reducer::Max => self.max(loc, r, init),
            Reducer::Min => self.min(loc, r, init),
        };
        Ok(vec![Lowered::Tensor(combined)])
    }
}

impl Lowerer<'_> {
    /// A two-input `stablehlo.reduce` as JAX spells `argmax`/`argmin`: values `x` and an
    /// `iota` along the one reduced dimension, initial values `∓∞` and `0`, and JAX's
    /// comparator (pick the first operand when `a GT|LT b` or `a` is NaN; on equal values
    /// the smaller index). Lowers to `graph.argmax`/`graph.argmin` for the indices and
    /// `graph.reduce` (max) or `-max(-x)` for the values. Anything else is a located error.
    fn lower_arg_reduce(
        &mut self,
        op: ipu_dialects::OpId,
        operands: &[Lowered],
    ) -> LResult<Vec<Lowered>> {
        let ctx = self.ctx;
        let unsupported = |s: &Self, why: &str| {
            Fail::Error(s.error(
                op,
                format!(
                    "is a two-input reduce that is not an argmax/argmin: {why} (import-stablehlo \
                     imports variadic reduce only as JAX's argmax and argmin)"
                ),
            ))
        };
        let max = self.arg_comparator(op).ok_or_else(|| {
            unsupported(self, "the reducer is not JAX's argmax/argmin comparator")
        })?;
        let x = self.tensor_operand(op, 0, operands[0])?;
        let shape = shape_of(ctx, self.ty(x.value));
        let dims = self.int_list_attr(op, "dimensions")?;
        let [d] = dims[..] else {
            return Err(unsupported(self, "it reduces more than one dimension"));
        };
        if d < 0 || d as usize >= shape.len() {
            return Err(unsupported(self, "its dimension is out of range"));
        }
        // The second input must be the index along `d` (an iota, folded at import).
        let Lowered::Static(iota) = operands[1] else {
            return Err(unsupported(self, "its second input is not a constant iota"));
        };
        let Some((values, splat)) = super::attrs::dense_values(ctx, iota) else {
            return Err(unsupported(self, "its second input is not a constant iota"));
        };
        let strides: Vec<i64> = (0..shape.len())
            .map(|i| shape[i + 1..].iter().product())
            .collect();
        let n: i64 = shape.iter().product();
        let is_iota = !splat
            && values.len() as i64 == n
            && (0..n).all(|k| {
                values[k as usize] == ((k / strides[d as usize]) % shape[d as usize]) as f64
            });
        if !is_iota {
            return Err(unsupported(
                self,
                "its second input is not an iota along the reduced dimension",
            ));
        }
        let inf = if max {
            f64::NEG_INFINITY
        } else {
            f64::INFINITY
        };
        if self.splat_value(operands[2]) != Some(inf) || self.splat_value(operands[3]) != Some(0.0)
        {
            return Err(unsupported(
                self,
                "its initial values are not (-inf, 0) / (+inf, 0)",
            ));
        }
        let vty = self.graph_result(op, 0)?;
        let ity = self.graph_result(op, 1)?;
        let loc = self.loc_of(op);
        let attr = [("dimension", ctx.i64_attr(d))];
        let idx = self.emit(
            loc,
            if max { "graph.argmax" } else { "graph.argmin" },
            &[x.value],
            ity,
            &attr,
        );
        let reduce = |s: &mut Self, x: Side| {
            let attrs = [
                ("kind", s.ctx.string_attr("max")),
                ("dimensions", s.ctx.dense_i64_array(&[d])),
            ];
            let v = s.emit(loc, "graph.reduce", &[x.value], vty, &attrs);
            Side {
                value: v,
                splat: None,
            }
        };
        let values = if max {
            reduce(self, x)
        } else {
            let n = self.neg(loc, x);
            let m = reduce(self, n);
            self.neg(loc, m)
        };
        Ok(vec![
            Lowered::Tensor(values),
            Lowered::Tensor(Side {
                value: idx,
                splat: None,
            }),
        ])
    }

    /// `Some(true)` for JAX's argmax comparator, `Some(false)` for argmin's: with block
    /// arguments `(a, i, b, j)`, `p = (a GT|LT b) or (a NE a)`, `q = p or (a EQ b and
    /// i LT j)`, returning `(select(p, a, b), select(q, i, j))`.
    fn arg_comparator(&self, op: ipu_dialects::OpId) -> Option<bool> {
        let (ctx, ir) = (self.ctx, &*self.ir);
        let region = *ir.regions(op).first()?;
        let blocks: Vec<_> = ir.region_blocks(region).collect();
        let [block] = blocks[..] else { return None };
        let args = ir.block_args(block).to_vec();
        let [a, i, b, j] = args[..] else { return None };
        let ops: Vec<_> = ir.block_ops(block).collect();
        let name = |o| ctx.op_name_str(ir.name(o)).to_string();
        let dir = |o| {
            ir.attr(ctx, o, "comparison_direction")
                .and_then(|d| super::attrs::Direction::from_attr(ctx, d))
        };
        let ins = |o| ir.operands(o).collect::<Vec<ValueId>>();
        let res = |o| ir.result(o, 0);
        use super::attrs::Direction as D;
        let [c1, c2, or1, c3, c4, and1, or2, s1, s2, ret] = ops[..] else {
            return None;
        };
        let names = [c1, c2, or1, c3, c4, and1, or2, s1, s2, ret].map(name);
        let want = [
            "stablehlo.compare",
            "stablehlo.compare",
            "stablehlo.or",
            "stablehlo.compare",
            "stablehlo.compare",
            "stablehlo.and",
            "stablehlo.or",
            "stablehlo.select",
            "stablehlo.select",
            "stablehlo.return",
        ];
        if names != want {
            return None;
        }
        let max = match dir(c1)? {
            D::Gt => true,
            D::Lt => false,
            _ => return None,
        };
        let ok = ins(c1) == [a, b]
            && dir(c2)? == D::Ne
            && ins(c2) == [a, a]
            && ins(or1) == [res(c1), res(c2)]
            && dir(c3)? == D::Eq
            && ins(c3) == [a, b]
            && dir(c4)? == D::Lt
            && ins(c4) == [i, j]
            && ins(and1) == [res(c3), res(c4)]
            && ins(or2) == [res(or1), res(and1)]
            && ins(s1) == [res(or1), a, b]
            && ins(s2) == [res(or2), i, j]
            && ins(ret) == [res(s1), res(s2)];
        ok.then_some(max)
    }
}
