//! A parsing front end for the `stablehlo` dialect: op definitions with custom
//! parsers for the pretty form JAX prints (`jax.jit(f).lower(...).as_text()`), so that
//! StableHLO files parse in pretty and generic form into one representation.
//!
//! The definitions carry no verifiers and no printers: the importer checks what it
//! relies on (with located errors), and printing uses MLIR's generic form, which
//! `mlir-opt --allow-unregistered-dialect` reads. Inherent attributes are properties
//! (`<{...}>`), as StableHLO's generic form has them; pretty-form attributes
//! (`dims = [1]`, `contracting_dims = [1] x [0]`, `GT`, `precision = [DEFAULT]`) are
//! turned into the same attributes the generic form spells out
//! (`broadcast_dimensions = array<i64: 1>`, `#stablehlo.dot<...>`,
//! `#stablehlo<comparison_direction GT>`, `#stablehlo<precision DEFAULT>`).
//!
//! One deviation: the compact reduce form
//! `stablehlo.reduce(%x init: %c) applies stablehlo.add across dimensions = [1]` has
//! no region here (a parse hook cannot create operations); the reducer's op name is
//! kept in the discardable attribute `applies` instead, which the importer reads like
//! the one-op region it stands for. The formats follow StableHLO's `StablehloOps.td`
//! (openxla/stablehlo) assembly formats.

use ipu_dialects::{
    Argument, Attribute, Dialect, NamedAttr, OpDef, OperationState, PResult, Parser, TokKind,
    Traits, Type, TypeKind,
};

use super::attrs::{DotDims, make_dense, opaque};

const PURE: Traits = Traits::PURE.or(Traits::ZERO_SUCCESSORS);

/// An elementwise (or type-changing unary) op in the `SameOperandsAndResultType`
/// format: `%r = stablehlo.NAME %a, %b attr-dict : T` or `: (T, U) -> V`.
const fn elementwise(name: &'static str, summary: &'static str) -> OpDef {
    OpDef {
        name,
        summary,
        traits: PURE.or(Traits::ZERO_REGIONS),
        parse: Some(parse_same_or_functional),
        ..OpDef::DEFAULT
    }
}

/// An op in the `operands attr-dict : functional-type` format with inherent attributes.
const fn functional(
    name: &'static str,
    summary: &'static str,
    inherent: &'static [&'static str],
) -> OpDef {
    OpDef {
        name,
        summary,
        traits: PURE.or(Traits::ZERO_REGIONS),
        inherent_attrs: inherent,
        parse: Some(parse_functional),
        ..OpDef::DEFAULT
    }
}

