//! The tosa convolution and pooling verifiers (`TosaOps.cpp`'s
//! `verifyConvOp`, `verifyConvOpModes`, `verifyConvOpErrorIf`,
//! `verifyPoolingOp` and the ops using them).

use super::*;

/// `verifyConvOp`: element types of input, weight, bias, result and zero points.
pub(super) fn verify_conv_types(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let (Some(input), Some(weight), Some(bias), Some(izp), Some(wzp)) = (
        operand_type(arena, op, 0),
        operand_type(arena, op, 1),
        operand_type(arena, op, 2),
        operand_type(arena, op, 3),
        operand_type(arena, op, 4),
    ) else {
        return Ok(());
    };
    let result = result_type(arena, op, 0);
    let (bias_e, result_e) = (elem_of(ctx, bias), elem_of(ctx, result));
    let (bias_float, result_float) = (is_float(ctx, bias_e), is_float(ctx, result_e));
    let (ie, we) = (storage_elem(ctx, input), storage_elem(ctx, weight));
    let (be, re) = (storage_elem(ctx, bias), storage_elem(ctx, result));
    if bias_float && result_float && be != re {
        return fail_types(
            ctx,
            arena,
            op,
            "expect both bias and result to have same element type, got ",
            (be, re),
        );
    }
    let f8 = |t: Type| matches!(float_kind(ctx, t), Some(FloatKind::F8E5M2 | FloatKind::F8E4M3FN));
    if (f8(ie) || f8(we)) && ie != we {
        return fail_types(
            ctx,
            arena,
            op,
            "expect both input and weight to have same element type, got ",
            (ie, we),
        );
    }
    if is_float(ctx, ie) != is_float(ctx, we) {
        return fail_types(
            ctx,
            arena,
            op,
            "expect both input and weight to be float or not together, got ",
            (ie, we),
        );
    }
    verify_zero_points(ctx, arena, op, [(ie, izp, "input", 3), (we, wzp, "weight", 4)], false)
}

/// Each `(value, zero point, name, zero point operand index)` pair must
/// have one storage element type, then each zero point must be valid
/// (`verify_zero_point`); `matmul` picks `MatMulOp`'s wording of the
/// mismatch error.
pub(super) fn verify_zero_points(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    pairs: [(Type, Type, &str, usize); 2],
    matmul: bool,
) -> VResult {
    for (t, zp, what, _) in pairs {
        let (e, ze) = (storage_elem(ctx, t), storage_elem(ctx, zp));
        if e != ze {
            let msg = if matmul {
                format!("expect input {what} and {what}_zp have the same element type, got ")
            } else {
                zero_point_type_message(what)
            };
            return fail_types(ctx, arena, op, &msg, (e, ze));
        }
    }
    for (_, _, what, index) in pairs {
        verify_zero_point(ctx, arena, op, index, what)?;
    }
    Ok(())
}

/// `expect both WHAT and its zero point are the same element type, got `.
fn zero_point_type_message(what: &str) -> String {
    format!("expect both {what} and its zero point are the same element type, got ")
}

/// `verifyConvOpModes`: the accumulator type for the input element type.
pub(super) fn verify_conv_modes(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let (Some(input), Some(acc)) = (operand_type(arena, op, 0), type_attr(ctx, arena, op, "acc_type")) else {
        return Ok(());
    };
    let ie = storage_elem(ctx, input);
    let acc_int = |w: u32| matches!(ctx.type_kind(acc), TypeKind::Integer { width, .. } if *width == w);
    let acc_f = |k: FloatKind| float_kind(ctx, acc) == Some(k);
    let ie_int = |w: u32| matches!(ctx.type_kind(ie), TypeKind::Integer { width, .. } if *width == w);
    let ief = float_kind(ctx, ie);
    let msg = if ie_int(8) && !acc_int(32) {
        "accumulator type for i8 tensor is not i32"
    } else if ie_int(16) && !acc_int(48) {
        "accumulator type for i16 tensor is not i48"
    } else if matches!(ief, Some(FloatKind::F8E5M2 | FloatKind::F8E4M3)) && !acc_f(FloatKind::F16) {
        "accumulator type for f8 tensor is not f16"
    } else if ief == Some(FloatKind::F16) && !(acc_f(FloatKind::F16) || acc_f(FloatKind::F32)) {
        "accumulator type for f16 tensor is not f16/f32"
    } else if ief == Some(FloatKind::BF16) && !acc_f(FloatKind::F32) {
        "accumulator type for bf16 tensor is not f32"
    } else if ief == Some(FloatKind::F32) && !acc_f(FloatKind::F32) {
        "accumulator type for f32 tensor is not f32"
    } else {
        return Ok(());
    };
    fail(ctx, arena, op, msg)
}

