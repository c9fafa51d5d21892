//! Property tests of the IR text format.
//!
//! - Round trip: random well-formed modules (random types, attributes, regions,
//!   blocks, successors, result groups, locations), built through the API, print,
//!   parse and print identically, in generic and custom form, with and without
//!   debug info; the re-parsed IR is the same IR.
//! - Robustness: random bytes, randomly mutated corpus files and pathological inputs
//!   (huge integers, bad UTF-8) never panic or overflow the stack: the parser
//!   returns a located error or a module that verifies, prints and re-parses.
//! - Depth: 10,000-deep nesting of every kind parses, verifies and prints; past
//!   `MAX_DEPTH` it is a located error.

use std::sync::Arc;

use ipu_dialects::{
    AffineBinOp, AffineExpr, AffineMap, AttrKind, Attribute, BlockId, Context, FloatKind, Ir,
    LocKind, Location, Module, NamedAttr, OperationState, PrintFlags, RegionId, Signedness, Type,
    TypeKind, ValueId, float,
};
use proptest::prelude::*;

fn ctx() -> Context {
    let mut c = Context::new();
    c.set_allow_unregistered(true);
    c
}

// ----- random types and attributes (as trees, materialised in a context) -----------------------

#[derive(Clone, Debug)]
enum TypeTree {
    Int(u32, u8),
    Index,
    Float(u8),
    None,
    Tensor(Vec<i64>, Box<TypeTree>),
    Unranked(Box<TypeTree>),
    Vector(Vec<i64>, Box<TypeTree>),
    Func(Vec<TypeTree>, Vec<TypeTree>),
    Tuple(Vec<TypeTree>),
    Complex(bool),
    Opaque(String),
}

fn scalar_type() -> impl Strategy<Value = TypeTree> {
    prop_oneof![
        (
            prop_oneof![Just(1u32), Just(8), Just(16), Just(32), Just(64), 0u32..200],
            0u8..3
        )
            .prop_map(|(w, s)| TypeTree::Int(w, s)),
        Just(TypeTree::Index),
        (0u8..13).prop_map(TypeTree::Float),
    ]
}

fn type_tree() -> impl Strategy<Value = TypeTree> {
    let leaf = prop_oneof![
        scalar_type(),
        Just(TypeTree::None),
        any::<bool>().prop_map(TypeTree::Complex),
        "[a-z][a-z0-9_]{0,6}(<[0-9, ]{0,6}>)?".prop_map(TypeTree::Opaque),
    ];
    leaf.prop_recursive(4, 24, 4, |inner| {
        prop_oneof![
            (
                prop::collection::vec(prop_oneof![Just(-1i64), 0i64..9], 0..4),
                scalar_type()
            )
                .prop_map(|(s, e)| TypeTree::Tensor(s, Box::new(e))),
            scalar_type().prop_map(|e| TypeTree::Unranked(Box::new(e))),
            (prop::collection::vec(1i64..9, 1..3), scalar_type())
                .prop_map(|(s, e)| TypeTree::Vector(s, Box::new(e))),
            (
                prop::collection::vec(inner.clone(), 0..3),
                prop::collection::vec(inner.clone(), 0..3)
            )
                .prop_map(|(a, b)| TypeTree::Func(a, b)),
            prop::collection::vec(inner, 0..3).prop_map(TypeTree::Tuple),
        ]
    })
}

