//! The vector dialect's folders and canonicalization patterns, as MLIR
//! 22's `VectorOps.cpp` has them: `vector.extract` ([`extract`]),
//! `vector.insert` ([`insert`]), `vector.from_elements` and
//! `vector.shuffle` ([`elements`]), and `vector.broadcast`,
//! `vector.bitcast`, `vector.shape_cast` and `vector.transpose`
//! ([`casts`]), `vector.reduction` ([`reduction`]), constant masks and the masked memory ops ([`masks`]), the strided slices ([`slices`]) and the transfers' `in_bounds` ([`transfer`]); shared helpers in [`util`]. The dialect materializes
//! constants as arith does (`VectorDialect::materializeConstant`:
//! `ub.poison` or `arith.constant`), declared as `vector.ods`'s
//! `constant_materializer`.

pub mod casts;
pub mod elements;
pub mod extract;
pub mod insert;
pub mod masks;
pub mod reduction;
pub mod slices;
pub mod transfer;
pub mod util;

use ir::rewrite::PatternSet;
use ir::Context;

/// `populateVectorToVectorCanonicalizationPatterns`: the folders of
/// `vector.create_mask`, the masked memory ops and strided slices of
/// constant masks ([`masks`]), and `TransposeFolder`, in upstream's order.
pub fn populate_vector_to_vector_canonicalization_patterns(patterns: &mut PatternSet) {
    masks::add_patterns(patterns);
    casts::add_transpose_folder(patterns);
}

/// Registers the vector folders and patterns.
pub fn register(ctx: &Context) {
    casts::register(ctx);
    elements::register(ctx);
    extract::register(ctx);
    insert::register(ctx);
    masks::register(ctx);
    reduction::register(ctx);
    slices::register(ctx);
    transfer::register(ctx);
}
