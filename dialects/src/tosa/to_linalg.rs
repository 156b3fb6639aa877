//! `tosa-to-linalg` (upstream `TosaToLinalg`): a full conversion with the
//! tosa dialect illegal (but for the ops upstream keeps: `tosa.const`,
//! `tosa.const_shape`, `tosa.apply_scale`, `tosa.cond_if`,
//! `tosa.while_loop`, `tosa.concat`, `tosa.slice`, `tosa.reshape`,
//! `tosa.pad`) and every other op legal. The elementwise ops become a
//! `tensor.empty` and a `linalg.generic` that broadcasts the inputs' unit
//! and dynamic dimensions (`elementwise`, `broadcast`, bodies in
//! `body` and `cast`); the reductions a `linalg.reduce` (`reduce`);
//! `tosa.rescale` a generic with `tosa.apply_scale` (`rescale`); `tile`,
//! `reverse`, `gather` and `argmax` generics (`data_movement`). An op no
//! pattern lowers fails the pass with MLIR's `failed to legalize operation`
//! error.

mod body;
mod broadcast;
mod cast;
mod data_movement;
mod elementwise;
mod reduce;
mod rescale;

use ir::conversion::{
    apply_full_conversion, ConversionConfig, ConversionPatternRewriter, ConversionPatternSet, ConversionTarget,
};
use ir::{OpId, Value};

/// The TOSA ops `tosa-to-linalg` leaves alone.
const KEPT: [&str; 9] = [
    "tosa.apply_scale",
    "tosa.cond_if",
    "tosa.const",
    "tosa.const_shape",
    "tosa.while_loop",
    "tosa.concat",
    "tosa.slice",
    "tosa.reshape",
    "tosa.pad",
];

/// The patterns of `tosa-to-linalg` rods has
/// (`populateTosaToLinalgConversionPatterns`, elementwise ops).
pub fn populate_patterns(patterns: &mut ConversionPatternSet) {
    for op in elementwise::OPS {
        patterns.add_fn("PointwiseConverter", op, 1, None, elementwise::convert);
    }
    for op in reduce::OPS {
        patterns.add_fn("ReduceConverter", op, 1, None, reduce::convert);
    }
    patterns
        .add_fn("TileConverter", "tosa.tile", 1, None, data_movement::tile)
        .add_fn("ReverseConverter", "tosa.reverse", 1, None, data_movement::reverse)
        .add_fn("GatherConverter", "tosa.gather", 1, None, data_movement::gather)
        .add_fn("ArgMaxConverter", "tosa.argmax", 1, None, data_movement::argmax)
        .add_fn("RescaleConverter", "tosa.rescale", 1, None, rescale::convert);
    patterns.add_fn("IdentityNConverter", "tosa.identity", 1, None, identity);
}

/// `tosa.identity` replaced by its operand (`IdentityNConverter`).
fn identity(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
    rw.replace_op(op, operands);
    true
}

/// The conversion target of `tosa-to-linalg`.
pub fn target() -> ConversionTarget {
    let mut target = ConversionTarget::new();
    target
        .add_legal_dialect("linalg")
        .add_legal_dialect("tensor")
        .add_legal_dialect("scf")
        .add_illegal_dialect("tosa");
    for op in KEPT {
        target.add_legal_op(op);
    }
    target.mark_unknown_op_dynamically_legal(|_, _, _| true);
    target
}

crate::common::pass::pass_without_options! {
    /// The pass.
    pub struct TosaToLinalg("tosa-to-linalg", "TosaToLinalg", anchor "func.func");
    fn run(ctx, arena, op, pc) {
        let mut patterns = ConversionPatternSet::new();
        populate_patterns(&mut patterns);
        apply_full_conversion(ctx, arena, op, &target(), &patterns, ConversionConfig::default(), pc)?;
        Ok(())
    }
}