fn build_type(ctx: &Context, t: &TypeTree) -> Type {
    match t {
        TypeTree::Int(w, s) => ctx.integer_type(
            *w,
            match s {
                0 => Signedness::Signless,
                1 => Signedness::Signed,
                _ => Signedness::Unsigned,
            },
        ),
        TypeTree::Index => ctx.index_type(),
        TypeTree::Float(k) => ctx.float_type(FloatKind::ALL[*k as usize % FloatKind::ALL.len()]),
        TypeTree::None => ctx.none_type(),
        TypeTree::Tensor(s, e) => {
            let shape: Vec<i64> = s
                .iter()
                .map(|&d| if d < 0 { ipu_dialects::DYNAMIC } else { d })
                .collect();
            ctx.tensor_type(&shape, build_type(ctx, e))
        }
        TypeTree::Unranked(e) => ctx.intern_type(TypeKind::UnrankedTensor {
            element: build_type(ctx, e),
        }),
        TypeTree::Vector(s, e) => ctx.vector_type(s, build_type(ctx, e)),
        TypeTree::Func(a, b) => {
            let a: Vec<Type> = a.iter().map(|t| build_type(ctx, t)).collect();
            let b: Vec<Type> = b.iter().map(|t| build_type(ctx, t)).collect();
            ctx.function_type(&a, &b)
        }
        TypeTree::Tuple(v) => {
            let v: Vec<Type> = v.iter().map(|t| build_type(ctx, t)).collect();
            ctx.tuple_type(&v)
        }
        TypeTree::Complex(f) => ctx.complex_type(if *f { ctx.f32() } else { ctx.i32() }),
        TypeTree::Opaque(body) => ctx.intern_type(TypeKind::Opaque {
            dialect: ctx.ident("ptest"),
            body: body.as_str().into(),
        }),
    }
}

#[derive(Clone, Debug)]
enum AttrTree {
    Unit,
    Bool(bool),
    Int(u32, u8, u128),
    Float(u8, u64),
    Str(Vec<u8>),
    Type(TypeTree),
    Array(Vec<AttrTree>),
    Dict(Vec<(String, AttrTree)>),
    DenseArray(u8, Vec<u64>),
    SymRef(String, Vec<String>),
    Dense(Vec<i64>, u32, Vec<u64>),
    Affine(u32, u32, Vec<(u8, i64, u8, u8)>),
    Loc(u8, String, u32, u32),
}

fn attr_tree() -> impl Strategy<Value = AttrTree> {
    let leaf = prop_oneof![
        Just(AttrTree::Unit),
        any::<bool>().prop_map(AttrTree::Bool),
        (
            prop_oneof![
                Just(1u32),
                Just(8),
                Just(32),
                Just(64),
                Just(128),
                2u32..100
            ],
            0u8..3,
            any::<u128>()
        )
            .prop_map(|(w, s, v)| AttrTree::Int(w, s, v)),
        (0u8..13, any::<u64>()).prop_map(|(k, b)| AttrTree::Float(k, b)),
        prop::collection::vec(any::<u8>(), 0..12).prop_map(AttrTree::Str),
        type_tree().prop_map(AttrTree::Type),
        (0u8..4, prop::collection::vec(any::<u64>(), 0..5))
            .prop_map(|(k, v)| AttrTree::DenseArray(k, v)),
        (
            "[a-zA-Z_][a-zA-Z0-9_.$]{0,5}|[ -~]{1,6}",
            prop::collection::vec("[a-z]{1,4}", 0..3)
        )
            .prop_map(|(r, n)| AttrTree::SymRef(r, n)),
        (
            prop::collection::vec(1i64..4, 0..3),
            prop_oneof![Just(1u32), Just(8), Just(16), Just(32)],
            prop::collection::vec(any::<u64>(), 1..30)
        )
            .prop_map(|(s, w, v)| AttrTree::Dense(s, w, v)),
        (
            0u32..3,
            0u32..3,
            prop::collection::vec((0u8..6, -5i64..6, 0u8..4, 0u8..4), 1..4)
        )
            .prop_map(|(d, s, e)| AttrTree::Affine(d, s, e)),
        (0u8..4, "[a-z./]{1,8}", 0u32..1000, 0u32..200)
            .prop_map(|(k, f, l, c)| AttrTree::Loc(k, f, l, c)),
    ];
    leaf.prop_recursive(3, 32, 4, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(AttrTree::Array),
            prop::collection::vec(("[a-z][a-z0-9_]{0,5}|[ -~]{1,5}", inner), 0..4)
                .prop_map(AttrTree::Dict),
        ]
    })
}

