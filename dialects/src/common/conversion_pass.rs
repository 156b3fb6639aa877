//! The body of a pass that applies one set of conversion patterns
//! (`applyPartialConversion(getOperation(), target, patterns)`), and the
//! table form of such a set.

use ir::conversion::ConversionFnPtr;
use ir::conversion::{apply_partial_conversion, ConversionConfig, ConversionPatternSet, ConversionTarget};
use ir::pass::{PassContext, PassFailure};
use ir::{Context, IrArena, OpId};

/// Applies the patterns `populate` adds as a partial conversion of `op`
/// to `target`; what they emit goes to `pc`, and a failed conversion fails
/// the pass (its error reported).
pub fn run_partial_conversion(
    ctx: &Context,
    arena: &mut IrArena,
    op: OpId,
    target: &ConversionTarget,
    populate: fn(&mut ConversionPatternSet),
    pc: &mut PassContext,
) -> Result<(), PassFailure> {
    let mut patterns = ConversionPatternSet::new();
    populate(&mut patterns);
    apply_partial_conversion(ctx, arena, op, target, &patterns, ConversionConfig::default(), pc)?;
    Ok(())
}

/// A conversion pattern of a table: upstream's pattern name, the op it
/// rewrites and the rewrite.
pub type PatternEntry = (&'static str, &'static str, ConversionFnPtr);

/// Adds the patterns of `table` to `patterns`, in order, each with benefit 1
/// and no type converter.
pub fn add_patterns(patterns: &mut ConversionPatternSet, table: &[PatternEntry]) {
    for &(name, root, apply) in table {
        patterns.add_fn(name, root, 1, None, apply);
    }
}
