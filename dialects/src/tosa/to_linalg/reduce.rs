//! `tosa.reduce_sum`, `reduce_prod`, `reduce_min`, `reduce_max`,
//! `reduce_all` and `reduce_any` to `linalg.reduce` over the axis into a
//! filled `tensor.empty`, then `tensor.expand_shape` back to the result's
//! rank (upstream `ReduceConverter`, `reduceMatchAndRewriteHelper`); a
//! bf16 sum accumulates in f32 and is truncated by a `linalg.generic`.
//! Float min/max reductions that ignore NaNs carry an all-NaN flag and
//! select NaN where it stayed set (`linalg.select`).

use crate::arith::builders::{addf, addi, andi, maximumf, maxsi, minimumf, minsi, mulf, muli, ori, BinaryBuild};
use crate::arith::ops as arith;
use crate::common::consts as c;
use crate::common::float;
use crate::linalg::ops as linalg;
use crate::tensor::ops as tensor;
use crate::tensor::{ranked_tensor, tensor_of};
use crate::tosa::linalg_emit::{self as emit, Rw};
use crate::tosa::ops as tosa;
use crate::tosa::to_tensor::{index, reshape};
use ir::rewrite::InsertPoint;
use ir::types::DYNAMIC;
use ir::{Attr, OpId, Type, Value};

/// The ops this lowering handles.
pub(super) const OPS: [&str; 6] = [
    "tosa.reduce_sum",
    "tosa.reduce_product",
    "tosa.reduce_min",
    "tosa.reduce_max",
    "tosa.reduce_all",
    "tosa.reduce_any",
];

/// The pattern.
pub(super) fn convert(op: OpId, _: &[Value], rw: &mut Rw<'_>) -> bool {
    convert_reduce(op, rw).is_some()
}

/// A reduction: its initial value and combining op for `ty`.
fn kind(rw: &Rw<'_>, op: OpId, ty: Type) -> Option<(Attr, BinaryBuild)> {
    let float = c::float_kind(rw.ctx, ty);
    let width = c::int_width(rw.ctx, ty);
    let f = |v: f64| float.map(|k| c::float_attr(rw.ctx, ty, float::from_f64(k, v)));
    let i = |bits: u128| c::int_attr(rw.ctx, ty, bits);
    let largest = || emit::largest_float(rw, ty);
    let is = |name: &str| {
        tosa::ReduceSumOp::cast(rw.ctx, rw.arena, op).is_some() && name == "sum"
            || tosa::ReduceProductOp::cast(rw.ctx, rw.arena, op).is_some() && name == "prod"
            || tosa::ReduceMinOp::cast(rw.ctx, rw.arena, op).is_some() && name == "min"
            || tosa::ReduceMaxOp::cast(rw.ctx, rw.arena, op).is_some() && name == "max"
            || tosa::ReduceAllOp::cast(rw.ctx, rw.arena, op).is_some() && name == "all"
            || tosa::ReduceAnyOp::cast(rw.ctx, rw.arena, op).is_some() && name == "any"
    };
    match (float.is_some(), width) {
        (true, _) if is("sum") => Some((f(0.0)?, addf)),
        (true, _) if is("prod") => Some((f(1.0)?, mulf)),
        (true, _) if is("min") => Some((f(largest()?)?, minimumf)),
        (true, _) if is("max") => Some((f(-largest()?)?, maximumf)),
        (_, Some(1)) if is("all") => Some((i(1)?, andi)),
        (_, Some(1)) if is("any") => Some((i(0)?, ori)),
        (_, Some(_)) if is("sum") => Some((i(0)?, addi)),
        (_, Some(_)) if is("prod") => Some((i(1)?, muli)),
        (_, Some(w)) if is("min") => Some((i(c::mask(w) >> 1)?, minsi)),
        (_, Some(w)) if is("max") => Some((i(1u128 << (w - 1))?, maxsi)),
        _ => None,
    }
}

