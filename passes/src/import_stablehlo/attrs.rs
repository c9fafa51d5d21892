//! StableHLO attribute values as the importer reads them: the `#stablehlo.dot<...>`
//! dimension numbers, `#stablehlo<comparison_direction GT>`, and the element values of
//! `dense<...>` constants.
//!
//! The `stablehlo` dialect registers no attribute parser, so the IR core keeps its
//! attributes opaque (the text after `#stablehlo.`, or inside `#stablehlo<...>`); the
//! pretty-form parsers in [`super::dialect`] build the same opaque attributes, so
//! pretty and generic input reach the importer identically. This module reads them.

use std::sync::Arc;

use ipu_dialects::{AttrKind, Attribute, Context, FloatKind, Type, TypeKind, element_bytes, float};

/// The dimension numbers of a `stablehlo.dot_general` (StableHLO spec, `dot_general`):
/// which operand dimensions are batch dimensions (paired, same sizes) and which are
/// contracted (paired, summed over).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DotDims {
    /// Batch dimensions of the lhs.
    pub lhs_batch: Vec<i64>,
    /// Batch dimensions of the rhs (same count as `lhs_batch`).
    pub rhs_batch: Vec<i64>,
    /// Contracting dimensions of the lhs.
    pub lhs_contract: Vec<i64>,
    /// Contracting dimensions of the rhs (same count as `lhs_contract`).
    pub rhs_contract: Vec<i64>,
}

impl DotDims {
    /// The opaque body `dot<lhs_batching_dimensions = [..], ...>` (empty lists omitted,
    /// as StableHLO prints it).
    pub fn to_body(&self) -> String {
        let mut parts = Vec::new();
        let fields = [
            ("lhs_batching_dimensions", &self.lhs_batch),
            ("rhs_batching_dimensions", &self.rhs_batch),
            ("lhs_contracting_dimensions", &self.lhs_contract),
            ("rhs_contracting_dimensions", &self.rhs_contract),
        ];
        for (name, v) in fields {
            if !v.is_empty() {
                let items: Vec<String> = v.iter().map(|d| d.to_string()).collect();
                parts.push(format!("{name} = [{}]", items.join(", ")));
            }
        }
        format!("dot<{}>", parts.join(", "))
    }

    /// Reads an opaque `#stablehlo.dot<...>` body. `Err` names what is wrong.
    pub fn from_body(body: &str) -> Result<DotDims, String> {
        let inner = body
            .strip_prefix("dot<")
            .and_then(|b| b.strip_suffix('>'))
            .ok_or_else(|| format!("expected #stablehlo.dot<...>, got #stablehlo.{body}"))?;
        let mut d = DotDims::default();
        let mut rest = inner.trim();
        while !rest.is_empty() {
            let (key, after) = rest
                .split_once('=')
                .ok_or_else(|| format!("expected 'name = [...]' in #stablehlo.{body}"))?;
            let after = after.trim_start();
            let list = after
                .strip_prefix('[')
                .and_then(|a| a.split_once(']'))
                .ok_or_else(|| {
                    format!(
                        "expected '[...]' after '{}' in #stablehlo.{body}",
                        key.trim()
                    )
                })?;
            let values = parse_int_list(list.0)
                .ok_or_else(|| format!("bad integer list '[{}]' in #stablehlo.{body}", list.0))?;
            match key.trim() {
                "lhs_batching_dimensions" => d.lhs_batch = values,
                "rhs_batching_dimensions" => d.rhs_batch = values,
                "lhs_contracting_dimensions" => d.lhs_contract = values,
                "rhs_contracting_dimensions" => d.rhs_contract = values,
                other => return Err(format!("unknown field '{other}' in #stablehlo.{body}")),
            }
            rest = list.1.trim_start();
            rest = rest.strip_prefix(',').unwrap_or(rest).trim_start();
        }
        Ok(d)
    }
}

/// The dimension numbers of a `stablehlo.convolution` (StableHLO spec, `convolution`),
/// read from the compact form `conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>`: for the
/// input (lhs), the kernel (rhs) and the result, which dimension holds the batch `b`,
/// the features `f` (kernel: input features `i`, output features `o`) and spatial
/// dimension `0`, `1`, ... .
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ConvDims {
    /// The input's batch dimension.
    pub input_batch: usize,
    /// The input's feature dimension.
    pub input_feature: usize,
    /// The input's spatial dimensions, spatial dimension 0 first.
    pub input_spatial: Vec<usize>,
    /// The kernel's input-feature dimension.
    pub kernel_input: usize,
    /// The kernel's output-feature dimension.
    pub kernel_output: usize,
    /// The kernel's spatial dimensions.
    pub kernel_spatial: Vec<usize>,
    /// The result's batch dimension.
    pub output_batch: usize,
    /// The result's feature dimension.
    pub output_feature: usize,
    /// The result's spatial dimensions.
    pub output_spatial: Vec<usize>,
}

