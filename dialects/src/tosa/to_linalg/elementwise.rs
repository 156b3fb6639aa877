//! The elementwise TOSA ops to `linalg.generic` (upstream
//! `PointwiseConverter` with `createLinalgBodyCalculationForElementwiseOp`),
//! on static shapes: one loop per result dimension, all parallel; an input
//! dimension of size 1 where the result's is not is broadcast (its map
//! reads index 0); the body computes one element as upstream does.

use crate::arith::builders::{
    addf, addi, divf, maximumf, maxsi, minimumf, minsi, mulf, muli, negf, subf, subi, BinaryBuild, UnaryBuild,
};
use crate::arith::ops as arith;
use crate::common::consts as c;
use crate::linalg::ops as linalg;
use crate::math::ops as math;
use crate::tensor::ops as tensor;
use crate::tensor::ranked_tensor;
use crate::tosa::ops as tosa;
use ir::affine::{AffineExpr, AffineMap};
use ir::conversion::ConversionPatternRewriter;
use ir::ods::{BuildError, OpBuilder};
use ir::rewrite::InsertPoint;
use ir::types::DYNAMIC;
use ir::{Attr, AttrKind, OpId, Type, Value};

/// The ops this lowering handles.
pub(super) const OPS: [&str; 5] = ["tosa.add", "tosa.sub", "tosa.mul", "tosa.clamp", "tosa.sigmoid"];

/// The pattern.
pub(super) fn convert(op: OpId, operands: &[Value], rw: &mut ConversionPatternRewriter<'_>) -> bool {
    let Some(&result) = rw.arena.result_types(op).collect::<Vec<_>>().first() else {
        return false;
    };
    let Some((shape, element, _)) = ranked_tensor(rw.ctx, result) else {
        return false;
    };
    if shape.contains(&DYNAMIC) {
        return false;
    }
    // tosa.mul's third operand (the shift) is not an input of the loop.
    let inputs: Vec<Value> = if tosa::MulOp::cast(rw.ctx, rw.arena, op).is_some() {
        operands.iter().take(2).copied().collect()
    } else {
        operands.to_vec()
    };
    let Some(maps) = indexing_maps(rw, &inputs, &shape) else {
        return false;
    };
    let Some(body) = Body::of(rw, op, element) else {
        return false;
    };
    let loc = rw.arena.op_loc(op);
    rw.set_insertion_point_before(op);
    let Ok(empty) = rw.build(loc, |b| Ok(tensor::EmptyOp::build(b, result, &[])?.op())) else {
        return false;
    };
    let init = rw.arena.result(empty, 0);
    let parallel = crate::linalg::iterator_type_attr(rw.ctx, "parallel");
    let iterators = rw.ctx.get_attr(AttrKind::Array(vec![parallel; shape.len()]));
    let maps_attr = rw.ctx.get_attr(AttrKind::Array(maps));
    let Ok(generic) = rw.build(loc, |b| {
        Ok(linalg::GenericOp::build(b, &[result], &inputs, &[init], maps_attr, iterators, None, None)?.op())
    }) else {
        return false;
    };
    let mut args: Vec<(Type, Attr)> = inputs
        .iter()
        .filter_map(|&v| ranked_tensor(rw.ctx, rw.arena.value_type(v)).map(|(_, e, _)| (e, loc)))
        .collect();
    args.push((element, loc));
    let block = rw.create_block(&args);
    let Some(&region) = rw.arena.regions(generic).first() else {
        return false;
    };
    rw.arena.append_block(region, block);
    let ip = rw.insertion_point();
    rw.set_insertion_point(InsertPoint::End(block));
    let ins: Vec<Value> = (0..inputs.len()).map(|i| rw.arena.arg(block, i)).collect();
    let built = body.build(rw, loc, element, &ins);
    rw.set_insertion_point(ip);
    if built.is_none() {
        return false;
    }
    let value = rw.arena.result(generic, 0);
    rw.replace_op(op, &[value]);
    true
}

/// One map per input (unit dimensions broadcast) and the identity for the
/// output; `None` unless every input is a static tensor of the result's rank.
fn indexing_maps(rw: &ConversionPatternRewriter<'_>, inputs: &[Value], shape: &[i64]) -> Option<Vec<Attr>> {
    let rank = u32::try_from(shape.len()).ok()?;
    let mut maps = Vec::with_capacity(inputs.len() + 1);
    for &v in inputs {
        let (in_shape, _, _) = ranked_tensor(rw.ctx, rw.arena.value_type(v))?;
        if in_shape.len() != shape.len() || in_shape.contains(&DYNAMIC) {
            return None;
        }
        let exprs = in_shape
            .iter()
            .zip(shape)
            .zip(0..rank)
            .map(|((&d, &r), i)| {
                if d == 1 && r != 1 {
                    AffineExpr::constant(0)
                } else {
                    AffineExpr::dim(i)
                }
            })
            .collect();
        maps.push(AffineMap::new(rank, 0, exprs));
    }
    maps.push(AffineMap::identity(rank));
    Some(
        maps.into_iter()
            .map(|m| rw.ctx.get_attr(AttrKind::AffineMap(m)))
            .collect(),
    )
}

/// What the loop body computes.
enum Body {
    Add,
    Sub,
    Mul,
    Sigmoid,
    /// `tosa.clamp` with its bounds.
    Clamp {
        min: Attr,
        max: Attr,
    },
}

