//! TOSA's shape inference of the block-scaled (MXFP) ops, as mlir-opt-22
//! infers them: `cast_from_block_scaled` (the data's shape),
//! `cast_to_block_scaled` (the input's shape, and for the scales its last
//! size divided by the block size) and `matmul_t_block_scaled` (`[N, H,
//! W]` from A's `[N, H, C]` and the transposed B's `[D, W, C]`, a batch `D`
//! of 1 broadcasting).

use super::super::verify::dim;
use super::super::*;
use super::{infer_components, input_components, one, shape_of};
use ir::ods::infer::InferInputs;
use ir::ods::infer_shaped::{ComponentsResult, ShapedTypeComponents};

infer_components! {
    /// The shape of `input_data`.
    CastFromBlockScaledOp, |ctx, inputs, a| {
        one(input_components(ctx, &inputs, a.input_data()))
    }
}

infer_components! {
    /// The input's shape for the data; for the scales the same with the
    /// last size divided by the block size (dynamic stays dynamic).
    CastToBlockScaledOp, |ctx, inputs, a| {
        let Some(shape) = a.input_data().and_then(|v| shape_of(ctx, &inputs, v)) else {
            return Ok(vec![ShapedTypeComponents::unranked(), ShapedTypeComponents::unranked()]);
        };
        let block = a.block_size().map_or(32, |b| b.to_i64());
        let mut scales = shape.to_vec();
        if let Some(last) = scales.last_mut().filter(|d| **d != DYNAMIC) {
            *last = last.checked_div(block).ok_or(None)?;
        }
        Ok(vec![ShapedTypeComponents::ranked(shape.to_vec()), ShapedTypeComponents::ranked(scales)])
    }
}

infer_components! {
    /// `[N, H, W]`: `N` and `H` from `a_data`, else `a_scale`; `W` from
    /// `b_data`, else `b_scale`, which give `N` too unless their batch is 1.
    MatmulTBlockScaledOp, |ctx, inputs, a| {
        let shape = |v: Option<Value>| v.and_then(|v| shape_of(ctx, &inputs, v));
        let mut out = [DYNAMIC; 3];
        let mut fill = |slot: usize, d: i64| {
            if out[slot] == DYNAMIC {
                out[slot] = d;
            }
        };
        for s in [shape(a.a_data()), shape(a.a_scale())].into_iter().flatten() {
            fill(0, dim(Some(s), 0));
            fill(1, dim(Some(s), 1));
        }
        for s in [shape(a.b_data()), shape(a.b_scale())].into_iter().flatten() {
            if dim(Some(s), 0) != 1 {
                fill(0, dim(Some(s), 0));
            }
            fill(2, dim(Some(s), 1));
        }
        one(ShapedTypeComponents::ranked(out.to_vec()))
    }
}
