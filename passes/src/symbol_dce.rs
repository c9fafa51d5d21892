//! `symbol-dce`: removes private symbols nothing live refers to (MLIR's `SymbolDCE`).
//!
//! Runs on a symbol table (a `builtin.module`). A symbol is an op with a
//! `sym_name`; it may be discarded when its `sym_visibility` is `"private"`.
//!
//! Phase 1 of 2, liveness: in each symbol table, every op that is not a symbol and
//! every symbol that is not private is live. A live op's symbol references (every
//! `@name` / `@a::@b` attribute on it or on ops nested in it, not looking into
//! nested symbol tables, which are processed as tables of their own) make the
//! symbols they name live, transitively. References resolve in the symbol table
//! holding the referencing op; references to unknown symbols are ignored.
//!
//! Phase 2 of 2: every symbol that is not live is erased, with what it holds
//! (including nested symbol tables).
//!
//! So a private function called only by another dead private function, or only by
//! itself, goes; a public function stays even if nothing calls it. Cost: one walk of
//! the live ops plus a hash lookup per reference.

use ipu_dialects::{
    AttrKind, Attribute, Context, Ident, Ir, OpId, WalkAction, is_symbol_table, symbol_name,
};
use rustc_hash::{FxHashMap, FxHashSet};

use crate::manager::pass::{Anchor, Pass, PassContext, PassResult, Preserved, Statistic};

/// The `symbol-dce` pass. See the module doc.
#[derive(Debug)]
pub struct SymbolDce;

impl Pass for SymbolDce {
    const NAME: &'static str = "symbol-dce";
    const TYPE_NAME: &'static str = "SymbolDCE";
    const SUMMARY: &'static str = "Eliminate dead symbols";
    const DESCRIPTION: &'static str = "Erases private symbols (`sym_visibility = \"private\"`) that no live \
        operation references, transitively, in the module and its nested symbol tables, as MLIR's symbol-dce.";
    const ANCHOR: Anchor = Anchor::Module;
    const STATISTICS: &'static [Statistic] = &[Statistic {
        name: "num-dce",
        help: "Number of symbols DCE'd",
    }];
    type Options = ();

    fn new(_: ()) -> Result<Self, String> {
        Ok(SymbolDce)
    }

    fn run(&self, op: OpId, cx: &mut PassContext<'_>) -> PassResult {
        let ctx = cx.ctx;
        let ir = &mut *cx.ir;
        if !is_symbol_table(ctx, ir, op) {
            return Err(ipu_dialects::Diagnostic::error(
                ir.loc(op),
                format!(
                    "'{}' op is not a symbol table; symbol-dce runs on symbol tables",
                    ctx.op_name_str(ir.name(op))
                ),
            )
            .into());
        }
        let mut live = Liveness {
            ctx,
            ir,
            tables: FxHashMap::default(),
            live: FxHashSet::default(),
        };
        live.compute(op);
        let Liveness { live, .. } = live;
        // Phase 2 of 2: erase the dead symbols of every symbol table.
        let mut dead = Vec::new();
        ir.walk_with(op, |t| {
            if is_symbol_table(ctx, ir, t) {
                for &r in ir.regions(t) {
                    for b in ir.region_blocks(r) {
                        dead.extend(
                            ir.block_ops(b).filter(|&o| {
                                symbol_name(ctx, ir, o).is_some() && !live.contains(&o)
                            }),
                        );
                    }
                }
            }
            WalkAction::Advance
        });
        let mut erased = 0;
        for o in dead {
            if ir.is_alive(o) {
                ir.erase_op(o)?;
                erased += 1;
            }
        }
        cx.bump("num-dce", erased);
        Ok(Preserved::unless_changed(erased > 0))
    }
}

fn is_private(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    ir.attr(ctx, op, "sym_visibility")
        .and_then(|a| ctx.str_value(a).map(|s| s == "private"))
        .unwrap_or(false)
}

struct Liveness<'a> {
    ctx: &'a Context,
    ir: &'a Ir,
    /// Symbol name -> op, per symbol-table op (built on first use).
    tables: FxHashMap<OpId, FxHashMap<Ident, OpId>>,
    live: FxHashSet<OpId>,
}

