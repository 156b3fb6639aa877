//! `tosa.max_pool2d` to `linalg.pooling_nhwc_max` over an input padded
//! with the lowest value (upstream `MaxPool2dConverter`), and
//! `tosa.avg_pool2d` to `linalg.pooling_nhwc_sum` followed by a
//! `linalg.generic` dividing each sum by the number of input elements its
//! window covers (`AvgPool2dConverter`). Max pools take any dynamic
//! size, average pools a dynamic batch; integer average pools scale the sum with
//! `tosa.apply_scale` (i32 accumulators only). A
//! float max pool with `nan_mode = IGNORE` becomes a `linalg.generic` with
//! the pooling's maps whose body skips NaN inputs.

use crate::arith::builders::{addi, divf, maximumf, maxsi, minsi, muli, shli, subi};
use crate::arith::ops as arith;
use crate::common::consts as c;
use crate::linalg::ops as linalg;
use crate::math::ops as math;
use crate::tensor::{ranked_tensor, tensor_of};
use crate::tosa::linalg_emit::{self as emit, Rw};
use crate::tosa::ops as tosa;
use crate::tosa::to_tensor::index;
use ir::types::DYNAMIC;
use ir::{Attr, OpId, Type, Value};

/// `max_pool2d`'s pattern.
pub(super) fn max_pool(op: OpId, operands: &[Value], rw: &mut Rw<'_>) -> bool {
    convert_max_pool(op, operands, rw).is_some()
}

/// `avg_pool2d`'s pattern.
pub(super) fn avg_pool(op: OpId, _: &[Value], rw: &mut Rw<'_>) -> bool {
    convert_avg_pool(op, rw).is_some()
}

/// The pooling attributes.
struct Window {
    kernel: Vec<i64>,
    stride: Vec<i64>,
    /// `[0, 0] ++ pad ++ [0, 0]`.
    pad: Vec<i64>,
}

impl Window {
    fn of(rw: &Rw<'_>, op: OpId) -> Option<Window> {
        let ints = |name: &str| crate::common::mixed::i64_prop(rw.ctx, rw.arena, op, name);
        let mut pad = vec![0, 0];
        pad.extend(ints("pad")?);
        pad.extend([0, 0]);
        Some(Window {
            kernel: ints("kernel")?,
            stride: ints("stride")?,
            pad,
        })
    }
}

/// `checkHasDynamicBatchDims`: the `tensor.dim` of a dynamic batch;
/// `None` when another dimension of `input` or `result` is dynamic.
fn dynamic_batch(rw: &mut Rw<'_>, loc: Attr, input: Value, result: Type) -> Option<Vec<Value>> {
    let (in_shape, _, _) = ranked_tensor(rw.ctx, rw.arena.value_type(input))?;
    let (out_shape, _, _) = ranked_tensor(rw.ctx, result)?;
    for shape in [&in_shape, &out_shape] {
        if shape.iter().skip(1).any(|&d| d == DYNAMIC) {
            return None;
        }
    }
    if out_shape.first() == Some(&DYNAMIC) {
        Some(vec![index::dim_at(rw, loc, input, 0)?])
    } else {
        Some(Vec::new())
    }
}

/// `computeDynamicOutputSizes` of a max pool: the batch and channel
/// sizes of the input, the spatial ones computed from the input's, the
/// kernel, padding and stride.
fn max_pool_sizes(rw: &mut Rw<'_>, loc: Attr, input: Value, result: Type, window: &Window) -> Option<Vec<Value>> {
    let (shape, _, _) = ranked_tensor(rw.ctx, result)?;
    let mut sizes = Vec::new();
    for (dim, &d) in shape.iter().enumerate() {
        if d != DYNAMIC {
            continue;
        }
        let size = index::dim_at(rw, loc, input, dim)?;
        if dim == 1 || dim == 2 {
            let kernel = index::constant(rw, loc, *window.kernel.get(dim - 1)?)?;
            let w = emit::Window {
                pad_before: *window.pad.get(dim * 2)?,
                pad_after: *window.pad.get(dim * 2 + 1)?,
                stride: *window.stride.get(dim - 1)?,
                dilation: 1,
            };
            sizes.push(emit::conv_output_dim(rw, loc, size, kernel, &w)?);
        } else {
            sizes.push(size);
        }
    }
    Some(sizes)
}

