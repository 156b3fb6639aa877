//! The unroll patterns of `vector.from_elements` and `vector.to_elements`
//! (upstream's `UnrollFromElements` and `UnrollToElements`): an op on a
//! vector of two or more dimensions becomes one op per row of its outermost
//! dimension, applied until every one is 1-D. Neither asks the options: a
//! fixed outermost dimension is always unrolled.

use crate::vector::ops::{ExtractOp, FromElementsOp, InsertOp, ToElementsOp};
use ir::ods::TypedOp;
use ir::rewrite::PatternRewriter;
use ir::{Context, OpId, Type, TypeKind, Value};

/// The rows of vector type `ty` (`VectorType::Builder(ty).dropDim(0)`) and
/// their count, when it has two or more dimensions and a fixed outermost
/// one.
fn rows(ctx: &Context, ty: Type) -> Option<(Type, i64)> {
    let TypeKind::Vector {
        shape,
        scalable,
        element,
    } = ctx.type_kind(ty)
    else {
        return None;
    };
    if shape.len() < 2 || scalable.first().copied().unwrap_or(false) {
        return None;
    }
    let row = ctx.get_type(TypeKind::Vector {
        shape: shape[1..].to_vec(),
        scalable: scalable[1..].to_vec(),
        element: *element,
    });
    Some((row, shape[0]))
}

/// `UnrollFromElements` (`unrollVectorOp`): a `ub.poison` of the result
/// type with each row's `vector.from_elements`, of that row's elements,
/// inserted at its index.
pub(super) fn unroll_from_elements(op: OpId, rw: &mut PatternRewriter<'_>) -> Option<()> {
    let (ctx, arena) = (rw.ctx, &*rw.arena);
    let from = FromElementsOp::cast(ctx, arena, op)?;
    let ty = arena.value_type(from.dest(ctx, arena));
    let (row_ty, count) = rows(ctx, ty)?;
    let elements: Vec<Value> = arena.operands(op).collect();
    let per_row = elements.len() / usize::try_from(count).ok()?.max(1);
    let loc = arena.op_loc(op);
    rw.set_insertion_point_before(op);
    let poison = crate::common::build::materialize(ctx, crate::ub::folds::poison_attr(ctx), ty, loc)?;
    let poison = rw.create(poison);
    let mut result = rw.arena.result(poison, 0);
    for (i, chunk) in (0..count).zip(elements.chunks(per_row.max(1))) {
        let row = rw.build(loc, |b| FromElementsOp::build(b, row_ty, chunk)).ok()?;
        let row = row.dest(rw.ctx, rw.arena);
        let insert = rw
            .build(loc, |b| InsertOp::build_unwrapped(b, ty, row, result, &[], &[i]))
            .ok()?;
        result = insert.result(rw.ctx, rw.arena);
    }
    rw.replace_op(op, &[result]);
    Some(())
}

/// `UnrollToElements` (`unrollVectorValue`): a `vector.extract` of each row
/// of the source (at the source's location) and a `vector.to_elements` of
/// each, their elements in order replacing the op's.
pub(super) fn unroll_to_elements(op: OpId, rw: &mut PatternRewriter<'_>) -> Option<()> {
    let (ctx, arena) = (rw.ctx, &*rw.arena);
    let to = ToElementsOp::cast(ctx, arena, op)?;
    let source = to.source(ctx, arena);
    let (row_ty, count) = rows(ctx, arena.value_type(source))?;
    let (loc, source_loc) = (arena.op_loc(op), arena.value_loc(source));
    let TypeKind::Vector { shape, element, .. } = ctx.type_kind(row_ty) else {
        return None;
    };
    let count_per_row = shape.iter().try_fold(1i64, |n, &d| n.checked_mul(d))?;
    let element_types = vec![*element; usize::try_from(count_per_row).ok()?];
    rw.set_insertion_point_before(op);
    let mut row_values = Vec::new();
    for i in 0..count {
        let extract = rw
            .build(source_loc, |b| ExtractOp::build_unwrapped(b, row_ty, source, &[], &[i]))
            .ok()?;
        row_values.push(extract.result(rw.ctx, rw.arena));
    }
    let mut results = Vec::new();
    for row in row_values {
        let split = rw.build(loc, |b| ToElementsOp::build(b, &element_types, row)).ok()?;
        let split = split.op_id();
        results.extend((0..rw.arena.num_results(split)).map(|i| rw.arena.result(split, i)));
    }
    rw.replace_op(op, &results);
    Some(())
}
