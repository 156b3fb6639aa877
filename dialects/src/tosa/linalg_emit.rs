//! The building blocks the TOSA-to-linalg lowerings share, each creating
//! ops at the rewriter's insertion point as upstream's builders do:
//! constants, `tensor.empty`, `linalg.fill`, named structured ops with
//! their region, `linalg.generic` with a body, static `tensor.pad`, and
//! one-result arith ops.

use crate::arith::builders::{BinaryBuild, UnaryBuild};
use crate::arith::ops as arith;
use crate::common::consts as c;
use crate::linalg::ops as linalg;
use crate::tensor::ops as tensor;
use crate::tensor::ranked_tensor;
use ir::affine::AffineMap;
use ir::conversion::ConversionPatternRewriter;
use ir::ods::{BuildError, OpBuilder};
use ir::rewrite::InsertPoint;
use ir::{Attr, AttrKind, OpId, Type, Value};

/// The rewriter the lowerings build with.
pub(crate) type Rw<'a> = ConversionPatternRewriter<'a>;

/// Result 0 of the op `build` creates at the insertion point.
pub(crate) fn create(
    rw: &mut Rw<'_>,
    loc: Attr,
    build: impl FnOnce(&mut OpBuilder<'_>) -> Result<OpId, BuildError>,
) -> Option<Value> {
    let op = rw.build(loc, build).ok()?;
    (rw.arena.num_results(op) > 0).then(|| rw.arena.result(op, 0))
}

/// `arith.constant value : ty`.
pub(crate) fn constant(rw: &mut Rw<'_>, loc: Attr, ty: Type, value: Attr) -> Option<Value> {
    create(rw, loc, |b| Ok(arith::ConstantOp::build(b, ty, value)?.op()))
}

/// `builder.getZeroAttr(ty)` of an integer, index or float type.
pub(crate) fn zero_attr(rw: &Rw<'_>, ty: Type) -> Option<Attr> {
    if c::float_kind(rw.ctx, ty).is_some() {
        Some(c::float_attr(rw.ctx, ty, 0))
    } else {
        c::int_attr(rw.ctx, ty, 0)
    }
}

/// An integer constant of type `ty` with value `v`.
pub(crate) fn int_constant(rw: &mut Rw<'_>, loc: Attr, ty: Type, v: i64) -> Option<Value> {
    let attr = c::int_attr(rw.ctx, ty, v as i128 as u128)?;
    constant(rw, loc, ty, attr)
}

/// A binary arith op of result type `ty`.
pub(crate) fn binary(rw: &mut Rw<'_>, loc: Attr, ty: Type, l: Value, r: Value, f: BinaryBuild) -> Option<Value> {
    create(rw, loc, |b| f(b, ty, l, r))
}

/// A unary op of result type `ty`.
pub(crate) fn unary(rw: &mut Rw<'_>, loc: Attr, ty: Type, v: Value, f: UnaryBuild) -> Option<Value> {
    create(rw, loc, |b| f(b, ty, v))
}

/// `tensor.empty(dynamic) : ty`.
pub(crate) fn empty(rw: &mut Rw<'_>, loc: Attr, ty: Type, dynamic: &[Value]) -> Option<Value> {
    create(rw, loc, |b| Ok(tensor::EmptyOp::build(b, ty, dynamic)?.op()))
}

/// `linalg.fill ins(value) outs(init)`.
pub(crate) fn fill(rw: &mut Rw<'_>, loc: Attr, value: Value, init: Value) -> Option<Value> {
    let ty = rw.arena.value_type(init);
    named(rw, loc, "linalg.fill", &[value, init], |b| {
        Ok(linalg::FillOp::build(b, &[ty], &[value], &[init])?.op())
    })
}

/// A named structured op built by `build` (operands `operands`, inputs
/// then inits) with its region filled by the op's region builder
/// (`fillStructuredOpRegion`); its first result.
pub(crate) fn named(
    rw: &mut Rw<'_>,
    loc: Attr,
    name: &str,
    operands: &[Value],
    build: impl FnOnce(&mut OpBuilder<'_>) -> Result<OpId, BuildError>,
) -> Option<Value> {
    let op = rw.build(loc, build).ok()?;
    let &region = rw.arena.regions(op).first()?;
    crate::linalg::named::fill_built_region(rw.ctx, rw.arena, name, region, operands).ok()?;
    (rw.arena.num_results(op) > 0).then(|| rw.arena.result(op, 0))
}

/// `linalg.generic` with one result of type `result`, all loops parallel,
/// whose body `body` builds from the block arguments (inputs then the
/// init) the value it yields.
pub(crate) fn generic(
    rw: &mut Rw<'_>,
    loc: Attr,
    result: Type,
    ins: &[Value],
    init: Value,
    maps: Vec<AffineMap>,
    body: impl FnOnce(&mut Rw<'_>, &[Value]) -> Option<Value>,
) -> Option<Value> {
    let rank = ranked_tensor(rw.ctx, result)?.0.len();
    let op = generic_op(
        rw,
        loc,
        &[result],
        ins,
        &[init],
        maps,
        &vec!["parallel"; rank],
        |rw, args| body(rw, args).map(|v| vec![v]),
    )?;
    Some(rw.arena.result(op, 0))
}

/// `linalg.generic` with results `results`, inputs `ins`, inits `inits`,
/// maps and iterator types; `body` builds from the block arguments (inputs
/// then inits) the values it yields.
#[allow(clippy::too_many_arguments)]
pub(crate) fn generic_op(
    rw: &mut Rw<'_>,
    loc: Attr,
    results: &[Type],
    ins: &[Value],
    inits: &[Value],
    maps: Vec<AffineMap>,
    iterators: &[&str],
    body: impl FnOnce(&mut Rw<'_>, &[Value]) -> Option<Vec<Value>>,
) -> Option<OpId> {
    let iterators: Vec<Attr> = iterators
        .iter()
        .map(|name| crate::linalg::iterator_type_attr(rw.ctx, name))
        .collect();
    let iterators = rw.ctx.get_attr(AttrKind::Array(iterators));
    let maps: Vec<Attr> = maps
        .into_iter()
        .map(|m| rw.ctx.get_attr(AttrKind::AffineMap(m)))
        .collect();
    let maps_attr = rw.ctx.get_attr(AttrKind::Array(maps));
    let op = rw
        .build(loc, |b| {
            Ok(linalg::GenericOp::build(b, results, ins, inits, maps_attr, iterators, None, None)?.op())
        })
        .ok()?;
    let args: Vec<(Type, Attr)> = ins
        .iter()
        .chain(inits)
        .map(|&v| (c::element_type(rw.ctx, rw.arena.value_type(v)), loc))
        .collect();
    let block = rw.create_block(&args);
    let &region = rw.arena.regions(op).first()?;
    rw.arena.append_block(region, block);
    let ip = rw.insertion_point();
    rw.set_insertion_point(InsertPoint::End(block));
    let values: Vec<Value> = (0..args.len()).map(|i| rw.arena.arg(block, i)).collect();
    let yielded = body(rw, &values).and_then(|v| rw.build(loc, |b| Ok(linalg::YieldOp::build(b, &v)?.op())).ok());
    rw.set_insertion_point(ip);
    yielded?;
    Some(op)
}

/// `applyPad`: `input` padded by `pad` (low and high amount per dimension)
/// with the constant `pad_value` through a static `tensor.pad`; `input`
/// itself when every amount is 0.
pub(crate) fn pad(rw: &mut Rw<'_>, loc: Attr, input: Value, pad: &[i64], pad_value: Attr) -> Option<Value> {
    if pad.iter().all(|&p| p == 0) {
        return Some(input);
    }
    let (shape, element, _) = ranked_tensor(rw.ctx, rw.arena.value_type(input))?;
    if pad.len() != 2 * shape.len() {
        return None;
    }
    let low: Vec<i64> = pad.iter().step_by(2).copied().collect();
    let high: Vec<i64> = pad.iter().skip(1).step_by(2).copied().collect();
    let padded: Vec<i64> = shape
        .iter()
        .zip(low.iter().zip(&high))
        .map(|(&d, (&l, &h))| if d == ir::types::DYNAMIC { d } else { d + l + h })
        .collect();
    let result_ty = crate::tensor::tensor_of(rw.ctx, padded, element, None);
    let value = constant(rw, loc, element, pad_value)?;
    let op = rw
        .build(loc, |b| {
            Ok(tensor::PadOp::build_unwrapped(b, result_ty, input, &[], &[], &low, &high, false)?.op())
        })
        .ok()?;
    let index_ty = rw.ctx.index_type();
    let block = rw.create_block(&vec![(index_ty, loc); shape.len()]);
    let &region = rw.arena.regions(op).first()?;
    rw.arena.append_block(region, block);
    let ip = rw.insertion_point();
    rw.set_insertion_point(InsertPoint::End(block));
    let yielded = rw.build(loc, |b| Ok(tensor::YieldOp::build(b, value)?.op()));
    rw.set_insertion_point(ip);
    yielded.ok()?;
    Some(rw.arena.result(op, 0))
}

/// `rewriter.getI64TensorAttr(values)` (`tensor`) or
/// `getI64VectorAttr(values)` (`vector`): `dense<...> : <kind><Nxi64>`.
pub(crate) fn i64_elements(rw: &Rw<'_>, kind: &str, values: &[i64]) -> Option<Attr> {
    let body: Vec<String> = values.iter().map(i64::to_string).collect();
    let text = format!("dense<[{}]> : {kind}<{}xi64>", body.join(", "), values.len());
    ir::ods::values::attr_from_text(rw.ctx, &text).ok()
}

/// The integer value of element 0 of the constant `v` (a zero-point
/// operand), or 0 for a float constant whose value is zero; `None` when
/// it is not a constant (`getZeroPoint` failing).
pub(crate) fn zero_point(rw: &Rw<'_>, v: Value) -> Option<i64> {
    let attr = rw.table.constant_of(rw.ctx, rw.arena, v)?;
    let cst = c::read(rw.ctx, attr)?;
    if let Some((w, bits)) = cst.int_value() {
        return i64::try_from(c::sext(w, bits)).ok();
    }
    let (kind, bits) = cst.float_value()?;
    crate::common::float::is_zero(kind, bits).then_some(0)
}

/// The identity map of `rank` dimensions.
pub(crate) fn identity(rank: usize) -> Option<AffineMap> {
    Some(AffineMap::identity(u32::try_from(rank).ok()?))
}

/// `APFloat::getLargest` of the float type `ty` (f16, bf16, f32, f64).
pub(crate) fn largest_float(rw: &Rw<'_>, ty: Type) -> Option<f64> {
    match ir::text::printer::type_to_string(rw.ctx, ty).as_str() {
        "f32" => Some(f64::from(f32::MAX)),
        "f16" => Some(65504.0),
        "bf16" => Some(3.389_531_389_251_535_5e38),
        "f64" => Some(f64::MAX),
        _ => None,
    }
}

/// The lowest value of `ty`: the negated largest float, or the signed
/// minimum of an integer type.
pub(crate) fn lowest(rw: &Rw<'_>, ty: Type) -> Option<Attr> {
    if let Some(kind) = c::float_kind(rw.ctx, ty) {
        let bits = crate::common::float::from_f64(kind, -largest_float(rw, ty)?);
        return Some(c::float_attr(rw.ctx, ty, bits));
    }
    let width = c::int_width(rw.ctx, ty)?;
    c::int_attr(rw.ctx, ty, 1u128 << (width.clamp(1, 128) - 1))
}

/// An `i32` value saturated to the signed range of the integer type
/// `to` (`maxsi` with its minimum, `minsi` with its maximum) and
/// truncated to `to` when narrower (`clampIntHelper` and `trunci`).
pub(crate) fn saturate_i32(rw: &mut Rw<'_>, loc: Attr, value: Value, to: Type) -> Option<Value> {
    let i32_ty = rw.ctx.int_type(32);
    let width = c::int_width(rw.ctx, to)?.clamp(1, 32);
    let max = if width == 32 {
        i64::from(i32::MAX)
    } else {
        (1i64 << (width - 1)) - 1
    };
    let min = int_constant(rw, loc, i32_ty, -max - 1)?;
    let max = int_constant(rw, loc, i32_ty, max)?;
    let high = binary(rw, loc, i32_ty, min, value, crate::arith::builders::maxsi)?;
    let clamped = binary(rw, loc, i32_ty, max, high, crate::arith::builders::minsi)?;
    if width == 32 {
        return Some(clamped);
    }
    create(rw, loc, |b| Ok(arith::TruncIOp::build(b, to, clamped, None)?.op()))
}

/// The padding, stride and dilation of one spatial dimension of a
/// convolution or pooling window.
pub(crate) struct Window {
    /// Padding before.
    pub(crate) pad_before: i64,
    /// Padding after.
    pub(crate) pad_after: i64,
    /// Stride.
    pub(crate) stride: i64,
    /// Dilation.
    pub(crate) dilation: i64,
}

/// `getConvOrPoolOutputDim`: `(size + pads - (dilation * (kernel - 1) +
/// 1)) / stride + 1` in index arithmetic.
pub(crate) fn conv_output_dim(rw: &mut Rw<'_>, loc: Attr, size: Value, kernel: Value, w: &Window) -> Option<Value> {
    use crate::arith::builders::{addi, muli, subi};
    use crate::tosa::to_tensor::index::constant;
    let ty = rw.ctx.index_type();
    let one = constant(rw, loc, 1)?;
    let pad_before = constant(rw, loc, w.pad_before)?;
    let padded = binary(rw, loc, ty, size, pad_before, addi)?;
    let pad_after = constant(rw, loc, w.pad_after)?;
    let padded = binary(rw, loc, ty, padded, pad_after, addi)?;
    let kernel_less_one = binary(rw, loc, ty, kernel, one, subi)?;
    let dilation = constant(rw, loc, w.dilation)?;
    let dilated = binary(rw, loc, ty, dilation, kernel_less_one, muli)?;
    let extent = binary(rw, loc, ty, dilated, one, addi)?;
    let span = binary(rw, loc, ty, padded, extent, subi)?;
    let stride = constant(rw, loc, w.stride)?;
    let steps = create(rw, loc, |b| Ok(arith::DivUIOp::build(b, ty, span, stride, None)?.op()))?;
    binary(rw, loc, ty, steps, one, addi)
}
