//! Transformation hooks of the upstream dialects, written in Rust on the
//! generic IR API while the dialects' `.ods` declarations are in progress:
//! the arith folders and canonicalization patterns, arith's constant
//! materializer, the op facts of every upstream op (`ConstantLike`,
//! `Commutative`, memory effects, ...: `op_facts.tsv`, extracted from the
//! MLIR 22 `.td` files by `extract_facts.py`), the `BranchOpInterface` of
//! `cf`, and the folds and patterns the canonicalizer needs for scf,
//! tensor, memref, index, linalg and vector.
//!
//! Everything is registered on op names through the registry's hooks
//! ([`ir::registry::OpTransforms`]), so generated ops and hand-written
//! Rust provide folders the same way.

pub mod arith_casts;
pub mod arith_cmpf;
pub mod arith_poison;
pub mod build;
pub mod cf;
pub mod consts;
pub mod facts;
pub mod float;
pub mod folds;
pub mod func;
pub mod index;
pub mod linalg;
pub mod memref;
pub mod mixed;
pub mod patterns;
pub mod scf;
pub mod scf_for;
pub mod scf_forall;
pub mod scf_if;
pub mod scf_parallel;
pub mod scf_region;
pub mod scf_while;
pub mod shape;
pub mod tensor;
pub mod vector;

use ir::registry::FoldHook;
use ir::Context;

/// Registers all of the module's hooks into `ctx`.
pub fn register(ctx: &Context) {
    facts::register(ctx);
    arith_poison::register(ctx);
    register_folds(ctx);
    arith_casts::register(ctx);
    ctx.registry().set_materialize_constant("arith", build::materialize);
    patterns::register(ctx);
    arith_cmpf::register(ctx);
    cf::register(ctx);
    cf::register_patterns(ctx);
    func::register(ctx);
    scf::register(ctx);
    scf_for::register(ctx);
    scf_while::register(ctx);
    scf_region::register(ctx);
    scf_parallel::register(ctx);
    scf_forall::register(ctx);
    vector::register(ctx);
    tensor::register(ctx);
    memref::register(ctx);
    index::register(ctx);
    linalg::register(ctx);
}

fn register_folds(ctx: &Context) {
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