fn convert_max_pool(op: OpId, operands: &[Value], rw: &mut Rw<'_>) -> Option<()> {
    let pool = tosa::MaxPool2dOp::cast(rw.ctx, rw.arena, op)?;
    let ignore_nans = pool
        .nan_mode_attr(rw.ctx, rw.arena)
        .is_some_and(|a| ir::text::printer::attr_to_string(rw.ctx, a).contains("IGNORE"));
    let loc = rw.arena.op_loc(op);
    let input = *operands.first()?;
    let result_ty = rw.arena.value_type(pool.output(rw.ctx, rw.arena));
    let (_, element, _) = ranked_tensor(rw.ctx, rw.arena.value_type(input))?;
    let window = Window::of(rw, op)?;
    let dynamic = max_pool_sizes(rw, loc, input, result_ty, &window)?;
    // Upstream has no initial value for f64 max pools.
    if ir::text::printer::type_to_string(rw.ctx, element) == "f64" {
        return None;
    }
    let initial = emit::lowest(rw, element)?;
    let padded = emit::pad(rw, loc, input, &window.pad, initial)?;
    let initial = emit::constant(rw, loc, element, initial)?;
    let strides = emit::i64_elements(rw, "vector", &window.stride)?;
    let dilations = emit::i64_elements(rw, "vector", &[1, 1])?;
    let empty = emit::empty(rw, loc, result_ty, &dynamic)?;
    let filled = emit::fill(rw, loc, initial, empty)?;
    let window_ty = tensor_of(rw.ctx, window.kernel.clone(), element, None);
    let window_dims = emit::empty(rw, loc, window_ty, &[])?;
    let ins = [padded, window_dims];
    let value = emit::named(
        rw,
        loc,
        "linalg.pooling_nhwc_max",
        &[padded, window_dims, filled],
        |b| Ok(linalg::PoolingNhwcMaxOp::build(b, &[result_ty], &ins, &[filled], Some(strides), Some(dilations))?.op()),
    )?;
    // NaN propagation means nothing for integers; `PROPAGATE` is what the
    // named op does.
    if !ignore_nans || c::float_kind(rw.ctx, element).is_none() {
        rw.replace_op(op, &[value]);
        return Some(());
    }
    let pooling = rw.arena.defining_op(value)?;
    let ignoring = ignore_nans_pool(rw, loc, &window, padded, window_dims, filled, result_ty)?;
    rw.replace_op(op, &[ignoring]);
    rw.erase_op(pooling);
    Some(())
}

/// `nan_mode = IGNORE`: the pooling as a `linalg.generic` with its maps
/// and iterators whose body keeps the running maximum when the input
/// element is NaN.
fn ignore_nans_pool(
    rw: &mut Rw<'_>,
    loc: Attr,
    window: &Window,
    input: Value,
    window_dims: Value,
    init: Value,
    result_ty: Type,
) -> Option<Value> {
    let spec = crate::linalg::named::spec("linalg.pooling_nhwc_max")?;
    let maps = crate::linalg::named::static_maps(spec, &window.stride, &[1, 1])?;
    let crate::linalg::named::Iters::Fixed(letters) = spec.iters else {
        return None;
    };
    let iterators: Vec<&str> = letters
        .chars()
        .map(|l| if l == 'r' { "reduction" } else { "parallel" })
        .collect();
    let op = emit::generic_op(
        rw,
        loc,
        &[result_ty],
        &[input, window_dims],
        &[init],
        maps,
        &iterators,
        |rw, args| {
            let (&value, &out) = (args.first()?, args.last()?);
            let ty = rw.arena.value_type(out);
            let max = emit::binary(rw, loc, ty, out, value, maximumf)?;
            let i1 = rw.ctx.int_type(1);
            let is_nan = emit::create(rw, loc, |b| {
                Ok(arith::CmpFOp::build_unwrapped(b, i1, value, value, arith::CmpFPredicate::Uno, None)?.op())
            })?;
            let kept = emit::create(rw, loc, |b| Ok(arith::SelectOp::build(b, ty, is_nan, out, max)?.op()))?;
            Some(vec![kept])
        },
    )?;
    Some(rw.arena.result(op, 0))
}