fn build_affine(e: &[(u8, i64, u8, u8)], nd: u32, ns: u32) -> Vec<AffineExpr> {
    let leaf = |k: u8, c: i64| -> AffineExpr {
        match k % 3 {
            0 if nd > 0 => AffineExpr::Dim(c.unsigned_abs() as u32 % nd),
            1 if ns > 0 => AffineExpr::Symbol(c.unsigned_abs() as u32 % ns),
            _ => AffineExpr::Const(c),
        }
    };
    e.iter()
        .map(|&(op, c, a, b)| {
            let l = leaf(a, c);
            let r = leaf(b, c + 1);
            let bin = match op {
                0 => AffineBinOp::Add,
                1 => AffineBinOp::Mul,
                2 => AffineBinOp::Mod,
                3 => AffineBinOp::FloorDiv,
                4 => AffineBinOp::CeilDiv,
                _ => return l,
            };
            // Keep it affine: the right side of mul/div/mod must be constant or symbolic.
            let r = if r.is_symbolic_or_constant() {
                r
            } else {
                AffineExpr::Const(2)
            };
            AffineExpr::binary(bin, l.clone(), r).unwrap_or(l)
        })
        .collect()
}

fn build_attr(ctx: &Context, a: &AttrTree) -> Attribute {
    match a {
        AttrTree::Unit => ctx.unit_attr(),
        AttrTree::Bool(b) => ctx.bool_attr(*b),
        AttrTree::Int(w, s, v) => {
            let ty = build_type(ctx, &TypeTree::Int(*w, *s));
            if *w == 1 && *s == 0 {
                return ctx.bool_attr(v & 1 == 1);
            }
            ctx.intern_attr(AttrKind::Integer {
                ty,
                value: ipu_dialects::truncate_bits(*v, *w),
            })
        }
        AttrTree::Float(k, bits) => {
            let kind = FloatKind::ALL[*k as usize % FloatKind::ALL.len()];
            let width = kind.bit_width().min(64);
            let b = if width >= 64 {
                *bits as u128
            } else {
                (*bits as u128) & ((1u128 << width) - 1)
            };
            // Normalise through f64 where that is exact, so NaN payloads stay in hex form.
            let b = if float::is_non_finite(kind, b) {
                b
            } else {
                float::from_f64(kind, float::to_f64(kind, b))
            };
            ctx.intern_attr(AttrKind::Float {
                ty: ctx.float_type(kind),
                bits: b,
            })
        }
        AttrTree::Str(s) => ctx.intern_attr(AttrKind::String {
            value: s.as_slice().into(),
            ty: None,
        }),
        AttrTree::Type(t) => ctx.type_attr(build_type(ctx, t)),
        AttrTree::Array(v) => {
            let v: Vec<Attribute> = v.iter().map(|x| build_attr(ctx, x)).collect();
            ctx.array_attr(&v)
        }
        AttrTree::Dict(v) => {
            let v: Vec<NamedAttr> = v
                .iter()
                .filter(|(n, _)| !n.is_empty())
                .map(|(n, x)| NamedAttr {
                    name: ctx.ident(n),
                    value: build_attr(ctx, x),
                })
                .collect();
            ctx.dict_attr(&v)
        }
        AttrTree::DenseArray(k, vals) => {
            let (element, width) = match k {
                0 => (ctx.int_type(8), 8),
                1 => (ctx.int_type(32), 32),
                2 => (ctx.f32(), 32),
                _ => (ctx.int_type(1), 1),
            };
            let values: Vec<u64> = vals
                .iter()
                .map(|&v| {
                    let v = v & ((1u64 << width) - 1);
                    if *k == 2 {
                        let b = v as u128;
                        if float::is_non_finite(FloatKind::F32, b) {
                            0
                        } else {
                            v
                        }
                    } else {
                        v
                    }
                })
                .collect();
            ctx.intern_attr(AttrKind::DenseArray {
                element,
                values: values.into(),
            })
        }
        AttrTree::SymRef(r, n) => ctx.intern_attr(AttrKind::SymbolRef {
            root: ctx.ident(r),
            nested: n.iter().map(|x| ctx.ident(x)).collect(),
        }),
        AttrTree::Dense(shape, w, vals) => {
            let n: i64 = shape.iter().product();
            let elem = ctx.int_type(*w);
            let ty = ctx.tensor_type(shape, elem);
            let eb = (*w as usize).div_ceil(8);
            let mut data = Vec::new();
            for i in 0..n as usize {
                let v = vals[i % vals.len()] & if *w >= 64 { u64::MAX } else { (1u64 << w) - 1 };
                data.extend_from_slice(&v.to_le_bytes()[..eb]);
            }
            let splat = n == 1 || data.chunks(eb).all(|c| c == &data[..eb]);
            if splat {
                data.truncate(eb);
            }
            ctx.dense_elements(ty, splat, Arc::from(data))
        }
        AttrTree::Affine(nd, ns, e) => {
            let results = build_affine(e, *nd, *ns);
            ctx.affine_map_attr(AffineMap {
                num_dims: *nd,
                num_symbols: *ns,
                results: results.into(),
            })
        }
        AttrTree::Loc(k, f, l, c) => {
            let base = ctx.file_loc(ctx.ident(f), *l, *c);
            let loc = match k {
                0 => base,
                1 => ctx.location(LocKind::Name {
                    name: ctx.ident(f),
                    child: Some(base),
                }),
                2 => ctx.location(LocKind::CallSite {
                    callee: base,
                    caller: ctx.unknown_loc(),
                }),
                _ => ctx.location(LocKind::Fused {
                    metadata: None,
                    locs: vec![base, ctx.unknown_loc()].into(),
                }),
            };
            ctx.loc_attr(loc)
        }
    }
}

