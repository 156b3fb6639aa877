//! `tensor.dim`: `DimOp::fold` and the patterns upstream registers on it:
//! `DimOfCastOp`, `DimOfDestStyleOp` and `DimOfReshapeOp` (from
//! `tensor.dim`), `FoldEmptyTensorWithDimOp` (from `tensor.empty`).
//! `DimOfForallOp` lives with the other `scf.forall` patterns.

use crate::arith::folds::Folded;
use crate::common::consts as c;
use crate::common::mixed::Bound;
use crate::scf::folds::{add, const_int, Rw};
use crate::tensor::folds::{foldable_cast_source, shape_of};
use crate::tensor::ops::CastOp;
use crate::tensor::ops::EmptyOp;
use crate::tensor::ops::ExtractSliceOp;
use crate::tensor::ops::GenerateOp;
use crate::tensor::ops::ReshapeOp;
use ir::attrs::Attr;
use ir::ods::FoldResult;
use ir::ods::TypedOp;
use ir::types::DYNAMIC;
use ir::{Context, IrArena, OpId, Use, Value};

/// The `DYNAMIC` dimensions of `shape` before `index`.
fn dynamic_before(shape: &[i64], index: usize) -> usize {
    shape[..index].iter().filter(|&&d| d == DYNAMIC).count()
}

/// `DimOp::fold`: a static extent, the extent operand of `tensor.generate`
/// or the size operand of a non-rank-reducing `tensor.extract_slice`; a
/// source that is a static-information-dropping `tensor.cast` is replaced
/// by the cast's source in place.
fn dim_fold(ctx: &Context, a: &mut IrArena, op: OpId, consts: &[Option<Attr>]) -> Folded {
    let index = c::int_attr_value(ctx, *consts.get(1)?)?;
    let source = a.operands(op).next()?;
    let shape = shape_of(ctx, a.value_type(source))?;
    let i = usize::try_from(index).ok().filter(|&i| i < shape.len())?;
    if shape[i] != DYNAMIC {
        let attr = c::int_attr(ctx, ctx.index_type(), shape[i] as u128)?;
        return Some(vec![FoldResult::Attr(attr)]);
    }
    if let Some(generate) = GenerateOp::defining(ctx, a, source) {
        let extent = *generate.dynamic_extents(ctx, a).get(dynamic_before(&shape, i))?;
        return Some(vec![FoldResult::Value(extent)]);
    }
    if let Some(slice) = ExtractSliceOp::defining(ctx, a, source).map(ExtractSliceOp::op) {
        let s = crate::tensor::folds::slices::Slice::read(ctx, a, slice, 1)?;
        let source_rank = shape_of(ctx, a.value_type(s.leading[0]))?.len();
        if source_rank == shape.len() {
            if let Some(&Bound::Value(size)) = s.sizes.get(i) {
                return Some(vec![FoldResult::Value(size)]);
            }
        }
    }
    let cast_source = foldable_cast_source(ctx, a, source)?;
    a.set_operand(Use { op, operand: 0 }, cast_source);
    Some(vec![FoldResult::Value(a.result(op, 0))])
}

/// `DimOfCastOp`: `dim(cast(x))` is `dim(x)`.
fn dim_of_cast(op: OpId, rw: Rw<'_, '_>) -> bool {
    let (Some(source), Some(index)) = (rw.arena.operands(op).next(), rw.arena.operands(op).nth(1)) else {
        return false;
    };
    let Some(cast) = CastOp::defining(rw.ctx, rw.arena, source) else {
        return false;
    };
    let new_source = cast.source(rw.ctx, rw.arena);
    let spec = crate::common::build::spec(
        rw.ctx,
        "tensor.dim",
        rw.arena.op_loc(op),
        vec![new_source, index],
        vec![rw.ctx.index_type()],
        None,
    );
    rw.replace_op_with_new(op, spec);
    true
}

/// The init operand tied to result `result` of a destination-style op
/// (`DestinationStyleOpInterface::getDpsInitOperand`).
fn dps_init(ctx: &Context, a: &IrArena, op: OpId, result: usize) -> Option<Value> {
    let dps = ir::interfaces::DestinationStyleOpInterfaceRef::get(ctx, a, op)?;
    let operand = dps.tied_op_operand(ctx, a, result)?;
    a.operands(op).nth(operand)
}

/// `DimOfDestStyleOp`: the dim of a destination-style op's result is the
/// dim of its init.
fn dim_of_dest_style(op: OpId, rw: Rw<'_, '_>) -> bool {
    let Some(source) = rw.arena.operands(op).next() else {
        return false;
    };
    let Value::Result { op: def, index } = source else {
        return false;
    };
    let Some(init) = dps_init(rw.ctx, rw.arena, def, index as usize) else {
        return false;
    };
    rw.modify_in_place(op, |a| a.set_operand(Use { op, operand: 0 }, init));
    true
}

/// `DimOfReshapeOp`: the dim of a `tensor.reshape` is an element of its
/// shape operand.
fn dim_of_reshape(op: OpId, rw: Rw<'_, '_>) -> bool {
    let (Some(source), Some(index)) = (rw.arena.operands(op).next(), rw.arena.operands(op).nth(1)) else {
        return false;
    };
    let Some(reshape) = ReshapeOp::defining(rw.ctx, rw.arena, source) else {
        return false;
    };
    let shape = reshape.shape(rw.ctx, rw.arena);
    let element = c::element_type(rw.ctx, rw.arena.value_type(shape));
    let (loc, index_ty) = (rw.arena.op_loc(op), rw.ctx.index_type());
    rw.set_insertion_point_after(op);
    let mut extract = crate::common::build::create(rw, "tensor.extract", vec![shape, index], element, &[], loc);
    if element != index_ty {
        extract = crate::common::build::create(rw, "arith.index_cast", vec![extract], index_ty, &[], loc);
    }
    rw.replace_op(op, &[extract]);
    true
}

/// `FoldEmptyTensorWithDimOp`: the dim of a `tensor.empty` along a dynamic
/// dimension is its size operand.
fn fold_empty_tensor_with_dim(op: OpId, rw: Rw<'_, '_>) -> bool {
    let (Some(source), Some(index)) = (rw.arena.operands(op).next(), rw.arena.operands(op).nth(1)) else {
        return false;
    };
    let Some(empty) = EmptyOp::defining(rw.ctx, rw.arena, source) else {
        return false;
    };
    let Some(shape) = shape_of(rw.ctx, rw.arena.value_type(source)) else {
        return false;
    };
    let Some(i) = const_int(rw, index).and_then(|i| usize::try_from(i).ok()) else {
        return false;
    };
    if shape.get(i) != Some(&DYNAMIC) {
        return false;
    }
    let Some(&size) = empty.dynamic_sizes(rw.ctx, rw.arena).get(dynamic_before(&shape, i)) else {
        return false;
    };
    rw.replace_op(op, &[size]);
    true
}

/// Registers the folder and the patterns.
pub(crate) fn register(ctx: &Context) {
    let reg = ctx.registry();
    reg.set_fold_hook("tensor.dim", ir::registry::FoldHook::InPlace(dim_fold));
    reg.add_canonicalization("tensor.dim", |_, s| {
        add(s, "DimOfCastOp", "tensor.dim", dim_of_cast);
        add(s, "DimOfDestStyleOp", "tensor.dim", dim_of_dest_style);
        add(s, "DimOfReshapeOp", "tensor.dim", dim_of_reshape);
    });
    reg.add_canonicalization("tensor.empty", |_, s| {
        add(s, "FoldEmptyTensorWithDimOp", "tensor.dim", fold_empty_tensor_with_dim);
    });
}