static OPS: [OpDef; 54] = [
    // Unary elementwise.
    elementwise("stablehlo.abs", "Absolute value"),
    elementwise("stablehlo.cbrt", "Cube root"),
    elementwise("stablehlo.ceil", "Round up"),
    elementwise("stablehlo.convert", "Element type conversion"),
    elementwise("stablehlo.cosine", "Cosine"),
    elementwise("stablehlo.exponential", "e^x"),
    elementwise("stablehlo.exponential_minus_one", "e^x - 1"),
    elementwise("stablehlo.floor", "Round down"),
    elementwise("stablehlo.is_finite", "Finite test"),
    elementwise("stablehlo.log", "Natural logarithm"),
    elementwise("stablehlo.log_plus_one", "log(1 + x)"),
    elementwise("stablehlo.logistic", "1 / (1 + e^-x)"),
    elementwise("stablehlo.negate", "-x"),
    elementwise("stablehlo.not", "Bitwise/logical not"),
    elementwise("stablehlo.round_nearest_afz", "Round half away from zero"),
    elementwise("stablehlo.round_nearest_even", "Round half to even"),
    elementwise("stablehlo.rsqrt", "1 / sqrt(x)"),
    elementwise("stablehlo.sign", "Sign"),
    elementwise("stablehlo.sine", "Sine"),
    elementwise("stablehlo.sqrt", "Square root"),
    elementwise("stablehlo.tan", "Tangent"),
    elementwise("stablehlo.tanh", "Hyperbolic tangent"),
    // Binary elementwise.
    elementwise("stablehlo.add", "x + y"),
    elementwise("stablehlo.and", "Bitwise/logical and"),
    elementwise("stablehlo.atan2", "atan2(y, x)"),
    elementwise("stablehlo.divide", "x / y"),
    elementwise("stablehlo.maximum", "max(x, y)"),
    elementwise("stablehlo.minimum", "min(x, y)"),
    elementwise("stablehlo.multiply", "x * y"),
    elementwise("stablehlo.or", "Bitwise/logical or"),
    elementwise("stablehlo.power", "x ^ y"),
    elementwise("stablehlo.remainder", "Remainder"),
    elementwise("stablehlo.shift_left", "Shift left"),
    elementwise("stablehlo.subtract", "x - y"),
    elementwise("stablehlo.xor", "Bitwise/logical xor"),
    // Ternary.
    elementwise("stablehlo.clamp", "clamp(min, x, max)"),
    OpDef {
        name: "stablehlo.select",
        summary: "pred ? on_true : on_false",
        traits: PURE.or(Traits::ZERO_REGIONS),
        parse: Some(parse_select),
        ..OpDef::DEFAULT
    },
    // Shapes and data movement.
    OpDef {
        name: "stablehlo.constant",
        summary: "A constant tensor",
        traits: PURE.or(Traits::ZERO_REGIONS).or(Traits::CONSTANT_LIKE),
        inherent_attrs: &["value"],
        parse: Some(parse_constant),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "stablehlo.broadcast_in_dim",
        summary: "Broadcast: operand dimension i becomes result dimension dims[i]",
        traits: PURE.or(Traits::ZERO_REGIONS),
        inherent_attrs: &["broadcast_dimensions"],
        parse: Some(parse_broadcast_in_dim),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "stablehlo.transpose",
        summary: "Permute dimensions",
        traits: PURE.or(Traits::ZERO_REGIONS),
        inherent_attrs: &["permutation"],
        parse: Some(parse_transpose),
        ..OpDef::DEFAULT
    },
    functional(
        "stablehlo.reshape",
        "Same elements, new shape (row-major)",
        &[],
    ),
    functional("stablehlo.bitcast_convert", "Reinterpret bits", &[]),
    OpDef {
        name: "stablehlo.slice",
        summary: "Static strided slice",
        traits: PURE.or(Traits::ZERO_REGIONS),
        inherent_attrs: &["start_indices", "limit_indices", "strides"],
        parse: Some(parse_slice),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "stablehlo.dynamic_slice",
        summary: "Slice at run-time start indices (clamped into the operand)",
        traits: PURE.or(Traits::ZERO_REGIONS),
        inherent_attrs: &["slice_sizes"],
        parse: Some(parse_dynamic_slice),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "stablehlo.concatenate",
        summary: "Concatenate along a dimension",
        traits: PURE.or(Traits::ZERO_REGIONS),
        inherent_attrs: &["dimension"],
        parse: Some(parse_concatenate),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "stablehlo.iota",
        summary: "0, 1, 2, ... along a dimension",
        traits: PURE.or(Traits::ZERO_REGIONS),
        inherent_attrs: &["iota_dimension"],
        parse: Some(parse_iota),
        ..OpDef::DEFAULT
    },
    // Contractions and reductions.
    OpDef {
        name: "stablehlo.dot_general",
        summary: "Generalised matrix product with batch and contracting dimensions",
        traits: PURE.or(Traits::ZERO_REGIONS),
        inherent_attrs: &["dot_dimension_numbers", "precision_config", "algorithm"],
        parse: Some(parse_dot_general),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "stablehlo.dot",
        summary: "Matrix/vector product (contracts lhs's last and rhs's first dimension)",
        traits: PURE.or(Traits::ZERO_REGIONS),
        inherent_attrs: &["precision_config"],
        parse: Some(parse_dot),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "stablehlo.convolution",
        summary: "Convolution with strides, padding, dilation and feature groups",
        traits: PURE.or(Traits::ZERO_REGIONS),
        inherent_attrs: &[
            "dimension_numbers",
            "window_strides",
            "padding",
            "lhs_dilation",
            "rhs_dilation",
            "window_reversal",
            "feature_group_count",
            "batch_group_count",
            "precision_config",
        ],
        parse: Some(parse_convolution),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "stablehlo.gather",
        summary: "Gather boxes of the operand at start indices (JAX prints it in generic form)",
        traits: PURE.or(Traits::ZERO_REGIONS),
        inherent_attrs: &["dimension_numbers", "slice_sizes", "indices_are_sorted"],
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "stablehlo.compare",
        summary: "Elementwise comparison",
        traits: PURE.or(Traits::ZERO_REGIONS),
        inherent_attrs: &["comparison_direction", "compare_type"],
        parse: Some(parse_compare),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "stablehlo.reduce",
        summary: "Reduce dimensions with a reducer body",
        traits: Traits::PURE.or(Traits::ZERO_SUCCESSORS),
        inherent_attrs: &["dimensions"],
        parse: Some(parse_reduce),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "stablehlo.return",
        summary: "Terminates a StableHLO region",
        traits: PURE
            .or(Traits::ZERO_REGIONS)
            .or(Traits::TERMINATOR)
            .or(Traits::RETURN_LIKE),
        parse: Some(parse_return),
        ..OpDef::DEFAULT
    },
    OpDef {
        name: "stablehlo.custom_call",
        summary: "A call to a backend-specific target",
        traits: Traits::ZERO_REGIONS.or(Traits::ZERO_SUCCESSORS),
        inherent_attrs: &[
            "call_target_name",
            "has_side_effect",
            "backend_config",
            "api_version",
            "called_computations",
            "operand_layouts",
            "result_layouts",
            "output_operand_aliases",
        ],
        parse: Some(parse_custom_call),
        ..OpDef::DEFAULT
    },
];

