//! Reified result shapes (upstream `ReifyRankedShapedTypeOpInterface`, declared
//! in `ods-dsl`'s `interfaces.ods`): per result, per dimension an
//! [`OpFoldResult`] (an index attribute or a value) that ops compute from their
//! operands, creating the ops they need through the rewriter; the interface's
//! default bodies and upstream's free functions `reifyResultShapes` and
//! `reifyDimOfResult`, which ask an op through the interface.

use crate::apint::ApInt;
use crate::attrs::{Attr, AttrKind};
use crate::body::OpId;
use crate::context::Context;
use crate::interfaces::ReifyRankedShapedTypeOpInterfaceRef;
use crate::rewrite::PatternRewriter;

/// Upstream's `OpFoldResult`: a constant (an attribute: an `index` integer for
/// a shape) or an SSA value, the folders' [`FoldResult`](crate::ods::FoldResult).
pub use crate::ods::FoldResult as OpFoldResult;

impl crate::ods::FoldResult {
    /// The `index` integer attribute `value` (`OpBuilder::getIndexAttr`).
    pub fn index(ctx: &Context, value: i64) -> OpFoldResult {
        OpFoldResult::Attr(index_attr(ctx, value))
    }

    /// The constant integer this holds, if it is an integer attribute
    /// (`getConstantIntValue` without looking through constant ops).
    pub fn constant_int(&self, ctx: &Context) -> Option<i64> {
        match self {
            OpFoldResult::Attr(a) => match ctx.attr_kind(*a) {
                AttrKind::Integer { value, .. } => value.to_i128().and_then(|v| i64::try_from(v).ok()),
                _ => None,
            },
            OpFoldResult::Value(_) => None,
        }
    }
}

/// The reified shape of one result: an entry per dimension, `None` where the
/// dimension cannot be computed (upstream's null `OpFoldResult()`).
pub type ReifiedShape = Vec<Option<OpFoldResult>>;

/// Upstream's `ReifiedRankedShapedTypeDims`: one [`ReifiedShape`] per ranked
/// shaped result, in result order.
pub type ReifiedRankedShapedTypeDims = Vec<ReifiedShape>;

/// Why reifying one result or dimension failed (`reifyShapeOfResult`'s and
/// `reifyDimOfResult`'s failures).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReifyError {
    /// The op could not reify its shapes (a failure without a message).
    Failed,
    /// The index is out of range: the op reported `'name' op MESSAGE`
    /// (`invalid result index`, `invalid dimension`) through the rewriter
    /// already, as upstream's implementations do with `op->emitOpError`
    /// (an error that does not fail the pass). Made by
    /// [`ReifyError::invalid`].
    Invalid(&'static str),
}

impl ReifyError {
    /// Reports `'name' op MESSAGE` on `op` through the rewriter (upstream's
    /// `op->emitOpError(message)` inside an implementation of the
    /// interface) and gives the error to return: whoever asks the
    /// interface, the diagnostic reaches the rewriter's sink.
    pub fn invalid(rw: &mut PatternRewriter<'_>, op: OpId, message: &'static str) -> ReifyError {
        rw.emit_op_diagnostic(op, crate::diag::Severity::Error, message);
        ReifyError::Invalid(message)
    }
}

/// What reifying one dimension gives: its size (`None` when it cannot be
/// computed), or why it failed (`FailureOr<OpFoldResult>`).
pub type DimResult = Result<Option<OpFoldResult>, ReifyError>;

/// The `index` integer attribute `value`.
pub fn index_attr(ctx: &Context, value: i64) -> Attr {
    ctx.get_attr(AttrKind::Integer {
        ty: ctx.index_type(),
        value: ApInt::from_u128(64, u128::from(value as u64)),
    })
}

/// `reifyShapeOfResult`'s default body: result `index` of the shapes `shapes`
/// reified by `op` (`invalid result index` reported on `op` past the last).
pub fn shape_of_result(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    shapes: Option<ReifiedRankedShapedTypeDims>,
    index: usize,
) -> Result<ReifiedShape, ReifyError> {
    let mut shapes = shapes.ok_or(ReifyError::Failed)?;
    if index >= shapes.len() {
        return Err(ReifyError::invalid(rw, op, "invalid result index"));
    }
    Ok(shapes.swap_remove(index))
}

/// `reifyDimOfResult`'s default body: dimension `dim` of the reified result
/// shape `shape` of `op` (`invalid dimension` reported on `op` past the
/// rank).
pub fn dim_of_result(
    rw: &mut PatternRewriter<'_>,
    op: OpId,
    shape: Result<ReifiedShape, ReifyError>,
    dim: usize,
) -> DimResult {
    let shape = shape?;
    match shape.get(dim) {
        Some(size) => Ok(*size),
        None => Err(ReifyError::invalid(rw, op, "invalid dimension")),
    }
}

/// `reifyResultShapes(b, op, shapes)`: the shapes of `op`'s results if it
/// implements `ReifyRankedShapedTypeOpInterface` and can reify them.
pub fn reify_result_shapes(rw: &mut PatternRewriter<'_>, op: OpId) -> Option<ReifiedRankedShapedTypeDims> {
    let reifiable = ReifyRankedShapedTypeOpInterfaceRef::get(rw.ctx, rw.arena, op)?;
    reifiable.reify_result_shapes(rw)
}

/// `reifyDimOfResult(b, op, result, dim)`: dimension `dim` of result `result`
/// of `op` through the interface (`Failed` when `op` does not implement it).
/// An out-of-range index has been reported through the rewriter by the op's
/// implementation (the interface's default bodies, as upstream's, emit
/// `'name' op invalid dimension`): an error that does not fail the pass.
pub fn reify_dim_of_result(rw: &mut PatternRewriter<'_>, op: OpId, result: usize, dim: usize) -> DimResult {
    let reifiable = ReifyRankedShapedTypeOpInterfaceRef::get(rw.ctx, rw.arena, op).ok_or(ReifyError::Failed)?;
    reifiable.reify_dim_of_result(rw, result, dim)
}