impl ConvDims {
    /// Reads the opaque body `conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>` (the form
    /// StableHLO prints and JAX emits; the `conv<raw ...>` form is not read). `Err`
    /// names what is wrong.
    pub fn from_body(body: &str) -> Result<ConvDims, String> {
        let bad = |why: &str| format!("{why} in #stablehlo.{body}");
        let inner = body
            .strip_prefix("conv<")
            .and_then(|b| b.strip_suffix('>'))
            .ok_or_else(|| {
                format!("expected #stablehlo.conv<[..]x[..]->[..]>, got #stablehlo.{body}")
            })?;
        let (lhs_rhs, out) = inner.split_once("->").ok_or_else(|| bad("expected '->'"))?;
        let (lhs, rhs) = lhs_rhs
            .split_once('x')
            .ok_or_else(|| bad("expected 'x' between the input and kernel dimensions"))?;
        // `[b, 0, 1, f]` → (position of each letter, spatial positions by number).
        let labels = |text: &str, letters: [char; 2]| -> Result<([usize; 2], Vec<usize>), String> {
            let list = text
                .trim()
                .strip_prefix('[')
                .and_then(|t| t.strip_suffix(']'))
                .ok_or_else(|| bad(&format!("expected '[...]', got '{}'", text.trim())))?;
            let items: Vec<&str> = list.split(',').map(str::trim).collect();
            let mut found = [None, None];
            let mut spatial = vec![None; items.len().saturating_sub(2)];
            for (pos, item) in items.iter().enumerate() {
                if let Some(k) = letters
                    .iter()
                    .position(|c| item.len() == 1 && item.starts_with(*c))
                {
                    if found[k].replace(pos).is_some() {
                        return Err(bad(&format!("'{}' appears twice", letters[k])));
                    }
                } else {
                    let d: usize = item
                        .parse()
                        .map_err(|_| bad(&format!("unknown dimension label '{item}'")))?;
                    match spatial.get_mut(d) {
                        Some(slot @ None) => *slot = Some(pos),
                        _ => return Err(bad(&format!("bad spatial dimension '{item}'"))),
                    }
                }
            }
            let found = [
                found[0].ok_or_else(|| bad(&format!("no '{}' dimension", letters[0])))?,
                found[1].ok_or_else(|| bad(&format!("no '{}' dimension", letters[1])))?,
            ];
            let spatial = spatial
                .into_iter()
                .collect::<Option<Vec<usize>>>()
                .ok_or_else(|| bad("spatial dimensions are not 0, 1, ..."))?;
            Ok((found, spatial))
        };
        let ([input_batch, input_feature], input_spatial) = labels(lhs, ['b', 'f'])?;
        let ([kernel_input, kernel_output], kernel_spatial) = labels(rhs, ['i', 'o'])?;
        let ([output_batch, output_feature], output_spatial) = labels(out, ['b', 'f'])?;
        if kernel_spatial.len() != input_spatial.len()
            || output_spatial.len() != input_spatial.len()
        {
            return Err(bad(
                "the input, kernel and result have different numbers of spatial dimensions",
            ));
        }
        Ok(ConvDims {
            input_batch,
            input_feature,
            input_spatial,
            kernel_input,
            kernel_output,
            kernel_spatial,
            output_batch,
            output_feature,
            output_spatial,
        })
    }
}

/// Parses `1, 2, 3` (possibly empty) into integers.
fn parse_int_list(text: &str) -> Option<Vec<i64>> {
    let t = text.trim();
    if t.is_empty() {
        return Some(Vec::new());
    }
    t.split(',').map(|s| s.trim().parse::<i64>().ok()).collect()
}

/// An opaque `#stablehlo...` attribute.
pub fn opaque(ctx: &Context, body: &str) -> Attribute {
    ctx.intern_attr(AttrKind::Opaque {
        dialect: ctx.ident("stablehlo"),
        body: body.into(),
        ty: None,
    })
}

/// The body of an opaque `#stablehlo...` attribute, if `a` is one.
pub fn opaque_body(ctx: &Context, a: Attribute) -> Option<&str> {
    match ctx.attr_kind(a) {
        AttrKind::Opaque { dialect, body, .. } if ctx.ident_str(*dialect) == "stablehlo" => {
            Some(body)
        }
        _ => None,
    }
}