/// The `stablehlo` dialect (a parsing front end; see the module doc).
pub static DIALECT: Dialect = Dialect {
    name: "stablehlo",
    summary: "StableHLO (OpenXLA), parsed for import into the graph dialect",
    ops: &OPS,
    unknown_op: Some("it is not supported by import-stablehlo"),
    ..Dialect::DEFAULT
};

/// The `chlo` ops JAX emits that the importer lowers, in CHLO's unary format
/// (`%r = chlo.NAME %x : T -> U`, `ChloOps.td`; the generic form parses as well).
static CHLO_OPS: [OpDef; 1] = [OpDef {
    name: "chlo.square",
    summary: "x * x (what jnp.square lowers to)",
    traits: PURE.or(Traits::ZERO_REGIONS),
    parse: Some(parse_arrow_unary),
    ..OpDef::DEFAULT
}];

/// A parsing front end for the `chlo` ("client HLO") ops JAX emits beside StableHLO; the
/// others (`chlo.erf`, `chlo.erfc`, ...) are parse errors naming them and the importer.
pub static CHLO_DIALECT: Dialect = Dialect {
    name: "chlo",
    summary: "CHLO (OpenXLA client ops), parsed for import into the graph dialect",
    ops: &CHLO_OPS,
    unknown_op: Some("it is not supported by import-stablehlo"),
    ..Dialect::DEFAULT
};

/// `%x attr-dict : T -> U`.
fn parse_arrow_unary(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let operand = p.parse_operand()?;
    parse_attrs(p, st)?;
    p.expect(TokKind::Colon, "expected ':'")?;
    let from = p.parse_type()?;
    p.expect(TokKind::Arrow, "expected '->'")?;
    let to = p.parse_type()?;
    st.operands.push(p.resolve_operand(&operand, from)?);
    st.result_types.push(to);
    Ok(())
}

// ===== helpers ====================================================================================

/// Parses `[1, 2, 3]` (possibly empty).
fn parse_int_list(p: &mut Parser<'_>) -> PResult<Vec<i64>> {
    p.expect(TokKind::LSquare, "expected '['")?;
    let mut v = Vec::new();
    if p.consume_if(TokKind::RSquare) {
        return Ok(v);
    }
    loop {
        v.push(p.parse_integer()?);
        if p.consume_if(TokKind::RSquare) {
            return Ok(v);
        }
        p.expect(TokKind::Comma, "expected ',' or ']'")?;
    }
}