// ----- random modules --------------------------------------------------------------------------

/// A tiny deterministic PRNG for the module's structure.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n.max(1) as u64) as usize
    }
}

struct Gen<'a> {
    ctx: &'a Context,
    ir: Ir,
    rng: Rng,
    types: Vec<Type>,
    attrs: Vec<Attribute>,
    locs: Vec<Location>,
    n_ops: usize,
}

impl Gen<'_> {
    fn region(&mut self, depth: usize, visible: &mut Vec<ValueId>) -> RegionId {
        let region = self.ir.create_region();
        let n_blocks = self.rng.below(3);
        let blocks: Vec<BlockId> = (0..n_blocks).map(|_| self.ir.create_block()).collect();
        for &b in &blocks {
            self.ir.append_block(region, b);
        }
        let mark = visible.len();
        for &b in &blocks {
            for _ in 0..self.rng.below(3) {
                let t = self.types[self.rng.below(self.types.len())];
                let a = self.ir.add_block_arg(b, t);
                visible.push(a);
            }
            for _ in 0..self.rng.below(4) {
                if self.n_ops > 60 {
                    break;
                }
                let op = self.op(depth, visible, &blocks);
                self.ir.append_op(b, op);
            }
        }
        visible.truncate(mark);
        region
    }

    fn op(&mut self, depth: usize, visible: &mut Vec<ValueId>, blocks: &[BlockId]) -> OpId {
        self.n_ops += 1;
        let name = format!("ptest.op{}", self.rng.below(5));
        let loc = self.locs[self.rng.below(self.locs.len())];
        let mut st = OperationState::named(self.ctx, &name, loc);
        for _ in 0..self.rng.below(4) {
            if !visible.is_empty() {
                st.operands.push(visible[self.rng.below(visible.len())]);
            }
        }
        for _ in 0..self.rng.below(4) {
            st.result_types
                .push(self.types[self.rng.below(self.types.len())]);
        }
        for i in 0..self.rng.below(3) {
            st.attributes.push(NamedAttr {
                name: self.ctx.ident(&format!("a{i}")),
                value: self.attrs[self.rng.below(self.attrs.len())],
            });
        }
        if self.rng.below(4) == 0 {
            let p = NamedAttr {
                name: self.ctx.ident("p"),
                value: self.attrs[self.rng.below(self.attrs.len())],
            };
            st.properties = Some(self.ctx.dict_attr(&[p]));
        }
        // Successors name non-entry blocks of the same region (as MLIR requires).
        if blocks.len() > 1 && self.rng.below(3) == 0 {
            for _ in 0..=self.rng.below(2) {
                st.successors
                    .push(blocks[1 + self.rng.below(blocks.len() - 1)]);
            }
        }
        if depth < 3 {
            for _ in 0..self.rng.below(3) {
                let r = self.region(depth + 1, visible);
                st.regions.push(r);
            }
        }
        let op = self.ir.create_op(self.ctx, st);
        visible.extend(self.ir.results(op).iter().copied());
        op
    }
}