/// A comparison direction of `stablehlo.compare`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Direction {
    /// `==`.
    Eq,
    /// `!=`.
    Ne,
    /// `>=`.
    Ge,
    /// `>`.
    Gt,
    /// `<=`.
    Le,
    /// `<`.
    Lt,
}

impl Direction {
    /// From the keyword (`GT`).
    pub fn from_keyword(k: &str) -> Option<Direction> {
        Some(match k {
            "EQ" => Direction::Eq,
            "NE" => Direction::Ne,
            "GE" => Direction::Ge,
            "GT" => Direction::Gt,
            "LE" => Direction::Le,
            "LT" => Direction::Lt,
            _ => return None,
        })
    }

    /// Reads `#stablehlo<comparison_direction GT>`.
    pub fn from_attr(ctx: &Context, a: Attribute) -> Option<Direction> {
        let body = opaque_body(ctx, a)?;
        let kw = body.trim().strip_prefix("comparison_direction")?.trim();
        Direction::from_keyword(kw)
    }
}

/// The integer list of an `array<i64: ...>` attribute (also accepts `[1, 2]` arrays of
/// integers and `dense<...>` integer elements, which older exports use).
pub fn int_list(ctx: &Context, a: Attribute) -> Option<Vec<i64>> {
    match ctx.attr_kind(a) {
        AttrKind::DenseArray { element, values } => {
            let width = ctx.int_or_float_bit_width(*element)?;
            Some(
                values
                    .iter()
                    .map(|&v| ipu_dialects::sign_extend(v as u128, width) as i64)
                    .collect(),
            )
        }
        AttrKind::Array(items) => items
            .iter()
            .map(|&i| ctx.int_value(i).and_then(|v| i64::try_from(v).ok()))
            .collect(),
        AttrKind::DenseElements { .. } => dense_values(ctx, a).map(|(v, _)| {
            // Integer elements are exact in f64 for every realistic dimension index.
            v.iter().map(|&x| x as i64).collect()
        }),
        _ => None,
    }
}

/// The values of a `dense<...>` attribute of float or integer elements, in f64, and
/// whether it is a splat (then one value is returned). Integers are sign-extended
/// (zero-extended for `ui` types); `i1` is 0 or 1.
pub fn dense_values(ctx: &Context, a: Attribute) -> Option<(Vec<f64>, bool)> {
    let AttrKind::DenseElements { ty, splat, data } = ctx.attr_kind(a) else {
        return None;
    };
    let elt = ctx.element_type(*ty)?;
    let n_bytes = element_bytes(ctx, elt)?;
    let decode: Box<dyn Fn(u128) -> f64> = match ctx.type_kind(elt) {
        TypeKind::Float(k) => {
            let k = *k;
            Box::new(move |bits| float::to_f64(k, bits))
        }
        TypeKind::Integer { width, signedness } => {
            let (w, unsigned) = (*width, *signedness == ipu_dialects::Signedness::Unsigned);
            Box::new(move |bits| {
                let bits = ipu_dialects::truncate_bits(bits, w);
                if unsigned || w == 1 {
                    bits as f64
                } else {
                    ipu_dialects::sign_extend(bits, w) as f64
                }
            })
        }
        TypeKind::Index => Box::new(|bits| bits as u64 as i64 as f64),
        _ => return None,
    };
    let values = data
        .chunks(n_bytes)
        .map(|c| {
            let mut bits = 0u128;
            for (i, &b) in c.iter().enumerate() {
                bits |= u128::from(b) << (8 * i);
            }
            decode(bits)
        })
        .collect();
    Some((values, *splat))
}

/// A `dense<...>` attribute of type `ty` (float or integer elements) holding `values`
/// (one value makes a splat). Floats are rounded to nearest even in the element type.
/// `None` if the element type is neither float nor integer, or the count is wrong.
pub fn make_dense(ctx: &Context, ty: Type, values: &[f64]) -> Option<Attribute> {
    let elt = ctx.element_type(ty)?;
    let n_bytes = element_bytes(ctx, elt)?;
    let numel: i64 = ctx.shape(ty)?.iter().product();
    let splat = values.len() == 1;
    if !splat && values.len() as i64 != numel {
        return None;
    }
    let encode: Box<dyn Fn(f64) -> u128> = match ctx.type_kind(elt) {
        TypeKind::Float(k) => {
            let k: FloatKind = *k;
            Box::new(move |v| float::from_f64(k, v))
        }
        TypeKind::Integer { width, .. } => {
            let w = *width;
            Box::new(move |v| ipu_dialects::truncate_bits(v as i128 as u128, w))
        }
        _ => return None,
    };
    let mut data = Vec::with_capacity(values.len() * n_bytes);
    for &v in values {
        let bits = encode(v);
        for i in 0..n_bytes {
            data.push((bits >> (8 * i)) as u8);
        }
    }
    let data: Arc<[u8]> = data.into();
    Some(ctx.dense_elements(ty, splat, data))
}

