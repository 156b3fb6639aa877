//! `CastOpInterface` of `test.cast_then_shape` and `test.shape_then_cast`, the
//! ops showing that an interface's verifier runs where the op lists it among
//! its traits: a cast keeps its element type.

use super::{CastThenShapeOp, ShapeThenCastOp};
use ir::interfaces::CastOpInterface;
use ir::{Context, Type};

/// One input and one output of the same element type (or scalar type).
fn same_element_type(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
    let elem = |t: Type| ir::ods::values::element_type_or_self(ctx, t);
    matches!((inputs, outputs), (&[a], &[b]) if elem(a) == elem(b))
}

impl CastOpInterface for CastThenShapeOp {
    /// Casts that keep the element type.
    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        same_element_type(ctx, inputs, outputs)
    }
}

impl CastOpInterface for ShapeThenCastOp {
    /// Casts that keep the element type.
    fn are_cast_compatible(ctx: &Context, inputs: &[Type], outputs: &[Type]) -> bool {
        same_element_type(ctx, inputs, outputs)
    }
}
