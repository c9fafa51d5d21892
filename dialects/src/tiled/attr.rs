//! The tiled dialect's attributes: `#tiled.layout<...>` (where a tensor's elements are:
//! blocks, tiles, element order, memory region) and `#tiled.plan<...>` (how an operation
//! is spread over the tiles), as plain-data records ([`TiledLayout`], [`TiledPlan`]) with
//! their conversion to and from [`Attribute`]s, their text forms, and their checks.
//!
//! The records mirror `ipu_passes::plan::layout::Layout` and `ipu_passes::plan::ops::OpPlan`
//! (the planner's types; this crate cannot name them), field for field.

use std::fmt;

use crate::exchange::BufferRegion;
use crate::graph::support::int_array;
use crate::ir::attributes::{AttrKind, Attribute, NamedAttr};
use crate::ir::context::{Context, Ident};
use crate::ir::lexer::TokKind;
use crate::ir::parser::{PResult, Parser};
use crate::ir::printer::Printer;

/// The mnemonic of `#tiled.layout`.
pub const LAYOUT: &str = "layout";
/// The mnemonic of `#tiled.plan`.
pub const PLAN: &str = "plan";

/// The order of a block's elements on its tile (`ipu_passes::plan::layout::Order`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TiledOrder {
    /// `row_major`: row-major over the block, no padding.
    RowMajor,
    /// `permuted<p0, p1, ...>`: row-major over the dimensions in the order given
    /// (`p0` slowest), a transposed view of a row-major block.
    Permuted(Vec<u32>),
    /// `amp<bk>`: the AMP activation order over the last two dimensions `[m, k]`: `k`
    /// padded to a multiple of `bk`, element `(m, k)` at `((k / bk) · M + m) · bk + k % bk`
    /// (`ipu_device` codelet catalogue); leading dimensions row-major outside.
    Amp {
        /// Contracted-dimension block, elements.
        bk: u32,
    },
    /// `amp_weights<bk, bn>`: the AMP weight order over the last two dimensions `[k, n]`:
    /// element `(k, n)` at `(((n / bn) · KB + k / bk) · bn + n % bn) · bk + k % bk`,
    /// `KB = ceil(K / bk)`, padding to multiples of `bk` and `bn`.
    AmpWeights {
        /// Contracted-dimension block, elements.
        bk: u32,
        /// Output-column block, elements.
        bn: u32,
    },
}

impl fmt::Display for TiledOrder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TiledOrder::RowMajor => f.write_str("row_major"),
            TiledOrder::Permuted(p) => {
                let items: Vec<String> = p.iter().map(u32::to_string).collect();
                write!(f, "permuted<{}>", items.join(", "))
            }
            TiledOrder::Amp { bk } => write!(f, "amp<{bk}>"),
            TiledOrder::AmpWeights { bk, bn } => write!(f, "amp_weights<{bk}, {bn}>"),
        }
    }
}

/// How the host spreads a program input's replicated blocks (`HostSplit` of the planner):
/// block `b`'s span along `dim` is cut into as many near-equal parts as it has tiles, cuts
/// at multiples of `align` elements; part `r` is written to the block's `r`-th tile and the
/// others receive it in the first exchange phase.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct TiledHostSplit {
    /// The dimension cut.
    pub dim: u32,
    /// Alignment of the cuts, elements.
    pub align: u32,
}

/// `#tiled.layout<...>`: where a tensor's elements are.
///
/// The tensor is cut into a grid of blocks, `bounds[d]` the block boundaries of dimension
/// `d` (from 0 to its size, strictly increasing); blocks are numbered row-major over the
/// grid, and `placement[b]` lists the tiles holding block `b` (the first is its owner, the
/// others replicas). On a tile, the blocks it holds are stored one after the other in
/// increasing block number, each at a multiple of 16 bytes, in `order`, in `region`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TiledLayout {
    /// Block boundaries per dimension.
    pub bounds: Vec<Vec<u32>>,
    /// Element order of every block.
    pub order: TiledOrder,
    /// Memory region of every block.
    pub region: BufferRegion,
    /// Per block, its tiles (never empty).
    pub placement: Vec<Vec<u32>>,
    /// For program inputs with replicated blocks: how the host spreads them.
    pub host_split: Option<TiledHostSplit>,
    /// For a program input: the host writes every replica of every block in full (text
    /// `host = replicas`), so no exchange completes it; exclusive with `host_split`.
    pub host_replicas: bool,
}

