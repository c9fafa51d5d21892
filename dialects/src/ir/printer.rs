//! The MLIR textual-format printer.
//!
//! Output follows mlir-opt: two-space indentation, values numbered as mlir-opt
//! numbers them (`%0`, `%arg0`, `%r:2` / `%r#1`, `^bb1`, see [`Printer::number`]),
//! predecessor comments on block labels, attribute dictionaries sorted by name,
//! floats as `%e` with six digits when that is exact. The generic form is always
//! available ([`PrintFlags::generic`]); otherwise registered ops with a print hook
//! use their custom form. Every printed form parses back to the same IR, and
//! printing writes straight into a `fmt::Write` with no allocation per operation.

use std::fmt::{self, Write};

use rustc_hash::FxHashMap;

use crate::ir::apint;
use crate::ir::arena::{Ir, ValueDef};
use crate::ir::attributes::{AttrKind, Attribute, NamedAttr};
use crate::ir::context::{Context, Ident, sign_extend};
use crate::ir::entity::{BlockId, OpId, RegionId, SecondaryMap, ValueId};
use crate::ir::float;
use crate::ir::location::{LocKind, Location};
use crate::ir::module::{FileMetadata, Module};
use crate::ir::parser::grow_stack;
use crate::ir::types::{DYNAMIC, FloatKind, Signedness, Type, TypeKind};

/// Printing options (mlir-opt's `--mlir-print-op-generic`, `--mlir-print-debuginfo`).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct PrintFlags {
    /// Print every op in generic form.
    pub generic: bool,
    /// Print `loc(...)` after every op and block argument.
    pub debug_info: bool,
    /// Print a `dense<...>` attribute of more elements than this (not a splat) as
    /// `dense_resource<__elided__>`, as mlir-opt's `--mlir-elide-elementsattrs-if-larger`.
    pub elide_elements_larger: Option<u64>,
}

#[derive(Copy, Clone, Default, Debug, PartialEq, Eq)]
struct ValueName {
    /// 0: unnamed, 1: `%N`, 2: `%argN`, 3: `%N#i` (a result of a multi-result op).
    kind: u8,
    num: u32,
}

/// Writes IR as text. Custom print hooks receive it; see the module doc.
pub struct Printer<'a> {
    /// The context.
    pub ctx: &'a Context,
    /// The arena being printed.
    pub ir: &'a Ir,
    out: Out<'a>,
    flags: PrintFlags,
    names: SecondaryMap<ValueId, ValueName>,
    block_names: SecondaryMap<BlockId, u32>,
    indent: usize,
    distinct_ids: FxHashMap<u64, u64>,
    default_dialects: Vec<&'static str>,
    /// Printed text of each type met so far, by type index.
    type_strings: Vec<Option<Box<str>>>,
    /// This printer prints one type into a buffer for `type_strings`: the types
    /// nested in it print in place (caching each level again would copy a deep
    /// type's text once per level).
    in_type_buffer: bool,
    /// Quoted generic names of ops met so far, by name index.
    op_names: Vec<Option<Box<str>>>,
    /// Printed attribute names (bare or quoted) met so far, by identifier index.
    attr_names: Vec<Option<Box<str>>>,
    /// Printed `(operand types) -> result types` of generic ops, by [`signature_key`]
    /// (looked up by slice: no key is built per op).
    signatures: FxHashMap<Box<[u32]>, Box<str>>,
    /// Scratch for the key of the op being printed.
    signature_scratch: Vec<u32>,
}

/// Bytes the printer gathers before handing them to its sink (the driver's sink
/// passes blocks this large straight to the file).
const OUT_BLOCK: usize = 1 << 16;

/// The printer's output: text is gathered in a buffer (an inlined append per
/// piece instead of a call through `dyn Write`) and handed to the sink in blocks
/// of [`OUT_BLOCK`] bytes, and when the printer is dropped.
struct Out<'a> {
    buf: String,
    sink: &'a mut dyn Write,
}

impl Out<'_> {
    fn flush(&mut self) -> fmt::Result {
        if self.buf.is_empty() {
            return Ok(());
        }
        let r = self.sink.write_str(&self.buf);
        self.buf.clear();
        r
    }
}

impl Write for Out<'_> {
    #[inline]
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.buf.push_str(s);
        if self.buf.len() >= OUT_BLOCK {
            return self.flush();
        }
        Ok(())
    }

    #[inline]
    fn write_char(&mut self, c: char) -> fmt::Result {
        self.buf.push(c);
        if self.buf.len() >= OUT_BLOCK {
            return self.flush();
        }
        Ok(())
    }
}

impl Drop for Out<'_> {
    fn drop(&mut self) {
        // A sink that fails keeps its own error (see `FmtSink`); strings cannot fail.
        let _ = self.flush();
    }
}

/// Writes the key of `op`'s signature into `key`: the number of operands, the
/// operand types, then the result types (raw type indices).
fn signature_key(ir: &Ir, op: OpId, key: &mut Vec<u32>) {
    key.clear();
    key.push(0);
    key.extend(ir.operands(op).map(|v| ir.value_type(v).as_u32()));
    key[0] = (key.len() - 1) as u32;
    key.extend(ir.results(op).iter().map(|&r| ir.value_type(r).as_u32()));
}

/// The cached text for `index` in `cache`, computed by `make` the first time.
fn cached_text(
    cache: &mut Vec<Option<Box<str>>>,
    index: usize,
    make: impl FnOnce() -> String,
) -> &str {
    if cache.len() <= index {
        cache.resize(index + 1, None);
    }
    cache[index].get_or_insert_with(|| make().into_boxed_str())
}

impl std::fmt::Debug for Printer<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Printer")
            .field("flags", &self.flags)
            .field("indent", &self.indent)
            .finish()
    }
}

/// A non-splat `dense<...>` literal of more elements than this prints in hex, as
/// mlir-opt's default (`--mlir-print-elementsattrs-with-hex-if-larger=100`) does.
pub const HEX_ELEMENTS_ABOVE: i64 = 100;

/// `i1` elements (one byte each, 0 or 1) packed eight to a byte, element `i` in bit
/// `i % 8` of byte `i / 8`: LLVM 19's raw data of an `i1` dense attribute.
pub fn pack_bits(elements: &[u8]) -> Vec<u8> {
    let mut out = vec![0u8; elements.len().div_ceil(8)];
    for (i, &e) in elements.iter().enumerate() {
        out[i / 8] |= (e & 1) << (i % 8);
    }
    out
}

/// `ty` as text.
pub fn type_to_string(ctx: &Context, ty: Type) -> String {
    let ir = Ir::new();
    let mut s = String::new();
    let mut p = Printer::new(ctx, &ir, &mut s, PrintFlags::default());
    let _ = p.print_type(ty);
    drop(p);
    s
}

/// `attr` as text.
pub fn attr_to_string(ctx: &Context, attr: Attribute) -> String {
    let ir = Ir::new();
    let mut s = String::new();
    let mut p = Printer::new(ctx, &ir, &mut s, PrintFlags::default());
    let _ = p.print_attr(attr);
    drop(p);
    s
}