use ipu_dialects::OpId;

fn random_module(ctx: &Context, seed: u64, types: &[TypeTree], attrs: &[AttrTree]) -> Module {
    let types: Vec<Type> = types
        .iter()
        .map(|t| build_type(ctx, t))
        .chain([ctx.i32()])
        .collect();
    let attrs: Vec<Attribute> = attrs
        .iter()
        .map(|a| build_attr(ctx, a))
        .chain([ctx.unit_attr()])
        .collect();
    let f = ctx.ident("gen.mlir");
    let locs = vec![
        ctx.file_loc(f, 1, 1),
        ctx.file_loc(f, 7, 3),
        ctx.unknown_loc(),
    ];
    let mut g = Gen {
        ctx,
        ir: Ir::new(),
        rng: Rng(seed | 1),
        types,
        attrs,
        locs,
        n_ops: 0,
    };
    let mut visible = Vec::new();
    let body = g.ir.create_region();
    let block = g.ir.create_block();
    g.ir.append_block(body, block);
    for _ in 0..=g.rng.below(4) {
        let op = g.op(0, &mut visible, &[]);
        g.ir.append_op(block, op);
    }
    let st = OperationState::named(ctx, "builtin.module", ctx.unknown_loc()).with_regions(&[body]);
    let top = g.ir.create_op(ctx, st);
    Module {
        ir: g.ir,
        op: top,
        metadata: Default::default(),
    }
}

