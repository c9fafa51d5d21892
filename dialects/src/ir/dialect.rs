//! Dialect and operation registration: [`Dialect`], [`OpDef`], [`Traits`], [`OpRef`].
//!
//! A dialect is a `static` [`Dialect`] listing `static` [`OpDef`]s; register it
//! with [`Context::register_dialect`]. Everything is plain data and function
//! pointers: no proc-macros, no trait objects.
//!
//! ```
//! use ipu_dialects::{Dialect, OpDef, OpRef, Traits, Diagnostic};
//!
//! fn verify_neg(op: &OpRef<'_>) -> Result<(), Diagnostic> {
//!     if op.num_operands() != 1 {
//!         return Err(op.error(format!("expects 1 operand, got {}", op.num_operands())));
//!     }
//!     Ok(())
//! }
//!
//! static OPS: [OpDef; 1] = [OpDef {
//!     name: "toy.neg",
//!     summary: "Negates a tensor",
//!     traits: Traits::PURE.or(Traits::SAME_OPERANDS_AND_RESULT_TYPE),
//!     verify: Some(verify_neg),
//!     ..OpDef::DEFAULT
//! }];
//! static TOY: Dialect = Dialect { name: "toy", summary: "An example", ops: &OPS, ..Dialect::DEFAULT };
//!
//! let mut ctx = ipu_dialects::Context::new();
//! ctx.register_dialect(&TOY);
//! assert!(ctx.op_def(ctx.op_name("toy.neg")).is_some());
//! ```

use std::fmt;

use smallvec::SmallVec;

use crate::ir::arena::Ir;
use crate::ir::attributes::Attribute;
use crate::ir::context::{Context, Ident, OpName};
use crate::ir::diagnostics::Diagnostic;
use crate::ir::entity::{BlockId, OpId, RegionId, ValueId};
use crate::ir::location::Location;
use crate::ir::operation::OperationState;
use crate::ir::parser::{PResult, Parser};
use crate::ir::printer::Printer;
use crate::ir::types::Type;

/// Operation traits (MLIR's op traits and a few interfaces), as bit flags.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Default)]
pub struct Traits(u64);

impl Traits {
    /// No traits.
    pub const NONE: Traits = Traits(0);
    /// No side effects: may be removed when unused, hoisted, CSE'd.
    pub const PURE: Traits = Traits(1 << 0);
    /// Operands may be swapped.
    pub const COMMUTATIVE: Traits = Traits(1 << 1);
    /// Must be the last operation of its block.
    pub const TERMINATOR: Traits = Traits(1 << 2);
    /// Regions may not use values defined outside the operation.
    pub const ISOLATED_FROM_ABOVE: Traits = Traits(1 << 3);
    /// Defines a symbol (`sym_name` string attribute).
    pub const SYMBOL: Traits = Traits(1 << 4);
    /// Its single region holds a symbol table (symbol names unique).
    pub const SYMBOL_TABLE: Traits = Traits(1 << 5);
    /// Blocks of its regions need no terminator.
    pub const NO_TERMINATOR: Traits = Traits(1 << 6);
    /// Each region has at most one block.
    pub const SINGLE_BLOCK: Traits = Traits(1 << 7);
    /// All operands and results have the same type.
    pub const SAME_OPERANDS_AND_RESULT_TYPE: Traits = Traits(1 << 8);
    /// A terminator returning control to the parent op (like `func.return`).
    pub const RETURN_LIKE: Traits = Traits(1 << 9);
    /// Materialises a constant from its `value` attribute; folds to it.
    pub const CONSTANT_LIKE: Traits = Traits(1 << 10);
    /// Its regions are graph regions (no dominance requirement), as `builtin.module`.
    pub const GRAPH_REGION: Traits = Traits(1 << 11);
    /// Has no regions.
    pub const ZERO_REGIONS: Traits = Traits(1 << 12);
    /// Has no successors.
    pub const ZERO_SUCCESSORS: Traits = Traits(1 << 13);
    /// May only appear directly in a symbol table's region... (`HasParent<ModuleOp>`-like checks are in verifiers).
    pub const AFFINE_SCOPE: Traits = Traits(1 << 14);
    /// All operands have the same type.
    pub const SAME_TYPE_OPERANDS: Traits = Traits(1 << 15);

