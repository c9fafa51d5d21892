//! The graph dialect's one attribute, `#graph.operand_cast<ELT, scale = S>`, and the
//! small enums the ops' string attributes name.

use std::fmt;

use crate::ir::attributes::{AttrKind, Attribute};
use crate::ir::context::{Context, Ident};
use crate::ir::lexer::TokKind;
use crate::ir::parser::{PResult, Parser};
use crate::ir::printer::Printer;
use crate::ir::types::{FloatKind, Type, TypeKind};

use super::support::f32_value;

/// The mnemonic of `#graph.operand_cast`.
pub const OPERAND_CAST: &str = "operand_cast";

/// `#graph.operand_cast<ELT, scale = S>`: a `graph.cast` folded into a matmul operand.
/// The operand, given in its original type, is computed as
/// `round_to_ELT(x × S)` in f32 before the product.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct OperandCast {
    /// The element type cast to (`f8E4M3FN` or `f8E5M2` in a valid op).
    pub element: Type,
    /// Its kind.
    pub kind: FloatKind,
    /// The scale `S` (an `f32`; finite and > 0 in a valid op).
    pub scale: f32,
}

/// Builds `#graph.operand_cast<element, scale = scale>`.
pub fn operand_cast_attr(ctx: &Context, element: Type, scale: f32) -> Attribute {
    let s = ctx.float_attr(ctx.f32(), f64::from(scale));
    ctx.dialect_attr("graph", OPERAND_CAST, &[ctx.type_attr(element), s])
}

/// Reads a `#graph.operand_cast` attribute; `None` for any other attribute.
pub fn operand_cast(ctx: &Context, a: Attribute) -> Option<OperandCast> {
    let AttrKind::Dialect {
        dialect,
        name,
        params,
    } = ctx.attr_kind(a)
    else {
        return None;
    };
    if ctx.ident_str(*dialect) != "graph" || ctx.ident_str(*name) != OPERAND_CAST {
        return None;
    }
    let [element, scale] = params.as_ref() else {
        return None;
    };
    let element = ctx.type_value(*element)?;
    let TypeKind::Float(kind) = ctx.type_kind(element) else {
        return None;
    };
    Some(OperandCast {
        element,
        kind: *kind,
        scale: f32_value(ctx, *scale)? as f32,
    })
}

/// Parses the graph dialect's attributes after `#graph.` and the mnemonic.
pub(crate) fn parse_attr(p: &mut Parser<'_>, mnemonic: &str) -> PResult<Attribute> {
    if mnemonic != OPERAND_CAST {
        return Err(p.error_here(format!("unknown attribute `{mnemonic}` in dialect `graph`")));
    }
    let ctx = p.ctx;
    p.expect(TokKind::Less, "expected '<'")?;
    let tok = p.current_token();
    let element = p.parse_type()?;
    if !matches!(ctx.type_kind(element), TypeKind::Float(_)) {
        return Err(p.error_at(
            tok,
            format!(
                "#graph.operand_cast expects a floating-point element type, got {}",
                p.type_to_string(element)
            ),
        ));
    }
    p.expect(TokKind::Comma, "expected ','")?;
    p.parse_keyword("scale")?;
    p.expect(TokKind::Equal, "expected '='")?;
    let tok = p.current_token();
    let scale = p.parse_attribute_with_type(Some(ctx.f32()))?;
    if f32_value(ctx, scale).is_none() {
        return Err(p.error_at(tok, "expected an f32 scale"));
    }
    p.expect(TokKind::Greater, "expected '>'")?;
    Ok(ctx.dialect_attr("graph", OPERAND_CAST, &[ctx.type_attr(element), scale]))
}

/// Prints the graph dialect's attributes after `#graph.`.
pub(crate) fn print_attr(p: &mut Printer<'_>, name: Ident, params: &[Attribute]) -> fmt::Result {
    let ctx = p.ctx;
    p.write_str(ctx.ident_str(name))?;
    let element = match params {
        [element, _] => ctx.type_value(*element),
        _ => None,
    };
    match (element, params) {
        (Some(element), [_, scale]) => {
            p.write_str("<")?;
            p.print_type(element)?;
            p.write_str(", scale = ")?;
            match ctx.attr_kind(*scale) {
                AttrKind::Float { ty, bits } => match ctx.type_kind(*ty) {
                    TypeKind::Float(k) => {
                        crate::ir::float::write_float(&mut Adapter(p), *k, *bits)?
                    }
                    _ => p.print_attr(*scale)?,
                },
                _ => p.print_attr(*scale)?,
            }
            p.write_str(">")
        }
        _ => {
            // Not built by our parser (a pass's bug): print the parameters generically
            // so that the text at least shows what is there.
            p.write_str("<")?;
            for (i, &a) in params.iter().enumerate() {
                if i > 0 {
                    p.write_str(", ")?;
                }
                p.print_attr(a)?;
            }
            p.write_str(">")
        }
    }
}

