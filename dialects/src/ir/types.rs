//! Types: interned, `Copy` handles into the [`Context`](crate::Context).
//!
//! The builtin types follow MLIR's builtin dialect: integers (`iN`, `siN`,
//! `uiN`), `index`, the floating-point kinds LLVM 19 knows, `none`, function
//! and tuple types, ranked/unranked tensors, vectors, memrefs, complex, and
//! dialect types. A dialect type of a dialect we do not know is kept verbatim
//! ([`TypeKind::Opaque`]) so that it prints back exactly as it was read.

use crate::ir::attributes::Attribute;
use crate::ir::context::Ident;

/// A type: a `Copy` handle interned in a [`Context`](crate::Context).
///
/// Two handles from the same context are equal iff the types are equal.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Type(pub(crate) u32);

impl Type {
    /// The raw interner index (stable for the context's lifetime).
    pub fn as_u32(self) -> u32 {
        self.0
    }
}

impl std::fmt::Debug for Type {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "type{}", self.0)
    }
}

/// The dynamic-size marker in a shape (`?` in `tensor<?x4xf32>`), as MLIR's `ShapedType::kDynamic`.
pub const DYNAMIC: i64 = i64::MIN;

/// Signedness semantics of an integer type.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Signedness {
    /// `iN`: no sign semantics (printed as signed).
    Signless,
    /// `siN`.
    Signed,
    /// `uiN`.
    Unsigned,
}

/// The builtin floating-point types of LLVM 19's MLIR.
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum FloatKind {
    /// `f16`: IEEE binary16.
    F16,
    /// `bf16`: bfloat16 (8-bit exponent, 7-bit mantissa).
    BF16,
    /// `tf32`: NVIDIA TensorFloat-32 (8-bit exponent, 10-bit mantissa, 19 bits).
    TF32,
    /// `f32`: IEEE binary32.
    F32,
    /// `f64`: IEEE binary64.
    F64,
    /// `f80`: x87 extended precision (explicit integer bit).
    F80,
    /// `f128`: IEEE binary128.
    F128,
    /// `f8E5M2`: OCP FP8 E5M2 (IEEE-like, with infinities and NaNs).
    F8E5M2,
    /// `f8E4M3`: IEEE-like E4M3 with infinities and NaNs.
    F8E4M3,
    /// `f8E4M3FN`: OCP FP8 E4M3 (finite only; NaN is `S.1111.111`).
    F8E4M3FN,
    /// `f8E5M2FNUZ`: finite, unsigned zero; NaN is `0x80`; exponent bias 16.
    F8E5M2FNUZ,
    /// `f8E4M3FNUZ`: finite, unsigned zero; NaN is `0x80`; exponent bias 8.
    F8E4M3FNUZ,
    /// `f8E4M3B11FNUZ`: finite, unsigned zero; NaN is `0x80`; exponent bias 11.
    F8E4M3B11FNUZ,
}

impl FloatKind {
    /// All kinds, in keyword order.
    pub const ALL: [FloatKind; 13] = [
        FloatKind::F16,
        FloatKind::BF16,
        FloatKind::TF32,
        FloatKind::F32,
        FloatKind::F64,
        FloatKind::F80,
        FloatKind::F128,
        FloatKind::F8E5M2,
        FloatKind::F8E4M3,
        FloatKind::F8E4M3FN,
        FloatKind::F8E5M2FNUZ,
        FloatKind::F8E4M3FNUZ,
        FloatKind::F8E4M3B11FNUZ,
    ];

    /// The keyword that spells this type (`f16`, `f8E4M3FN`, ...).
    pub fn keyword(self) -> &'static str {
        match self {
            FloatKind::F16 => "f16",
            FloatKind::BF16 => "bf16",
            FloatKind::TF32 => "tf32",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::F80 => "f80",
            FloatKind::F128 => "f128",
            FloatKind::F8E5M2 => "f8E5M2",
            FloatKind::F8E4M3 => "f8E4M3",
            FloatKind::F8E4M3FN => "f8E4M3FN",
            FloatKind::F8E5M2FNUZ => "f8E5M2FNUZ",
            FloatKind::F8E4M3FNUZ => "f8E4M3FNUZ",
            FloatKind::F8E4M3B11FNUZ => "f8E4M3B11FNUZ",
        }
    }

    /// The kind spelled by `kw`, if any.
    pub fn from_keyword(kw: &str) -> Option<FloatKind> {
        FloatKind::ALL.into_iter().find(|k| k.keyword() == kw)
    }

    /// Storage width in bits (`tf32` is 19, `f80` is 80).
    pub fn bit_width(self) -> u32 {
        match self {
            FloatKind::F16 | FloatKind::BF16 => 16,
            FloatKind::TF32 => 19,
            FloatKind::F32 => 32,
            FloatKind::F64 => 64,
            FloatKind::F80 => 80,
            FloatKind::F128 => 128,
            _ => 8,
        }
    }
}