/// The split of a matmul over tiles (`ipu_passes::plan::matmul::MatmulPlan`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TiledMatmulPlan {
    /// Row blocks (the split of `M`).
    pub m: u32,
    /// Column blocks (the split of `N`).
    pub n: u32,
    /// Contracted-dimension blocks (the split of `K`); the `k` partial sums are reduced.
    pub k: u32,
    /// Element type of the partial sums, `"f16"` or `"f32"`.
    pub partials: String,
    /// Tile numbers rotated by this much.
    pub rotate: u32,
    /// Products and result in the AMP activation order (else row-major).
    pub out_amp: bool,
    /// Folded operand casts run before the exchange (else after).
    pub cast_at_source: bool,
    /// Operands that are program inputs are written by the host into every replica (the
    /// layout's `host = replicas`), not broadcast by exchange; text: a trailing
    /// `host = replicas` field, absent otherwise.
    pub host_replicas: bool,
}

/// `#tiled.plan<...>`: how an operation is spread over the tiles (`ipu_passes::plan::ops::OpPlan`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TiledPlan {
    /// `#tiled.plan<matmul, m = .., n = .., k = .., partials = f16, rotate = 0, out = amp, cast = source>`
    /// (then `, host = replicas` when the host writes the input operands' replicas).
    Matmul(TiledMatmulPlan),
    /// `#tiled.plan<view>`: no data moves.
    View,
    /// `#tiled.plan<follow, operand = i>`: elementwise in the layout of operand `i`.
    Follow {
        /// The operand whose layout the result takes.
        operand: u32,
    },
    /// `#tiled.plan<balanced, tiles = n, base = b>`: a balanced layout over tiles `b .. b + n`.
    Balanced {
        /// Tiles used.
        tiles: u32,
        /// First tile.
        base: u32,
    },
}

impl TiledLayout {
    /// Number of blocks.
    pub fn blocks(&self) -> usize {
        self.placement.len()
    }

    /// Checks the layout against a tensor of `shape` on a target with `tiles` tiles.
    /// Errors are messages (the caller locates them).
    pub fn check(&self, shape: &[i64], tiles: u32) -> Result<(), String> {
        if self.bounds.len() != shape.len() {
            return Err(format!(
                "layout has {} dimensions for a rank-{} tensor",
                self.bounds.len(),
                shape.len()
            ));
        }
        for (d, (b, &size)) in self.bounds.iter().zip(shape).enumerate() {
            if b.first() != Some(&0) || b.len() < 2 || b.last().map(|&l| i64::from(l)) != Some(size)
            {
                return Err(format!(
                    "blocks of dimension {d} cover {} of {size} elements",
                    b.last().copied().unwrap_or(0)
                ));
            }
            if b.windows(2).any(|w| w[0] >= w[1]) {
                return Err(format!("blocks of dimension {d} are not all non-empty"));
            }
        }
        let rank = shape.len();
        match &self.order {
            TiledOrder::RowMajor => {}
            TiledOrder::Permuted(p) => {
                let mut seen = vec![false; rank];
                let ok = p.len() == rank
                    && p.iter().all(|&x| {
                        let fresh = (x as usize) < rank && !seen[x as usize];
                        if fresh {
                            seen[x as usize] = true;
                        }
                        fresh
                    });
                if !ok {
                    return Err(format!(
                        "order {} is not a permutation of 0..{rank}",
                        self.order
                    ));
                }
            }
            TiledOrder::Amp { bk } | TiledOrder::AmpWeights { bk, .. } => {
                if rank < 2 {
                    return Err(format!("order {} needs rank >= 2, got {rank}", self.order));
                }
                let bn = match self.order {
                    TiledOrder::AmpWeights { bn, .. } => bn,
                    _ => 1,
                };
                if *bk == 0 || bn == 0 {
                    return Err(format!("order {} has an empty block", self.order));
                }
            }
        }
        let blocks: usize = self.bounds.iter().map(|b| b.len() - 1).product();
        if self.placement.len() != blocks {
            return Err(format!(
                "layout places {} blocks, the grid has {blocks}",
                self.placement.len()
            ));
        }
        for (b, reps) in self.placement.iter().enumerate() {
            if reps.is_empty() {
                return Err(format!("block {b} has no tile"));
            }
            if let Some(&t) = reps.iter().find(|&&t| t >= tiles) {
                return Err(format!(
                    "block {b} is on tile {t}, the target has {tiles} tiles"
                ));
            }
            let mut sorted = reps.clone();
            sorted.sort_unstable();
            if sorted.windows(2).any(|w| w[0] == w[1]) {
                return Err(format!("block {b} lists a tile twice"));
            }
        }
        if self.host_replicas && self.host_split.is_some() {
            return Err("`host = replicas` and `host_split` exclude each other".into());
        }
        if let Some(h) = self.host_split
            && (h.dim as usize >= rank || h.align == 0)
        {
            return Err(format!(
                "host split (dimension {}, align {}) does not apply to rank {rank}",
                h.dim, h.align
            ));
        }
        Ok(())
    }