/// `idivCheck`.
pub(super) fn idiv_check(lhs: i64, rhs: i64) -> Option<i64> {
    lhs.checked_rem(rhs)
        .filter(|&r| r == 0)
        .and_then(|_| lhs.checked_div(rhs))
}

/// The names of one spatial dimension in `verifyConvOpErrorIf`'s messages:
/// the dimension, its axis letter, and its padding before and after.
type DimNames = (&'static str, &'static str, &'static str, &'static str);

const HEIGHT: DimNames = ("height", "y", "top", "bottom");
const WIDTH: DimNames = ("width", "x", "left", "right");
const DEPTH: DimNames = ("depth", "d", "front", "back");

/// One spatial dimension of `verifyConvOpErrorIf`'s output size check.
pub(super) struct ConvDim {
    input: i64,
    kernel: i64,
    output: i64,
    pad: (i64, i64),
    stride: i64,
    dilation: i64,
    names: DimNames,
}

/// The output size check of one spatial dimension:
/// `O == idiv_check(I - 1 + pa + pb - (K - 1) * d, s) + 1`.
pub(super) fn verify_conv_output_size(ctx: &Context, arena: &IrArena, op: OpId, d: &ConvDim) -> VResult {
    if d.input == DYNAMIC || d.kernel == DYNAMIC {
        return Ok(());
    }
    let (name, axis, before, after) = d.names;
    let padded = d.input.wrapping_sub(1).wrapping_add(d.pad.0).wrapping_add(d.pad.1);
    let num = padded.wrapping_sub(d.kernel.wrapping_sub(1).wrapping_mul(d.dilation));
    let Some(minus_one) = idiv_check(num, d.stride) else {
        let msg = format!("expected input_{name} - 1 + pad_{before} + pad_{after} - (kernel_{name} - 1) * dilation_{axis} to be wholly divisible by stride_{axis}, got ({} - 1 + {} + {} - ({} - 1) * {}) / {}", d.input, d.pad.0, d.pad.1, d.kernel, d.dilation, d.stride);
        return fail(ctx, arena, op, msg);
    };
    let calculated = minus_one.wrapping_add(1);
    if d.output != DYNAMIC && calculated != d.output {
        return fail(ctx, arena, op, calculated_mismatch(name, calculated, d.output));
    }
    Ok(())
}

/// `calculated output NAME did not match expected: calculated=C, expected=E`.
pub(super) fn calculated_mismatch(name: &str, calculated: i64, expected: i64) -> String {
    format!("calculated output {name} did not match expected: calculated={calculated}, expected={expected}")
}