/// Parses `name = ` (the keyword and the `=`).
fn parse_key(p: &mut Parser<'_>, key: &str) -> PResult<()> {
    p.parse_keyword(key)?;
    p.expect(TokKind::Equal, "expected '='")
}

/// Resolves `operands` against the inputs of a function type and sets the results.
fn resolve_functional<'a>(
    p: &mut Parser<'a>,
    st: &mut OperationState,
    operands: &[ipu_dialects::UnresolvedOperand<'a>],
    tok: ipu_dialects::Token,
) -> PResult<()> {
    let ctx = p.ctx;
    let f = p.parse_function_type()?;
    let TypeKind::Function { inputs, results } = ctx.type_kind(f) else {
        return Err(p.emit_error("expected a function type"));
    };
    let (inputs, results) = (inputs.to_vec(), results.to_vec());
    st.operands = p.resolve_operands(operands, &inputs, tok)?;
    st.result_types.extend_from_slice(&results);
    Ok(())
}

fn dense_i64(p: &Parser<'_>, v: &[i64]) -> Attribute {
    p.ctx.dense_i64_array(v)
}

/// Appends the parsed discardable attributes.
fn parse_attrs(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let attrs: Vec<NamedAttr> = p.parse_optional_attr_dict()?;
    st.attributes.extend(attrs);
    Ok(())
}

// ===== formats ====================================================================================

/// `operands attr-dict : T` (every operand and the result of type `T`) or
/// `operands attr-dict : (T, U) -> V`.
fn parse_same_or_functional(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let tok = p.current_token();
    let operands = p.parse_operand_list()?;
    parse_attrs(p, st)?;
    p.expect(TokKind::Colon, "expected ':'")?;
    if p.current_token().kind == TokKind::LParen {
        return resolve_functional(p, st, &operands, tok);
    }
    let ty = p.parse_type()?;
    for u in &operands {
        let v = p.resolve_operand(u, ty)?;
        st.operands.push(v);
    }
    st.result_types.push(ty);
    Ok(())
}

/// `operands attr-dict : (T, ...) -> U`.
fn parse_functional(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let tok = p.current_token();
    let operands = p.parse_operand_list()?;
    parse_attrs(p, st)?;
    p.expect(TokKind::Colon, "expected ':'")?;
    resolve_functional(p, st, &operands, tok)
}

/// `%p, %t, %f attr-dict : P, T` (on_true, on_false and result of type `T`) or
/// `: (P, T, F) -> R`.
fn parse_select(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let tok = p.current_token();
    let operands = p.parse_operand_list()?;
    parse_attrs(p, st)?;
    p.expect(TokKind::Colon, "expected ':'")?;
    if p.current_token().kind == TokKind::LParen {
        return resolve_functional(p, st, &operands, tok);
    }
    let pred = p.parse_type()?;
    p.expect(TokKind::Comma, "expected ','")?;
    let ty = p.parse_type()?;
    st.operands = p.resolve_operands(&operands, &[pred, ty, ty], tok)?;
    st.result_types.push(ty);
    Ok(())
}

/// `attr-dict dense<...> : T`.
fn parse_constant(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    parse_attrs(p, st)?;
    let tok = p.current_token();
    let value = p.parse_attribute()?;
    let Some(ty) = p.ctx.attr_type(value) else {
        return Err(p.error_at(tok, "expected a typed value (dense<...> : tensor<...>)"));
    };
    st.set_property(p.ctx, "value", value);
    st.result_types.push(ty);
    Ok(())
}

/// `%x, dims = [..] attr-dict : (T) -> U`.
fn parse_broadcast_in_dim(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let tok = p.current_token();
    let x = p.parse_operand()?;
    p.expect(TokKind::Comma, "expected ','")?;
    parse_key(p, "dims")?;
    let dims = parse_int_list(p)?;
    st.set_property(p.ctx, "broadcast_dimensions", dense_i64(p, &dims));
    parse_attrs(p, st)?;
    p.expect(TokKind::Colon, "expected ':'")?;
    resolve_functional(p, st, &[x], tok)
}