    /// The attribute.
    pub fn to_attr(&self, ctx: &Context) -> Attribute {
        let bounds: Vec<Attribute> = self
            .bounds
            .iter()
            .map(|b| ctx.dense_i64_array(&b.iter().map(|&x| i64::from(x)).collect::<Vec<_>>()))
            .collect();
        let tiles: Vec<i64> = self
            .placement
            .iter()
            .flatten()
            .map(|&t| i64::from(t))
            .collect();
        let counts: Vec<i64> = if self.placement.iter().all(|r| r.len() == 1) {
            Vec::new()
        } else {
            self.placement.iter().map(|r| r.len() as i64).collect()
        };
        let host: Vec<i64> = self
            .host_split
            .map(|h| vec![i64::from(h.dim), i64::from(h.align)])
            .unwrap_or_default();
        ctx.dialect_attr(
            "tiled",
            LAYOUT,
            &[
                ctx.array_attr(&bounds),
                ctx.string_attr(&self.order.to_string()),
                ctx.string_attr(self.region.name()),
                ctx.dense_i64_array(&tiles),
                ctx.dense_i64_array(&counts),
                ctx.dense_i64_array(&host),
                ctx.dense_i64_array(if self.host_replicas { &[1] } else { &[] }),
            ],
        )
    }

    /// Reads a `#tiled.layout` attribute; `None` for any other attribute.
    pub fn from_attr(ctx: &Context, a: Attribute) -> Option<TiledLayout> {
        let params = dialect_params(ctx, a, LAYOUT)?;
        let [bounds, order, region, tiles, counts, host, replicas] = params else {
            return None;
        };
        let AttrKind::Array(dims) = ctx.attr_kind(*bounds) else {
            return None;
        };
        let bounds = dims
            .iter()
            .map(|&d| u32_list(ctx, d))
            .collect::<Option<Vec<_>>>()?;
        let order = parse_order_text(&ctx.str_value(*order)?)?;
        let region = BufferRegion::from_name(&ctx.str_value(*region)?)?;
        let tiles = u32_list(ctx, *tiles)?;
        let counts = u32_list(ctx, *counts)?;
        let placement = if counts.is_empty() {
            tiles.iter().map(|&t| vec![t]).collect()
        } else {
            if counts.iter().map(|&c| c as usize).sum::<usize>() != tiles.len() {
                return None;
            }
            let mut at = 0;
            counts
                .iter()
                .map(|&c| {
                    let r = tiles[at..at + c as usize].to_vec();
                    at += c as usize;
                    r
                })
                .collect()
        };
        let host = u32_list(ctx, *host)?;
        let host_split = match host.as_slice() {
            [] => None,
            [dim, align] => Some(TiledHostSplit {
                dim: *dim,
                align: *align,
            }),
            _ => return None,
        };
        let host_replicas = match u32_list(ctx, *replicas)?.as_slice() {
            [] => false,
            [1] => true,
            _ => return None,
        };
        Some(TiledLayout {
            bounds,
            order,
            region,
            placement,
            host_split,
            host_replicas,
        })
    }
}