/// `op` (and everything nested) as text. Values are numbered from the closest
/// enclosing isolated-from-above op (or the root), so operands defined outside
/// `op` get the names that op's printing gives them (as in MLIR's "see current
/// operation" notes). When `op` uses values defined outside that scope (an
/// isolation violation), numbering starts from the next isolated ancestor that
/// defines them all, so every defined value still gets a `%N` name; only values
/// with no definition at all print as `<<UNKNOWN SSA VALUE>>`, MLIR's spelling.
pub fn op_to_string(ctx: &Context, ir: &Ir, op: OpId, flags: PrintFlags) -> String {
    // The ops defining what `op` and its nested ops use: the defining op of a
    // result, the op owning the block of a block argument.
    let mut defs: Vec<OpId> = Vec::new();
    ir.walk(op, crate::ir::arena::WalkOrder::PreOrder, |o| {
        for v in ir.operands(o) {
            match ir.value_def(v) {
                ValueDef::Result { op: d, .. } => defs.push(d),
                ValueDef::BlockArg { block, .. } => {
                    if let Some(p) = ir.block_parent_op(block) {
                        defs.push(p);
                    }
                }
                ValueDef::Detached => {}
            }
        }
    });
    defs.sort_unstable();
    defs.dedup();
    // Numbering from `scope` names a value if `scope` is (or contains) that op.
    let names_all = |scope: OpId| defs.iter().all(|&d| ir.is_ancestor(scope, d));
    let isolated = |o: OpId| {
        ctx.op_def(ir.name(o))
            .is_some_and(|d| d.has(crate::ir::dialect::Traits::ISOLATED_FROM_ABOVE))
    };
    let mut scope = op;
    while let Some(parent) = ir.parent_op(scope) {
        scope = parent;
        if isolated(parent) && names_all(parent) {
            break;
        }
    }
    let mut s = String::new();
    let mut p = Printer::new(ctx, ir, &mut s, flags);
    p.number(scope);
    let _ = p.print_op(op);
    drop(p);
    s
}

/// Prints a module as mlir-opt does: the top operation, a newline, the file metadata
/// if any, and an empty line.
pub fn print_module(
    ctx: &Context,
    module: &Module,
    flags: &PrintFlags,
    out: &mut dyn Write,
) -> fmt::Result {
    {
        let mut p = Printer::new(ctx, &module.ir, out, *flags);
        p.number(module.op);
        p.print_op(module.op)?;
        p.out.write_char('\n')?;
        p.out.flush()?;
    }
    print_metadata(&module.metadata, out)?;
    // mlir-opt ends its output with an empty line; so do we (byte-identical output).
    out.write_char('\n')
}

fn print_metadata(md: &FileMetadata, out: &mut dyn Write) -> fmt::Result {
    if md.is_empty() {
        return Ok(());
    }
    out.write_str("\n{-#\n")?;
    let sections = [
        ("dialect_resources", &md.dialect_resources),
        ("external_resources", &md.external_resources),
    ];
    let mut first_section = true;
    for (name, groups) in sections {
        if groups.is_empty() {
            continue;
        }
        if !first_section {
            out.write_str(",\n")?;
        }
        first_section = false;
        writeln!(out, "  {name}: {{")?;
        for (gi, g) in groups.iter().enumerate() {
            writeln!(out, "    {}: {{", g.owner)?;
            for (ei, (k, v)) in g.entries.iter().enumerate() {
                write!(out, "      {k}: {v}")?;
                out.write_str(if ei + 1 < g.entries.len() {
                    ",\n"
                } else {
                    "\n"
                })?;
            }
            out.write_str("    }")?;
            out.write_str(if gi + 1 < groups.len() { ",\n" } else { "\n" })?;
        }
        out.write_str("  }")?;
    }
    out.write_str("\n#-}\n")
}

/// Writes `n` in decimal without going through `core::fmt` (hot in printing).
#[inline]
pub fn write_u64(out: &mut dyn Write, n: u64) -> fmt::Result {
    // Groups of four digits from a table: at most five `write_str` calls, no
    // division loop per digit, no UTF-8 validation at run time.
    const TEN_K: u64 = 10_000;
    if n < TEN_K {
        return out.write_str(group(n as usize, true));
    }
    let mut groups = [0usize; 5];
    let mut k = 0;
    let mut m = n;
    while m >= TEN_K {
        groups[k] = (m % TEN_K) as usize;
        m /= TEN_K;
        k += 1;
    }
    out.write_str(group(m as usize, true))?;
    while k > 0 {
        k -= 1;
        out.write_str(group(groups[k], false))?;
    }
    Ok(())
}

/// `"0000"` to `"9999"`, one after the other.
static DIGIT_BYTES: [u8; 40_000] = {
    let mut b = [0u8; 40_000];
    let mut i = 0;
    while i < 10_000 {
        b[4 * i] = b'0' + (i / 1000) as u8;
        b[4 * i + 1] = b'0' + (i / 100 % 10) as u8;
        b[4 * i + 2] = b'0' + (i / 10 % 10) as u8;
        b[4 * i + 3] = b'0' + (i % 10) as u8;
        i += 1;
    }
    b
};

/// [`DIGIT_BYTES`] as text (checked as UTF-8 at compile time).
static DIGIT_GROUPS: &str = match std::str::from_utf8(&DIGIT_BYTES) {
    Ok(s) => s,
    Err(_) => panic!("digit table is ASCII"),
};

/// The decimal digits of `g < 10000`, without leading zeros if `leading` (the
/// first group of a number), else all four.
#[inline]
fn group(g: usize, leading: bool) -> &'static str {
    let skip = if !leading || g >= 1000 {
        0
    } else if g >= 100 {
        1
    } else if g >= 10 {
        2
    } else {
        3
    };
    &DIGIT_GROUPS[4 * g + skip..4 * g + 4]
}