/// `%x, dims = [..] attr-dict : (T) -> U`.
fn parse_transpose(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let tok = p.current_token();
    let x = p.parse_operand()?;
    p.expect(TokKind::Comma, "expected ','")?;
    parse_key(p, "dims")?;
    let dims = parse_int_list(p)?;
    st.set_property(p.ctx, "permutation", dense_i64(p, &dims));
    parse_attrs(p, st)?;
    p.expect(TokKind::Colon, "expected ':'")?;
    resolve_functional(p, st, &[x], tok)
}

/// `%x [s:l(:k)?, ...] attr-dict : (T) -> U`.
fn parse_slice(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let tok = p.current_token();
    let x = p.parse_operand()?;
    p.expect(TokKind::LSquare, "expected '['")?;
    let (mut start, mut limit, mut strides) = (Vec::new(), Vec::new(), Vec::new());
    if !p.consume_if(TokKind::RSquare) {
        loop {
            start.push(p.parse_integer()?);
            p.expect(TokKind::Colon, "expected ':'")?;
            limit.push(p.parse_integer()?);
            strides.push(if p.consume_if(TokKind::Colon) {
                p.parse_integer()?
            } else {
                1
            });
            if p.consume_if(TokKind::RSquare) {
                break;
            }
            p.expect(TokKind::Comma, "expected ',' or ']'")?;
        }
    }
    let ctx = p.ctx;
    st.set_property(ctx, "start_indices", ctx.dense_i64_array(&start));
    st.set_property(ctx, "limit_indices", ctx.dense_i64_array(&limit));
    st.set_property(ctx, "strides", ctx.dense_i64_array(&strides));
    parse_attrs(p, st)?;
    p.expect(TokKind::Colon, "expected ':'")?;
    resolve_functional(p, st, &[x], tok)
}

/// `%x, %i0, %i1, ..., sizes = [..] attr-dict : (T, ...) -> U`.
fn parse_dynamic_slice(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let tok = p.current_token();
    let mut operands = Vec::new();
    loop {
        operands.push(p.parse_operand()?);
        p.expect(TokKind::Comma, "expected ','")?;
        if p.peek_keyword() == Some("sizes") {
            break;
        }
    }
    parse_key(p, "sizes")?;
    let sizes = parse_int_list(p)?;
    st.set_property(p.ctx, "slice_sizes", dense_i64(p, &sizes));
    parse_attrs(p, st)?;
    p.expect(TokKind::Colon, "expected ':'")?;
    resolve_functional(p, st, &operands, tok)
}

/// `%a, %b, ..., dim = N attr-dict : (T, ...) -> U`.
fn parse_concatenate(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let tok = p.current_token();
    let mut operands = Vec::new();
    loop {
        operands.push(p.parse_operand()?);
        p.expect(TokKind::Comma, "expected ','")?;
        if p.peek_keyword() == Some("dim") {
            break;
        }
    }
    parse_key(p, "dim")?;
    let dim = p.parse_integer()?;
    st.set_property(p.ctx, "dimension", p.ctx.i64_attr(dim));
    parse_attrs(p, st)?;
    p.expect(TokKind::Colon, "expected ':'")?;
    resolve_functional(p, st, &operands, tok)
}

/// `dim = N attr-dict : T`.
fn parse_iota(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    parse_key(p, "dim")?;
    let dim = p.parse_integer()?;
    st.set_property(p.ctx, "iota_dimension", p.ctx.i64_attr(dim));
    parse_attrs(p, st)?;
    p.expect(TokKind::Colon, "expected ':'")?;
    let ty = p.parse_type()?;
    st.result_types.push(ty);
    Ok(())
}