impl TiledPlan {
    /// The attribute.
    pub fn to_attr(&self, ctx: &Context) -> Attribute {
        let int = |v: u32| ctx.int_attr(ctx.i64(), i128::from(v));
        let (kind, fields): (&str, Vec<(&str, Attribute)>) = match self {
            TiledPlan::Matmul(p) => (
                "matmul",
                [
                    ("m", int(p.m)),
                    ("n", int(p.n)),
                    ("k", int(p.k)),
                    ("partials", ctx.string_attr(&p.partials)),
                    ("rotate", int(p.rotate)),
                    (
                        "out",
                        ctx.string_attr(if p.out_amp { "amp" } else { "row_major" }),
                    ),
                    (
                        "cast",
                        ctx.string_attr(if p.cast_at_source {
                            "source"
                        } else {
                            "destination"
                        }),
                    ),
                ]
                .into_iter()
                .chain(
                    p.host_replicas
                        .then(|| ("host", ctx.string_attr("replicas"))),
                )
                .collect(),
            ),
            TiledPlan::View => ("view", vec![]),
            TiledPlan::Follow { operand } => ("follow", vec![("operand", int(*operand))]),
            TiledPlan::Balanced { tiles, base } => (
                "balanced",
                vec![("tiles", int(*tiles)), ("base", int(*base))],
            ),
        };
        let entries: Vec<NamedAttr> = fields
            .into_iter()
            .map(|(n, v)| NamedAttr {
                name: ctx.ident(n),
                value: v,
            })
            .collect();
        ctx.dialect_attr(
            "tiled",
            PLAN,
            &[ctx.string_attr(kind), ctx.dict_attr(&entries)],
        )
    }

    /// Reads a `#tiled.plan` attribute; `None` for any other attribute or a malformed one.
    pub fn from_attr(ctx: &Context, a: Attribute) -> Option<TiledPlan> {
        let [kind, fields] = dialect_params(ctx, a, PLAN)? else {
            return None;
        };
        let get = |n: &str| ctx.dict_get(*fields, n);
        let int = |n: &str| {
            get(n)
                .and_then(|v| ctx.int_value(v))
                .and_then(|v| u32::try_from(v).ok())
        };
        let text = |n: &str| get(n).and_then(|v| ctx.str_value(v).map(|s| s.into_owned()));
        Some(match ctx.str_value(*kind)?.as_ref() {
            "matmul" => TiledPlan::Matmul(TiledMatmulPlan {
                m: int("m")?,
                n: int("n")?,
                k: int("k")?,
                partials: text("partials")?,
                rotate: int("rotate")?,
                out_amp: match text("out")?.as_str() {
                    "amp" => true,
                    "row_major" => false,
                    _ => return None,
                },
                cast_at_source: match text("cast")?.as_str() {
                    "source" => true,
                    "destination" => false,
                    _ => return None,
                },
                host_replicas: match text("host").as_deref() {
                    None => false,
                    Some("replicas") => true,
                    Some(_) => return None,
                },
            }),
            "view" => TiledPlan::View,
            "follow" => TiledPlan::Follow {
                operand: int("operand")?,
            },
            "balanced" => TiledPlan::Balanced {
                tiles: int("tiles")?,
                base: int("base")?,
            },
            _ => return None,
        })
    }
}

fn dialect_params<'c>(ctx: &'c Context, a: Attribute, mnemonic: &str) -> Option<&'c [Attribute]> {
    match ctx.attr_kind(a) {
        AttrKind::Dialect {
            dialect,
            name,
            params,
        } if ctx.ident_str(*dialect) == "tiled" && ctx.ident_str(*name) == mnemonic => {
            Some(params.as_ref())
        }
        _ => None,
    }
}

fn u32_list(ctx: &Context, a: Attribute) -> Option<Vec<u32>> {
    int_array(ctx, a)?
        .into_iter()
        .map(|v| u32::try_from(v).ok())
        .collect()
}

/// Parses an order's text (`row_major`, `permuted<1, 0>`, `amp<16>`, `amp_weights<16, 16>`).
fn parse_order_text(s: &str) -> Option<TiledOrder> {
    let (name, args) = match s.split_once('<') {
        Some((n, rest)) => (n.trim(), rest.strip_suffix('>')?),
        None => (s.trim(), ""),
    };
    let nums: Vec<u32> = if args.trim().is_empty() {
        Vec::new()
    } else {
        args.split(',')
            .map(|x| x.trim().parse().ok())
            .collect::<Option<_>>()?
    };
    match (name, nums.as_slice()) {
        ("row_major", []) => Some(TiledOrder::RowMajor),
        ("permuted", p) if !p.is_empty() => Some(TiledOrder::Permuted(p.to_vec())),
        ("amp", [bk]) => Some(TiledOrder::Amp { bk: *bk }),
        ("amp_weights", [bk, bn]) => Some(TiledOrder::AmpWeights { bk: *bk, bn: *bn }),
        _ => None,
    }
}

// ===== text forms =================================================================================