fn convert_avg_pool(op: OpId, rw: &mut Rw<'_>) -> Option<()> {
    let pool = tosa::AvgPool2dOp::cast(rw.ctx, rw.arena, op)?;
    let loc = rw.arena.op_loc(op);
    let input = pool.input(rw.ctx, rw.arena);
    let result_ty = rw.arena.value_type(pool.output(rw.ctx, rw.arena));
    let (result_shape, result_element, _) = ranked_tensor(rw.ctx, result_ty)?;
    let in_element = c::element_type(rw.ctx, rw.arena.value_type(input));
    let acc = c::prop(rw.ctx, rw.arena, op, "acc_type").and_then(|a| ir::ods::values::as_type(rw.ctx, a))?;
    if c::int_width(rw.ctx, acc).is_some_and(|w| w != 32) {
        return None;
    }
    let acc_ty = tensor_of(rw.ctx, result_shape.clone(), acc, None);
    let dynamic = dynamic_batch(rw, loc, input, result_ty)?;
    let zero_points = (
        emit::zero_point(rw, pool.input_zp(rw.ctx, rw.arena))?,
        emit::zero_point(rw, pool.output_zp(rw.ctx, rw.arena))?,
    );
    let window = Window::of(rw, op)?;
    let pad_value = emit::zero_attr(rw, in_element)?;
    let padded = emit::pad(rw, loc, input, &window.pad, pad_value)?;
    let zero_attr = emit::zero_attr(rw, acc)?;
    let initial = emit::constant(rw, loc, acc, zero_attr)?;
    let strides = emit::i64_elements(rw, "vector", &window.stride)?;
    let dilations = emit::i64_elements(rw, "vector", &[1, 1])?;
    let empty = emit::empty(rw, loc, acc_ty, &dynamic)?;
    let filled = emit::fill(rw, loc, initial, empty)?;
    let window_ty = tensor_of(rw.ctx, window.kernel.clone(), acc, None);
    let window_dims = emit::empty(rw, loc, window_ty, &[])?;
    let ins = [padded, window_dims];
    let sum = emit::named(
        rw,
        loc,
        "linalg.pooling_nhwc_sum",
        &[padded, window_dims, filled],
        |b| Ok(linalg::PoolingNhwcSumOp::build(b, &[acc_ty], &ins, &[filled], Some(strides), Some(dilations))?.op()),
    )?;
    let index_ty = rw.ctx.index_type();
    let height = index::dim_at(rw, loc, sum, 1)?;
    let width = index::dim_at(rw, loc, sum, 2)?;
    let one = index::constant(rw, loc, 1)?;
    let last_row = emit::binary(rw, loc, index_ty, height, one, subi)?;
    let last_column = emit::binary(rw, loc, index_ty, width, one, subi)?;
    let out_empty = emit::empty(rw, loc, result_ty, &dynamic)?;
    let identity = emit::identity(result_shape.len())?;
    let value = emit::generic(
        rw,
        loc,
        result_ty,
        &[sum],
        out_empty,
        vec![identity.clone(), identity],
        |rw, args| {
            let zero = index::constant(rw, loc, 0)?;
            let coverage = Coverage {
                loc,
                zero,
                one,
                window: &window,
            };
            let rows = coverage.along(rw, 1, last_row)?;
            let columns = coverage.along(rw, 2, last_column)?;
            let count = emit::binary(rw, loc, index_ty, rows, columns, muli)?;
            let i32_ty = rw.ctx.int_type(32);
            let count = emit::create(rw, loc, |b| Ok(arith::IndexCastOp::build(b, i32_ty, count)?.op()))?;
            let sum = *args.first()?;
            let Some(acc_kind) = c::float_kind(rw.ctx, acc) else {
                return integer_mean(rw, loc, sum, count, zero_points, result_element);
            };
            let count = emit::create(rw, loc, |b| Ok(arith::SIToFPOp::build(b, acc, count)?.op()))?;
            let mean = emit::binary(rw, loc, acc, sum, count, divf)?;
            let result_kind = c::float_kind(rw.ctx, result_element)?;
            if acc_kind.bit_width() > result_kind.bit_width() {
                emit::create(rw, loc, |b| {
                    Ok(arith::TruncFOp::build(b, result_element, mean, None, None)?.op())
                })
            } else {
                Some(mean)
            }
        },
    )?;
    rw.replace_op(op, &[value]);
    Some(())
}

