//! The builtin types' implementations of upstream's type interfaces (declared in
//! `ods-dsl/src/builtin_interfaces.ods`, generated into [`crate::interfaces`]): a
//! marker struct per builtin kind ([`crate::ods::DefImpl`] with the kind's key) and
//! the interfaces upstream declares on it, attached when the context is made (MLIR's
//! `BuiltinTypes.td` lists: `IntegerType`, `IndexType` and the float types are
//! `VectorElementTypeInterface`s).
//!
//! `MemRefElementTypeInterface` has no builtin implementer: as upstream's
//! `BaseMemRefType::isValidElementType`, the memref parser accepts the builtin
//! element types by kind and asks the interface of the others (dialect types).

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

builtin_kind!(IntegerType, IndexType, FloatType);

impl VectorElementTypeInterface for IntegerType {}
impl VectorElementTypeInterface for IndexType {}
impl VectorElementTypeInterface for FloatType {}

/// Attaches the builtin kinds' interface implementations to `ctx`.
pub fn register(ctx: &Context) {
    VectorElementTypeInterfaceMethods::attach::<IntegerType>(ctx);
    VectorElementTypeInterfaceMethods::attach::<IndexType>(ctx);
    VectorElementTypeInterfaceMethods::attach::<FloatType>(ctx);
}