/// Parses the tiled dialect's attributes after `#tiled.` and the mnemonic.
pub(crate) fn parse_attr(p: &mut Parser<'_>, mnemonic: &str) -> PResult<Attribute> {
    match mnemonic {
        LAYOUT => parse_layout(p),
        PLAN => parse_plan(p),
        _ => Err(p.error_here(format!("unknown attribute `{mnemonic}` in dialect `tiled`"))),
    }
}

fn parse_u32(p: &mut Parser<'_>) -> PResult<u32> {
    let tok = p.current_token();
    let v = p.parse_integer()?;
    u32::try_from(v)
        .map_err(|_| p.error_at(tok, format!("expected an integer in 0..2^32, got {v}")))
}

fn key(p: &mut Parser<'_>, name: &str) -> PResult<()> {
    p.parse_keyword(name)?;
    p.expect(TokKind::Equal, "expected '='")
}

fn parse_layout(p: &mut Parser<'_>) -> PResult<Attribute> {
    let ctx = p.ctx;
    p.expect(TokKind::Less, "expected '<'")?;
    // blocks = [[size * count, ...], ...]
    key(p, "blocks")?;
    p.expect(TokKind::LSquare, "expected '['")?;
    let mut bounds = Vec::new();
    let scalar = p.current_token().kind == TokKind::RSquare;
    while !scalar && p.current_token().kind != TokKind::Eof {
        p.expect(
            TokKind::LSquare,
            "expected '[' with a dimension's block sizes",
        )?;
        let mut b = vec![0u32];
        loop {
            let tok = p.current_token();
            let size = parse_u32(p)?;
            let count = if p.consume_if(TokKind::Star) {
                parse_u32(p)?
            } else {
                1
            };
            if size == 0 || count == 0 {
                return Err(p.error_at(tok, "a block size and its count must be > 0"));
            }
            for _ in 0..count {
                let last = *b.last().unwrap_or(&0);
                let next = last
                    .checked_add(size)
                    .ok_or_else(|| p.error_at(tok, "dimension too large"))?;
                b.push(next);
            }
            if !p.consume_if(TokKind::Comma) {
                break;
            }
        }
        p.expect(TokKind::RSquare, "expected ']'")?;
        bounds.push(b);
        if !p.consume_if(TokKind::Comma) {
            break;
        }
    }
    p.expect(TokKind::RSquare, "expected ']'")?;
    p.expect(TokKind::Comma, "expected ','")?;
    // order = name<args>
    key(p, "order")?;
    let tok = p.current_token();
    let name = p.parse_bare_ident()?.to_string();
    let mut args = Vec::new();
    if p.consume_if(TokKind::Less) {
        loop {
            args.push(parse_u32(p)?.to_string());
            if !p.consume_if(TokKind::Comma) {
                break;
            }
        }
        p.expect(TokKind::Greater, "expected '>'")?;
    }
    let text = if args.is_empty() {
        name.clone()
    } else {
        format!("{name}<{}>", args.join(","))
    };
    let order = parse_order_text(&text).ok_or_else(|| {
        p.error_at(
            tok,
            format!(
                "unknown element order `{text}` (expected row_major, permuted<...>, amp<bk> or amp_weights<bk, bn>)"
            ),
        )
    })?;
    p.expect(TokKind::Comma, "expected ','")?;
    key(p, "region")?;
    let tok = p.current_token();
    let rname = p.parse_bare_ident()?;
    let region = BufferRegion::from_name(rname).ok_or_else(|| {
        p.error_at(
            tok,
            format!("unknown memory region `{rname}` (expected standard or interleaved)"),
        )
    })?;
    p.expect(TokKind::Comma, "expected ','")?;
    key(p, "tiles")?;
    p.expect(TokKind::LSquare, "expected '['")?;
    let mut placement: Vec<Vec<u32>> = Vec::new();
    if !p.consume_if(TokKind::RSquare) {
        loop {
            if p.consume_if(TokKind::LBrace) {
                let mut reps = Vec::new();
                loop {
                    reps.push(parse_u32(p)?);
                    if !p.consume_if(TokKind::Comma) {
                        break;
                    }
                }
                p.expect(TokKind::RBrace, "expected '}'")?;
                placement.push(reps);
            } else {
                let tok = p.current_token();
                let first = parse_u32(p)?;
                if p.consume_keyword("to") {
                    let last = parse_u32(p)?;
                    if last < first {
                        return Err(p.error_at(tok, format!("empty tile range {first} to {last}")));
                    }
                    placement.extend((first..=last).map(|t| vec![t]));
                } else {
                    placement.push(vec![first]);
                }
            }
            if !p.consume_if(TokKind::Comma) {
                break;
            }
        }
        p.expect(TokKind::RSquare, "expected ']'")?;
    }
    let mut host_split = None;
    let mut host_replicas = false;
    if p.consume_if(TokKind::Comma) {
        let tok = p.current_token();
        let k = p.parse_bare_ident()?;
        p.expect(TokKind::Equal, "expected '='")?;
        match k {
            "host_split" => {
                p.expect(TokKind::LSquare, "expected '['")?;
                let dim = parse_u32(p)?;
                p.expect(TokKind::Comma, "expected ','")?;
                let align = parse_u32(p)?;
                p.expect(TokKind::RSquare, "expected ']'")?;
                host_split = Some(TiledHostSplit { dim, align });
            }
            "host" => {
                let tok = p.current_token();
                let v = p.parse_bare_ident()?;
                if v != "replicas" {
                    return Err(
                        p.error_at(tok, format!("unknown host write `{v}` (expected replicas)"))
                    );
                }
                host_replicas = true;
            }
            other => {
                return Err(p.error_at(
                    tok,
                    format!("expected `host_split` or `host`, found `{other}`"),
                ));
            }
        }
    }
    p.expect(TokKind::Greater, "expected '>'")?;
    Ok(TiledLayout {
        bounds,
        order,
        region,
        placement,
        host_split,
        host_replicas,
    }
    .to_attr(ctx))
}