/// True for `[a-zA-Z_][a-zA-Z0-9_$.]*`.
pub fn is_bare_identifier(s: &str) -> bool {
    let b = s.as_bytes();
    !b.is_empty()
        && (b[0].is_ascii_alphabetic() || b[0] == b'_')
        && b[1..]
            .iter()
            .all(|&c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'))
}

/// Writes `bytes` as an MLIR string literal (with quotes): printable ASCII as is,
/// `\\` for a backslash, `\XX` for `"` and every other byte.
pub fn write_escaped_string(out: &mut dyn Write, bytes: &[u8]) -> fmt::Result {
    out.write_char('"')?;
    let mut start = 0;
    for (i, &c) in bytes.iter().enumerate() {
        let plain = (0x20..0x7F).contains(&c) && c != b'"' && c != b'\\';
        if plain {
            continue;
        }
        // Printable runs are ASCII, so slicing at these indices is valid UTF-8.
        if let Ok(s) = std::str::from_utf8(&bytes[start..i]) {
            out.write_str(s)?;
        }
        if c == b'\\' {
            out.write_str("\\\\")?;
        } else {
            write!(out, "\\{c:02X}")?;
        }
        start = i + 1;
    }
    if let Ok(s) = std::str::from_utf8(&bytes[start..]) {
        out.write_str(s)?;
    }
    out.write_char('"')
}

/// Is `body` (of `!d.body` / `#d.body`) simple enough to print without quoting:
/// an identifier optionally followed by one balanced `<...>`?
fn is_pretty_dialect_body(body: &str) -> bool {
    let b = body.as_bytes();
    if b.is_empty() || !(b[0].is_ascii_alphabetic() || b[0] == b'_') {
        return false;
    }
    let ident_end = b
        .iter()
        .position(|&c| !(c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.')))
        .unwrap_or(b.len());
    if ident_end == b.len() {
        return true;
    }
    if b[ident_end] != b'<' || b[b.len() - 1] != b'>' {
        return false;
    }
    // Balanced brackets outside strings, closing exactly at the end.
    let mut lexer = crate::ir::lexer::Lexer::new(&b[ident_end..]);
    matches!(lexer.scan_pretty_body(), Ok(end) if end == b.len() - ident_end)
}

impl<'a> Printer<'a> {
    /// A printer writing to `out`.
    pub fn new(ctx: &'a Context, ir: &'a Ir, out: &'a mut dyn Write, flags: PrintFlags) -> Self {
        Printer {
            ctx,
            ir,
            out: Out {
                buf: String::new(),
                sink: out,
            },
            flags,
            names: SecondaryMap::new(),
            block_names: SecondaryMap::new(),
            indent: 0,
            distinct_ids: FxHashMap::default(),
            default_dialects: vec!["builtin"],
            type_strings: Vec::new(),
            in_type_buffer: false,
            op_names: Vec::new(),
            attr_names: Vec::new(),
            signatures: FxHashMap::default(),
            signature_scratch: Vec::new(),
        }
    }

    /// The flags.
    pub fn flags(&self) -> PrintFlags {
        self.flags
    }

    /// Writes raw text.
    pub fn write_str(&mut self, s: &str) -> fmt::Result {
        self.out.write_str(s)
    }

    /// Writes formatted text.
    pub fn write_fmt(&mut self, args: fmt::Arguments<'_>) -> fmt::Result {
        self.out.write_fmt(args)
    }

    /// Starts a new line at the current indentation.
    pub fn newline(&mut self) -> fmt::Result {
        self.out.write_char('\n')?;
        self.write_indent()
    }

    fn write_indent(&mut self) -> fmt::Result {
        for _ in 0..self.indent {
            self.out.write_char(' ')?;
        }
        Ok(())
    }

    // ===== value numbering =====================================================================

    /// Numbers the values and blocks under `root` as mlir-opt does: regions are
    /// numbered from a stack (the last region pushed first); inside a region,
    /// block by block, arguments then op results. Entry-block arguments are
    /// `%argN`, others `%N`; blocks are `^bbN` per region. In the custom form each
    /// nested region restarts from the counters its parent region reached; in the
    /// generic form the counters run on across the whole file.
    pub fn number(&mut self, root: OpId) {
        // One growth, not a doubling series (each a copy and fresh pages).
        self.names.reserve_keys(self.ir.value_capacity());
        self.block_names.reserve_keys(self.ir.block_capacity());
        let mut next_value = 0u32;
        let mut next_arg = 0u32;
        self.number_results(root, &mut next_value);
        let mut stack: Vec<(RegionId, u32, u32)> = self
            .ir
            .regions(root)
            .iter()
            .map(|&r| (r, next_value, next_arg))
            .collect();
        while let Some((region, nv, na)) = stack.pop() {
            if !self.flags.generic {
                next_value = nv;
                next_arg = na;
            }
            for (bi, b) in self.ir.region_blocks(region).enumerate() {
                self.block_names.set(b, bi as u32);
                let entry = bi == 0;
                for &a in self.ir.block_args(b) {
                    if entry {
                        self.names.set(
                            a,
                            ValueName {
                                kind: 2,
                                num: next_arg,
                            },
                        );
                        next_arg += 1;
                    } else {
                        self.names.set(
                            a,
                            ValueName {
                                kind: 1,
                                num: next_value,
                            },
                        );
                        next_value += 1;
                    }
                }
                for op in self.ir.block_ops(b) {
                    self.number_results(op, &mut next_value);
                }
            }
            for b in self.ir.region_blocks(region) {
                for op in self.ir.block_ops(b) {
                    for &r in self.ir.regions(op) {
                        stack.push((r, next_value, next_arg));
                    }
                }
            }
        }
    }

    fn number_results(&mut self, op: OpId, next_value: &mut u32) {
        let results = self.ir.results(op);
        if results.is_empty() {
            return;
        }
        let n = *next_value;
        *next_value += 1;
        // Results of multi-result ops print with their index (`%5#1`).
        let kind = if results.len() > 1 { 3 } else { 1 };
        for &r in results {
            self.names.set(r, ValueName { kind, num: n });
        }
    }

    /// Writes the name of a value: `%3`, `%arg0`, `%5#1`.
    pub fn print_value(&mut self, v: ValueId) -> fmt::Result {
        let n = *self.names.get(v);
        match n.kind {
            2 => {
                self.out.write_str("%arg")?;
                write_u64(&mut self.out, n.num as u64)
            }
            1 => {
                self.out.write_char('%')?;
                write_u64(&mut self.out, n.num as u64)
            }
            3 => {
                self.out.write_char('%')?;
                write_u64(&mut self.out, n.num as u64)?;
                if let ValueDef::Result { index, .. } = self.ir.value_def(v) {
                    self.out.write_char('#')?;
                    write_u64(&mut self.out, index as u64)?;
                }
                Ok(())
            }
            _ => self.out.write_str("<<UNKNOWN SSA VALUE>>"),
        }
    }

    /// Writes values separated by `, `.
    pub fn print_values(&mut self, vs: impl IntoIterator<Item = ValueId>) -> fmt::Result {
        for (i, v) in vs.into_iter().enumerate() {
            if i > 0 {
                self.out.write_str(", ")?;
            }
            self.print_value(v)?;
        }
        Ok(())
    }

    /// Writes `^bbN`.
    pub fn print_block_name(&mut self, b: BlockId) -> fmt::Result {
        self.out.write_str("^bb")?;
        write_u64(&mut self.out, *self.block_names.get(b) as u64)
    }

    // ===== operations ==========================================================================

    /// Prints `op` at the current position (the caller wrote the indentation):
    /// result names, the op, and its location when `debug_info` is set.
    pub fn print_op(&mut self, op: OpId) -> fmt::Result {
        let results = self.ir.results(op);
        if let Some(&first) = results.first() {
            let n = *self.names.get(first);
            match n.kind {
                1 | 3 => {
                    self.out.write_char('%')?;
                    write_u64(&mut self.out, n.num as u64)?;
                }
                2 => {
                    self.out.write_str("%arg")?;
                    write_u64(&mut self.out, n.num as u64)?;
                }
                _ => self.out.write_str("<<UNKNOWN SSA VALUE>>")?,
            }
            if results.len() > 1 {
                write!(&mut self.out, ":{}", results.len())?;
            }
            self.out.write_str(" = ")?;
        }
        let def = self.ctx.op_def(self.ir.name(op));
        match def.and_then(|d| d.print) {
            Some(hook) if !self.flags.generic => {
                let name = self.ctx.op_name_str(self.ir.name(op));
                let default = self.default_dialects.last().copied().unwrap_or("");
                let short = name
                    .strip_prefix(default)
                    .and_then(|r| r.strip_prefix('.'))
                    .filter(|r| !r.contains('.') && !default.is_empty())
                    .unwrap_or(name);
                self.out.write_str(short)?;
                self.default_dialects
                    .push(def.map(|d| d.dialect()).unwrap_or(""));
                let r = hook(self, op);
                self.default_dialects.pop();
                r?;
            }
            _ => self.print_generic_op(op)?,
        }
        if self.flags.debug_info {
            self.out.write_char(' ')?;
            self.print_location(self.ir.loc(op))?;
        }
        Ok(())
    }

    /// Prints the generic form of `op` after its result names.
    pub fn print_generic_op(&mut self, op: OpId) -> fmt::Result {
        let name = self.ir.name(op);
        let ctx = self.ctx;
        let quoted = cached_text(&mut self.op_names, name.0.0 as usize, || {
            let mut q = String::new();
            let _ = write_escaped_string(&mut q, ctx.op_name_str(name).as_bytes());
            q
        });
        self.out.write_str(quoted)?;
        self.out.write_char('(')?;
        self.print_values(self.ir.operands(op))?;
        self.out.write_char(')')?;
        if self.ir.num_successors(op) > 0 {
            self.out.write_char('[')?;
            for (i, b) in self.ir.successors(op).enumerate() {
                if i > 0 {
                    self.out.write_str(", ")?;
                }
                self.print_block_name(b)?;
            }
            self.out.write_char(']')?;
        }
        if let Some(props) = self.ir.props(op) {
            // An unregistered op keeps its properties as written, `<{}>` too; a
            // registered op's empty inherent attributes print nothing (as MLIR's
            // generated `getPropertiesAsAttr` returns none for them).
            let empty_dict =
                matches!(self.ctx.attr_kind(props), AttrKind::Dictionary(d) if d.is_empty());
            if !empty_dict || self.ctx.op_def(self.ir.name(op)).is_none() {
                self.out.write_str(" <")?;
                self.print_attr(props)?;
                self.out.write_char('>')?;
            }
        }
        let regions = self.ir.regions(op);
        if !regions.is_empty() {
            let dialect = self
                .ctx
                .op_def(self.ir.name(op))
                .map(|d| d.dialect())
                .unwrap_or("");
            self.default_dialects.push(dialect);
            self.out.write_str(" (")?;
            for (i, &r) in regions.iter().enumerate() {
                if i > 0 {
                    self.out.write_str(", ")?;
                }
                self.print_region(r, true, true)?;
            }
            self.out.write_char(')')?;
            self.default_dialects.pop();
        }
        let attrs = self.ctx.dict_entries(self.ir.attrs(op));
        self.print_attr_dict(attrs, &[])?;
        self.out.write_str(" : ")?;
        self.print_function_signature(op)
    }

    fn print_function_signature(&mut self, op: OpId) -> fmt::Result {
        // Ops repeat a few signatures: print each one once.
        signature_key(self.ir, op, &mut self.signature_scratch);
        if let Some(s) = self.signatures.get(&self.signature_scratch[..]) {
            return self.out.write_str(s);
        }
        let mut buf = String::new();
        {
            let mut p = Printer::new(self.ctx, self.ir, &mut buf, self.flags);
            std::mem::swap(&mut p.type_strings, &mut self.type_strings);
            let r = p.print_function_signature_uncached(op);
            std::mem::swap(&mut p.type_strings, &mut self.type_strings);
            r?;
        }
        self.out.write_str(&buf)?;
        self.signatures
            .insert(Box::from(&self.signature_scratch[..]), buf.into_boxed_str());
        Ok(())
    }

    fn print_function_signature_uncached(&mut self, op: OpId) -> fmt::Result {
        self.out.write_char('(')?;
        for (i, v) in self.ir.operands(op).enumerate() {
            if i > 0 {
                self.out.write_str(", ")?;
            }
            self.print_type(self.ir.value_type(v))?;
        }
        self.out.write_str(") -> ")?;
        let results = self.ir.results(op);
        self.print_result_types(results.iter().map(|&r| self.ir.value_type(r)))
    }

    /// Prints result types as in a function type: `T` for one non-function type,
    /// else `(T, ...)`.
    pub fn print_result_types(
        &mut self,
        types: impl ExactSizeIterator<Item = Type> + Clone,
    ) -> fmt::Result {
        let n = types.len();
        let mut it = types.clone();
        let single_plain = n == 1
            && !matches!(
                it.next().map(|t| self.ctx.type_kind(t)),
                Some(TypeKind::Function { .. })
            );
        if single_plain {
            for t in types {
                self.print_type(t)?;
            }
            return Ok(());
        }
        self.out.write_char('(')?;
        for (i, t) in types.enumerate() {
            if i > 0 {
                self.out.write_str(", ")?;
            }
            self.print_type(t)?;
        }
        self.out.write_char(')')
    }

    /// Prints ` {a = 1, b}` (nothing if empty), skipping names in `elided`.
    pub fn print_attr_dict(&mut self, attrs: &[NamedAttr], elided: &[&str]) -> fmt::Result {
        let mut first = true;
        for a in attrs {
            if !elided.is_empty() && elided.contains(&self.ctx.ident_str(a.name)) {
                continue;
            }
            self.out.write_str(if first { " {" } else { ", " })?;
            first = false;
            self.print_named_attr(*a)?;
        }
        if !first {
            self.out.write_char('}')?;
        }
        Ok(())
    }

    /// Prints ` attributes {a = 1}` (nothing if empty after eliding).
    pub fn print_attr_dict_with_keyword(
        &mut self,
        attrs: &[NamedAttr],
        elided: &[&str],
    ) -> fmt::Result {
        if attrs
            .iter()
            .any(|a| !elided.contains(&self.ctx.ident_str(a.name)))
        {
            self.out.write_str(" attributes")?;
        }
        self.print_attr_dict(attrs, elided)
    }

    fn print_named_attr(&mut self, a: NamedAttr) -> fmt::Result {
        let ctx = self.ctx;
        let name = cached_text(&mut self.attr_names, a.name.0 as usize, || {
            let s = ctx.ident_str(a.name);
            let mut q = String::new();
            if is_bare_identifier(s) {
                q.push_str(s);
            } else {
                let _ = write_escaped_string(&mut q, s.as_bytes());
            }
            q
        });
        self.out.write_str(name)?;
        if !matches!(self.ctx.attr_kind(a.value), AttrKind::Unit) {
            self.out.write_str(" = ")?;
            self.print_attr(a.value)?;
        }
        Ok(())
    }

    fn print_keyword_or_string(&mut self, s: &str) -> fmt::Result {
        if is_bare_identifier(s) {
            self.out.write_str(s)
        } else {
            write_escaped_string(&mut self.out, s.as_bytes())
        }
    }

    /// Prints `@name` (quoted when not a bare identifier).
    pub fn print_symbol_name(&mut self, name: Ident) -> fmt::Result {
        self.out.write_char('@')?;
        let b = self.ctx.ident_raw(name);
        match std::str::from_utf8(b) {
            Ok(s) => self.print_keyword_or_string(s),
            Err(_) => write_escaped_string(&mut self.out, b),
        }
    }

    /// Prints a region `{...}`: `print_entry_args` prints the entry block's header when
    /// it has arguments; `print_empty_block` prints it when the block is empty.
    pub fn print_region(
        &mut self,
        region: RegionId,
        print_entry_args: bool,
        print_empty_block: bool,
    ) -> fmt::Result {
        grow_stack(|| self.print_region_inner(region, print_entry_args, print_empty_block))
    }

    fn print_region_inner(
        &mut self,
        region: RegionId,
        print_entry_args: bool,
        print_empty_block: bool,
    ) -> fmt::Result {
        self.out.write_str("{\n")?;
        let mut first = true;
        for b in self.ir.region_blocks(region) {
            let header = if first {
                (print_entry_args && !self.ir.block_args(b).is_empty())
                    || (print_empty_block && self.ir.block_is_empty(b))
                    // Invalid IR (the verifier rejects it) must still print parseably.
                    || self.ir.pred_uses(b).next().is_some()
            } else {
                true
            };
            first = false;
            self.print_block(b, header)?;
        }
        self.write_indent()?;
        self.out.write_char('}')
    }

    fn print_block(&mut self, b: BlockId, header: bool) -> fmt::Result {
        if header {
            self.write_indent()?;
            self.print_block_name(b)?;
            let args = self.ir.block_args(b);
            if !args.is_empty() {
                self.out.write_char('(')?;
                for (i, &a) in args.iter().enumerate() {
                    if i > 0 {
                        self.out.write_str(", ")?;
                    }
                    self.print_value(a)?;
                    self.out.write_str(": ")?;
                    self.print_type(self.ir.value_type(a))?;
                    if self.flags.debug_info
                        && let Some(l) = self.ir.block_arg_loc(a)
                    {
                        self.out.write_char(' ')?;
                        self.print_location(l)?;
                    }
                }
                self.out.write_char(')')?;
            }
            self.out.write_char(':')?;
            self.print_pred_comment(b)?;
            self.out.write_char('\n')?;
        }
        self.indent += 2;
        for op in self.ir.block_ops(b) {
            self.write_indent()?;
            self.print_op(op)?;
            self.out.write_char('\n')?;
        }
        self.indent -= 2;
        Ok(())
    }

    fn print_pred_comment(&mut self, b: BlockId) -> fmt::Result {
        let preds: Vec<BlockId> = self
            .ir
            .pred_uses(b)
            .filter_map(|u| self.ir.parent_block(u.op))
            .collect();
        let is_entry = self.ir.block_parent(b).and_then(|r| self.ir.entry_block(r)) == Some(b);
        if preds.is_empty() {
            if !is_entry {
                self.out.write_str("  // no predecessors")?;
            }
            return Ok(());
        }
        if preds.iter().all(|&p| p == preds[0]) {
            self.out.write_str("  // pred: ")?;
            return self.print_block_name(preds[0]);
        }
        let mut ids: Vec<u32> = preds.iter().map(|&p| *self.block_names.get(p)).collect();
        ids.sort_unstable();
        write!(&mut self.out, "  // {} preds: ", ids.len())?;
        for (i, id) in ids.iter().enumerate() {
            if i > 0 {
                self.out.write_str(", ")?;
            }
            write!(&mut self.out, "^bb{id}")?;
        }
        Ok(())
    }

    /// Prints a region in custom syntax: ` {` ... `}` with the entry block header
    /// omitted (its arguments are printed by the op, e.g. a function signature).
    pub fn print_region_no_entry_args(&mut self, region: RegionId) -> fmt::Result {
        self.print_region(region, false, false)
    }

    /// Prints a block argument with its type: `%arg0: i32`.
    pub fn print_value_with_type(&mut self, v: ValueId) -> fmt::Result {
        self.print_value(v)?;
        self.out.write_str(": ")?;
        self.print_type(self.ir.value_type(v))
    }

    /// Increases the indentation by two spaces.
    pub fn indent(&mut self) {
        self.indent += 2;
    }

    /// Decreases the indentation by two spaces.
    pub fn dedent(&mut self) {
        self.indent = self.indent.saturating_sub(2);
    }

    // ===== types ===============================================================================

    /// Prints a type.
    pub fn print_type(&mut self, t: Type) -> fmt::Result {
        if self.in_type_buffer {
            return self.print_type_uncached(t);
        }
        // Types repeat a lot (every operand and result); print each one once.
        let i = t.0 as usize;
        if let Some(Some(s)) = self.type_strings.get(i) {
            return self.out.write_str(s);
        }
        let mut buf = String::new();
        {
            let mut p = Printer::new(self.ctx, self.ir, &mut buf, self.flags);
            p.in_type_buffer = true;
            p.print_type_uncached(t)?;
        }
        self.out.write_str(&buf)?;
        if self.type_strings.len() <= i {
            self.type_strings.resize(i + 1, None);
        }
        self.type_strings[i] = Some(buf.into_boxed_str());
        Ok(())
    }

    fn print_type_uncached(&mut self, t: Type) -> fmt::Result {
        grow_stack(|| self.print_type_structure(t))
    }

    fn print_type_structure(&mut self, t: Type) -> fmt::Result {
        match self.ctx.type_kind(t) {
            TypeKind::Integer { width, signedness } => match signedness {
                Signedness::Signless => write!(&mut self.out, "i{width}"),
                Signedness::Signed => write!(&mut self.out, "si{width}"),
                Signedness::Unsigned => write!(&mut self.out, "ui{width}"),
            },
            TypeKind::Index => self.out.write_str("index"),
            TypeKind::Float(k) => self.out.write_str(k.keyword()),
            TypeKind::None => self.out.write_str("none"),
            TypeKind::Function { inputs, results } => {
                self.out.write_char('(')?;
                self.print_type_list(inputs)?;
                self.out.write_str(") -> ")?;
                self.print_result_types(results.iter().copied())
            }
            TypeKind::Tuple(elems) => {
                self.out.write_str("tuple<")?;
                self.print_type_list(elems)?;
                self.out.write_char('>')
            }
            TypeKind::RankedTensor {
                shape,
                element,
                encoding,
            } => {
                self.out.write_str("tensor<")?;
                self.print_shape(shape, None)?;
                self.print_type(*element)?;
                if let Some(e) = encoding {
                    self.out.write_str(", ")?;
                    self.print_attr(*e)?;
                }
                self.out.write_char('>')
            }
            TypeKind::UnrankedTensor { element } => {
                self.out.write_str("tensor<*x")?;
                self.print_type(*element)?;
                self.out.write_char('>')
            }
            TypeKind::Vector {
                shape,
                scalable,
                element,
            } => {
                self.out.write_str("vector<")?;
                self.print_shape(shape, Some(scalable))?;
                self.print_type(*element)?;
                self.out.write_char('>')
            }
            TypeKind::MemRef {
                shape,
                element,
                layout,
                memory_space,
            } => {
                self.out.write_str("memref<")?;
                self.print_shape(shape, None)?;
                self.print_type(*element)?;
                if let Some(l) = layout {
                    self.out.write_str(", ")?;
                    self.print_attr(*l)?;
                }
                if let Some(m) = memory_space {
                    self.out.write_str(", ")?;
                    self.print_memory_space(*m)?;
                }
                self.out.write_char('>')
            }
            TypeKind::UnrankedMemRef {
                element,
                memory_space,
            } => {
                self.out.write_str("memref<*x")?;
                self.print_type(*element)?;
                if let Some(m) = memory_space {
                    self.out.write_str(", ")?;
                    self.print_memory_space(*m)?;
                }
                self.out.write_char('>')
            }
            TypeKind::Complex(e) => {
                self.out.write_str("complex<")?;
                self.print_type(*e)?;
                self.out.write_char('>')
            }
            TypeKind::Opaque { dialect, body } => {
                let d = self.ctx.ident_str(*dialect);
                if is_pretty_dialect_body(body) {
                    write!(&mut self.out, "!{d}.{body}")
                } else {
                    write!(&mut self.out, "!{d}<{body}>")
                }
            }
            TypeKind::Dialect {
                dialect,
                name,
                params,
            } => {
                let d = self.ctx.ident_str(*dialect);
                write!(&mut self.out, "!{d}.")?;
                match self
                    .ctx
                    .dialect_by_ident(*dialect)
                    .and_then(|dd| dd.print_type)
                {
                    Some(hook) => hook(self, *name, params),
                    None => {
                        self.out.write_str(self.ctx.ident_str(*name))?;
                        self.print_params(params)
                    }
                }
            }
        }
    }

    fn print_params(&mut self, params: &[Attribute]) -> fmt::Result {
        if params.is_empty() {
            return Ok(());
        }
        self.out.write_char('<')?;
        for (i, &p) in params.iter().enumerate() {
            if i > 0 {
                self.out.write_str(", ")?;
            }
            self.print_attr(p)?;
        }
        self.out.write_char('>')
    }

    fn print_memory_space(&mut self, m: Attribute) -> fmt::Result {
        if let AttrKind::Integer { ty, .. } = self.ctx.attr_kind(m)
            && *ty == self.ctx.i64()
        {
            return write!(&mut self.out, "{}", self.ctx.int_value(m).unwrap_or(0));
        }
        self.print_attr(m)
    }

    /// Prints `T, U, ...`.
    pub fn print_type_list(&mut self, types: &[Type]) -> fmt::Result {
        for (i, &t) in types.iter().enumerate() {
            if i > 0 {
                self.out.write_str(", ")?;
            }
            self.print_type(t)?;
        }
        Ok(())
    }

    fn print_shape(&mut self, shape: &[i64], scalable: Option<&[bool]>) -> fmt::Result {
        for (i, &d) in shape.iter().enumerate() {
            let sc = scalable.is_some_and(|s| s.get(i).copied().unwrap_or(false));
            if sc {
                write!(&mut self.out, "[{d}]x")?;
            } else if d == DYNAMIC {
                self.out.write_str("?x")?;
            } else {
                write!(&mut self.out, "{d}x")?;
            }
        }
        Ok(())
    }

    // ===== attributes ==========================================================================

    /// Prints an attribute (with its `: type` where MLIR prints one).
    pub fn print_attr(&mut self, a: Attribute) -> fmt::Result {
        grow_stack(|| self.print_attr_inner(a))
    }

    fn print_attr_inner(&mut self, a: Attribute) -> fmt::Result {
        match self.ctx.attr_kind(a) {
            AttrKind::Unit => self.out.write_str("unit"),
            AttrKind::Bool(b) => self.out.write_str(if *b { "true" } else { "false" }),
            AttrKind::Integer { ty, value } => {
                // The common case in one step: a signless integer that fits in i64.
                if let TypeKind::Integer {
                    width,
                    signedness: Signedness::Signless,
                } = *self.ctx.type_kind(*ty)
                    && (2..=64).contains(&width)
                {
                    let v = sign_extend(*value, width) as i64;
                    if v < 0 {
                        self.out.write_char('-')?;
                    }
                    write_u64(&mut self.out, v.unsigned_abs())?;
                    self.out.write_str(" : ")?;
                    return self.print_type(*ty);
                }
                if let TypeKind::Integer {
                    width: 1,
                    signedness: Signedness::Signless,
                } = self.ctx.type_kind(*ty)
                {
                    return self
                        .out
                        .write_str(if *value & 1 == 1 { "true" } else { "false" });
                }
                self.print_int_value(*ty, *value)?;
                self.out.write_str(" : ")?;
                self.print_type(*ty)
            }
            AttrKind::WideInteger { ty, bytes } => {
                if let TypeKind::Integer { width, signedness } = *self.ctx.type_kind(*ty) {
                    let signed = signedness != Signedness::Unsigned;
                    self.out
                        .write_str(&apint::to_decimal(bytes, width, signed))?;
                }
                self.out.write_str(" : ")?;
                self.print_type(*ty)
            }
            AttrKind::Float { ty, bits } => {
                if let TypeKind::Float(k) = self.ctx.type_kind(*ty) {
                    float::write_float(&mut self.out, *k, *bits)?;
                }
                self.out.write_str(" : ")?;
                self.print_type(*ty)
            }
            AttrKind::String { value, ty } => {
                write_escaped_string(&mut self.out, value)?;
                if let Some(t) = ty {
                    self.out.write_str(" : ")?;
                    self.print_type(*t)?;
                }
                Ok(())
            }
            AttrKind::Type(t) => self.print_type(*t),
            AttrKind::Array(elems) => {
                self.out.write_char('[')?;
                for (i, &e) in elems.iter().enumerate() {
                    if i > 0 {
                        self.out.write_str(", ")?;
                    }
                    self.print_attr_eliding_default_type(e)?;
                }
                self.out.write_char(']')
            }
            AttrKind::DenseArray { element, values } => {
                self.out.write_str("array<")?;
                self.print_type(*element)?;
                if !values.is_empty() {
                    self.out.write_str(": ")?;
                    for (i, &v) in values.iter().enumerate() {
                        if i > 0 {
                            self.out.write_str(", ")?;
                        }
                        self.print_scalar(*element, v as u128)?;
                    }
                }
                self.out.write_char('>')
            }
            AttrKind::Dictionary(entries) => {
                self.out.write_char('{')?;
                for (i, e) in entries.iter().enumerate() {
                    if i > 0 {
                        self.out.write_str(", ")?;
                    }
                    self.print_named_attr(*e)?;
                }
                self.out.write_char('}')
            }
            AttrKind::SymbolRef { root, nested } => {
                self.print_symbol_name(*root)?;
                for n in nested.iter() {
                    self.out.write_str("::")?;
                    self.print_symbol_name(*n)?;
                }
                Ok(())
            }
            AttrKind::DenseElements { ty, splat, .. }
            | AttrKind::DenseStrings { ty, splat, .. }
                if !*splat
                    && self.flags.elide_elements_larger.is_some_and(|limit| {
                        let shape = self.ctx.shape(*ty).unwrap_or_default();
                        shape.iter().map(|&d| d.max(0) as u64).product::<u64>() > limit
                    }) =>
            {
                self.out.write_str("dense_resource<__elided__> : ")?;
                self.print_type(*ty)
            }
            AttrKind::DenseElements { ty, .. } | AttrKind::DenseStrings { ty, .. } => {
                self.out.write_str("dense<")?;
                self.print_dense_literal(a, true)?;
                self.out.write_str("> : ")?;
                self.print_type(*ty)
            }
            AttrKind::DenseResource { ty, key } => {
                self.out.write_str("dense_resource<")?;
                self.print_keyword_or_string(key)?;
                self.out.write_str("> : ")?;
                self.print_type(*ty)
            }
            AttrKind::Sparse {
                ty,
                indices,
                values,
            } => {
                self.out.write_str("sparse<")?;
                let empty = self
                    .ctx
                    .attr_type(*indices)
                    .and_then(|t| self.ctx.shape(t))
                    .is_some_and(|s| s.contains(&0));
                if !empty {
                    self.print_dense_literal(*indices, false)?;
                    self.out.write_str(", ")?;
                    self.print_dense_literal(*values, true)?;
                }
                self.out.write_str("> : ")?;
                self.print_type(*ty)
            }
            AttrKind::AffineMap(m) => {
                self.out.write_str("affine_map<")?;
                m.write(&mut self.out)?;
                self.out.write_char('>')
            }
            AttrKind::IntegerSet(s) => {
                self.out.write_str("affine_set<")?;
                s.write(&mut self.out)?;
                self.out.write_char('>')
            }
            AttrKind::Strided { offset, strides } => {
                self.out.write_str("strided<[")?;
                for (i, &s) in strides.iter().enumerate() {
                    if i > 0 {
                        self.out.write_str(", ")?;
                    }
                    self.print_dim_or_question(s)?;
                }
                self.out.write_char(']')?;
                if *offset != 0 {
                    self.out.write_str(", offset: ")?;
                    self.print_dim_or_question(*offset)?;
                }
                self.out.write_char('>')
            }
            AttrKind::Distinct { id, referenced } => {
                let n = self.distinct_ids.len() as u64;
                let shown = *self.distinct_ids.entry(*id).or_insert(n);
                write!(&mut self.out, "distinct[{shown}]<")?;
                if *referenced != self.ctx.unit_attr() {
                    self.print_attr(*referenced)?;
                }
                self.out.write_char('>')
            }
            AttrKind::Location(_) => match self.ctx.as_location(a) {
                Some(l) => self.print_location(l),
                None => Ok(()),
            },
            AttrKind::Opaque { dialect, body, ty } => {
                let d = self.ctx.ident_str(*dialect);
                if is_pretty_dialect_body(body) {
                    write!(&mut self.out, "#{d}.{body}")?;
                } else {
                    write!(&mut self.out, "#{d}<{body}>")?;
                }
                if let Some(t) = ty {
                    self.out.write_str(" : ")?;
                    self.print_type(*t)?;
                }
                Ok(())
            }
            AttrKind::Dialect {
                dialect,
                name,
                params,
            } => {
                let d = self.ctx.ident_str(*dialect);
                write!(&mut self.out, "#{d}.")?;
                match self
                    .ctx
                    .dialect_by_ident(*dialect)
                    .and_then(|dd| dd.print_attr)
                {
                    Some(hook) => hook(self, *name, params),
                    None => {
                        self.out.write_str(self.ctx.ident_str(*name))?;
                        self.print_params(params)
                    }
                }
            }
        }
    }

    /// An attribute where MLIR may elide its type (`AttrTypeElision::May`: the
    /// elements of an array): an `i64` integer and an `f64` float print without
    /// `: type`, as in `[1, 2 : i32, 1.500000e+00]`.
    fn print_attr_eliding_default_type(&mut self, a: Attribute) -> fmt::Result {
        match self.ctx.attr_kind(a) {
            AttrKind::Integer { ty, value } => match self.ctx.type_kind(*ty) {
                TypeKind::Integer {
                    width: 64,
                    signedness: Signedness::Signless,
                } => self.print_int_value(*ty, *value),
                _ => self.print_attr(a),
            },
            AttrKind::Float { ty, bits } => match self.ctx.type_kind(*ty) {
                TypeKind::Float(FloatKind::F64) => {
                    float::write_float(&mut self.out, FloatKind::F64, *bits)
                }
                _ => self.print_attr(a),
            },
            _ => self.print_attr(a),
        }
    }

    fn print_dim_or_question(&mut self, d: i64) -> fmt::Result {
        if d == DYNAMIC {
            self.out.write_char('?')
        } else {
            write!(&mut self.out, "{d}")
        }
    }

    fn print_int_value(&mut self, ty: Type, bits: u128) -> fmt::Result {
        let v: i128 = match self.ctx.type_kind(ty) {
            TypeKind::Integer {
                signedness: Signedness::Unsigned,
                ..
            } => {
                if let Ok(small) = u64::try_from(bits) {
                    return write_u64(&mut self.out, small);
                }
                return write!(&mut self.out, "{bits}");
            }
            TypeKind::Integer { width, .. } => sign_extend(bits, *width),
            _ => sign_extend(bits, 64),
        };
        if v < 0 {
            self.out.write_char('-')?;
        }
        match u64::try_from(v.unsigned_abs()) {
            Ok(m) => write_u64(&mut self.out, m),
            Err(_) => write!(&mut self.out, "{}", v.unsigned_abs()),
        }
    }

    /// Prints one element value (bits) of an int/index/float type.
    fn print_scalar(&mut self, ty: Type, bits: u128) -> fmt::Result {
        match self.ctx.type_kind(ty) {
            TypeKind::Integer { width: 1, .. } => {
                self.out
                    .write_str(if bits & 1 == 1 { "true" } else { "false" })
            }
            TypeKind::Float(k) => float::write_float(&mut self.out, *k, bits),
            _ => self.print_int_value(ty, bits),
        }
    }

    /// Prints the literal inside `dense<...>` (also used for `sparse<...>` parts).
    /// With `allow_hex`, a non-splat literal of more than [`HEX_ELEMENTS_ABOVE`]
    /// integer or float elements prints as its raw data in hex, as mlir-opt does
    /// (`i1` elements packed eight to a byte, least significant bit first).
    fn print_dense_literal(&mut self, a: Attribute, allow_hex: bool) -> fmt::Result {
        match self.ctx.attr_kind(a) {
            AttrKind::DenseElements { ty, splat, data } => {
                let elem = self.ctx.element_type(*ty).unwrap_or(*ty);
                let Some(eb) = crate::ir::parser::element_bytes(self.ctx, elem) else {
                    return Ok(());
                };
                let shape: Vec<i64> = self.ctx.shape(*ty).map(|s| s.to_vec()).unwrap_or_default();
                let n: i64 = shape.iter().product();
                if data.is_empty() || n == 0 {
                    return Ok(());
                }
                if *splat || shape.is_empty() {
                    return self.print_element(elem, &data[..eb]);
                }
                if allow_hex && n > HEX_ELEMENTS_ABOVE {
                    let packed;
                    let raw: &[u8] = if self.ctx.int_or_float_bit_width(elem) == Some(1)
                        && matches!(self.ctx.type_kind(elem), TypeKind::Integer { .. })
                    {
                        packed = pack_bits(data);
                        &packed
                    } else {
                        &data[..]
                    };
                    self.out.write_str("\"0x")?;
                    for b in raw {
                        write!(&mut self.out, "{b:02X}")?;
                    }
                    return self.out.write_char('"');
                }
                let data = data.clone();
                self.print_nested(&shape, n as usize, |p, i| {
                    p.print_element(elem, &data[i * eb..(i + 1) * eb])
                })
            }
            AttrKind::DenseStrings { ty, splat, values } => {
                let shape: Vec<i64> = self.ctx.shape(*ty).map(|s| s.to_vec()).unwrap_or_default();
                let n: i64 = shape.iter().product();
                if values.is_empty() {
                    return Ok(());
                }
                if *splat || shape.is_empty() {
                    return write_escaped_string(&mut self.out, &values[0]);
                }
                let values = values.clone();
                self.print_nested(&shape, n as usize, |p, i| {
                    write_escaped_string(&mut p.out, &values[i])
                })
            }
            _ => Ok(()),
        }
    }

    fn print_nested(
        &mut self,
        shape: &[i64],
        n: usize,
        mut elem: impl FnMut(&mut Self, usize) -> fmt::Result,
    ) -> fmt::Result {
        // strides[d] = number of elements per index of dimension d.
        let rank = shape.len();
        let mut strides = vec![1usize; rank];
        for d in (0..rank.saturating_sub(1)).rev() {
            strides[d] = strides[d + 1] * shape[d + 1] as usize;
        }
        let blocks: Vec<usize> = (0..rank).map(|d| strides[d] * shape[d] as usize).collect();
        for i in 0..n {
            if i > 0 {
                self.out.write_str(", ")?;
            }
            for &blk in &blocks {
                if i % blk == 0 {
                    self.out.write_char('[')?;
                }
            }
            elem(self, i)?;
            for &blk in &blocks {
                if (i + 1) % blk == 0 {
                    self.out.write_char(']')?;
                }
            }
        }
        Ok(())
    }

    fn print_element(&mut self, ty: Type, bytes: &[u8]) -> fmt::Result {
        if let TypeKind::Complex(inner) = *self.ctx.type_kind(ty) {
            let half = bytes.len() / 2;
            self.out.write_char('(')?;
            self.print_element(inner, &bytes[..half])?;
            self.out.write_char(',')?;
            self.print_element(inner, &bytes[half..])?;
            return self.out.write_char(')');
        }
        if let TypeKind::Integer { width, signedness } = *self.ctx.type_kind(ty)
            && width > 128
        {
            let signed = signedness != Signedness::Unsigned;
            return self.out.write_str(&apint::to_decimal(bytes, width, signed));
        }
        let mut b = [0u8; 16];
        let k = bytes.len().min(16);
        b[..k].copy_from_slice(&bytes[..k]);
        let bits = u128::from_le_bytes(b);
        self.print_scalar(ty, bits)
    }

    // ===== locations ===========================================================================

    /// Prints `loc(...)`.
    pub fn print_location(&mut self, l: Location) -> fmt::Result {
        self.out.write_str("loc(")?;
        self.print_location_inner(l)?;
        self.out.write_char(')')
    }

    fn print_location_inner(&mut self, l: Location) -> fmt::Result {
        grow_stack(|| self.print_location_structure(l))
    }

    fn print_location_structure(&mut self, l: Location) -> fmt::Result {
        match self.ctx.loc_kind(l) {
            LocKind::Unknown => self.out.write_str("unknown"),
            LocKind::FileLineCol { file, line, col } => {
                write_escaped_string(&mut self.out, self.ctx.ident_str(file).as_bytes())?;
                write!(&mut self.out, ":{line}:{col}")
            }
            LocKind::Name { name, child } => {
                write_escaped_string(&mut self.out, self.ctx.ident_str(name).as_bytes())?;
                if let Some(c) = child
                    && !matches!(self.ctx.loc_kind(c), LocKind::Unknown)
                {
                    self.out.write_char('(')?;
                    self.print_location_inner(c)?;
                    self.out.write_char(')')?;
                }
                Ok(())
            }
            LocKind::CallSite { callee, caller } => {
                self.out.write_str("callsite(")?;
                self.print_location_inner(callee)?;
                self.out.write_str(" at ")?;
                self.print_location_inner(caller)?;
                self.out.write_char(')')
            }
            LocKind::Fused { metadata, locs } => {
                self.out.write_str("fused")?;
                if let Some(m) = metadata {
                    self.out.write_char('<')?;
                    self.print_attr(m)?;
                    self.out.write_char('>')?;
                }
                self.out.write_char('[')?;
                for (i, &c) in locs.iter().enumerate() {
                    if i > 0 {
                        self.out.write_str(", ")?;
                    }
                    self.print_location_inner(c)?;
                }
                self.out.write_char(']')
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integers_print_as_core_fmt_does() {
        let mut cases: Vec<u64> = vec![0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10_000, 10_001];
        cases.extend([
            99_999_999,
            100_000_000,
            1_000_000_007,
            u64::MAX,
            u64::MAX - 1,
        ]);
        cases.extend((0..64).map(|k| 1u64 << k));
        cases.extend((1..20).map(|k| 10u64.pow(k) - 1));
        for n in cases {
            let mut s = String::new();
            write_u64(&mut s, n).expect("writing to a String");
            assert_eq!(s, n.to_string());
        }
    }
}
