//! `tosa.slice` -> `tensor.extract_slice` (upstream `SliceConverter`):
//! static offsets and sizes from the `tosa.const_shape` operands, a `-1`
//! size becoming `tensor.dim - start`; the shape constants are erased when
//! the slice was their only user.

use super::index::{self, const_shape_values};
use crate::common::mixed::i64_array;
use crate::tensor::ops as tensor;
use crate::tensor::ranked_tensor;
use crate::tosa::ops as tosa;
use ir::conversion::ConversionPatternRewriter;
use ir::types::DYNAMIC;
use ir::{OpId, Value};

/// The pattern.
pub(super) fn convert(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
    let Some(slice) = tosa::SliceOp::cast(rw.ctx, rw.arena, op) else {
        return false;
    };
    let Some(&input) = operands.first() else { return false };
    let loc = rw.arena.op_loc(op);
    let result_ty = rw.arena.value_type(slice.output(rw.ctx, rw.arena));
    let Some((result_shape, _, _)) = ranked_tensor(rw.ctx, result_ty) else {
        return false;
    };
    let (start, size) = (slice.start(rw.ctx, rw.arena), slice.size(rw.ctx, rw.arena));
    let (Some(starts), Some(sizes)) = (const_shape_values(rw, start), const_shape_values(rw, size)) else {
        return false;
    };
    if starts.len() != sizes.len() {
        return false;
    }
    let mut static_sizes = Vec::with_capacity(sizes.len());
    let mut dynamic_sizes = Vec::new();
    for (i, &s) in sizes.iter().enumerate() {
        if s != -1 {
            static_sizes.push(s);
            continue;
        }
        static_sizes.push(DYNAMIC);
        let Some(dim) = index::dim_at(rw, loc, input, i) else {
            return false;
        };
        let Some(offset) = index::constant(rw, loc, starts[i]) else {
            return false;
        };
        let Some(sub) = rw
            .build(loc, |b| {
                crate::arith::builders::subi(b, b.ctx.index_type(), dim, offset)
            })
            .ok()
        else {
            return false;
        };
        dynamic_sizes.push(rw.arena.result(sub, 0));
    }
    let strides = vec![1; result_shape.len()];
    let (Some(so), Some(ss), Some(st)) = (
        i64_array(rw.ctx, &starts),
        i64_array(rw.ctx, &static_sizes),
        i64_array(rw.ctx, &strides),
    ) else {
        return false;
    };
    let Ok(new) = rw.build(loc, |b| {
        Ok(tensor::ExtractSliceOp::build(b, result_ty, input, &[], &dynamic_sizes, &[], so, ss, st)?.op())
    }) else {
        return false;
    };
    let result = rw.arena.result(new, 0);
    rw.replace_op(op, &[result]);
    for shape in [start, size] {
        if let Some(def) = rw.arena.defining_op(shape) {
            if rw.arena.has_one_use(shape) && !rw.is_ignored(def) {
                rw.erase_op(def);
            }
        }
    }
    true
}