/// `precision = [DEFAULT, HIGHEST]` after the keyword.
fn parse_precision(p: &mut Parser<'_>) -> PResult<Attribute> {
    p.expect(TokKind::Equal, "expected '='")?;
    p.expect(TokKind::LSquare, "expected '['")?;
    let mut items = Vec::new();
    if !p.consume_if(TokKind::RSquare) {
        loop {
            let kw = p.parse_bare_ident()?;
            if !matches!(kw, "DEFAULT" | "HIGH" | "HIGHEST") {
                return Err(p.emit_error(format!(
                    "unknown precision '{kw}' (expected DEFAULT, HIGH or HIGHEST)"
                )));
            }
            items.push(opaque(p.ctx, &format!("precision {kw}")));
            if p.consume_if(TokKind::RSquare) {
                break;
            }
            p.expect(TokKind::Comma, "expected ',' or ']'")?;
        }
    }
    Ok(p.ctx.array_attr(&items))
}

/// `%a, %b, batching_dims = [..] x [..], contracting_dims = [..] x [..],
/// precision = [..] attr-dict : (T, U) -> V` (each keyword part optional).
fn parse_dot_general(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let tok = p.current_token();
    let a = p.parse_operand()?;
    p.expect(TokKind::Comma, "expected ','")?;
    let b = p.parse_operand()?;
    let mut dims = DotDims::default();
    while p.consume_if(TokKind::Comma) {
        let kw_tok = p.current_token();
        let kw = p.parse_bare_ident()?;
        match kw {
            "batching_dims" | "contracting_dims" => {
                p.expect(TokKind::Equal, "expected '='")?;
                let l = parse_int_list(p)?;
                p.parse_keyword("x")?;
                let r = parse_int_list(p)?;
                if kw == "batching_dims" {
                    (dims.lhs_batch, dims.rhs_batch) = (l, r);
                } else {
                    (dims.lhs_contract, dims.rhs_contract) = (l, r);
                }
            }
            "precision" => {
                let prec = parse_precision(p)?;
                st.set_property(p.ctx, "precision_config", prec);
            }
            other => {
                return Err(p.error_at(
                    kw_tok,
                    format!(
                        "custom op 'stablehlo.dot_general' has unsupported clause '{other}' \
                         (expected batching_dims, contracting_dims or precision)"
                    ),
                ));
            }
        }
    }
    st.set_property(
        p.ctx,
        "dot_dimension_numbers",
        opaque(p.ctx, &dims.to_body()),
    );
    parse_attrs(p, st)?;
    p.expect(TokKind::Colon, "expected ':'")?;
    resolve_functional(p, st, &[a, b], tok)
}

/// `%a, %b (, precision = [..])? attr-dict : (T, U) -> V`.
fn parse_dot(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let tok = p.current_token();
    let a = p.parse_operand()?;
    p.expect(TokKind::Comma, "expected ','")?;
    let b = p.parse_operand()?;
    if p.consume_if(TokKind::Comma) {
        p.parse_keyword("precision")?;
        let prec = parse_precision(p)?;
        st.set_property(p.ctx, "precision_config", prec);
    }
    parse_attrs(p, st)?;
    p.expect(TokKind::Colon, "expected ':'")?;
    resolve_functional(p, st, &[a, b], tok)
}

/// `[b, 0, 1, f]`: dimension labels (letters and spatial numbers), as written.
fn parse_conv_labels(p: &mut Parser<'_>) -> PResult<String> {
    p.expect(TokKind::LSquare, "expected '['")?;
    let mut items = Vec::new();
    loop {
        match p.parse_optional_integer()? {
            Some(n) => items.push(n.to_string()),
            None => items.push(p.parse_bare_ident()?.to_string()),
        }
        if p.consume_if(TokKind::RSquare) {
            return Ok(format!("[{}]", items.join(", ")));
        }
        p.expect(TokKind::Comma, "expected ',' or ']'")?;
    }
}