/// `verifyConvOpErrorIf`: non-negative padding, positive strides and
/// dilations, the output size of each spatial dimension (`names`, the
/// input's dimensions 1.. against the weight's from `kernel_first`), and
/// the bias channels.
pub(super) fn verify_conv_error_if(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    kernel_first: usize,
    names: &[DimNames],
) -> VResult {
    let pad = dense_attr(ctx, arena, op, "pad");
    let stride = dense_attr(ctx, arena, op, "stride");
    let dilation = dense_attr(ctx, arena, op, "dilation");
    verify_all_at_least(ctx, arena, op, "padding", &pad, 0)?;
    verify_all_at_least(ctx, arena, op, "stride", &stride, 1)?;
    verify_all_at_least(ctx, arena, op, "dilation", &dilation, 1)?;
    let Some(out_shape) = ranked_shape(ctx, result_type(arena, op, 0)) else {
        return Ok(());
    };
    let in_shape = operand_type(arena, op, 0).and_then(|t| ranked_shape(ctx, t));
    let w_shape = operand_type(arena, op, 1).and_then(|t| ranked_shape(ctx, t));
    if let (Some(is), Some(ws)) = (in_shape, w_shape) {
        for (i, &names) in names.iter().enumerate() {
            let (Some(&p0), Some(&p1), Some(&s), Some(&d)) =
                (pad.get(2 * i), pad.get(2 * i + 1), stride.get(i), dilation.get(i))
            else {
                break;
            };
            let dim = ConvDim {
                input: dim(Some(is), i + 1),
                kernel: dim(Some(ws), kernel_first + i),
                output: dim(Some(out_shape), i + 1),
                pad: (p0, p1),
                stride: s,
                dilation: d,
                names,
            };
            verify_conv_output_size(ctx, arena, op, &dim)?;
        }
    }
    let out_channels = out_shape.last().copied().unwrap_or(DYNAMIC);
    verify_bias_channels(ctx, arena, op, out_channels)
}

/// The bias of a convolution has as many channels as the output, or 1
/// (skipped when either is unknown).
fn verify_bias_channels(ctx: &Context, arena: &IrArena, op: OpId, out_channels: i64) -> VResult {
    let Some(bias_shape) = operand_type(arena, op, 2).and_then(|t| ranked_shape(ctx, t)) else {
        return Ok(());
    };
    let bias_channels = dim(Some(bias_shape), 0);
    if bias_channels == DYNAMIC || out_channels == DYNAMIC || bias_channels == out_channels || bias_channels == 1 {
        return Ok(());
    }
    let msg =
        format!("bias channels expected to be equal to output channels ({out_channels}) or 1, got {bias_channels}");
    fail(ctx, arena, op, msg)
}

/// Fails with upstream's `expect all NAME values to be >= MIN, got ...`
/// unless every value of the `NAME` attribute is at least `min`.
pub(super) fn verify_all_at_least(
    ctx: &Context,
    arena: &IrArena,
    op: OpId,
    name: &str,
    values: &[i64],
    min: i64,
) -> VResult {
    if values.iter().any(|&v| v < min) {
        let msg = format!("expect all {name} values to be >= {min}, got {}", join(values));
        return fail(ctx, arena, op, msg);
    }
    Ok(())
}

/// `verifyConvOp` then `verifyConvOpModes`, shared by every convolution.
fn verify_conv_common(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    verify_conv_types(ctx, arena, op)?;
    verify_conv_modes(ctx, arena, op)
}

/// `Conv2DOp::verify`.
pub(super) fn verify_conv2d(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    verify_conv_common(ctx, arena, op)?;
    verify_conv_error_if(ctx, arena, op, 1, &[HEIGHT, WIDTH])
}

/// `DepthwiseConv2DOp::verify`.
pub(super) fn verify_depthwise_conv2d(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    verify_conv_common(ctx, arena, op)?;
    verify_conv_error_if(ctx, arena, op, 0, &[HEIGHT, WIDTH])
}

/// `Conv3DOp::verify`.
pub(super) fn verify_conv3d(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    verify_conv_common(ctx, arena, op)?;
    verify_conv_error_if(ctx, arena, op, 1, &[DEPTH, HEIGHT, WIDTH])
}