fn convert_reduce(op: OpId, rw: &mut Rw<'_>) -> Option<()> {
    let loc = rw.arena.op_loc(op);
    let input = rw.arena.operands(op).next()?;
    let result_ty = rw.arena.result_types(op).next()?;
    let (in_shape, _, _) = ranked_tensor(rw.ctx, rw.arena.value_type(input))?;
    let (_, element, _) = ranked_tensor(rw.ctx, result_ty)?;
    let axis = usize::try_from(c::int_attr_value(rw.ctx, c::prop(rw.ctx, rw.arena, op, "axis"))?).ok()?;
    let widen = tosa::ReduceSumOp::cast(rw.ctx, rw.arena, op).is_some()
        && ir::text::printer::type_to_string(rw.ctx, element) == "bf16";
    let acc = if widen {
        ir::ods::values::type_from_text(rw.ctx, "f32").ok()?
    } else {
        element
    };
    let (initial, combine) = kind(rw, op, acc)?;
    let mut reduce_shape = Vec::new();
    let mut dynamic = Vec::new();
    for (i, &d) in in_shape.iter().enumerate() {
        if i != axis {
            reduce_shape.push(d);
            if d == DYNAMIC {
                dynamic.push(index::dim_at(rw, loc, input, i)?);
            }
        }
    }
    let acc_ty = tensor_of(rw.ctx, reduce_shape.clone(), acc, None);
    let empty = emit::empty(rw, loc, acc_ty, &dynamic)?;
    let initial = emit::constant(rw, loc, acc, initial)?;
    let filled = emit::fill(rw, loc, initial, empty)?;
    // NaN-ignoring float min/max: a second output tracks whether every
    // element seen was NaN.
    let ignore_nans = c::float_kind(rw.ctx, element).is_some()
        && (tosa::ReduceMinOp::cast(rw.ctx, rw.arena, op).is_some()
            || tosa::ReduceMaxOp::cast(rw.ctx, rw.arena, op).is_some())
        && c::prop(rw.ctx, rw.arena, op, "nan_mode")
            .is_some_and(|a| ir::text::printer::attr_to_string(rw.ctx, a).contains("IGNORE"));
    let mut inputs = vec![input];
    let mut outputs = vec![filled];
    let mut result_types = vec![acc_ty];
    if ignore_nans {
        let i1 = rw.ctx.int_type(1);
        let yes = emit::int_constant(rw, loc, i1, 1)?;
        let flags_ty = tensor_of(rw.ctx, reduce_shape.clone(), i1, None);
        let flags = emit::empty(rw, loc, flags_ty, &dynamic)?;
        let all_nan = emit::fill(rw, loc, yes, flags)?;
        inputs.push(input);
        outputs.push(all_nan);
        result_types.push(flags_ty);
    }
    let dimensions = ir::ods::values::dense_array(rw.ctx, &[axis as i64], "i64").ok()?;
    let reduce = rw
        .build(loc, |b| {
            Ok(linalg::ReduceOp::build(b, &result_types, &inputs, &outputs, dimensions)?.op())
        })
        .ok()?;
    let in_element = c::element_type(rw.ctx, rw.arena.value_type(input));
    let mut args = vec![(in_element, loc); inputs.len()];
    args.push((acc, loc));
    if ignore_nans {
        args.push((rw.ctx.int_type(1), loc));
    }
    let block = rw.create_block(&args);
    let &region = rw.arena.regions(reduce).first()?;
    rw.arena.append_block(region, block);
    let ip = rw.insertion_point();
    rw.set_insertion_point(InsertPoint::End(block));
    let body = (|| {
        let x = rw.arena.arg(block, 0);
        let out = rw.arena.arg(block, inputs.len());
        let widened = if in_element != acc {
            emit::create(rw, loc, |b| Ok(arith::ExtFOp::build(b, acc, x, None)?.op()))?
        } else {
            x
        };
        let mut values = vec![emit::binary(rw, loc, acc, widened, out, combine)?];
        if ignore_nans {
            let flag = rw.arena.arg(block, inputs.len() + 1);
            let is_nan = super::body::cmpf(rw, loc, arith::CmpFPredicate::Uno, x, x)?;
            let kept = super::body::select(rw, loc, is_nan, out, values[0])?;
            let i1 = rw.ctx.int_type(1);
            let still_nan = emit::binary(rw, loc, i1, flag, is_nan, crate::arith::builders::andi)?;
            values = vec![kept, still_nan];
        }
        rw.build(loc, |b| Ok(linalg::YieldOp::build(b, &values)?.op())).ok()
    })();
    rw.set_insertion_point(ip);
    body?;
    if ignore_nans {
        // NaN where every element was NaN.
        let kind = c::float_kind(rw.ctx, acc)?;
        let nan = c::float_attr(rw.ctx, acc, crate::common::float::default_nan(kind));
        let nan = emit::constant(rw, loc, acc, nan)?;
        let nans = emit::empty(rw, loc, acc_ty, &dynamic)?;
        let nans = emit::fill(rw, loc, nan, nans)?;
        let out = emit::empty(rw, loc, acc_ty, &dynamic)?;
        let (reduced, flags) = (rw.arena.result(reduce, 0), rw.arena.result(reduce, 1));
        let operands = [flags, nans, reduced, out];
        let selected = emit::named(rw, loc, "linalg.select", &operands, |b| {
            Ok(linalg::SelectOp::build(b, &[acc_ty], &[flags, nans, reduced], &[out])?.op())
        })?;
        let value = expand(rw, loc, result_ty, selected, axis)?;
        rw.replace_op(op, &[value]);
        return Some(());
    }
    let mut reduced = rw.arena.result(reduce, 0);
    if widen {
        let out_ty = tensor_of(rw.ctx, reduce_shape.clone(), element, None);
        let out = emit::empty(rw, loc, out_ty, &dynamic)?;
        let identity = emit::identity(reduce_shape.len())?;
        reduced = emit::generic(
            rw,
            loc,
            out_ty,
            &[reduced],
            out,
            vec![identity.clone(), identity],
            |rw, args| {
                let x = *args.first()?;
                emit::create(rw, loc, |b| Ok(arith::TruncFOp::build(b, element, x, None, None)?.op()))
            },
        )?;
    }
    let value = expand(rw, loc, result_ty, reduced, axis)?;
    rw.replace_op(op, &[value]);
    Some(())
}

