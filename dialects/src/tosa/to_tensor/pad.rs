//! `tosa.pad` -> `tensor.pad` (upstream `PadConverter`): the pad value is
//! element 0 of `pad_const` (a `tensor.extract`, folded to a constant when
//! `pad_const` is one), the low and high amounts index constants from the
//! `tosa.const_shape` padding.

use super::index::{self, const_shape_values};
use crate::common::mixed::i64_array;
use crate::tensor::ops as tensor;
use crate::tensor::ranked_tensor;
use crate::tosa::ops as tosa;
use ir::conversion::ConversionPatternRewriter;
use ir::rewrite::InsertPoint;
use ir::types::DYNAMIC;
use ir::{OpId, Value};

/// The pattern.
pub(super) fn convert(op: OpId, _: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
    let Some(pad) = tosa::PadOp::cast(rw.ctx, rw.arena, op) else {
        return false;
    };
    let loc = rw.arena.op_loc(op);
    let input = pad.input1(rw.ctx, rw.arena);
    let result_ty = rw.arena.value_type(pad.output(rw.ctx, rw.arena));
    let Some((shape, element, _)) = ranked_tensor(rw.ctx, rw.arena.value_type(input)) else {
        return false;
    };
    let Some(padding) = const_shape_values(rw, pad.padding(rw.ctx, rw.arena)) else {
        return false;
    };
    if padding.len() != 2 * shape.len() {
        return false;
    }
    let pad_const = pad.pad_const(rw.ctx, rw.arena);
    let Some(zero) = index::constant(rw, loc, 0) else {
        return false;
    };
    let Ok(extracted) = rw.create_or_fold(loc, |b| {
        Ok(tensor::ExtractOp::build(b, element, pad_const, &[zero])?.op())
    }) else {
        return false;
    };
    let Some(&pad_value) = extracted.first() else {
        return false;
    };
    let mut low = Vec::with_capacity(shape.len());
    let mut high = Vec::with_capacity(shape.len());
    for pair in padding.chunks(2) {
        let (Some(l), Some(h)) = (index::constant(rw, loc, pair[0]), index::constant(rw, loc, pair[1])) else {
            return false;
        };
        low.push(l);
        high.push(h);
    }
    let Some(dynamic) = i64_array(rw.ctx, &vec![DYNAMIC; shape.len()]) else {
        return false;
    };
    let Ok(new) = rw.build(loc, |b| {
        Ok(tensor::PadOp::build(b, result_ty, input, &low, &high, dynamic, dynamic, None)?.op())
    }) else {
        return false;
    };
    // The body: one index argument per dimension, yielding the pad value.
    let index_ty = rw.ctx.index_type();
    let block = rw.create_block(&vec![(index_ty, loc); shape.len()]);
    let Some(&region) = rw.arena.regions(new).first() else {
        return false;
    };
    rw.arena.append_block(region, block);
    let ip = rw.insertion_point();
    rw.set_insertion_point(InsertPoint::End(block));
    let yielded = rw.build(loc, |b| Ok(tensor::YieldOp::build(b, pad_value)?.op()));
    rw.set_insertion_point(ip);
    if yielded.is_err() {
        return false;
    }
    let result = rw.arena.result(new, 0);
    rw.replace_op(op, &[result]);
    true
}
