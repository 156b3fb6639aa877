//! Builtin types. A [`Type`] is a small `Copy` handle into the context's
//! interner; two types are equal exactly when their handles are equal.

use crate::attrs::Attr;
use crate::float::FloatKind;

/// A uniqued type. Only meaningful with the [`crate::Context`] that made it.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Type(pub(crate) u32);

impl Type {
    /// The raw interner index (dense, stable for the context's lifetime).
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// Signedness semantics of an integer type.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Signedness {
    /// `iN`
    Signless,
    /// `siN`
    Signed,
    /// `uiN`
    Unsigned,
}

/// The largest integer width MLIR accepts (`IntegerType::kMaxWidth`).
pub const MAX_INT_WIDTH: u32 = (1 << 24) - 1;

/// The dimension size that stands for `?` in shaped types.
pub const DYNAMIC: i64 = i64::MIN;

/// What a type is.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeKind {
    /// `i32`, `si8`, `ui16`, ...
    Integer {
        /// Width in bits.
        width: u32,
        /// Signedness.
        signedness: Signedness,
    },
    /// `index`
    Index,
    /// `f32`, `bf16`, `f8E4M3FN`, ...
    Float(FloatKind),
    /// `none`
    None,
    /// `complex<T>`
    Complex(Type),
    /// `tuple<...>`
    Tuple(Vec<Type>),
    /// `(inputs) -> results`
    Function {
        /// Argument types.
        inputs: Vec<Type>,
        /// Result types.
        results: Vec<Type>,
    },
    /// `vector<4x[8]xf32>`
    Vector {
        /// Dimension sizes (always static).
        shape: Vec<i64>,
        /// Per dimension, whether it is scalable (`[8]`).
        scalable: Vec<bool>,
        /// Element type.
        element: Type,
    },
    /// `tensor<4x?xf32, encoding>`
    RankedTensor {
        /// Dimension sizes; [`DYNAMIC`] for `?`.
        shape: Vec<i64>,
        /// Element type.
        element: Type,
        /// Optional encoding attribute.
        encoding: Option<Attr>,
    },
    /// `tensor<*xf32>`
    UnrankedTensor {
        /// Element type.
        element: Type,
    },
    /// `memref<4x?xf32, layout, space>`
    MemRef {
        /// Dimension sizes; [`DYNAMIC`] for `?`.
        shape: Vec<i64>,
        /// Element type.
        element: Type,
        /// Layout attribute (affine map or strided); `None` is the identity.
        layout: Option<Attr>,
        /// Memory space attribute.
        memory_space: Option<Attr>,
    },
    /// `memref<*xf32, space>`
    UnrankedMemRef {
        /// Element type.
        element: Type,
        /// Memory space attribute.
        memory_space: Option<Attr>,
    },
    /// A type declared with parameters (`typedef` in `.ods`, MLIR's
    /// `TypeDef`): its definition and typed parameter values, printed and
    /// parsed in the definition's assembly format.
    Dialect(Box<crate::dialect_attr::DialectType>),
    /// A type of a dialect rods does not know: `!dialect.body` or `!dialect<"...">`.
    Opaque {
        /// Dialect namespace.
        dialect: String,
        /// Everything after the namespace, as written (without the leading `.`).
        data: String,
    },
}

impl TypeKind {
    /// Shape of a ranked shaped type (vector, ranked tensor, memref).
    pub fn shape(&self) -> Option<&[i64]> {
        match self {
            TypeKind::Vector { shape, .. } | TypeKind::RankedTensor { shape, .. } | TypeKind::MemRef { shape, .. } => {
                Some(shape)
            }
            _ => None,
        }
    }

    /// Element type of a shaped type (vector, tensor, memref) or complex.
    pub fn element(&self) -> Option<Type> {
        match self {
            TypeKind::Vector { element, .. }
            | TypeKind::RankedTensor { element, .. }
            | TypeKind::UnrankedTensor { element }
            | TypeKind::MemRef { element, .. }
            | TypeKind::UnrankedMemRef { element, .. }
            | TypeKind::Complex(element) => Some(*element),
            _ => None,
        }
    }

    /// Whether this is a vector or tensor (the types dense elements may have).
    pub fn is_vector_or_tensor(&self) -> bool {
        matches!(
            self,
            TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
        )
    }
}

/// Whether a memref layout is an identity affine map (MLIR's
/// `MemRefLayoutAttrInterface::isIdentity`): `(d0, ..., dn) -> (d0, ..., dn)`,
/// with or without symbols. Such a layout is not printed; the one without
/// symbols is the default layout, which [`TypeKind::MemRef`] stores as `None`.
pub fn is_identity_layout(ctx: &crate::Context, layout: Attr) -> bool {
    matches!(ctx.attr_kind(layout), crate::AttrKind::AffineMap(m) if m.is_identity())
}
