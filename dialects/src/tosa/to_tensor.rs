//! `tosa-to-tensor` (upstream `TosaToTensor`): a partial conversion with
//! `tosa.reshape`, `tosa.slice`, `tosa.pad` and `tosa.concat` illegal and
//! the arith and tensor dialects legal, each op rewritten by upstream's
//! pattern (collapse/expand pair, `tensor.extract_slice`, `tensor.pad`,
//! `tensor.empty` plus `tensor.insert_slice`s), building ops with
//! `createOrFold` where upstream does. The shape operands must be
//! `tosa.const_shape` values, as upstream requires.

mod concat;
pub(crate) mod index;
mod pad;
pub(crate) mod reshape;
mod slice;

use ir::conversion::{ConversionPatternSet, ConversionTarget};

/// The patterns of `tosa-to-tensor` (`populateTosaToTensorConversionPatterns`).
/// Their operands are converted with TOSA's type conversion (unsigned
/// integers to signless).
pub fn populate_patterns(patterns: &mut ConversionPatternSet) {
    let c = Some(super::type_conversion::type_converter());
    patterns.add_fn("ReshapeConverter", "tosa.reshape", 1, c.clone(), reshape::convert);
    patterns.add_fn("SliceConverter", "tosa.slice", 1, c.clone(), slice::convert);
    patterns.add_fn("PadConverter", "tosa.pad", 1, c.clone(), pad::convert);
    patterns.add_fn("ConcatConverter", "tosa.concat", 1, c, concat::convert);
}

/// The conversion target of `tosa-to-tensor`.
pub fn target() -> ConversionTarget {
    let mut target = ConversionTarget::new();
    for op in ["tosa.concat", "tosa.reshape", "tosa.slice", "tosa.pad"] {
        target.add_illegal_op(op);
    }
    target.add_legal_dialect("arith").add_legal_dialect("tensor");
    target
}

crate::common::pass::pass_without_options! {
    /// The pass.
    pub struct TosaToTensor("tosa-to-tensor", "TosaToTensorPass", anchor "func.func");
    fn run(ctx, arena, op, pc) {
        crate::common::conversion_pass::run_partial_conversion(ctx, arena, op, &target(), populate_patterns, pc)
    }
}
