//! Snapshots (insta) of printed IR: custom and generic forms of representative
//! inputs, diagnostics as rendered for users, and IR built through the API.

use ipu_dialects::{Builder, Context, Module, OperationState, PrintFlags, SourceMap, render_all};

fn ctx() -> Context {
    let mut c = Context::new();
    c.set_allow_unregistered(true);
    c
}

/// Parses `text` and prints it in `flags` form, or renders the errors.
fn check(text: &str, flags: PrintFlags) -> String {
    let ctx = ctx();
    let mut sm = SourceMap::new();
    sm.add(ctx.ident("input.mlir"), text.as_bytes().to_vec().into());
    match Module::parse(&ctx, "input.mlir", text.as_bytes()) {
        Err(d) => render_all(&d, &ctx, &sm),
        Ok(m) => {
            let errs = m.verify(&ctx);
            if errs.is_empty() {
                m.print(&ctx, &flags)
            } else {
                render_all(&errs, &ctx, &sm)
            }
        }
    }
}

const CUSTOM: PrintFlags = PrintFlags {
    generic: false,
    debug_info: false,
    elide_elements_larger: None,
};
const GENERIC: PrintFlags = PrintFlags {
    generic: true,
    debug_info: false,
    elide_elements_larger: None,
};
const DEBUG: PrintFlags = PrintFlags {
    generic: false,
    debug_info: true,
    elide_elements_larger: None,
};

const FUNCS: &str = r#"
func.func private @decl(i32, f32 {ipu_test.arg}) -> (i32 {ipu_test.res})
func.func @caller(%a: i32, %b: f32) -> (i32, i32) {
  %0 = call @decl(%a, %b) : (i32, f32) -> i32
  %1:2 = "ipu_test.split"(%0) : (i32) -> (i32, i32)
  return %1#0, %1#1 : i32, i32
}
"#;

#[test]
fn func_custom_form() {
    insta::assert_snapshot!(check(FUNCS, CUSTOM));
}

#[test]
fn func_generic_form() {
    insta::assert_snapshot!(check(FUNCS, GENERIC));
}

#[test]
fn debug_info_form() {
    insta::assert_snapshot!(check(FUNCS, DEBUG));
}

#[test]
fn control_flow_with_predecessor_comments() {
    let text = r#"
func.func @branches(%c: i1, %x: i32) -> i32 {
  "ipu_test.cond_br"(%c, %x)[^bb1, ^bb2] : (i1, i32) -> ()
^bb1:
  "ipu_test.br"(%x)[^bb3] : (i32) -> ()
^bb2:
  %0 = "ipu_test.neg"(%x) : (i32) -> i32
  "ipu_test.br"(%0)[^bb3] : (i32) -> ()
^bb3(%r: i32):
  return %r : i32
^bb4:
  "ipu_test.br"()[^bb4] : () -> ()
}
"#;
    insta::assert_snapshot!(check(text, CUSTOM));
}

#[test]
fn builtin_attributes_and_types() {
    let text = r#"
#map = affine_map<(i, j)[s] -> (j, i + s * 2, -i, i floordiv 4)>
"ipu_test.attrs"() {
  ints = [4, -4 : i8, 255 : ui8, true, 7 : index],
  floats = [1.5 : f16, 0x7FC00000 : f32, 448.0 : f8E4M3FN, 0.1 : f64],
  strings = ["tab\there", "quote\"", "\FF"],
  dense = [dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>, dense<0.5> : tensor<4xbf16>, dense<[(1, 2)]> : tensor<1xcomplex<i8>>],
  arrays = array<i64: 1, 2, 3>,
  map = #map,
  set = affine_set<(d0) : (d0 - 1 >= 0, d0 == 3)>,
  types = [tensor<?x4xf16>, memref<4x4xf32, strided<[4, 1], offset: ?>, 1>, vector<[4]xi8>, tuple<i1, none>, !ipu_test.opaque<1, "x">],
  symbols = [@a, @a::@b],
  sparse = sparse<[[0, 1]], [9]> : tensor<2x2xi16>,
  loc = loc(fused["a.mlir":1:2, "b"])
} : () -> ()
"#;
    insta::assert_snapshot!(check(text, CUSTOM));
}

#[test]
fn parse_error_is_rendered_with_source_and_caret() {
    let text = "func.func @f() {\n  %0 = \"ipu_test.a\"() : () -> i32\n  \"ipu_test.b\"(%0) : (i64) -> ()\n  return\n}\n";
    insta::assert_snapshot!(check(text, CUSTOM));
}

#[test]
fn verifier_errors_are_all_reported() {
    let text = "module {\n  func.func @f() -> i32 {\n    return\n  }\n  func.func @g(%a: i64) -> i32 {\n    return %a : i64\n  }\n  func.func private @f()\n}\n";
    insta::assert_snapshot!(check(text, CUSTOM));
}

#[test]
fn ir_built_through_the_api() {
    let ctx = Context::new();
    let mut ir = ipu_dialects::Ir::new();
    let t = ctx.tensor_type(&[4, 8], ctx.f16());
    let body = ir.create_region();
    let entry = ir.append_new_block(body, &[t, t]);
    let args = ir.block_args(entry).to_vec();
    let loc = ctx.unknown_loc();
    let mut b = Builder::new(&ctx, &mut ir);
    b.at_end(entry);
    let sum = b.build_value(
        "builtin.unrealized_conversion_cast",
        &[args[0], args[1]],
        t,
        &[("fused", ctx.unit_attr())],
    );
    let ret = OperationState::named(&ctx, "func.return", loc).with_operands(&[sum]);
    b.create(ret);
    let fty = ctx.function_type(&[t, t], &[t]);
    let func = OperationState::named(&ctx, "func.func", loc)
        .with_property(&ctx, "sym_name", ctx.string_attr("api_built"))
        .with_property(&ctx, "function_type", ctx.type_attr(fty))
        .with_regions(&[body]);
    let func = ir.create_op(&ctx, func);
    let mbody = ir.create_region();
    let mblock = ir.append_new_block(mbody, &[]);
    ir.append_op(mblock, func);
    let top = ir.create_op(
        &ctx,
        OperationState::named(&ctx, "builtin.module", loc).with_regions(&[mbody]),
    );
    let m = Module {
        ir,
        op: top,
        metadata: Default::default(),
    };
    assert!(m.verify(&ctx).is_empty());
    insta::assert_snapshot!(format!(
        "{}{}",
        m.print(&ctx, &CUSTOM),
        m.print(&ctx, &GENERIC)
    ));
}
