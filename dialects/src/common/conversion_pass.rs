//! The body of a pass that applies one set of conversion patterns
//! (`applyPartialConversion(getOperation(), target, patterns)`).

use ir::conversion::{apply_partial_conversion, ConversionConfig, ConversionPatternSet, ConversionTarget};
use ir::pass::PassFailure;
use ir::{Context, IrArena, OpId};

/// Applies the patterns `populate` adds as a partial conversion of `op`
/// to `target`; a failed conversion fails the pass (its error reported).
pub fn run_partial_conversion(
    ctx: &Context,
    arena: &mut IrArena,
    op: OpId,
    target: &ConversionTarget,
    populate: fn(&mut ConversionPatternSet),
) -> Result<(), PassFailure> {
    let mut patterns = ConversionPatternSet::new();
    populate(&mut patterns);
    apply_partial_conversion(ctx, arena, op, target, &patterns, ConversionConfig::default())?;
    Ok(())
}
