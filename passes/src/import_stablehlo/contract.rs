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
            Reducer::Sum => reduce(self, x, "sum"),
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
            Reducer::Sum => 0.0,
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
            Reducer::Sum => self.elementwise(loc, "graph.add", &[r, init], to, |v| v[0] + v[1]),
            Reducer::Max => self.max(loc, r, init),
            Reducer::Min => self.min(loc, r, init),
        };
        Ok(vec![Lowered::Tensor(combined)])
    }
}
