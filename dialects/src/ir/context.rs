//! The [`Context`]: interned types, attributes, identifiers and the dialect registry.
//!
//! A `Context` is `Sync`: passes running on several threads (rayon) may create
//! types and attributes through a shared `&Context`. Reads of interned data take
//! no lock (see `intern.rs`); interning a new value takes a short write lock.
//! Registration of dialects needs `&mut Context` and happens before any parsing.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use rustc_hash::FxHashMap;

use crate::ir::affine::{AffineMap, IntegerSet};
use crate::ir::attributes::{AttrKind, Attribute, DictEntries, NamedAttr};
use crate::ir::dialect::{Dialect, OpDef};
use crate::ir::intern::{Interner, KeyTable, StrInterner};
use crate::ir::location::{COMPACT_LOC, LocKind, Location};
use crate::ir::types::{FloatKind, Signedness, Type, TypeKind};

/// An interned string: identifiers, attribute names, op names, symbol names, file names.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Ident(pub(crate) u32);

impl Ident {
    /// The raw interner index.
    pub fn as_u32(self) -> u32 {
        self.0
    }
}

impl std::fmt::Debug for Ident {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "ident{}", self.0)
    }
}

/// An operation name (`"func.func"`), interned; resolves to an [`OpDef`] if registered.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub struct OpName(pub Ident);

/// Owns interned types, attributes and identifiers, and the registered dialects.
pub struct Context {
    types: Interner<TypeKind>,
    attrs: Interner<AttrKind>,
    /// Integer attributes whose bits fit in 64 (by type and bits), deduplicated here
    /// and only pushed to `attrs` (every other attribute is deduplicated by `attrs`).
    int_attrs: KeyTable,
    file_locs: Interner<(Ident, u32, u32)>,
    idents: StrInterner,
    dialects: Vec<&'static Dialect>,
    dialect_by_name: FxHashMap<Ident, &'static Dialect>,
    /// Indexed by the op name's `Ident` index.
    op_defs: Vec<Option<&'static OpDef>>,
    allow_unregistered: bool,
    next_distinct: AtomicU64,
    empty_dict: Attribute,
    unknown_loc: Location,
    unit: Attribute,
    /// Targets known by name to this context's verifiers (the tool's `--target`).
    targets: Vec<std::sync::Arc<ipu_device::Target>>,
}

