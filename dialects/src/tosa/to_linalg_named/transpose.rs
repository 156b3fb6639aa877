//! `tosa.transpose` to `linalg.transpose` into a `tensor.empty` of the
//! permuted sizes (upstream `TransposeConverter`).

use crate::common::consts as c;
use crate::common::mixed::{dispatch, Bound};
use crate::linalg::ops as linalg;
use crate::tensor::tensor_of;
use crate::tosa::linalg_emit::{self as emit, Rw};
use crate::tosa::ops as tosa;
use crate::tosa::to_tensor::index;
use ir::rewrite::InsertPoint;
use ir::{OpId, Value};

/// The pattern.
pub(super) fn convert(op: OpId, _: &[Value], rw: &mut Rw<'_>) -> bool {
    convert_transpose(op, rw).is_some()
}

fn convert_transpose(op: OpId, rw: &mut Rw<'_>) -> Option<()> {
    let transpose = tosa::TransposeOp::cast(rw.ctx, rw.arena, op)?;
    let loc = rw.arena.op_loc(op);
    let input = transpose.input1(rw.ctx, rw.arena);
    let perms = ir::ods::values::as_dense(rw.ctx, transpose.perms_attr(rw.ctx, rw.arena)?)?;
    let sizes = index::mixed_sizes(rw, loc, input)?;
    let permuted: Vec<Bound> = perms
        .iter()
        .map(|&p| usize::try_from(p).ok().and_then(|p| sizes.get(p).cloned()))
        .collect::<Option<_>>()?;
    let (shape, dynamic) = dispatch(&permuted);
    let element = c::element_type(rw.ctx, rw.arena.value_type(input));
    let init_ty = tensor_of(rw.ctx, shape, element, None);
    let init = emit::empty(rw, loc, init_ty, &dynamic)?;
    let perm_attr = ir::ods::values::dense_array(rw.ctx, &perms, "i64").ok()?;
    let new = rw
        .build(loc, |b| {
            Ok(linalg::TransposeOp::build(b, &[init_ty], input, init, perm_attr)?.op())
        })
        .ok()?;
    // `buildIdentityRegion`: the body yields its input element.
    let block = rw.create_block(&[(element, loc), (element, loc)]);
    let &region = rw.arena.regions(new).first()?;
    rw.arena.append_block(region, block);
    let ip = rw.insertion_point();
    rw.set_insertion_point(InsertPoint::End(block));
    let arg = rw.arena.arg(block, 0);
    let yielded = rw.build(loc, |b| Ok(linalg::YieldOp::build(b, &[arg])?.op()));
    rw.set_insertion_point(ip);
    yielded.ok()?;
    let value = rw.arena.result(new, 0);
    rw.replace_op(op, &[value]);
    Some(())
}