impl Body {
    /// The body of `op` on elements of type `element`; `None` for what
    /// upstream lowers otherwise (integer sigmoid, a non-zero or unknown
    /// `tosa.mul` shift, clamp with `nan_mode = IGNORE`, mixed types).
    fn of(rw: &ConversionPatternRewriter<'_>, op: OpId, element: Type) -> Option<Body> {
        let (ctx, arena) = (rw.ctx, &*rw.arena);
        let float = c::float_kind(ctx, element).is_some();
        if tosa::AddOp::cast(ctx, arena, op).is_some() {
            return Some(Body::Add);
        }
        if tosa::SubOp::cast(ctx, arena, op).is_some() {
            return Some(Body::Sub);
        }
        if let Some(mul) = tosa::MulOp::cast(ctx, arena, op) {
            let same = [mul.input1(ctx, arena), mul.input2(ctx, arena)]
                .iter()
                .all(|&v| ranked_tensor(ctx, arena.value_type(v)).is_some_and(|(_, e, _)| e == element));
            let shift = rw.table.constant_of(ctx, arena, mul.shift(ctx, arena));
            let zero_shift = shift
                .and_then(|a| c::read(ctx, a))
                .and_then(|cst| cst.int_value())
                .is_some_and(|(_, bits)| bits == 0);
            return (same && (float || zero_shift)).then_some(Body::Mul);
        }
        if tosa::SigmoidOp::cast(ctx, arena, op).is_some() {
            return float.then_some(Body::Sigmoid);
        }
        let clamp = tosa::ClampOp::cast(ctx, arena, op)?;
        let ignore_nans = clamp
            .nan_mode_attr(ctx, arena)
            .is_some_and(|a| ir::text::printer::attr_to_string(ctx, a).contains("IGNORE"));
        if ignore_nans {
            return None;
        }
        let (min, max) = (clamp.min_val_attr(ctx, arena)?, clamp.max_val_attr(ctx, arena)?);
        Some(Body::Clamp { min, max })
    }

    /// Builds the body at the insertion point and its `linalg.yield`.
    fn build(&self, rw: &mut ConversionPatternRewriter<'_>, loc: Attr, ty: Type, ins: &[Value]) -> Option<()> {
        let float = c::float_kind(rw.ctx, ty);
        let arg = |i: usize| ins.get(i).copied();
        let value = match (self, float) {
            (Body::Add, Some(_)) => binary(rw, loc, ty, arg(0)?, arg(1)?, addf)?,
            (Body::Add, None) => binary(rw, loc, ty, arg(0)?, arg(1)?, addi)?,
            (Body::Sub, Some(_)) => binary(rw, loc, ty, arg(0)?, arg(1)?, subf)?,
            (Body::Sub, None) => binary(rw, loc, ty, arg(0)?, arg(1)?, subi)?,
            (Body::Mul, Some(_)) => binary(rw, loc, ty, arg(0)?, arg(1)?, mulf)?,
            (Body::Mul, None) => binary(rw, loc, ty, arg(0)?, arg(1)?, muli)?,
            (Body::Sigmoid, Some(kind)) => {
                let one_bits = crate::common::float::from_f64(kind, 1.0);
                let one = constant(rw, loc, ty, c::float_attr(rw.ctx, ty, one_bits))?;
                let neg = unary(rw, loc, ty, arg(0)?, negf)?;
                let exp = unary(rw, loc, ty, neg, exp)?;
                let sum = binary(rw, loc, ty, exp, one, addf)?;
                binary(rw, loc, ty, one, sum, divf)?
            }
            (Body::Sigmoid, None) => return None,
            (Body::Clamp { min, max }, Some(_)) => {
                let min = constant(rw, loc, ty, *min)?;
                let max = constant(rw, loc, ty, *max)?;
                let low = binary(rw, loc, ty, arg(0)?, max, minimumf)?;
                binary(rw, loc, ty, low, min, maximumf)?
            }
            (Body::Clamp { min, max }, None) => {
                let min = constant(rw, loc, ty, *min)?;
                let max = constant(rw, loc, ty, *max)?;
                let high = binary(rw, loc, ty, min, arg(0)?, maxsi)?;
                binary(rw, loc, ty, max, high, minsi)?
            }
        };
        rw.build(loc, |b| Ok(linalg::YieldOp::build(b, &[value])?.op())).ok()?;
        Some(())
    }
}

fn binary(
    rw: &mut ConversionPatternRewriter<'_>,
    loc: Attr,
    ty: Type,
    l: Value,
    r: Value,
    f: BinaryBuild,
) -> Option<Value> {
    let op = rw.build(loc, |b| f(b, ty, l, r)).ok()?;
    Some(rw.arena.result(op, 0))
}

fn unary(rw: &mut ConversionPatternRewriter<'_>, loc: Attr, ty: Type, v: Value, f: UnaryBuild) -> Option<Value> {
    let op = rw.build(loc, |b| f(b, ty, v)).ok()?;
    Some(rw.arena.result(op, 0))
}

fn constant(rw: &mut ConversionPatternRewriter<'_>, loc: Attr, ty: Type, value: Attr) -> Option<Value> {
    let op = rw
        .build(loc, |b| Ok(arith::ConstantOp::build(b, ty, value)?.op()))
        .ok()?;
    Some(rw.arena.result(op, 0))
}

fn exp(b: &mut OpBuilder<'_>, t: Type, v: Value) -> Result<OpId, BuildError> {
    Ok(math::ExpOp::build(b, t, v, None)?.op())
}