impl Liveness<'_> {
    /// Phase 1 of 2: marks what is live in `table` (and, recursively, in the live
    /// symbol tables nested in it).
    fn compute(&mut self, table: OpId) {
        let (ctx, ir) = (self.ctx, self.ir);
        let mut worklist = Vec::new();
        for &r in ir.regions(table) {
            for b in ir.region_blocks(r) {
                for o in ir.block_ops(b) {
                    let is_symbol = symbol_name(ctx, ir, o).is_some();
                    if !is_symbol || (!is_private(ctx, ir, o) && self.live.insert(o)) {
                        worklist.push(o);
                    }
                }
            }
        }
        while let Some(o) = worklist.pop() {
            if is_symbol_table(ctx, ir, o) {
                self.compute(o);
            }
            let scope = ir.parent_op(o).unwrap_or(table);
            for r in symbol_uses(ctx, ir, o) {
                if let Some(target) = self.resolve(scope, r)
                    && self.live.insert(target)
                {
                    worklist.push(target);
                }
            }
        }
    }

    fn table(&mut self, t: OpId) -> &FxHashMap<Ident, OpId> {
        let (ctx, ir) = (self.ctx, self.ir);
        self.tables.entry(t).or_insert_with(|| {
            let mut m = FxHashMap::default();
            for &r in ir.regions(t) {
                for b in ir.region_blocks(r) {
                    for o in ir.block_ops(b) {
                        if let Some(n) = symbol_name(ctx, ir, o) {
                            m.entry(n).or_insert(o);
                        }
                    }
                }
            }
            m
        })
    }

    /// Resolves `@a::@b` in symbol table `scope`.
    fn resolve(&mut self, scope: OpId, sym_ref: Attribute) -> Option<OpId> {
        let (root, nested) = match self.ctx.attr_kind(sym_ref) {
            AttrKind::SymbolRef { root, nested } => (*root, nested.clone()),
            _ => return None,
        };
        let mut found = self.table(scope).get(&root).copied()?;
        for n in nested.iter() {
            found = self.table(found).get(n).copied()?;
        }
        Some(found)
    }
}

/// The symbol references held by `op` and the ops nested in it, not looking into
/// nested symbol tables (their own attributes count).
pub fn symbol_uses(ctx: &Context, ir: &Ir, op: OpId) -> Vec<Attribute> {
    let mut refs = Vec::new();
    ir.walk_with(op, |o| {
        collect_refs(ctx, ir.attrs(o), &mut refs);
        if let Some(p) = ir.props(o) {
            collect_refs(ctx, p, &mut refs);
        }
        if o != op && is_symbol_table(ctx, ir, o) {
            WalkAction::Skip
        } else {
            WalkAction::Advance
        }
    });
    refs
}

fn collect_refs(ctx: &Context, a: Attribute, out: &mut Vec<Attribute>) {
    match ctx.attr_kind(a) {
        AttrKind::SymbolRef { .. } => out.push(a),
        AttrKind::Array(items) => items.iter().for_each(|&i| collect_refs(ctx, i, out)),
        AttrKind::Dictionary(entries) => {
            entries.iter().for_each(|e| collect_refs(ctx, e.value, out))
        }
        AttrKind::Dialect { params, .. } => params.iter().for_each(|&p| collect_refs(ctx, p, out)),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use crate::manager::testing::util::check;

    #[test]
    fn removes_unreferenced_private_symbols() {
        check(
            "symbol-dce",
            r#"module {
  func.func @public() -> i32 {
    %0 = func.call @used() : () -> i32
    return %0 : i32
  }
  func.func private @used() -> i32 {
    %0 = func.call @decl() : () -> i32
    return %0 : i32
  }
  func.func private @decl() -> i32
  func.func private @dead() {
    func.call @dead_too() : () -> ()
    return
  }
  func.func private @dead_too() {
    func.call @dead_too() : () -> ()
    return
  }
  func.func @also_public() {
    return
  }
}"#,
            r#"module {
  func.func @public() -> i32 {
    %0 = call @used() : () -> i32
    return %0 : i32
  }
  func.func private @used() -> i32 {
    %0 = call @decl() : () -> i32
    return %0 : i32
  }
  func.func private @decl() -> i32
  func.func @also_public() {
    return
  }
}"#,
        );
    }

    #[test]
    fn references_from_non_symbol_ops_and_nested_tables() {
        check(
            "symbol-dce",
            r#"module {
  "test.effect"() {callee = [@kept]} : () -> ()
  func.func private @kept() {
    return
  }
  module @inner {
    func.func private @inner_dead() {
      return
    }
    func.func @inner_public() {
      return
    }
  }
}"#,
            r#"module {
  "test.effect"() {callee = [@kept]} : () -> ()
  func.func private @kept() {
    return
  }
  module @inner {
    func.func @inner_public() {
      return
    }
  }
}"#,
        );
    }
}
