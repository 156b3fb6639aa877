//! The data-movement TOSA ops `tosa-to-linalg` lowers to
//! `linalg.generic`s: `tosa.tile` (a broadcast into interleaved
//! multiple/size dimensions, then a `tosa.reshape`; `TileConverter`),
//! `tosa.reverse` (an extract at the mirrored index; `ReverseConverter`),
//! `tosa.gather` (an extract at the gathered index; `GatherConverter`)
//! and `tosa.argmax` (a reduction carrying the index and the running
//! maximum; `ArgMaxConverter`).

use super::body::{cmpf, cmpi, select};
use crate::arith::builders::{andi, subi};
use crate::arith::ops as arith;
use crate::common::consts as c;
use crate::linalg::ops as linalg;
use crate::tensor::ops as tensor;
use crate::tensor::{ranked_tensor, tensor_of};
use crate::tosa::linalg_emit::{self as emit, Rw};
use crate::tosa::ops as tosa;
use crate::tosa::to_tensor::index;
use ir::affine::{AffineExpr, AffineMap};
use ir::types::DYNAMIC;
use ir::{Attr, OpId, Value};

/// `linalg.index dim`.
fn linalg_index(rw: &mut Rw<'_>, loc: Attr, dim: usize) -> Option<Value> {
    let index_ty = rw.ctx.index_type();
    let attr = c::int_attr(rw.ctx, rw.ctx.int_type(64), dim as u128)?;
    emit::create(rw, loc, |b| Ok(linalg::IndexOp::build(b, index_ty, attr)?.op()))
}

/// `tensor.extract source[indices]`.
fn extract(rw: &mut Rw<'_>, loc: Attr, source: Value, indices: &[Value]) -> Option<Value> {
    let element = c::element_type(rw.ctx, rw.arena.value_type(source));
    emit::create(rw, loc, |b| {
        Ok(tensor::ExtractOp::build(b, element, source, indices)?.op())
    })
}

/// The `tensor.dim`s of the dynamic dimensions of `v` but `skip`.
fn dynamic_dims(rw: &mut Rw<'_>, loc: Attr, v: Value, skip: Option<usize>) -> Option<Vec<Value>> {
    let (shape, _, _) = ranked_tensor(rw.ctx, rw.arena.value_type(v))?;
    let mut out = Vec::new();
    for (i, &d) in shape.iter().enumerate() {
        if d == DYNAMIC && Some(i) != skip {
            out.push(index::dim_at(rw, loc, v, i)?);
        }
    }
    Some(out)
}

/// `tosa.tile`.
pub(super) fn tile(op: OpId, _: &[Value], rw: &mut Rw<'_>) -> bool {
    convert_tile(op, rw).is_some()
}

fn convert_tile(op: OpId, rw: &mut Rw<'_>) -> Option<()> {
    let tile = tosa::TileOp::cast(rw.ctx, rw.arena, op)?;
    let loc = rw.arena.op_loc(op);
    let input = tile.input1(rw.ctx, rw.arena);
    let result_ty = rw.arena.value_type(tile.output(rw.ctx, rw.arena));
    let (shape, element, _) = ranked_tensor(rw.ctx, rw.arena.value_type(input))?;
    let (result_shape, _, _) = ranked_tensor(rw.ctx, result_ty)?;
    let multiples = index::const_shape_values(rw, tile.multiples(rw.ctx, rw.arena))?;
    if multiples.len() != shape.len() {
        return None;
    }
    let generic_shape: Vec<i64> = multiples
        .iter()
        .zip(&shape)
        .flat_map(|(&m, &d)| [if m == -1 { DYNAMIC } else { m }, d])
        .collect();
    let mut dynamic = Vec::new();
    for (i, (&d, &m)) in shape.iter().zip(&multiples).enumerate() {
        if d == DYNAMIC || m == -1 {
            dynamic.push(index::dim_at(rw, loc, input, i)?);
        }
    }
    let generic_ty = tensor_of(rw.ctx, generic_shape.clone(), element, None);
    let empty = emit::empty(rw, loc, generic_ty, &dynamic)?;
    let rank = u32::try_from(shape.len()).ok()?;
    let read = AffineMap::new(rank * 2, 0, (0..rank).map(|i| AffineExpr::dim(i * 2 + 1)).collect());
    let maps = vec![read, emit::identity(generic_shape.len())?];
    let tiled = emit::generic(rw, loc, generic_ty, &[input], empty, maps, |_, args| {
        args.first().copied()
    })?;
    let values: Vec<String> = result_shape
        .iter()
        .map(|&d| if d == DYNAMIC { "-1".to_string() } else { d.to_string() })
        .collect();
    let n = values.len();
    let shape_attr =
        ir::ods::values::attr_from_text(rw.ctx, &format!("dense<[{}]> : tensor<{n}xindex>", values.join(", "))).ok()?;
    let shape_ty = ir::ods::values::type_from_text(rw.ctx, &format!("!tosa.shape<{n}>")).ok()?;
    let shape_value = emit::create(
        rw,
        loc,
        |b| Ok(tosa::ConstShapeOp::build(b, shape_ty, shape_attr)?.op()),
    )?;
    let reshaped = emit::create(rw, loc, |b| {
        Ok(tosa::ReshapeOp::build(b, result_ty, tiled, shape_value)?.op())
    })?;
    rw.replace_op(op, &[reshaped]);
    Some(())
}