fn parse_plan(p: &mut Parser<'_>) -> PResult<Attribute> {
    let ctx = p.ctx;
    p.expect(TokKind::Less, "expected '<'")?;
    let tok = p.current_token();
    let kind = p.parse_bare_ident()?.to_string();
    let mut fields: Vec<(String, String, crate::ir::lexer::Token)> = Vec::new();
    while p.consume_if(TokKind::Comma) {
        let name = p.parse_bare_ident()?.to_string();
        p.expect(TokKind::Equal, "expected '='")?;
        let vt = p.current_token();
        let value = if vt.kind == TokKind::Integer {
            parse_u32(p)?.to_string()
        } else {
            p.parse_bare_ident()?.to_string()
        };
        fields.push((name, value, vt));
    }
    p.expect(TokKind::Greater, "expected '>'")?;
    let expected: &[&str] = match kind.as_str() {
        "matmul" => &["m", "n", "k", "partials", "rotate", "out", "cast"],
        "view" => &[],
        "follow" => &["operand"],
        "balanced" => &["tiles", "base"],
        _ => {
            return Err(p.error_at(
                tok,
                format!("unknown plan kind `{kind}` (expected matmul, view, follow or balanced)"),
            ));
        }
    };
    let names: Vec<&str> = fields.iter().map(|(n, _, _)| n.as_str()).collect();
    // A matmul plan may end with `host = replicas`.
    let host =
        kind == "matmul" && names.len() == expected.len() + 1 && names.last() == Some(&"host");
    if names[..names.len() - usize::from(host)] != *expected {
        return Err(p.error_at(
            tok,
            format!(
                "a `{kind}` plan takes the fields [{}] in this order, got [{}]",
                expected.join(", "),
                names.join(", ")
            ),
        ));
    }
    let num = |i: usize| -> PResult<u32> {
        let (n, v, t) = &fields[i];
        v.parse()
            .map_err(|_| p.error_at(*t, format!("field `{n}` expects an integer, got `{v}`")))
    };
    let word = |i: usize, allowed: &[&str]| -> PResult<String> {
        let (n, v, t) = &fields[i];
        if allowed.contains(&v.as_str()) {
            Ok(v.clone())
        } else {
            Err(p.error_at(
                *t,
                format!(
                    "field `{n}` expects one of {}, got `{v}`",
                    allowed.join(", ")
                ),
            ))
        }
    };
    let plan = match kind.as_str() {
        "matmul" => TiledPlan::Matmul(TiledMatmulPlan {
            m: num(0)?,
            n: num(1)?,
            k: num(2)?,
            partials: word(3, &["f16", "f32"])?,
            rotate: num(4)?,
            out_amp: word(5, &["amp", "row_major"])? == "amp",
            cast_at_source: word(6, &["source", "destination"])? == "source",
            host_replicas: host && word(7, &["replicas"])? == "replicas",
        }),
        "view" => TiledPlan::View,
        "follow" => TiledPlan::Follow { operand: num(0)? },
        _ => TiledPlan::Balanced {
            tiles: num(0)?,
            base: num(1)?,
        },
    };
    Ok(plan.to_attr(ctx))
}