impl std::fmt::Debug for Context {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Context")
            .field(
                "dialects",
                &self.dialects.iter().map(|d| d.name).collect::<Vec<_>>(),
            )
            .field("types", &self.types.len())
            .field("attrs", &self.attrs.len())
            .field("allow_unregistered", &self.allow_unregistered)
            .finish()
    }
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Context {
    /// A context with the `builtin` and `func` dialects registered.
    pub fn new() -> Context {
        let types = Interner::new();
        let attrs = Interner::new();
        let empty_dict = Attribute(attrs.intern(AttrKind::Dictionary(DictEntries::new())));
        let unknown_loc = Location(attrs.intern(AttrKind::Location(LocKind::Unknown)));
        let unit = Attribute(attrs.intern(AttrKind::Unit));
        let mut ctx = Context {
            types,
            attrs,
            int_attrs: KeyTable::new(),
            file_locs: Interner::new(),
            idents: StrInterner::new(),
            dialects: Vec::new(),
            dialect_by_name: FxHashMap::default(),
            op_defs: Vec::new(),
            allow_unregistered: false,
            next_distinct: AtomicU64::new(0),
            empty_dict,
            unknown_loc,
            unit,
            targets: Vec::new(),
        };
        ctx.register_dialect(&crate::builtin::DIALECT);
        ctx.register_dialect(&crate::func::DIALECT);
        ctx
    }

    /// Makes `target` the one the verifiers use for IR naming `target.name` (a later
    /// registration of the same name replaces it): a tool registers its `--target`, so that a
    /// description read from a file keeps its constants whatever it is called. Without one, a
    /// name resolves to the built-in target or the file of that name.
    pub fn register_target(&mut self, target: std::sync::Arc<ipu_device::Target>) {
        self.targets.retain(|t| t.name != target.name);
        self.targets.push(target);
    }

    /// The target registered under `name` ([`Context::register_target`]), if any.
    pub fn registered_target(&self, name: &str) -> Option<&std::sync::Arc<ipu_device::Target>> {
        self.targets.iter().find(|t| t.name == name)
    }

    // ----- registry -------------------------------------------------------------------------

    /// Registers `dialect` and its ops. Registering the same dialect twice is a no-op.
    pub fn register_dialect(&mut self, dialect: &'static Dialect) {
        let name = self.ident(dialect.name);
        if self.dialect_by_name.contains_key(&name) {
            return;
        }
        self.dialects.push(dialect);
        self.dialect_by_name.insert(name, dialect);
        for def in dialect.ops {
            let id = self.ident(def.name).0 as usize;
            if self.op_defs.len() <= id {
                self.op_defs.resize(id + 1, None);
            }
            self.op_defs[id] = Some(def);
        }
    }

    /// The registered dialects, in registration order.
    pub fn dialects(&self) -> &[&'static Dialect] {
        &self.dialects
    }

    /// The registered dialect named `name`.
    pub fn dialect(&self, name: &str) -> Option<&'static Dialect> {
        self.idents
            .lookup(name)
            .and_then(|i| self.dialect_by_name.get(&Ident(i)).copied())
    }

    /// The registered dialect whose namespace is `name`.
    pub fn dialect_by_ident(&self, name: Ident) -> Option<&'static Dialect> {
        self.dialect_by_name.get(&name).copied()
    }

    /// Whether operations, types and attributes of unregistered dialects are accepted.
    pub fn allow_unregistered(&self) -> bool {
        self.allow_unregistered
    }

    /// Sets whether unregistered operations are accepted (`--allow-unregistered-dialect`).
    pub fn set_allow_unregistered(&mut self, allow: bool) {
        self.allow_unregistered = allow;
    }

    /// Interns an operation name.
    pub fn op_name(&self, name: &str) -> OpName {
        OpName(self.ident(name))
    }

    /// The text of an operation name.
    pub fn op_name_str(&self, name: OpName) -> &str {
        self.ident_str(name.0)
    }

    /// The registered definition of an operation name.
    #[inline]
    pub fn op_def(&self, name: OpName) -> Option<&'static OpDef> {
        self.op_defs.get(name.0.0 as usize).copied().flatten()
    }

    // ----- identifiers ----------------------------------------------------------------------

    /// Interns `s`.
    #[inline]
    pub fn ident(&self, s: &str) -> Ident {
        Ident(self.idents.intern(s))
    }

    /// Interns any bytes (a quoted symbol name may hold bytes that are not UTF-8,
    /// which MLIR keeps); valid UTF-8 gives the same identifier as [`Context::ident`].
    pub fn ident_bytes(&self, b: &[u8]) -> Ident {
        Ident(self.idents.intern_bytes(b))
    }

    /// The exact bytes of an identifier ([`Context::ident_str`] is their lossy text).
    #[inline]
    pub fn ident_raw(&self, i: Ident) -> &[u8] {
        self.idents.get_bytes(i.0)
    }

    /// The identifier for `s` if it was ever interned (no allocation).
    pub fn lookup_ident(&self, s: &str) -> Option<Ident> {
        self.idents.lookup(s).map(Ident)
    }

    /// The text of an identifier (lossy UTF-8 if it is not valid UTF-8; see
    /// [`Context::ident_raw`]).
    #[inline]
    pub fn ident_str(&self, i: Ident) -> &str {
        self.idents.get(i.0)
    }

    /// Makes room for about `attributes` more attributes, so that a large parse does
    /// not rehash the attribute tables as they grow (a hint: any value is correct).
    pub fn reserve_attributes(&self, attributes: usize) {
        self.attrs.reserve(attributes);
    }

    // ----- types ----------------------------------------------------------------------------

    /// Interns a type.
    #[inline]
    pub fn intern_type(&self, kind: TypeKind) -> Type {
        Type(self.types.intern(kind))
    }

    /// The structure of `t`.
    #[inline]
    pub fn type_kind(&self, t: Type) -> &TypeKind {
        self.types.get(t.0)
    }

    /// `iN` (signless integer of `width` bits).
    pub fn int_type(&self, width: u32) -> Type {
        self.intern_type(TypeKind::Integer {
            width,
            signedness: Signedness::Signless,
        })
    }

    /// An integer type with explicit signedness.
    pub fn integer_type(&self, width: u32, signedness: Signedness) -> Type {
        self.intern_type(TypeKind::Integer { width, signedness })
    }

    /// `i1`.
    pub fn i1(&self) -> Type {
        self.int_type(1)
    }

    /// `i32`.
    pub fn i32(&self) -> Type {
        self.int_type(32)
    }

    /// `i64`.
    pub fn i64(&self) -> Type {
        self.int_type(64)
    }

    /// `index`.
    pub fn index_type(&self) -> Type {
        self.intern_type(TypeKind::Index)
    }

    /// A float type.
    pub fn float_type(&self, kind: FloatKind) -> Type {
        self.intern_type(TypeKind::Float(kind))
    }

    /// `f16`.
    pub fn f16(&self) -> Type {
        self.float_type(FloatKind::F16)
    }

    /// `f32`.
    pub fn f32(&self) -> Type {
        self.float_type(FloatKind::F32)
    }

    /// `none`.
    pub fn none_type(&self) -> Type {
        self.intern_type(TypeKind::None)
    }

    /// `(inputs) -> results`.
    pub fn function_type(&self, inputs: &[Type], results: &[Type]) -> Type {
        self.intern_type(TypeKind::Function {
            inputs: inputs.into(),
            results: results.into(),
        })
    }

    /// `tuple<...>`.
    pub fn tuple_type(&self, elems: &[Type]) -> Type {
        self.intern_type(TypeKind::Tuple(elems.into()))
    }

    /// `tensor<shape x element>` without encoding ([`DYNAMIC`](crate::DYNAMIC) for `?`).
    pub fn tensor_type(&self, shape: &[i64], element: Type) -> Type {
        self.intern_type(TypeKind::RankedTensor {
            shape: shape.into(),
            element,
            encoding: None,
        })
    }

    /// `vector<shape x element>` (not scalable).
    pub fn vector_type(&self, shape: &[i64], element: Type) -> Type {
        self.intern_type(TypeKind::Vector {
            shape: shape.into(),
            scalable: vec![false; shape.len()].into(),
            element,
        })
    }

    /// `complex<element>`.
    pub fn complex_type(&self, element: Type) -> Type {
        self.intern_type(TypeKind::Complex(element))
    }

    /// A registered dialect's type `!dialect.name<params>`.
    pub fn dialect_type(&self, dialect: &str, name: &str, params: &[Attribute]) -> Type {
        self.intern_type(TypeKind::Dialect {
            dialect: self.ident(dialect),
            name: self.ident(name),
            params: params.into(),
        })
    }

    /// Bit width of an integer, index (64) or float type; `None` for other types.
    pub fn int_or_float_bit_width(&self, t: Type) -> Option<u32> {
        match self.type_kind(t) {
            TypeKind::Integer { width, .. } => Some(*width),
            TypeKind::Index => Some(64),
            TypeKind::Float(k) => Some(k.bit_width()),
            _ => None,
        }
    }

    /// The shape of a ranked tensor, vector or memref type.
    pub fn shape(&self, t: Type) -> Option<&[i64]> {
        self.type_kind(t).shape()
    }

    /// The element type of a shaped or complex type.
    pub fn element_type(&self, t: Type) -> Option<Type> {
        self.type_kind(t).element_type()
    }

    // ----- attributes -----------------------------------------------------------------------

    /// Interns an attribute.
    #[inline]
    pub fn intern_attr(&self, kind: AttrKind) -> Attribute {
        if let AttrKind::Integer { ty, value } = kind
            && value >> 64 == 0
        {
            let attrs = &self.attrs;
            return Attribute(self.int_attrs.intern(ty.0, value as u64, || {
                attrs.push(AttrKind::Integer { ty, value })
            }));
        }
        Attribute(self.attrs.intern(kind))
    }

    /// The structure of `a`.
    #[inline]
    pub fn attr_kind(&self, a: Attribute) -> &AttrKind {
        self.attrs.get(a.0)
    }

    /// `unit`.
    pub fn unit_attr(&self) -> Attribute {
        self.unit
    }

    /// `true` / `false`.
    pub fn bool_attr(&self, b: bool) -> Attribute {
        self.intern_attr(AttrKind::Bool(b))
    }

    /// `value : ty` for an integer or index type; `value` is truncated to the type's width.
    pub fn int_attr(&self, ty: Type, value: i128) -> Attribute {
        let width = self.int_or_float_bit_width(ty).unwrap_or(64);
        self.intern_attr(AttrKind::Integer {
            ty,
            value: truncate_bits(value as u128, width),
        })
    }

    /// `value : i64`.
    pub fn i64_attr(&self, value: i64) -> Attribute {
        self.int_attr(self.i64(), value as i128)
    }

    /// `value : ty` for a float type; `value` is rounded to nearest-even in the type's format.
    pub fn float_attr(&self, ty: Type, value: f64) -> Attribute {
        let kind = match self.type_kind(ty) {
            TypeKind::Float(k) => *k,
            _ => FloatKind::F64,
        };
        self.intern_attr(AttrKind::Float {
            ty,
            bits: crate::ir::float::from_f64(kind, value),
        })
    }

    /// `"value"` (no type) holding the exact bytes of a symbol name: the `sym_name`
    /// of `@name`.
    pub fn symbol_name_attr(&self, name: Ident) -> Attribute {
        self.intern_attr(AttrKind::String {
            value: self.ident_raw(name).into(),
            ty: None,
        })
    }

    /// `"value"` (no type).
    pub fn string_attr(&self, value: &str) -> Attribute {
        self.intern_attr(AttrKind::String {
            value: value.as_bytes().into(),
            ty: None,
        })
    }

    /// A type attribute.
    pub fn type_attr(&self, t: Type) -> Attribute {
        self.intern_attr(AttrKind::Type(t))
    }

    /// `[a, b, ...]`.
    pub fn array_attr(&self, elems: &[Attribute]) -> Attribute {
        self.intern_attr(AttrKind::Array(elems.into()))
    }

    /// `array<i64: ...>`.
    pub fn dense_i64_array(&self, values: &[i64]) -> Attribute {
        self.intern_attr(AttrKind::DenseArray {
            element: self.i64(),
            values: values.iter().map(|&v| v as u64).collect(),
        })
    }

    /// `array<i32: ...>`.
    pub fn dense_i32_array(&self, values: &[i32]) -> Attribute {
        self.intern_attr(AttrKind::DenseArray {
            element: self.i32(),
            values: values.iter().map(|&v| v as u32 as u64).collect(),
        })
    }

    /// `@root` (a flat symbol reference).
    pub fn symbol_ref(&self, root: &str) -> Attribute {
        self.symbol_ref_to(self.ident(root))
    }

    /// `@root` for an interned name (its exact bytes).
    pub fn symbol_ref_to(&self, root: Ident) -> Attribute {
        self.intern_attr(AttrKind::SymbolRef {
            root,
            nested: Box::new([]),
        })
    }

    /// The empty dictionary `{}`.
    pub fn empty_dict(&self) -> Attribute {
        self.empty_dict
    }

    /// A dictionary from entries in any order. If a name repeats, the last entry wins.
    pub fn dict_attr(&self, entries: &[NamedAttr]) -> Attribute {
        if entries.is_empty() {
            return self.empty_dict;
        }
        let mut v = entries.to_vec();
        self.sort_named(&mut v);
        // Keep the last of each run of equal names.
        let mut out: Vec<NamedAttr> = Vec::with_capacity(v.len());
        for e in v {
            match out.last_mut() {
                Some(last) if last.name == e.name => *last = e,
                _ => out.push(e),
            }
        }
        let mut entries = DictEntries::from_vec(out);
        entries.shrink_to_fit();
        self.intern_attr(AttrKind::Dictionary(entries))
    }

    /// Sorts named attributes by name text (MLIR's dictionary order); stable.
    pub fn sort_named(&self, v: &mut [NamedAttr]) {
        // Two entries (the common dictionary): one comparison.
        if let [a, b] = v {
            if self.ident_str(a.name) > self.ident_str(b.name) {
                std::mem::swap(a, b);
            }
            return;
        }
        if v.windows(2)
            .all(|w| self.ident_str(w[0].name) <= self.ident_str(w[1].name))
        {
            return;
        }
        v.sort_by(|a, b| self.ident_str(a.name).cmp(self.ident_str(b.name)));
    }

    /// The entries of a dictionary attribute (empty for any other attribute).
    pub fn dict_entries(&self, dict: Attribute) -> &[NamedAttr] {
        self.attr_kind(dict).as_dictionary().unwrap_or(&[])
    }

    /// Looks up `name` in a dictionary attribute.
    pub fn dict_get(&self, dict: Attribute, name: &str) -> Option<Attribute> {
        let id = self.lookup_ident(name)?;
        crate::ir::attributes::dict_get(self.dict_entries(dict), id)
    }

    /// A copy of `dict` with `name` set to `value`.
    pub fn dict_set(&self, dict: Attribute, name: Ident, value: Attribute) -> Attribute {
        let mut v = self.dict_entries(dict).to_vec();
        match v.iter_mut().find(|e| e.name == name) {
            Some(e) => e.value = value,
            None => v.push(NamedAttr { name, value }),
        }
        self.dict_attr(&v)
    }

    /// A copy of `dict` without `name`.
    pub fn dict_remove(&self, dict: Attribute, name: Ident) -> Attribute {
        let v: Vec<NamedAttr> = self
            .dict_entries(dict)
            .iter()
            .filter(|e| e.name != name)
            .copied()
            .collect();
        self.dict_attr(&v)
    }

    /// `affine_map<...>`.
    pub fn affine_map_attr(&self, map: AffineMap) -> Attribute {
        self.intern_attr(AttrKind::AffineMap(map))
    }

    /// `affine_set<...>`.
    pub fn integer_set_attr(&self, set: IntegerSet) -> Attribute {
        self.intern_attr(AttrKind::IntegerSet(set))
    }

    /// `dense<...> : ty` from packed element data (see [`AttrKind::DenseElements`]).
    pub fn dense_elements(&self, ty: Type, splat: bool, data: Arc<[u8]>) -> Attribute {
        self.intern_attr(AttrKind::DenseElements { ty, splat, data })
    }

    /// A fresh `distinct[..]<referenced>` attribute, unequal to every other.
    pub fn distinct_attr(&self, referenced: Attribute) -> Attribute {
        let id = self.next_distinct.fetch_add(1, Ordering::Relaxed);
        self.intern_attr(AttrKind::Distinct { id, referenced })
    }

    /// A registered dialect's attribute `#dialect.name<params>`.
    pub fn dialect_attr(&self, dialect: &str, name: &str, params: &[Attribute]) -> Attribute {
        self.intern_attr(AttrKind::Dialect {
            dialect: self.ident(dialect),
            name: self.ident(name),
            params: params.into(),
        })
    }

    /// The integer value of an integer attribute, sign- or zero-extended per its type
    /// (signless and signed are sign-extended, `uiN` and `index`... `index` is signed).
    pub fn int_value(&self, a: Attribute) -> Option<i128> {
        match self.attr_kind(a) {
            AttrKind::Integer { ty, value } => {
                let (width, signed) = match self.type_kind(*ty) {
                    TypeKind::Integer { width, signedness } => {
                        (*width, *signedness != Signedness::Unsigned)
                    }
                    _ => (64, true),
                };
                Some(if signed {
                    sign_extend(*value, width)
                } else {
                    *value as i128
                })
            }
            AttrKind::Bool(b) => Some(*b as i128),
            _ => None,
        }
    }

    /// The string of a string attribute (lossy for non-UTF-8 bytes).
    pub fn str_value(&self, a: Attribute) -> Option<std::borrow::Cow<'_, str>> {
        match self.attr_kind(a) {
            AttrKind::String { value, .. } => Some(String::from_utf8_lossy(value)),
            _ => None,
        }
    }

    /// The type of a type attribute.
    pub fn type_value(&self, a: Attribute) -> Option<Type> {
        match self.attr_kind(a) {
            AttrKind::Type(t) => Some(*t),
            _ => None,
        }
    }

    /// The attribute's type, for typed attributes (integer, float, elements, typed strings).
    pub fn attr_type(&self, a: Attribute) -> Option<Type> {
        match self.attr_kind(a) {
            AttrKind::Integer { ty, .. }
            | AttrKind::WideInteger { ty, .. }
            | AttrKind::Float { ty, .. }
            | AttrKind::DenseElements { ty, .. }
            | AttrKind::DenseStrings { ty, .. }
            | AttrKind::DenseResource { ty, .. }
            | AttrKind::Sparse { ty, .. } => Some(*ty),
            AttrKind::Bool(_) => Some(self.i1()),
            AttrKind::String { ty, .. } | AttrKind::Opaque { ty, .. } => *ty,
            _ => None,
        }
    }

    // ----- locations ------------------------------------------------------------------------

    /// Interns a location.
    pub fn location(&self, kind: LocKind) -> Location {
        match kind {
            LocKind::FileLineCol { file, line, col } => self.file_loc(file, line, col),
            k => Location(self.intern_attr(AttrKind::Location(k)).0),
        }
    }

    /// `loc(unknown)`.
    pub fn unknown_loc(&self) -> Location {
        self.unknown_loc
    }

    /// `loc("file":line:col)`, stored compactly (12 bytes) and not deduplicated: two
    /// calls with the same position give distinct handles that compare unequal; compare
    /// locations with [`Context::loc_kind`] when their value matters.
    #[inline]
    pub fn file_loc(&self, file: Ident, line: u32, col: u32) -> Location {
        Location(self.file_locs.push((file, line, col)) | COMPACT_LOC)
    }

    /// The structure of a location.
    pub fn loc_kind(&self, l: Location) -> LocKind {
        if l.0 & COMPACT_LOC != 0 {
            let &(file, line, col) = self.file_locs.get(l.0 & !COMPACT_LOC);
            return LocKind::FileLineCol { file, line, col };
        }
        match self.attr_kind(Attribute(l.0)) {
            AttrKind::Location(k) => k.clone(),
            _ => LocKind::Unknown,
        }
    }

    /// The location as an attribute (to store it in a dictionary).
    pub fn loc_attr(&self, l: Location) -> Attribute {
        if l.0 & COMPACT_LOC != 0 {
            return self.intern_attr(AttrKind::Location(self.loc_kind(l)));
        }
        Attribute(l.0)
    }

    /// Views an attribute as a location, if it is one.
    pub fn as_location(&self, a: Attribute) -> Option<Location> {
        match self.attr_kind(a) {
            AttrKind::Location(LocKind::FileLineCol { file, line, col }) => {
                Some(self.file_loc(*file, *line, *col))
            }
            AttrKind::Location(_) => Some(Location(a.0)),
            _ => None,
        }
    }

    /// The first file:line:col inside `l` (through names, call sites and fusions).
    pub fn file_line_col(&self, l: Location) -> Option<(Ident, u32, u32)> {
        match self.loc_kind(l) {
            LocKind::FileLineCol { file, line, col } => Some((file, line, col)),
            LocKind::Name { child, .. } => child.and_then(|c| self.file_line_col(c)),
            LocKind::CallSite { callee, .. } => self.file_line_col(callee),
            LocKind::Fused { locs, .. } => locs.iter().find_map(|l| self.file_line_col(*l)),
            LocKind::Unknown => None,
        }
    }
}

