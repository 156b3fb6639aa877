//! `tensor::getOrCreateDestination(s)`: the tensor each tensor result of an
//! op is written into: a destination-style op's init tied to the result,
//! else a new `tensor.empty` of the result's shape before the op (its
//! dynamic sizes from `ReifyRankedShapedTypeOpInterface`).

use ir::interfaces::DestinationStyleOpInterfaceRef;
use ir::reify::{reify_result_shapes, OpFoldResult};
use ir::rewrite::PatternRewriter;
use ir::types::DYNAMIC;
use ir::{Attr, OpId, TypeKind, Value};

/// `tensor::getOrCreateDestinations(b, loc, op)`: the destination of each
/// tensor result of `op` (results of other types have none); `None` when
/// one cannot be made. New `tensor.empty`s go before `op`, at `loc`.
pub fn get_or_create_destinations(rw: &mut PatternRewriter<'_>, loc: Attr, op: OpId) -> Option<Vec<Value>> {
    let mut out = Vec::new();
    for r in 0..rw.arena.num_results(op) {
        let ty = rw.arena.value_type(rw.arena.result(op, r));
        if matches!(
            rw.ctx.type_kind(ty),
            TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor { .. }
        ) {
            out.push(get_or_create_destination(rw, loc, op, r)?);
        }
    }
    Some(out)
}

/// `tensor::getOrCreateDestination(b, loc, op->getResult(r))`.
pub fn get_or_create_destination(rw: &mut PatternRewriter<'_>, loc: Attr, op: OpId, r: usize) -> Option<Value> {
    if let Some(dps) = DestinationStyleOpInterfaceRef::get(rw.ctx, rw.arena, op) {
        let operand = dps.tied_op_operand(rw.ctx, rw.arena, r)?;
        return (operand < rw.arena.num_operands(op)).then(|| rw.arena.operand(op, operand));
    }
    let ty = rw.arena.value_type(rw.arena.result(op, r));
    let TypeKind::RankedTensor { shape, element, .. } = rw.ctx.type_kind(ty).clone() else {
        return None;
    };
    let saved = rw.insertion_point();
    rw.set_insertion_point_before(op);
    let empty = empty_like(rw, loc, op, r, &shape, element);
    rw.set_insertion_point(saved);
    empty
}

/// A `tensor.empty` of `shape` and `element` at the insertion point, its
/// dynamic sizes reified from result `r` of `op`.
fn empty_like(
    rw: &mut PatternRewriter<'_>,
    loc: Attr,
    op: OpId,
    r: usize,
    shape: &[i64],
    element: ir::Type,
) -> Option<Value> {
    let mixed: Vec<OpFoldResult> = if shape.contains(&DYNAMIC) {
        let reified = reify_result_shapes(rw, op)?;
        reified.get(r)?.iter().copied().collect::<Option<Vec<_>>>()?
    } else {
        shape.iter().map(|&s| OpFoldResult::index(rw.ctx, s)).collect()
    };
    // dispatchIndexOpFoldResults: static sizes into the type, values as
    // operands.
    let mut statics = Vec::with_capacity(mixed.len());
    let mut dynamic = Vec::new();
    for ofr in mixed {
        match ofr {
            OpFoldResult::Value(v) => {
                statics.push(DYNAMIC);
                dynamic.push(v);
            }
            OpFoldResult::Attr(_) => statics.push(ofr.constant_int(rw.ctx)?),
        }
    }
    let ty = rw.ctx.get_type(TypeKind::RankedTensor {
        shape: statics,
        element,
        encoding: None,
    });
    let empty = rw
        .build(loc, |b| crate::tensor::ops::EmptyOp::build(b, ty, &dynamic))
        .ok()?;
    Some(rw.arena.result(empty.0, 0))
}