/// `TransposeConv2DOp::verify`: positive strides, each `out_pad` above the
/// negated kernel size, the output size of both spatial dimensions, and
/// the bias channels.
pub(super) fn verify_transpose_conv2d(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    verify_conv_common(ctx, arena, op)?;
    let stride = dense_attr(ctx, arena, op, "stride");
    let out_pad = dense_attr(ctx, arena, op, "out_pad");
    let ([sy, sx], [top, bottom, left, right]) = (stride.as_slice(), out_pad.as_slice()) else {
        return Ok(());
    };
    if *sy < 1 || *sx < 1 {
        let msg = format!("expect all stride values to be >= 1, got [{}]", join(&stride));
        return fail(ctx, arena, op, msg);
    }
    let w_shape = operand_type(arena, op, 1).and_then(|t| ranked_shape(ctx, t));
    let (kh, kw) = (dim(w_shape, 1), dim(w_shape, 2));
    if w_shape.is_some() {
        let pads = [(*top, "out_pad_top", kh, "KH"), (*bottom, "out_pad_bottom", kh, "KH")];
        let pads = pads
            .into_iter()
            .chain([(*left, "out_pad_left", kw, "KW"), (*right, "out_pad_right", kw, "KW")]);
        for (pad, pad_name, kernel, kernel_name) in pads {
            if kernel != DYNAMIC && pad <= kernel.wrapping_neg() {
                let msg = format!(
                    "expected {pad_name} > -{kernel_name}, but got: {pad_name}={pad} and {kernel_name}={kernel}"
                );
                return fail(ctx, arena, op, msg);
            }
        }
    }
    let Some(out_shape) = ranked_shape(ctx, result_type(arena, op, 0)) else {
        return Ok(());
    };
    let in_shape = operand_type(arena, op, 0).and_then(|t| ranked_shape(ctx, t));
    if let (Some(is), Some(_)) = (in_shape, w_shape) {
        let dims = [
            (
                dim(Some(is), 1),
                kh,
                dim(Some(out_shape), 1),
                *sy,
                (*top, *bottom),
                HEIGHT,
            ),
            (
                dim(Some(is), 2),
                kw,
                dim(Some(out_shape), 2),
                *sx,
                (*left, *right),
                WIDTH,
            ),
        ];
        for (input, kernel, output, s, (before, after), names) in dims {
            verify_transpose_conv_size(ctx, arena, op, [input, kernel, output, s, before, after], names)?;
        }
    }
    verify_bias_channels(ctx, arena, op, dim(Some(out_shape), 3))
}

/// `OH == (IH - 1) * stride_y + out_pad_top + out_pad_bottom + KH` (and
/// the width's), checked when the input and output sizes are known; the
/// values are `[input, kernel, output, stride, pad before, pad after]`.
fn verify_transpose_conv_size(ctx: &Context, arena: &IrArena, op: OpId, values: [i64; 6], names: DimNames) -> VResult {
    let [input, kernel, output, stride, before, after] = values;
    if input == DYNAMIC || output == DYNAMIC {
        return Ok(());
    }
    let expected = (input - 1)
        .wrapping_mul(stride)
        .wrapping_add(before)
        .wrapping_add(after)
        .wrapping_add(kernel);
    if output == expected {
        return Ok(());
    }
    let (name, axis, pb, pa) = names;
    let (o, i, k) = if name == "height" {
        ("OH", "IH", "KH")
    } else {
        ("OW", "IW", "KW")
    };
    let msg = format!("dimension mismatch: expected {o} == ({i} - 1) * stride_{axis} + out_pad_{pb} + out_pad_{pa} + {k}, but got {output} != ({input} - 1) * {stride} + {before} + {after} + {kernel}");
    fail(ctx, arena, op, msg)
}

