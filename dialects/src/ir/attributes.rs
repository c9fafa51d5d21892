//! Attributes: interned, `Copy` handles into the [`Context`](crate::Context).
//!
//! The builtin attributes follow MLIR's builtin dialect. Locations are
//! attributes too (as in MLIR), wrapped by [`Location`](crate::Location).
//! Element data of `dense<...>` is stored packed, little-endian, like the
//! hex form MLIR prints (`dense<"0x...">`): each element takes its type's width
//! rounded up to whole bytes (`i1` takes one byte), complex elements take two.

use std::sync::Arc;

use crate::ir::affine::{AffineMap, IntegerSet};
use crate::ir::context::Ident;
use crate::ir::location::LocKind;
use crate::ir::types::Type;

/// An attribute: a `Copy` handle interned in a [`Context`](crate::Context).
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Attribute(pub(crate) u32);

impl Attribute {
    /// The raw interner index (stable for the context's lifetime).
    pub fn as_u32(self) -> u32 {
        self.0
    }
}

impl std::fmt::Debug for Attribute {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "attr{}", self.0)
    }
}

/// A `name = value` entry of a dictionary attribute.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct NamedAttr {
    /// The entry's name.
    pub name: Ident,
    /// The entry's value.
    pub value: Attribute,
}

/// The entries of a dictionary attribute ([`AttrKind::Dictionary`]), sorted by name. Up to
/// two are stored inline, in the attribute's own slot (no allocation: most operations'
/// dictionaries are that small, and each op usually has its own); more spill to the heap.
/// Equality and hashing are by the entries, however they are stored.
pub type DictEntries = smallvec::SmallVec<[NamedAttr; 2]>;

/// The structure of an attribute. Read it with [`Context::attr_kind`](crate::Context::attr_kind).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AttrKind {
    /// `unit` (also the value of a bare `name` in a dictionary).
    Unit,
    /// `true` / `false`.
    Bool(bool),
    /// `42 : i32`. `value` holds the two's-complement bits truncated to the type's
    /// width (at most 128 bits are kept; wider types hold values that fit in `i128`,
    /// sign-extended). `index` is 64 bits wide.
    Integer {
        /// An integer or `index` type.
        ty: Type,
        /// Bit pattern (see above).
        value: u128,
    },
    /// An integer of a type wider than 128 bits whose value is not the sign
    /// extension of its low 128 bits (`2^200 : i256`), as MLIR's `APInt` holds it.
    /// Every other value of such a type is an [`AttrKind::Integer`], so each value
    /// has one form.
    WideInteger {
        /// An integer type wider than 128 bits.
        ty: Type,
        /// The two's-complement bits of the type's width, little-endian bytes
        /// (see the `apint` module).
        bytes: Box<[u8]>,
    },
    /// `1.5 : f32`, `0x7FC00000 : f32`. `bits` is the value's bit pattern in the type's format.
    Float {
        /// A float type.
        ty: Type,
        /// Bit pattern, right-aligned.
        bits: u128,
    },
    /// `"text"` with an optional `: type`.
    String {
        /// The string's bytes (escapes decoded; may be any bytes, printed escaped).
        value: Box<[u8]>,
        /// The optional type.
        ty: Option<Type>,
    },
    /// A type used as an attribute.
    Type(Type),
    /// `[a, b, ...]`.
    Array(Box<[Attribute]>),
    /// `array<i32: 1, 2>`: element type and the elements' bit patterns.
    DenseArray {
        /// Integer or float element type.
        element: Type,
        /// One bit pattern per element, right-aligned.
        values: Box<[u64]>,
    },
    /// `{a = 1, b}`: entries sorted by name, names unique.
    Dictionary(DictEntries),
    /// `@root::@nested...`.
    SymbolRef {
        /// The root symbol name.
        root: Ident,
        /// Nested references.
        nested: Box<[Ident]>,
    },
    /// `dense<...> : T` with int/index/float/complex elements.
    DenseElements {
        /// A statically shaped tensor or vector type.
        ty: Type,
        /// True if one element stands for all.
        splat: bool,
        /// Packed little-endian element data (see the module doc).
        data: Arc<[u8]>,
    },
    /// `dense<"a", "b"> : T` with string elements.
    DenseStrings {
        /// A statically shaped tensor or vector type.
        ty: Type,
        /// True if one element stands for all.
        splat: bool,
        /// The strings.
        values: Box<[Box<[u8]>]>,
    },
    /// `dense_resource<key> : T`.
    DenseResource {
        /// A shaped type.
        ty: Type,
        /// The resource key.
        key: Box<str>,
    },
    /// `sparse<indices, values> : T`.
    Sparse {
        /// A statically shaped tensor or vector type.
        ty: Type,
        /// A dense `i64` elements attribute `[nnz, rank]` (or splat).
        indices: Attribute,
        /// A dense elements attribute of `nnz` values.
        values: Attribute,
    },
    /// `affine_map<...>`.
    AffineMap(AffineMap),
    /// `affine_set<...>`.
    IntegerSet(IntegerSet),
    /// `strided<[s0, s1], offset: o>`; [`DYNAMIC`](crate::DYNAMIC) for `?`.
    Strided {
        /// Offset (0 if omitted).
        offset: i64,
        /// One stride per dimension.
        strides: Box<[i64]>,
    },
    /// `distinct[N]<attr>`: a unique attribute; `id` is unique within the context.
    Distinct {
        /// Context-unique identity.
        id: u64,
        /// The referenced attribute.
        referenced: Attribute,
    },
    /// A location (`loc(...)`).
    Location(LocKind),
    /// An attribute of an unregistered dialect, kept verbatim: `#dialect.body` or `#dialect<"body">`.
    Opaque {
        /// The dialect namespace.
        dialect: Ident,
        /// The text after `#dialect.`.
        body: Box<str>,
        /// The optional trailing type (`#foo.bar : i32`).
        ty: Option<Type>,
    },
    /// An attribute of a registered dialect, parsed and printed by its hooks.
    Dialect {
        /// The dialect namespace.
        dialect: Ident,
        /// The attribute's mnemonic.
        name: Ident,
        /// Its parameters.
        params: Box<[Attribute]>,
    },
}

