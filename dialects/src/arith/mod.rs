//! The `arith` dialect: its ops and enum attributes (`arith.ods`), its
//! hand-written syntax and verifier hooks
//! (`syntax`), its folders (`folds`, `casts`, `cmpf`) and canonicalization
//! patterns (`patterns`).

pub mod atomic_rmw;
pub mod bufferize;
pub mod builders;
pub mod casts;
pub mod cmpf;
mod fast_math;
pub mod folds;
pub mod int_range;
pub mod int_range_narrowing;
pub mod int_range_optimizations;
pub mod patterns;
pub mod run;
mod select_like;
pub mod speculation;
pub mod syntax;
pub mod unsigned_when_equivalent;
mod vector_unroll;

use ir::registry::FoldHook;
use ir::Context;

// Hooks `arith.ods` names.
use crate::common::{i1_same_shape, is_typed_attr};

// The constant materializer `arith.ods` names (`constant_materializer`).
use crate::common::build::materialize;
crate::common::ods_ops!("arith");

/// Registers arith's folders (`OpFoldResult fold(...)` of each op) by op name.
pub fn register_folds(ctx: &Context) {
    use folds::*;
    use FoldHook::{InPlace, Pure};
    let reg = ctx.registry();
    let hooks: &[(&str, FoldHook)] = &[
        ("arith.constant", Pure(constant)),
        ("arith.addi", Pure(addi)),
        ("arith.subi", Pure(subi)),
        ("arith.muli", Pure(muli)),
        ("arith.divui", Pure(divui)),
        ("arith.divsi", Pure(divsi)),
        ("arith.ceildivui", Pure(ceildivui)),
        ("arith.ceildivsi", Pure(ceildivsi)),
        ("arith.floordivsi", Pure(floordivsi)),
        ("arith.remui", Pure(remui)),
        ("arith.remsi", Pure(remsi)),
        ("arith.andi", Pure(andi)),
        ("arith.ori", Pure(ori)),
        ("arith.xori", Pure(xori)),
        ("arith.shli", Pure(shli)),
        ("arith.shrui", Pure(shrui)),
        ("arith.shrsi", Pure(shrsi)),
        ("arith.maxsi", Pure(maxsi)),
        ("arith.minsi", Pure(minsi)),
        ("arith.maxui", Pure(maxui)),
        ("arith.minui", Pure(minui)),
        ("arith.cmpf", Pure(cmpf)),
        ("arith.select", Pure(select)),
        ("arith.index_cast", Pure(index_cast)),
        ("arith.index_castui", Pure(index_castui)),
        ("arith.bitcast", Pure(bitcast)),
        ("arith.addf", Pure(addf)),
        ("arith.subf", Pure(subf)),
        ("arith.mulf", Pure(mulf)),
        ("arith.divf", Pure(divf)),
        ("arith.remf", Pure(remf)),
        ("arith.negf", Pure(negf)),
        ("arith.maximumf", Pure(maximumf)),
        ("arith.minimumf", Pure(minimumf)),
        ("arith.maxnumf", Pure(maxnumf)),
        ("arith.minnumf", Pure(minnumf)),
        ("arith.sitofp", Pure(sitofp)),
        ("arith.uitofp", Pure(uitofp)),
        ("arith.fptosi", Pure(fptosi)),
        ("arith.fptoui", Pure(fptoui)),
        ("arith.extf", Pure(extf)),
        ("arith.truncf", Pure(truncf)),
        ("arith.addui_extended", Pure(addui_extended)),
        ("arith.mulsi_extended", Pure(mulsi_extended)),
        ("arith.mului_extended", Pure(mului_extended)),
        // Folders that may update the op in place.
        ("arith.cmpi", InPlace(cmpi)),
        ("arith.extui", InPlace(extui)),
        ("arith.extsi", InPlace(extsi)),
        ("arith.trunci", InPlace(trunci)),
    ];
    for &(name, hook) in hooks {
        reg.set_fold_hook(name, hook);
    }
}