/// `tosa.reverse`.
pub(super) fn reverse(op: OpId, _: &[Value], rw: &mut Rw<'_>) -> bool {
    convert_reverse(op, rw).is_some()
}

fn convert_reverse(op: OpId, rw: &mut Rw<'_>) -> Option<()> {
    let reverse = tosa::ReverseOp::cast(rw.ctx, rw.arena, op)?;
    let loc = rw.arena.op_loc(op);
    let input = reverse.input1(rw.ctx, rw.arena);
    let result_ty = rw.arena.value_type(reverse.output(rw.ctx, rw.arena));
    let input_ty = rw.arena.value_type(input);
    let rank = ranked_tensor(rw.ctx, input_ty)?.0.len();
    let axis = usize::try_from(c::int_attr_value(rw.ctx, c::prop(rw.ctx, rw.arena, op, "axis"))?).ok()?;
    let dynamic = dynamic_dims(rw, loc, input, None)?;
    let axis_size = index::dim_at(rw, loc, input, axis)?;
    let empty = emit::empty(rw, loc, input_ty, &dynamic)?;
    let maps = vec![emit::identity(rank)?];
    let value = emit::generic(rw, loc, result_ty, &[], empty, maps, |rw, _| {
        let mut indices = Vec::with_capacity(rank);
        for i in 0..rank {
            let mut index = linalg_index(rw, loc, i)?;
            if i == axis {
                let index_ty = rw.ctx.index_type();
                let one = index::constant(rw, loc, 1)?;
                let last = emit::binary(rw, loc, index_ty, axis_size, one, subi)?;
                index = emit::binary(rw, loc, index_ty, last, index, subi)?;
            }
            indices.push(index);
        }
        extract(rw, loc, input, &indices)
    })?;
    rw.replace_op(op, &[value]);
    Some(())
}

/// `tosa.gather`.
pub(super) fn gather(op: OpId, operands: &[Value], rw: &mut Rw<'_>) -> bool {
    convert_gather(op, operands, rw).is_some()
}

fn convert_gather(op: OpId, operands: &[Value], rw: &mut Rw<'_>) -> Option<()> {
    let gather = tosa::GatherOp::cast(rw.ctx, rw.arena, op)?;
    let loc = rw.arena.op_loc(op);
    let (values, indices) = (*operands.first()?, *operands.get(1)?);
    let result_ty = rw.arena.value_type(gather.output(rw.ctx, rw.arena));
    let rank = ranked_tensor(rw.ctx, result_ty)?.0.len();
    let mut dynamic = Vec::new();
    for (source, dim) in [(values, 0), (indices, 1), (values, 2)] {
        let (shape, _, _) = ranked_tensor(rw.ctx, rw.arena.value_type(source))?;
        if *shape.get(dim)? == DYNAMIC {
            let index = index::constant(rw, loc, dim as i64)?;
            dynamic.push(index::dim(rw, loc, source, index)?);
        }
    }
    let empty = emit::empty(rw, loc, result_ty, &dynamic)?;
    let rank32 = u32::try_from(rank).ok()?;
    let maps = vec![
        AffineMap::new(rank32, 0, vec![AffineExpr::dim(0), AffineExpr::dim(1)]),
        emit::identity(rank)?,
    ];
    let value = emit::generic(rw, loc, result_ty, &[indices], empty, maps, |rw, args| {
        let index0 = linalg_index(rw, loc, 0)?;
        let index_ty = rw.ctx.index_type();
        let arg = *args.first()?;
        let index1 = emit::create(rw, loc, |b| Ok(arith::IndexCastOp::build(b, index_ty, arg)?.op()))?;
        let index2 = linalg_index(rw, loc, 2)?;
        extract(rw, loc, values, &[index0, index1, index2])
    })?;
    rw.replace_op(op, &[value]);
    Some(())
}

