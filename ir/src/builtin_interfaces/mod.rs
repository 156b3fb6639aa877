//! The builtin types' and attributes' implementations of upstream's type and
//! attribute interfaces (declared in `ods-dsl/src/builtin_interfaces.ods`, generated
//! into [`crate::interfaces`]): a marker struct per builtin kind
//! ([`crate::ods::DefImpl`] with the kind's key) and the interfaces upstream's
//! `BuiltinTypes.td`/`BuiltinAttributes.td` declare on it, attached when the context
//! is made:
//!
//! - `VectorElementTypeInterface`: `IntegerType`, `IndexType`, the float types;
//! - `FloatTypeInterface` (extending `VectorElementTypeInterface`): the float types
//!   ([`floats`]; [`float_kind`] is upstream's `dyn_cast<FloatType>`);
//! - `ShapedTypeInterface`: the ranked and unranked tensor and memref types, the
//!   vector type ([`shaped`]);
//! - `TypedAttrInterface`: the integer (and rods' `true`/`false`), float, string and
//!   elements attributes, upstream's typed `OpaqueAttr`; `ElementsAttrInterface`: the dense, dense string, dense
//!   resource and sparse elements attributes ([`typed_attrs`]);
//! - `MemRefLayoutAttrInterface`: the affine map and strided layout attributes
//!   ([`layouts`]);
//! - `PtrLikeTypeInterface`: the ranked and unranked memref types;
//!   `BlobAttrInterface`: the dense and dense resource elements attributes
//!   ([`pointers`]).
//!
//! `MemRefElementTypeInterface` has no builtin implementer: as upstream's
//! `BaseMemRefType::isValidElementType`, the memref parser accepts the builtin
//! element types by kind and asks the interface of the others (dialect types).

mod floats;
mod layouts;
mod pointers;
mod shaped;
mod typed_attrs;

pub use floats::float_kind;
pub use layouts::{memref_layout, verify_affine_map_as_layout};

use crate::interfaces::{VectorElementTypeInterface, VectorElementTypeInterfaceMethods};
use crate::ods::{DefImpl, DefKey};
use crate::Context;

/// Declares a marker struct standing for a builtin kind.
macro_rules! builtin_kind {
    ($($name:ident),*) => {$(
        #[doc = concat!("The builtin `", stringify!($name), "` kind, as an implementer of interfaces.")]
        pub struct $name;
        impl DefImpl for $name {
            const KEY: DefKey = DefKey::new("builtin", stringify!($name));
        }
    )*};
}

builtin_kind!(
    IntegerType,
    IndexType,
    FloatType,
    VectorType,
    RankedTensorType,
    UnrankedTensorType,
    MemRefType,
    UnrankedMemRefType,
    IntegerAttr,
    BoolAttr,
    FloatAttr,
    StringAttr,
    DenseIntOrFPElementsAttr,
    DenseStringElementsAttr,
    DenseResourceElementsAttr,
    SparseElementsAttr,
    OpaqueAttr,
    AffineMapAttr,
    StridedLayoutAttr
);

impl VectorElementTypeInterface for IntegerType {}
impl VectorElementTypeInterface for IndexType {}
impl VectorElementTypeInterface for FloatType {}

/// Attaches the builtin kinds' interface implementations to `ctx`.
pub fn register(ctx: &Context) {
    VectorElementTypeInterfaceMethods::attach::<IntegerType>(ctx);
    VectorElementTypeInterfaceMethods::attach::<IndexType>(ctx);
    floats::register(ctx);
    shaped::register(ctx);
    typed_attrs::register(ctx);
    layouts::register(ctx);
    pointers::register(ctx);
}
