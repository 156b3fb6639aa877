//! `tosa.matmul` to `linalg.batch_matmul` into a zero-filled accumulator,
//! or `linalg.quantized_batch_matmul` when a zero point is not 0
//! (upstream `MatMulConverter`); dynamic batch, row and column sizes come
//! from `tensor.dim` of the operands.

use crate::common::consts as c;
use crate::linalg::ops as linalg;
use crate::tensor::ranked_tensor;
use crate::tosa::linalg_emit::{self as emit, Rw};
use crate::tosa::ops as tosa;
use crate::tosa::to_tensor::index;
use ir::types::DYNAMIC;
use ir::{OpId, Value};

/// The pattern.
pub(super) fn convert(op: OpId, operands: &[Value], rw: &mut Rw<'_>) -> bool {
    convert_matmul(op, operands, rw).is_some()
}

fn convert_matmul(op: OpId, operands: &[Value], rw: &mut Rw<'_>) -> Option<()> {
    let matmul = tosa::MatMulOp::cast(rw.ctx, rw.arena, op)?;
    let loc = rw.arena.op_loc(op);
    let (a, b) = (matmul.a(rw.ctx, rw.arena), matmul.b(rw.ctx, rw.arena));
    let output_ty = rw.arena.value_type(matmul.output(rw.ctx, rw.arena));
    let (shape, element, _) = ranked_tensor(rw.ctx, output_ty)?;
    let mut dynamic = Vec::new();
    for (i, (&d, source)) in shape.iter().zip([a, a, b]).enumerate() {
        if d == DYNAMIC {
            dynamic.push(index::dim_at(rw, loc, source, i)?);
        }
    }
    let zero_attr = emit::zero_attr(rw, element)?;
    let zero = emit::constant(rw, loc, element, zero_attr)?;
    let empty = emit::empty(rw, loc, output_ty, &dynamic)?;
    let filled = emit::fill(rw, loc, zero, empty)?;
    let a_zp = emit::zero_point(rw, matmul.a_zp(rw.ctx, rw.arena))?;
    let b_zp = emit::zero_point(rw, matmul.b_zp(rw.ctx, rw.arena))?;
    let int8 = |v: Value| c::int_width(rw.ctx, c::element_type(rw.ctx, rw.arena.value_type(v))) == Some(8);
    if (a_zp != 0 && !int8(a)) || (b_zp != 0 && !int8(b)) {
        return None;
    }
    let (a_in, b_in) = (*operands.first()?, *operands.get(1)?);
    let value = if a_zp == 0 && b_zp == 0 {
        let ins = [a_in, b_in];
        emit::named(rw, loc, "linalg.batch_matmul", &[a_in, b_in, filled], |bld| {
            Ok(linalg::BatchMatmulOp::build(bld, &[output_ty], &ins, &[filled], None, None)?.op())
        })?
    } else {
        let i32_ty = rw.ctx.int_type(32);
        let a_zp = emit::int_constant(rw, loc, i32_ty, a_zp)?;
        let b_zp = emit::int_constant(rw, loc, i32_ty, b_zp)?;
        let ins = [a_in, b_in, a_zp, b_zp];
        emit::named(
            rw,
            loc,
            "linalg.quantized_batch_matmul",
            &[a_in, b_in, a_zp, b_zp, filled],
            |bld| Ok(linalg::QuantizedBatchMatmulOp::build(bld, &[output_ty], &ins, &[filled])?.op()),
        )?
    };
    rw.replace_op(op, &[value]);
    Some(())
}