/// Lets `float::write_float` write through a [`Printer`].
struct Adapter<'p, 'a>(&'p mut Printer<'a>);

impl fmt::Write for Adapter<'_, '_> {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.0.write_str(s)
    }
}

/// `approximate` of `graph.gelu`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GeluApproximation {
    /// `"tanh"`: `0.5·x·(1 + tanh(√(2/π)·(x + 0.044715·x³)))` (the default).
    Tanh,
    /// `"none"`: `0.5·x·(1 + erf(x/√2))`.
    None,
}

impl GeluApproximation {
    /// The attribute spelling.
    pub fn name(self) -> &'static str {
        match self {
            GeluApproximation::Tanh => "tanh",
            GeluApproximation::None => "none",
        }
    }

    /// The value spelled `s`.
    pub fn from_name(s: &str) -> Option<Self> {
        match s {
            "tanh" => Some(GeluApproximation::Tanh),
            "none" => Some(GeluApproximation::None),
            _ => None,
        }
    }
}

/// `distribution` of a random `graph.constant`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Distribution {
    /// `"normal"`: mean 0, standard deviation `scale`.
    Normal,
    /// `"uniform"`: uniform on `(-scale, scale)`.
    Uniform,
}

impl Distribution {
    /// The attribute spelling.
    pub fn name(self) -> &'static str {
        match self {
            Distribution::Normal => "normal",
            Distribution::Uniform => "uniform",
        }
    }

    /// The value spelled `s`.
    pub fn from_name(s: &str) -> Option<Self> {
        match s {
            "normal" => Some(Distribution::Normal),
            "uniform" => Some(Distribution::Uniform),
            _ => None,
        }
    }
}

/// `kind` of `graph.reduce`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ReduceKind {
    /// `"sum"`.
    Sum,
    /// `"max"`.
    Max,
}

impl ReduceKind {
    /// The attribute spelling.
    pub fn name(self) -> &'static str {
        match self {
            ReduceKind::Sum => "sum",
            ReduceKind::Max => "max",
        }
    }

    /// The value spelled `s`.
    pub fn from_name(s: &str) -> Option<Self> {
        match s {
            "sum" => Some(ReduceKind::Sum),
            "max" => Some(ReduceKind::Max),
            _ => None,
        }
    }
}

/// One step of a `graph.fused_matmul` epilogue, applied to the f32 accumulator.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum EpilogueStep {
    /// `"bias"`: adds an operand of shape `[N]` (or `[B..., N]`) to every row.
    Bias,
    /// `"add"`: adds an operand of the result's shape.
    Add,
    /// `"mul"`: multiplies by an operand of the result's shape.
    Mul,
    /// `"scale"`: multiplies by the op's `scale` attribute.
    Scale,
    /// `"gelu_tanh"`: GELU, tanh approximation.
    GeluTanh,
    /// `"gelu_erf"`: GELU, exact (erf).
    GeluErf,
}

impl EpilogueStep {
    /// Every step, in documentation order.
    pub const ALL: [EpilogueStep; 6] = [
        EpilogueStep::Bias,
        EpilogueStep::Add,
        EpilogueStep::Mul,
        EpilogueStep::Scale,
        EpilogueStep::GeluTanh,
        EpilogueStep::GeluErf,
    ];

    /// The attribute spelling.
    pub fn name(self) -> &'static str {
        match self {
            EpilogueStep::Bias => "bias",
            EpilogueStep::Add => "add",
            EpilogueStep::Mul => "mul",
            EpilogueStep::Scale => "scale",
            EpilogueStep::GeluTanh => "gelu_tanh",
            EpilogueStep::GeluErf => "gelu_erf",
        }
    }

    /// The step spelled `s`.
    pub fn from_name(s: &str) -> Option<Self> {
        EpilogueStep::ALL.into_iter().find(|k| k.name() == s)
    }

    /// True if the step consumes one epilogue operand.
    pub fn consumes_operand(self) -> bool {
        matches!(
            self,
            EpilogueStep::Bias | EpilogueStep::Add | EpilogueStep::Mul
        )
    }
}

/// The predicate `graph.compare`'s `comparison_direction` names, spelled as StableHLO's
/// (`"EQ"`, `"NE"`, `"LT"`, `"LE"`, `"GT"`, `"GE"`); `None` for anything else.
pub fn comparison_direction(name: &str) -> Option<ipu_device::CompareDirection> {
    ipu_device::CompareDirection::from_name(&name.to_ascii_lowercase())
        .filter(|_| name.bytes().all(|b| b.is_ascii_uppercase()))
}