    /// The union of two trait sets (usable in `const`/`static`).
    pub const fn or(self, other: Traits) -> Traits {
        Traits(self.0 | other.0)
    }

    /// True if every trait of `other` is in `self`.
    pub const fn contains(self, other: Traits) -> bool {
        self.0 & other.0 == other.0
    }

    /// The raw bits.
    pub const fn bits(self) -> u64 {
        self.0
    }

    /// Names of the traits set, for documentation (`--list-ops`).
    pub fn names(self) -> Vec<&'static str> {
        const NAMES: [(Traits, &str); 16] = [
            (Traits::PURE, "Pure"),
            (Traits::COMMUTATIVE, "Commutative"),
            (Traits::TERMINATOR, "Terminator"),
            (Traits::ISOLATED_FROM_ABOVE, "IsolatedFromAbove"),
            (Traits::SYMBOL, "Symbol"),
            (Traits::SYMBOL_TABLE, "SymbolTable"),
            (Traits::NO_TERMINATOR, "NoTerminator"),
            (Traits::SINGLE_BLOCK, "SingleBlock"),
            (
                Traits::SAME_OPERANDS_AND_RESULT_TYPE,
                "SameOperandsAndResultType",
            ),
            (Traits::RETURN_LIKE, "ReturnLike"),
            (Traits::CONSTANT_LIKE, "ConstantLike"),
            (Traits::GRAPH_REGION, "GraphRegion"),
            (Traits::ZERO_REGIONS, "ZeroRegions"),
            (Traits::ZERO_SUCCESSORS, "ZeroSuccessors"),
            (Traits::AFFINE_SCOPE, "AffineScope"),
            (Traits::SAME_TYPE_OPERANDS, "SameTypeOperands"),
        ];
        NAMES
            .iter()
            .filter(|(t, _)| self.contains(*t))
            .map(|(_, n)| *n)
            .collect()
    }
}

impl std::ops::BitOr for Traits {
    type Output = Traits;
    fn bitor(self, rhs: Traits) -> Traits {
        self.or(rhs)
    }
}

impl fmt::Debug for Traits {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Traits({})", self.names().join(" | "))
    }
}