/// `(%x, %w) dim_numbers = [..]x[..]->[..], window = {stride = [..], pad = [[lo, hi], ..],
/// lhs_dilate = [..], rhs_dilate = [..], reverse = [..]} attr-dict : (T, U) -> V`
/// (StableHLO's `printConvolutionDimensions` / `printWindowAttributes`; every window
/// entry optional). The window becomes the generic form's properties.
fn parse_convolution(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    p.expect(TokKind::LParen, "expected '('")?;
    let tok = p.current_token();
    let operands = p.parse_operand_list()?;
    p.expect(TokKind::RParen, "expected ')'")?;
    parse_key(p, "dim_numbers")?;
    let lhs = parse_conv_labels(p)?;
    p.parse_keyword("x")?;
    let rhs = parse_conv_labels(p)?;
    p.expect(TokKind::Arrow, "expected '->'")?;
    let out = parse_conv_labels(p)?;
    let ctx = p.ctx;
    st.set_property(
        ctx,
        "dimension_numbers",
        opaque(ctx, &format!("conv<{lhs}x{rhs}->{out}>")),
    );
    if p.consume_if(TokKind::Comma) {
        parse_key(p, "window")?;
        p.expect(TokKind::LBrace, "expected '{'")?;
        if !p.consume_if(TokKind::RBrace) {
            loop {
                let kw_tok = p.current_token();
                let kw = p.parse_bare_ident()?;
                p.expect(TokKind::Equal, "expected '='")?;
                match kw {
                    "stride" | "lhs_dilate" | "rhs_dilate" => {
                        let v = parse_int_list(p)?;
                        let name = match kw {
                            "stride" => "window_strides",
                            "lhs_dilate" => "lhs_dilation",
                            _ => "rhs_dilation",
                        };
                        st.set_property(ctx, name, dense_i64(p, &v));
                    }
                    "pad" => {
                        p.expect(TokKind::LSquare, "expected '['")?;
                        let mut flat = Vec::new();
                        if !p.consume_if(TokKind::RSquare) {
                            loop {
                                let pair = parse_int_list(p)?;
                                if pair.len() != 2 {
                                    return Err(p.emit_error("expected '[low, high]' padding"));
                                }
                                flat.extend(pair.iter().map(|&x| x as f64));
                                if p.consume_if(TokKind::RSquare) {
                                    break;
                                }
                                p.expect(TokKind::Comma, "expected ',' or ']'")?;
                            }
                        }
                        let ty = ctx.tensor_type(&[flat.len() as i64 / 2, 2], ctx.int_type(64));
                        let attr = make_dense(ctx, ty, &flat)
                            .ok_or_else(|| p.emit_error("cannot hold this padding"))?;
                        st.set_property(ctx, "padding", attr);
                    }
                    "reverse" => {
                        p.expect(TokKind::LSquare, "expected '['")?;
                        let mut v = Vec::new();
                        if !p.consume_if(TokKind::RSquare) {
                            loop {
                                let flag = match p.parse_optional_integer()? {
                                    Some(n) => n != 0,
                                    None => match p.parse_bare_ident()? {
                                        "true" => true,
                                        "false" => false,
                                        other => {
                                            return Err(p.emit_error(format!(
                                                "expected true or false, got '{other}'"
                                            )));
                                        }
                                    },
                                };
                                v.push(i64::from(flag));
                                if p.consume_if(TokKind::RSquare) {
                                    break;
                                }
                                p.expect(TokKind::Comma, "expected ',' or ']'")?;
                            }
                        }
                        st.set_property(ctx, "window_reversal", dense_i64(p, &v));
                    }
                    other => {
                        return Err(p.error_at(
                            kw_tok,
                            format!(
                                "custom op 'stablehlo.convolution' has unsupported window entry '{other}' \
                                 (expected stride, pad, lhs_dilate, rhs_dilate or reverse)"
                            ),
                        ));
                    }
                }
                if p.consume_if(TokKind::RBrace) {
                    break;
                }
                p.expect(TokKind::Comma, "expected ',' or '}'")?;
            }
        }
    }
    parse_attrs(p, st)?;
    p.expect(TokKind::Colon, "expected ':'")?;
    resolve_functional(p, st, &operands, tok)
}