/// The structure of a type. Read it with [`Context::type_kind`](crate::Context::type_kind).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeKind {
    /// `iN`, `siN`, `uiN` (`width` in bits, 0 allowed, at most 2^24).
    Integer {
        /// Bit width.
        width: u32,
        /// Sign semantics.
        signedness: Signedness,
    },
    /// `index`: a target-sized integer (64 bits in our constant arithmetic).
    Index,
    /// A floating-point type.
    Float(FloatKind),
    /// `none`.
    None,
    /// `(inputs) -> results`.
    Function {
        /// Argument types.
        inputs: Box<[Type]>,
        /// Result types.
        results: Box<[Type]>,
    },
    /// `tuple<T, ...>`.
    Tuple(Box<[Type]>),
    /// `tensor<AxBxT[, encoding]>`; dimensions may be [`DYNAMIC`].
    RankedTensor {
        /// Dimension sizes (outermost first).
        shape: Box<[i64]>,
        /// Element type.
        element: Type,
        /// Optional encoding attribute.
        encoding: Option<Attribute>,
    },
    /// `tensor<*xT>`.
    UnrankedTensor {
        /// Element type.
        element: Type,
    },
    /// `vector<AxBxT>`; `scalable[i]` marks a `[N]` dimension.
    Vector {
        /// Dimension sizes (all positive).
        shape: Box<[i64]>,
        /// Per-dimension scalability flags (same length as `shape`).
        scalable: Box<[bool]>,
        /// Element type.
        element: Type,
    },
    /// `memref<AxBxT[, layout][, memory_space]>`.
    MemRef {
        /// Dimension sizes; may be [`DYNAMIC`].
        shape: Box<[i64]>,
        /// Element type.
        element: Type,
        /// Layout (affine map or strided attribute); `None` is the identity.
        layout: Option<Attribute>,
        /// Memory space attribute.
        memory_space: Option<Attribute>,
    },
    /// `memref<*xT[, memory_space]>`.
    UnrankedMemRef {
        /// Element type.
        element: Type,
        /// Memory space attribute.
        memory_space: Option<Attribute>,
    },
    /// `complex<T>`.
    Complex(Type),
    /// A type of an unregistered dialect, kept verbatim: `!dialect.body` (body
    /// is `name<...>` or any pretty text) or `!dialect<"body">`.
    Opaque {
        /// The dialect namespace.
        dialect: Ident,
        /// The text after `!dialect.` (or inside `<"...">`).
        body: Box<str>,
    },
    /// A type of a registered dialect: `!dialect.name<params>`; the dialect's
    /// hooks parse and print the parameters.
    Dialect {
        /// The dialect namespace.
        dialect: Ident,
        /// The type's mnemonic.
        name: Ident,
        /// The parameters (types are wrapped in type attributes).
        params: Box<[Attribute]>,
    },
}

impl TypeKind {
    /// True for builtin shaped types (tensor, vector, memref) with a rank.
    pub fn is_ranked_shaped(&self) -> bool {
        matches!(
            self,
            TypeKind::RankedTensor { .. } | TypeKind::Vector { .. } | TypeKind::MemRef { .. }
        )
    }

    /// The shape of a ranked tensor, vector or memref.
    pub fn shape(&self) -> Option<&[i64]> {
        match self {
            TypeKind::RankedTensor { shape, .. }
            | TypeKind::Vector { shape, .. }
            | TypeKind::MemRef { shape, .. } => Some(shape),
            _ => None,
        }
    }

    /// The element type of a tensor, vector, memref or complex type.
    pub fn element_type(&self) -> Option<Type> {
        match self {
            TypeKind::RankedTensor { element, .. }
            | TypeKind::UnrankedTensor { element }
            | TypeKind::Vector { element, .. }
            | TypeKind::MemRef { element, .. }
            | TypeKind::UnrankedMemRef { element, .. }
            | TypeKind::Complex(element) => Some(*element),
            _ => None,
        }
    }
}