/// `tensor.expand_shape` of the reduced value back to `result_ty`: the
/// dimension at `axis` joins its neighbour's group.
fn expand(rw: &mut Rw<'_>, loc: Attr, result_ty: Type, reduced: Value, axis: usize) -> Option<Value> {
    let (reduced_shape, _, _) = ranked_tensor(rw.ctx, rw.arena.value_type(reduced))?;
    let rank = reduced_shape.len();
    let mut groups: Vec<Vec<i64>> = (0..rank)
        .map(|i| vec![if i > axis { i as i64 + 1 } else { i as i64 }])
        .collect();
    if rank != 0 {
        let expanded = if axis < rank { axis } else { rank - 1 };
        groups[expanded].push(expanded as i64 + 1);
    }
    let (result_shape, _, _) = ranked_tensor(rw.ctx, result_ty)?;
    let attr = reshape::reassociation_attr(rw, &groups)?;
    let output = reshape::output_shape(rw, loc, &result_shape, &groups, reduced)?;
    let (statics, dynamic) = crate::common::mixed::dispatch(&output);
    let static_attr = crate::common::mixed::i64_array(rw.ctx, &statics)?;
    emit::create(rw, loc, |b| {
        Ok(tensor::ExpandShapeOp::build(b, result_ty, reduced, &dynamic, attr, static_attr)?.op())
    })
}
