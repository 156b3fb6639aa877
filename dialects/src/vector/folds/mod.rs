//! The vector dialect's folders and canonicalization patterns, as MLIR
//! 22's `VectorOps.cpp` has them: `vector.extract` ([`extract`]),
//! `vector.insert` ([`insert`]), `vector.from_elements` and
//! `vector.shuffle` ([`elements`]), and `vector.broadcast`,
//! `vector.bitcast`, `vector.shape_cast` and `vector.transpose`
//! ([`casts`]), `vector.reduction` ([`reduction`]), the strided slices ([`slices`]) and the transfers' `in_bounds` ([`transfer`]); shared helpers in [`util`]. The dialect materializes
//! constants as arith does (`VectorDialect::materializeConstant`:
//! `ub.poison` or `arith.constant`), declared as `vector.ods`'s
//! `constant_materializer`.

pub mod casts;
pub mod elements;
pub mod extract;
pub mod insert;
pub mod reduction;
pub mod slices;
pub mod transfer;
pub mod util;

use ir::Context;

/// Registers the vector folders and patterns.
pub fn register(ctx: &Context) {
    casts::register(ctx);
    elements::register(ctx);
    extract::register(ctx);
    insert::register(ctx);
    reduction::register(ctx);
    slices::register(ctx);
    transfer::register(ctx);
}
