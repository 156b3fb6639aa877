//! Dialect conversion (`mlir/Transforms/DialectConversion.h`): convert the
//! IR to what a [`ConversionTarget`] accepts with [`ConversionPattern`]s
//! that see their op's operands already converted, types changed by a
//! [`TypeConverter`] with source/target materializations, every change
//! journaled by the [`ConversionPatternRewriter`] so that a failing
//! pattern is rolled back, and partial, full and analysis drivers with
//! MLIR's diagnostics.

pub mod cost_model;
pub mod driver;
pub mod pattern;
pub mod rewriter;
pub mod target;
pub mod type_converter;

pub use driver::{
    apply_analysis_conversion, apply_full_conversion, apply_partial_conversion, ConversionConfig, ConversionMode,
};
pub use pattern::{
    one_to_one_operands, ConversionFnNPtr, ConversionFnPtr, ConversionPattern, ConversionPatternSet,
    FnConversionPattern, PatternFn,
};
pub use rewriter::{ConversionPatternRewriter, JournalMark, MaterializationKind};
pub use target::{ConversionTarget, Legality, LegalityFn, LegalizationAction};
pub use type_converter::{
    ConversionFn, MaterializationFn, MaterializationRequest, MultiMaterializationFn, SignatureConversion,
    TypeConversion, TypeConverter,
};

#[cfg(test)]
mod tests;