/// `verifyPoolingOp`.
pub(super) fn verify_pooling(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    let kernel = dense_attr(ctx, arena, op, "kernel");
    let stride = dense_attr(ctx, arena, op, "stride");
    let pad = dense_attr(ctx, arena, op, "pad");
    verify_all_at_least(ctx, arena, op, "kernel", &kernel, 1)?;
    verify_all_at_least(ctx, arena, op, "stride", &stride, 1)?;
    verify_all_at_least(ctx, arena, op, "padding", &pad, 0)?;
    let ([ky, kx], [sy, sx], [pt, pb, pl, pr]) = (kernel.as_slice(), stride.as_slice(), pad.as_slice()) else {
        return Ok(());
    };
    if pr >= kx || pl >= kx {
        let msg = format!("expected left/right padding to be less than the width of the kernel, got pad_left={pl}, pad_right={pr}, kernel_x={kx}");
        return fail(ctx, arena, op, msg);
    }
    if pt >= ky || pb >= ky {
        let msg = format!("expected top/bottom padding to be less than the height of the kernel, got pad_top={pt}, pad_bottom={pb}, kernel_y={ky}");
        return fail(ctx, arena, op, msg);
    }
    let in_shape = operand_type(arena, op, 0).and_then(|t| ranked_shape(ctx, t));
    let out_shape = ranked_shape(ctx, result_type(arena, op, 0));
    let (Some(is), Some(os)) = (in_shape, out_shape) else {
        return Ok(());
    };
    let dims = [
        (
            dim(Some(is), 1),
            dim(Some(os), 1),
            *ky,
            *sy,
            *pt,
            *pb,
            ("height", "y", "top", "bottom"),
        ),
        (
            dim(Some(is), 2),
            dim(Some(os), 2),
            *kx,
            *sx,
            *pl,
            *pr,
            ("width", "x", "left", "right"),
        ),
    ];
    for (input, output, k, s, before, after, (name, axis, bn, an)) in dims {
        if input == DYNAMIC {
            continue;
        }
        let Some(minus_one) = idiv_check(input.wrapping_add(before).wrapping_add(after).wrapping_sub(k), s) else {
            let msg = format!("expected input_{name} + pad_{bn} + pad_{an} - kernel_{axis} to be wholly divisible by stride_{axis}, got ({input} + {before} + {after} - {k}) / {s}");
            return fail(ctx, arena, op, msg);
        };
        let calculated = minus_one.wrapping_add(1);
        if output != DYNAMIC && calculated != output {
            return fail(ctx, arena, op, calculated_mismatch(name, calculated, output));
        }
    }
    Ok(())
}

/// `MaxPool2dOp::verify`.
pub(super) fn verify_max_pool2d(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    if let Some(input) = operand_type(arena, op, 0) {
        verify_same_element_types(ctx, arena, op, input, result_type(arena, op, 0))?;
    }
    verify_pooling(ctx, arena, op)
}

/// `AvgPool2dOp::verify`.
pub(super) fn verify_avg_pool2d(ctx: &Context, arena: &IrArena, op: OpId) -> VResult {
    verify_pooling(ctx, arena, op)?;
    let (Some(input), Some(izp), Some(ozp)) = (
        operand_type(arena, op, 0),
        operand_type(arena, op, 1),
        operand_type(arena, op, 2),
    ) else {
        return Ok(());
    };
    let ie = storage_elem(ctx, input);
    let re = storage_elem(ctx, result_type(arena, op, 0));
    let (ize, oze) = (storage_elem(ctx, izp), storage_elem(ctx, ozp));
    if let Some(acc) = type_attr(ctx, arena, op, "acc_type") {
        let acc_f = |k: FloatKind| float_kind(ctx, acc) == Some(k);
        let ief = float_kind(ctx, ie);
        let msg = if is_int_type(ctx, ie) && int_width(ctx, acc) != Some(32) {
            Some("accumulator type for integer tensor is not i32")
        } else if ief == Some(FloatKind::F16) && !(acc_f(FloatKind::F16) || acc_f(FloatKind::F32)) {
            Some("accumulator type for f16 tensor is not f16/f32")
        } else if ief == Some(FloatKind::BF16) && !acc_f(FloatKind::F32) {
            Some("accumulator type for bf16 tensor is not f32")
        } else if ief == Some(FloatKind::F32) && !acc_f(FloatKind::F32) {
            Some("accumulator type for f32 tensor is not f32")
        } else {
            None
        };
        if let Some(msg) = msg {
            return fail(ctx, arena, op, msg);
        }
    }
    for (e, z, what) in [(ie, ize, "input"), (re, oze, "output")] {
        if e != z {
            return fail_types(ctx, arena, op, &zero_point_type_message(what), (e, z));
        }
    }
    verify_zero_point(ctx, arena, op, 1, "input")?;
    verify_zero_point(ctx, arena, op, 2, "output")
}
