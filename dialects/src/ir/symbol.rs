//! Symbols and symbol tables (MLIR's `SymbolTable`): an op with the `Symbol`
//! trait (or any op with a `sym_name` string attribute) defines a symbol in the
//! nearest enclosing op with the `SymbolTable` trait; `@a::@b` references resolve
//! from the nearest symbol table outwards.

use rustc_hash::FxHashMap;

use crate::ir::arena::Ir;
use crate::ir::attributes::AttrKind;
use crate::ir::context::{Context, Ident};
use crate::ir::dialect::Traits;
use crate::ir::entity::OpId;

/// The `sym_name` of `op`, if it has one.
pub fn symbol_name(ctx: &Context, ir: &Ir, op: OpId) -> Option<Ident> {
    let a = ir.attr(ctx, op, "sym_name")?;
    match ctx.attr_kind(a) {
        AttrKind::String { value, .. } => Some(ctx.ident_bytes(value)),
        _ => None,
    }
}

/// True if `op` is registered with the `SymbolTable` trait.
pub fn is_symbol_table(ctx: &Context, ir: &Ir, op: OpId) -> bool {
    ctx.op_def(ir.name(op))
        .is_some_and(|d| d.has(Traits::SYMBOL_TABLE))
}

/// The symbols defined directly in a symbol-table op's region.
#[derive(Debug, Clone)]
pub struct SymbolTable {
    op: OpId,
    map: FxHashMap<Ident, OpId>,
}

impl SymbolTable {
    /// Indexes the symbols directly in `table_op`'s regions (the first definition wins
    /// if a name repeats; the verifier reports repeats).
    pub fn new(ctx: &Context, ir: &Ir, table_op: OpId) -> SymbolTable {
        let mut map = FxHashMap::default();
        for &r in ir.regions(table_op) {
            for b in ir.region_blocks(r) {
                for op in ir.block_ops(b) {
                    if let Some(name) = symbol_name(ctx, ir, op) {
                        map.entry(name).or_insert(op);
                    }
                }
            }
        }
        SymbolTable { op: table_op, map }
    }

    /// The symbol-table op.
    pub fn op(&self) -> OpId {
        self.op
    }

    /// The op defining `name`.
    pub fn lookup(&self, name: Ident) -> Option<OpId> {
        self.map.get(&name).copied()
    }

    /// The op defining `name` (text).
    pub fn lookup_str(&self, ctx: &Context, name: &str) -> Option<OpId> {
        ctx.lookup_ident(name).and_then(|i| self.lookup(i))
    }

    /// Number of symbols.
    pub fn len(&self) -> usize {
        self.map.len()
    }

    /// True if there is no symbol.
    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }

    /// A name based on `base` not yet used in this table (`base`, `base_0`, `base_1`, ...).
    pub fn unique_name(&self, ctx: &Context, base: &str) -> String {
        if self.lookup_str(ctx, base).is_none() {
            return base.to_string();
        }
        (0..)
            .map(|i| format!("{base}_{i}"))
            .find(|n| self.lookup_str(ctx, n).is_none())
            .unwrap_or_default()
    }
}

/// Resolves a symbol reference attribute (`@a` or `@a::@b`) as seen from `from`:
/// searches the nearest enclosing symbol table, then the outer ones.
pub fn lookup_symbol(
    ctx: &Context,
    ir: &Ir,
    from: OpId,
    sym_ref: crate::Attribute,
) -> Option<OpId> {
    let (root, nested) = match ctx.attr_kind(sym_ref) {
        AttrKind::SymbolRef { root, nested } => (*root, nested.clone()),
        _ => return None,
    };
    let mut scope = Some(from);
    while let Some(s) = scope {
        if is_symbol_table(ctx, ir, s) {
            let table = SymbolTable::new(ctx, ir, s);
            if let Some(mut found) = table.lookup(root) {
                for n in nested.iter() {
                    found = SymbolTable::new(ctx, ir, found).lookup(*n)?;
                }
                return Some(found);
            }
        }
        scope = ir.parent_op(s);
    }
    None
}
