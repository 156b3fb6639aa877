//! The `arith` dialect: its ops and enum attributes (`arith.ods`), its
//! hand-written syntax and verifier hooks
//! (`syntax`), its folders (`folds`, `casts`, `cmpf`) and canonicalization
//! patterns (`patterns`).

pub mod atomic_rmw;
pub mod bufferize;
pub mod builders;
pub mod casts;
pub mod cmpf;
pub mod folds;
pub mod patterns;
pub mod run;
pub mod speculation;
pub mod syntax;

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
    let reg = ctx.registry();
    let pure: &[(&str, ir::ods::schema::FoldFn)] = &[
        ("arith.constant", constant),
        ("arith.addi", addi),
        ("arith.subi", subi),
        ("arith.muli", muli),
        ("arith.divui", divui),
        ("arith.divsi", divsi),
        ("arith.ceildivui", ceildivui),
        ("arith.ceildivsi", ceildivsi),
        ("arith.floordivsi", floordivsi),
        ("arith.remui", remui),
        ("arith.remsi", remsi),
        ("arith.andi", andi),
        ("arith.ori", ori),
        ("arith.xori", xori),
        ("arith.shli", shli),
        ("arith.shrui", shrui),
        ("arith.shrsi", shrsi),
        ("arith.maxsi", maxsi),
        ("arith.minsi", minsi),
        ("arith.maxui", maxui),
        ("arith.minui", minui),
        ("arith.cmpf", cmpf),
        ("arith.select", select),
        ("arith.index_cast", index_cast),
        ("arith.index_castui", index_castui),
        ("arith.bitcast", bitcast),
        ("arith.addf", addf),
        ("arith.subf", subf),
        ("arith.mulf", mulf),
        ("arith.divf", divf),
        ("arith.remf", remf),
        ("arith.negf", negf),
        ("arith.maximumf", maximumf),
        ("arith.minimumf", minimumf),
        ("arith.maxnumf", maxnumf),
        ("arith.minnumf", minnumf),
        ("arith.sitofp", sitofp),
        ("arith.uitofp", uitofp),
        ("arith.fptosi", fptosi),
        ("arith.fptoui", fptoui),
        ("arith.extf", extf),
        ("arith.truncf", truncf),
        ("arith.addui_extended", addui_extended),
        ("arith.mulsi_extended", mulsi_extended),
        ("arith.mului_extended", mului_extended),
    ];
    for &(name, f) in pure {
        reg.set_fold_hook(name, FoldHook::Pure(f));
    }
    let in_place: &[(&str, ir::registry::FoldMutFn)] = &[
        ("arith.cmpi", cmpi),
        ("arith.extui", extui),
        ("arith.extsi", extsi),
        ("arith.trunci", trunci),
    ];
    for &(name, f) in in_place {
        reg.set_fold_hook(name, FoldHook::InPlace(f));
    }
}