impl AttrKind {
    /// The location, if this attribute is one.
    pub fn as_location(&self) -> Option<&LocKind> {
        match self {
            AttrKind::Location(l) => Some(l),
            _ => None,
        }
    }

    /// The entries, if this is a dictionary.
    pub fn as_dictionary(&self) -> Option<&[NamedAttr]> {
        match self {
            AttrKind::Dictionary(d) => Some(d),
            _ => None,
        }
    }
}

/// Looks up `name` in sorted dictionary entries.
pub fn dict_get(entries: &[NamedAttr], name: Ident) -> Option<Attribute> {
    entries.iter().find(|e| e.name == name).map(|e| e.value)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Context;

    /// Inline dictionary entries cost no memory beyond the attribute's slot, and a
    /// dictionary compares and hashes equal however its entries are stored.
    #[test]
    fn small_dictionaries_are_inline_and_equal_to_spilled_ones() {
        assert_eq!(std::mem::size_of::<AttrKind>(), 32);
        let ctx = Context::new();
        let e = |n: &str, v: i64| NamedAttr {
            name: ctx.ident(n),
            value: ctx.i64_attr(v),
        };
        let two = DictEntries::from_slice(&[e("a", 1), e("b", 2)]);
        assert!(!two.spilled());
        let mut spilled = DictEntries::with_capacity(3);
        spilled.extend([e("a", 1), e("b", 2)]);
        assert!(spilled.spilled());
        assert_eq!(
            AttrKind::Dictionary(two.clone()),
            AttrKind::Dictionary(spilled.clone())
        );
        let h = |k: &AttrKind| rustc_hash::FxBuildHasher.hash_one(k);
        use std::hash::BuildHasher;
        assert_eq!(
            h(&AttrKind::Dictionary(two)),
            h(&AttrKind::Dictionary(spilled))
        );
        // Interned through the context, the two spellings are one attribute.
        let a = ctx.dict_attr(&[e("b", 2), e("a", 1)]);
        let b = ctx.intern_attr(AttrKind::Dictionary(DictEntries::from_slice(&[
            e("a", 1),
            e("b", 2),
        ])));
        assert_eq!(a, b);
    }
}