/// `tosa.argmax`.
pub(super) fn argmax(op: OpId, _: &[Value], rw: &mut Rw<'_>) -> bool {
    convert_argmax(op, rw).is_some()
}

fn convert_argmax(op: OpId, rw: &mut Rw<'_>) -> Option<()> {
    let argmax = tosa::ArgMaxOp::cast(rw.ctx, rw.arena, op)?;
    let loc = rw.arena.op_loc(op);
    let input = argmax.input(rw.ctx, rw.arena);
    let result_ty = rw.arena.value_type(argmax.output(rw.ctx, rw.arena));
    let (in_shape, in_element, _) = ranked_tensor(rw.ctx, rw.arena.value_type(input))?;
    let (result_shape, out_element, _) = ranked_tensor(rw.ctx, result_ty)?;
    c::int_width(rw.ctx, out_element)?;
    let axis = usize::try_from(c::int_attr_value(rw.ctx, c::prop(rw.ctx, rw.arena, op, "axis"))?).ok()?;
    let ignore_nans = c::prop(rw.ctx, rw.arena, op, "nan_mode")
        .is_some_and(|a| ir::text::printer::attr_to_string(rw.ctx, a).contains("IGNORE"));
    let dynamic = dynamic_dims(rw, loc, input, Some(axis))?;
    let index_empty = emit::empty(rw, loc, result_ty, &dynamic)?;
    let zero = emit::int_constant(rw, loc, out_element, 0)?;
    let index_init = emit::fill(rw, loc, zero, index_empty)?;
    let max_ty = tensor_of(rw.ctx, result_shape, in_element, None);
    let max_empty = emit::empty(rw, loc, max_ty, &dynamic)?;
    let lowest = emit::lowest(rw, in_element)?;
    let lowest = emit::constant(rw, loc, in_element, lowest)?;
    let max_init = emit::fill(rw, loc, lowest, max_empty)?;
    let rank = u32::try_from(in_shape.len()).ok()?;
    let reduced: Vec<AffineExpr> = (0..rank).filter(|&i| i as usize != axis).map(AffineExpr::dim).collect();
    let maps = vec![
        AffineMap::identity(rank),
        AffineMap::new(rank, 0, reduced.clone()),
        AffineMap::new(rank, 0, reduced),
    ];
    let iterators: Vec<&str> = (0..in_shape.len())
        .map(|i| if i == axis { "reduction" } else { "parallel" })
        .collect();
    let float = c::float_kind(rw.ctx, in_element).is_some();
    let generic = emit::generic_op(
        rw,
        loc,
        &[result_ty, max_ty],
        &[input],
        &[index_init, max_init],
        maps,
        &iterators,
        |rw, args| {
            let (&new_value, &old_index, &old_value) = (args.first()?, args.get(1)?, args.get(2)?);
            let index = linalg_index(rw, loc, axis)?;
            let new_index = emit::create(rw, loc, |b| Ok(arith::IndexCastOp::build(b, out_element, index)?.op()))?;
            let predicate = if float && ignore_nans {
                cmpf(rw, loc, arith::CmpFPredicate::Ogt, new_value, old_value)?
            } else if float {
                let greater = cmpf(rw, loc, arith::CmpFPredicate::Ugt, new_value, old_value)?;
                let old_ordered = cmpf(rw, loc, arith::CmpFPredicate::Ord, old_value, old_value)?;
                let i1 = rw.ctx.int_type(1);
                emit::binary(rw, loc, i1, greater, old_ordered, andi)?
            } else {
                cmpi(rw, loc, arith::CmpIPredicate::Sgt, new_value, old_value)?
            };
            let max = select(rw, loc, predicate, new_value, old_value)?;
            let index = select(rw, loc, predicate, new_index, old_index)?;
            Some(vec![index, max])
        },
    )?;
    let value = rw.arena.result(generic, 0);
    rw.replace_op(op, &[value]);
    Some(())
}