/// A verifier: `Ok` or one error (use [`OpRef::error`] to build it). Runs after the
/// structural checks and the trait checks, and after the op's regions verified.
pub type VerifyFn = fn(&OpRef<'_>) -> Result<(), Diagnostic>;

/// A custom-syntax parser. Called after the op name (and, for ops with results,
/// after `%r =`); fills `state` (results, operands, attributes, regions). The
/// location is already set; result count must match what the text bound.
pub type ParseFn = fn(&mut Parser<'_>, &mut OperationState) -> PResult<()>;

/// A custom-syntax printer. Called after `%r = ` and the op name were printed;
/// prints the rest of the op (without location).
pub type PrintFn = fn(&mut Printer<'_>, OpId) -> fmt::Result;

/// What a fold produced for one result.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum FoldResult {
    /// The result equals an existing value.
    Value(ValueId),
    /// The result is a constant.
    Attr(Attribute),
}

/// A fold hook (used by `canonicalize`): given the operands' constant values
/// (`None` where not constant), returns one [`FoldResult`] per result, or `None`
/// if the op does not fold.
pub type FoldFn = fn(&OpRef<'_>, &[Option<Attribute>]) -> Option<SmallVec<[FoldResult; 1]>>;

/// Parses a dialect type after `!dialect.` and the mnemonic were read (`mnemonic`
/// is given); parses the rest (usually `<...>`) and returns the type.
pub type TypeParseFn = fn(&mut Parser<'_>, &str) -> PResult<Type>;

/// Prints a registered dialect type's mnemonic and parameters (after `!dialect.`).
pub type TypePrintFn = fn(&mut Printer<'_>, Ident, &[Attribute]) -> fmt::Result;

/// Parses a dialect attribute after `#dialect.` and the mnemonic were read.
pub type AttrParseFn = fn(&mut Parser<'_>, &str) -> PResult<Attribute>;

/// Prints a registered dialect attribute's mnemonic and parameters (after `#dialect.`).
pub type AttrPrintFn = fn(&mut Printer<'_>, Ident, &[Attribute]) -> fmt::Result;

/// The definition of one operation: name, documentation, traits and hooks.
#[derive(Copy, Clone)]
pub struct OpDef {
    /// Full name, `dialect.op`.
    pub name: &'static str,
    /// One line.
    pub summary: &'static str,
    /// Longer description (Markdown): semantics, shapes, units, sources.
    pub description: &'static str,
    /// Traits checked by the verifier and used by passes.
    pub traits: Traits,
    /// Inherent attributes: stored in the properties (`<{...}>`), as mlir-opt does;
    /// the parser moves them there from a generic op's attribute dictionary.
    pub inherent_attrs: &'static [&'static str],
    /// Op-specific verifier.
    pub verify: Option<VerifyFn>,
    /// Custom-syntax parser.
    pub parse: Option<ParseFn>,
    /// Custom-syntax printer.
    pub print: Option<PrintFn>,
    /// Constant folder.
    pub fold: Option<FoldFn>,
    /// An example in custom syntax, for documentation and tests.
    pub example: &'static str,
}

impl OpDef {
    /// All-empty definition for `..OpDef::DEFAULT` in struct literals.
    pub const DEFAULT: OpDef = OpDef {
        name: "",
        summary: "",
        description: "",
        traits: Traits::NONE,
        inherent_attrs: &[],
        verify: None,
        parse: None,
        print: None,
        fold: None,
        example: "",
    };

    /// True if the op has trait `t`.
    pub fn has(&self, t: Traits) -> bool {
        self.traits.contains(t)
    }

    /// The dialect namespace (the text before the first `.`).
    pub fn dialect(&self) -> &'static str {
        self.name.split_once('.').map(|(d, _)| d).unwrap_or("")
    }
}

impl fmt::Debug for OpDef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("OpDef")
            .field("name", &self.name)
            .field("traits", &self.traits)
            .finish()
    }
}

/// A dialect: a namespace, its operations, and hooks for its types and attributes.
#[derive(Copy, Clone)]
pub struct Dialect {
    /// Namespace (`graph`, `tile_asm`).
    pub name: &'static str,
    /// One line.
    pub summary: &'static str,
    /// The operations.
    pub ops: &'static [OpDef],
    /// Parses `!name.mnemonic...`; `None` keeps such types opaque.
    pub parse_type: Option<TypeParseFn>,
    /// Prints the dialect's types.
    pub print_type: Option<TypePrintFn>,
    /// Parses `#name.mnemonic...`; `None` keeps such attributes opaque.
    pub parse_attr: Option<AttrParseFn>,
    /// Prints the dialect's attributes.
    pub print_attr: Option<AttrPrintFn>,
    /// Why an operation of this namespace that the dialect does not define is refused,
    /// appended to the parser's `custom op 'name' is unknown` (e.g. the importer that reads
    /// the dialect names itself); `None` adds nothing.
    pub unknown_op: Option<&'static str>,
}

impl Dialect {
    /// All-empty dialect for `..Dialect::DEFAULT` in struct literals.
    pub const DEFAULT: Dialect = Dialect {
        name: "",
        summary: "",
        ops: &[],
        parse_type: None,
        print_type: None,
        parse_attr: None,
        print_attr: None,
        unknown_op: None,
    };
}

impl fmt::Debug for Dialect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Dialect")
            .field("name", &self.name)
            .field("ops", &self.ops.len())
            .finish()
    }
}

/// A read-only view of one operation, handed to verifiers and folders.
#[derive(Copy, Clone)]
pub struct OpRef<'a> {
    /// The context.
    pub ctx: &'a Context,
    /// The arena holding the op.
    pub ir: &'a Ir,
    /// The op.
    pub id: OpId,
}