/// Keeps the low `width` bits of `v` (all 128 if `width >= 128`).
pub fn truncate_bits(v: u128, width: u32) -> u128 {
    if width >= 128 {
        v
    } else {
        v & ((1u128 << width) - 1)
    }
}

/// Sign-extends the low `width` bits of `v` to `i128` (`width` 0 gives 0).
pub fn sign_extend(v: u128, width: u32) -> i128 {
    if width == 0 {
        0
    } else if width >= 128 {
        v as i128
    } else {
        let shift = 128 - width;
        ((v << shift) as i128) >> shift
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_attributes_are_one_per_type_and_value() {
        // Integers whose bits fit in 64 are deduplicated in their own table, wider ones
        // by the general one: either way one handle per (type, bits), and each reads back.
        let ctx = Context::new();
        let (i32t, i64t, i128t) = (ctx.int_type(32), ctx.i64(), ctx.int_type(128));
        let big = 1i128 << 100;
        let values = [0i128, 1, -1, 5, i128::from(i64::MIN), big, -big];
        let mut seen = Vec::new();
        for &ty in &[i32t, i64t, i128t, ctx.index_type()] {
            for &v in &values {
                let a = ctx.int_attr(ty, v);
                assert_eq!(ctx.int_attr(ty, v), a);
                let width = ctx.int_or_float_bit_width(ty).unwrap_or(64);
                assert_eq!(
                    ctx.attr_kind(a),
                    &AttrKind::Integer {
                        ty,
                        value: truncate_bits(v as u128, width)
                    }
                );
                seen.push((ty, truncate_bits(v as u128, width), a));
            }
        }
        // Different (type, bits) pairs never share a handle; equal ones always do.
        for &(t1, b1, a1) in &seen {
            for &(t2, b2, a2) in &seen {
                assert_eq!((t1, b1) == (t2, b2), a1 == a2, "{t1:?} {b1} {t2:?} {b2}");
            }
        }
        // -1 : i32 and 4294967295 : i32 have the same bits.
        assert_eq!(ctx.int_attr(i32t, -1), ctx.int_attr(i32t, 0xFFFF_FFFF));
        assert_ne!(ctx.int_attr(i32t, 1), ctx.float_attr(ctx.f32(), 1.0));
    }

    #[test]
    fn types_and_attributes_are_interned() {
        let ctx = Context::new();
        let a = ctx.tensor_type(&[2, 3], ctx.f16());
        let b = ctx.tensor_type(&[2, 3], ctx.f16());
        assert_eq!(a, b);
        assert_ne!(a, ctx.tensor_type(&[3, 2], ctx.f16()));
        assert_eq!(ctx.shape(a), Some(&[2i64, 3][..]));
        let x = ctx.ident("x");
        let y = ctx.ident("y");
        let d1 = ctx.dict_attr(&[
            NamedAttr {
                name: y,
                value: ctx.unit_attr(),
            },
            NamedAttr {
                name: x,
                value: ctx.i64_attr(1),
            },
        ]);
        let d2 = ctx.dict_attr(&[
            NamedAttr {
                name: x,
                value: ctx.i64_attr(1),
            },
            NamedAttr {
                name: y,
                value: ctx.unit_attr(),
            },
        ]);
        assert_eq!(d1, d2);
        assert_eq!(
            ctx.dict_get(d1, "x").and_then(|a| ctx.int_value(a)),
            Some(1)
        );
        assert_ne!(
            ctx.distinct_attr(ctx.unit_attr()),
            ctx.distinct_attr(ctx.unit_attr())
        );
    }

    #[test]
    fn integer_values_follow_signedness() {
        let ctx = Context::new();
        let a = ctx.int_attr(ctx.int_type(8), -1);
        assert_eq!(ctx.int_value(a), Some(-1));
        let u = ctx.int_attr(ctx.integer_type(8, Signedness::Unsigned), 255);
        assert_eq!(ctx.int_value(u), Some(255));
        assert_eq!(sign_extend(0x80, 8), -128);
        assert_eq!(truncate_bits(0x1ff, 8), 0xff);
    }

    #[test]
    fn context_is_sync() {
        fn is_sync<T: Sync + Send>() {}
        is_sync::<Context>();
    }
}
