//! `tosa.conv2d`, `tosa.conv3d` and `tosa.depthwise_conv2d` to linalg's
//! convolutions (upstream `ConvConverter` and `DepthwiseConvConverter`):
//! the input padded with its zero point, the bias broadcast into the
//! accumulator by a `linalg.generic`, the named convolution (its `_q` form
//! when a zero point is not 0) accumulating into it, the kernel transposed
//! where the linalg op wants another layout, a `tosa.cast` back to the
//! result type when the accumulator is wider. Dynamic result sizes are
//! computed from the input's (`tensor.dim` and index arithmetic).

use crate::arith::ops as arith;
use crate::common::consts as c;
use crate::linalg::ops as linalg;
use crate::tensor::ops as tensor;
use crate::tensor::{ranked_tensor, tensor_of};
use crate::tosa::linalg_emit::{self as emit, Rw};
use crate::tosa::ops as tosa;
use crate::tosa::to_tensor::index;
use ir::affine::{AffineExpr, AffineMap};
use ir::ods::{BuildError, OpBuilder};
use ir::types::{Signedness, DYNAMIC};
use ir::{Attr, OpId, Type, TypeKind, Value};

/// A typed builder of a linalg convolution: result type, inputs, inits,
/// strides, dilations.
type ConvBuild = fn(&mut OpBuilder<'_>, Type, &[Value], &[Value], Attr, Attr) -> Result<OpId, BuildError>;

/// The linalg convolutions one TOSA convolution lowers to.
struct Target {
    /// The op without zero points, its name and builder.
    plain: (&'static str, ConvBuild),
    /// The `_q` op, its name and builder.
    quantized: (&'static str, ConvBuild),
    /// Whether `plain`, `quantized` want the kernel transposed to
    /// `(d1, ..., dn, d0)` (HWCF / DHWCF layouts).
    transpose: (bool, bool),
}

macro_rules! conv_build {
    ($op:ident) => {
        |b, ty, ins, outs, strides, dilations| {
            Ok(linalg::$op::build(b, &[ty], ins, outs, Some(strides), Some(dilations))?.op())
        }
    };
}

const CONV2D_FHWC: Target = Target {
    plain: ("linalg.conv_2d_nhwc_fhwc", conv_build!(Conv2DNhwcFhwcOp)),
    quantized: ("linalg.conv_2d_nhwc_fhwc_q", conv_build!(Conv2DNhwcFhwcQOp)),
    transpose: (false, false),
};

const CONV2D_HWCF: Target = Target {
    plain: ("linalg.conv_2d_nhwc_hwcf", conv_build!(Conv2DNhwcHwcfOp)),
    quantized: ("linalg.conv_2d_nhwc_hwcf_q", conv_build!(Conv2DNhwcHwcfQOp)),
    transpose: (true, true),
};

const CONV3D: Target = Target {
    plain: ("linalg.conv_3d_ndhwc_dhwcf", conv_build!(Conv3DNdhwcDhwcfOp)),
    quantized: ("linalg.conv_3d_ndhwc_dhwcf_q", conv_build!(Conv3DNdhwcDhwcfQOp)),
    transpose: (true, true),
};

/// `tosa.conv2d` to `linalg.conv_2d_nhwc_fhwc` (the default).
pub(super) fn conv2d_fhwc(op: OpId, _: &[Value], rw: &mut Rw<'_>) -> bool {
    tosa::Conv2DOp::cast(rw.ctx, rw.arena, op).is_some() && convert(op, rw, &CONV2D_FHWC).is_some()
}

/// `tosa.conv2d` to `linalg.conv_2d_nhwc_hwcf` (`prefer-conv2d-kernel-layout-hwcf`).
pub(super) fn conv2d_hwcf(op: OpId, _: &[Value], rw: &mut Rw<'_>) -> bool {
    tosa::Conv2DOp::cast(rw.ctx, rw.arena, op).is_some() && convert(op, rw, &CONV2D_HWCF).is_some()
}

/// `tosa.conv3d` to `linalg.conv_3d_ndhwc_dhwcf`.
pub(super) fn conv3d(op: OpId, _: &[Value], rw: &mut Rw<'_>) -> bool {
    tosa::Conv3DOp::cast(rw.ctx, rw.arena, op).is_some() && convert(op, rw, &CONV3D).is_some()
}

/// What the convolutions share: operands, types, attributes, zero points.
struct Conv {
    loc: Attr,
    input: Value,
    weight: Value,
    bias: Value,
    result_ty: Type,
    result_shape: Vec<i64>,
    acc: Type,
    pad: Vec<i64>,
    stride: Vec<i64>,
    dilation: Vec<i64>,
    input_zp: i64,
    weight_zp: i64,
}

impl Conv {
    /// The common facts of a convolution; `None` where upstream's patterns
    /// fail to match (zero points not constant or invalid, dynamic
    /// weight or bias, unsigned input) and for dynamic result shapes.
    fn of(rw: &Rw<'_>, op: OpId) -> Option<Conv> {
        let (ctx, arena) = (rw.ctx, &*rw.arena);
        let operands: Vec<Value> = arena.operands(op).collect();
        let [input, weight, bias, input_zp, weight_zp] = operands.as_slice() else {
            return None;
        };
        let result_ty = arena.result_types(op).next()?;
        let (result_shape, _, _) = ranked_tensor(ctx, result_ty)?;
        let acc = c::prop(ctx, arena, op, "acc_type").and_then(|a| ir::ods::values::as_type(ctx, a))?;
        let input_element = c::element_type(ctx, arena.value_type(*input));
        let input_zp = emit::zero_point(rw, *input_zp)?;
        let weight_zp = emit::zero_point(rw, *weight_zp)?;
        let weight_element = c::element_type(ctx, arena.value_type(*weight));
        if !zero_point_valid(rw, input_element, input_zp) || !zero_point_valid(rw, weight_element, weight_zp) {
            return None;
        }
        let static_shape =
            |v: Value| ranked_tensor(ctx, arena.value_type(v)).is_some_and(|(s, _, _)| !s.contains(&DYNAMIC));
        if !static_shape(*weight) || !static_shape(*bias) {
            return None;
        }
        if matches!(
            ctx.type_kind(input_element),
            TypeKind::Integer {
                signedness: Signedness::Unsigned,
                ..
            }
        ) {
            return None;
        }
        let ints = |name: &str| crate::common::mixed::i64_prop(ctx, arena, op, name);
        Some(Conv {
            loc: arena.op_loc(op),
            input: *input,
            weight: *weight,
            bias: *bias,
            result_ty,
            result_shape,
            acc,
            pad: ints("pad")?,
            stride: ints("stride")?,
            dilation: ints("dilation")?,
            input_zp,
            weight_zp,
        })
    }

    /// The input padded (`[0, 0] ++ pad ++ [0, 0]`) with the input zero
    /// point; `None` when that does not fit the input's integer type.
    fn padded_input(&self, rw: &mut Rw<'_>) -> Option<Value> {
        let element = c::element_type(rw.ctx, rw.arena.value_type(self.input));
        let pad_value = if self.input_zp != 0 {
            let width = c::int_width(rw.ctx, element)?;
            let (min, max) = signed_range(width);
            if self.input_zp < min || self.input_zp > max {
                return None;
            }
            c::int_attr(rw.ctx, element, self.input_zp as i128 as u128)?
        } else {
            emit::zero_attr(rw, element)?
        };
        let mut pad = vec![0, 0];
        pad.extend(&self.pad);
        pad.extend([0, 0]);
        emit::pad(rw, self.loc, self.input, &pad, pad_value)
    }

    /// `inferDynamicDimsForConv`: the sizes of the result's dynamic
    /// dimensions, the spatial ones (`input_dims`, read in the kernel at
    /// `kernel_dims`) computed from the input, kernel, padding, stride and
    /// dilation, the others the input's.
    fn dynamic_dims(&self, rw: &mut Rw<'_>, input_dims: &[usize], kernel_dims: &[usize]) -> Option<Vec<Value>> {
        let mut dims: Vec<Option<Value>> = vec![None; self.result_shape.len()];
        for (i, (&d, &k)) in input_dims.iter().zip(kernel_dims).enumerate() {
            if *self.result_shape.get(d)? != DYNAMIC {
                continue;
            }
            let size = index::dim_at(rw, self.loc, self.input, d)?;
            let kernel = index::dim_at(rw, self.loc, self.weight, k)?;
            let window = emit::Window {
                pad_before: *self.pad.get(2 * i)?,
                pad_after: *self.pad.get(2 * i + 1)?,
                stride: *self.stride.get(i)?,
                dilation: *self.dilation.get(i)?,
            };
            dims[d] = Some(emit::conv_output_dim(rw, self.loc, size, kernel, &window)?);
        }
        let input_rank = ranked_tensor(rw.ctx, rw.arena.value_type(self.input))?.0.len();
        for (i, dim) in dims.iter_mut().enumerate().take(input_rank) {
            if self.result_shape[i] == DYNAMIC && dim.is_none() {
                *dim = Some(index::dim_at(rw, self.loc, self.input, i)?);
            }
        }
        Some(dims.into_iter().flatten().collect())
    }

    /// The `i32` constants of the two zero points.
    fn zero_point_constants(&self, rw: &mut Rw<'_>) -> Option<[Value; 2]> {
        let i32_ty = rw.ctx.int_type(32);
        Some([
            emit::int_constant(rw, self.loc, i32_ty, self.input_zp)?,
            emit::int_constant(rw, self.loc, i32_ty, self.weight_zp)?,
        ])
    }
}

/// `verifyInputZeroPoint`: integer zero points other than 0 only for
/// 8-bit integers.
fn zero_point_valid(rw: &Rw<'_>, element: Type, zp: i64) -> bool {
    zp == 0 || c::int_width(rw.ctx, element) == Some(8)
}

/// The range of a signed integer of `width` bits.
fn signed_range(width: u32) -> (i64, i64) {
    let width = width.clamp(1, 64);
    let max = if width == 64 {
        i64::MAX
    } else {
        (1i64 << (width - 1)) - 1
    };
    (-max - 1, max)
}

/// `ConvConverter`.
fn convert(op: OpId, rw: &mut Rw<'_>, target: &Target) -> Option<()> {
    let conv = Conv::of(rw, op)?;
    let rank = conv.result_shape.len();
    let has_zp = conv.input_zp != 0 || conv.weight_zp != 0;
    let spatial: Vec<usize> = (1..rank.saturating_sub(1)).collect();
    let dynamic = conv.dynamic_dims(rw, &spatial, &spatial)?;
    let input = conv.padded_input(rw)?;
    let want_transpose = if has_zp { target.transpose.1 } else { target.transpose.0 };
    let weight = if want_transpose {
        let (weight_shape, weight_element, _) = ranked_tensor(rw.ctx, rw.arena.value_type(conv.weight))?;
        let perms: Vec<i64> = (1..rank as i64).chain([0]).collect();
        let shape: Vec<i64> = perms
            .iter()
            .map(|&p| weight_shape.get(p as usize).copied())
            .collect::<Option<_>>()?;
        let ty = tensor_of(rw.ctx, shape, weight_element, None);
        let perms_attr = ir::ods::values::dense_array(rw.ctx, &perms, "i32").ok()?;
        emit::create(rw, conv.loc, |b| {
            Ok(tosa::TransposeOp::build(b, ty, conv.weight, perms_attr)?.op())
        })?
    } else {
        conv.weight
    };
    let strides = emit::i64_elements(rw, "tensor", &conv.stride)?;
    let dilations = emit::i64_elements(rw, "tensor", &conv.dilation)?;
    let acc_ty = tensor_of(rw.ctx, conv.result_shape.clone(), conv.acc, None);
    let bias_empty = emit::empty(rw, conv.loc, acc_ty, &dynamic)?;
    let bias = broadcast_bias(rw, conv.loc, conv.bias, bias_empty)?;
    let value = if has_zp {
        let [izp, kzp] = conv.zero_point_constants(rw)?;
        let (name, build) = target.quantized;
        let ins = [input, weight, izp, kzp];
        let result_ty = conv.result_ty;
        emit::named(rw, conv.loc, name, &[input, weight, izp, kzp, bias], |b| {
            build(b, result_ty, &ins, &[bias], strides, dilations)
        })?
    } else {
        let (name, build) = target.plain;
        let ins = [input, weight];
        let value = emit::named(rw, conv.loc, name, &[input, weight, bias], |b| {
            build(b, acc_ty, &ins, &[bias], strides, dilations)
        })?;
        if acc_ty == conv.result_ty {
            value
        } else {
            let result_ty = conv.result_ty;
            emit::create(rw, conv.loc, |b| Ok(tosa::CastOp::build(b, result_ty, value)?.op()))?
        }
    };
    rw.replace_op(op, &[value]);
    Some(())
}

/// `getBroadcastingMap`: `source` read along the innermost dimensions of
/// `result` (or at 0 when it is one element of rank 1).
fn broadcasting_map(rw: &Rw<'_>, source: Value, result: Value) -> Option<AffineMap> {
    let (source_shape, _, _) = ranked_tensor(rw.ctx, rw.arena.value_type(source))?;
    let (result_shape, _, _) = ranked_tensor(rw.ctx, rw.arena.value_type(result))?;
    let rank = u32::try_from(result_shape.len()).ok()?;
    let source_rank = u32::try_from(source_shape.len()).ok()?;
    let exprs = if source_shape == [1] {
        vec![AffineExpr::constant(0)]
    } else {
        (0..source_rank)
            .map(|d| AffineExpr::dim(d + rank - source_rank))
            .collect()
    };
    Some(AffineMap::new(rank, 0, exprs))
}

/// `linalgBroadcastAndMaybeExt`: `source` broadcast into `init`, its
/// elements extended (`arith.extf` / `arith.extsi`) to `init`'s.
fn broadcast_bias(rw: &mut Rw<'_>, loc: Attr, source: Value, init: Value) -> Option<Value> {
    let result_ty = rw.arena.value_type(init);
    let (shape, element, _) = ranked_tensor(rw.ctx, result_ty)?;
    let maps = vec![broadcasting_map(rw, source, init)?, emit::identity(shape.len())?];
    let float = c::float_kind(rw.ctx, element).is_some();
    emit::generic(rw, loc, result_ty, &[source], init, maps, |rw, args| {
        let (&bias, &out) = (args.first()?, args.get(1)?);
        let out_ty = rw.arena.value_type(out);
        if rw.arena.value_type(bias) == out_ty {
            return Some(bias);
        }
        if float {
            emit::create(rw, loc, |b| Ok(arith::ExtFOp::build(b, out_ty, bias, None)?.op()))
        } else {
            emit::create(rw, loc, |b| Ok(arith::ExtSIOp::build(b, out_ty, bias)?.op()))
        }
    })
}

/// `tosa.depthwise_conv2d` to `linalg.depthwise_conv_2d_nhwc_hwcm` (or
/// its `_q` form), collapsed to the result's shape, plus the bias
/// (`DepthwiseConvConverter`).
pub(super) fn depthwise(op: OpId, _: &[Value], rw: &mut Rw<'_>) -> bool {
    tosa::DepthwiseConv2DOp::cast(rw.ctx, rw.arena, op).is_some() && convert_depthwise(op, rw).is_some()
}

fn convert_depthwise(op: OpId, rw: &mut Rw<'_>) -> Option<()> {
    let conv = Conv::of(rw, op)?;
    let loc = conv.loc;
    let (weight_shape, _, _) = ranked_tensor(rw.ctx, rw.arena.value_type(conv.weight))?;
    let (_, result_element, _) = ranked_tensor(rw.ctx, conv.result_ty)?;
    let input_element = c::element_type(rw.ctx, rw.arena.value_type(conv.input));
    let null_zps = conv.input_zp == 0 && conv.weight_zp == 0;
    let dynamic = conv.dynamic_dims(rw, &[1, 2], &[0, 1])?;
    let input = conv.padded_input(rw)?;
    let strides = emit::i64_elements(rw, "tensor", &conv.stride)?;
    let dilations = emit::i64_elements(rw, "tensor", &conv.dilation)?;
    let r = &conv.result_shape;
    let conv_shape = vec![
        *r.first()?,
        *r.get(1)?,
        *r.get(2)?,
        *weight_shape.get(2)?,
        *weight_shape.get(3)?,
    ];
    let conv_ty = tensor_of(rw.ctx, conv_shape.clone(), conv.acc, None);
    let empty = emit::empty(rw, loc, conv_ty, &dynamic)?;
    let zero_attr = emit::zero_attr(rw, conv.acc)?;
    let zero = emit::constant(rw, loc, conv.acc, zero_attr)?;
    let filled = emit::fill(rw, loc, zero, empty)?;
    let result_ty = conv.result_ty;
    let bias_empty = emit::empty(rw, loc, result_ty, &dynamic)?;
    let rank = r.len();
    let maps = vec![
        broadcasting_map(rw, conv.bias, bias_empty)?,
        emit::identity(rank)?,
        emit::identity(rank)?,
    ];
    let reassociation = collapse_last(rw, rank)?;
    let float = c::float_kind(rw.ctx, input_element).is_some();
    let (name, build, ins): (&str, ConvBuild, Vec<Value>) = if null_zps {
        (
            "linalg.depthwise_conv_2d_nhwc_hwcm",
            conv_build!(DepthwiseConv2DNhwcHwcmOp),
            vec![input, conv.weight],
        )
    } else {
        let [izp, kzp] = conv.zero_point_constants(rw)?;
        (
            "linalg.depthwise_conv_2d_nhwc_hwcm_q",
            conv_build!(DepthwiseConv2DNhwcHwcmQOp),
            vec![input, conv.weight, izp, kzp],
        )
    };
    let operands: Vec<Value> = ins.iter().copied().chain([filled]).collect();
    let mut value = emit::named(rw, loc, name, &operands, |b| {
        build(b, conv_ty, &ins, &[filled], strides, dilations)
    })?;
    if null_zps && conv.acc != result_element {
        let cast_ty = tensor_of(rw.ctx, conv_shape, result_element, None);
        value = emit::create(rw, loc, |b| Ok(tosa::CastOp::build(b, cast_ty, value)?.op()))?;
    }
    let collapsed = emit::create(rw, loc, |b| {
        Ok(tensor::CollapseShapeOp::build(b, result_ty, value, reassociation)?.op())
    })?;
    // The bias added: `addf`, or `addi` after extending the bias
    // (`linalgIntBroadcastExtSIAdd` for the `_q` form).
    let value = emit::generic(
        rw,
        loc,
        result_ty,
        &[conv.bias, collapsed],
        bias_empty,
        maps,
        |rw, args| {
            let (&bias, &acc) = (args.first()?, args.get(1)?);
            let ty = rw.arena.value_type(acc);
            if float {
                return emit::binary(rw, loc, ty, bias, acc, crate::arith::builders::addf);
            }
            let bias = if rw.arena.value_type(bias) == ty {
                bias
            } else {
                emit::create(rw, loc, |b| Ok(arith::ExtSIOp::build(b, ty, bias)?.op()))?
            };
            emit::binary(rw, loc, ty, bias, acc, crate::arith::builders::addi)
        },
    )?;
    rw.replace_op(op, &[value]);
    Some(())
}

/// `createDepthwiseConvCollapseMap`: `[[0], [1], ..., [rank - 1, rank]]`.
fn collapse_last(rw: &Rw<'_>, rank: usize) -> Option<Attr> {
    let mut groups: Vec<String> = (0..rank.checked_sub(1)?).map(|i| format!("[{i}]")).collect();
    groups.push(format!("[{}, {rank}]", rank - 1));
    let text = format!("[{}]", groups.join(", "));
    ir::ods::values::attr_from_text(rw.ctx, &text).ok()
}