impl fmt::Debug for OpRef<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "OpRef({} {})", self.id, self.name())
    }
}

impl<'a> OpRef<'a> {
    /// A view of `id`.
    pub fn new(ctx: &'a Context, ir: &'a Ir, id: OpId) -> Self {
        OpRef { ctx, ir, id }
    }

    /// The op name text.
    pub fn name(&self) -> &'a str {
        self.ctx.op_name_str(self.ir.name(self.id))
    }

    /// The interned op name.
    pub fn op_name(&self) -> OpName {
        self.ir.name(self.id)
    }

    /// The location.
    pub fn loc(&self) -> Location {
        self.ir.loc(self.id)
    }

    /// An error at the op, worded as MLIR does: `'name' op <message>`.
    pub fn error(&self, message: impl fmt::Display) -> Diagnostic {
        Diagnostic::error(self.loc(), format!("'{}' op {}", self.name(), message))
    }

    /// Number of operands.
    pub fn num_operands(&self) -> usize {
        self.ir.num_operands(self.id)
    }

    /// Operand `i`.
    pub fn operand(&self, i: usize) -> ValueId {
        self.ir.operand(self.id, i)
    }

    /// Type of operand `i`.
    pub fn operand_type(&self, i: usize) -> Type {
        self.ir.value_type(self.ir.operand(self.id, i))
    }

    /// Number of results.
    pub fn num_results(&self) -> usize {
        self.ir.num_results(self.id)
    }

    /// Result `i`.
    pub fn result(&self, i: usize) -> ValueId {
        self.ir.result(self.id, i)
    }

    /// Type of result `i`.
    pub fn result_type(&self, i: usize) -> Type {
        self.ir.value_type(self.ir.result(self.id, i))
    }

    /// Regions.
    pub fn regions(&self) -> &'a [RegionId] {
        self.ir.regions(self.id)
    }

    /// Successors.
    pub fn successors(&self) -> SmallVec<[BlockId; 2]> {
        self.ir.successors(self.id).collect()
    }

    /// An attribute by name (properties first, then the dictionary).
    pub fn attr(&self, name: &str) -> Option<Attribute> {
        self.ir.attr(self.ctx, self.id, name)
    }

    /// A required attribute, or an error `requires attribute 'name'`.
    pub fn required_attr(&self, name: &str) -> Result<Attribute, Diagnostic> {
        self.attr(name)
            .ok_or_else(|| self.error(format!("requires attribute '{name}'")))
    }

    /// The op's definition, if registered.
    pub fn def(&self) -> Option<&'static OpDef> {
        self.ctx.op_def(self.op_name())
    }

    /// The parent operation.
    pub fn parent_op(&self) -> Option<OpId> {
        self.ir.parent_op(self.id)
    }
}

/// Declares a typed view of an operation: `op_view!(pub FuncOp, "func.func");`
/// gives `FuncOp(pub OpId)` with `FuncOp::NAME`, `FuncOp::cast(ctx, ir, op)`.
/// Write accessors in an `impl` block next to it.
#[macro_export]
macro_rules! op_view {
    ($(#[$attr:meta])* $vis:vis $name:ident, $opname:literal) => {
        $(#[$attr])*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        $vis struct $name(pub $crate::OpId);

        impl $name {
            /// The operation name this view matches.
            pub const NAME: &'static str = $opname;

            /// Views `op` as this kind, if its name matches.
            pub fn cast(ctx: &$crate::Context, ir: &$crate::Ir, op: $crate::OpId) -> Option<Self> {
                (ctx.op_name_str(ir.name(op)) == $opname).then_some($name(op))
            }

            /// The underlying operation.
            pub fn op(self) -> $crate::OpId {
                self.0
            }
        }
    };
}