/// `DIR, %a, %b (, TYPE)? attr-dict : (T, T) -> R`.
fn parse_compare(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let dir_tok = p.current_token();
    let dir = p.parse_bare_ident()?;
    if super::attrs::Direction::from_keyword(dir).is_none() {
        return Err(p.error_at(
            dir_tok,
            format!("unknown comparison direction '{dir}' (expected EQ, NE, GE, GT, LE or LT)"),
        ));
    }
    st.set_property(
        p.ctx,
        "comparison_direction",
        opaque(p.ctx, &format!("comparison_direction {dir}")),
    );
    p.expect(TokKind::Comma, "expected ','")?;
    let tok = p.current_token();
    let a = p.parse_operand()?;
    p.expect(TokKind::Comma, "expected ','")?;
    let b = p.parse_operand()?;
    if p.consume_if(TokKind::Comma) {
        let ty = p.parse_bare_ident()?;
        st.set_property(
            p.ctx,
            "compare_type",
            opaque(p.ctx, &format!("comparison_type {ty}")),
        );
    }
    parse_attrs(p, st)?;
    p.expect(TokKind::Colon, "expected ':'")?;
    resolve_functional(p, st, &[a, b], tok)
}

/// `(%x init: %c), ... applies OP across dimensions = [..] attr-dict : (T.., S..) -> R..`
/// or the same with `across dimensions = [..] attr-dict : ... reducer(%a: S, %b: S) ... {region}`.
fn parse_reduce(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let tok = p.current_token();
    let (mut inputs, mut inits) = (Vec::new(), Vec::new());
    loop {
        p.expect(TokKind::LParen, "expected '('")?;
        inputs.push(p.parse_operand()?);
        p.parse_keyword("init")?;
        p.expect(TokKind::Colon, "expected ':'")?;
        inits.push(p.parse_operand()?);
        p.expect(TokKind::RParen, "expected ')'")?;
        if !p.consume_if(TokKind::Comma) {
            break;
        }
    }
    let mut applies = None;
    if p.consume_keyword("applies") {
        let name_tok = p.current_token();
        let name = p.parse_bare_ident()?;
        if !name.starts_with("stablehlo.") {
            return Err(p.error_at(
                name_tok,
                format!("expected a stablehlo op name after 'applies', got '{name}'"),
            ));
        }
        applies = Some(name.to_string());
    }
    p.parse_keyword("across")?;
    parse_key(p, "dimensions")?;
    let dims = parse_int_list(p)?;
    st.set_property(p.ctx, "dimensions", p.ctx.dense_i64_array(&dims));
    parse_attrs(p, st)?;
    p.expect(TokKind::Colon, "expected ':'")?;
    let mut operands = inputs;
    operands.extend(inits);
    resolve_functional(p, st, &operands, tok)?;
    if let Some(name) = applies {
        st.add_attr(p.ctx, "applies", p.ctx.string_attr(&name));
        return Ok(());
    }
    p.parse_keyword("reducer")?;
    let (mut accs, mut elems): (Vec<Argument<'_>>, Vec<Argument<'_>>) = (Vec::new(), Vec::new());
    while p.consume_if(TokKind::LParen) {
        accs.push(p.parse_argument(false)?);
        p.expect(TokKind::Comma, "expected ','")?;
        elems.push(p.parse_argument(false)?);
        p.expect(TokKind::RParen, "expected ')'")?;
    }
    accs.extend(elems);
    let region = p.parse_region(&accs)?;
    st.regions.push(region);
    Ok(())
}

/// `operands (: types)?`.
fn parse_return(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let tok = p.current_token();
    let operands = p.parse_operand_list()?;
    parse_attrs(p, st)?;
    let types: Vec<Type> = if p.consume_if(TokKind::Colon) {
        p.parse_type_list()?
    } else {
        Vec::new()
    };
    st.operands = p.resolve_operands(&operands, &types, tok)?;
    Ok(())
}

/// `@target(operands) attr-dict : (T...) -> U...`.
fn parse_custom_call(p: &mut Parser<'_>, st: &mut OperationState) -> PResult<()> {
    let target = p.parse_symbol_name()?;
    let name = p.ctx.ident_str(target).to_string();
    st.set_property(p.ctx, "call_target_name", p.ctx.string_attr(&name));
    p.expect(TokKind::LParen, "expected '('")?;
    let tok = p.current_token();
    let operands = p.parse_operand_list()?;
    p.expect(TokKind::RParen, "expected ')'")?;
    parse_attrs(p, st)?;
    p.expect(TokKind::Colon, "expected ':'")?;
    resolve_functional(p, st, &operands, tok)
}