/// Prints the tiled dialect's attributes after `#tiled.`.
pub(crate) fn print_attr(p: &mut Printer<'_>, name: Ident, params: &[Attribute]) -> fmt::Result {
    let ctx = p.ctx;
    let mnemonic = ctx.ident_str(name);
    let a = ctx.dialect_attr("tiled", mnemonic, params);
    let text = match mnemonic {
        LAYOUT => TiledLayout::from_attr(ctx, a).map(|l| layout_text(&l)),
        PLAN => TiledPlan::from_attr(ctx, a).map(|l| plan_text(&l)),
        _ => None,
    };
    p.write_str(mnemonic)?;
    match text {
        Some(t) => p.write_str(&t),
        None => {
            // Not built by our parser (a pass's bug): print the parameters generically.
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

/// The text of a layout after `#tiled.layout`: `<blocks = ..., order = ..., region = ..., tiles = [...]>`.
pub fn layout_text(l: &TiledLayout) -> String {
    use std::fmt::Write as _;
    let mut s = String::from("<blocks = [");
    for (d, b) in l.bounds.iter().enumerate() {
        if d > 0 {
            s.push_str(", ");
        }
        s.push('[');
        // Runs of equal block sizes: `size * count`.
        let sizes: Vec<u32> = b.windows(2).map(|w| w[1] - w[0]).collect();
        let mut i = 0;
        let mut first = true;
        while i < sizes.len() {
            let mut j = i;
            while j < sizes.len() && sizes[j] == sizes[i] {
                j += 1;
            }
            if !first {
                s.push_str(", ");
            }
            first = false;
            if j - i == 1 {
                let _ = write!(s, "{}", sizes[i]);
            } else {
                let _ = write!(s, "{} * {}", sizes[i], j - i);
            }
            i = j;
        }
        s.push(']');
    }
    let _ = write!(
        s,
        "], order = {}, region = {}, tiles = [",
        l.order,
        l.region.name()
    );
    let mut i = 0;
    let mut first = true;
    while i < l.placement.len() {
        if !first {
            s.push_str(", ");
        }
        first = false;
        let r = &l.placement[i];
        if r.len() > 1 {
            let items: Vec<String> = r.iter().map(u32::to_string).collect();
            let _ = write!(s, "{{{}}}", items.join(", "));
            i += 1;
            continue;
        }
        // Runs of consecutive single tiles: `first to last`.
        let mut j = i + 1;
        while j < l.placement.len()
            && l.placement[j].len() == 1
            && l.placement[j][0] == l.placement[j - 1][0].wrapping_add(1)
        {
            j += 1;
        }
        if j - i >= 3 {
            let _ = write!(s, "{} to {}", r[0], l.placement[j - 1][0]);
            i = j;
        } else {
            let _ = write!(s, "{}", r[0]);
            i += 1;
        }
    }
    s.push(']');
    if let Some(h) = l.host_split {
        let _ = write!(s, ", host_split = [{}, {}]", h.dim, h.align);
    }
    if l.host_replicas {
        s.push_str(", host = replicas");
    }
    s.push('>');
    s
}

/// The text of a plan after `#tiled.plan`.
pub fn plan_text(p: &TiledPlan) -> String {
    match p {
        TiledPlan::Matmul(m) => format!(
            "<matmul, m = {}, n = {}, k = {}, partials = {}, rotate = {}, out = {}, cast = {}{}>",
            m.m,
            m.n,
            m.k,
            m.partials,
            m.rotate,
            if m.out_amp { "amp" } else { "row_major" },
            if m.cast_at_source {
                "source"
            } else {
                "destination"
            },
            if m.host_replicas {
                ", host = replicas"
            } else {
                ""
            }
        ),
        TiledPlan::View => "<view>".into(),
        TiledPlan::Follow { operand } => format!("<follow, operand = {operand}>"),
        TiledPlan::Balanced { tiles, base } => {
            format!("<balanced, tiles = {tiles}, base = {base}>")
        }
    }
}