/// Rounds `v` to the float element type `elt` (identity for non-float types).
pub fn round_to(ctx: &Context, elt: Type, v: f64) -> f64 {
    match ctx.type_kind(elt) {
        TypeKind::Float(k) => float::to_f64(*k, float::from_f64(*k, v)),
        _ => v,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dot_dims_round_trip_through_the_opaque_body() {
        let d = DotDims {
            lhs_batch: vec![0],
            rhs_batch: vec![0],
            lhs_contract: vec![2],
            rhs_contract: vec![1],
        };
        let body = d.to_body();
        assert_eq!(
            body,
            "dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0], \
             lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>"
        );
        assert_eq!(DotDims::from_body(&body), Ok(d));
        let plain = DotDims::from_body(
            "dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>",
        );
        assert_eq!(
            plain.map(|d| (d.lhs_batch, d.lhs_contract, d.rhs_contract)),
            Ok((vec![], vec![1], vec![0]))
        );
        assert!(DotDims::from_body("dot<lhs_contracting_dimensions = [x]>").is_err());
        assert!(DotDims::from_body("dot<foo = [1]>").is_err());
        assert!(DotDims::from_body("conv<>").is_err());
    }

    #[test]
    fn conv_dims_read_the_compact_form() {
        let nhwc = ConvDims::from_body("conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>").unwrap();
        assert_eq!(
            (
                nhwc.input_batch,
                nhwc.input_feature,
                nhwc.input_spatial.clone()
            ),
            (0, 3, vec![1, 2])
        );
        assert_eq!(
            (
                nhwc.kernel_input,
                nhwc.kernel_output,
                nhwc.kernel_spatial.clone()
            ),
            (2, 3, vec![0, 1])
        );
        let nchw = ConvDims::from_body("conv<[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]>").unwrap();
        assert_eq!(
            (
                nchw.input_feature,
                nchw.kernel_input,
                nchw.kernel_output,
                nchw.output_spatial
            ),
            (1, 1, 0, vec![2, 3])
        );
        // Spatial dimensions out of order are read by number.
        let swapped = ConvDims::from_body("conv<[b, 1, 0, f]x[1, 0, i, o]->[b, 1, 0, f]>").unwrap();
        assert_eq!(swapped.input_spatial, vec![2, 1]);
        for bad in [
            "conv<[b, 0, f]x[0, i, o]>",
            "conv<[b, 0, 0, f]x[0, 1, i, o]->[b, 0, 1, f]>",
            "conv<[b, 0, 1]x[0, 1, i, o]->[b, 0, 1, f]>",
            "conv<[b, 0, 1, f]x[0, i, o]->[b, 0, 1, f]>",
            "conv<[b, 0, z, f]x[0, 1, i, o]->[b, 0, 1, f]>",
            "dot<>",
        ] {
            assert!(ConvDims::from_body(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn dense_values_decode_and_encode() {
        let ctx = Context::new();
        let t = ctx.tensor_type(&[3], ctx.f16());
        let a = make_dense(&ctx, t, &[1.0, -2.5, 0.1]).unwrap();
        let (v, splat) = dense_values(&ctx, a).unwrap();
        assert!(!splat);
        assert_eq!(v[..2], [1.0, -2.5]);
        // 0.1 rounds to the nearest f16, 0.0999755859375.
        assert_eq!(v[2], 0.0999755859375);
        let s = make_dense(&ctx, ctx.tensor_type(&[], ctx.int_type(32)), &[-3.0]).unwrap();
        assert_eq!(dense_values(&ctx, s), Some((vec![-3.0], true)));
        assert!(make_dense(&ctx, t, &[1.0, 2.0]).is_none());
    }

    #[test]
    fn directions_read_from_opaque_attributes() {
        let ctx = Context::new();
        let a = opaque(&ctx, "comparison_direction GT");
        assert_eq!(Direction::from_attr(&ctx, a), Some(Direction::Gt));
        assert_eq!(opaque_body(&ctx, a), Some("comparison_direction GT"));
        assert_eq!(
            Direction::from_attr(&ctx, opaque(&ctx, "precision DEFAULT")),
            None
        );
    }
}