/// The integer average: the sum less `count` input zero points, scaled by
/// `1 / count` with `tosa.apply_scale` (multiplier `((1 << 30) + 1) << k /
/// count`, shift `30 + k`, `k = 32 - clz(count - 1)`), plus the output
/// zero point, saturated to the result type and truncated to it.
fn integer_mean(
    rw: &mut Rw<'_>,
    loc: Attr,
    sum: Value,
    count: Value,
    (input_zp, output_zp): (i64, i64),
    result_element: Type,
) -> Option<Value> {
    let (i8_ty, i32_ty, i64_ty) = (rw.ctx.int_type(8), rw.ctx.int_type(32), rw.ctx.int_type(64));
    let mut sum = sum;
    if input_zp != 0 {
        let zp = emit::int_constant(rw, loc, i32_ty, input_zp)?;
        let offset = emit::binary(rw, loc, i32_ty, count, zp, muli)?;
        sum = emit::binary(rw, loc, i32_ty, sum, offset, subi)?;
    }
    let one = emit::int_constant(rw, loc, i32_ty, 1)?;
    let thirty_two = emit::int_constant(rw, loc, i32_ty, 32)?;
    let count_less_one = emit::binary(rw, loc, i32_ty, count, one, subi)?;
    let zeros = emit::create(rw, loc, |b| {
        Ok(math::CountLeadingZerosOp::build(b, i32_ty, count_less_one)?.op())
    })?;
    let k = emit::binary(rw, loc, i32_ty, thirty_two, zeros, subi)?;
    let k64 = emit::create(rw, loc, |b| Ok(arith::ExtUIOp::build(b, i64_ty, k)?.op()))?;
    let base = emit::int_constant(rw, loc, i64_ty, (1 << 30) + 1)?;
    let numerator = emit::binary(rw, loc, i64_ty, base, k64, shli)?;
    let count64 = emit::create(rw, loc, |b| Ok(arith::ExtUIOp::build(b, i64_ty, count)?.op()))?;
    let multiplier = emit::create(rw, loc, |b| {
        Ok(arith::DivUIOp::build(b, i64_ty, numerator, count64, None)?.op())
    })?;
    let multiplier = emit::create(rw, loc, |b| {
        Ok(arith::TruncIOp::build(b, i32_ty, multiplier, None)?.op())
    })?;
    let k8 = emit::create(rw, loc, |b| Ok(arith::TruncIOp::build(b, i8_ty, k, None)?.op()))?;
    let thirty = emit::int_constant(rw, loc, i8_ty, 30)?;
    let shift = emit::binary(rw, loc, i8_ty, k8, thirty, addi)?;
    let mode = ir::ods::values::attr_from_text(rw.ctx, "#tosa.rounding_mode<SINGLE_ROUND>").ok()?;
    let mut scaled = emit::create(rw, loc, |b| {
        Ok(tosa::ApplyScaleOp::build(b, i32_ty, sum, multiplier, shift, mode)?.op())
    })?;
    if output_zp != 0 {
        let zp = emit::int_constant(rw, loc, i32_ty, output_zp)?;
        scaled = emit::binary(rw, loc, i32_ty, scaled, zp, addi)?;
    }
    emit::saturate_i32(rw, loc, scaled, result_element)
}

/// The number of valid (unpadded) input elements a window covers along
/// one dimension (`coverageFn` and `padFn` of upstream's body).
struct Coverage<'w> {
    loc: Attr,
    zero: Value,
    one: Value,
    window: &'w Window,
}

impl Coverage<'_> {
    /// Along output dimension `dim` (1 or 2), whose last index is `last`.
    fn along(&self, rw: &mut Rw<'_>, dim: usize, last: Value) -> Option<Value> {
        let loc = self.loc;
        let index_ty = rw.ctx.index_type();
        let stride = index::constant(rw, loc, *self.window.stride.get(dim - 1)?)?;
        let mut valid = index::constant(rw, loc, *self.window.kernel.get(dim - 1)?)?;
        let dim_attr = c::int_attr(rw.ctx, rw.ctx.int_type(64), dim as u128)?;
        let left = emit::create(rw, loc, |b| Ok(linalg::IndexOp::build(b, index_ty, dim_attr)?.op()))?;
        let right = emit::binary(rw, loc, index_ty, last, left, subi)?;
        let left = emit::binary(rw, loc, index_ty, left, stride, muli)?;
        let right = emit::binary(rw, loc, index_ty, right, stride, muli)?;
        for (position, pad) in [
            (left, self.window.pad.get(dim * 2)),
            (right, self.window.pad.get(dim * 2 + 1)),
        ] {
            let pad = *pad?;
            if pad == 0 {
                continue;
            }
            let pad = index::constant(rw, loc, pad)?;
            let offset = emit::binary(rw, loc, index_ty, position, pad, subi)?;
            let offset = emit::binary(rw, loc, index_ty, offset, self.zero, minsi)?;
            valid = emit::binary(rw, loc, index_ty, valid, offset, addi)?;
        }
        emit::binary(rw, loc, index_ty, self.one, valid, maxsi)
    }
}