fn check_round_trip(ctx: &Context, m: &Module) -> Result<(), TestCaseError> {
    let generic = m.print(
        ctx,
        &PrintFlags {
            generic: true,
            debug_info: false,
            elide_elements_larger: None,
        },
    );
    for generic_form in [true, false] {
        for debug_info in [false, true] {
            let flags = PrintFlags {
                generic: generic_form,
                debug_info,
                elide_elements_larger: None,
            };
            let once = m.print(ctx, &flags);
            let again = Module::parse(ctx, "once.mlir", once.as_bytes()).map_err(|d| {
                TestCaseError::fail(format!(
                    "{flags:?}: does not re-parse: {}\n{once}",
                    d[0].message
                ))
            })?;
            let twice = again.print(ctx, &flags);
            prop_assert_eq!(&once, &twice, "{:?}: not a fixpoint", flags);
            if !debug_info {
                prop_assert_eq!(
                    &generic,
                    &again.print(
                        ctx,
                        &PrintFlags {
                            generic: true,
                            debug_info: false,
                            elide_elements_larger: None,
                        }
                    )
                );
            }
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn random_modules_round_trip(
        seed in any::<u64>(),
        types in prop::collection::vec(type_tree(), 1..6),
        attrs in prop::collection::vec(attr_tree(), 1..8),
    ) {
        let ctx = ctx();
        let m = random_module(&ctx, seed, &types, &attrs);
        check_round_trip(&ctx, &m)?;
    }
}

// ----- robustness ------------------------------------------------------------------------------

/// Parses, and if that succeeds verifies, prints and re-parses: nothing may panic,
/// and a failure must be located.
fn must_not_crash(ctx: &Context, text: &[u8]) -> Result<(), TestCaseError> {
    match Module::parse(ctx, "fuzz.mlir", text) {
        Err(diags) => {
            prop_assert!(!diags.is_empty());
            let flc = ctx.file_line_col(diags[0].location);
            prop_assert!(flc.is_some(), "unlocated error: {}", diags[0].message);
        }
        Ok(m) => {
            let _ = m.verify(ctx);
            let out = m.print(
                ctx,
                &PrintFlags {
                    generic: true,
                    debug_info: true,
                    elide_elements_larger: None,
                },
            );
            prop_assert!(
                Module::parse(ctx, "again.mlir", out.as_bytes()).is_ok(),
                "our output does not parse:\n{}",
                out
            );
        }
    }
    Ok(())
}

fn corpus() -> Vec<Vec<u8>> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus/ir");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("corpus directory")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    files.sort();
    files
        .iter()
        .map(|p| std::fs::read(p).expect("readable corpus file"))
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn random_bytes_never_crash(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
        must_not_crash(&ctx(), &bytes)?;
    }

    #[test]
    fn random_token_soup_never_crashes(words in prop::collection::vec(prop_oneof![
        Just("\"ipu_test.op\""), Just("("), Just(")"), Just("{"), Just("}"), Just("["), Just("]"), Just("<"), Just(">"),
        Just(":"), Just(","), Just("="), Just("->"), Just("%0"), Just("%x#1"), Just("^bb0"), Just("@s"), Just("#a"),
        Just("!t"), Just("i32"), Just("tensor<4xf32>"), Just("dense<"), Just("loc("), Just("\"s\""), Just("42"),
        Just("-1.5e3"), Just("0x7FC00000"), Just("affine_map<"), Just("d0"), Just("array<i32:"), Just("func.func"),
        Just("module"), Just("return"), Just("{-#"), Just("#-}"), Just("..."), Just("unit"), Just("\n"),
    ], 0..60)) {
        must_not_crash(&ctx(), words.join(" ").as_bytes())?;
    }

    #[test]
    fn mutated_corpus_files_never_crash(
        file in any::<prop::sample::Index>(),
        edits in prop::collection::vec((0u8..4, any::<prop::sample::Index>(), prop::collection::vec(any::<u8>(), 0..8)), 1..6),
    ) {
        let files = corpus();
        let mut text = files[file.index(files.len())].clone();
        for (kind, at, bytes) in edits {
            let pos = at.index(text.len() + 1);
            match kind {
                0 => { text.truncate(pos); }
                1 => { let end = (pos + bytes.len()).min(text.len()); text.drain(pos..end); }
                2 => { text.splice(pos..pos, bytes); }
                _ => { let end = (pos + 16).min(text.len()); let dup = text[pos..end].to_vec(); text.splice(pos..pos, dup); }
            }
        }
        must_not_crash(&ctx(), &text)?;
    }
}

fn expect_located_error(text: &str, want: &str) {
    let ctx = ctx();
    match Module::parse(&ctx, "deep.mlir", text.as_bytes()) {
        Ok(_) => panic!("accepted pathological input (expected `{want}`)"),
        Err(d) => {
            assert!(
                ctx.file_line_col(d[0].location).is_some(),
                "unlocated error"
            );
            assert!(
                d[0].message.contains(want),
                "expected `{want}`, got `{}`",
                d[0].message
            );
        }
    }
}

/// Every kind of nesting `depth` deep: regions, arrays, tuple types, function
/// types, dense literals, affine expressions (parenthesised and negated), fused
/// locations and dictionaries.
fn deep_inputs(n: usize) -> Vec<(&'static str, String)> {
    vec![
        (
            "regions",
            format!(
                "{}{}",
                "\"a\"() ({\n".repeat(n),
                "}) : () -> ()\n".repeat(n)
            ),
        ),
        (
            "arrays",
            format!(
                "\"a\"() {{x = {}1{}}} : () -> ()",
                "[".repeat(n),
                "]".repeat(n)
            ),
        ),
        (
            "tuples",
            format!("\"a\"() : () -> {}i32{}", "tuple<".repeat(n), ">".repeat(n)),
        ),
        (
            "functions",
            format!(
                "\"a\"() : () -> {}i32{}",
                "(() -> ".repeat(n),
                ")".repeat(n)
            ),
        ),
        (
            "dense",
            format!(
                "\"a\"() {{x = dense<{}1{}> : tensor<{}i32>}} : () -> ()",
                "[".repeat(n),
                "]".repeat(n),
                "1x".repeat(n)
            ),
        ),
        (
            "affine",
            format!(
                "#m = affine_map<(d0) -> ({}d0{})>",
                "(".repeat(n),
                ")".repeat(n)
            ),
        ),
        (
            "negation",
            format!("#m = affine_map<(d0) -> ({}d0)>", "-".repeat(n)),
        ),
        (
            "locations",
            format!(
                "\"a\"() : () -> () loc({}unknown{})",
                "fused[".repeat(n),
                "]".repeat(n)
            ),
        ),
        (
            "dictionaries",
            format!(
                "\"a\"() {{x = {}1{}}} : () -> ()",
                "{a = ".repeat(n),
                "}".repeat(n)
            ),
        ),
    ]
}

/// 10,000 levels of every kind parse, verify and print, and the printed form reads
/// back to itself (mlir-opt-19 overflows its stack on most of these).
#[test]
fn ten_thousand_deep_nesting_parses_verifies_and_prints() {
    for (kind, text) in deep_inputs(10_000) {
        let ctx = ctx();
        let m = Module::parse(&ctx, "deep.mlir", text.as_bytes())
            .unwrap_or_else(|d| panic!("{kind}: rejected: {}", d[0].message));
        assert!(m.verify(&ctx).is_empty(), "{kind}: does not verify");
        let flags = PrintFlags {
            generic: true,
            debug_info: true,
            elide_elements_larger: None,
        };
        let printed = m.print(&ctx, &flags);
        let again = Module::parse(&ctx, "printed.mlir", printed.as_bytes())
            .unwrap_or_else(|d| panic!("{kind}: printed form rejected: {}", d[0].message));
        assert_eq!(again.print(&ctx, &flags), printed, "{kind}: not a fixpoint");
    }
}

/// One level past [`ipu_dialects::MAX_DEPTH`] is a located error, never a crash.
#[test]
fn nesting_past_the_limit_is_a_located_error() {
    let n = ipu_dialects::MAX_DEPTH as usize + 1;
    for (kind, text) in deep_inputs(n) {
        let ctx = ctx();
        match Module::parse(&ctx, "deep.mlir", text.as_bytes()) {
            Ok(_) => panic!("{kind}: accepted nesting past the limit"),
            Err(d) => {
                assert!(
                    ctx.file_line_col(d[0].location).is_some(),
                    "{kind}: unlocated error"
                );
                assert!(
                    d[0].message.starts_with(&format!(
                        "nesting too deep (more than {} levels",
                        ipu_dialects::MAX_DEPTH
                    )),
                    "{kind}: {}",
                    d[0].message
                );
            }
        }
    }
    // Dialect bodies are scanned iteratively: deep brackets are fine (kept verbatim).
    let body = format!("\"a\"() : () -> !ptest.x{}{}", "<".repeat(n), ">".repeat(n));
    let ctx = ctx();
    let m =
        Module::parse(&ctx, "body.mlir", body.as_bytes()).expect("deep dialect body is accepted");
    assert!(
        m.print(&ctx, &PrintFlags::default())
            .contains(&"<".repeat(n))
    );
}

#[test]
fn huge_and_odd_literals_are_located_errors() {
    expect_located_error(
        &format!("\"a\"() {{x = {} : i64}} : () -> ()", "9".repeat(5000)),
        "integer constant out of range for attribute",
    );
    expect_located_error(
        "\"a\"() {x = 1 : i99999999} : () -> ()",
        "integer bitwidth is limited",
    );
    expect_located_error(
        "\"a\"() : () -> tensor<99999999999999999999xf32>",
        "invalid dimension",
    );
    expect_located_error("\"a\"() {x = \"\\q\"} : () -> ()", "unknown escape");
    let ctx = ctx();
    let bad_utf8 = b"\"a\"() {s = \"\xff\xfe\"} : () -> ()";
    let m = Module::parse(&ctx, "utf8.mlir", bad_utf8).expect("bytes in strings are kept");
    let out = m.print(&ctx, &PrintFlags::default());
    assert!(out.contains("\\FF\\FE"), "{out}");
}
